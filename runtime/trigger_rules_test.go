package runtime

import (
	"strings"
	"testing"
)

// Tests of triggered abilities (603) and delayed triggers (603.7).

func crGain(n int) []Effect { return []Effect{GainLife{Who: You{}, Amount: Const(n)}} }

var (
	crEntersGain = crWithAbilities(crBears, "Test Healer", &Ability{Kind: TriggeredAbility, Text: "when this enters, gain 3",
		Trigger: &Trigger{Event: EventZoneChange, Self: true, To: Battlefield}, Effects: crGain(3)})
	crLeavesGain = crWithAbilities(crBears, "Test Leaver", &Ability{Kind: TriggeredAbility, Text: "when this leaves the battlefield, gain 2",
		Trigger: &Trigger{Event: EventZoneChange, Self: true, From: Battlefield}, Effects: crGain(2)})
	crAnywhereGain = crWithAbilities(crBears, "Test Anywhere", &Ability{Kind: TriggeredAbility, Text: "when this is put into a graveyard from anywhere, gain 5",
		Trigger: &Trigger{Event: EventZoneChange, Self: true, To: Graveyard, Anywhere: true}, Effects: crGain(5)})
	crGreenCreatures  = Filter{Alts: []Match{{Types: []string{"Creature"}, Colors: ColorSet(0).With(Green)}}}
	crGreenLeaveWatch = &CardDef{Name: "Test Green Watch", ManaCost: MustManaCost("{1}"), Types: []string{"Enchantment"},
		Abilities: []*Ability{{Kind: TriggeredAbility, Text: "whenever a green creature leaves the battlefield, gain 1",
			Trigger: &Trigger{Event: EventZoneChange, From: Battlefield, Filter: &crGreenCreatures}, Effects: crGain(1)}}}
	crRedBears  = crCreature("Test Red Bears", "{1}{R}", 2, 2)
	crGreenWash = crSpell("Green Wash", "Instant", "{G}",
		[]TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		Modify{What: TargetRef{0}, Mods: []Modification{SetColors{ColorSet(0).With(Green)}}})
)

// 603.2, 603.6a: an enters-the-battlefield ability triggers whenever its
// permanent enters, cast or not; another permanent entering doesn't
// trigger a "when this enters" ability.
func TestRulesEntersTrigger(t *testing.T) {
	cases := []struct {
		name     string
		act      func(t *testing.T, g *Game)
		wantLife int
	}{
		{"cast and resolved (603.6a)", func(t *testing.T, g *Game) {
			c := g.AddCard(crEntersGain, 0, Hand)
			_, err := g.Cast(CastRequest{Player: 0, Card: c.Obj.Ref})
			crMust(t, err)
			crResolveAll(t, g)
		}, 23},
		{"put onto the battlefield by an effect (603.6a)", func(t *testing.T, g *Game) {
			c := g.AddCard(crEntersGain, 0, Graveyard)
			crCastResolve(t, g, crSpell("Test Raise", "Sorcery", "{G}", []TargetSpec{crTarget("target creature card", crCreatureCards, 1, 1)},
				Return{What: TargetRef{0}, To: Battlefield}), crObj(c.Obj.Ref))
			crResolveAll(t, g)
		}, 23},
		{"another creature enters (603.2)", func(t *testing.T, g *Game) {
			g.AddCard(crEntersGain, 0, Battlefield)
			c := g.AddCard(crBears, 0, Hand)
			_, err := g.Cast(CastRequest{Player: 0, Card: c.Obj.Ref})
			crMust(t, err)
			crResolveAll(t, g)
		}, 20},
		{"flickered: enters again as a new object (400.7, 603.6a)", func(t *testing.T, g *Game) {
			c := g.AddCard(crEntersGain, 0, Battlefield)
			crCastResolve(t, g, crSpell("Test Flicker", "Instant", "{G}", []TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
				ExileObjects{What: TargetRef{0}}, Return{What: It{}, To: Battlefield}), crObj(c.Obj.Ref))
			crResolveAll(t, g)
		}, 23},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crForest, 0, Battlefield, 3)
			tc.act(t, g)
			if life := g.Players[0].Life; life != tc.wantLife {
				t.Fatalf("life %d, want %d\n%s", life, tc.wantLife, crLog(g))
			}
		})
	}
}

