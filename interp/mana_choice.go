package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// addMana lowers "add MANA", "add MANA or MANA", "add one mana of any
// color" (106.5) and "add one mana of the chosen color" (607.2d): with a
// choice, each alternative must be one mana. The clause's subject, if not
// "you", is who adds it ("its controller adds an additional {G}"), and
// "an additional" is said of the mana a trigger on a permanent tapped for
// mana adds besides what the permanent made (106.12).
func (c *compiler) addMana(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.AddMana) rt.AddMana {
	var e rt.AddMana
	switch {
	case p.AnyColor:
		e = rt.AnyColorMana()
	case p.Chosen:
		e = rt.AddMana{Chosen: true}
		c.chosenColorMana(p)
	default:
		e = rt.AddMana{Mana: c.manaCost(p.Mana)}
	}
	if _, you := cl.Subject.(*grammar.YouRef); cl.Subject != nil && !you {
		e.Who = c.subjectPlayer(ctx, cl.Subject)
	}
	if p.Additional && (c.trigger == nil || c.trigger.Event != rt.EventTapForMana) {
		c.errs.add(p.Pos, "\"adds an additional …\" is said of the mana a triggered ability adds when a permanent is tapped for mana (106.12): write \"add …\"")
	}
	if p.Or == nil {
		return e
	}
	for _, m := range []*grammar.ManaCost{p.Mana, p.Or} {
		if len(m.Symbols) != 1 || c.hasX(m.Symbols) {
			c.errs.add(m.Pos, "\"add … or …\": each choice is one mana symbol yet")
		}
	}
	e.Or = []rt.ManaCost{c.manaCost(p.Or)}
	return e
}

// chosenColorMana checks "one mana of the chosen color": the card must
// choose a color as it enters (607.2d), and the ability must be the
// card's own, not one it grants in quotes, whose source (the object that
// has it) chose nothing.
func (c *compiler) chosenColorMana(p *grammar.AddMana) {
	switch {
	case c.quoted > 0:
		c.errs.add(p.Pos, "\"one mana of the chosen color\" in an ability in quotes is not supported yet: the object that has it chose no color")
	case !c.choosesKind(rt.ChoiceColor):
		c.errs.add(p.Pos, "\"the chosen color\" refers to nothing: no earlier ability of this card says \"as this enters, choose a color\" (607.2d)")
	}
}
