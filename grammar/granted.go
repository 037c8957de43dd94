package grammar

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// This file holds the productions for granting abilities (613.1f): an
// ability written in quotes that an object has or gains, and "gains all
// activated abilities of" another object.

// HasAbility grants an ability written in quotes, as Oracle text does:
//
//	enchanted creature has "at the beginning of your upkeep, sacrifice this."
//
// Quoted holds the ability's text; ParseQuotedAbility parses it.
type HasAbility struct {
	Pos    lexer.Position
	Quoted *Quoted `parser:"( 'has' | 'have' | 'gain' | 'gains' ) @@"`
}

// Quoted is a string with its position: the text of an ability in quotes.
type Quoted struct {
	Pos  lexer.Position
	Text string `parser:"@String"`
}

// GainsAbilitiesOf grants another object's abilities of one kind:
//
//	this gains all activated abilities of that card until end of turn
//
// Kind is "activated", "triggered" or "" ("all abilities of").
type GainsAbilitiesOf struct {
	Pos    lexer.Position
	Kind   string    `parser:"( 'has' | 'have' | 'gain' | 'gains' ) 'all' @( 'activated' | 'triggered' )? 'abilities' 'of'"`
	Object ObjectRef `parser:"@@"`
}

// Position reports where the HasAbility starts.
func (n *HasAbility) Position() lexer.Position { return n.Pos }

// Position reports where the Quoted starts.
func (n *Quoted) Position() lexer.Position { return n.Pos }

// Position reports where the GainsAbilitiesOf starts.
func (n *GainsAbilitiesOf) Position() lexer.Position { return n.Pos }

func (*HasAbility) predicate()       {}
func (*GainsAbilitiesOf) predicate() {}

// quotedItemRoot is the root of the parser of a quoted ability: one card
// item, which must be an ability.
type quotedItemRoot struct {
	Item CardItem `parser:"@@"`
}

// ParseQuotedAbility parses the text of a quoted ability (HasAbility.Quoted)
// whose string starts at pos, the position of its opening quote, into the card
// item it is: a triggered, activated, static or spell ability. Positions in
// the item, and in the error, are in the file: they count from the
// character after the quote (an escape inside the quotes shifts those after
// it by its backslash). The error is an *Error.
func ParseQuotedAbility(pos lexer.Position, text string) (CardItem, error) {
	l := newLexer(pos.Filename, text)
	l.pos.Line, l.pos.Column, l.pos.Offset = pos.Line, pos.Column+1, 0
	var toks []lexer.Token
	for {
		t, _ := l.Next()
		if t.EOF() {
			break
		}
		t.Pos.Offset += pos.Offset + 1
		switch t.Type {
		case tokInvalid:
			return nil, &Error{Pos: t.Pos, Msg: "invalid character " + quote(t.Value) + " in a quoted ability"}
		case tokString, tokBadString:
			return nil, &Error{Pos: t.Pos, Msg: "a quoted ability can't hold a string"}
		case tokInt, tokSigned:
			v, ok := readNumber(t.Value)
			if !ok {
				return nil, &Error{Pos: t.Pos, Msg: "number " + shortNumber(t.Value) + " is too large"}
			}
			t.Value = v
		}
		toks = append(toks, t)
	}
	eof := lexer.EOFToken(l.pos)
	eof.Pos.Offset += pos.Offset + 1
	// The checks Parse makes on a card: nesting and length are bounded
	// before parsing.
	if err := checkNesting(append([]lexer.Token{{Type: tokIdent, Value: "card", Pos: pos}}, toks...)); err != nil {
		return nil, err
	}
	if err := checkSize(toks); err != nil {
		return nil, err
	}
	if len(toks) == 0 {
		return nil, &Error{Pos: eof.Pos, Msg: "the quotes hold no ability"}
	}
	c := chunk{toks: toks, eof: eof}
	cl := getChunkLexer(len(toks)) // parse.go
	defer cl.release(len(toks))
	peek := cl.fill(toks, eof)
	root := compiled().parseQuoted(cl.tokens(len(toks) + 1))
	var err error
	if root == nil {
		// The reference parser, for the error (compiled.go).
		root, err = errorParser[quotedItemRoot]().ParseFromLexer(peek)
	}
	if err != nil {
		e := convertError(err, c)
		e.Msg = strings.Replace(e.Msg, "unexpected end of file", "unexpected end of the quoted ability", 1)
		return nil, e
	}
	switch root.Item.(type) {
	case *SpellAbility, *StaticAbility, *TriggeredAbility, *StepTriggeredAbility, *ActivatedAbility, *LoyaltyAbility:
		return root.Item, nil
	}
	return nil, &Error{Pos: root.Item.Position(), Msg: "expected an ability in the quotes"}
}
