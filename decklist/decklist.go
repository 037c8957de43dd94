// Package decklist reads deck lists in the text formats players already
// have: plain lists ("4 Lightning Bolt", "4x Lightning Bolt"), and the
// exports of Magic Arena and Magic Online ("4 Lightning Bolt (M10) 146",
// Deck/Sideboard/Commander/Companion headers, an MTGO sideboard after a
// blank line), with "//" and "#" comments.
//
// It knows nothing about cards: it says which names a file lists, how many
// of each, in which section and where. Package interp looks the names up in
// a card library (interp.LoadDeckList).
package decklist

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Section is the part of a deck list an entry belongs to.
type Section uint8

// The sections of a deck list.
const (
	Main Section = iota
	Sideboard
	Commander
	Companion
)

func (s Section) String() string {
	return [...]string{"deck", "sideboard", "commander", "companion"}[s]
}

// Entry is one line of a deck list: Count copies of the card Name.
type Entry struct {
	Count   int
	Name    string
	Set     string // the set code of an Arena/MTGO export, "M10"; may be empty
	Number  string // the collector number after the set code; may be empty
	Section Section
	Line    int // 1-based
	Col     int // 1-based column of the count (or of the name, if no count), in runes
	NameCol int // 1-based column of the name, in runes
}

// List is a parsed deck list.
type List struct {
	Name    string // from an Arena "About" section's "Name …" line; may be empty
	Entries []Entry
}

// Error is a problem at a line and column of a deck list.
type Error struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *Error) Error() string { return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg) }

// MaxCount is the largest count a line may give; bigger numbers are an
// error (the caller bounds decks more tightly).
const MaxCount = 1_000_000

// MaxSideboard is how many cards a sideboard may hold (100.4a). Without
// section headers, a last blank-line-separated block of at most this many
// cards is read as the sideboard (the MTGO export).
const MaxSideboard = 15

// headers maps a section header, lower-cased and without a trailing colon
// or count, to its section.
var headers = map[string]Section{
	"deck": Main, "main": Main, "maindeck": Main, "main deck": Main, "mainboard": Main,
	"sideboard": Sideboard, "side": Sideboard, "sb": Sideboard,
	"commander": Commander, "commanders": Commander,
	"companion": Companion,
}

