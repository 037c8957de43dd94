package runtime

import (
	"strings"
	"testing"
)

// A card whose triggered ability functions in a graveyard (113.6k) notes
// the graveyard as it is made, so that trigger detection looks there;
// CheckInvariants finds a zone left unnoted. A game without such a card
// notes none, and detection never looks off the battlefield.
func TestOffTriggersNoted(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.AddCard(&CardDef{Name: "Test Bears", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}, 0, Graveyard)
	if g.offTriggers != 0 {
		t.Fatalf("no card has such an ability, but %b is noted", g.offTriggers)
	}
	ghast := &CardDef{Name: "Test Ghast", Types: []string{"Creature"}, Power: 2, Toughness: 1, HasPT: true, Abilities: []*Ability{{
		Kind:        TriggeredAbility,
		Trigger:     &Trigger{Event: EventStepBegins, Step: Upkeep, Whose: YourStep},
		FunctionsIn: Graveyard,
		Effects:     []Effect{Return{What: InZone{Obj: This{}, Zone: Graveyard}, To: Hand}},
	}}}
	g.AddCard(ghast, 0, Graveyard)
	if !g.offTriggers.has(Graveyard) || g.offTriggers.has(Hand) {
		t.Fatalf("noted %b, want the graveyard alone", g.offTriggers)
	}
	if err := g.CheckInvariants(); err != nil {
		t.Fatal(err)
	}
	g.offTriggers = 0
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "Test Ghast") {
		t.Fatalf("an unnoted zone: got %v", err)
	}
}
