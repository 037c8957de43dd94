package runtime

import (
	"strings"
	"testing"
)

// Tests of state-based actions (704).

var (
	crLavaAxe = crSpell("Test Lava Axe", "Sorcery", "{R}", []TargetSpec{crTargetPlayer()},
		DealDamage{Amount: Const(5), ToPlayers: TargetRef{0}})
	crFlameWave = crSpell("Test Flame Wave", "Sorcery", "{R}", nil,
		DealDamage{Amount: Const(5), ToPlayers: EachPlayer{}})
	crDivination = crSpell("Test Divination", "Sorcery", "{U}", []TargetSpec{crTargetPlayer()},
		Draw{Who: TargetRef{0}, Amount: Const(1)})
	crWither = crSpell("Test Wither", "Instant", "{B}", []TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		Modify{What: TargetRef{0}, Mods: []Modification{ModifyPT{-2, -2}}, Duration: UntilEndOfTurn})
	crPyroclasm = crSpell("Test Pyroclasm", "Sorcery", "{R}", nil,
		DealDamage{Amount: Const(2), To: Each{Filter: crCreatures}})
	crWrath = crSpell("Test Wrath", "Sorcery", "{W}", nil,
		Destroy{What: Each{Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}, {Types: []string{"Artifact"}}}}}})
	crDiesWatcher = &Ability{Kind: TriggeredAbility, Text: "whenever a creature dies, you gain 1 life",
		Trigger: &Trigger{Event: EventZoneChange, From: Battlefield, To: Graveyard, Filter: &crCreatures},
		Effects: []Effect{GainLife{Who: You{}, Amount: Const(1)}}}
)

// 704.5a: a player with 0 or less life loses the game; 104.4a: if all
// players lose simultaneously, the game is a draw.
func TestRulesSBALife(t *testing.T) {
	cases := []struct {
		name      string
		spell     *CardDef
		aliceLife int
		bobLife   int
		aliceLost bool
		bobLost   bool
	}{
		{"exactly 0 life (704.5a)", crLavaAxe, 20, 5, false, true},
		{"below 0 life (704.5a)", crLavaAxe, 20, 3, false, true},
		{"1 life left (704.5a)", crLavaAxe, 20, 6, false, false},
		{"both players at 0 at once (704.5a, 104.4a)", crFlameWave, 5, 5, true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crMountain, 0, Battlefield, 1)
			g.Players[0].Life, g.Players[1].Life = tc.aliceLife, tc.bobLife
			s := g.AddCard(tc.spell, 0, Hand)
			var targets [][]Target
			if len(SpellTargets(tc.spell)) > 0 {
				targets = [][]Target{crPlayer(1)}
			}
			_, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref, Targets: targets})
			crMust(t, err)
			crMust(t, g.PassAll())
			if g.Players[0].Lost != tc.aliceLost || g.Players[1].Lost != tc.bobLost {
				t.Fatalf("lost: Alice %v Bob %v, want %v %v", g.Players[0].Lost, g.Players[1].Lost, tc.aliceLost, tc.bobLost)
			}
			if g.Over() != (tc.aliceLost || tc.bobLost) {
				t.Fatalf("game over = %v", g.Over())
			}
			if tc.aliceLost && tc.bobLost && strings.Contains(crLog(g), "wins the game") {
				t.Fatalf("104.4a: all players lost at once, so nobody wins; log:\n%s", crLog(g))
			}
		})
	}
}

