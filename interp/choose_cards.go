package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Choosing cards as an effect happens, and "the chosen cards" afterwards.

// chooseCards lowers "choose up to N [face-up] [exiled] SELECTOR cards".
// "exiled" puts the cards in exile; "face-up" is said of exiled cards,
// and every exiled card is face up: nothing exiles a card face down yet
// (406.3).
func (c *compiler) chooseCards(ctx *abilityCtx, p *grammar.ChooseCards) rt.Effect {
	n := int(p.UpTo)
	if !c.inRange(p.Pos, "a number of cards", n, 1, rt.MaxNumber) {
		n = 1
	}
	if p.FaceUp && !p.Exiled {
		c.errs.add(p.Pos, "\"face-up\" is said of exiled cards: write \"face-up exiled cards\"")
	}
	zone := rt.ZoneNone
	if p.Exiled {
		zone = rt.Exile
		for _, k := range p.Selector.Constraints {
			if z, ok := k.(*grammar.ZoneConstraint); ok {
				c.errs.add(z.Pos, "\"exiled cards\" are in exile: they take no other zone")
			}
		}
	}
	f, _ := c.selectorIn(p.Selector, false, zone)
	for _, m := range f.Alts {
		if m.Zone == rt.ZoneNone || m.Zone == rt.Battlefield || m.Spell {
			c.errs.add(p.Selector.Pos, "say where the cards are: \"exiled cards\", \"cards in your graveyard\"")
			break
		}
	}
	ctx.chose = true
	return rt.ChooseCards{Filter: f, Max: n, Text: c.text(p.Selector.Pos, p.Selector.EndPos)}
}

// chosenRef lowers "the chosen cards" after "choose up to N … cards".
func (c *compiler) chosenRef(ctx *abilityCtx, r *grammar.ChosenRef) rt.ObjExpr {
	if !ctx.chose {
		c.errs.add(r.Pos, "\"the chosen cards\" must follow a clause that chooses cards (\"choose up to seven … cards\")")
	}
	return rt.ChosenCards{}
}
