package runtime

import (
	"fmt"
	"testing"
)

// TestMoveOneIsMoveAll makes the same single move in two games set up
// alike, one through Move (moveOne) and one through MoveAll (moveAll),
// and checks that they come out the same: the move's result, the log,
// the work spent, the version, the triggers waiting, what each zone
// holds, and the last known information kept. moveOne repeats moveAll's
// steps for one request, so a change made to only one of them shows here.
func TestMoveOneIsMoveAll(t *testing.T) {
	leaves := &CardDef{Name: "Leaving Bears", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "when this leaves the battlefield, nothing happens",
		Trigger: &Trigger{Event: EventZoneChange, Self: true, From: Battlefield}}}}
	dies := &CardDef{Name: "Watcher", Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "whenever a creature is put into a graveyard from the battlefield, nothing happens",
		Trigger: &Trigger{Event: EventZoneChange, From: Battlefield, To: Graveyard, Filter: &Filter{}}}}}
	mad := &CardDef{Name: "Mad Bears", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true,
		Keywords: []Keyword{{Name: "madness", Cost: MustManaCost("{R}")}}}
	walker := &CardDef{Name: "Walker", Types: []string{"Planeswalker"}, HasLoyalty: true, Loyalty: 3}
	sorcery := &CardDef{Name: "Sorcery", Types: []string{"Sorcery"}}
	cases := []struct {
		name  string
		setup func(g *Game) MoveRequest
	}{
		{"to exile from the battlefield", func(g *Game) MoveRequest {
			c := g.AddCard(bears, 0, Battlefield)
			for range 3 {
				g.AddCard(plains, 0, Battlefield)
			}
			return MoveRequest{Obj: c.Obj.Ref, To: Exile}
		}},
		{"onto the battlefield tapped, under another player, with counters", func(g *Game) MoveRequest {
			c := g.AddCard(bears, 0, Exile)
			return MoveRequest{Obj: c.Obj.Ref, To: Battlefield, Tapped: true, Controller: ControlledBy(1), EntersWith: &Entering{Counter: "+1/+1", N: 2}}
		}},
		{"a planeswalker entering", func(g *Game) MoveRequest {
			c := g.AddCard(walker, 0, Hand)
			return MoveRequest{Obj: c.Obj.Ref, To: Battlefield}
		}},
		{"a sorcery that can't enter the battlefield", func(g *Game) MoveRequest {
			c := g.AddCard(sorcery, 0, Graveyard)
			return MoveRequest{Obj: c.Obj.Ref, To: Battlefield}
		}},
		{"a leaves-the-battlefield trigger", func(g *Game) MoveRequest {
			c := g.AddCard(leaves, 0, Battlefield)
			return MoveRequest{Obj: c.Obj.Ref, To: Graveyard, Cause: CauseDestroy}
		}},
		{"another permanent's trigger", func(g *Game) MoveRequest {
			g.AddCard(dies, 1, Battlefield)
			c := g.AddCard(bears, 0, Battlefield)
			return MoveRequest{Obj: c.Obj.Ref, To: Graveyard, Cause: CauseSacrifice, Source: c.Obj.Ref}
		}},
		{"a discard with madness", func(g *Game) MoveRequest {
			c := g.AddCard(mad, 0, Hand)
			return MoveRequest{Obj: c.Obj.Ref, To: Graveyard, Cause: CauseDiscard}
		}},
		{"a replacement effect with a follow-up", func(g *Game) MoveRequest {
			reveals := &CardDef{Name: "Revealing", Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true, Abilities: []*Ability{{
				Kind: StaticAbility, Statics: []StaticEffect{{Replace: &ZoneReplacement{Self: true, To: Graveyard, Instead: Library, Reveal: true, Shuffle: true, Text: "shuffle it in"}}}}}}
			g.AddCard(plains, 0, Library)
			c := g.AddCard(reveals, 0, Hand)
			return MoveRequest{Obj: c.Obj.Ref, To: Graveyard, Cause: CauseDiscard}
		}},
		{"a replacement effect", func(g *Game) MoveRequest {
			c := g.AddCard(bears, 0, Battlefield)
			g.replacements = append(g.replacements, &Replacement{Obj: c.Obj.Ref, To: Graveyard, Instead: Exile, Text: "exile it instead"})
			return MoveRequest{Obj: c.Obj.Ref, To: Graveyard}
		}},
		{"a token leaving the battlefield", func(g *Game) MoveRequest {
			c := g.newCard(Card{Owner: 0, Def: bears, Token: true})
			g.place(c, Battlefield, 0, false)
			return MoveRequest{Obj: c.Obj.Ref, To: Graveyard}
		}},
		{"a card drawn", func(g *Game) MoveRequest {
			c := g.AddCard(bears, 1, Library)
			g.AddCard(plains, 1, Library)
			return MoveRequest{Obj: c.Obj.Ref, To: Hand, Cause: CauseDraw}
		}},
		{"to the bottom of the library it is in", func(g *Game) MoveRequest {
			g.AddCard(plains, 0, Library)
			c := g.AddCard(bears, 0, Library)
			return MoveRequest{Obj: c.Obj.Ref, To: Library, Bottom: true}
		}},
		{"a stale reference", func(g *Game) MoveRequest {
			c := g.AddCard(bears, 0, Battlefield)
			r := c.Obj.Ref
			g.Move(MoveRequest{Obj: r, To: Exile})
			return MoveRequest{Obj: r, To: Graveyard}
		}},
		{"no such zone", func(g *Game) MoveRequest {
			c := g.AddCard(bears, 0, Battlefield)
			return MoveRequest{Obj: c.Obj.Ref, To: ZoneNone}
		}},
	}
	for _, tc := range cases {
		one, all := NewGame("Alice", "Bob"), NewGame("Alice", "Bob")
		reqOne, reqAll := tc.setup(one), tc.setup(all)
		if reqOne != reqAll && reqOne.EntersWith == nil {
			t.Fatalf("%s: the games were set up differently", tc.name)
		}
		m1 := one.Move(reqOne)
		ms := all.MoveAll([]MoveRequest{reqAll})
		if len(ms) != 1 || m1 != ms[0] {
			t.Errorf("%s: Move gives %+v, MoveAll %+v", tc.name, m1, ms)
		}
		if a, b := moveOutcome(one), moveOutcome(all); a != b {
			t.Errorf("%s: after Move:\n%s\nafter MoveAll:\n%s", tc.name, a, b)
		}
	}
}

