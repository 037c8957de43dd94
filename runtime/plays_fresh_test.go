package runtime_test

import (
	"fmt"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

// TestPlaysViewIsFresh plays seeded games of the Mountain and Lightning
// Bolt mirror and between the bundled decks without VerifyCaches, so
// that LegalPlaysView takes its own paths (the plays kept, brought up to
// date or found without a probe: listing_kept.go), and compares the
// plays it lists at every action with those found afresh.
func TestPlaysViewIsFresh(t *testing.T) {
	for _, pr := range seededPairings(t) {
		seed, a, b := pr.seed, pr.a, pr.b
		g, ap := rt.NewGame("Alice", "Bob"), autoplay.New(seed)
		setUpDecks(t, g, ap, seed, a, b)
		for step := 0; !g.Over() && g.Turn <= 40 && step < 3000; step++ {
			me := autoplay.Actor(g)
			view := rt.PlaysText(g.LegalPlaysView(me, rt.ListOptions{NoManaTaps: true}))
			if fresh := g.FreshPlaysText(me); view != fresh {
				t.Fatalf("%s, step %d, turn %d %v: plays of %s listed\n%s\nfound afresh\n%s", fmt.Sprint(a.Name, " against ", b.Name, ", seed ", seed), step, g.Turn, g.Step, g.PlayerName(me), view, fresh)
			}
			if err := ap.Step(g); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// seededPairing is a seeded game's two decks: the Mountain and Lightning
// Bolt mirror for an even index, two of the bundled decks for an odd one.
type seededPairing struct {
	seed uint64
	a, b *interp.Deck
}

// seededPairings returns the pairings of the tests that play seeded games
// of the mirror and of the bundled decks (TestPlaysViewIsFresh,
// TestCastPlainIsCastSteps): 40 games, 10 in -short.
func seededPairings(t *testing.T) []seededPairing {
	lib, err := interp.Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	mirror, err := interp.LoadDeckList(lib, interp.Source{Name: "mirror", Text: []byte("20 Mountain\n20 Lightning Bolt\n")})
	if err != nil {
		t.Fatal(err)
	}
	decks := bundledDecks(t)
	games := 40
	if testing.Short() {
		games = 10
	}
	out := make([]seededPairing, games)
	for i := range out {
		a, b := mirror, mirror
		if i%2 == 1 {
			a, b = decks[i%len(decks)], decks[(i/len(decks))%len(decks)]
		}
		out[i] = seededPairing{seed: uint64(i + 1), a: a, b: b}
	}
	return out
}
