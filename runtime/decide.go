package runtime

import (
	"slices"
	"strconv"
)

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
	// ChooseColor asks for a color (105.1). Its options are made by
	// ColorOptions: each color's name in lower case, "red".
	ChooseColor
	// ChooseCreatureType asks for a creature type (205.3m). Its options
	// are labelled with the types as printed, capitalized: "Goblin".
	ChooseCreatureType
	// ChooseCardName asks for a card name (201.3). Its options are
	// labelled with the names exactly as printed, capitals included.
	ChooseCardName
	// ChooseNumber asks for a number. Its options are made by
	// NumberOptions: the numbers in decimal, "3".
	ChooseNumber
	// ChooseSticker asks which sticker to put on an object (123.3). Each
	// option is labelled with the sticker's kind and its words, text or
	// numbers: `name sticker "Hot Dog"`.
	ChooseSticker
	// ChooseNamePosition asks where the words of a name sticker go in a
	// name (123.6b). Option i puts them after i words and is labelled with
	// the name that makes: "Grizzly Hot Dog Bears".
	ChooseNamePosition
	// ChooseMulligan asks a player whether to keep their hand or take a
	// mulligan (103.5). Option 0 is labelled "keep", option 1 "mulligan".
	ChooseMulligan
	// ChooseBottom asks a player who kept a hand after mulligans which
	// cards of it to put on the bottom of their library, in order, the
	// last chosen lowest (103.5). Each option is a card in their hand.
	ChooseBottom
	// ChooseDivide divides an amount of damage among the targets of a
	// spell or ability as it is put on the stack (601.2d; divide.go). Each
	// option is a target; the answer names one option per point of damage
	// (options repeat), and names every option at least once.
	ChooseDivide
	// ChooseLandType asks for a basic land type (305.6; chosen.go). Its
	// options are labelled with the types as printed: "Island".
	ChooseLandType
	// ChoosePayment asks how to pay a mana cost (601.2g–h, 605.3): which
	// untapped mana sources to tap, and for a source that can make several
	// kinds of mana, which. Each option is one way of tapping one source,
	// its Target the source, labelled as the log says it: "tap Tropical
	// Island #4.1 for {U}". After those come the mana abilities whose cost
	// is {T} and more, one option per ability and mana it adds, labelled
	// with that cost: "pay {1}, tap Azorius Signet #5.1 for {W}{U}", "pay
	// 1 life, tap Horizon Canopy #6.1 for {G}", "tap and sacrifice Lotus
	// Petal #7.1 for {R}" (mana_costed.go); the mana ones are paid from
	// the pool and the mana of the other options named. The answer names
	// at most one option per source, the plain taps in the order they are
	// tapped, and must pay the cost with the mana pool; mana it makes
	// beyond the cost stays in the pool (106.4). The Default is the
	// automatic payment, which never pays life nor sacrifices a
	// permanent. It is asked only when the cost needs a source tapped and
	// another way to pay exists (payment.go).
	ChoosePayment
	// ChooseAttackers declares attackers through the Decider (Game.Declare,
	// 508.1): each option is a creature attacking one player or
	// planeswalker (the label says which; Target.Obj is the creature), and
	// the answer names at most one option per creature.
	ChooseAttackers
	// ChooseBlockers declares blockers through the Decider (Game.Declare,
	// 509.1): each option is a creature blocking one attacker; a creature
	// may be named with several attackers up to Game.BlockLimit.
	ChooseBlockers
	// ChooseSpend asks which mana of the pool pays the generic part of a
	// cost (601.2h: the player pays in any order, with the mana they
	// choose), once the sources to tap are known: it decides what is left
	// in the pool and what was spent (converge, "if {R} was spent").
	// Each option is a type of mana the pool has beyond the colored
	// symbols, labelled "{R}" ("{C}" for colorless); the answer names an
	// option once per generic mana, as many times as the pool has that
	// mana at most. The Default spends colorless mana first, then white,
	// blue, black, red and green. It is asked only when the choice changes
	// something: the generic part can be paid with more than one type of
	// mana and leaves some unspent (payment.go).
	ChooseSpend
)