// moveOutcome describes what a move leaves in g for TestMoveOneIsMoveAll.
func moveOutcome(g *Game) string {
	s := fmt.Sprintf("log %q\nwork %d version %d batches %d from %d lki %d over %v discards %d\n",
		g.Log(), g.Work(), g.Version(), g.batches, g.batchStart, g.lkiLen, g.over, len(g.thisTurn()))
	for _, p := range g.pending {
		s += fmt.Sprintf("pending %s from %v, event %v->%v\n", p.text, p.source, p.event.OldRef, p.event.New)
	}
	for _, c := range g.cards {
		if o := c.Obj; o != nil {
			s += fmt.Sprintf("card %d: %v in %v, controller %d, tapped %v, counters %d, timestamp %d, left %d\n",
				c.ID, o.Ref, o.Zone, o.Controller, o.Tapped, o.Counters.Len(), o.Timestamp, len(leftOf(c)))
		}
	}
	for z := Library; z <= Command; z++ {
		for p := range g.Players {
			if !z.Owned() && p > 0 {
				break // one battlefield, stack, exile and command zone
			}
			var ids []CardID
			for _, c := range g.ZoneCards(z, PlayerID(p)) {
				ids = append(ids, c.ID)
			}
			if len(ids) > 0 {
				s += fmt.Sprintf("%v of %d: %v\n", z, p, ids)
			}
		}
	}
	return s
}
