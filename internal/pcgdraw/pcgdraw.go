// Package pcgdraw draws bounded numbers from a rand.PCG directly, the
// numbers rand.Rand would draw from the same source: a caller that draws
// at every step (the game's shuffles, the automatic player's choices)
// avoids a call through the rand.Source interface for each draw, and a
// seed still gives the same numbers.
package pcgdraw

import (
	"math/bits"
	"math/rand/v2"
)

// Is32bit is true where rand.Rand draws a bounded number another way;
// Uint64N must not be used there.
const Is32bit = ^uint(0)>>32 == 0

// Uint64N returns rand.New(pcg).Uint64N(n) on a 64-bit platform: a
// number in [0, n), n > 0, by Lemire's multiply-and-reject method on one
// 64-bit draw (more only when the draw falls in the biased part).
func Uint64N(pcg *rand.PCG, n uint64) uint64 {
	if n&(n-1) == 0 { // a power of two: the low bits
		return pcg.Uint64() & (n - 1)
	}
	hi, lo := bits.Mul64(pcg.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(pcg.Uint64(), n)
		}
	}
	return hi
}
