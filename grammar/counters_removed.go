package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Counters removed from an object (122): the event of a triggered ability
// that triggers once for each counter removed, and the effect that
// removes them.

// CounterRemovedEvent is the event "a COUNTER counter is removed from
// OBJECT": it happens once for each such counter removed, whatever
// removes it (a cost, an effect, a state-based action).
//
//	whenever a +1/+1 counter is removed from this, …
type CounterRemovedEvent struct {
	Pos     lexer.Position
	Counter string    `parser:"'a' @( PTMod | Ident ) 'counter' 'is' 'removed' 'from'"`
	Object  ObjectRef `parser:"@@"`
}

// RemoveCounters is the effect "remove AMOUNT COUNTER counters from
// OBJECT":
//
//	remove that many +1/+1 counters from it
//	remove a +1/+1 counter from target creature
type RemoveCounters struct {
	Pos     lexer.Position
	Amount  *Amount   `parser:"( 'remove' | 'removes' ) @@"`
	Counter string    `parser:"@( PTMod | Ident ) ( 'counter' | 'counters' )"`
	From    ObjectRef `parser:"'from' @@"`
}

func (*RemoveCounters) predicate() {}

// Position reports where the node starts.
func (n *CounterRemovedEvent) Position() lexer.Position { return n.Pos }

// Position reports where the node starts.
func (n *RemoveCounters) Position() lexer.Position { return n.Pos }
