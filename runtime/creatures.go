package runtime

// creatures returns the creatures p controls, in the battlefield's order:
// what declaring attackers and blockers, and listing the declarations,
// walk the battlefield for again and again. Which permanents are
// creatures and who controls them are characteristics: the list is kept
// for each player while current (keptFor). The caller reads the list and
// doesn't keep it.
func (g *Game) creatures(p PlayerID) []*Object {
	if len(g.effects) == 0 && g.statics == 0 && !g.stickersPlaced {
		if v, ok := g.creaturesNone(p); ok {
			if g.verifyCaches != nil {
				if found := creaturesFinding.find(g, p, nil); len(found) > 0 {
					g.verifyCaches("creatures of "+g.PlayerName(p)+" (none kept or printed)", "none", objsText(found))
				}
			}
			return v
		}
	}
	if v, ok := g.keptOwnUsual(g.creatureCache, p, ownCreatures); ok {
		return v
	}
	return keptFor(g, &g.creatureCache, p, &creaturesFinding)
}

// creaturesFinding is creatures' kind of kept finding, brought up to
// date by updateCreatures.
var creaturesFinding = func() keptFinding[[]*Object] {
	f := objsFinding("creatures of", (*Game).isCreatureOf)
	f.update = (*Game).updateCreatures
	return f
}()

// updateCreatures is updateObjs for the creatures p controls
// (updateOwnObjs).
func (g *Game) updateCreatures(p PlayerID, objs []*Object, since uint64) ([]*Object, bool) {
	return g.updateOwnObjs(p, objs, since, ownCreatures)
}

// noCreatureCards reports whether no player controls a creature, found
// from what is printed: a permanent's types are its base ones (its
// card's printed type line, or its copy effect's values in layer 1)
// unless a continuous effect, a static ability or a sticker modifies
// them (layer 4; counters and characteristic-defining power and
// toughness change none). With no effect, no permanent with a static
// ability (statics) and no sticker placed, chars finds the base ones
// (unmodified, inert), so a battlefield of cards none of which is a
// printed creature, and none a copy, holds no creature. It reads
// nothing of the turn.
func (g *Game) noCreatureCards() bool {
	if len(g.effects) != 0 || g.statics != 0 || g.stickersPlaced {
		return false
	}
	for _, c := range g.battlefieldCards() {
		if c.printedFacts().types&tbCreature != 0 || c.Obj.CopyOf != nil {
			return false
		}
	}
	return true
}

// creaturesNone is creatures while nothing may modify a permanent's
// types (noCreatureCards): p's kept list, empty, current or found empty
// again without the field log when no permanent is a creature. It
// reports false for anything else: a list that held creatures most
// often still does, and the log tells (keptOwnUsual). Under VerifyCaches
// creatures checks its answer against a walk of the characteristics.
func (g *Game) creaturesNone(p PlayerID) ([]*Object, bool) {
	if g.fresh != 0 || !g.validPlayer(p) || int(p) >= len(g.creatureCache) {
		return nil, false
	}
	k := &g.creatureCache[p]
	if len(k.v) != 0 {
		return nil, false
	}
	if k.turnFree && k.current(g, false) {
		k.mark = g.markLog()
		return k.v, true
	}
	if !g.noCreatureCards() {
		return nil, false
	}
	// noCreatureCards reads nothing of the turn: the list is kept as
	// keptFor keeps one found now.
	k.keptStamp, k.v, k.mark = g.ownStamp(p, true), k.v[:0], g.markLog()
	return k.v, true
}

// isCreatureOf reports whether o is a creature p controls.
func (g *Game) isCreatureOf(p PlayerID, o *Object) bool {
	ch, tb := g.charsBits(o)
	return ch.Controller == p && tb&tbCreature != 0
}

// keptNarrow notes, before charsVersion moves for a continuous effect
// begun or ended narrowly (narrowChanged) on objects of the players in
// mine (playersOf), each player's kept creatures and mana sources
// current at it as current after it too, when what they read is as it
// was. Such an effect changes the characteristics of those objects alone
// (other objects' are as they were: dropChars), and never a controller
// (no narrow modification sets one: reshapesSources). A player's
// creatures read of each of the player's permanents its controller and
// types, and no other player's permanent. A player's mana sources read
// the player's permanents alone (ownStamp) — of each its controller, its
// types, whether it has haste, its activated abilities (which a narrow
// modification neither grants nor takes) and which of them can't be
// activated — and anything else only through the doors that count their
// reads, which keep them for their version alone (turnFree). So each
// list stays current unless one of the objects is the player's (as its
// object or its last refreshed control says) and reach says the effect
// may change what the list reads of it. A static ability on the
// battlefield that may change what they read (sourceStatics) may begin
// or stop applying to one of the objects by whatever the effect changes
// (a filter may read any characteristic, as "white creatures you control
// have haste" reads a color), so while one is about nothing is carried.
func (g *Game) keptNarrow(mine uint64, reach narrowReach) {
	if g.sourceStatics > 0 {
		return
	}
	cur := g.charsVersion
	for i := range g.creatureCache {
		g.creatureCache[i].carryNarrow(cur, reach&reachTypes == 0 || notMine(mine, i))
	}
	for i := range g.space.sources {
		g.space.sources[i].carryNarrow(cur, reach&reachSources == 0 || notMine(mine, i))
	}
}

// notMine reports whether seat i is outside mine, a set of seats
// (playersOf); a seat past the set's 64 is taken as in it.
func notMine(mine uint64, i int) bool { return i < 64 && mine&(1<<i) == 0 }
