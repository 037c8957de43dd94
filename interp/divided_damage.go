package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// dealDivided lowers "deals N damage divided as you choose among …" (the
// division is announced as the spell or ability is put on the stack,
// 601.2d) and "deals X damage divided evenly, rounded down, among …"
// (divided as it resolves). See runtime/divide.go.
func (c *compiler) dealDivided(ctx *abilityCtx, cl *grammar.ActionClause, d *grammar.DealDamage) rt.Effect {
	p := d.Divided
	switch {
	case d.Amount == nil:
		c.errs.add(d.Pos, "say how much damage is divided: \"deals N damage divided …\"")
		return nil
	case d.Equal != nil || len(d.AlsoTo) > 0 || d.Amount2 != nil:
		c.errs.add(p.Pos, "divided damage goes only to the targets it is divided among")
	}
	amount := c.amountIn(ctx, d.Amount, "damage")
	n, fixed := amount.(rt.Const)
	if !p.Evenly && !fixed {
		c.errs.add(d.Amount.Pos, "damage divided as you choose: only a fixed amount is supported yet (the division is announced before X is known to the runtime)")
		n = 1
	}
	if ctx.mode > 0 {
		c.errs.add(p.Pos, "divided damage in a mode is not supported yet")
	}
	if ctx.ab.Divide != nil {
		c.errs.add(p.Pos, "an ability can divide damage only once")
	}
	t := p.Among
	spec := rt.TargetSpec{Min: 1, Max: int(n)}
	if p.Evenly {
		spec.Min, spec.Max = 0, rt.MaxNumber // any number, even zero (Fireball's rulings)
	}
	switch {
	case t.AnyNumber:
		spec.Text = "any number of targets"
		spec.Objects, spec.Players = true, true
		spec.Filter = rt.Filter{Alts: []rt.Match{{Types: []string{"Creature"}}, {Types: []string{"Planeswalker"}}, {Types: []string{"Battle"}}}} // 115.4
	default:
		first := int(t.Counts[0])
		for i, k := range t.Counts {
			if int(k) != first+i {
				c.errs.add(t.Pos, "list the numbers of targets in order, one by one: \"one, two, or three\"")
				break
			}
		}
		spec.Min, spec.Max = first, int(t.Counts[len(t.Counts)-1])
		if spec.Min < 1 {
			c.errs.add(t.Pos, "the fewest targets must be at least one")
		}
		if !p.Evenly && spec.Max > int(n) {
			c.errs.add(t.Pos, "%d damage can't be divided among %d targets: each must be assigned at least 1 (601.2d)", n, spec.Max)
		}
		sel := c.targetControlledBy(ctx, t.Selector, &spec)
		f, players := c.selector(sel, true)
		spec.Filter, spec.Objects, spec.Players = f, len(f.Alts) > 0, players
		spec.Text = c.text(t.Pos, t.Selector.EndPos)
	}
	ref := c.addTarget(ctx, spec)
	if !p.Evenly {
		ctx.ab.Divide = &rt.Divide{Group: ref.Index, N: int(n)}
	}
	return rt.DealDivided{Group: ref.Index, Evenly: p.Evenly, Amount: amount}
}
