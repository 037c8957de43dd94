package runtime

import (
	"fmt"
	"slices"
)

// activators returns p's permanents that have an activated ability, in
// the battlefield's order: what every listing of legal actions walks the
// battlefield for. The list is kept for each player while current
// (keptFor). The caller reads the list and doesn't keep it.
//
// A permanent's abilities are its card's or its copy effect's values
// (layer 1) with those effects, static abilities (layer 6) and stickers
// add: with no permanent that has an activated ability by its values
// (activePerms), none granting abilities (grantsAbilities) and no
// sticker placed, the list is empty for every player, and neither the
// kept list nor the battlefield is looked at but under VerifyCaches.
// Text changes only reword abilities, and a land type's mana ability is
// the mana sources', not listed here.
func (g *Game) activators(p PlayerID) []*Object {
	if g.activePerms == 0 && !g.stickersPlaced && !g.grantsAbilities() {
		if g.verifyCaches != nil {
			if found := activatorsFinding.find(g, p, nil); len(found) > 0 {
				g.verifyCaches("permanents with activated abilities of "+g.PlayerName(p), "none", objsText(found))
			}
		}
		return nil
	}
	if v, ok := g.keptOwnUsual(g.activeCache, p, ownActivators); ok {
		return v
	}
	return keptFor(g, &g.activeCache, p, &activatorsFinding)
}

// updateActivators is updateObjs for the permanents p controls with an
// activated ability (updateOwnObjs).
func (g *Game) updateActivators(p PlayerID, objs []*Object, since uint64) ([]*Object, bool) {
	return g.updateOwnObjs(p, objs, since, ownActivators)
}

// activatorsNarrow notes, before charsVersion moves for a continuous
// effect begun or ended narrowly (effectsChanged), each player's kept
// activators current at it as current after it too: what they read of
// the characteristics — each permanent's controller and whether it has
// an activated ability — such an effect changes for no object. It
// changes one object's characteristics, by modifications that reshape
// nothing (reshapesSources): none sets a controller, and of abilities
// they grant a static one alone (Unblockable), while no effect or static
// ability about may reshape what applies (reshapingAbout), so nothing
// that would apply to the object by its new characteristics grants or
// takes an ability either. Other objects' characteristics are as they
// were (dropChars), and activators that read the turn are kept for
// their version alone.
func (g *Game) activatorsNarrow() {
	for i := range g.activeCache {
		g.activeCache[i].carryNarrow(g.charsVersion, true)
	}
}

// activatorsFinding is activators' kind of kept finding, brought up to
// date by updateActivators.
var activatorsFinding = func() keptFinding[[]*Object] {
	f := objsFinding("permanents with activated abilities of", (*Game).activates)
	f.update = (*Game).updateActivators
	return f
}()

// activatorsCurrent reports whether ac, a player's kept activators, is
// current, noting it current at this version if it is.
func (g *Game) activatorsCurrent(ac *playerKept[[]*Object]) bool {
	return ac.current(g, false)
}

// activates reports whether o is a permanent of p's with an activated
// ability.
func (g *Game) activates(p PlayerID, o *Object) bool {
	ch := g.chars(o)
	return ch.Controller == p && slices.ContainsFunc(ch.Abilities, isActivated)
}

func isActivated(a *Ability) bool { return a.Kind == ActivatedAbility }

// defActivates reports whether definition d has an activated ability.
func defActivates(d *CardDef) bool { return slices.ContainsFunc(d.Abilities, isActivated) }

// mayActivate reports whether permanent o has an activated ability by
// its card's or its copy effect's values (counted in activePerms while o
// is on the battlefield). Effects, static abilities and stickers may give
// it more (activators).
func mayActivate(o *Object) bool { return defActivates(o.Def()) }

// countActivePerms counts the permanents that mayActivate, as
// activePerms keeps them counted.
func (g *Game) countActivePerms() int { return g.countPermanents(mayActivate) }

// objsText renders objects for VerifyCaches.
func objsText(objs []*Object) string {
	refs := make([]ObjRef, len(objs))
	for i, o := range objs {
		refs[i] = o.Ref
	}
	return fmt.Sprint(refs)
}
