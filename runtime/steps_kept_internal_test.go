package runtime

import (
	"strings"
	"testing"
)

// TestStepTriggersKeptWithSources: whether a permanent that may have
// triggered abilities has one a step's beginning triggers is kept with
// the permanents (sourcesWatched): a step begins without looking at
// their abilities when none has, a permanent with one entering is seen,
// and a wrong kept answer is reported under VerifyCaches.
func TestStepTriggersKeptWithSources(t *testing.T) {
	leaves := &CardDef{Name: "Leaving Bears", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "when this leaves the battlefield, nothing happens",
		Trigger: &Trigger{Event: EventZoneChange, Self: true, From: Battlefield}}}}
	upkeep := &CardDef{Name: "Upkeep Bears", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "at the beginning of your upkeep, nothing happens",
		Trigger: &Trigger{Event: EventStepBegins, Step: Upkeep, Whose: YourStep}}}}
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Upkeep, 0, 0
	g.AddCard(leaves, 0, Battlefield)
	g.stepTriggers()
	if k := g.space.trigSources; len(g.pending) != 0 || !k.watchKnown || k.watched != 1<<EventZoneChange {
		t.Fatalf("a permanent whose ability watches no step: %d pending, kept %v %#x", len(g.pending), k.watchKnown, k.watched)
	}
	work := g.Work()
	g.stepTriggers()
	quiet := g.Work() - work
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	work = g.Work()
	g.stepTriggers() // detection, looking at each permanent
	if full := g.Work() - work; quiet != full || len(g.pending) != 0 {
		t.Errorf("a step with the answer kept counts %d work, detection %d; %d pending", quiet, full, len(g.pending))
	}
	g.VerifyCaches(nil)

	bears := g.AddCard(upkeep, 0, Hand)
	g.Move(MoveRequest{Obj: bears.Obj.Ref, To: Battlefield})
	g.stepTriggers()
	if len(g.pending) != 1 {
		t.Fatalf("a permanent with an upkeep trigger entered: %d pending, want 1", len(g.pending))
	}
	g.pending = nil

	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	g.space.trigSources.watched = 0
	g.stepTriggers()
	if len(reports) == 0 || !strings.Contains(strings.Join(reports, "; "), "triggered abilities watch") {
		t.Errorf("a wrong kept answer: reports %q", reports)
	}
}

// TestQuietEventsKeptWithSources: an event of a kind no permanent's
// triggered ability watches (the kinds are kept with the permanents,
// sourcesWatched) is not detected, and counts the work detection counts;
// a permanent watching the kind entering is seen, and a wrong kept
// answer is reported under VerifyCaches.
func TestQuietEventsKeptWithSources(t *testing.T) {
	leaves := &CardDef{Name: "Leaving Bears", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "when this leaves the battlefield, nothing happens",
		Trigger: &Trigger{Event: EventZoneChange, Self: true, From: Battlefield}}}}
	barbs := &CardDef{Name: "Barbs", Types: []string{"Enchantment"}, Abilities: []*Ability{{
		Kind: TriggeredAbility, Text: "whenever a player taps a land for mana, nothing happens",
		Trigger: &Trigger{Event: EventTapForMana}}}}
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
	land := g.AddCard(&CardDef{Name: "Plains", Types: []string{"Land"}}, 0, Battlefield)
	work := g.Work()
	g.tappedForMana(0, land.Obj)
	if g.Work()-work != 1 || len(g.pending) != 0 {
		t.Fatalf("no permanent may trigger: %d work, %d pending", g.Work()-work, len(g.pending))
	}
	g.AddCard(leaves, 0, Battlefield)
	work = g.Work()
	g.tappedForMana(0, land.Obj)
	quiet := g.Work() - work
	if k := g.space.trigSources; len(g.pending) != 0 || !k.watchKnown || k.watched != 1<<EventZoneChange || g.watchingDamage() {
		t.Fatalf("a permanent whose ability watches no tap: %d pending, kept %v %#x", len(g.pending), k.watchKnown, k.watched)
	}
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	work = g.Work()
	g.tappedForMana(0, land.Obj) // detection, looking at each permanent
	if full := g.Work() - work; quiet != full || len(g.pending) != 0 {
		t.Errorf("a tap with the answer kept counts %d work, detection %d; %d pending", quiet, full, len(g.pending))
	}
	g.VerifyCaches(nil)

	b := g.AddCard(barbs, 1, Hand)
	g.Move(MoveRequest{Obj: b.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)}) // Bob's card, Alice's permanent: her taps are its
	g.tappedForMana(0, land.Obj)
	if len(g.pending) != 1 {
		t.Fatalf("a permanent watching taps for mana entered: %d pending, want 1", len(g.pending))
	}
	g.pending = nil

	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	g.space.trigSources.watched = 1 << EventZoneChange
	g.tappedForMana(0, land.Obj)
	if len(reports) == 0 || !strings.Contains(strings.Join(reports, "; "), "triggered abilities watch") || len(g.pending) != 1 {
		t.Errorf("a wrong kept answer: reports %q, %d pending", reports, len(g.pending))
	}
}

