package interp

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
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
	// watch, if set, is given the game as soon as it is made (tests).
	watch func(*runtime.Game)
}

type setup struct {
	players []string
	turn    int
	active  int
	step    runtime.Step
	life    map[int]int
	mana    map[int]runtime.ManaCost
	cards   []setupCard
	// cardNames: the library's card names, which a player may choose
	// (201.3, runtime/card_name.go)
	cardNames []string
	// stickers: the players' sticker sheets and tickets (stickers.go)
	stickers stickerSetup
}

// setupCard is one entry of a set-up: count copies of a card.
type setupCard struct {
	pos      lexer.Position
	def      *runtime.CardDef
	count    int
	owner    int
	zone     runtime.Zone
	label    string
	tapped   bool
	sick     bool
	entered  bool // entered the battlefield this turn
	token    bool
	counters map[string]int
	attachTo string // label or name of the card it is attached to, or the player
}

// step is one compiled action or expectation.
type step struct {
	pos lexer.Position
	run func(r *run) error
}

// Failure is an expectation that did not hold, or an action that went
// wrong, at a line of a scenario file; or an answer to a choice that went
// wrong or that no decision used, at the answer.
type Failure struct {
	Pos lexer.Position
	Msg string
	// atAnswer: Pos is one answer's, and a line may hold several (a
	// "choose" line, a cast line's clauses), so String gives its column.
	atAnswer bool
}

func (f Failure) String() string {
	if f.atAnswer {
		return fmt.Sprintf("%s:%d:%d: %s", f.Pos.Filename, f.Pos.Line, f.Pos.Column, f.Msg)
	}
	return fmt.Sprintf("%s:%d: %s", f.Pos.Filename, f.Pos.Line, f.Msg)
}

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
	sc      *Scenario
	g       *runtime.Game
	labels  map[string]*runtime.Card
	byName  map[string][]*runtime.Card
	answers []answer
	// kicks: the kicker costs the cast being made pays, as its "kicked"
	// clause says; nil when the cast line has none or no cast line is
	// being made, so that a "kicked" answer names them (kickers). The
	// choice of kicker costs uses it up, setting it to nil: a clause
	// still there once the cast is made was never asked for.
	kicks    []int
	failures []Failure
	// answerErr is the first queued answer that could not answer the
	// decision it was given to during the current step. It fails the
	// scenario even when the runtime goes on without the answer (it takes
	// the first replacement effect when a choice among them fails).
	answerErr *answerError
}

// answer is a queued answer to a decision (a "choose" line). A bare word
// may be read several ways (a label that is also a color): each decision
// kind reads the field it needs.
type answer struct {
	pos         lexer.Position
	actor       int    // the player who must be deciding, -1 for anyone
	actorName   string // as written
	yes         bool
	no          bool
	ref         string // a label or card name
	player      string
	mode        int
	color       string // a color, lower case
	creature    string // a creature type, as written
	landType    string // a basic land type, as printed (chosen.go)
	name        string // a card name, for a choice of a card name
	isName      bool
	number      int
	isNumber    bool
	replacement string   // words of a replacement effect
	abilityOf   string   // a label or card name: an ability on the stack whose source it is
	kicked      []string // the kicker costs to pay, as costs are written ("{2}{B}")
	// a sticker (its words, text or numbers) and where a name sticker's
	// words go (stickers.go)
	sticker    string
	isSticker  bool
	position   int
	isPosition bool
}

func (a answer) String() string {
	if s, ok := stickerAnswerText(a); ok {
		return s
	}
	switch {
	case a.yes:
		return "yes"
	case a.no:
		return "no"
	case a.player != "":
		return "player " + a.player
	case a.mode > 0:
		return fmt.Sprintf("mode %d", a.mode)
	case a.isName:
		return "name " + strconv.Quote(a.name)
	case a.isNumber:
		return strconv.Itoa(a.number)
	case a.replacement != "":
		return "replacement " + strconv.Quote(a.replacement)
	case a.abilityOf != "":
		return "ability of " + a.abilityOf
	case a.kicked != nil:
		return "kicked " + strings.Join(a.kicked, " and ")
	case a.ref != "":
		return a.ref
	case a.color != "":
		return a.color
	}
	return a.creature
}

