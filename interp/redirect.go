package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// redirect lowers "the next N damage that SOURCE would deal to you
// [and/or PERMANENTS] [this turn] is dealt to REF instead" (614.9,
// runtime/redirect.go): one amount shared by the recipients.
func (c *compiler) redirect(ctx *abilityCtx, cl *grammar.RedirectClause) rt.Effect {
	e := rt.Redirect{Amount: c.amountIn(ctx, cl.Amount, "damage"), Duration: rt.Forever, Text: c.phrase(cl.Pos, cl.EndPos)}
	e.By = c.objRef(ctx, cl.Source)
	switch to := cl.To.(type) {
	case grammar.PlayerRef:
		e.ToPlayers = c.playerRef(ctx, to)
	case *grammar.PluralRef:
		if cl.AndOr != nil {
			c.errs.add(cl.AndOr.Pos, "\"and/or\" follows a player: \"to you and/or permanents you control\"")
		}
		f := c.pluralFilter(to)
		e.ToEach = &f
	default:
		c.errs.add(cl.To.Position(), "expected a player or a plural description (\"permanents you control\") as whose damage is redirected")
	}
	if cl.AndOr != nil {
		f := c.pluralFilter(cl.AndOr)
		e.ToEach = &f
	}
	if d := cl.Duration; d != nil {
		switch {
		case d.EndOfTurn, d.ThisTurn:
			e.Duration = rt.UntilEndOfTurn
		default:
			c.errs.add(d.Pos, "this duration is not supported for a redirection yet")
		}
	}
	e.Instead, e.InsteadPlayers = c.recipient(ctx, cl.Instead)
	return e
}
