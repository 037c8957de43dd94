package runtime

import "testing"

// 509.1c, 702.111b: the blocks an automatic player is offered against
// attackers with menace that all creatures able to block must block obey
// the most requirements a legal declaration can, and the declaration of
// blockers stays among the legal actions.
func TestRulesMenaceRequirementsProposal(t *testing.T) {
	must := &Ability{Kind: StaticAbility, Statics: []StaticEffect{{Combat: &CombatRule{MustBeBlocked: true}}}}
	lure := crWithAbilities(crMenacer, "Test Menace Lure", must)
	skyLure := crWithAbilities(crCreature("Test Sky Menace", "{2}{U}", 2, 2, "flying", "menace"), "Test Sky Menace", must)
	cases := []struct {
		name  string
		lures []*CardDef
		bobs  []*CardDef
		want  int // blockers proposed
		life  int // Bob's life after combat damage
	}{
		{"a lone creature: no blocks", []*CardDef{lure}, []*CardDef{crBears}, 0, 17},
		{"two creatures: both block", []*CardDef{lure}, []*CardDef{crBears, crBears}, 2, 20},
		// The reacher can block either lure, the bears only the ground
		// one: both on the ground lure, the flier unblocked.
		{"two lures, blockers for one", []*CardDef{lure, skyLure}, []*CardDef{crReacher, crBears}, 2, 18},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 3)
			var as []*Card
			for _, d := range tc.lures {
				as = append(as, g.AddCard(d, 0, Battlefield))
			}
			for _, d := range tc.bobs {
				g.AddCard(d, 1, Battlefield)
			}
			crAttack(t, g, as...)
			if got := lgFind(g.LegalActions(1), ActDeclareBlockers, ObjRef{}); len(got) != 1 {
				t.Fatalf("legal block declarations: %d, want 1", len(got))
			}
			req := g.RequiredBlocks(1)
			if len(req) != tc.want {
				t.Fatalf("RequiredBlocks = %v, want %d blockers", req, tc.want)
			}
			crMust(t, g.DeclareBlockers(1, req))
			crToStep(t, g, Main2)
			if g.Players[1].Life != tc.life {
				t.Fatalf("Bob at %d, want %d", g.Players[1].Life, tc.life)
			}
		})
	}
}
