package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// triggeredMana marks a triggered ability that is a mana ability (605.1b):
// it has no target, triggers from a mana ability being activated (the
// only such trigger is tapping a permanent for mana, 106.12) and adds
// mana (adds: an "add MANA" clause was lowered in it). Such an ability
// doesn't go on the stack; it resolves right after the mana ability that
// triggered it (605.4a; Game.tappedForMana), all of it, as an activated
// mana ability does (isManaAbility: one that adds mana, whatever else it
// does); one that would add mana only in some of its modes is refused
// rather than put on the stack.
func (c *compiler) triggeredMana(a *rt.Ability, adds bool, effs *grammar.Effects) {
	if !adds || a.Trigger == nil || a.Trigger.Event != rt.EventTapForMana || len(a.Targets) > 0 {
		return
	}
	if isManaAbility(a) {
		a.IsMana = true
		return
	}
	c.errs.add(effs.Pos, "a triggered ability without a target that triggers on tapping for mana and adds mana is a mana ability (605.1b), which resolves at once (605.4a): one that adds mana only in some of its modes is not supported")
}
