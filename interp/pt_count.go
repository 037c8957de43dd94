package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// ptCountClause lowers the characteristic-defining ability "this's power
// and toughness are each equal to the number of Islands you control"
// (604.3, 613.4a): the card's power and toughness, "*/*", are defined by it.
func (c *compiler) ptCountClause(a *rt.Ability, cl grammar.Clause) bool {
	pc, ok := cl.(*grammar.PTCountClause)
	if !ok {
		return false
	}
	var f rt.Filter
	if pc.Selector != nil {
		f, _ = c.selector(pc.Selector, false)
		if f.Controller != rt.RelYou || len(f.Alts) == 0 {
			c.errs.add(pc.Selector.Pos, "expected \"the number of … you control\": only permanents you control are counted yet")
		}
		f.Controller = rt.RelAny // the count reads the controller itself
	}
	if c.cardCtx == nil || c.cardCtx.def == nil {
		c.errs.add(pc.Pos, "a characteristic-defining ability is printed on a card")
		return true
	}
	if c.cardCtx.def.PTCount != nil {
		c.errs.add(pc.Pos, "power and toughness are already defined by an ability")
	}
	p := &rt.PTCount{Filter: f, Life: pc.Life} // "your life total": the controller's
	c.cardCtx.def.PTCount = p
	a.Statics = append(a.Statics, rt.StaticEffect{PTCount: p})
	return true
}

// checkStarPT checks that "pt */*" and an ability defining power and
// toughness go together (604.3).
func (c *compiler) checkStarPT(n *grammar.Card, def *rt.CardDef, star *grammar.PTItem) {
	switch {
	case star != nil && def.PTCount == nil:
		c.errs.add(star.Pos, "power and toughness \"*/*\" need an ability that defines them: \"static: this's power and toughness are each equal to the number of … you control.\"")
	case star == nil && def.PTCount != nil:
		c.errs.add(n.Pos, "card %q defines its power and toughness by an ability: its printed power and toughness are \"pt */*\"", n.Name)
	}
}
