package runtime

import (
	"strings"
	"testing"
)

// labelDecider answers declarations with the options whose labels it is
// given, and every other decision with FirstOptions; it keeps the
// declarations it was asked.
type labelDecider struct {
	labels []string
	asked  []*Decision
}

func (l *labelDecider) Decide(g *Game, d *Decision) ([]int, error) {
	if d.Kind != ChooseAttackers && d.Kind != ChooseBlockers {
		return FirstOptions(g, d)
	}
	l.asked = append(l.asked, d)
	var idx []int
	for _, want := range l.labels {
		for i, o := range d.Options {
			if o.Label == want {
				idx = append(idx, i)
			}
		}
	}
	return idx, nil
}

// TestDeclareByDecision: Game.Declare asks the Decider for the declaration
// the step waits for (508.1, 509.1), as pairs of a creature and whom it
// attacks or blocks, and takes it; an answer declaring a creature twice, or
// an illegal declaration, is refused and changes nothing.
func TestDeclareByDecision(t *testing.T) {
	setup := func() (*Game, *Card, *Card, *Card, *Card) {
		g := crGame()
		bears := g.AddCard(crBears, 0, Battlefield)
		ogre := g.AddCard(crOgre, 0, Battlefield)
		walker := g.AddCard(pwWalker, 1, Battlefield)
		wall := g.AddCard(crBears, 1, Battlefield)
		crToStep(t, g, DeclareAttackers)
		return g, bears, ogre, walker, wall
	}
	t.Run("attackers at a player and a planeswalker, then a block", func(t *testing.T) {
		g, bears, ogre, walker, wall := setup()
		dec := &labelDecider{labels: []string{"Test Bears #1.1 attacks Bob", "Test Ogre #2.1 attacks Test Walker #3.1"}}
		g.Decider = dec
		crMust(t, g.Declare(0))
		if len(dec.asked) != 1 || dec.asked[0].Kind != ChooseAttackers {
			t.Fatalf("asked %d declarations", len(dec.asked))
		}
		var labels []string
		for _, o := range dec.asked[0].Options {
			labels = append(labels, o.Label)
		}
		if got := strings.Join(labels, "; "); got != "Test Bears #1.1 attacks Bob; Test Bears #1.1 attacks Test Walker #3.1; Test Ogre #2.1 attacks Bob; Test Ogre #2.1 attacks Test Walker #3.1" {
			t.Errorf("options: %s", got)
		}
		if pw, ok := g.AttackedPlaneswalker(ogre.Obj.Ref); !ok || pw != walker.Obj.Ref {
			t.Errorf("the ogre attacks %v %v, want the walker", pw, ok)
		}
		if d, ok := g.Defending(bears.Obj.Ref); !ok || d != 1 {
			t.Errorf("the bears attack %v %v, want Bob", d, ok)
		}
		crResolveAll(t, g)
		crToStep(t, g, DeclareBlockers)
		dec.labels = []string{"Test Bears #4.1 blocks Test Ogre #2.1"}
		g.Decider = dec
		crMust(t, g.Declare(1))
		if len(dec.asked) != 2 || dec.asked[1].Kind != ChooseBlockers || dec.asked[1].Player != 1 {
			t.Fatalf("the blocks were not asked of Bob")
		}
		if bs := g.BlockersOf(ogre.Obj.Ref); len(bs) != 1 || bs[0] != wall.Obj.Ref {
			t.Errorf("the ogre's blockers: %v", bs)
		}
		crToStep(t, g, EndCombat)
		if g.Players[1].Life != 18 || pwLoyalty(walker) != 3 {
			t.Errorf("Bob's life %d, the walker's loyalty %d; want 18 and 3 (the ogre was blocked)\n%s", g.Players[1].Life, pwLoyalty(walker), crLog(g))
		}
	})
	t.Run("a creature declared twice is refused; nothing changes", func(t *testing.T) {
		g, _, _, _, _ := setup()
		g.Decider = &labelDecider{labels: []string{"Test Bears #1.1 attacks Bob", "Test Bears #1.1 attacks Test Walker #3.1"}}
		before := g.Dump()
		crRefused(t, g.Declare(0), "508.1a")
		crUnchanged(t, g, before)
	})
	t.Run("no declaration waits: refused", func(t *testing.T) {
		g := crGame()
		before := g.Dump()
		crRefused(t, g.Declare(0), "508.1")
		crUnchanged(t, g, before)
	})
	t.Run("the journal plays a declaration made by decision back", func(t *testing.T) {
		g, _, _, _, _ := setup()
		g.Record(true)
		g.Decider = &labelDecider{labels: []string{"Test Ogre #2.1 attacks Bob"}}
		crMust(t, g.Declare(0))
		j := g.Journal()
		if len(j) != 2 || j[0].Action == nil || j[0].Action.Call != CallDeclare || j[1].Decision == nil || j[1].Decision.Kind != ChooseAttackers {
			t.Fatalf("journal %+v, want the declare call and its answer", j)
		}
	})
}
