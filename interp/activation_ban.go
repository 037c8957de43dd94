package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// cantBeActivated lowers "its activated abilities can't be activated"
// (602.5; runtime/activation_ban.go) in a static ability: a continuous
// effect on what the clause before it in the sentence names ("enchanted
// creature can't attack or block, and its activated abilities can't be
// activated"), or on "activated abilities of SELECTOR". before holds the
// clauses of the sentence before cl.
func (c *compiler) cantBeActivated(a *rt.Ability, cl grammar.Clause, before []grammar.Clause) bool {
	cb, ok := cl.(*grammar.CantBeActivatedClause)
	if !ok {
		return false
	}
	se := rt.StaticEffect{Mods: []rt.Modification{rt.CantBeActivated{ExceptMana: cb.ExceptMana}}}
	switch {
	case cb.Of != nil:
		f, _ := c.selector(cb.Of, false)
		se.Affects, se.Filter = rt.AffectsFilter, f
	default: // "its": the subject of the clause before
		var subj grammar.Ref
		if n := len(before); n > 0 {
			if ac, ok := before[n-1].(*grammar.ActionClause); ok {
				subj = ac.Subject
			}
		}
		switch s := subj.(type) {
		case *grammar.AttachedRef:
			c.attachedRef(s)
			se.Affects = rt.AffectsEnchanted
		case *grammar.ThisRef:
			se.Affects = rt.AffectsSelf
		default:
			c.errs.add(cb.Pos, "\"its activated abilities\": \"its\" refers to the subject of the clause before it in the sentence, \"enchanted creature\" or \"this\"")
			return true
		}
	}
	a.Statics = append(a.Statics, se)
	return true
}
