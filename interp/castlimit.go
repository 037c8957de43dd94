package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// castLimit lowers a static ability's limit on casting, "each player can't
// cast more than one spell each turn" (Rule of Law; runtime/castlimit.go).
// It reports whether cl is such a clause.
func (c *compiler) castLimit(a *rt.Ability, cl grammar.Clause) bool {
	ac, ok := cl.(*grammar.ActionClause)
	if !ok {
		return false
	}
	p, ok := ac.Predicate.(*grammar.CastLimit)
	if !ok {
		return false
	}
	l := &rt.CastLimit{Max: 1}
	switch s := ac.Subject.(type) {
	case *grammar.EachPlayerRef:
		c.refuseEachOther(s) // copy_spell.go
		if s.Opponent {
			l.Who = rt.RelOpponent
		}
	case *grammar.YouRef:
		l.Who = rt.RelYou
	case nil:
		c.errs.add(ac.Pos, "say who can't cast more spells: \"each player\", \"each opponent\" or \"you\"")
	default:
		c.errs.add(ac.Subject.Position(), "a limit on casting applies to \"each player\", \"each opponent\" or \"you\"")
	}
	switch {
	case ac.May:
		c.errs.add(ac.Pos, "\"may\" makes no sense with \"can't\"")
	case ac.Dur() != nil:
		c.errs.add(ac.Dur().Pos, "a static ability lasts as long as its source is on the battlefield (611.3b): it takes no duration")
	case ac.Delayed != nil:
		c.errs.add(ac.Delayed.Pos, "a static ability can't create a delayed trigger")
	}
	switch n := p.Amount; {
	case n == nil || n.Number == nil:
		c.errs.add(p.Pos, "\"can't cast more than N spells\": N must be a number")
	case c.inRange(n.Pos, "a number of spells", int(*n.Number), 0, rt.MaxNumber):
		l.Max = int(*n.Number)
	}
	f, _ := c.selector(p.Spells, false)
	for _, m := range f.Alts {
		if !m.Spell {
			c.errs.add(p.Spells.Pos, "\"can't cast more than …\" counts spells: write \"spell\" or \"spells\", e.g. \"noncreature spells\"")
			break
		}
	}
	l.Filter = f
	a.Statics = append(a.Statics, rt.StaticEffect{CastLimit: l})
	return true
}

// castLimitInEffect refuses a limit on casting written as an effect of a
// spell or another kind of ability: only a static ability's is supported.
func (c *compiler) castLimitInEffect(cl *grammar.ActionClause) bool {
	if _, ok := cl.Predicate.(*grammar.CastLimit); !ok {
		return false
	}
	c.errs.add(cl.Predicate.Position(), "a limit on how many spells a player casts each turn is supported only as a static ability (\"static: each player can't cast more than one spell each turn.\")")
	return true
}
