package runtime

import (
	"slices"
	"strings"
)

// Effect is one instruction of a spell or ability, carried out as it
// resolves (608.2c). Effects are plain values; a host program or the
// script compiler builds them.
type Effect interface {
	Apply(r *Resolution) error
	String() string
}

// DealDamage deals damage from the source to each recipient (120).
type DealDamage struct {
	Amount    Amount
	To        ObjExpr    // objects dealt damage
	ToPlayers PlayerExpr // players dealt damage (may be nil)
	// And is more damage the source deals at the same time: "deals 2
	// damage to any target and 3 damage to you" (Goblin Artillery).
	And *DealDamage
}

// Apply implements Effect.
func (e DealDamage) Apply(r *Resolution) error { return e.apply(r) }

// apply is Apply read in place: a resolution applies a *DealDamage
// through it rather than through Apply's copy of e (resolveTop).
func (e *DealDamage) apply(r *Resolution) error {
	r.dealt = r.dealt[:0] // "dealt damage this way": this damage's
	var hit []ObjRef
	var dealt int
	if e.And == nil { // dealParts with no part joined: its one call
		hit, dealt = e.deal(r)
	} else {
		hit, dealt = e.dealParts(r)
	}
	r.SetIt(hit)
	r.setAmount(dealt) // "that much": the damage dealt this way
	// What prevention effects do after preventing it (615.5).
	return r.Game.finishDamage()
}

// dealParts deals the damage of e and of the parts joined to it by And,
// returning the objects dealt damage and the total dealt. It and deal
// read e in place rather than copy it.
func (e *DealDamage) dealParts(r *Resolution) ([]ObjRef, int) {
	hit, dealt := e.deal(r)
	if e.And != nil {
		h, d := e.And.dealParts(r)
		hit, dealt = append(hit, h...), addNumber(dealt, d)
	}
	return hit, dealt
}

// deal deals e's own damage.
func (e *DealDamage) deal(r *Resolution) ([]ObjRef, int) {
	var n int
	if c, ok := e.Amount.(Const); ok { // the usual amount, read without a call
		n = amountNumber(int(c))
	} else {
		n = amountNumber(e.Amount.Value(r))
	}
	g := r.Game
	src := g.Card(r.Source.Card).Def.Name
	var hit []ObjRef
	// "any target": the objects and the players of one target group, its
	// legal targets found once (TargetRef). The two expressions are the
	// same when both are the same TargetRef (interface equality, asked
	// of the concrete type).
	to, ok := e.To.(TargetRef)
	if ok {
		tp, same := e.ToPlayers.(TargetRef)
		ok = same && tp == to
	}
	var group []Target
	if ok {
		group = r.TargetGroup(to.Index)
		if len(group) == 1 && group[0].Obj.IsZero() {
			// One player (or a stack item, dealt nothing): one damage,
			// dealt as dealTotal deals one.
			if x := group[0]; x.Item == 0 {
				d := r.damageTo(src, Target{Player: x.Player}, n)
				return nil, g.deal(&d)
			}
			return nil, 0
		}
	}
	var room [2]damage
	ds := room[:0] // dealt at once (dealAll, redirect.go)
	if ok {
		for _, x := range group {
			if !x.Obj.IsZero() && g.permanent(x.Obj) != nil {
				ds = append(ds, r.damageTo(src, Target{Obj: x.Obj, Player: NoPlayer}, n))
				hit = append(hit, x.Obj)
			}
		}
		for _, x := range group {
			if x.Obj.IsZero() && x.Item == 0 {
				ds = append(ds, r.damageTo(src, Target{Player: x.Player}, n))
			}
		}
		return hit, g.dealTotal(ds)
	}
	if e.To != nil {
		for _, o := range e.To.Objects(r) {
			if obj := g.permanent(o); obj != nil {
				ds = append(ds, r.damageTo(src, Target{Obj: o, Player: NoPlayer}, n))
				hit = append(hit, o)
			}
		}
	}
	if e.ToPlayers != nil {
		for _, p := range e.ToPlayers.Players(r) {
			ds = append(ds, r.damageTo(src, Target{Player: p}, n))
		}
	}
	return hit, g.dealTotal(ds)
}

