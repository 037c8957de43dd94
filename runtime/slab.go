package runtime

import "slices"

// slab hands out zeroed values of T from arrays of slabSize values, so
// that a game making many values of one type — a new object at each zone
// change (400.7), its last known information, its event, its remembered
// characteristics — allocates once per slabSize of them rather than once
// each. A value keeps its whole array alive, so slabs are only for values
// the game makes often and either keeps or drops soon. Each game has its
// own slabs; a clone starts empty ones (a slab's free values must never
// be handed out by two games).
//
// A value the game has provably stopped using — nothing in the game, nor
// anything the game has handed out that is still good, refers to it — is
// given back (reuse) and handed out again before new arrays are made: an
// event no trigger holds once its move is over, the last known
// information the game prunes and the object it held (move.go, work.go).
// A game whose state stays the same size then allocates nothing.
//
// A slab keeps every array it made, so that a game reused for the next
// (Game.Reset) hands them out again from the first. A value is zeroed as
// it is handed out, not as the slab is reset: the game writes it then
// anyway, so each value is written once a game rather than wiped at the
// reset and written again (a reset wiped some 40 KB a game).
type slab[T any] struct {
	cur    []T   // the array being handed out: cur[at:] are free
	at     int   // the index in cur of the next value handed out
	next   int   // the size of the next array: it doubles from 4 to slabSize
	given  []*T  // values given back, handed out again first
	arrays [][]T // every array made, in the order made
	used   int   // the arrays handed out of since the slab was made or reset
}

// slabSize is how many values a slab allocates at once in the end; its
// first arrays are smaller, so that a game that makes few values of a
// type (a board set up and cloned, a short scenario) wastes little.
const slabSize = 32

// fresh is new for the common case, small enough to be inlined: the
// next T of the current array, zeroed, or nil when a value was given back
// (new hands that out first) or the array is used up.
func (s *slab[T]) fresh() *T {
	if i, cur := s.at, s.cur; i < len(cur) && len(s.given) == 0 {
		s.at = i + 1 // an index moved on: no pointer written
		p := &cur[i]
		var zero T
		*p = zero
		return p
	}
	return nil
}

// freshRun is fresh for up to n values at once (n above 0): the next
// values of the current array, as many as it has left up to n, the next
// array's if it is used up, or nil when a value was given back (new
// hands that out first). They are NOT zeroed: the caller zeroes each as
// it writes it, in the same pass.
func (s *slab[T]) freshRun(n int) []T {
	if len(s.given) > 0 {
		return nil
	}
	if s.at == len(s.cur) {
		s.nextArray()
	}
	i := s.at
	run := s.cur[i:min(i+n, len(s.cur))]
	if len(run) == 0 {
		return nil
	}
	s.at = i + len(run)
	return run
}

// new returns a pointer to a zeroed T of the slab's own.
func (s *slab[T]) new() *T {
	if n := len(s.given); n > 0 {
		// The pointer left past the list's end keeps nothing alive that
		// the slab's arrays do not.
		p := s.given[n-1]
		s.given = s.given[:n-1]
		var zero T
		*p = zero
		return p
	}
	if s.at == len(s.cur) {
		s.nextArray()
	}
	p := &s.cur[s.at]
	s.at++
	var zero T
	*p = zero
	return p
}

// nextArray moves the slab on to its next array, made if need be, once
// the current one is used up.
func (s *slab[T]) nextArray() {
	if s.used == len(s.arrays) {
		s.next = min(max(2*s.next, 4), slabSize)
		s.arrays = append(s.arrays, make([]T, s.next))
	}
	s.cur, s.at = s.arrays[s.used], 0
	s.used++
}

// freeLen is how many values of the current array are still to be
// handed out.
func (s *slab[T]) freeLen() int { return len(s.cur) - s.at }

// reuse gives p back to the slab: the game will never read it again,
// and it has handed out nothing that could.
func (s *slab[T]) reuse(p *T) {
	s.given = append(s.given, p)
}

