package runtime

import (
	"fmt"
	"slices"
)

// EventKind says what happened.
type EventKind uint8

// Kinds of events that triggered abilities watch for. One list, so that
// every kind is distinct.
const (
	EventZoneChange EventKind = iota
	EventStepBegins
	EventCast
	EventAttacks
	EventBlocks
	EventBecomesBlocked
	// EventCombatDamage: a source dealt combat damage to a player (510.2;
	// combatdamage.go). New is the source, Player the player dealt damage.
	EventCombatDamage
	// Events of one blocking creature and one attacking creature it blocks
	// (509.3c–d, 509.5c–d; block_triggers.go). Source is the creature the
	// trigger is about, New the other creature ("that creature").
	//
	// EventBlocksCreature: Source blocks the attacking creature New.
	EventBlocksCreature
	// EventBlockedByCreature: Source becomes blocked by the creature New.
	EventBlockedByCreature
	// EventDamage: a source dealt damage to a player, combat or not
	// (120.3; damage_trigger.go). New is the source, Player the player.
	EventDamage
	// EventGainLife, EventBecomesTarget, EventTapForMana: event_triggers.go
	EventGainLife
	EventBecomesTarget
	EventTapForMana
	EventCounterRemoved // a counter was removed from New (counters_removed.go)
)

// Event is something that happened in the game. A zone-change event carries
// the old object's last known information and the new object's reference.
//
// Its fields are ordered by size, the one-byte ones together at the
// end, so that it has no padding: a move's event is written whole
// (TestMoveRecordSizes).
type Event struct {
	// Old is a zone change's last known information of the object that
	// left (608.2h).
	Old     *Snapshot
	OldRef  ObjRef
	New     ObjRef
	Source  ObjRef
	Player  PlayerID
	Batch   int    // zone changes: the batch of simultaneous moves it was part of
	Amount  int    // life gained (EventGainLife)
	Counter string // EventCounterRemoved: the kind of counter
	Kind    EventKind
	From    Zone
	To      Zone
	Cause   Cause
	Step    Step
	BySpell bool // EventBecomesTarget: the targeting object is a spell

	carried carriedRules // zone changes: what the exceptions of 400.7 carried to the new object (move.go)
}

// carriedRules are the exceptions of 400.7 under which a zone change
// carried something over to the new object, as becomeNew applied them;
// the log names them (ZoneMove.Carried), in the rules' order.
type carriedRules uint8

const (
	carried400_7a carriedRules = 1 << iota // effects changing the permanent spell's characteristics or controller
	carried400_7b                          // a static ability's grant to the permanent spell (611.3d)
	carried400_7c                          // prevention of damage from the permanent spell
	carried400_7d                          // the permanent knows what spell it was
	carried400_7g                          // an ability granted so that the card could be cast
	carried400_7k                          // a discarded card's history, through madness
	carried400_7m                          // stickers, between public zones

	// carriedEffects are the exceptions that move continuous effects or
	// prevention from the old object to the new: they may change what
	// the new object's characteristics are (version.go).
	carriedEffects = carried400_7a | carried400_7b | carried400_7c | carried400_7g
)

// carriedRuleNames are the rules of carriedRules, bit by bit.
var carriedRuleNames = [...]string{"400.7a", "400.7b", "400.7c", "400.7d", "400.7g", "400.7k", "400.7m"}

// rules lists the rules of c in the rules' order, or nil if none.
func (c carriedRules) rules() []string {
	var out []string
	for i, r := range carriedRuleNames {
		if c&(1<<i) != 0 {
			out = append(out, r)
		}
	}
	return out
}

// Whose says whose step a "beginning of step" trigger watches.
type Whose uint8

// Whose steps.
const (
	YourStep Whose = iota
	EachStep
	OpponentsStep
	EnchantedControllersStep // the controller of the permanent the source is attached to (step_of.go)
	EnchantedPlayersStep     // the player the source is attached to (enchant_player.go)
)

// Trigger is the trigger condition of a triggered ability (603.1).
type Trigger struct {
	Event     EventKind
	Self      bool    // the event concerns this object
	Enchanted bool    // the event concerns the object this is attached to
	Filter    *Filter // the event concerns an object matching this
	From      Zone    // zone-change triggers: ZoneNone means any zone
	To        Zone
	Anywhere  bool // "from anywhere": never a leaves-the-battlefield ability (603.6c)
	Step      Step
	Whose     Whose
	Caster    Caster   // EventCast, EventGainLife, EventTapForMana: who acts (castby.go)
	TargetOf  Targeter // EventBecomesTarget: what targets (event_triggers.go)
	// OrBlockedBy: an EventBlocksCreature trigger that also triggers on
	// EventBlockedByCreature ("blocks or becomes blocked by a creature").
	OrBlockedBy bool
	// ToPlayer: an EventDamage trigger's player, relative to the
	// ability's controller (RelOpponent: "to an opponent"; damage_trigger.go).
	ToPlayer Rel
	Cause    *CauseTrigger // "whenever an opponent draws a card" (library.go)
	Counter  string        // EventCounterRemoved: the kind of counter it watches (counters_removed.go)
}

