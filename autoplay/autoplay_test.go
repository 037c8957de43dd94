package autoplay

import (
	"slices"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

var (
	forest = &rt.CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}
	bears  = &rt.CardDef{Name: "Grizzly Bears", ManaCost: rt.MustManaCost("{1}{G}"), Types: []string{"Creature"}, Subtypes: []string{"Bear"}, Power: 2, Toughness: 2, HasPT: true}
)

func play(t *testing.T, seed uint64) (*rt.Game, Result) {
	t.Helper()
	g := rt.NewGame("Alice", "Bob")
	p := New(seed)
	for pl := rt.PlayerID(0); pl < 2; pl++ {
		for i := 0; i < 20; i++ {
			def := forest
			if i%2 == 0 {
				def = bears
			}
			g.AddCard(def, pl, rt.Library)
		}
		g.Shuffle(pl, p)
		for i := 0; i < 7; i++ {
			g.Draw(pl)
		}
	}
	g.SetTurn(1, 0, rt.Main1)
	res, err := p.Play(g, 40)
	if err != nil {
		t.Fatal(err)
	}
	return g, res
}

// Bears against bears: the game ends (someone attacks enough, or a library
// runs out), and the same seed replays the same game.
func TestPlayIsDeterministicAndEnds(t *testing.T) {
	g1, r1 := play(t, 11)
	g2, r2 := play(t, 11)
	if !slices.Equal(g1.Log, g2.Log) || r1 != r2 {
		t.Fatal("the same seed played two different games")
	}
	if !g1.Over() && r1.Turns <= 40 {
		t.Fatalf("game neither ended nor reached the turn limit: %+v", r1)
	}
	if r1.Winner != rt.NoPlayer && !g1.Players[1-r1.Winner].Lost {
		t.Fatalf("winner %d, but the other player has not lost", r1.Winner)
	}
}

// Every answer the player gives is legal for the decision asked.
func TestDecideAnswersWithinBounds(t *testing.T) {
	p := New(1)
	for i := 0; i < 200; i++ {
		d := &rt.Decision{Kind: rt.ChooseTargets, Min: i % 3, Max: 2 + i%3}
		for j := 0; j < 1+i%5; j++ {
			d.Options = append(d.Options, rt.Option{Label: "x"})
		}
		idx, err := p.Decide(nil, d)
		if d.Min > len(d.Options) {
			if err == nil {
				t.Fatalf("%d options for min %d: want an error", len(d.Options), d.Min)
			}
			continue
		}
		if err != nil || len(idx) < d.Min || len(idx) > d.Max {
			t.Fatalf("answer %v (err %v) for min %d max %d of %d options", idx, err, d.Min, d.Max, len(d.Options))
		}
	}
}
