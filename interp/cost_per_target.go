package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// costPerTarget lowers "this spell costs {1} more to cast for each target
// beyond the first." (601.2f; runtime/cost_per_target.go).
func (c *compiler) costPerTarget(def *rt.CardDef, it *grammar.CostPerTargetItem) {
	m := c.manaCostOf(it.Cost, "a cost increase")
	switch {
	case def.CostPerTarget.Present:
		c.errs.add(it.Pos, "the cost increase for each target is given twice")
	case m.X != 0:
		c.errs.add(it.Cost.Pos, "a cost increase can't include X")
	}
	def.CostPerTarget = m
}
