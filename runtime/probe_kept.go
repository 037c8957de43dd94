package runtime

import (
	"errors"
	"fmt"
	"slices"
)

// probeKept remembers the answers of the last probes of a listing
// (AppendLegalActions): whether a card in its owner's hand can be cast
// now, with the kicker costs and X given (castProbe), and whether an
// activated ability of a permanent can be activated now (activateProbe).
// Each listing probes every spell in the hand and every ability on the
// battlefield, and most listings of a turn find the same answers: a spell
// that could not be paid for at one priority can't at the next unless a
// land was untapped or mana added.
//
// An answer is kept past its version as keptStamp says, and also needs
// the player's mana pool and whether the player holds priority to be as
// they were, and, if the probe read a summoning sickness (sickReads), when
// the player's most recent turn began (Player.TurnBegan, which with
// characteristics and zones decides summoning sickness, 302.6; a probe of
// p's action reads the sickness of p's permanents alone: a tap cost, p's
// mana sources), if the probe read nothing else of the turn's state. The
// characteristics it read count their reads (turnReads), and the
// action's other reads of the turn count theirs in probeReads: an
// ability's "only as a sorcery" or loyalty (the step, the active player,
// the stack), a cast
// limit (the spells cast this turn), an additional cost or a cost other
// than mana and tapping (a hand to discard from, permanents to sacrifice,
// life, counters), legal targets that could not be kept past their
// version (targets_cache.go), mana sources that read a count. A spell's
// timing (checkTiming) is not among them: a cast is probed only when its
// timing allows it now, which the listing checks first at every use, so
// a kept answer is an answer given that timing (castProbe). The object
// is named by its reference, which a zone change ends (400.7).
type probeKept struct {
	entries [probeKeptLen]probeAnswer // each question's in its slot (probeSlot)
	// gen is the game the answers are for: an entry holds an answer only
	// when its gen is this one, so that a reset game (reset) drops them
	// all without clearing the table.
	gen uint64
	// single is singleSources' last answer, for player singleP, source
	// singleTap, at version singleAt - 1: a listing's probes are all made
	// at one version.
	singleAt  uint64
	singleP   PlayerID
	singleTap *Object
	single    bool
	// paid is manaShort's last answer that p's sources may pay o's cost,
	// kept for the probes of the listing that asked it (freshUnpayable).
	paid paidNote
	// castsIn is gen+1 when an answer of a cast has been kept in this
	// game: until then a cast's question finds none (castProbe).
	castsIn uint64
}

// paidNote is an answer of manaShort that p's pool and sources did not
// fall short of o's base cost, at version at - 1 (which any change of
// the pool, the sources or o moves), asked with decide: its payCount pays.
type paidNote struct {
	at     uint64
	obj    ObjRef
	p      PlayerID
	decide bool
	pays   payCount
}

// noted is freshUnpayable's answer from pn, when it holds one (ok): a
// note made at version at - 1 of p's sources and o's cost (obj), asked
// with decide or not.
func (pn *paidNote) noted(at uint64, obj ObjRef, p PlayerID, decide bool) (pays payCount, ok bool) {
	if pn.at != at || pn.obj != obj || pn.p != p || !pn.decide && decide && pn.pays == payUncounted {
		return payUncounted, false
	}
	if pn.decide && !decide {
		return payUncounted, true
	}
	return pn.pays, true
}

// probeKeptLen is how many answers probeKept keeps, a power of two
// (2^probeKeptBits): room for a hand's distinct spells, each probed with
// each number of kicker costs and a few values of X, and the
// battlefield's activated abilities, with few questions falling in one
// slot.
const (
	probeKeptBits = 7
	probeKeptLen  = 1 << probeKeptBits
)

// reset drops every answer kept, for a reset game: the entries stay as
// they are, of another gen.
func (pk *probeKept) reset() {
	pk.gen++
	pk.singleAt, pk.singleP, pk.singleTap, pk.single = 0, 0, nil, false
	pk.paid = paidNote{}
}

// probeSlot is the entry of probeKept that keeps the answer to a
// question: one place to look, and a question that falls in the slot of
// another takes it over.
func probeSlot(kind probeKind, obj ObjRef, n, x int) int {
	h := uint32(obj.Card)*0x9e3779b1 ^ obj.Inc*0x85ebca77 ^ uint32(n)*0xc2b2ae3d ^ uint32(x)*0x27d4eb2f ^ uint32(kind)
	return int(h >> (32 - probeKeptBits)) // the top bits, the best mixed
}

// probeKind says what a kept answer is about.
type probeKind uint8

const (
	probeCast     probeKind = iota + 1 // casting a card from its owner's hand
	probeActivate                      // activating an ability of a permanent
)

// probeAnswer is one kept answer and what it was found for.
type probeAnswer struct {
	keptStamp
	gen      uint64 // probeKept.gen when it was found
	kind     probeKind
	player   PlayerID
	obj      ObjRef
	n        int // the mask of kicker costs paid (a cast); the ability's index (an activation)
	x        int
	pool     ManaPool
	priority bool // the player held priority
	sick     bool // the probe read a summoning sickness
	began    int  // the player's Player.TurnBegan, if sick
	// tapsOwn says the answer read no permanent's tapped state but the
	// object's own (selfTapsOnly), srcTapped what that was.
	tapsOwn   bool
	srcTapped bool
	// ownOnly says the answer read no permanent but the player's own
	// (readsOwnOnly), ownField the player's Player.fieldVer it was found
	// (or last found to hold) at (ownFieldHolds).
	ownOnly  bool
	ownField uint64
	// taps and untaps are the player's Player.tapVer and untapVer the
	// answer was found at (tapsHold); fewer says an answer that the action
	// is not legal stays so with fewer mana sources (singleSources).
	taps, untaps uint64
	fewer        bool
	legal        bool
	// repay says the answer's probe reads which permanents are tapped in
	// its payment plan alone (repayable): when only the player's taps have
	// changed, or, for a legal answer that read no permanent but the
	// player's own (ownOnly), the player's permanents too, planning the
	// payment again tells the answer (repaid).
	// atPay says the probe was refused at that plan, in its one run.
	repay, atPay bool
}

