package runtime

import (
	"fmt"
	"slices"
	"strings"
)

// ItemKind says what a stack item is.
type ItemKind uint8

// Kinds of stack items.
const (
	ItemSpell ItemKind = iota
	ItemActivated
	ItemTriggered
)

// StackItem is a spell or ability on the stack (405).
type StackItem struct {
	ID         int
	Kind       ItemKind
	Spell      ObjRef // the spell object, for ItemSpell
	Ability    *Ability
	Source     ObjRef
	Controller PlayerID
	Targets    [][]Target // per TargetSpec of Ability
	Event      *Event     // the triggering event
	It         []ObjRef   // delayed triggers: what their creating effect found
	Text       string
	Cost       costPaid // what was paid to activate (for "the sacrificed …")
	Modes      []int    // chosen modes (700.2), 1-based
	// Choosers says, for each target group another player chose, who
	// chose it (TargetSpec.ChosenBy); nil when the controller chose all.
	Choosers []PlayerID
	// Division is how the damage of Ability.Divide was divided among its
	// targets, one number per target in order (601.2d; divide.go).
	Division []int
}

type costPaid struct {
	sacrificed []Moved
	discarded  []Moved
	x          int // the X of a −X loyalty cost (loyalty_x.go)
}

// Stack lists the stack from bottom to top. The list is the game's: it
// holds until the stack next changes, so read it before acting again.
func (g *Game) Stack() []*StackItem { return g.stack }

// Name is how the stack item is shown: the spell's name, or the source's
// name followed by "ability".
func (g *Game) ItemName(it *StackItem) string {
	g.ready()
	name := g.Card(it.Source.Card).Def.Name
	if it.Kind == ItemSpell {
		return name
	}
	return name + " ability"
}

func (g *Game) newItemID() int { g.nextItem++; return g.nextItem }

// removeItem takes an item off the stack. The item is usually the top
// one, so the search starts there.
func (g *Game) removeItem(it *StackItem) {
	if n := len(g.stack) - 1; n >= 0 && g.stack[n] == it {
		// The top: slices.Delete's work, written out for the one item.
		g.stack[n] = nil
		g.stack = g.stack[:n]
		g.turnChanged()
		return
	}
	for i := len(g.stack) - 1; i >= 0; i-- {
		if g.stack[i] == it {
			g.stack = slices.Delete(g.stack, i, i+1) // in place: the array is kept for the next item (Stack)
			g.turnChanged()                          // a spell's object moves on its own
			return
		}
	}
}

func (g *Game) itemForSpell(r ObjRef) *StackItem {
	for i := len(g.stack) - 1; i >= 0; i-- {
		if it := g.stack[i]; it.Kind == ItemSpell && it.Spell == r {
			return it
		}
	}
	return nil
}

func (g *Game) targetText(ts [][]Target) string {
	var parts []string
	for _, group := range ts {
		for _, t := range group {
			parts = append(parts, g.DescribeTarget(t))
		}
	}
	if len(parts) == 0 {
		return ""
	}
	return " targeting " + strings.Join(parts, ", ")
}

// errProbeNoTarget is what a spell or ability returns, while LegalActions
// probes it, when a target it must choose has too few legal choices
// (601.2c): a refusal no one reads, so its message isn't written for each
// card in a hand.
var errProbeNoTarget = &RuleError{Rule: "601.2c", Msg: "there are too few legal targets"}

