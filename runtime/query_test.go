package runtime

import (
	"slices"
	"strings"
	"testing"
)

// TestEnteredThisTurn: a permanent remembers the turn it entered the
// battlefield; one a game is set up with did not enter, and gaining
// control is not entering.
func TestEnteredThisTurn(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	g.SetTurn(3, 0, Main1)
	old := g.AddCard(crBears, 0, Battlefield)
	if g.EnteredThisTurn(old.Obj) || old.Obj.EnteredTurn != 0 {
		t.Errorf("expected a set-up permanent not to have entered, got turn %d", old.Obj.EnteredTurn)
	}
	c := g.AddCard(crBears, 0, Hand)
	g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield})
	if !g.EnteredThisTurn(c.Obj) || c.Obj.EnteredTurn != 3 {
		t.Errorf("expected the moved creature to have entered on turn 3, got turn %d", c.Obj.EnteredTurn)
	}
	if d := g.Dump(); !strings.Contains(d, " entered=3") {
		t.Errorf("expected the dump to show entered=3, got:\n%s", d)
	}
	crToStep(t, g, Upkeep) // turn 4, Bob's
	if g.EnteredThisTurn(c.Obj) {
		t.Error("expected the creature not to have entered this turn on the next turn")
	}
	g.Move(MoveRequest{Obj: c.Obj.Ref, To: Exile})
	if g.EnteredThisTurn(c.Obj) {
		t.Error("expected a card in exile not to count as a permanent that entered")
	}
	g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield, Controller: ControlledBy(1)})
	if !g.EnteredThisTurn(c.Obj) || c.Obj.EnteredTurn != 4 {
		t.Errorf("expected the returned creature to be a new permanent that entered on turn 4, got %d", c.Obj.EnteredTurn)
	}
}

// TestBlocking lists the blocking creatures, and keeps a blocker whose
// attacker left combat (506.4).
func TestBlocking(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	a1 := g.AddCard(crBears, 0, Battlefield)
	a2 := g.AddCard(crOgre, 0, Battlefield)
	b1 := g.AddCard(crWall, 1, Battlefield)
	b2 := g.AddCard(crBears, 1, Battlefield)
	idle := g.AddCard(crBears, 1, Battlefield)
	if len(g.Blocking()) != 0 {
		t.Fatalf("expected no blockers before combat, got %v", g.Blocking())
	}
	crAttack(t, g, a1, a2)
	crMust(t, g.DeclareBlockers(1, crBlocks(b2, a2, b1, a1)))
	want := []ObjRef{b1.Obj.Ref, b2.Obj.Ref}
	if got := g.Blocking(); !slices.Equal(got, want) {
		t.Fatalf("expected blockers %v, got %v", want, got)
	}
	if slices.Contains(g.Blocking(), idle.Obj.Ref) {
		t.Error("expected a creature that didn't block not to be blocking")
	}
	g.Move(MoveRequest{Obj: a1.Obj.Ref, To: Exile}) // the wall's attacker leaves combat
	if got := g.Blocking(); !slices.Equal(got, want) {
		t.Errorf("expected the wall to stay blocking (506.4), got %v", got)
	}
	crToStep(t, g, End)
	if got := g.Blocking(); len(got) != 0 {
		t.Errorf("expected no blockers after combat, got %v", got)
	}
}