// damageTo is n damage from r's source, named src, to the recipient to,
// dealt as r deals its damage (r.dealt).
func (r *Resolution) damageTo(src string, to Target, n int) damage {
	return damage{source: r.Source, name: src, to: to, n: n, way: &r.dealt}
}

// dealTotal deals the damage of ds at once (dealAll) and returns the
// total dealt. One damage alone is dealt as appendDealt deals it, with
// nothing to plan among others.
func (g *Game) dealTotal(ds []damage) int {
	if len(ds) == 1 {
		return g.deal(&ds[0])
	}
	dealt := 0
	var amounts [2]int
	for _, d := range g.appendDealt(amounts[:0], ds) {
		dealt = addNumber(dealt, d)
	}
	return dealt
}

// Destroy destroys permanents (701.8): each is put into its owner's graveyard.
type Destroy struct {
	What    ObjExpr
	NoRegen bool // "can't be regenerated"
}

// Apply implements Effect.
func (e Destroy) Apply(r *Resolution) error {
	var reqs []MoveRequest
	var stayed []ObjRef // not destroyed: still the objects "it" names
	for _, o := range e.What.Objects(r) {
		if obj := r.Game.permanent(o); obj != nil {
			if c := r.Game.Chars(obj); c.Has("indestructible") {
				if r.Game.logging() {
					r.Game.emit(EvNote, "%s is indestructible (702.12b)", r.Game.evObj(roleObject, o))
				}
				stayed = append(stayed, o)
				continue
			}
			if !e.NoRegen && r.Game.regenerated(o) {
				stayed = append(stayed, o)
				continue
			}
			reqs = append(reqs, MoveRequest{Obj: o, To: Graveyard, Cause: CauseDestroy, Source: r.Source})
		}
	}
	r.move(reqs)
	if len(stayed) > 0 { // "destroy target creature. its controller …" still names it
		r.it = append(r.it, stayed...)
		r.itKnown = append(r.itKnown, stayed...)
	}
	return nil
}

// followed returns what "it" means after a move: the new objects in public
// zones (400.7j); an object that went to a hidden zone cannot be found.
func followed(ms []Moved) []ObjRef {
	var out []ObjRef
	for _, m := range ms {
		if m.OK() && m.To.Public() {
			out = append(out, m.New)
		}
	}
	return out
}

// ExileObjects exiles objects (406). The exiled cards are linked to the source's
// other abilities (607.2a). With UntilSourceLeaves, nothing happens if the
// source has already left the battlefield (610.3a, b), and otherwise the
// card returns under its owner's control when it leaves (610.3, 610.3c).
type ExileObjects struct {
	What              ObjExpr
	UntilSourceLeaves bool
}

// Apply implements Effect.
func (e ExileObjects) Apply(r *Resolution) error {
	g := r.Game
	if e.UntilSourceLeaves {
		if src := g.Object(r.Source); src == nil || src.Zone != Battlefield {
			rule := "610.3a"
			if r.Item != nil && r.Item.Kind == ItemTriggered {
				rule = "610.3b"
			}
			if g.logging() {
				g.emit(EvNote, "%s has left the battlefield: nothing is exiled (%s)", g.evObj(roleSource, r.Source), evText(roleReason, rule))
			}
			r.SetIt(nil)
			return nil
		}
	}
	var reqs []MoveRequest
	for _, o := range e.What.Objects(r) {
		reqs = append(reqs, MoveRequest{Obj: o, To: Exile, Cause: CauseEffect, Source: r.Source})
	}
	k := linkKey{r.Source, "exiled"}
	for _, m := range r.move(reqs) {
		if m.OK() && m.To == Exile {
			if g.links == nil { // a clone of a game without links has none (Clone)
				g.links = map[linkKey][]ObjRef{}
			}
			g.links[k] = append(g.links[k], m.New)
			if e.UntilSourceLeaves {
				g.untilLeaves = append(g.untilLeaves, untilLeaves{source: r.Source, obj: m.New})
			}
		}
	}
	return nil
}

