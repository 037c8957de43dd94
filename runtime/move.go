package runtime

import "slices"

// Cause says why an object moves; it is recorded in the zone-change event.
type Cause uint8

// Causes of zone changes.
const (
	CauseEffect Cause = iota
	CauseCast
	CauseResolve
	CauseCounter
	CauseFizzle
	CauseDestroy
	CauseSacrifice
	CauseStateBased
	CauseDraw
	CauseDiscard
	CausePlayLand
	CauseLeftGame // its controller left a multiplayer game (800.4a), or its control would return to one who had (800.4c)
)

var causeNames = [...]string{"effect", "cast", "resolve", "counter", "no legal targets", "destroy", "sacrifice", "state-based action", "draw", "discard", "play land", "its controller left the game"}

func (c Cause) String() string { return causeNames[c] }

// MoveRequest asks for one object to change zones.
type MoveRequest struct {
	Obj        ObjRef
	To         Zone
	Controller ControllerChoice // who controls it on the battlefield or the stack; the zero value is its owner
	Tapped     bool             // enters the battlefield tapped
	Bottom     bool             // put on the bottom of a library rather than the top
	AttachTo   ObjRef           // an Aura entering the battlefield attached to this (303.4f)
	// attachPlayer is the player an Aura that enchants a player enters
	// the battlefield attached to, plus one: 0 is none (303.4a, 303.4f;
	// Object.AttachedPlayer).
	attachPlayer seat
	// CastWith names the keyword ability a card is being cast with
	// ("flashback"): an effect that granted it keeps applying to the spell
	// (400.7g).
	CastWith string
	Cause    Cause
	Source   ObjRef // the source of the effect or cost that moves it
	// EntersWith is what it enters the battlefield with, if it goes
	// there: counters and abilities (614.1c; enters_with.go).
	EntersWith *Entering
}

// A ControllerChoice is the player a moved object is to enter the
// battlefield or the stack under the control of. Its zero value is the
// object's owner (110.2), so a request that names no one never gives a
// card to the first seat by accident. ControlledBy names a player.
type ControllerChoice struct{ p1 seat } // the player plus one; 0 is the owner

// ControlledBy returns the choice of player p; ControlledBy(NoPlayer) is
// the owner. A p no seat can be (below NoPlayer, or maxPlayers or more)
// is kept as an invalid player, which a move reads as the owner, as it
// does any player not in the game.
func ControlledBy(p PlayerID) ControllerChoice {
	if p < NoPlayer || p >= maxPlayers {
		return ControllerChoice{-1} // no seat: Player returns -2
	}
	return ControllerChoice{seat(p + 1)}
}

// Player returns the player chosen, or NoPlayer for the owner.
func (c ControllerChoice) Player() PlayerID { return PlayerID(c.p1) - 1 }

// Moved is the outcome of one move: the old object, the new object it
// became (zero if it did not move), and the zones.
type Moved struct {
	Old      ObjRef
	New      ObjRef
	From, To Zone
}

// OK reports whether the object moved.
func (m Moved) OK() bool { return !m.New.IsZero() }

// Replacement is a replacement effect that changes where an object would
// go (614.1a, 614.6). It applies to one object, found through its
// reference: once that object is gone the replacement can never apply.
type Replacement struct {
	Obj     ObjRef
	From    Zone // ZoneNone: from anywhere
	To      Zone // the destination it watches for; ZoneNone: anywhere but Instead
	Instead Zone // the new destination
	Text    string
	// WhenCast: Obj is a card an effect lets its controller cast, and the
	// replacement applies to the spell it becomes once cast that way
	// (400.7h; maycast.go), not to the card.
	WhenCast bool
	// Duration is UntilEndOfTurn for a replacement that applies "this
	// turn"; it ends in the cleanup step (514.2). Otherwise it lasts as
	// long as its object.
	Duration Duration
}

func (r *Replacement) applies(o *Object, to Zone) bool {
	return r.Obj == o.Ref && !r.WhenCast && (r.To == to || r.To == ZoneNone && to != r.Instead) && (r.From == ZoneNone || r.From == o.Zone)
}

// Move is the zone-move primitive: every zone change in the game goes
// through it (or MoveAll for simultaneous moves).
func (g *Game) Move(req MoveRequest) Moved {
	g.ready()
	return g.moveOne(req)
}

// MoveAll moves several objects at once. In order, it:
//  1. resolves each reference; a stale one moves nothing (400.7);
//  2. decides the destination: replacement effects (614, 616.1), the
//     owner's zone for libraries, hands and graveyards (400.3), and
//     400.4a (an instant or sorcery cannot enter the battlefield);
//  3. keeps last known information of each old object (608.2h);
//  4. creates the new objects, carrying over what the exceptions of 400.7
//     carry and nothing else;
//  5. returns the new references, so that the effect or cost that caused
//     the move can find the objects (400.7h, 400.7j);
//  6. emits one zone-change event per object, which logs, triggers
//     (400.7e: a zone-change trigger finds the new object) and "until"
//     effects read.
func (g *Game) MoveAll(reqs []MoveRequest) []Moved {
	g.ready()
	out := make([]Moved, len(reqs))
	g.moveAll(reqs, out)
	return out
}

