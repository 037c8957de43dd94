package grammar

import "github.com/alecthomas/participle/v2/lexer"

// This file holds productions that look at what happened earlier in the
// turn: the selector constraint "that you cycled or discarded this turn",
// the sentence prefix "when you cast it this turn, …" (a delayed triggered
// ability on an event, 603.7) and the selector constraint "one of their
// opponents controls".

// HistoryConstraint asks what a player did with an object this turn
// (608.2i looks back in time):
//
//	all cards in your graveyard that you cycled or discarded this turn
//
// Verbs holds the verbs, "cycled" or "discarded", joined by "or".
type HistoryConstraint struct {
	Pos   lexer.Position
	Verbs []string `parser:"'that' 'you' @( 'cycled' | 'discarded' ) ( 'or' @( 'cycled' | 'discarded' ) )* 'this' 'turn'"`
}

// OpponentsConstraint asks for an object controlled by an opponent of a
// player: one of your opponents, or one of their opponents, "they" being
// the player who chooses (a target another player chooses, 603.3d):
//
//	target creature one of their opponents controls
type OpponentsConstraint struct {
	Pos   lexer.Position
	Their bool `parser:"'one' 'of' ( 'your' | @'their' ) 'opponents' ( 'control' | 'controls' )"`
}

// WhenThisTurn is a sentence whose clauses are a delayed triggered ability
// that triggers on an event during this turn (603.7, 603.7b):
//
//	when you cast it this turn, this gains all activated abilities of that card until end of turn.
//
// Word is "when" or "whenever". A sentence of an ability's effects that
// starts with "when" or "whenever" belongs to the effects only when "this
// turn" ends its event; otherwise it starts a triggered ability.
type WhenThisTurn struct {
	Pos    lexer.Position
	Word   string    `parser:"@( 'when' | 'whenever' )"`
	Event  *Event    `parser:"@@ 'this' 'turn' ','"`
	Clause Clause    `parser:"@@"`
	Rest   []*Joined `parser:"@@*"`
	EndPos lexer.Position
}

// Position reports where the HistoryConstraint starts.
func (n *HistoryConstraint) Position() lexer.Position { return n.Pos }

// Position reports where the OpponentsConstraint starts.
func (n *OpponentsConstraint) Position() lexer.Position { return n.Pos }

// Position reports where the WhenThisTurn starts.
func (n *WhenThisTurn) Position() lexer.Position { return n.Pos }

func (*HistoryConstraint) constraint()   {}
func (*OpponentsConstraint) constraint() {}
