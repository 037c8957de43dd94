package interp

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	rt "github.com/mtgs/mtgs/runtime"
)

// playout plays one seeded game between two decks to its result with the
// automatic player, as GameSpec.Play does, with no one reading the log.
// Given a game and a player (a simulator's, reused from game to game) it
// resets them for this game; given none it makes new ones.
func playout(b *testing.B, g *rt.Game, ap *autoplay.Player, decks [2][]*rt.CardDef, seed uint64) autoplay.Result {
	if g == nil {
		g, ap = rt.NewGame("Alice", "Bob"), autoplay.New(seed)
	} else {
		g.Reset("Alice", "Bob")
		ap.Reset(seed)
	}
	g.SetSeed(seed)
	g.LogOff = true
	for i, cards := range decks {
		g.AddCards(cards, rt.PlayerID(i), rt.Library)
		g.Shuffle(rt.PlayerID(i), g.Rand)
	}
	g.Decider = ap
	if _, err := g.DrawOpeningHands(0); err != nil {
		b.Fatal(err)
	}
	if err := g.BeginGame(0); err != nil {
		b.Fatal(err)
	}
	res, err := ap.Play(g, MaxTurns)
	if err != nil {
		b.Fatal(err)
	}
	return res
}

// benchPlayouts plays seeded games between two decks and reports games/s
// and the average number of turns a game lasted. Unless fresh, every game
// is played on one game and one player reset for it, as a simulator
// plays; fresh makes each game and player anew.
func benchPlayouts(b *testing.B, decks [2][]*rt.CardDef, fresh bool) {
	var g *rt.Game
	var ap *autoplay.Player
	if !fresh {
		g, ap = rt.NewGame(), autoplay.New(0)
	}
	b.ReportAllocs()
	seed, turns := uint64(0), 0
	for b.Loop() {
		seed++
		turns += playout(b, g, ap, decks, seed).Turns
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}

func cardsOf(b testing.TB, lib *Library, counts map[string]int) []*rt.CardDef {
	var out []*rt.CardDef
	for _, name := range []string{"Mountain", "Lightning Bolt"} {
		def, ok := lib.Card(name)
		if !ok {
			b.Fatalf("%s is not bundled", name)
		}
		for range counts[name] {
			out = append(out, def)
		}
	}
	return out
}

// BenchmarkPlayoutFloor is the floor of a playout: 40 Mountains each, so
// a game is the turn structure, draws and land plays until a library runs
// out (704.5b), with nothing to cast. Each game reuses the last one's
// (Game.Reset); BenchmarkPlayoutFloorFresh makes each anew.
func BenchmarkPlayoutFloor(b *testing.B)      { benchPlayouts(b, floorDecks(b), false) }
func BenchmarkPlayoutFloorFresh(b *testing.B) { benchPlayouts(b, floorDecks(b), true) }

func floorDecks(b testing.TB) [2][]*rt.CardDef {
	deck := cardsOf(b, stdlib(b), map[string]int{"Mountain": 40})
	return [2][]*rt.CardDef{deck, deck}
}

// BenchmarkPlayoutMirror plays random games of the Mountain + Lightning
// Bolt mirror: 20 Mountains and 20 Lightning Bolts each (run with -cpu 1),
// each on the last one's game; BenchmarkPlayoutMirrorFresh on new ones.
func BenchmarkPlayoutMirror(b *testing.B)      { benchPlayouts(b, mirrorDecks(b), false) }
func BenchmarkPlayoutMirrorFresh(b *testing.B) { benchPlayouts(b, mirrorDecks(b), true) }

func mirrorDecks(b testing.TB) [2][]*rt.CardDef {
	deck := cardsOf(b, stdlib(b), map[string]int{"Mountain": 20, "Lightning Bolt": 20})
	return [2][]*rt.CardDef{deck, deck}
}

// BenchmarkPlayoutM10 plays random games between two of the M10 decks of
// testdata/decks, each on the last one's game; BenchmarkPlayoutM10Fresh
// on new ones.
func BenchmarkPlayoutM10(b *testing.B)      { benchPlayouts(b, m10Decks(b), false) }
func BenchmarkPlayoutM10Fresh(b *testing.B) { benchPlayouts(b, m10Decks(b), true) }

func m10Decks(b testing.TB) [2][]*rt.CardDef {
	lib := stdlib(b)
	var decks [2][]*rt.CardDef
	for i, f := range []string{"black_red_removal.txt", "green_white_overrun.txt"} {
		path := filepath.Join("../testdata/decks", f)
		src, err := os.ReadFile(path)
		if err != nil {
			b.Fatal(err)
		}
		d, err := LoadDeckList(lib, Source{Name: filepath.ToSlash(path), Text: src})
		if err != nil {
			b.Skipf("%s: %v", f, err)
		}
		decks[i] = d.Cards
	}
	return decks
}
