package runtime

import "testing"

// TestAttackListingManyOpponents: the declaration of attackers is listed
// for a player with more opponents than the listing's arrays on the stack
// hold, each opponent a defender its creature may attack.
func TestAttackListingManyOpponents(t *testing.T) {
	bears := &CardDef{Name: "Bears", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}
	names := []string{"A", "B", "C", "D", "E", "F", "G", "H", "I", "J"}
	g := NewGame(names...)
	g.AddCard(bears, 0, Battlefield)
	g.Turn, g.Step, g.Active, g.Priority = 2, DeclareAttackers, 0, 0
	a, ok := g.Declaration(0)
	if !ok || a.Kind != ActDeclareAttackers || len(a.AttackOptions) != 1 || len(a.AttackOptions[0].Defenders) != len(names)-1 {
		t.Fatalf("declaration %v %v: %+v", ok, a.Kind, a.AttackOptions)
	}
}
