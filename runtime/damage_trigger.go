package runtime

// "Whenever this deals damage to an opponent" (any damage, combat or not,
// 120.3): an EventDamage for each source and player it dealt damage to,
// after prevention. New is the source, Player the player dealt damage;
// "that player" in the ability is that player (EventPlayer,
// event_triggers.go).

// damageTrigger fires EventDamage for damage dealt to a player, if a
// permanent watches for it.
func (g *Game) damageTrigger(src ObjRef, to PlayerID) {
	if !g.watchingDamage() {
		return
	}
	g.detectEvent(Event{Kind: EventDamage, New: src, Player: to})
}

// watchingDamage reports whether a permanent has an EventDamage trigger.
func (g *Game) watchingDamage() bool {
	return g.permanentWatches(1 << EventDamage)
}

// damageTriggerMatches checks an EventDamage trigger: its source is this
// object, and the player stands in the trigger's relation to its
// controller ("an opponent").
func damageTriggerMatches(t *Trigger, src ObjRef, ctrl PlayerID, e *Event) bool {
	if !t.Self || e.New != src {
		return false
	}
	switch t.ToPlayer {
	case RelOpponent:
		return e.Player != ctrl
	case RelYou:
		return e.Player == ctrl
	}
	return true
}

// EventPlayer, "that player" of a damage trigger, is in library.go.