var decisionNames = [...]string{"targets", "yes or no", "order", "replacement", "mode", "attachment", "discard", "optional costs", "objects", "damage",
	"color", "creature type", "card name", "number", "sticker", "name position", "mulligan", "bottom",
	"divide",
	"land type", "payment", "attackers", "blockers", "spend"}

// Repeats reports whether an answer to a decision of kind k names an
// option once per unit (of damage, of mana), so that options may repeat.
func (k DecisionKind) Repeats() bool {
	return k == ChooseDamage || k == ChooseDivide || k == ChooseSpend
}

func (k DecisionKind) String() string {
	if int(k) < len(decisionNames) {
		return decisionNames[k]
	}
	return "decision " + strconv.Itoa(int(k))
}

// AllColors is the set of the five colors.
const AllColors ColorSet = 1<<White | 1<<Blue | 1<<Black | 1<<Red | 1<<Green

// ColorOptions returns the options of a ChooseColor decision: the colors
// of s in WUBRG order, each labelled with its name ("white").
func ColorOptions(s ColorSet) []Option {
	var opts []Option
	for c := White; c <= Green; c++ {
		if s.Has(c) {
			opts = append(opts, LabelOption(c.String()))
		}
	}
	return opts
}

// LabelOptions returns options labelled with the given words, in order:
// the options of a ChooseCreatureType ("Goblin") or ChooseCardName
// (a name as printed) decision.
func LabelOptions(labels ...string) []Option {
	opts := make([]Option, 0, len(labels))
	for _, l := range labels {
		opts = append(opts, LabelOption(l))
	}
	return opts
}

// MaxNumberOptions is the most options NumberOptions makes: an effect
// that lets a player choose a number bounds the range it offers.
const MaxNumberOptions = 10000

// NumberOptions returns the options of a ChooseNumber decision: the
// numbers from lo to hi in decimal ("0", "1", …), lo no less than 0 and
// at most MaxNumberOptions of them.
func NumberOptions(lo, hi int) []Option {
	lo = max(lo, 0)
	hi = min(hi, MaxNumber, lo+MaxNumberOptions-1)
	var opts []Option
	for n := lo; n <= hi; n++ {
		opts = append(opts, LabelOption(strconv.Itoa(n)))
	}
	return opts
}

// chooseNumber asks player p for a number from 0 to most (a ChooseNumber
// decision with prompt); with no answer it is 0.
func (g *Game) chooseNumber(p PlayerID, prompt string, most int) (int, error) {
	d := &Decision{Kind: ChooseNumber, Player: p, Prompt: prompt, Options: NumberOptions(0, most), Min: 1, Max: 1}
	idx, err := g.decide(d)
	if err != nil {
		return 0, err
	}
	if len(idx) != 1 {
		return 0, nil
	}
	return strconv.Atoi(d.Options[idx[0]].Label)
}

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
	// Lethal is set on the ChooseDamage decision that divides the combat
	// damage of an attacking creature with trample among its blockers and
	// the player or planeswalker it attacks, its last option (702.19b):
	// one number for each blocker option, how many times an answer must
	// name that blocker for it to name the last option at all. It is the
	// damage lethal to the blocker (1 from a source with deathtouch,
	// 702.2c), counting the damage already marked on it and the damage
	// the attackers dividing before this one assigned it in the step,
	// less the most the attackers dividing after this one could assign
	// it: what they do assign is checked once all have divided, and the
	// combat damage step is refused (a DecisionError) if the blocker
	// doesn't get lethal damage in all. Nil on every other decision: a
	// ChooseDamage decision of a prevention or redirection shield (615.7,
	// 615.8) or of a blocker dividing its damage among the attackers it
	// blocks (510.1d) has no such rule.
	Lethal []int
}

