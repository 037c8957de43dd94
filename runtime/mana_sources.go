package runtime

import (
	"fmt"
	"math/bits"
	"slices"
	"strings"
)

// manaSource is an untapped permanent that can be tapped for mana. Each
// option is everything one way of tapping it without paying anything
// else adds: one of its basic land types (305.6), or one of its mana
// abilities whose cost is {T} alone, with all the mana that ability adds
// (Sol Ring's {C}{C}). Its mana abilities whose cost is {T} and more
// are apart (costed).
type manaSource struct {
	obj     *Object
	options []ManaPool
	// costed, when not nil, lists the source's mana abilities whose cost
	// is {T} and more (mana_costed.go): a source with only those has no
	// options, and is among the costed sources but not the plain ones.
	costed *[]costedMana
	// one is monoOf(options), noted as the source is found
	// (appendManaSource); 0 when not noted, for a source made elsewhere.
	one uint8
	// anyOf is oneManaColors' set for the source, noted with one: the
	// colors its options make when each makes one mana, else 0.
	anyOf uint8
	// base says the source was found from its base characteristics
	// (baseCharsOf) and read nothing of the turn: found again
	// from them, with the same object (ref), it is the same source but for
	// summoning sickness (appendManaSource).
	base bool
	ref  ObjRef
}

// notMono is monoOf's answer for options that are not one mana of one
// color.
const notMono = 0xff

// monoOf returns the color of the one mana opts make, as a set of one
// color (bit c for Color c), when they are one option making one mana
// of one color, else notMono.
func monoOf(opts []ManaPool) uint8 {
	if len(opts) != 1 {
		return notMono
	}
	if one := oneManaColor(opts[0]); one != 0 {
		return one
	}
	return notMono
}

// sourcesCache is manaSources' answer for one player, with the source of
// the ability being activated then (tapCost). Its slices are shared by
// every caller: they are read, never written, and the next answer is
// made in the same arrays.
//
// What is kept is every permanent of the player's that could be tapped
// for mana, tapped or not (all), past its version as keptStamp says — if
// making it read no count of a "for each" amount. The answer, the
// untapped ones among them (srcs), is taken from it again when a
// permanent has been tapped or untapped since (tapVersion): tapping and
// untapping change only the turn's state, and which of them are tapped
// is all they change. An answer that read a creature's summoning sickness also needs
// the player's most recent turn to have begun when it did (302.6: a
// permanent's controller and when it came under that control change only
// with a change of characteristics or a zone change), or to be brought
// past the player's later turn (sourcesPastTurn).
type sourcesCache struct {
	keptStamp
	tap       *Object
	sickRead  bool // summoning sickness was read
	turnBegan int  // the player's Player.TurnBegan when it was
	// sickOut are the player's permanents, in the battlefield's order,
	// that all leaves out having read their summoning sickness: the ones
	// a later turn of the player may make sources (sourcesPastTurn).
	sickOut []*Object
	all     []manaSource
	opts    []ManaPool // the backing array of the sources' options
	// prevAll and prevOpts are the arrays of the answer before, which the
	// next full search makes its answer in while it reads the last one.
	prevAll  []manaSource
	prevOpts []ManaPool
	srcs     []manaSource // the plain sources among all: all, or untapped
	untapped []manaSource
	// costed are the untapped sources of all with mana abilities whose
	// cost is more than {T} (mana_costed.go); empty for most players.
	costed []manaSource
	tapVer uint64 // the tapVersion srcs was taken at
	// tapped has bit i set when all[i] was tapped as srcs was taken;
	// tappedOK says all has at most 64 sources, so that tapped holds them.
	tapped   uint64
	tappedOK bool
	// plans are the last plans probes made from this answer, each for
	// its own pool and cost (probePlan); nextPlan is the one the next
	// new plan takes.
	plans    [planMemos]planMemo
	nextPlan int
	// nPlans counts the plans made since the last were dropped, up to
	// planMemos: plans[:nPlans] are the ones set, made from plans[0] on.
	nPlans int
	mark   logMark // for updateSources
	// last is the plan a probe last answered from these sources (made or
	// found, probePlan) and lastVer the game's version then: while the
	// version is the same, the sources are current as they were when that
	// probe asked (sourcesOf), and a real action takes its plan from the
	// kept ones without asking again (keptCastPlan). takeUntappedAs
	// drops it with the plans.
	last    *planMemo
	lastVer uint64
	// nowVer is the game's version + 1 when sourcesOf last made the
	// sources current (0 for none): while it, tapVer and tap hold, they
	// are as it left them.
	nowVer uint64
	// colors are what srcs make (oneManaColors), made when a probe first
	// asks since srcs was taken; colorsOK says they are.
	colors   []uint8
	colorsOK bool
	// most and each are what srcs make at most, each source tapped once
	// for the most its options make: in all, and of each type of mana
	// (cantMake). totals says they are made for srcs (totalsMade), or
	// that an option's number is out of bounds (totalsOut); 0 until a
	// question first asks since srcs was taken.
	most   int
	each   ManaPool
	totals uint8
	// mono says, with totals made, that each of srcs makes one mana of
	// one type, noted as it was found: most counts them, each those of
	// each type. single says each makes one mana, of one type or of a
	// choice of colors (oneManaColors, noted as it was found): most
	// counts them, each those that can make each type.
	mono, single bool
}

// sourcesCache.totals' values.
const (
	totalsMade = 1
	totalsOut  = 2
)

// makeTotals makes sc.most and sc.each, what sc.srcs make at most
// (sourcesCache), and notes them made, or out of bounds.
func (sc *sourcesCache) makeTotals() {
	most, each := 0, ManaPool{}
	sc.totals = totalsOut
	mono, single := true, true
	for i := range sc.srcs {
		s := &sc.srcs[i]
		if s.one != 0 && s.one != notMono { // one option, of one mana
			most++
			each[bits.TrailingZeros8(s.one)]++
			continue
		}
		mono = false
		if s.one != 0 && s.anyOf != 0 { // options of one mana each: one mana, of any of its colors
			most++
			for b := s.anyOf; b != 0; b &= b - 1 {
				each[bits.TrailingZeros8(b)]++
			}
			continue
		}
		single = false
		var best int
		var bestOf ManaPool
		for i := range s.options {
			t := castNeed(&ManaCost{Colored: s.options[i]})
			if t == 0 && !s.options[i].same(ManaPool{}) {
				return
			}
			best = max(best, t)
			for c := range bestOf {
				bestOf[c] = max(bestOf[c], s.options[i][c])
			}
		}
		most += best
		for c := range each {
			each[c] += bestOf[c]
		}
	}
	sc.most, sc.each, sc.totals, sc.mono, sc.single = most, each, totalsMade, mono, single
}

// srcColors returns sc.srcs' colors (oneManaColors), made once for srcs.
func (sc *sourcesCache) srcColors() []uint8 {
	if !sc.colorsOK {
		sc.colors, sc.colorsOK = oneManaColors(sc.colors[:0], sc.srcs), true
	}
	return sc.colors
}

// oneManaColors appends to out, for each of srcs, the set of colors it
// makes, bit c for Color c, when each of its options makes one mana; 0
// when one makes more, or none.
func oneManaColors(out []uint8, srcs []manaSource) []uint8 {
	for i := range srcs {
		s := &srcs[i]
		if s.one != 0 {
			out = append(out, s.anyOf) // noted as it was found
			continue
		}
		out = append(out, colorsOf(s.options))
	}
	return out
}

// colorsOf returns the set of colors opts make (bit c for Color c), when
// each of them makes one mana; 0 when one makes more, or none.
func colorsOf(opts []ManaPool) uint8 {
	var colors uint8
	for _, o := range opts {
		one := oneManaColor(o)
		if one == 0 {
			return 0
		}
		colors |= one
	}
	return colors
}

// oneManaColor returns the color of the one mana o holds, as a set of
// one color (bit c for Color c), or 0 if o holds more mana or none.
func oneManaColor(o ManaPool) uint8 {
	// Its numbers ORed are 1 exactly when each is 0 or 1 and one is 1
	// (a negative one, read as unsigned, sets the high bits); their sum
	// is then how many are 1.
	if uint(o[0]|o[1]|o[2]|o[3]|o[4]|o[5]) != 1 || o[0]+o[1]+o[2]+o[3]+o[4]+o[5] != 1 {
		return 0 // more than one mana, or none
	}
	return uint8(o[0] | o[1]<<1 | o[2]<<2 | o[3]<<3 | o[4]<<4 | o[5]<<5)
}

// planMemos is how many plans sourcesCache keeps: the distinct costs of
// a hand's spells and abilities, which each listing probes in turn. A
// power of two: the next is taken modulo it by a mask.
const planMemos = 4

// setFor notes m as the plan for pool, cost and x, each written in
// place: a multiple assignment would copy them all first.
func (m *planMemo) setFor(pool *ManaPool, cost *ManaCost, x int) {
	m.set = true
	m.pool = *pool
	m.cost = *cost
	m.x = x
}

// isFor reports whether m is a plan kept for pool, cost and x, as plan
// compares them, in one test of their differences ORed.
func (m *planMemo) isFor(pool *ManaPool, cost *ManaCost, x int) bool {
	a, b := &m.cost.Colored, &cost.Colored
	return m.set && m.cost.Present == cost.Present &&
		(m.cost.Generic^cost.Generic)|(m.cost.X^cost.X)|(m.x^x)|
			(a[0]^b[0])|(a[1]^b[1])|(a[2]^b[2])|(a[3]^b[3])|(a[4]^b[4])|(a[5]^b[5])|
			(m.pool[0]^pool[0])|(m.pool[1]^pool[1])|(m.pool[2]^pool[2])|(m.pool[3]^pool[3])|(m.pool[4]^pool[4])|(m.pool[5]^pool[5]) == 0
}

// plan returns the plan kept in sc for pool, cost and x, or nil.
func (sc *sourcesCache) plan(pool *ManaPool, cost *ManaCost, x int) *planMemo {
	for i := range sc.plans[:sc.nPlans] {
		// The generic mana first: what most often tells costs apart.
		if m := &sc.plans[i]; m.set && m.cost.Generic == cost.Generic && m.x == x && sameManaAt(&m.cost, cost) && samePool(&m.pool, pool) {
			return m
		}
	}
	return nil
}

// manaSources lists p's untapped permanents that can be tapped for mana.
// The answer is remembered for each player while it stays current
// (sourcesCache). Callers must not write to it, nor keep it past their
// next call of manaSources for p: a new answer overwrites it.
func (g *Game) manaSources(p PlayerID) []manaSource {
	if sc := g.sourcesOf(p); sc != nil {
		return sc.srcs
	}
	srcs, _, _, _ := g.findManaSources(p, nil, nil, false)
	plain, _ := splitSources(srcs, nil, nil)
	return plain
}

