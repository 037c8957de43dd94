package runtime

import (
	"slices"
	"strconv"
)

// payOption is one option of a ChoosePayment decision: one source and the
// mana one way of tapping it adds, and the mana ability activated for it
// when its cost is more than {T} (via; mana_costed.go).
type payOption struct {
	obj *Object
	out ManaPool
	via *Ability
}

// tap is the option as a tap of a payment plan.
func (o payOption) tap() manaTap { return manaTap{o.obj, o.out, o.via} }

// is reports whether the option is tap t.
func (o payOption) is(t manaTap) bool { return o.obj == t.obj && o.out == t.out && o.via == t.via }

// paymentOptions lists in opts' array every way of tapping each of p's mana sources, in
// the order of manaSources: a source that can make one mana of several
// colors is one option per color, the colors the cost has symbols of
// first; a source whose abilities add different amounts is one option per
// ability (mana_sources.go). Then come the ways of activating the costed
// sources' mana abilities (mana_costed.go), one per ability and mana it
// can add: those whose cost takes life or a sacrifice too are used only
// when the player names them.
func paymentOptions(opts []payOption, srcs, costed []manaSource, cost ManaCost) []payOption {
	opts = slices.Grow(opts[:0], len(srcs)+len(srcs)/2)
	var outBuf [8]ManaPool
	var colBuf [8]Color
	for _, s := range srcs {
		outs := outBuf[:0]
		if s.single() {
			cols := s.appendColors(colBuf[:0])
			slices.SortStableFunc(cols, func(a, b Color) int {
				return min(cost.Colored[b], 1) - min(cost.Colored[a], 1)
			})
			for _, c := range cols {
				var m ManaPool
				m[c] = 1
				outs = append(outs, m)
			}
		} else {
			for _, o := range s.options {
				if !slices.Contains(outs, o) {
					outs = append(outs, o)
				}
			}
		}
		for _, m := range outs {
			opts = append(opts, payOption{s.obj, m, nil})
		}
	}
	for _, s := range costed {
		for _, m := range *s.costed {
			for i, out := range m.options {
				if !slices.Contains(m.options[:i], out) {
					opts = append(opts, payOption{s.obj, out, m.ab})
				}
			}
		}
	}
	return opts
}

// appendOptionLabel appends o's label to buf: "tap Mountain #12.1 for
// {R}", "pay {1}, tap Test Signet #3.1 for {W}{U}", "pay 1 life, tap …",
// "tap and sacrifice Test Petal #4.1 for {G}".
func (g *Game) appendOptionLabel(buf []byte, o payOption) []byte {
	if a := o.via; a != nil {
		var what []string
		if mc := a.Cost.Mana; mc.ManaValue() > 0 {
			what = append(what, mc.String())
		}
		if a.Cost.PayLife > 0 {
			what = append(what, strconv.Itoa(a.Cost.PayLife)+" life")
		}
		if len(what) > 0 {
			buf = append(append(append(buf, "pay "...), joinAnd(what)...), ", "...)
		}
		if a.Cost.SacrificeSelf {
			buf = append(buf, "tap and sacrifice "...)
		} else {
			buf = append(buf, "tap "...)
		}
	} else {
		buf = append(buf, "tap "...)
	}
	buf = g.appendDescribe(buf, o.obj.Ref)
	return append(append(buf, " for "...), manaText(o.out)...)
}

// paysWith reports whether p's pool and the mana of taps pay cost, as
// pay would pay it: the pool bounded as any pool.
func (g *Game) paysWith(p PlayerID, taps []manaTap, cost ManaCost, x int) bool {
	if hasActivations(taps) {
		_, ok := settle(g.Players[p].Pool, g.Players[p].Life, taps, cost, x) // mana_costed.go
		return ok
	}
	_, ok := payFrom(withTaps(g.Players[p].Pool, taps), cost, x)
	return ok
}

