package interp

import (
	"flag"
	"testing"
)

var soakGames = flag.Int("soak", 0, "play this many seeded games in TestSoak and TestDeckSoak instead of their defaults")

// TestSoak plays seeded games between decks that use every mechanism the
// runtime implements. None may fail or panic; a panic fails the test with
// its seed. -soak N plays N games instead.
func TestSoak(t *testing.T) {
	prog, err := compileFiles(t, "testdata/soak.mtgs")
	if err != nil {
		t.Fatal(err)
	}
	gs := *prog.Games[0]
	gs.Checked = true
	n := 60
	if testing.Short() {
		n = 10
	}
	if *soakGames > 0 {
		n = *soakGames
	}
	for seed := uint64(1); seed <= uint64(n); seed++ {
		gs.Seed = seed
		func() {
			defer func() {
				if r := recover(); r != nil {
					t.Fatalf("seed %d: panic: %v", seed, r)
				}
			}()
			if _, err := gs.Play(nil); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
		}()
	}
}
