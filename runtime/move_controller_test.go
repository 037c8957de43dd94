package runtime

import "testing"

// A request that names no controller puts a card onto the battlefield or
// the stack under its owner's control (110.2): the zero ControllerChoice
// is the owner, not the first seat.
func TestMoveNamingNoControllerIsOwner(t *testing.T) {
	if (ControlledBy(NoPlayer) != ControllerChoice{}) || (ControllerChoice{}).Player() != NoPlayer {
		t.Fatal("ControlledBy(NoPlayer) is not the zero choice, the owner")
	}
	for _, p := range []PlayerID{0, 1, 2} {
		if got := ControlledBy(p).Player(); got != p {
			t.Errorf("ControlledBy(%d).Player() = %d", p, got)
		}
	}
	bears := &CardDef{Name: "Bears", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}
	cases := []struct {
		name string
		to   Zone
		ctrl ControllerChoice
		want PlayerID
	}{
		{"battlefield, no one named: its owner (110.2)", Battlefield, ControllerChoice{}, 1},
		{"stack, no one named: its owner", Stack, ControllerChoice{}, 1},
		{"battlefield, the first seat named", Battlefield, ControlledBy(0), 0},
		{"stack, the first seat named", Stack, ControlledBy(0), 0},
		{"battlefield, a player not in the game: its owner", Battlefield, ControlledBy(5), 1},
		{"battlefield, a player no seat can be: its owner", Battlefield, ControlledBy(1 << 20), 1},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := NewGame("Alice", "Bob")
			g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
			c := g.AddCard(bears, 1, Hand)
			m := g.Move(MoveRequest{Obj: c.Obj.Ref, To: tc.to, Controller: tc.ctrl})
			o := g.Object(m.New)
			if o == nil || o.Zone != tc.to {
				t.Fatalf("Bob's card did not move to the %s: %+v", tc.to, m)
			}
			if o.Controller != tc.want || g.Chars(o).Controller != tc.want {
				t.Errorf("Bob's card in the %s is controlled by player %d (characteristics %d), want %d", tc.to, o.Controller, g.Chars(o).Controller, tc.want)
			}
		})
	}
}
