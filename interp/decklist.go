package interp

import (
	"errors"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/mtgs/mtgs/decklist"
	"github.com/mtgs/mtgs/runtime"
)

// LoadDecks reads a deck file. A .mtgs file is compiled against lib and
// gives the decks it declares (`deck "…" { … }`); any other file is a deck
// list in a format players use (package decklist: plain lists, Arena and
// MTGO exports) and gives one deck, named by its "About" section or else
// by the file's name without its extension. Every error of the file is
// returned at once, positioned file:line:col; an unknown card name comes
// with a "did you mean" when a bundled card is close.
func LoadDecks(lib *Library, src Source) ([]*Deck, error) {
	if strings.HasSuffix(src.Name, ".mtgs") {
		prog, err := Compile(lib, src)
		if err != nil {
			return nil, err
		}
		return prog.Decks, nil
	}
	dk, err := LoadDeckList(lib, src)
	if err != nil {
		return nil, err
	}
	return []*Deck{dk}, nil
}

// LoadDeckList reads a deck list in a format players use (package
// decklist) and looks its cards up in lib.
func LoadDeckList(lib *Library, src Source) (*Deck, error) {
	var errs errorList
	l, err := decklist.Parse(src.Name, src.Text)
	var des decklist.Errors
	if errors.As(err, &des) {
		for _, e := range des {
			var de *decklist.Error
			if errors.As(e, &de) {
				errs.add(lexer.Position{Filename: de.File, Line: de.Line, Column: de.Col}, "%s", de.Msg)
			}
		}
	}
	name := l.Name
	if name == "" {
		name = strings.TrimSuffix(filepath.Base(src.Name), filepath.Ext(src.Name))
	}
	dk := &Deck{Name: name, Pos: lexer.Position{Filename: src.Name, Line: 1, Column: 1}}
	suggested := map[string]string{}
	total := 0
	for _, e := range l.Entries {
		pos := lexer.Position{Filename: src.Name, Line: e.Line, Column: e.Col}
		if e.Count > MaxCopies {
			errs.add(pos, "a deck line holds 1 to %d copies, got %d", MaxCopies, e.Count)
			continue
		}
		if total += e.Count; total > MaxCards {
			errs.add(pos, "deck %q has more than %d cards", name, MaxCards)
			break
		}
		def, ok := lib.Card(e.Name)
		if !ok {
			key := strings.ToLower(e.Name)
			s, done := suggested[key]
			if !done && len(suggested) < maxSuggestions {
				if n := lib.Suggest(e.Name); n != "" {
					s = fmt.Sprintf(" (did you mean %q?)", n)
				}
				suggested[key] = s
			}
			errs.add(lexer.Position{Filename: src.Name, Line: e.Line, Column: e.NameCol}, "unknown card %q%s", e.Name, s)
			continue
		}
		dk.Lines = append(dk.Lines, DeckLine{Pos: pos, Card: def, Count: e.Count, Section: e.Section})
		for i := 0; i < e.Count; i++ {
			switch e.Section {
			case decklist.Main:
				dk.Cards = append(dk.Cards, def)
			case decklist.Commander:
				dk.Commander = append(dk.Commander, def)
			default:
				dk.Sideboard = append(dk.Sideboard, def)
			}
		}
	}
	if err := errs.err(); err != nil {
		return dk, err
	}
	return dk, nil
}

// Constructed deck sizes (100.2a, 100.4a).
const (
	ConstructedMinCards  = 60
	ConstructedMaxCopies = 4
	MaxSideboard         = 15
)

// CheckConstructed checks the deck against the deck rules of constructed
// play: at least sixty cards in the main deck (100.2a), at most fifteen in
// the sideboard (100.4a), and at most four copies of a card across the
// deck and its sideboard, except basic lands and cards that say "A deck
// can have any number of cards named …" (100.2a). It returns every
// problem, each at the line it concerns, or nil.
func (d *Deck) CheckConstructed() error {
	var errs errorList
	if n := len(d.Cards); n < ConstructedMinCards {
		errs.add(d.Pos, "deck %q has %d cards: a constructed deck has at least %d (100.2a)", d.Name, n, ConstructedMinCards)
	}
	if n := len(d.Sideboard); n > MaxSideboard {
		errs.add(d.Pos, "deck %q has %d sideboard cards: at most %d in constructed play (100.4a)", d.Name, n, MaxSideboard)
	}
	if len(d.Commander) > 0 {
		errs.add(d.Pos, "deck %q has a commander: constructed play has none (903 is not implemented)", d.Name)
	}
	counts := map[string]int{}
	first := map[string]lexer.Position{}
	var order []string
	for _, l := range d.Lines {
		if _, ok := first[l.Card.Name]; !ok {
			first[l.Card.Name] = l.Pos
			order = append(order, l.Card.Name)
		}
		counts[l.Card.Name] += l.Count
	}
	for _, name := range order {
		def := d.linesCard(name)
		if counts[name] <= ConstructedMaxCopies || unlimitedCopies(def) {
			continue
		}
		errs.add(first[name], "%d copies of %q: a constructed deck and its sideboard hold at most %d of a card other than a basic land (100.2a)", counts[name], name, ConstructedMaxCopies)
	}
	return errs.err()
}

func (d *Deck) linesCard(name string) *runtime.CardDef {
	for _, l := range d.Lines {
		if l.Card.Name == name {
			return l.Card
		}
	}
	return nil
}

// unlimitedCopies reports whether a deck may hold any number of copies of
// the card: a basic land, or a card whose script says so ("a deck can have
// any number of cards named …", CardDef.AnyNumberInDeck; deck_rule.go)
// (100.2a).
func unlimitedCopies(def *runtime.CardDef) bool {
	for _, s := range def.Supertypes {
		if s == "Basic" {
			for _, t := range def.Types {
				if t == "Land" {
					return true
				}
			}
		}
	}
	return def.AnyNumberInDeck
}
