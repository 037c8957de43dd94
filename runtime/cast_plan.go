package runtime

import (
	"fmt"
	"math/bits"
	"slices"
)

// maxSingleSources is how many sources planSingle plans with: its sets
// of units are bits of one word.
const maxSingleSources = 64

// castPlanSingle is castPlan's plan when no kept plan answers and every
// plain source makes one mana, some of them of a choice of colors (a dual
// land beside basic lands), there being no source whose mana ability
// costs more than {T}: planSingle's plan, which is planSearch's. When
// each makes one mana of one color (sourcesCache.mono) and the pool is
// empty, it is planFromEmpty's plan, which planFromIn would make (payFrom
// pays only a cost of nothing from an empty pool, and planFromMono plans
// it so), made in the game's list for a real plan's taps (castTaps) when
// it is free (emptyPlan), the numbers being far from the bounds (else
// planFromEmpty would leave them to planFromMono). It reports false for
// done, having taken nothing, leaving the plan to planInCastTaps,
// otherwise: when a source makes more than one mana, none has a choice
// (planFromMono plans those directly), the pool of one-color sources is
// not empty or its numbers not far from the bounds, or there are costed
// sources or too many. The pool and the cost are read in place.
func (g *Game) castPlanSingle(plan *payPlan, sc *sourcesCache, pool *ManaPool, cost *ManaCost, x int) (ok, done bool) {
	srcs := sc.srcs
	if len(srcs) == 0 || len(srcs) > maxSingleSources || len(sc.costed) > 0 {
		return false, false
	}
	if sc.totals == 0 {
		sc.makeTotals()
	}
	if sc.totals == totalsMade && sc.mono {
		c := &cost.Colored
		generic := cost.genericWith(x)
		if pool[0]|pool[1]|pool[2]|pool[3]|pool[4]|pool[5] != 0 || uint(generic|c[0]|c[1]|c[2]|c[3]|c[4]|c[5]) >= farBound {
			return false, false
		}
		// emptyPlan taps a source for each colored symbol and each
		// generic mana, if it can: room for those.
		taps, _ := g.takeCastTaps(min(generic+c[0]+c[1]+c[2]+c[3]+c[4]+c[5], len(srcs)))
		ok = emptyPlan(plan, taps, srcs, cost, generic)
		if g.verifyCaches != nil {
			g.verifyEmptyPlan(pool, srcs, cost, x, plan, ok)
		}
		return ok, true
	}
	colors := sc.srcColors()
	choice := false
	for _, cs := range colors {
		if cs == 0 {
			return false, false // more than one mana, or none
		}
		choice = choice || cs&(cs-1) != 0
	}
	if !choice {
		return false, false
	}
	taps, lent := g.takeCastTaps(len(srcs))
	if !lent {
		taps = nil // planSearch makes its own array then
	}
	*plan, ok = planSingleAt(taps, pool, srcs, colors, cost, x)
	if g.verifyCaches != nil {
		again, okAgain := planAll(nil, *pool, srcs, sc.costed, *cost, x)
		if ok != okAgain || !slices.Equal(plan.taps, again.taps) {
			g.verifyCaches("payment plan with single-mana sources for "+cost.String(), fmt.Sprint(ok, plan.taps), fmt.Sprint(okAgain, again.taps))
		}
	}
	return ok, true
}

// castPlanOneColor is castPlan's plan, without asking for a kept one,
// when the totals of the plain sources are made and each makes one mana
// of the same one type (sourcesCache.mono, that type's count being all
// of them), there being at most maxSingleSources of them and no costed
// source, the pool is empty and the cost asks no mana of a type but
// that one, its numbers far from the bounds (which castPlan has found,
// generic being the cost's generic part with x). emptyPlan's plan is then
// the first sources in their order, one for each symbol of that type
// and then one for each generic mana (every source makes the symbols'
// type, so the first ones are taken for them and the next ones for the
// generic mana), each for its one option; there is none when the
// sources are too few. A kept plan is planAll's plan for the same
// sources, pool and cost (verifyPlan), as emptyPlan's is: asking for one
// changes nothing. The taps are made in the game's list for a real
// plan's taps (castTaps), as takeCastTaps lends it. It reports false for
// done, having done nothing, when the case is not this one.
func (g *Game) castPlanOneColor(plan *payPlan, sc *sourcesCache, pool *ManaPool, cost *ManaCost, x, generic int) (ok, done bool) {
	srcs := sc.srcs
	n := len(srcs)
	if sc.totals != totalsMade || !sc.mono || n == 0 || n > maxSingleSources || len(sc.costed) > 0 {
		return false, false
	}
	c, e := &cost.Colored, &sc.each
	// Each type the cost asks is made by every source (each counts the
	// sources of each type, n in all): then it asks one type at most.
	if c[0] != 0 && e[0] != n || c[1] != 0 && e[1] != n || c[2] != 0 && e[2] != n ||
		c[3] != 0 && e[3] != n || c[4] != 0 && e[4] != n || c[5] != 0 && e[5] != n {
		return false, false
	}
	k := generic + c[0] + c[1] + c[2] + c[3] + c[4] + c[5]
	if k <= n {
		taps, lent := g.space.castTaps.roomAt(k) // takeCastTaps, in line when the list is long enough
		if !lent {
			taps, _ = g.takeCastTaps(k)
			taps = taps[:k]
		}
		for i := range taps {
			s := &srcs[i]
			taps[i] = manaTap{s.obj, s.options[0], nil}
		}
		plan.taps = taps
		ok = true
	}
	if g.verifyCaches != nil {
		g.verifyEmptyPlan(pool, srcs, cost, x, plan, ok)
	}
	return ok, true
}

