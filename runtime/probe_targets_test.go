package runtime

import "testing"

// 601.2c: a spell is listed only when each target group it chooses has
// as many legal targets as it needs: two for "two target artifacts", one
// for each of two groups, and a group that is "another" not the first
// group's target (probeTargets, and chooseTargets for "another").
func TestLegalTargetCounts(t *testing.T) {
	artifact := Filter{Alts: []Match{{Types: []string{"Artifact"}}}}
	two := crSpell("Test Twin Shatter", "Instant", "{G}", []TargetSpec{crTarget("two target artifacts", artifact, 2, 2)}, Destroy{What: TargetRef{0}})
	pair := crSpell("Test Pair Shatter", "Instant", "{G}", []TargetSpec{
		crTarget("target artifact", artifact, 1, 1), crTargetPlayer()}, Destroy{What: TargetRef{0}})
	another := crTarget("another target artifact", artifact, 1, 1)
	another.Another = true
	other := crSpell("Test Other Shatter", "Instant", "{G}", []TargetSpec{
		crTarget("target artifact", artifact, 1, 1), another}, Destroy{What: TargetRef{0}})
	g := crGame()
	crAdd(g, crForest, 0, Battlefield, 1)
	cards := map[string]*Card{"two": crAdd(g, two, 0, Hand, 1)[0], "pair": crAdd(g, pair, 0, Hand, 1)[0], "other": crAdd(g, other, 0, Hand, 1)[0]}
	listed := func(want map[string]bool) {
		t.Helper()
		acts := g.LegalActions(0)
		for k, c := range cards {
			if got := len(lgFind(acts, ActCast, c.Obj.Ref)) == 1; got != want[k] {
				t.Fatalf("%s listed %v, want %v: %v", c.Obj.Card.Def.Name, got, want[k], acts)
			}
		}
	}
	listed(map[string]bool{})
	crAdd(g, lgArtifact, 1, Battlefield, 1)
	listed(map[string]bool{"pair": true})
	crAdd(g, lgArtifact, 0, Battlefield, 1)
	listed(map[string]bool{"two": true, "pair": true, "other": true})
}
