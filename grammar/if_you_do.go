package grammar

import "github.com/alecthomas/participle/v2/lexer"

// IfYouDoClause follows a "you may" clause and depends on whether the
// optional action was taken (608.2c; ruling on Djinn of Wishes: a card you
// can't play counts as not played):
//
//	if you don't, exile it | if you do, draw a card
type IfYouDoClause struct {
	Pos    lexer.Position
	Dont   bool          `parser:"'if' 'you' ( @\"don't\" | 'do' ) ','"`
	Clause *ActionClause `parser:"@@"`
}

// Position reports where the IfYouDoClause starts.
func (n *IfYouDoClause) Position() lexer.Position { return n.Pos }

func (*IfYouDoClause) clause() {}