// chooseTargets returns the targets for specs: the given ones if any
// (checked), otherwise the controller's choice through the Decider.
func (g *Game) chooseTargets(specs []TargetSpec, you PlayerID, src ObjRef, given [][]Target, what string, modes, kicked []int) ([][]Target, error) {
	if len(specs) == 0 {
		if hasTargets(given) {
			return nil, refuse("601.2c", "%s has no targets", what)
		}
		return nil, nil
	}
	for i := len(specs); i < len(given); i++ {
		if len(given[i]) > 0 {
			return nil, refuse("601.2c", "%s has only %d target group(s)", what, len(specs))
		}
	}
	// While a probe runs, the targets chosen are read only by the run
	// (the action stops before it puts anything on the stack), so they
	// and the decisions asking for them come from the probe's store. An
	// action taken for real lists the legal targets in the game's work
	// store, made again for each choice, and keeps the targets chosen in
	// the game's arrays for them (keptTargets).
	st := g.probeStore()
	lists := st
	var out [][]Target
	if st == nil {
		lists = &g.space.chooseWork
		lists.targets.reset(g.verifyCaches != nil, &poisonTarget)
		out = g.space.keptTargets.groups(len(specs))
	} else {
		out = st.targetGroups(len(specs))
	}
	for i := range specs {
		spec := &specs[i]
		if !spec.inMode(modes) {
			if i < len(given) && len(given[i]) > 0 {
				return nil, refuse("700.2", "%s: targets are chosen only for the chosen modes", what)
			}
			continue // 700.2: targets of modes not chosen are not chosen
		}
		if !spec.chosenWith(kicked) {
			if i < len(given) && len(given[i]) > 0 {
				return nil, refuse("601.2c", "%s: %q is chosen only if the spell is kicked", what, spec.Text)
			}
			continue
		}
		var picked []Target
		if given != nil {
			if i < len(given) {
				picked = given[i]
			}
			for _, t := range picked {
				if !g.legalTarget(spec, t, you, src) {
					return nil, refuse("601.2c", "%s is not a legal target for %q", g.DescribeTarget(t), spec.Text)
				}
			}
		} else {
			var err error
			if picked, err = g.pickTargets(st, lists, spec, you, src, what, anotherThan(spec, out[:i])); err != nil {
				return nil, err
			}
		}
		if err := g.pickedError(spec, picked, anotherThan(spec, out[:i])); err != nil {
			return nil, err
		}
		if st == nil {
			picked = g.space.keptTargets.keep(picked) // legal's array is the work store's, given's the caller's
		}
		out[i] = picked
	}
	return out, nil
}

// pickTargets asks you to choose the targets of spec, for a source src
// and a spell or ability named what, among its legal ones listed in
// lists (legalTargetsIn) less those chosen before (another), in a
// decision from st while a probe runs, else lent (newDecision). The
// targets picked are legal's, in lists.
func (g *Game) pickTargets(st, lists *probeStore, spec *TargetSpec, you PlayerID, src ObjRef, what string, before [][]Target) ([]Target, error) {
	legal := g.legalTargetsIn(lists, spec, you, src)
	if len(before) > 0 {
		legal = notChosenBefore(legal, before)
	}
	if len(legal) < spec.Min {
		if g.legalProbe {
			return nil, errProbeNoTarget // no one reads the message
		}
		return nil, refuse("601.2c", "no legal target for %q", spec.Text)
	}
	d, lent := g.newDecision(st, len(legal), 0) // decision_loan.go
	d.Kind, d.Player, d.Min, d.Max = ChooseTargets, you, spec.Min, spec.Max
	unlabelled := false
	switch {
	case st != nil:
		// The searching Decider reads how many options there are
		// (firstAnswer, candidateAnswers), never what they are:
		// the answer is read from legal.
		d.Options = d.Options[:len(legal)]
		clearFew(d.Options) // empty, never an earlier decision's
	case g.legalProbe:
		d.Options = g.appendTargetOptions(d.Options, legal) // LegalActions' answers read no prompt
	default:
		d.Prompt = g.targetPrompt(what, spec)
		if g.readsLabels(ChooseTargets) {
			d.Options = g.appendTargetOptions(d.Options, legal)
		} else {
			d.Options = appendTargets(d.Options, legal) // a Decider that reads no label (LabelReader)
			unlabelled = true
		}
	}
	// The answer may be built in the loan's array (decision_loan.go).
	idx, err := g.decideIn(d, g.answerBuf(lent, len(legal)))
	if unlabelled && g.verifyCaches == nil {
		// Options without labels hold nothing for giveBack to let
		// go: a target is no reference. The next decision lent
		// writes each option it offers whole.
		d.Options = d.Options[:0]
	}
	g.giveBack(d, lent) // the answer is read from legal, not from d
	if err != nil {
		g.answerRead(lent)
		return nil, err
	}
	var picked []Target
	if len(idx) == 1 && idx[0] >= 0 && idx[0] < len(legal) {
		k := idx[0]
		picked = legal[k : k+1 : k+1] // one target (the most common): legal's array is no one else's
	} else {
		for _, k := range idx {
			picked = append(picked, legal[k])
		}
	}
	g.answerRead(lent) // picked holds legal's targets, not idx
	return picked, nil
}

