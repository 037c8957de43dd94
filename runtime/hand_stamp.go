package runtime

import (
	"fmt"
	"sync/atomic"
)

// stamps hands out the numbers that tell players apart in their hands'
// stamps: a Player is given the next when it is first asked for one; a
// new game's, a Reset game's and a clone's players start without one.
// It is added to through atomic.AddUint64, so that games on several
// goroutines never share one.
var stamps uint64

// HandStamp marks which cards a player's hand holds (Player.HandStamp).
type HandStamp struct {
	player uint64 // the Player's own number, from stamps (Player.stamped)
	moves  uint64 // its handMoves
}

// HandStamp returns a mark of which cards are in the player's hand now.
// Two marks of a game's Player are equal only if no card was put into or
// taken from that hand between them: the hand holds the same cards in
// the same order, with the same objects (a card gets a new object only
// as it changes zones, 400.7), though their state may have changed. The
// players of another game, of a game Reset since, of a clone and of a
// game cloned into (CloneInto) are players of their own, whose marks
// equal none of this one's. A host may keep what it works out from a
// hand's cards while the hand's mark holds.
func (p *Player) HandStamp() HandStamp {
	if p.stamped == 0 {
		p.stamped = atomic.AddUint64(&stamps, 1)
	}
	return HandStamp{p.stamped, p.handMoves}
}

// handMoved counts n cards put into p's hand or taken from it, for the
// hand's stamp (HandStamp). Every writer of a hand counts its cards: a
// place and an unplace, and the batches that write a hand in line
// (AddCards, drawQuiet, handBackQuiet). A card copied for writing
// (ownCard) keeps its object's reference and is not counted.
func (g *Game) handMoved(p PlayerID, n uint64) {
	if g.validPlayer(p) {
		g.Players[p].handMoves += n
	}
}

// handSeen is, under VerifyCaches, a player's hand as it was last seen
// at a count of moves (verifyHands).
type handSeen struct {
	set   bool
	moves uint64
	refs  []ObjRef
}

// verifyHands reports, under VerifyCaches, each player's hand that holds
// other cards or objects than it held when last seen at the same count
// of moves (HandStamp), and notes each hand at its count. It is asked
// each time a player is about to receive priority.
func (g *Game) verifyHands() {
	w := g.space
	if len(w.handsSeen) < len(g.Players) {
		w.handsSeen = append(w.handsSeen, make([]handSeen, len(g.Players)-len(w.handsSeen))...)
	}
	for p, pl := range g.Players {
		e, hand := &w.handsSeen[p], g.ZoneCards(Hand, PlayerID(p))
		if e.set && e.moves == pl.handMoves && !sameHand(e.refs, hand) {
			g.verifyCaches("the hand of "+pl.Name+" at the same count of moves (HandStamp)", refsText(e.refs), refsText(handRefs(nil, hand)))
		}
		e.set, e.moves, e.refs = true, pl.handMoves, handRefs(e.refs[:0], hand)
	}
}

// handRefs appends the references of hand's objects to out.
func handRefs(out []ObjRef, hand []*Card) []ObjRef {
	for _, c := range hand {
		out = append(out, c.Obj.Ref)
	}
	return out
}

// refsText writes refs for a report.
func refsText(refs []ObjRef) string { return fmt.Sprint(refs) }
