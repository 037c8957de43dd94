package grammar

import "github.com/alecthomas/participle/v2/lexer"

// PluralRef is every object a plural noun phrase describes, written as
// Oracle text names a group without "each" or "all":
//
//	attacking creatures | white creatures you control | lands you control
//
// It is the subject of an action clause (ActionClause.Plural: "white
// creatures you control get +1/+1", "creatures you control have flying")
// and the second recipient of a prevention, never an object reference of
// its own (not in the Ref unions), so that it costs the parser nothing
// elsewhere. Its words come from closed lists (qualifiers, then a plural
// noun), so that a clause without a subject whose verb is not a reserved
// word ("reveal this …", an unknown verb) is not taken for one. "Other
// Soldier creatures you control" is an OtherRef, not a PluralRef.
type PluralRef struct {
	Pos         lexer.Position
	Qualifiers  []*PluralQualifier `parser:"@@*"`
	Noun        string             `parser:"@( 'creatures' | 'permanents' | 'artifacts' | 'enchantments' | 'lands' | 'planeswalkers' )"`
	Constraints []Constraint       `parser:"@@*"`
	EndPos      lexer.Position
}

// Position reports where the PluralRef starts.
func (n *PluralRef) Position() lexer.Position { return n.Pos }

func (*PluralRef) ref()       {}
func (*PluralRef) objectRef() {}

// Selector is the description the reference stands for, as a Selector:
// the qualifiers, the noun and the constraints.
func (n *PluralRef) Selector() *Selector {
	var words []*SelectorWord
	for _, q := range n.Qualifiers {
		words = append(words, &SelectorWord{Pos: q.Pos, Text: q.Text})
	}
	words = append(words, &SelectorWord{Pos: n.Pos, Text: n.Noun})
	return &Selector{Pos: n.Pos, Words: words, Constraints: n.Constraints, EndPos: n.EndPos}
}

// PluralQualifier is a color or state word before a PluralRef's noun
// ("white creatures", "attacking creatures").
type PluralQualifier struct {
	Pos  lexer.Position
	Text string `parser:"@( 'white' | 'blue' | 'black' | 'red' | 'green' | 'colorless' | 'multicolored' | 'monocolored' | 'nonwhite' | 'nonblue' | 'nonblack' | 'nonred' | 'nongreen' | 'tapped' | 'untapped' | 'attacking' | 'blocking' | 'nontoken' )"`
}

// Position reports where the PluralQualifier starts.
func (n *PluralQualifier) Position() lexer.Position { return n.Pos }
