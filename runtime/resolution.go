package runtime

import (
	"fmt"
	"slices"
)

// Resolution is the context in which an ability's effects are carried
// out: its source, controller, targets, triggering event, and the objects
// its earlier effects acted on. Reference expressions read it; a script
// never sees object identities.
type Resolution struct {
	Game       *Game
	Source     ObjRef
	Controller PlayerID
	Item       *StackItem // nil for effects that do not use the stack
	specs      []TargetSpec
	targets    [][]Target
	event      *Event
	it         []ObjRef // what the previous effect acted on, followed (400.7j)
	// itKnown is what questions about "it" (its owner, controller, power)
	// read: the objects of it, or, for those that left the battlefield or
	// went to a hidden zone, the objects as they last existed (608.2h).
	itKnown    []ObjRef
	amount     int    // what the previous effect amounted to, for "that much"
	hasAmount  bool   // whether an effect has made an amount yet
	cast       ObjRef // the spell a "cast" effect of this resolution created (400.7h)
	sacrificed []Moved
	discarded  []Moved
	// prevented is the damage a prevention effect just prevented, for
	// what it does next (615.5, prevent.go).
	prevented int

	// allowed is the cards a "you may cast … this turn" effect of this
	// resolution allowed (maycast.go).
	allowed []ObjRef

	// chosenName is the card name a ChooseName of this resolution chose,
	// for "that name" (card_name.go).
	chosenName string

	// otherwise: the last condition of a Conditional did not hold, so an
	// "otherwise" after it applies (library.go).
	otherwise bool
	// notDone: the last optional action ("you may …") was declined or
	// could not be done, for an "if you don't" after it (if_you_do.go).
	notDone bool
	// couldntSacrifice: a Sacrifice effect with Remember found too few
	// permanents to sacrifice (sacrifice_effect.go).
	couldntSacrifice bool
	// tapped: the permanents a TapUntap of this resolution tapped, for
	// "tapped this way" (damage_from.go).
	tapped []ObjRef
	// dealt: the permanents the last DealDamage of this resolution dealt
	// damage to, for "a creature dealt damage this way" (regenerate.go).
	dealt []ObjRef
	// reveal is what the last RevealUntil revealed (reveal_until.go).
	reveal *revealRun
	// legalVer, when allLegal, is the game's version at which every
	// target chosen was found still legal as the item began to resolve
	// (anyTargetLegal): while the version holds, nothing changed that a
	// target's legality reads, and TargetGroup returns each group whole.
	legalVer uint64
	allLegal bool
	// chosen is what the last ChooseCards chose (choose_cards.go).
	chosen []ObjRef
	// counts is how many objects each player shuffled into their library
	// with the last ShuffleInto of a player (each_player.go).
	counts map[PlayerID]int
}

func (g *Game) frameForItem(it *StackItem) *Resolution {
	r := g.space.slabs.frames.new() // zeroed: its fields are set one by one, not copied in whole
	r.Game, r.Source, r.Controller, r.Item = g, it.Source, it.Controller, it
	r.targets, r.event, r.sacrificed, r.discarded = it.Targets, it.Event, it.Cost.sacrificed, it.Cost.discarded
	if it.Ability != nil {
		r.specs = it.Ability.Targets
	}
	r.it, r.itKnown = it.It, it.It
	if r.it == nil && r.event != nil { // with no event, "it" names nothing yet
		r.it, r.itKnown = r.eventObjectsBoth()
	}
	return r
}

func (g *Game) frameFor(p *pendingTrigger) *Resolution {
	r := &Resolution{Game: g, Source: p.source, Controller: p.controller, event: p.event, it: p.it, itKnown: p.it, sacrificed: p.cost.sacrificed, discarded: p.cost.discarded}
	if r.it == nil {
		r.it, r.itKnown = r.eventObjectsBoth()
	}
	return r
}

