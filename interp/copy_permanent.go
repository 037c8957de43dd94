package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// enterAsCopy lowers "you may have this enter as a copy of any SELECTOR on
// the battlefield" (707, 614.1c; runtime/copy_permanent.go): a replacement
// effect of the permanent's own static ability, applied as it enters.
func (c *compiler) enterAsCopy(a *rt.Ability, ac *grammar.ActionClause) {
	p := ac.Predicate.(*grammar.EnterAsCopy)
	if _, you := ac.Subject.(*grammar.YouRef); !you || !ac.May {
		c.errs.add(ac.Pos, "write \"you may have this enter as a copy of …\": the permanent's controller chooses whether it does (707.2)")
	}
	switch {
	case ac.Dur() != nil:
		c.errs.add(ac.Dur().Pos, "a copy effect of a permanent lasts as long as it stays on the battlefield (400.7): it takes no duration")
	case ac.Delayed != nil:
		c.errs.add(ac.Delayed.Pos, "a static ability can't create a delayed trigger")
	}
	f, _ := c.selector(p.Selector, false)
	for _, m := range f.Alts {
		if m.Zone != rt.Battlefield {
			c.errs.add(p.Selector.Pos, "a permanent enters as a copy of a permanent: describe an object on the battlefield")
			break
		}
	}
	if p.Article != "any" && !p.Battlefield {
		c.errs.add(p.Pos, "write \"as a copy of any … on the battlefield\"")
	}
	a.Statics = append(a.Statics, rt.StaticEffect{Enters: &rt.EntersWith{AsCopy: &f}})
}