// chooseOneGroup is chooseTargets for an action taken for real (no probe
// running) of a spell whose one target group, spec, is chosen whatever
// the modes and kicker (no mode, not only if kicked), with no targets
// given: the choice asked in the game's work store and the targets kept
// in the game's arrays for them, checked as chooseTargets checks them.
func (g *Game) chooseOneGroup(spec *TargetSpec, you PlayerID, src ObjRef, what string) ([][]Target, error) {
	lists := &g.space.chooseWork
	lists.targets.reset(g.verifyCaches != nil, &poisonTarget)
	out := g.space.keptTargets.groups(1)
	picked, err := g.pickTargets(nil, lists, spec, you, src, what, nil)
	if err != nil {
		return nil, err
	}
	// One target where spec allows one (the most common) passes
	// pickedError's tests: nothing is chosen twice.
	if len(picked) != 1 || spec.Min > 1 || spec.Max < 1 {
		if err := g.pickedError(spec, picked, nil); err != nil {
			return nil, err
		}
	}
	out[0] = g.space.keptTargets.keep(picked) // legal's array is the work store's
	return out, nil
}

// anotherThan returns the groups chosen before spec's, before, when spec
// must be another target than theirs, else none.
func anotherThan(spec *TargetSpec, before [][]Target) [][]Target {
	if spec.Another && len(before) > 0 {
		return before
	}
	return nil
}

// pickedError checks the targets picked for spec (chooseTargets,
// chooseOneGroup): as many as spec asks, none chosen twice, and none
// chosen in before, the groups chosen earlier, when spec must be another
// (anotherThan).
func (g *Game) pickedError(spec *TargetSpec, picked []Target, before [][]Target) error {
	if len(picked) < spec.Min || len(picked) > spec.Max {
		return refuse("601.2c", "%q needs %s, got %d", spec.Text, countText(spec.Min, spec.Max), len(picked))
	}
	for k, t := range picked {
		if slices.Contains(picked[:k], t) {
			return refuse("115.3", "%s is chosen twice for %q", g.DescribeTarget(t), spec.Text)
		}
		if len(before) > 0 && chosenBefore(t, before) {
			return refuse("601.2c", "%s is already a target: %q must be another", g.DescribeTarget(t), spec.Text)
		}
	}
	return nil
}

// probeTargets is chooseTargets (with no targets given) for a probe of a
// cast whose targets nothing after the choice reads: castSteps calls it
// while LegalActions probes a spell that divides nothing among its
// targets (601.2d) and whose cost no target adds to (601.2f), and the run
// stops before the spell is put on the stack. Its answer is then whether
// targets can be chosen at all (601.2c): each target group chosen (700.2,
// 601.2c) has at least as many legal targets as it needs. When the run
// has asked no decision before it and no group is "another" (whose legal
// targets are the earlier groups' picks left out), that answer is found
// without asking the probe's Decider which targets: every answer to that
// decision leads the run on alike, so the probe's other answers to it
// would be runs that end as the first, and no decision asked before it
// has its other answers tried after them. The legal targets are listed as
// chooseTargets lists them (legalTargetsIn), so the probe reads the game
// as it did. Otherwise it is chooseTargets; under VerifyCaches both are
// asked and their answers compared.
func (g *Game) probeTargets(specs []TargetSpec, you PlayerID, src ObjRef, what string, modes, kicked []int) error {
	s, ok := g.Decider.(*searchDecider)
	if !ok || !s.busy || len(s.given) > 0 || !g.legalProbe {
		_, err := g.chooseTargets(specs, you, src, nil, what, modes, kicked)
		return err
	}
	enough, counted := g.countedTargets(&s.store, specs, you, src, modes, kicked)
	if !counted {
		_, err := g.chooseTargets(specs, you, src, nil, what, modes, kicked)
		return err
	}
	if g.verifyCaches != nil {
		_, err := g.chooseTargets(specs, you, src, nil, what, modes, kicked)
		if (err == nil) != enough {
			g.verifyCaches("whether targets can be chosen for "+what, fmt.Sprint(enough), fmt.Sprint(err))
		}
		return err
	}
	if !enough {
		return errProbeNoTarget
	}
	return nil
}

