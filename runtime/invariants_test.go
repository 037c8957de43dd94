package runtime

import (
	"strings"
	"testing"
)

// CheckInvariants finds a pending state-based action (704.3: none is left
// when a player receives priority), a card in two zones (400.1), and an
// Equipment attached to a stale object; and finds nothing once the
// state-based actions have been performed.
func TestCheckInvariants(t *testing.T) {
	g := NewGame("Alice", "Bob")
	bears := g.AddCard(&CardDef{Name: "Test Bears", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}, 0, Battlefield)
	g.AddCard(&CardDef{Name: "Test Card"}, 0, Library)
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("a fresh game: %v", err)
	}
	work := g.Work()
	bears.Obj.Damage = 2
	err := g.CheckInvariants()
	if err == nil || !strings.Contains(err.Error(), "state-based action pending: Test Bears") || !strings.Contains(err.Error(), "704.5g") {
		t.Fatalf("lethal damage: got %v", err)
	}
	if g.Work() != work || len(g.ZoneCards(Graveyard, 0)) != 0 {
		t.Fatal("checking changed the game")
	}
	g.stateBasedActions()
	if err := g.CheckInvariants(); err != nil {
		t.Fatalf("after state-based actions: %v", err)
	}
	lib := g.key(Library, 0)
	g.zones.set(lib, append(g.zones.get(lib), bears))
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "in 2 zones") {
		t.Fatalf("a card in two zones: got %v", err)
	}
	g.zones.set(lib, g.zones.get(lib)[:len(g.zones.get(lib))-1])
	sword := g.AddCard(&CardDef{Name: "Test Sword", Types: []string{"Artifact"}}, 0, Battlefield)
	sword.Obj.AttachedTo = ObjRef{Card: bears.ID, Inc: 1} // the Bears' stale battlefield object
	if err := g.CheckInvariants(); err == nil || !strings.Contains(err.Error(), "Test Sword") {
		t.Fatalf("attached to a stale object: got %v", err)
	}
}