// answers reports whether a may answer a decision of player p: an answer
// that names no player answers anyone's.
func (a answer) answers(p runtime.PlayerID) bool {
	return a.actor < 0 || runtime.PlayerID(a.actor) == p
}

// answerError is a queued answer that could not answer the decision it
// was given to. It fails the scenario at the answer's line.
type answerError struct {
	pos lexer.Position
	msg string
}

func (e *answerError) Error() string { return e.msg }

// badAnswer records that answer a could not answer a decision.
func (r *run) badAnswer(a answer, format string, args ...any) error {
	return r.answerFailed(a.pos, fmt.Sprintf(format, args...))
}

// answerFailed records that the answer at pos went wrong: it could not
// answer a decision, or (the choice clause of an action) the action's
// decisions never used it.
func (r *run) answerFailed(pos lexer.Position, msg string) error {
	err := &answerError{pos, msg}
	if r.answerErr == nil {
		r.answerErr = err
	}
	return err
}

// wrongPlayer records that a names a player who is not making decision d.
func (r *run) wrongPlayer(d *runtime.Decision, a answer) error {
	return r.badAnswer(a, "expected %s to choose %s, got a decision of %s's: %s", a.actorName, a, r.g.PlayerName(d.Player), d.Prompt)
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
//
// An answer that no decision used fails the scenario at the answer, once
// the scenario has ended: answers are read in order by the next decisions
// that need them, so one the game never asks for stays first in line, and
// the scenario did not run what it says. Every such answer is reported,
// beside any expectation that failed (the answer not asked for may be why
// it failed), but not after an action that stopped the scenario, since
// the answers left were for what came after it.
func (s *Scenario) Run(log func(string)) *Result {
	r := s.start(log)
	res := &Result{Scenario: s}
	g := r.g
	ended := true
	for _, st := range s.steps {
		r.answerErr = nil
		err := st.run(r)
		if ae := r.answerErr; ae != nil {
			// A choice that went wrong: the scenario no longer says
			// what happens next.
			msg := ae.msg
			if ae.pos.Line != st.pos.Line || ae.pos.Filename != st.pos.Filename {
				msg += fmt.Sprintf(" (asked during line %d)", st.pos.Line)
			}
			r.failures = append(r.failures, Failure{Pos: ae.pos, Msg: msg, atAnswer: true})
			ended = false
			break
		}
		if err == nil {
			continue
		}
		if f, ok := err.(*fail); ok {
			r.failures = append(r.failures, Failure{Pos: st.pos, Msg: f.msg})
			continue
		}
		msg := err.Error()
		var re *runtime.RuleError
		if errors.As(err, &re) {
			msg = "expected the action to be allowed, got a refusal: " + msg
		}
		r.failures = append(r.failures, Failure{Pos: st.pos, Msg: msg})
		ended = false
		break
	}
	if ended {
		for _, a := range r.answers {
			r.failures = append(r.failures, Failure{Pos: a.pos, Msg: fmt.Sprintf("expected every choice to be used, got %q left over", a.String()), atAnswer: true})
		}
	}
	res.Failures = r.failures
	res.Log = g.Log()
	return res
}

// start sets up a new game for a run of the scenario.
func (s *Scenario) start(log func(string)) *run {
	r := &run{sc: s, labels: map[string]*runtime.Card{}, byName: map[string][]*runtime.Card{}}
	g := runtime.NewGame(s.setup.players...)
	g.OnLog = log
	g.CardNames = s.setup.cardNames
	g.Decider = runtime.DeciderFunc(r.decide)
	r.g = g
	if s.watch != nil {
		s.watch(g)
	}
	s.setup.apply(r)
	return r
}

func (su *setup) apply(r *run) {
	g := r.g
	type attachment struct {
		card *runtime.Card
		to   string // a label or name
	}
	var attach []attachment
	for _, sc := range su.cards {
		for range sc.count {
			c := su.add(r, sc)
			if sc.attachTo != "" {
				attach = append(attach, attachment{c, sc.attachTo})
			}
		}
	}
	for _, a := range attach {
		if host := r.card(a.to); host != nil {
			a.card.Obj.AttachedTo = host.Obj.Ref
		} else if p, ok := g.PlayerByName(a.to); ok {
			a.card.Obj.SetAttachedPlayer(p) // an Aura that enchants a player (303.4b)
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
	su.stickers.apply(r)
	g.SetTurn(su.turn, runtime.PlayerID(su.active), su.step)
	g.Touch() // the fields set directly above: characteristics are computed again
}

// add makes one card of a set-up entry.
func (su *setup) add(r *run, sc setupCard) *runtime.Card {
	c := r.g.AddCard(sc.def, runtime.PlayerID(sc.owner), sc.zone)
	c.Token = sc.token
	c.Obj.Tapped = sc.tapped
	if len(sc.counters) > 0 {
		c.Obj.Counters = runtime.Counters{} // in place of any it entered with
		for k, v := range sc.counters {
			c.Obj.Counters.Set(k, v)
		}
	}
	if sc.sick || sc.entered {
		c.Obj.ControlSince = su.turn
	}
	if sc.entered {
		c.Obj.EnteredTurn = su.turn
	}
	if sc.label != "" {
		r.labels[sc.label] = c
	}
	r.byName[sc.def.Name] = append(r.byName[sc.def.Name], c)
	return c
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

// cardsOf returns the cards the references name, in order: a token named
// by its name several times (`attack with "Elemental Token", "Elemental
// Token"`) is a different token each time, the newest not yet named.
func (r *run) cardsOf(refs []string) ([]*runtime.Card, error) {
	named := map[*runtime.Card]bool{}
	var out []*runtime.Card
	for _, ref := range refs {
		c := r.card(ref)
		if _, label := r.labels[ref]; !label && len(r.byName[ref]) == 0 && named[c] {
			c = r.g.NewestWhere(ref, func(c *runtime.Card) bool { return !named[c] })
		}
		if c == nil || c.Obj == nil {
			return nil, &stop{fmt.Sprintf("%s no longer exists", ref)}
		}
		named[c] = true
		out = append(out, c)
	}
	return out, nil
}

// obj returns the current object of the card a reference names.
func (r *run) obj(ref string) (*runtime.Object, error) {
	c := r.card(ref)
	if c == nil || c.Obj == nil {
		return nil, &stop{fmt.Sprintf("%s no longer exists", ref)}
	}
	return c.Obj, nil
}

// decide answers a decision from the queued answers. An answer that
// names a player answers only that player's decisions.
func (r *run) decide(g *runtime.Game, d *runtime.Decision) ([]int, error) {
	// mine reports whether the next answer may answer d.
	mine := func() bool { return len(r.answers) > 0 && r.answers[0].answers(d.Player) }
	switch d.Kind {
	case runtime.ChooseOptionalCosts:
		return r.kickers(d)
	case runtime.ChooseDamage, runtime.ChooseDivide, runtime.ChooseOrder, runtime.ChooseReplacement:
		// These may go unanswered. The next answer is left for a later
		// decision unless it names one of these options for another
		// player: then it was meant for this decision.
		if len(r.answers) > 0 && !mine() && r.matchOption(d, r.answers[0], nil) >= 0 {
			return nil, r.wrongPlayer(d, r.answers[0])
		}
	}
	switch d.Kind {
	case runtime.ChoosePayment:
		return r.payment(d), nil
	case runtime.ChooseSpend:
		return r.spend(d)
	case runtime.ChooseDamage, runtime.ChooseDivide:
		// One answer per point of damage, repeats allowed; unanswered, the
		// default division is taken (lethal damage in order; for 601.2d, 1
		// to each target and the rest to the first).
		var idx []int
		for len(idx) < d.Max && mine() {
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
		if len(r.answers) == 0 {
			return nil, fmt.Errorf("no \"choose yes\" or \"choose no\" answers %q", d.Prompt)
		}
		a := r.answers[0]
		if !a.answers(d.Player) {
			return nil, r.wrongPlayer(d, a)
		}
		if !a.yes && !a.no {
			return nil, r.badAnswer(a, "%s: expected yes or no, got %q", d.Prompt, a.String())
		}
		r.answers = r.answers[1:]
		if a.yes {
			return []int{0}, nil
		}
		return []int{1}, nil
	case runtime.ChooseOrder:
		// Unanswered, triggers go on the stack in the order they are listed.
		var idx []int
		used := map[int]bool{}
		for len(idx) < len(d.Options) && mine() {
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
	case runtime.ChooseReplacement:
		// Unanswered, the first replacement effect listed applies first.
		if !mine() || r.answers[0].replacement == "" {
			return []int{0}, nil
		}
	}
	var idx []int
	used := map[int]bool{}
	for len(idx) < d.Max && mine() {
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
	if len(r.answers) == 0 {
		return nil, fmt.Errorf("%s: expected a choice among [%s], got no choice", d.Prompt, strings.Join(opts, ", "))
	}
	a := r.answers[0]
	if !a.answers(d.Player) {
		return nil, r.wrongPlayer(d, a)
	}
	return nil, r.badAnswer(a, "%s: expected a choice among [%s], got %q", d.Prompt, strings.Join(opts, ", "), a.String())
}

// kickers answers the choice of the kicker costs to pay for a spell
// (601.2b, 702.33): the cast line's "kicked" clause, or else, for a cast
// line without one or a spell an effect casts (a madness trigger's), the
// next answer if it is a "kicked" answer. Unanswered, no kicker cost is
// paid, as for a cast line without "kicked": paying none is a choice the
// decision always offers, as an "up to" choice offers choosing nothing.
func (r *run) kickers(d *runtime.Decision) ([]int, error) {
	if r.kicks != nil {
		kicks := r.kicks
		r.kicks = nil // used: the cast asked for it
		return kicks, nil
	}
	if len(r.answers) == 0 || r.answers[0].kicked == nil {
		return []int{}, nil
	}
	a := r.answers[0]
	if !a.answers(d.Player) {
		return nil, r.wrongPlayer(d, a)
	}
	var idx []int
	for _, k := range a.kicked {
		i := slices.IndexFunc(d.Options, func(o runtime.Option) bool { return o.Label == "kicker "+k })
		if i < 0 || slices.Contains(idx, i) {
			var opts []string
			for _, o := range d.Options {
				opts = append(opts, o.Label)
			}
			return nil, r.badAnswer(a, "%s: expected kicker costs among [%s], got %q", d.Prompt, strings.Join(opts, ", "), a.String())
		}
		idx = append(idx, i)
	}
	r.answers = r.answers[1:]
	slices.Sort(idx)
	return idx, nil
}

// matchOption returns the option of d that answer a names, or -1. What
// an answer names depends on the kind of decision: a color, a creature
// type, a card name, a number, a replacement effect (its text, or words
// only its text holds), a mode, or a player or card as a target.
func (r *run) matchOption(d *runtime.Decision, a answer, used map[int]bool) int {
	if d.Kind == runtime.ChooseReplacement {
		return matchReplacement(d, a.replacement, used)
	}
	if i, ok := matchStickerOption(d, a); ok {
		if i >= 0 && used != nil && used[i] {
			return -1
		}
		return i
	}
	for i, o := range d.Options {
		if used != nil && used[i] {
			continue
		}
		switch d.Kind {
		case runtime.ChooseColor:
			if a.color != "" && o.Label == a.color {
				return i
			}
			continue
		case runtime.ChooseCreatureType:
			if a.creature != "" && strings.EqualFold(o.Label, a.creature) {
				return i
			}
			continue
		case runtime.ChooseCardName:
			if a.isName && o.Label == a.name {
				return i
			}
			continue
		case runtime.ChooseLandType:
			if a.landType != "" && o.Label == a.landType {
				return i
			}
			continue
		case runtime.ChooseNumber:
			if a.isNumber && o.Label == strconv.Itoa(a.number) {
				return i
			}
			continue
		}
		switch {
		case a.player != "":
			if p, ok := r.g.PlayerByName(a.player); ok && o.Target.IsPlayer() && o.Target.Player == p {
				return i
			}
		case a.ref != "":
			if c := r.card(a.ref); c != nil && c.Obj != nil && o.Target.Obj == c.Obj.Ref {
				return i
			}
		case a.abilityOf != "":
			if src, ok := r.g.ItemSource(o.Target); ok && r.card(a.abilityOf) != nil && src.Card == r.card(a.abilityOf).ID {
				return i // the options list the stack from the top
			}
		case a.mode > 0:
			if i == a.mode-1 {
				return i
			}
		}
	}
	return -1
}

// matchReplacement returns the replacement effect whose text is words, or
// else the only one whose text contains words, or -1.
func matchReplacement(d *runtime.Decision, words string, used map[int]bool) int {
	if words == "" {
		return -1
	}
	found := -1
	for i, o := range d.Options {
		if used[i] {
			continue
		}
		if o.Label == words {
			return i
		}
		if strings.Contains(o.Label, words) {
			if found >= 0 {
				found = -2 // ambiguous, unless another option is exactly words
			} else if found == -1 {
				found = i
			}
		}
	}
	return max(found, -1)
}

// manaSymbols are the symbols of the colors as scenario answers name them.
var manaSymbols = map[string]string{"white": "{W}", "blue": "{U}", "black": "{B}", "red": "{R}", "green": "{G}", "colorless": "{C}"}

// spend answers a choice of the mana that pays a cost's generic part
// (601.2h): the next answers name one color (or colorless) per generic
// mana (`choose red, colorless`). Unanswered, the Default.
func (r *run) spend(d *runtime.Decision) ([]int, error) {
	var idx []int
	for len(idx) < d.Max && len(r.answers) > 0 && r.answers[0].answers(d.Player) {
		sym := manaSymbols[r.answers[0].color]
		i := slices.IndexFunc(d.Options, func(o runtime.Option) bool { return sym != "" && o.Label == sym })
		if i < 0 {
			break
		}
		idx = append(idx, i)
		r.answers = r.answers[1:]
	}
	switch {
	case idx == nil:
		return d.Default, nil
	case len(idx) < d.Min:
		return nil, fmt.Errorf("%s: name %d mana (one answer each), not %d", d.Prompt, d.Min, len(idx))
	}
	return idx, nil
}

// payment answers a choice of how to pay a mana cost (601.2g–h): the mana
// sources the next answers name, in order, each followed by the color it
// makes when it can make several (`choose tropical, blue`); unnamed, a
// source makes what the automatic payment has it make, or its first kind
// of mana. Unanswered, the automatic payment, the Default.
func (r *run) payment(d *runtime.Decision) []int {
	source := func(a answer) (runtime.ObjRef, bool) {
		if a.ref == "" {
			return runtime.ObjRef{}, false
		}
		c := r.card(a.ref)
		if c == nil || c.Obj == nil {
			return runtime.ObjRef{}, false
		}
		for _, o := range d.Options {
			if o.Target.Obj == c.Obj.Ref {
				return c.Obj.Ref, true
			}
		}
		return runtime.ObjRef{}, false
	}
	var idx []int
	for len(r.answers) > 0 && r.answers[0].answers(d.Player) {
		ref, ok := source(r.answers[0])
		if !ok {
			break
		}
		r.answers = r.answers[1:]
		pick := -1
		if len(r.answers) > 0 && r.answers[0].answers(d.Player) && manaSymbols[r.answers[0].color] != "" {
			for i, o := range d.Options {
				if o.Target.Obj == ref && strings.HasSuffix(o.Label, " for "+manaSymbols[r.answers[0].color]) {
					pick = i
					r.answers = r.answers[1:]
					break
				}
			}
		}
		for _, i := range d.Default {
			if pick < 0 && d.Options[i].Target.Obj == ref {
				pick = i
			}
		}
		for i, o := range d.Options {
			if pick < 0 && o.Target.Obj == ref {
				pick = i
			}
		}
		idx = append(idx, pick)
	}
	if idx == nil {
		return d.Default
	}
	return idx
}
