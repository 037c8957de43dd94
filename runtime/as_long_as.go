package runtime

// Continuous effects of resolved spells and abilities that last for as
// long as their source remains on the battlefield (611.2b: "target Forest
// becomes a 4/5 green Treefolk creature for as long as Awakener Druid
// remains on the battlefield"), or until it leaves (610.3): Duration
// UntilSourceLeaves. Such an effect does nothing if its source has left
// the battlefield by the time it would begin (611.2b), and ends as soon as
// the source leaves — the source is the object, so a source that leaves
// and comes back is a new object (400.7) and the effect stays ended.

// sourceGone reports whether a Modify lasting until its source leaves the
// battlefield would begin with the source already gone; it logs why
// nothing happens.
func (g *Game) sourceGone(r *Resolution) bool {
	if src := g.Object(r.Source); src != nil && src.Zone == Battlefield {
		g.sourceBound = true
		return false
	}
	if g.logging() {
		g.emit(EvNote, "%s has left the battlefield: the effect does nothing (611.2b)", g.evObj(roleSource, r.Source))
	}
	return true
}

// endSourceBound ends the effects lasting until their source leaves the
// battlefield whose source left in events. It costs nothing until such an
// effect has begun in the game.
func (g *Game) endSourceBound(events []*Event) {
	if g.sourceBound {
		g.endSourceBoundIn(events)
	}
}

// endSourceBoundIn is endSourceBound once such an effect has begun.
func (g *Game) endSourceBoundIn(events []*Event) {
	for _, e := range events {
		if e.Kind == EventZoneChange && e.From == Battlefield {
			g.endBoundTo(e.OldRef)
		}
	}
}

// endBoundTo ends the effects lasting for as long as old, which has left
// the battlefield, remained there.
func (g *Game) endBoundTo(old ObjRef) {
	ended := false
	g.endEffects(func(ce *ContinuousEffect) bool {
		if ce.Duration == UntilSourceLeaves && ce.Source == old {
			ended = true
			return true
		}
		return false
	})
	if g.endSetRules(func(r *setRule) bool { return r.duration == UntilSourceLeaves && r.source == old }) { // rule_sets.go
		ended = true
	}
	if ended {
		if g.logging() {
			g.emit(EvNote, "%s has left the battlefield: its effects that lasted as long as it remained there end (611.2b)", g.evObj(roleSource, old))
		}
	}
}