// Option is one answer to a decision: its Label, and in Target what it
// names, an object, an ability on the stack or a player, as a Target
// names them. An option that names none of these — a label-only option:
// yes or no, a mode, a kicker cost, a color, a number, a card name — has
// Target.Player NoPlayer, not 0, so that no one reads it as the first
// player; LabelOption makes one. Target.IsPlayer reports whether an
// option names a player.
type Option struct {
	Label  string
	Target Target
}

// LabelOption returns an option that names no object, ability or player:
// its label says what it is.
func LabelOption(label string) Option {
	return Option{Label: label, Target: Target{Player: NoPlayer}}
}

// Decider answers decisions for every player. A scenario answers from its
// script, an automatic player from a seeded policy, a game client from its
// user. The runtime never asks anything any other way.
type Decider interface {
	Decide(g *Game, d *Decision) ([]int, error)
}

// DefaultTaker is a Decider that answers some kinds of decision with
// their Default whenever one is offered: an automatic player that lets the
// runtime tap its lands and spend its mana the planned way. For those
// kinds the runtime takes the Default itself, without building the
// decision (its options, their labels, its prompt) or asking. A game
// keeping a journal (Record) asks anyway, so that the journal holds every
// decision and its answer.
type DefaultTaker interface {
	Decider
	// TakesDefault reports whether the Decider answers every decision of
	// kind k that has a Default with that Default.
	TakesDefault(k DecisionKind) bool
}

// takesDefault reports whether the game may take the Default of a
// decision of kind k without asking (DefaultTaker).
func (g *Game) takesDefault(k DecisionKind) bool {
	t := g.deciderIs().taker
	return t != nil && g.journal == nil && t.TakesDefault(k)
}

// LabelReader is a Decider that may read no labels of the options of
// some kinds of decision (Option.Label): an automatic player that answers
// from how many options there are and what they stand for
// (Option.Target). For those kinds the runtime may leave the labels
// empty, as it does for a choice of targets, where naming each target is
// most of making the decision. A Decider that doesn't implement it gets
// every label.
type LabelReader interface {
	Decider
	// ReadsLabels reports whether Decide reads the labels of the options
	// of decisions of kind k.
	ReadsLabels(k DecisionKind) bool
}

// readsLabels reports whether the game's Decider may read the labels of
// the options of a decision of kind k (LabelReader).
func (g *Game) readsLabels(k DecisionKind) bool {
	l := g.deciderIs().labels
	return l == nil || l.ReadsLabels(k)
}