// TestBattlefieldClearKeptPastDeaths: when the permanents call for
// nothing but moves off the battlefield, the finding that the others
// call for none is kept once they have left (battlefieldClear.ifGone),
// and brought up to date from the moves at the next check; a creature
// regenerated stays, and calls for nothing more. Under VerifyCaches
// every kept finding is checked.
func TestBattlefieldClearKeptPastDeaths(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	victim := g.AddCard(creature("Victim"), 1, Battlefield)
	other := g.AddCard(creature("Other"), 1, Battlefield)
	g.stateBasedActions()
	hit := func(c *Card) {
		g.dealOne(&damage{source: bears.Obj.Ref, name: "Bears", to: Target{Obj: c.Obj.Ref, Player: NoPlayer}, n: 1})
	}
	hit(victim)
	if !g.stateBasedActions() || victim.Obj.Zone != Graveyard {
		t.Fatalf("a 1/1 creature dealt 1 damage is in %v (704.5g)", victim.Obj.Zone)
	}
	if m := g.space.sbaClear; !m.set || m.ifGone {
		t.Errorf("after the creature died the finding is not kept: %+v", m)
	}
	if g.stateBasedActions() {
		t.Error("state-based actions performed again")
	}
	husk := g.AddCard(&CardDef{Name: "Husk", Types: []string{"Creature"}, HasPT: true}, 0, Hand)
	g.Move(MoveRequest{Obj: husk.Obj.Ref, To: Battlefield})
	g.stateBasedActions()
	if husk.Obj.Zone != Graveyard {
		t.Error("a 0/0 creature entering after the kept finding stays on the battlefield (704.5f)")
	}

	// A regeneration shield keeps the creature on the battlefield.
	g.shields = append(g.shields, other.Obj.Ref)
	hit(other)
	g.stateBasedActions()
	if other.Obj.Zone != Battlefield {
		t.Fatalf("a regenerated creature is in %v", other.Obj.Zone)
	}
	if g.stateBasedActions() || other.Obj.Zone != Battlefield {
		t.Error("the regenerated creature, its damage removed, is destroyed")
	}
}

// TestLivePlayersFromLosses: while no loss is recorded every player is
// in the game (livePlayers, nextPlayer); a player marked as lost with no
// loss recorded is reported under VerifyCaches and by CheckInvariants.
func TestLivePlayersFromLosses(t *testing.T) {
	g := NewGame("Alice", "Bob", "Carol")
	if g.livePlayers() != 3 || g.nextPlayer(2) != 0 || g.nextPlayer(0) != 1 {
		t.Fatalf("three players: %d live, after Carol %d, after Alice %d", g.livePlayers(), g.nextPlayer(2), g.nextPlayer(0))
	}
	g.Players[1].Lost = true
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	if g.livePlayers() != 2 || g.nextPlayer(0) != 2 || len(reports) == 0 {
		t.Errorf("Bob marked as lost: %d live, after Alice %d, reports %q", g.livePlayers(), g.nextPlayer(0), reports)
	}
	g.VerifyCaches(nil)
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "losses are recorded") {
		t.Errorf("a loss not recorded: %v", err)
	}
	g.Players[1].Lost = false
	g.lose([]*Player{g.Players[1]}, []string{"704.5a: life total 0 or less"})
	if g.livePlayers() != 2 || g.nextPlayer(0) != 2 {
		t.Errorf("Bob lost: %d live, after Alice %d", g.livePlayers(), g.nextPlayer(0))
	}
	if err := g.CheckInvariants(); err != nil {
		t.Error(err)
	}
}
