package runtime

import (
	"strings"
	"testing"
)

// When a player leaves a game that goes on (800.4a): every object they
// own leaves the game, effects giving them control of objects end, their
// spells and abilities on the stack cease to exist, and what they still
// control is exiled. The others play on.
func TestLeavingTheGame(t *testing.T) {
	g := NewGame("Alice", "Bob", "Carol")
	g.Decider = FirstOptions
	crLibraries(g, 5)
	aliceBears := g.AddCard(crBears, 0, Graveyard)
	bobBears := g.AddCard(crBears, 1, Battlefield)
	carolBears := g.AddCard(crBears, 2, Battlefield)
	carolHand := g.AddCard(crBears, 2, Hand)
	mountain := g.AddCard(crMountain, 2, Battlefield)
	shock := g.AddCard(hShock, 2, Hand)
	// Carol controls Bob's bears by an effect, and Alice's bears because
	// they were put onto the battlefield under her control.
	g.effects = append(g.effects, &ContinuousEffect{Object: bobBears.Obj.Ref, Mods: []Modification{SetController{Player: 2}},
		Timestamp: g.nextTimestamp(), Duration: Forever, Controller: 2})
	g.Touch()
	g.Move(MoveRequest{Obj: aliceBears.Obj.Ref, To: Battlefield, Controller: ControlledBy(2)})
	if g.Chars(bobBears.Obj).Controller != 2 || g.Chars(aliceBears.Obj).Controller != 2 {
		t.Fatal("Carol doesn't control both bears")
	}
	// Carol casts Shock at Alice, then concedes with it on the stack.
	g.Priority = 2
	_ = mountain
	if _, err := g.Cast(CastRequest{Player: 2, Card: shock.Obj.Ref, Targets: [][]Target{crPlayer(0)}}); err != nil {
		t.Fatal(err)
	}
	if len(g.Stack()) != 1 {
		t.Fatal("Shock is not on the stack")
	}
	carolRef := carolBears.Obj.Ref
	crMust(t, g.Concede(2))
	if g.Over() {
		t.Fatal("the game ended with two players left")
	}
	for _, c := range []*Card{carolBears, carolHand, mountain, shock} {
		if c.Obj != nil {
			t.Errorf("%s is still in the game, in %v", c.Def.Name, c.Obj.Zone)
		}
	}
	for _, z := range []Zone{Library, Hand, Graveyard, Battlefield, Stack, Exile} {
		for _, c := range g.ZoneCards(z, 2) {
			if c.Owner == 2 {
				t.Errorf("Carol's %s is in %v", c.Def.Name, z)
			}
		}
	}
	if len(g.Stack()) != 0 {
		t.Errorf("the stack holds %d items", len(g.Stack()))
	}
	if _, ok := g.LastKnown(carolRef); !ok {
		t.Error("no last known information of Carol's bears")
	}
	if c := g.Chars(bobBears.Obj); c.Controller != 1 {
		t.Errorf("Bob's bears are controlled by %d: the effect giving Carol control should have ended", c.Controller)
	}
	if aliceBears.Obj == nil || aliceBears.Obj.Zone != Exile {
		t.Errorf("Alice's bears, which Carol controlled, are not exiled")
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
	log := crLog(g)
	for _, line := range []string{
		"Carol leaves the game, and the 9 cards they own with them (800.4a)",
		shock.Def.Name + " #" + itoa(int(shock.ID)) + ".2 leaves the stack and the game with its owner (800.4a)",
		aliceBears.Def.Name + " #" + itoa(int(aliceBears.ID)) + ".2 is still controlled by Carol, who has left the game: it is exiled (800.4a)",
	} {
		if !strings.Contains(log, line) {
			t.Errorf("no %q in the log:\n%s", line, log)
		}
	}
	crMust(t, g.PassAll())
	if g.Players[0].Life != 20 {
		t.Errorf("Alice at %d life: the Shock resolved", g.Players[0].Life)
	}
}

// A creature attacking a player who then leaves the game deals its combat
// damage to no one (510.1a, 800.4a); the attack on another player goes on.
func TestAttackingAPlayerWhoLeft(t *testing.T) {
	g := NewGame("Alice", "Bob", "Carol")
	g.Decider = FirstOptions
	crLibraries(g, 5)
	bears := g.AddCard(crBears, 0, Battlefield)
	ogre := g.AddCard(crOgre, 0, Battlefield)
	pwDeclare(t, g, Attack{Creature: bears.Obj.Ref, Defender: 2}, Attack{Creature: ogre.Obj.Ref, Defender: 1})
	crMust(t, g.Concede(2))
	crToStep(t, g, EndCombat)
	if log := crLog(g); strings.Contains(log, "damage to Carol") {
		t.Errorf("damage dealt to Carol after she left:\n%s", log)
	}
	if g.Players[1].Life != 17 {
		t.Errorf("Bob at %d life, want 17 from the ogre\n%s", g.Players[1].Life, crLog(g))
	}
}
