package runtime

import (
	"fmt"
	"slices"
	"unsafe"
)

// DecisionBorrower is a Decider that borrows the decisions it is asked:
// it reads a Decision — its Prompt, Options and Default — only while its
// Decide call runs, and keeps none of it once it returns (an answer it
// returns may be the Decision's Default: the game reads it before
// anything else is asked). The game then makes the decisions of the
// actions it takes for real (a spell's targets and modes, a mulligan,
// the cards put on the bottom) in storage it lends again for the next
// one, as it makes those its own LegalActions probes ask, instead of
// allocating each. The automatic player is one; a host that shows a
// decision to a user and waits, or keeps it, is not, and needs nothing:
// a Decider that doesn't implement it, or whose BorrowsDecisions is
// false, gets decisions of its own. While a journal is kept
// (Game.Record), decisions are never lent.
type DecisionBorrower interface {
	Decider
	// BorrowsDecisions reports whether the Decider keeps nothing of a
	// Decision past its Decide call.
	BorrowsDecisions() bool
}

// decisionLoan is the decision a game lends a DecisionBorrower, one at a
// time, with the arrays of its options and its default.
type decisionLoan struct {
	d       Decision
	options []Option
	def     []int
	busy    bool
}

// deciderKinds is what the game found its Decider to be — the
// DecisionBorrower and the DefaultTaker it is, nil where it is not — for
// the Decider value seen, so that a decision needn't convert the Decider
// again. A host may give Game.Decider another value at any time: the
// answer is found again whenever Decider holds another value than seen
// (deciderIs). The methods' answers (BorrowsDecisions, TakesDefault, ReadsLabels) are
// asked at each decision, as before.
type deciderKinds struct {
	seen     Decider
	borrower DecisionBorrower
	taker    DefaultTaker
	labels   LabelReader
}

// sameIface reports whether a and b hold the same dynamic type and data
// word: the same value, since a value an interface holds is never changed
// in place. Unlike a == b it never panics (a DeciderFunc is not
// comparable); equal values held apart may read as different, which only
// costs finding the answer again.
func sameIface(a, b *Decider) bool {
	return *(*[2]uintptr)(unsafe.Pointer(a)) == *(*[2]uintptr)(unsafe.Pointer(b))
}

// deciderIs returns what the game's Decider is (deciderKinds), found
// again when Decider has another value than the one last seen.
func (g *Game) deciderIs() *deciderKinds {
	k := &g.deciderKept
	if *(*[2]uintptr)(unsafe.Pointer(&k.seen)) != *(*[2]uintptr)(unsafe.Pointer(&g.Decider)) || g.verifyCaches != nil {
		return g.deciderFind()
	}
	return k
}

// deciderFind finds what the Decider is and keeps it (deciderIs); while
// the game checks itself, it compares what was kept for the same value.
func (g *Game) deciderFind() *deciderKinds {
	k := &g.deciderKept
	b, _ := g.Decider.(DecisionBorrower)
	t, _ := g.Decider.(DefaultTaker)
	l, _ := g.Decider.(LabelReader)
	if sameIface(&k.seen, &g.Decider) {
		if (b == nil) != (k.borrower == nil) || (t == nil) != (k.taker == nil) || (l == nil) != (k.labels == nil) {
			g.verifyCaches("what the Decider is", fmt.Sprintf("%T %T %T", k.borrower, k.taker, k.labels), fmt.Sprintf("%T %T %T", b, t, l))
		}
		return k
	}
	*k = deciderKinds{seen: g.Decider, borrower: b, taker: t, labels: l}
	return k
}

// borrowsDecisions reports whether the game's Decider may be asked a
// decision the game lends (DecisionBorrower).
func (g *Game) borrowsDecisions() bool {
	b := g.deciderIs().borrower
	return b != nil && g.journal == nil && b.BorrowsDecisions()
}

// newDecision returns a zero decision for an action taken for real, its
// Options empty with room for n and, with def, its Default empty with
// room for def: while a probe runs, from the probe's store (st); when the
// Decider borrows decisions and the game's loan is free, the loan, which
// the caller gives back (giveBack) once it has read the answer and the
// decision, and lent says so; else from the heap.
func (g *Game) newDecision(st *probeStore, n, def int) (d *Decision, lent bool) {
	if st != nil {
		d = st.newDecision()
		d.Options = st.optionList(n)
		if def > 0 {
			d.Default = make([]int, 0, def)
		}
		return d, false
	}
	if l := &g.loan; !l.busy && g.borrowsDecisions() {
		l.busy = true
		l.d = Decision{Options: slices.Grow(l.options[:0], n)}
		if def > 0 {
			l.d.Default = slices.Grow(l.def[:0], def)
		}
		return &l.d, true
	}
	d = &Decision{Options: make([]Option, 0, n)}
	if def > 0 {
		d.Default = make([]int, 0, def)
	}
	return d, false
}

// giveBack returns the loan d is (newDecision) to the game, keeping its
// arrays, grown, for the next decision lent; a decision not lent is left
// as it is.
func (g *Game) giveBack(d *Decision, lent bool) {
	if !lent {
		return
	}
	l := &g.loan
	opts, def := d.Options, d.Default
	if g.verifyCaches != nil {
		// While the game checks itself, what was lent reads as junk once
		// given back, so that a read of it after would show.
		fillTo(opts, poisonOption)
		fillTo(def, poisonAnswer)
		l.d = poisonDecision
	} else {
		clearFew(opts) // the labels are no one's now
		l.d = Decision{}
	}
	if opts != nil {
		l.options = opts[:0]
	}
	if def != nil {
		l.def = def[:0]
	}
	l.busy = false
}
