package grammar

import "github.com/alecthomas/participle/v2/lexer"

// CanBlockMore lets a creature block more than one attacker (509.1a):
//
//	this can block any number of creatures
//	this can block an additional creature [each combat]
type CanBlockMore struct {
	Pos        lexer.Position
	Any        bool `parser:"'can' 'block' ( @'any' 'number' 'of' 'creatures'"`
	Additional bool `parser:"| 'an' @'additional' 'creature' ( 'each' 'combat' )? )"`
}

func (*CanBlockMore) predicate() {}

// Position reports where the node starts.
func (n *CanBlockMore) Position() lexer.Position { return n.Pos }
