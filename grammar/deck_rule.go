package grammar

import "github.com/alecthomas/participle/v2/lexer"

// DeckRuleItem is a card's rule for deck construction (100.2a; Relentless
// Rats):
//
//	a deck can have any number of cards named Relentless Rats.
//
// The name is the card's own; interp checks it.
type DeckRuleItem struct {
	Pos  lexer.Position
	Name []string `parser:"'a' 'deck' 'can' 'have' 'any' 'number' 'of' 'cards' 'named' @( ~'.' )+ '.'"`
}

// Position reports where the DeckRuleItem starts.
func (n *DeckRuleItem) Position() lexer.Position { return n.Pos }
func (*DeckRuleItem) cardItem()                  {}
