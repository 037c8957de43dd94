package runtime

// Caster says whose spells a cast trigger watches (603.2): "whenever you
// cast", "whenever a player casts", "whenever an opponent casts",
// "whenever enchanted player casts". Triggers on gaining life and on
// tapping for mana say who acts with it too.
type Caster uint8

// Casters.
const (
	YouCaster Caster = iota
	AnyCaster
	OpponentCaster
	EnchantedCaster // the player the trigger's source is attached to (enchant_player.go)
)

// casterMatches reports whether a spell cast by player p is watched by
// trigger t of source src, controlled by ctrl.
func (g *Game) casterMatches(t *Trigger, p, ctrl PlayerID, src ObjRef) bool {
	switch t.Caster {
	case AnyCaster:
		return true
	case OpponentCaster:
		return p != ctrl
	case EnchantedCaster:
		return p == g.attachedPlayerOf(src)
	}
	return p == ctrl
}

func (t *Trigger) casterText() string {
	switch t.Caster {
	case AnyCaster:
		return "a player casts"
	case OpponentCaster:
		return "an opponent casts"
	case EnchantedCaster:
		return "the player this is attached to casts"
	}
	return "you cast"
}