// An answer that read a permanent's tapped state read that of the
// player's own alone: the player's mana sources (sourcesOf: the
// permanents the player controls), the source of an ability with {T} in
// its cost. A filter or a count that reads whether another permanent is
// tapped counts its reads of the turn (turnReads, version.go), and the
// answer is then kept for its version alone; the plays a listing keeps
// are kept on the player's taps for the same reason (listing_kept.go).
// So an answer holds while the player's permanents are tapped and
// untapped as they were (Player.tapVer), another player's land tapped
// leaving it current. An answer that the action is not legal, found
// with mana sources that each make one mana (singleSources), holds
// while none of the player's permanents has been untapped since
// (Player.untapVer): a tapped source can't pay {T}, and with fewer such
// sources untapped no payment is possible that was not — which colored
// symbols they can pay is a matching, each symbol to a source of its
// color, and the generic mana is what is left — while nothing else the
// answer read changes as a permanent is tapped.

// tapsHold reports whether the player's taps since e was found leave it
// current (above), pl being the player.
func (e *probeAnswer) tapsHold(pl *Player) bool {
	if e.legal || !e.fewer {
		return e.taps == pl.tapVer
	}
	return e.untaps == pl.untapVer
}

// sourceTap is the source p's mana sources leave out as a probe of o
// found them (singleSources): o or none.
func (g *Game) sourceTap(p PlayerID, o *Object) *Object {
	if int(p) < len(g.space.sources) && g.space.sources[p].tap == o {
		return o
	}
	return nil
}

// singleSources reports whether p's untapped mana sources, as the probe
// of o just made found them, each make one mana, and none has a mana
// ability with more than {T} to its cost: the payment is then a matching
// (tapsHold). They are p's sources as found at this version and these
// taps, leaving out none but o, if any.
func (g *Game) singleSources(p PlayerID, o *Object) bool {
	if int(p) >= len(g.space.sources) {
		return false
	}
	sc := &g.space.sources[p]
	if !sc.set || sc.ver != g.version || sc.tapVer != g.tapVersion || sc.tap != nil && sc.tap != o || len(sc.costed) > 0 {
		return false
	}
	for i := range sc.srcs {
		if s := &sc.srcs[i]; (s.one == 0 || s.one == notMono) && !s.single() { // one: a single option of one mana
			return false
		}
	}
	return true
}

// probeEnd is how a probe's run ended: how many times its action was
// tried (probe runs it once more for each other answer to a decision it
// asked, probeAlternatives) and the last refusal.
type probeEnd struct {
	runs int
	err  error
}

// readsOwnOnly reports whether a probe that ended as end, of kind on o,
// a card in its owner's hand (a cast) or a permanent whose activated
// ability it is is a (an activation), read no permanent but the
// player's own. That is so of a spell or an ability with no targets (so
// no list of them is read), and of a probe tried once that was refused
// before any target was chosen: it could not pay the mana (castSteps
// plans the payment before the modes and targets), or an ability's
// source is tapped or summoning sick. Such a probe reads the player's
// mana sources, an ability's source and its costs (a sacrifice reads the
// player's permanents, and counts its reads of the turn anyway:
// probeReads), and static abilities — a cast limit, a cost change, an
// activation ban, a rule for the player — which are characteristics: a
// permanent with one entering or leaving moves charsVersion
// (reachesOthers). A filter or a count that reads other permanents
// counts its reads of the turn (turnReads). Such an answer holds while
// the player's permanents do (ownFieldHolds), another player's land
// played or creature dying leaving it current.
func readsOwnOnly(kind probeKind, o *Object, a *Ability, end *probeEnd) bool {
	if end.runs == 1 && (end.err == errProbeUnpayable || end.err == errProbeCantPay || end.err == errProbeTapped || end.err == errProbeSick) {
		return true
	}
	if kind == probeCast {
		return len(o.Card.printedFacts().spell.Targets) == 0 // the ability castSteps reads
	}
	return a != nil && len(a.Targets) == 0
}

// ownFieldHolds reports whether the permanents that entered or left the
// battlefield since e, an answer for pl's player p that read no
// permanent but p's own (ownOnly), was found leave it current: none of
// p's did (Player.fieldVer), or, as the field log shows, each that did
// entered and is still there, and is another player's or can't be one
// of p's mana sources (maySourceMana): p's mana sources are then as they
// were. An answer that the action is not legal found with sources that
// each make one mana (fewer) holds too as permanents leave: with fewer
// sources no payment is possible that was not (tapsHold). A permanent
// that enters or leaves with a static ability moves charsVersion, and
// the answer is found again anyway. When it holds, e is noted as found
// at the battlefield as it is, so that the next look starts there.
func (g *Game) ownFieldHolds(e *probeAnswer, p PlayerID, pl *Player) bool {
	if e.ownField != pl.fieldVer && !g.eachFieldChange(e.fieldVer, func(r ObjRef, o *Object) bool {
		if o == nil {
			return !e.legal && e.fewer // it left
		}
		return o.Controller != p || !g.maySourceMana(o)
	}) {
		return false
	}
	e.fieldVer, e.ownField = g.fieldVersion, pl.fieldVer
	return true
}

// maySourceMana reports whether permanent o may be one of its
// controller's mana sources (appendManaSource): it has a basic land type
// or a mana ability.
func (g *Game) maySourceMana(o *Object) bool {
	c, tb := g.charsBits(o)
	if tb&tbBasicLandTypes != 0 {
		return true
	}
	for _, a := range c.Abilities {
		if a.IsMana {
			return true
		}
	}
	return false
}

// selfTapsOnly reports whether activating a's ability reads no
// permanent's tapped state but its source's: an ability with no mana to
// pay (so no mana source is looked at) and no targets (so no list of
// them is read), whose other costs ({T}, the source's) read nothing
// else of the kind. A cost that reads more — a sacrifice, a discard,
// life, counters — counts its reads of the turn (probeReads), and
// characteristics that read a permanent's tapped state count theirs
// (turnReads), so such an answer is kept for its version alone anyway.
// A mana ability ({T}: Add {G}) is the common case: it never targets
// (605.1a).
func selfTapsOnly(a *Ability) bool {
	return a != nil && len(a.Targets) == 0 && noMana(&a.Cost.Mana)
}

