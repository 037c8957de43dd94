package runtime_test

import (
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

// BenchmarkLegalActions lists the legal actions of a player of the
// Mountain + Lightning Bolt mirror holding priority in their main phase
// with Bolts and a Mountain in hand and an untapped Mountain: what the
// automatic player asks at each priority of a playout. The game's version
// moves on before each listing, as a pass would move it, so nothing a
// listing remembers by version serves the next.
func BenchmarkLegalActions(b *testing.B) {
	lib, err := interp.Stdlib()
	if err != nil {
		b.Fatal(err)
	}
	var deck []*rt.CardDef
	for _, name := range []string{"Mountain", "Lightning Bolt"} {
		def, ok := lib.Card(name)
		if !ok {
			b.Fatalf("%s is not bundled", name)
		}
		for range 20 {
			deck = append(deck, def)
		}
	}
	g, me := mirrorMainPhase(b, deck)
	acts := g.AppendLegalActions(nil, me)
	casts := 0
	for _, a := range acts {
		if a.Kind == rt.ActCast {
			casts++
		}
	}
	if casts < 2 {
		b.Fatalf("%d casts listed, want at least 2", casts)
	}
	b.ReportAllocs()
	for b.Loop() {
		g.TurnChanged()
		acts = g.AppendLegalActions(acts[:0], me)
	}
	b.ReportMetric(float64(len(acts)), "actions")
}

// mirrorMainPhase plays seeded mirror games until the active player holds
// priority in a main phase with two Lightning Bolts and a Mountain in
// hand and an untapped Mountain.
func mirrorMainPhase(b *testing.B, deck []*rt.CardDef) (*rt.Game, rt.PlayerID) {
	d := &interp.Deck{Cards: deck}
	for seed := uint64(1); seed < 200; seed++ {
		g, ap := rt.NewGame("Alice", "Bob"), autoplay.New(seed)
		g.LogOff = true
		seededGame{a: d, b: d, seed: seed}.setUp(b, g, ap)
		for i := 0; i < 400 && !g.Over(); i++ {
			me := g.Priority
			if g.Active == me && (g.Step == rt.Main1 || g.Step == rt.Main2) && len(g.Stack()) == 0 && g.HasPriority(me) && ready(g, me) {
				return g, me
			}
			if err := ap.Step(g); err != nil {
				b.Fatal(err)
			}
		}
	}
	b.Fatal("no seeded game reached the position")
	return nil, 0
}

// ready reports whether p holds two Bolts and a Mountain and controls an
// untapped Mountain.
func ready(g *rt.Game, p rt.PlayerID) bool {
	bolts, lands, untapped := 0, 0, 0
	for _, c := range g.ZoneCards(rt.Hand, p) {
		switch c.Def.Name {
		case "Lightning Bolt":
			bolts++
		case "Mountain":
			lands++
		}
	}
	for _, o := range g.Battlefield() {
		if o.Controller == p && !o.Tapped {
			untapped++
		}
	}
	return bolts >= 2 && lands >= 1 && untapped >= 1
}
