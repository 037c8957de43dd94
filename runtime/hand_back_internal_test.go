package runtime

import (
	"fmt"
	"testing"
)

// TestHandBackQuietIsMoveAll puts a hand back into its library for a
// mulligan in two games set up alike, one through the general move
// (handBack, moveAll) and one through handBackQuiet where it takes the
// moves, and checks that they come out the same: the log, the work
// spent, the versions, the batches, the triggers waiting, each card's
// object and zone, and the last known information kept — with and
// without a log, under VerifyCaches, and with what makes handBackQuiet
// leave the moves to moveAll.
func TestHandBackQuietIsMoveAll(t *testing.T) {
	watcher := &CardDef{Name: "Watcher", Types: []string{"Enchantment"}, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "whenever a card is put into a library from a hand, nothing happens",
		Trigger: &Trigger{Event: EventZoneChange, From: Hand, To: Library, Filter: &Filter{}}}}}
	reveals := &CardDef{Name: "Revealing", Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true, Abilities: []*Ability{{
		Kind: StaticAbility, Statics: []StaticEffect{{Replace: &ZoneReplacement{Self: true, To: Library, Instead: Exile, Text: "exile it instead"}}}}}}
	add := func(g *Game, n int, z Zone) {
		for i := range n {
			if i%3 == 0 {
				g.AddCard(plains, 1, z)
			} else {
				g.AddCard(bears, 1, z)
			}
		}
	}
	cases := []struct {
		name  string
		quiet bool // handBackQuiet takes the moves, without a log or the caches checked
		setup func(g *Game)
	}{
		{"a hand of seven", true, func(g *Game) { add(g, 20, Library); add(g, 7, Hand) }},
		{"a hand of more than a scan unit", true, func(g *Game) { add(g, 5, Library); add(g, 2*zoneScanUnit+5, Hand) }},
		{"one card", true, func(g *Game) { add(g, 5, Library); add(g, 1, Hand) }},
		{"an empty library", true, func(g *Game) { add(g, 7, Hand) }},
		{"an empty hand", false, func(g *Game) { add(g, 5, Library) }},
		{"a trigger that sees the moves", false, func(g *Game) {
			g.AddCard(watcher, 0, Battlefield)
			add(g, 5, Library)
			add(g, 7, Hand)
		}},
		{"a replacement effect on a card", false, func(g *Game) {
			add(g, 5, Library)
			add(g, 7, Hand)
			c := g.ZoneCards(Hand, 1)[3]
			g.replacements = append(g.replacements, &Replacement{Obj: c.Obj.Ref, To: Library, Instead: Exile, Text: "exile it instead"})
		}},
		{"a card's own replacement", false, func(g *Game) {
			add(g, 5, Library)
			add(g, 3, Hand)
			g.AddCard(reveals, 1, Hand)
			add(g, 2, Hand)
		}},
		{"a token in the hand", false, func(g *Game) {
			add(g, 5, Library)
			add(g, 3, Hand)
			c := g.newCard(Card{Owner: 1, Def: bears, Token: true})
			g.place(c, Hand, 1, false)
		}},
		{"another player's card in the hand", false, func(g *Game) {
			add(g, 5, Library)
			add(g, 3, Hand)
			c := g.AddCard(bears, 0, Library)
			g.unplace(c)
			g.zones.set(zkey(Hand, 1), append(g.zoneToWrite(zkey(Hand, 1)), c))
			c.Obj.Zone = Hand
		}},
		{"a work limit reached by the moves", false, func(g *Game) {
			add(g, 5, Library)
			add(g, 7, Hand)
			g.SetWorkLimit(g.work + 20)
		}},
		{"a card with counters", false, func(g *Game) {
			add(g, 5, Library)
			add(g, 7, Hand)
			g.ZoneCards(Hand, 1)[2].Obj.Counters.Set("+1/+1", 2)
		}},
	}
	for _, tc := range cases {
		for _, mode := range []string{"quiet", "logged", "verified"} {
			general, quiet := NewGame("Alice", "Bob"), NewGame("Alice", "Bob")
			var reports []string
			for _, g := range []*Game{general, quiet} {
				g.ready()
				g.LogOff = mode != "logged"
				if mode == "verified" {
					g.VerifyCaches(func(what, cached, fresh string) {
						reports = append(reports, fmt.Sprintf("%s: kept %s, fresh %s", what, cached, fresh))
					})
				}
				tc.setup(g)
			}
			general.handBack(1)
			took := quiet.handBackQuiet(1)
			if !took {
				quiet.handBack(1)
			}
			if want := tc.quiet && mode == "quiet"; took != want {
				t.Errorf("%s, %s: handBackQuiet took the moves: %v, want %v", tc.name, mode, took, want)
			}
			if a, b := drawOutcome(general), drawOutcome(quiet); a != b {
				t.Errorf("%s, %s: after moveAll:\n%s\nafter handBackQuiet:\n%s", tc.name, mode, a, b)
			}
			if len(reports) > 0 {
				t.Errorf("%s, %s: the caches disagree: %v", tc.name, mode, reports)
			}
		}
	}
}