// LooksBack reports whether the trigger looks back in time (603.10a): a
// leaves-the-battlefield ability.
func (t *Trigger) LooksBack() bool {
	return t.Event == EventZoneChange && t.From == Battlefield && !t.Anywhere
}

type pendingTrigger struct {
	ability    *Ability
	source     ObjRef
	controller PlayerID
	event      *Event
	it         []ObjRef // delayed triggers: what the creating effect found
	text       string
	cost       costPaid // delayed triggers: what the creating spell's costs moved (400.7j)
}

// DelayedTrigger is a delayed triggered ability (603.7): it triggers once,
// at the beginning of the next Step, and does what Effects say with the
// objects its creating effect found.
type DelayedTrigger struct {
	Step       Step
	Player     PlayerID // whose Step it waits for; NoPlayer: anyone's
	Effects    []Effect
	Controller PlayerID
	Source     ObjRef
	It         []ObjRef
	Text       string
	// cost is what the costs of the spell or ability that created it
	// moved, so that "the sacrificed card" finds it (400.7j).
	cost costPaid
}

type untilLeaves struct {
	source ObjRef // when this leaves the battlefield …
	obj    ObjRef // … this exiled card returns (610.3)
}

type linkKey struct {
	source ObjRef
	key    string
}

func (g *Game) handleEvents(events []*Event) {
	if g.over {
		return // nothing triggers once the game has ended
	}
	looksBack := leaverMayTrigger(g, events) // once for the batch
	for _, e := range events {
		g.detectTriggers(e, events, looksBack)
	}
	var back []MoveRequest
	if len(g.untilLeaves) > 0 { // none waits in most games
		back = g.untilLeft(events)
	}
	g.endSourceBound(events) // 611.2b (as_long_as.go)
	if len(back) > 0 {
		g.MoveAll(back)
	}
}

// untilLeft ends the "until … leaves the battlefield" effects whose
// source left in events (610.3), and returns the moves that return their
// exiled cards under their owners' control (610.3c), to be made
// immediately after the events.
func (g *Game) untilLeft(events []*Event) []MoveRequest {
	var back []MoveRequest
	for _, e := range events {
		if e.Kind == EventZoneChange && e.From == Battlefield {
			back = g.untilLeftBy(e.OldRef, back)
		}
	}
	return back
}

// untilLeftBy ends the "until … leaves the battlefield" effects of source
// old, which has left the battlefield, and appends to back the moves that
// return their exiled cards (610.3c).
func (g *Game) untilLeftBy(old ObjRef, back []MoveRequest) []MoveRequest {
	keep := g.untilLeaves[:0]
	for _, u := range g.untilLeaves {
		if u.source == old {
			back = append(back, MoveRequest{Obj: u.obj, To: Battlefield, Source: u.source})
		} else {
			keep = append(keep, u)
		}
	}
	g.untilLeaves = keep
	return back
}

// sourcesLeft does what the leaving of the permanents olds does when they
// leave the battlefield with no zone change, as the objects a player owns
// leave the game with them (800.4a): the effects lasting for as long as
// they remained on the battlefield end (611.2b), and the cards exiled until
// they left return under their owners' control at once (610.3c) — a
// return that is no triggered ability, so a player leaving doesn't stop it
// (as the rulings on Cast Out and Banisher Priest say), where Oblivion
// Ring's leaves-the-battlefield ability doesn't trigger at all.
func (g *Game) sourcesLeft(olds []ObjRef) {
	var back []MoveRequest
	for _, old := range olds {
		if len(g.untilLeaves) > 0 {
			back = g.untilLeftBy(old, back)
		}
		if g.sourceBound {
			g.endBoundTo(old) // as_long_as.go
		}
	}
	if len(back) > 0 {
		g.MoveAll(back)
	}
}

