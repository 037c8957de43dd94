package runtime

import "testing"

// Tests of combat (506–511) and the combat keywords.

var (
	crFlyer    = crCreature("Test Flyer", "{1}{U}", 2, 2, "flying")
	crReacher  = crCreature("Test Reacher", "{1}{G}", 1, 3, "reach")
	crMenacer  = crCreature("Test Menacer", "{1}{B}", 3, 3, "menace")
	crTrampler = crCreature("Test Trampler", "{4}{G}", 5, 5, "trample")
	crBrute    = crCreature("Test Brute", "{4}{R}", 5, 5)
	crOgre     = crCreature("Test Ogre", "{2}{R}", 3, 3)
	crHasty    = crCreature("Test Hasty", "{1}{R}", 2, 2, "haste")
	crWall     = crCreature("Test Wall", "{1}{W}", 0, 4, "defender")
	crVigil    = crCreature("Test Vigil", "{1}{W}", 2, 2, "vigilance")
)

// crAttack takes the game to the declare attackers step and declares the
// attackers against Bob.
func crAttack(t *testing.T, g *Game, attackers ...*Card) {
	t.Helper()
	crToStep(t, g, DeclareAttackers)
	var refs []ObjRef
	for _, a := range attackers {
		refs = append(refs, a.Obj.Ref)
	}
	crMust(t, g.DeclareAttackers(0, refs, 1))
	crResolveAll(t, g)
	crMust(t, g.PassAll())
	if g.Step != DeclareBlockers {
		t.Fatalf("at %s, want the declare blockers step", g.Step)
	}
}

func crBlocks(pairs ...*Card) map[ObjRef]ObjRef {
	m := map[ObjRef]ObjRef{}
	for i := 0; i+1 < len(pairs); i += 2 {
		m[pairs[i].Obj.Ref] = pairs[i+1].Obj.Ref // blocker → attacker
	}
	return m
}

// 508.1, 508.2, 508.8: the active player's pass in the declare attackers
// step before declaring declares no attackers; the pass is then that
// player's pass of the priority that follows, so the other player holds
// priority in the step and may cast an instant, and once both pass the
// game moves to the end of combat.
func TestRulesPassDeclaresNoAttackers(t *testing.T) {
	g := crGame()
	crLibraries(g, 3)
	g.AddCard(crBears, 0, Battlefield)
	wall := g.AddCard(crBears, 1, Battlefield)
	g.AddCard(crSwamp, 1, Battlefield)
	bobs := g.AddCard(crWither, 1, Hand)
	crToStep(t, g, DeclareAttackers)
	if d, ok := g.DeclarationDue(); !ok || d != 0 {
		t.Fatalf("DeclarationDue() = %d, %v; want Alice's declaration", d, ok)
	}
	crMust(t, g.Pass(0))
	if _, due := g.DeclarationDue(); due || g.Step != DeclareAttackers || !g.HasPriority(1) {
		t.Fatalf("after Alice's pass: step %s, declaration due %v, Bob has priority %v; want Bob's priority in the declare attackers step", g.Step, due, g.HasPriority(1))
	}
	if _, err := g.Cast(CastRequest{Player: 1, Card: bobs.Obj.Ref, Targets: [][]Target{crObj(wall.Obj.Ref)}}); err != nil {
		t.Fatalf("Bob's instant after no attackers were declared: %v", err)
	}
	crResolveAll(t, g)
	crMust(t, g.PassAll())
	if g.Step != EndCombat {
		t.Fatalf("at %s, want the end of combat step (508.8)", g.Step)
	}
}

// 509.1a: each blocking creature blocks an attacking creature: a
// declaration naming a blocker of none is refused, not read as one that
// leaves the creature out, and nothing changes.
func TestRulesBlockOfNoAttacker(t *testing.T) {
	g := crGame()
	crLibraries(g, 3)
	attacker, wall := g.AddCard(crBears, 0, Battlefield), g.AddCard(crBears, 1, Battlefield)
	crAttack(t, g, attacker)
	before := g.Dump()
	crRefused(t, g.DeclareBlocks(1, []Block{{Blocker: wall.Obj.Ref}}), "509.1a")
	crUnchanged(t, g, before)
	crMust(t, g.DeclareBlocks(1, []Block{{Blocker: wall.Obj.Ref, Attackers: []ObjRef{attacker.Obj.Ref}}}))
}