// castProbe reports whether p can cast o now, with flashback or not, the
// kicker costs kicked (whose mask is mask) and X = x. For a card in p's
// hand cast without flashback the answer is kept, and taken from what
// was kept when that is current. Its caller has found that o's timing
// allows casting it now (checkTiming), as it must before every call: the
// answer kept is one given that timing, whatever step or stack it was
// found at.
func (g *Game) castProbe(p PlayerID, o *Object, flashback bool, kicked []int, mask, x int) bool {
	var end probeEnd
	prio := g.priorityPlainlyHeld(p) || g.Priority == p && g.hasPriority(p) // HasPriority, asked once, for the probe and the answer's key
	if prio && !flashback && o.Zone == Hand && o.Card.Owner == p {
		if legal, asked := g.castAsked(p, o, kicked, mask, x); asked {
			return legal
		}
	}
	probe := func() bool {
		end.runs = 0
		return g.probe(func() error {
			err := g.castProbeRun(p, o.Ref, flashback, kicked, x, prio)
			end.runs, end.err = end.runs+1, err
			return err
		})
	}
	if flashback || o.Zone != Hand || o.Card.Owner != p {
		// Cast from elsewhere, it reads the permission that allows it,
		// which may read the turn ("during each of your turns").
		g.space.listBuf.unkeyed = true
		return probe()
	}
	return g.keptProbe(probeCast, p, o, kicked, mask, x, prio, probe, &end)
}

// castAsked is castProbe's common case, a card in p's hand cast
// without flashback by p holding priority (prio), when no answer of a
// cast has been kept in this game (probeKept.castsIn): keptProbe would
// find none and ask freshUnpayable and castTold, as this does without
// its look at the kept answers. A cast they don't tell is probed and kept
// as keptProbe does (probeKeep). Under VerifyCaches, whose checks want
// the probe at hand, and while a probe runs fresh or an ability's {T}
// cost is being paid, it reports false for asked, leaving it to
// castProbe.
func (g *Game) castAsked(p PlayerID, o *Object, kicked []int, mask, x int) (legal, asked bool) {
	pk := g.space.probeKept
	if pk == nil || pk.castsIn == pk.gen+1 || g.fresh > 0 || g.tapCost != nil || g.verifyCaches != nil {
		return false, false
	}
	decide := x == 0 && len(kicked) == 0
	pays, noted := pk.paid.noted(g.version+1, o.Ref, p, decide) // freshUnpayable's first answer, in line
	if !noted {
		var refused bool
		if refused, pays = g.freshUnpayable(p, o, mask, x, decide, nil); refused {
			return false, true
		}
	}
	reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
	if legal, told := g.castTold(p, o, kicked, x, pays); told {
		return legal, true
	}
	g.turnReads, g.probeReads, g.sickReads = reads, probeReads, sick // castTold's, if any, taken back
	var end probeEnd
	probe := func() bool {
		end.runs = 0
		return g.probe(func() error {
			err := g.castProbeRun(p, o.Ref, false, kicked, x, true)
			end.runs, end.err = end.runs+1, err
			return err
		})
	}
	return g.probeKeep(probeCast, p, o, kicked, mask, x, true, probe, &end, pk, &pk.entries[probeSlot(probeCast, o.Ref, mask, x)]), true
}

// activateProbe reports whether p can activate o's index-th activated
// ability now, o being a permanent, as castProbe does for a cast.
func (g *Game) activateProbe(p PlayerID, o *Object, index int) bool {
	var end probeEnd
	probe := func() bool {
		end.runs = 0
		return g.probe(func() error {
			err := g.Activate(p, o.Ref, index, nil)
			end.runs, end.err = end.runs+1, err
			return err
		})
	}
	if o.Zone != Battlefield {
		g.space.listBuf.unkeyed = true
		return probe() // an ability that functions from a hand or a graveyard reads that zone
	}
	if o.Tapped {
		if a := nthActivated(g.chars(o).Abilities, index); a != nil && a.Cost.Tap {
			return g.tappedRefusal(a, probe)
		}
	}
	return g.keptProbe(probeActivate, p, o, nil, index, 0, g.priorityPlainlyHeld(p) || g.Priority == p && g.hasPriority(p), probe, &end)
}

// tappedRefusal is the answer of probe, the probe of an activated
// ability a with {T} in its cost whose source is a tapped permanent: it
// can't be activated. activateSteps refuses it at the check that its
// source is untapped, if not before: each check before that one only
// refuses. Of what such a run reads, the characteristics of the source
// count their reads of the turn (turnReads) as activateProbe reads them,
// and the costs that read the turn count theirs here as activateSteps
// does before its checks. No kept answer is read or written: one found
// while the source was untapped stays for when it is untapped again.
// Under VerifyCaches the probe is run again and must agree.
func (g *Game) tappedRefusal(a *Ability, probe func() bool) bool {
	if a.Cost.HasLoyalty || a.SorcerySpeed || a.Cost.PayLife > 0 || a.Cost.Discard > 0 || a.Cost.RemoveCounters != nil || a.Cost.Sacrifice != nil {
		g.probeReads++ // as activateSteps counts them
	}
	if g.verifyCaches != nil {
		if g.freshProbe(probe) {
			g.verifyCaches("activating an ability with {T} of a tapped permanent", "false", "true")
		}
	}
	return false
}