// detectTriggers finds the triggered abilities that event e triggers and
// adds them to the pending list (603.2, 603.10).
func (g *Game) detectTriggers(e *Event, batch []*Event, looksBack bool) {
	// Work: every permanent is looked at, and the characteristics of
	// those with triggered abilities are computed.
	cc, work := g.charsCost(), 1
	// The permanents that may have triggered abilities, found once for
	// both looks at the battlefield: looking changes nothing on it. Most
	// moves on most boards find none without looking (triggerSources).
	var sources []*Object
	look := 0 // the work of one look: nothing when the battlefield is not walked
	if granted := g.grantsAbilities(); granted || g.triggerPerms > 0 || g.verifyCaches != nil {
		sources = g.keptTriggerSources(granted)
		if granted || g.triggerPerms > 0 { // a walk only to verify costs the game nothing
			look = len(g.battlefieldCards())
		}
	}
	switch e.Kind {
	case EventZoneChange:
		g.madnessTrigger(e)
		// Leaves-the-battlefield abilities look back in time: the
		// sources are the objects as they existed before the event.
		if e.From == Battlefield && looksBack {
			work += len(batch)
			for _, b := range batch {
				if leftMayTrigger(b) {
					ctrl, abilities := b.Old.controlAndAbilities()
					g.checkSource(b.Old.Object.Ref, ctrl, b.Old.Object.AttachedTo, abilities, ZoneNone, e, true)
				}
			}
		}
		if e.From == Battlefield {
			work += look
			if len(sources) > 0 {
				work += g.scanSources(sources, cc, e, batch, true)
			}
		}
		work += look
		if len(sources) > 0 {
			work += g.scanSources(sources, cc, e, batch, false)
		}
		// The new object's own abilities, in a public zone other than
		// the battlefield: only a card with triggered abilities (or a
		// copy of one) has any to check. Those that function in its new
		// zone are checked with the zone's other cards (scanOffField).
		if e.To != Battlefield && e.To.Public() {
			if n := g.Object(e.New); n != nil && hasTriggers(n) {
				g.checkSource(n.Ref, n.Card.Owner, ObjRef{}, n.Def().Abilities, ZoneNone, e, false)
			}
		}
	default:
		work += look + g.scanSources(sources, cc, e, batch, false)
	}
	if g.offTriggers != 0 { // no card of most games has such abilities
		work += g.scanOffField(e, batch)
	}
	g.spend(work)
}

// leftMayTrigger reports whether the object event b took from the
// battlefield may have had triggered abilities as it left: with its base
// characteristics, only a card with triggered abilities, or a copy of
// one, has any.
func leftMayTrigger(b *Event) bool {
	return b.From == Battlefield && b.Old != nil && (b.Old.chars != nil || hasTriggers(b.Old.Object))
}

// leaverMayTrigger reports whether an object one of batch's events took
// from the battlefield may have had triggered abilities as it left, which
// each event of the batch checks, looking back in time (603.10a): asked
// once for the batch, so that a board wipe of thousands of permanents
// none of which has any costs a look at each, not at each for each.
func leaverMayTrigger(g *Game, batch []*Event) bool {
	may := false
	for _, b := range batch {
		switch {
		case leftMayTrigger(b):
			may = true
		case g.verifyCaches != nil && b.From == Battlefield && b.Old != nil:
			if _, abilities := b.Old.controlAndAbilities(); hasTriggered(abilities) {
				g.verifyCaches("triggered abilities of "+b.OldRef.String()+" as it left", "none", "some")
			}
		}
	}
	return may
}

// scanOffField checks for event e the triggered abilities that function
// in a zone other than the battlefield (113.6k: "whenever a land enters
// the battlefield under your control, return this from your graveyard to
// the battlefield" triggers only while the card is in its owner's
// graveyard), of the cards in the zones where some card of the game has
// one (offTriggers). Its controller is the card's owner (108.4a: a card
// there has no controller; 603.3a), and its source is the card's object in that zone, so
// that the ability does nothing to a card that has left it (400.7). A
// leaves-the-battlefield ability looks back (603.10a): a card that was
// put into the zone in the same batch was not there to trigger. It
// returns the work: the cards looked at.
func (g *Game) scanOffField(e *Event, batch []*Event) int {
	work := 0
	for z := Library; z <= Command; z++ {
		if !g.offTriggers.has(z) {
			continue
		}
		owners := len(g.Players)
		if !z.Owned() {
			owners = 1 // one zone for all players (Game.key)
		}
		for p := range owners {
			for _, c := range g.ZoneCards(z, PlayerID(p)) {
				work++
				o := c.Obj
				if !hasTriggers(o) {
					continue
				}
				abilities := o.Def().Abilities
				if g.hasEffectOn(o) {
					abilities = g.Chars(o).Abilities // an effect on it may have removed them
				}
				if e.Kind == EventZoneChange && e.From == Battlefield && !movedIn(o.Ref, batch) {
					g.checkSource(o.Ref, c.Owner, ObjRef{}, abilities, z, e, true)
				}
				g.checkSource(o.Ref, c.Owner, ObjRef{}, abilities, z, e, false)
			}
		}
	}
	return work
}

// offTriggerZones are the zones other than the battlefield in which
// triggered abilities of definition d function (113.6k).
func offTriggerZones(d *CardDef) zoneSet {
	var zs zoneSet
	for _, a := range d.Abilities {
		if a.Kind == TriggeredAbility && a.FunctionsIn != ZoneNone && a.FunctionsIn != Battlefield && a.FunctionsIn <= Command {
			zs = zs.with(a.FunctionsIn)
		}
	}
	return zs
}

