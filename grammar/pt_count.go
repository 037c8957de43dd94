package grammar

import "github.com/alecthomas/participle/v2/lexer"

// PTCountClause is a characteristic-defining ability (604.3) setting power
// and toughness in layer 7a (613.4a):
//
//	this's power and toughness are each equal to the number of Islands you control
//	this's power and toughness are each equal to your life total
type PTCountClause struct {
	Pos      lexer.Position
	This     bool      `parser:"@'this' Poss 'power' 'and' 'toughness' 'are' 'each' 'equal' 'to'"`
	Selector *Selector `parser:"( 'the' 'number' 'of' @@"`
	Life     bool      `parser:"| @( 'your' 'life' 'total' ) )"`
	EndPos   lexer.Position
}

// Position reports where the PTCountClause starts.
func (n *PTCountClause) Position() lexer.Position { return n.Pos }

func (*PTCountClause) clause() {}
