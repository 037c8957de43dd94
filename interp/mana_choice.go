package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// addMana lowers "add MANA", "add MANA or MANA" and "add one mana of any
// color" (106.5): with a choice, each alternative must be one mana.
func (c *compiler) addMana(p *grammar.AddMana) rt.AddMana {
	if p.AnyColor {
		return rt.AnyColorMana()
	}
	e := rt.AddMana{Mana: c.manaCost(p.Mana)}
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