// scanSources checks each of sources, the permanents that may have
// triggered abilities, for event e (detectTriggers), as it exists now or,
// with lookBack, as it existed before the event (603.10a); one that
// entered in the batch has nothing to look back to. It returns the work
// of computing characteristics: cc per source computed.
func (g *Game) scanSources(sources []*Object, cc int, e *Event, batch []*Event, lookBack bool) int {
	work := 0
	for _, o := range sources {
		if lookBack && (o.Ref == e.New || movedIn(o.Ref, batch)) {
			continue
		}
		work += cc
		c := g.chars(o) // read as the call is made: checking changes nothing of it
		g.checkSource(o.Ref, c.Controller, o.AttachedTo, c.Abilities, ZoneNone, e, lookBack)
	}
	return work
}

// permanentWatches reports whether a permanent has a triggered ability
// that watches one of kinds (a bit for each Trigger.Event), so that a
// game without one does no work for their events. Only a permanent that
// may have triggered abilities (mayTrigger) can have one, as
// triggerSources finds them, and the kinds they watch are kept with
// them (sourcesWatched); while an effect grants abilities, every
// permanent is looked at.
func (g *Game) permanentWatches(kinds uint32) bool {
	granted := g.grantsAbilities()
	if !granted {
		if g.triggerPerms == 0 && g.verifyCaches == nil {
			return false // most games, most of the time
		}
		return g.sourcesWatched()&kinds != 0
	}
	for _, bc := range g.battlefieldCards() { // read only: nothing moves meanwhile
		if watchedKinds(g.chars(bc.Obj).Abilities)&kinds != 0 {
			return true
		}
	}
	return false
}

// triggerSources appends to out the permanents on the battlefield that
// may have triggered abilities, in the battlefield's order: those whose
// card has some, those with stickers, and all of them while an effect
// grants abilities (granted). A caller that finds none may (no effect
// grants abilities, and triggerPerms counts none) need not ask.
func (g *Game) triggerSources(out []*Object, granted bool) []*Object {
	if g.verifyCaches != nil {
		if n := g.countTriggerPerms(); n != g.triggerPerms {
			g.verifyCaches("permanents that may have triggered abilities", itoa(g.triggerPerms), itoa(n))
		}
	}
	for _, bc := range g.battlefieldCards() {
		if o := bc.Obj; granted || len(o.Stickers) > 0 || hasTriggers(o) { // mayTrigger, in line
			out = append(out, o)
		}
	}
	return out
}

// triggerSourcesKept is what triggerSources found at one fieldVersion
// and charsVersion of the game, with every permanent or not (granted).
// Which permanents there are, and in which order, changes only with
// fieldVersion; whether one may have triggered abilities of its own
// changes with its stickers and its copiable values, each a change
// (changed) that moves charsVersion, or with a new object, which moves
// fieldVersion: a finding at the same charsVersion is brought up to date
// with the permanents that entered and left since (sourcesUpToDate).
type triggerSourcesKept struct {
	set      bool
	granted  bool
	fieldVer uint64
	prunes   uint64 // the game's prunes when found (sourcesUpToDate)
	charsVer uint64
	objs     []*Object
	// watchKnown: the kinds of events the triggered abilities of objs
	// watch (watched, a bit for each Trigger.Event) have been found,
	// reading nothing of the turn's state, for these permanents
	// (sourcesWatched).
	watchKnown bool
	watched    uint32
}

// keptTriggerSources returns triggerSources' permanents, found again only
// when the kept ones are not current (triggerSourcesKept): most events
// of a turn, and the steps' beginnings, look at the same permanents. The
// caller reads the list and keeps nothing of it; looking for triggers
// changes nothing on the battlefield. Under VerifyCaches a current list
// is found afresh and compared.
func (g *Game) keptTriggerSources(granted bool) []*Object {
	k := &g.space.trigSources
	if k.set && k.granted == granted && k.charsVer == g.charsVersion && (k.fieldVer == g.fieldVersion || g.sourcesUpToDate(k)) {
		if g.verifyCaches != nil {
			if fresh := g.triggerSources(nil, granted); !slices.Equal(fresh, k.objs) {
				g.verifyCaches("permanents that may have triggered abilities, kept", objsText(k.objs), objsText(fresh))
			}
		}
		k.prunes = g.prunes // current: every object listed is on the battlefield, as a logMark is marked
		return k.objs
	}
	clear(k.objs)
	objs := g.triggerSources(k.objs[:0], granted)
	*k = triggerSourcesKept{set: true, granted: granted, fieldVer: g.fieldVersion, prunes: g.prunes, charsVer: g.charsVersion, objs: objs}
	return objs
}

