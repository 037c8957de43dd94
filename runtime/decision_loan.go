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
	answer  []int // lent an AnswerBorrower with the decision (answerBuf)
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
	answers  AnswerBorrower
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
	a, _ := g.Decider.(AnswerBorrower)
	if sameIface(&k.seen, &g.Decider) {
		if (b == nil) != (k.borrower == nil) || (t == nil) != (k.taker == nil) || (l == nil) != (k.labels == nil) || (a == nil) != (k.answers == nil) {
			g.verifyCaches("what the Decider is", fmt.Sprintf("%T %T %T %T", k.borrower, k.taker, k.labels, k.answers), fmt.Sprintf("%T %T %T %T", b, t, l, a))
		}
		return k
	}
	*k = deciderKinds{seen: g.Decider, borrower: b, taker: t, labels: l, answers: a}
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
	if l := &g.space.loan; !l.busy && g.borrowsDecisions() {
		l.busy = true
		if g.verifyCaches != nil {
			if !loanClear(&l.d) {
				g.verifyCaches("the decision lent", fmt.Sprintf("%+v", l.d), "clear")
			}
			l.d = Decision{}
		}
		// giveBack left the decision clear: only its arrays are set.
		l.d.Options = slices.Grow(l.options[:0], n)
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

// answerBuf returns, for a decision lent (newDecision), the loan's answer
// array, empty with room for n, for the Decider to build its answer in
// (AnswerBorrower); nil for a decision not lent. The caller reads the
// answer before it gives the decision back, and then calls answerRead.
func (g *Game) answerBuf(lent bool, n int) []int {
	if !lent {
		return nil
	}
	l := &g.space.loan
	l.answer = slices.Grow(l.answer[:0], n)
	return l.answer
}

// answerRead marks the loan's answer array (answerBuf) read: while the
// game checks itself it reads as junk after, so that a read of it would
// show.
func (g *Game) answerRead(lent bool) {
	if lent && g.verifyCaches != nil {
		fillTo(g.space.loan.answer, poisonAnswer)
	}
}

// loanClear reports whether the loan's decision d is as giveBack left it
// while the game checks itself (poisonDecision), or zero (never lent):
// nothing wrote to it after it was given back.
func loanClear(d *Decision) bool {
	if d.Kind == 0 {
		return d.Player == 0 && d.Prompt == "" && d.Options == nil && d.Min == 0 && d.Max == 0 && d.Default == nil && d.Lethal == nil
	}
	p := &poisonDecision
	return d.Kind == p.Kind && d.Player == p.Player && d.Prompt == p.Prompt && d.Min == p.Min && d.Max == p.Max && d.Lethal == nil &&
		len(d.Options) == 1 && d.Options[0] == poisonOption && len(d.Default) == 1 && d.Default[0] == poisonAnswer
}

// giveBack returns the loan d is (newDecision) to the game, keeping its
// arrays, grown, for the next decision lent; a decision not lent is left
// as it is.
func (g *Game) giveBack(d *Decision, lent bool) {
	if !lent {
		return
	}
	l := &g.space.loan
	opts, def := d.Options, d.Default
	if g.verifyCaches != nil {
		// While the game checks itself, what was lent reads as junk once
		// given back, so that a read of it after would show.
		fillTo(opts, poisonOption)
		fillTo(def, poisonAnswer)
		l.d = poisonDecision
	} else {
		clearFew(opts)   // the labels are no one's now
		l.d = Decision{} // clear for the next loan: newDecision sets only its arrays
	}
	if opts != nil {
		l.options = opts[:0]
	}
	if def != nil {
		l.def = def[:0]
	}
	l.busy = false
}