// prepared is a move of MoveAll whose object, destination and last known
// information are settled.
type prepared struct {
	i    int
	o    *Object
	req  MoveRequest
	old  *Snapshot      // the last known information of o, its event's Old
	then []func(ObjRef) // what applied replacement effects do with the new object
}

// moveAll is MoveAll writing the moves into out, one per request. A
// single request keeps its results and batch off the heap.
func (g *Game) moveAll(reqs []MoveRequest, out []Moved) {
	var readyBuf [1]prepared
	var eventsBuf [1]*Event
	events := eventsBuf[:0]
	ready := readyBuf[:0]
	scratch := false   // ready and events are the game's lists (moveScratch)
	if len(reqs) > 1 { // a batch: room for all of it at once
		ready, scratch = g.space.moveWork.ready.take(len(reqs))
		events, _ = g.space.moveWork.events.take(len(reqs)) // lent with ready, always
	}
	for i := range reqs {
		if len(ready) == cap(ready) {
			ready = append(ready, prepared{})[:len(ready)] // room for one more
		}
		p := &ready[:len(ready)+1][len(ready)] // settled in place: a prepared move is large
		p.i, p.req, p.o, p.old, p.then = i, reqs[i], nil, nil, nil
		if g.prepare(reqs, out, p) {
			ready = ready[:len(ready)+1]
		}
	}
	if len(ready) == 0 {
		if scratch {
			g.space.moveWork.ready.give()
			g.space.moveWork.events.give()
		}
		return // nothing moves: nothing changes
	}
	g.startBatch(ready)
	// One event per move, set in place: there is room for the batch.
	events = events[:len(ready)]
	var entered []string // what permanents entered with, for the log
	for k := range ready {
		events[k], entered = g.enterNew(&ready[k], out, entered) // read in place: a prepared move is large
	}
	g.endBatch(events, entered)
	if scratch {
		g.space.moveWork.ready.give()
		g.space.moveWork.events.give()
	}
}

// startBatch begins a batch of the moves ready (step 3's end): counts
// it and its work, keeps the last known information of every object
// about to leave before any moves, and marks where the batch's
// timestamps start.
func (g *Game) startBatch(ready []prepared) {
	g.batches++
	g.spend(len(ready))
	for k := range ready {
		g.keepSnapshot(ready[k].old)
	}
	g.batchStart = g.timestamp // objects with a later timestamp enter in this batch (copy_permanent.go)
}

// startOne is startBatch for a batch of one move, whose object's last
// known information is s (moveOne).
func (g *Game) startOne(s *Snapshot) {
	g.batches++
	g.spend(1)
	g.keepSnapshot(s)
	g.batchStart = g.timestamp
}

// enterNew makes the move p (steps 4 and 5): its object becomes a new
// one in its new zone, with what it enters with and what a replacement
// does after. It returns the move's event, and entered with the lines
// of what the permanent entered with added.
func (g *Game) enterNew(p *prepared, out []Moved, entered []string) (*Event, []string) {
	n, carried, entered := g.becomeMoved(p, out, entered)
	return g.zoneChange(p, n, carried), entered
}

// becomeMoved is enterNew but for the move's event: it returns the new
// object and what carried over to it, and notes in the last known
// information what the object became.
func (g *Game) becomeMoved(p *prepared, out []Moved, entered []string) (*Object, carriedRules, []string) {
	n, carried := g.becomeNew(p.o, &p.req) // step 4
	out[p.i].New = n.Ref                   // step 5
	if n.Zone == Battlefield {
		if l := g.enterWith(p.o.Ref, p.req.EntersWith, n); len(l) > 0 {
			entered = append(entered, l...) // 614.1c
		}
	}
	for _, f := range p.then {
		f(n.Ref) // a replacement's follow-up, such as rebound's delayed trigger (rebound.go)
	}
	p.old.Became, p.old.Cause, p.old.Batch = n.Ref, p.req.Cause, g.batches
	return n, carried, entered
}

// endBatch ends a batch whose moves are made (step 6): the log, the
// discards this turn, the triggers, and the events no trigger holds
// given back.
func (g *Game) endBatch(events []*Event, entered []string) {
	g.logBatch(events, entered)
	if len(events) == 1 && g.verifyCaches == nil && g.quietMove(events[0].Cause, events[0].Old, events[0].To, g.Object(events[0].New)) {
		g.spend(1)                                    // what detectTriggers spends for an event it finds no source for
		giveBack(g, &g.space.slabs.events, events[0]) // no trigger holds it
		return
	}
	g.handleBatch(events)
}