// sourcesUpToDate brings the permanents k found, at charsVersion as it
// is, up to date with the permanents that entered and left since
// (bringUpToDate), reporting false if it can't: the log no longer holds
// every change, or pruning ran since, so that a listed object may have
// been given back and made again (logMark.updatable). One that entered
// is added if it may have triggered abilities (or every permanent is
// kept: granted), last, as it entered after every permanent before it
// (place). An object noted while it leaves is still on the battlefield
// by its zone, but no longer among its cards (unplace): one that may
// have triggered abilities is looked for among them, from the last, and
// if it is not there the list is found again. What k keeps of the kinds
// of events they watch holds only while the list does (sourcesWatched).
// Under VerifyCaches the caller compares the list with a fresh one.
func (g *Game) sourcesUpToDate(k *triggerSourcesKept) bool {
	if k.prunes != g.prunes {
		return false
	}
	added := false
	objs, ok := bringUpToDate(g, k.objs, k.fieldVer, indexOfObject, func(objs []*Object, o *Object) ([]*Object, bool) {
		if !k.granted && !mayTrigger(o) {
			return objs, true
		}
		if !onBattlefieldFromLast(g.battlefieldCards(), o) {
			return objs, false
		}
		added = true
		return append(objs, o), true
	})
	if !ok {
		return false
	}
	if added || len(objs) != len(k.objs) {
		k.watchKnown = false
	}
	k.objs, k.fieldVer = objs, g.fieldVersion
	return true
}

// onBattlefieldFromLast reports whether o is the object of one of the
// battlefield's cards bf, looking from the last.
func onBattlefieldFromLast(bf []*Card, o *Object) bool {
	for i := len(bf) - 1; i >= 0; i-- {
		if bf[i].Obj == o {
			return true
		}
	}
	return false
}

// sourcesWatched returns the kinds of events (a bit for each
// Trigger.Event) that the triggered abilities of the permanents that may
// have some watch, while no effect grants abilities
// (keptTriggerSources). Their abilities are their characteristics',
// which stay as they are while charsVersion holds if reading them read
// nothing of the turn's state (turnReads): the answer is then kept with
// the permanents. Under VerifyCaches a kept answer is found again and
// compared.
func (g *Game) sourcesWatched() uint32 {
	sources := g.keptTriggerSources(false)
	k := &g.space.trigSources
	if k.watchKnown && g.verifyCaches == nil {
		return k.watched
	}
	reads := g.turnReads
	var watched uint32
	for _, o := range sources {
		watched |= watchedKinds(g.chars(o).Abilities)
	}
	if k.watchKnown {
		g.turnReads = reads // checking reads nothing for the caller
		if watched != k.watched {
			g.verifyCaches("the kinds of events the permanents' triggered abilities watch", fmt.Sprintf("%#x", k.watched), fmt.Sprintf("%#x", watched))
		}
		return k.watched
	}
	if g.turnReads == reads && g.fresh == 0 {
		k.watchKnown, k.watched = true, watched
	}
	return watched
}

// watchedKinds returns the kinds of events (a bit for each
// Trigger.Event) that the triggered abilities among abilities watch.
func watchedKinds(abilities []*Ability) uint32 {
	var w uint32
	for _, a := range abilities {
		if a.Kind == TriggeredAbility && a.Trigger != nil {
			w |= 1 << a.Trigger.Event
		}
	}
	return w
}

// noTriggers reports whether no permanent or card may have a triggered
// ability and no effect or static ability, which might grant one, is
// about: no event triggers anything, and detection counts one unit of
// work (quietEvent). Small enough to be inlined where events are made.
func (g *Game) noTriggers() bool {
	return g.triggerPerms == 0 && g.offTriggers == 0 && len(g.effects) == 0 && g.statics == 0
}

// quietEvent reports whether detectTriggers would find nothing for an
// event of kind e, never a zone change (whose detection does more),
// looking at nothing: no effect grants abilities, no card has a
// triggered ability that works off the battlefield, and no permanent's
// triggered ability watches such events (sourcesWatched). It returns the
// work detection counts all the same: one, and with permanents that may
// have triggered abilities a look at each permanent and their
// characteristics computed.
func (g *Game) quietEvent(e EventKind) (quiet bool, work int) {
	if g.offTriggers != 0 || g.grantsAbilities() {
		return false, 0
	}
	if g.triggerPerms == 0 {
		return true, 1
	}
	// The kept answer, current, is read in line (sourcesWatched).
	k := &g.space.trigSources
	w := k.watched
	if !k.watchKnown || !k.set || k.granted || k.fieldVer != g.fieldVersion || k.charsVer != g.charsVersion || g.verifyCaches != nil {
		w = g.sourcesWatched()
	}
	// Trigger.watches: its Event, or a creature becoming blocked by a
	// creature for one that watches a creature blocking one (OrBlockedBy).
	if w&(1<<e) != 0 || e == EventBlockedByCreature && w&(1<<EventBlocksCreature) != 0 {
		return false, 0
	}
	return true, 1 + len(g.battlefieldCards()) + g.charsCost()*len(k.objs)
}

