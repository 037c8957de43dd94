package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// This file lowers "choose target …" of an object (a player is lowered in
// game_rules.go), conditional clauses ("if this was kicked, …") and what
// "its" means in an amount after an amount that named an object ("the
// sacrificed creature's power, then … equal to its toughness").

// chooseObject lowers "choose target creature card in your graveyard": the
// target is chosen as the spell or ability is put on the stack (601.2c);
// the instruction makes it "that card" for the instructions after it.
func (c *compiler) chooseObject(ctx *abilityCtx, cl *grammar.ActionClause, ch *grammar.Choose) rt.Effect {
	switch {
	case cl.May:
		c.errs.add(cl.Pos, "\"may choose target …\": a target is chosen as the spell or ability is put on the stack (601.2c), not as it resolves")
	case cl.Dur() != nil:
		c.errs.add(cl.Dur().Pos, "choosing a target takes no duration")
	case cl.Delayed != nil:
		c.errs.add(cl.Delayed.Pos, "a target is chosen as the spell or ability is put on the stack (601.2c): it can't wait for a later step")
	}
	tr, ok := ch.Object.(*grammar.TargetRef)
	if !ok {
		c.errs.add(ch.Object.Position(), "\"choose …\" is supported only for a target yet (\"choose target creature card in your graveyard\")")
		return nil
	}
	e := rt.ChooseTarget{Target: c.chosenTarget(ctx, cl, tr)} // who chooses it (granted.go)
	for _, m := range ch.More {
		if cl.Subject != nil {
			if _, you := cl.Subject.(*grammar.YouRef); !you {
				c.errs.add(m.Pos, "only the ability's controller chooses several targets with \"and\" yet")
				continue
			}
		}
		e.More = append(e.More, c.target(ctx, m)) // "and up to two target …" (random_choice.go)
	}
	return e
}

// costsCountersAction lowers the predicates of this group that are not in
// action's switch: "choose target …" and "enters with …" (which is only a
// static ability's replacement effect).
func (c *compiler) costsCountersAction(ctx *abilityCtx, cl *grammar.ActionClause) (rt.Effect, bool) {
	switch p := cl.Predicate.(type) {
	case *grammar.Choose:
		return c.chooseObject(ctx, cl, p), true
	case *grammar.EntersWith:
		c.errs.add(p.Pos, "\"enters with …\" is a replacement effect of a permanent's own static ability (614.1c): write \"static: this enters with …\"")
		return nil, true
	}
	return nil, false
}

// conditional lowers "if CONDITION, CLAUSE": the clause happens only if the
// condition holds as it would happen.
func (c *compiler) conditional(ctx *abilityCtx, cl *grammar.ConditionalClause) rt.Effect {
	cond := c.condition(ctx, cl.Condition)
	var inner []rt.Effect
	if k, ok := cond.(rt.Kicked); ok {
		// "If this was kicked, … target …": the target is chosen only
		// if the spell is kicked (601.2c, addTarget).
		outer := ctx.kicked
		ctx.kicked = &k
		defer func() { ctx.kicked = outer }()
	}
	if e := c.clause(ctx, cl.Clause, &inner); e != nil {
		inner = append(inner, e)
	}
	if cond == nil || len(inner) == 0 {
		return nil
	}
	return rt.Conditional{If: cond, Effects: inner}
}

// itsObject is what "its" in an amount refers to: the object an earlier
// amount of the ability named ("equal to the sacrificed creature's power,
// then … equal to its toughness"), if no clause since acted on other
// objects; otherwise "it".
func (c *compiler) itsObject(ctx *abilityCtx, a *grammar.Amount) rt.ObjExpr {
	if ctx.possessor != nil {
		return ctx.possessor
	}
	if !ctx.itBound {
		c.errs.add(a.Pos, "\"its %s\" refers to nothing: no earlier part of this ability names an object (this object's own is \"this's %s\")", a.Stat, a.Stat)
	}
	return rt.It{}
}

// keepsIt reports whether an effect leaves "it" as it was, so that "its"
// still refers to what an amount named before it.
func keepsIt(e rt.Effect) bool {
	switch e := e.(type) {
	case nil, rt.Draw, rt.GainLife, rt.AddMana, rt.Shuffle, rt.CreateDelayed:
		return true
	case rt.May:
		for _, x := range e.Effects {
			if !keepsIt(x) {
				return false
			}
		}
		return true
	}
	return false
}
