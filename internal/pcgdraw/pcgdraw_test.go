package pcgdraw

import (
	"math/rand/v2"
	"testing"
)

// Uint64N draws rand.Rand's numbers on a copy of the same source, one
// after the other, for bounds that take each path: powers of two, small
// bounds, and bounds near 2⁶⁴ whose draws are often rejected.
func TestUint64NIsRands(t *testing.T) {
	if Is32bit {
		t.Skip("rand.Rand draws another way on 32-bit platforms")
	}
	bounds := []uint64{1, 2, 3, 5, 7, 10, 40, 64, 100, 1 << 20, 1<<32 + 1, 1<<62 + 1, 3 << 61, 1<<63 - 1, 1<<63 + 1, 3 << 62, 1<<64 - 1}
	for seed := uint64(0); seed < 20; seed++ {
		pcg := rand.NewPCG(seed, seed^0x5bd1e995)
		ref := rand.New(rand.NewPCG(seed, seed^0x5bd1e995))
		for i := range 4000 {
			n := bounds[i%len(bounds)]
			if got, want := Uint64N(pcg, n), ref.Uint64N(n); got != want {
				t.Fatalf("seed %d, draw %d: Uint64N(%d) = %d, rand gives %d", seed, i, n, got, want)
			}
		}
	}
}
