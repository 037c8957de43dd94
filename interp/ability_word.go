package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// abilityWord handles ability words (207.2c) as a card's items are lowered:
// an AbilityWordItem labels the ability of the item after it. It is called
// after each item with the label waiting from the items before (nil if
// none) and the number of abilities the card had before the item, and
// returns the label still waiting.
func (c *compiler) abilityWord(def *rt.CardDef, waiting *grammar.AbilityWordItem, it grammar.CardItem, before int) *grammar.AbilityWordItem {
	if w, ok := it.(*grammar.AbilityWordItem); ok {
		if waiting != nil {
			c.abilityWordAlone(waiting)
		}
		return w
	}
	if waiting == nil {
		return nil
	}
	switch it.(type) {
	case *grammar.SpellAbility, *grammar.StaticAbility, *grammar.TriggeredAbility, *grammar.StepTriggeredAbility,
		*grammar.ActivatedAbility, *grammar.LoyaltyAbility:
		if len(def.Abilities) > before {
			def.Abilities[before].Word = strings.ToLower(waiting.Word)
		}
	default:
		c.abilityWordAlone(waiting)
	}
	return nil
}

// abilityWordAlone reports an ability word that labels no ability.
func (c *compiler) abilityWordAlone(w *grammar.AbilityWordItem) {
	c.errs.add(w.Pos, "the ability word %q labels nothing: write it before an ability (\"%s — static: …\", 207.2c)", w.Word, strings.ToLower(w.Word))
}
