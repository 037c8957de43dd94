package runtime_test

import (
	"strings"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	rt "github.com/mtgs/mtgs/runtime"
)

// TestPlaysViewChangeReported plays a seeded game verifying its caches
// and, at the first priority that lists a play, changes the view
// LegalPlaysView gave, as a caller must not: the next listing must
// report it.
func TestPlaysViewChangeReported(t *testing.T) {
	decks := bundledDecks(t)
	sg := seededGame{a: decks[0], b: decks[1%len(decks)], seed: 7}
	g, ap := rt.NewGame("Alice", "Bob"), autoplay.New(sg.seed)
	sg.setUp(t, g, ap)
	var reported string
	g.VerifyCaches(func(what, cached, fresh string) {
		if reported == "" {
			reported = what
		}
	})
	for range 2000 {
		if g.Over() {
			break
		}
		me := autoplay.Actor(g)
		if v := g.LegalPlaysView(me, rt.ListOptions{NoManaTaps: true}); len(v) > 0 {
			v[0].Player = me + 1 // a change the view's caller must not make
			g.LegalPlaysView(me, rt.ListOptions{NoManaTaps: true})
			if !strings.Contains(reported, "view") {
				t.Fatalf("a change to the view was not reported (reported %q)", reported)
			}
			return
		}
		if err := ap.Step(g); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no play was listed")
}
