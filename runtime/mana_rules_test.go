package runtime

import "testing"

// Tests of paying mana costs (601.2g–h, 305.6, 106.4, 500.5) and of the
// timing and legality checks of casting (117.1, 302.1, 307.1, 601.2–601.3).

var (
	crTundra    = crDual("Test Tundra", "Plains", "Island")
	crScrubland = crDual("Test Scrubland", "Plains", "Swamp")
	crAzorius   = crCreature("Test Azorius Pair", "{W}{U}", 2, 2)
	crElves     = &CardDef{Name: "Test Elves", ManaCost: MustManaCost("{G}"), Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true,
		Abilities: []*Ability{{Kind: ActivatedAbility, Text: "{T}: Add {G}.", IsMana: true, Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{G}")}}}}}
)

const crDualCase = "dual land needed for its second color (601.2h: a solution exists)"

// 305.6, 601.2g–h: a cost is paid by tapping lands for their intrinsic mana
// abilities when a way to pay it exists; otherwise the cast is refused
// under 601.2h and nothing changes.
func TestRulesManaPayment(t *testing.T) {
	cases := []struct {
		name  string
		lands []*CardDef
		pool  ManaPool
		spell *CardDef
		ok    bool
		taps  int // lands tapped when ok
	}{
		{"generic and green from Forest and Plains (305.6)", []*CardDef{crForest, crPlains}, ManaPool{}, crBears, true, 2},
		{"green found after a Plains (305.6)", []*CardDef{crPlains, crPlains, crForest}, ManaPool{}, crBears, true, 2},
		{"no green source (601.2h)", []*CardDef{crPlains, crPlains, crIsland}, ManaPool{}, crBears, false, 0},
		{"not enough mana (601.2h)", []*CardDef{crForest}, ManaPool{}, crBears, false, 0},
		{"two colors from two basics (305.6)", []*CardDef{crIsland, crPlains}, ManaPool{}, crAzorius, true, 2},
		{"dual land makes either color (305.7)", []*CardDef{crTundra, crPlains}, ManaPool{}, crAzorius, true, 2},
		{crDualCase, []*CardDef{crTundra, crScrubland}, ManaPool{}, crAzorius, true, 2},
		{"two duals, other order (601.2h: a solution exists)", []*CardDef{crScrubland, crTundra}, ManaPool{}, crAzorius, true, 2},
		{"two duals, no blue at all (601.2h)", []*CardDef{crScrubland, crScrubland}, ManaPool{}, crAzorius, false, 0},
		{"floating green pays the colored part (106.4)", []*CardDef{crPlains, crPlains}, ManaPool{Green: 1}, crBears, true, 1},
		{"floating mana pays everything (106.4)", []*CardDef{crForest, crForest}, ManaPool{Green: 1, Red: 1}, crBears, true, 0},
		{"floating colorless pays generic only (601.2h)", []*CardDef{crPlains}, ManaPool{Colorless: 1}, crBears, false, 0},
		{"sick mana creature can't tap (302.6, 601.2h)", nil, ManaPool{Green: 1}, crBears, false, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			for _, l := range tc.lands {
				g.AddCard(l, 0, Battlefield)
			}
			if tc.lands == nil { // a mana creature that entered this turn
				e := g.AddCard(crElves, 0, Hand)
				g.Move(MoveRequest{Obj: e.Obj.Ref, To: Battlefield})
			}
			g.Players[0].Pool = tc.pool
			s := g.AddCard(tc.spell, 0, Hand)
			before := g.Dump()
			_, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref})
			if !tc.ok {
				crRefused(t, err, "601.2h")
				crUnchanged(t, g, before)
				return
			}
			crMust(t, err)
			if s.Obj.Zone != Stack {
				t.Fatalf("spell in %s", s.Obj.Zone)
			}
			if n := crTappedCount(g, 0); n != tc.taps {
				t.Errorf("%d lands tapped, want %d", n, tc.taps)
			}
			spent := s.Obj.Spell.ManaSpent
			if spent.Total() != tc.spell.ManaCost.ManaValue() {
				t.Errorf("mana spent %v, want %d", spent, tc.spell.ManaCost.ManaValue())
			}
			for c, n := range tc.spell.ManaCost.Colored {
				if spent[c] < n {
					t.Errorf("spent %v does not pay the %s symbols of %s", spent, Color(c), tc.spell.ManaCost)
				}
			}
			left := tc.pool.Total() + tc.taps - tc.spell.ManaCost.ManaValue()
			if g.Players[0].Pool.Total() != left {
				t.Errorf("pool %v, want %d mana left", g.Players[0].Pool, left)
			}
		})
	}
}

