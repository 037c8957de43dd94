package autoplay

import (
	"math/bits"

	"github.com/mtgs/mtgs/internal/pcgdraw"
)

// The automatic player draws at every priority (its hand's order, which
// spells to hold back, targets), so its draws are taken from its source
// directly rather than through rand.Rand, whose every draw is a call
// through the rand.Source interface; its source is pcgdraw.PCG, rand.PCG
// with its state where a draw can be made in line (skipPerm makes each of
// its draws so). They are rand.Rand's numbers from the same draws: the
// same seed plays the same game (TestDrawsAreRandsDraws).

// uint64n returns p.rng.Uint64N(n): a number in [0, n), n > 0.
func (p *Player) uint64n(n uint64) uint64 {
	if pcgdraw.Is32bit {
		return p.rng.Uint64N(n)
	}
	return p.pcg.Uint64N(n)
}

// intN returns p.rng.IntN(n): a number in [0, n), n > 0.
func (p *Player) intN(n int) int {
	if n <= 0 {
		panic("autoplay: intN of a non-positive bound")
	}
	return int(p.uint64n(uint64(n)))
}

// The player's commonest draws are made in line, each in two parts that
// are each small enough to be inlined: x := p.pcg.Uint64(), the stream's
// next number, and then of3(x) for intN(3) or of(x, n) for intN(n). They
// give intN's numbers, as Uint64N makes them from x and the numbers after
// it (rand draws a bounded number from the same numbers on every
// platform: its 32-bit code keeps the 64-bit sequence).

// of3 returns intN(3) when x is the stream's next number. Uint64N(3)
// redraws only a number whose product with 3 has a low half under
// 2⁶⁴ mod 3, which is 1: that is 0 alone, 3 being odd. The number is then
// the high half of the product.
func (p *Player) of3(x uint64) int {
	if x == 0 {
		return p.redrawn3()
	}
	h, _ := bits.Mul64(x, 3)
	return int(h)
}

// redrawn3 is of3 after a number of 0: the numbers Uint64N(3) draws after
// it, until one that is not 0.
//
//go:noinline
func (p *Player) redrawn3() int {
	for {
		if x := p.pcg.Uint64(); x != 0 {
			h, _ := bits.Mul64(x, 3)
			return int(h)
		}
	}
}

// of returns intN(n), n > 0, when x is the stream's next number: 0 for a
// bound of 1 (the only number below it, drawn all the same), the rest
// out of line.
func (p *Player) of(x uint64, n int) int {
	if n == 1 {
		return 0
	}
	return p.ofMore(x, n)
}

// ofMore is of for a bound over 1: Uint64N's number from x, and from the
// numbers after it while x is redrawn.
//
//go:noinline
func (p *Player) ofMore(x uint64, n int) int {
	b := uint64(n)
	if b&(b-1) == 0 { // a power of two: the low bits
		return int(x & (b - 1))
	}
	h, l := bits.Mul64(x, b)
	if l < b {
		thresh := -b % b
		for l < thresh {
			h, l = bits.Mul64(p.pcg.Uint64(), b)
		}
	}
	return int(h)
}

// permInto returns p.rng.Perm(n) in buf's storage (grown if need be):
// 0 … n-1 in Fisher–Yates order, one draw for each place from the last
// down, as rand.Rand.Shuffle draws. One place draws nothing, and two (a
// hand of two cards, the commonest) are drawn in line: the one draw,
// bounded by 2 and so the number's lowest bit (Uint64N), says whether
// the last place swaps with the first.
func (p *Player) permInto(buf []int, n int) []int {
	if cap(buf) < n {
		buf = make([]int, n)
	}
	order := buf[:n]
	if !pcgdraw.Is32bit {
		switch {
		case n == 2:
			j := int(p.pcg.Uint64() & 1)
			order[0], order[1] = 1-j, j
		case n == 1:
			order[0] = 0
		case n > 2:
			for i := range order {
				order[i] = i
			}
			pcgdraw.Shuffle(&p.pcg, order)
		}
		return order
	}
	for i := range order {
		order[i] = i
	}
	for i := n - 1; i > 0; i-- {
		j := int(p.uint64n(uint64(i + 1)))
		order[i], order[j] = order[j], order[i]
	}
	return order
}

// newPerm returns p.rng.Perm(n) in a new slice.
func (p *Player) newPerm(n int) []int { return p.permInto(make([]int, 0, n), n) }

// skipPerm draws what permInto(buf, n) draws and then k draws of
// uint64n(3), making no permutation and keeping no number.
func (p *Player) skipPerm(n, k int) {
	if pcgdraw.Is32bit {
		for i := n - 1; i > 0; i-- {
			p.uint64n(uint64(i + 1))
		}
		for ; k > 0; k-- {
			p.uint64n(3)
		}
		return
	}
	p.pcg.SkipShuffleThen(n, k)
}
