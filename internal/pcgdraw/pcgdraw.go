// Package pcgdraw is rand.PCG's generator with the bounded draws
// rand.Rand makes from it, made in line: a caller that draws at every
// step (the game's shuffles, the automatic player's choices) avoids a
// call through the rand.Source interface for each draw, and a seed still
// gives the same numbers.
package pcgdraw

import "math/bits"

// Is32bit is true where rand.Rand draws a bounded number another way;
// Uint64N must not be used there.
const Is32bit = ^uint(0)>>32 == 0

// PCG is rand.PCG's generator with its state held here, so that a draw
// is small enough to be inlined where it is made: Seed, Uint64 and
// Uint64N give what rand.PCG's Seed and Uint64 and rand.New(pcg).Uint64N
// give (on a 64-bit platform: Uint64N must not be used where Is32bit).
// It is a rand.Source.
type PCG struct {
	hi, lo uint64
}

// Seed resets p to behave as rand.NewPCG(seed1, seed2).
func (p *PCG) Seed(seed1, seed2 uint64) {
	p.hi, p.lo = seed1, seed2
}

// Uint64 returns a uniformly distributed random uint64 value, the one
// rand.PCG returns from the same state: a 128-bit linear congruential
// step, its high half mixed by DXSM ("double xorshift multiply").
func (p *PCG) Uint64() uint64 {
	const (
		mulHi    = 2549297995355413924
		mulLo    = 4865540595714422341
		incHi    = 6364136223846793005
		incLo    = 1442695040888963407
		cheapMul = 0xda942042e4dd58b5
	)
	// state = state * mul + inc
	hi, lo := bits.Mul64(p.lo, mulLo)
	hi += p.hi*mulLo + p.lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi, _ = bits.Add64(hi, incHi, c)
	p.lo, p.hi = lo, hi
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> 48
	hi *= lo | 1
	return hi
}

// Uint64N returns rand.New(p).Uint64N(n) on a 64-bit platform: a number
// in [0, n), n > 0, as the package's Uint64N draws it. It calls nothing,
// so it needs no frame of its own.
func (p *PCG) Uint64N(n uint64) uint64 {
	if n&(n-1) == 0 { // a power of two: the low bits
		return p.Uint64() & (n - 1)
	}
	hi, lo := bits.Mul64(p.Uint64(), n)
	if lo < n {
		thresh := -n % n
		for lo < thresh {
			hi, lo = bits.Mul64(p.Uint64(), n)
		}
	}
	return hi
}

// SkipShuffle draws what rand.New(p).Shuffle(n, swap) draws, making no
// shuffle: Uint64N(i+1) for each place i from n-1 down to 1, each draw
// made in line.
func (p *PCG) SkipShuffle(n int) {
	for i := n - 1; i > 0; i-- {
		m := uint64(i + 1)
		x := p.Uint64()
		if m&(m-1) == 0 {
			continue // a power of two: one draw, never redrawn
		}
		if _, lo := bits.Mul64(x, m); lo < m {
			thresh := -m % m
			for lo < thresh {
				_, lo = bits.Mul64(p.Uint64(), m)
			}
		}
	}
}
