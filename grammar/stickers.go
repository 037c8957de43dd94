package grammar

import "github.com/alecthomas/participle/v2/lexer"

// This file holds the productions for stickers (123) and for static
// permissions to cast spells from a zone (601.3a): the sticker sheet
// declaration, the effects "put a sticker on …" and "you get {TK}", the
// selector constraints "with a name sticker on it" and "you own", the
// clause "during each of your turns, …", the restriction "activate only as
// a sorcery", and the scenario statements for sticker sheets and tickets.

// A Sheet is a sticker sheet (123.2): its name and its stickers.
//
//	sheet "Ancestral Hot Dog Minotaur" {
//	  name "Ancestral", "Hot Dog", "Minotaur"
//	  ability {TK}{TK}: afflict 2
//	  pt {TK}{TK} 1/4
//	}
type Sheet struct {
	Pos    lexer.Position
	Name   string         `parser:"'sheet' @String '{'"`
	Items  []*StickerItem `parser:"@@* '}'"`
	EndPos lexer.Position
}

// A StickerItem is one line of a sticker sheet: name stickers (each string
// is one sticker, 123.6), art stickers (123.9), an ability sticker with the
// keyword abilities it grants (123.7) or a power/toughness sticker (123.8).
// Tickets, a run of {TK} symbols, is the sticker's ticket cost (123.3c).
//
//	name "Hot Dog", "Minotaur" | art "Balloon" | ability {TK}{TK}{TK}: flying | pt {TK}{TK} 1/4
type StickerItem struct {
	Pos      lexer.Position
	Kind     string     `parser:"@( 'name' | 'art' | 'ability' | 'pt' )"`
	Tickets  *ManaCost  `parser:"@@?"`
	Words    []string   `parser:"(  @String ( ',' @String )*"`
	Keywords []*Keyword `parser:" | ':' @@ ( ',' @@ )*"`
	PT       string     `parser:" | @PT )"`
}

// PutSticker puts a sticker on an object (123.3):
//
//	put a name sticker on a nonland permanent you own | put a sticker on it
//
// Kind is "name", "ability", "art" or "" (any kind).
type PutSticker struct {
	Pos    lexer.Position
	Kind   string    `parser:"( 'put' | 'puts' ) ( 'a' | 'an' ) (?= ( 'name' | 'ability' | 'art' )? 'sticker' ) @( 'name' | 'ability' | 'art' )? 'sticker' 'on'"`
	Object ObjectRef `parser:"@@"`
}

// GetTickets gives a player tickets ({TK}, 107.17): you get {TK}{TK}
type GetTickets struct {
	Pos     lexer.Position
	Tickets *ManaCost `parser:"( 'get' | 'gets' ) @@"`
}

// SorceryOnly restricts an activated ability (602.5d): activate only as a sorcery
type SorceryOnly struct {
	Pos     lexer.Position
	Sorcery bool `parser:"'activate' 'only' 'as' 'a' @'sorcery'"`
}

// StickerConstraint asks for a sticker on an object (123.4):
// with a name sticker on it | with a sticker on it
type StickerConstraint struct {
	Pos  lexer.Position
	Kind string `parser:"'with' ( 'a' | 'an' ) @( 'name' | 'ability' | 'art' )? 'sticker' 'on' 'it'"`
}

// OwnerConstraint: you own
type OwnerConstraint struct {
	Pos lexer.Position
	You bool `parser:"@'you' ( 'own' | 'owns' )"`
}

// DuringClause limits a static ability's permission to its controller's
// turns: during each of your turns, you may cast a Zombie creature spell
// from your graveyard
type DuringClause struct {
	Pos    lexer.Position
	Your   bool          `parser:"'during' 'each' 'of' @'your' 'turns' ','"`
	Clause *ActionClause `parser:"@@"`
	EndPos lexer.Position
}

