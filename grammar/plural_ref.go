package grammar

import "github.com/alecthomas/participle/v2/lexer"

// PluralRef is every object a plural noun names, without "each" or "all",
// as Oracle text writes a subject: creatures you control get +3/+3
// (Garruk Wildspeaker). "lands" is not among the nouns: "you may play
// lands and cast spells from …" is a permission (game_rules.go).
type PluralRef struct {
	Pos         lexer.Position
	Noun        string       `parser:"@( 'creatures' | 'artifacts' | 'enchantments' | 'planeswalkers' )"`
	Constraints []Constraint `parser:"@@*"`
	EndPos      lexer.Position
}

// Position reports where the PluralRef starts.
func (n *PluralRef) Position() lexer.Position { return n.Pos }

func (*PluralRef) ref()       {}
func (*PluralRef) objectRef() {}
