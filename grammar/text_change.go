package grammar

import "github.com/alecthomas/participle/v2/lexer"

// This file holds the syntax of text-changing effects (612), types added
// "in addition to" others, "other" descriptions, revealing, and the
// descriptions and verbs of Golgothian Sylex: the constructs of the "text
// and qualities" cards.

// ChangeText is a text-changing effect (612):
//
//	change the text of target spell or permanent by replacing all instances of one creature type with another
//	change the text of target spell or permanent by replacing all instances of one color word with another
//
// Kind is "creature type" or "color word".
type ChangeText struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'change' | 'changes' ) 'the' 'text' 'of' @@"`
	Kind   Phrase    `parser:"'by' 'replacing' 'all' 'instances' 'of' 'one' @( 'creature' 'type' | 'color' 'word' ) 'with' 'another'"`
}

// NewWordCantBe restricts the word a text change before it in the same
// ability may put in: the new creature type can't be Wall
type NewWordCantBe struct {
	Pos  lexer.Position
	Kind Phrase `parser:"'the' 'new' @( 'creature' 'type' | 'color' 'word' | 'color' )"`
	Word *Word  `parser:"'can\\u0027t' 'be' @@"`
}

// OtherRef is every object but this one that a selector describes, the
// subject of a static ability written as Oracle text writes it, without
// "each": other Goblins | other creatures you control
type OtherRef struct {
	Pos      lexer.Position
	Other    bool      `parser:"@'other'"`
	Selector *Selector `parser:"@@"`
}

// IsTypes adds types to objects in a static ability (205.1b):
//
//	each Human creature is a Warrior in addition to its other types
//	other Goblins are Warriors in addition to their other creature types
//	that creature is a black Zombie in addition to its other colors and types
type IsTypes struct {
	Pos   lexer.Position
	Words []*Word `parser:"( 'is' | 'are' ) ( 'a' | 'an' )? @@+"`
	Other Phrase  `parser:"'in' 'addition' 'to' ( 'its' | 'their' ) 'other' @( 'creature' 'types' | 'types' | 'colors' 'and' 'types' )"`
}

// BecomesTypes adds types to objects for a duration (205.1b):
//
//	target creature becomes a Human in addition to its other types until end of turn
//
// It looks ahead for "in addition", so that "becomes blue" and "becomes a
// 3/3 artifact creature" stay Becomes.
type BecomesTypes struct {
	Pos   lexer.Position
	Words []*Word `parser:"( 'become' | 'becomes' ) (?= ( 'a' | 'an' )? Ident+ 'in' 'addition' ) ( 'a' | 'an' )? @@+"`
	Other Phrase  `parser:"'in' 'addition' 'to' ( 'its' | 'their' ) 'other' @( 'creature' 'types' | 'types' )"`
}

// Reveal shows an object to every player (701.16): reveal this
type Reveal struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'reveal' | 'reveals' ) @@"`
}

// IsSacrificed has each object sacrificed by the player who controls it
// (701.21a), the passive of Oracle text:
//
//	each nontoken permanent with a name originally printed in the Antiquities expansion is sacrificed by its controller
type IsSacrificed struct {
	Pos        lexer.Position
	Sacrificed bool `parser:"( 'is' | 'are' ) @'sacrificed' 'by' ( 'its' 'controller' | 'their' 'controllers' )"`
}

// PrintedInConstraint asks for a name originally printed in an expansion:
// with a name originally printed in the Antiquities expansion
type PrintedInConstraint struct {
	Pos       lexer.Position
	Expansion string `parser:"'with' (?= 'a' 'name' 'originally' ) 'a' 'name' 'originally' 'printed' 'in' 'the' @Ident 'expansion'"`
}

// Position reports where the ChangeText starts.
func (n *ChangeText) Position() lexer.Position { return n.Pos }

// Position reports where the NewWordCantBe starts.
func (n *NewWordCantBe) Position() lexer.Position { return n.Pos }

// Position reports where the OtherRef starts.
func (n *OtherRef) Position() lexer.Position { return n.Pos }

// Position reports where the IsTypes starts.
func (n *IsTypes) Position() lexer.Position { return n.Pos }

// Position reports where the BecomesTypes starts.
func (n *BecomesTypes) Position() lexer.Position { return n.Pos }

// Position reports where the Reveal starts.
func (n *Reveal) Position() lexer.Position { return n.Pos }

// Position reports where the IsSacrificed starts.
func (n *IsSacrificed) Position() lexer.Position { return n.Pos }

// Position reports where the PrintedInConstraint starts.
func (n *PrintedInConstraint) Position() lexer.Position { return n.Pos }

func (*ChangeText) predicate()           {}
func (*NewWordCantBe) predicate()        {}
func (*IsTypes) predicate()              {}
func (*BecomesTypes) predicate()         {}
func (*Reveal) predicate()               {}
func (*IsSacrificed) predicate()         {}
func (*OtherRef) ref()                   {}
func (*OtherRef) objectRef()             {}
func (*PrintedInConstraint) constraint() {}
