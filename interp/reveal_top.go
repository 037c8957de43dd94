package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// The top card of a library (runtime/reveal_top.go): "play with the top
// card of your library revealed" and the static "as long as the top card
// of your library is QUALITY, …" (Vampire Nocturnus).

// staticTopOfLibrary lowers "you play with the top card of your library
// revealed" and "as long as CONDITION, CLAUSE" in a static ability.
func (c *compiler) staticTopOfLibrary(a *rt.Ability, cl grammar.Clause) bool {
	switch cl := cl.(type) {
	case *grammar.ActionClause:
		p, ok := cl.Predicate.(*grammar.PlayRevealedTop)
		if !ok {
			return false
		}
		if _, you := cl.Subject.(*grammar.YouRef); cl.Subject != nil && !you {
			c.errs.add(cl.Subject.Position(), "only \"play with the top card of your library revealed\" is supported yet: the ability's controller does")
		}
		if !p.Whose.Your {
			c.errs.add(p.Whose.Pos, "write \"the top card of your library\"")
		}
		if cl.May || cl.Dur() != nil {
			c.errs.add(cl.Pos, "\"play with the top card of your library revealed\" is a rule for as long as the permanent is on the battlefield: no \"may\", no duration")
		}
		a.Statics = append(a.Statics, rt.StaticEffect{RevealTop: true})
		return true
	case *grammar.AsLongAsClause:
		c.asLongAs(a, cl)
		return true
	}
	return false
}

// asLongAs lowers "as long as CONDITION, CLAUSE": the clause's continuous
// effects, applying only while the condition holds (611.3a).
func (c *compiler) asLongAs(a *rt.Ability, cl *grammar.AsLongAsClause) {
	var cond rt.Condition
	switch {
	case cl.Top != nil:
		cond = c.topCardIs(cl.Top)
	default:
		c.errs.add(cl.If.Pos, "\"as long as\": only \"the top card of your library is …\" is supported as a condition of a static ability yet")
		return
	}
	inner := c.static(&grammar.StaticAbility{Pos: cl.Clause.Pos, Effects: &grammar.Effects{Pos: cl.Clause.Pos, Sentences: []*grammar.Sentence{{Pos: cl.Clause.Pos, Clause: cl.Clause}}, EndPos: cl.Clause.EndPos}})
	for _, se := range inner.Statics {
		if len(se.Mods) == 0 {
			c.errs.add(cl.Clause.Pos, "\"as long as\" applies to continuous effects (gets, has, can't …) only yet")
			return
		}
		se.If = cond
		a.Statics = append(a.Statics, se)
	}
}

// topCardIs lowers "the top card of your library is QUALITY" (a color, a
// type: "is black", "is a land card").
func (c *compiler) topCardIs(t *grammar.TopCardIs) rt.Condition {
	if !t.Whose.Your {
		c.errs.add(t.Whose.Pos, "write \"the top card of your library\"")
	}
	sel := *t.Selector
	hasNoun := false
	for _, w := range sel.Words {
		if noun(w.Text) != "" {
			hasNoun = true
		}
	}
	if !hasNoun { // "is black": a black card
		sel.Words = append(append([]*grammar.SelectorWord(nil), sel.Words...), &grammar.SelectorWord{Pos: sel.EndPos, Text: "card"})
	}
	f, _ := c.selectorIn(&sel, false, rt.Library)
	for _, m := range f.Alts {
		if m.Zone != rt.Library {
			c.errs.add(t.Selector.Pos, "the top card of a library is a card: describe it with a quality (\"black\", \"a land card\")")
			break
		}
	}
	return rt.TopCardIs{Filter: f}
}