// Parse reads a deck list. It returns the entries it could read and every
// error in the file (nil if none), in line order.
//
// Lines are trimmed. A line starting with "//" or "#" is a comment, and so
// is the rest of a line from " #" on ("//" inside a line is part of a split
// card's name, "Fire // Ice"). A section header is a line holding one of
// Deck, Main, Sideboard, Commander, Companion (any case, perhaps with a
// colon or a count: "Sideboard (15)"); "About" starts an Arena section
// whose "Name …" line names the deck. A card line is a count (perhaps
// followed by "x"), the card's name, and perhaps a set code in parentheses
// or brackets and a collector number; a line with no count is one copy.
// "SB: 2 Cancel" is a sideboard line (MTGO's older export).
//
// Without any section header, a file of exactly two blocks of cards
// separated by blank lines whose second block holds at most MaxSideboard
// cards is an MTGO export, and the second block is the sideboard; any
// other blank lines only separate groups of the main deck.
func Parse(file string, src []byte) (*List, error) {
	l := &List{}
	var errs []error
	fail := func(line, col int, format string, args ...any) {
		errs = append(errs, &Error{File: file, Line: line, Col: col, Msg: fmt.Sprintf(format, args...)})
	}
	if !utf8.Valid(src) {
		fail(1, 1, "a deck list must be UTF-8 text")
		return l, joinErrors(errs)
	}
	section, sawHeader, about := Main, false, false
	var entryBlock []int // the blank-line-separated block of each entry
	var blocks []int     // main-deck cards per block
	block, blankBefore := 0, false
	for i, raw := range strings.Split(string(src), "\n") {
		line := i + 1
		raw = strings.TrimRight(raw, "\r")
		if i == 0 {
			raw = strings.TrimPrefix(raw, "\ufeff") // a byte order mark
		}
		if j := strings.Index(raw, " #"); j >= 0 {
			raw = raw[:j]
		}
		start := len(raw) - len(strings.TrimLeft(raw, " \t"))
		text := strings.TrimSpace(raw)
		col := func(off int) int { return utf8.RuneCountInString(raw[:start+off]) + 1 }
		if text == "" {
			blankBefore = true
			continue
		}
		if strings.HasPrefix(text, "//") || strings.HasPrefix(text, "#") {
			continue
		}
		if s, ok := header(text); ok {
			section, sawHeader, about = s, true, false
			continue
		}
		if k := strings.TrimSuffix(strings.ToLower(text), ":"); k == "about" {
			about, sawHeader = true, true
			continue
		}
		if about {
			if k, v, ok := strings.Cut(text, " "); ok && strings.EqualFold(k, "name") {
				l.Name = strings.TrimSpace(v)
				continue
			}
			fail(line, col(0), "expected \"Name …\" in the About section, or a section header (Deck, Sideboard, Commander, Companion)")
			continue
		}
		if blankBefore && len(blocks) > 0 {
			block++
		}
		blankBefore = false
		e := Entry{Section: section, Line: line, Count: 1}
		off := 0 // byte offset in text of what is left to read
		if len(text) > 3 && strings.EqualFold(text[:3], "SB:") {
			e.Section = Sideboard
			off = 3
			for off < len(text) && (text[off] == ' ' || text[off] == '\t') {
				off++
			}
		}
		e.Col = col(off)
		digits := off
		for digits < len(text) && text[digits] >= '0' && text[digits] <= '9' {
			digits++
		}
		if digits > off {
			after := digits
			if after < len(text) && (text[after] == 'x' || text[after] == 'X') {
				after++
			}
			// A count is followed by a space: "4Lightning Bolt" is not a
			// count, nor are the digits a name begins with.
			if after < len(text) && (text[after] == ' ' || text[after] == '\t') {
				n, err := strconv.Atoi(text[off:digits])
				switch {
				case err != nil || n > MaxCount:
					fail(line, e.Col, "count %s is too large", text[off:digits])
					continue
				case n == 0:
					fail(line, e.Col, "a count of 0 copies")
					continue
				}
				e.Count = n
				off = after
				for off < len(text) && (text[off] == ' ' || text[off] == '\t') {
					off++
				}
			}
		}
		e.NameCol = col(off)
		name := strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(text[off:]), "*F*"))
		e.Name, e.Set, e.Number = printing(name)
		if e.Name == "" {
			fail(line, e.NameCol, "expected a card name")
			continue
		}
		l.Entries = append(l.Entries, e)
		entryBlock = append(entryBlock, block)
		for len(blocks) <= block {
			blocks = append(blocks, 0)
		}
		if e.Section == Main {
			blocks[block] += e.Count
		}
	}
	if !sawHeader && len(blocks) == 2 && blocks[1] <= MaxSideboard {
		for i := range l.Entries {
			if entryBlock[i] == 1 {
				l.Entries[i].Section = Sideboard
			}
		}
	}
	return l, joinErrors(errs)
}

// header reports whether text is a section header: "Sideboard",
// "Sideboard:", "Sideboard (15)", "Deck", "Commander", ….
func header(text string) (Section, bool) {
	t := strings.TrimSpace(strings.TrimSuffix(strings.ToLower(strings.TrimSpace(text)), ":"))
	if i := strings.LastIndexByte(t, '('); i > 0 && strings.HasSuffix(t, ")") {
		if _, err := strconv.Atoi(t[i+1 : len(t)-1]); err == nil {
			t = strings.TrimSpace(t[:i])
		}
	}
	t = strings.TrimSpace(strings.TrimSuffix(t, ":"))
	s, ok := headers[t]
	return s, ok
}

// printing splits "Lightning Bolt (M10) 146" into the name, the set code
// and the collector number. "[M10]" brackets are read too.
func printing(s string) (name, set, number string) {
	for _, br := range [][2]string{{"(", ")"}, {"[", "]"}} {
		i := strings.LastIndex(s, " "+br[0])
		if i < 0 {
			continue
		}
		j := strings.Index(s[i:], br[1])
		if j < 0 {
			continue
		}
		code := s[i+2 : i+j]
		tail := strings.TrimSpace(s[i+j+1:])
		if code == "" || strings.ContainsAny(code, " ()[]") || strings.ContainsAny(tail, " ") {
			continue
		}
		return strings.TrimSpace(s[:i]), code, tail
	}
	return s, "", ""
}

// joinErrors returns errs as one error whose Error() has one line per
// error and which errors.As and Errors can take apart; nil for none.
func joinErrors(errs []error) error {
	if len(errs) == 0 {
		return nil
	}
	return Errors(errs)
}

// Errors is the errors of one deck list, in line order.
type Errors []error

func (es Errors) Error() string {
	var b strings.Builder
	for i, e := range es {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(e.Error())
	}
	return b.String()
}

// Unwrap returns the errors, for errors.As.
func (es Errors) Unwrap() []error { return es }
