package runtime

import (
	"slices"
	"strings"
	"testing"
)

// Attacks at planeswalkers and split between defenders (506.2, 508.1b,
// 509.1a, 120.3c, 506.4c).

var pwWalker = &CardDef{Name: "Test Walker", ManaCost: MustManaCost("{2}{U}"), Types: []string{"Planeswalker"}, Subtypes: []string{"Tester"}, Loyalty: 3, HasLoyalty: true}

func pwLoyalty(c *Card) int { return c.Obj.Counters.Get("loyalty") }

// pwDeclare goes to Alice's declare attackers step and declares attacks.
func pwDeclare(t *testing.T, g *Game, attacks ...Attack) {
	t.Helper()
	crToStep(t, g, DeclareAttackers)
	crMust(t, g.DeclareAttacks(0, attacks))
	crResolveAll(t, g)
}

// pwToDamage passes through the declare blockers step (no blocks unless
// declared) and the combat damage step.
func pwToDamage(t *testing.T, g *Game) {
	t.Helper()
	crToStep(t, g, EndCombat)
}

func TestAttackPlaneswalker(t *testing.T) {
	t.Run("an unblocked creature attacking a planeswalker removes loyalty, not life (120.3c)", func(t *testing.T) {
		g := crGame()
		bears := g.AddCard(crBears, 0, Battlefield)
		walker := g.AddCard(pwWalker, 1, Battlefield)
		pwDeclare(t, g, Attack{Creature: bears.Obj.Ref, Planeswalker: walker.Obj.Ref})
		if d, ok := g.Defending(bears.Obj.Ref); !ok || d != 1 {
			t.Errorf("defending player %v %v, want Bob", d, ok)
		}
		if pw, ok := g.AttackedPlaneswalker(bears.Obj.Ref); !ok || pw != walker.Obj.Ref {
			t.Errorf("attacked planeswalker %v %v", pw, ok)
		}
		pwToDamage(t, g)
		if pwLoyalty(walker) != 1 || g.Players[1].Life != 20 {
			t.Errorf("loyalty %d, Bob's life %d; want 1 and 20\n%s", pwLoyalty(walker), g.Players[1].Life, crLog(g))
		}
		if !strings.Contains(crLog(g), "Test Bears #1.1 attacks Test Walker #2.1, a planeswalker Bob controls") {
			t.Errorf("log:\n%s", crLog(g))
		}
	})
	t.Run("attacks split between a player and a planeswalker; the planeswalker with no loyalty dies (704.5i)", func(t *testing.T) {
		g := crGame()
		bears := g.AddCard(crBears, 0, Battlefield)
		ogre := g.AddCard(crOgre, 0, Battlefield)
		walker := g.AddCard(pwWalker, 1, Battlefield)
		pwDeclare(t, g, Attack{Creature: bears.Obj.Ref, Defender: 1}, Attack{Creature: ogre.Obj.Ref, Planeswalker: walker.Obj.Ref})
		pwToDamage(t, g)
		if g.Players[1].Life != 18 || crZoneOf(walker) != Graveyard {
			t.Errorf("Bob's life %d, walker in %v; want 18 and the graveyard\n%s", g.Players[1].Life, crZoneOf(walker), crLog(g))
		}
	})
	t.Run("the planeswalker's controller blocks its attacker (509.1a)", func(t *testing.T) {
		g := crGame()
		ogre := g.AddCard(crOgre, 0, Battlefield)
		wall := g.AddCard(crWall, 1, Battlefield)
		walker := g.AddCard(pwWalker, 1, Battlefield)
		pwDeclare(t, g, Attack{Creature: ogre.Obj.Ref, Planeswalker: walker.Obj.Ref})
		crMust(t, g.PassAll())
		if d, ok := g.DeclaringBlockers(); !ok || d != 1 {
			t.Fatalf("declaring blockers: %v %v, want Bob", d, ok)
		}
		crMust(t, g.DeclareBlockers(1, crBlocks(wall, ogre)))
		pwToDamage(t, g)
		if pwLoyalty(walker) != 3 || wall.Obj.Damage != 3 {
			t.Errorf("loyalty %d, wall damage %d; want 3 and 3", pwLoyalty(walker), wall.Obj.Damage)
		}
	})
	t.Run("trample over a blocker goes to the planeswalker (702.19b)", func(t *testing.T) {
		g := crGame()
		tr := g.AddCard(crTrampler, 0, Battlefield)
		bears := g.AddCard(crBears, 1, Battlefield)
		walker := g.AddCard(pwWalker, 1, Battlefield)
		walker.Obj.Counters.Set("loyalty", 5)
		pwDeclare(t, g, Attack{Creature: tr.Obj.Ref, Planeswalker: walker.Obj.Ref})
		crMust(t, g.PassAll())
		crMust(t, g.DeclareBlockers(1, crBlocks(bears, tr)))
		pwToDamage(t, g)
		if pwLoyalty(walker) != 2 || g.Players[1].Life != 20 || crZoneOf(bears) != Graveyard {
			t.Errorf("loyalty %d, Bob's life %d, bears in %v; want 2, 20, graveyard\n%s", pwLoyalty(walker), g.Players[1].Life, crZoneOf(bears), crLog(g))
		}
	})
	t.Run("the planeswalker leaves: its attacker keeps attacking and deals no damage (506.4c)", func(t *testing.T) {
		g := crGame()
		bears := g.AddCard(crBears, 0, Battlefield)
		walker := g.AddCard(pwWalker, 1, Battlefield)
		pwDeclare(t, g, Attack{Creature: bears.Obj.Ref, Planeswalker: walker.Obj.Ref})
		g.Move(MoveRequest{Obj: walker.Obj.Ref, To: Exile})
		crMust(t, g.PassAll()) // to the declare blockers step
		if !slices.Contains(g.Attacking(), bears.Obj.Ref) {
			t.Fatal("the bears stopped attacking")
		}
		pwToDamage(t, g)
		if g.Players[1].Life != 20 || bears.Obj.Damage != 0 {
			t.Errorf("Bob's life %d; want 20\n%s", g.Players[1].Life, crLog(g))
		}
		if strings.Contains(crLog(g), "deals") {
			t.Errorf("damage was dealt:\n%s", crLog(g))
		}
	})
	t.Run("refused: attacking one's own planeswalker, or a permanent that is not a planeswalker (508.1b)", func(t *testing.T) {
		g := crGame()
		bears := g.AddCard(crBears, 0, Battlefield)
		mine := g.AddCard(pwWalker, 0, Battlefield)
		ogre := g.AddCard(crOgre, 1, Battlefield)
		crToStep(t, g, DeclareAttackers)
		before := g.Dump()
		crRefused(t, g.DeclareAttacks(0, []Attack{{Creature: bears.Obj.Ref, Planeswalker: mine.Obj.Ref}}), "508.1b")
		crRefused(t, g.DeclareAttacks(0, []Attack{{Creature: bears.Obj.Ref, Planeswalker: ogre.Obj.Ref}}), "508.1b")
		crRefused(t, g.DeclareAttacks(0, []Attack{{Creature: bears.Obj.Ref, Defender: 0}}), "508.1b")
		crUnchanged(t, g, before)
	})
	t.Run("LegalActions lists the planeswalker, and the listed attack is accepted", func(t *testing.T) {
		g := crGame()
		bears := g.AddCard(crBears, 0, Battlefield)
		walker := g.AddCard(pwWalker, 1, Battlefield)
		crToStep(t, g, DeclareAttackers)
		var decl *Action
		for _, a := range g.LegalActions(0) {
			if a.Kind == ActDeclareAttackers {
				decl = &a
			}
		}
		if decl == nil || len(decl.AttackOptions) != 1 || !slices.Equal(decl.AttackOptions[0].Planeswalkers, []ObjRef{walker.Obj.Ref}) {
			t.Fatalf("declaration %v", decl)
		}
		decl.Attacks = []Attack{{Creature: bears.Obj.Ref, Planeswalker: decl.AttackOptions[0].Planeswalkers[0]}}
		crMust(t, g.Take(0, *decl))
		if pw, ok := g.AttackedPlaneswalker(bears.Obj.Ref); !ok || pw != walker.Obj.Ref {
			t.Errorf("attacked planeswalker %v %v", pw, ok)
		}
	})
}

