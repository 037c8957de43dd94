package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// removeCountersCost lowers "remove N COUNTER counter(s) from this" as a
// cost (602.2b, 118.3).
func (c *compiler) removeCountersCost(cost *rt.Cost, x *grammar.RemoveCountersCost) {
	if _, ok := x.From.(*grammar.ThisRef); !ok {
		c.errs.add(x.From.Position(), "only counters removed from this can be a cost yet: write \"from this\"")
		return
	}
	if x.Amount.Number == nil {
		c.errs.add(x.Amount.Pos, "the number of counters a cost removes must be a number")
		return
	}
	n := int(*x.Amount.Number)
	if n < 1 {
		c.errs.add(x.Amount.Pos, "a cost removes at least one counter")
		return
	}
	if !c.gameNumber(x.Amount.Pos, "a number of counters", n) {
		return
	}
	if cost.RemoveCounters != nil {
		c.errs.add(x.Pos, "a cost removes counters once")
		return
	}
	cost.RemoveCounters = &rt.RemoveCountersCost{N: n, Kind: strings.ToLower(x.Counter)}
}
