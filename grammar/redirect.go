package grammar

import "github.com/alecthomas/participle/v2/lexer"

// RedirectClause is a redirection effect (614.9): damage a source would
// deal to some recipients is dealt to another one instead, up to an
// amount of damage shared by all the recipients (Harm's Way):
//
//	the next 2 damage that a source of your choice would deal to you and/or permanents you control this turn is dealt to any target instead
type RedirectClause struct {
	Pos      lexer.Position
	Amount   *Amount    `parser:"'the' 'next' @@ 'damage' 'that'"`
	Source   Ref        `parser:"@@ 'would' 'deal' 'to'"`
	To       Ref        `parser:"( @@"`
	AndOr    *PluralRef `parser:"  ( 'and' '/' 'or' @@ )? )"`
	Duration *Duration  `parser:"@@?"`
	Instead  Ref        `parser:"( 'is' | 'are' ) 'dealt' 'to' @@ 'instead'"`
	EndPos   lexer.Position
}

func (*RedirectClause) clause() {}

// Position reports where the node starts.
func (n *RedirectClause) Position() lexer.Position { return n.Pos }