// 509.1, 509.2: no player has priority in the declare blockers step
// until the defending player has declared blockers; then the active
// player receives it. A pass while the declaration is due stands for
// declaring none.
func TestRulesNoPriorityBeforeBlockers(t *testing.T) {
	type table struct {
		g              *Game
		attacker, wall *Card
		wither, bobs   *Card // an instant in Alice's hand, and in Bob's
		swamp          *Card // Alice's
	}
	setup := func(t *testing.T) table {
		g := crGame()
		crLibraries(g, 3)
		tb := table{g: g, attacker: g.AddCard(crBears, 0, Battlefield), wall: g.AddCard(crBears, 1, Battlefield)}
		tb.swamp = g.AddCard(crSwamp, 0, Battlefield)
		g.AddCard(crSwamp, 1, Battlefield)
		tb.wither, tb.bobs = g.AddCard(crWither, 0, Hand), g.AddCard(crWither, 1, Hand)
		crAttack(t, g, tb.attacker)
		return tb
	}
	kinds := func(acts []Action) []ActionKind {
		var out []ActionKind
		for _, a := range acts {
			out = append(out, a.Kind)
		}
		return out
	}
	t.Run("refused before the declaration", func(t *testing.T) {
		tb := setup(t)
		g := tb.g
		for _, p := range []PlayerID{0, 1} {
			if g.HasPriority(p) {
				t.Fatalf("player %d has priority before blockers are declared", p)
			}
		}
		if d, ok := g.DeclarationDue(); !ok || d != 1 {
			t.Fatalf("DeclarationDue() = %d, %v; want Bob's declaration", d, ok)
		}
		before := g.Dump()
		_, err := g.Cast(CastRequest{Player: 0, Card: tb.wither.Obj.Ref, Targets: [][]Target{crObj(tb.wall.Obj.Ref)}})
		crRefused(t, err, "509.1")
		_, err = g.Cast(CastRequest{Player: 1, Card: tb.bobs.Obj.Ref, Targets: [][]Target{crObj(tb.attacker.Obj.Ref)}})
		crRefused(t, err, "509.1")
		crRefused(t, g.TapForMana(0, tb.swamp.Obj.Ref), "509.1")
		crUnchanged(t, g, before)
		// The active player may only pass, which stands for Bob's empty
		// declaration; Bob may only declare.
		if got := kinds(g.LegalActions(0)); len(got) != 1 || got[0] != ActPass {
			t.Fatalf("Alice's legal actions = %v, want only a pass", got)
		}
		if got := kinds(g.LegalActions(1)); len(got) != 1 || got[0] != ActDeclareBlockers {
			t.Fatalf("Bob's legal actions = %v, want only the declaration of blockers", got)
		}
		crMust(t, g.DeclareBlockers(1, crBlocks(tb.wall, tb.attacker)))
		if g.Priority != 0 || !g.HasPriority(0) {
			t.Fatalf("after the declaration player %d holds priority, want Alice (509.2)", g.Priority)
		}
		if _, ok := g.DeclarationDue(); ok {
			t.Fatal("a declaration is still due")
		}
		_, err = g.Cast(CastRequest{Player: 0, Card: tb.wither.Obj.Ref, Targets: [][]Target{crObj(tb.wall.Obj.Ref)}})
		crMust(t, err)
		crResolveAll(t, g)
		if crZoneOf(tb.wall) != Graveyard {
			t.Fatalf("the blocker is in %s after Test Wither", crZoneOf(tb.wall))
		}
	})
	t.Run("a pass declares no blockers", func(t *testing.T) {
		tb := setup(t)
		g := tb.g
		crMust(t, g.Pass(0))
		if _, blk := g.CombatDeclared(); !blk {
			t.Fatal("the pass declared no blockers")
		}
		if g.Step != DeclareBlockers || g.Priority != 1 || !g.HasPriority(1) {
			t.Fatalf("at %s player %d holds priority, want Bob's priority in the declare blockers step after Alice's pass", g.Step, g.Priority)
		}
		before := g.Dump()
		crRefused(t, g.DeclareBlockers(1, crBlocks(tb.wall, tb.attacker)), "509.1")
		crUnchanged(t, g, before)
		_, err := g.Cast(CastRequest{Player: 1, Card: tb.bobs.Obj.Ref, Targets: [][]Target{crObj(tb.attacker.Obj.Ref)}})
		crMust(t, err)
		crResolveAll(t, g)
		crToStep(t, g, Main2)
		if crZoneOf(tb.attacker) != Graveyard || g.Players[1].Life != 20 {
			t.Fatalf("the attacker is in %s and Bob has %d life, want it dead before damage", crZoneOf(tb.attacker), g.Players[1].Life)
		}
	})
}

