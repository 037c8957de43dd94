package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// staticPreventAll lowers "prevent all [noncombat | combat] damage that
// would be dealt to enchanted/equipped creature" in a static ability
// (615, 611.3): while the source is on the battlefield, attached to it.
func (c *compiler) staticPreventAll(cl *grammar.PreventClause) *rt.DamagePrevention {
	if !cl.All || cl.Source != nil || cl.By != nil || cl.Duration != nil {
		c.errs.add(cl.Pos, "a static ability prevents damage with \"prevent all [noncombat] damage that would be dealt to enchanted creature\" or \"if … would …, prevent that damage\"")
		return nil
	}
	if cl.Noncombat && cl.Combat {
		c.errs.add(cl.Pos, "damage is combat or noncombat damage, not both")
		return nil
	}
	ar, ok := cl.To.(*grammar.AttachedRef)
	if !ok {
		c.errs.add(cl.Pos, "expected \"to enchanted creature\" or \"to equipped creature\"")
		return nil
	}
	c.attachedRef(ar)
	return &rt.DamagePrevention{ToAttached: true, Noncombat: cl.Noncombat, Combat: cl.Combat, Text: c.phrase(cl.Pos, cl.EndPos)}
}
