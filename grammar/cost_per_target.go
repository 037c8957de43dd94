package grammar

import "github.com/alecthomas/participle/v2/lexer"

// CostPerTargetItem is a spell's static ability that increases its total
// cost by the number of its targets (601.2f):
//
//	this spell costs {1} more to cast for each target beyond the first.
type CostPerTargetItem struct {
	Pos  lexer.Position
	Cost *ManaCost `parser:"'this' 'spell' 'costs' @@ 'more' 'to' 'cast' 'for' 'each' 'target' 'beyond' 'the' 'first' '.'"`
}

// Position reports where the CostPerTargetItem starts.
func (n *CostPerTargetItem) Position() lexer.Position { return n.Pos }

func (*CostPerTargetItem) cardItem() {}
