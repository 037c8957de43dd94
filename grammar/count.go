package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Counting objects and naming many of them without "each" (group M4).

// NumberOf is an amount: how many objects a selector describes as the
// effect happens.
//
//	the number of Mountains you control
type NumberOf struct {
	Pos      lexer.Position
	Selector *Selector `parser:"'the' 'number' 'of' @@"`
}

// ForEach multiplies the amount of its clause by a number of objects:
//
//	you gain 1 life for each land you control
//	create a 2/2 green Wolf creature token for each Forest you control
type ForEach struct {
	Pos      lexer.Position
	Selector *Selector `parser:"'for' 'each' @@"`
}

// WhereX gives X a value for its sentence (107.3a is about X in a cost;
// this X is defined by the text):
//
//	… you gain X life, where X is the number of Swamps you control.
type WhereX struct {
	Pos    lexer.Position
	Amount *Amount `parser:"',' 'where' 'x' 'is' @@"`
}

// Position reports where the NumberOf starts.
func (n *NumberOf) Position() lexer.Position { return n.Pos }

// Position reports where the ForEach starts.
func (n *ForEach) Position() lexer.Position { return n.Pos }

// Position reports where the WhereX starts.
func (n *WhereX) Position() lexer.Position { return n.Pos }
