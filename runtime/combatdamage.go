package runtime

import "slices"

// combatDamageTriggers fires "whenever … deals combat damage to a player"
// (EventCombatDamage) once the combat damage step's damage has all been
// dealt (510.2): one event for each source and each player it dealt
// damage to, after prevention. The triggered abilities go on the stack
// the next time a player would receive priority (510.3a, 603.3).
func (g *Game) combatDamageTriggers(dealt []damage) {
	type pair struct {
		src ObjRef
		to  PlayerID
	}
	var room [8]pair // most combats: no more pairs than this
	seen := room[:0]
	for _, d := range dealt {
		k := pair{d.source, d.to.Player}
		if slices.Contains(seen, k) {
			continue
		}
		seen = append(seen, k)
		g.detectEvent(Event{Kind: EventCombatDamage, New: d.source, Player: d.to.Player})
	}
}
