package runtime

import (
	"maps"
	"slices"
)

// Clone returns an independent deep copy of the game as it stands, for a
// program that searches ahead (an AI trying lines of play): playing on
// the clone never changes g, and playing on g never changes the clone.
//
// Everything that is state is copied: players, cards and their current
// objects, zones, the stack, continuous, replacement and prevention
// effects, pending and delayed triggers, combat, last known information,
// links, the turn's history, counters, work done, the log and the game's
// own random source (SetSeed), so the clone draws the same numbers as g
// would. Pointers between state (a Card and its Object, a snapshot's
// card, an event's snapshot) point into the clone. What never changes
// once made is shared: CardDefs, abilities, effects, filters, sticker
// sheets and the characteristics stored in snapshots.
//
// What belongs to the host is kept as it is: the clone has the same
// Decider, OnLog and OnEvent (a searching host usually sets its own on the clone
// before playing on it), LogOff, CardNames and the work limit. A Rand the host set
// itself is copied if it is a RandCloner and shared otherwise.
//
// Clone may be called whenever no call on g is in progress (not from a
// Decider).
func (g *Game) Clone() *Game {
	c := &cloner{}
	if len(g.Players) <= len(gameRoom{}.players) {
		r := new(gameRoom)
		c.players = r.players[:0]
		return c.game(&r.game, g)
	}
	return c.game(new(Game), g)
}

// gameRoom is a clone of a game of at most two players, its players with
// it: Clone makes it in one allocation. A Game of 1,896 bytes and two
// Players of 200, with the 8-byte header the allocator puts before an
// object of more than 512 bytes that holds pointers, fit its class of
// 2,304 bytes, where a Game alone would take 2,048 and the players
// another 416. A Game of more than 1,896 bytes would take the class of
// 2,688: no room is left, so a field added to Game needs one taken out
// or packed into a gap (the one gap left is 3 bytes after openingActs).
type gameRoom struct {
	game    Game
	players [2]Player
}

// CloneInto makes dst a clone of g, as Clone makes one, copying into the
// storage dst's own state was kept in, so that a host that clones into
// the same game again and again (a search trying one line of play after
// another) allocates little once dst has held a game as large. Everything
// of dst's earlier state is gone: its cards, objects, players and
// snapshots must no longer be used. dst takes g's host settings, as a
// clone does. Like Clone, it may be called whenever no call on g or dst
// is in progress; dst must not be g.
func (g *Game) CloneInto(dst *Game) {
	if dst == g || dst == nil {
		return
	}
	st := dst.store
	if st == nil {
		st = &cloneStore{} // kept with dst from now on
	}
	c := st.memo
	if c == nil {
		c = &cloner{}
	}
	c.store = st
	c.game(dst, g)
	c.reset()
	st.memo = c
}

// cloneStore is the storage a clone's state was copied into, kept with
// the clone so that CloneInto can copy another game into the same memory.
// Every slice is the clone's own: nothing else points into them.
type cloneStore struct {
	cardPtrs  []*Card
	players   []Player
	playerPtr []*Player
	zones     zoneTable
	zoneCards []*Card
	counters  []kindCount // every object's counters (Object.Counters)
	memo      *cloner     // its maps, cleared
}

// cloner copies one game. Pointers that several pieces of state may share
// are copied once (the memo maps), so the clone shares them the same way.
type cloner struct {
	g        *Game // the clone
	from     *Game // the game copied
	events   map[*Event]*Event
	items    map[*StackItem]*StackItem
	ints     map[*int]*int
	counters []kindCount // room for every object's counters, each clipped
	store    *cloneStore // storage to reuse, the clone's from now on (CloneInto); nil for Clone
	players  []Player    // room for the clone's players (Clone)
}

// reset empties c for the next CloneInto, keeping its maps' room.
func (c *cloner) reset() {
	clear(c.events)
	clear(c.items)
	clear(c.ints)
	c.g, c.from, c.counters, c.store, c.players = nil, nil, nil, nil, nil
}

// reuse returns s with length n, reusing its array when it has room.
// What it held is overwritten by the caller, element by element.
func reuse[T any](s []T, n int) []T {
	if cap(s) >= n {
		return s[:n]
	}
	return make([]T, n)
}