// 603.6c, 603.10a: leaves-the-battlefield abilities trigger on any move
// from the battlefield and look back in time: the trigger is checked
// against the permanent as it last existed on the battlefield.
func TestRulesLeavesTriggerLooksBack(t *testing.T) {
	cases := []struct {
		name     string
		setup    func(t *testing.T, g *Game) *Card // returns the creature to remove
		to       Zone
		wantLife int
	}{
		{"destroyed (603.6c)", func(t *testing.T, g *Game) *Card { return g.AddCard(crLeavesGain, 0, Battlefield) }, Graveyard, 22},
		{"exiled (603.6c)", func(t *testing.T, g *Game) *Card { return g.AddCard(crLeavesGain, 0, Battlefield) }, Exile, 22},
		{"returned to hand (603.6c)", func(t *testing.T, g *Game) *Card { return g.AddCard(crLeavesGain, 0, Battlefield) }, Hand, 22},
		{"put into the library (603.6c)", func(t *testing.T, g *Game) *Card { return g.AddCard(crLeavesGain, 0, Battlefield) }, Library, 22},
		{"green creature leaves: watcher triggers (603.6c)", func(t *testing.T, g *Game) *Card {
			g.AddCard(crGreenLeaveWatch, 0, Battlefield)
			return g.AddCard(crBears, 1, Battlefield)
		}, Graveyard, 21},
		{"printed green, made blue before leaving: no trigger (603.10a)", func(t *testing.T, g *Game) *Card {
			g.AddCard(crGreenLeaveWatch, 0, Battlefield)
			b := g.AddCard(crBears, 1, Battlefield)
			crCastResolve(t, g, crBlueWash, crObj(b.Obj.Ref))
			return b
		}, Graveyard, 20},
		{"printed red, made green before leaving: triggers (603.10a)", func(t *testing.T, g *Game) *Card {
			g.AddCard(crGreenLeaveWatch, 0, Battlefield)
			b := g.AddCard(crRedBears, 1, Battlefield)
			crCastResolve(t, g, crGreenWash, crObj(b.Obj.Ref))
			return b
		}, Exile, 21},
		{"watcher leaves with the creature (603.10a)", func(t *testing.T, g *Game) *Card {
			w := g.AddCard(crGreenLeaveWatch, 0, Battlefield)
			b := g.AddCard(crBears, 1, Battlefield)
			g.MoveAll([]MoveRequest{{Obj: w.Obj.Ref, To: Graveyard}, {Obj: b.Obj.Ref, To: Graveyard}})
			return nil
		}, Graveyard, 21},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 2)
			crAdd(g, crIsland, 0, Battlefield, 1)
			crAdd(g, crForest, 0, Battlefield, 1)
			c := tc.setup(t, g)
			if c != nil {
				g.Move(MoveRequest{Obj: c.Obj.Ref, To: tc.to})
			}
			crMust(t, g.PassAll()) // next step: the trigger goes on the stack
			crResolveAll(t, g)
			if life := g.Players[0].Life; life != tc.wantLife {
				t.Fatalf("life %d, want %d\n%s", life, tc.wantLife, crLog(g))
			}
		})
	}
}