// 704.5b: a player who attempted to draw from an empty library loses the
// next time state-based actions are checked.
func TestRulesSBADrawFromEmptyLibrary(t *testing.T) {
	t.Run("drawn by a spell (704.5b)", func(t *testing.T) {
		g := crGame()
		crAdd(g, crIsland, 0, Battlefield, 1)
		crAdd(g, crPlains, 0, Library, 1)
		d := g.AddCard(crDivination, 0, Hand)
		_, err := g.Cast(CastRequest{Player: 0, Card: d.Obj.Ref, Targets: [][]Target{crPlayer(1)}})
		crMust(t, err)
		crMust(t, g.PassAll())
		if !g.Players[1].Lost || g.Players[0].Lost || !g.Over() {
			t.Fatalf("Bob lost %v, Alice lost %v, over %v", g.Players[1].Lost, g.Players[0].Lost, g.Over())
		}
	})
	t.Run("a card left to draw (704.5b)", func(t *testing.T) {
		g := crGame()
		crAdd(g, crIsland, 0, Battlefield, 1)
		top := crAdd(g, crPlains, 1, Library, 1)[0]
		d := g.AddCard(crDivination, 0, Hand)
		_, err := g.Cast(CastRequest{Player: 0, Card: d.Obj.Ref, Targets: [][]Target{crPlayer(1)}})
		crMust(t, err)
		crMust(t, g.PassAll())
		if g.Players[1].Lost || !crInZone(g, top, Hand, 1) {
			t.Fatalf("Bob lost %v, card in %s", g.Players[1].Lost, crZoneOf(top))
		}
	})
	t.Run("draw step with an empty library (504.1, 704.5b)", func(t *testing.T) {
		g := crGame()
		crAdd(g, crPlains, 0, Library, 1) // Alice is fine, Bob has nothing
		for i := 0; i < 30 && !g.Over(); i++ {
			crMust(t, g.PassAll())
		}
		if !g.Players[1].Lost || g.Players[0].Lost || g.Turn != 2 || g.Step != DrawStep {
			t.Fatalf("turn %d %s: Bob lost %v Alice lost %v", g.Turn, g.Step, g.Players[1].Lost, g.Players[0].Lost)
		}
	})
	t.Run("no draw step on the first turn (103.8a)", func(t *testing.T) {
		g := crGame()
		g.SetTurn(1, 0, Upkeep)
		crMust(t, g.PassAll())
		if g.Step != Main1 || g.Players[0].Lost {
			t.Fatalf("%s, Alice lost %v; want the main phase: the draw step is skipped", g.Step, g.Players[0].Lost)
		}
	})
	t.Run("a draw on the first turn of a game of three (103.8c)", func(t *testing.T) {
		g := NewGame("Alice", "Bob", "Carol")
		g.Decider = FirstOptions
		g.SetTurn(1, 0, Upkeep)
		crMust(t, g.PassAll())
		if g.Step != DrawStep || !g.Players[0].Lost {
			t.Fatalf("%s, Alice lost %v; want her draw from an empty library in the draw step (704.5b)", g.Step, g.Players[0].Lost)
		}
	})
}

// 704.5f, 704.5g: creatures with toughness 0 or less, or lethal damage,
// are put into their owners' graveyards.
func TestRulesSBACreatures(t *testing.T) {
	cases := []struct {
		name  string
		setup func(t *testing.T, g *Game, b *Card)
		dies  bool
	}{
		{"-2/-2 on a 2/2: toughness 0 (704.5f)", func(t *testing.T, g *Game, b *Card) {
			crCastResolve(t, g, crWither, crObj(b.Obj.Ref))
		}, true},
		{"-2/-2 on a 3/3 survives as 1/1 (704.5f)", func(t *testing.T, g *Game, b *Card) {
			b.Obj.Counters.Set("+1/+1", 1)
			crCastResolve(t, g, crWither, crObj(b.Obj.Ref))
		}, false},
		{"two -1/-1 counters: toughness 0 (704.5f, 613.4c)", func(t *testing.T, g *Game, b *Card) {
			b.Obj.Counters.Set("-1/-1", 2)
			crMust(t, g.PassAll())
		}, true},
		{"0/0 creature put onto the battlefield (704.5f)", func(t *testing.T, g *Game, b *Card) {
			z := g.AddCard(crCreature("Test Zero", "{0}", 0, 0), 1, Hand)
			g.Move(MoveRequest{Obj: z.Obj.Ref, To: Battlefield})
			crMust(t, g.PassAll())
			if crZoneOf(z) != Graveyard {
				t.Fatalf("0/0 in %s", crZoneOf(z))
			}
		}, false},
		{"damage equal to toughness (704.5g)", func(t *testing.T, g *Game, b *Card) {
			crCastResolve(t, g, crPyroclasm)
		}, true},
		{"damage less than toughness (704.5g)", func(t *testing.T, g *Game, b *Card) {
			b.Obj.Counters.Set("+1/+1", 1)
			crCastResolve(t, g, crPyroclasm)
			if b.Obj.Damage != 2 {
				t.Fatalf("damage %d", b.Obj.Damage)
			}
		}, false},
		{"damage greater than toughness (704.5g)", func(t *testing.T, g *Game, b *Card) {
			crCastResolve(t, g, crBolt, crObj(b.Obj.Ref))
		}, true},
		{"earlier damage plus a toughness reduction (704.5g)", func(t *testing.T, g *Game, b *Card) {
			b.Obj.Counters.Set("+1/+1", 2)   // 4/4
			crCastResolve(t, g, crPyroclasm) // 2 damage
			crCastResolve(t, g, crWither, crObj(b.Obj.Ref))
		}, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 2)
			crAdd(g, crMountain, 0, Battlefield, 2)
			crAdd(g, crSwamp, 0, Battlefield, 2)
			b := g.AddCard(crBears, 1, Battlefield)
			tc.setup(t, g, b)
			want := Battlefield
			if tc.dies {
				want = Graveyard
			}
			if crZoneOf(b) != want {
				t.Fatalf("creature in %s, want %s\n%s", crZoneOf(b), want, crLog(g))
			}
			if tc.dies && !crInZone(g, b, Graveyard, 1) {
				t.Fatal("not in its owner's graveyard")
			}
		})
	}
}

