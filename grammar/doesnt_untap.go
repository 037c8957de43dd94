package grammar

import "github.com/alecthomas/participle/v2/lexer"

// DoesntUntap keeps a permanent tapped in its controller's untap step
// (502.3; Entangling Vines):
//
//	enchanted creature doesn't untap during its controller's untap step
type DoesntUntap struct {
	Pos   lexer.Position
	Untap bool `parser:"( 'doesn\\u0027t' | 'don\\u0027t' ) @'untap' 'during' ( 'its' | 'their' ) 'controller' Poss 'untap' 'step'"`
}

// Position reports where the DoesntUntap starts.
func (n *DoesntUntap) Position() lexer.Position { return n.Pos }

func (*DoesntUntap) predicate() {}
