package interp

import (
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/mtgs/mtgs/decklist"
	rt "github.com/mtgs/mtgs/runtime"
)

// deckSummary renders a deck's sections: "main: 4 Lightning Bolt, 20 Mountain | side: … | commander: …".
func deckSummary(d *Deck) string {
	var parts []string
	for _, sec := range []struct {
		name  string
		cards []string
	}{{"main", names(d.Cards)}, {"side", names(d.Sideboard)}, {"commander", names(d.Commander)}} {
		if len(sec.cards) == 0 {
			continue
		}
		var runs []string
		for i := 0; i < len(sec.cards); {
			j := i
			for j < len(sec.cards) && sec.cards[j] == sec.cards[i] {
				j++
			}
			runs = append(runs, strings.Join([]string{itoa(j - i), sec.cards[i]}, " "))
			i = j
		}
		parts = append(parts, sec.name+": "+strings.Join(runs, ", "))
	}
	return d.Name + " | " + strings.Join(parts, " | ")
}

func itoa(n int) string { return strconv.Itoa(n) }

func names(ds []*rt.CardDef) []string {
	var ns []string
	for _, d := range ds {
		ns = append(ns, d.Name)
	}
	return ns
}

// Deck files in the formats players have: plain lists, Arena and MTGO
// exports, and the deck declaration of a .mtgs file.
func TestLoadDecks(t *testing.T) {
	lib := stdlib(t)
	tests := []struct{ file, src, want, errs string }{
		{"red.txt", "4 Lightning Bolt\n4x Ball Lightning\n", "red | main: 4 Lightning Bolt, 4 Ball Lightning", ""},
		{"arena.txt", "Commander\n1 Chandra Nalaar (M10) 132\n\nDeck\n2 Lightning Bolt (M10) 146\n\nSideboard\n1 Cancel (M10) 44\n",
			"arena | main: 2 Lightning Bolt | side: 1 Cancel | commander: 1 Chandra Nalaar", ""},
		{"mtgo.txt", "4 Mountain\n\n2 Unsummon\n", "mtgo | main: 4 Mountain | side: 2 Unsummon", ""},
		{"about.txt", "About\nName Burn\n\nDeck\n1 lightning bolt\n", "Burn | main: 1 Lightning Bolt", ""},
		{"two.mtgs", "deck \"A\" { 2 \"Forest\" }\ndeck \"B\" { 1 \"Island\" }\n", "A | main: 2 Forest\nB | main: 1 Island", ""},
		{"bad.txt", "4 Lightning Blot\n2 Cancle\n", "",
			"bad.txt:1:3: unknown card \"Lightning Blot\" (did you mean \"Lightning Bolt\"?)\nbad.txt:2:3: unknown card \"Cancle\" (did you mean \"Cancel\"?)"},
		{"bad.mtgs", "deck \"A\" { 2 \"Forrest\" }\n", "", "bad.mtgs:1:12: unknown card \"Forrest\" (did you mean \"Forest\"?)"},
	}
	for _, tt := range tests {
		t.Run(tt.file, func(t *testing.T) {
			decks, err := LoadDecks(lib, Source{Name: tt.file, Text: []byte(tt.src)})
			got := ""
			if err != nil {
				got = err.Error()
			}
			if got != tt.errs {
				t.Fatalf("errors:\n%s\nwant:\n%s", got, tt.errs)
			}
			var sums []string
			for _, d := range decks {
				sums = append(sums, deckSummary(d))
			}
			if s := strings.Join(sums, "\n"); err == nil && s != tt.want {
				t.Errorf("got\n%s\nwant\n%s", s, tt.want)
			}
		})
	}
}