// With attacks at two players, each declares blockers for the creatures
// attacking them (509.1a), and each takes the damage of their own.
func TestAttackSplitBetweenPlayers(t *testing.T) {
	g := NewGame("Alice", "Bob", "Carol")
	g.Decider = FirstOptions
	bears := g.AddCard(crBears, 0, Battlefield)
	ogre := g.AddCard(crOgre, 0, Battlefield)
	bobWall := g.AddCard(crWall, 1, Battlefield)
	carolWall := g.AddCard(crWall, 2, Battlefield)
	pwDeclare(t, g, Attack{Creature: bears.Obj.Ref, Defender: 1}, Attack{Creature: ogre.Obj.Ref, Defender: 2})
	crMust(t, g.PassAll())
	if d, ok := g.DeclaringBlockers(); !ok || d != 1 {
		t.Fatalf("declaring blockers: %v %v, want Bob first", d, ok)
	}
	before := g.Dump()
	crRefused(t, g.DeclareBlockers(1, crBlocks(bobWall, ogre)), "509.1a") // the ogre attacks Carol
	crRefused(t, g.DeclareBlockers(0, nil), "509.1")
	crRefused(t, g.DeclareBlockers(2, nil), "509.1") // Bob declares first
	if got := lgFind(g.LegalActions(2), ActDeclareBlockers, ObjRef{}); len(got) != 0 {
		t.Errorf("Carol's declaration is listed before Bob's: %v", got)
	}
	if got := lgFind(g.LegalActions(1), ActDeclareBlockers, ObjRef{}); len(got) != 1 || len(got[0].BlockOptions) != 1 || !slices.Equal(got[0].BlockOptions[0].Attackers, []ObjRef{bears.Obj.Ref}) {
		t.Errorf("Bob's declaration: %v, want his wall blocking the bears only", got)
	}
	crUnchanged(t, g, before)
	crMust(t, g.DeclareBlockers(1, nil))
	if d, ok := g.DeclaringBlockers(); !ok || d != 2 {
		t.Fatalf("declaring blockers: %v %v, want Carol next", d, ok)
	}
	crRefused(t, g.DeclareBlockers(1, nil), "509.1") // Bob has declared
	crMust(t, g.DeclareBlockers(2, crBlocks(carolWall, ogre)))
	if _, ok := g.DeclaringBlockers(); ok {
		t.Fatal("blockers still to declare")
	}
	crToStep(t, g, EndCombat)
	if g.Players[1].Life != 18 || g.Players[2].Life != 20 || carolWall.Obj.Damage != 3 {
		t.Errorf("Bob %d, Carol %d, Carol's wall %d damage; want 18, 20, 3\n%s", g.Players[1].Life, g.Players[2].Life, carolWall.Obj.Damage, crLog(g))
	}
}

