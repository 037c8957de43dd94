package grammar

import "github.com/alecthomas/participle/v2/lexer"

// EnterAsCopy is a permanent entering the battlefield as a copy of another
// (707, 614.1c), said in a static ability with "you may":
//
//	you may have this enter as a copy of any creature on the battlefield
//
// The object copied is chosen as the permanent enters, among those the
// selector describes; it is not a target.
type EnterAsCopy struct {
	Pos         lexer.Position
	This        bool      `parser:"'have' @'this' ( 'enter' | 'enters' ) 'as' 'a' 'copy' 'of'"`
	Article     string    `parser:"@( 'any' | 'a' | 'an' )"`
	Selector    *Selector `parser:"@@"`
	Battlefield bool      `parser:"( 'on' 'the' @'battlefield' )?"`
}

// Position reports where the EnterAsCopy starts.
func (n *EnterAsCopy) Position() lexer.Position { return n.Pos }

func (*EnterAsCopy) predicate() {}
