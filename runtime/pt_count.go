package runtime

// A characteristic-defining ability setting power and toughness (604.3):
// "this's power and toughness are each equal to the number of Islands you
// control". It works in every zone and applies in layer 7a (613.4a),
// before the effects that set or modify power and toughness.

// PTCount sets power and toughness to the number of permanents matching
// Filter that the object's controller controls.
//
// With Life set it reads the controller's life total instead: "this's
// power and toughness are each equal to your life total".
type PTCount struct {
	Filter Filter
	Life   bool
}

func (p *PTCount) String() string {
	if p.Life {
		return "this object's power and toughness are each equal to its controller's life total (a characteristic-defining ability, 604.3; layer 7a, 613.4a)"
	}
	return "this object's power and toughness are each equal to the number of " + p.Filter.String() + " its controller controls (a characteristic-defining ability, 604.3; layer 7a, 613.4a)"
}

// youOf is "you" of an ability of object o whose controller is ctrl: its
// controller, or its owner if it has none, as a card in a hand or a
// graveyard (109.5).
func (g *Game) youOf(ctrl PlayerID, o *Object) PlayerID {
	if !g.validPlayer(ctrl) {
		return o.Card.Owner
	}
	return ctrl
}

// ptCount is the count for o's ability, o being controlled by ctrl. The
// permanents counted are read through layer 4 (their types) and layer 2
// (their controllers) only, so that a count never needs another count.
func (g *Game) ptCount(p *PTCount, ctrl PlayerID) int {
	if p.Life {
		if !g.validPlayer(ctrl) {
			return 0
		}
		return clampNumber(g.Players[ctrl].Life)
	}
	n := 0
	for _, bc := range g.battlefieldCards() { // read only: nothing moves meanwhile
		x := bc.Obj
		c := (&layering{g: g}).compute(x, LayerColor)
		if c.Controller == ctrl && g.matchChars(&p.Filter, x, &c, ctrl, ObjRef{}) {
			n++
		}
	}
	return clampNumber(n)
}
