package runtime

// What happened to objects earlier in the turn, for effects that look back
// in time (608.2i): "all cards in your graveyard that you cycled or
// discarded this turn". The game remembers, for each object that a player
// discarded this turn (701.9) — or cycled (702.29) — the object the card
// became in the public zone it was discarded into. A card that moves again
// is a new object with no such history (400.7), with one exception: a
// card with madness discarded into exile and then put into its owner's
// graveyard by its madness trigger is still the discarded card (400.7k).

// HistoryFilter asks what the filter's "you" did with an object this turn:
// with Discarded, that they discarded it; with Cycled, that they cycled it
// (discarded it to pay a cycling cost); with both, either. The zero value
// asks nothing.
type HistoryFilter struct {
	Discarded bool
	Cycled    bool
}

// Any reports whether the filter asks anything.
func (h HistoryFilter) Any() bool { return h.Discarded || h.Cycled }

func (h HistoryFilter) String() string {
	switch {
	case h.Discarded && h.Cycled:
		return "that you cycled or discarded this turn"
	case h.Discarded:
		return "that you discarded this turn"
	case h.Cycled:
		return "that you cycled this turn"
	}
	return ""
}

// turnHistory is what the game remembers of the current turn.
type turnHistory struct {
	turn     int
	discards map[ObjRef]discardRecord
}

// discardRecord says who discarded an object (the object the card became
// in the zone it was discarded into) and whether that was cycling.
type discardRecord struct {
	by     PlayerID
	cycled bool
}

// thisTurn returns the records of the current turn, forgetting those of
// earlier turns.
func (g *Game) thisTurn() map[ObjRef]discardRecord {
	h := &g.history
	if h.turn != g.Turn || h.discards == nil {
		h.turn, h.discards = g.Turn, map[ObjRef]discardRecord{}
	}
	return h.discards
}

// recordDiscards notes the cards a batch of moves discarded: each went
// from its owner's hand, the player who discards (701.9a), to a public zone
// (usually the graveyard; exile for a card with madness).
func (g *Game) recordDiscards(events []*Event) {
	for _, e := range events {
		if e.Cause == CauseDiscard { // most moves are not discards: this much is inlined
			g.recordDiscard(e)
		}
	}
}

// recordDiscard records the card event e discarded, if it was put from
// a hand into a public zone (recordDiscards).
func (g *Game) recordDiscard(e *Event) {
	if e.Kind == EventZoneChange && e.From == Hand && e.To.Public() {
		g.thisTurn()[e.New] = discardRecord{by: g.Card(e.New.Card).Owner}
		// The turn's history, read only by a filter that asks for it
		// (Filter.History, which readsTurn reports, so that whoever
		// reads it counts the read), and only of e.New, an object this
		// very move made: nothing found before the move read it.
		g.turnChanged()
	}
}

// recordCycled marks the cards discarded to pay a cycling cost as cycled
// (702.29: cycling a card is activating its cycling ability).
func (g *Game) recordCycled(moves []Moved) {
	recs := g.thisTurn()
	for _, m := range moves {
		if r, ok := recs[m.New]; ok {
			r.cycled = true
			recs[m.New] = r
			g.changed()
		}
	}
}

// carryHistory gives the object a discarded madness card became in its
// owner's graveyard the history of the object it was in exile (400.7k).
func (g *Game) carryHistory(from, to ObjRef) {
	recs := g.thisTurn()
	if r, ok := recs[from]; ok {
		recs[to] = r
	}
}

// historyHolds reports whether the object o matches h for player you.
func (g *Game) historyHolds(h HistoryFilter, o *Object, you PlayerID) bool {
	r, ok := g.thisTurn()[o.Ref]
	if !ok || r.by != you {
		return false
	}
	return h.Discarded || h.Cycled && r.cycled
}
