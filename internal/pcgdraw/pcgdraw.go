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

// The constants of rand.PCG's generator: its 128-bit multiplier and
// increment, and DXSM's cheap multiplier.
const (
	mulHi    = 2549297995355413924
	mulLo    = 4865540595714422341
	incHi    = 6364136223846793005
	incLo    = 1442695040888963407
	cheapMul = 0xda942042e4dd58b5
)

// Uint64 returns a uniformly distributed random uint64 value, the one
// rand.PCG returns from the same state: a 128-bit linear congruential
// step, its high half mixed by DXSM ("double xorshift multiply").
func (p *PCG) Uint64() uint64 {
	// state = state * mul + inc, written out rather than through step
	// and mix, so that Uint64 stays small enough to be inlined
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

// The multiplier and increment of two steps at once: mul² and
// inc·mul + inc (mod 2¹²⁸).
const (
	mul2Hi = 1710491942223705148
	mul2Lo = 5953435361322512025
	inc2Hi = 5220163216168088568
	inc2Lo = 12402783752613479834
)

// step2 returns step(step(hi, lo)) in one multiplication. It is step
// written again with other constants: a shared function taking them as
// arguments was measured 0.2% dearer a Mirror game (the constants are
// materialised worse in the inlined copies).
func step2(hi, lo uint64) (uint64, uint64) {
	h, l := bits.Mul64(lo, mul2Lo)
	h += hi*mul2Lo + lo*mul2Hi
	l, c := bits.Add64(l, inc2Lo, 0)
	h, _ = bits.Add64(h, inc2Hi, c)
	return h, l
}

// step returns the state after hi, lo: state * mul + inc.
func step(hi, lo uint64) (uint64, uint64) {
	h, l := bits.Mul64(lo, mulLo)
	h += hi*mulLo + lo*mulHi
	l, c := bits.Add64(l, incLo, 0)
	h, _ = bits.Add64(h, incHi, c)
	return h, l
}

// mix returns the number drawn at state hi, lo: its high half mixed by
// DXSM.
func mix(hi, lo uint64) uint64 {
	hi ^= hi >> 32
	hi *= cheapMul
	hi ^= hi >> 48
	hi *= lo | 1
	return hi
}

// Uint64N returns rand.New(p).Uint64N(n) on a 64-bit platform: a number
// in [0, n), n > 0, as the package's Uint64N draws it. It calls nothing,
// so it needs no frame of its own, and keeps the state in registers
// while it redraws.
func (p *PCG) Uint64N(n uint64) uint64 {
	hi, lo := step(p.hi, p.lo)
	x := mix(hi, lo)
	if n&(n-1) == 0 { // a power of two: the low bits
		p.hi, p.lo = hi, lo
		return x & (n - 1)
	}
	h, l := bits.Mul64(x, n)
	if l < n {
		thresh := -n % n
		for l < thresh {
			hi, lo = step(hi, lo)
			h, l = bits.Mul64(mix(hi, lo), n)
		}
	}
	p.hi, p.lo = hi, lo
	return h
}

// SkipShuffle draws what rand.New(p).Shuffle(n, swap) draws, making no
// shuffle: Uint64N(i+1) for each place i from n-1 down to 1, each draw
// made in line on a state held in registers. A draw of a power of two
// is never redrawn, so its number is not worked out; another is redrawn
// while the low half of its product with the bound falls under 2⁶⁴ mod
// the bound (Lemire's method), which is under the bound.
func (p *PCG) SkipShuffle(n int) { p.SkipShuffleThen(n, 0) }

// SkipShuffleThen draws what SkipShuffle(n) and then k draws of
// Uint64N(3) draw, keeping none of the numbers, as SkipShuffle draws: the
// automatic player's draws at a priority with nothing to play (its
// hand's order, and for each card whether to hold it back).
// TrySkipShuffleThen makes them, but where one of them is to be redrawn.
func (p *PCG) SkipShuffleThen(n, k int) {
	if !p.TrySkipShuffleThen(n, k) {
		p.skipSlow(n, k)
	}
}

// TrySkipShuffleThen makes SkipShuffleThen(n, k)'s draws and reports
// true, unless one of them might be redrawn (about once in 2⁶¹ calls):
// then it reports false and draws nothing. It calls nothing, so that it
// needs no frame, and the bound 3 is a constant throughout. A hand's
// places, 8 down to 2, are written out, each with its bound a constant,
// and so are the draws bounded by 3, 7 down to 1, each entered through a
// table; a power of two's draw is never redrawn and its number not
// worked out, so its step is taken together with the next draw's
// (step2, two steps at once); a draw bounded by 3 or 5 is redrawn
// exactly at a state whose high half is 0 (zeroOnly), so its number is
// not worked out either.
func (p *PCG) TrySkipShuffleThen(n, k int) bool {
	hi, lo := p.hi, p.lo
	if uint(n) > 8 { // a hand of more than 8 places, or none
		if n < 0 {
			goto then
		}
		for b := uint64(n); b > 8; b-- {
			hi, lo = step(hi, lo)
			if b&(b-1) != 0 && mix(hi, lo)*b < b {
				return false
			}
		}
		goto b8
	}
	// a jump through a table on n itself
	switch n {
	case 0, 1:
		goto then
	case 2:
		goto b2
	case 3:
		goto b3
	case 4:
		goto b4
	case 5:
		goto b5
	case 6:
		goto b6
	case 7:
		goto b7
	case 8: // named, so that the switch is one jump through a table
	}
b8:
	// b is 8: its draw and 7's
	hi, lo = step2(hi, lo)
	goto c7
b7:
	hi, lo = step(hi, lo)
c7:
	if mix(hi, lo)*7 < 7 {
		return false
	}
b6:
	hi, lo = step(hi, lo)
	if mix(hi, lo)*6 < 6 {
		return false
	}
b5:
	hi, lo = step(hi, lo)
	if hi == 0 { // redrawn only at a number of 0 (zeroOnly)
		return false
	}
b4:
	hi, lo = step2(hi, lo) // 4's draw and 3's
	goto c3
b3:
	hi, lo = step(hi, lo)
c3:
	if hi == 0 { // zeroOnly
		return false
	}
b2:
	if k <= 0 { // 2's draw alone
		hi, lo = step(hi, lo)
		goto done
	}
	// 2's draw and the first bounded by 3; each step on its test's line:
	// an inlined call on a line of its own leaves a mark there, a
	// one-instruction no-op
	if hi, lo = step2(hi, lo); hi == 0 { // zeroOnly
		return false
	}
	k--
then:
	// the k draws bounded by 3, written out from 7 down, entered at k
	// through a table (zeroOnly: no number is worked out)
	if uint(k) > 7 {
		if k < 0 {
			goto done
		}
		for ; k > 7; k-- {
			if hi, lo = step(hi, lo); hi == 0 {
				return false
			}
		}
		goto k7
	}
	switch k {
	case 0:
		goto done
	case 1:
		goto k1
	case 2:
		goto k2
	case 3:
		goto k3
	case 4:
		goto k4
	case 5:
		goto k5
	case 6:
		goto k6
	case 7: // named, so that the switch is one jump through a table
	}
k7:
	if hi, lo = step(hi, lo); hi == 0 {
		return false
	}
k6:
	if hi, lo = step(hi, lo); hi == 0 {
		return false
	}
k5:
	if hi, lo = step(hi, lo); hi == 0 {
		return false
	}
k4:
	if hi, lo = step(hi, lo); hi == 0 {
		return false
	}
k3:
	if hi, lo = step(hi, lo); hi == 0 {
		return false
	}
k2:
	if hi, lo = step(hi, lo); hi == 0 {
		return false
	}
k1:
	if hi, lo = step(hi, lo); hi == 0 {
		return false
	}
done:
	p.hi, p.lo = hi, lo
	return true
}

// skipSlow is SkipShuffleThen(n, k) made one Uint64N at a time: the path
// of a call where a draw might be redrawn.
//
//go:noinline
func (p *PCG) skipSlow(n, k int) {
	for i := n - 1; i > 0; i-- {
		p.Uint64N(uint64(i + 1))
	}
	for ; k > 0; k-- {
		p.Uint64N(3)
	}
}

// zeroOnly reports whether a draw bounded by b is redrawn only when its
// number is 0: when 2⁶⁴ mod b is 1 (3 and 5 among the bounds of a hand),
// only a number whose product with b has a low half of 0 is, and b being
// odd that number is 0. mix keeps 0 and only 0 at 0 (a shift xored in
// and a multiplication by an odd number are one-to-one, and a high half
// of 0 gives 0), so such a draw is redrawn exactly when the state's high
// half is 0, and its number need not be worked out to know it.
func zeroOnly(b uint64) bool { return b == 3 || b == 5 }

// Shuffle shuffles xs as rand.New(p).Shuffle(len(xs), swap) does, with
// the same draws: for each place i from the last down to 1, Uint64N(i+1)
// chooses the place swapped with it, each draw made in line on a state
// held in registers (on a 64-bit platform, as Uint64N).
func Shuffle[T any](p *PCG, xs []T) { p.hi, p.lo = shuffle(p.hi, p.lo, xs) }

// shuffle is Shuffle on the state hi, lo, returning the state after: the
// state is passed in registers, so that the loop keeps no pointer to it.
// The step and the mix are written out, as in Uint64: an inlined call
// leaves a mark (a one-instruction no-op) at each place.
func shuffle[T any](hi, lo uint64, xs []T) (uint64, uint64) {
	// the constants read once from memory, so that the loop holds them
	// in registers rather than writing each out again at each use
	mLo, mHi, iLo, iHi, cm := gen[0], gen[1], gen[2], gen[3], gen[4]
	for i := len(xs) - 1; i > 0; i-- {
		m := uint64(i + 1)
		h, l := bits.Mul64(lo, mLo)
		h += hi*mLo + lo*mHi
		l, c := bits.Add64(l, iLo, 0)
		h, _ = bits.Add64(h, iHi, c)
		hi, lo = h, l
		h ^= h >> 32
		h *= cm
		h ^= h >> 48
		x := h * (l | 1)
		var j uint64
		if m&(m-1) == 0 {
			j = x & (m - 1)
		} else {
			h, l := bits.Mul64(x, m)
			if l < m {
				thresh := -m % m
				for l < thresh {
					hi, lo = step(hi, lo)
					h, l = bits.Mul64(mix(hi, lo), m)
				}
			}
			j = h
		}
		xs[i], xs[j] = xs[j], xs[i]
	}
	return hi, lo
}

// gen holds the generator's constants for shuffle's loop.
var gen = [5]uint64{mulLo, mulHi, incLo, incHi, cheapMul}