// keptProbe answers a probe of kind on o from a kept answer when one is
// current, else runs probe, which notes in end how it ended, and keeps
// its answer; prio is whether p holds priority, kicked a cast's kicker
// costs. An answer stale only by p's taps is found again by planning the
// payment alone when that tells it (repaid), as is an answer that the
// action is legal stale only by p's taps and p's permanents entering or
// leaving, when it read no permanent but p's own (ownOnly): such a run
// reads p's permanents only through p's mana sources, in its payment
// plan (readsOwnOnly, ownFieldHolds). A cast's answer that castTold
// gives is not kept, nor one freshUnpayable gives: they are told again
// at each ask. An activation that activateTold tells is kept as the
// probe's answer would be. Under VerifyCaches a current or told answer
// is probed again and a difference reported.
func (g *Game) keptProbe(kind probeKind, p PlayerID, o *Object, kicked []int, n, x int, prio bool, probe func() bool, end *probeEnd) bool {
	if g.fresh > 0 || g.tapCost != nil {
		return probe()
	}
	pk := g.space.probeKept
	if pk == nil { // apart from the game, which it would make 4 KB larger
		pk = new(probeKept)
		g.space.probeKept = pk
	}
	e := &pk.entries[probeSlot(kind, o.Ref, n, x)]
	if e.gen == pk.gen && e.set && e.obj == o.Ref && e.kind == kind && e.player == p && e.n == n && e.x == x &&
		samePool(&e.pool, &g.Players[p].Pool) && e.priority == prio && (!e.sick || e.began == g.Players[p].TurnBegan) {
		taps := e.tapsOwn && e.srcTapped == o.Tapped || !e.tapsOwn && e.tapsHold(g.Players[p])
		if taps && (e.tapsOwn || e.fieldVer == g.fieldVersion || e.ownOnly && g.ownFieldHolds(e, p, g.Players[p])) && e.currentFor(g, false, false) {
			if !e.turnFree {
				g.probeReads++ // whoever reads the answer reads what it read
			}
			if e.sick {
				g.sickReads++
			}
			if g.verifyCaches != nil {
				g.verifyProbeAnswer(e, probe)
			}
			return e.legal
		}
		if e.repay && e.turnFree && (e.ownOnly && (e.legal || e.atPay && kind == probeCast) || !taps && (!e.atPay || e.untaps == g.Players[p].untapVer) && (e.fieldVer == g.fieldVersion || e.ownOnly && g.ownFieldHolds(e, p, g.Players[p]))) && e.currentFor(g, false, false) {
			if legal, ok := g.repaid(e, p, o, kicked, n, x); ok {
				if g.verifyCaches != nil {
					g.verifyProbeAnswer(e, probe)
				}
				return legal
			}
		}
	}
	var pays payCount
	if kind == probeCast {
		var refused bool
		if refused, pays = g.freshUnpayable(p, o, n, x, prio && x == 0 && len(kicked) == 0, probe); refused {
			return false
		}
	}
	reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
	if kind == probeCast && prio {
		// An answer castTold gives is not kept: it tells it again at each
		// ask for about what a kept answer's key and store cost, and most
		// are asked once.
		if legal, told := g.castTold(p, o, kicked, x, pays); told {
			if g.verifyCaches != nil {
				g.verifyProbeAnswer(&probeAnswer{kind: probeCast, obj: o.Ref, n: n, x: x, legal: legal}, probe)
			}
			return legal
		}
		g.turnReads, g.probeReads, g.sickReads = reads, probeReads, sick // castTold's, if any, taken back
	}
	return g.probeKeep(kind, p, o, kicked, n, x, prio, probe, end, pk, e)
}

// probeKeep is keptProbe after it has found no kept answer to its
// question and, for a cast, freshUnpayable and castTold have not told
// it: it tells an activation by activateTold or runs probe, and keeps
// the answer in e, the question's slot of pk.
func (g *Game) probeKeep(kind probeKind, p PlayerID, o *Object, kicked []int, n, x int, prio bool, probe func() bool, end *probeEnd, pk *probeKept, e *probeAnswer) bool {
	reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
	pool := g.Players[p].Pool // the key's, as the probe finds it
	told, legal := false, false
	if kind == probeActivate && prio {
		if legal, told = g.activateTold(p, o, n, end); told {
			if g.verifyCaches != nil {
				g.verifyProbeAnswer(&probeAnswer{kind: probeActivate, obj: o.Ref, n: n, legal: legal}, probe)
			}
		} else {
			g.turnReads, g.probeReads, g.sickReads = reads, probeReads, sick // activateTold's, if any, taken back
		}
	}
	if !told {
		legal = probe()
	}
	if kind == probeCast {
		pk.castsIn = pk.gen + 1
	}
	// Field by field: a literal would be made whole and copied in.
	turnFree := g.turnReads == reads && g.probeReads == probeReads
	e.gen, e.kind, e.player, e.obj, e.n, e.x, e.pool, e.priority = pk.gen, kind, p, o.Ref, n, x, pool, prio
	e.sick, e.began, e.legal = g.sickReads != sick, g.Players[p].TurnBegan, legal
	var a *Ability
	if kind == probeActivate {
		a = nthActivated(g.chars(o).Abilities, n)
	}
	e.taps, e.untaps = g.Players[p].tapVer, g.Players[p].untapVer
	e.tapsOwn, e.srcTapped = false, false
	if kind == probeActivate && selfTapsOnly(a) {
		e.tapsOwn, e.srcTapped = true, o.Tapped
	}
	e.keptStamp = g.stamp(turnFree)
	e.ownOnly, e.ownField = !e.tapsOwn && readsOwnOnly(kind, o, a, end), g.Players[p].fieldVer
	e.fewer = false
	e.atPay = end.runs == 1 && (end.err == errProbeUnpayable || end.err == errProbeCantPay)
	// An answer refused elsewhere than at its payment is left out: it
	// might have been refused before it (repaid).
	e.repay = (legal || e.atPay) && !e.tapsOwn && g.repayable(kind, o, a)
	if !legal && !e.tapsOwn {
		if tap := g.sourceTap(p, o); pk.singleAt != g.version+1 || pk.singleP != p || pk.singleTap != tap {
			pk.singleAt, pk.singleP, pk.singleTap, pk.single = g.version+1, p, tap, g.singleSources(p, o)
		}
		e.fewer = pk.single
	}
	return legal
}

// repayable reports whether the probe of kind on o (a card in its
// owner's hand, or a permanent whose activated ability a is) reads which
// permanents are tapped in its payment plan alone. castSteps plans the
// payment of the cost before anything it asks (the kicker costs are
// given, as the listing gives them), and plans it again after the
// targets only for a cost that targets add to (CostPerTarget); an
// additional cost, which may read permanents, rules it out. activateSteps
// plans the payment of the ability's mana cost before anything it asks
// and reads its source's tapped state only for a {T} cost, which rules
// it out. Their other reads of tapped permanents, a filter's, count
// their reads of the turn (turnReads), as do the cast limits and an
// ability's other costs (probeReads).
func (g *Game) repayable(kind probeKind, o *Object, a *Ability) bool {
	if !g.legalProbe {
		return false
	}
	if kind == probeCast {
		return !o.Card.Def.CostPerTarget.Present && !o.Card.additional
	}
	return a != nil && !a.Cost.Tap
}

