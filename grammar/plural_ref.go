package grammar

import "github.com/alecthomas/participle/v2/lexer"

// PluralRef is every object a plural selector describes, the subject of a
// static ability as Oracle text writes it without "each" or "other"
// (Honor of the Pure, Levitation):
//
//	white creatures you control get +1/+1 | creatures you control have flying
//
// Its words come from closed lists (qualifiers, then a plural noun), so
// that a clause without a subject whose verb is not a reserved word
// ("reveal this …", an unknown verb) is not taken for one.
type PluralRef struct {
	Pos         lexer.Position
	Qualifiers  []*PluralQualifier `parser:"@@*"`
	Noun        string             `parser:"@( 'creatures' | 'permanents' | 'artifacts' | 'enchantments' | 'lands' | 'planeswalkers' )"`
	Constraints []Constraint       `parser:"@@*"`
	EndPos      lexer.Position
}

// Selector returns the words and constraints as a Selector.
func (n *PluralRef) Selector() *Selector {
	var words []*SelectorWord
	for _, q := range n.Qualifiers {
		words = append(words, &SelectorWord{Pos: q.Pos, Text: q.Text})
	}
	words = append(words, &SelectorWord{Pos: n.Pos, Text: n.Noun})
	return &Selector{Pos: n.Pos, Words: words, Constraints: n.Constraints, EndPos: n.EndPos}
}

// Position reports where the PluralRef starts.
func (n *PluralRef) Position() lexer.Position { return n.Pos }

func (*PluralRef) ref()       {}
func (*PluralRef) objectRef() {}

// PluralQualifier is a color or state word before a PluralRef's noun.
type PluralQualifier struct {
	Pos  lexer.Position
	Text string `parser:"@( 'white' | 'blue' | 'black' | 'red' | 'green' | 'colorless' | 'multicolored' | 'monocolored' | 'nonwhite' | 'nonblue' | 'nonblack' | 'nonred' | 'nongreen' | 'tapped' | 'untapped' | 'attacking' | 'blocking' | 'nontoken' )"`
}

// Position reports where the PluralQualifier starts.
func (n *PluralQualifier) Position() lexer.Position { return n.Pos }
