package runtime

import (
	"fmt"
	"testing"
)

// TestHandMoveIsMove checks that handMove, the move of a card cast from
// its owner's hand or played as a land, leaves the game as Move leaves
// it: the log, the work, the versions, the last known information, the
// triggers and the new object, with and without a log and under
// VerifyCaches, on its own path and where it takes the general one.
func TestHandMoveIsMove(t *testing.T) {
	bolt := &CardDef{Name: "Bolt", Types: []string{"Instant"}}
	castWatcher := &CardDef{Name: "Cast Watcher", Types: []string{"Enchantment"}, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "whenever a card is put onto the stack from a hand, nothing happens",
		Trigger: &Trigger{Event: EventZoneChange, From: Hand, To: Stack, Filter: &Filter{}}}}}
	landWatcher := &CardDef{Name: "Land Watcher", Types: []string{"Enchantment"}, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "whenever a permanent enters, nothing happens",
		Trigger: &Trigger{Event: EventZoneChange, To: Battlefield, Filter: &Filter{}}}}}
	enters := &CardDef{Name: "Counted Land", Types: []string{"Land"}, Abilities: []*Ability{
		{Kind: StaticAbility, Statics: []StaticEffect{{Enters: &EntersWith{Counter: "+1/+1", Amount: Const(2)}}}}}}
	selfTrigger := &CardDef{Name: "Landfall Land", Types: []string{"Land"}, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "when this enters, nothing happens",
		Trigger: &Trigger{Event: EventZoneChange, Self: true, To: Battlefield}}}}
	aura := &CardDef{Name: "Aura", Types: []string{"Enchantment"}, Subtypes: []string{"Aura"},
		Keywords: []Keyword{{Name: "enchant", From: "creature", Filter: &Filter{}}}}
	graveWatcher := &CardDef{Name: "Grave Watcher", Types: []string{"Enchantment"}, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "whenever a card is put into a graveyard from the stack, nothing happens",
		Trigger: &Trigger{Event: EventZoneChange, From: Stack, To: Graveyard, Filter: &Filter{}}}}}
	rebound := &CardDef{Name: "Rebound Bolt", Types: []string{"Instant"}, Keywords: []Keyword{{Name: "rebound"}}}
	walker := &CardDef{Name: "Walker", Types: []string{"Planeswalker"}, HasLoyalty: true, Loyalty: 3}
	type move struct {
		r      ObjRef
		to     Zone
		ctrl   PlayerID
		cause  Cause
		castAs string
	}
	cast := func(c *Card) move { return move{c.Obj.Ref, Stack, c.Owner, CauseCast, ""} }
	play := func(c *Card) move { return move{c.Obj.Ref, Battlefield, c.Owner, CausePlayLand, ""} }
	resolved := func(c *Card) move { return move{c.Obj.Ref, Graveyard, c.Owner, CauseResolve, ""} }
	entered := func(c *Card) move {
		c.Obj.Spell = &SpellInfo{Caster: c.Owner, CastFrom: Hand}
		return move{c.Obj.Ref, Battlefield, c.Owner, CauseResolve, ""}
	}
	hand := func(g *Game) {
		for range 3 {
			g.AddCard(bears, 0, Hand)
			g.AddCard(plains, 0, Battlefield)
		}
	}
	cases := []struct {
		name  string
		setup func(g *Game) move
	}{
		{"an instant cast", func(g *Game) move { hand(g); return cast(g.AddCard(bolt, 0, Hand)) }},
		{"a creature cast, the first card of the hand", func(g *Game) move {
			c := g.AddCard(bears, 0, Hand)
			hand(g)
			return cast(c)
		}},
		{"a spell cast under another player's control", func(g *Game) move {
			m := cast(g.AddCard(bolt, 0, Hand))
			m.ctrl = 1
			return m
		}},
		{"a spell cast by no player", func(g *Game) move {
			m := cast(g.AddCard(bolt, 0, Hand))
			m.ctrl = 7
			return m
		}},
		{"a trigger that sees the cast", func(g *Game) move {
			g.AddCard(castWatcher, 1, Battlefield)
			return cast(g.AddCard(bolt, 0, Hand))
		}},
		{"a replacement effect on the spell", func(g *Game) move {
			c := g.AddCard(bolt, 0, Hand)
			g.replacements = append(g.replacements, &Replacement{Obj: c.Obj.Ref, To: Stack, Instead: Exile, Text: "exile it instead"})
			return cast(c)
		}},
		{"a spell cast with flashback", func(g *Game) move {
			m := cast(g.AddCard(bolt, 0, Graveyard))
			m.castAs = "flashback"
			return m
		}},
		{"a spell cast from the graveyard", func(g *Game) move { return cast(g.AddCard(bolt, 0, Graveyard)) }},
		{"a token in a hand", func(g *Game) move {
			c := g.newCard(Card{Owner: 0, Def: bolt, Token: true})
			g.place(c, Hand, 0, false)
			return cast(c)
		}},
		{"the card madness follows", func(g *Game) move {
			c := g.AddCard(bolt, 0, Hand)
			g.following = c.Obj.Ref
			return cast(c)
		}},
		{"a land played", func(g *Game) move { hand(g); return play(g.AddCard(plains, 0, Hand)) }},
		{"a land played on turn 0", func(g *Game) move {
			g.Turn = 0
			return play(g.AddCard(plains, 0, Hand))
		}},
		{"a land played that a trigger sees", func(g *Game) move {
			g.AddCard(landWatcher, 1, Battlefield)
			return play(g.AddCard(plains, 0, Hand))
		}},
		{"a land with its own trigger", func(g *Game) move { return play(g.AddCard(selfTrigger, 0, Hand)) }},
		{"a land entering with counters", func(g *Game) move { return play(g.AddCard(enters, 0, Hand)) }},
		{"a planeswalker put onto the battlefield", func(g *Game) move { return play(g.AddCard(walker, 0, Hand)) }},
		{"an Aura with nothing to enchant", func(g *Game) move { return play(g.AddCard(aura, 0, Hand)) }},
		{"an Aura with a creature to enchant", func(g *Game) move {
			g.AddCard(bears, 1, Battlefield)
			return play(g.AddCard(aura, 0, Hand))
		}},
		{"an instant put onto the battlefield", func(g *Game) move { return play(g.AddCard(bolt, 0, Hand)) }},
		{"a resolved spell", func(g *Game) move { hand(g); return resolved(g.AddCard(bolt, 0, Stack)) }},
		{"a resolved spell of the second player", func(g *Game) move {
			g.AddCard(bolt, 0, Stack)
			return resolved(g.AddCard(bolt, 1, Stack))
		}},
		{"a resolved spell still on the stack", func(g *Game) move {
			c := g.AddCard(bolt, 0, Stack)
			g.stack = append(g.stack, g.newItem(StackItem{Kind: ItemSpell, Spell: c.Obj.Ref, Source: c.Obj.Ref}))
			return resolved(c)
		}},
		{"a resolved spell a trigger sees", func(g *Game) move {
			g.AddCard(graveWatcher, 1, Battlefield)
			return resolved(g.AddCard(bolt, 0, Stack))
		}},
		{"a resolved spell with stickers", func(g *Game) move {
			c := g.AddCard(bolt, 0, Stack)
			c.Obj.Stickers = []PlacedSticker{}
			return resolved(c)
		}},
		{"a resolved spell with rebound", func(g *Game) move {
			c := g.AddCard(rebound, 0, Stack)
			c.Obj.Spell = &SpellInfo{Caster: 0, CastFrom: Hand}
			return resolved(c)
		}},
		{"a resolved spell cast from the graveyard", func(g *Game) move {
			c := g.AddCard(rebound, 0, Stack)
			c.Obj.Spell = &SpellInfo{Caster: 0, CastFrom: Graveyard}
			return resolved(c)
		}},
		{"a resolved token spell", func(g *Game) move {
			c := g.newCard(Card{Owner: 0, Def: bolt, Token: true})
			g.place(c, Stack, 0, false)
			return resolved(c)
		}},
		{"a resolved creature spell", func(g *Game) move { hand(g); return entered(g.AddCard(bears, 0, Stack)) }},
		{"a resolved creature spell under another player's control", func(g *Game) move {
			m := entered(g.AddCard(bears, 0, Stack))
			m.ctrl = 1
			return m
		}},
		{"a resolved creature spell an enter trigger sees", func(g *Game) move {
			g.AddCard(landWatcher, 1, Battlefield)
			return entered(g.AddCard(bears, 0, Stack))
		}},
		{"a resolved creature spell with effects and a shield on it", func(g *Game) move {
			c := g.AddCard(bears, 0, Stack)
			g.effects = append(g.effects,
				&ContinuousEffect{Object: c.Obj.Ref, Mods: []Modification{ModifyPT{Power: 1}}, Timestamp: g.nextTimestamp()},
				&ContinuousEffect{Object: c.Obj.Ref, Mods: []Modification{AddKeywords{Keywords: []Keyword{{Name: "haste"}}}}, Timestamp: g.nextTimestamp(), FromStatic: true})
			g.preventions = append(g.preventions, &Prevention{From: c.Obj.Ref})
			return entered(c)
		}},
		{"a resolved creature spell with a shield from it", func(g *Game) move {
			c := g.AddCard(bears, 0, Stack)
			g.preventions = append(g.preventions, &Prevention{From: c.Obj.Ref})
			return entered(c)
		}},
		{"a resolved planeswalker spell", func(g *Game) move { return entered(g.AddCard(walker, 0, Stack)) }},
		{"a resolved land entering with counters", func(g *Game) move { return entered(g.AddCard(enters, 0, Stack)) }},
		{"a resolved Aura spell", func(g *Game) move {
			g.AddCard(bears, 1, Battlefield)
			return entered(g.AddCard(aura, 0, Stack))
		}},
		{"a resolved instant put onto the battlefield", func(g *Game) move { return entered(g.AddCard(bolt, 0, Stack)) }},
		{"a resolved copy of a spell", func(g *Game) move {
			c := g.newCard(Card{Owner: 0, Def: bolt, SpellCopy: true})
			g.place(c, Stack, 0, false)
			return resolved(c)
		}},
	}
	for _, tc := range cases {
		for _, mode := range []string{"quiet", "logged", "verified"} {
			general, hm := NewGame("Alice", "Bob"), NewGame("Alice", "Bob")
			var reports []string
			var moves [2]move
			for i, g := range []*Game{general, hm} {
				g.LogOff = mode != "logged"
				if mode == "verified" {
					g.VerifyCaches(func(what, cached, fresh string) {
						reports = append(reports, fmt.Sprintf("%s: kept %s, fresh %s", what, cached, fresh))
					})
				}
				g.Turn = 3
				moves[i] = tc.setup(g)
			}
			if moves[0] != moves[1] {
				t.Fatalf("%s: the games were set up differently", tc.name)
			}
			m := moves[0]
			a := general.Move(MoveRequest{Obj: m.r, To: m.to, Controller: ControlledBy(m.ctrl), Cause: m.cause, CastWith: m.castAs})
			b := hm.handMove(hm.Object(m.r), m.to, m.ctrl, m.cause, m.castAs)
			if a != b {
				t.Errorf("%s, %s: Move gives %+v, handMove %+v", tc.name, mode, a, b)
			}
			if x, y := handMoveOutcome(general), handMoveOutcome(hm); x != y {
				t.Errorf("%s, %s: after Move:\n%s\nafter handMove:\n%s", tc.name, mode, x, y)
			}
			if len(reports) > 0 {
				t.Errorf("%s, %s: the caches disagree: %v", tc.name, mode, reports)
			}
		}
	}
}

// handMoveOutcome describes what a move leaves in g for
// TestHandMoveIsMove: drawOutcome's account and the objects' own fields
// a move onto the battlefield or the stack sets.
func handMoveOutcome(g *Game) string {
	s := drawOutcome(g)
	s += fmt.Sprintf("triggers %d walkers %d statics %d strays %d following %v stack %d\n", g.triggerPerms, g.walkers, g.statics, len(g.strayTokens), g.following, len(g.stack))
	for _, c := range g.cards {
		if o := c.Obj; o != nil {
			s += fmt.Sprintf("card %d: control since %d, entered %d, attached %v %d, counters %v, sees %d, spell %v\n",
				c.ID, o.ControlSince, o.EnteredTurn, o.AttachedTo, o.attachedPlayer, o.Counters, o.controlledBy, o.Spell != nil)
		}
	}
	for _, e := range g.effects {
		s += fmt.Sprintf("effect on %v\n", e.Object)
	}
	for _, p := range g.preventions {
		s += fmt.Sprintf("shield from %v\n", p.From)
	}
	s += fmt.Sprintf("chars version %d layer version %d\n", g.charsVersion, g.layerVersion)
	return s
}
