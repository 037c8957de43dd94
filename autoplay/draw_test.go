package autoplay

import (
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
