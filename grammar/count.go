package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Counting objects and naming many of them without "each" (group M4).

// NumberOf is an amount: how many objects a selector describes as the
// effect happens.
//
//	the number of Mountains you control
type NumberOf struct {
	Pos      lexer.Position
	Selector *Selector `parser:"'the' 'number' 'of' @@"`
}

// ForEach multiplies an amount by a number of objects: the amount of its
// clause (ActionClause.Each, counted as the effect happens, 608.2h;
// interp/count.go), a static ability's power/toughness bonus
// (GetsPT.Per, counted whenever layer 7c applies, 611.3a) or the mana of
// a mana ability (AddMana.Per; both interp/for_each.go):
//
//	you gain 1 life for each land you control
//	create a 2/2 green Wolf creature token for each Forest you control
//	gets +1/+1 for each Plains you control
//	gets +1/+1 for each other creature on the battlefield named Relentless Rats
//	gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it
//	add {G} for each Elf you control
type ForEach struct {
	Pos      lexer.Position
	Other    bool      `parser:"'for' 'each' @'other'?"`
	Selector *Selector `parser:"@@"`
	// OnBattlefield: "on the battlefield", which a count of permanents
	// means anyway.
	OnBattlefield bool     `parser:"@( 'on' 'the' 'battlefield' )?"`
	Named         []string `parser:"( 'named' @Ident+ )?"`
	// Shares: "that shares at least one creature type with it": with the
	// object the bonus applies to.
	Shares bool `parser:"( 'that' @( 'shares' 'at' 'least' 'one' 'creature' 'type' 'with' 'it' ) )?"`
}

// WhereX gives X a value for its sentence (107.3a is about X in a cost;
// this X is defined by the text):
//
//	… you gain X life, where X is the number of Swamps you control.
type WhereX struct {
	Pos    lexer.Position
	Amount *Amount `parser:"',' 'where' 'x' 'is' @@"`
}

// Position reports where the NumberOf starts.
func (n *NumberOf) Position() lexer.Position { return n.Pos }

// Position reports where the ForEach starts.
func (n *ForEach) Position() lexer.Position { return n.Pos }

// Position reports where the WhereX starts.
func (n *WhereX) Position() lexer.Position { return n.Pos }
