package runtime_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

// TestCastPlainIsCastSteps plays seeded games of the Mountain and
// Lightning Bolt mirror and between the bundled decks twice, choosing the
// same actions from the plays lent: once taking each from where the
// listing holds it (TakeListed, so that a plain cast goes through
// castPlain) and once a copy of it (Take, checked in full and cast by
// castSteps). The two games must agree: the same plays listed and the
// same answers at each step, the same state after each action taken, and
// the same log (every other pair plays with the log off).
func TestCastPlainIsCastSteps(t *testing.T) {
	for i, pr := range seededPairings(t) {
		seed, a, b := pr.seed, pr.a, pr.b
		what := fmt.Sprint(a.Name, " against ", b.Name, ", seed ", seed)
		logOff := i%4 >= 2
		g1, plays1 := playChosen(t, seed, logOff, true, a, b)
		g2, plays2 := playChosen(t, seed, logOff, false, a, b)
		if !slices.Equal(plays1, plays2) {
			t.Fatalf("%s: the plays, answers or states differ, taken from the listing and as copies, at %s", what, firstDiff(plays1, plays2))
		}
		if l1, l2 := g1.Log(), g2.Log(); !slices.Equal(l1, l2) {
			t.Fatalf("%s: the logs differ, taken from the listing and as copies, at %s", what, firstDiff(l1, l2))
		}
	}
}

// playChosen plays a seeded game of decks a and b, at most 3,000 actions
// or 40 turns, choosing each action among the plays lent, or a pass, with
// a generator seeded with seed, and taking it from the listing (listed)
// or as a copy. It returns the game and, for each step, the plays listed,
// the answer and, after an action taken, the game's state (Dump).
func playChosen(t *testing.T, seed uint64, logOff, listed bool, a, b *interp.Deck) (*rt.Game, []string) {
	t.Helper()
	g, ap := rt.NewGame("Alice", "Bob"), autoplay.New(seed)
	g.LogOff = logOff
	setUpDecks(t, g, ap, seed, a, b)
	r := rand.New(rand.NewPCG(seed, 7))
	var plays []string
	for step := 0; !g.Over() && g.Turn <= 40 && step < 3000; step++ {
		me := autoplay.Actor(g)
		view := g.LegalPlaysView(me, rt.ListOptions{NoManaTaps: true})
		seen := rt.PlaysText(view)
		k := r.IntN(len(view) + 1)
		if k == len(view) {
			plays = append(plays, fmt.Sprint(seen, " -> pass ", g.Pass(me)))
			continue
		}
		var err error
		if listed {
			err = g.TakeListed(me, &view[k])
		} else {
			err = g.Take(me, view[k])
		}
		plays = append(plays, fmt.Sprint(seen, " -> ", err, "\n", g.Dump()))
	}
	return g, plays
}