// 800.4a, 509.1: a defending player who leaves the game before declaring
// blockers declares none, so the next defending player declares, or with
// none left priority begins.
func TestRulesDefenderLeavesBeforeBlocking(t *testing.T) {
	setup := func(t *testing.T, defenders ...PlayerID) (*Game, []*Card, *Card) {
		g := NewGame("Alice", "Bob", "Carol")
		g.Decider = FirstOptions
		crLibraries(g, 3)
		var attacks []Attack
		var attackers []*Card
		for _, d := range defenders {
			a := g.AddCard(crBears, 0, Battlefield)
			attackers = append(attackers, a)
			attacks = append(attacks, Attack{Creature: a.Obj.Ref, Defender: d})
		}
		carols := g.AddCard(crBears, 2, Battlefield)
		crToStep(t, g, DeclareAttackers)
		crMust(t, g.DeclareAttacks(0, attacks))
		crMust(t, g.PassAll())
		if d, ok := g.DeclaringBlockers(); g.Step != DeclareBlockers || !ok || d != 1 {
			t.Fatalf("at %s DeclaringBlockers() = %d, %v; want Bob to declare", g.Step, d, ok)
		}
		return g, attackers, carols
	}
	t.Run("the next defending player declares", func(t *testing.T) {
		g, attackers, carols := setup(t, 1, 2)
		crMust(t, g.Concede(1))
		if d, ok := g.DeclaringBlockers(); !ok || d != 2 {
			t.Fatalf("DeclaringBlockers() = %d, %v after Bob left; want Carol to declare", d, ok)
		}
		if g.HasPriority(0) {
			t.Fatal("Alice has priority before Carol declares blockers")
		}
		crMust(t, g.DeclareBlockers(2, crBlocks(carols, attackers[1])))
		if !g.HasPriority(0) {
			t.Fatal("Alice has no priority once blockers are declared")
		}
		crToStep(t, g, Main2)
		if g.Players[2].Life != 20 {
			t.Fatalf("Carol has %d life, want 20: her attacker was blocked", g.Players[2].Life)
		}
	})
	t.Run("with no defending player left, priority begins", func(t *testing.T) {
		g, _, _ := setup(t, 1)
		crMust(t, g.Concede(1))
		if _, ok := g.DeclaringBlockers(); ok || !g.HasPriority(0) {
			t.Fatal("a declaration of blockers still waits for Bob, who left the game")
		}
		crToStep(t, g, Main2)
	})
}