// game copies g into n and returns n.
func (c *cloner) game(n, g *Game) *Game {
	st := c.store
	oldFollow, oldLinks, oldSpace := n.follow, n.links, n.space // n's own, when CloneInto reuses n
	*n = *g                                                     // every plain value; what holds pointers is replaced below
	n.journal = g.journal.clone()                               // journal.go
	c.g, c.from = n, g

	// The cards, their objects and last known information are shared
	// (cow.go): from now on neither game writes them in place, each
	// copying a card and its object before its first write. What either
	// remembered in them (characteristics) is stale for both, their
	// versions moved. The facts of each card's definition are read now,
	// so that neither reads them into a shared card.
	// The card table only grows (a Reset starts a new one): only the
	// cards added since the last Clone can be unread.
	if g.verifyCaches != nil {
		for _, oc := range g.cards[:g.printedRead] {
			if !oc.printed.read {
				g.verifyCaches("whether a card the last Clone read has its printed facts read", "true", "false")
			}
		}
	}
	if g.printedRead < len(g.cards) {
		for _, oc := range g.cards[g.printedRead:] {
			if !oc.printed.read {
				oc.readPrinted()
			}
		}
		g.printedRead = len(g.cards)
		n.printedRead = g.printedRead
	}
	g.gen, n.gen = gens.Add(1), gens.Add(1)
	g.changed()
	n.version, n.charsVersion, n.layerVersion = g.version, g.charsVersion, g.layerVersion
	if g.space != nil && !g.space.slabs.bare() { // bare after a clone, until g makes a value again
		g.space.slabs = gameSlabs{} // its arrays hold shared values: g's Reset must not hand them out again
	}
	g.store = nil // likewise
	// The card table and the zones are shared too, until either game
	// changes one (copyTables): the clone's clipped, so that an append to
	// them copies them.
	n.cards, n.zones = slices.Clip(g.cards), slices.Clip(g.zones)
	g.tablesShared, n.tablesShared = true, true
	var ptrs []*Player
	players := c.players
	reused := st != nil && st.playerPtr != nil // n was made by an earlier CloneInto: its maps are its own
	if st != nil {
		if cap(st.counters) > 0 {
			c.counters = st.counters[:0]
		}
		ptrs, players = st.playerPtr, st.players
	}
	if ptrs == nil && len(g.Players) <= len(n.playerRoom) {
		ptrs = n.playerRoom[:0] // n's own: no allocation
	}
	n.Players = reuse(ptrs, len(g.Players))
	players = reuse(players, len(g.Players))
	for i, p := range g.Players {
		players[i] = *p
		players[i].stamped = 0                    // a player of its own (HandStamp)
		players[i].Sheets = slices.Clip(p.Sheets) // the sheets never change
		n.Players[i] = &players[i]
	}
	if r, ok := g.Rand.(*seededRand); ok {
		n.ownRand.pcg = r.pcg // n's own source, in the same state
		n.Rand = &n.ownRand
	} else if r, ok := g.Rand.(RandCloner); ok {
		n.Rand = r.CloneRand()
	}
	// The log is only appended to: the clone shares the events and the
	// lines rendered so far, clipped so that its first append copies them.
	n.events = slices.Clip(g.events)

	ownSlice(&n.skipUntaps, g.skipUntaps)
	ownSlice(&n.revealedTops, g.revealedTops)
	if g.revealed != nil {
		n.revealed = maps.Clone(g.revealed)
	}
	n.tapCost = nil     // only while Activate runs
	n.verifyChars = nil // the host's check of this game, not of its clones
	n.damageErr = nil   // only while damage is dealt
	n.verifyCaches = nil
	n.setCharsOff()                        // verifyChars cleared above
	n.qualities = slices.Clip(g.qualities) // never changed in place: clipped, the clone's first append copies them
	// g's spare bytes are g's to write lines into (loglines.go).
	n.lines = logLines{lines: slices.Clip(g.lines.lines), done: g.lines.done}
	// The clone starts with no workspace of its own (workspace.go): g's
	// holds g's objects and buffers. A game CloneInto reuses keeps its
	// own, emptied as for a new game.
	n.space = nil
	n.deciderKept = deciderKinds{} // found again for the clone's Decider
	n.lkiKept = nil
	n.activeCache = nil   // holds g's objects
	n.creatureCache = nil // holds g's objects
	n.permitZones = nil   // g's array
	if oldSpace != nil {
		oldSpace.reset(combatState{})
		n.space = oldSpace
	}
	if g.stack != nil {
		n.stack = make([]*StackItem, len(g.stack))
		for i, it := range g.stack {
			n.stack[i] = c.item(it)
		}
	}
	if g.effects != nil {
		n.effects = cloneEach(g.effects, func(e *ContinuousEffect) {
			e.Mods = slices.Clip(e.Mods)
		})
	}
	if g.replacements != nil {
		n.replacements = cloneEach(g.replacements, nil)
	}
	if n.selfReplacements != nil {
		n.selfReplacements = nil // only while an instruction happens (self_replacement.go)
	}
	if g.preventions != nil {
		n.preventions = cloneEach(g.preventions, func(p *Prevention) {
			p.To = clonePtr(p.To)
			p.Redirect = clonePtr(p.Redirect)
			p.Then = slices.Clip(p.Then)
			p.budget = c.int(p.budget)
			p.spent = slices.Clone(p.spent)
		})
	}
	if g.redirected != nil {
		n.redirected = c.damages(g.redirected)
	}
	if g.combatRedir != nil {
		n.combatRedir = c.damages(g.combatRedir)
	}
	ownSlice(&n.shields, g.shields)
	ownSlice(&n.noRegen, g.noRegen)
	if g.delayed != nil {
		n.delayed = cloneEach(g.delayed, func(d *DelayedTrigger) {
			d.Effects = slices.Clip(d.Effects)
			d.It = slices.Clone(d.It)
			d.cost = cloneCost(d.cost)
		})
	}
	if g.pending != nil {
		n.pending = cloneEach(g.pending, func(p *pendingTrigger) {
			p.event = c.event(p.event)
			p.it = slices.Clone(p.it)
			p.cost = cloneCost(p.cost)
		})
	}
	ownSlice(&n.untilLeaves, g.untilLeaves)
	// The links and follow maps: n's own when CloneInto made n before,
	// else new ones, none while g's are empty (their writers make them).
	switch {
	case oldLinks != nil && reused:
		clear(oldLinks)
		n.links = oldLinks
	case len(g.links) > 0:
		n.links = make(map[linkKey][]ObjRef, len(g.links))
	default:
		n.links = nil
	}
	if len(g.links) > 0 {
		for k, v := range g.links {
			n.links[k] = slices.Clone(v)
		}
	}
	switch {
	case oldFollow != nil && reused:
		clear(oldFollow)
		maps.Copy(oldFollow, g.follow)
		n.follow = oldFollow
	case len(g.follow) > 0:
		n.follow = maps.Clone(g.follow)
	default:
		n.follow = nil
	}
	// Outside combat its state holds nothing by reference: the clone's
	// copy of the plain values is the whole of it.
	if gc := &g.combat; gc.attackers != nil || gc.defending != nil || gc.attacked != nil || gc.defenders != nil ||
		gc.blockedBy != nil || gc.blockers != nil || gc.dealtFirst != nil || gc.listRefs != nil {
		n.combat = combatState{
			attackers:       slices.Clone(gc.attackers),
			defender:        gc.defender,
			defending:       maps.Clone(gc.defending),
			attacked:        maps.Clone(gc.attacked),
			defenders:       slices.Clone(gc.defenders),
			blockedBy:       maps.Clone(gc.blockedBy),
			declared:        gc.declared,
			blocked:         gc.blocked,
			firstStrikeStep: gc.firstStrikeStep,
			damageDone:      gc.damageDone,
			dealtFirst:      maps.Clone(gc.dealtFirst),
		}
		if gc.blockers != nil {
			n.combat.blockers = make(map[ObjRef][]ObjRef, len(gc.blockers))
			for k, v := range gc.blockers {
				n.combat.blockers[k] = slices.Clone(v)
			}
		}
	}
	if g.strayTokens != nil {
		n.strayTokens = c.cardList(g.strayTokens)
	}
	ownSlice(&n.losses, g.losses)
	ownSlice(&n.allowances, g.allowances)
	ownSlice(&n.permitsUsed, g.permitsUsed) // perm: a static ability's, shared
	if g.history.discards != nil {
		n.history.discards = maps.Clone(g.history.discards)
	}
	if g.castWatches != nil {
		n.castWatches = cloneEach(g.castWatches, func(w *castWatch) {
			w.objs = slices.Clone(w.objs)
			w.effects = slices.Clip(w.effects)
		})
	}
	ownSlice(&n.afterPrevention, g.afterPrevention)
	for i := range n.afterPrevention {
		n.afterPrevention[i].effects = slices.Clip(n.afterPrevention[i].effects)
	}
	ownSlice(&n.lifelinked, g.lifelinked)
	ownSlice(&n.casts, g.casts)
	for i := range n.casts {
		c.object(&n.casts[i].spell, &g.casts[i].spell)
		n.casts[i].chars = clipped(n.casts[i].chars)
	}
	ownSlice(&n.playerRules, g.playerRules)
	if g.setRules != nil {
		n.setRules = cloneEach(g.setRules, nil) // rule_sets.go: a set is never changed once made
	}
	ownSlice(&n.extraTurns, g.extraTurns)
	ownSlice(&n.playPermits, g.playPermits)
	for i := range n.playPermits {
		n.playPermits[i].owners = slices.Clone(n.playPermits[i].owners)
	}
	if g.targetFrame != nil {
		n.targetFrame = c.resolution(g.targetFrame)
	}
	n.unusual = n.unusualNow() // tapCost and verifyCaches cleared above
	ownSlice(&n.attackDemands, g.attackDemands)
	// The storage this clone's state is in, for a CloneInto it later
	// receives (never g's: g's state is in it); a game Clone made keeps
	// none, and the first CloneInto into it makes its own.
	// Its card table's and zones' are what CloneInto left of n's, room
	// for their copies (copyTables).
	n.store = st
	if st != nil {
		st.players, st.playerPtr, st.counters = players, n.Players, c.counters
	}
	return n
}