// countedTargets reports whether each target group of specs chosen with
// modes and kicked has as many legal targets as it needs (601.2c),
// listed in store as chooseTargets lists them, without asking which;
// counted is false when that can't tell: a later "another" group, whose
// legal targets leave out the earlier picks, or a group whose minimum
// is more than its maximum (probeTargets, castAfterPayment).
func (g *Game) countedTargets(store *probeStore, specs []TargetSpec, you PlayerID, src ObjRef, modes, kicked []int) (enough, counted bool) {
	if len(specs) == 1 { // the common case, one group: no "another" to check
		spec := &specs[0]
		switch {
		case spec.Min > spec.Max:
			return false, false
		case spec.Mode == 0 && !spec.IfKicked || spec.chosenFor(modes, kicked):
			return g.playersEnough(spec, you) || len(g.legalTargetsIn(store, spec, you, src)) >= spec.Min, true
		}
		return true, true
	}
	for i := range specs {
		if spec := &specs[i]; spec.Another && i > 0 || spec.Min > spec.Max {
			return false, false
		}
	}
	for i := range specs {
		spec := &specs[i]
		if !spec.chosenFor(modes, kicked) || g.playersEnough(spec, you) {
			continue
		}
		if len(g.legalTargetsIn(store, spec, you, src)) < spec.Min {
			return false, true
		}
	}
	return true, true
}

// playersEnough reports whether spec's legal players alone, for an
// ability controlled by you, are as many as the group needs: a player is
// a legal target while in the game, unless spec asks for an opponent
// (legalTargetNeeds), so the group has enough legal targets whatever
// objects legalTargetsIn would list after them, and the answer reads
// nothing else. A spec kept for no longer than its version
// (keepsTargets) counts its read as legalTargetsIn does.
func (g *Game) playersEnough(spec *TargetSpec, you PlayerID) bool {
	if !spec.Players {
		return false
	}
	n := 0
	for _, p := range g.Players {
		if !p.Lost && (!spec.Opponent || p.ID != you) {
			if n++; n >= spec.Min {
				break // enough: the others need not be counted
			}
		}
	}
	if n < spec.Min {
		return false
	}
	// keepsTargetsOf, its kept answer read in line when it is for spec.
	if tc := &g.space.targets; tc.keepsSpec == spec && g.verifyCaches == nil {
		if !tc.keeps {
			g.probeReads++
		}
	} else if !g.keepsTargetsOf(spec) {
		g.probeReads++
	}
	return true
}

// chosenFor reports whether the target is chosen for a spell or ability
// with the modes chosen and the kickers kicked: the target of a mode not
// chosen is not (700.2), nor one of "if this was kicked" unkicked (601.2c).
func (spec *TargetSpec) chosenFor(modes, kicked []int) bool {
	return spec.inMode(modes) && spec.chosenWith(kicked)
}

// inMode reports whether the target belongs to no mode or to one of modes.
func (spec *TargetSpec) inMode(modes []int) bool {
	return spec.Mode == 0 || slices.Contains(modes, spec.Mode)
}

// chosenWith reports whether the target is chosen for a spell cast with
// the kickers kicked: always, unless it belongs to "if this was kicked"
// (TargetSpec.IfKicked, 601.2c).
func (spec *TargetSpec) chosenWith(kicked []int) bool {
	if !spec.IfKicked {
		return true
	}
	if spec.Kicker < 0 {
		return len(kicked) > 0
	}
	return slices.Contains(kicked, spec.Kicker)
}

// chosenBefore reports whether t is among the targets of earlier groups:
// "another target" after a target of the same spell or ability is not
// one of them (Arc Trail's "1 damage to another target").
func chosenBefore(t Target, earlier [][]Target) bool {
	for _, ts := range earlier {
		if slices.Contains(ts, t) {
			return true
		}
	}
	return false
}

