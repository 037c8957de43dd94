package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// isTypesEffect lowers "OBJECT is a black Zombie in addition to its other
// colors and types" in the effects of a spell or ability: a continuous
// effect on that object with no duration, which lasts for the rest of the
// game (611.2a), so for as long as the object exists (400.7).
func (c *compiler) isTypesEffect(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.IsTypes) rt.Effect {
	if cl.Subject == nil {
		c.errs.add(cl.Pos, "expected a subject: which object is a …?")
		return nil
	}
	if cl.Dur() != nil || cl.May || cl.Delayed != nil {
		c.errs.add(cl.Pos, "\"is … in addition to its other types\" in an effect lasts as long as the object: write \"becomes … until end of turn\" for an effect that ends")
	}
	switch cl.Subject.(type) {
	case *grammar.ThatRef, *grammar.ItRef, *grammar.TargetRef, *grammar.ThisRef:
	default:
		c.errs.add(cl.Subject.Position(), "\"is … in addition to its other types\" in an effect is said of one object (\"that creature\"): for every object, it is a static ability")
		return nil
	}
	return rt.Modify{What: c.objRef(ctx, cl.Subject), Mods: c.addTypes(p.Words, string(p.Other)), Duration: rt.Forever}
}