// Return puts objects into a zone: the battlefield (under their owner's or
// the ability controller's control) or their owner's hand.
type Return struct {
	What             ObjExpr
	To               Zone
	UnderYourControl bool
	Tapped           bool
	// With is what each returned permanent enters the battlefield with
	// ("with a +1/+1 counter on it", 614.1c; enters_with.go).
	With *EntersWith
	// AttachTo is what a returned Aura enchants ("attached to that
	// creature", 303.4f; return_attached.go).
	AttachTo ObjExpr
	// By is the player who puts the objects onto the battlefield, under
	// whose control they enter (110.2a: "the player puts that card onto
	// the battlefield", reveal_until.go).
	By PlayerExpr
}

// Apply implements Effect.
func (e Return) Apply(r *Resolution) error {
	var reqs []MoveRequest
	var with *Entering
	if e.With != nil && e.To == Battlefield {
		if w, ok := e.With.entering(r); ok {
			with = &w
		}
	}
	for _, o := range e.What.Objects(r) {
		ctrl := NoPlayer
		if e.UnderYourControl {
			ctrl = r.Controller
		}
		if e.By != nil {
			ctrl = NoPlayer
			if ps := e.By.Players(r); len(ps) == 1 {
				ctrl = ps[0]
			} else if c := r.Game.Card(o.Card); c != nil && containsPlayer(ps, c.Owner) {
				ctrl = c.Owner // "each player puts all … cards revealed this way": each their own
			}
		}
		req := MoveRequest{Obj: o, To: e.To, Controller: ControlledBy(ctrl), Tapped: e.Tapped, Source: r.Source, EntersWith: with}
		if e.AttachTo != nil && e.To == Battlefield && !r.attachOnReturn(&req, e.AttachTo) {
			continue // return_attached.go
		}
		reqs = append(reqs, req)
	}
	r.move(reqs)
	return nil
}

// Counter counters spells and abilities (701.6a): each spell is put into
// its owner's graveyard; an ability is removed from the stack.
type Counter struct{ What ObjExpr }

// Apply implements Effect.
func (e Counter) Apply(r *Resolution) error {
	g := r.Game
	e.counterAbilities(r) // abilities on the stack (abilitytarget.go)
	var reqs []MoveRequest
	for _, o := range e.What.Objects(r) {
		if it := g.itemForSpell(o); it != nil {
			if g.uncounterable(o) {
				if g.logging() {
					g.emit(EvNote, "%s can't be countered", g.evObj(roleObject, o))
				}
				continue
			}
			g.removeItem(it)
			if g.logging() {
				g.emit(EvCountered, "%s is countered", g.evObj(roleObject, o))
			}
			reqs = append(reqs, MoveRequest{Obj: o, To: Graveyard, Cause: CauseCounter, Source: r.Source})
		}
	}
	r.move(reqs)
	return nil
}

// Modify creates a continuous effect on each object (611.2): a P/T change,
// keywords, a color or a controller, for a duration. The set of objects
// whose characteristics or controller it modifies is fixed now (611.2c).
// A restriction on attacking or blocking modifies no characteristic: over
// a described set ("creatures without flying can't block this turn") it
// applies to whatever matches the description while it lasts (611.2c,
// rule_sets.go); on objects named one by one, to those objects.
type Modify struct {
	What     ObjExpr
	Mods     []Modification
	Duration Duration
}

