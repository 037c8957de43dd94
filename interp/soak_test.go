package interp

import (
	"testing"
)

// TestSoak plays seeded games between decks that use every mechanism the
// runtime implements. None may fail or panic; a panic fails the test with
// its seed.
func TestSoak(t *testing.T) {
	prog, err := compileFiles(t, "testdata/soak.mtgs")
	if err != nil {
		t.Fatal(err)
	}
	gs := *prog.Games[0]
	n := 60
	if testing.Short() {
		n = 10
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