// logBatch is endBatch's first part, which keeps none of the events:
// the log and the discards this turn.
func (g *Game) logBatch(events []*Event, entered []string) {
	for _, e := range events {
		g.logMove(e)
		g.keepLKI(e.Old) // lki_check.go
	}
	for _, l := range entered {
		g.logLine(l)
	}
	g.recordDiscards(events) // history.go
}

// logOne is logBatch for a batch of the one event e.
func (g *Game) logOne(e *Event, entered []string) {
	g.logMove(e)
	g.keepLKI(e.Old) // lki_check.go
	for _, l := range entered {
		g.logLine(l)
	}
	if e.Cause == CauseDiscard {
		g.recordDiscard(e) // history.go (recordDiscards)
	}
}

// handleBatch is endBatch's part for events something may read: the
// triggers, and the events no trigger holds given back.
func (g *Game) handleBatch(events []*Event) {
	quiet := len(events) == 1 && g.verifyCaches != nil && g.quietMove(events[0].Cause, events[0].Old, events[0].To, g.Object(events[0].New))
	pending, work := len(g.pending), g.work
	g.handleEvents(events)
	if quiet && (len(g.pending) != pending || g.work != work+1) {
		g.verifyCaches("what handles "+events[0].OldRef.String()+" moving", "no trigger, 1 work", itoa(len(g.pending)-pending)+" triggers, "+itoa(int(g.work-work))+" work")
	}
	for _, e := range events {
		if !g.eventHeld(e) {
			giveBack(g, &g.space.slabs.events, e) // slab.go
		}
	}
}

// quietMove reports whether handleEvents would do nothing for the zone
// change of the object old left as for cause to go to zone to, the one
// move of its batch, as n (nil if it is gone), but count the work of
// looking:
// the game has not ended; no permanent may have a triggered ability
// (triggerPerms) nor be given one (grantsAbilities), no card one that
// works off the battlefield (offTriggers); e is not a discard (madness)
// and its object had none as it left the battlefield (leftMayTrigger),
// nor has one in the public zone it went to other than the battlefield;
// no "until … leaves" or "for as long as" effect waits on a permanent
// leaving. A move in most games with no triggered abilities is such,
// and its event, which no trigger holds, is given back at once, or,
// with no log to write, not made (moveOne). Under VerifyCaches
// handleEvents runs and what it found is compared.
func (g *Game) quietMove(cause Cause, old *Snapshot, to Zone, n *Object) bool {
	if !g.quietGame() || cause == CauseDiscard {
		return false
	}
	if old.Object.Zone == Battlefield && (old.chars != nil || hasTriggers(old.Object)) { // leftMayTrigger
		return false
	}
	if to != Battlefield && to.Public() && n != nil && hasTriggers(n) {
		return false
	}
	return !g.grantsAbilities()
}

// quietGame is quietMove's part that reads neither the move nor its
// object: the game has not ended, no permanent may have a triggered
// ability nor a card one that works off the battlefield, and no "until
// … leaves" or "for as long as" effect waits on a permanent leaving.
func (g *Game) quietGame() bool {
	return !g.over && g.triggerPerms == 0 && g.offTriggers == 0 && len(g.untilLeaves) == 0 && !g.sourceBound
}

// moveOne is moveAll for a single request, the move the game makes most
// (Move): its steps, without the lists a batch is prepared in.
// TestMoveOneIsMoveAll compares the two.
func (g *Game) moveOne(req MoveRequest) Moved {
	if o := g.Object(req.Obj); o != nil && plainRequest(o, &req) {
		if o = g.own(o); g.noReplacements(o, req.To, req.Cause) {
			return g.movePlain(o, &req)
		}
	}
	var out [1]Moved
	var one [1]prepared
	p := &one[0]
	p.req = req
	if !g.prepare(nil, out[:], p) {
		return out[0] // nothing moves: nothing changes
	}
	g.startOne(p.old)
	n, carried, entered := g.becomeMoved(p, out[:], nil)
	g.oneMade(p.o, p.old, n, &p.req, carried, entered)
	return out[0]
}

// plainRequest reports whether req, a request to move o, asks for a
// move whose general steps (prepare, becomeNew) could do no more than
// movePlain does, but for the replacement effects the caller still
// asks about: o leaves a zone other than
// the stack (no spell to carry over or take off the stack) with no
// stickers (none to carry), for a zone it is not in and may go to (a
// token stays off the battlefield, 111.8), and, going to the
// battlefield, it is neither an instant nor a sorcery nor an Aura (no
// host to choose, 303.4f); no keyword is named to cast it with.
func plainRequest(o *Object, req *MoveRequest) bool {
	return req.To != o.Zone && req.To != ZoneNone && req.To <= Command && o.Zone != Stack && o.Stickers == nil && req.CastWith == "" &&
		(!o.Card.Token || o.Zone == Battlefield) && (req.To != Battlefield || defTypeBits(o)&(tbInstant|tbSorcery|tbAura) == 0)
}

