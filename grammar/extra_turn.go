package grammar

import "github.com/alecthomas/participle/v2/lexer"

// TakeExtraTurn gives a player an extra turn (500.7):
//
//	target player takes an extra turn after this one
type TakeExtraTurn struct {
	Pos   lexer.Position
	After bool `parser:"( 'take' | 'takes' ) 'an' 'extra' 'turn' @( 'after' 'this' 'one' )"`
}

// Position reports where the TakeExtraTurn starts.
func (n *TakeExtraTurn) Position() lexer.Position { return n.Pos }

func (*TakeExtraTurn) predicate() {}
