package runtime

// Revealing cards from the top of a library until a card of a kind is
// revealed (701.16a: the cards stay in the library, shown to all
// players), "the player" who revealed them and the cards "revealed this
// way".

// revealRun is what the last RevealUntil of a resolution revealed.
type revealRun struct {
	players []PlayerID // who revealed
	cards   []ObjRef   // every card revealed, from the top down
	found   []ObjRef   // the cards that ended the reveal
}

// RevealUntil is "PLAYER reveals cards from the top of their library
// until they reveal a SELECTOR card": each player Who names reveals the
// top card of their library, then the next, and so on, until a card
// matching Filter is revealed or the library runs out (then every card of
// it was revealed). The card that ended the reveal is "it" afterwards;
// nothing is if none did.
type RevealUntil struct {
	Who    PlayerExpr
	Filter Filter
	Text   string
}

// Apply implements Effect.
func (e RevealUntil) Apply(r *Resolution) error {
	g := r.Game
	run := &revealRun{}
	for _, p := range e.Who.Players(r) {
		if !g.validPlayer(p) {
			continue
		}
		run.players = append(run.players, p)
		lib := g.zones.get(zkey(Library, p))
		var shown []ObjRef
		found := false
		for i := len(lib) - 1; i >= 0; i-- {
			o := lib[i].Obj.Ref
			run.cards = append(run.cards, o)
			shown = append(shown, o)
			if g.Matches(&e.Filter, o, r.Controller) {
				run.found = append(run.found, o)
				found = true
				break
			}
		}
		if !g.logging() {
			continue
		}
		end := frag("and reveals no %s", evText(roleText, e.Text))
		if found {
			end = frag("until they reveal %s", g.evRevealed(roleObject, run.found[len(run.found)-1]))
		}
		list := evText(roleObject, "nothing")
		if len(shown) > 0 {
			list = g.evRevealedList(shown)
		}
		g.emit(EvReveal, "%s reveals cards from the top of their library %s: %s (701.16a)", g.evPlayer(rolePlayer, p), end, list)
	}
	r.reveal = run
	r.SetIt(run.found)
	return nil
}

func (e RevealUntil) String() string {
	return playerText(e.Who) + " reveals cards from the top of their library until they reveal a " + e.Filter.String() +
		" (701.16a: the cards stay in the library); that card is \"it\", and the player \"the player\""
}

// Revealer is "the player" after a RevealUntil: the player who revealed
// the cards.
type Revealer struct{}

// Players implements PlayerExpr.
func (Revealer) Players(r *Resolution) []PlayerID {
	if r.reveal == nil {
		return nil
	}
	return r.reveal.players
}

func (Revealer) String() string { return "the player who revealed the cards" }

// RevealedThisWay is "all [other] [SELECTOR] cards revealed this way": the
// cards the last RevealUntil of the resolution revealed that are still
// where they were revealed and match Filter (any card without one); Other
// leaves out the card that ended the reveal.
type RevealedThisWay struct {
	Filter *Filter
	Other  bool
}

// Objects implements ObjExpr.
func (e RevealedThisWay) Objects(r *Resolution) []ObjRef {
	if r.reveal == nil {
		return nil
	}
	var out []ObjRef
	for _, o := range r.reveal.cards {
		if r.Game.Object(o) == nil || e.Other && containsRef(r.reveal.found, o) {
			continue
		}
		if e.Filter != nil && !r.Game.Matches(e.Filter, o, r.Controller) {
			continue
		}
		out = append(out, o)
	}
	return out
}

func (e RevealedThisWay) String() string {
	s := "the cards revealed this way"
	if e.Filter != nil {
		s += " that are a " + e.Filter.String()
	}
	if e.Other {
		s += " other than the card that ended the reveal"
	}
	return s
}