// movePlain is moveOne for a plain request (plainRequest) of o, the
// game's own, to which no replacement effect applies: prepare's last
// known information, becomeNew's new object and moveOne's event, in
// their order, without the prepared move they are settled in in
// general. TestMoveOneIsMoveAll compares it with MoveAll.
func (g *Game) movePlain(o *Object, req *MoveRequest) Moved {
	from := o.Zone
	if !g.validPlayer(req.Controller.Player()) {
		req.Controller = ControllerChoice{} // its owner (prepare)
	}
	s := g.startAlone(o) // prepare's step 3, startOne
	n, carried := g.becomeNew(o, req)
	var entered []string
	if n.Zone == Battlefield {
		entered = g.enterWith(o.Ref, req.EntersWith, n) // becomeMoved, 614.1c
	}
	s.Became, s.Cause, s.Batch = n.Ref, req.Cause, g.batches // becomeMoved
	g.oneMade(o, s, n, req, carried, entered)
	return Moved{Old: o.Ref, New: n.Ref, From: from, To: n.Zone}
}

// oneMade is moveOne's step 6 for the move req of o, whose last known
// information is s, made as n: its event, made only if something reads
// it, logged, and handled when something else may read it.
func (g *Game) oneMade(o *Object, s *Snapshot, n *Object, req *MoveRequest, carried carriedRules, entered []string) {
	if len(entered) == 0 && !g.logging() && g.verifyCaches == nil && g.quietMove(req.Cause, s, n.Zone, g.Object(n.Ref)) {
		// Nothing reads its event (endBatch): none is made.
		g.spend(1) // what detectTriggers spends for an event it finds no source for
		return
	}
	// The event is a value here while only the log reads it (logBatch);
	// it is copied to the slab only when something else may (endBatch).
	var ev Event
	g.fillZoneChange(&ev, o, s, n, req, carried)
	g.logOne(&ev, entered)
	var cur *Object // the new object if it is still there: quietMove reads it only off the battlefield
	if ev.To != Battlefield {
		cur = g.Object(ev.New)
	}
	if g.verifyCaches == nil && g.quietMove(ev.Cause, ev.Old, ev.To, cur) {
		g.spend(1) // what detectTriggers spends for an event it finds no source for
		return
	}
	e := g.space.slabs.events.new()
	*e = ev
	events := [1]*Event{e}
	g.handleBatch(events[:])
}

// moveScratch holds the lists a batch of moves is prepared in, lent to
// one batch at a time. A batch fills them to its size at most, so they
// never grow while lent.
type moveScratch struct {
	ready  lentList[prepared]
	events lentList[*Event]
}

// eventHeld reports whether a trigger holds event e: one waiting to be
// put on the stack, or one on it. Once its move is over, nothing else in
// the game keeps a move's event (its log entry is made from it, not
// kept), so an event no trigger holds is given back to its slab.
func (g *Game) eventHeld(e *Event) bool {
	for _, p := range g.pending {
		if p.event == e {
			return true
		}
	}
	for _, it := range g.stack {
		if it.Event == e {
			return true
		}
	}
	return false
}

// prepare settles move p of a batch (steps 1–3 of MoveAll): its
// object, its destination and its last known information. It reports
// false when nothing moves: a stale reference, an object already moving
// in the batch, no such zone, a token that has left the battlefield, a
// card that stays where it is.
func (g *Game) prepare(reqs []MoveRequest, out []Moved, p *prepared) bool {
	i, req := p.i, &p.req
	o := g.Object(req.Obj) // step 1
	out[i] = Moved{Old: req.Obj}
	if o == nil || i > 0 && slices.ContainsFunc(reqs[:i], func(r MoveRequest) bool { return r.Obj == req.Obj }) {
		return false // stale, or already moving in this batch
	}
	if req.To == ZoneNone || req.To > Command {
		return false // no such zone: nothing moves
	}
	if o.Card.Token && o.Zone != Battlefield {
		return false // 111.8: a token that has left the battlefield stays where it is
	}
	if !g.validPlayer(req.Controller.Player()) {
		req.Controller = ControllerChoice{} // its owner
	}
	o = g.own(o) // it leaves: its card and it are written
	p.o = o
	if !g.noReplacements(o, req.To, req.Cause) { // step 2
		req.To, p.then = g.replaceDestination(o, req.To, req.Cause)
	}
	out[i].From, out[i].To = o.Zone, req.To
	if req.To == Battlefield && !g.enterable(o, req) {
		return false
	}
	if req.To == o.Zone {
		if o.Zone == Library {
			g.reposition(o, req.Bottom) // on top of or under the library it is in (library.go)
		}
		for _, f := range p.then {
			f(o.Ref) // what a replacement does after still happens: a card shuffled into the library it is in
		}
		return false // not a zone change
	}
	p.old = g.space.slabs.snapshots.new() // step 3
	p.old.Object = o
	if !g.unmodified(o) {
		p.old.chars = g.leavingChars(o)
	}
	return true
}