// AnswerBorrower is a Decider that may build an answer in storage the
// game lends. DecideIn answers d as Decide does (the same answer, the
// same draws of its own), except that an answer it makes may be built in
// buf's array (appended to buf[:0]) rather than a new one: the game asks
// it so only where it reads the answer before it asks anything else, and
// uses buf's array again after. A Decider that doesn't implement it is
// asked Decide.
type AnswerBorrower interface {
	Decider
	// DecideIn is Decide, building an answer it makes in buf's array.
	DecideIn(g *Game, d *Decision, buf []int) ([]int, error)
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

func (g *Game) decide(d *Decision) ([]int, error) { return g.decideIn(d, nil) }

// decideIn is decide, lending an AnswerBorrower buf (non-nil) to build its
// answer in: the caller reads the answer before it asks anything else.
func (g *Game) decideIn(d *Decision, buf []int) ([]int, error) {
	dec := g.Decider
	if dec == nil {
		dec = FirstOptions
	}
	if len(d.Options) == 0 && d.Min == 0 {
		return nil, nil
	}
	g.deciding, g.unusual = g.deciding+1, g.unusual+1 // a rare state (unusualNow)
	var a AnswerBorrower
	if buf != nil { // only a lent decision has buf: the Decider is the game's, not a probe's
		a = g.deciderIs().answers
	}
	var idx []int
	var err error
	if a != nil {
		idx, err = a.DecideIn(g, d, buf)
	} else {
		idx, err = dec.Decide(g, d)
	}
	g.deciding, g.unusual = g.deciding-1, g.unusual-1
	g.journalDecision(d, idx, err) // journal.go
	if err != nil {
		return nil, err
	}
	// An answer of one option, in range, to a decision that takes one and
	// checks no division: Check takes it (a single choice can't repeat).
	// Most answers are such: a target, a player, a yes or no.
	if len(idx) == 1 && d.Min <= 1 && d.Max >= 1 && uint(idx[0]) < uint(len(d.Options)) &&
		d.Kind != ChooseDivide && d.Lethal == nil && g.verifyCaches == nil {
		return idx, nil
	}
	if err := d.Check(idx); err != nil {
		return nil, err
	}
	return idx, nil
}

// Check reports why the runtime refuses answer to d, or nil when it takes
// it: the *DecisionError the action or step asking d fails with. An
// answer names between Min and Max options, each an index into Options,
// none twice unless the kind repeats options (Repeats); a ChooseDivide
// answer names every option at least once (601.2d); an answer to a
// decision with Lethal names the last option only once it names each
// blocker option as many times as Lethal says (702.19b). A host asking a
// user can check an answer first and ask again, rather than have the
// action fail: an answer Check takes is refused later only by what the
// decision alone can't tell (a payment that can't pay, too much of a
// mana spent, a trampler counting on the attackers dividing after it).
func (d *Decision) Check(answer []int) error {
	if len(answer) < d.Min || len(answer) > d.Max {
		want := strconv.Itoa(d.Min)
		if d.Min != d.Max {
			want += " to " + strconv.Itoa(d.Max)
		}
		return d.refuse("", strconv.Itoa(len(answer))+" choices, wanting "+want)
	}
	repeats := d.Kind.Repeats()
	var seen map[int]bool // for long answers; a short one is searched
	if !repeats && len(answer) > 8 {
		seen = make(map[int]bool, len(answer))
	}
	for k, i := range answer {
		again := false
		switch {
		case repeats:
		case seen != nil:
			again, seen[i] = seen[i], true
		default:
			again = slices.Contains(answer[:k], i)
		}
		if i < 0 || i >= len(d.Options) {
			return d.refuse("", "no option "+strconv.Itoa(i)+" is offered: the options are 0 to "+strconv.Itoa(len(d.Options)-1))
		}
		if again {
			return d.refuse("", "option "+strconv.Itoa(i)+" is chosen twice")
		}
	}
	if d.Kind == ChooseDivide || d.Lethal != nil {
		return d.checkDivision(answer)
	}
	return nil
}

// checkDivision checks the rules of a division of damage Check found well
// formed: each target of a ChooseDivide decision is dealt at least 1
// (601.2d); a trampler's damage goes to the player or planeswalker it
// attacks only once each blocker is assigned its Lethal (702.19b).
func (d *Decision) checkDivision(answer []int) error {
	counts := make([]int, len(d.Options))
	for _, i := range answer {
		counts[i]++
	}
	if d.Kind == ChooseDivide {
		for i, n := range counts {
			if n == 0 {
				return d.refuse("601.2d", d.Options[i].Label+" must be assigned at least 1 damage")
			}
		}
	}
	last := len(d.Options) - 1
	if d.Lethal == nil || last < 0 || counts[last] == 0 {
		return nil
	}
	for i, need := range d.Lethal {
		if i < last && counts[i] < need {
			return d.refuse("702.19b", "damage goes to "+d.Options[last].Label+" only once each blocker is assigned lethal damage, and "+
				d.Options[i].Label+" is assigned "+strconv.Itoa(counts[i])+" of the "+strconv.Itoa(need)+" it needs")
		}
	}
	return nil
}

// refuse is the DecisionError for an answer to d that breaks rule (none:
// it doesn't fit the decision's shape) as why says.
func (d *Decision) refuse(rule, why string) error {
	return &DecisionError{Msg: "answer to \"" + d.Prompt + "\": " + why, Rule: rule}
}
