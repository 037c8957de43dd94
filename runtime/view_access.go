package runtime

// Read-only accessors a client-facing view (package table) needs beyond
// the exported state: none of them changes the game.

// BlockersOf lists the creatures blocking attacker, in their damage
// assignment order (509.1g, 510.1c); empty when it is unblocked or
// blockers have not been declared.
func (g *Game) BlockersOf(attacker ObjRef) []ObjRef {
	return append([]ObjRef(nil), g.combat.blockers[attacker]...)
}

// LibrarySize returns how many cards are in p's library: a number every
// player may know (400.2, 402.2).
func (g *Game) LibrarySize(p PlayerID) int { return len(g.zones.get(zkey(Library, p))) }

// TopOfLibrary returns the object on top of p's library, or nil when it is
// empty. The card is hidden unless TopRevealed(p) says otherwise: a view
// for a player shows it only then.
func (g *Game) TopOfLibrary(p PlayerID) *Object { return g.topOfLibrary(p) }
