package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// targetControlledBy lowers "target … that player controls" when "that
// player" names a player the ability knows as its targets are chosen (the
// player a triggering event dealt damage to): the target must be
// controlled by that player (runtime/target_player.go). It returns the
// selector without that constraint.
func (c *compiler) targetControlledBy(ctx *abilityCtx, s *grammar.Selector, spec *rt.TargetSpec) *grammar.Selector {
	for i, k := range s.Constraints {
		pc, ok := k.(*grammar.PlayerControlsConstraint)
		if !ok {
			continue
		}
		if _, ev := ctx.thatPlayer.(rt.EventPlayer); !ev || pc.OrThat != "" {
			return s // refused by the selector, as before
		}
		spec.ControlledBy = ctx.thatPlayer
		rest := *s
		rest.Constraints = append(append([]grammar.Constraint{}, s.Constraints[:i]...), s.Constraints[i+1:]...)
		return &rest
	}
	return s
}
