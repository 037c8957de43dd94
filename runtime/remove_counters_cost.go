package runtime

import "fmt"

// Removing counters from the source as a cost (602.2b, 118.3): "{2}{U}{U},
// Remove a wish counter from this: …". The cost can be paid only if the
// object has that many counters of that kind (118.3); paying it removes
// them (122.8 has no effect here: the counters simply leave).

// RemoveCountersCost is the number and kind of counters a cost removes from
// the ability's source.
type RemoveCountersCost struct {
	N    int
	Kind string
}

func (c RemoveCountersCost) String() string {
	if c.N == 1 {
		return fmt.Sprintf("remove a %s counter from this", c.Kind)
	}
	return fmt.Sprintf("remove %d %s counters from this", c.N, c.Kind)
}

// removeCountersRefusal is the refusal of an activation whose cost removes
// more counters than o has, or nil.
func removeCountersRefusal(o *Object, c *RemoveCountersCost, name string) error {
	if c == nil || o.Counters.Get(c.Kind) >= c.N {
		return nil
	}
	return refuse("118.3", "%s has too few %s counters to pay the cost", name, c.Kind)
}

// payRemoveCounters removes the counters of the cost from o.
func (g *Game) payRemoveCounters(o *Object, c *RemoveCountersCost) {
	if c == nil {
		return
	}
	g.removeCounters(o, c.Kind, c.N) // counters_removed.go
}
