package runtime

import "math"

// MaxNumber is the largest number the runtime accepts from a script or a
// client wherever a number enters the game: a value for X, a count of
// counters, a life total, an amount of mana, a turn number. Numbers outside
// 0..MaxNumber are refused where they enter (a positioned error in a file,
// a RuleError from the API), and arithmetic on game values saturates rather
// than wraps, so no sequence of legal actions can overflow.
const MaxNumber = 1_000_000_000

// The runtime's arithmetic on game values goes through the helpers below.
// satAdd and satMul never wrap: a result beyond int saturates at the
// nearest end of int's range. The number helpers then bound the value the
// game stores — a life total, an amount of mana, counters, damage, power
// and toughness, a turn number — to -MaxNumber..MaxNumber, so that a value
// that has reached the bound stays there instead of wrapping to the other
// sign, and any two game values can be added or multiplied safely.

// satAdd returns a+b, saturated at the ends of int's range.
func satAdd(a, b int) int {
	s := a + b
	switch {
	case a > 0 && b > 0 && s < 0:
		return math.MaxInt
	case a < 0 && b < 0 && s >= 0:
		return math.MinInt
	}
	return s
}

// satSub returns a-b, saturated at the ends of int's range.
func satSub(a, b int) int {
	if b == math.MinInt {
		if a >= 0 {
			return math.MaxInt
		}
		return a - b // a < 0: a - MinInt = a + MaxInt + 1 fits
	}
	return satAdd(a, -b)
}

// satMul returns a*b, saturated at the ends of int's range.
func satMul(a, b int) int {
	if a == 0 || b == 0 {
		return 0
	}
	p := a * b
	if p/b != a || (a == -1 && b == math.MinInt) || (b == -1 && a == math.MinInt) {
		if (a > 0) == (b > 0) {
			return math.MaxInt
		}
		return math.MinInt
	}
	return p
}

// clampNumber bounds n to -MaxNumber..MaxNumber.
func clampNumber(n int) int {
	return min(max(n, -MaxNumber), MaxNumber)
}

// addNumber returns a+b bounded to -MaxNumber..MaxNumber, for any a and b.
func addNumber(a, b int) int { return clampNumber(satAdd(a, b)) }

// subNumber returns a-b bounded to -MaxNumber..MaxNumber, for any a and b.
func subNumber(a, b int) int { return clampNumber(satSub(a, b)) }

// amountNumber bounds an amount an effect or a cost uses — damage, life,
// counters, cards — to 0..MaxNumber: a negative amount is none (107.1b:
// no negative damage, no negative life gain).
func amountNumber(n int) int { return min(max(n, 0), MaxNumber) }
