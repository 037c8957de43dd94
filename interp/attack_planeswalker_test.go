package interp

import (
	"os"
	"regexp"
	"testing"
)

// The automatic player attacks planeswalkers (506.2): in seeded games of
// a deck of creatures against a deck of the bundled M10 planeswalkers,
// each of them is attacked, the log says so, and the games end without
// an error with the runtime's invariants checked.
func TestAutoplayAttacksPlaneswalkers(t *testing.T) {
	lib := stdlib(t)
	walkers, err := LoadDeckList(lib, Source{Name: "walkers.txt", Text: []byte(`4 Ajani Goldmane
4 Chandra Nalaar
4 Garruk Wildspeaker
4 Jace Beleren
4 Liliana Vess
8 Plains
8 Island
8 Swamp
8 Mountain
8 Forest
`)})
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile("../testdata/decks/today_red_green.txt")
	if err != nil {
		t.Fatal(err)
	}
	beaters, err := LoadDeckList(lib, Source{Name: "today_red_green.txt", Text: src})
	if err != nil {
		t.Fatal(err)
	}
	attacked := regexp.MustCompile(`attacks (Ajani Goldmane|Chandra Nalaar|Garruk Wildspeaker|Jace Beleren|Liliana Vess) #\d+\.\d+, a planeswalker Walkers controls`)
	seen := map[string]bool{}
	games := 0
	for seed := uint64(1); seed <= 200 && len(seen) < 5; seed++ {
		games++
		gs := &GameSpec{Name: "beaters against walkers", Seed: seed, Checked: true,
			Seats: []Seat{{Player: "Beaters", Deck: beaters}, {Player: "Walkers", Deck: walkers}}}
		res := playSoak(t, gs)
		for _, l := range res.Log {
			if m := attacked.FindStringSubmatch(l); m != nil {
				seen[m[1]] = true
			}
		}
	}
	t.Logf("%d games; planeswalkers attacked: %v", games, seen)
	if len(seen) < 5 {
		t.Errorf("after %d games only %v were attacked, want all five M10 planeswalkers", games, seen)
	}
}
