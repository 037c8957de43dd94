package runtime

import (
	"slices"
	"testing"
)

// TestTokenEnteringListedOnce: a token put onto the battlefield is one
// permanent entering, so a kept target list brought up to date after it
// (targetsStillHold) names it once, as a list made afresh does.
func TestTokenEnteringListedOnce(t *testing.T) {
	g := NewGame("Alice", "Bob")
	spec := &anyTarget
	red := ManaCost{}
	red.Colored[Red] = 1
	shock := g.AddCard(&CardDef{Name: "Shock", Types: []string{"Instant"}, ManaCost: red}, 0, Hand)
	g.LegalTargets(spec, 0, shock.Obj.Ref)
	if err := (CreateToken{Amount: Const(1), Def: creature("Soldier", "Soldier")}).Apply(&Resolution{Game: g, Controller: 0}); err != nil {
		t.Fatal(err)
	}
	fresh, _, _ := g.findLegalTargets(nil, spec, 0, shock.Obj.Ref)
	fresh = slices.Clone(fresh)
	got := g.LegalTargets(spec, 0, shock.Obj.Ref)
	if !slices.Equal(got, fresh) {
		t.Errorf("after a token entered, the targets are %v, want %v", got, fresh)
	}
}
