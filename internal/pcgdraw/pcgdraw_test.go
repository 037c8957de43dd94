package pcgdraw

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"testing"
)

// PCG draws what rand.PCG and rand.Rand over it draw from the same seed:
// Uint64 its numbers, Uint64N rand.Rand's for bounds that take each path,
// SkipShuffle what a shuffle draws and SkipShuffleThen what a shuffle and
// draws bounded by 3 draw (the next draws agree), and Shuffle what a shuffle
// makes.
func TestPCGIsRandsPCG(t *testing.T) {
	if Is32bit {
		t.Skip("rand.Rand draws another way on 32-bit platforms")
	}
	bounds := []uint64{1, 2, 3, 4, 5, 7, 8, 10, 40, 64, 100, 1 << 20, 1<<32 + 1, 1<<62 + 1, 3 << 61, 1<<63 - 1, 1<<63 + 1, 3 << 62, 1<<64 - 1}
	for seed := uint64(0); seed < 20; seed++ {
		var p PCG
		p.Seed(seed, seed^0x5bd1e995)
		src := rand.NewPCG(seed, seed^0x5bd1e995)
		ref := rand.New(src)
		for i := range 4000 {
			if got, want := p.Uint64(), src.Uint64(); got != want {
				t.Fatalf("seed %d, draw %d: Uint64 = %d, rand.PCG gives %d", seed, i, got, want)
			}
			n := bounds[i%len(bounds)]
			if got, want := p.Uint64N(n), ref.Uint64N(n); got != want {
				t.Fatalf("seed %d, draw %d: Uint64N(%d) = %d, rand gives %d", seed, i, n, got, want)
			}
			k := i % 13
			p.SkipShuffle(k)
			ref.Shuffle(k, func(int, int) {})
			if got, want := p.Uint64N(1000), ref.Uint64N(1000); got != want {
				t.Fatalf("seed %d, draw %d: after SkipShuffle(%d), Uint64N(1000) = %d, rand gives %d", seed, i, k, got, want)
			}
			p.SkipShuffleThen(k, i%5)
			ref.Shuffle(k, func(int, int) {})
			for range i % 5 {
				ref.Uint64N(3)
			}
			if got, want := p.Uint64N(1000), ref.Uint64N(1000); got != want {
				t.Fatalf("seed %d, draw %d: after SkipShuffleThen(%d, %d), Uint64N(1000) = %d, rand gives %d", seed, i, k, i%5, got, want)
			}
			xs, ys := make([]int, k), make([]int, k)
			for j := range xs {
				xs[j], ys[j] = j, j
			}
			Shuffle(&p, xs)
			ref.Shuffle(k, func(a, b int) { ys[a], ys[b] = ys[b], ys[a] })
			if !slices.Equal(xs, ys) {
				t.Fatalf("seed %d, draw %d: Shuffle(%d) = %v, rand gives %v", seed, i, k, xs, ys)
			}
		}
	}
}

// beforeZero returns the n states 1, 2, … n steps before a state whose
// number is 0, which every bound not a power of two redraws: seeded with
// the state d+1 steps before it, the draw at step d+1 is redrawn. The
// steps are taken back with the multiplier's inverse mod 2¹²⁸.
func beforeZero(n int) [][2]uint64 {
	mod := new(big.Int).Lsh(big.NewInt(1), 128)
	u128 := func(hi, lo uint64) *big.Int {
		x := new(big.Int).SetUint64(hi)
		return x.Lsh(x, 64).Or(x, new(big.Int).SetUint64(lo))
	}
	inc, inv := u128(incHi, incLo), new(big.Int).ModInverse(u128(mulHi, mulLo), mod)
	s := u128(0, 0x9e3779b97f4a7c15) // a state whose number is 0
	var befores [][2]uint64
	for range n {
		s.Sub(s, inc).Mul(s, inv).Mod(s, mod)
		lo := new(big.Int).And(s, new(big.Int).SetUint64(^uint64(0))).Uint64()
		befores = append(befores, [2]uint64{new(big.Int).Rsh(s, 64).Uint64(), lo})
	}
	return befores
}

