package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// combatDamageEvent lowers "deals combat damage to a player" (510.2;
// runtime/combatdamage.go) into t.
func (c *compiler) combatDamageEvent(t *rt.Trigger, v *grammar.CombatDamageEvent) {
	t.Event = rt.EventCombatDamage
	if ir, ok := v.To.(*grammar.IndefiniteRef); ok && len(ir.Selector.Words) == 1 && len(ir.Selector.Constraints) == 0 &&
		strings.EqualFold(ir.Selector.Words[0].Text, "player") && !strings.EqualFold(ir.Article, "another") {
		return
	}
	c.errs.add(v.To.Position(), "only \"deals combat damage to a player\" is supported yet")
}
