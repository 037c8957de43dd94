package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Sleep's wording: "tap all creatures target player controls. Those
// creatures don't untap during that player's next untap step."

// targetPlayerControls lowers "all SELECTOR target player controls": it
// declares a target player, whom later clauses call "that player".
func (c *compiler) targetPlayerControls(ctx *abilityCtx, s *grammar.Selector, k *grammar.TargetPlayerControls) rt.ObjExpr {
	f, _ := c.selector(s, false)
	t := c.addTarget(ctx, rt.TargetSpec{Min: 1, Max: 1, Players: true, Text: "target player"})
	ctx.thatPlayer = t
	return rt.EachControlledBy{Filter: f, Players: t}
}

// skipUntap lowers "OBJECTS don't untap during PLAYER's next untap step"
// (502.3).
func (c *compiler) skipUntap(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.SkipUntap) rt.Effect {
	var what rt.ObjExpr = rt.It{}
	if cl.Subject != nil {
		what = c.objRef(ctx, cl.Subject)
	} else {
		c.checkIt(ctx, p.Pos, "what doesn't untap")
	}
	if !p.Next {
		c.errs.add(p.Pos, "\"doesn't untap during its controller's untap step\" lasts: write it as a static ability, or say \"next untap step\"")
	}
	e := rt.SkipNextUntap{What: what}
	w := p.Whose
	switch {
	case w.ThatPlayer:
		if ctx.thatPlayer == nil {
			c.errs.add(w.Pos, "\"that player\" refers to nothing: no earlier part of this ability names a player")
			e.Player = rt.You{}
		} else {
			e.Player = ctx.thatPlayer
		}
	case w.Your:
		e.Player = rt.You{}
	case w.Controller, w.Their:
		e.Player = nil // its controller's: each object's controller as the effect happens
	default:
		c.errs.add(w.Pos, "%s next untap step: write \"your\", \"its controller's\" or \"that player's\"", possessiveText(w))
	}
	return e
}