// enterable settles o's move to the battlefield asked for by req, its
// card's types (isAura, permanentCard) read once: it reports false when
// o stays where it is, as an instant or sorcery card (400.4a) or an Aura
// with nothing it can enchant (303.4g); an Aura put there without being
// cast, attached to nothing yet, gets its host in req (303.4f).
func (g *Game) enterable(o *Object, req *MoveRequest) bool {
	tb := defTypeBits(o)
	if tb&(tbInstant|tbSorcery) != 0 {
		return false // 400.4a: it stays where it is
	}
	if tb&tbAura == 0 || !req.AttachTo.IsZero() || req.attachPlayer != 0 || o.Zone == Battlefield {
		return true
	}
	host, ok := g.chooseAuraHost(o, *req)
	if !ok {
		if g.logging() {
			g.emit(EvNote, "%s can't enchant anything and stays in %s (303.4g)", g.evObj(roleObject, o.Ref), evText(roleZone, o.Zone.String()))
		}
		return false
	}
	req.AttachTo, req.attachPlayer = host.Obj, 0
	if host.Obj.IsZero() {
		req.attachPlayer = seat(host.Player + 1) // 702.5d: a player
	}
	return true
}

// leavingChars returns what last known information keeps of o's
// characteristics as o leaves its zone: nil when they are its base
// characteristics, which Snapshot.Chars reads off o again; otherwise the
// characteristics o remembers, which o gives up, so that nothing computes
// into them again (chars_cache.go). They are taken before any object of
// the batch moves, as the continuous effects then applied them.
func (g *Game) leavingChars(o *Object) *Chars {
	if g.unmodified(o) {
		return nil
	}
	c := g.chars(o)
	if cb := o.Card.base; cb != nil && c == &cb.c {
		// Found unmodified since (cardStamp), while unmodified says
		// otherwise now (an effect or a static ability that reaches
		// others alone came since): its card's shared base
		// characteristics, which another object of the card may write
		// again, are its own, as computing them would remember them.
		c = g.rememberBase(o, false)
	}
	if o.chars != nil && c == &o.chars.c && o.Card.gen == g.gen {
		o.chars = nil
	}
	return c
}

// zoneChange completes the event of move p, whose object became n: how
// it left, and the new object. The event's value came zeroed from the
// slab with its last known information set (moveAll, step 3); its fields
// are set one by one rather than as one composite value, which would be
// copied whole.
func (g *Game) zoneChange(p *prepared, n *Object, carried carriedRules) *Event {
	e := g.space.slabs.events.new()
	g.fillZoneChange(e, p.o, p.old, n, &p.req, carried)
	return e
}

// fillZoneChange sets the fields of e, which is zero, as the event of
// the move req of o, whose last known information is old, made as n
// (zoneChange, oneMade).
func (g *Game) fillZoneChange(e *Event, o *Object, old *Snapshot, n *Object, req *MoveRequest, carried carriedRules) {
	e.Old = old
	e.Kind, e.OldRef, e.New = EventZoneChange, o.Ref, n.Ref
	e.From, e.To, e.Cause, e.Source, e.Batch, e.carried = o.Zone, n.Zone, req.Cause, req.Source, g.batches, carried
}

// chooseAuraHost asks the player putting an Aura onto the battlefield
// without casting it what it will enchant (303.4f): an object, or a
// player for an Aura that enchants players (702.5d). It can't be
// attached to an object or player that isn't legal for its enchant
// ability.
func (g *Game) chooseAuraHost(aura *Object, req MoveRequest) (Target, bool) {
	chooser := req.Controller.Player()
	if chooser == NoPlayer {
		chooser = aura.Card.Owner
	}
	var f *Filter
	var players *Keyword
	for i, k := range aura.Card.Def.Keywords {
		if k.Name == "enchant" {
			f = k.Filter
			if k.Players {
				players = &aura.Card.Def.Keywords[i]
			}
		}
	}
	d := &Decision{Kind: ChooseAttachment, Player: chooser, Prompt: "choose what " + aura.Name() + " enchants", Min: 1, Max: 1}
	switch {
	case players != nil:
		// The player who puts it onto the battlefield will control it:
		// "enchant opponent" is relative to them.
		for _, p := range g.apnap() {
			if !players.Opponent || p != chooser {
				d.Options = append(d.Options, Option{Label: g.PlayerName(p), Target: Target{Player: p}})
			}
		}
	case f != nil:
		for _, o := range g.candidates(f) {
			if o.Ref != aura.Ref && g.Matches(f, o.Ref, chooser) && !g.protects(o, aura.Ref) {
				d.Options = append(d.Options, Option{Label: g.Describe(o.Ref), Target: Target{Obj: o.Ref, Player: NoPlayer}})
			}
		}
	}
	if len(d.Options) == 0 {
		return Target{}, false
	}
	idx, err := g.decide(d)
	if err != nil || len(idx) != 1 {
		return Target{}, false
	}
	return d.Options[idx[0]].Target, true
}