// costedSources lists p's untapped permanents with mana abilities whose
// cost is {T} and more (mana_costed.go), under the same terms as
// manaSources: read only, and only until the next call for p.
func (g *Game) costedSources(p PlayerID) []manaSource {
	if sc := g.sourcesOf(p); sc != nil {
		return sc.costed
	}
	srcs, _, _, _ := g.findManaSources(p, nil, nil, false)
	_, costed := splitSources(srcs, nil, nil)
	return costed
}

// splitSources returns the plain sources among srcs — those with a way
// of being tapped for mana that costs {T} alone — and the costed ones
// (manaSource.costed), both untapped, in srcs' order: srcs itself when
// all are untapped plain sources, else lists made in plain's and
// costed's arrays.
func splitSources(srcs, plain, costed []manaSource) ([]manaSource, []manaSource) {
	plain, costed, _, _ = splitTapped(srcs, plain, costed)
	return plain, costed
}

// sourcesOf returns p's remembered mana sources, made current (computed
// again if they were not), or nil when nothing is remembered: while
// CharsFresh computes, or for no player.
func (g *Game) sourcesOf(p PlayerID) *sourcesCache {
	w := g.space
	if uint(p) < uint(len(w.sources)) {
		// Made current at this version already (by a player then, as p
		// is now), with these taps and this ability being activated: the
		// turn began when it did too, as a new turn is a new version
		// (advance). What a read notes (below).
		if sc := &w.sources[p]; sc.nowVer == g.version+1 && sc.tapVer == g.tapVersion && sc.tap == g.tapCost && g.fresh == 0 {
			sc.mark = g.markLog()
			if g.verifyCaches != nil {
				g.verifySources(p, sc, ", current at this version")
			}
			if !sc.turnFree {
				g.probeReads++
			}
			if sc.sickRead {
				g.sickReads++
			}
			return sc
		}
	}
	if g.fresh > 0 || uint(p) >= uint(len(g.Players)) {
		return nil
	}
	if n := len(g.Players); len(w.sources) < n { // every player's at once: callers hold pointers to them
		w.sources = append(w.sources, make([]sourcesCache, n-len(w.sources))...)
	}
	sc := &w.sources[p]
	if sc.sickRead && sc.turnBegan != g.Players[p].TurnBegan {
		g.sourcesPastTurn(p, sc)
	}
	if g.sourcesCurrent(p, sc) {
		sc.mark = g.markLog()
		if sc.tapVer != g.tapVersion {
			sc.retakeUntapped(g)
		}
		if g.verifyCaches != nil {
			g.verifySources(p, sc, "")
		}
	} else if g.updateSources(p, sc) {
		if g.verifyCaches != nil {
			g.verifySources(p, sc, ", brought up to date")
		}
	} else {
		reads := g.turnReads
		// Made in the arrays before the last answer's, from which it takes
		// the sources nothing could have changed (appendManaSource).
		old, oldOpts := sc.all, sc.opts
		sc.sickOut = sc.sickOut[:0]
		all, opts, turnFree, sick := g.findManaSourcesFrom(p, sc.prevAll[:0], sc.prevOpts[:0], true, old, &sc.sickOut)
		// Field by field, the plans' arrays kept.
		sc.keptStamp = g.ownStamp(p, turnFree && g.turnReads == reads) // p's permanents alone
		sc.tap, sc.all, sc.opts = g.tapCost, all, opts
		sc.prevAll, sc.prevOpts = old[:0], oldOpts[:0]
		sc.sickRead, sc.turnBegan = sick, g.Players[p].TurnBegan
		sc.mark = g.markLog()
		sc.takeUntapped(g)
		if g.verifyCaches != nil {
			g.verifySources(p, sc, ", found again with sources kept")
		}
	}
	sc.nowVer = g.version + 1
	if !sc.turnFree {
		g.probeReads++ // sources that read the turn: a count (probe_kept.go)
	}
	if sc.sickRead {
		g.sickReads++ // sources that read when p's turn began (probe_kept.go)
	}
	return sc
}

// updateSources brings sc, p's sources, up to date from the field log
// when they are stale only because permanents entered or left the
// battlefield since they were found, in one walk of the field log as
// updateObjs makes (kept.go): a source that left is dropped, and a
// permanent that entered and is still there is added if it is one of p's
// sources, after the others, as the battlefield orders them. It reports false, leaving sc to be
// found again, if anything else changed, the log no longer holds every
// change, p can't activate mana abilities, a new source read the turn's
// state, or the options' array holds more than twice what the sources
// use (each source that left leaves its options there).
func (g *Game) updateSources(p PlayerID, sc *sourcesCache) bool {
	since := sc.mark.field
	if !sc.mark.updatable(g, &sc.keptStamp) || sc.tap != g.tapCost || sc.sickRead && sc.turnBegan != g.Players[p].TurnBegan ||
		len(sc.opts) > 2*len(sc.all)+16 || !g.fieldLog.holds(since, g.fieldVersion) || g.CantActivate(p) {
		return false
	}
	all, opts, n := sc.all, sc.opts, len(sc.all)
	sick, left := false, false
	for m := g.fieldLog.namedSince(since, g.fieldVersion); m != 0; m &= m - 1 {
		r, o := g.fieldChange(since, m)
		if o == nil {
			// It left, or entered and left again, or is what left: its
			// entry, if it had one, is dropped.
			if i := indexOfSource(all, r); i >= 0 {
				if !left {
					// The first drop is made in an array of its own: sc.all
					// stays whole should the update fail, as the search
					// that follows reads it (findManaSourcesFrom).
					all = append(sc.prevAll[:0], all...)
					sc.prevAll = all[:0]
					left = true
				}
				all = slices.Delete(all, i, i+1)
			}
			continue
		}
		// On the battlefield now and named since the list was last current:
		// it entered since, so it has no entry yet.
		if o.Controller != p {
			continue // another's permanent, as ownStamp takes it (permanentChanged)
		}
		reads := g.turnReads
		var free, sickRead bool
		// Room in the options' array (a source's that don't fit get an
		// array of their own): it grows by doubling, and a reset game
		// keeps it.
		opts = slices.Grow(opts, 6)
		k := len(all)
		all, opts, free, sickRead = g.appendManaSource(all, opts, o, p, true, nil, nil)
		if !free || g.turnReads != reads {
			return false // sc is found again, its arrays written over
		}
		sick = sick || sickRead
		if sickRead && len(all) == k {
			sc.sickOut = append(sc.sickOut, o) // after the others, as o is on the battlefield
		}
	}
	if len(sc.sickOut) > 0 {
		// Those left out that left the battlefield since: an object that
		// left is not its card's any more (400.7), and none is given back
		// to a slab while the list is updatable (no pruning).
		sc.sickOut = slices.DeleteFunc(sc.sickOut, func(o *Object) bool { return o.Zone != Battlefield || o.Card.Obj != o })
	}
	if left {
		sc.prevAll = sc.all[:0] // the arrays swapped: the old one is the next search's
	}
	// Sources only added after the others, to an answer current at this
	// tapVersion, each untapped and with no costed ability: the answer
	// is the last one and the new sources after it, as splitTapped would
	// take it, which of them are tapped as it was. The plans made from
	// the last answer are dropped.
	appended := !left && len(all) > n && sc.tapVer == g.tapVersion
	for i := n; appended && i < len(all); i++ {
		appended = !all[i].obj.Tapped && all[i].costed == nil
	}
	// whole: the answer is the list itself (splitTapped's answer when
	// none is tapped or costed); own: it is a list in its own array
	// (untapped), which no other list shares. Else, as when the list was
	// made again with the same sources (sourcesPastTurn), it is taken
	// again.
	whole := n == 0 || len(sc.srcs) == n && &sc.srcs[0] == &sc.all[0]
	own := len(sc.srcs) == 0 || len(sc.untapped) > 0 && &sc.srcs[0] == &sc.untapped[0]
	appended = appended && (whole || own)
	same := !left && len(all) == n
	sc.all, sc.opts = all, opts
	if sick && !sc.sickRead {
		sc.sickRead, sc.turnBegan = true, g.Players[p].TurnBegan
	}
	sc.keptStamp, sc.mark = g.ownStamp(p, true), g.markLog()
	switch {
	case appended:
		srcs := all
		if !whole {
			srcs = append(sc.srcs, all[n:]...) // in the answer's own array (untapped)
		}
		sc.takeUntappedAs(g, srcs, sc.costed, sc.tapped, sc.tappedOK && len(all) <= 64)
	case !same:
		sc.takeUntapped(g)
	case sc.tapVer != g.tapVersion:
		// With no source added and none dropped, the list, and so the
		// answer taken from it and the plans made from that, are as
		// they were.
		sc.retakeUntapped(g)
	}
	return true
}

// verifySources finds p's mana sources afresh and reports under
// VerifyCaches a difference from sc's answer (how says how it was kept).
func (g *Game) verifySources(p PlayerID, sc *sourcesCache, how string) {
	fresh, _, _, _ := g.findManaSources(p, nil, nil, false)
	plain, costed := splitSources(fresh, nil, nil)
	if a, b := sourcesText(sc.srcs)+sourcesText(sc.costed), sourcesText(plain)+sourcesText(costed); a != b {
		g.verifyCaches("mana sources of "+g.PlayerName(p)+how, a, b)
	}
	for _, s := range sc.all {
		if s.one != monoOf(s.options) {
			g.verifyCaches("the one color noted for mana source "+g.Describe(s.obj.Ref)+" of "+g.PlayerName(p)+how, fmt.Sprint(s.one), fmt.Sprint(monoOf(s.options)))
		}
		if s.anyOf != colorsOf(s.options) {
			g.verifyCaches("the colors of one mana noted for mana source "+g.Describe(s.obj.Ref)+" of "+g.PlayerName(p)+how, fmt.Sprint(s.anyOf), fmt.Sprint(colorsOf(s.options)))
		}
	}
}

// indexOfSource returns the index in srcs of the source r names, or -1.
func indexOfSource(srcs []manaSource, r ObjRef) int {
	for i := range srcs {
		if srcs[i].obj.Ref == r {
			return i
		}
	}
	return -1
}

// takeUntapped takes sc's answer, the untapped permanents among all, at
// this tapVersion: all itself when none is tapped, else a list of its
// own (untapped). The plans made from the last answer are dropped.
func (sc *sourcesCache) takeUntapped(g *Game) {
	plain, costed, t, ok := splitTapped(sc.all, sc.untapped, sc.costed)
	sc.takeUntappedAs(g, plain, costed, t, ok)
}

// takeUntappedAs is takeUntapped with splitTapped's answer for sc.all
// found: plain and costed, tapped and tappedOK. The plans are dropped by
// their count: plan reads plans[:nPlans] alone, and the next plans are
// made from plans[0] on.
func (sc *sourcesCache) takeUntappedAs(g *Game, plain, costed []manaSource, tapped uint64, tappedOK bool) {
	sc.srcs, sc.costed = plain, costed
	if len(sc.srcs) > 0 && len(sc.all) > 0 && &sc.srcs[0] != &sc.all[0] {
		sc.untapped = sc.srcs // the list of its own, for the next answer
	}
	sc.tapVer = g.tapVersion
	sc.colorsOK, sc.totals = false, 0
	sc.tapped, sc.tappedOK = tapped, tappedOK
	sc.nextPlan, sc.nPlans = 0, 0
	sc.last = nil
}

