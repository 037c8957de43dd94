package runtime

import (
	"errors"
	"testing"
)

// TestProbeStoreLentPerRun checks the probe's store as a probe uses it:
// its runs get their decisions from it and the next run reuses the same
// storage, poisoned in between under VerifyCaches; outside a probe, and
// in a probe within a probe, nothing comes from the outer probe's store.
func TestProbeStoreLentPerRun(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.VerifyCaches(func(what, cached, fresh string) { t.Fatalf("%s: %s, %s", what, cached, fresh) })
	if g.probeStore() != nil {
		t.Fatal("a store outside a probe")
	}
	defer g.listing()()
	var first *Decision
	var firstOpts []Option
	runs := 0
	legal := g.probe(func() error {
		runs++
		st := g.probeStore()
		if st == nil {
			t.Fatal("no store in a probe run")
		}
		if runs == 2 && (first.Prompt != poisonDecision.Prompt || firstOpts[0] != poisonOption || firstOpts[2] != poisonOption) {
			t.Errorf("the first run's decision was not poisoned: %+v", *first)
		}
		d := st.newDecision()
		*d = Decision{Kind: ChooseTargets, Player: 0, Min: 1, Max: 1}
		if runs == 1 {
			d.Options = append(st.optionList(3), Option{Label: "a"}, Option{Label: "b"}, Option{Label: "c"})
		} else {
			d.Options = append(st.optionList(3), Option{Label: "x"}, Option{Label: "y"}, Option{Label: "z"})
		}
		ans, err := g.decide(d)
		if err != nil {
			t.Fatal(err)
		}
		if runs == 1 {
			first, firstOpts = d, d.Options
			if inner := g.probe(func() error {
				if g.probeStore() == &g.space.searcher.store {
					t.Error("a probe within a probe took the outer probe's store")
				}
				return errProbeLegal
			}); !inner {
				t.Error("the inner probe failed")
			}
			return errors.New("refused") // try the other answers
		}
		if d != first {
			t.Error("the second run's decision is not the first's storage reused")
		}
		if len(ans) != 1 || ans[0] != 2 { // the last alternative is tried first
			t.Errorf("answer %v", ans)
		}
		return errProbeLegal
	})
	if !legal || runs != 2 {
		t.Fatalf("legal %v after %d runs", legal, runs)
	}
}