// Apply implements Effect.
func (e Modify) Apply(r *Resolution) error {
	g := r.Game
	if e.Duration == UntilSourceLeaves && g.sourceGone(r) { // 611.2b (as_long_as.go)
		r.SetIt(nil)
		return nil
	}
	objs := e.What.Objects(r)
	mods := e.Mods
	if hasRuleMod(mods) { // only a rule keeps the description (addSetRule)
		if ds, ok := e.What.(describedSet); ok {
			mods = g.addSetRule(r, ds.describe(r), mods, e.Duration) // 611.2c (rule_sets.go)
		}
	}
	for _, o := range objs {
		if obj := g.Object(o); obj != nil && len(mods) > 0 {
			ce := &ContinuousEffect{Object: o, Mods: mods, Timestamp: g.nextTimestamp(), Duration: e.Duration, Source: r.Source, Controller: r.Controller}
			g.effects = append(g.effects, ce)
			g.narrowChanged(effectNarrow(ce), reachOf(ce), []ObjRef{o})
			if g.logging() {
				g.emit(EvNote, "%s %s", g.evObj(roleObject, o), g.evMods(mods, e.Duration, r.Controller))
			}
		}
	}
	if controlNeutral(mods) && g.controlSettled() {
		// Effects that change only power and toughness or keywords give
		// no permanent or spell another controller: layer 2 applies
		// before them (613.1), and the effects setting a controller apply
		// to the objects fixed as they began (611.2c, controlSettled).
		if g.verifyCaches != nil {
			g.controlAsNoted() // turn.go
		}
	} else {
		g.refreshControl()
	}
	r.SetIt(objs)
	return nil
}

// controlNeutral reports whether mods change only power and toughness
// (layer 7) or add or remove keywords, none of which is a static ability
// changing control: an effect of them changes no controller (Modify).
func controlNeutral(mods []Modification) bool {
	for _, m := range mods {
		switch m.(type) {
		case AddKeywords, *AddKeywords, RemoveKeywords, *RemoveKeywords:
			continue
		}
		if m.Layer() < LayerPTDefine {
			return false
		}
	}
	return true
}

// GainControl gives a player control of objects (layer 2, 613.1b) for a
// duration: the first player To names, or the ability's controller if To
// is nil. If To names no player (an illegal target), nothing changes.
type GainControl struct {
	What     ObjExpr
	To       PlayerExpr // who gains control; nil: the ability's controller
	Duration Duration
}

// Apply implements Effect.
func (e GainControl) Apply(r *Resolution) error {
	p := r.Controller
	if e.To != nil {
		ps := e.To.Players(r)
		if len(ps) == 0 || !r.Game.validPlayer(ps[0]) {
			return nil
		}
		p = ps[0]
	}
	return Modify{What: e.What, Mods: []Modification{SetController{Player: p}}, Duration: e.Duration}.Apply(r)
}

// modsText renders modifications and their duration as the log writes
// them, but a change of controller by its player's number (SetController's
// String): the log writes them with evMods, which names the player.
func modsText(ms []Modification, d Duration) string {
	s := ""
	for i, m := range ms {
		if i > 0 {
			s += " and "
		}
		s += m.String()
	}
	return s + durationText(d)
}

// durationText is a duration as the log writes it after what lasts that
// long: " until end of turn", or nothing for an effect with no end.
func durationText(d Duration) string {
	switch d {
	case UntilEndOfTurn:
		return " until end of turn"
	case UntilYourNextTurn:
		return " until its controller's next turn"
	case UntilSourceLeaves:
		return " for as long as its source remains on the battlefield"
	}
	return ""
}

// evMods writes modifications and their duration as modsText does, but a
// change of controller names its player ("is controlled by Bob", the
// player an argument of the event), and an effect lasting until its
// controller's next turn names that player, the effect's controller
// (611.2a: "until Alice's next turn", an argument of role "duration").
// With neither it is a single text, as it always was.
func (g *Game) evMods(ms []Modification, d Duration, controller PlayerID) EventArg {
	if !slices.ContainsFunc(ms, isSetController) && d != UntilYourNextTurn {
		return evText(roleText, modsText(ms, d))
	}
	var b strings.Builder
	var args []EventArg
	for i, m := range ms {
		if i > 0 {
			b.WriteString(" and ")
		}
		if sc, ok := m.(SetController); ok {
			b.WriteString("is controlled by %s")
			args = append(args, g.evPlayer(rolePlayer, sc.Player))
			continue
		}
		b.WriteString(escapeTemplate(m.String()))
	}
	if d == UntilYourNextTurn {
		b.WriteString(" until %s's next turn")
		args = append(args, g.evPlayer(roleDuration, controller))
	} else {
		b.WriteString(escapeTemplate(durationText(d)))
	}
	return frag(b.String(), args...)
}

