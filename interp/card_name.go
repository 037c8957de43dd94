package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Choosing a card name (201.3; runtime/card_name.go): "as this enters,
// choose a card name" and "sources with the chosen name" (Pithing
// Needle), "that player chooses a card name" and "if you searched for a
// creature card that doesn't have that name" (Sphinx Ambassador).

// staticEntersAs lowers the clauses of a static ability that say how its
// permanent enters the battlefield with a choice (614.12): "as this
// enters, choose a card name" and "you may have this enter as a copy of
// …" (copy_permanent.go).
func (c *compiler) staticEntersAs(a *rt.Ability, cl grammar.Clause) bool {
	switch cl := cl.(type) {
	case *grammar.AsEntersChoice:
		a.Statics = append(a.Statics, c.asEntersChoice(cl)) // as_enters.go
		return true
	case *grammar.ActionClause:
		if _, ok := cl.Predicate.(*grammar.EnterAsCopy); ok {
			c.enterAsCopy(a, cl)
			return true
		}
	}
	return false
}

// nameConstraint lowers "with the chosen name" in a description; "that
// name" is read only by searchedFor.
func (c *compiler) nameConstraint(k *grammar.NameConstraint, f *rt.Filter) {
	if !k.Chosen {
		c.errs.add(k.Pos, "\"that name\" is supported only in \"if you searched for a … card that doesn't have that name\"")
		return
	}
	f.ChosenName = true
	if c.cardCtx != nil {
		c.cardCtx.chosenNameRefs = append(c.cardCtx.chosenNameRefs, k.Pos)
	}
}

// checkChosenName refuses "the chosen name" on a card that chooses no name
// as it enters.
func (c *compiler) checkChosenName(name string) {
	if c.cardCtx == nil || c.choosesKind(rt.ChoiceCardName) {
		return
	}
	for _, pos := range c.cardCtx.chosenNameRefs {
		c.errs.add(pos, "\"the chosen name\" refers to nothing: %s chooses no name as it enters (write \"as this enters, choose a card name\")", name)
	}
}

// chooseName lowers "PLAYER chooses a card name".
func (c *compiler) chooseName(ctx *abilityCtx, cl *grammar.ActionClause) rt.Effect {
	if cl.May {
		c.errs.add(cl.Pos, "choosing a card name is not optional")
	}
	ctx.choseName = true
	return rt.ChooseName{Player: c.subjectPlayer(ctx, cl.Subject)}
}

// searchedFor lowers the condition "you searched for a SELECTOR card [that
// doesn't have that name]": the card an earlier search of the ability
// found ("it").
func (c *compiler) searchedFor(ctx *abilityCtx, cond *grammar.Condition, t *grammar.SearchedFor) rt.Condition {
	if _, you := cond.Subject.(*grammar.YouRef); !you {
		c.errs.add(cond.Subject.Position(), "only \"you searched for …\" is supported: the ability's controller searches")
	}
	if !ctx.searched {
		c.errs.add(t.Pos, "\"you searched for\" refers to nothing: no earlier clause of this ability searches a library")
	}
	sel := *t.For.Selector
	sel.Constraints = nil
	cond2 := rt.SearchedFor{}
	for _, k := range t.For.Selector.Constraints {
		if nc, ok := k.(*grammar.NameConstraint); ok && nc.Not {
			if !ctx.choseName {
				c.errs.add(nc.Pos, "\"that name\" refers to nothing: no earlier clause of this ability chooses a card name")
			}
			cond2.NotNamed = true
			continue
		}
		sel.Constraints = append(sel.Constraints, k)
	}
	ir := *t.For
	ir.Selector = &sel
	cond2.Filter = c.indefiniteIn(&ir, rt.Library)
	return cond2
}
