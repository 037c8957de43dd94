package grammar

import "github.com/alecthomas/participle/v2/lexer"

// CantBeBlocked is the restriction "can't be blocked" (509.1b), perhaps
// with keywords the same object has (Whispersilk Cloak):
//
//	target Merfolk creature can't be blocked this turn
//	equipped creature can't be blocked and has shroud
type CantBeBlocked struct {
	Pos      lexer.Position
	Blocked  bool       `parser:"'can\\u0027t' 'be' @'blocked'"`
	Keywords []*Keyword `parser:"( 'and' ( 'has' | 'have' | 'gains' | 'gain' ) @@ ( ( ',' | 'and' ) @@ )* )?"`
}

// Position reports where the CantBeBlocked starts.
func (n *CantBeBlocked) Position() lexer.Position { return n.Pos }

func (*CantBeBlocked) predicate() {}
