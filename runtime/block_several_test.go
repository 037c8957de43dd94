package runtime

import "testing"

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
