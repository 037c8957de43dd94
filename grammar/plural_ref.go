package grammar

import "github.com/alecthomas/participle/v2/lexer"

// PluralRef is every object matching a description written as a plural
// noun phrase, without "each" or "all", as Oracle text names a group:
//
//	attacking creatures | blocking creatures | creatures you control
//	artifacts you control | enchantments | planeswalkers you control
//
// "lands" is not among the nouns: "you may play lands and cast spells
// from …" is a permission (game_rules.go).
type PluralRef struct {
	Pos         lexer.Position
	State       string       `parser:"@( 'attacking' | 'blocking' )?"`
	Noun        string       `parser:"@( 'creatures' | 'artifacts' | 'enchantments' | 'planeswalkers' )"`
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