// knownEventObjects is what questions about "it" read at the start of a
// triggered ability: the object as it last existed on the battlefield if
// the event took it from there (603.10a, 608.2h), otherwise the object the
// event concerns.
func (r *Resolution) knownEventObjects() []ObjRef {
	if e := r.event; e != nil && e.Kind == EventZoneChange && e.From == Battlefield && !e.OldRef.IsZero() {
		return []ObjRef{e.OldRef}
	}
	return r.eventObjects()
}

// eventObjectsBoth returns eventObjects and knownEventObjects, one
// list for both when they are the same: a one-element list, which an
// append to either copies (SetIt shares a list the same way).
func (r *Resolution) eventObjectsBoth() (it, known []ObjRef) {
	it = r.eventObjects()
	if e := r.event; e != nil && e.Kind == EventZoneChange && e.From == Battlefield && !e.OldRef.IsZero() {
		return it, []ObjRef{e.OldRef}
	}
	return it, it
}

// eventObjects is what "it" means at the start of a triggered ability:
// the object the event concerns — the new object in a public destination
// (400.7e), otherwise the object as it was.
func (r *Resolution) eventObjects() []ObjRef {
	e := r.event
	if e == nil || e.Kind != EventZoneChange {
		if e != nil && !e.New.IsZero() {
			return []ObjRef{e.New}
		}
		return nil
	}
	if e.To.Public() {
		return []ObjRef{e.New}
	}
	return []ObjRef{e.OldRef}
}

// This returns the object the ability belongs to. For a zone-change
// trigger about its own source, that is the new object the source became,
// if it went to a public zone (400.7e); otherwise the source as it was,
// whose last known information answers questions about it (113.7a).
func (r *Resolution) This() ObjRef {
	e := r.event
	if e != nil && e.Kind == EventZoneChange && e.OldRef == r.Source && e.To.Public() {
		return e.New
	}
	if e != nil && e.Kind == EventZoneChange && e.From == Battlefield && r.Item != nil && r.Item.Ability != nil &&
		r.Item.Ability.Trigger != nil && r.Item.Ability.Trigger.Enchanted {
		// 400.7f: an Aura's "enchanted permanent leaves" ability finds the
		// Aura in its owner's graveyard if it went there at the same time,
		// or as a state-based action for not being attached (704.5m).
		if s := r.Game.knownSnapshot(r.Source); s != nil && s.Object.Zone == Battlefield {
			if n := r.Game.Object(s.Became); n != nil && n.Zone == Graveyard && (s.Batch == e.Batch || s.Cause == CauseStateBased) {
				return s.Became
			}
		}
	}
	return r.Source
}

// TargetGroup returns the chosen targets for target spec i that are still
// legal (608.2b); illegal ones are not affected. The caller reads the list
// and never writes to it: when every target is still legal it is the
// chosen group itself (clipped, so that appending copies). Until the game
// changes after anyTargetLegal found every target legal, that is known
// without asking again (allLegal); under VerifyCaches they are asked and
// the answers compared.
func (r *Resolution) TargetGroup(i int) []Target {
	if i >= len(r.targets) {
		return nil
	}
	if r.allLegal && r.legalVer == r.Game.version {
		if r.Game.verifyCaches != nil {
			if ts := r.checkedGroup(i); !slices.Equal(ts, r.targets[i]) {
				r.Game.verifyCaches("the legal targets of group "+itoa(i)+" as its item resolves", fmt.Sprint(r.targets[i]), fmt.Sprint(ts))
			}
		}
		return slices.Clip(r.targets[i])
	}
	return r.checkedGroup(i)
}

