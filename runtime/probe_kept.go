package runtime

import "fmt"

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
}

// probeKeptLen is how many answers probeKept keeps, a power of two: room
// for a hand's distinct spells, each probed with each number of kicker
// costs and a few values of X, and the battlefield's activated abilities.
const probeKeptLen = 32

// probeSlot is the entry of probeKept that keeps the answer to a
// question: one place to look, and a question that falls in the slot of
// another takes it over.
func probeSlot(kind probeKind, obj ObjRef, n, x int) int {
	h := uint32(obj.Card)*0x9e3779b1 ^ obj.Inc*0x85ebca77 ^ uint32(n)*0xc2b2ae3d ^ uint32(x)*0x27d4eb2f ^ uint32(kind)
	return int(h >> (32 - 5)) // the top bits, the best mixed: 2⁵ = probeKeptLen
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
	legal     bool
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
	probe := func() bool {
		return g.probe(func() error { return g.castProbeRun(p, o.Ref, flashback, kicked, x) })
	}
	if flashback || o.Zone != Hand || o.Card.Owner != p {
		// Cast from elsewhere, it reads the permission that allows it,
		// which may read the turn ("during each of your turns").
		g.listBuf.unkeyed = true
		return probe()
	}
	return g.keptProbe(probeCast, p, o, mask, x, probe)
}

// activateProbe reports whether p can activate o's index-th activated
// ability now, o being a permanent, as castProbe does for a cast.
func (g *Game) activateProbe(p PlayerID, o *Object, index int) bool {
	probe := func() bool {
		return g.probe(func() error { return g.Activate(p, o.Ref, index, nil) })
	}
	if o.Zone != Battlefield {
		g.listBuf.unkeyed = true
		return probe() // an ability that functions from a hand or a graveyard reads that zone
	}
	return g.keptProbe(probeActivate, p, o, index, 0, probe)
}

// keptProbe answers a probe of kind on o from a kept answer when one is
// current, else runs probe and keeps its answer. Under VerifyCaches a
// current answer is probed again and a difference reported.
func (g *Game) keptProbe(kind probeKind, p PlayerID, o *Object, n, x int, probe func() bool) bool {
	if g.fresh > 0 || g.tapCost != nil {
		return probe()
	}
	pool, prio := g.Players[p].Pool, g.HasPriority(p)
	pk := g.probeKept
	if pk == nil { // apart from the game, which it would make 4 KB larger
		pk = new(probeKept)
		g.probeKept = pk
	}
	e := &pk.entries[probeSlot(kind, o.Ref, n, x)]
	if e.set && e.obj == o.Ref && e.kind == kind && e.player == p && e.n == n && e.x == x &&
		e.pool.same(pool) && e.priority == prio && (!e.sick || e.began == g.Players[p].TurnBegan) &&
		(!e.tapsOwn || e.srcTapped == o.Tapped) && e.currentFor(g, !e.tapsOwn, !e.tapsOwn) {
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
	reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
	legal := probe()
	// Field by field: a literal would be made whole and copied in.
	e.keptStamp = g.stamp(g.turnReads == reads && g.probeReads == probeReads)
	e.kind, e.player, e.obj, e.n, e.x, e.pool, e.priority = kind, p, o.Ref, n, x, pool, prio
	e.sick, e.began, e.legal = g.sickReads != sick, g.Players[p].TurnBegan, legal
	e.tapsOwn, e.srcTapped = false, false
	if kind == probeActivate && selfTapsOnly(nthActivated(g.chars(o).Abilities, n)) {
		e.tapsOwn, e.srcTapped = true, o.Tapped
	}
	return legal
}

// verifyProbeAnswer probes again, remembering nothing, the action whose
// kept answer is a, and reports a difference.
func (g *Game) verifyProbeAnswer(a *probeAnswer, probe func() bool) {
	reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
	g.fresh++
	fresh := probe()
	g.fresh, g.turnReads, g.probeReads, g.sickReads = g.fresh-1, reads, probeReads, sick
	if fresh != a.legal {
		what := "casting"
		if a.kind == probeActivate {
			what = "activating ability of"
		}
		g.verifyCaches(fmt.Sprintf("%s %s (%d, X %d)", what, g.Describe(a.obj), a.n, a.x), fmt.Sprint(a.legal), fmt.Sprint(fresh))
	}
}