// verifyEmptyPlan checks under VerifyCaches that castPlanSingle's plan
// from an empty pool and one-color sources (emptyPlan) is the plan made
// in general (planAll).
func (g *Game) verifyEmptyPlan(pool *ManaPool, srcs []manaSource, cost *ManaCost, x int, plan *payPlan, ok bool) {
	again, okAgain := planAll(nil, *pool, srcs, nil, *cost, x)
	if ok != okAgain || !slices.Equal(plan.taps, again.taps) {
		g.verifyCaches("payment plan from an empty pool with one-color sources for "+cost.String(), fmt.Sprint(ok, plan.taps), fmt.Sprint(okAgain, again.taps))
	}
}

// emptyPlan writes in *plan planFromEmpty's plan, made in into, and
// reports whether there is one (*plan is left as it was if not), for at
// most 64 sources that each make one mana of one color, noted as they
// were found (manaSource.one), an empty pool and a cost whose numbers,
// generic being its generic part with X, are in [0, farBound): for each
// colored symbol the first source of its color not yet taken, then for
// the generic mana the first sources left, the colored mana's taps
// first, each for the source's one option. The walk for the colored
// symbols stops once each has its source: the sources after it are left
// for the generic mana.
func emptyPlan(plan *payPlan, into []manaTap, srcs []manaSource, cost *ManaCost, generic int) bool {
	short := cost.Colored
	need := short[0] + short[1] + short[2] + short[3] + short[4] + short[5]
	missing := need
	var byColor uint64
	for i := 0; missing > 0 && i < len(srcs); i++ {
		if c := bits.TrailingZeros8(srcs[i].one); short[c] > 0 {
			short[c]--
			missing--
			byColor |= 1 << i
		}
	}
	if missing != 0 || generic > len(srcs)-need {
		return false
	}
	free := ^byColor
	if len(srcs) < 64 {
		free &= 1<<len(srcs) - 1
	}
	var byGeneric uint64
	for range generic {
		byGeneric |= free & -free
		free &= free - 1
	}
	taps := into[:0]
	for _, pays := range [2]uint64{byColor, byGeneric} { // the colored mana's taps first
		for ; pays != 0; pays &= pays - 1 {
			s := &srcs[bits.TrailingZeros64(pays)]
			taps = append(taps, manaTap{s.obj, s.options[0], nil})
		}
	}
	plan.taps = taps
	return true
}

// planSingle is planSearch for sources that each make one mana of one of
// a set of colors (colors, oneManaColors, none 0), at most
// maxSingleSources of them: the same units in the same order (those of
// fewer colors first, else in the sources' order), the same matching of
// the colored symbols the pool lacks to them, found on sets of bits, and
// the same taps for generic mana, so that it taps the same sources for
// the same mana. The plan's taps are made in into when it is not nil.
func planSingle(into []manaTap, pool ManaPool, srcs []manaSource, colors []uint8, cost ManaCost, x int) (payPlan, bool) {
	return planSingleAt(into, &pool, srcs, colors, &cost, x)
}

// planSingleAt is planSingle with the pool and the cost read in place:
// when every number is far from the bounds of mana arithmetic, its plan
// is planSingleFar's; else it is made as planSearch makes it, step by
// step.
func planSingleAt(into []manaTap, pool *ManaPool, srcs []manaSource, colors []uint8, cost *ManaCost, x int) (payPlan, bool) {
	if uint(cost.genericWith(x)|len(srcs)|orMana(pool, cost)) < farBound {
		return planSingleFar(into, pool, srcs, colors, cost, x)
	}
	return planSingleNear(into, *pool, srcs, colors, *cost, x)
}

