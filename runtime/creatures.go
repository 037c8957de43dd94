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
var creaturesFinding = objsFinding("creatures of", (*Game).findCreatures)

// findCreatures appends to out the creatures p controls, in the
// battlefield's order.
func (g *Game) findCreatures(p PlayerID, out []*Object) []*Object {
	for _, c := range g.battlefieldCards() {
		if ch := g.chars(c.Obj); ch.Controller == p && g.typeBitsOf(c.Obj, ch)&tbCreature != 0 {
			out = append(out, c.Obj)
		}
	}
	return out
}
