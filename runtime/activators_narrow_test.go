package runtime

import "testing"

// TestActivatorsKeptPastNarrowEffects: a pump on one creature begun or
// ended (a narrow effect, effectsChanged) moves charsVersion but leaves
// each player's kept activators current, since no such effect changes a
// controller or an activated ability; an effect granting abilities makes
// them stale, and under VerifyCaches every kept list agrees with a walk.
func TestActivatorsKeptPastNarrowEffects(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn = 1
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	pinger := creature("Pinger", "Wizard")
	pinger.Abilities = []*Ability{{Kind: ActivatedAbility, Text: "{T}: nothing", Cost: Cost{Tap: true}}}
	ping := g.AddCard(pinger, 0, Battlefield)
	bears := g.AddCard(creature("Bears", "Bear"), 1, Battlefield)
	if got := g.activators(0); len(got) != 1 || got[0] != ping.Obj {
		t.Fatalf("Alice's activators %v, want the Pinger", objsText(got))
	}
	g.activators(1)
	stamp := g.activeCache[0].charsVer

	for _, on := range []*Object{ping.Obj, bears.Obj} {
		pump := &ContinuousEffect{Object: on.Ref, Mods: []Modification{ModifyPT{3, 3}, AddKeywords{[]Keyword{{Name: "flying"}}}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn}
		g.effects = append(g.effects, pump)
		g.effectsChanged(effectNarrow(pump), []ObjRef{on.Ref})
		if g.charsVersion == stamp {
			t.Fatal("a pump left charsVersion alone")
		}
		for p := range PlayerID(2) {
			if k := &g.activeCache[p]; k.charsVer != g.charsVersion {
				t.Errorf("%s's activators were not kept past a pump on %s", g.PlayerName(p), on.Name())
			}
		}
		g.activators(0)
		g.endEffects(func(e *ContinuousEffect) bool { return e == pump })
		if k := &g.activeCache[0]; k.charsVer != g.charsVersion {
			t.Errorf("Alice's activators were not kept past the end of a pump on %s", on.Name())
		}
		stamp = g.charsVersion
	}

	grant := &ContinuousEffect{Object: bears.Obj.Ref, Mods: []Modification{AddAbilities{pinger.Abilities}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn}
	g.effects = append(g.effects, grant)
	g.effectsChanged(effectNarrow(grant), []ObjRef{bears.Obj.Ref})
	if k := &g.activeCache[1]; k.charsVer == g.charsVersion {
		t.Error("Bob's activators were kept past an effect granting his creature an activated ability")
	}
	if got := g.activators(1); len(got) != 1 || got[0] != bears.Obj {
		t.Errorf("Bob's activators %v, want the Bears", objsText(got))
	}
}
