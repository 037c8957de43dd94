package interp

import (
	"errors"
	"fmt"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/mtgs/mtgs/runtime"
)

// Scenario is a compiled scenario: a game set-up, then actions and
// expectations in order. Run plays it on a fresh game each time.
type Scenario struct {
	Name  string
	Pos   lexer.Position
	setup setup
	steps []step
}

type setup struct {
	players []string
	turn    int
	active  int
	step    runtime.Step
	life    map[int]int
	mana    map[int]runtime.ManaCost
	cards   []setupCard
}

type setupCard struct {
	pos      lexer.Position
	def      *runtime.CardDef
	owner    int
	zone     runtime.Zone
	label    string
	tapped   bool
	sick     bool
	counters map[string]int
	attachTo string // label or name of the card it is attached to
}

// step is one compiled action or expectation.
type step struct {
	pos lexer.Position
	run func(r *run) error
}

// Failure is an expectation that did not hold, or an action that went
// wrong, at a line of a scenario file.
type Failure struct {
	Pos lexer.Position
	Msg string
}

func (f Failure) String() string { return fmt.Sprintf("%s:%d: %s", f.Pos.Filename, f.Pos.Line, f.Msg) }

// Result is the outcome of one run of a scenario.
type Result struct {
	Scenario *Scenario
	Failures []Failure
	Log      []string
}

// Passed reports whether every expectation held.
func (r *Result) Passed() bool { return len(r.Failures) == 0 }

// run is the state of one scenario run.
type run struct {
	sc       *Scenario
	g        *runtime.Game
	labels   map[string]*runtime.Card
	byName   map[string][]*runtime.Card
	answers  []answer
	kicks    []int // the optional costs the cast being made pays
	failures []Failure
}

// answer is a queued answer to a decision (a "choose" line).
type answer struct {
	pos    lexer.Position
	yes    bool
	no     bool
	ref    string // a label or card name
	player string
	mode   int
}

func (a answer) String() string {
	switch {
	case a.yes:
		return "yes"
	case a.no:
		return "no"
	case a.player != "":
		return "player " + a.player
	case a.mode > 0:
		return fmt.Sprintf("mode %d", a.mode)
	}
	return a.ref
}

// fail is returned by a step whose expectation failed; the run goes on.
type fail struct{ msg string }

func (f *fail) Error() string { return f.msg }

func failf(format string, args ...any) error { return &fail{fmt.Sprintf(format, args...)} }

// stop is returned by a step after which the scenario can't go on.
type stop struct{ msg string }

func (s *stop) Error() string { return s.msg }

// Run plays the scenario on a new game. log, if not nil, receives each log
// line as the game writes it.
func (s *Scenario) Run(log func(string)) *Result {
	r := &run{sc: s, labels: map[string]*runtime.Card{}, byName: map[string][]*runtime.Card{}}
	res := &Result{Scenario: s}
	g := runtime.NewGame(s.setup.players...)
	g.OnLog = log
	g.Decider = runtime.DeciderFunc(r.decide)
	r.g = g
	s.setup.apply(r)
	for _, st := range s.steps {
		err := st.run(r)
		if err == nil {
			continue
		}
		if f, ok := err.(*fail); ok {
			r.failures = append(r.failures, Failure{st.pos, f.msg})
			continue
		}
		msg := err.Error()
		var re *runtime.RuleError
		if errors.As(err, &re) {
			msg = "expected the action to be allowed, got a refusal: " + msg
		}
		r.failures = append(r.failures, Failure{st.pos, msg})
		break
	}
	if len(r.answers) > 0 && len(r.failures) == 0 {
		r.failures = append(r.failures, Failure{r.answers[0].pos, fmt.Sprintf("expected every choice to be used, got %q left over", r.answers[0].String())})
	}
	res.Failures = r.failures
	res.Log = g.Log
	return res
}

func (su *setup) apply(r *run) {
	g := r.g
	for _, sc := range su.cards {
		c := g.AddCard(sc.def, runtime.PlayerID(sc.owner), sc.zone)
		c.Obj.Tapped = sc.tapped
		if len(sc.counters) > 0 {
			c.Obj.Counters = map[string]int{}
			for k, v := range sc.counters {
				c.Obj.Counters[k] = v
			}
		}
		if sc.sick {
			c.Obj.ControlSince = su.turn
		}
		if sc.label != "" {
			r.labels[sc.label] = c
		}
		r.byName[sc.def.Name] = append(r.byName[sc.def.Name], c)
	}
	for i, sc := range su.cards {
		if sc.attachTo != "" {
			if host := r.card(sc.attachTo); host != nil {
				g.Card(runtime.CardID(i + 1)).Obj.AttachedTo = host.Obj.Ref
			}
		}
	}
	for p, life := range su.life {
		g.Players[p].Life = life
	}
	for p, m := range su.mana {
		for c, n := range m.Colored {
			g.Players[p].Pool[c] += n
		}
		g.Players[p].Pool[runtime.Colorless] += m.Generic
	}
	g.SetTurn(su.turn, runtime.PlayerID(su.active), su.step)
}