// repaid finds again the answer e, p's probe of kind on o (n and x as
// keptProbe's, kicked a cast's kicker costs), when only p's taps have
// changed since it was found, or p's taps and permanents for a legal
// answer that read no permanent but p's own (e.repay; keptProbe has
// found the rest of its key current): e is that the action is legal or
// was refused at its payment, so the probe's run passed every check
// before the payment, and
// goes as it went up to its payment plan, which reads the sources
// untapped now. If the cost can't be paid now, the run is refused there,
// before any decision (errProbeUnpayable, errProbeCantPay); if it can and
// e was not refused there, every run goes on as it went, and the answer
// is e's. It reports false when it can't
// tell (e was refused at its payment, which can now be paid), the reads
// it counted taken back for the probe to count. A found answer is kept,
// noted at this version.
func (g *Game) repaid(e *probeAnswer, p PlayerID, o *Object, kicked []int, n, x int) (legal, ok bool) {
	reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
	var pays, hasX bool
	if e.kind == probeCast {
		// The cost castSteps plans before the targets: o is in p's hand,
		// not cast with flashback, and no effect lets it be cast without
		// paying.
		c := g.baseOf(o)
		if told, ok := g.countedPay(p, o, c, kicked, x); told {
			hasX, pays = c.ManaCost.X != 0, ok
		} else {
			req := CastRequest{Player: p, Card: o.Ref, Kicked: kicked, X: x}
			var cost ManaCost
			_, hasX, pays = g.planCastCost(&cost, o.Card.Def, c, &req, nil, kickerCosts(c))
		}
	} else if a := nthActivated(g.chars(o).Abilities, n); a != nil {
		_, pays = g.planPayment(p, &a.Cost.Mana, 0)
	} else {
		return false, false // none read yet
	}
	if pays && e.atPay {
		// The run now goes past its payment: the steps after it tell the
		// answer, if they are a cast's targets alone (castAfterPayment).
		legal, told := false, false
		if e.kind == probeCast {
			legal, told = g.castAfterPayment(p, o, kicked, x, hasX)
		}
		if !told {
			g.turnReads, g.probeReads, g.sickReads = reads, probeReads, sick
			return false, false
		}
		// As the probe would keep its answer: refused after the payment,
		// or legal, having read the targets if the spell has any.
		e.legal, e.atPay, e.repay, e.fewer = legal, false, legal, false
		e.ownOnly = len(o.Card.printedFacts().spell.Targets) == 0
	}
	pl := g.Players[p]
	if g.sickReads != sick && !e.sick {
		e.sick, e.began = true, pl.TurnBegan
	}
	e.keptStamp = g.stamp(g.turnReads == reads && g.probeReads == probeReads)
	e.taps, e.untaps, e.ownField = pl.tapVer, pl.untapVer, pl.fieldVer
	if !pays {
		// As the probe would keep its refusal at the payment (readsOwnOnly).
		e.legal, e.atPay, e.ownOnly = false, true, true
	}
	if !e.legal {
		pk := g.space.probeKept
		if tap := g.sourceTap(p, o); pk.singleAt != g.version+1 || pk.singleP != p || pk.singleTap != tap {
			pk.singleAt, pk.singleP, pk.singleTap, pk.single = g.version+1, p, tap, g.singleSources(p, o)
		}
		e.fewer = pk.single
	}
	return e.legal, true
}

// activateTold tells, without a probe, whether p, holding priority, can
// activate the index-th activated ability of o, a permanent, when the
// probe's run would ask no decision: an ability that functions on the
// battlefield with no modes, division or X to choose, no discard, life,
// counters or loyalty to its cost, not "only as a sorcery", and with
// targets, if any, that countedTargets counts without asking
// (targetsTold). It checks what activateSteps checks for it, in its
// order — that p may act and activate abilities, that o's
// characteristics don't ban the ability and that p controls o, then {T}
// on a tapped or summoning-sick source — plans the mana cost as
// activateSteps does, with o left out of the sources for a {T} cost
// (tapCost), then counts the targets, each group needing as many legal
// ones as its minimum (601.2c), and looks for a permanent to sacrifice
// as a probe does (sacrificeTold). It notes in end how the probe's one
// run would have ended, for keptProbe to keep the answer as the probe's.
// It reports false for told when it can't tell, leaving the question to
// the probe (whose caller takes back the reads counted here).
func (g *Game) activateTold(p PlayerID, o *Object, index int, end *probeEnd) (legal, told bool) {
	if !g.legalProbe || g.actorError(p) != nil || g.cantActivateError(p) != nil {
		return false, false
	}
	c := g.chars(o)
	a := nthActivated(c.Abilities, index)
	if a == nil || a.Modes != 0 || a.Divide != nil || a.FunctionsIn != ZoneNone && a.FunctionsIn != Battlefield ||
		a.Cost.LoyaltyX || costReadsMore(a) ||
		c.Banned.bans(a) || c.Controller != p {
		return false, false // a refusal or a decision: the probe's
	}
	if readsPastCost(a) {
		g.probeReads++ // the permanents to sacrifice, as activateSteps counts them
	}
	var err error
	switch {
	case a.Cost.Tap && o.Tapped:
		err = errProbeTapped
	case a.Cost.Tap && g.typeBitsOf(o, c)&tbCreature != 0 && g.Sick(o) && !c.Has("haste"):
		err = errProbeSick
	default:
		saved := g.tapCost
		if a.Cost.Tap {
			g.setTapCost(o)
		}
		_, ok := g.planPayment(p, &a.Cost.Mana, 0)
		g.setTapCost(saved)
		switch {
		case !ok:
			err = errProbeCantPay
		case len(a.Targets) == 0:
			legal, err = g.sacrificeTold(p, a, o)
		default:
			// The targets, chosen after the payment is planned, as
			// activateSteps chooses them: with no modes, and the kicker
			// costs its source was cast with (kickedOf).
			enough, counted := g.targetsTold(a.Targets, p, o.Ref, g.kickedOf(o.Ref))
			if !counted {
				return false, false
			}
			err = errNoTargetsTold
			if enough {
				legal, err = g.sacrificeTold(p, a, o)
			}
		}
	}
	end.runs, end.err = 1, err
	return legal, true // legal, as err == errProbeLegal says, without comparing them
}