// quietAlways is quietEvent's commonest case, asked in line: the caches
// are not verified, no permanent may have a triggered ability of its own
// (mayTrigger) and no card one that works off the battlefield, and
// nothing can grant abilities (no continuous effect, and no permanent
// with a static ability that grants them: grantsAbilities' common case).
// Then no event triggers anything, and detection counts one unit of work.
func (g *Game) quietAlways() bool {
	return g.triggerPerms == 0 && g.offTriggers == 0 && len(g.effects) == 0 && g.kindCounts[skGrantAt] == 0 && g.verifyCaches == nil
}

// quietKept is quietEvent's common case past quietAlways, asked without
// a call below it: as quietAlways but for permanents that may have
// triggered abilities, whose kinds of events watched, kept for the
// permanents as they are now (sourcesWatched), leave out e. Then it
// returns the work detection would count, as quietEvent does, and true;
// false when it can't tell, for quietEvent to ask.
func (g *Game) quietKept(e EventKind) (work int, ok bool) {
	if g.verifyCaches != nil || g.offTriggers != 0 || len(g.effects) != 0 || g.kindCounts[skGrantAt] != 0 {
		return 0, false
	}
	if g.triggerPerms == 0 {
		return 1, true
	}
	k := &g.space.trigSources
	if !k.watchKnown || !k.set || k.granted || k.fieldVer != g.fieldVersion || k.charsVer != g.charsVersion ||
		k.watched&(1<<e) != 0 || e == EventBlockedByCreature && k.watched&(1<<EventBlocksCreature) != 0 {
		return 0, false
	}
	return 1 + len(g.battlefieldCards()) + g.charsCost()*len(k.objs), true
}

// mayTrigger reports whether a permanent may have triggered abilities of
// its own: its card's (or a copy's) or a sticker's. Effects may grant
// any permanent more (grantsAbilities).
func mayTrigger(o *Object) bool { return len(o.Stickers) > 0 || hasTriggers(o) }

// noteTriggers keeps the count of permanents that may have triggered
// abilities true after o's stickers or copiable values changed; could is
// mayTrigger(o) before the change.
func (g *Game) noteTriggers(o *Object, could bool) {
	if o.Zone != Battlefield {
		return
	}
	switch can := mayTrigger(o); {
	case can && !could:
		g.triggerPerms++
	case could && !can:
		g.triggerPerms--
	}
}

// countTriggerPerms counts the permanents that may have triggered
// abilities, as triggerPerms keeps them counted.
func (g *Game) countTriggerPerms() int { return g.countPermanents(mayTrigger) }

// countPermanents counts the permanents on the battlefield for which is
// holds: what a count kept as permanents enter and leave is checked
// against, or made again from after a host's direct writes (Touch).
func (g *Game) countPermanents(is func(*Object) bool) int {
	n := 0
	for _, c := range g.battlefieldCards() {
		if is(c.Obj) {
			n++
		}
	}
	return n
}

// hasTriggers reports whether an object's card has triggered abilities.
// An ability sticker may grant more (123.7), and so may effects
// (grantsAbilities), so objects with stickers, and every object while an
// effect grants abilities, are looked at too. The answer for the card's
// own definition is read once (printedFacts); a copy's (layer 1) is
// looked up each time.
func hasTriggers(o *Object) bool {
	if c := o.Card; o.CopyOf == nil && c.printed.read {
		return c.printed.triggers // small enough to be inlined in a walk of the battlefield
	}
	return hasTriggersRead(o)
}

// hasTriggersRead is hasTriggers for a copy, or a card whose facts are
// not read yet.
func hasTriggersRead(o *Object) bool {
	if o.CopyOf != nil {
		return defHasTriggers(o.CopyOf)
	}
	return o.Card.printedFacts().triggers
}

// defHasTriggers reports whether a definition has triggered abilities.
func defHasTriggers(d *CardDef) bool { return hasTriggered(d.Abilities) }

// hasTriggered reports whether abilities include a triggered ability.
func hasTriggered(abilities []*Ability) bool {
	for _, a := range abilities {
		if a.Kind == TriggeredAbility {
			return true
		}
	}
	return false
}

func movedIn(r ObjRef, batch []*Event) bool {
	for _, b := range batch {
		if b.New == r {
			return true
		}
	}
	return false
}