// notChosenBefore returns the targets of legal that are not among the
// earlier groups' (chosenBefore), in a new list when any is left out.
func notChosenBefore(legal []Target, earlier [][]Target) []Target {
	for k, t := range legal {
		if chosenBefore(t, earlier) {
			out := slices.Clone(legal[:k])
			for _, u := range legal[k+1:] {
				if !chosenBefore(u, earlier) {
					out = append(out, u)
				}
			}
			return out
		}
	}
	return legal
}

func countText(min, max int) string {
	if min == max {
		return fmt.Sprint(min)
	}
	return fmt.Sprintf("%d to %d", min, max)
}

// spellAbilityNow returns the spell ability the spell of it has as it
// resolves, when that is not the one it was cast with: a text-changing
// effect on the spell (612.1, layer 3) changes the words of its targets'
// descriptions, checked again now (608.2b), and of its instructions. An
// instant or sorcery's spell ability is read from its characteristics;
// a spell nothing modifies has its printed one, as it was cast. A copy of
// a spell has the copied spell's printed text (707.2, 707.10), as its
// card's definition gives it.
//
// Characteristics it remembers at this layerVersion (chars) are read at
// once rather than asking first whether they are its base ones (inert):
// if they are, the first spell ability among their abilities is its
// card's printed one, the one it was cast with (castSteps takes it from
// the card), and none is returned either way. A copy of a spell or an object a copy effect made asks
// inert as before; under VerifyCaches both are asked and compared.
func (g *Game) spellAbilityNow(it *StackItem) *Ability {
	o := g.Object(it.Spell)
	if o == nil || g.unmodified(o) {
		return nil
	}
	if cc := o.chars; cc != nil && cc.of == o && cc.freeVer == g.stampVer() && o.CopyOf == nil && !o.Card.SpellCopy {
		ab := g.spellAbilityOf(it, o)
		if g.verifyCaches != nil {
			if was := g.spellAbilityInert(it, o); was != ab {
				g.verifyCaches("the spell ability of "+o.Ref.String()+" as it resolves", fmt.Sprint(ab), fmt.Sprint(was))
			}
		}
		return ab
	}
	return g.spellAbilityInert(it, o)
}

// spellAbilityInert is spellAbilityNow for a spell o not known unmodified:
// none when it is inert, else as its characteristics say
// (spellAbilityOf).
func (g *Game) spellAbilityInert(it *StackItem, o *Object) *Ability {
	if g.inert(o) {
		return nil
	}
	return g.spellAbilityOf(it, o)
}

// spellAbilityOf is spellAbilityNow as o's characteristics say: their
// first spell ability, unless it is the one it was cast with.
func (g *Game) spellAbilityOf(it *StackItem, o *Object) *Ability {
	for _, a := range g.chars(o).Abilities {
		if a.Kind == SpellAbility {
			if a != it.Ability {
				return a
			}
			return nil
		}
	}
	return nil
}

// newItem returns a stack item holding v, from the game's slab: a
// spell or ability the game puts on the stack is kept until Reset, as a
// host may hold it (Stack).
func (g *Game) newItem(v StackItem) *StackItem {
	it := g.space.slabs.items.new()
	*it = v
	return it
}

