package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Searching a library for all cards of a kind (701.23), "for each card
// exiled this way, …", "other than basic land cards" and "with the same
// name as that card" (Haunting Echoes' wording, shared by the cards that
// exile a card and its namesakes).

// ForEachClause does its clauses once for each object a description
// names, which is "that card" in them: for each card exiled this way,
// search that player's library for … and exile them. Every clause after
// the comma in its sentence belongs to it; they are action clauses, so
// that the construct does not nest.
type ForEachClause struct {
	Pos    lexer.Position
	Each   *Selector        `parser:"'for' 'each' @@ ','"`
	Clause *ActionClause    `parser:"@@"`
	Rest   []*ForEachJoined `parser:"@@*"`
	EndPos lexer.Position
}

// ForEachJoined is an action clause after the first one of a
// ForEachClause, with how it is joined.
type ForEachJoined struct {
	Pos    lexer.Position
	Join   string        `parser:"@( ',' ( 'then' | 'and' )? | 'then' | 'and' )"`
	Clause *ActionClause `parser:"@@"`
}

func (n *ForEachJoined) Position() lexer.Position { return n.Pos }
func (n *ForEachClause) Position() lexer.Position { return n.Pos }
func (*ForEachClause) clause()                    {}

// OtherThanKind narrows a description to objects that don't match
// another: all cards from target player's graveyard other than basic
// land cards.
type OtherThanKind struct {
	Pos    lexer.Position
	Kind   []*SelectorWord `parser:"'other' 'than' (?! 'this' ) @@+"`
	EndPos lexer.Position
}

func (n *OtherThanKind) Position() lexer.Position { return n.Pos }
func (*OtherThanKind) constraint()                {}

// SameNameConstraint narrows a search to the cards with an object's
// name: all cards with the same name as that card.
type SameNameConstraint struct {
	Pos    lexer.Position
	Object *ThatRef `parser:"'with' 'the' 'same' 'name' 'as' @@"`
}

func (n *SameNameConstraint) Position() lexer.Position { return n.Pos }
func (*SameNameConstraint) constraint()                {}
