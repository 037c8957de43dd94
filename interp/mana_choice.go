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
	case p.Combination != nil:
		e = c.manaCombination(p)
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

// maxCombination is the most mana an "any combination" effect adds: the
// player is asked the color of each.
const maxCombination = 20

// manaCombination lowers "N mana in any combination of colors" and "…
// of {R} and/or {G}" (106.1, 106.5): N mana, each of a color the player
// chooses as the effect resolves among the colors, or the symbols
// listed, each one colored mana and each listed once. It can't be counted
// "for each".
func (c *compiler) manaCombination(p *grammar.AddMana) rt.AddMana {
	n := int(*p.Combination)
	e := rt.AddMana{Combination: n}
	if n < 1 || n > maxCombination {
		c.errs.add(p.Pos, "\"%d mana in any combination\": the number of mana must be from 1 to %d", n, maxCombination)
	}
	if p.Per != nil {
		c.errs.add(p.Per.Pos, "\"mana in any combination … for each …\" is not supported yet")
	}
	if p.Colors {
		for col := rt.White; col <= rt.Green; col++ {
			e.Colors = e.Colors.With(col)
		}
		return e
	}
	for _, m := range p.Among {
		mc := c.manaCost(m)
		col, ok := oneColoredSymbol(mc)
		switch {
		case !ok:
			c.errs.add(m.Pos, "\"any combination of …\": each choice is one colored mana symbol ({W}, {U}, {B}, {R} or {G})")
		case e.Colors.Has(col):
			c.errs.add(m.Pos, "\"any combination of …\": %s is listed twice", mc.Text)
		default:
			e.Colors = e.Colors.With(col)
		}
	}
	return e
}

// oneColoredSymbol returns the color of a cost that is one colored mana
// symbol.
func oneColoredSymbol(m rt.ManaCost) (rt.Color, bool) {
	if m.Generic != 0 || m.X != 0 || m.Colored[rt.Colorless] != 0 {
		return 0, false
	}
	found := -1
	for col := rt.White; col <= rt.Green; col++ {
		switch n := m.Colored[col]; {
		case n == 0:
		case n == 1 && found < 0:
			found = int(col)
		default:
			return 0, false
		}
	}
	return rt.Color(found), found >= 0
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
