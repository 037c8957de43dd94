package grammar

import "github.com/alecthomas/participle/v2/lexer"

// This file holds the productions for permanents that enter the battlefield
// with counters or abilities (614.1c, 122.6): the static "this enters with
// …" (Woodland Wanderer, Cetavolver), the "with … counter(s) on it" of a
// return to the battlefield (Long Road Home), and the multiplier "for each
// color of mana spent to cast it" (converge).

// EntersWith is a replacement effect on how a permanent enters the
// battlefield (614.1c), said in a static ability:
//
//	this enters with a +1/+1 counter on it for each color of mana spent to cast it
//	it enters with two +1/+1 counters on it and with first strike
//	this enters with flying
//	this enters tapped unless you control a Swamp or a Mountain
type EntersWith struct {
	Pos      lexer.Position
	Counters *CountersOn `parser:"( 'enters' | 'enter' ) ( 'with' ( @@"`
	Keywords []*Keyword  `parser:"    ( 'and' 'with' @@ ( ( ',' | 'and' ) @@ )* )? | @@ ( ( ',' | 'and' ) @@ )* )"`
	Tapped   bool        `parser:"| @'tapped'"`          // this enters tapped (the M10 dual lands)
	Unless   *Condition  `parser:"  ( 'unless' @@ )? )"` // … unless you control a Swamp or a Mountain
}

// CountersOn is a number of counters of one kind put on the object being
// talked about as it enters the battlefield (122.6), optionally multiplied:
//
//	a +1/+1 counter on it | two +1/+1 counters on it | a +1/+1 counter on it for each color of mana spent to cast it
type CountersOn struct {
	Pos     lexer.Position
	Amount  *Amount       `parser:"@@"`
	Counter string        `parser:"@( PTMod | Ident ) ( 'counter' | 'counters' ) 'on' ( 'it' | 'them' )"`
	ForEach *ForEachColor `parser:"@@?"`
}

// ForEachColor multiplies an amount by the number of colors of mana spent
// to cast an object (converge; 400.7d lets a permanent read it of its
// spell): for each color of mana spent to cast it.
type ForEachColor struct {
	Pos   lexer.Position
	Spent ObjectRef `parser:"'for' 'each' 'color' 'of' 'mana' 'spent' 'to' 'cast' @@"`
}

// Position reports where the EntersWith starts.
func (n *EntersWith) Position() lexer.Position { return n.Pos }

// Position reports where the CountersOn starts.
func (n *CountersOn) Position() lexer.Position { return n.Pos }

// Position reports where the ForEachColor starts.
func (n *ForEachColor) Position() lexer.Position { return n.Pos }

func (*EntersWith) predicate() {}
