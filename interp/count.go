package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Counting objects (group M4): "the number of Mountains you control",
// "for each land you control", "where X is …", and plural subjects
// written without "each" ("creatures you control").

// pluralFilter lowers "attacking creatures" or "creatures you control" to
// the filter of its selector.
func (c *compiler) pluralFilter(r *grammar.PluralRef) rt.Filter {
	f, _ := c.selector(r.Selector(), false)
	return f
}

// numberOf lowers "the number of SELECTOR": the objects it describes are
// counted as the effect happens (608.2h).
func (c *compiler) numberOf(s *grammar.Selector) rt.Amount {
	f, _ := c.selector(s, false)
	return rt.CountOf{Obj: rt.Each{Filter: f}}
}

// forEach applies "for each SELECTOR" to the amount of the effect e of
// clause cl: the amount is multiplied by the number of objects.
func (c *compiler) forEach(cl *grammar.ActionClause, e rt.Effect) rt.Effect {
	p := cl.Each
	if p == nil || e == nil {
		return e
	}
	if p.Named != nil || p.Shares {
		c.errs.add(p.Pos, "\"named …\" and \"that shares a creature type with it\" in \"for each\" are supported in static abilities and mana abilities only yet")
	}
	count := c.numberOf(p.Selector)
	if p.Other {
		f, _ := c.selector(p.Selector, false)
		f.Other = true // other than the source of the effect
		count = rt.CountOf{Obj: rt.Each{Filter: f}}
	}
	if e, ok := perEach(e, count); ok {
		return e
	}
	c.errs.add(p.Pos, "\"for each …\" needs an effect with an amount: counters, cards, life, damage or tokens")
	return e
}

// whereXAmount lowers "where X is AMOUNT" of a sentence; X in the
// sentence is then that amount, not a value chosen for the cost.
func (c *compiler) whereXAmount(ctx *abilityCtx, w *grammar.WhereX) rt.Amount {
	if w.Amount.X {
		c.errs.add(w.Amount.Pos, "\"where X is X\" says nothing")
		return rt.Const(0)
	}
	return c.amountIn(ctx, w.Amount, "X")
}

// damageAmount lowers the amount of "deals N damage to …" or "deals
// damage to … equal to AMOUNT".
func (c *compiler) damageAmount(ctx *abilityCtx, p *grammar.DealDamage) rt.Amount {
	switch {
	case p.Amount != nil && p.Equal != nil:
		c.errs.add(p.Equal.Pos, "the damage is given twice: say \"deals N damage\" or \"deals damage … equal to N\"")
	case p.Amount == nil && p.Equal == nil:
		c.errs.add(p.Pos, "say how much damage: \"deals N damage\" or \"deals damage … equal to N\"")
		return rt.Const(0)
	case p.Equal != nil:
		return c.amountIn(ctx, p.Equal, "damage")
	}
	return c.amountIn(ctx, p.Amount, "damage")
}

// pluralSubject makes a plural subject written without "each" the
// clause's subject.
func pluralSubject(cl *grammar.ActionClause) {
	if cl.Plural != nil && cl.Subject == nil {
		cl.Subject = cl.Plural
	}
}

// preventAlsoTo lowers the second recipient of "prevent all damage that
// would be dealt to you and creatures you control": every permanent that
// matches as the damage would be dealt.
func (c *compiler) preventAlsoTo(cl *grammar.PreventClause) *rt.Filter {
	if cl.To == nil {
		c.errs.add(cl.AlsoTo.Pos, "\"and …\" follows a first recipient: \"to you and creatures you control\"")
	}
	if !cl.All {
		c.errs.add(cl.AlsoTo.Pos, "\"prevent N damage\" to several recipients is not supported yet: one shield would be shared")
	}
	f := c.pluralFilter(cl.AlsoTo)
	return &f
}

// perEach multiplies the amount of e by count ("for each …", 608.2h):
// ok is false when e has no amount to multiply.
func perEach(e rt.Effect, count rt.Amount) (rt.Effect, bool) {
	per := func(a rt.Amount) rt.Amount { return rt.PerEach{Amount: a, Count: count} }
	switch x := e.(type) {
	case rt.PutCounters:
		x.Amount = per(x.Amount)
		return x, true
	case rt.Draw:
		x.Amount = per(x.Amount)
		return x, true
	case rt.GainLife:
		x.Amount = per(x.Amount)
		return x, true
	case rt.DealDamage:
		x.Amount = per(x.Amount)
		return x, true
	case rt.Mill:
		x.Amount = per(x.Amount)
		return x, true
	case rt.CreateToken:
		x.Amount = per(x.Amount)
		return x, true
	}
	return e, false
}
