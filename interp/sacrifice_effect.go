package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// cantSacrifice lowers "if you can't sacrifice a creature": the condition
// reads what the sacrifice effect of the ability before it did.
func (c *compiler) cantSacrifice(ctx *abilityCtx, cond *grammar.Condition, t *grammar.CantSacrifice) rt.Condition {
	if _, you := cond.Subject.(*grammar.YouRef); !you {
		c.errs.add(cond.Subject.Position(), "write \"if you can't sacrifice …\"")
	}
	ir, ok := t.Object.(*grammar.IndefiniteRef)
	if !ok {
		c.errs.add(t.Pos, "\"can't sacrifice\" names \"a …\"")
		return rt.CouldntSacrifice{}
	}
	return rt.CouldntSacrifice{Filter: c.indefinite(ir)}
}
