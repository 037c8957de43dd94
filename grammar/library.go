package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Libraries, hands and graveyards (M10): triggers on drawing and
// discarding, milling half a library, and "at random" (Discard.Random).

// DrawsEvent: an opponent draws a card. It triggers once for each card
// drawn (121.2).
type DrawsEvent struct {
	Pos   lexer.Position
	Draws bool `parser:"@( 'draw' | 'draws' ) ( 'a' | 'one' ) 'card'"`
}

// DiscardsEvent: an opponent discards a card. It triggers once for each
// card discarded (701.9).
type DiscardsEvent struct {
	Pos      lexer.Position
	Discards bool `parser:"@( 'discard' | 'discards' ) ( 'a' | 'one' ) 'card'"`
}

// HalfLibrary is the number of cards in half a library, rounded up or
// down (107.1a): target player mills half their library, rounded down
type HalfLibrary struct {
	Pos   lexer.Position
	Whose *Possessive `parser:"'half' @@ 'library' ','? 'rounded'"`
	Up    bool        `parser:"( @'up' | 'down' )"`
}

func (n *DrawsEvent) Position() lexer.Position    { return n.Pos }
func (n *DiscardsEvent) Position() lexer.Position { return n.Pos }
func (n *HalfLibrary) Position() lexer.Position   { return n.Pos }

func (*DrawsEvent) eventVerb()    {}
func (*DiscardsEvent) eventVerb() {}

// Search: search your library for a basic land card (701.23). What it
// finds is "it" and "that card" in the clauses after it.
//
// All: search that player's library for all cards with the same name as
// that card (search_all.go).
type Search struct {
	Pos   lexer.Position
	Whose *Possessive    `parser:"( 'search' | 'searches' ) @@ 'library' 'for'"`
	All   *Selector      `parser:"( 'all' @@"`
	For   *IndefiniteRef `parser:"| @@ )"`
}

func (n *Search) Position() lexer.Position { return n.Pos }
func (*Search) predicate()                 {}

// NoMaxHandSize: you have no maximum hand size (402.2)
type NoMaxHandSize struct {
	Pos lexer.Position
	No  bool `parser:"( 'have' | 'has' ) @'no' 'maximum' 'hand' 'size'"`
}

func (n *NoMaxHandSize) Position() lexer.Position { return n.Pos }
func (*NoMaxHandSize) predicate()                 {}

// SourceIsTapped: this is untapped | this is tapped (a condition)
type SourceIsTapped struct {
	Pos      lexer.Position
	Untapped bool `parser:"'is' ( @'untapped' | 'tapped' )"`
}

func (n *SourceIsTapped) Position() lexer.Position { return n.Pos }
func (*SourceIsTapped) conditionTest()             {}

// LookAtTop: look at the top three cards of your library (the cards are
// "them" afterwards)
type LookAtTop struct {
	Pos    lexer.Position
	Amount *Amount     `parser:"( 'look' | 'looks' ) 'at' 'the' 'top' @@ ( 'card' | 'cards' ) 'of'"`
	Whose  *Possessive `parser:"@@ 'library'"`
}

// PutBack: put them back in any order
type PutBack struct {
	Pos  lexer.Position
	Back bool `parser:"( 'put' | 'puts' ) 'them' @'back' 'in' 'any' 'order'"`
}

func (n *LookAtTop) Position() lexer.Position { return n.Pos }
func (n *PutBack) Position() lexer.Position   { return n.Pos }
func (*LookAtTop) predicate()                 {}
func (*PutBack) predicate()                   {}

// RevealHand: target opponent reveals their hand (701.16a)
type RevealHand struct {
	Pos   lexer.Position
	Whose *Possessive `parser:"( 'reveal' | 'reveals' ) @@ 'hand'"`
}

// ChooseFrom: you choose a noncreature, nonland card from it — a card of
// the hand just revealed, chosen as the effect happens. The words are
// qualifiers of "card", which Oracle text separates with commas.
type ChooseFrom struct {
	Pos   lexer.Position
	Words []string `parser:"( 'choose' | 'chooses' ) (?! 'a' 'card' 'name' ) ( 'a' | 'an' ) @Ident ( ',' @Ident )* 'card' 'from' 'it'"` // not ChooseName (card_name.go)
}

// DiscardObject: that player discards that card
type DiscardObject struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'discard' | 'discards' ) @@"`
}

func (n *RevealHand) Position() lexer.Position    { return n.Pos }
func (n *ChooseFrom) Position() lexer.Position    { return n.Pos }
func (n *DiscardObject) Position() lexer.Position { return n.Pos }
func (*RevealHand) predicate()                    {}
func (*ChooseFrom) predicate()                    {}
func (*DiscardObject) predicate()                 {}

// OpponentsRef: your opponents (each opponent of the ability's
// controller)
type OpponentsRef struct {
	Pos       lexer.Position
	Opponents bool `parser:"'your' @'opponents'"`
}

// ExpectHandRevealed checks whether a player plays with their hand
// revealed: expect Bob hand revealed | expect Bob hand hidden
type ExpectHandRevealed struct {
	Pos      lexer.Position
	Player   string `parser:"@Ident 'hand'"`
	Revealed bool   `parser:"( @'revealed' | 'hidden' )"`
}

func (n *OpponentsRef) Position() lexer.Position       { return n.Pos }
func (n *ExpectHandRevealed) Position() lexer.Position { return n.Pos }
func (*OpponentsRef) ref()                             {}
func (*OpponentsRef) playerRef()                       {}
func (*ExpectHandRevealed) expectation()               {}

// RevealTop: reveal the top card of your library (701.16a); it is "it"
// afterwards
type RevealTop struct {
	Pos   lexer.Position
	Whose *Possessive `parser:"( 'reveal' | 'reveals' ) 'the' 'top' 'card' 'of' @@ 'library'"`
}

// IsA: it's a creature card | it is a land card (a condition)
type IsA struct {
	Pos      lexer.Position
	Selector *Selector `parser:"( Poss | 'is' ) ( 'a' | 'an' ) @@"`
}

// OtherwiseClause: otherwise, you may put that card on the bottom of your
// library — the clause applies if the condition of the conditional clause
// before it did not hold.
type OtherwiseClause struct {
	Pos    lexer.Position
	Clause *ActionClause `parser:"'otherwise' ',' @@"` // an action: "otherwise" doesn't nest
	EndPos lexer.Position
}

func (n *RevealTop) Position() lexer.Position       { return n.Pos }
func (n *IsA) Position() lexer.Position             { return n.Pos }
func (n *OtherwiseClause) Position() lexer.Position { return n.Pos }
func (*RevealTop) predicate()                       {}
func (*IsA) conditionTest()                         {}
func (*OtherwiseClause) clause()                    {}