// withTaps is pool with the mana of taps added, bounded as any pool.
// When the pool's numbers and the taps' are all in [0, farBound) and the
// taps are at most maxPlainTaps, no sum reaches MaxNumber and none is
// negative, so adding them plainly is what add's bounds give.
func withTaps(pool ManaPool, taps []manaTap) ManaPool {
	if len(taps) <= maxPlainTaps {
		sum := pool
		or := pool[0] | pool[1] | pool[2] | pool[3] | pool[4] | pool[5]
		for i := range taps {
			o := &taps[i].out
			or |= o[0] | o[1] | o[2] | o[3] | o[4] | o[5]
			sum[0], sum[1], sum[2] = sum[0]+o[0], sum[1]+o[1], sum[2]+o[2]
			sum[3], sum[4], sum[5] = sum[3]+o[3], sum[4]+o[4], sum[5]+o[5]
		}
		if uint(or) < farBound {
			return sum
		}
	}
	for _, t := range taps {
		for c, n := range t.out {
			pool.add(Color(c), n)
		}
	}
	return pool
}

// maxPlainTaps is how many taps withTaps adds plainly: (maxPlainTaps+1)
// numbers below farBound sum to less than MaxNumber.
const maxPlainTaps = 512

// costLabel names cost for a payment's prompt, with the value of its X.
func costLabel(cost ManaCost, x int) string {
	if cost.X > 0 {
		return costText(cost) + " (X is " + strconv.Itoa(x) + ")"
	}
	return costText(cost)
}

// otherWay reports whether some way of paying cost differs from plan. It
// is how the runtime knows that a payment is a choice (601.2g–h); a cost
// with exactly one way of paying it is not asked about. A way is a set of
// taps none of which could be left out (tapping a land more than the cost
// needs is activating a mana ability, not a way of paying). The ways one
// source from the plan are tried first; then each option outside the plan
// is tried as a tap of its own: the planner finds the rest, preferring
// sources the plan leaves untapped, and the taps are thinned to a way
// that still needs that option. Every way it reports is real.
func (g *Game) otherWay(p PlayerID, srcs []manaSource, opts []payOption, plan payPlan, cost ManaCost, x int) bool {
	if g.nearWay(p, opts, plan, cost, x) {
		return true
	}
	inPlan := func(o *Object) bool {
		return slices.ContainsFunc(plan.taps, func(t manaTap) bool { return t.obj == o })
	}
	for _, o := range opts {
		if slices.ContainsFunc(plan.taps, o.is) {
			continue
		}
		// What the other sources are to pay: the cost less the option's
		// mana, plus, for an ability whose cost takes mana, that mana
		// (mana_costed.go).
		pool, need, needX := g.Players[p].Pool, cost, x
		if o.via != nil {
			need, needX = demandBefore([]manaTap{o.tap()}, cost, x), 0
		} else {
			for c, n := range o.out {
				pool.add(Color(c), n)
			}
		}
		rest := slices.DeleteFunc(slices.Clone(srcs), func(s manaSource) bool { return s.obj == o.obj })
		fresh := slices.DeleteFunc(slices.Clone(rest), func(s manaSource) bool { return inPlan(s.obj) })
		more, ok := planFromIn(&g.space.planWork, pool, fresh, need, needX)
		if !ok {
			if more, ok = planFromIn(&g.space.planWork, pool, rest, need, needX); !ok {
				continue
			}
		}
		// Leave out every tap the cost doesn't need; the option itself last.
		way := append(slices.Clone(more.taps), o.tap())
		if !g.paysWith(p, way, cost, x) {
			continue // the life it costs is more than the player has (119.4)
		}
		for i := 0; i < len(way)-1; {
			without := slices.Delete(slices.Clone(way), i, i+1)
			if g.paysWith(p, without, cost, x) {
				way = without
				continue
			}
			i++
		}
		if !g.paysWith(p, way[:len(way)-1], cost, x) {
			return true
		}
	}
	return false
}

// nearWay reports whether some way of paying cost differs from plan by
// one source: another kind of mana from a source it taps, an untapped
// source in place of one it taps, or one source fewer.
func (g *Game) nearWay(p PlayerID, opts []payOption, plan payPlan, cost ManaCost, x int) bool {
	var tb, bb [8]manaTap // on the stack for a plan of up to 8 taps
	taps := append(tb[:0], plan.taps...)
	buf := bb[:0] // the plan less one tap, each in turn
	for i, t := range plan.taps {
		without := append(append(buf[:0], plan.taps[:i]...), plan.taps[i+1:]...)
		if g.paysWith(p, without, cost, x) {
			return true
		}
		for _, o := range opts {
			if o.is(t) {
				continue
			}
			if o.obj != t.obj && slices.ContainsFunc(plan.taps, func(u manaTap) bool { return u.obj == o.obj }) {
				continue // a source the plan taps already
			}
			taps[i] = o.tap()
			ok := g.paysWith(p, taps, cost, x)
			taps[i] = t
			if ok {
				return true
			}
		}
	}
	return false
}