// StickerSheetsSetup gives a player sticker sheets in a scenario's set-up
// (123.2c): Alice sticker sheets: "Ancestral Hot Dog Minotaur", "Cool Fluffy Loxodon"
type StickerSheetsSetup struct {
	Pos    lexer.Position
	Player string   `parser:"@Ident (?= 'sticker' ) 'sticker' ( 'sheet' | 'sheets' ) ':'"`
	Sheets []string `parser:"@String ( ',' @String )*"`
}

// TicketsSetup sets a player's tickets: tickets Alice 3
type TicketsSetup struct {
	Pos     lexer.Position
	Player  string `parser:"'tickets' @Ident"`
	Tickets int    `parser:"@Int"`
}

// StickerChoice answers the next choice of a sticker (123.3) and, for a
// name sticker, of where its words go: after how many words of the name
// (123.6b). The sticker is named by its words, text or numbers.
//
//	[Alice] choose sticker "Hot Dog" after 1 word | choose sticker "8/6"
type StickerChoice struct {
	Pos     lexer.Position
	Actor   string `parser:"( @Ident (?= 'choose' | 'chooses' ) )? ( 'choose' | 'chooses' ) 'sticker'"`
	Sticker string `parser:"@String"`
	After   *int   `parser:"( 'after' @Int ( 'word' | 'words' ) )?"`
}

// ExpectTickets checks a player's tickets: expect Alice tickets 2
type ExpectTickets struct {
	Pos     lexer.Position
	Player  string `parser:"@Ident 'tickets'"`
	Tickets int    `parser:"@Int"`
}

// IsNamed checks an object's name, name stickers included (123.6):
// expect bears named "Ancestral Grizzly Bears"
type IsNamed struct {
	Pos  lexer.Position
	Name string `parser:"'named' @String"`
}

// Position reports where the Sheet starts.
func (n *Sheet) Position() lexer.Position { return n.Pos }

// Position reports where the StickerItem starts.
func (n *StickerItem) Position() lexer.Position { return n.Pos }

// Position reports where the PutSticker starts.
func (n *PutSticker) Position() lexer.Position { return n.Pos }

// Position reports where the GetTickets starts.
func (n *GetTickets) Position() lexer.Position { return n.Pos }

// Position reports where the SorceryOnly starts.
func (n *SorceryOnly) Position() lexer.Position { return n.Pos }

// Position reports where the StickerConstraint starts.
func (n *StickerConstraint) Position() lexer.Position { return n.Pos }

// Position reports where the OwnerConstraint starts.
func (n *OwnerConstraint) Position() lexer.Position { return n.Pos }

// Position reports where the DuringClause starts.
func (n *DuringClause) Position() lexer.Position { return n.Pos }

// Position reports where the StickerSheetsSetup starts.
func (n *StickerSheetsSetup) Position() lexer.Position { return n.Pos }

// Position reports where the TicketsSetup starts.
func (n *TicketsSetup) Position() lexer.Position { return n.Pos }

// Position reports where the StickerChoice starts.
func (n *StickerChoice) Position() lexer.Position { return n.Pos }

// Position reports where the ExpectTickets starts.
func (n *ExpectTickets) Position() lexer.Position { return n.Pos }

// Position reports where the IsNamed starts.
func (n *IsNamed) Position() lexer.Position { return n.Pos }

func (*Sheet) decl()                   {}
func (*PutSticker) predicate()         {}
func (*GetTickets) predicate()         {}
func (*SorceryOnly) predicate()        {}
func (*StickerConstraint) constraint() {}
func (*OwnerConstraint) constraint()   {}
func (*DuringClause) clause()          {}
func (*StickerSheetsSetup) stmt()      {}
func (*StickerSheetsSetup) setup()     {}
func (*TicketsSetup) stmt()            {}
func (*TicketsSetup) setup()           {}
func (*StickerChoice) stmt()           {}
func (*StickerChoice) action()         {}
func (*ExpectTickets) expectation()    {}
func (*IsNamed) cardCheck()            {}
