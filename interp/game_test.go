package interp

import (
	"slices"
	"testing"
)

func gameFile(t testing.TB) *GameSpec {
	t.Helper()
	prog, err := compileFiles(t, "../testdata/games/*.mtgs")
	if err != nil {
		t.Fatal(err)
	}
	if len(prog.Games) != 1 {
		t.Fatalf("expected one game, got %d", len(prog.Games))
	}
	return prog.Games[0]
}

// The same seed gives the same game, line for line.
func TestGameIsDeterministic(t *testing.T) {
	gs := gameFile(t)
	a, err := gs.Play(nil)
	if err != nil {
		t.Fatal(err)
	}
	b, err := gs.Play(nil)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(a.Log, b.Log) || a.String() != b.String() {
		t.Fatalf("two plays of seed %d differ: %s vs %s", gs.Seed, a, b)
	}
	gs2 := *gs
	gs2.Seed++
	c, err := gs2.Play(nil)
	if err != nil {
		t.Fatal(err)
	}
	if slices.Equal(a.Log, c.Log) {
		t.Fatal("a different seed played the same game")
	}
}

// Many seeded games between the bundled decks end without a runtime error:
// a soak test of the rules engine on positions no scenario wrote down.
func TestSeededGamesComplete(t *testing.T) {
	gs := *gameFile(t)
	n := 40
	if testing.Short() {
		n = 8
	}
	wins := 0
	for seed := uint64(1); seed <= uint64(n); seed++ {
		gs.Seed = seed
		res, err := gs.Play(nil)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if res.Winner != "" {
			wins++
		}
	}
	if wins == 0 {
		t.Fatalf("none of %d games had a winner in %d turns", n, MaxTurns)
	}
}