// checkedGroup is TargetGroup, each target's legality asked.
func (r *Resolution) checkedGroup(i int) []Target {
	if i < len(r.specs) && r.specs[i].ControlledBy != nil {
		defer r.Game.withTargetFrame(r.specs, func() *Resolution { return r })() // target_player.go
	}
	group := r.targets[i]
	legal := func(t Target) bool {
		return i < len(r.specs) && r.Game.legalTargetFor(&r.specs[i], t, r.Controller, r.chooser(i), r.Source)
	}
	for k, t := range group {
		if legal(t) {
			continue
		}
		// Not all are legal: the legal ones before this one, then those after.
		ts := slices.Clone(group[:k])
		for _, t := range group[k+1:] {
			if legal(t) {
				ts = append(ts, t)
			}
		}
		return ts
	}
	return slices.Clip(group)
}

// anyTargetLegal reports whether some target chosen is still legal
// (608.2b). When each group's first target is legal and it is the
// group's only one, every target is, and allLegal notes it at the game's
// version.
func (r *Resolution) anyTargetLegal() bool {
	if len(r.targets) == 1 { // one group, as most have: the loop below for it
		if r.targetLegal(0) {
			if len(r.targets[0]) <= 1 {
				r.allLegal, r.legalVer = true, r.Game.version
			}
			return true
		}
		if len(r.targets[0]) == 0 {
			r.allLegal, r.legalVer = true, r.Game.version
		}
		return false
	}
	any, all := false, true
	for i := range r.targets {
		if r.targetLegal(i) {
			any = true
			all = all && len(r.targets[i]) <= 1
		} else if len(r.targets[i]) > 0 {
			all = false
		}
		if any && !all {
			return true
		}
	}
	if all {
		r.allLegal, r.legalVer = true, r.Game.version
	}
	return any
}

// targetLegal reports whether some target of group i is still legal:
// whether TargetGroup(i) is not empty, without listing it. A group with
// no spec has none legal. A player is asked without legalTargetFor's
// call (playerTargetLegal, as legalTargetNeeds asks it).
func (r *Resolution) targetLegal(i int) bool {
	if i >= len(r.specs) {
		return false
	}
	spec := &r.specs[i]
	if spec.ControlledBy != nil {
		return r.targetLegalFramed(i)
	}
	g, rel := r.Game, r.chooser(i)
	for _, t := range r.targets[i] {
		if t.Item == 0 && t.Obj.IsZero() {
			if g.playerTargetLegal(spec, t.Player, rel) {
				return true
			}
			continue
		}
		if g.legalTargetFor(spec, t, r.Controller, rel, r.Source) {
			return true
		}
	}
	return false
}

// targetLegalFramed is targetLegal for a group whose spec reads the
// ability's frame (ControlledBy): it is asked with r as that frame.
func (r *Resolution) targetLegalFramed(i int) bool {
	defer r.Game.withTargetFrame(r.specs, func() *Resolution { return r })() // target_player.go
	for _, t := range r.targets[i] {
		if r.Game.legalTargetFor(&r.specs[i], t, r.Controller, r.chooser(i), r.Source) {
			return true
		}
	}
	return false
}

// move moves objects and makes "it" what they became in public zones
// (400.7j), returning the moves.
func (r *Resolution) move(reqs []MoveRequest) []Moved {
	moved := r.Game.MoveAll(reqs)
	r.it = followed(moved)
	r.itKnown = r.itKnown[:0:0]
	for _, m := range moved {
		switch {
		case !m.OK():
		case m.From == Battlefield || !m.To.Public():
			r.itKnown = append(r.itKnown, m.Old) // 608.2h: last known information
		default:
			r.itKnown = append(r.itKnown, m.New)
		}
	}
	return moved
}

// permanent returns the object r names if it is on the battlefield now.
func (g *Game) permanent(r ObjRef) *Object {
	if o := g.Object(r); o != nil && o.Zone == Battlefield {
		return o
	}
	return nil
}

// It returns what "it" currently refers to.
func (r *Resolution) It() []ObjRef { return r.it }

// SetIt records what the last effect acted on, as "it" for the next.
func (r *Resolution) SetIt(refs []ObjRef) { r.it, r.itKnown = refs, refs }