// 603.6c: "put into a graveyard from anywhere" is not a leaves-the-
// battlefield ability: it triggers from any zone, and the graveyard card
// is its source, controlled by its owner (603.3a, 113.8); a leaves
// ability is controlled by the permanent's last controller.
func TestRulesFromAnywhereTrigger(t *testing.T) {
	cases := []struct {
		name      string
		def       *CardDef
		from      Zone
		stealHow  string // "", "move" (put onto the battlefield under Alice's control), "effect" (a control-changing effect)
		wantAlice int
		wantBob   int
	}{
		{"from the battlefield (603.6c)", crAnywhereGain, Battlefield, "", 20, 25},
		{"from the hand (603.6c)", crAnywhereGain, Hand, "", 20, 25},
		{"from the library (603.6c)", crAnywhereGain, Library, "", 20, 25},
		{"from exile (603.6c)", crAnywhereGain, Exile, "", 20, 25},
		{"stolen: the owner controls the trigger (603.3a)", crAnywhereGain, Battlefield, "move", 20, 25},
		{"stolen by an effect: the owner controls the trigger (603.3a)", crAnywhereGain, Battlefield, "effect", 20, 25},
		{"leaves ability of a creature put under Alice's control (603.3a)", crLeavesGain, Battlefield, "move", 22, 20},
		{"leaves ability of a creature stolen by an effect (603.3a, 603.10a)", crLeavesGain, Battlefield, "effect", 22, 20},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 2)
			crAdd(g, crIsland, 0, Battlefield, 1)
			from := tc.from
			if tc.stealHow == "move" {
				from = Hand
			}
			c := g.AddCard(tc.def, 1, from)
			switch tc.stealHow {
			case "move":
				g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
			case "effect":
				crCastResolve(t, g, crSteal, crObj(c.Obj.Ref))
			}
			if ch, _ := g.CharsOf(c.Obj.Ref); tc.stealHow != "" && ch.Controller != 0 {
				t.Fatalf("Alice doesn't control it: %d", ch.Controller)
			}
			g.Move(MoveRequest{Obj: c.Obj.Ref, To: Graveyard, Cause: CauseDestroy})
			crMust(t, g.PassAll())
			crResolveAll(t, g)
			if a, b := g.Players[0].Life, g.Players[1].Life; a != tc.wantAlice || b != tc.wantBob {
				t.Fatalf("life Alice %d Bob %d, want %d %d\n%s", a, b, tc.wantAlice, tc.wantBob, crLog(g))
			}
		})
	}
}

// 400.7, 603.6: a leaves-the-battlefield ability that acts on its source
// finds it in the zone it went to; if the card has moved on (here, back to
// the battlefield as a new object) the ability can't find it.
func TestRulesLeavesTriggerSourceReturned(t *testing.T) {
	phoenix := crWithAbilities(crBears, "Test Phoenix", &Ability{Kind: TriggeredAbility, Text: "when this leaves the battlefield, exile it",
		Trigger: &Trigger{Event: EventZoneChange, Self: true, From: Battlefield}, Effects: []Effect{ExileObjects{What: This{}}}})
	raise := crSpell("Test Raise", "Instant", "{G}", []TargetSpec{crTarget("target creature card", crCreatureCards, 1, 1)},
		Return{What: TargetRef{0}, To: Battlefield})
	for _, returned := range []bool{false, true} {
		name := "stays in the graveyard: exiled (400.7e)"
		if returned {
			name = "returned before resolution: a new object, untouched (400.7)"
		}
		t.Run(name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crForest, 0, Battlefield, 1)
			crAdd(g, crSwamp, 0, Battlefield, 1)
			p := g.AddCard(phoenix, 0, Battlefield)
			crCastResolve(t, g, crTerminate, crObj(p.Obj.Ref))
			if len(g.Stack()) != 1 || p.Obj.Zone != Graveyard {
				t.Fatalf("want the leaves trigger on the stack and the card in the graveyard: %d, %s", len(g.Stack()), p.Obj.Zone)
			}
			var back ObjRef
			if returned {
				crCastResolve(t, g, raise, crObj(p.Obj.Ref))
				back = p.Obj.Ref
				if p.Obj.Zone != Battlefield {
					t.Fatalf("not returned: %s", p.Obj.Zone)
				}
			}
			crResolveAll(t, g)
			if returned {
				if p.Obj.Ref != back || p.Obj.Zone != Battlefield {
					t.Fatalf("the returned creature was affected: %s in %s", p.Obj.Ref, p.Obj.Zone)
				}
			} else if p.Obj.Zone != Exile {
				t.Fatalf("card in %s, want exile", p.Obj.Zone)
			}
		})
	}
}

