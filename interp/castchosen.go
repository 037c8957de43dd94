package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// castChosen lowers "cast a SELECTOR spell from ZONE": a card chosen as the
// effect resolves (runtime/castchosen.go).
func (c *compiler) castChosen(ctx *abilityCtx, p *grammar.Cast, ir *grammar.IndefiniteRef) rt.Effect {
	zone := p.From
	for _, k := range ir.Selector.Constraints {
		if zc, ok := k.(*grammar.ZoneConstraint); ok {
			if zone != nil {
				c.errs.add(zc.Pos, "say the zone once")
			}
			zone = zc.Zone
		}
	}
	if strings.EqualFold(ir.Article, "another") {
		c.errs.add(ir.Pos, "\"cast another …\" is not supported yet")
	}
	if zone == nil {
		c.errs.add(ir.Pos, "say where the card is cast from, e.g. \"cast a spell from your hand\"")
		return nil
	}
	z, owner := c.zoneRef(zone)
	f, _ := c.selector(ir.Selector, false)
	for i := range f.Alts {
		m := &f.Alts[i]
		if !m.Spell {
			c.errs.add(ir.Selector.Pos, "\"cast a …\" names a spell: write \"cast a spell from …\" or \"cast an instant spell from …\"")
			break
		}
		m.Spell, m.Zone = false, z
		m.NotTypes = append(m.NotTypes, "Land") // a land is never cast (305.9)
	}
	f.Owner = owner
	ctx.hasCast = true
	return rt.CastChosen{From: f, WithoutPaying: p.WithoutPaying}
}
