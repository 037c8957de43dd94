package grammar

import "github.com/alecthomas/participle/v2/lexer"

// A ConditionalClause does its clause only if a condition holds, checked as
// the clause would happen; in a static ability it makes the effect apply
// only while the condition holds (Cetavolver's "if this was kicked with
// its {1}{R} kicker, it enters with …"):
//
//	if this was kicked, draw a card
//
// A replacement ("if … would …") is a ReplacementClause instead.
type ConditionalClause struct {
	Pos       lexer.Position
	Condition *Condition `parser:"'if' (?! ( !( 'would' | ',' | '.' ) )* 'would' ) @@ ','"`
	Clause    Clause     `parser:"@@"`
	EndPos    lexer.Position
}

// Position reports where the ConditionalClause starts.
func (n *ConditionalClause) Position() lexer.Position { return n.Pos }

func (*ConditionalClause) clause() {}
