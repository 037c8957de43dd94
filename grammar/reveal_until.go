package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Revealing cards from the top of a library until a card of a kind is
// revealed (701.16a), and the cards "revealed this way" (Polymorph's
// wording, shared by the "polymorph" effects and their cousins).

// RevealUntil: its controller reveals cards from the top of their
// library until they reveal a creature card. The card that ends the
// reveal is "it" and "that card" afterwards; the player who revealed is
// "the player".
//
// With an amount and no "until", the player reveals that many cards from
// the top (each_player.go): each player … reveals that many cards from the
// top of their library.
type RevealUntil struct {
	Pos    lexer.Position
	Amount *Amount        `parser:"( 'reveal' | 'reveals' ) @@?"`
	Whose  *Possessive    `parser:"'cards' 'from' 'the' 'top' 'of' @@ 'library'"`
	Who    string         `parser:"( 'until' @( 'they' | 'you' ) ( 'reveal' | 'reveals' )"`
	For    *IndefiniteRef `parser:"  @@ )?"`
}

func (n *RevealUntil) Position() lexer.Position { return n.Pos }
func (*RevealUntil) predicate()                 {}

// ThisWayConstraint narrows a description to the objects an earlier
// clause of the ability tapped, revealed, exiled or dealt damage to: each
// Wolf tapped this way, all other cards revealed this way, each card
// exiled this way, a creature dealt damage this way (Verb "dealt").
type ThisWayConstraint struct {
	Pos  lexer.Position
	Verb string `parser:"( @( 'tapped' | 'revealed' | 'exiled' ) | @'dealt' 'damage' ) 'this' 'way'"`
}

func (n *ThisWayConstraint) Position() lexer.Position { return n.Pos }
func (*ThisWayConstraint) constraint()                {}
