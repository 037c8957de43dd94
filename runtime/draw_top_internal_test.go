package runtime

import (
	"fmt"
	"slices"
	"testing"
)

// TestDrawTopIsDraw draws in two games set up alike, one through the
// general move (drawByMove) and one through drawTop, which Draw is, and checks that they come
// out the same: the log, the work spent, the versions, the batches, the
// triggers waiting, each card's object and zone, and the last known
// information kept — with and without a log, under VerifyCaches, and
// with what makes drawTop leave the draw to Draw.
func TestDrawTopIsDraw(t *testing.T) {
	watcher := &CardDef{Name: "Watcher", Types: []string{"Enchantment"}, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "whenever a card is put into a hand from a library, nothing happens",
		Trigger: &Trigger{Event: EventZoneChange, From: Library, To: Hand, Filter: &Filter{}}}}}
	reveals := &CardDef{Name: "Revealing", Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true, Abilities: []*Ability{{
		Kind: StaticAbility, Statics: []StaticEffect{{Replace: &ZoneReplacement{Self: true, To: Hand, Instead: Exile, Text: "exile it instead"}}}}}}
	library := func(g *Game, n int) {
		for i := range n {
			if i%3 == 0 {
				g.AddCard(plains, 1, Library)
			} else {
				g.AddCard(bears, 1, Library)
			}
		}
	}
	cases := []struct {
		name  string
		setup func(g *Game)
	}{
		{"a library of a few cards", func(g *Game) { library(g, 10) }},
		{"a library of more than a scan unit", func(g *Game) { library(g, 2*zoneScanUnit+5) }},
		{"an empty library", func(g *Game) {}},
		{"a trigger that sees the draw", func(g *Game) {
			g.AddCard(watcher, 0, Battlefield)
			library(g, 10)
		}},
		{"a replacement effect on the top card", func(g *Game) {
			library(g, 10)
			top := g.ZoneCards(Library, 1)[9]
			g.replacements = append(g.replacements, &Replacement{Obj: top.Obj.Ref, To: Hand, Instead: Exile, Text: "exile it instead"})
		}},
		{"a card's own replacement", func(g *Game) {
			library(g, 3)
			g.AddCard(reveals, 1, Library)
		}},
		{"a token on top", func(g *Game) {
			library(g, 3)
			c := g.newCard(Card{Owner: 1, Def: bears, Token: true})
			g.place(c, Library, 1, false)
		}},
		{"a work limit reached by the second draw", func(g *Game) {
			library(g, 10)
			g.SetWorkLimit(g.work + 6)
		}},
		{"two cards left", func(g *Game) { library(g, 2) }},
		{"a card with counters", func(g *Game) {
			library(g, 3)
			top := g.ZoneCards(Library, 1)[2]
			top.Obj.Counters.Set("+1/+1", 2)
		}},
	}
	for _, tc := range cases {
		for _, mode := range []string{"quiet", "logged", "verified"} {
			general, top, many := NewGame("Alice", "Bob"), NewGame("Alice", "Bob"), NewGame("Alice", "Bob")
			var reports []string
			for _, g := range []*Game{general, top, many} {
				g.LogOff = mode != "logged"
				if mode == "verified" {
					g.VerifyCaches(func(what, cached, fresh string) {
						reports = append(reports, fmt.Sprintf("%s: kept %s, fresh %s", what, cached, fresh))
					})
				}
				tc.setup(g)
			}
			for range 3 {
				drawByMove(general, 1)
				top.Draw(1)
			}
			many.drawCards(1, 3)
			if a, b := drawOutcome(general), drawOutcome(top); a != b {
				t.Errorf("%s, %s: after Move:\n%s\nafter Draw:\n%s", tc.name, mode, a, b)
			}
			if a, b := drawOutcome(general), drawOutcome(many); a != b {
				t.Errorf("%s, %s: after Move:\n%s\nafter drawCards:\n%s", tc.name, mode, a, b)
			}
			if len(reports) > 0 {
				t.Errorf("%s, %s: the caches disagree: %v", tc.name, mode, reports)
			}
		}
	}
}

// drawByMove is a draw made through the general move, Move, with what
// Draw remembers of an empty library.
func drawByMove(g *Game, p PlayerID) {
	lib := g.zones.get(zkey(Library, p))
	if len(lib) == 0 {
		g.Players[p].drewEmpty, g.beforeRare = true, true
		return
	}
	g.Move(MoveRequest{Obj: lib[len(lib)-1].Obj.Ref, To: Hand, Cause: CauseDraw})
}

// drawOutcome describes what draws leave in g for TestDrawTopIsDraw.
func drawOutcome(g *Game) string {
	s := moveOutcome(g)
	s += fmt.Sprintf("chars %d fields %d taps %d moves %d timestamp %d drew empty %v %v\n",
		g.charsVersion, g.fieldVersion, g.tapVersion, g.zoneMoves, g.timestamp, g.Players[0].drewEmpty, g.Players[1].drewEmpty)
	for _, c := range g.cards {
		for _, l := range leftOf(c) {
			s += fmt.Sprintf("left %v became %v by %v in batch %d, chars %v\n", l.Object.Ref, l.Became, l.Cause, l.Batch, l.chars != nil)
		}
	}
	for _, e := range g.Events() {
		s += fmt.Sprintf("event %d %v %q %v", e.Seq, e.Kind, e.Template, e.Args)
		if e.Move != nil {
			s += fmt.Sprintf(" move %+v", *e.Move)
		}
		s += "\n"
	}
	return s
}

// leftOf lists the last known information kept on c, in the order the
// objects left.
func leftOf(c *Card) []*Snapshot {
	var out []*Snapshot
	for s := c.left; s != nil; s = s.prev {
		out = append(out, s)
	}
	slices.Reverse(out)
	return out
}