// Declaring blockers is one turn-based action (509.1), even with several
// defending players: an ability that triggers on the first player's block
// goes on the stack only once the last has declared, when the active
// player would receive priority (117.5), not between declarations.
func TestBlockTriggersWaitForEveryDeclaration(t *testing.T) {
	watcher := crWithAbilities(crCreature("Test Watchful Wall", "{1}{W}", 0, 4, "defender"), "Test Watchful Wall",
		&Ability{Kind: TriggeredAbility, Text: "whenever this blocks, you gain 1 life.", Trigger: &Trigger{Event: EventBlocks, Self: true},
			Effects: []Effect{GainLife{Who: You{}, Amount: Const(1)}}})
	g := NewGame("Alice", "Bob", "Carol")
	g.Decider = FirstOptions
	bears := g.AddCard(crBears, 0, Battlefield)
	ogre := g.AddCard(crOgre, 0, Battlefield)
	bobWall := g.AddCard(watcher, 1, Battlefield)
	g.AddCard(crWall, 2, Battlefield)
	pwDeclare(t, g, Attack{Creature: bears.Obj.Ref, Defender: 1}, Attack{Creature: ogre.Obj.Ref, Defender: 2})
	crMust(t, g.PassAll())
	crMust(t, g.DeclareBlockers(1, crBlocks(bobWall, bears)))
	if n := len(g.Stack()); n != 0 {
		t.Fatalf("%d items on the stack before Carol declared:\n%s", n, crLog(g))
	}
	if d, ok := g.DeclaringBlockers(); !ok || d != 2 {
		t.Fatalf("declaring blockers: %v %v, want Carol", d, ok)
	}
	crMust(t, g.DeclareBlockers(2, nil))
	if st := g.Stack(); len(st) != 1 || st[0].Source != bobWall.Obj.Ref {
		t.Fatalf("stack %v after every declaration, want the wall's trigger\n%s", st, crLog(g))
	}
	if g.Priority != 0 {
		t.Errorf("priority %d, want the active player's", g.Priority)
	}
}
