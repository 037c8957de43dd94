package interp

import (
	"github.com/alecthomas/participle/v2/lexer"

	rt "github.com/mtgs/mtgs/runtime"
)

// abilityZones notes, as a card is lowered, the abilities whose zone the
// card's types decide: where they work must be a zone the card can be in.
type abilityZones struct {
	spell []lexer.Position // spell abilities ("spell: …")
	// field: static, activated, triggered and loyalty abilities that work
	// on the battlefield alone — not one that works from a graveyard or a
	// hand (113.6k, activate_from.go), nor a trigger on an event of the
	// card itself ("when this is put into a graveyard …").
	field []lexer.Position
	equip []lexer.Position // equip keywords
}

// checkAbilityZones refuses abilities the runtime would never use, given
// def's types. A spell ability is followed as an instant or sorcery
// resolves (113.3a): a permanent spell resolving just becomes a permanent
// (608.3a), so a permanent card's "spell:" would be done by no rule. An
// instant or a sorcery never enters the battlefield (304.4, 307.4), where
// the runtime reads the static, activated and triggered abilities it has
// on the battlefield. Equip is an ability of Equipment (702.6a): a
// permanent that is not one can't be attached by it (301.5, 701.3b), so
// it would be paid for and attach nothing.
func (c *compiler) checkAbilityZones(def *rt.CardDef, z *abilityZones) {
	if len(def.Types) == 0 {
		return // no type line: refused on its own
	}
	spellCard := hasType(def, "Instant") || hasType(def, "Sorcery")
	kind, rule := "an instant", "304.4"
	if !hasType(def, "Instant") {
		kind, rule = "a sorcery", "307.4"
	}
	if !spellCard {
		for _, pos := range z.spell {
			c.errs.add(pos, "a spell ability is an instant's or a sorcery's (113.3a): %s is a permanent card, whose spell just becomes a permanent as it resolves (608.3a); write \"when this enters, …\"", def.Name)
		}
	} else {
		for _, pos := range z.field {
			c.errs.add(pos, "this ability works on the battlefield, which %s, %s, never reaches (%s, 113.6): the runtime would never use it", def.Name, kind, rule)
		}
	}
	if !hasType(def, "Equipment") {
		for _, pos := range z.equip {
			c.errs.add(pos, "equip is an ability of Equipment (702.6a): %s is not an Equipment, and its equip would attach nothing (301.5, 701.3b)", def.Name)
		}
	}
}