// card finds the physical card a label or name refers to.
func (r *run) card(ref string) *runtime.Card {
	if c, ok := r.labels[ref]; ok {
		return c
	}
	if cs := r.byName[ref]; len(cs) > 0 {
		return cs[0]
	}
	return r.g.Newest(ref) // a token, named by its name (111.4)
}

// obj returns the current object of the card a reference names.
func (r *run) obj(ref string) (*runtime.Object, error) {
	c := r.card(ref)
	if c == nil || c.Obj == nil {
		return nil, &stop{fmt.Sprintf("%s no longer exists", ref)}
	}
	return c.Obj, nil
}

// decide answers a decision from the queued answers.
func (r *run) decide(g *runtime.Game, d *runtime.Decision) ([]int, error) {
	switch d.Kind {
	case runtime.ChooseOptionalCosts:
		return r.kicks, nil
	case runtime.ChooseDamage:
		// One answer per point of damage, repeats allowed; unanswered, the
		// default division (lethal damage in order) is taken.
		var idx []int
		for len(idx) < d.Max && len(r.answers) > 0 {
			i := r.matchOption(d, r.answers[0], nil)
			if i < 0 {
				break
			}
			idx = append(idx, i)
			r.answers = r.answers[1:]
		}
		if len(idx) == 0 {
			return d.Default, nil
		}
		return idx, nil
	case runtime.ChooseYesNo:
		if len(r.answers) == 0 || !(r.answers[0].yes || r.answers[0].no) {
			return nil, fmt.Errorf("no \"choose yes\" or \"choose no\" answers %q", d.Prompt)
		}
		a := r.answers[0]
		r.answers = r.answers[1:]
		if a.yes {
			return []int{0}, nil
		}
		return []int{1}, nil
	case runtime.ChooseOrder:
		// Unanswered, triggers go on the stack in the order they are listed.
		var idx []int
		used := map[int]bool{}
		for len(idx) < len(d.Options) && len(r.answers) > 0 {
			i := r.matchOption(d, r.answers[0], used)
			if i < 0 {
				break
			}
			used[i] = true
			idx = append(idx, i)
			r.answers = r.answers[1:]
		}
		for i := range d.Options {
			if !used[i] {
				idx = append(idx, i)
			}
		}
		return idx, nil
	}
	var idx []int
	used := map[int]bool{}
	for len(idx) < d.Max && len(r.answers) > 0 {
		i := r.matchOption(d, r.answers[0], used)
		if i < 0 {
			break
		}
		used[i] = true
		idx = append(idx, i)
		r.answers = r.answers[1:]
	}
	if len(idx) >= d.Min {
		if len(idx) > 0 || d.Min == 0 {
			return idx, nil
		}
	}
	if len(idx) == 0 && len(d.Options) == 1 && d.Min == 1 {
		return []int{0}, nil // the only legal choice
	}
	var opts []string
	for _, o := range d.Options {
		opts = append(opts, o.Label)
	}
	next := "no choice"
	if len(r.answers) > 0 {
		next = fmt.Sprintf("%q", r.answers[0].String())
	}
	return nil, fmt.Errorf("%s: expected a choice among [%s], got %s", d.Prompt, strings.Join(opts, ", "), next)
}

func (r *run) matchOption(d *runtime.Decision, a answer, used map[int]bool) int {
	for i, o := range d.Options {
		if used != nil && used[i] {
			continue
		}
		switch {
		case a.player != "":
			if p, ok := r.g.PlayerByName(a.player); ok && o.Target.Obj.IsZero() && o.Target.Player == p {
				return i
			}
		case a.ref != "":
			if c := r.card(a.ref); c != nil && c.Obj != nil && o.Target.Obj == c.Obj.Ref {
				return i
			}
		case a.mode > 0:
			if i == a.mode-1 {
				return i
			}
		}
	}
	return -1
}
