package runtime

import "strconv"

// How often an ability of an object has been activated this turn (Dragon
// Whelp: "if this ability has been activated four or more times this
// turn, …"). Only abilities whose conditions ask (Ability.CountsActivations)
// are counted. An object that changes zones is a new object with no
// history (400.7).

type activationCount struct {
	turn int
	n    map[*Ability]int
}

// countActivation records an activation of a during turn.
func (o *Object) countActivation(a *Ability, turn int) {
	if o.activations == nil || o.activations.turn != turn {
		o.activations = &activationCount{turn: turn, n: map[*Ability]int{}}
	}
	o.activations.n[a]++
}

// ActivatedTimes holds if the resolving ability has been activated at
// least N times this turn from its source.
type ActivatedTimes struct{ N int }

// Holds implements Condition.
func (t ActivatedTimes) Holds(r *Resolution) bool {
	if r.Item == nil || r.Item.Ability == nil {
		return false
	}
	o := r.Game.Object(r.Item.Source)
	if o == nil || o.activations == nil || o.activations.turn != r.Game.Turn {
		return false
	}
	return o.activations.n[r.Item.Ability] >= t.N
}

func (t ActivatedTimes) String() string {
	return "this ability has been activated " + strconv.Itoa(t.N) + " or more times this turn"
}
