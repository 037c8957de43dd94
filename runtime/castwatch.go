package runtime

// CreateCastTrigger creates a delayed triggered ability (603.7) that
// triggers, for the rest of the turn, whenever the ability's controller
// casts one of the objects "it" names as the effect happens: "when you
// cast it this turn, …". With its stated duration it may trigger more than
// once (603.7b). The spell the object became is "it" for the delayed
// ability: the effect that allowed the card to be cast finds the new
// object on the stack (400.7h). Like any delayed triggered ability, its
// source is the source of the ability that made it and its controller
// that ability's controller (603.7d–f).
type CreateCastTrigger struct {
	Effects []Effect
	Text    string
}

// castWatch is a delayed triggered ability waiting for a spell to be cast.
type castWatch struct {
	objs       []ObjRef // the objects whose casting triggers it
	turn       int      // the turn it lasts for
	controller PlayerID // who must cast them, and controls the ability
	source     ObjRef
	effects    []Effect
	text       string
}

// Apply implements Effect.
func (e CreateCastTrigger) Apply(r *Resolution) error {
	g := r.Game
	objs := append([]ObjRef(nil), r.it...)
	if len(objs) == 0 || !g.validPlayer(r.Controller) {
		return nil // nothing to watch: it can never trigger
	}
	g.castWatches = append(g.castWatches, &castWatch{objs: objs, turn: g.Turn, controller: r.Controller, source: r.Source, effects: e.Effects, text: e.Text})
	return nil
}

// castTriggerHead says when a CreateCastTrigger's ability triggers.
const castTriggerHead = "when you cast it this turn (a delayed trigger, 603.7, watching the object \"it\" is now; in its effects, \"it\" is the spell that object became, 400.7h)"

func (e CreateCastTrigger) String() string {
	return castTriggerHead + ": " + effectsText(e.Effects)
}

// castWatchTriggers triggers the delayed abilities watching the object old
// that player p has just cast as the spell spell. Watches that can no
// longer trigger are forgotten: those of earlier turns, and those whose
// objects are all gone (a new object is not the one watched, 400.7).
func (g *Game) castWatchTriggers(old, spell ObjRef, p PlayerID) {
	if len(g.castWatches) == 0 {
		return // none waits: nothing to trigger or forget
	}
	keep := g.castWatches[:0]
	for _, w := range g.castWatches {
		if w.turn != g.Turn {
			continue
		}
		if w.controller == p {
			for _, o := range w.objs {
				if o == old {
					a := &Ability{Kind: TriggeredAbility, Effects: w.effects, Text: w.text}
					e := &Event{Kind: EventCast, OldRef: old, New: spell, Player: p}
					g.pending = append(g.pending, &pendingTrigger{ability: a, source: w.source, controller: w.controller, event: e, it: []ObjRef{spell}, text: w.text})
					g.spend(1)
				}
			}
		}
		live := false
		for _, o := range w.objs {
			live = live || g.Object(o) != nil
		}
		if live {
			keep = append(keep, w)
		}
	}
	clear(g.castWatches[len(keep):])
	g.castWatches = keep
}
