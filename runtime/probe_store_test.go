package runtime_test

import (
	"fmt"
	"reflect"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	rt "github.com/mtgs/mtgs/runtime"
)

// TestProbeStorePoisonedPlaysAlike plays seeded games between the bundled
// decks twice: on a plain game, and on one verifying its caches, where the
// storage LegalActions' probes lend their decisions, options, targets and
// payment searches is overwritten with junk before each reuse. Anything
// that kept a piece of it past its probe run (a stack item's targets, a
// remembered plan, an answer) would read junk there, and the game would
// differ from the plain one or fail.
func TestProbeStorePoisonedPlaysAlike(t *testing.T) {
	decks := bundledDecks(t)
	games := 24
	if testing.Short() {
		games = 8
	}
	n := len(decks)
	for i := range games {
		sg := seededGame{a: decks[(i+1)%n], b: decks[(i*5+2)%n], seed: uint64(700 + i)}
		what := fmt.Sprintf("seed %d (%s against %s)", sg.seed, sg.a.Name, sg.b.Name)
		plain, pap := rt.NewGame("Alice", "Bob"), autoplay.New(sg.seed)
		plain.Record(true)
		sg.setUp(t, plain, pap)
		playSteps(t, plain, pap, 1<<30, what)

		poisoned, ap := rt.NewGame("Alice", "Bob"), autoplay.New(sg.seed)
		poisoned.Record(true)
		poisoned.VerifyCaches(func(what, cached, fresh string) {
			t.Fatalf("%s: %s: cached %s, recomputed %s", what, what, cached, fresh)
		})
		sg.setUp(t, poisoned, ap)
		playSteps(t, poisoned, ap, 1<<30, what)
		want, got := playedOf(plain), playedOf(poisoned)
		if got.log != want.log {
			t.Fatalf("%s: with the probes' storage poisoned the log is\n%s\nwithout\n%s", what, got.log, want.log)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: with the probes' storage poisoned the game differs", what)
		}
	}
}