// retakeUntapped brings sc's answer up to date with the permanents tapped
// or untapped since it was taken (tapVer), sc.all as it was then: when
// none of sc.all was among them, the answer and the plans made from it
// hold, else it is taken again (takeUntappedAs). The answer is split
// again in either case, in the arrays it holds: when it holds, what is
// written there is what they held.
func (sc *sourcesCache) retakeUntapped(g *Game) {
	plain, costed, t, ok := splitTapped(sc.all, sc.untapped, sc.costed)
	if ok && sc.tappedOK && t == sc.tapped {
		sc.tapVer = g.tapVersion // the permanents tapped or untapped were others': srcs and plans hold
	} else {
		sc.takeUntappedAs(g, plain, costed, t, ok)
	}
}

// splitTapped is splitSources(srcs, plain, costed) with which of srcs are
// tapped found in the same walk: bit i of tapped for srcs[i], when
// tappedOK says srcs are few enough for the bits to say it.
func splitTapped(srcs, plain, costed []manaSource) (_, _ []manaSource, tapped uint64, tappedOK bool) {
	for i := range srcs {
		if srcs[i].obj.Tapped || srcs[i].costed != nil {
			plain, costed = append(plain[:0], srcs[:i]...), costed[:0]
			for j := i; j < len(srcs); j++ {
				t := &srcs[j]
				if t.obj.Tapped {
					tapped |= 1 << (j & 63) // kept only for 64 sources or fewer (below)
					continue
				}
				if len(t.options) > 0 {
					plain = append(plain, *t)
				}
				if t.costed != nil {
					costed = append(costed, *t)
				}
			}
			if len(srcs) > 64 {
				return plain, costed, 0, false
			}
			return plain, costed, tapped, true
		}
	}
	return srcs, costed[:0], 0, len(srcs) <= 64
}

// sourcesPastTurn brings sc, p's sources that read summoning sickness
// (sickRead), past the beginning of a later turn of p's, when it can.
// A permanent is summoning sick while it came under its controller's
// control during or after that player's most recent turn began (302.6):
// as Player.TurnBegan grows, one that was not sick stays so, and which
// it is changes nothing else a source reads (appendManaSource). So the
// sources are what they were, with those left out having read their
// sickness (sickOut) looked at again: when there are none, sc is past the turn
// however stale it is otherwise; else it must be current but for the
// turn, so that sickOut are on the battlefield, and they are added where
// the battlefield orders them, the plans dropped if one is. Otherwise sc
// is left as it was, to be found again.
func (g *Game) sourcesPastTurn(p PlayerID, sc *sourcesCache) {
	began := g.Players[p].TurnBegan
	if began < sc.turnBegan || !sc.set || !sc.turnFree || sc.tap != g.tapCost {
		return
	}
	if len(sc.sickOut) == 0 {
		sc.turnBegan = began
		return
	}
	if !sc.current(g, false) {
		return
	}
	all, opts, still := sc.prevAll[:0], sc.opts, sc.sickOut[:0]
	k, m, reads := 0, 0, g.turnReads
	for _, bc := range g.battlefieldCards() {
		o := bc.Obj
		if m < len(sc.sickOut) && sc.sickOut[m] == o {
			m++
			n := len(all)
			opts = slices.Grow(opts, 6) // as updateSources grows it
			var free, sick bool
			if all, opts, free, sick = g.appendManaSource(all, opts, o, p, true, nil, nil); !free || g.turnReads != reads {
				return // a source read the turn's state: sc is found again, still stale by the turn
			}
			if sick && len(all) == n {
				still = append(still, o) // written behind m: read no more
			}
			continue
		}
		if k < len(sc.all) && sc.all[k].obj == o {
			all = append(all, sc.all[k])
			k++
		}
	}
	if k != len(sc.all) || m != len(sc.sickOut) { // can't be: each is on the battlefield, in its order
		return
	}
	added := len(all) != len(sc.all)
	sc.prevAll, sc.all, sc.opts, sc.sickOut = sc.all[:0], all, opts, still
	sc.turnBegan = began
	if added {
		sc.takeUntapped(g)
	}
	if g.verifyCaches != nil {
		g.verifySources(p, sc, ", past a new turn")
	}
}

// sourcesNone reports whether p's mana sources as sourcesOf would make
// them current now are none — no untapped plain source and no untapped
// costed one — and read nothing of the turn (turnFree), as cantMake
// needs them to count; sick says they read a summoning sickness, as
// sourcesOf counts it (sickReads). When they are kept current but for
// taps since (sourcesCurrent), every permanent that could be tapped for
// mana is among sc.all, and which are untapped is read there
// (splitTapped's test) without taking the answer again: a listing that
// finds no source (playsDry) is most often followed by more taps or an
// untap before the sources are read again. Otherwise sourcesOf makes
// them current and is read. Under VerifyCaches sourcesOf's answer is
// compared.
func (g *Game) sourcesNone(p PlayerID) (none, sick bool) {
	w := g.space
	if uint(p) < uint(len(w.sources)) && g.fresh == 0 {
		if sc := &w.sources[p]; sc.tapVer != g.tapVersion && g.sourcesCurrent(p, sc) {
			none = sc.turnFree
			for i := range sc.all {
				if s := &sc.all[i]; !s.obj.Tapped && (len(s.options) > 0 || s.costed != nil) {
					none = false
					break
				}
			}
			if g.verifyCaches != nil {
				if again := g.sourcesOf(p); again == nil || none != (again.turnFree && len(again.srcs) == 0 && len(again.costed) == 0) {
					g.verifyCaches("whether "+g.PlayerName(p)+" has no untapped mana source", fmt.Sprint(none), fmt.Sprint(!none))
				}
			}
			if !sc.turnFree {
				g.probeReads++ // as sourcesOf counts them
			}
			if sc.sickRead {
				g.sickReads++
			}
			return none, sc.sickRead
		}
	}
	sc := g.sourcesOf(p)
	if sc == nil || !sc.turnFree || len(sc.srcs) > 0 || len(sc.costed) > 0 {
		return false, false
	}
	return true, sc.sickRead
}

// sourcesCurrent reports whether sc, p's sources, is current
// (sourcesCache), noting it current at this version if it is.
func (g *Game) sourcesCurrent(p PlayerID, sc *sourcesCache) bool {
	// Noted current at this version: keptStamp.current's first answer,
	// without its call.
	return sc.tap == g.tapCost && (!sc.sickRead || sc.turnBegan == g.Players[p].TurnBegan) && (sc.set && sc.ver == g.version || sc.current(g, false))
}

// sourcesText renders mana sources for VerifyCaches.
func sourcesText(srcs []manaSource) string {
	var b strings.Builder
	for _, s := range srcs {
		fmt.Fprintf(&b, "%v:%v ", s.obj.Ref, s.options)
		if s.costed != nil {
			for _, m := range *s.costed {
				fmt.Fprintf(&b, "[%s: %v] ", m.ab.Cost.String(), m.options)
			}
		}
	}
	return b.String()
}

// findManaSources computes manaSources, appending the sources to out and
// their options to buf (both empty) — with the tapped permanents that
// would be sources untapped if tapped is set — and returns both, whether it read
// nothing of the turn's state itself (a count: the characteristics it
// read count their own reads, turnReads) and whether it read a
// creature's summoning sickness (sourcesCache).
func (g *Game) findManaSources(p PlayerID, out []manaSource, buf []ManaPool, tapped bool) (_ []manaSource, _ []ManaPool, turnFree, sick bool) {
	return g.findManaSourcesFrom(p, out, buf, tapped, nil, nil)
}

// findManaSourcesFrom is findManaSources given old, p's sources as last
// found (in battlefield order, in arrays other than out's and buf's): a
// permanent among them is passed to appendManaSource with its old entry.
// If sickOut is not nil, the permanents it leaves out having read their
// summoning sickness are appended to it (sourcesCache.sickOut).
func (g *Game) findManaSourcesFrom(p PlayerID, out []manaSource, buf []ManaPool, tapped bool, old []manaSource, sickOut *[]*Object) (_ []manaSource, _ []ManaPool, turnFree, sick bool) {
	turnFree = true
	if g.CantActivate(p) {
		return out, buf, true, false // mana abilities are activated abilities (605.1a; player_rules.go)
	}
	// The options of the sources share one backing array where they fit;
	// each source's are a full slice expression of it, so that appending
	// to them copies.
	if n := len(g.battlefieldCards()); cap(buf) < n {
		buf = make([]ManaPool, 0, n)
	}
	j := 0 // old[:j] are passed or gone by
	stamp := g.stampVer()
	for _, sc := range g.battlefieldCards() {
		// Another's permanent whose characteristics chars would return
		// at once, without a call (charsBits), is no source of p's.
		if cc := sc.Obj.chars; cc != nil && cc.of == sc.Obj && cc.freeVer == stamp &&
			(cc.card && sc.Obj.Controller != p || !cc.card && cc.c.Controller != p) {
			continue
		}
		var free, sickRead bool
		n := len(out)
		out, buf, free, sickRead = g.appendManaSource(out, buf, sc.Obj, p, tapped, old, &j)
		turnFree, sick = turnFree && free, sick || sickRead
		if sickRead && len(out) == n && sickOut != nil {
			*sickOut = append(*sickOut, sc.Obj)
		}
	}
	return out, buf, turnFree, sick
}