// Deck lists with errors, and the constructed legality check (100.2a,
// 100.4a), against golden files: testdata/check/decklists/NAME.errors.
func TestDeckListErrors(t *testing.T) {
	lib := stdlib(t)
	files, _ := filepath.Glob("../testdata/check/decklists/*.txt")
	if len(files) == 0 {
		t.Fatal("no deck lists")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			decks, err := LoadDecks(lib, Source{Name: filepath.ToSlash(f), Text: b})
			var msgs []string
			if err != nil {
				msgs = append(msgs, err.Error())
			}
			for _, d := range decks {
				if err := d.CheckConstructed(); err != nil {
					msgs = append(msgs, err.Error())
				}
			}
			if len(msgs) == 0 {
				t.Fatal("expected errors, got none")
			}
			got := strings.Join(msgs, "\n") + "\n"
			golden := strings.TrimSuffix(f, ".txt") + ".errors"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("errors differ from %s:\ngot:\n%swant:\n%s", golden, got, want)
			}
		})
	}
}

// 100.2a: a card that says "A deck can have any number of cards named …"
// is not held to four copies, and neither is a basic land.
func TestConstructedAnyNumber(t *testing.T) {
	prog, err := Compile(stdlib(t), Source{Name: "rats.mtgs", Text: []byte(`card "Test Rats" {
  cost {1}{B}{B}
  type Creature — Rat
  pt 2/2
  oracle "A deck can have any number of cards named Test Rats."
  a deck can have any number of cards named Test Rats.
}
deck "Rats" { 20 "Test Rats" 40 "Swamp" }
deck "Bears" { 20 "Grizzly Bears" 40 "Forest" }
`)})
	if err != nil {
		t.Fatal(err)
	}
	if err := prog.Decks[0].CheckConstructed(); err != nil {
		t.Errorf("Rats: %v", err)
	}
	err = prog.Decks[1].CheckConstructed()
	if err == nil || !strings.Contains(err.Error(), `20 copies of "Grizzly Bears"`) {
		t.Errorf("Bears: got %v", err)
	}
}

// missingCards returns the names a deck list names that the library does
// not hold, sorted; nil when every card is there.
func missingCards(t testing.TB, lib *Library, file string) []string {
	t.Helper()
	b, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	l, err := decklist.Parse(file, b)
	if err != nil {
		t.Fatal(err)
	}
	seen := map[string]bool{}
	var missing []string
	for _, e := range l.Entries {
		if _, ok := lib.Card(e.Name); !ok && !seen[e.Name] {
			seen[e.Name] = true
			missing = append(missing, e.Name)
		}
	}
	sort.Strings(missing)
	return missing
}

// playableDecks loads the decks of testdata/decks whose cards are all
// bundled, reporting the others (by the cards they miss) through skip.
func playableDecks(t testing.TB, lib *Library, skip func(file string, missing []string)) []*Deck {
	t.Helper()
	files, _ := filepath.Glob("../testdata/decks/*.txt")
	if len(files) < 5 {
		t.Fatalf("testdata/decks holds %d decks, want at least 5", len(files))
	}
	var decks []*Deck
	for _, f := range files {
		if m := missingCards(t, lib, f); len(m) > 0 {
			skip(f, m)
			continue
		}
		b, _ := os.ReadFile(f)
		d, err := LoadDeckList(lib, Source{Name: filepath.ToSlash(f), Text: b})
		if err != nil {
			t.Fatal(err)
		}
		decks = append(decks, d)
	}
	return decks
}

// Every deck of testdata/decks loads and is legal in constructed play
// (100.2a). A deck naming cards not bundled yet is skipped, saying which.
func TestBundledDecks(t *testing.T) {
	lib := stdlib(t)
	files, _ := filepath.Glob("../testdata/decks/*.txt")
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			if m := missingCards(t, lib, f); len(m) > 0 {
				t.Skipf("%d cards are not bundled yet: %s", len(m), strings.Join(m, ", "))
			}
			b, _ := os.ReadFile(f)
			d, err := LoadDeckList(lib, Source{Name: filepath.ToSlash(f), Text: b})
			if err != nil {
				t.Fatal(err)
			}
			if err := d.CheckConstructed(); err != nil {
				t.Fatal(err)
			}
			if len(d.Cards) != 60 {
				t.Errorf("%d cards in the main deck, want 60", len(d.Cards))
			}
		})
	}
}
