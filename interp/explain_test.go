package interp

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mtgs/mtgs/internal/textdiff"
	"github.com/mtgs/mtgs/runtime"
)

// TestExplainStdlib holds the explanation of every bundled card in
// testdata/explain/stdlib.golden, so that a clause the engine drops or
// reads differently shows in review. Run with -update to rewrite it.
func TestExplainStdlib(t *testing.T) {
	lib := stdlib(t)
	var b strings.Builder
	for i, n := range lib.Names() {
		d, _ := lib.Card(n)
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(runtime.Explain(d))
	}
	golden := "../testdata/explain/stdlib.golden"
	if *update {
		if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./interp -run ExplainStdlib -update to create it)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("%s differs from the explanation of the bundled cards (run with -update to accept):\n%s", golden, textdiff.Lines(string(want), got, "  ", 40))
	}
}

// suspectWords are what the explanation shows for a value no checked file
// should produce: a missing object, player or effect, or an enumeration out
// of range.
var suspectWords = []string{"nothing", "nobody", "no choice is legal", "rel(", "step(", "event(", "whose(", "affects(", "duration(", "layer(", "zone(", "ability kind", "(no name)", "(no type line)"}

// TestExplainCheckedCards explains every card that the bundled library,
// the scenarios and the games define, and requires that none reads as a
// missing or malformed value: a file that checks lowers to something the
// engine runs.
func TestExplainCheckedCards(t *testing.T) {
	lib := stdlib(t)
	var srcs []Source
	for _, pattern := range []string{"../testdata/scenarios/*.mtgs", "../testdata/games/*.mtgs"} {
		files, _ := filepath.Glob(pattern)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			srcs = append(srcs, Source{Name: filepath.ToSlash(f), Text: b})
		}
	}
	defs, err := DefinedCards(lib, srcs...)
	if err != nil {
		t.Fatalf("the scenarios do not compile:\n%v", err)
	}
	if len(defs) < 10 {
		t.Fatalf("expected the scenarios to define at least 10 cards, got %d", len(defs))
	}
	for _, n := range lib.Names() {
		d, _ := lib.Card(n)
		defs = append(defs, d)
	}
	for _, d := range defs {
		text := runtime.Explain(d)
		for _, w := range suspectWords {
			if strings.Contains(text, w) {
				t.Errorf("the explanation of %s says %q:\n%s", d.Name, w, text)
			}
		}
	}
}

// TestDefinedCards: the cards a file defines come back in the order they
// are written, without the library's cards, and with the errors of a file
// that does not check.
func TestDefinedCards(t *testing.T) {
	lib := stdlib(t)
	src := `card "Zeta Bear" {
  cost {1}{G}
  type Creature — Bear
  pt 2/2
}
card "Alpha Shock" {
  cost {R}
  type Instant
  spell: this deals 2 damage to any target.
}
`
	defs, err := DefinedCards(lib, Source{Name: "two.mtgs", Text: []byte(src)})
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, d := range defs {
		names = append(names, d.Name)
	}
	if got := strings.Join(names, ", "); got != "Zeta Bear, Alpha Shock" {
		t.Errorf("got cards %s, want Zeta Bear, Alpha Shock", got)
	}
	_, err = DefinedCards(lib, Source{Name: "bad.mtgs", Text: []byte(`card "Bad" { type Instant
  spell: frobnicate target creature.
}`)})
	if err == nil || !strings.Contains(err.Error(), "bad.mtgs:2:") {
		t.Errorf("expected a positioned error in bad.mtgs, got %v", err)
	}
}

// TestSuggest: a misspelt or partial name finds the bundled card; a name
// far from every card finds none.
func TestSuggest(t *testing.T) {
	lib := stdlib(t)
	for _, c := range []struct{ in, want string }{
		{"Oblivion Rnig", "Oblivion Ring"},
		{"oblivion ring", "Oblivion Ring"},
		{"snapcaster", "Snapcaster Mage"},
		{"Qwxzv Plorth", ""},
	} {
		if got := lib.Suggest(c.in); got != c.want {
			t.Errorf("Suggest(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}

// TestExplainDocExample: the explanation docs/language.md shows is the one
// the engine gives for the card it shows.
func TestExplainDocExample(t *testing.T) {
	b, err := os.ReadFile("../docs/language.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	_, sect, ok := strings.Cut(doc, "## What the engine understood: `mtgs explain`")
	if !ok {
		t.Fatal("docs/language.md has no section on mtgs explain")
	}
	parts := strings.Split(sect, "```")
	if len(parts) < 5 || !strings.HasPrefix(parts[1], "mtgs\n") {
		t.Fatal("expected a ```mtgs card and a ``` explanation in the section on mtgs explain")
	}
	card, shown := strings.TrimPrefix(parts[1], "mtgs\n"), strings.TrimPrefix(parts[3], "\n")
	defs, err := DefinedCards(NewLibrary(), Source{Name: "language.md", Text: []byte(card)})
	if err != nil || len(defs) != 1 {
		t.Fatalf("the card in the section on mtgs explain does not compile to one card: %v", err)
	}
	if got := runtime.Explain(defs[0]); got != shown {
		t.Errorf("docs/language.md shows an explanation the engine does not give:\n%s", textdiff.Lines(shown, got, "  ", 0))
	}
}
