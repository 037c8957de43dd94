package pcgdraw

import (
	"math/rand/v2"
	"slices"
	"testing"
)

// PCG draws what rand.PCG and rand.Rand over it draw from the same seed:
// Uint64 its numbers, Uint64N rand.Rand's for bounds that take each path,
// SkipShuffle what a shuffle draws and SkipShuffleThen what a shuffle and
// bounded draws draw (the next draws agree), and Shuffle what a shuffle
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
			p.SkipShuffleThen(k, n, i%5)
			ref.Shuffle(k, func(int, int) {})
			for range i % 5 {
				ref.Uint64N(n)
			}
			if got, want := p.Uint64N(1000), ref.Uint64N(1000); got != want {
				t.Fatalf("seed %d, draw %d: after SkipShuffleThen(%d, %d, %d), Uint64N(1000) = %d, rand gives %d", seed, i, k, n, i%5, got, want)
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