// choosePayment asks p how to pay cost (601.2g–h, 605.3): which untapped
// sources to tap and which mana each makes, with the automatic plan as
// the Default answer. Nothing is asked when the plan taps nothing (the
// pool pays) or when it is the only way of paying. The
// answer must pay the cost; one that can't is refused under rule, and
// nothing changes. It changes nothing itself: pay taps the plan. The
// plan chosen is written in *plan, which is left as it was when nothing
// is asked; the cost is read in place.
func (g *Game) choosePayment(p PlayerID, cost *ManaCost, x int, plan *payPlan, rule, what string) error {
	// chooseTaps' and chooseSpend's first checks, asked here: most
	// payments ask neither.
	if len(plan.taps) > 0 && !g.takesDefault(ChoosePayment) {
		chosen, err := g.chooseTaps(p, *cost, x, *plan, rule, what)
		if err != nil {
			return err
		}
		*plan = chosen
	}
	generic := cost.genericWith(x)
	if generic <= 0 || generic > maxSpendChoice || noSpendChoice(&g.Players[p].Pool, plan, cost, generic) {
		return nil
	}
	chosen, err := g.chooseSpend(p, *cost, x, *plan, rule, what)
	if err != nil {
		return err
	}
	*plan = chosen
	return nil
}

// noSpendChoice reports, without paying, that pool once plan's sources
// are tapped holds no more mana than cost asks, generic being its generic
// part: chooseSpend then has nothing to ask, since what is left beyond
// the colored symbols is at most the generic part (or the colored
// symbols can't be paid), and returns the plan as it is. It tells only
// when the plan activates nothing (paid) and no more than maxPlainTaps
// sources, and each number is in [0, farBound), so that the pool the taps
// make is their plain sum (withTaps) and the colored symbols paid from it
// leave its total less their number. Otherwise it reports false, leaving
// the question to chooseSpend.
func noSpendChoice(pool *ManaPool, plan *payPlan, cost *ManaCost, generic int) bool {
	taps := plan.taps
	if len(plan.paid) > 0 || len(taps) > maxPlainTaps {
		return false
	}
	or := orMana(pool, cost) | generic
	total := pool[0] + pool[1] + pool[2] + pool[3] + pool[4] + pool[5]
	for i := range taps {
		o := &taps[i].out
		or |= o[0] | o[1] | o[2] | o[3] | o[4] | o[5]
		total += o[0] + o[1] + o[2] + o[3] + o[4] + o[5]
	}
	c := &cost.Colored
	return uint(or) < farBound && total <= generic+c[0]+c[1]+c[2]+c[3]+c[4]+c[5]
}

// maxSpendChoice bounds the generic part whose mana a player is asked
// to choose (ChooseSpend): an answer names one option per mana. A larger
// generic part is paid in the default order.
const maxSpendChoice = 256

// chooseSpend asks p which mana of the pool, once plan's sources are
// tapped, pays the generic part of cost (601.2h), when that choice
// changes what is spent and what is left (ChooseSpend). It changes
// nothing; pay spends as chosen.
func (g *Game) chooseSpend(p PlayerID, cost ManaCost, x int, plan payPlan, rule, what string) (payPlan, error) {
	generic := cost.genericWith(x)
	if generic <= 0 || generic > maxSpendChoice {
		return plan, nil
	}
	// The pool once the sources are tapped and the colored symbols paid.
	rest, ok := payColored(afterPlan(g.Players[p].Pool, plan), cost)
	if !ok {
		return plan, nil // the plan pays the colored symbols (cannot happen)
	}
	var types []Color
	for _, c := range genericOrder {
		if rest[c] > 0 {
			types = append(types, c)
		}
	}
	if len(types) < 2 || rest.Total() <= generic {
		return plan, nil // one way to pay it: nothing to choose
	}
	// The Default: each type in turn, as much of it as is left.
	var byDefault ManaPool
	left := generic
	for _, c := range types {
		n := min(rest[c], left)
		byDefault[c], left = n, left-n
	}
	if g.takesDefault(ChooseSpend) {
		plan.generic = &byDefault
		return plan, nil
	}
	d := &Decision{Kind: ChooseSpend, Player: p, Prompt: "choose the mana to spend on the generic part of " + costLabel(cost, x) + " for " + what, Min: generic, Max: generic}
	for i, c := range types {
		var one ManaPool
		one[c] = 1
		d.Options = append(d.Options, LabelOption(manaText(one)))
		for range byDefault[c] {
			d.Default = append(d.Default, i)
		}
	}
	idx, err := g.decide(d)
	if err != nil {
		return payPlan{}, err
	}
	var spend ManaPool
	for _, i := range idx {
		c := types[i]
		if spend[c]++; spend[c] > rest[c] {
			return payPlan{}, refuse(rule, "%s can't spend more %s than the %d the pool has beyond the colored symbols for %s", g.PlayerName(p), d.Options[i].Label, rest[c], what)
		}
	}
	plan.generic = &spend
	return plan, nil
}

