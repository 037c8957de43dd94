package runtime

import (
	"fmt"
	"strconv"
	"strings"
)

// Color is one of the five colors, or colorless mana (C) as a mana type.
type Color uint8

// The colors in WUBRG order, then colorless mana.
const (
	White Color = iota
	Blue
	Black
	Red
	Green
	Colorless
)

var colorNames = [...]string{"white", "blue", "black", "red", "green", "colorless"}
var colorLetters = "WUBRGC"

func (c Color) String() string { return colorNames[c] }

// ParseColor reads a color name ("blue") or mana letter ("U").
func ParseColor(s string) (Color, bool) {
	s = strings.ToLower(s)
	for i, n := range colorNames[:5] {
		if n == s || strings.ToLower(colorLetters[i:i+1]) == s {
			return Color(i), true
		}
	}
	return 0, false
}

// ColorSet is a set of colors (bit i = Color i).
type ColorSet uint8

// Has reports whether c is in the set.
func (s ColorSet) Has(c Color) bool { return s&(1<<c) != 0 }

// With returns the set with c added.
func (s ColorSet) With(c Color) ColorSet { return s | 1<<c }

// String lists the colors joined by "and", or "colorless".
func (s ColorSet) String() string { return s.join(" and ") }

// join lists the colors joined by sep, or "colorless".
func (s ColorSet) join(sep string) string {
	var parts []string
	for c := White; c <= Green; c++ {
		if s.Has(c) {
			parts = append(parts, c.String())
		}
	}
	if len(parts) == 0 {
		return "colorless"
	}
	return strings.Join(parts, sep)
}

// ManaCost is a mana cost (202, 107.4): generic mana, colored symbols, X.
type ManaCost struct {
	Generic int
	Colored [6]int // by Color; index Colorless is {C}
	X       int    // number of {X} symbols
	Text    string // as printed, e.g. "{2}{W}"
	Present bool   // false for an object with no mana cost (202.1b)
}

// ParseManaCost reads the symbols of a mana cost, each without braces
// ("2", "W", "X"). Hybrid and Phyrexian symbols are not yet supported.
func ParseManaCost(symbols []string) (ManaCost, error) {
	mc := ManaCost{Present: true}
	var b strings.Builder
	for _, s := range symbols {
		b.WriteString("{" + s + "}")
		u := strings.ToUpper(s)
		switch {
		case u == "X":
			mc.X++
		case len(u) == 1 && strings.Contains(colorLetters, u):
			mc.Colored[strings.Index(colorLetters, u)]++
		default:
			n, err := strconv.Atoi(u)
			if err != nil || n < 0 {
				if len(u) > 0 && strings.Trim(u, "0123456789") == "" {
					return mc, fmt.Errorf("mana symbol {%s} is more than %d, the largest number the game accepts", s, MaxNumber)
				}
				return mc, fmt.Errorf("unsupported mana symbol {%s}", s)
			}
			if n > MaxNumber {
				return mc, fmt.Errorf("mana symbol {%s} is more than %d, the largest number the game accepts", s, MaxNumber)
			}
			mc.Generic = satAdd(mc.Generic, n)
		}
	}
	mc.Text = b.String()
	return mc, nil
}

// MustManaCost parses a cost written as "{2}{W}", panicking on a bad one.
// It is meant for costs written in Go source.
func MustManaCost(text string) ManaCost {
	var syms []string
	for _, part := range strings.Split(text, "}") {
		part = strings.TrimPrefix(part, "{")
		if part != "" {
			syms = append(syms, part)
		}
	}
	mc, err := ParseManaCost(syms)
	if err != nil {
		panic(err)
	}
	return mc
}

// ManaValue is the total amount of mana in the cost, X counting as 0 (202.3).
func (m ManaCost) ManaValue() int {
	n := m.Generic
	for _, c := range m.Colored {
		n = satAdd(n, c)
	}
	return n
}

// noMana reports whether m.ManaValue() == 0 && m.X == 0, reading m in
// place: its mana value summed as ManaValue sums it.
func noMana(m *ManaCost) bool {
	c := &m.Colored
	if m.X|m.Generic|c[0]|c[1]|c[2]|c[3]|c[4]|c[5] == 0 {
		return true // the common case, told in one test: no mana at all
	}
	if m.X != 0 {
		return false
	}
	n := m.Generic
	for c := range m.Colored {
		n = satAdd(n, m.Colored[c])
	}
	return n == 0
}

// sameMana reports whether m and o ask for the same mana, however their
// symbols are written (Text): a plan to pay one pays the other.
func (m ManaCost) sameMana(o ManaCost) bool {
	return m.Generic == o.Generic && ManaPool(m.Colored).same(ManaPool(o.Colored)) && m.X == o.X && m.Present == o.Present
}

// sameManaAt is m.sameMana(*o), reading both in place.
func sameManaAt(m, o *ManaCost) bool {
	return m.Generic == o.Generic && samePool((*ManaPool)(&m.Colored), (*ManaPool)(&o.Colored)) && m.X == o.X && m.Present == o.Present
}

// genericWith is the generic part of the cost with x as the value of X
// (107.3): its generic mana plus x for each {X}.
func (m *ManaCost) genericWith(x int) int {
	if m.X == 0 {
		return m.Generic // satAdd(m.Generic, 0)
	}
	return satAdd(m.Generic, satMul(m.X, x))
}

// Colors is the set of colors of the cost's symbols (202.2).
func (m ManaCost) Colors() ColorSet {
	var s ColorSet
	for c := White; c <= Green; c++ {
		if m.Colored[c] > 0 {
			s = s.With(c)
		}
	}
	return s
}