// planSingleNear is planSingle in general, near the bounds of mana
// arithmetic.
func planSingleNear(into []manaTap, pool ManaPool, srcs []manaSource, colors []uint8, cost ManaCost, x int) (payPlan, bool) {
	start := pool
	supply := len(srcs)
	var needs [maxSingleSources]Color
	need, pool, ok := sourceNeeds(needs[:0], pool, cost, x, supply)
	if !ok {
		return payPlan{}, false
	}
	// The units, one a source, sorted stably by their number of colors.
	var m singleMatch
	n := m.orderUnits(colors)
	m.n, m.need = n, need
	if !m.matchAll() {
		return payPlan{}, false
	}
	plan := payPlan{taps: m.symbolTaps(into, srcs, min(len(srcs), max(satAdd(len(need), cost.genericWith(x)), 0)))}
	// Generic mana: what the pool has left, then a source a mana, each
	// tapped for the first of its colors.
	generic := satSub(cost.genericWith(x), pool.Total())
	for range plan.taps {
		generic = satSub(generic, 1)
	}
	generic = satAdd(generic, len(need))
	for i := range n {
		if generic <= 0 {
			break
		}
		if m.owner[i] < 0 {
			s := srcs[m.order[i]]
			var out ManaPool
			out[bits.TrailingZeros8(oneManaColor(s.options[0]))] = 1
			plan.taps = append(plan.taps, manaTap{s.obj, out, nil})
			generic = satSub(generic, 1)
		}
	}
	if generic > 0 {
		return payPlan{}, false
	}
	plan, ok, _ = tapsPayExactly(plan, &start, &cost, x, len(srcs))
	return plan, ok
}

// planSingleFar is planSingle when the pool, the cost, X and the number
// of sources are each in [0, farBound), so that no sum or difference
// below saturates and a plan that taps a source for each colored symbol
// the pool lacks and for each generic mana it has not left pays exactly
// (tapsPayExactly finds it far from the bounds). Its steps are
// planSingleNear's, in fewer instructions: the symbols the pool lacks
// (sourceNeeds: the plan fails when the sources can't make them and the
// generic mana, all told), the units in the same order (one-color
// sources first in their order, then those of two colors, and so on),
// the same matching, and the same taps, each for one mana: a colored
// symbol's color, or for generic mana the mana of the source's first
// option, one mana of one color (colors[i] is not 0: each option makes
// one mana). When the one-color sources have enough of each color the
// pool lacks, the matching is theirs, made in one walk (singleGreedy).
func planSingleFar(into []manaTap, pool *ManaPool, srcs []manaSource, colors []uint8, cost *ManaCost, x int) (payPlan, bool) {
	var short ManaPool // the symbols of each color the pool lacks
	total, left := 0, 0
	for c := range cost.Colored {
		n, have := cost.Colored[c], pool[c]
		if n <= have {
			left += have - n
			continue
		}
		short[c] = n - have
		total += n - have
	}
	if total > maxSingleSources {
		return payPlan{}, false // more than the sources can make
	}
	generic := max(cost.genericWith(x)-left, 0)
	if total+generic > len(srcs) {
		return payPlan{}, false
	}
	room := min(len(srcs), total+cost.genericWith(x))
	if plan, ok := singleGreedy(into, srcs, colors, short, total, generic, room); ok {
		return plan, true
	}
	var m singleMatch
	var needs [maxSingleSources]Color
	need := needs[:0]
	for c := range short {
		for range short[c] {
			need = append(need, Color(c))
		}
	}
	n := m.orderUnits(colors)
	m.n, m.need = n, need
	if !m.matchAll() {
		return payPlan{}, false
	}
	plan := payPlan{taps: m.symbolTaps(into, srcs, room)}
	for i := 0; generic > 0 && i < n; i++ {
		if m.owner[i] < 0 {
			s := &srcs[m.order[i]]
			plan.taps = append(plan.taps, manaTap{s.obj, s.options[0], nil})
			generic--
		}
	}
	return plan, true
}

