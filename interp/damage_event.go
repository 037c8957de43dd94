package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// damageEvent lowers "deals damage to a player", "… to an opponent"
// (120.3; runtime/damage_trigger.go) into t.
func (c *compiler) damageEvent(t *rt.Trigger, v *grammar.DamageEvent) {
	t.Event = rt.EventDamage
	if !t.Self {
		c.errs.add(v.Pos, "\"deals damage to …\" is supported only for \"this\" yet")
	}
	if ir, ok := v.To.(*grammar.IndefiniteRef); ok && len(ir.Selector.Words) == 1 && len(ir.Selector.Constraints) == 0 && !strings.EqualFold(ir.Article, "another") {
		switch strings.ToLower(ir.Selector.Words[0].Text) {
		case "player":
			return
		case "opponent":
			t.ToPlayer = rt.RelOpponent
			return
		}
	}
	c.errs.add(v.To.Position(), "only \"deals damage to a player\" or \"to an opponent\" is supported yet")
}