func isSetController(m Modification) bool { _, ok := m.(SetController); return ok }

// GainLife makes players gain life (119.3); a negative amount loses it.
type GainLife struct {
	Who    PlayerExpr
	Amount Amount
	Lose   bool
}

// Apply implements Effect.
func (e GainLife) Apply(r *Resolution) error {
	n := amountNumber(e.Amount.Value(r)) // 107.1b: no negative life
	total := 0
	defer func() { r.setAmount(total) }() // "that much": the life gained or lost
	for _, p := range e.Who.Players(r) {
		if !r.Game.validPlayer(p) {
			continue
		}
		total = addNumber(total, n)
		verb := "gains"
		pl := r.Game.Players[p]
		if e.Lose {
			pl.Life = subNumber(pl.Life, n)
			r.Game.lifeChanged()
			verb = "loses"
		} else {
			pl.Life = addNumber(pl.Life, n)
			r.Game.lifeChanged()
		}
		if r.Game.logging() {
			r.Game.emit(EvLife, "%s %s %s life (life %s)", r.Game.evPlayer(rolePlayer, p), evText(roleVerb, verb), evNum(roleAmount, n), evNum(roleLife, r.Game.Players[p].Life))
		}
		if !e.Lose {
			r.Game.lifeGained(p, n) // event_triggers.go
		}
	}
	return nil
}

// Draw makes players draw cards (121).
type Draw struct {
	Who    PlayerExpr
	Amount Amount
}

// Apply implements Effect.
func (e Draw) Apply(r *Resolution) error {
	g := r.Game
	n := amountNumber(e.Amount.Value(r))
	drawn := 0
	for _, p := range e.Who.Players(r) {
		if !g.validPlayer(p) {
			continue
		}
		// Drawing from an empty library once is as good as drawing from
		// it any number of times more (704.5b).
		for i := 0; i < n && !g.over; i++ {
			if len(g.zones.get(zkey(Library, p))) == 0 {
				g.Draw(p)
				break
			}
			g.Draw(p)
			drawn++
		}
	}
	r.setAmount(drawn) // "that much": the cards drawn
	return nil
}

// Draw makes p draw a card; drawing from an empty library is remembered for
// the state-based action of 704.5b.
func (g *Game) Draw(p PlayerID) {
	g.ready()
	g.drawCards(p, 1)
}

// May asks the controller whether to do the effects ("you may").
type May struct {
	Effects []Effect
	Text    string
}

// Apply implements Effect.
func (e May) Apply(r *Resolution) error {
	d := &Decision{Kind: ChooseYesNo, Player: r.Controller, Prompt: "you may " + e.Text, Min: 1, Max: 1,
		Options: []Option{LabelOption("yes"), LabelOption("no")}}
	idx, err := r.Game.decide(d)
	if err != nil {
		return err
	}
	if idx[0] != 0 {
		if r.Game.logging() {
			r.Game.emit(EvChoose, "%s chooses not to %s", r.Game.evPlayer(rolePlayer, r.Controller), evText(roleText, e.Text))
		}
		r.setAmount(0) // "that much" of what was not done is nothing
		r.notDone = true
		return nil
	}
	r.notDone = false // a play or cast that fails sets it again (if_you_do.go)
	for _, x := range e.Effects {
		if err := x.Apply(r); err != nil {
			return err
		}
	}
	return nil
}

// CastCard lets the controller cast a card during the resolution, ignoring
// timing (608.2g), optionally without paying its mana cost (118.9). The
// spell it becomes is "that spell" for the rest of the ability (400.7h).
type CastCard struct {
	What          ObjExpr
	WithoutPaying bool
}

// Apply implements Effect.
func (e CastCard) Apply(r *Resolution) error {
	g := r.Game
	for _, o := range e.What.Objects(r) {
		spell, err := g.cast(CastRequest{Player: r.Controller, Card: o, WithoutPaying: e.WithoutPaying}, true)
		if err != nil {
			if _, ok := err.(*RuleError); ok {
				if g.logging() {
					g.emit(EvNote, "%s can't be cast: %s", g.evObj(roleObject, o), evText(roleReason, sprint(err)))
				}
				r.notDone = true
				continue
			}
			return err
		}
		r.cast = spell
		r.SetIt([]ObjRef{spell})
	}
	return nil
}