// 514.2, 704.5g: damage wears off in the cleanup step, so damage dealt on
// different turns does not add up.
func TestRulesSBADamageWearsOff(t *testing.T) {
	g := crGame()
	crLibraries(g, 3)
	crAdd(g, crMountain, 0, Battlefield, 2)
	b := g.AddCard(crCreature("Test Giant", "{2}", 3, 3), 1, Battlefield)
	crCastResolve(t, g, crPyroclasm)
	if b.Obj.Damage != 2 {
		t.Fatalf("damage %d", b.Obj.Damage)
	}
	crToStep(t, g, Upkeep) // Bob's turn 2
	if b.Obj.Damage != 0 || crZoneOf(b) != Battlefield {
		t.Fatalf("after cleanup: %s damage %d", crZoneOf(b), b.Obj.Damage)
	}
}

// 704.5m: an Aura not attached to a legal object is put into its owner's
// graveyard; 303.4g: an Aura that can't enchant anything doesn't enter.
func TestRulesSBAAura(t *testing.T) {
	cases := []struct {
		name      string
		act       func(t *testing.T, g *Game, host *Card)
		wantAura  Zone
		wantOnRef bool // the Aura is attached to the host's current object
	}{
		{"attached while the host stays (303.4f)", func(t *testing.T, g *Game, host *Card) {}, Battlefield, true},
		{"host destroyed (704.5m)", func(t *testing.T, g *Game, host *Card) {
			crCastResolve(t, g, crTerminate, crObj(host.Obj.Ref))
		}, Graveyard, false},
		{"host bounced (704.5m)", func(t *testing.T, g *Game, host *Card) {
			crCastResolve(t, g, crUnsummon, crObj(host.Obj.Ref))
		}, Graveyard, false},
		{"host flickered: the new object is not enchanted (400.7, 704.5m)", func(t *testing.T, g *Game, host *Card) {
			g.Move(MoveRequest{Obj: host.Obj.Ref, To: Exile})
			g.Move(MoveRequest{Obj: host.Obj.Ref, To: Battlefield})
			crMust(t, g.PassAll())
		}, Graveyard, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 2)
			crAdd(g, crPlains, 0, Battlefield, 1)
			crAdd(g, crSwamp, 0, Battlefield, 1)
			crAdd(g, crIsland, 0, Battlefield, 1)
			host := g.AddCard(crBears, 1, Battlefield)
			aura := g.AddCard(crPacifism, 0, Hand)
			_, err := g.Cast(CastRequest{Player: 0, Card: aura.Obj.Ref, Targets: [][]Target{crObj(host.Obj.Ref)}})
			crMust(t, err)
			crResolveAll(t, g)
			if aura.Obj.Zone != Battlefield || aura.Obj.AttachedTo != host.Obj.Ref {
				t.Fatalf("Aura in %s on %s, want on %s", aura.Obj.Zone, aura.Obj.AttachedTo, host.Obj.Ref)
			}
			tc.act(t, g, host)
			if crZoneOf(aura) != tc.wantAura {
				t.Fatalf("Aura in %s, want %s\n%s", crZoneOf(aura), tc.wantAura, crLog(g))
			}
			if tc.wantAura == Graveyard && !crInZone(g, aura, Graveyard, 0) {
				t.Fatal("Aura not in its owner's graveyard")
			}
			if tc.wantOnRef && aura.Obj.AttachedTo != host.Obj.Ref {
				t.Fatalf("Aura on %s, host is %s", aura.Obj.AttachedTo, host.Obj.Ref)
			}
		})
	}
	t.Run("put onto the battlefield with nothing to enchant (303.4g)", func(t *testing.T) {
		g := crGame()
		aura := g.AddCard(crPacifism, 0, Hand)
		ref := aura.Obj.Ref
		m := g.Move(MoveRequest{Obj: ref, To: Battlefield})
		if m.OK() || aura.Obj.Ref != ref || aura.Obj.Zone != Hand {
			t.Fatalf("Aura moved to %s", aura.Obj.Zone)
		}
	})
}

