package runtime

import (
	"math/rand/v2"

	"github.com/mtgs/mtgs/internal/pcgdraw"
)

// seededRand is the game's own random source (SetSeed): a PCG stream
// whose state Clone copies, so that a game and its clone go on drawing
// the same numbers independently.
type seededRand struct {
	pcg pcgdraw.PCG // rand.PCG's generator, drawn from in line
}

func newSeededRand(seed, stream uint64) *seededRand {
	s := &seededRand{}
	s.pcg.Seed(seed, stream) // as rand.NewPCG(seed, stream)
	return s
}

// IntN returns a number in [0, n), as rand.Rand.IntN does for the same
// PCG stream: the same draws (TestSeededRandIsRands), taken from the PCG
// directly rather than through the rand.Source interface at each.
func (s *seededRand) IntN(n int) int {
	if n <= 0 || pcgdraw.Is32bit {
		return rand.New(&s.pcg).IntN(n) // its panic, or its 32-bit way: a rand.Rand holds nothing but its source
	}
	return int(s.pcg.Uint64N(uint64(n)))
}

// CloneRand returns an independent source in the same state.
func (s *seededRand) CloneRand() interface{ IntN(int) int } {
	return &seededRand{pcg: s.pcg}
}

// RandCloner is a random source a host gives a game (Game.Rand) that
// Clone can copy: CloneRand returns an independent source in the same
// state. A source that is not one is shared by a game and its clones.
type RandCloner interface {
	IntN(int) int
	CloneRand() interface{ IntN(int) int }
}
