package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// blockCreatureEvent lowers "blocks a creature", "becomes blocked by a
// creature" and "blocks or becomes blocked by a creature" (509.3d,
// 509.3f): the subject must be "this"; "that creature" in the ability is
// the other creature.
func (c *compiler) blockCreatureEvent(e *grammar.Event, t *rt.Trigger, v *grammar.BlockCreatureEvent) {
	if !t.Self {
		c.errs.add(e.Subject.Position(), "\"%s a creature\" is supported only for \"this\" yet", v.Verb)
	}
	switch v.Verb {
	case "blocks":
		t.Event = rt.EventBlocksCreature
	case "becomes blocked by":
		t.Event = rt.EventBlockedByCreature
	default: // "blocks or becomes blocked by"
		t.Event, t.OrBlockedBy = rt.EventBlocksCreature, true
	}
}