// 302.6, 702.10, 508.1a, 702.3b: which creatures may attack.
func TestRulesAttackRestrictions(t *testing.T) {
	cases := []struct {
		name string
		// setup returns Alice's would-be attacker; it runs in turn 1's
		// precombat main phase, and the attack is declared on turn `turn`
		setup func(g *Game) *Card
		turn  int
		rule  string // "" when the attack is legal
		why   string // what the refusal says of the creature
	}{
		{"controlled since the turn began (302.6)", func(g *Game) *Card { return g.AddCard(crBears, 0, Battlefield) }, 1, "", ""},
		{"entered this turn: summoning sick (302.6)", func(g *Game) *Card {
			c := g.AddCard(crBears, 0, Hand)
			g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield})
			return c
		}, 1, "302.6", "has not been under Alice's control since the turn began"},
		{"entered this turn with haste (702.10b)", func(g *Game) *Card {
			c := g.AddCard(crHasty, 0, Hand)
			g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield})
			return c
		}, 1, "", ""},
		{"entered on Alice's previous turn (302.6)", func(g *Game) *Card {
			c := g.AddCard(crBears, 0, Hand)
			g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield})
			return c
		}, 3, "", ""},
		{"flickered this turn: a new object, sick again (400.7, 302.6)", func(g *Game) *Card {
			c := g.AddCard(crBears, 0, Battlefield)
			g.Move(MoveRequest{Obj: c.Obj.Ref, To: Exile})
			g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield})
			return c
		}, 1, "302.6", "has not been under Alice's control since the turn began"},
		{"tapped (508.1a)", func(g *Game) *Card {
			c := g.AddCard(crBears, 0, Battlefield)
			c.Obj.Tapped = true
			return c
		}, 1, "508.1a", "is tapped"},
		{"defender (702.3b)", func(g *Game) *Card { return g.AddCard(crWall, 0, Battlefield) }, 1, "702.3b", "has defender"},
		{"the opponent's creature (508.1a)", func(g *Game) *Card { return g.AddCard(crBears, 1, Battlefield) }, 1, "508.1a", "is not a creature Alice controls"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 3)
			c := tc.setup(g)
			if tc.turn != 1 {
				g.SetTurn(tc.turn, 0, Main1)
			}
			crToStep(t, g, DeclareAttackers)
			before := g.Dump()
			err := g.DeclareAttackers(0, []ObjRef{c.Obj.Ref}, 1)
			if tc.rule != "" {
				crRefused(t, err, tc.rule)
				if want := tc.rule + ": " + g.Describe(c.Obj.Ref) + " " + tc.why; err.Error() != want {
					t.Errorf("refused with %q, want %q", err, want)
				}
				crUnchanged(t, g, before)
				return
			}
			crMust(t, err)
			if len(g.Attacking()) != 1 || !c.Obj.Tapped {
				t.Fatalf("attacking %v, tapped %v", g.Attacking(), c.Obj.Tapped)
			}
		})
	}
	// 302.6: a summoning-sick creature can't use a {T} ability either.
	t.Run("sick creature's {T} ability (302.6)", func(t *testing.T) {
		g := crGame()
		e := g.AddCard(crElves, 0, Hand)
		g.Move(MoveRequest{Obj: e.Obj.Ref, To: Battlefield})
		before := g.Dump()
		crRefused(t, g.Activate(0, e.Obj.Ref, 0, nil), "302.6")
		crUnchanged(t, g, before)
	})
}

// 702.20b, 508.1f: attacking taps the creature unless it has vigilance.
func TestRulesVigilance(t *testing.T) {
	for _, def := range []*CardDef{crVigil, crBears} {
		t.Run(def.Name+" (702.20b, 508.1f)", func(t *testing.T) {
			g := crGame()
			crLibraries(g, 3)
			a := g.AddCard(def, 0, Battlefield)
			crAttack(t, g, a)
			crToStep(t, g, Main2)
			if want := def != crVigil; a.Obj.Tapped != want {
				t.Fatalf("tapped %v, want %v", a.Obj.Tapped, want)
			}
			if g.Players[1].Life != 18 {
				t.Fatalf("Bob at %d", g.Players[1].Life)
			}
		})
	}
}

// 702.9b, 702.17b, 702.111b, 509.1a: which blocks are legal.
func TestRulesBlockRestrictions(t *testing.T) {
	cases := []struct {
		name     string
		attacker *CardDef
		blockers []*CardDef
		tapFirst bool // the first blocker is tapped
		rule     string
	}{
		{"ground creature can't block a flyer (702.9b)", crFlyer, []*CardDef{crBears}, false, "702.9b"},
		{"reach blocks a flyer (702.17b)", crFlyer, []*CardDef{crReacher}, false, ""},
		{"flyer blocks a flyer (702.9b)", crFlyer, []*CardDef{crFlyer}, false, ""},
		{"flyer blocks a ground creature (702.9b)", crBears, []*CardDef{crFlyer}, false, ""},
		{"menace: one blocker is not enough (702.111b)", crMenacer, []*CardDef{crBears}, false, "702.111b"},
		{"menace: two blockers (702.111b)", crMenacer, []*CardDef{crBears, crBears}, false, ""},
		{"tapped creature can't block (509.1a)", crBears, []*CardDef{crBears}, true, "509.1a"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 3)
			a := g.AddCard(tc.attacker, 0, Battlefield)
			var pairs []*Card
			for i, d := range tc.blockers {
				b := g.AddCard(d, 1, Battlefield)
				b.Obj.Tapped = tc.tapFirst && i == 0
				pairs = append(pairs, b, a)
			}
			crAttack(t, g, a)
			before := g.Dump()
			err := g.DeclareBlockers(1, crBlocks(pairs...))
			if tc.rule != "" {
				crRefused(t, err, tc.rule)
				crUnchanged(t, g, before)
				return
			}
			crMust(t, err)
			crToStep(t, g, Main2)
			if g.Players[1].Life != 20 {
				t.Fatalf("a blocked attacker dealt damage to Bob: %d", g.Players[1].Life)
			}
		})
	}
}

