package grammar

import "github.com/alecthomas/participle/v2/lexer"

// A SourceCompareConstraint compares a number of the object with the same
// number of the object the ability belongs to, read when the description is
// checked (as the target is chosen and again on resolution, 608.2b):
//
//	with toughness less than this's power | with power greater than this's power
type SourceCompareConstraint struct {
	Pos        lexer.Position
	Stat       string `parser:"'with' @( 'power' | 'toughness' )"`
	Cmp        string `parser:"@( 'less' | 'greater' ) 'than'"`
	SourceStat string `parser:"'this' Poss @( 'power' | 'toughness' )"`
}

// Position reports where the SourceCompareConstraint starts.
func (n *SourceCompareConstraint) Position() lexer.Position { return n.Pos }

func (*SourceCompareConstraint) constraint() {}
