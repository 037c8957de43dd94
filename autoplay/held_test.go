package autoplay

import (
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// TestHeldCountIsCounted checks the hand's size and the count of the
// cards that draw whether to be held back, kept between priorities for a
// hand's stamp (heldBack), against a count made afresh whenever a player is about to act: by one
// player over games on a game Reset between them, and on clones and their
// originals played by turns, so that its kept counts are of other games.
func TestHeldCountIsCounted(t *testing.T) {
	p, checked := New(1), 0
	check := func(g *rt.Game) error {
		me := g.Priority
		if uint(me) < uint(len(p.held)) && p.held[me].stamp == g.Players[me].HandStamp() {
			checked++
			hand := g.ZoneCards(rt.Hand, me)
			if want := holds(hand); p.held[me].n != want {
				t.Fatalf("turn %d: %d cards kept as drawing whether to be held back, %d counted", g.Turn, p.held[me].n, want)
			}
			if p.held[me].size != len(hand) {
				t.Fatalf("turn %d: a hand of %d cards kept, %d counted", g.Turn, p.held[me].size, len(hand))
			}
		}
		return nil
	}
	p.Check = check
	g := rt.NewGame("Alice", "Bob")
	for seed := range uint64(6) {
		g.Reset("Alice", "Bob")
		p.Reset(seed)
		for pl := rt.PlayerID(0); pl < 2; pl++ {
			for i := range 20 {
				def := forest
				if i%2 == 0 {
					def = bears
				}
				g.AddCard(def, pl, rt.Library)
			}
			g.Shuffle(pl, p)
			for range 7 {
				g.Draw(pl)
			}
		}
		g.SetTurn(1, 0, rt.Main1)
		g.Decider = p
		// Some steps on g, then on a clone and on g by turns.
		var clone *rt.Game
		for i := 0; i < 600 && !g.Over(); i++ {
			at := g
			if clone != nil && i%2 == 1 && !clone.Over() {
				at = clone
			}
			if at.HasPriority(at.Priority) {
				if err := check(at); err != nil {
					t.Fatal(err)
				}
			}
			if err := p.Step(at); err != nil {
				t.Fatal(err)
			}
			if i == 100 {
				clone = g.Clone()
			}
		}
		if !g.Over() {
			if _, err := p.Play(g, 40); err != nil {
				t.Fatal(err)
			}
		}
	}
	if checked == 0 {
		t.Fatal("no kept count was checked")
	}
}
