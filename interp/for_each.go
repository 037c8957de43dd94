package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// staticCount lowers "for each [other] SELECTOR [on the battlefield]
// [named NAME] [that shares at least one creature type with it]"
// (grammar.ForEach) of a static ability's power/toughness bonus or a mana
// ability: the permanents counted whenever layer 7c applies (611.3a) or as
// the mana ability resolves (runtime/for_each.go). The same phrase ending
// an effect's clause ("you gain 1 life for each land you control") is
// counted once as the effect happens (608.2h) by forEach (count.go): the
// grammar is one, the runtime counting two, since a static bonus must be
// recounted against the object it applies to ("shares … with it").
func (c *compiler) staticCount(p *grammar.ForEach) rt.Count {
	f, _ := c.selector(p.Selector, false)
	for _, z := range f.Zones() {
		if z != rt.Battlefield {
			c.errs.add(p.Selector.Pos, "\"for each\" counts permanents on the battlefield only")
		}
	}
	n := rt.Count{Filter: f, Named: strings.Join(p.Named, " "), SharesTypeWith: p.Shares}
	// "other": other than the ability's source, or, with "shares … with
	// it", other than the object the bonus applies to.
	n.Filter.Other = p.Other && !p.Shares
	if p.Shares && !p.Other {
		c.errs.add(p.Pos, "\"that shares a creature type with it\" without \"other\" would count the object itself: not supported")
	}
	return n
}

// refuseForEach refuses "for each" where a bonus would be locked in as a
// spell or ability resolves (608.2h), which the runtime doesn't count yet.
func (c *compiler) refuseForEach(p grammar.Predicate) {
	if g, ok := p.(*grammar.GetsPT); ok && g.Per != nil {
		c.errs.add(g.Per.Pos, "\"for each\" is supported in static abilities only yet")
	}
}
