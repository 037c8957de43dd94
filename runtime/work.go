package runtime

import "fmt"

// MaxWork is the default bound on the work one game may do, in work units
// (see Game.Work). A game that reaches its limit ends at once in a draw:
// only a loop of mandatory actions — triggers that keep making objects
// that trigger them again, say — gets anywhere near it (104.4b), and
// ending it there keeps every game to a few seconds. The seeded games and
// soak tests use under 2% of it.
const MaxWork = 40_000_000

// Work is how much work the game has done so far, in work units: roughly
// one unit per object created, moved, examined by a state-based check or a
// trigger scan, per trigger, per effect applied, per step. Effects of
// resolved spells and static abilities make each examination cost more, as
// they do in time. Refused actions and reading the state cost nothing.
func (g *Game) Work() int64 { return g.work }

// WorkLimit is the game's bound on work (see Work): the limit set by
// SetWorkLimit, MaxWork if none was. A game whose work goes past it ends
// in a draw (104.4b).
func (g *Game) WorkLimit() int64 { return g.workCap }

// SetWorkLimit bounds the work the game may do (see Work) at n units; 0
// or less means MaxWork. A game whose work goes past the limit ends in a
// draw (104.4b); one already past a lowered limit ends at its next unit
// of work. Reset and Clone keep the limit.
func (g *Game) SetWorkLimit(n int64) {
	if n <= 0 {
		n = MaxWork
	}
	g.workCap = n
}

// spend records n units of work. When the game reaches its limit it ends
// in a draw (104.4b); loops that could go on — creating tokens, drawing,
// putting triggers on the stack, applying an ability's effects — stop as
// soon as the game is over. What it counts while the game is only looked
// at (lookOnly) is taken back when the look ends.
func (g *Game) spend(n int) {
	g.work += int64(n)
	if g.work > g.workCap {
		g.reachedWorkLimit()
	}
}

// reachedWorkLimit ends the game in a draw, unless it is over or only
// looked at: it has reached its work limit (spend).
func (g *Game) reachedWorkLimit() {
	if g.over || g.probing {
		return
	}
	g.EndInDraw(fmt.Sprintf("104.4b: the game reached its work limit of %d units, taken as a loop of mandatory actions", g.workCap))
}

// lookOnly marks the game as looked at rather than played (probing): an
// invariant check, the state-based actions pending, LegalActions' probes.
// The returned function ends the look: it puts back whether the game was
// looked at before and the work done, so that looking costs nothing.
func (g *Game) lookOnly() (end func()) {
	was, work := g.probing, g.work
	g.probing = true
	return func() { g.probing, g.work = was, work }
}

// charsCost is the work of computing one object's characteristics: the
// continuous effects scanned, and the battlefield's static abilities if any.
func (g *Game) charsCost() int {
	n := 1 + len(g.effects)
	if g.statics > 0 {
		n += len(g.battlefieldCards())
	}
	return n
}

// lkiPruneMin is the size below which last known information is never
// pruned; above it, pruning runs each time the size has doubled since the
// last pruning, so its cost is constant per zone change on average.
const lkiPruneMin = 256

// pruneLeft keeps of a card's last known information the snapshots of
// the objects keep names, in order, and forgets the others: each is given
// back to its slab with the object it held, which nothing in the game
// refers to any more (prune keeps every snapshot that anything it marks
// names, and a move's event holds its snapshot only while a trigger holds
// the event, which marks it). A host may read a snapshot or an object
// that has left its zone only until the game prunes (LastKnown). It
// returns the snapshots kept, linked as before, and how many.
func (g *Game) pruneLeft(left *Snapshot, keep map[ObjRef]bool) (*Snapshot, int) {
	var kept *Snapshot
	at, n := &kept, 0
	for s := left; s != nil; {
		o, next := s.Object, s.prev
		if len(keep) > 0 && keep[o.Ref] { // most prunings keep nothing
			if o.Card.gen != g.gen {
				// Shared with a clone (cow.go): relinked as a copy, the
				// shared one never written.
				cp := new(Snapshot)
				*cp = *s
				s = cp
			}
			*at, at = s, &s.prev
			n++
		} else if o.Card.gen == g.gen { // one shared with a clone is never handed out again
			giveBack(g, &g.space.slabs.snapshots, s)
			if o.Card.Obj != o {
				giveBack(g, &g.space.slabs.objects, o)
			}
		}
		s = next
	}
	*at = nil
	return kept, n
}

