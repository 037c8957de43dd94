package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// additionalCost lowers "As an additional cost to cast this spell, …"
// (601.2b): the costs are those of activated abilities that make sense for
// a spell — sacrificing a permanent, discarding cards, paying life. Mana
// belongs in the mana cost, and a spell has no {T} and can't sacrifice
// itself (it is on the stack, 601.2a).
func (c *compiler) additionalCost(def *rt.CardDef, it *grammar.AdditionalCostItem) {
	if def.AdditionalCost != (rt.Cost{}) {
		c.errs.add(it.Pos, "%s already has an additional cost: list every cost in one sentence", def.Name)
	}
	var kept []grammar.Cost
	for _, x := range it.Costs {
		switch x := x.(type) {
		case *grammar.ManaCost:
			c.errs.add(x.Pos, "a mana cost is not an additional cost to cast a spell here: add it to the mana cost")
			continue
		case *grammar.SacrificeCost:
			if _, this := x.Object.(*grammar.ThisRef); this {
				c.errs.add(x.Pos, "a spell can't sacrifice itself: it is on the stack as it is cast (601.2a)")
				continue
			}
		}
		kept = append(kept, x)
	}
	if len(kept) == 0 {
		return
	}
	cost := c.costs(kept)
	def.AdditionalCost = cost
	if cost.Sacrifice != nil {
		c.cardCtx.sacrifices = true // "the sacrificed …" finds it (400.7j)
	}
	if cost.Discard > 0 {
		c.cardCtx.discards = true
	}
}
