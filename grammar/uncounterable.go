package grammar

import "github.com/alecthomas/participle/v2/lexer"

// UncounterableItem is a spell's static ability that works on the stack
// (113.6): this spell can't be countered.
type UncounterableItem struct {
	Pos   lexer.Position
	Spell bool `parser:"'this' @'spell' 'can\\u0027t' 'be' 'countered' '.'"`
}

// Position reports where the UncounterableItem starts.
func (n *UncounterableItem) Position() lexer.Position { return n.Pos }

func (*UncounterableItem) cardItem() {}
