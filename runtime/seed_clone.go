package runtime

import "math/rand/v2"

// seededRand is the game's own random source (SetSeed): a PCG stream
// whose state Clone copies, so that a game and its clone go on drawing
// the same numbers independently.
type seededRand struct {
	pcg rand.PCG
	r   *rand.Rand
}

func newSeededRand(seed, stream uint64) *seededRand {
	s := &seededRand{pcg: *rand.NewPCG(seed, stream)}
	s.r = rand.New(&s.pcg)
	return s
}

// IntN returns a number in [0, n), as rand.Rand.IntN does for the same
// PCG stream.
func (s *seededRand) IntN(n int) int { return s.r.IntN(n) }

// CloneRand returns an independent source in the same state.
func (s *seededRand) CloneRand() interface{ IntN(int) int } {
	c := &seededRand{pcg: s.pcg}
	c.r = rand.New(&c.pcg)
	return c
}

// RandCloner is a random source a host gives a game (Game.Rand) that
// Clone can copy: CloneRand returns an independent source in the same
// state. A source that is not one is shared by a game and its clones.
type RandCloner interface {
	IntN(int) int
	CloneRand() interface{ IntN(int) int }
}