// appendManaSource appends o to out if it is one of p's mana sources
// (findManaSources), its options to buf, and returns both, whether it
// read nothing of the turn's state itself (a count) and whether it read
// a creature's summoning sickness. old, if j is not nil, are p's sources
// as found before, of which old[*j:] are the ones o's place on the
// battlefield may still come before (findManaSourcesFrom).
//
// An entry found from o's base characteristics that read nothing of the
// turn (manaSource.base, baseCharsOf) is what o, the same object, makes
// again while its characteristics are still those: they are its card's
// definition's and its controller's, and what its mana abilities add
// reads nothing else but the color chosen as it entered. Its options are
// copied; only whether it is summoning sick is looked at again.
func (g *Game) appendManaSource(out []manaSource, buf []ManaPool, o *Object, p PlayerID, tapped bool, old []manaSource, j *int) (_ []manaSource, _ []ManaPool, turnFree, sick bool) {
	turnFree = true
	// Read only, and nothing changes meanwhile (chars, chars.go).
	c, tb := g.charsBits(o)
	if c.Controller != p || o.Tapped && !tapped || c.Banned.All || o == g.tapCost { // activation_ban.go; tapCost: activate.go
		return out, buf, true, false
	}
	base := baseCharsOf(o, c)
	start := len(buf)
	var prev *manaSource
	if base && j != nil {
		prev = oldSource(old, j, o)
	}
	if prev != nil && prev.base && prev.ref == o.Ref {
		if tb&tbCreature != 0 && !c.Has("haste") {
			if sick = true; g.Sick(o) {
				return out, buf, true, true
			}
		}
		n := len(prev.options)
		var opts []ManaPool
		if start+n <= cap(buf) {
			buf = buf[:start+n]
			for i, m := range prev.options { // few: no call to copy
				buf[start+i] = m
			}
			opts = buf[start : start+n : start+n]
		} else {
			opts = slices.Clip(slices.Clone(prev.options))
		}
		out = append(out, manaSource{o, opts, prev.costed, prev.one, prev.anyOf, true, o.Ref})
		return out, buf, true, sick
	}
	// Every option is an ability whose cost is {T}: a creature can't
	// have any while it is summoning sick (302.6) unless it has haste
	// (702.10b). Looked at only for a creature with an option, once
	// (canTap).
	var lands uint8 // the basic land types (305.6), in Color order: bit i for Color i
	if tb&tbBasicLandTypes != 0 {
		lands = uint8((tb & tbBasicLandTypes) / tbPlains)
		if tb&tbCreature == 0 && len(c.Abilities) == 0 {
			// A land whose options are its basic land types alone, each
			// one mana of its color, written straight into buf.
			out, buf = appendLandSource(out, buf, o, lands, base)
			return out, buf, true, false
		}
		if !g.canTap(o, c, tb, &sick) {
			return out, buf, true, true
		}
	}
	opts := buf[start:start]
	// one is the source's one color, as a set of one (monoOf), while
	// its options are its basic land types' alone.
	one, colors := uint8(notMono), uint8(0)
	if lands != 0 {
		for b := lands; b != 0; b &= b - 1 {
			var m ManaPool
			m[bits.TrailingZeros8(b)] = 1
			opts = append(opts, m)
		}
		if lands&(lands-1) == 0 {
			one = lands // one type
		}
		colors = lands // one mana of each type
	}
	added := len(opts)
	tapChecked := tb&tbBasicLandTypes != 0
	var costed *[]costedMana
	for _, a := range c.Abilities {
		// "Activate only as a sorcery" (602.5d) can't be met while a
		// spell is being cast, nor by tapping for mana in passing: such
		// a mana ability is activated only explicitly (Activate).
		if !a.IsMana || a.SorcerySpeed || !onlyAddsMana(a) {
			continue
		}
		plain := tapOnly(a.Cost)
		if !plain && (!costedMore(a.Cost) || c.Banned.bans(a)) { // mana_costed.go
			continue
		}
		if !tapChecked {
			if tapChecked = true; !g.canTap(o, c, tb, &sick) {
				return out, buf, true, sick
			}
		}
		if !plain {
			var free bool
			if costed, free = g.appendCosted(costed, a, o, c); !free {
				turnFree = false
			}
			continue
		}
		var free bool
		if opts, free = g.appendAbilityOptions(opts, a, o, c); !free {
			turnFree = false
		}
	}
	if len(opts) > 0 || costed != nil {
		if len(opts) > 0 && start+len(opts) <= cap(buf) && &buf[:start+1][start] == &opts[0] {
			buf = buf[:start+len(opts)] // opts were appended in place in buf
		}
		opts = opts[:len(opts):len(opts)]
		if len(opts) != added { // options of its mana abilities
			one, colors = monoOf(opts), colorsOf(opts)
		}
		out = append(out, manaSource{o, opts, costed, one, colors, base && turnFree, o.Ref})
	}
	return out, buf, turnFree, sick
}

// canTap reports whether o, whose characteristics are c (type bits tb),
// can be tapped for mana by an ability whose cost is {T}: not a creature
// summoning sick (302.6) without haste (702.10b). It sets *sick when it
// read when o's controller's turn began.
func (g *Game) canTap(o *Object, c *Chars, tb typeBit, sick *bool) bool {
	if tb&tbCreature == 0 || c.Has("haste") {
		return true
	}
	*sick = true
	return !g.Sick(o)
}

// appendLandSource appends to out the source o is, a land that is no
// creature and has no abilities, whose options are one mana of each of
// its basic land types, lands (bit i for Color i), and returns it with
// buf: the options are appended to buf where it has room, else made in
// an array of their own. base is as appendManaSource notes it.
func appendLandSource(out []manaSource, buf []ManaPool, o *Object, lands uint8, base bool) ([]manaSource, []ManaPool) {
	start, n := len(buf), bits.OnesCount8(lands)
	var opts []ManaPool
	if start+n <= cap(buf) {
		buf = buf[:start+n]
		opts = buf[start : start+n : start+n]
	} else {
		opts = make([]ManaPool, n)
	}
	i := 0
	for b := lands; b != 0; b &= b - 1 {
		opts[i] = ManaPool{}
		opts[i][bits.TrailingZeros8(b)] = 1
		i++
	}
	one := uint8(notMono)
	if lands&(lands-1) == 0 {
		one = lands // one type
	}
	return append(out, manaSource{o, opts, nil, one, lands, base, o.Ref}), buf
}

// oldSource returns o's entry among old[*j:], p's sources as found before
// in battlefield order, or nil; *j moves past it and past the entries of
// objects no longer on the battlefield before it.
func oldSource(old []manaSource, j *int, o *Object) *manaSource {
	for k := *j; k < len(old); k++ {
		s := &old[k]
		if s.obj == o {
			*j = k + 1
			return s
		}
		if s.obj.Zone == Battlefield && s.obj.Card.Obj == s.obj {
			return nil // still there, after o
		}
		*j = k + 1 // gone
	}
	return nil
}

// baseCharsOf reports whether c, o's characteristics as chars returned
// them, are its base ones read off its card's own definition (no copy
// effect's) with nothing modifying them: its card's shared base ones
// (cardBase) or its own remembered base ones (rememberBase).
func baseCharsOf(o *Object, c *Chars) bool {
	if o.CopyOf != nil {
		return false
	}
	if cb := o.Card.base; cb != nil && c == &cb.c {
		return true
	}
	cc := o.chars
	return cc != nil && cc.of == o && c == &cc.c && cc.base && !cc.card
}

// appendAbilityOptions appends to opts what the mana ability a of o, whose
// characteristics are c, can add — one pool for each choice it offers
// (mana_choice.go), else the one pool of all it adds — and reports
// whether it read nothing of the turn's state (a count: "for each").
func (g *Game) appendAbilityOptions(opts []ManaPool, a *Ability, o *Object, c *Chars) ([]ManaPool, bool) {
	if len(a.Effects) == 1 {
		if am, ok := a.Effects[0].(AddMana); ok && (len(am.Or) > 0 || am.Combination > 0) {
			return am.appendOptions(opts), true // mana_choice.go
		}
	}
	turnFree := true
	var m ManaPool
	for _, e := range a.Effects {
		if am, ok := e.(AddMana); ok {
			if am.Combination > 0 {
				return opts, true // a combination among more mana: chosen only as it resolves (Activate)
			}
			times := 1
			if am.Per != nil {
				times = g.countFor(am.Per, o.Ref, c.Controller) // for_each.go
				turnFree = false                                // a count may read anything
			}
			mana := am.Mana
			if am.Chosen {
				mana = chosenColorMana(o) // fixed as o entered (614.12)
			}
			for col, n := range mana.Colored {
				m.add(Color(col), satMul(amountNumber(n), times))
			}
			m.add(Colorless, satMul(amountNumber(mana.Generic), times))
		}
	}
	if m.Total() > 0 {
		opts = append(opts, m)
	}
	return opts, turnFree
}

// onlyAddsMana reports whether every instruction of a mana ability adds
// mana to its controller. One that does more ("you lose 1 life"), or
// gives mana to another player, is activated on its own (Activate,
// TapForMana), not in passing by an automatic payment, whose plan counts
// only the mana its controller gets.
func onlyAddsMana(a *Ability) bool {
	for _, e := range a.Effects {
		if am, ok := e.(AddMana); !ok || am.Who != nil {
			return false
		}
	}
	return true
}

// tapOnly reports whether an activated ability's cost is {T} and nothing
// else, so that tapping for it pays it all.
func tapOnly(c Cost) bool {
	return c.Tap && noMana(&c.Mana) && !c.SacrificeSelf && c.Sacrifice == nil &&
		c.Discard == 0 && !c.HasLoyalty && c.PayLife == 0
}

// single reports whether every option of the source makes one mana; such a
// source is planned as one mana of any of its colors.
func (s manaSource) single() bool {
	for _, o := range s.options {
		if o.Total() != 1 {
			return false
		}
	}
	return true
}

// colors lists the mana types a single-mana source can make, in the order
// of its options.
func (s manaSource) colors() []Color { return s.appendColors(nil) }

// appendColors appends colors' list to cols.
func (s manaSource) appendColors(cols []Color) []Color {
	at := len(cols)
	for _, o := range s.options {
		for c, n := range o {
			if n > 0 && !slices.Contains(cols[at:], Color(c)) {
				cols = append(cols, Color(c))
			}
		}
	}
	return cols
}

// combination returns n when s's options are every way of making n mana,
// two or more, of its colors, each mana of any of them: "add two mana in
// any combination of colors" (mana_choice.go), a filter land's "{W}{W},
// {W}{U} or {U}{U}". It returns 0 for any other source, Sol Ring's one
// way of making {C}{C} among them.
func (s manaSource) combination() int {
	if len(s.options) < 2 {
		return 0
	}
	n := s.options[0].Total()
	var colors uint8
	for i, o := range s.options {
		if o.Total() != n || slices.Contains(s.options[:i], o) {
			return 0
		}
		for c, k := range o {
			if k > 0 {
				colors |= 1 << c
			}
		}
	}
	if n < 2 || combinations(n, bits.OnesCount8(colors)) != len(s.options) {
		return 0
	}
	return n
}

// output is what a source that makes more than one mana adds when it is
// tapped: its option that makes the most (the first of those).
func (s manaSource) output() ManaPool {
	best := s.options[0]
	for _, o := range s.options[1:] {
		if o.Total() > best.Total() {
			best = o
		}
	}
	return best
}

// firstOutput is what tapping the source adds when no cost says which
// mana is wanted: its first color, or its whole output.
func (s manaSource) firstOutput() ManaPool {
	if s.single() {
		var m ManaPool
		var buf [4]Color
		m[s.appendColors(buf[:0])[0]] = 1
		return m
	}
	return s.output()
}

// manaTap is one source of a payment plan and the mana tapping it adds.
type manaTap struct {
	obj *Object
	out ManaPool
	// via, when not nil, is the mana ability activated for out whose
	// cost is more than {T} (mana_costed.go); nil for a plain tap.
	via *Ability
}

