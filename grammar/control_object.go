package grammar

import "github.com/alecthomas/participle/v2/lexer"

// ControlObject is a static ability's control-changing effect (613.1b)
// written with its controller as the subject (Mind Control):
//
//	you control enchanted creature
type ControlObject struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'control' | 'controls' ) @@"`
}

// Position reports where the ControlObject starts.
func (n *ControlObject) Position() lexer.Position { return n.Pos }

func (*ControlObject) predicate() {}
