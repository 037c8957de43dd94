package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// counterRemovedEvent lowers "a COUNTER counter is removed from this": a
// trigger that triggers once for each such counter removed from its own
// source (runtime/counters_removed.go).
func (c *compiler) counterRemovedEvent(e *grammar.CounterRemovedEvent) *rt.Trigger {
	if _, this := e.Object.(*grammar.ThisRef); !this {
		c.errs.add(e.Object.Position(), "a counter removed is watched only from \"this\" yet")
	}
	return &rt.Trigger{Event: rt.EventCounterRemoved, Self: true, Counter: e.Counter}
}
