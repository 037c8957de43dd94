package grammar

import "github.com/alecthomas/participle/v2/lexer"

// This file holds the productions about the top card of a library
// (Vampire Nocturnus): a static ability that has a player play with it
// revealed, a condition on it, and the "as long as" clause of a static
// ability whose effect applies only while a condition holds.

// PlayRevealedTop: play with the top card of your library revealed
type PlayRevealedTop struct {
	Pos      lexer.Position
	Whose    *Possessive `parser:"( 'play' | 'plays' ) 'with' 'the' 'top' 'card' 'of' @@ 'library'"`
	Revealed bool        `parser:"@'revealed'"`
}

// Position reports where the PlayRevealedTop starts.
func (n *PlayRevealedTop) Position() lexer.Position { return n.Pos }

func (*PlayRevealedTop) predicate() {}

// TopCardIs is a condition on the top card of a library:
//
//	the top card of your library is black | the top card of your library is a land card
type TopCardIs struct {
	Pos      lexer.Position
	Whose    *Possessive `parser:"'the' 'top' 'card' 'of' @@ 'library' 'is'"`
	Article  bool        `parser:"@( 'a' | 'an' )?"`
	Selector *Selector   `parser:"@@"`
}

// Position reports where the TopCardIs starts.
func (n *TopCardIs) Position() lexer.Position { return n.Pos }

// AsLongAsClause is a clause of a static ability whose effect applies
// only while a condition holds (611.3a):
//
//	as long as the top card of your library is black, this and other Vampire creatures you control get +2/+1 and have flying
type AsLongAsClause struct {
	Pos    lexer.Position
	Top    *TopCardIs    `parser:"'as' 'long' 'as' ( @@"`
	If     *Condition    `parser:"| @@ ) ','"`
	Clause *ActionClause `parser:"@@"`
}

// Position reports where the AsLongAsClause starts.
func (n *AsLongAsClause) Position() lexer.Position { return n.Pos }

func (*AsLongAsClause) clause() {}

// ThisAndOtherRef is the source and other objects a selector describes,
// the subject of a static ability:
//
//	this and other Vampire creatures you control
type ThisAndOtherRef struct {
	Pos   lexer.Position
	Other *OtherRef `parser:"'this' 'and' @@"`
}

// Position reports where the ThisAndOtherRef starts.
func (n *ThisAndOtherRef) Position() lexer.Position { return n.Pos }

func (*ThisAndOtherRef) ref()       {}
func (*ThisAndOtherRef) objectRef() {}
