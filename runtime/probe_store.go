package runtime

// probeStore is storage a searching Decider (legal.go) lends to the
// probe it serves, so that the decisions a probed action asks, their
// options and the lists the action builds on the way (its legal targets,
// its chosen targets, the payment search's work lists) are not made on
// the heap for every run. What a run takes is read until the run has
// returned and its alternatives are listed; the next run of the probe
// takes the same storage again (resetRun). Answers are kept longer: a
// run's answers become the prefixes of later runs, so they are taken
// from storage emptied only when a probe starts (resetProbe).
//
// Only a run of the searcher that owns the store takes from it
// (Game.probeStore): an action taken for real, or asked through a host's
// Decider, makes its decisions on the heap, since whoever answers them
// may keep them, unless the Decider says it keeps none (a loan,
// decision_loan.go), and its legal targets in the game's own work store
// (Game.chooseWork), the targets chosen in arrays kept until Reset
// (targetArrays). Nothing a probe run makes outlives it: the action
// stops at its probe point before it changes the game.
type probeStore struct {
	decisions arena[Decision]
	options   arena[Option]
	targets   arena[Target]
	groups    arena[[]Target]
	answers   arena[int]
	plan      planScratch
}

// arena hands out pieces of one array, which is taken again from the
// start when the arena is reset. A piece handed out is never moved: when
// the array is full a larger one is made, and the pieces already handed
// out stay in the old one.
type arena[T any] struct {
	buf []T
}

// take returns n values, holding whatever was left in them: the caller
// sets each. The slice is clipped, so appending past it copies to the
// heap.
func (a *arena[T]) take(n int) []T {
	if cap(a.buf)-len(a.buf) < n {
		a.buf = make([]T, 0, max(2*cap(a.buf), n, 16))
	}
	at := len(a.buf)
	a.buf = a.buf[:at+n]
	return a.buf[at : at+n : at+n]
}

// reset makes the whole array free again; with poison set every value
// of it is overwritten with junk first, so that a piece used after its
// run reads junk rather than what the next run put there by chance.
func (a *arena[T]) reset(poison bool, junk *T) {
	if poison {
		fillTo(a.buf, *junk)
	}
	a.buf = a.buf[:0]
}

// fillTo sets every value of s, up to its capacity, to v.
func fillTo[T any](s []T, v T) {
	full := s[:cap(s)]
	for i := range full {
		full[i] = v
	}
}

// clearFew is clear(s) for a list of a few values (most often one): a
// plain loop stores each zero value, where clear's call wipes memory that
// may hold pointers through the runtime at a fixed cost. Written as a
// counted loop, not the range form the compiler turns into clear.
func clearFew[T any](s []T) {
	var zero T
	for i := 0; i < len(s); i++ {
		s[i] = zero
	}
}

// The junk a poisoned store holds: a target of no object and no player, a
// decision of no kind no one could answer, an answer naming no option.
var (
	poisonTarget   = Target{Obj: ObjRef{Card: 1 << 30, Inc: 1 << 30}, Player: -100, Item: -100}
	poisonTargets  = []Target{poisonTarget}
	poisonOption   = Option{Label: "poisoned by the probe's store", Target: poisonTarget}
	poisonAnswer   = -1 << 20
	poisonDecision = Decision{Kind: 255, Player: -100, Prompt: "poisoned by the probe's store", Options: []Option{poisonOption}, Min: 1 << 20, Max: -1, Default: []int{-1 << 20}}
)

// resetRun frees what the last run took, poisoning it when the game
// verifies its caches (Game.VerifyCaches).
func (st *probeStore) resetRun(poison bool) {
	if !poison { // each arena's reset, written out
		st.decisions.buf = st.decisions.buf[:0]
		st.options.buf = st.options.buf[:0]
		st.targets.buf = st.targets.buf[:0]
		st.groups.buf = st.groups.buf[:0]
		return
	}
	st.decisions.reset(poison, &poisonDecision)
	st.options.reset(poison, &poisonOption)
	st.targets.reset(poison, &poisonTarget)
	st.groups.reset(poison, &poisonTargets)
}

// resetProbe frees everything, answers included, for a new probe.
func (st *probeStore) resetProbe(poison bool) {
	st.resetRun(poison)
	st.answers.reset(poison, &poisonAnswer)
}

// probeStore is the store of the searching Decider answering the current
// probe run, or nil when the game is not probing for LegalActions or its
// decisions go to any other Decider.
func (g *Game) probeStore() *probeStore {
	if !g.legalProbe {
		return nil
	}
	if s, ok := g.Decider.(*searchDecider); ok && s.busy {
		return &s.store
	}
	return nil
}

// newDecision returns a zero decision: from the probe's store while a
// probe runs (st not nil), else from the heap.
func (st *probeStore) newDecision() *Decision {
	if st == nil {
		return &Decision{}
	}
	d := &st.decisions.take(1)[0]
	*d = Decision{}
	return d
}

// optionList returns an empty list of options with room for n.
func (st *probeStore) optionList(n int) []Option {
	if st == nil {
		return make([]Option, 0, n)
	}
	return st.options.take(n)[:0]
}

// targetList returns an empty list of targets with room for n.
func (st *probeStore) targetList(n int) []Target {
	if st == nil {
		return make([]Target, 0, n)
	}
	return st.targets.take(n)[:0]
}

// targetGroups returns n empty target groups.
func (st *probeStore) targetGroups(n int) [][]Target {
	if st == nil {
		return make([][]Target, n)
	}
	out := st.groups.take(n)
	clearFew(out)
	return out
}

// ints returns n ints for an answer, holding junk: the caller sets each.
func (st *probeStore) ints(n int) []int {
	if st == nil {
		return make([]int, n)
	}
	return st.answers.take(n)
}

// targetArrays holds the targets that actions taken for real choose
// (chooseTargets): the target groups of a spell or ability and each
// group's targets are pieces of two arrays that the stack items choosing
// them keep until Reset (items are kept that long too, in their slab),
// so that a cast doesn't allocate them one by one.
type targetArrays struct {
	targets arena[Target]
	lists   arena[[]Target]
}

// groups returns n empty target groups.
func (a *targetArrays) groups(n int) [][]Target {
	out := a.lists.take(n)
	clearFew(out)
	return out
}

// keep returns a copy of ts in the arrays (nil for none).
func (a *targetArrays) keep(ts []Target) []Target {
	if len(ts) == 0 {
		return nil
	}
	out := a.targets.take(len(ts))
	copy(out, ts)
	return out
}

// reset returns the arrays emptied for a game played anew (Game.Reset):
// the last array of each is handed out again from its start, the others
// let go.
func (a targetArrays) reset() targetArrays {
	clear(a.targets.buf[:cap(a.targets.buf)])
	clear(a.lists.buf[:cap(a.lists.buf)])
	a.targets.buf, a.lists.buf = a.targets.buf[:0], a.lists.buf[:0]
	return a
}
