package grammar

import "github.com/alecthomas/participle/v2/lexer"

// CantBeActivatedClause forbids activating abilities (602.5):
//
//	its activated abilities can't be activated
//	activated abilities of SELECTOR can't be activated unless they are mana abilities
//
// "its" is the subject of the clause before it in the sentence ("enchanted
// creature can't attack or block, and its activated abilities can't be
// activated"). ExceptMana spares mana abilities (605).
type CantBeActivatedClause struct {
	Pos        lexer.Position
	Its        bool      `parser:"( @'its' 'activated' 'abilities'"`
	Of         *Selector `parser:"| 'activated' 'abilities' 'of' @@ )"`
	Cant       bool      `parser:"@'can\\u0027t' 'be' 'activated'"`
	ExceptMana bool      `parser:"( 'unless' 'they' 'are' @'mana' 'abilities' )?"`
}

// Position reports where the CantBeActivatedClause starts.
func (n *CantBeActivatedClause) Position() lexer.Position { return n.Pos }

func (*CantBeActivatedClause) clause() {}
