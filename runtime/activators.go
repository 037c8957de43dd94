package runtime

import (
	"fmt"
	"slices"
)

// activatorsCache is, for one player, the permanents they control that
// have an activated ability, in the battlefield's order: what every
// listing of legal actions walks the battlefield for.
//
// The list is kept past its version as keptStamp says.
type activatorsCache struct {
	keptStamp
	objs []*Object
}

// activators returns p's permanents that have an activated ability, in
// the battlefield's order, remembered while current (activatorsCache).
// The caller reads the list and doesn't keep it.
func (g *Game) activators(p PlayerID) []*Object {
	if g.fresh > 0 || p < 0 || int(p) >= len(g.Players) {
		return g.findActivators(p, nil)
	}
	if n := len(g.Players); len(g.activeCache) < n {
		g.activeCache = append(g.activeCache, make([]activatorsCache, n-len(g.activeCache))...)
	}
	ac := &g.activeCache[p]
	if g.activatorsCurrent(ac) {
		if g.verifyCaches != nil {
			if fresh := g.findActivators(p, nil); !slices.Equal(fresh, ac.objs) {
				g.verifyCaches("permanents of "+g.PlayerName(p)+" with activated abilities", objsText(ac.objs), objsText(fresh))
			}
		}
		return ac.objs
	}
	reads := g.turnReads
	objs := g.findActivators(p, ac.objs[:0])
	*ac = activatorsCache{keptStamp: g.stamp(g.turnReads == reads), objs: objs}
	return objs
}

// activatorsCurrent reports whether ac is current (activatorsCache),
// noting it current at this version if it is.
func (g *Game) activatorsCurrent(ac *activatorsCache) bool {
	return ac.current(g, false)
}

// findActivators appends to out p's permanents that have an activated
// ability, in the battlefield's order.
func (g *Game) findActivators(p PlayerID, out []*Object) []*Object {
	for _, c := range g.battlefieldCards() {
		if ch := g.chars(c.Obj); ch.Controller == p && slices.ContainsFunc(ch.Abilities, isActivated) {
			out = append(out, c.Obj)
		}
	}
	return out
}

func isActivated(a *Ability) bool { return a.Kind == ActivatedAbility }

// objsText renders objects for VerifyCaches.
func objsText(objs []*Object) string {
	refs := make([]ObjRef, len(objs))
	for i, o := range objs {
		refs[i] = o.Ref
	}
	return fmt.Sprint(refs)
}
