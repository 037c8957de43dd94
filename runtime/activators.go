package runtime

import (
	"fmt"
	"slices"
)

// activators returns p's permanents that have an activated ability, in
// the battlefield's order: what every listing of legal actions walks the
// battlefield for. The list is kept for each player while current
// (keptFor). The caller reads the list and doesn't keep it.
func (g *Game) activators(p PlayerID) []*Object {
	return keptFor(g, &g.activeCache, p, &activatorsFinding)
}

// activatorsFinding is activators' kind of kept finding.
var activatorsFinding = objsFinding("permanents with activated abilities of", (*Game).activates)

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

// objsText renders objects for VerifyCaches.
func objsText(objs []*Object) string {
	refs := make([]ObjRef, len(objs))
	for i, o := range objs {
		refs[i] = o.Ref
	}
	return fmt.Sprint(refs)
}
