package runtime

import (
	"fmt"
	"strings"
)

// Abilities granted by effects (613.1f, layer 6): a static ability that
// gives an object an ability written in quotes (AddAbilities: "enchanted
// creature has \"at the beginning of your upkeep, sacrifice this
// creature\""), and GainAbilitiesOf, which gives an object the abilities
// of another. A granted ability is the object's own: "this" in it is the
// object that has it, which is the source of the ability (113.7), and
// "you" is that object's controller.

// GainAbilitiesOf gives each object What names the abilities of kind Kind
// that the object Of names has as the effect begins — as it last existed,
// if it has left the zone it was in (608.2h) — for Duration: "this gains
// all activated abilities of that card until end of turn".
type GainAbilitiesOf struct {
	What     ObjExpr
	Of       ObjExpr
	Kind     AbilityKind
	Duration Duration
}

// Apply implements Effect.
func (e GainAbilitiesOf) Apply(r *Resolution) error {
	var abs []*Ability
	for _, o := range knownObjects(r, e.Of) {
		s, ok := r.Game.lastKnown(o)
		if !ok {
			continue
		}
		for _, a := range s.Chars().Abilities {
			if a.Kind == e.Kind {
				abs = append(abs, a)
			}
		}
	}
	if len(abs) == 0 {
		r.SetIt(e.What.Objects(r))
		return nil // nothing to gain
	}
	return Modify{What: e.What, Mods: []Modification{AddAbilities{Abilities: abs}}, Duration: e.Duration}.Apply(r)
}

func (e GainAbilitiesOf) String() string {
	kind := "abilities"
	if int(e.Kind) < len(abilityKinds) {
		kind = strings.TrimSuffix(abilityKinds[e.Kind], " ability") + " abilities" // "activated abilities"
	}
	return objText(e.What) + " gains all " + kind + " of " + objText(e.Of) + " as it is now (or last existed, 608.2h)" + durationWords(e.Duration) +
		" (layer 6, 613.1f; in them, \"this\" is the object that has them)"
}

// grantsAbilities reports whether some continuous effect could give an
// object an ability other than a keyword (AddAbilities): an effect of a
// resolved spell or ability, or a static ability of a permanent. Trigger
// detection then looks at every permanent's abilities, not only at those
// printed on its card. The permanents with such a static ability are
// counted as they enter and leave (kindCounts, skGrant): with none and
// no effect about, none could.
func (g *Game) grantsAbilities() bool {
	if len(g.effects) == 0 && g.kindCounts[skGrantAt] == 0 && g.verifyCaches == nil {
		return false // nothing could: most moves on most boards ask no more
	}
	return g.grantsKept()
}

// skGrantAt is skGrant's place in kindCounts.
const skGrantAt = 6

// grantsKept is grantsAbilities once some effect or static ability is
// about: the answer kept in g.grants while current, else found again.
func (g *Game) grantsKept() bool {
	k := &g.space.grants
	if k.current(g, false) && g.fresh == 0 {
		if g.verifyCaches != nil {
			if fresh := g.findGrants(); fresh != k.grants {
				g.verifyCaches("whether an effect grants abilities", fmt.Sprint(k.grants), fmt.Sprint(fresh))
			}
		}
		return k.grants
	}
	grants := g.findGrants()
	if g.fresh == 0 {
		*k = grantsKept{keptStamp: g.stamp(true), grants: grants}
	}
	return grants
}

// grantsKept is grantsAbilities' answer. It reads the continuous effects
// and the definitions of the permanents (a copy's included), which change
// only with charsVersion: it is kept past its version as keptStamp says,
// reading nothing of the turn's state.
type grantsKept struct {
	keptStamp
	grants bool
}

// findGrants computes grantsAbilities: an effect granting abilities, or a
// permanent counted with a static ability that does (skGrant). Under
// VerifyCaches the permanents' abilities are read and compared with the
// count.
func (g *Game) findGrants() bool {
	for _, e := range g.effects {
		if hasAddAbilities(e.Mods) {
			return true
		}
	}
	counted := g.kindCounts[skGrantAt] > 0
	if g.verifyCaches != nil {
		if walked := g.permanentGrants(); walked != counted {
			g.verifyCaches("whether a permanent's static ability grants abilities", fmt.Sprint(counted), fmt.Sprint(walked))
		}
	}
	return counted
}

// permanentGrants reports whether a permanent's static ability, as its
// card prints it or a copy effect made it, grants abilities.
func (g *Game) permanentGrants() bool {
	if g.statics == 0 {
		return false
	}
	for _, c := range g.battlefieldCards() {
		for _, a := range c.Obj.Def().Abilities {
			if a.Kind != StaticAbility {
				continue
			}
			for _, se := range a.Statics {
				if hasAddAbilities(se.Mods) {
					return true
				}
			}
		}
	}
	return false
}

func hasAddAbilities(ms []Modification) bool {
	for _, m := range ms {
		if _, ok := m.(AddAbilities); ok {
			return true
		}
	}
	return false
}
