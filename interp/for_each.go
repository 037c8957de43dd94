package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// forEach lowers "for each SELECTOR [on the battlefield] [named NAME]
// [that shares at least one creature type with it]" (grammar/for_each.go):
// the permanents a static ability's bonus counts (runtime/for_each.go).
func (c *compiler) forEach(p *grammar.ForEach) rt.Count {
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

// landTypeWord reads a land type in a description of objects, singular or
// plural: "Plains", "Swamps", "Forest" (205.3i).
func landTypeWord(word string) (string, bool) {
	if t, ok := rt.LandType(word); ok {
		return t, true
	}
	if strings.HasSuffix(word, "s") {
		return rt.LandType(strings.TrimSuffix(word, "s"))
	}
	return "", false
}
