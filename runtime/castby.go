package runtime

// Caster says whose spells a cast trigger watches (603.2): "whenever you
// cast", "whenever a player casts", "whenever an opponent casts".
type Caster uint8

// Casters.
const (
	YouCaster Caster = iota
	AnyCaster
	OpponentCaster
)

// casterMatches reports whether a spell cast by player p is watched by a
// trigger controlled by ctrl.
func (t *Trigger) casterMatches(p, ctrl PlayerID) bool {
	switch t.Caster {
	case AnyCaster:
		return true
	case OpponentCaster:
		return p != ctrl
	}
	return p == ctrl
}

func (t *Trigger) casterText() string {
	switch t.Caster {
	case AnyCaster:
		return "a player casts"
	case OpponentCaster:
		return "an opponent casts"
	}
	return "you cast"
}