// payPlan is how a cost is paid: the sources tapped, in order — the
// plain taps, then the mana abilities activated (manaTap.via).
type payPlan struct {
	taps []manaTap
	// paid is the mana each activation among taps pays for its cost,
	// in their order (mana_costed.go).
	paid []ManaPool
	// generic, when set, is the mana of each type spent on the generic
	// part of the cost (a ChooseSpend answer); otherwise payFrom's order.
	generic *ManaPool
}

// everyColor holds each mana type, for one-color lists that share it.
var everyColor = [...]Color{White, Blue, Black, Red, Green, Colorless}

// manaUnit is one mana a source can make, for matching colored symbols:
// any of colors.
type manaUnit struct {
	src    int
	colors []Color
}

// planPayment finds mana sources to tap so that, with the pool, the cost
// can be paid (601.2g–h). It changes nothing. Colored symbols left after
// the pool are matched to mana the sources can make (a bipartite matching,
// so a dual land is kept for the color only it can make); generic mana
// comes from the rest of what the tapped sources make and then from
// sources left untapped. A source adds all its mana when tapped; what the
// cost does not use stays in the pool (106.4).
func (g *Game) planPayment(p PlayerID, cost *ManaCost, x int) (payPlan, bool) {
	var plan payPlan
	ok := g.planPaymentIn(&plan, p, cost, x)
	return plan, ok
}

// planPaymentIn is planPayment writing the plan in *plan, which is the
// zero plan: left so when the pool pays alone, or no plan is found.
func (g *Game) planPaymentIn(plan *payPlan, p PlayerID, cost *ManaCost, x int) (ok bool) {
	if !g.legalProbe && g.fresh == 0 {
		if sc, m := g.keptCastPlan(p, cost, x); m != nil {
			return g.castPlanFrom(plan, p, sc, m, cost, x)
		}
	}
	// The pool, read in place: planning changes nothing. An empty pool
	// with the cost's numbers far from the bounds, poolPays' first case,
	// is told here: it pays a cost of nothing alone, and else castPlan
	// is told the case, as castPlanOneColor asks it.
	pool := &g.Players[p].Pool
	if poolZero(pool) {
		generic := cost.genericWith(x)
		if asks, far := farCost(cost, generic); far {
			if !asks {
				return true
			}
			if g.fresh == 0 && !g.legalProbe {
				return g.castPlan(plan, p, pool, cost, x, generic, true)
			}
		}
	}
	if poolPays(pool, cost, x) {
		return true
	}
	switch {
	case g.fresh > 0:
		srcs, _, _, _ := g.findManaSources(p, nil, nil, false)
		plain, costed := splitSources(srcs, nil, nil)
		*plan, ok = planAll(nil, *pool, plain, costed, *cost, x)
		return ok
	case g.legalProbe:
		*plan, ok = g.probePlan(p, pool, cost, x)
		return ok
	}
	return g.castPlan(plan, p, pool, cost, x, 0, false)
}

// farCost reports, for cost whose generic part (with X's value) is
// generic, whether it asks any mana and whether its numbers are far
// from the bounds (farBound). With an empty pool that is poolPays' first
// case, in which the pool pays the cost exactly when it asks none.
func farCost(cost *ManaCost, generic int) (asks, far bool) {
	c := &cost.Colored
	all := generic | c[0] | c[1] | c[2] | c[3] | c[4] | c[5]
	return all != 0, uint(all) < farBound
}

// poolPays reports whether pool pays cost alone, with x as the value of
// X (payFrom): not when an empty pool meets a colored symbol
// (cantPayAlone). Else, when the numbers are far from the bounds of mana
// arithmetic (farFromBounds), it does exactly when each colored symbol
// has mana of its type and what is left covers the generic part: told
// without paying. An empty pool, far from the bounds, pays only a cost
// of nothing: its numbers ORed are 0.
func poolPays(pool *ManaPool, cost *ManaCost, x int) bool {
	generic := cost.genericWith(x)
	if poolZero(pool) {
		if asks, far := farCost(cost, generic); far {
			return !asks
		}
	}
	if cantPayAlone(pool, cost) {
		return false
	}
	if !farWith(generic, pool, cost) {
		_, ok := payFrom(*pool, *cost, x)
		return ok
	}
	left := 0
	for c := range pool {
		d := pool[c] - cost.Colored[c]
		if d < 0 {
			return false
		}
		left += d
	}
	return generic <= left
}

// cantPayAlone reports, without paying, that pool can't pay cost alone
// when it can tell at a glance: the pool is empty and cost has a colored
// symbol, which payFrom can pay only from mana of its type. Else it
// reports false, leaving the question to payFrom.
func cantPayAlone(pool *ManaPool, cost *ManaCost) bool {
	if !pool.same(ManaPool{}) {
		return false
	}
	for c := range cost.Colored {
		if cost.Colored[c] > 0 {
			return true
		}
	}
	return false
}

// keptCastPlan returns, for an action taken for real, p's mana sources
// and the plan kept in them for p's pool, cost and x, when a probe
// answered from those sources at this version (sourcesCache.last): then
// sourcesOf would find them current and take nothing again, and the pool
// can't pay alone (a plan is kept only for such a pool). It notes what
// sourcesOf notes of a read (its place in the field log, the reads of the
// turn it counts). Else it returns nil, for castPlan to ask. Under
// VerifyCaches sourcesOf and the lookup are asked too, and must agree.
func (g *Game) keptCastPlan(p PlayerID, cost *ManaCost, x int) (*sourcesCache, *planMemo) {
	if p < 0 || int(p) >= len(g.space.sources) || int(p) >= len(g.Players) {
		return nil, nil
	}
	sc := &g.space.sources[p]
	if sc.last == nil || sc.lastVer != g.version || sc.tapVer != g.tapVersion || sc.tap != g.tapCost {
		return nil, nil
	}
	pool := &g.Players[p].Pool
	m := sc.last
	if !m.isFor(pool, cost, x) {
		if m = sc.plan(pool, cost, x); m == nil {
			return nil, nil
		}
	}
	if g.verifyCaches != nil {
		again := g.sourcesOf(p)
		if mAgain := again.plan(pool, cost, x); again != sc || mAgain != m {
			g.verifyCaches("the plan kept for "+g.PlayerName(p)+" to pay "+cost.String(), fmt.Sprint(m.ok, m.plan.taps), fmt.Sprint(mAgain != nil))
		}
	}
	// What sourcesOf notes of a read (above).
	sc.mark = g.markLog()
	if !sc.turnFree {
		g.probeReads++
	}
	if sc.sickRead {
		g.sickReads++
	}
	return sc, m
}

// castPlanFrom is castPlan with p's current sources sc and the plan m
// kept in them for p's pool, cost and x.
func (g *Game) castPlanFrom(plan *payPlan, p PlayerID, sc *sourcesCache, m *planMemo, cost *ManaCost, x int) (ok bool) {
	if m.planned || !m.ok {
		*plan = m.plan
		taps, _ := g.takeCastTaps(len(plan.taps))
		for i := range plan.taps { // a tap or two: no call to copy them
			taps = append(taps, plan.taps[i])
		}
		plan.taps = taps
		g.verifyPlan(p, m, *plan)
		return m.ok
	}
	// Only whether there is one is kept.
	// The pool, read in place: planning changes nothing.
	pool := &g.Players[p].Pool
	if ok, done := g.castPlanSingle(plan, sc, pool, cost, x); done { // cast_plan.go
		return ok
	}
	*plan, ok = g.planInCastTaps(*pool, sc.srcs, sc.costed, *cost, x)
	return ok
}

// castPlan is planPayment for an action taken for real: the plan the
// last LegalActions probe made from the same facts (probePlan: the same
// current mana sources, pool and cost), which the action listed just
// before it was taken has most often made, else a plan made with the
// game's work lists (planWork). The plan's taps are the caller's own: it
// pays them, after asking its Decider what else it must (the kept plan's
// memo may be remade meanwhile). A kept plan's taps are copied into the
// game's list for them (castTaps), which the caller gives back once it
// has paid (releaseCastTaps); no action is taken or listed while another
// waits for an answer (117.1: a Decider's is refused, its listing
// empty), so the list is free unless the caller has not given it back.
// The pool and the cost are read in place: nothing changes them while
// the plan is made. emptyFar says that the pool is empty and the cost's
// numbers far from the bounds, generic being its generic part with x
// (given only then).
func (g *Game) castPlan(plan *payPlan, p PlayerID, pool *ManaPool, cost *ManaCost, x, generic int, emptyFar bool) (ok bool) {
	sc := g.sourcesOf(p)
	if sc == nil {
		*plan, ok = g.planInCastTaps(*pool, g.manaSources(p), g.costedSources(p), *cost, x)
		return ok
	}
	// Sources of one color, which a kept plan would tap the same way.
	if emptyFar {
		if ok, done := g.castPlanOneColor(plan, sc, pool, cost, x, generic); done { // cast_plan.go
			return ok
		}
	}
	if m := sc.plan(pool, cost, x); m != nil && (m.planned || !m.ok) {
		*plan = m.plan
		taps, _ := g.takeCastTaps(len(plan.taps))
		plan.taps = append(taps, plan.taps...)
		g.verifyPlan(p, m, *plan)
		return m.ok
	}
	// None kept, or only whether there is one.
	if ok, done := g.castPlanSingle(plan, sc, pool, cost, x); done { // cast_plan.go
		return ok
	}
	*plan, ok = g.planInCastTaps(*pool, sc.srcs, sc.costed, *cost, x)
	return ok
}

// planInCastTaps is planAll with the game's work lists, the plan's taps
// made in the game's list for them (castTaps) when it is free.
func (g *Game) planInCastTaps(pool ManaPool, srcs, costed []manaSource, cost ManaCost, x int) (payPlan, bool) {
	taps, lent := g.takeCastTaps(len(srcs))
	if lent {
		g.space.planWork.into = taps
		defer func() { g.space.planWork.into = nil }()
	}
	plan, ok := planAll(&g.space.planWork, pool, srcs, costed, cost, x)
	if g.verifyCaches != nil {
		g.verifyPays(pool, plan, ok, cost, x)
	}
	return plan, ok
}

// takeCastTaps lends the game's list for a real plan's taps (castTaps),
// with room for n taps alone (lentList.takeRoom), until releaseCastTaps.
func (g *Game) takeCastTaps(n int) ([]manaTap, bool) { return g.space.castTaps.takeRoom(n) }

// releaseCastTaps gives back the game's list of a real plan's taps
// (castPlan) once the action that made the plan has paid, or failed,
// emptied of the taps it lent room for (takeCastTaps) so that nothing
// stays reachable through it. A probe's action (LegalActions) makes no
// such plan and gives back nothing.
func (g *Game) releaseCastTaps() {
	if l := &g.space.castTaps; l.busy && !g.legalProbe {
		l.giveRoom()
	}
}

