package grammar

import "github.com/alecthomas/participle/v2/lexer"

// This file holds the productions for choosing a card name (201.3) and
// for what reads the name chosen: Pithing Needle's "sources with the
// chosen name" ("as this enters, choose a card name" is an
// AsEntersChoice, as_enters.go), and Sphinx
// Ambassador's "that player chooses a card name" and "if you searched for
// a creature card that doesn't have that name".

// ChooseName is an instruction to choose a card name as the ability
// resolves; later instructions call it "that name":
//
//	that player chooses a card name
type ChooseName struct {
	Pos  lexer.Position
	Name bool `parser:"( 'choose' | 'chooses' ) 'a' 'card' @'name'"`
}

// Position reports where the ChooseName starts.
func (n *ChooseName) Position() lexer.Position { return n.Pos }

func (*ChooseName) predicate() {}

// NameConstraint narrows a selector by a name chosen earlier:
//
//	sources with the chosen name | a creature card that doesn't have that name | a card with that name
//
// "the chosen name" is the one chosen as the permanent entered; "that
// name" the one an instruction of the ability chose.
type NameConstraint struct {
	Pos      lexer.Position
	Chosen   bool `parser:"(  'with' 'the' @'chosen' 'name'"`
	ThatName bool `parser:" | 'with' 'that' @'name'"`
	Not      bool `parser:" | 'that' @'doesn\\u0027t' 'have' 'that' 'name' )"`
}

// Position reports where the NameConstraint starts.
func (n *NameConstraint) Position() lexer.Position { return n.Pos }

func (*NameConstraint) constraint() {}

// SearchedFor is a condition on the card an earlier search of the ability
// found: you searched for a creature card that doesn't have that name.
type SearchedFor struct {
	Pos lexer.Position
	For *IndefiniteRef `parser:"'searched' 'for' @@"`
}

// Position reports where the SearchedFor starts.
func (n *SearchedFor) Position() lexer.Position { return n.Pos }

func (*SearchedFor) conditionTest() {}
