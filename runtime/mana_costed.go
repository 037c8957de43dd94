package runtime

import "slices"

// Mana abilities whose cost is {T} and more. A player may activate mana
// abilities while casting a spell or activating an ability, before paying
// its costs (601.2g, 602.2b; 605.3a), and a mana ability's own cost may be
// paid with mana that other mana abilities make then. So the payment of a
// cost can use, besides the permanents tapped for mana alone
// (mana_sources.go), mana abilities such as:
//
//   - "{1}, {T}: Add {W}{U}." (a Signet, a filter land): the automatic
//     payment uses them. The plan pays the ability's mana from the pool
//     and the other sources it taps, and the mana the ability adds pays
//     the cost — or the mana cost of another such ability activated after
//     it. The plan taps the plain sources first, then activates these in
//     turn, each paying with mana the rest of the plan doesn't need.
//   - "{T}, Pay 1 life: Add {G}." (a painland) and "{T}, Sacrifice this:
//     Add one mana of any color." (a Treasure, Lotus Petal): their cost
//     takes more than mana, so the automatic payment never uses them,
//     not even when nothing else could pay. They are options of the
//     payment decision (ChoosePayment) when one is asked, and life is
//     paid or a permanent sacrificed only when the player names them. A
//     cost only they can pay is paid after activating them (Activate).
//
// Only abilities that do nothing but add mana to their controller and
// can be activated at any time are considered (onlyAddsMana; 602.5d),
// with a cost of {T} and any of mana without {X}, life and the sacrifice
// of their source: not those that sacrifice another permanent, discard
// or remove counters, which need a choice of their own (Activate).

// costedMana is a mana ability of a source whose cost is {T} and more
// (costedMore): the ability and each way it can add mana.
type costedMana struct {
	ab      *Ability
	options []ManaPool
}

// costedMore reports whether the cost of a mana ability is {T} and
// nothing but mana without {X}, life and sacrificing the source — any
// of them. A cost of {T} alone (tapOnly) is a plain source's.
func costedMore(c Cost) bool {
	return c.Tap && c.Mana.X == 0 && c.Sacrifice == nil && c.Discard == 0 && !c.DiscardSelf && !c.HasLoyalty &&
		c.RemoveCounters == nil && c.PayLife >= 0
}

// automatic reports whether the automatic payment may activate m: its
// cost takes no more than {T} and mana.
func (m *costedMana) automatic() bool {
	return m.ab.Cost.PayLife == 0 && !m.ab.Cost.SacrificeSelf
}

// appendCosted adds to list (made if nil) the mana ability a of o, whose
// characteristics are c, with what it can add, and reports whether that
// read nothing of the turn's state (appendAbilityOptions).
func (g *Game) appendCosted(list *[]costedMana, a *Ability, o *Object, c *Chars) (*[]costedMana, bool) {
	opts, free := g.appendAbilityOptions(nil, a, o, c)
	if len(opts) == 0 {
		return list, free
	}
	if list == nil {
		list = new([]costedMana)
	}
	*list = append(*list, costedMana{a, opts[:len(opts):len(opts)]})
	return list, free
}

// maxCostedSources is how many sources with mana abilities the automatic
// payment activates (costedMana.automatic) are tried, the first ones; and
// maxCostedTries bounds the plans it tries with them.
const (
	maxCostedSources = 6
	maxCostedTries   = 512
)

// costedChoice is one way of activating one source's costed mana ability.
type costedChoice struct {
	obj *Object
	via *Ability
	out ManaPool
}