// 603.3d: a triggered ability that can't be put on the stack with legal
// targets is removed.
func TestRulesTriggerWithoutTargetRemoved(t *testing.T) {
	nonland := Filter{Alts: []Match{{NotTypes: []string{"Land"}}}}
	ring := &CardDef{Name: "Test Ring", ManaCost: MustManaCost("{W}"), Types: []string{"Enchantment"},
		Abilities: []*Ability{{Kind: TriggeredAbility, Text: "exile another target nonland permanent",
			Trigger: &Trigger{Event: EventZoneChange, Self: true, To: Battlefield},
			Targets: []TargetSpec{{Text: "another target nonland permanent", Objects: true, Another: true, Filter: nonland, Min: 1, Max: 1}},
			Effects: []Effect{ExileObjects{What: TargetRef{0}}}}}}
	for _, withTarget := range []bool{false, true} {
		name := "no other nonland permanent: removed (603.3d)"
		if withTarget {
			name = "a legal target exists: on the stack (603.3d)"
		}
		t.Run(name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crPlains, 0, Battlefield, 1)
			var b *Card
			if withTarget {
				b = g.AddCard(crBears, 1, Battlefield)
			}
			r := g.AddCard(ring, 0, Hand)
			_, err := g.Cast(CastRequest{Player: 0, Card: r.Obj.Ref})
			crMust(t, err)
			crMust(t, g.PassAll())
			if r.Obj.Zone != Battlefield {
				t.Fatalf("ring in %s", r.Obj.Zone)
			}
			if withTarget {
				if len(g.Stack()) != 1 {
					t.Fatalf("stack %d", len(g.Stack()))
				}
				crResolveAll(t, g)
				if b.Obj.Zone != Exile {
					t.Fatalf("target in %s", b.Obj.Zone)
				}
				return
			}
			if len(g.Stack()) != 0 || !strings.Contains(crLog(g), "603.3d") {
				t.Fatalf("stack %d\n%s", len(g.Stack()), crLog(g))
			}
		})
	}
}

// 603.4: an intervening "if" clause is checked when the event happens (the
// ability doesn't trigger if it's false) and again on resolution (the
// ability does nothing if it's false then).
func TestRulesInterveningIf(t *testing.T) {
	druid := &CardDef{Name: "Test Druid", ManaCost: MustManaCost("{W}"), Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true,
		Abilities: []*Ability{{Kind: TriggeredAbility, Text: "when this enters, if you control a Forest, gain 3",
			Trigger: &Trigger{Event: EventZoneChange, Self: true, To: Battlefield},
			If:      YouControl{Filter: crForests}, Effects: crGain(3)}}}
	cases := []struct {
		name          string
		forestAtFirst bool
		forestLater   bool // the Forest is there when the trigger resolves
		wantOnStack   bool
		wantLife      int
	}{
		{"true at both checks (603.4)", true, true, true, 23},
		{"false as it would trigger: doesn't trigger (603.4)", false, false, false, 20},
		{"false on resolution: does nothing (603.4)", true, false, true, 20},
		{"false as it would trigger, true later: still doesn't trigger (603.4)", false, true, false, 20},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crPlains, 0, Battlefield, 1)
			var forest *Card
			if tc.forestAtFirst {
				forest = g.AddCard(crForest, 0, Battlefield)
			}
			d := g.AddCard(druid, 0, Hand)
			_, err := g.Cast(CastRequest{Player: 0, Card: d.Obj.Ref})
			crMust(t, err)
			crMust(t, g.PassAll())
			if d.Obj.Zone != Battlefield {
				t.Fatalf("druid in %s", d.Obj.Zone)
			}
			if got := len(g.Stack()) == 1; got != tc.wantOnStack {
				t.Fatalf("trigger on the stack: %v, want %v\n%s", got, tc.wantOnStack, crLog(g))
			}
			switch {
			case forest != nil && !tc.forestLater:
				g.Move(MoveRequest{Obj: forest.Obj.Ref, To: Graveyard})
			case forest == nil && tc.forestLater:
				g.AddCard(crForest, 0, Battlefield)
			}
			crResolveAll(t, g)
			if life := g.Players[0].Life; life != tc.wantLife {
				t.Fatalf("life %d, want %d\n%s", life, tc.wantLife, crLog(g))
			}
		})
	}
}