// setAmount records what the last effect amounted to (damage dealt, life
// gained or lost, cards drawn, …), for "that much" in the next.
func (r *Resolution) setAmount(n int) { r.amount, r.hasAmount = n, true }

// knownObjects returns the objects an expression names for questions about
// them (owner, controller, power): for "it" and the triggering object, the
// objects as they last existed if they have left the battlefield or gone
// to a hidden zone (608.2h).
func knownObjects(r *Resolution, e ObjExpr) []ObjRef {
	switch e.(type) {
	case It:
		return r.itKnown
	case Triggering:
		return r.knownEventObjects()
	}
	return e.Objects(r)
}

// Event returns the triggering event, if any.
func (r *Resolution) Event() *Event { return r.event }

// ObjExpr is a reference to objects in an effect. It is resolved when the
// effect happens; stale references resolve to nothing.
type ObjExpr interface {
	Objects(r *Resolution) []ObjRef
	String() string
}

// PlayerExpr is a reference to players in an effect.
type PlayerExpr interface {
	Players(r *Resolution) []PlayerID
	String() string
}

// This is the object the ability belongs to ("this", "~").
type This struct{}

// Objects implements ObjExpr.
func (This) Objects(r *Resolution) []ObjRef { return []ObjRef{r.This()} }

// TargetRef is the i-th target group of the ability.
type TargetRef struct{ Index int }

// Objects implements ObjExpr.
func (t TargetRef) Objects(r *Resolution) []ObjRef {
	var os []ObjRef
	for _, x := range r.TargetGroup(t.Index) {
		if !x.Obj.IsZero() {
			os = append(os, x.Obj)
		}
	}
	return os
}

// Players implements PlayerExpr.
func (t TargetRef) Players(r *Resolution) []PlayerID {
	var ps []PlayerID
	for _, x := range r.TargetGroup(t.Index) {
		if x.Obj.IsZero() && x.Item == 0 {
			ps = append(ps, x.Player)
		}
	}
	return ps
}

// It is what the previous effect of the ability acted on, followed to
// where that effect put it; at the start of a triggered ability, the object
// the event concerns.
type It struct{}

// Objects implements ObjExpr.
func (It) Objects(r *Resolution) []ObjRef { return r.it }

// CastSpell is the spell that a cast effect earlier in this ability
// created (400.7h).
type CastSpell struct{}

// Objects implements ObjExpr.
func (CastSpell) Objects(r *Resolution) []ObjRef {
	if r.cast.IsZero() {
		return nil
	}
	return []ObjRef{r.cast}
}

// Linked is the objects that an ability linked to this one acted on, such
// as "the exiled card" (607.2a). Only cards still in the zone the linked
// ability put them are found.
type Linked struct{ Key string }

// Objects implements ObjExpr.
func (l Linked) Objects(r *Resolution) []ObjRef {
	var os []ObjRef
	for _, o := range r.Game.links[linkKey{r.Source, l.Key}] {
		if r.Game.Object(o) != nil {
			os = append(os, o)
		}
	}
	return os
}

// Sacrificed is the card sacrificed to pay the ability's cost, found in the
// public zone it went to (400.7j): one a replacement put into a library
// is not found.
type Sacrificed struct{}

// Objects implements ObjExpr.
func (Sacrificed) Objects(r *Resolution) []ObjRef {
	var os []ObjRef
	for _, m := range r.sacrificed {
		if m.To.Public() && r.Game.Object(m.New) != nil {
			os = append(os, m.New)
		}
	}
	return os
}

// Enchanted is the object the ability's source is attached to.
type Enchanted struct{}

// Objects implements ObjExpr.
func (Enchanted) Objects(r *Resolution) []ObjRef {
	if s, ok := r.Game.lastKnown(r.Source); ok && !s.Object.AttachedTo.IsZero() {
		return []ObjRef{s.Object.AttachedTo}
	}
	return nil
}

// Each is every object matching a filter ("each creature you control").
type Each struct{ Filter Filter }