// resolveTop resolves the top of the stack (608).
func (g *Game) resolveTop() error {
	it := g.stack[len(g.stack)-1]
	g.resolving, g.unusual = g.resolving+1, g.unusual+1
	// One deferred call ends the resolution, even one a panic cuts short:
	// the counts go back, and the frame, once made, is given back (nothing
	// keeps a frame past its resolution).
	var r *Resolution
	defer func() {
		g.resolving, g.unusual = g.resolving-1, g.unusual-1
		if r != nil {
			giveBack(g, &g.space.slabs.frames, r)
		}
	}()
	if it.Kind == ItemSpell {
		if ab := g.spellAbilityNow(it); ab != nil {
			it.Ability = ab // its text as changed (612.1): what is checked and done now
		}
	}
	r = g.frameForItem(it)
	// 608.2b: a spell or ability whose targets are all illegal does not resolve.
	if hasTargets(it.Targets) && !r.anyTargetLegal() {
		g.removeItem(it)
		if g.logging() {
			g.emit(EvFizzle, "%s does not resolve: all its targets are illegal (608.2b)", g.evItemName(it))
		}
		if it.Kind == ItemSpell {
			g.Move(MoveRequest{Obj: it.Spell, To: Graveyard, Cause: CauseFizzle})
		}
		return nil
	}
	if it.Kind == ItemTriggered && it.Ability != nil && it.Ability.If != nil && !it.Ability.If.Holds(r) {
		g.removeItem(it)
		if g.logging() {
			g.emit(EvFizzle, "%s does nothing: its condition is false (603.4)", g.evItemName(it))
		}
		return nil
	}
	if g.logging() {
		g.emit(EvResolve, "%s resolves", g.evItemName(it))
	}
	effects := it.effects()
	for _, e := range effects {
		if g.spend(1); g.over {
			break // the work limit ended the game (104.4b)
		}
		var err error
		switch d := e.(type) {
		case DealDamage: // as the script compiler makes it: apply with no call through Apply's wrapper
			err = d.apply(r)
		case *DealDamage:
			err = d.apply(r) // Apply without its copy of the effect
		default:
			err = e.Apply(r)
		}
		if err != nil {
			g.removeItem(it)
			return err
		}
	}
	g.removeItem(it)
	if it.Kind == ItemSpell {
		o := g.Object(it.Spell)
		if o == nil || o.Zone != Stack {
			return nil
		}
		if g.permanentCard(o) {
			// 608.3, 110.2b: under the control of the player who put the
			// spell on the stack, by default; an effect that gave another
			// player control of the spell gives them the permanent (400.7a).
			ctrl := o.Controller
			req := MoveRequest{Obj: it.Spell, To: Battlefield, Controller: ControlledBy(ctrl), Cause: CauseResolve}
			if defTypeBits(o)&tbAura != 0 { // its base type line (baseChars)
				if ts := r.TargetGroup(0); len(ts) == 1 {
					req.AttachTo = ts[0].Obj // 303.4f
					if t := ts[0]; t.Obj.IsZero() && t.Item == 0 && g.validPlayer(t.Player) {
						req.attachPlayer = seat(t.Player + 1) // the player it targets (303.4a, 702.5d)
					}
				}
			}
			if req.AttachTo.IsZero() && req.attachPlayer == 0 {
				g.handMove(o, Battlefield, ctrl, CauseResolve, "") // Move, as a permanent spell makes it most
			} else {
				g.Move(req)
			}
			if it.Controller != ctrl {
				g.refreshControl() // the permanent is under its spell's controller's control since now (302.6)
			}
		} else {
			g.handMove(o, Graveyard, o.Card.Owner, CauseResolve, "") // Move, as a resolved spell makes it most (608.2n)
		}
	}
	return nil
}

func (it *StackItem) effects() []Effect {
	if it.Ability == nil {
		return nil
	}
	return it.Ability.Effects
}

func hasTargets(ts [][]Target) bool {
	for _, g := range ts {
		if len(g) > 0 {
			return true
		}
	}
	return false
}

// promptKey names the prompt of a choice of targets: the spec and the
// name of what it is for.
type promptKey struct {
	spec *TargetSpec
	what string
}

// maxPrompts bounds how many prompts a game keeps (targetPrompt).
const maxPrompts = 1024

// targetPrompt is the prompt of a choice of targets for spec of what
// ("Lightning Bolt: choose any target"), made once for each spec and
// name and kept by the game, as the same spells are cast again and again.
func (g *Game) targetPrompt(what string, spec *TargetSpec) string {
	tp, k := &g.space.prompts, promptKey{spec, what}
	if tp.last == k {
		return tp.lastText
	}
	s, ok := tp.byKey[k]
	if !ok {
		s = what + ": choose " + spec.Text
		if tp.byKey == nil {
			tp.byKey = map[promptKey]string{}
		}
		if len(tp.byKey) < maxPrompts {
			tp.byKey[k] = s
		}
	}
	tp.last, tp.lastText = k, s
	return s
}

// targetPrompts are the prompts of choices of targets made so far
// (targetPrompt), and the last one asked, which is looked at first: the
// same spell is cast again and again.
type targetPrompts struct {
	byKey    map[promptKey]string
	last     promptKey
	lastText string
}
