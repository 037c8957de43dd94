package runtime

import "slices"

// Unblockable is the restriction "can't be blocked" (509.1b) given to an
// object by another one ("equipped creature can't be blocked", "target
// creature can't be blocked this turn"), an effect in layer 6 like the
// other restrictions on attacking and blocking. It grants the object the
// combat rule a creature with "this can't be blocked" has
// (combat_rules.go), so that blocks are checked in one place.
type Unblockable struct{}

// Layer implements Modification.
func (Unblockable) Layer() Layer { return LayerAbility }

// Apply implements Modification.
func (Unblockable) Apply(c *Chars) {
	c.Abilities = append(slices.Clip(c.Abilities), &Ability{
		Kind: StaticAbility, Text: "can't be blocked",
		Statics: []StaticEffect{{Combat: &CombatRule{Unblockable: true}}},
	})
}

func (Unblockable) String() string { return "can't be blocked" }