// 510.1, 702.19b–e, 506.4, 509.1h: combat damage assignment.
func TestRulesCombatDamage(t *testing.T) {
	cases := []struct {
		name          string
		attacker      *CardDef
		blockers      []*CardDef
		preDamage     int  // damage already marked on the first blocker
		removeBlocker bool // the blockers leave the battlefield before damage
		wantBob       int
		blockersDie   bool
		attackerDies  bool
	}{
		{"unblocked (510.1a)", crBears, nil, 0, false, 18, false, false},
		{"blocked, no trample: all damage to the blocker (510.1c)", crBrute, []*CardDef{crBears}, 0, false, 20, true, false},
		{"trample: lethal to the blocker, rest to the player (702.19b)", crTrampler, []*CardDef{crBears}, 0, false, 17, true, false},
		{"trample: damage already marked counts toward lethal (702.19b)", crTrampler, []*CardDef{crBears}, 1, false, 16, true, false},
		{"trample over two blockers (702.19b)", crTrampler, []*CardDef{crBears, crBears}, 0, false, 19, true, false},
		{"blocker removed, no trample: no damage (506.4, 509.1h)", crOgre, []*CardDef{crBears}, 0, true, 20, false, false},
		{"blocker removed, trample: all damage to the player (702.19e)", crTrampler, []*CardDef{crBears}, 0, true, 15, false, false},
		{"blockers deal damage back (510.1d)", crBears, []*CardDef{crOgre}, 0, false, 20, false, true},
		{"both deal lethal damage at once (510.2)", crBears, []*CardDef{crBears}, 0, false, 20, true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 3)
			a := g.AddCard(tc.attacker, 0, Battlefield)
			var blockers, pairs []*Card
			for _, d := range tc.blockers {
				b := g.AddCard(d, 1, Battlefield)
				blockers = append(blockers, b)
				pairs = append(pairs, b, a)
			}
			if tc.preDamage > 0 {
				blockers[0].Obj.Damage = tc.preDamage
			}
			crAttack(t, g, a)
			crMust(t, g.DeclareBlockers(1, crBlocks(pairs...)))
			var gone []ObjRef
			if tc.removeBlocker {
				for _, b := range blockers {
					gone = append(gone, b.Obj.Ref)
					g.Move(MoveRequest{Obj: b.Obj.Ref, To: Hand})
				}
			}
			crToStep(t, g, Main2)
			if life := g.Players[1].Life; life != tc.wantBob {
				t.Fatalf("Bob at %d, want %d\n%s", life, tc.wantBob, crLog(g))
			}
			for _, b := range blockers {
				want := Battlefield
				switch {
				case tc.removeBlocker:
					want = Hand
				case tc.blockersDie:
					want = Graveyard
				}
				if crZoneOf(b) != want {
					t.Fatalf("blocker in %s, want %s\n%s", crZoneOf(b), want, crLog(g))
				}
			}
			if tc.removeBlocker {
				for i, b := range blockers {
					if b.Obj.Ref == gone[i] {
						t.Fatal("blocker kept its reference")
					}
				}
			}
			wantA := Battlefield
			if tc.attackerDies {
				wantA = Graveyard
			}
			if crZoneOf(a) != wantA {
				t.Fatalf("attacker in %s, want %s", crZoneOf(a), wantA)
			}
		})
	}
}

// 506.4: a permanent removed from combat deals and is dealt no combat
// damage; returning as a new object it is not attacking (400.7).
func TestRulesAttackerRemovedFromCombat(t *testing.T) {
	g := crGame()
	crLibraries(g, 3)
	a := g.AddCard(crOgre, 0, Battlefield)
	crAttack(t, g, a)
	g.Move(MoveRequest{Obj: a.Obj.Ref, To: Exile})
	g.Move(MoveRequest{Obj: a.Obj.Ref, To: Battlefield})
	if len(g.Attacking()) != 0 {
		t.Fatalf("still attacking: %v", g.Attacking())
	}
	crToStep(t, g, Main2)
	if g.Players[1].Life != 20 {
		t.Fatalf("Bob at %d", g.Players[1].Life)
	}
}
