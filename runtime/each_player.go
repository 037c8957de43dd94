package runtime

import "slices"

// Each player acting on what they own and what they revealed: the permanents a player owns, the number each player
// shuffled into their library, and revealing that many cards.

// OwnedBy is every permanent matching Filter that one of Players owns:
// "all permanents they own" after "each player". The set is fixed as the
// effect happens (611.2c).
type OwnedBy struct {
	Filter  Filter
	Players PlayerExpr
}

// Objects implements ObjExpr.
func (e OwnedBy) Objects(r *Resolution) []ObjRef {
	g := r.Game
	ps := e.Players.Players(r)
	var out []ObjRef
	for _, o := range g.candidates(&e.Filter) {
		if slices.Contains(ps, o.Card.Owner) && g.Matches(&e.Filter, o.Ref, r.Controller) {
			out = append(out, o.Ref)
		}
	}
	return out
}

func (e OwnedBy) String() string {
	return "each " + e.Filter.String() + " owned by " + playerText(e.Players)
}

// RevealCards is "PLAYER reveals N cards from the top of their library"
// (701.16a): the cards stay in the library; they are the cards "revealed
// this way". With Counted, N is for each player the number of objects
// that player shuffled into their library just before ("each player
// shuffles all permanents they own into their library, then reveals that
// many cards"; tokens count, though they cease to exist).
type RevealCards struct {
	Who     PlayerExpr
	Amount  Amount
	Counted bool
}

// Apply implements Effect.
func (e RevealCards) Apply(r *Resolution) error {
	g := r.Game
	run := &revealRun{}
	for _, p := range e.Who.Players(r) {
		if !g.validPlayer(p) {
			continue
		}
		run.players = append(run.players, p)
		var n int
		if e.Counted {
			n = r.counts[p]
		} else {
			n = amountNumber(e.Amount.Value(r))
		}
		lib := g.zones.get(zkey(Library, p))
		var shown []ObjRef
		for i := len(lib) - 1; i >= 0 && len(shown) < n; i-- {
			shown = append(shown, lib[i].Obj.Ref)
		}
		run.cards = append(run.cards, shown...)
		if g.logging() {
			g.emit(EvReveal, "%s reveals %s card(s) from the top of their library: %s (701.16a)", g.evPlayer(rolePlayer, p), evNum(roleAmount, len(shown)), g.evRevealedList(shown))
		}
	}
	r.reveal = run
	r.SetIt(run.cards)
	return nil
}

func (e RevealCards) String() string {
	n := quantity(e.Amount, "card", "cards")
	if e.Counted {
		n = "as many cards as they shuffled into their library"
	}
	return playerText(e.Who) + " reveals " + n + " from the top of their library (701.16a: the cards stay in the library)"
}