// 603.3b: triggered abilities of the active player go on the stack first,
// then the nonactive player's, so the nonactive player's resolve first;
// each player orders their own.
func TestRulesAPNAPOrder(t *testing.T) {
	upkeepGain := func(name string, n int) *CardDef {
		return &CardDef{Name: name, ManaCost: MustManaCost("{1}"), Types: []string{"Enchantment"},
			Abilities: []*Ability{{Kind: TriggeredAbility, Text: name, Trigger: &Trigger{Event: EventStepBegins, Step: Upkeep, Whose: EachStep}, Effects: crGain(n)}}}
	}
	for _, active := range []PlayerID{0, 1} {
		t.Run([]string{"Alice", "Bob"}[active]+" active (603.3b)", func(t *testing.T) {
			g := crGame()
			g.AddCard(upkeepGain("Alice Shrine", 1), 0, Battlefield)
			g.AddCard(upkeepGain("Bob Shrine", 1), 1, Battlefield)
			nap := 1 - active
			g.SetTurn(1, nap, End)
			crMust(t, g.PassAll()) // end, cleanup, untap, upkeep of the active player
			if g.Step != Upkeep || g.Active != active {
				t.Fatalf("at %s of %d", g.Step, g.Active)
			}
			st := g.Stack()
			if len(st) != 2 || st[0].Controller != active || st[1].Controller != nap {
				t.Fatalf("stack bottom to top: %v", crControllers(st))
			}
			crMust(t, g.PassAll()) // the top one resolves: the nonactive player's
			if g.Players[nap].Life != 21 || g.Players[active].Life != 20 {
				t.Fatalf("after one resolution: active %d nonactive %d", g.Players[active].Life, g.Players[nap].Life)
			}
		})
	}
	t.Run("a player orders their own triggers (603.3b)", func(t *testing.T) {
		g := crGame()
		g.AddCard(upkeepGain("First Shrine", 1), 0, Battlefield)
		g.AddCard(upkeepGain("Second Shrine", 2), 0, Battlefield)
		var asked bool
		g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
			if d.Kind == ChooseOrder {
				asked = true
				return []int{1, 0}, nil // Second Shrine's goes on the stack first
			}
			return FirstOptions(g, d)
		})
		g.SetTurn(1, 1, End)
		crMust(t, g.PassAll())
		st := g.Stack()
		if !asked || len(st) != 2 || st[0].Text != "Second Shrine" || st[1].Text != "First Shrine" {
			t.Fatalf("asked %v; stack %d", asked, len(st))
		}
	})
}

func crControllers(st []*StackItem) []PlayerID {
	var ps []PlayerID
	for _, it := range st {
		ps = append(ps, it.Controller)
	}
	return ps
}

