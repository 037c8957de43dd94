package interp

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/grammar"
	"github.com/mtgs/mtgs/internal/mutate"
	rt "github.com/mtgs/mtgs/runtime"
)

// FuzzCards compiles files of generated cards and plays every card that
// checks in seeded automatic games: nothing a file that checks can say may
// make the runtime panic or fail, and every game ends. Seeded from the
// card library and the cards of testdata, put together anew. An input is
// either a file ("card …") or a recipe: bytes that choose the cost, type
// line and items of a card from those of the corpus (cardFromRecipe), so
// that most inputs the fuzzer makes are cards that check. go test runs it
// briefly (TestCardMutations), go test -fuzz FuzzCards for as long as
// asked.
func FuzzCards(f *testing.F) {
	parts := cardParts(f)
	rng := rand.New(rand.NewPCG(11, 12))
	for _, src := range mutate.Corpus("../stdlib/cards/*.mtgs") {
		f.Add(src, uint64(1))
	}
	for i := 0; i < 64; i++ {
		f.Add(recombinedCard(rng, parts, i), uint64(i))
		recipe := make([]byte, 2*(2+1+rng.IntN(4)))
		for j := range recipe {
			recipe[j] = byte(rng.IntN(256))
		}
		f.Add(recipe, uint64(i))
	}
	lib, err := Stdlib()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte, seed uint64) {
		if !bytes.HasPrefix(src, []byte("card ")) {
			src = cardFromRecipe(parts, src)
		}
		playCards(t, lib, src, seed, 1)
	})
}

// cardFromRecipe builds a card from the parts the bytes of recipe choose,
// two bytes a choice: a cost (or none), a type line, then items.
func cardFromRecipe(p cardPartsSet, recipe []byte) []byte {
	pick := func(n int) (int, bool) {
		if len(recipe) < 2 || n == 0 {
			return 0, false
		}
		i := (int(recipe[0])<<8 | int(recipe[1])) % n
		recipe = recipe[2:]
		return i, true
	}
	var b bytes.Buffer
	b.WriteString("card \"Fuzz Recipe\" {\n")
	if i, ok := pick(len(p.costs) + 1); ok && i < len(p.costs) {
		b.WriteString("  " + p.costs[i] + "\n")
	}
	i, _ := pick(len(p.types))
	b.WriteString("  " + p.types[i] + "\n")
	for k := 0; k < 6; k++ {
		i, ok := pick(len(p.items))
		if !ok {
			break
		}
		b.WriteString("  " + p.items[i] + "\n")
	}
	b.WriteString("}\n")
	return b.Bytes()
}

// Games of the card fuzzers are short: what matters is that every card
// gets cast, triggers and resolves, not who wins.
const (
	fuzzTurns     = 12
	fuzzWorkLimit = 2_000_000
)

// playCards is FuzzCards' property for one file: if it checks, each card it
// defines is played in games seeded from seed, in decks of copies of it,
// basic lands and cards of the library. It reports how many games it
// played.
func playCards(t *testing.T, lib *Library, src []byte, seed uint64, games int) int {
	prog, err := Compile(lib, Source{Name: "fuzz.mtgs", Text: src})
	if err != nil {
		return 0
	}
	played := 0
	for _, name := range prog.Library.Names() {
		def, _ := prog.Library.Card(name)
		if old, ok := lib.Card(name); ok && old == def {
			continue // a card of the library, not of the file
		}
		for i := 0; i < games; i++ {
			playCardGame(t, lib, def, seed+uint64(i), src)
			played++
		}
	}
	return played
}

// fuzzDeckCards are the library cards every fuzz deck holds besides the
// card under test and basic lands: spells that target, counter, bounce,
// exile and pump, so that the card meets them.
var fuzzDeckCards = []string{"Grizzly Bears", "Lightning Bolt", "Giant Growth", "Unsummon", "Cancel", "Oblivion Ring", "Disenchant", "Cloudshift"}

// playCardGame plays one game between two decks that hold copies of def,
// failing t if the runtime panics, returns an error, or does not end the
// game within its turn limit.
func playCardGame(t *testing.T, lib *Library, def *rt.CardDef, seed uint64, src []byte) {
	g := rt.NewGame("Alice", "Bob")
	g.SetSeed(seed)
	g.SetWorkLimit(fuzzWorkLimit)
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("card %q, seed %d: panic: %v\nlast log lines:\n%s\nfile:\n%s", def.Name, seed, r, tail(g.Log(), 20), src)
		}
	}()
	for p := rt.PlayerID(0); p < 2; p++ {
		var deck []*rt.CardDef
		for i := 0; i < 8; i++ {
			deck = append(deck, def)
		}
		for _, n := range fuzzDeckCards {
			if d, ok := lib.Card(n); ok {
				deck = append(deck, d)
			}
		}
		for _, n := range []string{"Plains", "Island", "Swamp", "Mountain", "Forest"} {
			if d, ok := lib.Card(n); ok {
				for i := 0; i < 4; i++ {
					deck = append(deck, d)
				}
			}
		}
		for _, d := range deck {
			g.AddCard(d, p, rt.Library)
		}
		g.Shuffle(p, g.Rand)
		for i := 0; i < 7; i++ {
			g.Draw(p)
		}
	}
	g.SetTurn(1, 0, rt.Main1)
	res, err := autoplay.New(seed).Play(g, fuzzTurns)
	if err != nil {
		t.Fatalf("card %q, seed %d: %v\nlast log lines:\n%s\nfile:\n%s", def.Name, seed, err, tail(g.Log(), 20), src)
	}
	if !g.Over() && res.Turns > fuzzTurns {
		t.Fatalf("card %q, seed %d: the game went on past turn %d", def.Name, seed, fuzzTurns)
	}
	if w := g.Work(); w > fuzzWorkLimit && !g.Over() {
		t.Fatalf("card %q, seed %d: the game did %d work, over its limit of %d, and went on", def.Name, seed, w, fuzzWorkLimit)
	}
}

