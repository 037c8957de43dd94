package runtime

// DecisionKind says what a player is asked to choose.
type DecisionKind uint8

// Kinds of decisions.
const (
	ChooseTargets DecisionKind = iota
	ChooseYesNo
	ChooseOrder
	ChooseReplacement
	ChooseMode
	ChooseAttachment
	ChooseDiscard
	ChooseOptionalCosts
	ChooseObjects
	// ChooseDamage divides combat damage (510.1c): the answer names one
	// option per point of damage, so options may repeat.
	ChooseDamage
)

var decisionNames = [...]string{"targets", "yes or no", "order", "replacement", "mode", "attachment", "discard", "optional costs", "objects", "damage"}

func (k DecisionKind) String() string { return decisionNames[k] }

// Decision is a choice a player must make. The answer is a list of indices
// into Options, between Min and Max long (for ChooseOrder, a permutation).
type Decision struct {
	Kind    DecisionKind
	Player  PlayerID
	Prompt  string
	Options []Option
	Min     int
	Max     int
	// Default, when set, is a legal answer a decider may give when it has
	// no preference of its own.
	Default []int
}

// Option is one answer to a decision.
type Option struct {
	Label  string
	Target Target
}

// Decider answers decisions for every player. A scenario answers from its
// script, an automatic player from a seeded policy, a game client from its
// user. The runtime never asks anything any other way.
type Decider interface {
	Decide(g *Game, d *Decision) ([]int, error)
}

// DeciderFunc adapts a function to the Decider interface.
type DeciderFunc func(g *Game, d *Decision) ([]int, error)

// Decide implements Decider.
func (f DeciderFunc) Decide(g *Game, d *Decision) ([]int, error) { return f(g, d) }

// FirstOptions is a Decider that always takes the first options it may:
// the first Min options (all of them, in order, for an ordering), and
// "yes" for a yes-or-no question.
var FirstOptions = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
	if d.Default != nil {
		return d.Default, nil
	}
	n := d.Min
	if d.Kind == ChooseYesNo {
		n = 1
	}
	if d.Kind == ChooseOrder {
		n = len(d.Options)
	}
	idx := make([]int, n)
	for i := range idx {
		idx[i] = i
	}
	return idx, nil
})

func (g *Game) decide(d *Decision) ([]int, error) {
	dec := g.Decider
	if dec == nil {
		dec = FirstOptions
	}
	if len(d.Options) == 0 && d.Min == 0 {
		return nil, nil
	}
	idx, err := dec.Decide(g, d)
	if err != nil {
		return nil, err
	}
	if len(idx) < d.Min || len(idx) > d.Max {
		return nil, &DecisionError{Msg: "answer to \"" + d.Prompt + "\" has the wrong number of choices"}
	}
	seen := map[int]bool{}
	for _, i := range idx {
		if i < 0 || i >= len(d.Options) || seen[i] && d.Kind != ChooseDamage {
			return nil, &DecisionError{Msg: "answer to \"" + d.Prompt + "\" names an option that is not offered"}
		}
		seen[i] = true
	}
	return idx, nil
}