// checkSource adds to the pending list the triggered abilities among
// abilities, of the object src controlled by ctrl (and attached to
// attached), that event e triggers: those that function in zone in
// (ZoneNone: on the battlefield, 113.6), and that look back in time
// (603.10a) if lookBack says so.
func (g *Game) checkSource(src ObjRef, ctrl PlayerID, attached ObjRef, abilities []*Ability, in Zone, e *Event, lookBack bool) {
	for _, a := range abilities {
		t := a.Trigger
		if a.Kind != TriggeredAbility || t == nil || a.FunctionsIn != in || !t.watches(e.Kind) || t.LooksBack() != lookBack {
			continue
		}
		if !g.triggerMatches(t, src, ctrl, attached, e) {
			continue
		}
		p := &pendingTrigger{ability: a, source: src, controller: ctrl, event: e, text: a.Text}
		if a.If != nil && !a.If.Holds(g.frameFor(p)) {
			continue // 603.4: the condition is false as the event happens
		}
		g.pending = append(g.pending, p)
		g.spend(1)
	}
}

func (g *Game) triggerMatches(t *Trigger, src ObjRef, ctrl PlayerID, attached ObjRef, e *Event) bool {
	switch e.Kind {
	case EventZoneChange:
		if t.Cause != nil {
			return t.Cause.matches(g, ctrl, e) // library.go
		}
		if t.From != ZoneNone && t.From != e.From || t.To != ZoneNone && t.To != e.To {
			return false
		}
		subject := e.New
		if t.LooksBack() {
			subject = e.OldRef
		}
		switch {
		case t.Self:
			return subject == src
		case t.Enchanted:
			return !attached.IsZero() && attached == e.OldRef
		case t.Filter != nil:
			if t.LooksBack() {
				c := e.Old.Chars()
				return g.matchChars(t.Filter, e.Old.Object, &c, ctrl, src)
			}
			return g.MatchesFrom(t.Filter, e.New, ctrl, src)
		}
		return true
	case EventStepBegins:
		if t.Step != e.Step {
			return false
		}
		switch t.Whose {
		case YourStep:
			return e.Player == ctrl
		case OpponentsStep:
			return e.Player != ctrl
		case EnchantedControllersStep:
			return g.attachedController(attached, e.Player) // step_of.go
		case EnchantedPlayersStep:
			return e.Player == g.attachedPlayerOf(src) // enchant_player.go
		}
		return true
	case EventCast:
		return g.casterMatches(t, e.Player, ctrl, src) && (t.Filter == nil || g.MatchesFrom(t.Filter, e.New, ctrl, src))
	case EventAttacks, EventBlocks, EventBecomesBlocked, EventCombatDamage:
		if t.Filter != nil {
			return g.MatchesFrom(t.Filter, e.New, ctrl, src) // "another" is not src (Filter.Other)
		}
		return t.Self && e.New == src
	case EventBlocksCreature, EventBlockedByCreature:
		return t.Self && e.Source == src // block_triggers.go
	case EventDamage:
		return damageTriggerMatches(t, src, ctrl, e) // damage_trigger.go
	case EventGainLife, EventBecomesTarget, EventTapForMana:
		return g.eventMatches(t, src, ctrl, attached, e) // event_triggers.go
	case EventCounterRemoved:
		return counterRemovedMatches(t, src, e) // counters_removed.go
	}
	return false
}

// putTriggersOnStack puts waiting triggered abilities on the stack in APNAP
// order (603.3b), each player choosing the order of their own, and chooses
// their targets (603.3d). One that a player who has left the game would
// control isn't put on the stack (800.4d): a delayed trigger their spell
// made, the ability of a permanent they controlled as it was exiled when
// they left, or any that waited as they left.
func (g *Game) putTriggersOnStack() error {
	if len(g.pending) == 0 {
		return nil
	}
	pending := g.pending
	g.pending = nil
	for _, t := range pending {
		if g.validPlayer(t.controller) && g.Players[t.controller].Lost {
			g.departedTrigger(t)
		}
	}
	for _, p := range g.apnap() {
		if g.over {
			return nil
		}
		var mine []*pendingTrigger
		for _, t := range pending {
			if t.controller == p {
				mine = append(mine, t)
			}
		}
		if len(mine) > 1 {
			d := &Decision{Kind: ChooseOrder, Player: p, Prompt: "order triggered abilities (first chosen goes on the stack first)", Min: len(mine), Max: len(mine)}
			for _, t := range mine {
				d.Options = append(d.Options, Option{Label: g.Card(t.source.Card).Def.Name + ": " + t.text, Target: Target{Obj: t.source, Player: NoPlayer}})
			}
			idx, err := g.decide(d)
			if err != nil {
				return err
			}
			ordered := make([]*pendingTrigger, 0, len(mine))
			for _, i := range idx {
				ordered = append(ordered, mine[i])
			}
			mine = ordered
		}
		for _, t := range mine {
			if err := g.pushTrigger(t); err != nil {
				return err
			}
		}
	}
	return nil
}

