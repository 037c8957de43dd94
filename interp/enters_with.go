package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// This file lowers how permanents enter the battlefield (614.1c, 122.6):
// the static "this enters with …" (with its "if …" condition), a return
// "with a +1/+1 counter on it", several objects returned at once, and the
// converge count "for each color of mana spent to cast it".

// staticEntersWith lowers a clause of a static ability that is an
// enters-with replacement — "this enters with …" or "if this was kicked
// …, it enters with …" — into a static effect of a; it reports whether
// the clause was one.
func (c *compiler) staticEntersWith(def *rt.CardDef, a *rt.Ability, cl grammar.Clause) bool {
	var cond *grammar.Condition
	if cc, ok := cl.(*grammar.ConditionalClause); ok {
		cond, cl = cc.Condition, cc.Clause
	}
	ac, ok := cl.(*grammar.ActionClause)
	if !ok {
		return false
	}
	ew, ok := ac.Predicate.(*grammar.EntersWith)
	if !ok {
		return false
	}
	ctx := &abilityCtx{def: def, ab: a, card: c.cardCtx}
	e := &rt.EntersWith{}
	if cond != nil {
		if _, this := cond.Subject.(*grammar.ThisRef); !this {
			c.errs.add(cond.Subject.Position(), "an enters-with replacement can depend only on this object (\"if this was kicked …\")")
		}
		e.If = c.condition(ctx, cond)
	}
	switch s := ac.Subject.(type) {
	case *grammar.ThisRef:
	case *grammar.ItRef:
		if cond == nil {
			c.errs.add(s.Pos, "\"it\" refers to nothing: write \"this enters with …\"")
		}
	default:
		c.errs.add(ac.Pos, "only \"this enters with …\" is supported (614.1c: a permanent's own ability says how it enters)")
	}
	switch {
	case ac.May:
		c.errs.add(ac.Pos, "\"may\" in an enters-with replacement is not supported yet")
	case ac.Dur() != nil:
		c.errs.add(ac.Dur().Pos, "an enters-with replacement takes no duration: the object has what it enters with for as long as it stays on the battlefield")
	case ac.Delayed != nil:
		c.errs.add(ac.Delayed.Pos, "an enters-with replacement can't be delayed")
	case ac.Each != nil:
		c.errs.add(ac.Each.Pos, "\"for each …\" in an enters-with replacement is not supported yet: the count would be dropped")
	}
	if ew.Counters != nil {
		e.Counter, e.Amount = c.countersOn(ctx, ew.Counters, rt.This{})
	}
	e.Keywords = c.keywords(ew.Keywords)
	if ew.Tapped {
		e.Tapped = true
		if ew.Unless != nil {
			e.Unless = c.condition(ctx, ew.Unless)
		}
	}
	a.Statics = append(a.Statics, rt.StaticEffect{Enters: e})
	return true
}

// countersOn lowers "N COUNTER counters on it [for each color of mana spent
// to cast it]"; spentBy is what "it" in the converge count is.
func (c *compiler) countersOn(ctx *abilityCtx, co *grammar.CountersOn, spentBy rt.ObjExpr) (string, rt.Amount) {
	amount := c.amountIn(ctx, co.Amount, "a number of counters")
	if fe := co.ForEach; fe != nil {
		var obj rt.ObjExpr
		switch s := fe.Spent.(type) {
		case *grammar.ThisRef:
			obj = rt.This{}
		case *grammar.ItRef:
			obj = spentBy
		default:
			c.errs.add(s.Position(), "\"mana spent to cast\" is known only of \"it\" or \"this\" (the object itself)")
			obj = rt.This{}
		}
		amount = rt.PerEach{Amount: amount, Count: rt.ColorsSpent{Obj: obj}}
	}
	return co.Counter, amount
}

// returnObjects lowers the objects of a return: one reference, or several
// joined by "and", which move at once.
func (c *compiler) returnObjects(ctx *abilityCtx, p *grammar.Return) rt.ObjExpr {
	first := c.objRef(ctx, p.Object)
	if len(p.More) == 0 {
		return first
	}
	all := rt.AllOf{Objs: []rt.ObjExpr{first}}
	for _, m := range p.More {
		all.Objs = append(all.Objs, c.objRef(ctx, m))
	}
	return all
}

// returnWith lowers "with a +1/+1 counter on it" after a return to the
// battlefield (614.1c, 122.6).
func (c *compiler) returnWith(ctx *abilityCtx, p *grammar.Return) *rt.EntersWith {
	if p.With == nil {
		return nil
	}
	kind, amount := c.countersOn(ctx, p.With, rt.It{})
	return &rt.EntersWith{Counter: kind, Amount: amount}
}

// equalOr returns the amount of a clause written either way: "draw 2
// cards" (a) or "draw cards equal to …" (equal).
func equalOr(a, equal *grammar.Amount) *grammar.Amount {
	if a == nil {
		return equal
	}
	return a
}