// 704.3, 603.10a: all applicable state-based actions happen at once;
// creatures that die together each see the others die.
func TestRulesSBASimultaneousDeaths(t *testing.T) {
	watcher := crWithAbilities(crBears, "Test Watcher", crDiesWatcher)
	artifactWatcher := &CardDef{Name: "Test Altar", ManaCost: MustManaCost("{1}"), Types: []string{"Artifact"}, Abilities: []*Ability{crDiesWatcher}}
	cases := []struct {
		name     string
		bodies   []*CardDef // Alice's permanents
		spell    *CardDef
		wantLife int
	}{
		{"two watchers dealt lethal damage together (704.3, 603.10a)", []*CardDef{watcher, watcher}, crPyroclasm, 24},
		{"watcher and a plain creature (603.10a)", []*CardDef{watcher, crBears}, crPyroclasm, 22},
		{"artifact destroyed with two creatures (603.10a example)", []*CardDef{artifactWatcher, crBears, crBears}, crWrath, 22},
		{"watcher survives, sees two deaths", []*CardDef{artifactWatcher, crBears, crBears}, crPyroclasm, 22},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crMountain, 0, Battlefield, 1)
			crAdd(g, crPlains, 0, Battlefield, 1)
			var cs []*Card
			for _, d := range tc.bodies {
				cs = append(cs, g.AddCard(d, 0, Battlefield))
			}
			s := g.AddCard(tc.spell, 0, Hand)
			_, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref})
			crMust(t, err)
			crResolveAll(t, g)
			for _, c := range cs {
				want := Graveyard
				if c.Def == artifactWatcher && tc.spell != crWrath {
					want = Battlefield
				}
				if crZoneOf(c) != want {
					t.Fatalf("%s in %s, want %s", c.Def.Name, crZoneOf(c), want)
				}
			}
			if life := g.Players[0].Life; life != tc.wantLife {
				t.Fatalf("life %d, want %d\n%s", life, tc.wantLife, crLog(g))
			}
		})
	}
	t.Run("both players' creatures die in one check (704.3)", func(t *testing.T) {
		g := crGame()
		crLibraries(g, 2)
		a := g.AddCard(crBears, 0, Battlefield)
		b := g.AddCard(crBears, 1, Battlefield)
		a.Obj.Damage, b.Obj.Damage = 2, 3
		crMust(t, g.PassAll())
		if crZoneOf(a) != Graveyard || crZoneOf(b) != Graveyard {
			t.Fatalf("Alice's in %s, Bob's in %s", crZoneOf(a), crZoneOf(b))
		}
	})
}
