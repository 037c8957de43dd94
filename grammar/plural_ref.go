package grammar

import "github.com/alecthomas/participle/v2/lexer"

// PluralRef is every object a plural selector describes, the subject of a
// static ability as Oracle text writes it without "each" or "other"
// (Honor of the Pure, Levitation):
//
//	white creatures you control get +1/+1 | creatures you control have flying
//
// It is only read before "get" or "have", so that a clause without a
// subject whose verb is not a reserved word ("reveal this …") is not taken
// for one.
type PluralRef struct {
	Pos         lexer.Position
	Words       []*SelectorWord `parser:"@@ (?= Ident* ( 'you' 'control' )? ( 'get' | 'have' ) ) @@*"`
	Constraints []Constraint    `parser:"@@*"`
	EndPos      lexer.Position
}

// Selector returns the words and constraints as a Selector.
func (n *PluralRef) Selector() *Selector {
	return &Selector{Pos: n.Pos, Words: n.Words, Constraints: n.Constraints, EndPos: n.EndPos}
}

// Position reports where the PluralRef starts.
func (n *PluralRef) Position() lexer.Position { return n.Pos }

func (*PluralRef) ref()       {}
func (*PluralRef) objectRef() {}
