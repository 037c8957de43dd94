package runtime

import (
	"errors"
	"strconv"
	"strings"
	"testing"
)

func TestDecisionKindNames(t *testing.T) {
	seen := map[string]DecisionKind{}
	for k := ChooseTargets; k <= ChooseNumber; k++ {
		name := k.String()
		if name == "" || strings.HasPrefix(name, "decision ") {
			t.Errorf("kind %d has no name", k)
		}
		if prev, dup := seen[name]; dup {
			t.Errorf("kinds %d and %d are both called %q", prev, k, name)
		}
		seen[name] = k
	}
	for k, want := range map[DecisionKind]string{ChooseColor: "color", ChooseCreatureType: "creature type", ChooseCardName: "card name", ChooseNumber: "number", 200: "decision 200"} {
		if got := k.String(); got != want {
			t.Errorf("kind %d: expected %q, got %q", k, want, got)
		}
	}
}

func labels(opts []Option) string {
	var ls []string
	for _, o := range opts {
		ls = append(ls, o.Label)
	}
	return strings.Join(ls, ",")
}

func TestChoiceOptions(t *testing.T) {
	for _, tc := range []struct {
		got  []Option
		want string
	}{
		{ColorOptions(AllColors), "white,blue,black,red,green"},
		{ColorOptions(AllColors &^ (1 << Red)), "white,blue,black,green"},
		{ColorOptions(0), ""},
		{LabelOptions("Goblin", "Elf"), "Goblin,Elf"},
		{LabelOptions("Lightning Bolt"), "Lightning Bolt"},
		{NumberOptions(0, 3), "0,1,2,3"},
		{NumberOptions(-5, 1), "0,1"},
		{NumberOptions(4, 2), ""},
		{NumberOptions(MaxNumber-1, MaxNumber+5), strconv.Itoa(MaxNumber-1) + "," + strconv.Itoa(MaxNumber)},
	} {
		if got := labels(tc.got); got != tc.want {
			t.Errorf("expected options %q, got %q", tc.want, got)
		}
	}
	if n := len(NumberOptions(0, MaxNumber)); n != MaxNumberOptions {
		t.Errorf("expected NumberOptions to stop at %d options, got %d", MaxNumberOptions, n)
	}
}

// TestDecideChoiceKinds asks each kind of choice through the Decider and
// checks the answers are validated like any other decision's.
func TestDecideChoiceKinds(t *testing.T) {
	for _, tc := range []struct {
		d    *Decision
		pick string // the label the decider picks
	}{
		{&Decision{Kind: ChooseColor, Prompt: "choose a color", Options: ColorOptions(AllColors), Min: 1, Max: 1}, "red"},
		{&Decision{Kind: ChooseCreatureType, Prompt: "choose a creature type", Options: LabelOptions("Goblin", "Elf", "Wall"), Min: 1, Max: 1}, "Elf"},
		{&Decision{Kind: ChooseCardName, Prompt: "choose a card name", Options: LabelOptions("Grizzly Bears", "Lightning Bolt"), Min: 1, Max: 1}, "Lightning Bolt"},
		{&Decision{Kind: ChooseNumber, Prompt: "choose a number", Options: NumberOptions(0, 5), Min: 1, Max: 1}, "3"},
	} {
		g := NewGame("Alice", "Bob")
		g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
			for i, o := range d.Options {
				if o.Label == tc.pick {
					return []int{i}, nil
				}
			}
			return nil, errors.New("no such option")
		})
		idx, err := g.decide(tc.d)
		if err != nil || len(idx) != 1 || tc.d.Options[idx[0]].Label != tc.pick {
			t.Errorf("%s: expected %q, got %v, %v", tc.d.Kind, tc.pick, idx, err)
		}

		g.Decider = FirstOptions
		if idx, err := g.decide(tc.d); err != nil || len(idx) != 1 || idx[0] != 0 {
			t.Errorf("%s: expected FirstOptions to take the first option, got %v, %v", tc.d.Kind, idx, err)
		}

		g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) { return []int{len(d.Options)}, nil })
		var de *DecisionError
		if _, err := g.decide(tc.d); !errors.As(err, &de) {
			t.Errorf("%s: expected an answer beyond the options to be refused, got %v", tc.d.Kind, err)
		}
	}
}

// TestDecideRefusesRepeatedOption: an answer naming one option twice is
// refused, short or long, unless the kind of decision repeats options
// (a division of damage); an answer of distinct options is taken.
func TestDecideRefusesRepeatedOption(t *testing.T) {
	opts := NumberOptions(0, 19)
	seq := func(n int, extra ...int) []int {
		var out []int
		for i := range n {
			out = append(out, i)
		}
		return append(out, extra...)
	}
	for _, tc := range []struct {
		kind DecisionKind
		ans  []int
		ok   bool
	}{
		{ChooseTargets, []int{1, 1}, false},
		{ChooseTargets, seq(3, 0), false},
		{ChooseTargets, seq(12, 5), false}, // a long answer
		{ChooseTargets, seq(12), true},
		{ChooseTargets, []int{4, 2}, true},
		{ChooseDamage, []int{1, 1, 1}, true},
		{ChooseDamage, seq(12, 0, 0), true},
	} {
		g := NewGame("Alice", "Bob")
		g.Decider = DeciderFunc(func(*Game, *Decision) ([]int, error) { return tc.ans, nil })
		_, err := g.decide(&Decision{Kind: tc.kind, Prompt: "choose", Options: opts, Min: 0, Max: 20})
		if ok := err == nil; ok != tc.ok {
			t.Errorf("%s %v: err %v, want accepted %v", tc.kind, tc.ans, err, tc.ok)
		}
	}
}
