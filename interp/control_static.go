package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// staticControl lowers "you control OBJECT" in a static ability (Mind
// Control, 613.1b): OBJECT is the enchanted or equipped permanent, this, or
// each permanent a selector describes.
func (c *compiler) staticControl(ac *grammar.ActionClause, co *grammar.ControlObject) (rt.StaticEffect, bool) {
	if _, ok := ac.Subject.(*grammar.YouRef); !ok {
		c.errs.add(ac.Pos, "a static control-changing effect is written \"you control …\"")
		return rt.StaticEffect{}, false
	}
	se := rt.StaticEffect{Mods: []rt.Modification{rt.ControlledByYou{}}}
	switch o := co.Object.(type) {
	case *grammar.AttachedRef:
		c.attachedRef(o)
		se.Affects = rt.AffectsEnchanted
	case *grammar.EachRef:
		f, _ := c.selector(o.Selector, false)
		se.Affects, se.Filter = rt.AffectsFilter, f
	default:
		c.errs.add(co.Object.Position(), "\"you control …\": expected the enchanted or equipped permanent or \"each …\"")
		return rt.StaticEffect{}, false
	}
	return se, true
}