// singleGreedy is planSingleFar's plan when the one-color sources have
// enough of each color the pool lacks (short, total symbols in all):
// the matching augment finds is then the first free one-color sources
// of each symbol's color, in their order — its search for a symbol meets
// the one-color units first, and moves an earlier symbol only to another
// of its color's, the first free one — and no unit of more colors. The
// taps are those units' in their order, each for one mana of its color,
// then for the generic mana the units left in planSingleFar's order, the
// one-color ones first. It reports false, having made nothing, when the
// one-color sources have too few of a color. room is the capacity of
// the plan's array when into is nil.
func singleGreedy(into []manaTap, srcs []manaSource, colors []uint8, short ManaPool, total, generic, room int) (payPlan, bool) {
	// One walk of the one-color sources: a source is taken for a symbol
	// of its color while one is left without, else it stays free, the
	// first free ones taken for the generic mana.
	var byColor, byGeneric uint64
	missing, free := total, 0
	for i := 0; i < len(colors) && (missing > 0 || free < generic); i++ {
		cs := colors[i]
		if cs == 0 || cs&(cs-1) != 0 {
			continue
		}
		if c := bits.TrailingZeros8(cs); short[c] > 0 {
			short[c]--
			missing--
			byColor |= 1 << i
		} else if free < generic {
			free++
			byGeneric |= 1 << i
		}
	}
	if missing > 0 {
		return payPlan{}, false
	}
	taps := into[:0]
	if into == nil {
		taps = make([]manaTap, 0, room)
	}
	for b := byColor; b != 0; b &= b - 1 {
		i := bits.TrailingZeros64(b)
		t := manaTap{obj: srcs[i].obj}
		t.out[bits.TrailingZeros8(colors[i])] = 1
		taps = append(taps, t)
	}
	for b := byGeneric; b != 0; b &= b - 1 {
		s := &srcs[bits.TrailingZeros64(b)]
		taps = append(taps, manaTap{s.obj, s.options[0], nil})
	}
	// The units of more colors, by their number of colors (orderUnits).
	generic -= free
	for k := 2; generic > 0 && k <= 8; k++ {
		for i, cs := range colors {
			if generic == 0 {
				break
			}
			if bits.OnesCount8(cs) == k {
				s := &srcs[i]
				taps = append(taps, manaTap{s.obj, s.options[0], nil})
				generic--
			}
		}
	}
	return payPlan{taps: taps}, true
}

// singleMatch is planSingle's matching: the units in their order (the
// index of each one's source and its colors), the symbols to match, the
// symbol each unit is matched to (-1: none) and the units seen by the
// search for the current symbol.
type singleMatch struct {
	n     int
	order [maxSingleSources]uint8
	units [maxSingleSources]uint8
	owner [maxSingleSources]int8
	need  []Color
	seen  uint64
}

// orderUnits sets m's units, the sources of colors in planSingle's
// order, and returns how many there are: the one-color sources in their
// order, then the others by their number of colors, each number's in
// their order (a stable sort by the number of colors; a source of none
// is no unit).
func (m *singleMatch) orderUnits(colors []uint8) int {
	n := 0
	var more uint64
	for i, cs := range colors {
		if cs != 0 && cs&(cs-1) == 0 {
			m.order[n], m.units[n] = uint8(i), cs
			n++
		} else {
			more |= 1 << i
		}
	}
	for k := 2; more != 0 && k <= 8; k++ {
		for rest := more; rest != 0; rest &= rest - 1 {
			i := bits.TrailingZeros64(rest)
			if cs := colors[i]; bits.OnesCount8(cs) == k {
				m.order[n], m.units[n] = uint8(i), cs
				n++
				more &^= 1 << i
			}
		}
	}
	return n
}

// symbolTaps returns the taps of the matched units, each for one mana of
// its symbol's color, in into's array or, if into is nil, a new one with
// room for room taps.
func (m *singleMatch) symbolTaps(into []manaTap, srcs []manaSource, room int) []manaTap {
	taps := into[:0]
	if into == nil {
		taps = make([]manaTap, 0, room)
	}
	for i := range m.n {
		if sym := m.owner[i]; sym >= 0 {
			t := manaTap{obj: srcs[m.order[i]].obj}
			t.out[m.need[sym]] = 1
			taps = append(taps, t)
		}
	}
	return taps
}

// matchAll matches each symbol of m.need to one of the first m.n units
// (augment), reporting false if one can't be. The callers set both: a
// list passed in and stored here would leave their stack for the heap.
func (m *singleMatch) matchAll() bool {
	for i := range m.n {
		m.owner[i] = -1
	}
	for sym := range m.need {
		m.seen = 0
		if !m.augment(sym) {
			return false
		}
	}
	return true
}

// augment matches symbol sym to a unit that can make its color: the
// first unseen one that is free, or whose symbol can be matched to
// another in turn (an augmenting path, as planSearch finds it).
func (m *singleMatch) augment(sym int) bool {
	bit := uint8(1) << m.need[sym]
	for i := range m.n {
		if m.seen&(1<<i) != 0 || m.units[i]&bit == 0 {
			continue
		}
		m.seen |= 1 << i
		if m.owner[i] < 0 || m.augment(int(m.owner[i])) {
			m.owner[i] = int8(sym)
			return true
		}
	}
	return false
}
