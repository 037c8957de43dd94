package runtime

import "strings"

// Self-replacement effects (614.15) and the order of 616.1.
//
// A self-replacement effect is not a continuous effect: it is part of a
// resolving spell or ability and replaces part of that spell's or
// ability's own instructions. "Destroy target creature. If that creature
// would die this way, exile it instead" is one: the destruction is the
// spell's own instruction, and "this way" limits the replacement to it. A
// replacement a resolving spell sets up for later events is not ("… if
// that creature would die this turn, exile it instead" watches every way
// the creature could die this turn: a continuous effect, ReplaceZone).
//
// When several replacement effects apply to one event, the affected
// object's controller chooses one to apply, then chooses again among
// those that still apply (616.1, 616.1f), but not freely: the
// self-replacement effects must be chosen first (616.1a), then those
// that change under whose control an object enters the battlefield
// (616.1b), then those that make it enter as a copy (616.1c), then those
// that make a card enter with its back face up (616.1d), and only then
// any other (616.1e). Each effect replacing a move says which of these
// steps it belongs to (replacing.step), as the runtime made it: a
// SelfReplace makes step616a ones, everything else the zero value,
// step616e. The runtime has no effect of 616.1b or 616.1d (the language
// has no replacement that changes who controls an entering permanent, and
// no double-faced cards); the copy effect of "you may have this enter as
// a copy of …" (616.1c) is the only effect modifying how a permanent
// enters that can apply alongside another one, its own "enters with"
// effects, and enterWith applies it before them (614.12) without a
// choice. The damage-side effects (prevention shields, protection,
// redirections) and the replacements of losing the game are all of
// 616.1e: the language has no self-replacement effect for damage or for
// losing.
//
// mayChooseNow narrows the effects that apply to an event to those the
// chooser may choose now. It is asked only when two or more apply, so an
// event with one or none costs nothing more.

// choiceStep is the step of 616.1 at which a replacement effect may be
// chosen: an effect of a higher step must be chosen before any of a
// lower one.
type choiceStep uint8

const (
	// step616e: any other applicable effect (616.1e); the zero value.
	step616e choiceStep = iota
	// step616a: a self-replacement effect (616.1a, 614.15).
	step616a
)

// mayChooseNow returns the effects of apply, two or more replacement
// effects that apply to one event, that may be chosen to apply next
// (616.1a–e): those of the highest step among them. It returns apply
// itself when all are of one step, as they almost always are.
func mayChooseNow(apply []replacing) []replacing {
	top, mixed := apply[0].step, false
	for _, r := range apply[1:] {
		if r.step != top {
			mixed = true
			top = max(top, r.step)
		}
	}
	if !mixed {
		return apply
	}
	out := make([]replacing, 0, len(apply)-1)
	for _, r := range apply {
		if r.step == top {
			out = append(out, r)
		}
	}
	return out
}

// SelfReplace is an instruction with a self-replacement effect of its
// spell or ability (614.15): while Effect happens, an object it would put
// into To (from From, or from anywhere if ZoneNone) goes to Instead. With
// a Filter, only an object that matches it is affected ("if a creature
// would die this way"); without, every object the instruction moves
// ("if that creature would die this way"). Owner limits it to objects
// owned by the ability's controller (RelYou: "would be put into your
// graveyard this way") or by an opponent. It applies before any other
// replacement effect that also applies to the move (616.1a) and, like
// every replacement effect, once per event (616.1f).
type SelfReplace struct {
	Effect  Effect
	Filter  *Filter
	Owner   Rel
	From    Zone
	To      Zone
	Instead Zone
	Text    string
}

// selfReplacing is a SelfReplace in effect: its instruction is
// happening, in a resolution controlled by controller. Its address
// identifies it as one replacement effect (616.1f).
type selfReplacing struct {
	SelfReplace
	controller PlayerID
	text       string // as the log and the choice of 616.1 show it
}

// Apply implements Effect: the instruction happens with its
// self-replacement effect in effect, and only it.
func (e SelfReplace) Apply(r *Resolution) error {
	g := r.Game
	s := &selfReplacing{SelfReplace: e, controller: r.Controller, text: e.Text}
	if c := g.Card(r.Source.Card); c != nil {
		s.text = c.Def.Name + ": " + e.Text
	}
	n := len(g.selfReplacements)
	g.selfReplacements = append(g.selfReplacements, s)
	defer func() {
		g.selfReplacements[n] = nil
		g.selfReplacements = g.selfReplacements[:n]
	}()
	return e.Effect.Apply(r)
}

// applies reports whether s replaces o's move to zone to.
func (s *selfReplacing) applies(g *Game, o *Object, to Zone) bool {
	return s.To == to && to != s.Instead && (s.From == ZoneNone || s.From == o.Zone) &&
		relHolds(s.Owner, o.Card.Owner, s.controller) &&
		(s.Filter == nil || g.Matches(s.Filter, o.Ref, s.controller))
}

// selfReplacementsFor adds to out the self-replacement effects that apply
// to o's move to zone to.
func (g *Game) selfReplacementsFor(o *Object, to Zone, out []replacing) []replacing {
	for _, s := range g.selfReplacements {
		if s.applies(g, o, to) {
			out = append(out, replacing{key: s, text: s.text, instead: s.Instead, step: step616a})
		}
	}
	return out
}

// String renders the instruction, then its self-replacement effects in
// the order the text gives them (the first written is the outermost).
func (e SelfReplace) String() string {
	var clauses []string
	var x Effect = e
	for {
		sr, ok := x.(SelfReplace)
		if !ok {
			break
		}
		clauses = append(clauses, sr.clause())
		x = sr.Effect
	}
	return describe(x) + "; " + strings.Join(clauses, "; ")
}

// clause renders e's replacement alone.
func (e SelfReplace) clause() string {
	what := "it"
	if e.Filter != nil {
		what = "a " + e.Filter.String()
	}
	s := "if " + what + " would be put into " + zonePhrase(e.To)
	switch e.Owner {
	case RelYou:
		s = "if " + what + " would be put into your " + e.To.String()
	case RelOpponent:
		s = "if " + what + " would be put into an opponent's " + e.To.String()
	}
	if e.From != ZoneNone {
		s += " from " + zonePhrase(e.From)
	}
	return s + " this way, put it into " + zonePhrase(e.Instead) + " instead (a self-replacement effect, 614.15: applied before any other replacement effect, 616.1a)"
}
