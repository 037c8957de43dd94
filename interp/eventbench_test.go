package interp

import (
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	rt "github.com/mtgs/mtgs/runtime"
)

// BenchmarkPlayoutMirrorLogged is BenchmarkPlayoutMirror with the log on:
// every event is made and kept, and its line rendered (run with -cpu 1).
func BenchmarkPlayoutMirrorLogged(b *testing.B) {
	deck := cardsOf(b, stdlib(b), map[string]int{"Mountain": 20, "Lightning Bolt": 20})
	b.ReportAllocs()
	seed, lines := uint64(0), 0
	for b.Loop() {
		seed++
		g := rt.NewGame("Alice", "Bob")
		g.SetSeed(seed)
		ap := autoplay.New(seed)
		for i := range 2 {
			for _, def := range deck {
				g.AddCard(def, rt.PlayerID(i), rt.Library)
			}
			g.Shuffle(rt.PlayerID(i), g.Rand)
		}
		g.Decider = ap
		if _, err := g.DrawOpeningHands(0); err != nil {
			b.Fatal(err)
		}
		if err := g.BeginGame(0); err != nil {
			b.Fatal(err)
		}
		if _, err := ap.Play(g, MaxTurns); err != nil {
			b.Fatal(err)
		}
		lines += len(g.Log())
	}
	b.ReportMetric(float64(lines)/float64(b.N), "lines/game")
}
