package runtime

import "testing"

// TestSeededRandIsRands holds the game's own source (seededRand), which
// draws from its PCG directly (pcgdraw, whose test compares each bounded
// draw with rand.Rand's), to rand.Rand's draws on the same seed: the same
// numbers from IntN, and the same shuffles of a library as a rand.Rand
// drawn from through its interface.
func TestSeededRandIsRands(t *testing.T) {
	for seed := uint64(0); seed < 20; seed++ {
		s, ref := newSeededRand(seed, StreamGame), NewRand(seed, StreamGame)
		for i := range 500 {
			if n := 1 + i%60; s.IntN(n) != ref.IntN(n) {
				t.Fatalf("seed %d, draw %d: IntN(%d) differs from rand's", seed, i, n)
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
