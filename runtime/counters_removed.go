package runtime

// Counters removed from a permanent (122): "whenever a +1/+1 counter is
// removed from this" triggers once for each counter removed, whatever
// removes it — a cost (118.3), an effect, damage to a planeswalker — and
// "remove N COUNTER counters from OBJECT" is an effect that removes them
// (as many as there are, up to N).

// removeCounters removes up to n counters of kind from o and returns how
// many it removed; each counter removed is an EventCounterRemoved, New
// being o (603.2c: a trigger on "a counter" triggers once per counter).
func (g *Game) removeCounters(o *Object, kind string, n int) int {
	had := o.Counters.Get(kind)
	n = min(max(n, 0), had)
	if n == 0 {
		return 0
	}
	o = g.own(o)
	o.Counters.Set(kind, had-n)
	g.changed()
	if g.watchingCounterRemovals() {
		for range n {
			g.detectEvent(Event{Kind: EventCounterRemoved, New: o.Ref, Counter: kind})
		}
	}
	return n
}

// watchingCounterRemovals reports whether a permanent has an ability that
// triggers on counters removed, so that a game without one does no work
// for them.
func (g *Game) watchingCounterRemovals() bool {
	for _, bc := range g.battlefieldCards() { // read only: nothing moves meanwhile
		o := bc.Obj
		if !hasTriggers(o) && len(o.Stickers) == 0 && !g.grantsAbilities() {
			continue
		}
		for _, a := range g.Chars(o).Abilities {
			if a.Kind == TriggeredAbility && a.Trigger != nil && a.Trigger.Event == EventCounterRemoved {
				return true
			}
		}
	}
	return false
}

// counterRemovedMatches is triggerMatches for EventCounterRemoved: a
// counter of the trigger's kind removed from its own source.
func counterRemovedMatches(t *Trigger, src ObjRef, e *Event) bool {
	return t.Self && e.New == src && (t.Counter == "" || t.Counter == e.Counter)
}

func counterRemovedTrigger(t Trigger) string {
	kind := t.Counter
	if kind == "" {
		kind = "any"
	}
	return "whenever a " + kind + " counter is removed from this object, once for each such counter (603.2c)"
}

// RemoveCounters removes up to Amount counters of Kind from each object
// What names that is on the battlefield: all of them if it has fewer
// (122). "That many" after it is the number removed.
type RemoveCounters struct {
	What   ObjExpr
	Kind   string
	Amount Amount
}

// Apply implements Effect.
func (e RemoveCounters) Apply(r *Resolution) error {
	n := amountNumber(e.Amount.Value(r))
	objs := e.What.Objects(r)
	removed := 0
	for _, o := range objs {
		if obj := r.Game.permanent(o); obj != nil && n > 0 {
			if k := r.Game.removeCounters(obj, e.Kind, n); k > 0 {
				removed = addNumber(removed, k)
				if r.Game.logging() {
					r.Game.emit(EvCounters, "%s %s counter(s) removed from %s", evNum(roleAmount, k), evText(roleCounter, e.Kind), r.Game.evObj(roleObject, o))
				}
			}
		}
	}
	r.SetIt(objs)
	r.setAmount(removed)
	return nil
}

func (e RemoveCounters) String() string {
	return "remove " + quantity(e.Amount, e.Kind+" counter", e.Kind+" counters") + " from " + objText(e.What) + " (as many as it has, at most that many; 122)"
}