// ReplaceZone creates a replacement effect for the objects: if one would be
// put into To (from From, or anywhere), it goes to Instead (614.1a). From
// Battlefield to Graveyard is dying (700.4): "if that creature would die
// this turn, exile it instead". The effect follows the object it was
// created for and ends when that object changes zones (400.7).
type ReplaceZone struct {
	What    ObjExpr
	From    Zone
	To      Zone
	Instead Zone
	// Owner, if RelYou, limits the replacement to objects the ability's
	// controller owns ("would be put into your graveyard": a card goes only
	// to its owner's, 400.3).
	Owner Rel
	Text  string
	// Duration is UntilEndOfTurn for "if that spell would be put into your
	// graveyard this turn": the replacement ends in the cleanup step.
	// Forever: it lasts as long as its object.
	Duration Duration
}

// Apply implements Effect. For "that spell" after a lasting permission to
// cast (PermittedSpell), the replacement waits for the card to be cast and
// then applies to the spell (400.7h; maycast.go).
func (e ReplaceZone) Apply(r *Resolution) error {
	_, whenCast := e.What.(PermittedSpell)
	for _, o := range e.What.Objects(r) {
		if c := r.Game.Card(o.Card); c == nil || !relHolds(e.Owner, c.Owner, r.Controller) {
			continue
		}
		r.Game.replacements = append(r.Game.replacements, &Replacement{Obj: o, From: e.From, To: e.To, Instead: e.Instead, Text: e.Text, WhenCast: whenCast, Duration: e.Duration})
	}
	return nil
}

// CreateDelayed creates a delayed triggered ability (603.7) that triggers at
// the beginning of the next Step — with Yours, the next one of a turn of
// the ability's controller ("your next upkeep") — and acts on what "it"
// refers to now.
type CreateDelayed struct {
	Step    Step
	Yours   bool
	Effects []Effect
	Text    string
}

// Apply implements Effect.
func (e CreateDelayed) Apply(r *Resolution) error {
	whose := NoPlayer
	if e.Yours {
		whose = r.Controller
	}
	r.Game.delayed = append(r.Game.delayed, &DelayedTrigger{Step: e.Step, Player: whose, Effects: e.Effects, Controller: r.Controller, Source: r.Source, It: r.it, Text: e.Text,
		cost: costPaid{sacrificed: r.sacrificed, discarded: r.discarded}}) // 400.7j
	return nil
}

// AddMana adds mana to the controller's pool (106.3), or to the pools of
// the players Who names.
type AddMana struct {
	Mana ManaCost
	// Or lists other mana the ability can add instead of Mana, one of
	// which its controller chooses as it resolves: "add {B} or {R}",
	// "add one mana of any color" (mana_choice.go).
	Or []ManaCost
	// Chosen adds one mana of the color the source chose as it entered
	// instead of Mana: "add one mana of the chosen color" (614.12,
	// 607.2d; runtime/chosen.go). It adds none if the source has none.
	Chosen bool
	// Combination, when more than 0, is a number of mana each of whose
	// colors the player who adds it chooses among Colors as it resolves,
	// one by one (106.1, 106.5): "add two mana in any combination of
	// colors", "add three mana in any combination of {R} and/or {G}"
	// (mana_choice.go). Mana and Or are then unused.
	Combination int
	Colors      ColorSet
	// Per, if set, multiplies the mana by the number of permanents it
	// describes, counted as the ability resolves (for_each.go).
	Per *Count
	// Who, if set, is the players who add the mana instead of the
	// controller, each choosing among Or for their own: "its controller
	// adds an additional {G}" of a trigger on a land tapped for mana (Wild
	// Growth), whose mana goes to the land's controller.
	Who PlayerExpr
}

// Apply implements Effect.
func (e AddMana) Apply(r *Resolution) error {
	if e.Who == nil {
		e.addTo(r, r.Controller)
		return nil
	}
	for _, p := range e.Who.Players(r) {
		e.addTo(r, p)
	}
	return nil
}

