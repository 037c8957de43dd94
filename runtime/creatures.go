package runtime

// creatures returns the creatures p controls, in the battlefield's order:
// what declaring attackers and blockers, and listing the declarations,
// walk the battlefield for again and again. Which permanents are
// creatures and who controls them are characteristics: the list is kept
// for each player while current (keptFor). The caller reads the list and
// doesn't keep it.
func (g *Game) creatures(p PlayerID) []*Object {
	return keptFor(g, &g.creatureCache, p, &creaturesFinding)
}

// creaturesFinding is creatures' kind of kept finding.
var creaturesFinding = objsFinding("creatures of", (*Game).isCreatureOf)

// isCreatureOf reports whether o is a creature p controls.
func (g *Game) isCreatureOf(p PlayerID, o *Object) bool {
	ch := g.chars(o)
	return ch.Controller == p && g.typeBitsOf(o, ch)&tbCreature != 0
}