// Objects implements ObjExpr.
func (e Each) Objects(r *Resolution) []ObjRef {
	var os []ObjRef
	for _, o := range r.Game.candidates(&e.Filter) {
		if r.Game.MatchesFrom(&e.Filter, o.Ref, r.Controller, r.Source) {
			os = append(os, o.Ref)
		}
	}
	return os
}

// You is the controller of the ability.
type You struct{}

// Players implements PlayerExpr.
func (You) Players(r *Resolution) []PlayerID { return []PlayerID{r.Controller} }

// OwnerOf is the owner of an object.
type OwnerOf struct{ Obj ObjExpr }

// Players implements PlayerExpr.
func (o OwnerOf) Players(r *Resolution) []PlayerID {
	var ps []PlayerID
	for _, x := range knownObjects(r, o.Obj) {
		if c := r.Game.Card(x.Card); c != nil {
			ps = append(ps, c.Owner) // a card's owner never changes: hidden zones too
		}
	}
	return ps
}

// ControllerOf is the controller of an object: its last known controller
// if it has left the battlefield (608.2h), its owner if it is a card that
// has no controller (108.4a).
type ControllerOf struct{ Obj ObjExpr }

// Players implements PlayerExpr.
func (c ControllerOf) Players(r *Resolution) []PlayerID {
	var ps []PlayerID
	for _, x := range knownObjects(r, c.Obj) {
		if p := r.Game.controllerOf(x); p != NoPlayer {
			ps = append(ps, p)
		}
	}
	return ps
}

// controllerOf returns the controller of the object x names, or the
// controller it had as it last existed: only permanents and spells have
// controllers, so for anything else that is its owner (108.4a). NoPlayer
// for a reference to nothing.
func (g *Game) controllerOf(x ObjRef) PlayerID {
	s, ok := g.lastKnown(x)
	if !ok {
		if c := g.Card(x.Card); c != nil {
			return c.Owner
		}
		return NoPlayer
	}
	if ctrl := s.Chars().Controller; (s.Object.Zone == Battlefield || s.Object.Zone == Stack) && g.validPlayer(ctrl) {
		return ctrl
	}
	return s.Object.Card.Owner
}

// EachOpponent is every opponent of the controller.
type EachOpponent struct{}

// Players implements PlayerExpr.
func (EachOpponent) Players(r *Resolution) []PlayerID { return r.Game.Opponents(r.Controller) }

// EachPlayer is every player in the game.
type EachPlayer struct{}

// Players implements PlayerExpr.
func (EachPlayer) Players(r *Resolution) []PlayerID { return r.Game.apnap() }

// Amount is a number an effect uses, computed as it resolves.
type Amount interface {
	Value(r *Resolution) int
}

// Const is a fixed amount.
type Const int

// Value implements Amount.
func (c Const) Value(*Resolution) int { return int(c) }

// Condition is a condition checked as an ability triggers and resolves
// (603.4) or as an effect applies.
type Condition interface {
	Holds(r *Resolution) bool
}

// Kicked holds if this object was cast as a kicked spell; with Index ≥ 0,
// kicked with that kicker (the Index-th kicker keyword). The permanent
// reads its spell's choices (400.7d).
type Kicked struct{ Index int }

// kickedOf returns the kickers paid for the spell object src is or was
// (400.7d: a permanent keeps its spell's), as its last known information
// says; none for an object that was never a kicked spell.
func (g *Game) kickedOf(src ObjRef) []int {
	// The object as it is, or as its last known information keeps it:
	// only what its spell was is read, not its characteristics.
	o := g.Object(src)
	if o == nil {
		s := g.knownSnapshot(src)
		if s == nil {
			return nil
		}
		o = s.Object
	}
	if o.Spell != nil {
		return o.Spell.Kicked
	}
	return nil
}

// Holds implements Condition.
func (k Kicked) Holds(r *Resolution) bool {
	for _, i := range r.Game.kickedOf(r.Source) {
		if k.Index < 0 || i == k.Index {
			return true
		}
	}
	return false
}