// prune forgets what nothing in the game can refer to any more: last known
// information of objects that no stack item, waiting or delayed trigger,
// continuous, replacement or prevention effect, link, "until" effect,
// attachment or combat remembers (608.2h is only ever asked about those),
// links whose source is gone and which no ability can resolve for, linked
// objects that have left their zone (607.2a finds only current ones), and
// madness records no cost refers to (400.7k). It runs only between actions,
// when no resolution is in progress, as a player is about to receive
// priority.
//
// A host that keeps an ObjRef of its own can read its last known
// information until then; afterwards LastKnown reports false. The
// snapshots it drops, and the objects they held, are given back to the
// game's slabs (slab.go) and become other objects' in later moves.
func (g *Game) prune() {
	if g.resolving > 0 || g.lkiLen+len(g.follow) < max(g.pruneAt, lkiPruneMin) {
		return // most calls: too little to prune yet
	}
	g.pruneNow()
}

// pruneNow is prune once there is enough to prune.
func (g *Game) pruneNow() {
	g.prunes++ // objects may be given back to the slabs (kept.go)
	keep := map[ObjRef]bool{}
	mark := func(rs ...ObjRef) {
		for _, r := range rs {
			if !r.IsZero() {
				keep[r] = true
			}
		}
	}
	markEvent := func(e *Event) {
		if e != nil {
			mark(e.OldRef, e.New, e.Source)
		}
	}
	for _, it := range g.stack {
		mark(it.Spell, it.Source)
		mark(it.It...)
		for _, group := range it.Targets {
			for _, t := range group {
				mark(t.Obj)
			}
		}
		for _, m := range append(append([]Moved{}, it.Cost.sacrificed...), it.Cost.discarded...) {
			mark(m.Old, m.New)
		}
		markEvent(it.Event)
	}
	for _, p := range g.pending {
		mark(p.source)
		mark(p.it...)
		for _, m := range append(append([]Moved{}, p.cost.sacrificed...), p.cost.discarded...) {
			mark(m.Old, m.New) // 400.7j: the creating spell's costs (additional_cost.go)
		}
		markEvent(p.event)
	}
	for _, d := range g.delayed {
		mark(d.Source)
		mark(d.It...)
		for _, m := range append(append([]Moved{}, d.cost.sacrificed...), d.cost.discarded...) {
			mark(m.Old, m.New)
		}
	}
	for _, e := range g.effects {
		mark(e.Object, e.Source)
	}
	for _, r := range g.replacements {
		mark(r.Obj)
	}
	for _, p := range g.preventions {
		mark(p.From)
		if p.To != nil {
			mark(p.To.Obj)
		}
	}
	for _, u := range g.untilLeaves {
		mark(u.source, u.obj)
	}
	for _, c := range g.battlefieldCards() {
		mark(c.Obj.AttachedTo)
	}
	mark(g.combat.attackers...)
	for a, bs := range g.combat.blockers {
		mark(a)
		mark(bs...)
	}
	for a := range g.combat.defending {
		mark(a)
	}
	for a := range g.combat.dealtFirst {
		mark(a)
	}
	// Links: a link is kept while its source can still resolve an
	// ability — it exists, or something above remembers it — and keeps
	// only the objects that still exist.
	for k, refs := range g.links {
		if g.Object(k.source) == nil && !keep[k.source] {
			delete(g.links, k)
			continue
		}
		live := refs[:0]
		for _, r := range refs {
			if g.Object(r) != nil {
				live = append(live, r)
			}
		}
		clear(refs[len(live):])
		if len(live) == 0 {
			delete(g.links, k)
		} else {
			g.links[k] = live
		}
	}
	for k := range g.links {
		mark(k.source)
	}
	for r := range g.follow {
		if !keep[r] {
			delete(g.follow, r)
		}
	}
	g.lkiLen = 0
	for _, c := range g.cards {
		if c.left != nil {
			c = g.ownCard(c) // its list of snapshots is written
			var n int
			c.left, n = g.pruneLeft(c.left, keep)
			g.lkiLen += n
		}
	}
	g.pruneAt = max(2*(g.lkiLen+len(g.follow)), lkiPruneMin)
}
