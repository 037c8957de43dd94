package autoplay

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// TestDrawsAreRandsDraws holds the player's own draws (draw.go) to
// rand.Rand's over a rand.PCG seeded as New seeds the player's stream:
// the same numbers, one after the other, for bounds that take each path
// (powers of two, small bounds, bounds near 2⁶⁴ whose draws are often
// rejected), and the same permutations, and skipPerm draws what a
// permutation draws.
func TestDrawsAreRandsDraws(t *testing.T) {
	bounds := []uint64{1, 2, 3, 5, 7, 10, 64, 100, 1 << 20, 1<<32 + 1, 1<<63 + 1, 3 << 62, 1<<64 - 1}
	for seed := uint64(0); seed < 20; seed++ {
		p := New(seed)
		ref := rand.New(rand.NewPCG(seed, rt.StreamPlayer)) // the same stream, drawn from apart
		for i := 0; i < 2000; i++ {
			n := bounds[i%len(bounds)]
			if got, want := p.uint64n(n), ref.Uint64N(n); got != want {
				t.Fatalf("seed %d, draw %d: uint64n(%d) = %d, rand gives %d", seed, i, n, got, want)
			}
			k := 1 + i%50
			if got, want := p.intN(k), ref.IntN(k); got != want {
				t.Fatalf("seed %d, draw %d: intN(%d) = %d, rand gives %d", seed, i, k, got, want)
			}
			if got, want := p.newPerm(i%9), ref.Perm(i%9); !slices.Equal(got, want) {
				t.Fatalf("seed %d, draw %d: newPerm = %v, rand gives %v", seed, i, got, want)
			}
			// perm reuses its buffer, grown or not
			if got, want := p.perm((i*7)%10), ref.Perm((i*7)%10); !slices.Equal(got, want) {
				t.Fatalf("seed %d, draw %d: perm = %v, rand gives %v", seed, i, got, want)
			}
			// of3 and of, given the stream's next number, give intN's
			// numbers
			if got, want := p.of3(p.pcg.Uint64()), ref.IntN(3); got != want {
				t.Fatalf("seed %d, draw %d: of3 = %d, rand gives %d", seed, i, got, want)
			}
			if got, want := p.of(p.pcg.Uint64(), k), ref.IntN(k); got != want {
				t.Fatalf("seed %d, draw %d: of(x, %d) = %d, rand gives %d", seed, i, k, got, want)
			}
			// skipPerm draws what a permutation and bounded draws draw: the
			// next draws agree.
			p.skipPerm(i%11, i%4)
			ref.Perm(i % 11)
			for range i % 4 {
				ref.Uint64N(3)
			}
			if got, want := p.uint64n(1000), ref.Uint64N(1000); got != want {
				t.Fatalf("seed %d, draw %d: after skipPerm(%d, %d), uint64n(1000) = %d, rand gives %d", seed, i, i%11, i%4, got, want)
			}
		}
	}
}

// beforeZero returns the state of rand.PCG one step before a state whose
// number is 0, which every bound that is not a power of two redraws: the
// step is taken back with the multiplier's inverse mod 2¹²⁸ (rand.PCG's
// multiplier and increment, as internal/pcgdraw's tests take it back).
func beforeZero() (hi, lo uint64) {
	u128 := func(hi, lo uint64) *big.Int {
		x := new(big.Int).SetUint64(hi)
		return x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(lo))
	}
	mod := new(big.Int).Lsh(big.NewInt(1), 128)
	mul, inc := u128(2549297995355413924, 4865540595714422341), u128(6364136223846793005, 1442695040888963407)
	s := u128(0, 0x9e3779b97f4a7c15) // a state whose number is 0
	s.Sub(s, inc).Mul(s, new(big.Int).ModInverse(mul, mod)).Mod(s, mod)
	lo = new(big.Int).And(s, new(big.Int).SetUint64(^uint64(0))).Uint64()
	return new(big.Int).Rsh(s, 64).Uint64(), lo
}

// A number that is redrawn gives of3 and of intN's number all the same,
// from the numbers after it, and the stream goes on as rand's does.
func TestInLineDrawsRedraw(t *testing.T) {
	hi, lo := beforeZero()
	var p Player
	p.pcg.Seed(hi, lo)
	if x := p.pcg.Uint64(); x != 0 {
		t.Fatalf("the number after the state before zero is %#x, not 0", x)
	}
	for n := 1; n <= 10; n++ {
		for _, three := range []bool{false, true} {
			if three && n != 3 {
				continue
			}
			p.pcg.Seed(hi, lo)
			ref := rand.New(rand.NewPCG(hi, lo))
			var got int
			if three {
				got = p.of3(p.pcg.Uint64())
			} else {
				got = p.of(p.pcg.Uint64(), n)
			}
			if want := ref.IntN(n); got != want {
				t.Fatalf("bound %d (of3 %v) after a number of 0: %d, rand gives %d", n, three, got, want)
			}
			if got, want := p.pcg.Uint64(), ref.Uint64(); got != want {
				t.Fatalf("bound %d (of3 %v) after a number of 0: next number %#x, rand gives %#x", n, three, got, want)
			}
		}
	}
}