// sacrificeTold is how activateSteps' probe of a, an ability of o, ends
// after its targets: refused if its cost sacrifices a permanent p
// controls and p controls none that it may (sacrificeOption), else
// legal (errProbeLegal, with legal true: read without comparing errors,
// a call). When o itself, a permanent p controls, is one it may ("Sacrifice
// a creature" of a creature), sacrificeOption's walk of the battlefield
// would find it if nothing before it: o is asked first, and the walk made
// only when o is not one. The answer read which permanents there are
// (probeReads, counted by activateTold): it is kept for its version alone.
func (g *Game) sacrificeTold(p PlayerID, a *Ability, o *Object) (legal bool, err error) {
	f := a.Cost.Sacrifice
	if f == nil || g.sacrificesSelf(p, f, o) || g.sacrificeOption(p, f, o.Ref) {
		return true, errProbeLegal
	}
	return false, errNoSacrificeTold
}

// sacrificesSelf reports whether o, a permanent, is one sacrificeOption
// finds for its own ability, p sacrificing one matching f: on the
// battlefield, a zone f's objects can be in (eachCandidate), controlled
// by p and matching f with itself as the source.
func (g *Game) sacrificesSelf(p PlayerID, f *Filter, o *Object) bool {
	if o.Zone != Battlefield {
		return false
	}
	var zones [8]Zone
	if !slices.Contains(f.appendZones(zones[:0]), Battlefield) {
		return false
	}
	c := g.chars(o)
	return c.Controller == p && g.matchChars(f, o, c, p, o.Ref)
}

// errNoSacrificeTold is how activateTold notes a run refused for want of
// a permanent to sacrifice.
var errNoSacrificeTold = errors.New("nothing to sacrifice")

// errNoTargetsTold is how activateTold notes a run refused for a group of
// targets with too few legal ones (chooseTargets): neither legal nor
// refused at or before the payment.
var errNoTargetsTold = errors.New("too few legal targets")

// castAfterPayment tells whether p's cast of o, a card in p's hand
// whose cost castSteps has just found payable (repaid), with the kicker
// costs kicked and X = x (hasX: its cost has an X), passes the steps
// after its payment plan, when they are these alone: a spell with no
// modes to choose (700.2) and no division (601.2d), whose targets
// probeTargets counts without asking a decision (no "another" after the
// first group), and with no additional cost and no cost a target adds to
// (repayable). The run then asks no decision: it chooses its targets
// (601.2c), whose groups must each have as many legal targets as they
// need, listed as probeTargets lists them (legalTargetsIn, which counts
// its reads of the turn), and is refused if it names an X its cost
// lacks. It reports false for told otherwise, having read nothing.
func (g *Game) castAfterPayment(p PlayerID, o *Object, kicked []int, x int, hasX bool) (legal, told bool) {
	ab := o.Card.printedFacts().spell
	if ab == nil || ab.Modes != 0 || ab.Divide != nil {
		return false, false
	}
	enough, counted := g.targetsTold(ab.Targets, p, o.Ref, kicked)
	if !counted {
		return false, false
	}
	return enough && (x == 0 || hasX), true
}

// targetsTold reports whether each group of specs, the targets of a spell
// or ability whose source is src controlled by p (kicked its kicker
// costs), has as many legal targets as it needs, when countedTargets
// counts them without asking a decision (counted), listing them in the
// searcher's store as a probe's run would.
func (g *Game) targetsTold(specs []TargetSpec, p PlayerID, src ObjRef, kicked []int) (enough, counted bool) {
	s := g.space.searcher
	if s == nil { // the game's first: made as a probe would make it
		s = &searchDecider{}
		g.space.searcher = s
	} else if s.busy {
		return false, false
	}
	s.store.resetRun(g.verifyCaches != nil) // the last probe's lists are no one's now
	return g.countedTargets(&s.store, specs, p, src, nil, kicked)
}

// castTold tells, without a probe, whether p, holding priority, can cast
// o, a card in p's hand whose timing allows it now (castProbe), with
// the kicker costs kicked and X = x, when the probe's run would ask no
// decision: it checks what castSteps checks before the payment — that p
// may act, can cast spells (cantCastError) and is not limited
// (castLimitError, which counts its reads as it does there), that o is
// not a land, and that X and the kicker costs named are allowed — plans
// the payment as castSteps does (planCastCost), and, if o is repayable
// and the cost can be paid, tells the steps after it (castAfterPayment).
// When freshUnpayable has found that p's sources pay o's base cost by
// their count (pays), a cast with X = 0 and no kicker cost plans that
// cost, and the plan's answer is the count's: it reads the sources as
// the plan would, counting their read of a summoning sickness again.
// It reports false for told when it can't tell, leaving the question to
// the probe (whose caller takes back the reads counted here).
func (g *Game) castTold(p PlayerID, o *Object, kicked []int, x int, pays payCount) (legal, told bool) {
	if x < 0 || x > MaxNumber || !g.repayable(probeCast, o, nil) ||
		defTypeBits(o)&tbLand != 0 ||
		!g.mayAct(p) && g.actorError(p) != nil || g.cantCastError(p) != nil || g.castLimitError(o, p) != nil {
		return false, false
	}
	// Its base characteristics' mana cost and kicker costs are its
	// definition's, copied as they are (manaShort, baseKickers): read in
	// place, the rest of them looked for only to plan a cost.
	kickers := baseKickers(o)
	if kicked == nil && len(kickers) > 0 {
		return false, false // a decision
	}
	for i, k := range kicked {
		if k < 0 || k >= len(kickers) || slices.Contains(kicked[:i], k) {
			return false, false
		}
	}
	var hasX, ok bool
	if pays != payUncounted && x == 0 && len(kicked) == 0 {
		hasX, ok = o.Def().ManaCost.X != 0, true
		if pays == paysSick {
			g.sickReads++ // as the plan's read of the sources counts it (sourcesOf)
		}
		if g.verifyCaches != nil {
			g.verifyCountedPay(p, o, g.baseOf(o), kicked, x, true)
		}
	} else {
		c := g.baseOf(o)
		req := CastRequest{Player: p, Card: o.Ref, Kicked: kicked, X: x}
		var cost ManaCost
		_, hasX, ok = g.planCastCost(&cost, o.Card.Def, c, &req, nil, kickers)
	}
	if !ok {
		return false, false
	}
	return g.castAfterPayment(p, o, kicked, x, hasX)
}