// cardsOf sets dst to the cards, the clone's, of src, a zone of the
// original's, and returns it.
func cardsOf(dst, src []*Card, cards []Card) []*Card {
	dst = dst[:len(src)]
	for j, oc := range src {
		dst[j] = &cards[oc.ID-1] // a zone holds cards of the game, never nil
	}
	return dst
}

// card returns the clone's card for one of the original's.
func (c *cloner) card(oc *Card) *Card {
	if oc == nil {
		return nil
	}
	return c.g.cards[oc.ID-1]
}

func (c *cloner) cardList(cs []*Card) []*Card {
	if cs == nil {
		return nil
	}
	out := make([]*Card, len(cs))
	for i, oc := range cs {
		out[i] = c.card(oc)
	}
	return out
}

// object copies o into no, pointing at the clone's card, with its
// counters in the clone's array of them.
func (c *cloner) object(no, o *Object) {
	c.objectOf(no, o, c.card(o.Card))
}

// objectOf copies o into no, pointing at nc, the clone's card of o's,
// with its counters in the clone's array of them.
func (c *cloner) objectOf(no, o *Object, nc *Card) {
	*no = *o
	no.Card = nc
	no.chars = nil // computed again in the clone (chars_cache.go)
	if o.holdsStorage() {
		copyStorage(no, o, &c.counters)
	}
}