// Plus adds two costs, as for additional costs (601.2f).
func (m ManaCost) Plus(o ManaCost) ManaCost {
	r := m
	r.Generic = satAdd(r.Generic, o.Generic)
	r.X = satAdd(r.X, o.X)
	for i := range r.Colored {
		r.Colored[i] = satAdd(r.Colored[i], o.Colored[i])
	}
	r.Text = m.Text + o.Text
	r.Present = m.Present || o.Present
	return r
}

func (m ManaCost) String() string {
	if m.Text != "" {
		return m.Text
	}
	return "{0}"
}

// ManaPool holds a player's unspent mana by type (106.4).
type ManaPool [6]int

// same reports whether p and q hold the same mana: p == q, written out
// so that the kept answers that compare pools (probe_kept.go,
// mana_sources.go) compare six numbers rather than call the runtime's
// memory comparison.
func (p ManaPool) same(q ManaPool) bool {
	return p[0] == q[0] && p[1] == q[1] && p[2] == q[2] && p[3] == q[3] && p[4] == q[4] && p[5] == q[5]
}

// samePool is p.same(*q), reading both in place.
func samePool(p, q *ManaPool) bool {
	return p[0] == q[0] && p[1] == q[1] && p[2] == q[2] && p[3] == q[3] && p[4] == q[4] && p[5] == q[5]
}

// Total is the amount of mana in the pool.
func (p ManaPool) Total() int {
	n := 0
	for _, v := range p {
		n = satAdd(n, v)
	}
	return n
}

// add adds n mana of type c, bounded by MaxNumber.
func (p *ManaPool) add(c Color, n int) { p[c] = min(max(satAdd(p[c], n), 0), MaxNumber) }

// poolRunMax is the most symbols of one type a pool renders one by one;
// more are rendered as a count, "{C}×1000000000".
const poolRunMax = 4

// String renders the pool in WUBRGC order: "{R}{R}{G}" for a few mana of a
// type, "{R}×25" for more, "empty" for none. Its length does not grow with
// the amount of mana.
func (p ManaPool) String() string {
	var b strings.Builder
	for c, n := range p {
		sym := "{" + colorLetters[c:c+1] + "}"
		if n > poolRunMax {
			b.WriteString(sym + "×" + strconv.Itoa(n))
			continue
		}
		for i := 0; i < n; i++ {
			b.WriteString(sym)
		}
	}
	if b.Len() == 0 {
		return "empty"
	}
	return b.String()
}

// payFrom pays cost (with x as the value of X) from pool, returning the
// remaining pool and whether it was enough. Colored symbols are paid first
// with their own color; generic with whatever is left, in genericOrder.
func payFrom(pool ManaPool, cost ManaCost, x int) (ManaPool, bool) {
	return payFromAt(&pool, &cost, x)
}

// payFromAt is payFrom reading the pool and the cost in place.
func payFromAt(at *ManaPool, cost *ManaCost, x int) (ManaPool, bool) {
	pool := *at
	if !payColoredIn(&pool, cost) {
		return pool, false
	}
	generic := cost.genericWith(x)
	for _, c := range genericOrder {
		if generic == 0 {
			break // the pool's mana is not negative (payColored): nothing more is taken
		}
		take := min(pool[c], generic)
		pool[c] -= take
		generic -= take
	}
	return pool, generic == 0
}

// genericOrder is the order in which payFrom spends mana on a generic
// cost, and the order of a ChooseSpend decision's options (payment.go).
var genericOrder = [...]Color{Colorless, White, Blue, Black, Red, Green}

// paySplit pays cost from pool as payFrom does, but the generic part
// with exactly the mana of generic; false if pool can't.
func paySplit(pool ManaPool, cost ManaCost, x int, generic ManaPool) (ManaPool, bool) {
	pool, ok := payColored(pool, cost)
	if !ok || generic.Total() != cost.genericWith(x) {
		return pool, false
	}
	for c, n := range generic {
		if pool[c] < n {
			return pool, false
		}
		pool[c] -= n
	}
	return pool, true
}

// payColored pays cost's colored symbols from pool, each with its own
// color, returning what is left and whether it was enough.
func payColored(pool ManaPool, cost ManaCost) (ManaPool, bool) {
	ok := payColoredIn(&pool, &cost)
	return pool, ok
}

// payColoredIn is payColored paying from *pool in place, as payFromAt
// does first; on false *pool is left part paid.
func payColoredIn(pool *ManaPool, cost *ManaCost) bool {
	// With every number in [0, farBound) each difference is plain: when
	// none is negative the loop below would leave these.
	if c := &cost.Colored; uint(pool[0]|pool[1]|pool[2]|pool[3]|pool[4]|pool[5]|c[0]|c[1]|c[2]|c[3]|c[4]|c[5]) < farBound {
		left := ManaPool{pool[0] - c[0], pool[1] - c[1], pool[2] - c[2], pool[3] - c[3], pool[4] - c[4], pool[5] - c[5]}
		if left[0]|left[1]|left[2]|left[3]|left[4]|left[5] >= 0 {
			*pool = left
			return true
		}
	}
	for c, n := range cost.Colored {
		switch {
		case n == 0:
		case n > 0 && pool[c] >= 0:
			pool[c] -= n // no overflow: satSub's answer
		default:
			pool[c] = satSub(pool[c], n)
		}
		if pool[c] < 0 {
			return false
		}
	}
	return true
}
