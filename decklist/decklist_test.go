package decklist

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

// entries renders a list compactly: "4 Lightning Bolt [M10 146] sideboard @2:1/3".
func entries(l *List) string {
	var b strings.Builder
	if l.Name != "" {
		fmt.Fprintf(&b, "name %q\n", l.Name)
	}
	for _, e := range l.Entries {
		fmt.Fprintf(&b, "%d %s", e.Count, e.Name)
		if e.Set != "" || e.Number != "" {
			fmt.Fprintf(&b, " [%s %s]", e.Set, e.Number)
		}
		if e.Section != Main {
			fmt.Fprintf(&b, " %s", e.Section)
		}
		fmt.Fprintf(&b, " @%d:%d/%d\n", e.Line, e.Col, e.NameCol)
	}
	return b.String()
}

func TestParse(t *testing.T) {
	tests := []struct {
		name, src, want, errs string
	}{
		{"plain", "4 Lightning Bolt\n20 Mountain\n", "4 Lightning Bolt @1:1/3\n20 Mountain @2:1/4\n", ""},
		{"x counts", "4x Lightning Bolt\n  2X  Cancel\n", "4 Lightning Bolt @1:1/4\n2 Cancel @2:3/7\n", ""},
		{"no count is one copy", "Chandra Nalaar\n", "1 Chandra Nalaar @1:1/1\n", ""},
		{"comments", "// burn\n# more\n4 Lightning Bolt # the best\n", "4 Lightning Bolt @3:1/3\n", ""},
		{"split card name keeps //", "2 Fire // Ice\n", "2 Fire // Ice @1:1/3\n", ""},
		{"arena export", "Deck\n4 Lightning Bolt (M10) 146\n20 Mountain (M10) 242\n\nSideboard\n2 Cancel (M10) 44\n",
			"4 Lightning Bolt [M10 146] @2:1/3\n20 Mountain [M10 242] @3:1/4\n2 Cancel [M10 44] sideboard @6:1/3\n", ""},
		{"arena commander and about", "About\nName Burn\n\nCommander\n1 Chandra Nalaar (M10) 132\n\nDeck\n4 Lightning Bolt\n",
			"name \"Burn\"\n1 Chandra Nalaar [M10 132] commander @5:1/3\n4 Lightning Bolt @8:1/3\n", ""},
		{"headers with colons and counts", "Main deck:\n4 Giant Growth\nSideboard (15):\n1 Unsummon\nCompanion\n1 Cancel\n",
			"4 Giant Growth @2:1/3\n1 Unsummon sideboard @4:1/3\n1 Cancel companion @6:1/3\n", ""},
		{"mtgo export: the block after a blank line is the sideboard", "4 Lightning Bolt\n20 Mountain\n\n2 Cancel\n",
			"4 Lightning Bolt @1:1/3\n20 Mountain @2:1/4\n2 Cancel sideboard @4:1/3\n", ""},
		{"three blocks are groups of the main deck", "4 Lightning Bolt\n\n4 Ball Lightning\n\n20 Mountain\n",
			"4 Lightning Bolt @1:1/3\n4 Ball Lightning @3:1/3\n20 Mountain @5:1/4\n", ""},
		{"a big second block is the main deck", "4 Lightning Bolt\n\n20 Mountain\n",
			"4 Lightning Bolt @1:1/3\n20 Mountain @3:1/4\n", ""},
		{"trailing blank lines are not a block", "4 Lightning Bolt\n\n\n", "4 Lightning Bolt @1:1/3\n", ""},
		{"mtgo SB: lines", "4 Lightning Bolt\nSB: 2 Cancel\n", "4 Lightning Bolt @1:1/3\n2 Cancel sideboard @2:5/7\n", ""},
		{"crlf and bom", "\ufeff4 Lightning Bolt\r\n1 Cancel\r\n", "4 Lightning Bolt @1:1/3\n1 Cancel @2:1/3\n", ""},
		{"foil marker", "1 Lightning Bolt (M10) 146 *F*\n", "1 Lightning Bolt [M10 146] @1:1/3\n", ""},
		{"bracketed set", "1 Lightning Bolt [M10]\n", "1 Lightning Bolt [M10 ] @1:1/3\n", ""},
		{"errors: all of them", "0 Lightning Bolt\n4\n99999999999 Cancel\nAbout\nDeck name\n", "",
			"f.txt:1:1: a count of 0 copies\nf.txt:3:1: count 99999999999 is too large\nf.txt:5:1: expected \"Name …\" in the About section, or a section header (Deck, Sideboard, Commander, Companion)"},
		{"digits alone are a name", "4\n", "1 4 @1:1/1\n", ""},
		{"not utf-8", "4 \xff\n", "", "f.txt:1:1: a deck list must be UTF-8 text"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			l, err := Parse("f.txt", []byte(tt.src))
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.errs {
				t.Errorf("errors:\n%s\nwant:\n%s", got, tt.errs)
			}
			if tt.errs == "" || tt.want != "" {
				if g := entries(l); g != tt.want {
					t.Errorf("entries:\n%swant:\n%s", g, tt.want)
				}
			}
		})
	}
}

// Parse never panics and always returns a list, whatever it reads.
func FuzzParse(f *testing.F) {
	f.Add([]byte("Deck\n4x Lightning Bolt (M10) 146\n\nSideboard\nSB: 2 Cancel # c\n"))
	f.Fuzz(func(t *testing.T, b []byte) {
		l, _ := Parse("f", b)
		if l == nil {
			t.Fatal("nil list")
		}
		for _, e := range l.Entries {
			if e.Count < 1 || e.Count > MaxCount || e.Name == "" {
				t.Fatalf("bad entry %+v", e)
			}
		}
	})
}

// Every ```decklist block of docs/decks.md reads without an error.
func TestDocExamples(t *testing.T) {
	doc, err := os.ReadFile("../docs/decks.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := strings.Split(string(doc), "```decklist\n")
	if len(blocks) < 2 {
		t.Fatal("no decklist blocks in docs/decks.md")
	}
	for _, b := range blocks[1:] {
		code, _, ok := strings.Cut(b, "```")
		if !ok {
			t.Fatal("unterminated block")
		}
		l, err := Parse("decks.md", []byte(code))
		if err != nil || len(l.Entries) == 0 {
			t.Errorf("block:\n%s\n%v", code, err)
		}
	}
}