// holdsStorage reports whether o holds anything by reference that a
// copy of it must copy too.
func (o *Object) holdsStorage() bool {
	return o.Counters.list != nil || o.activations != nil || o.Spell != nil || o.Stickers != nil || o.Chosen != nil
}

// copyStorage gives no, a copy of o, its own copy of what o holds by
// reference: its counters in *into's array when into is not nil (a
// clone's one array of them, cloneIn), else in an array of their own (a
// card taken over after a Clone, ownShared).
func copyStorage(no, o *Object, into *[]kindCount) {
	if o.Counters.list != nil {
		if into != nil {
			no.Counters = o.Counters.cloneIn(into)
		} else {
			no.Counters = o.Counters.clone()
		}
	}
	if o.activations != nil {
		no.activations = &activationCount{turn: o.activations.turn, n: maps.Clone(o.activations.n)}
	}
	if o.Spell != nil {
		s := *o.Spell
		s.Kicked = slices.Clone(s.Kicked)
		no.Spell = &s
	}
	if o.Stickers != nil {
		no.Stickers = slices.Clone(o.Stickers)
	}
	if o.Chosen != nil {
		no.Chosen = slices.Clone(o.Chosen)
	}
}

// snapshot returns the clone's s: last known information is never
// written once made, so the clone shares it with the original (cow.go;
// a pruning relinks copies of the shared ones it keeps, pruneLeft).
func (c *cloner) snapshot(s *Snapshot) *Snapshot {
	return s // shared, as the cards' last known information is (cow.go)
}

// take returns the next value of room, a slice made with room for the
// values a clone needs, or a new value once it is full.
func take[T any](room *[]T) *T {
	if len(*room) < cap(*room) {
		*room = (*room)[:len(*room)+1]
		return &(*room)[len(*room)-1]
	}
	return new(T)
}

