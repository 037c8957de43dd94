package runtime

import (
	"strings"
	"testing"
)

// A host that gives a permanent another controller by writing
// Object.Controller and calling Touch has the change noted when effects
// are next ended (a cleanup or untap step), as a change of control made
// by an effect is: ControlSince and the log say so, even with no
// continuous effect or static ability about.
func TestControlWrittenByHostIsNoted(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn = 3
	bears := g.AddCard(crBears, 0, Battlefield)
	o := bears.Obj
	if len(g.effects) != 0 || g.statics != 0 {
		t.Fatal("the test needs a game with no effect and no static ability")
	}
	o.Controller = 1
	g.Touch()
	g.endEffects(func(*ContinuousEffect) bool { return false })
	if o.controlledBy != 1 || o.ControlSince != 3 {
		t.Errorf("after Touch and the end of effects: noted controller %d since turn %d, want 1 since 3", o.controlledBy, o.ControlSince)
	}
	if !strings.Contains(strings.Join(g.Log(), "\n"), "Bob now controls") {
		t.Errorf("the log does not note the change of control:\n%s", strings.Join(g.Log(), "\n"))
	}
	if g.controlTouched {
		t.Error("the host's write is still pending after control was noted")
	}
}