// 500.5 (106.4): unspent mana empties from the pool as each step ends; the
// land stays tapped.
func TestRulesManaEmptiesBetweenSteps(t *testing.T) {
	for _, step := range []Step{Main1, BeginCombat, Main2, End} {
		t.Run(step.String()+" (500.5)", func(t *testing.T) {
			g := crGame()
			crLibraries(g, 3)
			f := g.AddCard(crForest, 0, Battlefield)
			crToStep(t, g, step)
			crMust(t, g.TapForMana(0, f.Obj.Ref))
			if g.Players[0].Pool[Green] != 1 {
				t.Fatalf("pool %v after tapping a Forest", g.Players[0].Pool)
			}
			// Mana stays while the step lasts.
			crMust(t, g.Pass(0))
			if g.Players[0].Pool[Green] != 1 {
				t.Fatalf("pool emptied within the step: %v", g.Players[0].Pool)
			}
			crMust(t, g.Pass(1))
			if g.Step == step {
				t.Fatal("did not leave the step")
			}
			if g.Players[0].Pool.Total() != 0 {
				t.Fatalf("pool %v after %s ended", g.Players[0].Pool, step)
			}
			if step != End && !f.Obj.Tapped {
				t.Fatal("land untapped")
			}
		})
	}
}

// 605.3a: a tapped land can't be tapped for mana again; the refusal
// changes nothing.
func TestRulesTapForManaRefusal(t *testing.T) {
	g := crGame()
	f := g.AddCard(crForest, 0, Battlefield)
	other := g.AddCard(crForest, 1, Battlefield)
	crMust(t, g.TapForMana(0, f.Obj.Ref))
	for name, r := range map[string]ObjRef{"already tapped": f.Obj.Ref, "opponent's land": other.Obj.Ref} {
		t.Run(name+" (605.3a)", func(t *testing.T) {
			before := g.Dump()
			crRefused(t, g.TapForMana(0, r), "605.3a")
			crUnchanged(t, g, before)
		})
	}
}

