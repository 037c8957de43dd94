package runtime

import "fmt"

// castKept remembers the answers of the last cast probes of a listing
// (appendCastActions): whether a card in its owner's hand can be cast
// now, with the kicker costs and X given. Each listing of legal actions
// probes every spell in the hand, and most listings of a turn find the
// same answers: a spell that could not be paid for at one priority can't
// at the next unless a land was untapped or mana added.
//
// An answer is kept past its version as keptStamp says, and also needs
// the player's mana pool and whether the player holds priority to be as
// they were, if the probe read nothing else of the turn's state: the
// characteristics it read count their reads (turnReads), and the cast's
// other reads of the turn count theirs in castReads — a timing that is
// not an instant's or flash's (the step, the active player, the stack),
// a cast limit (the spells cast this turn), an additional cost (a hand
// to discard from, permanents to sacrifice, life), legal targets that
// could not be kept past their version (targets_cache.go), mana sources
// that read the turn (summoning sickness). The card is named by its
// object, which a move out of the hand ends (400.7).
type castKept struct {
	entries [castKeptLen]castAnswer
	next    int // the entry the next answer takes
}

// castKeptLen is how many answers castKept keeps: a hand's distinct
// spells, each probed with each number of kicker costs and a few values
// of X.
const castKeptLen = 16

// castAnswer is one kept answer and what it was found for.
type castAnswer struct {
	keptStamp
	player   PlayerID
	card     ObjRef
	kicked   int // the mask of kicker costs paid
	x        int
	pool     ManaPool
	priority bool // the player held priority
	legal    bool
}

// castProbe reports whether p can cast o, a card in p's hand, now with
// the kicker costs in mask (kicked lists them) and X = x, from a kept
// answer when one is current, else from a probe whose answer it keeps.
// Under VerifyCaches a current answer is probed again and a difference
// reported.
func (g *Game) castProbe(p PlayerID, o *Object, mask int, kicked []int, x int) bool {
	probe := func() bool {
		return g.probe(func() error {
			_, err := g.Cast(CastRequest{Player: p, Card: o.Ref, Kicked: kicked, X: x})
			return err
		})
	}
	if g.fresh > 0 || g.tapCost != nil || o.Zone != Hand || o.Card.Owner != p {
		return probe()
	}
	pool, prio := g.Players[p].Pool, g.HasPriority(p)
	ck := &g.castKept
	e := &ck.entries[ck.next]
	for i := range ck.entries {
		a := &ck.entries[i]
		if !a.set || a.player != p || a.card != o.Ref || a.kicked != mask || a.x != x {
			continue
		}
		if a.pool == pool && a.priority == prio && a.current(g, true) {
			if g.verifyCaches != nil {
				g.verifyCastAnswer(a, probe)
			}
			return a.legal
		}
		e = a
		break
	}
	reads, castReads := g.turnReads, g.castReads
	legal := probe()
	if e == &ck.entries[ck.next] {
		ck.next = (ck.next + 1) % castKeptLen
	}
	*e = castAnswer{
		keptStamp: g.stamp(g.turnReads == reads && g.castReads == castReads),
		player:    p, card: o.Ref, kicked: mask, x: x, pool: pool, priority: prio, legal: legal,
	}
	return legal
}

// verifyCastAnswer probes again, remembering nothing, the cast whose
// kept answer is a, and reports a difference.
func (g *Game) verifyCastAnswer(a *castAnswer, probe func() bool) {
	reads, castReads := g.turnReads, g.castReads
	g.fresh++
	fresh := probe()
	g.fresh, g.turnReads, g.castReads = g.fresh-1, reads, castReads
	if fresh != a.legal {
		g.verifyCaches(fmt.Sprintf("casting %s (kicker mask %d, X %d)", g.Describe(a.card), a.kicked, a.x), fmt.Sprint(a.legal), fmt.Sprint(fresh))
	}
}
