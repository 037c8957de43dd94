package runtime

// Triggers on one creature blocking another: "whenever this blocks a
// creature" triggers once for each creature it blocks (509.3d), "whenever
// this becomes blocked by a creature" once for each creature blocking it
// (509.3f). The other creature is the ability's "that creature".

// watches reports whether the trigger watches events of kind k.
func (t *Trigger) watches(k EventKind) bool {
	return t.Event == k || t.OrBlockedBy && t.Event == EventBlocksCreature && k == EventBlockedByCreature
}

// blockPairTriggers fires the triggers of each blocker and attacker pair
// of a declaration of blockers, blockers in the order given.
func (g *Game) blockPairTriggers(blockers []ObjRef, blocks map[ObjRef][]ObjRef) {
	if !g.watchingBlockPairs() {
		return
	}
	for _, b := range blockers {
		for _, a := range blocks[b] {
			g.detectEvent(Event{Kind: EventBlocksCreature, Source: b, New: a, Player: g.combat.defender})
			g.detectEvent(Event{Kind: EventBlockedByCreature, Source: a, New: b, Player: g.Active})
		}
	}
}

// watchingBlockPairs reports whether a permanent has an ability that
// watches a pair of blocking and blocked creatures, so that a game
// without one does no work for them.
func (g *Game) watchingBlockPairs() bool {
	return g.permanentWatches(1<<EventBlocksCreature | 1<<EventBlockedByCreature)
}

func blockPairTrigger(t Trigger) string {
	switch {
	case t.OrBlockedBy:
		return "whenever this object blocks a creature or becomes blocked by a creature, once for each such creature (509.3d, 509.3f); \"that creature\" is the other creature"
	case t.Event == EventBlocksCreature:
		return "whenever this object blocks a creature, once for each creature it blocks (509.3d); \"that creature\" is the blocked creature"
	}
	return "whenever this object becomes blocked by a creature, once for each creature blocking it (509.3f); \"that creature\" is the blocking creature"
}
