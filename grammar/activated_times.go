package grammar

import "github.com/alecthomas/participle/v2/lexer"

// ActivatedTimes is a condition on how often an ability has been
// activated this turn, said of "this ability" (Dragon Whelp):
//
//	if this ability has been activated four or more times this turn, …
type ActivatedTimes struct {
	Pos   lexer.Position
	Times *Number `parser:"'ability' 'has' 'been' 'activated' @( Int | 'two' | 'three' | 'four' | 'five' ) 'or' 'more' 'times' 'this' 'turn'"`
}

// Position reports where the ActivatedTimes starts.
func (n *ActivatedTimes) Position() lexer.Position { return n.Pos }

func (*ActivatedTimes) conditionTest() {}
