package interp

import (
	"fmt"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// simulated is a run of games between the M10 decks and of the Mountain
// and Lightning Bolt mirror, three and four players among them, each
// with its own seed and seats: game i is spec(i).
func simulated(t testing.TB) func(i int) *GameSpec {
	m10 := m10Decks(t)
	mirror := mirrorDecks(t)
	decks := []*Deck{{Name: "removal", Cards: m10[0]}, {Name: "overrun", Cards: m10[1]}, {Name: "mirror", Cards: mirror[0]}}
	names := []string{"Alice", "Bob", "Carol", "Dan"}
	return func(i int) *GameSpec {
		gs := &GameSpec{Name: fmt.Sprint("game ", i), Seed: uint64(1000 + i)}
		players := 2 + i%3 // 2, 3 or 4
		for k := range players {
			gs.Seats = append(gs.Seats, Seat{Player: names[k], Deck: decks[(i+k)%len(decks)]})
		}
		if i%5 == 4 {
			gs.Life = 7 // a short game between long ones
		}
		return gs
	}
}

// A Simulator's game, on a game and a player reset from the last game
// and without a log, ends as GameSpec.Play's does, game after game of
// different decks, seats and numbers of players.
func TestSimulatorPlaysAsPlay(t *testing.T) {
	spec := simulated(t)
	sim := NewSimulator()
	for i := range 24 {
		gs := spec(i)
		want, err := gs.Play(nil)
		if err != nil {
			t.Fatalf("game %d: %v", i, err)
		}
		got, err := sim.Play(gs)
		if err != nil {
			t.Fatalf("game %d simulated: %v", i, err)
		}
		if got.Log != nil || got.Winner != want.Winner || got.Turns != want.Turns {
			t.Errorf("game %d: simulated %v (log %d lines), played %v", i, got, len(got.Log), want)
		}
	}
}

// PlayGames hands back each game's result in order, the same results
// whatever the number of goroutines playing them.
func TestPlayGamesInOrder(t *testing.T) {
	spec := simulated(t)
	const n = 40
	var want []string
	PlayGames(n, 1, spec, func(i int, res *GameResult, err error) {
		if i != len(want) || err != nil {
			t.Fatalf("game %d after %d done, error %v", i, len(want), err)
		}
		want = append(want, res.String())
	})
	for _, workers := range []int{2, 3, 0} {
		var got []string
		PlayGames(n, workers, spec, func(i int, res *GameResult, err error) {
			if i != len(got) || err != nil {
				t.Fatalf("%d workers: game %d after %d done, error %v", workers, i, len(got), err)
			}
			got = append(got, res.String())
		})
		if fmt.Sprint(got) != fmt.Sprint(want) {
			t.Errorf("%d workers: %v\nwant %v", workers, got, want)
		}
	}
}

// BenchmarkPlayGamesM10 plays the games of the M10 decks against each
// other on every processor (PlayGames), as `mtgs run --games N` does;
// beside BenchmarkPlayoutM10, which plays them on one.
// BenchmarkPlayGamesMirror plays the Mountain and Lightning Bolt mirror.
func BenchmarkPlayGamesM10(b *testing.B)    { benchPlayGames(b, m10Decks(b)) }
func BenchmarkPlayGamesMirror(b *testing.B) { benchPlayGames(b, mirrorDecks(b)) }

func benchPlayGames(b *testing.B, decks [2][]*rt.CardDef) {
	alice, bob := &Deck{Name: "alice", Cards: decks[0]}, &Deck{Name: "bob", Cards: decks[1]}
	spec := func(i int) *GameSpec {
		return &GameSpec{Seed: uint64(i + 1), Seats: []Seat{{Player: "Alice", Deck: alice}, {Player: "Bob", Deck: bob}}}
	}
	b.ReportAllocs()
	turns := 0
	PlayGames(b.N, 0, spec, func(i int, res *GameResult, err error) {
		if err != nil {
			b.Fatal(err)
		}
		turns += res.Turns
	})
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(float64(turns)/float64(b.N), "turns/game")
}
