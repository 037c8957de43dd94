package grammar

import "github.com/alecthomas/participle/v2/lexer"

// DoesntUntap keeps a permanent tapped in an untap step (502.3): the next
// one, an effect of a spell or ability (untap_skip.go), or every one, a
// static ability (Entangling Vines; runtime/doesnt_untap.go):
//
//	doesn't untap during its controller's next untap step
//	enchanted creature doesn't untap during its controller's untap step
type DoesntUntap struct {
	Pos  lexer.Position
	Next bool `parser:"( 'doesn\\u0027t' | 'don\\u0027t' ) 'untap' 'during' ( 'its' | 'their' ) 'controller' Poss @'next'? 'untap' 'step'"`
}

// Position reports where the DoesntUntap starts.
func (n *DoesntUntap) Position() lexer.Position { return n.Pos }

func (*DoesntUntap) predicate() {}
