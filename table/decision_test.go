package table

import (
	"encoding/json"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// TestDecisionOfTargets checks what DecisionOf says each option of a
// decision is: an option that names a player has that player as its
// target whatever its label, and one that names nothing (a card name, a
// mode, yes or no) has no target, even when its label is a player's name.
func TestDecisionOfTargets(t *testing.T) {
	g := rt.NewGame("Alice", "Bob")
	for _, tc := range []struct {
		name string
		d    rt.Decision
		want string // the options as JSON
	}{
		// A card name that is also the first player's name names no player.
		{"label-only options", rt.Decision{Kind: rt.ChooseCardName, Options: rt.LabelOptions("Alice", "Lightning Bolt")},
			`[{"label":"Alice"},{"label":"Lightning Bolt"}]`},
		{"colors", rt.Decision{Kind: rt.ChooseColor, Options: rt.ColorOptions(1<<rt.Red | 1<<rt.Green)},
			`[{"label":"red"},{"label":"green"}]`},
		// Damage to a player is that player, labelled with more than the
		// name: which of simultaneous damage a shield prevents (615.7).
		{"options naming players", rt.Decision{Kind: rt.ChooseDamage, Options: []rt.Option{
			{Label: "3 damage from Lightning Bolt to Alice", Target: rt.Target{Player: 0}},
			{Label: "Bob", Target: rt.Target{Player: 1}},
		}}, `[{"label":"3 damage from Lightning Bolt to Alice","target":{"player":0,"name":"Alice"}},{"label":"Bob","target":{"player":1,"name":"Bob"}}]`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := tc.d
			b, err := json.Marshal(DecisionOf(g, 1, &d).Options)
			if err != nil {
				t.Fatal(err)
			}
			if string(b) != tc.want {
				t.Errorf("expected options %s, got %s", tc.want, b)
			}
		})
	}
}