// planAll is the plan of the plain sources srcs (planFromIn), else, when
// they can't pay, the plan that also activates some of the costed
// sources' mana abilities (planCosted).
func planAll(sc *planScratch, pool ManaPool, srcs, costed []manaSource, cost ManaCost, x int) (payPlan, bool) {
	plan, ok := planFromIn(sc, pool, srcs, cost, x)
	if !ok && len(costed) > 0 {
		return planCosted(sc, pool, srcs, costed, cost, x)
	}
	return plan, ok
}

// verifyPlan checks, when the game verifies its caches, that plan, the
// remembered plan m for p's current mana sources, is the plan made anew.
func (g *Game) verifyPlan(p PlayerID, m *planMemo, plan payPlan) {
	if g.verifyCaches == nil {
		return
	}
	fresh, _, _, _ := g.findManaSources(p, nil, nil, false)
	plain, costed := splitSources(fresh, nil, nil)
	if again, ok := planAll(nil, m.pool, plain, costed, m.cost, m.x); ok != m.ok || ok && m.planned && !slices.Equal(again.taps, plan.taps) {
		g.verifyCaches("payment plan of "+g.PlayerName(p)+" for "+m.cost.String(), fmt.Sprint(m.ok, plan.taps), fmt.Sprint(ok, again.taps))
	}
}

// planMemo is the last plan a LegalActions probe made from a player's
// mana sources (sourcesCache, probePlan): the pool and cost it was made
// for, the plan and whether the cost can be paid.
type planMemo struct {
	set  bool
	pool ManaPool
	cost ManaCost
	x    int
	plan payPlan
	ok   bool
	// planned says plan is made; a probe that could tell whether there
	// is one without making it (canPay) keeps only ok.
	planned bool
	// taps is the array the last plan was made in, for the next: no one
	// reads a probe's plan once its run is over.
	taps []manaTap
}

// probePlan is planPayment while LegalActions probes, when the pool
// can't pay alone: the plan is remembered with what it was made from —
// the player's mana sources while they stay current (sourcesCache), the
// pool and the cost — so that
// spells with the same cost, the checks of one spell before and after its
// targets, and the listings that follow while the player's mana stays as
// it is plan once. A probe never pays: the plan is only read.
func (g *Game) probePlan(p PlayerID, pool *ManaPool, cost *ManaCost, x int) (payPlan, bool) {
	src := g.sourcesOf(p)
	if src == nil {
		return planAll(nil, *pool, g.manaSources(p), g.costedSources(p), *cost, x)
	}
	if m := src.plan(pool, cost, x); m != nil {
		src.last, src.lastVer = m, g.version
		g.verifyPlan(p, m, m.plan)
		return m.plan, m.ok
	}
	m := &src.plans[src.nextPlan]
	src.last, src.lastVer = m, g.version
	src.nextPlan, src.nPlans = (src.nextPlan+1)&(planMemos-1), min(src.nPlans+1, planMemos)
	var sc *planScratch
	if st := g.probeStore(); st != nil {
		sc = &st.plan
	} else {
		sc = new(planScratch)
	}
	taps := m.taps
	if g.verifyCaches != nil {
		clear(taps[:cap(taps)]) // a plan read after its run would find no taps
	}
	sc.into = taps[:0]
	// planDirect's plan: its caller (planPayment) has found that the
	// pool can't pay alone. An empty pool, a probe's usual one, is
	// planned from the sources alone (planFromEmpty), without planFromMono's
	// shortfall of the pool.
	var plan payPlan
	var ok, done, far bool
	if pl := pool; pl[0]|pl[1]|pl[2]|pl[3]|pl[4]|pl[5] == 0 && len(src.srcs) <= 64 {
		plan, ok, done, far = planFromEmpty(sc, src.srcs, cost, x)
	}
	if !far {
		plan, ok, done = planFromMono(sc, pool, src.srcs, cost, x)
	}
	if !done {
		// A source has a choice of colors. A probe reads only whether
		// there is a plan, which the matching's condition tells without
		// the search; a cast taken for real makes the plan from the same
		// facts (castPlan).
		var sure bool
		if ok, sure = canPay(pool, src.srcColors(), cost, x); sure && (ok || len(src.costed) == 0) {
			sc.into = nil
			m.setFor(pool, cost, x)
			m.plan, m.ok, m.planned = payPlan{}, ok, false
			if g.verifyCaches != nil {
				if _, again := planFrom(*pool, src.srcs, *cost, x); again != ok {
					g.verifyCaches("whether "+g.PlayerName(p)+" can pay "+cost.String(), fmt.Sprint(ok), fmt.Sprint(again))
				}
			}
			return payPlan{}, ok
		}
		if !sure {
			plan, ok = planSearch(sc, *pool, src.srcs, *cost, x)
		}
	}
	sc.into = nil
	if !ok && len(src.costed) > 0 {
		plan, ok = planCosted(sc, *pool, src.srcs, src.costed, *cost, x) // mana_costed.go
	}
	if cap(plan.taps) > cap(taps) {
		taps = plan.taps
	}
	m.setFor(pool, cost, x)
	m.plan, m.ok, m.planned, m.taps = plan, ok, true, taps
	if g.verifyCaches != nil {
		g.verifyPays(*pool, plan, ok, *cost, x)
	}
	return plan, ok
}

// canPay reports whether planFromIn finds a plan for cost and x with pool
// and the sources whose colors are colors (oneManaColors), when it can
// tell without making one (sure): every source makes one mana, of one
// color or a choice of colors, and the numbers are far from the bounds of
// mana arithmetic (farFromBounds). Its caller (probePlan) asks only once
// planPayment has found that the pool can't pay alone. Then the colored
// symbols the pool lacks can be matched to sources exactly when each set of their
// colors can be made by at least as many sources as it has symbols
// (Hall's condition: the matching planSearch makes exists), and there is
// a plan when, besides, the sources left over make the generic mana the
// pool can't pay (planSearch, planFromMono). A probe asks only this
// (probePlan).
func canPay(pool *ManaPool, colors []uint8, cost *ManaCost, x int) (ok, sure bool) {
	// farFromBounds(pool, cost, x, 0): the sums below neither saturate
	// nor go negative.
	generic := cost.genericWith(x)
	if !farWith(generic, pool, cost) {
		return false, false
	}
	for _, cs := range colors {
		if cs == 0 {
			return false, false // a source making more than one mana, or none
		}
	}
	// colorShortfall: the colored mana the pool lacks (short, its colors
	// lacks, need in all), and what the pool has left once it has paid
	// the rest (left).
	var short [len(everyColor)]int
	var lacks uint8
	need, left := 0, 0
	for c := range cost.Colored {
		if n, have := cost.Colored[c], pool[c]; n > have {
			short[c] = n - have
			lacks |= 1 << c
			need += n - have
		} else {
			left += have - n
		}
	}
	for set := lacks; set != 0; set = (set - 1) & lacks {
		symbols, makers := 0, 0
		for b := set; b != 0; b &= b - 1 {
			symbols += short[bits.TrailingZeros8(b)]
		}
		for _, cs := range colors {
			if cs&set != 0 {
				makers++
			}
		}
		if makers < symbols {
			return false, true
		}
	}
	return need+max(generic-left, 0) <= len(colors), true
}

// orMana returns the numbers of pool and of cost's colored symbols ORed
// together: it is below farBound, read as unsigned, exactly when each of
// them is in [0, farBound).
func orMana(pool *ManaPool, cost *ManaCost) int {
	return pool[0] | pool[1] | pool[2] | pool[3] | pool[4] | pool[5] |
		cost.Colored[0] | cost.Colored[1] | cost.Colored[2] | cost.Colored[3] | cost.Colored[4] | cost.Colored[5]
}

// planFrom is planPayment's search: sources from srcs to tap so that,
// with pool, cost can be paid.
func planFrom(pool ManaPool, srcs []manaSource, cost ManaCost, x int) (payPlan, bool) {
	return planFromIn(nil, pool, srcs, cost, x)
}

// planScratch holds the work lists of a payment search for the next
// search to reuse: the colors, units, matching and taps by source, and
// the array a probe's plan is made in.
type planScratch struct {
	need  []Color
	cols  []Color
	units []manaUnit
	owner []int
	seen  []bool
	index []int
	// single says, for each source, whether it makes one mana.
	single []bool
	// into, when not nil, is the array to make the plan's taps in.
	into []manaTap
}

// planFromIn is planFrom with its work lists in sc (nil: the heap).
func planFromIn(sc *planScratch, pool ManaPool, srcs []manaSource, cost ManaCost, x int) (payPlan, bool) {
	var local planScratch
	if sc == nil {
		sc = &local
	}
	if plan, ok, done := planDirect(sc, pool, srcs, cost, x); done {
		return plan, ok
	}
	return planSearch(sc, pool, srcs, cost, x)
}

// planDirect is planFromIn's plan when it needs no search, reporting
// done: none when the pool pays alone, or the plan planFromMono makes.
func planDirect(sc *planScratch, pool ManaPool, srcs []manaSource, cost ManaCost, x int) (plan payPlan, ok, done bool) {
	if _, ok := payFrom(pool, cost, x); ok {
		return payPlan{}, true, true
	}
	return planFromMono(sc, &pool, srcs, &cost, x)
}