// 603.7, 603.7b: a delayed triggered ability triggers only once, the next
// time its event happens; 603.7c: it doesn't find an object that has left
// the zone it was expected in.
func TestRulesDelayedTrigger(t *testing.T) {
	atEnd := crSpell("Test Later", "Instant", "{G}", nil,
		CreateDelayed{Step: End, Effects: crGain(2), Text: "gain 2"})
	atUpkeep := crSpell("Test Next Upkeep", "Instant", "{G}", nil,
		CreateDelayed{Step: Upkeep, Effects: crGain(2), Text: "gain 2"})
	flicker := crSpell("Test Flicker Later", "Instant", "{G}", []TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		ExileObjects{What: TargetRef{0}}, CreateDelayed{Step: End, Effects: []Effect{Return{What: It{}, To: Battlefield}}, Text: "return it"})

	t.Run("once at the next end step (603.7b)", func(t *testing.T) {
		g := crGame()
		crLibraries(g, 5)
		crAdd(g, crForest, 0, Battlefield, 1)
		crCastResolve(t, g, atEnd)
		if g.Players[0].Life != 20 {
			t.Fatal("triggered early")
		}
		crToStepResolving(t, g, 1, End)
		if g.Players[0].Life != 22 {
			t.Fatalf("life %d after the first end step, want 22", g.Players[0].Life)
		}
		crToStepResolving(t, g, 2, End)
		crToStepResolving(t, g, 3, End)
		if g.Players[0].Life != 22 {
			t.Fatalf("life %d: triggered more than once", g.Players[0].Life)
		}
	})
	t.Run("created during the end step: next turn's end step (603.7a)", func(t *testing.T) {
		g := crGame()
		crLibraries(g, 5)
		crAdd(g, crForest, 0, Battlefield, 1)
		crToStep(t, g, End)
		crCastResolve(t, g, atEnd)
		crToStepResolving(t, g, 2, Upkeep)
		if g.Players[0].Life != 20 {
			t.Fatalf("life %d: triggered in the end step it was created in", g.Players[0].Life)
		}
		crToStepResolving(t, g, 2, End)
		crToStepResolving(t, g, 3, End)
		if g.Players[0].Life != 22 {
			t.Fatalf("life %d, want 22", g.Players[0].Life)
		}
	})
	t.Run("next upkeep is the opponent's (603.7b)", func(t *testing.T) {
		g := crGame()
		crLibraries(g, 5)
		crAdd(g, crForest, 0, Battlefield, 1)
		crCastResolve(t, g, atUpkeep)
		crToStepResolving(t, g, 2, Main1)
		if g.Players[0].Life != 22 {
			t.Fatalf("life %d after Bob's upkeep", g.Players[0].Life)
		}
		crToStepResolving(t, g, 3, Main1)
		if g.Players[0].Life != 22 {
			t.Fatalf("life %d: triggered again", g.Players[0].Life)
		}
	})
	for _, leaves := range []bool{false, true} {
		name := "flicker returns the exiled card at end of turn (603.7)"
		if leaves {
			name = "exiled card left exile first: not returned (603.7c)"
		}
		t.Run(name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 5)
			crAdd(g, crForest, 0, Battlefield, 1)
			b := g.AddCard(crBears, 1, Battlefield)
			crCastResolve(t, g, flicker, crObj(b.Obj.Ref))
			if b.Obj.Zone != Exile {
				t.Fatalf("in %s", b.Obj.Zone)
			}
			if leaves {
				g.Move(MoveRequest{Obj: b.Obj.Ref, To: Hand})
			}
			inHand := b.Obj.Ref
			crToStepResolving(t, g, 1, End)
			if leaves {
				if b.Obj.Ref != inHand || b.Obj.Zone != Hand {
					t.Fatalf("card moved from the hand to %s", b.Obj.Zone)
				}
				return
			}
			if b.Obj.Zone != Battlefield || b.Obj.Controller != 1 {
				t.Fatalf("card in %s under %d, want Bob's battlefield", b.Obj.Zone, b.Obj.Controller)
			}
		})
	}
}

// crToStepResolving passes, resolving whatever triggers, until the game is
// in step s of turn n with an empty stack.
func crToStepResolving(t *testing.T, g *Game, n int, s Step) {
	t.Helper()
	for i := 0; i < 80; i++ {
		if g.Turn == n && g.Step == s && len(g.Stack()) == 0 {
			return
		}
		if g.Turn > n {
			break
		}
		crMust(t, g.PassAll())
		if g.Over() {
			t.Fatalf("game over:\n%s", crLog(g))
		}
	}
	t.Fatalf("never reached turn %d %s (at turn %d %s)", n, s, g.Turn, g.Step)
}
