package grammar

import "github.com/alecthomas/participle/v2/lexer"

// An AdditionalCostItem is a cost that a spell's caster pays on top of its
// mana cost (601.2b, 601.2f–h), written as the Oracle text says it:
//
//	As an additional cost to cast this spell, sacrifice a creature.
//
// Each cost is one of the costs of an activated ability.
type AdditionalCostItem struct {
	Pos   lexer.Position
	Costs []Cost `parser:"'as' 'an' 'additional' 'cost' 'to' 'cast' 'this' 'spell' ',' @@ ( ( ',' | 'and' ) @@ )* '.'"`
}

// Position reports where the AdditionalCostItem starts.
func (n *AdditionalCostItem) Position() lexer.Position { return n.Pos }

func (*AdditionalCostItem) cardItem() {}