// departedTrigger notes that triggered ability t, whose controller has
// left the game, isn't put on the stack (800.4d).
func (g *Game) departedTrigger(t *pendingTrigger) {
	if g.logging() {
		g.emit(EvNote, "%s's triggered ability isn't put on the stack: %s has left the game (800.4d)", g.evCard(roleSource, t.source, g.Card(t.source.Card).Def.Name), g.evPlayer(rolePlayer, t.controller))
	}
}

// apnap lists the players in the game in APNAP order (101.4): the active
// player, then the others in turn order. A player who has left the game
// is no longer one of "each player" (800.4a), nor of "each other player";
// it is skipped, the active player too if they left during their turn
// (800.4j). Every use wants the players still in it: the triggered
// abilities put on the stack (603.3b, 800.4d) and "each player" of an
// effect (EachPlayer, OtherPlayers), which makes no token and no copy
// for one who has left (800.4b, 800.4d).
func (g *Game) apnap() []PlayerID {
	n := len(g.Players)
	ps := make([]PlayerID, 0, n)
	for i := range n {
		if p := PlayerID((int(g.Active) + i) % n); !g.Players[p].Lost {
			ps = append(ps, p)
		}
	}
	return ps
}

func (g *Game) pushTrigger(p *pendingTrigger) error {
	if g.spend(1); g.over {
		return nil
	}
	item := g.newItem(StackItem{
		ID: g.newItemID(), Kind: ItemTriggered, Ability: p.ability, Source: p.source,
		Controller: p.controller, Event: p.event, It: p.it, Text: p.text, Cost: p.cost,
	})
	what := g.Card(p.source.Card).Def.Name + ": " + p.text
	modes, err := g.chooseModes(p.ability, p.controller, nil, what) // 603.3c
	if err != nil {
		return err
	}
	item.Modes = modes
	targets, choosers, err := g.chooseTriggerTargets(p, modes, what) // chooser.go
	if err != nil {
		if _, ok := err.(*RuleError); ok {
			if g.logging() {
				g.emit(EvNote, "%s's ability is removed from the stack: %s (603.3d)", g.evCard(roleSource, p.source, g.Card(p.source.Card).Def.Name), evText(roleReason, sprint(err)))
			}
			return nil
		}
		return err
	}
	item.Targets, item.Choosers = targets, choosers
	if item.Division, err = g.chooseDivision(p.ability, targets, p.controller, what); err != nil { // 601.2d, 603.3d (divide.go)
		if _, ok := err.(*RuleError); ok {
			if g.logging() {
				g.emit(EvNote, "%s's ability is removed from the stack: %s (603.3d)", g.evCard(roleSource, p.source, g.Card(p.source.Card).Def.Name), evText(roleReason, sprint(err)))
			}
			return nil
		}
		return err
	}
	g.stack = append(g.stack, item)
	g.turnChanged() // the stack is the turn's state (version.go)
	if g.logging() {
		g.emit(EvTrigger, "%s's triggered ability goes on the stack%s%s: %s", g.evObj(roleSource, p.source), g.evTargets(targets), g.evDivision(targets, p.ability, item.Division), evText(roleText, p.text))
	}
	g.becameTargets(item) // event_triggers.go
	return nil
}

// detectEvent detects the triggers of event ev (detectTriggers), the
// event made in the game's slab, and resolves at once those that are
// mana abilities (605.4a, resolveManaTriggers): unless a trigger now
// holds the event, it is given back, as a move's events are (moveAll).
func (g *Game) detectEvent(ev Event) {
	// Nothing watches events of its kind, as for most taps for mana and
	// casts of most games: detection would look and find nothing, and
	// its work is counted here. A check of the caches detects all the
	// same and compares.
	if g.quietAlways() {
		g.spend(1)
		return
	}
	if work, ok := g.quietKept(ev.Kind); ok {
		g.spend(work)
		return
	}
	quiet, work := g.noTriggers(), 1
	if !quiet {
		quiet, work = g.quietEvent(ev.Kind)
	}
	if quiet && g.verifyCaches == nil {
		g.spend(work)
		return
	}
	e := g.space.slabs.events.new()
	*e = ev
	n := len(g.pending)
	g.detectTriggers(e, nil, false)
	if quiet && len(g.pending) != n {
		g.verifyCaches("abilities triggered by an event nothing watches", "none", itoa(len(g.pending)-n))
	}
	if len(g.pending) > n {
		g.resolveManaTriggers(n) // event_triggers.go
	}
	if !g.eventHeld(e) {
		giveBack(g, &g.space.slabs.events, e) // slab.go
	}
}