// planSearch is planFromIn's search for a plan, the pool alone not
// enough: colored symbols matched to the units of mana the sources can
// make, then generic mana.
func planSearch(sc *planScratch, pool ManaPool, srcs []manaSource, cost ManaCost, x int) (payPlan, bool) {
	start := pool
	supply := 0                             // all the mana the sources can make
	single := growTo(&sc.single, len(srcs)) // srcs[i].single(), found once
	for i, s := range srcs {
		single[i] = s.single()
		if single[i] {
			supply = satAdd(supply, 1)
		} else {
			supply = satAdd(supply, s.output().Total())
		}
	}
	// The colored symbols the pool can't pay; a shortfall larger than the
	// sources can make fails at once.
	need := sc.need[:0]
	defer func() { sc.need = need[:0] }()
	need, pool, ok := sourceNeeds(need, pool, cost, x, supply)
	if !ok {
		return payPlan{}, false
	}
	// One unit per mana a source can make; a symbol is matched to at most
	// one unit, so a source never needs more units than there are symbols.
	// The units' colors are cut from one array (clipped, never written
	// after), and a unit of one color from the array of all colors.
	units := growTo(&sc.units, len(srcs))[:0]
	cols := sc.cols[:0]
	defer func() { clear(units); sc.units, sc.cols = units[:0], cols[:0] }()
	for i, s := range srcs {
		if single[i] {
			at := len(cols)
			cols = s.appendColors(cols)
			units = append(units, manaUnit{i, cols[at:len(cols):len(cols)]})
			continue
		}
		if n := s.combination(); n > 0 {
			// Each of its mana of any of its colors (a filter land).
			at := len(cols)
			cols = s.appendColors(cols)
			for k := 0; k < min(n, max(len(need), 1)); k++ {
				units = append(units, manaUnit{i, cols[at:len(cols):len(cols)]})
			}
			continue
		}
		for c, n := range s.output() {
			for k := 0; k < min(n, max(len(need), 1)); k++ {
				units = append(units, manaUnit{i, everyColor[c : c+1 : c+1]})
			}
		}
	}
	// Units that can be fewer colors are tried first, so that the plan
	// prefers to keep flexible sources untapped.
	slices.SortStableFunc(units, func(a, b manaUnit) int { return len(a.colors) - len(b.colors) })
	owner := growTo(&sc.owner, len(units)) // unit → index into need, or -1
	for i := range owner {
		owner[i] = -1
	}
	var augment func(sym int, seen []bool) bool
	augment = func(sym int, seen []bool) bool {
		for i, u := range units {
			if seen[i] || !slices.Contains(u.colors, need[sym]) {
				continue
			}
			seen[i] = true
			if owner[i] < 0 || augment(owner[i], seen) {
				owner[i] = sym
				return true
			}
		}
		return false
	}
	seen := growTo(&sc.seen, len(units))
	for sym := range need {
		clear(seen)
		if !augment(sym, seen) {
			return payPlan{}, false
		}
	}
	var plan payPlan
	if sc.into != nil {
		plan.taps = sc.into[:0]
	} else {
		plan.taps = make([]manaTap, 0, min(len(srcs), max(satAdd(len(need), cost.genericWith(x)), 0))) // at most one tap a source, and a mana a tap at least
	}
	tapIndex := growTo(&sc.index, len(srcs)) // source → 1 + its index in plan.taps, or 0
	clear(tapIndex)
	// A source that makes any combination of its colors (combination)
	// makes the colors its units are matched to, and then as much more
	// of its first color as it makes; tapped for generic mana alone, all
	// of its first color.
	matched := true
	tap := func(u manaUnit, col Color) {
		s := srcs[u.src]
		if ti := tapIndex[u.src]; ti != 0 {
			if matched && !single[u.src] && s.combination() > 0 {
				plan.taps[ti-1].out[col]++
			}
			return
		}
		var out ManaPool
		if single[u.src] {
			out[col] = 1
		} else if n := s.combination(); n > 0 && matched {
			out[col] = 1 // the units matched after this one add theirs
		} else if n > 0 {
			out[col] = n
		} else {
			out = s.output()
		}
		plan.taps = append(plan.taps, manaTap{s.obj, out, nil})
		tapIndex[u.src] = len(plan.taps)
	}
	for i, sym := range owner {
		if sym >= 0 {
			tap(units[i], need[sym])
		}
	}
	matched = false
	for i, ti := range tapIndex {
		if ti == 0 || single[i] {
			continue
		}
		if n, t := srcs[i].combination(), &plan.taps[ti-1]; n > t.out.Total() {
			first := srcs[i].options[0] // all of the first color (appendCombinations)
			for c, k := range first {
				if k > 0 {
					t.out[c] += n - t.out.Total()
					break
				}
			}
		}
	}
	// Generic mana: what the pool has left, then the extra mana of sources
	// tapped for colored symbols, then more sources.
	generic := satSub(cost.genericWith(x), pool.Total())
	for _, t := range plan.taps {
		generic = satSub(generic, t.out.Total())
	}
	generic = satAdd(generic, len(need)) // the matched mana is spent on colored symbols
	for i, u := range units {
		if generic <= 0 {
			break
		}
		if owner[i] < 0 && tapIndex[u.src] == 0 {
			tap(u, u.colors[0])
			generic = satSub(generic, plan.taps[len(plan.taps)-1].out.Total())
		}
	}
	if generic > 0 {
		return payPlan{}, false
	}
	// The plan must pay the cost exactly as pay will: with the mana the
	// sources add, bounded like any pool.
	if _, ok := payFrom(withTaps(start, plan.taps), cost, x); !ok {
		return payPlan{}, false
	}
	return plan, true
}

// planFromMono is planFromIn's search when every source makes one mana
// of one color (basic lands, most mana creatures), reporting done; it
// reports false for done, leaving the search to planFromIn, when some
// source makes more or has a choice. With such sources the search's
// matching taps, for each color the pool lacks once it has paid what it
// can, the first sources of that color, and then for the
// generic mana the pool can't pay the first sources left, the taps in
// the sources' order: this makes that plan directly.
func planFromMono(sc *planScratch, pool *ManaPool, srcs []manaSource, cost *ManaCost, x int) (plan payPlan, ok, done bool) {
	if len(srcs) > 64 {
		return planFromMonoLong(sc, *pool, srcs, *cost, x)
	}
	if pool[0]|pool[1]|pool[2]|pool[3]|pool[4]|pool[5] == 0 {
		if plan, ok, done, far := planFromEmpty(sc, srcs, cost, x); far {
			return plan, ok, done
		}
	}
	// colorShortfall in place: the colored mana the pool lacks (short,
	// lacking its colors, bit c for Color c) and the total of what the
	// pool has left once it has paid the rest, summed in Total's order.
	var short [len(everyColor)]int
	var lacking uint8
	leftTotal := 0
	generic := cost.genericWith(x)
	// far is farFromBounds(pool, cost, x, len(srcs)), its numbers ORed
	// at once (len(srcs), at most 64, is far from the bounds): then no
	// sum saturates and nothing is negative, and the plan pays the cost
	// (tapsPayExactly) without a pool made to try it.
	far := farWith(generic, pool, cost)
	for c := range cost.Colored {
		n, have := cost.Colored[c], pool[c]
		if far {
			if n > have {
				short[c] = n - have
				lacking |= 1 << c
			} else {
				leftTotal += have - n
			}
			continue
		}
		if n == 0 && have >= 0 {
			leftTotal = satAdd(leftTotal, have)
			continue // nothing short, nothing paid
		}
		s := max(satSub(n, have), 0)
		short[c] = s
		if s > 0 {
			lacking |= 1 << c
		}
		leftTotal = satAdd(leftTotal, have-(n-s))
	}
	// Which sources pay for colored mana (byColor, bit i for srcs[i]) and
	// which for generic (byGeneric), before the plan is made.
	var byColor, byGeneric uint64
	for i := range srcs {
		one := srcs[i].one
		if one == 0 { // not noted as it was found
			one = monoOf(srcs[i].options)
		}
		if one == notMono {
			return payPlan{}, false, false
		}
		if c := bits.TrailingZeros8(one); short[c] > 0 {
			if short[c]--; short[c] == 0 {
				lacking &^= one
			}
			byColor |= 1 << i
		}
	}
	if lacking != 0 {
		return payPlan{}, false, true
	}
	need := bits.OnesCount64(byColor)
	rest := satSub(generic, leftTotal)
	for i := range srcs {
		if rest <= 0 {
			break
		}
		if byColor&(1<<i) == 0 {
			byGeneric |= 1 << i
			rest--
		}
	}
	if rest > 0 {
		return payPlan{}, false, true
	}
	plan.taps = sc.tapsFor(len(srcs), need, generic)
	for _, pays := range [2]uint64{byColor, byGeneric} { // the colored mana's taps first
		for ; pays != 0; pays &= pays - 1 {
			s := &srcs[bits.TrailingZeros64(pays)]
			plan.taps = append(plan.taps, manaTap{s.obj, s.options[0], nil})
		}
	}
	if far {
		return plan, true, true
	}
	return tapsPayExactly(plan, pool, cost, x, len(srcs))
}

// planFromEmpty is planFromMono for an empty pool (a probe's usual case)
// and at most 64 sources, when the cost's numbers are far from the
// bounds of mana arithmetic (far; else it does nothing): the sources make
// every colored symbol and all the generic mana, so the pool's shortfall
// is the cost's colored symbols and nothing is left of the pool for the
// generic part.
// The plan is planFromMono's: for each colored symbol the first source of
// its color not yet taken, then for the generic mana the first sources
// left, the colored mana's taps first.
func planFromEmpty(sc *planScratch, srcs []manaSource, cost *ManaCost, x int) (plan payPlan, ok, done, far bool) {
	short := cost.Colored
	generic := cost.genericWith(x)
	if uint(generic|short[0]|short[1]|short[2]|short[3]|short[4]|short[5]) >= farBound {
		return payPlan{}, false, false, false
	}
	// Each number is in [0, farBound): the sums neither overflow nor go
	// negative.
	need := short[0] + short[1] + short[2] + short[3] + short[4] + short[5]
	missing := need
	var byColor uint64
	for i := range srcs {
		one := srcs[i].one
		if one == 0 { // not noted as it was found
			one = monoOf(srcs[i].options)
		}
		if one == notMono {
			return payPlan{}, false, false, true
		}
		if c := bits.TrailingZeros8(one); short[c] > 0 {
			short[c]--
			missing--
			byColor |= 1 << i
		}
	}
	if missing != 0 || generic > len(srcs)-need {
		return payPlan{}, false, true, true
	}
	// The generic mana's sources: the first generic of those left.
	byGeneric := uint64(0)
	free := ^byColor
	if len(srcs) < 64 {
		free &= 1<<len(srcs) - 1
	}
	for range generic {
		byGeneric |= free & -free
		free &= free - 1
	}
	plan.taps = sc.tapsFor(len(srcs), need, generic)
	for _, pays := range [2]uint64{byColor, byGeneric} { // the colored mana's taps first
		for ; pays != 0; pays &= pays - 1 {
			s := &srcs[bits.TrailingZeros64(pays)]
			plan.taps = append(plan.taps, manaTap{s.obj, s.options[0], nil})
		}
	}
	return plan, true, true, true
}

// tapsFor returns an empty list for a plan's taps: sc's own when a real
// cast lent one (into), else one with room for a tap for each of need
// colored and generic mana, and no more than n, the sources.
func (sc *planScratch) tapsFor(n, need, generic int) []manaTap {
	if sc.into != nil {
		return sc.into[:0]
	}
	return make([]manaTap, 0, min(n, max(satAdd(need, generic), 0)))
}

// planFromMonoLong is planFromMono for more sources than a word has
// bits, with a list of which sources pay for what.
func planFromMonoLong(sc *planScratch, pool ManaPool, srcs []manaSource, cost ManaCost, x int) (plan payPlan, ok, done bool) {
	short, left := colorShortfall(&pool, &cost)
	// Which sources pay for colored mana (taken 1) and which for generic
	// (2), before the plan is made; need counts the first.
	taken := growTo(&sc.index, len(srcs))
	clear(taken)
	need := 0
	for i, s := range srcs {
		c, mono := s.mono()
		if !mono {
			return payPlan{}, false, false
		}
		if short[c] > 0 {
			short[c]--
			taken[i] = 1
			need++
		}
	}
	for _, n := range short {
		if n != 0 {
			return payPlan{}, false, true
		}
	}
	generic := satSub(cost.genericWith(x), left.Total())
	for i := range srcs {
		if generic <= 0 {
			break
		}
		if taken[i] == 0 {
			taken[i] = 2
			generic--
		}
	}
	if generic > 0 {
		return payPlan{}, false, true
	}
	plan.taps = sc.tapsFor(len(srcs), need, cost.genericWith(x))
	for _, pays := range []int{1, 2} { // the colored mana's taps first
		for i, s := range srcs {
			if taken[i] == pays {
				plan.taps = append(plan.taps, manaTap{s.obj, s.options[0], nil})
			}
		}
	}
	return tapsPayExactly(plan, &pool, &cost, x, len(srcs))
}