// 117.1, 302.1, 307.1, 305.9, 601.2a, 601.2c, 601.3: illegal casts are
// refused under the rule that forbids them and leave the game unchanged.
func TestRulesCastRefusals(t *testing.T) {
	sorcery := crSpell("Test Sorcery", "Sorcery", "{G}", nil, GainLife{Who: You{}, Amount: Const(1)})
	instant := crSpell("Test Instant", "Instant", "{G}", nil, GainLife{Who: You{}, Amount: Const(1)})
	flashy := crCreature("Test Flash Bears", "{1}{G}", 2, 2, "flash")
	disenchantDef := crSpell("Test Disenchant", "Instant", "{G}",
		[]TargetSpec{crTarget("target artifact or enchantment", Filter{Alts: []Match{{Types: []string{"Artifact"}}, {Types: []string{"Enchantment"}}}}, 1, 1)},
		Destroy{What: TargetRef{0}})
	cases := []struct {
		name string
		rule string
		// setup returns the request to try; it may act first (passing,
		// casting), and the dump is taken after it returns
		setup func(t *testing.T, g *Game) CastRequest
	}{
		{"creature on the opponent's turn (302.1)", "302.1", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 1, Hand)
			crMust(t, g.Pass(0)) // Bob gets priority in Alice's main phase
			return CastRequest{Player: 1, Card: b.Obj.Ref}
		}},
		{"sorcery on the opponent's turn (307.1)", "307.1", func(t *testing.T, g *Game) CastRequest {
			s := g.AddCard(sorcery, 1, Hand)
			crMust(t, g.Pass(0))
			return CastRequest{Player: 1, Card: s.Obj.Ref}
		}},
		{"creature outside a main phase (302.1)", "302.1", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 0, Hand)
			crToStep(t, g, BeginCombat)
			return CastRequest{Player: 0, Card: b.Obj.Ref}
		}},
		{"sorcery in the upkeep (307.1)", "307.1", func(t *testing.T, g *Game) CastRequest {
			s := g.AddCard(sorcery, 0, Hand)
			g.SetTurn(2, 0, Upkeep)
			return CastRequest{Player: 0, Card: s.Obj.Ref}
		}},
		{"creature while the stack is not empty (302.1)", "302.1", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 0, Hand)
			i := g.AddCard(instant, 0, Hand)
			_, err := g.Cast(CastRequest{Player: 0, Card: i.Obj.Ref})
			crMust(t, err)
			return CastRequest{Player: 0, Card: b.Obj.Ref}
		}},
		{"player without priority (117.1)", "117.1", func(t *testing.T, g *Game) CastRequest {
			i := g.AddCard(instant, 1, Hand)
			return CastRequest{Player: 1, Card: i.Obj.Ref}
		}},
		{"card in the graveyard (601.3)", "601.3", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 0, Graveyard)
			return CastRequest{Player: 0, Card: b.Obj.Ref}
		}},
		{"card in the library (601.3)", "601.3", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 0, Library)
			return CastRequest{Player: 0, Card: b.Obj.Ref}
		}},
		{"card in the opponent's hand (601.3)", "601.3", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 1, Hand)
			return CastRequest{Player: 0, Card: b.Obj.Ref}
		}},
		{"permanent already on the battlefield (601.3)", "601.3", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 0, Battlefield)
			return CastRequest{Player: 0, Card: b.Obj.Ref}
		}},
		{"stale reference to a card now in hand (601.2a)", "601.2a", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 0, Graveyard)
			old := b.Obj.Ref
			g.Move(MoveRequest{Obj: old, To: Hand})
			return CastRequest{Player: 0, Card: old}
		}},
		{"land is played, not cast (305.9)", "305.9", func(t *testing.T, g *Game) CastRequest {
			l := g.AddCard(crForest, 0, Hand)
			return CastRequest{Player: 0, Card: l.Obj.Ref}
		}},
		{"illegal target: a creature for an artifact spell (601.2c)", "601.2c", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 1, Battlefield)
			d := g.AddCard(disenchantDef, 0, Hand)
			return CastRequest{Player: 0, Card: d.Obj.Ref, Targets: [][]Target{crObj(b.Obj.Ref)}}
		}},
		{"illegal target: a stale reference (601.2c)", "601.2c", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 1, Battlefield)
			old := b.Obj.Ref
			g.Move(MoveRequest{Obj: old, To: Exile})
			g.Move(MoveRequest{Obj: b.Obj.Ref, To: Battlefield})
			bolt := g.AddCard(crBolt, 0, Hand)
			return CastRequest{Player: 0, Card: bolt.Obj.Ref, Targets: [][]Target{crObj(old)}}
		}},
		{"no legal target to choose (601.2c)", "601.2c", func(t *testing.T, g *Game) CastRequest {
			d := g.AddCard(disenchantDef, 0, Hand)
			return CastRequest{Player: 0, Card: d.Obj.Ref}
		}},
		{"too few targets given (601.2c)", "601.2c", func(t *testing.T, g *Game) CastRequest {
			g.AddCard(crBears, 1, Battlefield)
			bolt := g.AddCard(crBolt, 0, Hand)
			return CastRequest{Player: 0, Card: bolt.Obj.Ref, Targets: [][]Target{{}}}
		}},
		{"a player for an object-only target (601.2c)", "601.2c", func(t *testing.T, g *Game) CastRequest {
			g.AddCard(crBears, 1, Battlefield)
			bolt := g.AddCard(crBolt, 0, Hand)
			return CastRequest{Player: 0, Card: bolt.Obj.Ref, Targets: [][]Target{crPlayer(1)}}
		}},
		{"targets for a spell without targets (601.2c)", "601.2c", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 1, Battlefield)
			i := g.AddCard(instant, 0, Hand)
			return CastRequest{Player: 0, Card: i.Obj.Ref, Targets: [][]Target{crObj(b.Obj.Ref)}}
		}},
		{"kicker the card does not have (702.33)", "702.33", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 0, Hand)
			return CastRequest{Player: 0, Card: b.Obj.Ref, Kicked: []int{0}}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 2)
			crAdd(g, crForest, 0, Battlefield, 3)
			crAdd(g, crForest, 1, Battlefield, 3)
			crAdd(g, crMountain, 0, Battlefield, 1)
			req := tc.setup(t, g)
			before := g.Dump()
			_, err := g.Cast(req)
			crRefused(t, err, tc.rule)
			crUnchanged(t, g, before)
		})
	}

	// The same situations are legal for an instant or a spell with flash
	// (117.1a, 702.8a).
	okCases := []struct {
		name  string
		setup func(t *testing.T, g *Game) CastRequest
	}{
		{"instant on the opponent's turn (117.1a)", func(t *testing.T, g *Game) CastRequest {
			i := g.AddCard(instant, 1, Hand)
			crMust(t, g.Pass(0))
			return CastRequest{Player: 1, Card: i.Obj.Ref}
		}},
		{"flash creature in combat (702.8a)", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(flashy, 0, Hand)
			crToStep(t, g, BeginCombat)
			return CastRequest{Player: 0, Card: b.Obj.Ref}
		}},
		{"instant on top of another spell (117.1a)", func(t *testing.T, g *Game) CastRequest {
			b := g.AddCard(crBears, 0, Hand)
			_, err := g.Cast(CastRequest{Player: 0, Card: b.Obj.Ref})
			crMust(t, err)
			i := g.AddCard(instant, 0, Hand)
			return CastRequest{Player: 0, Card: i.Obj.Ref}
		}},
	}
	for _, tc := range okCases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 2)
			crAdd(g, crForest, 0, Battlefield, 3)
			crAdd(g, crForest, 1, Battlefield, 3)
			req := tc.setup(t, g)
			if _, err := g.Cast(req); err != nil {
				t.Fatal(err)
			}
			if g.Priority != req.Player {
				t.Fatalf("caster should receive priority (601.2i, 117.3c), %d has it", g.Priority)
			}
		})
	}
}