// reset hands every array the slab has made out again, the first first:
// the game will never read a value it handed out before (Game.Reset).
// The arrays are not wiped: fresh and new zero each value as they hand
// it out. Until then a value of the last game may keep what it pointed
// to from being collected, no more than the last game held.
func (s *slab[T]) reset() {
	clear(s.given)
	s.cur, s.at, s.given, s.used = nil, 0, s.given[:0], 0
}

// giveBack gives p back to slab s. While the game checks itself
// (VerifyCaches) it wipes p instead and never hands it out again, so
// that anything that still read it would find nothing there.
func giveBack[T any](g *Game, s *slab[T], p *T) {
	if g.verifyCaches != nil {
		var zero T
		*p = zero
		return
	}
	s.reuse(p)
}

// lentList is a list the game lends to one user at a time, for the next
// user once the last gives it back; a user that finds it lent (a batch of
// moves within a batch, a payment chosen while one is) makes its own.
type lentList[T any] struct {
	list []T
	busy bool
}

// take returns the list, empty with room for n, and true; or a new list
// and false if it is lent.
func (l *lentList[T]) take(n int) ([]T, bool) {
	if l.busy {
		return make([]T, 0, n), false
	}
	l.busy = true
	l.list = slices.Grow(l.list[:0], n)
	return l.list, true
}

// takeRoom is take with a capacity of n: a user that grows the list past
// n moves to an array of its own, so the lent array holds what it was
// given in its first n alone, and giveRoom clears only those, where give
// clears the whole array (the list's length notes n meanwhile).
func (l *lentList[T]) takeRoom(n int) ([]T, bool) {
	list, lent := l.take(n)
	if lent {
		l.list, list = list[:n], list[:0:n]
	}
	return list, lent
}

// roomAt is takeRoom's lend when the list is free and its array has room
// for n, as a list n long rather than empty: it reports false, having
// done nothing, otherwise. Small enough to be inlined where takeRoom's
// general case would cost a call.
func (l *lentList[T]) roomAt(n int) ([]T, bool) {
	if l.busy || cap(l.list) < n {
		return nil, false
	}
	l.busy = true
	l.list = l.list[:n]
	return l.list[:n:n], true
}

// giveRoom takes back a list lent by takeRoom, emptied of what it held.
func (l *lentList[T]) giveRoom() {
	clear(l.list)
	l.busy = false
}

// keep makes grown, the list take returned grown by its user, the one
// lent next.
func (l *lentList[T]) keep(grown []T) { l.list = grown }

// give takes the list back, emptied of what it held so that nothing stays
// reachable through it.
func (l *lentList[T]) give() {
	clear(l.list[:cap(l.list)])
	l.busy = false
}

// bare reports whether s are zero slabs, as a Clone leaves the game's:
// a slab that has made no array has handed nothing out nor been reset,
// and one given nothing back has no list of them. Written field by
// field, as the slabs' types differ.
func (s *gameSlabs) bare() bool {
	return s.objects.arrays == nil && s.objects.given == nil && s.snapshots.arrays == nil && s.snapshots.given == nil &&
		s.events.arrays == nil && s.events.given == nil && s.chars.arrays == nil && s.chars.given == nil &&
		s.bases.arrays == nil && s.bases.given == nil && s.moves.arrays == nil && s.moves.given == nil &&
		s.items.arrays == nil && s.items.given == nil && s.spells.arrays == nil && s.spells.given == nil &&
		s.frames.arrays == nil && s.frames.given == nil && s.args == nil && s.argsWork == nil
}

// gameSlabs are a game's slabs.
type gameSlabs struct {
	objects   slab[Object]
	snapshots slab[Snapshot]
	events    slab[Event]
	chars     slab[charsCache]
	bases     slab[charsCache] // cards' base characteristics (Card.base), kept with their structs: Reset leaves them (newCard)
	moves     slab[ZoneMove]   // the log's zone changes (gameevent_make.go)
	items     slab[StackItem]  // spells and abilities put on the stack (kept until Reset)
	spells    slab[SpellInfo]  // what was chosen and paid as spells were cast (kept until Reset)
	frames    slab[Resolution] // the frames of resolving items, given back as each resolution ends
	args      []EventArg       // the array the log's events' arguments are cut from (keepArgs)
	argsWork  []EventArg       // where emit gathers the arguments of an event with pieces of template
}