// sourceNeeds appends to need a color for each colored symbol of cost
// that pool can't pay, and returns it with the pool left once the pool
// has paid what it can. The sources make that colored mana and the
// generic mana the pool left can't pay: ok is false when that is more
// than supply, the mana they can make, so that a plan fails at once.
func sourceNeeds(need []Color, pool ManaPool, cost ManaCost, x, supply int) (_ []Color, left ManaPool, ok bool) {
	short, left := colorShortfall(&pool, &cost)
	for c, n := range short {
		if n > supply-len(need) {
			return need, left, false
		}
		for range n {
			need = append(need, Color(c))
		}
	}
	fromSources := len(need)
	if generic := cost.genericWith(x); generic > 0 {
		fromSources = satAdd(fromSources, max(satSub(generic, left.Total()), 0))
	}
	return need, left, fromSources <= supply
}

// tapsPayExactly returns plan, made of n taps of one mana each from pool,
// as planFromMono and planSingle answer when it pays cost exactly as pay
// will (planFromIn): it does when the numbers are far from the bounds of
// mana arithmetic (farFromBounds), else the pool its taps make is tried.
func tapsPayExactly(plan payPlan, pool *ManaPool, cost *ManaCost, x, n int) (payPlan, bool, bool) {
	if farFromBounds(pool, cost, x, n) {
		return plan, true, true
	}
	if _, ok := payFrom(withTaps(*pool, plan.taps), *cost, x); !ok {
		return payPlan{}, false, true
	}
	return plan, true, true
}

// farBound is what farFromBounds takes as far from the bounds of mana
// arithmetic: a number below it, a power of two.
const farBound = 1 << 20

// farFromBounds reports whether pool, cost, x and n taps of one mana
// each are far from the bounds of mana arithmetic: nothing negative,
// nothing near MaxNumber. Then planFromMono's plan pays the cost: each
// color the pool lacks gets a tap of its own, and the generic mana the
// pool has left can't pay gets one a mana, none of it saturating.
func farFromBounds(pool *ManaPool, cost *ManaCost, x, n int) bool {
	return farWith(cost.genericWith(x)|n, pool, cost)
}

// farWith is farFromBounds with the numbers besides the pool's and the
// cost's colored ones (the generic part, taps) ORed into extra: a
// negative number, read as unsigned, is far above farBound, so the
// numbers are all in [0, farBound) exactly when their bits together are.
func farWith(extra int, pool *ManaPool, cost *ManaCost) bool {
	return uint(extra|orMana(pool, cost)) < farBound
}

// verifyPays checks, for a game that verifies its caches, that a plan
// said to pay cost does: the pool its taps make pays it (payFrom).
func (g *Game) verifyPays(pool ManaPool, plan payPlan, ok bool, cost ManaCost, x int) {
	if !ok || plan.generic != nil || slices.ContainsFunc(plan.taps, func(t manaTap) bool { return t.via != nil }) {
		return
	}
	if _, pays := payFrom(withTaps(pool, plan.taps), cost, x); !pays {
		g.verifyCaches("whether a payment plan pays "+cost.String(), "true", "false")
	}
}

// colorShortfall returns, by type, the colored mana of cost that pool
// lacks, and what is left in pool once it has paid the rest. It reads
// pool and cost in place.
func colorShortfall(pool *ManaPool, cost *ManaCost) (short [len(everyColor)]int, left ManaPool) {
	left = *pool
	for c := range cost.Colored {
		n := cost.Colored[c]
		if n == 0 && pool[c] >= 0 {
			continue // nothing short, nothing paid
		}
		short[c] = max(satSub(n, pool[c]), 0)
		left[c] -= n - short[c]
	}
	return short, left
}

// mono returns the color of the one mana s makes, if it makes one mana
// of one color and has no other option.
func (s *manaSource) mono() (Color, bool) {
	one := s.one
	if one == 0 { // not noted as it was found
		one = monoOf(s.options)
	}
	return Color(bits.TrailingZeros8(one)), one != notMono
}

// pay taps the planned sources for mana, activates the planned mana
// abilities whose cost is more than {T} (mana_costed.go), and pays the
// cost from the pool, returning the mana spent on it. The plan and the
// cost are read in place.
func (g *Game) pay(p PlayerID, plan *payPlan, cost *ManaCost, x int) ManaPool {
	pl := g.Players[p]
	acts := 0
	for _, t := range plan.taps {
		if t.via != nil { // plain taps come first (mana_costed.go)
			g.activateForMana(p, t, plan.paid[acts])
			acts++
			continue
		}
		g.tapForMana(p, t.obj, t.out)
	}
	before := pl.Pool
	if plan.generic == nil && spendsAll(&before, cost, x) {
		// What payFromAt would leave: nothing, all of it spent.
		pl.Pool = ManaPool{}
		g.turnChanged()
		return before
	}
	after, ok := ManaPool{}, false
	if plan.generic != nil {
		after, ok = paySplit(pl.Pool, *cost, x, *plan.generic)
	}
	if !ok {
		after, _ = payFromAt(&pl.Pool, cost, x)
	}
	pl.Pool = after
	g.turnChanged()
	return ManaPool{before[0] - after[0], before[1] - after[1], before[2] - after[2], before[3] - after[3], before[4] - after[4], before[5] - after[5]}
}

// spendsAll reports whether payFromAt, paying cost with x as the value of
// X from pool, spends all of it, when told at a glance: every number is in
// [0, farBound), so each difference is plain, the pool has each colored
// symbol's mana, and what is left after them is exactly the generic part
// (the plan a cast usually pays taps a source for each mana of the cost,
// from an empty pool). Else it reports false, leaving it to payFromAt.
func spendsAll(pool *ManaPool, cost *ManaCost, x int) bool {
	generic := cost.genericWith(x)
	if uint(generic|orMana(pool, cost)) >= farBound {
		return false
	}
	c := &cost.Colored
	d0, d1, d2, d3, d4, d5 := pool[0]-c[0], pool[1]-c[1], pool[2]-c[2], pool[3]-c[3], pool[4]-c[4], pool[5]-c[5]
	return d0|d1|d2|d3|d4|d5 >= 0 && d0+d1+d2+d3+d4+d5 == generic
}

// tapForMana taps o and adds out to p's mana pool.
func (g *Game) tapForMana(p PlayerID, o *Object, out ManaPool) {
	pl := g.Players[p]
	g.setTapped(o, true)
	g.turnChanged()
	addMana(&pl.Pool, &out)
	if g.logging() {
		g.emit(EvTap, "%s taps %s for %s", g.evPlayer(rolePlayer, p), g.evObj(roleObject, o.Ref), evText(roleMana, manaText(out)))
	}
	g.tappedForMana(p, o) // event_triggers.go
}

// addMana adds out to pool, each type bounded as add bounds it: plainly
// when every number of both is in [0, farBound), whose sums are below
// MaxNumber.
func addMana(pool, out *ManaPool) {
	if uint(pool[0]|pool[1]|pool[2]|pool[3]|pool[4]|pool[5]|out[0]|out[1]|out[2]|out[3]|out[4]|out[5]) < farBound {
		pool[0], pool[1], pool[2] = pool[0]+out[0], pool[1]+out[1], pool[2]+out[2]
		pool[3], pool[4], pool[5] = pool[3]+out[3], pool[4]+out[4], pool[5]+out[5]
		return
	}
	for c, n := range out {
		pool.add(Color(c), n)
	}
}

// oneMana renders one mana of each type.
var oneMana = [...]string{"{W}", "{U}", "{B}", "{R}", "{G}", "{C}"}

// manaText renders mana for the log, without allocating for one mana.
func manaText(m ManaPool) string {
	if one := oneManaColor(m); one != 0 {
		return oneMana[bits.TrailingZeros8(one)]
	}
	return m.String()
}

// TapForMana taps a permanent p controls for mana, a mana ability that
// does not use the stack (605): a source that can make one mana of several
// colors makes the first of them; one whose ability adds more mana adds
// all of it (Sol Ring's {C}{C}). Like any mana ability, it needs priority
// (605.3a).
func (g *Game) TapForMana(p PlayerID, r ObjRef) (err error) {
	g.ready()
	if g.journalling() {
		end := g.journalCall(JournalAction{Call: CallTapForMana, Player: p, Object: ptr(r)})
		defer func() { end.end(g, &err) }() // journal.go
	}
	if err := g.actorError(p); err != nil {
		return err
	}
	if !g.hasPriority(p) {
		return g.priorityRefusal(p, "605.3a")
	}
	if err := g.cantActivateError(p); err != nil { // 101.2, 605.1a (player_rules.go)
		return err
	}
	for _, s := range g.manaSources(p) {
		if s.obj.Ref == r {
			if g.legalProbe {
				return errProbeLegal // LegalActions is asking (legal.go)
			}
			g.tapForMana(p, s.obj, s.firstOutput())
			if len(g.pending) > 0 {
				return g.beforePriority() // 117.3c: the player receives priority again, and triggered abilities go on the stack first (117.5)
			}
			return nil
		}
	}
	if o := g.Object(r); o != nil && o.Zone == Battlefield {
		// A mana ability to activate only as a sorcery, or one that does
		// more than add mana, is not among the sources: tapping for it is
		// its activation, with its timing checked (602.5d) and all of it
		// done.
		c := g.chars(o)
		n, taps := 0, g.typeBitsOf(o, c)&tbBasicLandTypes != 0
		for _, a := range c.Abilities {
			if a.Kind != ActivatedAbility {
				continue
			}
			if a.IsMana && (a.SorcerySpeed || !onlyAddsMana(a)) && tapOnly(a.Cost) {
				return g.Activate(p, r, n, nil)
			}
			taps = taps || a.IsMana && tapOnly(a.Cost)
			n++
		}
		// A creature that could tap for mana but for summoning sickness
		// (302.6, and no haste: 702.10b) is refused for that reason.
		if taps && c.Controller == p && !o.Tapped && !c.Banned.All && c.Is("Creature") && !c.Has("haste") && g.Sick(o) {
			return refuse("302.6", "%s has summoning sickness", c.Name)
		}
	}
	return refuse("605.3a", "%s is not an untapped mana source %s controls", g.Describe(r), g.PlayerName(p))
}

// growTo returns (*buf)[:n], making the array larger when it is short;
// the values it holds are whatever the last user left.
func growTo[T any](buf *[]T, n int) []T {
	if cap(*buf) < n {
		*buf = make([]T, n, max(n, 2*cap(*buf)))
	}
	return (*buf)[:n]
}
