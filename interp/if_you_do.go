package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// ifYouDo lowers "if you do, CLAUSE" and "if you don't, CLAUSE": it must
// follow a "you may" clause of the same ability (608.2c).
func (c *compiler) ifYouDo(ctx *abilityCtx, cl *grammar.IfYouDoClause, prev *[]rt.Effect) rt.Effect {
	n := len(*prev)
	if n == 0 {
		c.errs.add(cl.Pos, "\"if you do\" and \"if you don't\" must follow a \"you may\" clause")
		return nil
	}
	if _, ok := (*prev)[n-1].(rt.May); !ok {
		c.errs.add(cl.Pos, "\"if you do\" and \"if you don't\" must follow a \"you may\" clause")
		return nil
	}
	var inner []rt.Effect
	if e := c.clause(ctx, cl.Clause, &inner); e != nil {
		inner = append(inner, e)
	}
	return rt.IfYouDid{Dont: cl.Dont, Effects: inner}
}
