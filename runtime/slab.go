package runtime

// slab hands out zeroed values of T from arrays of slabSize values, so
// that a game making many values of one type — a new object at each zone
// change (400.7), its event (which holds its last known information), its remembered
// characteristics — allocates once per slabSize of them rather than once
// each. A value keeps its whole array alive, so slabs are only for values
// the game makes often and either keeps or drops soon. Each game has its
// own slabs; a clone starts empty ones (a slab's free values must never
// be handed out by two games).
type slab[T any] struct {
	free []T
	next int // the size of the next array: it doubles from 4 to slabSize
}

// slabSize is how many values a slab allocates at once in the end; its
// first arrays are smaller, so that a game that makes few values of a
// type (a board set up and cloned, a short scenario) wastes little.
const slabSize = 32

// new returns a pointer to a zeroed T of the slab's own.
func (s *slab[T]) new() *T {
	if len(s.free) == 0 {
		s.next = min(max(2*s.next, 4), slabSize)
		s.free = make([]T, s.next)
	}
	p := &s.free[0]
	s.free = s.free[1:]
	return p
}

// gameSlabs are a game's slabs.
type gameSlabs struct {
	objects slab[Object]
	events  slab[Event]
	chars   slab[charsCache]
	moves   slab[ZoneMove] // the log's zone changes (gameevent_make.go)
}