// planCosted is the payment plan when the plain sources can't pay cost
// with pool (planFromIn): it activates mana abilities whose cost is {T}
// and mana (costedMana.automatic), as few as it can, and taps plain
// sources for the rest. For each set of such abilities, and each order,
// the mana they add pays what it can of what is needed after them
// (colored symbols first, then generic mana), their costs are added to
// what is needed before them, and the plain planner plans what is left
// from the pool (settle). A source is tapped once, so the plain sources
// planned exclude those activated.
func planCosted(sc *planScratch, pool ManaPool, srcs, costed []manaSource, cost ManaCost, x int) (payPlan, bool) {
	var groups [][]costedChoice
	for _, s := range costed {
		var g []costedChoice
		for i := range *s.costed {
			m := &(*s.costed)[i]
			if !m.automatic() {
				continue
			}
			for _, out := range m.options {
				g = append(g, costedChoice{s.obj, m.ab, out})
			}
		}
		if len(g) > 0 {
			groups = append(groups, g)
			if len(groups) == maxCostedSources {
				break
			}
		}
	}
	if len(groups) == 0 {
		return payPlan{}, false
	}
	if sc == nil {
		sc = &planScratch{}
	}
	saved := sc.into
	sc.into = nil // the plans tried are made in arrays of their own
	defer func() { sc.into = saved }()
	tries := maxCostedTries
	rest := make([]manaSource, 0, len(srcs))
	acts := make([]manaTap, 0, len(groups))
	pick := make([]int, 0, len(groups))
	var found payPlan
	ok := false
	// try plans with the sources of groups picked, each with choice[i].
	try := func(choice []int) bool {
		acts = acts[:0]
		for i, gi := range pick {
			c := groups[gi][choice[i]]
			acts = append(acts, manaTap{c.obj, c.out, c.via})
		}
		rest = rest[:0]
		for _, s := range srcs {
			if !slices.ContainsFunc(acts, func(t manaTap) bool { return t.obj == s.obj }) {
				rest = append(rest, s)
			}
		}
		return permute(acts, func(order []manaTap) bool {
			if tries--; tries < 0 {
				return true // given up: found stays empty
			}
			plain, pays := planFromIn(sc, pool, rest, demandBefore(order, cost, x), 0)
			if !pays {
				return false
			}
			paid, pays := forward(withTaps(pool, plain.taps), order, cost, x)
			if !pays {
				return false
			}
			found, ok = payPlan{taps: append(slices.Clip(plain.taps), order...), paid: paid}, true
			return true
		})
	}
	// Sets of sources by size, then in order; for each, every choice of
	// the way each is activated.
	for size := 1; size <= len(groups) && tries > 0; size++ {
		done := false
		combos(len(groups), size, func(set []int) bool {
			pick = append(pick[:0], set...)
			choice := make([]int, size)
			for {
				if try(choice) || tries <= 0 {
					done = true
					return true
				}
				i := size - 1
				for ; i >= 0; i-- {
					if choice[i]++; choice[i] < len(groups[pick[i]]) {
						break
					}
					choice[i] = 0
				}
				if i < 0 {
					return false
				}
			}
		})
		if done {
			break
		}
	}
	return found, ok
}

// combos calls f with each set of size indices below n, in increasing
// order, until f reports true.
func combos(n, size int, f func([]int) bool) bool {
	set := make([]int, size)
	var rec func(i, from int) bool
	rec = func(i, from int) bool {
		if i == size {
			return f(set)
		}
		for k := from; k <= n-(size-i); k++ {
			set[i] = k
			if rec(i+1, k+1) {
				return true
			}
		}
		return false
	}
	return rec(0, 0)
}

// maxPermuted is the most activations whose every order is tried
// (permute); more are tried in the order given.
const maxPermuted = 4

// permute calls f with acts in each order (in place) until f reports
// true, which it reports; with more than maxPermuted, only in the order
// given. acts is left in the order f last saw.
func permute(acts []manaTap, f func([]manaTap) bool) bool {
	if len(acts) > maxPermuted {
		return f(acts)
	}
	var rec func(k int) bool
	rec = func(k int) bool {
		if k == len(acts) {
			return f(acts)
		}
		for i := k; i < len(acts); i++ {
			acts[k], acts[i] = acts[i], acts[k]
			if rec(k + 1) {
				return true
			}
			acts[k], acts[i] = acts[i], acts[k]
		}
		return false
	}
	return rec(0)
}

// demandBefore returns what must be paid from the pool and the plain
// sources before activations acts, in their order, so that they can be
// paid for and cost paid with x in the end: going back from the cost,
// the mana each adds pays what it can of what is needed after it — a
// colored symbol of its color first, then generic mana, as mana of a
// color does a symbol of that color no worse than generic mana — and its
// own mana cost is needed before it.
func demandBefore(acts []manaTap, cost ManaCost, x int) ManaCost {
	need := ManaCost{Generic: cost.genericWith(x), Colored: cost.Colored, Present: true}
	for i := len(acts) - 1; i >= 0; i-- {
		need = payableAfter(need, acts[i].out).Plus(acts[i].via.Cost.Mana)
	}
	need.Text = ""
	return need
}

// payableAfter returns what of need is left once out has paid what it
// can: the colored symbols of its colors, then generic mana.
func payableAfter(need ManaCost, out ManaPool) ManaCost {
	left := 0
	for c, n := range out {
		use := min(n, need.Colored[c])
		need.Colored[c] -= use
		left = satAdd(left, n-use)
	}
	need.Generic = max(satSub(need.Generic, left), 0)
	return need
}

// forward pays, from pool (the pool with the plain sources' mana), the
// mana costs of acts in their order, each activation adding its mana
// once its cost is paid, and reports whether cost can then be paid with
// x, with the mana each activation pays. Each pays its colored symbols
// with their colors and its generic mana with mana that what is needed
// after it (demandBefore) doesn't need, colorless mana first.
func forward(pool ManaPool, acts []manaTap, cost ManaCost, x int) ([]ManaPool, bool) {
	need := ManaCost{Generic: cost.genericWith(x), Colored: cost.Colored, Present: true}
	// after[i] is what must be paid from the pool once acts[i] is paid
	// for, before its mana is added.
	after := make([]ManaCost, len(acts))
	for i := len(acts) - 1; i >= 0; i-- {
		after[i] = payableAfter(need, acts[i].out)
		need = after[i].Plus(acts[i].via.Cost.Mana)
	}
	if _, ok := payFrom(pool, need, 0); !ok {
		return nil, false
	}
	paid := make([]ManaPool, len(acts))
	for i, a := range acts {
		mc := a.via.Cost.Mana
		var spent ManaPool
		for c, n := range mc.Colored {
			if pool[c] < n {
				return nil, false
			}
			pool[c] -= n
			spent[c] += n
		}
		generic := mc.Generic
		for _, c := range genericOrder {
			take := min(max(pool[c]-after[i].Colored[c], 0), generic)
			pool[c] -= take
			spent[c] += take
			generic -= take
		}
		if generic > 0 {
			return nil, false
		}
		paid[i] = spent
		for c, n := range a.out {
			pool.add(Color(c), n)
		}
	}
	if _, ok := payFrom(pool, cost, x); !ok {
		return nil, false
	}
	return paid, true
}