// castNeed returns how much mana at least a spell with mana cost c asks
// for when cast from its owner's hand, as a probe casts it: the cost is
// c, plus any kicker costs and X (castCostIn, xManaCost), which only add
// to it, and each symbol is paid with one mana. It returns 0 for a cost
// whose numbers are not all in [0, 2²⁰) (a negative number read as
// unsigned is not), leaving such a cost to the probe.
func castNeed(c *ManaCost) int {
	k := &c.Colored
	if uint(c.Generic|k[0]|k[1]|k[2]|k[3]|k[4]|k[5]) >= 1<<20 {
		return 0
	}
	return c.Generic + k[0] + k[1] + k[2] + k[3] + k[4] + k[5]
}

// cantMake reports whether pl's pool and untapped mana sources, as the
// probe would plan from them now (sourcesOf, probePlan), each tapped once
// for the most its options make (sourcesCache.most and each, made once
// for each answer of sources), can't make need mana (castNeed of cost)
// or as much of one type as cost's symbols of that type ask for
// (shortOfAType). It reports false when it can't tell: a source with a
// costed mana ability, sources that read the turn, a number out of
// bounds. sickRead says the sources read a summoning sickness.
// When the pool is empty and every source makes one mana of one type
// (sourcesCache.mono), the counts decide the payment plan too: the
// sources make cost exactly when each type has as many sources as
// cost's symbols of it and there are need sources in all, as
// planFromEmpty plans (each colored symbol a source of its type, the
// generic part any sources left); pays then says cost can be paid. When
// decide asks, sources that each make one mana, some of a choice of
// colors, decide it as the probe's plan does (canPay, probePlan).
func (g *Game) cantMake(pl *Player, cost *ManaCost, need int, decide bool) (short, sickRead, pays bool) {
	sc := g.sourcesOf(pl.ID)
	if sc == nil || !sc.turnFree || len(sc.costed) > 0 {
		return false, false, false
	}
	if sc.totals == 0 {
		sc.makeTotals()
	}
	if sc.totals == totalsOut {
		return false, false, false
	}
	most, each, empty := sc.most, &sc.each, true // the most mana, and of each type
	if pool := &pl.Pool; pool[0]|pool[1]|pool[2]|pool[3]|pool[4]|pool[5] != 0 {
		n := castNeed(&ManaCost{Colored: *pool}) // the pool's mana, 0 out of bounds
		if n == 0 {
			return false, false, false
		}
		most += n
		with := *each
		addMana(&with, pool)
		each, empty = &with, false
	}
	if most >= need && !shortOfAType(each, cost) {
		if empty && !sc.mono && decide {
			if sc.single && oneTypeAsked(cost) {
				// canPay's answer, without its walks: each type has
				// as many sources that can make it as cost asks of it
				// (shortOfAType: Hall's condition for that one type,
				// the only one), and there are need sources in all.
				if g.verifyCaches != nil {
					if ok, sure := canPay(&pl.Pool, sc.srcColors(), cost, 0); !ok || !sure {
						g.verifyCaches("whether sources of one mana each pay "+cost.String()+" by their counts", "true true", fmt.Sprint(ok, sure))
					}
				}
				return false, sc.sickRead, true
			}
			ok, sure := canPay(&pl.Pool, sc.srcColors(), cost, 0)
			return false, sc.sickRead, ok && sure
		}
		return false, sc.sickRead, empty && sc.mono
	}
	return true, sc.sickRead, false
}

// countedPay tells, when it can (told), whether p's cast of a card from
// p's hand with base mana cost cost, the kicker costs kicked and X = x
// pays the cost castSteps plans before the targets (planCastCost), from
// what p's pool and sources make at most (cantMake), having read the
// sources as the plan would (sourcesOf): not when they can't make the
// base cost, to which kicker costs and X only add; and, with no kicker
// cost and X = 0, when the counts decide the plan (cantMake's pays).
// Under VerifyCaches the plan is made too and must agree.
func (g *Game) countedPay(p PlayerID, o *Object, c *Chars, kicked []int, x int) (told, pays bool) {
	cost := &c.ManaCost
	need := castNeed(cost)
	if need == 0 {
		return false, false
	}
	short, _, counted := g.cantMake(g.Players[p], cost, need, x == 0 && len(kicked) == 0)
	switch {
	case short:
	case counted && x == 0 && len(kicked) == 0:
		pays = true
	default:
		return false, false
	}
	if g.verifyCaches != nil {
		g.verifyCountedPay(p, o, c, kicked, x, pays)
	}
	return true, pays
}

// verifyCountedPay checks, for a game that verifies its caches, that pays, whether p's
// cast of o (base characteristics c, the kicker costs kicked, X = x)
// pays its cost as counted (countedPay, castTold), is the answer of the
// plan made for it (planCastCost).
func (g *Game) verifyCountedPay(p PlayerID, o *Object, c *Chars, kicked []int, x int, pays bool) {
	req := CastRequest{Player: p, Card: o.Ref, Kicked: kicked, X: x}
	var planned ManaCost
	if _, _, again := g.planCastCost(&planned, o.Card.Def, c, &req, nil, kickerCosts(c)); again != pays {
		g.verifyCaches("whether "+g.PlayerName(p)+" pays "+c.ManaCost.String()+" by the count of its sources", fmt.Sprint(pays), fmt.Sprint(again))
	}
}

