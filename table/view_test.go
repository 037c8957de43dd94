package table

import (
	"encoding/json"
	"flag"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

var viewGames = flag.Int("view.games", 0, "seeded games TestViewHidesHiddenCards plays (default 24, 8 with -short)")

var (
	libOnce sync.Once
	lib     *interp.Library
	decks   map[string]*interp.Deck
	libErr  error
)

// testDecks loads the bundled library and the decks of testdata/decks
// whose cards are all bundled.
func testDecks(t testing.TB) (*interp.Library, map[string]*interp.Deck) {
	t.Helper()
	libOnce.Do(func() {
		lib, libErr = interp.Stdlib()
		if libErr == nil {
			decks, _, libErr = LoadDeckDir(lib, "../testdata/decks")
		}
	})
	if libErr != nil {
		t.Fatal(libErr)
	}
	if len(decks) < 2 {
		t.Fatalf("%d playable decks in testdata/decks, want at least 2", len(decks))
	}
	return lib, decks
}

// revealingDeck is deck d with its first cards replaced by copies of the
// named cards, four each: cards that reveal a hand or a library's top.
func revealingDeck(t *testing.T, l *interp.Library, d *interp.Deck, names ...string) *interp.Deck {
	t.Helper()
	out := *d
	out.Cards = append([]*rt.CardDef(nil), d.Cards...)
	i := 0
	for _, n := range names {
		def, ok := l.Card(n)
		if !ok {
			t.Fatalf("%s is not bundled", n)
		}
		for k := 0; k < 4; k++ {
			for slices.Contains(out.Cards[i].Types, "Land") { // keep the mana
				i++
			}
			out.Cards[i] = def
			i++
		}
	}
	return &out
}

// stringsOf gathers the string values of a JSON document, leaving out
// those under the keys in skip (type lines and keywords name no card).
func stringsOf(v any, skip map[string]bool, out map[string]bool) {
	switch x := v.(type) {
	case string:
		out[x] = true
	case []any:
		for _, e := range x {
			stringsOf(e, skip, out)
		}
	case map[string]any:
		for k, e := range x {
			if !skip[k] {
				stringsOf(e, skip, out)
			}
		}
	}
}

// knowledge is what seat may and may not know of g, computed from the
// game's state independently of ViewOf.
type knowledge struct {
	hidden   []*rt.Object    // cards the seat must not see
	revealed []*rt.Object    // hidden-zone cards revealed to the seat
	names    map[string]bool // names of the cards the seat may see
}

func knowledgeOf(g *rt.Game, seat rt.PlayerID) knowledge {
	k := knowledge{names: map[string]bool{}}
	for _, p := range g.Players {
		for _, c := range g.ZoneCards(rt.Hand, p.ID) {
			switch {
			case p.ID == seat:
				k.names[c.Obj.Name()] = true
			case g.HandRevealed(p.ID):
				k.revealed = append(k.revealed, c.Obj)
				k.names[c.Obj.Name()] = true
			default:
				k.hidden = append(k.hidden, c.Obj)
			}
		}
		top := g.TopOfLibrary(p.ID)
		for _, c := range g.ZoneCards(rt.Library, p.ID) {
			if c.Obj == top && g.TopRevealed(p.ID) {
				k.revealed = append(k.revealed, c.Obj)
				k.names[c.Obj.Name()] = true
				continue
			}
			k.hidden = append(k.hidden, c.Obj)
		}
		for _, z := range []rt.Zone{rt.Graveyard, rt.Exile} {
			for _, c := range g.ZoneCards(z, p.ID) {
				k.names[c.Obj.Name()] = true
			}
		}
	}
	for _, o := range g.Battlefield() {
		k.names[o.Name()] = true
		k.names[g.Chars(o).Name] = true
	}
	for _, it := range g.Stack() {
		k.names[g.ItemName(it)] = true
		if c := g.Card(it.Source.Card); c != nil {
			k.names[c.Def.Name] = true
		}
	}
	return k
}

// checkView checks seat's view of g: no hidden card's reference or name
// (unless a visible card has the name), every revealed card's reference.
// It returns how many revealed cards it saw.
func checkView(t *testing.T, g *rt.Game, seat rt.PlayerID, where string) int {
	t.Helper()
	b, err := json.Marshal(ViewOf(g, seat))
	if err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	js := string(b)
	var doc any
	if err := json.Unmarshal(b, &doc); err != nil {
		t.Fatalf("%s: %v", where, err)
	}
	strs := map[string]bool{}
	stringsOf(doc, map[string]bool{"types": true, "keywords": true, "colors": true}, strs)
	k := knowledgeOf(g, seat)
	for _, o := range k.hidden {
		if strings.Contains(js, `"`+o.Ref.String()+`"`) {
			t.Fatalf("%s: seat %d's view shows hidden %s in %s: %s", where, seat, o.Ref, o.Zone, js)
		}
		if n := o.Name(); strs[n] && !k.names[n] {
			t.Fatalf("%s: seat %d's view names hidden %s (%s in %s): %s", where, seat, n, o.Ref, o.Zone, js)
		}
	}
	for _, o := range k.revealed {
		if !strings.Contains(js, `"`+o.Ref.String()+`"`) || !strs[o.Name()] {
			t.Fatalf("%s: seat %d's view lacks revealed %s %s in %s: %s", where, seat, o.Name(), o.Ref, o.Zone, js)
		}
	}
	return len(k.revealed)
}

// Seeded games between the bundled decks (some given cards that reveal a
// hand or a library's top): after every action, no card hidden from a
// seat appears in its view, by reference or by name, and every revealed
// card does.
func TestViewHidesHiddenCards(t *testing.T) {
	l, ds := testDecks(t)
	names := make([]string, 0, len(ds))
	for n := range ds {
		names = append(names, n)
	}
	sort.Strings(names)
	pool := []*interp.Deck{}
	for _, n := range names {
		pool = append(pool, ds[n])
	}
	pool = append(pool,
		revealingDeck(t, l, ds["blue_black_control"], "Telepathy", "Vampire Nocturnus"),
		revealingDeck(t, l, ds["white_blue_skies"], "Telepathy"))
	games := *viewGames
	if games == 0 {
		games = 24
		if testing.Short() {
			games = 8
		}
	}
	views, revealed, steps := 0, 0, 0
	for i := 0; i < games; i++ {
		seed := uint64(i + 1)
		a, b := pool[i%len(pool)], pool[len(pool)-1-i%2]
		if a == b {
			a = pool[(i+1)%len(pool)]
		}
		spec := &interp.GameSpec{Seed: seed, Seats: []interp.Seat{{Player: "Alice", Deck: a}, {Player: "Bob", Deck: b}}}
		ap := autoplay.New(seed)
		g, err := spec.Start(ap, func(g *rt.Game) { g.LogOff = true })
		if err != nil {
			t.Fatal(err)
		}
		for n := 0; !g.Over() && g.Turn <= 25; n++ {
			where := a.Name + " vs " + b.Name + ", seed " + itoa(int(seed)) + ", step " + itoa(n)
			for seat := range g.Players {
				revealed += checkView(t, g, rt.PlayerID(seat), where)
				views++
			}
			if err := ap.Step(g); err != nil {
				t.Fatalf("%s: %v", where, err)
			}
			steps++
		}
	}
	t.Logf("%d games, %d steps, %d views checked, %d revealed cards seen", games, steps, views, revealed)
	if revealed == 0 {
		t.Error("no revealed card was seen: the games don't test revealing")
	}
}

func itoa(n int) string { return strconv.Itoa(n) }