// Triggering is the object the triggering event concerns, found in the
// zone it went to if that zone is public (400.7e).
type Triggering struct{}

// Objects implements ObjExpr.
func (Triggering) Objects(r *Resolution) []ObjRef { return r.eventObjects() }

// YouControl holds if the controller controls a permanent matching Filter.
type YouControl struct{ Filter Filter }

// Holds implements Condition.
func (y YouControl) Holds(r *Resolution) bool {
	for _, bc := range r.Game.battlefieldCards() { // read only: nothing moves meanwhile
		o := bc.Obj
		if r.Game.Matches(&y.Filter, o.Ref, r.Controller) && r.Game.Chars(o).Controller == r.Controller {
			return true
		}
	}
	return false
}

// OnBattlefield holds if the ability's source is still on the battlefield.
type OnBattlefield struct{}

// Holds implements Condition.
func (OnBattlefield) Holds(r *Resolution) bool {
	o := r.Game.Object(r.Source)
	return o != nil && o.Zone == Battlefield
}

// XValue is the value chosen for X as the spell was cast (107.3). A
// permanent's X is 0, but its enters-the-battlefield triggered abilities
// and the replacement effects it enters with read its spell's (107.3m,
// 400.7d).
type XValue struct{}

// Value implements Amount.
func (XValue) Value(r *Resolution) int {
	if it := r.Item; it != nil && it.Ability != nil && it.Ability.Cost.LoyaltyX {
		return it.Cost.x // X of the ability's cost (loyalty_x.go)
	}
	s, ok := r.Game.lastKnown(r.Source)
	if !ok || s.Object.Spell == nil {
		return 0
	}
	e := r.event
	switch {
	case r.Item != nil && r.Item.Kind == ItemSpell: // the spell resolving
	case r.Item == nil && e == nil: // a replacement as it enters (enters_with.go)
	case e != nil && e.Kind == EventZoneChange && e.To == Battlefield && e.New == r.Source: // its enters trigger
	default:
		return 0 // any other ability of the permanent (107.3m)
	}
	return s.Object.Spell.X
}

// PowerOf is the power (or toughness) of the first object an ObjExpr
// names, from last known information if it has left its zone (608.2h).
type PowerOf struct {
	Obj       ObjExpr
	Toughness bool
}

// Value implements Amount.
func (p PowerOf) Value(r *Resolution) int {
	r.Game.ptRead = true // listing_kept.go
	for _, o := range knownObjects(r, p.Obj) {
		if s, ok := r.Game.lastKnown(o); ok {
			c := s.Chars()
			if p.Toughness {
				return c.Toughness
			}
			return c.Power
		}
	}
	return 0
}

// SacrificedLKI is the permanent sacrificed to pay the ability's cost, as
// it last existed on the battlefield: "the sacrificed creature" reads last
// known information rather than following the card (400.7j's Momentous
// Fall example).
type SacrificedLKI struct{}

// Objects implements ObjExpr.
func (SacrificedLKI) Objects(r *Resolution) []ObjRef {
	var os []ObjRef
	for _, m := range r.sacrificed {
		os = append(os, m.Old)
	}
	return os
}

// Discarded is the card discarded to pay the ability's cost, found in the
// public zone it went to (400.7j) — or, for a card with madness that was
// exiled and then not cast, in the graveyard its madness trigger put it in
// (400.7k). One a replacement put into a library is not found.
type Discarded struct{}

// Objects implements ObjExpr.
func (Discarded) Objects(r *Resolution) []ObjRef {
	var os []ObjRef
	for _, m := range r.discarded {
		if !m.To.Public() {
			continue
		}
		ref := m.New
		if r.Game.Object(ref) == nil {
			ref = r.Game.follow[ref]
		}
		if r.Game.Object(ref) != nil {
			os = append(os, ref)
		}
	}
	return os
}