// addTo adds the mana to player who's pool; who chooses among Or.
func (e AddMana) addTo(r *Resolution, who PlayerID) {
	if !r.Game.validPlayer(who) {
		return
	}
	p := r.Game.Players[who]
	switch {
	case e.Combination > 0:
		e.Mana = e.chooseCombination(r, who)
	case len(e.Or) > 0:
		e.Mana = e.choose(r, who)
	case e.Chosen:
		e.Mana = chosenColorMana(r.Game.Object(r.Source))
	}
	times := 1
	if e.Per != nil {
		times = r.Game.countFor(e.Per, r.Source, r.Controller)
	}
	for c, n := range e.Mana.Colored {
		p.Pool.add(Color(c), satMul(amountNumber(n), times))
	}
	p.Pool.add(Colorless, satMul(amountNumber(e.Mana.Generic), times))
}

// chosenColorMana is one mana of the color o chose as it entered, or no
// mana if o is gone or chose none.
func chosenColorMana(o *Object) ManaCost {
	var m ManaCost
	if o == nil {
		return m
	}
	if v, ok := o.chosen(ChoiceColor); ok {
		if c, ok := ParseColor(v); ok {
			m.Colored[c] = 1
		}
	}
	return m
}

// TapUntap taps or untaps permanents.
type TapUntap struct {
	What  ObjExpr
	Untap bool
}

// Apply implements Effect.
func (e TapUntap) Apply(r *Resolution) error {
	objs := e.What.Objects(r)
	for _, o := range objs {
		if obj := r.Game.permanent(o); obj != nil {
			if !obj.Tapped && !e.Untap {
				r.tapped = append(r.tapped, o) // "tapped this way" (damage_from.go)
			}
			r.Game.setTapped(obj, !e.Untap)
			r.Game.turnChanged() // a status, not a characteristic (110.5)
		}
	}
	r.SetIt(objs)
	return nil
}

// PlayCard lets the controller play cards during the resolution (a land is
// played, 305.1; anything else is cast as CastCard does). A land played
// this way uses up a land play (305.2) and is found by the rest of the
// ability (400.7i).
type PlayCard struct {
	What          ObjExpr
	WithoutPaying bool
}

// Apply implements Effect.
func (e PlayCard) Apply(r *Resolution) error {
	g := r.Game
	objs := e.What.Objects(r)
	if len(objs) == 0 {
		r.notDone = true // nothing to play (if_you_do.go)
	}
	for _, o := range objs {
		obj := g.Object(o)
		if obj == nil {
			r.notDone = true
			continue
		}
		if c := baseChars(obj); !c.Is("Land") {
			if err := (CastCard{What: constRefs{o}, WithoutPaying: e.WithoutPaying}).Apply(r); err != nil {
				return err
			}
			continue
		}
		p := g.Players[r.Controller]
		if g.Active != r.Controller {
			if g.logging() {
				g.emit(EvNote, "%s can't play %s: it isn't their turn (305.3)", g.evPlayer(rolePlayer, p.ID), g.evObj(roleObject, o))
			}
			r.notDone = true
			continue
		}
		if p.LandsPlayed >= 1 {
			if g.logging() {
				g.emit(EvNote, "%s can't play %s: no land play left this turn (305.2)", g.evPlayer(rolePlayer, p.ID), g.evObj(roleObject, o))
			}
			r.notDone = true
			continue
		}
		p.LandsPlayed++
		g.changed()
		if g.logging() {
			g.emit(EvPlay, "%s plays %s", g.evPlayer(rolePlayer, p.ID), g.evRevealed(roleObject, o))
		}
		r.move([]MoveRequest{{Obj: o, To: Battlefield, Controller: ControlledBy(r.Controller), Cause: CausePlayLand, Source: r.Source}})
	}
	return nil
}

// constRefs is a fixed list of references.
type constRefs []ObjRef

func (c constRefs) Objects(*Resolution) []ObjRef { return c }
func (c constRefs) String() string               { return "those objects" }
