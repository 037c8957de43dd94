package grammar

import "github.com/alecthomas/participle/v2/lexer"

// PluralRef is every object a plural noun phrase describes, written as
// Oracle text names a group without "each" or "all":
//
//	attacking creatures | creatures you control | lands you control
//
// It is the subject of an action clause (ActionClause.Plural) and the
// second recipient of a prevention, never an object reference of its own
// (not in the Ref unions), so that it costs the parser nothing elsewhere.
type PluralRef struct {
	Pos         lexer.Position
	State       string       `parser:"@( 'attacking' | 'blocking' )?"`
	Noun        string       `parser:"@( 'creatures' | 'permanents' | 'artifacts' | 'enchantments' | 'lands' | 'planeswalkers' )"`
	Constraints []Constraint `parser:"@@*"`
	EndPos      lexer.Position
}

// Position reports where the PluralRef starts.
func (n *PluralRef) Position() lexer.Position { return n.Pos }

func (*PluralRef) ref()       {}
func (*PluralRef) objectRef() {}

// Selector is the description the reference stands for, as a Selector.
func (n *PluralRef) Selector() *Selector {
	var words []*SelectorWord
	if n.State != "" {
		words = append(words, &SelectorWord{Pos: n.Pos, Text: n.State})
	}
	words = append(words, &SelectorWord{Pos: n.Pos, Text: n.Noun})
	return &Selector{Pos: n.Pos, Words: words, Constraints: n.Constraints, EndPos: n.EndPos}
}