// payCount is what freshUnpayable found of a cost it did not refuse:
// payUncounted when the count does not decide the plan (cantMake's
// pays), else that it pays, and whether the sources read a summoning
// sickness.
type payCount uint8

const (
	payUncounted payCount = iota
	paysFresh
	paysSick
)

// freshUnpayable reports whether a cast question keptProbe has no
// current answer to, p casting o from p's hand (castProbe), is answered
// by p's pool and sources alone: they can't make as much mana as o's
// cost asks for (castNeed), or as much of one type as its colored
// symbols (or {C}) of that type ask for (cantMake, shortOfAType). The
// cast is then refused, at its payment if not before.
// Of castSteps' checks for a card cast from its owner's hand, the
// payment plan is the only one that may allow what it refused: the
// others (cantCastError, castLimitError, the kicker costs named) only
// refuse, and no effect makes a spell cost less (a construct that does
// must end this), so the cost planned is the card's base mana cost,
// read here as it is now, plus kicker costs and X, which only add to it:
// cast from the owner's hand, with no flashback, no effect allows it
// without paying or for another cost. The answer reads the sources
// alone, which count a summoning sickness read. Nothing is kept: the
// question costs about what a kept answer's checks would (most of it
// p's sources, which the probe reads next anyway when it is not
// answered), and once the cost can be paid the answer is told
// (castTold) or probed and kept. Under VerifyCaches the probe is run and must agree.
// Otherwise pays says what the count tells of the base cost (payCount),
// from sources with a choice of colors only when decide asks.
func (g *Game) freshUnpayable(p PlayerID, o *Object, n, x int, decide bool, probe func() bool) (refused bool, pays payCount) {
	// The listing asked it just before of o (cantPay, with decide), which
	// every cast probe of a card of its owner's hand follows: the same
	// answer while nothing has changed, of which the reads were counted
	// then. A count that decides without decide is the same asked with it
	// (cantMake); one asked with decide is told as undecided to a question
	// without it, which is asked only where pays is not read (keptProbe
	// tells a cast by the count only with X 0 and no kicker, holding
	// priority: castTold).
	pn := &g.space.probeKept.paid
	if pays, ok := pn.noted(g.version+1, o.Ref, p, decide); ok {
		if g.verifyCaches != nil {
			reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
			if short, again := g.manaShort(p, o, pn.decide); short || again != pn.pays {
				g.verifyCaches("whether "+g.PlayerName(p)+"'s sources may pay for "+g.Describe(o.Ref), fmt.Sprint(pn.pays), fmt.Sprint(short, again))
			}
			g.turnReads, g.probeReads, g.sickReads = reads, probeReads, sick
		}
		return false, pays
	}
	if refused, pays = g.manaShort(p, o, decide); !refused {
		return false, pays
	}
	if g.verifyCaches != nil {
		g.verifyProbeAnswer(&probeAnswer{kind: probeCast, obj: o.Ref, n: n, x: x}, probe)
	}
	return true, payUncounted
}

// manaShort reports whether p's pool and untapped sources can't make
// the base mana cost of o, a card of p's hand (cantMake), counting the
// sources' read of a summoning sickness when they can't. Otherwise pays
// says what the count tells of the cost (payCount), from sources with a
// choice of colors only when decide asks.
func (g *Game) manaShort(p PlayerID, o *Object, decide bool) (short bool, pays payCount) {
	// Its base characteristics' mana cost is its definition's, copied as
	// it is (setBaseChars; a copy effect's values are o.Def()): read in
	// place, the rest of them not looked for.
	cost := &o.Def().ManaCost
	need := castNeed(cost)
	if need == 0 {
		return false, payUncounted // nothing to pay, or a number out of bounds: the probe's
	}
	short, sickRead, counted := g.cantMake(g.Players[p], cost, need, decide)
	switch {
	case short:
		if sickRead {
			g.sickReads++
		}
		return true, payUncounted
	case !counted:
	case sickRead:
		pays = paysSick
	default:
		pays = paysFresh
	}
	if g.fresh == 0 && g.tapCost == nil {
		pk := g.space.probeKept
		if pk == nil {
			pk = new(probeKept)
			g.space.probeKept = pk
		}
		pn := &pk.paid // field by field: a literal would be made whole and copied in
		pn.at, pn.obj, pn.p, pn.decide, pn.pays = g.version+1, o.Ref, p, decide, pays
	}
	return false, pays
}

// oneTypeAsked reports whether cost's symbols of a type of mana (a
// colored symbol, or {C}) are of one type at most.
func oneTypeAsked(cost *ManaCost) bool {
	n := 0
	for _, k := range cost.Colored {
		if k != 0 {
			n++
		}
	}
	return n <= 1
}

// shortOfAType reports whether each, the most mana of each type a
// player's pool and sources can make, has less of some type than cost's
// symbols of it ask for: a colored symbol, or {C}, is paid with mana of
// its own type alone.
func shortOfAType(each *ManaPool, cost *ManaCost) bool {
	c := &cost.Colored
	return each[0] < c[0] || each[1] < c[1] || each[2] < c[2] || each[3] < c[3] || each[4] < c[4] || each[5] < c[5]
}

// freshProbe runs probe as it runs remembering nothing (fresh), for a
// check under VerifyCaches: what it reads of the turn, the probes it
// makes and the summoning sicknesses it reads are not counted for the
// caller.
func (g *Game) freshProbe(probe func() bool) bool {
	reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
	g.freshBegin()
	ok := probe()
	g.freshEnd()
	g.turnReads, g.probeReads, g.sickReads = reads, probeReads, sick
	return ok
}

// verifyProbeAnswer probes again, remembering nothing, the action whose
// kept answer is a, and reports a difference.
func (g *Game) verifyProbeAnswer(a *probeAnswer, probe func() bool) {
	fresh := g.freshProbe(probe)
	if fresh != a.legal {
		what := "casting"
		if a.kind == probeActivate {
			what = "activating ability of"
		}
		g.verifyCaches(fmt.Sprintf("%s %s (%d, X %d)", what, g.Describe(a.obj), a.n, a.x), fmt.Sprint(a.legal), fmt.Sprint(fresh))
	}
}