func (c *cloner) event(e *Event) *Event {
	if e == nil {
		return nil
	}
	if ne, ok := c.events[e]; ok {
		return ne
	}
	ne := new(Event)
	if c.events == nil {
		c.events = map[*Event]*Event{}
	}
	c.events[e] = ne
	*ne = *e
	ne.Old = c.snapshot(e.Old)
	return ne
}

func (c *cloner) item(it *StackItem) *StackItem {
	if it == nil {
		return nil
	}
	if ni, ok := c.items[it]; ok {
		return ni
	}
	ni := new(StackItem)
	if c.items == nil {
		c.items = map[*StackItem]*StackItem{}
	}
	c.items[it] = ni
	*ni = *it
	ni.Targets = cloneTargets(it.Targets)
	ni.Event = c.event(it.Event)
	ni.It = slices.Clone(it.It)
	ni.Cost = cloneCost(it.Cost)
	ni.Modes = slices.Clone(it.Modes)
	ni.Choosers = slices.Clone(it.Choosers)
	ni.Division = slices.Clone(it.Division)
	return ni
}

// int copies a number several shields share (a redirection's budget).
func (c *cloner) int(p *int) *int {
	if p == nil {
		return nil
	}
	if np, ok := c.ints[p]; ok {
		return np
	}
	np := new(int)
	*np = *p
	if c.ints == nil {
		c.ints = map[*int]*int{}
	}
	c.ints[p] = np
	return np
}

func (c *cloner) damages(ds []damage) []damage {
	out := slices.Clone(ds)
	for i := range out {
		d := &out[i]
		d.shares = nil // only while appendDealt deals the damage it was planned for
		d.way = nil    // only while a DealDamage deals it
		if d.quota != nil {
			q := make(map[*int]int, len(d.quota))
			for k, v := range d.quota {
				q[c.int(k)] = v
			}
			d.quota = q
		}
		if d.redirectedBy != nil {
			r := make([]*int, len(d.redirectedBy))
			for j, p := range d.redirectedBy {
				r[j] = c.int(p)
			}
			d.redirectedBy = r
		}
	}
	return out
}

func (c *cloner) resolution(r *Resolution) *Resolution {
	if r == nil {
		return nil
	}
	nr := new(Resolution)
	*nr = *r
	nr.Game = c.g
	nr.Item = c.item(r.Item)
	nr.specs = slices.Clip(r.specs)
	nr.targets = cloneTargets(r.targets)
	nr.event = c.event(r.event)
	nr.it = slices.Clone(r.it)
	nr.itKnown = slices.Clone(r.itKnown)
	nr.sacrificed = slices.Clone(r.sacrificed)
	nr.discarded = slices.Clone(r.discarded)
	nr.allowed = slices.Clone(r.allowed)
	nr.tapped = slices.Clone(r.tapped)
	nr.dealt = slices.Clone(r.dealt)
	nr.chosen = slices.Clone(r.chosen)
	nr.counts = maps.Clone(r.counts)
	if r.reveal != nil {
		nr.reveal = &revealRun{
			players: slices.Clone(r.reveal.players),
			cards:   slices.Clone(r.reveal.cards),
			found:   slices.Clone(r.reveal.found),
		}
	}
	return nr
}

func cloneTargets(ts [][]Target) [][]Target {
	if ts == nil {
		return nil
	}
	out := make([][]Target, len(ts))
	for i, t := range ts {
		out[i] = slices.Clone(t)
	}
	return out
}

func cloneCost(p costPaid) costPaid {
	return costPaid{sacrificed: slices.Clone(p.sacrificed), discarded: slices.Clone(p.discarded), x: p.x}
}

func clonePtr[T any](p *T) *T {
	if p == nil {
		return nil
	}
	v := *p
	return &v
}

// ownSlice gives a field of the clone, *dst, its own copy of src, the
// original's: *dst is src as Clone's copy of the whole game left it, so
// a nil src needs no copy and no store.
func ownSlice[S ~[]E, E any](dst *S, src S) {
	if src != nil {
		*dst = slices.Clone(src)
	}
}

// cloneEach copies a list of pointers to values, then lets fix replace
// what each value holds by reference.
func cloneEach[T any](ps []*T, fix func(*T)) []*T {
	if ps == nil {
		return nil
	}
	out := make([]*T, len(ps))
	vals := make([]T, len(ps))
	for i, p := range ps {
		vals[i] = *p
		if fix != nil {
			fix(&vals[i])
		}
		out[i] = &vals[i]
	}
	return out
}
