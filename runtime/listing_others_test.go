package runtime_test

import (
	"fmt"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

// TestPlaysKeptPastOthersEntered plays seeded games with VerifyCaches on
// and VerifyChars off, so that plays kept on the whole battlefield for
// their lists of targets alone are used past another player's land or
// creature entering (othersEntered reads characteristics as chars would
// answer them at once, which VerifyChars turns off): every listing from
// what was kept is found afresh and compared. The Mountain and Lightning
// Bolt mirror keeps such plays past each land the other player plays.
func TestPlaysKeptPastOthersEntered(t *testing.T) {
	lib, err := interp.Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	var mirror []*rt.CardDef
	for _, name := range []string{"Mountain", "Lightning Bolt"} {
		def, ok := lib.Card(name)
		if !ok {
			t.Fatalf("%s is not bundled", name)
		}
		for range 20 {
			mirror = append(mirror, def)
		}
	}
	decks := bundledDecks(t)
	games := 40
	if testing.Short() {
		games = 10
	}
	for i := range games {
		seed := uint64(i + 1)
		g, ap := rt.NewGame("Alice", "Bob"), autoplay.New(seed)
		if i%2 == 0 {
			d := &interp.Deck{Cards: mirror}
			setUpDecks(t, g, ap, seed, d, d)
		} else {
			setUpDecks(t, g, ap, seed, decks[i%len(decks)], decks[(i/len(decks))%len(decks)])
		}
		var failed string
		g.VerifyCaches(func(what, cached, fresh string) {
			if failed == "" {
				failed = fmt.Sprintf("seed %d, turn %d %v: %s: cached\n%s\nrecomputed\n%s", seed, g.Turn, g.Step, what, cached, fresh)
			}
		})
		for steps := 0; !g.Over() && g.Turn <= 40 && steps < 3000; steps++ {
			if err := ap.Step(g); err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			if failed != "" {
				t.Fatal(failed)
			}
		}
	}
}
