package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// gameOutcome lowers a static ability's "you can't lose the game" or
// "your opponents can't win the game" (runtime/cant_lose.go). It reports
// whether the clause was one.
func (c *compiler) gameOutcome(a *rt.Ability, ac *grammar.ActionClause) bool {
	p, ok := ac.Predicate.(*grammar.CantLoseOrWin)
	if !ok {
		return false
	}
	o := &rt.GameOutcome{CantLose: p.What == "lose", CantWin: p.What == "win"}
	switch s := ac.Subject.(type) {
	case *grammar.YouRef:
		o.Who = rt.RelYou
	case *grammar.EachPlayerRef:
		c.refuseEachOther(s) // copy_spell.go
		o.Who = rt.RelAny
		if s.Opponent {
			o.Who = rt.RelOpponent
		}
	default:
		c.errs.add(ac.Pos, "say who can't lose or win the game: \"you\", \"your opponents\" or \"each player\"")
		return true
	}
	switch {
	case ac.May:
		c.errs.add(ac.Pos, "\"may\" makes no sense with what a player can't do")
	case ac.Dur() != nil || ac.Lead != nil:
		c.errs.add(ac.Pos, "a static ability's \"can't lose the game\" lasts as long as the ability: a duration is not supported")
	}
	a.Statics = append(a.Statics, rt.StaticEffect{Outcome: o})
	return true
}