// isAura reports whether o's card, as printed or as copied (layer 1), is
// an Aura.
func isAura(o *Object) bool { return defTypeBits(o)&tbAura != 0 }

// permanentCard reports whether o's card, as printed or as copied, is a
// permanent card: neither an instant nor a sorcery.
func (g *Game) permanentCard(o *Object) bool { return defTypeBits(o)&(tbInstant|tbSorcery) == 0 }

// replacing is one replacement effect that could change a move: one made
// by a resolved spell or ability, or one of a permanent's static abilities.
type replacing struct {
	key     any // identifies the effect, so it applies once per event (616.1f)
	text    string
	instead Zone
	then    func(ObjRef) // if not nil, done with the new object once it has moved
	step    choiceStep   // when in 616.1 it may be chosen (self_replacement.go)
}

type staticKey struct {
	src ObjRef
	zr  *ZoneReplacement
}

// noReplacements reports whether replacementsFor surely finds nothing
// for o moving for cause, by looking only where it looks first: no
// replacement effect made by a resolved spell or ability, no
// self-replacement effect of an instruction happening (SelfReplace), no
// static ability on the battlefield that could replace a move
// (staticReplacementsAbout), not a discard (madness), not a spell
// leaving the stack that may have rebound (mayRebound), and nothing of
// o's own off the battlefield (ownReplacements, ownMayReplace). Most
// moves in most games are such. A new kind of replacement
// replacementsFor finds must be ruled out here too; under VerifyCaches
// each answer of none is checked against it.
func (g *Game) noReplacements(o *Object, to Zone, cause Cause) bool {
	// A spell whose definition has no keyword and which nothing modifies
	// has no rebound (mayRebound's answer, without its call).
	none := len(g.replacements) == 0 && len(g.selfReplacements) == 0 && cause != CauseDiscard && (o.Zone != Stack || len(o.Def().Keywords) == 0 && g.unmodified(o) || !g.mayRebound(o, to, cause)) &&
		(o.Zone == Battlefield || !g.hasEffectOn(o) && (!objHasStatics(o) || !g.ownMayReplace(o))) &&
		(g.noStaticsAbout() || !g.staticReplacementsAbout()) // most moves answer at the first test
	if none && g.verifyCaches != nil {
		g.verifyNoReplacements(o, to, cause)
	}
	return none
}

// verifyNoReplacements checks, under VerifyCaches, noReplacements' answer
// of none for o moving to zone to for cause against replacementsFor. Kept
// apart, it leaves noReplacements a small frame.
func (g *Game) verifyNoReplacements(o *Object, to Zone, cause Cause) {
	if rs := g.replacementsFor(o, to, cause); len(rs) > 0 {
		g.verifyCaches("replacement effects on "+o.Ref.String()+" going to "+to.String(), "none", rs[0].text)
	}
}

// ownMayReplace reports, for an object off the battlefield with static
// abilities and no continuous effect on it, whether one of its own may
// replace where it moves (ownReplacements): its card, as printed or as
// copied, has a static ability replacing a move, or it may have one its
// card doesn't print (a sticker, an ability granted). Otherwise its
// abilities are its card's, less any it lost, and none replaces a move:
// its characteristics need not be worked out to find none.
func (g *Game) ownMayReplace(o *Object) bool {
	return objStaticKinds(o)&skReplace != 0 || len(o.Stickers) > 0 || g.grantsAbilities()
}

// mayRebound reports whether a spell o leaving the stack for zone to may
// have rebound's replacement (reboundReplacement): only one resolving to
// its owner's graveyard, cast from its caster's hand, may, and then one
// with its base characteristics (unmodified) only if they have rebound.
func (g *Game) mayRebound(o *Object, to Zone, cause Cause) bool {
	if to != Graveyard || cause != CauseResolve || o.Spell == nil || o.Spell.CastFrom != Hand || o.Spell.Caster != o.Card.Owner {
		return false
	}
	if !g.unmodified(o) {
		return true
	}
	// Its base keywords are its definition's (or a copy effect's values,
	// layer 1): baseOf's Has, read where they are written.
	d := o.Def()
	for i := range d.Keywords {
		if d.Keywords[i].Name == "rebound" {
			return true
		}
	}
	return false
}

// staticReplacementsAbout reports whether a permanent on the battlefield
// may have a static ability replacing where an object moves
// (staticKindAbout): one with no static ability of its own may have been
// given one.
func (g *Game) staticReplacementsAbout() bool {
	about, _ := g.staticKindAbout(skReplace)
	return about
}

