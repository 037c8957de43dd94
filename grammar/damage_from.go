package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Damage dealt by objects other than the ability's source, each by
// itself, with an amount equal to its own power (120.1), and damage one
// of them divides among objects as its controller chooses as the effect
// happens (Master of the Wild Hunt):
//
//	each Wolf tapped this way deals damage equal to its power to target creature
//	that creature deals damage equal to its power divided as its controller chooses among any number of those Wolves

// DealsDamageEqual is "deals damage equal to AMOUNT to REF" or "deals
// damage equal to AMOUNT divided as PLAYER chooses among any number of
// OBJECTS".
type DealsDamageEqual struct {
	Pos     lexer.Position
	Equal   *Amount       `parser:"( 'deal' | 'deals' ) 'damage' 'equal' 'to' @@"`
	To      Ref           `parser:"( 'to' @@"`
	Divided *DividedAmong `parser:"| @@ )"`
}

func (*DealsDamageEqual) predicate() {}

// DividedAmong is "divided as PLAYER chooses among any number of OBJECTS":
// the player divides the damage as it is dealt.
type DividedAmong struct {
	Pos     lexer.Position
	Chooser Ref       `parser:"'divided' 'as' @@ ( 'choose' | 'chooses' )"`
	Among   ObjectRef `parser:"'among' 'any' 'number' 'of' @@"`
}

// ThoseTypedRef names again, in the plural, the objects "tapped this way"
// named earlier in the ability: those Wolves.
type ThoseTypedRef struct {
	Pos  lexer.Position
	Noun string `parser:"'those' @Ident"`
}

func (*ThoseTypedRef) ref()       {}
func (*ThoseTypedRef) objectRef() {}

// Position reports where the node starts.
func (n *DealsDamageEqual) Position() lexer.Position { return n.Pos }

// Position reports where the node starts.
func (n *DividedAmong) Position() lexer.Position { return n.Pos }

// Position reports where the node starts.

// Position reports where the node starts.
func (n *ThoseTypedRef) Position() lexer.Position { return n.Pos }
