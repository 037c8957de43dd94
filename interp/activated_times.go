package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// activatedTimes lowers "if this ability has been activated N or more
// times this turn" (Dragon Whelp): a condition of an activated ability on
// its own activations.
func (c *compiler) activatedTimes(ctx *abilityCtx, cond *grammar.Condition, t *grammar.ActivatedTimes) rt.Condition {
	if _, this := cond.Subject.(*grammar.ThisRef); !this {
		c.errs.add(cond.Subject.Position(), "write \"this ability has been activated …\"")
	}
	c.gameNumber(t.Pos, "a number of activations", int(*t.Times))
	if ctx == nil || ctx.ab == nil || ctx.ab.Kind != rt.ActivatedAbility {
		c.errs.add(cond.Pos, "\"this ability has been activated …\" is a condition of an activated ability")
		return rt.ActivatedTimes{N: int(*t.Times)}
	}
	ctx.ab.CountsActivations = true
	return rt.ActivatedTimes{N: int(*t.Times)}
}