// chooseTaps asks p which sources to tap (ChoosePayment).
func (g *Game) chooseTaps(p PlayerID, cost ManaCost, x int, plan payPlan, rule, what string) (payPlan, error) {
	if len(plan.taps) == 0 || g.takesDefault(ChoosePayment) {
		return plan, nil // the Default: the plan's taps
	}
	srcs, costed := g.manaSources(p), g.costedSources(p)
	opts, lent := g.space.payWork.take(len(srcs)) // the game's list, unless a payment chosen meanwhile holds it
	opts = paymentOptions(opts, srcs, costed, cost)
	if lent {
		g.space.payWork.keep(opts)
		defer g.space.payWork.give()
	}
	if !g.otherWay(p, srcs, opts, plan, cost, x) {
		return plan, nil
	}
	costText := costLabel(cost, x)
	d := &Decision{Kind: ChoosePayment, Player: p, Prompt: "choose the mana sources to tap to pay " + costText + " for " + what, Min: 0, Max: len(opts)}
	d.Options = make([]Option, 0, len(opts))
	d.Default = make([]int, 0, len(plan.taps))
	var bb [512]byte
	var eb [32]int
	buf, ends := bb[:0], eb[:0]
	for _, o := range opts {
		d.Options = append(d.Options, Option{Target: Target{Obj: o.obj.Ref, Player: NoPlayer}})
		buf = g.appendOptionLabel(buf, o)
		ends = append(ends, len(buf))
	}
	setLabels(d.Options, buf, ends) // "tap Mountain #12.1 for {R}"
	for _, t := range plan.taps {
		for i, o := range opts {
			if o.is(t) {
				d.Default = append(d.Default, i)
				break
			}
		}
	}
	if len(d.Default) != len(plan.taps) {
		return plan, nil // the plan is not made of the options (cannot happen): pay as planned
	}
	idx, err := g.decide(d)
	if err != nil {
		return payPlan{}, err
	}
	taps := make([]manaTap, 0, len(idx))
	for _, i := range idx {
		o := opts[i]
		if slices.ContainsFunc(taps, func(t manaTap) bool { return t.obj == o.obj }) {
			return payPlan{}, refuse(rule, "%s can tap %s for mana only once", g.PlayerName(p), g.Describe(o.obj.Ref))
		}
		taps = append(taps, o.tap())
	}
	// The plain taps first, then the mana abilities whose cost is more
	// than {T}, each paid for in turn (mana_costed.go).
	chosen, ok := settle(g.Players[p].Pool, g.Players[p].Life, taps, cost, x)
	if !ok {
		var names []string
		for _, t := range taps {
			names = append(names, g.Describe(t.obj.Ref)+" for "+manaText(t.out))
		}
		how := "tapping nothing"
		if len(names) > 0 {
			how = "tapping " + joinAnd(names)
		}
		return payPlan{}, refuse(rule, "%s can't pay %s for %s by %s", g.PlayerName(p), costText, what, how)
	}
	return chosen, nil
}

// joinAnd joins words as a list in English: "a", "a and b", "a, b and c".
func joinAnd(words []string) string {
	switch len(words) {
	case 0:
		return ""
	case 1:
		return words[0]
	}
	s := words[0]
	for _, w := range words[1 : len(words)-1] {
		s += ", " + w
	}
	return s + " and " + words[len(words)-1]
}
