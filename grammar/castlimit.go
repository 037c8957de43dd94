package grammar

import "github.com/alecthomas/participle/v2/lexer"

// CastLimit is a static ability's limit on how many spells a player casts
// each turn (101.2):
//
//	each player can't cast more than one spell each turn
//	each opponent can't cast more than two noncreature spells each turn
//
// The subject of its clause says which players it limits; Spells says
// which spells are counted and limited.
type CastLimit struct {
	Pos    lexer.Position
	Amount *Amount   `parser:"'can\\u0027t' (?= 'cast' 'more' ) 'cast' 'more' 'than' @@"`
	Spells *Selector `parser:"@@ 'each' 'turn'"`
}

// Position reports where the CastLimit starts.
func (n *CastLimit) Position() lexer.Position { return n.Pos }

func (*CastLimit) predicate() {}