func tail(log []string, n int) string {
	if len(log) > n {
		log = log[len(log)-n:]
	}
	return strings.Join(log, "\n")
}

// cardParts are the pieces recombinedCard puts together, read from the
// cards of the library and of testdata: mana costs, type lines with what
// they need (power and toughness, loyalty, an enchant ability), and the
// other items of cards (keyword lines and abilities), as written.
type cardPartsSet struct {
	costs, types, items []string
}

var (
	cardPartsOnce sync.Once
	cardPartsAll  cardPartsSet
)

func cardParts(tb testing.TB) cardPartsSet {
	cardPartsOnce.Do(func() {
		seen := map[string]bool{}
		add := func(list *[]string, s string) {
			s = strings.TrimSpace(s)
			if s != "" && !seen[s] {
				seen[s] = true
				*list = append(*list, s)
			}
		}
		for _, src := range mutate.Corpus("../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs", "testdata/*.mtgs") {
			f, _ := grammar.Parse("part.mtgs", src) // the declarations that parse
			for _, d := range f.Decls {
				c, ok := d.(*grammar.Card)
				if !ok {
					continue
				}
				var typ strings.Builder
				for i, it := range c.Items {
					var text string
					if i+1 < len(c.Items) {
						text = string(src[it.Position().Offset:c.Items[i+1].Position().Offset])
					} else {
						// The last item runs to the card's closing brace.
						text = string(src[it.Position().Offset:min(c.EndPos.Offset, len(src))])
						text = text[:max(strings.LastIndex(text, "}"), 0)]
					}
					text = stripComments(text)
					switch it.(type) {
					case *grammar.CostItem:
						add(&cardPartsAll.costs, text)
					case *grammar.TypeItem, *grammar.PTItem, *grammar.LoyaltyItem, *grammar.EnchantItem:
						typ.WriteString(strings.TrimSpace(text) + "\n  ")
					case *grammar.OracleItem, *grammar.ColorItem:
					default:
						add(&cardPartsAll.items, text)
					}
				}
				add(&cardPartsAll.types, typ.String())
			}
		}
		sort.Strings(cardPartsAll.costs)
		sort.Strings(cardPartsAll.types)
		sort.Strings(cardPartsAll.items)
	})
	if len(cardPartsAll.types) == 0 || len(cardPartsAll.items) == 0 {
		tb.Fatal("no card parts in the corpus")
	}
	return cardPartsAll
}

// stripComments removes // comments from a card's item text, so that an
// item taken out of its card does not take a comment along.
func stripComments(s string) string {
	var b strings.Builder
	for _, line := range strings.Split(s, "\n") {
		if i := strings.Index(line, "//"); i >= 0 && strings.Count(line[:i], "\"")%2 == 0 {
			line = line[:i]
		}
		b.WriteString(line + "\n")
	}
	return b.String()
}

// recombinedCard returns a file with one new card: a cost and a type line
// from two cards, and one to three items from others.
func recombinedCard(rng *rand.Rand, p cardPartsSet, n int) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "card \"Fuzz Card %d\" {\n", n)
	if len(p.costs) > 0 && rng.IntN(8) > 0 {
		b.WriteString("  " + p.costs[rng.IntN(len(p.costs))] + "\n")
	}
	b.WriteString("  " + p.types[rng.IntN(len(p.types))] + "\n")
	for k := 1 + rng.IntN(3); k > 0; k-- {
		b.WriteString("  " + p.items[rng.IntN(len(p.items))] + "\n")
	}
	b.WriteString("}\n")
	return b.Bytes()
}

// TestCardMutations runs FuzzCards' property on deterministic new cards
// (recombined, and some of those mutated), a game for each that checks,
// so that every go test run fuzzes the runtime with cards briefly.
func TestCardMutations(t *testing.T) {
	parts := cardParts(t)
	lib := stdlib(t)
	n := 1000
	if testing.Short() {
		n = 100
	}
	rng := rand.New(rand.NewPCG(5, 6))
	checked, games := 0, 0
	for i := 0; i < n; i++ {
		src := recombinedCard(rng, parts, i)
		if i%4 == 3 {
			src = mutate.Mutate(rng, [][]byte{src})
		}
		if g := playCards(t, lib, src, uint64(i), 1); g > 0 {
			checked++
			games += g
		}
	}
	if checked < n/10 {
		t.Errorf("only %d of %d generated cards checked: the generator no longer makes cards the checker accepts", checked, n)
	}
	t.Logf("%d of %d generated cards checked; %d games played", checked, n, games)
}
