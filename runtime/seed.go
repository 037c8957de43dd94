package runtime

import "math/rand/v2"

// Every random choice in a game follows from one seed. The seed feeds two
// independent PCG sources, told apart by their second seed word:
//
//   - StreamGame, the game's own randomness (Game.Rand): shuffling the
//     libraries as the game is set up (103.3) and every shuffle an effect
//     asks for (701.24);
//   - StreamPlayer, the choices of an automatic player (package autoplay).
//
// Because the streams are separate, a player's choices never change how a
// library is shuffled: the same seed replays a game byte for byte, and two
// seeds give different shuffles.
const (
	StreamGame   uint64 = 0x6d7467735f67616d // "mtgs_gam"
	StreamPlayer uint64 = 0x6d7467735f706c61 // "mtgs_pla"
)

// NewRand returns the random source of one stream of a seed.
func NewRand(seed, stream uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, stream))
}

// SetSeed makes the game's randomness follow seed: Rand becomes a source
// drawing what NewRand(seed, StreamGame) draws, which Clone copies.
// NewGame uses seed 0. A game that already has a source of its own
// (Rand as NewGame, SetSeed or Clone left it) reseeds that one in place.
func (g *Game) SetSeed(seed uint64) {
	if r, ok := g.Rand.(*seededRand); ok {
		r.pcg.Seed(seed, StreamGame)
		return
	}
	g.ownRand.pcg.Seed(seed, StreamGame) // as rand.NewPCG(seed, StreamGame)
	g.Rand = &g.ownRand
}