// replacementsFor lists the replacement effects that apply to o going to
// zone to. A move asks it only once noReplacements cannot rule them out.
func (g *Game) replacementsFor(o *Object, to Zone, cause Cause) []replacing {
	var out []replacing
	if len(g.selfReplacements) > 0 {
		out = g.selfReplacementsFor(o, to, out) // self_replacement.go (614.15)
	}
	if cause == CauseDiscard && o.Zone == Hand && to == Graveyard && hasMadness(o.Card.Def) {
		// 702.35a: a card with madness is discarded into exile.
		out = append(out, replacing{key: madnessKey{o.Ref}, text: o.Name() + " has madness: it is discarded into exile (702.35a)", instead: Exile})
	}
	if o.Zone == Stack { // only a resolving spell has rebound
		if r, ok := g.reboundReplacement(o, to, cause); ok {
			out = append(out, r) // rebound.go
		}
	}
	for _, r := range g.replacements {
		if r.applies(o, to) {
			out = append(out, replacing{key: r, text: r.Text, instead: r.Instead})
		}
	}
	out = g.ownReplacements(o, to, out) // 400.6: the moving object's own (reveal.go)
	about, granted := g.staticKindAbout(skReplace)
	if !about {
		return out
	}
	for _, sc := range g.battlefieldCards() {
		src := sc.Obj
		for _, a := range g.abilitiesWithStatic(src, skReplace, granted) { // none printed on most, and nothing could give them one
			if a.Kind != StaticAbility {
				continue
			}
			for _, se := range a.Statics {
				zr := se.Replace
				if zr == nil || zr.To != to || to == zr.Instead || zr.From != ZoneNone && zr.From != o.Zone {
					continue
				}
				you := g.Chars(src).Controller
				switch {
				case zr.Self && o != src:
					continue
				case !zr.Self && zr.Filter != nil && !g.Matches(zr.Filter, o.Ref, you):
					continue
				case !relHolds(zr.Owner, o.Card.Owner, you):
					continue
				}
				out = append(out, g.staticReplacing(src, zr))
			}
		}
	}
	return out
}

// replacementChoice is the decision of 616.1 for an event that affects
// o: which of apply applies first, each labelled by its text after the
// labels of first (a regeneration shield, regenerate.go). apply holds
// only effects that may be chosen now (mayChooseNow).
func (g *Game) replacementChoice(o *Object, apply []replacing, first ...string) *Decision {
	d := &Decision{Kind: ChooseReplacement, Player: g.replacementChooser(o), Prompt: "choose which replacement effect applies first", Min: 1, Max: 1}
	for _, l := range first {
		d.Options = append(d.Options, LabelOption(l))
	}
	for _, a := range apply {
		d.Options = append(d.Options, LabelOption(a.text))
	}
	return d
}

// noteReplacement notes that r has applied to the event (616.1f), in
// applied (made if nil), which it returns, and logs it.
func (g *Game) noteReplacement(applied map[any]bool, r replacing) map[any]bool {
	if applied == nil {
		applied = map[any]bool{}
	}
	applied[r.key] = true
	if g.logging() {
		g.emit(EvReplace, "  replacement: %s", evText(roleText, r.text))
	}
	return applied
}

// unappliedReplacements returns the replacement effects that apply to
// o's move to zone to, less those already applied to the event (616.1f).
func (g *Game) unappliedReplacements(o *Object, to Zone, cause Cause, applied map[any]bool) []replacing {
	var apply []replacing
	for _, r := range g.replacementsFor(o, to, cause) {
		if !applied[r.key] {
			apply = append(apply, r)
		}
	}
	return apply
}

// replaceDestination applies replacement effects that change where o goes.
// Each applies at most once to the event (616.1f); when several apply, the
// object's controller (or owner) chooses one first (616.1), among the
// self-replacement effects if any apply (616.1a), and is asked only when
// there is a choice.
func (g *Game) replaceDestination(o *Object, to Zone, cause Cause) (Zone, []func(ObjRef)) {
	var applied map[any]bool // made once one applies: most moves have none
	var then []func(ObjRef)
	for {
		apply := g.unappliedReplacements(o, to, cause, applied)
		if len(apply) == 0 {
			return to, then
		}
		if len(apply) > 1 {
			apply = mayChooseNow(apply) // 616.1a–e
		}
		r := apply[0]
		if len(apply) > 1 {
			if idx, err := g.decide(g.replacementChoice(o, apply)); err == nil && len(idx) == 1 {
				r = apply[idx[0]]
			}
		}
		applied = g.noteReplacement(applied, r)
		to = r.instead
		if r.then != nil {
			then = append(then, r.then)
		}
	}
}

