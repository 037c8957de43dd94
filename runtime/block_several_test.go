package runtime

import (
	"strings"
	"testing"
)

// 509.1a: a creature blocks one attacker unless an ability lets it block
// more: "can block an additional creature" one more, "can block any number
// of creatures" all of them.
func TestRulesBlockSeveral(t *testing.T) {
	extra := crWithAbilities(crCreature("Test Twin", "{1}{W}", 1, 4), "Test Twin",
		&Ability{Kind: StaticAbility, Statics: []StaticEffect{{Combat: &CombatRule{BlockExtra: 1}}}})
	any := crWithAbilities(crCreature("Test Any", "{1}{W}", 1, 9), "Test Any",
		&Ability{Kind: StaticAbility, Statics: []StaticEffect{{Combat: &CombatRule{BlockAny: true}}}})
	cases := []struct {
		name     string
		blocker  *CardDef
		attacked int // how many attackers it blocks
		rule     string
	}{
		{"a creature blocks one attacker (509.1a)", crBears, 1, ""},
		{"not two (509.1a)", crBears, 2, "509.1a"},
		{"an additional creature: two (509.1a)", extra, 2, ""},
		{"an additional creature: not three (509.1a)", extra, 3, "509.1a"},
		{"any number: three (509.1a)", any, 3, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 3)
			var as []*Card
			var refs []ObjRef
			for range 3 {
				a := g.AddCard(crBears, 0, Battlefield)
				as = append(as, a)
				refs = append(refs, a.Obj.Ref)
			}
			b := g.AddCard(tc.blocker, 1, Battlefield)
			crAttack(t, g, as...)
			before := g.Dump()
			err := g.DeclareBlocks(1, []Block{{Blocker: b.Obj.Ref, Attackers: refs[:tc.attacked]}})
			if tc.rule != "" {
				crRefused(t, err, tc.rule)
				crUnchanged(t, g, before)
				return
			}
			crMust(t, err)
			crToStep(t, g, Main2)
			// 510.1c: each blocked attacker deals its damage to the blocker;
			// the unblocked ones to Bob.
			if want := 20 - 2*(3-tc.attacked); g.Players[1].Life != want {
				t.Fatalf("Bob at %d, want %d", g.Players[1].Life, want)
			}
		})
	}
}

// 702.19b: lethal damage to a blocker counts the damage other attackers
// assign it in the same step. Two 5/5 tramplers blocked by one 1/6 that
// can block any number of creatures: 3 from each is lethal in all, so each
// may send 2 to the player; 2 from each is not, so neither may.
func TestTrampleCountsOtherAttackers(t *testing.T) {
	wall := crWithAbilities(crCreature("Test Wide Wall", "{1}{W}", 1, 6), "Test Wide Wall",
		&Ability{Kind: StaticAbility, Statics: []StaticEffect{{Combat: &CombatRule{BlockAny: true}}}})
	for _, tc := range []struct {
		name    string
		toWall  int // points each trampler assigns the wall, the rest to Bob
		refused bool
	}{
		{"3 each: 6 in all is lethal", 3, false},
		{"2 each: 4 in all is not", 2, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 3)
			a1 := g.AddCard(crTrampler, 0, Battlefield)
			a2 := g.AddCard(crTrampler, 0, Battlefield)
			w := g.AddCard(wall, 1, Battlefield)
			crAttack(t, g, a1, a2)
			crMust(t, g.DeclareBlocks(1, []Block{{Blocker: w.Obj.Ref, Attackers: []ObjRef{a1.Obj.Ref, a2.Obj.Ref}}}))
			g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
				if d.Kind != ChooseDamage {
					return FirstOptions.Decide(g, d)
				}
				var idx []int // option 0 is the wall, option 1 the player
				for i := range d.Min {
					idx = append(idx, min(i/tc.toWall, 1))
				}
				return idx, nil
			})
			before := g.Players[1].Life
			var err error
			for i := 0; i < 20 && err == nil && g.Step != Main2; i++ {
				err = g.PassAll()
			}
			if tc.refused {
				if err == nil || !strings.Contains(err.Error(), "702.19b") {
					t.Fatalf("got %v, want the division refused (702.19b)", err)
				}
				if g.Players[1].Life != before || w.Obj == nil || w.Obj.Zone != Battlefield {
					t.Fatalf("a refused division dealt damage: Bob %d, wall %v", g.Players[1].Life, w.Obj)
				}
				return
			}
			crMust(t, err)
			if g.Players[1].Life != 16 {
				t.Fatalf("Bob at %d, want 16", g.Players[1].Life)
			}
			if w.Obj.Zone != Graveyard {
				t.Fatalf("the wall is in the %v, want the graveyard", w.Obj.Zone)
			}
		})
	}
}
