package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// combatRule lowers a clause of a static ability that is a combat rule of
// the creature it is printed on (506.5, 508.1c–d, 509.1b–c): "this attacks
// each combat if able", "this can't be blocked [except by …]", "this can't
// attack or block alone", "this can't attack unless defending player
// controls an Island", "all creatures able to block this do so". It
// reports whether the clause was one.
func (c *compiler) combatRule(a *rt.Ability, cl grammar.Clause) bool {
	if _, ok := cl.(*grammar.AllMustBlock); ok {
		a.Statics = append(a.Statics, rt.StaticEffect{Combat: &rt.CombatRule{MustBeBlocked: true}})
		return true
	}
	ac, ok := cl.(*grammar.ActionClause)
	if !ok {
		return false
	}
	var r rt.CombatRule
	switch p := ac.Predicate.(type) {
	case *grammar.AttacksIfAble:
		if p.You {
			c.errs.add(p.Pos, "\"attacks you this turn if able\" is an effect of a spell or ability, not a static ability")
		}
		r.MustAttack = true
	case *grammar.CantBeBlocked:
		if _, this := ac.Subject.(*grammar.ThisRef); (!this || len(p.Keywords) > 0) && p.Except == nil {
			// "equipped creature can't be blocked [and has shroud]": a
			// continuous effect granting the same combat rule (mods:
			// cantBeBlocked, runtime/unblockable.go).
			return false
		}
		if len(p.Keywords) > 0 {
			c.errs.add(p.Keywords[0].Pos, "\"can't be blocked except by … and has …\" is not supported yet")
		}
		r.Unblockable = p.Except == nil
		if p.Except != nil {
			f, _ := c.selector(p.Except, false)
			r.BlockedOnlyBy = &f
		}
	case *grammar.CantAttackOrBlock:
		if !p.Alone && p.Unless == nil {
			return false // a continuous effect (Restrict)
		}
		if p.Alone && p.Unless != nil {
			c.errs.add(p.Unless.Pos, "\"alone\" and \"unless\" in one restriction are not supported yet")
		}
		if p.Unless != nil {
			if p.Block {
				c.errs.add(p.Unless.Pos, "\"can't attack or block unless …\" is not supported yet: only \"can't attack unless defending player controls …\"")
			}
			f, _ := c.selector(p.Unless.Selector, false)
			r.AttackUnless = &f
		}
		r.NotAloneAttack, r.NotAloneBlock = p.Alone && p.Attack, p.Alone && p.Block
	case *grammar.CanBlockMore: // 509.1a, runtime/block_several.go
		r.BlockAny = p.Any
		if p.Additional {
			r.BlockExtra = 1
		}
	default:
		return false
	}
	if _, this := ac.Subject.(*grammar.ThisRef); !this {
		c.errs.add(ac.Pos, "a combat rule (\"attacks each combat if able\", \"can't be blocked\", \"alone\", \"unless defending player controls …\") is supported only with the subject \"this\" yet")
	}
	switch {
	case ac.May:
		c.errs.add(ac.Pos, "\"may\" in a static ability is not supported yet")
	case ac.Dur() != nil:
		c.errs.add(ac.Dur().Pos, "a static ability lasts as long as its source is on the battlefield (611.3b): it takes no duration")
	case ac.Delayed != nil:
		c.errs.add(ac.Delayed.Pos, "a static ability can't create a delayed trigger")
	}
	a.Statics = append(a.Statics, rt.StaticEffect{Combat: &r})
	return true
}

// combatRuleInEffect refuses a combat rule written as an effect of a spell
// or ability: the runtime has them only as static abilities.
func (c *compiler) combatRuleInEffect(p grammar.Predicate) {
	switch p := p.(type) {
	case *grammar.CantAttackOrBlock:
		if p.Alone || p.Unless != nil {
			c.errs.add(p.Pos, "\"alone\" and \"unless defending player controls …\" are supported only in a static ability of the creature")
		}
	}
}

// uncounterable is the ability "this spell can't be countered" (113.6).
func uncounterable() *rt.Ability {
	return &rt.Ability{Kind: rt.StaticAbility, Text: "this spell can't be countered", Statics: []rt.StaticEffect{{Uncounterable: true}}}
}

// attackYou lowers the effect "OBJECT attacks you this turn if able"
// (508.1d); "attacks each combat if able" is a static ability only.
func (c *compiler) attackYou(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.AttacksIfAble) rt.Effect {
	switch {
	case !p.You:
		c.errs.add(p.Pos, "\"attacks each combat if able\" is supported only as a static ability of the creature (\"static: this attacks each combat if able.\")")
		return nil
	case cl.Subject == nil:
		c.errs.add(cl.Pos, "expected a subject: which creature attacks?")
		return nil
	}
	return rt.AttackYou{What: c.objRef(ctx, cl.Subject)}
}