// settle makes taps, a set of sources to tap and mana abilities to
// activate (manaTap.via) that a player chose, a payment plan: the plain
// taps first, in their order, then the activations in the first order
// in which pool and the taps pay each one's mana cost and then cost
// with x (forward), the life they cost at most life (119.4). It reports
// false if there is none.
func settle(pool ManaPool, life int, taps []manaTap, cost ManaCost, x int) (payPlan, bool) {
	plain := make([]manaTap, 0, len(taps))
	var acts []manaTap
	lifeCost := 0
	for _, t := range taps {
		if t.via == nil {
			plain = append(plain, t)
			continue
		}
		acts = append(acts, t)
		lifeCost = satAdd(lifeCost, t.via.Cost.PayLife)
	}
	if len(acts) == 0 {
		_, ok := payFrom(withTaps(pool, plain), cost, x)
		return payPlan{taps: plain}, ok
	}
	if lifeCost > life {
		return payPlan{}, false
	}
	start := withTaps(pool, plain)
	var plan payPlan
	ok := permute(acts, func(order []manaTap) bool {
		paid, ok := forward(start, order, cost, x)
		if ok {
			plan = payPlan{taps: append(plain, order...), paid: paid}
		}
		return ok
	})
	return plan, ok
}

// hasActivations reports whether some tap activates a mana ability
// whose cost is more than {T}.
func hasActivations(taps []manaTap) bool {
	for _, t := range taps {
		if t.via != nil {
			return true
		}
	}
	return false
}

// afterPlan is pool once plan's sources are tapped and its activations
// paid for and resolved, bounded as any pool.
func afterPlan(pool ManaPool, plan payPlan) ManaPool {
	pool = withTaps(pool, plan.taps)
	for _, m := range plan.paid {
		for c, n := range m {
			pool.add(Color(c), -n)
		}
	}
	return pool
}

// activateForMana activates, while a cost is paid, the mana ability
// t.via of t.obj, whose cost is {T} and more, for t.out, paying paid
// from p's pool for its mana cost, and its life and sacrifice (605.3a,
// 602.2b): the source taps, the mana is added. The log says the mana
// paid and the life paid; a sacrifice is a zone change of its own.
func (g *Game) activateForMana(p PlayerID, t manaTap, paid ManaPool) {
	pl, o, a := g.Players[p], t.obj, t.via
	for c, n := range paid {
		pl.Pool.add(Color(c), -n)
	}
	g.setTapped(o, true)
	g.turnChanged()
	if a.Cost.PayLife > 0 {
		pl.Life = subNumber(pl.Life, a.Cost.PayLife)
		g.lifeChanged()
		if g.logging() {
			g.emit(EvLife, "%s pays %s life (life %s)", g.evPlayer(rolePlayer, p), evNum(roleAmount, a.Cost.PayLife), evNum(roleLife, pl.Life))
		}
	}
	if g.logging() {
		if paid.Total() > 0 {
			g.emit(EvTap, "%s pays %s and taps %s for %s", g.evPlayer(rolePlayer, p), evText(roleCost, manaText(paid)), g.evObj(roleObject, o.Ref), evText(roleMana, manaText(t.out)))
		} else {
			g.emit(EvTap, "%s taps %s for %s", g.evPlayer(rolePlayer, p), g.evObj(roleObject, o.Ref), evText(roleMana, manaText(t.out)))
		}
	}
	if a.CountsActivations {
		o = g.own(o)
		o.countActivation(a, g.Turn) // activated_times.go
	}
	src := o.Ref
	if a.Cost.SacrificeSelf {
		g.Move(MoveRequest{Obj: src, To: Graveyard, Cause: CauseSacrifice, Source: src})
	}
	for c, n := range t.out {
		pl.Pool.add(Color(c), n)
	}
	if o := g.Object(src); o != nil {
		g.tappedForMana(p, o) // event_triggers.go
	}
}

// costedNet is the most mana more than its mana cost one activation of
// one of s's costed mana abilities the automatic payment uses adds, or 0.
func (s manaSource) costedNet() int {
	best := 0
	if s.costed != nil {
		for i := range *s.costed {
			m := &(*s.costed)[i]
			if !m.automatic() {
				continue
			}
			for _, o := range m.options {
				best = max(best, o.Total()-m.ab.Cost.Mana.ManaValue())
			}
		}
	}
	return best
}
