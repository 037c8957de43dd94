package grammar

import "github.com/alecthomas/participle/v2/lexer"

// An object that becomes a creature for a while, keeping its types (the
// animated lands' wording, Awakener Druid: "target Forest becomes a 4/5
// green Treefolk creature for as long as Awakener Druid remains on the
// battlefield. It's still a land.").

// StillTypes says that the object of the "becomes a …" before it keeps
// its prior card types, subtypes and supertypes (205.1b):
//
//	it's still a land
type StillTypes struct {
	Pos  lexer.Position
	Word string `parser:"Poss 'still' ( 'a' | 'an' ) @Ident"`
}

// Remains is the condition of a duration "for as long as this remains on
// the battlefield" (611.2b):
//
//	remains on the battlefield
type Remains struct {
	Pos         lexer.Position
	Battlefield bool `parser:"'remains' 'on' 'the' @'battlefield'"`
}

// Position reports where the StillTypes starts.
func (n *StillTypes) Position() lexer.Position { return n.Pos }

// Position reports where the Remains starts.
func (n *Remains) Position() lexer.Position { return n.Pos }

func (*StillTypes) predicate()  {}
func (*Remains) conditionTest() {}