// A draw that is redrawn (its number times the bound falls under the
// bound mod 2⁶⁴) is made as rand makes it at every place of a skipped
// shuffle and of the draws after it (beforeZero); TrySkipShuffleThen
// makes the same draws or, reporting false, none.
func TestSkipShuffleThenRedraws(t *testing.T) {
	if Is32bit {
		t.Skip("rand.Rand draws another way on 32-bit platforms")
	}
	befores := beforeZero(22)
	for n := 0; n <= 12; n++ {
		for k := 0; k <= 10; k++ { // past the 7 draws bounded by 3 written out
			for d := 0; d < max(n-1, 0)+k; d++ {
				hi, lo := befores[d][0], befores[d][1]
				var p PCG
				p.Seed(hi, lo)
				ref := rand.New(rand.NewPCG(hi, lo))
				p.SkipShuffleThen(n, k)
				ref.Shuffle(n, func(int, int) {})
				for range k {
					ref.Uint64N(3)
				}
				want := ref.Uint64()
				if got := p.Uint64(); got != want {
					t.Fatalf("SkipShuffleThen(%d, %d), draw %d redrawn: next Uint64 = %d, rand gives %d", n, k, d, got, want)
				}
				// TrySkipShuffleThen makes the same draws, or none
				p.Seed(hi, lo)
				if p.TrySkipShuffleThen(n, k) {
					if got := p.Uint64(); got != want {
						t.Fatalf("TrySkipShuffleThen(%d, %d), draw %d redrawn: next Uint64 = %d, rand gives %d", n, k, d, got, want)
					}
				} else if p.hi != hi || p.lo != lo {
					t.Fatalf("TrySkipShuffleThen(%d, %d), draw %d redrawn: reported false but drew", n, k, d)
				}
			}
		}
	}
}

// Shuffle makes rand's shuffle when a draw is redrawn, at every place of
// a shuffle of each length up to 41 (a library of 40 cards and more),
// and the next draw agrees too (beforeZero).
func TestShuffleRedraws(t *testing.T) {
	if Is32bit {
		t.Skip("rand.Rand draws another way on 32-bit platforms")
	}
	befores := beforeZero(41)
	for n := 0; n <= 41; n++ {
		for d := 0; d < max(n-1, 1); d++ {
			hi, lo := befores[d][0], befores[d][1]
			var p PCG
			p.Seed(hi, lo)
			ref := rand.New(rand.NewPCG(hi, lo))
			xs, ys := make([]int, n), make([]int, n)
			for j := range xs {
				xs[j], ys[j] = j, j
			}
			Shuffle(&p, xs)
			ref.Shuffle(n, func(a, b int) { ys[a], ys[b] = ys[b], ys[a] })
			if !slices.Equal(xs, ys) {
				t.Fatalf("Shuffle(%d), draw %d redrawn: %v, rand gives %v", n, d, xs, ys)
			}
			if got, want := p.Uint64(), ref.Uint64(); got != want {
				t.Fatalf("Shuffle(%d), draw %d redrawn: next Uint64 = %d, rand gives %d", n, d, got, want)
			}
		}
	}
}

// A bound zeroOnly names redraws only a number of 0 (2⁶⁴ mod b is 1 and b
// is odd), and mix gives 0 exactly at a high half of 0: at 0 for any low
// half, and at no state a few steps from seeds whose high half is not 0.
func TestZeroOnly(t *testing.T) {
	for b := uint64(1); b <= 8; b++ { // the bounds of a hand's places
		if got, want := zeroOnly(b), b&1 == 1 && -b%b == 1; got != want {
			t.Fatalf("zeroOnly(%d) = %v, want %v", b, got, want)
		}
	}
	for _, lo := range []uint64{0, 1, 2, 0x9e3779b97f4a7c15, 1<<64 - 1} {
		if x := mix(0, lo); x != 0 {
			t.Fatalf("mix(0, %#x) = %#x, want 0", lo, x)
		}
	}
	var p PCG
	p.Seed(1, 2)
	for range 100000 {
		hi, lo := step(p.hi, p.lo)
		if (mix(hi, lo) == 0) != (hi == 0) {
			t.Fatalf("mix(%#x, %#x) = %#x", hi, lo, mix(hi, lo))
		}
		p.hi, p.lo = hi, lo
	}
}
