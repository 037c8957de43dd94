package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Combat rules of a creature's static abilities (506.5, 508.1c–d,
// 509.1b–c):
//
//	this attacks each combat if able
//	this can't be blocked
//	this can't be blocked except by black creatures
//	this can't attack or block alone
//	this can't attack unless defending player controls an Island
//	all creatures able to block this do so

// AttacksIfAble is an attack requirement (508.1d):
// attacks each combat if able | attacks you this turn if able
type AttacksIfAble struct {
	Pos    lexer.Position
	Attack bool `parser:"@( 'attack' | 'attacks' )"`
	You    bool `parser:"( 'each' 'combat' | @'you' 'this' 'turn' ) 'if' 'able'"`
}

func (*AttacksIfAble) predicate() {}

// CantBeBlocked is a blocking restriction (509.1b), perhaps with keywords
// the same object has (Whispersilk Cloak):
//
//	can't be blocked | can't be blocked except by SELECTOR
//	equipped creature can't be blocked and has shroud
type CantBeBlocked struct {
	Pos      lexer.Position
	Blocked  bool       `parser:"'can\\u0027t' 'be' @'blocked'"`
	Except   *Selector  `parser:"( 'except' 'by' @@ )?"`
	Keywords []*Keyword `parser:"( 'and' ( 'has' | 'have' | 'gains' | 'gain' ) @@ ( ( ',' | 'and' ) @@ )* )?"`
}

func (*CantBeBlocked) predicate() {}

// UnlessControls ends an attack restriction (508.1c):
// unless defending player controls an Island
type UnlessControls struct {
	Pos      lexer.Position
	Article  string    `parser:"'unless' 'defending' 'player' ( 'controls' | 'control' ) @( 'a' | 'an' )"`
	Selector *Selector `parser:"@@"`
}

// AllMustBlock is a blocking requirement on an attacker (509.1c):
// all creatures able to block this do so
type AllMustBlock struct {
	Pos    lexer.Position
	This   bool `parser:"'all' 'creatures' 'able' 'to' 'block' @'this' 'do' 'so'"`
	EndPos lexer.Position
}

func (*AllMustBlock) clause() {}

// Position reports where the node starts.
func (n *AttacksIfAble) Position() lexer.Position { return n.Pos }

// Position reports where the node starts.
func (n *CantBeBlocked) Position() lexer.Position { return n.Pos }

// Position reports where the node starts.
func (n *UnlessControls) Position() lexer.Position { return n.Pos }

// Position reports where the node starts.
func (n *AllMustBlock) Position() lexer.Position { return n.Pos }
