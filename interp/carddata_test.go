package interp

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/mtgs/mtgs/internal/textdiff"
	rt "github.com/mtgs/mtgs/runtime"
)

// The card pools: Oracle data (Scryfall's field names), one JSON object a
// line. The repository keeps copies under testdata/cardpools so that the
// tests need nothing outside the checkout; the originals live in
// ../shared/cardpools beside the repository when that directory exists.
const (
	poolDir       = "../testdata/cardpools"
	sharedPoolDir = "../../shared/cardpools"
)

// poolCard is one card of a pool file. Power, toughness and loyalty are
// strings ("*" is a power) and null when the card has none.
type poolCard struct {
	Name      string  `json:"name"`
	ManaCost  string  `json:"mana_cost"`
	TypeLine  string  `json:"type_line"`
	Power     *string `json:"power"`
	Toughness *string `json:"toughness"`
	Loyalty   *string `json:"loyalty"`
	Oracle    string  `json:"oracle_text"`

	file string // the pool file it was read from, for messages
	line int
}

// readPools reads every *.jsonl file in dir. A card listed in several
// files must have the same data in each.
func readPools(t *testing.T, dir string) map[string]poolCard {
	t.Helper()
	files, err := filepath.Glob(filepath.Join(dir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if len(files) == 0 {
		t.Fatalf("no card pool files (*.jsonl) in %s: the card-data test compares every bundled card with them", dir)
	}
	pools := map[string]poolCard{}
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(bytes.NewReader(b))
		sc.Buffer(nil, 1<<20)
		for n := 1; sc.Scan(); n++ {
			if len(bytes.TrimSpace(sc.Bytes())) == 0 {
				continue
			}
			var c poolCard
			dec := json.NewDecoder(bytes.NewReader(sc.Bytes()))
			dec.DisallowUnknownFields()
			if err := dec.Decode(&c); err != nil {
				t.Fatalf("%s:%d: %v", f, n, err)
			}
			if c.Name == "" {
				t.Fatalf("%s:%d: a card without a name", f, n)
			}
			c.file, c.line = filepath.Base(f), n
			if prev, ok := pools[c.Name]; ok && fieldsOf(prev) != fieldsOf(c) {
				t.Errorf("%s:%d: %s differs from its entry in %s:%d", c.file, n, c.Name, prev.file, prev.line)
			}
			pools[c.Name] = c
		}
		if err := sc.Err(); err != nil {
			t.Fatalf("%s: %v", f, err)
		}
	}
	return pools
}

// cardFields is what the card-data test compares, as text.
type cardFields struct {
	name, manaCost, typeLine, power, toughness, loyalty, oracle string
}

func orNone(s *string) string {
	if s == nil {
		return "(none)"
	}
	return *s
}

func fieldsOf(c poolCard) cardFields {
	return cardFields{c.Name, c.ManaCost, c.TypeLine, orNone(c.Power), orNone(c.Toughness), orNone(c.Loyalty), c.Oracle}
}

// defFields renders a compiled card's characteristics the way the pools
// write them: no mana cost is "", no power is "(none)". (The checker
// refuses a "*" power or toughness today; when a CardDef can hold one,
// render it here as "*".)
func defFields(d *rt.CardDef) cardFields {
	f := cardFields{name: d.Name, typeLine: d.TypeLine(), power: "(none)", toughness: "(none)", loyalty: "(none)", oracle: d.Oracle}
	if d.ManaCost.Present {
		f.manaCost = d.ManaCost.String()
	}
	if d.HasPT {
		f.power, f.toughness = strconv.Itoa(d.Power), strconv.Itoa(d.Toughness)
	}
	if d.PTCount != nil { // "*/*", defined by an ability (604.3)
		f.power, f.toughness = "*", "*"
	}
	if d.HasLoyalty {
		f.loyalty = strconv.Itoa(d.Loyalty)
	}
	return f
}

// cardDataDiffs lists how a compiled card differs from its pool entry.
func cardDataDiffs(got, want cardFields) []string {
	var diffs []string
	for _, f := range []struct{ what, got, want string }{
		{"name", got.name, want.name},
		{"mana cost", got.manaCost, want.manaCost},
		{"type line", got.typeLine, want.typeLine},
		{"power", got.power, want.power},
		{"toughness", got.toughness, want.toughness},
		{"loyalty", got.loyalty, want.loyalty},
	} {
		if f.got != f.want {
			diffs = append(diffs, f.what+": got "+strconv.Quote(f.got)+", want "+strconv.Quote(f.want))
		}
	}
	if got.oracle != want.oracle {
		diffs = append(diffs, "Oracle text differs (- pool, + script):\n"+textdiff.Lines(want.oracle, got.oracle, "    ", 0))
	}
	return diffs
}

// TestBundledCardsMatchPools checks every bundled card's name, mana cost,
// type line, power, toughness, loyalty and Oracle text against the card
// pools: a bundled card is real card data, exactly.
func TestBundledCardsMatchPools(t *testing.T) {
	pools := readPools(t, poolDir)
	lib := stdlib(t)
	names := lib.Names()
	if len(names) < 20 {
		t.Fatalf("expected the bundled library, got %d cards", len(names))
	}
	for _, name := range names {
		d, _ := lib.Card(name)
		want, ok := pools[d.Name]
		if !ok {
			t.Errorf("%s: in no card pool (%s/*.jsonl); a bundled card's data must come from a pool", d.Name, poolDir)
			continue
		}
		for _, diff := range cardDataDiffs(defFields(d), fieldsOf(want)) {
			t.Errorf("%s (%s:%d): %s", d.Name, want.file, want.line, diff)
		}
	}
}

// TestCardDataDiffs checks that the comparison sees each field.
func TestCardDataDiffs(t *testing.T) {
	p := func(s string) *string { return &s }
	pool := poolCard{Name: "Grizzly Bears", ManaCost: "{1}{G}", TypeLine: "Creature — Bear", Power: p("2"), Toughness: p("2"), Oracle: ""}
	bears := &rt.CardDef{Name: "Grizzly Bears", ManaCost: rt.MustManaCost("{1}{G}"), Types: []string{"Creature"}, Subtypes: []string{"Bear"}, Power: 2, Toughness: 2, HasPT: true}
	if d := cardDataDiffs(defFields(bears), fieldsOf(pool)); len(d) != 0 {
		t.Fatalf("expected Grizzly Bears to match, got %q", d)
	}
	for _, tc := range []struct {
		change func(d *rt.CardDef)
		want   string
	}{
		{func(d *rt.CardDef) { d.Name = "Grizzly bears" }, `name: got "Grizzly bears", want "Grizzly Bears"`},
		{func(d *rt.CardDef) { d.ManaCost = rt.MustManaCost("{G}{1}") }, `mana cost: got "{G}{1}", want "{1}{G}"`},
		{func(d *rt.CardDef) { d.ManaCost = rt.ManaCost{} }, `mana cost: got "", want "{1}{G}"`},
		{func(d *rt.CardDef) { d.Subtypes = []string{"Bear", "Beast"} }, `type line: got "Creature — Bear Beast", want "Creature — Bear"`},
		{func(d *rt.CardDef) { d.Power = 3 }, `power: got "3", want "2"`},
		{func(d *rt.CardDef) { d.Toughness = 1 }, `toughness: got "1", want "2"`},
		{func(d *rt.CardDef) { d.HasPT = false }, `power: got "(none)", want "2"`},
		{func(d *rt.CardDef) { d.Loyalty, d.HasLoyalty = 3, true }, `loyalty: got "3", want "(none)"`},
		{func(d *rt.CardDef) { d.Oracle = "Trample" }, "Oracle text differs"},
	} {
		d := *bears
		tc.change(&d)
		diffs := cardDataDiffs(defFields(&d), fieldsOf(pool))
		if len(diffs) == 0 || !strings.HasPrefix(diffs[0], tc.want) {
			t.Errorf("expected a difference %q, got %q", tc.want, diffs)
		}
	}
}

// TestCardPoolCopies checks that testdata/cardpools holds exact copies of
// the pool files in ../shared/cardpools, when that directory is beside the
// repository (it is not part of the checkout, so a clean checkout elsewhere
// has only the copies).
func TestCardPoolCopies(t *testing.T) {
	shared, err := filepath.Glob(filepath.Join(sharedPoolDir, "*.jsonl"))
	if err != nil {
		t.Fatal(err)
	}
	if _, statErr := os.Stat(sharedPoolDir); errors.Is(statErr, fs.ErrNotExist) {
		t.Skipf("%s does not exist beside the repository: the card-data test uses the copies in %s as they are", sharedPoolDir, poolDir)
	}
	if len(shared) == 0 {
		t.Fatalf("%s holds no *.jsonl pool files", sharedPoolDir)
	}
	copies, _ := filepath.Glob(filepath.Join(poolDir, "*.jsonl"))
	names := map[string]bool{}
	for _, f := range copies {
		names[filepath.Base(f)] = true
	}
	for _, f := range shared {
		base := filepath.Base(f)
		delete(names, base)
		want, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(filepath.Join(poolDir, base))
		if err != nil {
			t.Errorf("%s is not copied into %s: cp %s %s/", base, poolDir, f, poolDir)
			continue
		}
		if !bytes.Equal(got, want) {
			t.Errorf("%s/%s differs from %s: copy it again (cp %s %s/)", poolDir, base, f, f, poolDir)
		}
	}
	var extra []string
	for n := range names {
		extra = append(extra, n)
	}
	sort.Strings(extra)
	for _, n := range extra {
		t.Errorf("%s/%s has no original in %s", poolDir, n, sharedPoolDir)
	}
}
