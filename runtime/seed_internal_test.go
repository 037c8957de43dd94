package runtime

import (
	"math/rand/v2"
	"testing"
)

// TestSeededRandIsRands holds the game's own source (seededRand), which
// draws from its PCG directly, to rand.Rand's draws on a copy of it: the
// same numbers, one after the other, for bounds that take each path
// (powers of two, small bounds, bounds near 2⁶³ whose draws are often
// rejected), and the same shuffles of a library.
func TestSeededRandIsRands(t *testing.T) {
	bounds := []int{1, 2, 3, 5, 7, 10, 40, 64, 100, 1 << 20, 1<<32 + 1, 1<<62 + 1, 3 << 61, 1<<63 - 1}
	for seed := uint64(0); seed < 20; seed++ {
		s := newSeededRand(seed, StreamGame)
		pcg := s.pcg // the same state, drawn from apart
		ref := rand.New(&pcg)
		for i := 0; i < 2000; i++ {
			n := bounds[i%len(bounds)]
			if got, want := s.IntN(n), ref.IntN(n); got != want {
				t.Fatalf("seed %d, draw %d: IntN(%d) = %d, rand gives %d", seed, i, n, got, want)
			}
		}
	}
	g, h := NewGame("Alice", "Bob"), NewGame("Alice", "Bob")
	def := &CardDef{Name: "Plains", Types: []string{"Land"}}
	for range 40 {
		g.AddCard(def, 0, Library)
		h.AddCard(def, 0, Library)
	}
	for seed := uint64(0); seed < 20; seed++ {
		g.SetSeed(seed)
		g.Shuffle(0, nil)
		h.Shuffle(0, NewRand(seed, StreamGame)) // a rand.Rand: drawn from through its interface
		a, b := g.ZoneCards(Library, 0), h.ZoneCards(Library, 0)
		for i := range a {
			if a[i].ID != b[i].ID {
				t.Fatalf("seed %d: the shuffles differ at %d: card %d, card %d", seed, i, a[i].ID, b[i].ID)
			}
		}
	}
}
