package runtime

import "testing"

var anyPermanent = Filter{Alts: []Match{{}}}
var anySpell = Filter{Alts: []Match{{Zone: Stack, Spell: true}}}

// A spell that an effect moves off the stack is no longer there to resolve
// (400.7): its stack item goes with it.
func TestSpellExiledFromTheStackDoesNotResolve(t *testing.T) {
	g := crGame()
	crAdd(g, crBasic("Forest"), 0, Battlefield, 2)
	crAdd(g, crBasic("Island"), 1, Battlefield, 1)
	bears := crAdd(g, crCreature("Bears", "{1}{G}", 2, 2), 0, Hand, 1)[0]
	exileSpell := crSpell("Exile Spell", "Instant", "{U}", []TargetSpec{crTarget("target spell", anySpell, 1, 1)}, ExileObjects{What: TargetRef{0}})
	ex := crAdd(g, exileSpell, 1, Hand, 1)[0]

	_, err := g.Cast(CastRequest{Player: 0, Card: bears.Obj.Ref})
	crMust(t, err)
	crMust(t, g.Pass(0)) // Bob gets priority
	_, err = g.Cast(CastRequest{Player: 1, Card: ex.Obj.Ref, Targets: [][]Target{crObj(bears.Obj.Ref)}})
	crMust(t, err)
	crMust(t, g.PassAll()) // the exile spell resolves
	if bears.Obj.Zone != Exile {
		t.Fatalf("Bears in %s, want exile", bears.Obj.Zone)
	}
	if n := len(g.Stack()); n != 0 {
		t.Fatalf("stack has %d items after the spell left it, want 0", n)
	}
	crMust(t, g.PassAll()) // nothing left: the game moves on
	if bears.Obj.Zone != Exile {
		t.Fatalf("Bears moved on to %s", bears.Obj.Zone)
	}
}

// One object named by two target words (115.3 allows it) moves once.
func TestSameObjectTwiceInOneMoveMovesOnce(t *testing.T) {
	g := crGame()
	crAdd(g, crBasic("Plains"), 0, Battlefield, 1)
	bears := crAdd(g, crCreature("Bears", "{1}{G}", 2, 2), 1, Battlefield, 1)[0]
	double := crSpell("Double Exile", "Instant", "{W}", []TargetSpec{crTarget("target permanent", anyPermanent, 1, 1), crTarget("target permanent", anyPermanent, 1, 1)}, ExileObjects{What: TargetRef{0}}, ExileObjects{What: TargetRef{1}})
	sp := crAdd(g, double, 0, Hand, 1)[0]
	old := bears.Obj.Ref
	_, err := g.Cast(CastRequest{Player: 0, Card: sp.Obj.Ref, Targets: [][]Target{crObj(old), crObj(old)}})
	crMust(t, err)
	crMust(t, g.PassAll())
	if bears.Obj.Zone != Exile || bears.Obj.Ref.Inc != old.Inc+1 {
		t.Fatalf("Bears %s in %s, want one move to exile from %s", bears.Obj.Ref, bears.Obj.Zone, old)
	}
	moved := g.MoveAll([]MoveRequest{{Obj: bears.Obj.Ref, To: Graveyard}, {Obj: bears.Obj.Ref, To: Hand}})
	if !moved[0].OK() || moved[1].OK() || bears.Obj.Zone != Graveyard {
		t.Fatalf("a batch naming one object twice: %+v, now in %s", moved, bears.Obj.Zone)
	}
}

// Moving an object to the zone it is in is not a zone change: it stays the
// same object.
func TestMoveToTheSameZoneIsNotAZoneChange(t *testing.T) {
	g := crGame()
	bears := crAdd(g, crCreature("Bears", "{1}{G}", 2, 2), 0, Battlefield, 1)[0]
	ref := bears.Obj.Ref
	if m := g.Move(MoveRequest{Obj: ref, To: Battlefield}); m.OK() || bears.Obj.Ref != ref {
		t.Fatalf("battlefield to battlefield made a new object: %+v", m)
	}
}

// 702.19b: a trampler may assign damage to the player only after lethal
// damage to every blocker; an answer that doesn't is refused.
func TestTrampleDivisionMustAssignLethalFirst(t *testing.T) {
	g := crGame()
	trampler := crCreature("Trampler", "{4}", 4, 4, "trample")
	a := crAdd(g, trampler, 0, Battlefield, 1)[0]
	b := crAdd(g, crCreature("Wall", "{2}", 0, 3), 1, Battlefield, 1)[0]
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		if d.Kind == ChooseDamage {
			return []int{0, 1, 1, 1}, nil // 1 to a 0/3 wall, 3 to the player
		}
		return FirstOptions(g, d)
	})
	crToStep(t, g, DeclareAttackers)
	crMust(t, g.DeclareAttackers(0, []ObjRef{a.Obj.Ref}, 1))
	crMust(t, g.PassAll())
	crMust(t, g.DeclareBlockers(1, map[ObjRef]ObjRef{b.Obj.Ref: a.Obj.Ref}))
	err := g.PassAll()
	if _, ok := err.(*DecisionError); !ok {
		t.Fatalf("err = %v, want a DecisionError for an illegal trample division", err)
	}
}
