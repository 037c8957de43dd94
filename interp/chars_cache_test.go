package interp

import (
	"fmt"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// TestCharsCacheScenarios runs every scenario of testdata/scenarios with
// the game checking each use of a remembered Chars against a full
// recomputation (runtime.Game.VerifyChars) and every other remembered
// finding against a fresh one (VerifyCaches, under which values given
// back to the game's slabs are wiped rather than reused), and at the end
// compares every object's Chars with CharsFresh. Scenarios set their games up through
// exported fields, so this also checks that setting up tells the game
// (Game.Touch).
func TestCharsCacheScenarios(t *testing.T) {
	prog, err := compileFiles(t, "../testdata/scenarios/*.mtgs")
	if err != nil {
		t.Fatal(err)
	}
	objects := 0
	for _, sc := range prog.Scenarios {
		var g *rt.Game
		var failed string
		sc.watch = func(game *rt.Game) {
			g = game
			g.VerifyChars(func(o *rt.Object, cached, fresh rt.Chars) {
				if failed == "" {
					failed = fmt.Sprintf("%v (%s): cached\n%+v\nrecomputed\n%+v", o.Ref, o.Name(), cached, fresh)
				}
			})
			g.VerifyCaches(func(what, cached, fresh string) {
				if failed == "" {
					failed = fmt.Sprintf("%s: remembered\n%s\nfound again\n%s", what, cached, fresh)
				}
			})
		}
		sc.Run(nil)
		sc.watch = nil
		for id := rt.CardID(1); g.Card(id) != nil; id++ {
			if o := g.Card(id).Obj; o != nil {
				objects++
				if c, f := g.Chars(o), g.CharsFresh(o); !c.Equal(f) && failed == "" {
					failed = fmt.Sprintf("at the end: %v (%s): cached\n%+v\nrecomputed\n%+v", o.Ref, o.Name(), c, f)
				}
			}
		}
		if failed != "" {
			t.Errorf("%s (%s): %s", sc.Name, sc.Pos, failed)
		}
	}
	t.Logf("%d scenarios, %d objects compared at their ends", len(prog.Scenarios), objects)
}