// replacementChooser is the player who chooses which of several
// replacement effects applies first to an event that affects object o
// (616.1): its controller, control effects included, or its owner if it
// has none.
func (g *Game) replacementChooser(o *Object) PlayerID {
	chooser := o.Controller
	if o.Zone == Battlefield {
		chooser = g.Chars(o).Controller
	}
	if !g.validPlayer(chooser) {
		chooser = o.Card.Owner
	}
	return chooser
}

// becomeNew ends object o and creates the object its card becomes in the
// destination. What carries over is exactly what 400.7 lists.
func (g *Game) becomeNew(o *Object, req *MoveRequest) (*Object, carriedRules) {
	var carried carriedRules
	c := o.Card
	g.unplace(c)
	ctrl := req.Controller.Player()
	if ctrl == NoPlayer || (req.To != Battlefield && req.To != Stack) {
		ctrl = c.Owner
	}
	n := g.place(c, req.To, ctrl, req.Bottom)
	n.Tapped = req.Tapped && req.To == Battlefield
	if req.To == Battlefield {
		n.AttachedTo, n.attachedPlayer = req.AttachTo, req.attachPlayer
	}
	if req.To == Battlefield {
		n.ControlSince = g.Turn
		if n.ControlSince == 0 {
			n.ControlSince = 1
		}
	}
	if req.To == Stack && req.CastWith != "" {
		// 400.7g: an ability an effect granted so that the card could be
		// cast stays on the spell it became when cast that way.
		for _, e := range g.effects {
			if e.Object == o.Ref && grantsKeyword(e.Mods, req.CastWith) {
				e.Object = n.Ref
				carried |= carried400_7g
			}
		}
	}
	if o.Zone == Stack && req.To == Battlefield {
		carried |= g.carrySpell(o, n)
	}
	if o.Zone.Public() && req.To.Public() {
		// 400.7m, 123.5: stickers stay on an object that moves between
		// public zones, with their word positions and timestamps (123.6c);
		// an object that goes to a hidden zone loses them.
		if o.Stickers != nil { // with none to carry, the new object stays without
			could := mayTrigger(n)
			n.Stickers = o.Stickers
			g.noteTriggers(n, could) // trigger.go
			if len(n.Stickers) > 0 {
				carried |= carried400_7m
			}
		}
	}
	if o.Ref == g.following {
		carried |= carried400_7k // the card discarded with madness, followed (madness.go)
	}
	if o.Zone == Battlefield {
		g.combat.remove(o.Ref) // 506.4
	}
	// Once what it carries with it is the new object's own (version.go).
	g.movedChanged(o, n, carried&carriedEffects != 0 || len(n.Stickers) > 0)
	if o.Zone == Stack {
		// A spell that leaves the stack, however it leaves, is no longer
		// there to resolve (resolving and countering have removed it already).
		if it := g.itemForSpell(o.Ref); it != nil {
			g.removeItem(it)
		}
	}
	return n, carried
}

// carrySpell carries over to n, the permanent a permanent spell o became
// as it resolved, what 400.7a–d say carries over from a spell to its
// permanent, and reports which of those rules did (becomeNew, handMove).
func (g *Game) carrySpell(o, n *Object) carriedRules {
	var carried carriedRules
	// 400.7d: the permanent can read what its spell was.
	n.Spell = o.Spell
	carried |= carried400_7d
	// 400.7a: effects of spells and abilities that changed the
	// permanent spell's characteristics or controller keep applying.
	for _, e := range g.effects {
		if e.Object == o.Ref && !e.FromStatic {
			e.Object = n.Ref
			carried |= carried400_7a
		}
	}
	// 400.7b: what a static ability's cast permission granted the
	// spell keeps applying to the permanent (611.3d).
	for _, e := range g.effects {
		if e.Object == o.Ref && e.FromStatic {
			e.Object = n.Ref
			carried |= carried400_7b
		}
	}
	// 400.7c: prevention effects on damage from the permanent spell
	// apply to damage from the permanent.
	for _, p := range g.preventions {
		if p.From == o.Ref {
			p.From = n.Ref
			carried |= carried400_7c
		}
	}
	return carried
}

// logMove records the zone change (EvZoneChange, gameevent_make.go): the
// card, both zones, and the old and new object.
func (g *Game) logMove(e *Event) {
	if !g.logging() {
		return
	}
	g.recordMove(e)
}

func (g *Game) appendZone(b []byte, z Zone, owner PlayerID) []byte {
	if z.Owned() {
		b = append(b, g.PlayerName(owner)...)
		b = append(b, "'s "...)
	}
	return append(b, z.String()...)
}

func zoneLabel(g *Game, z Zone, owner PlayerID) string {
	return string(g.appendZone(nil, z, owner))
}

func grantsKeyword(ms []Modification, name string) bool {
	for _, m := range ms {
		if ak, ok := m.(AddKeywords); ok {
			for _, k := range ak.Keywords {
				if k.Name == name {
					return true
				}
			}
		}
	}
	return false
}
