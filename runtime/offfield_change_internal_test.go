package runtime

import "testing"

// TestDrawKeepsCharacteristics: a draw, a shuffle, a card put from a hand
// into a graveyard change what zones other than the battlefield hold, not
// the characteristics of anything that stayed where it was, so a
// permanent's remembered characteristics (here, under an effect) stay
// current across them, as the player's mana sources do; a card entering
// the battlefield makes them stale (version.go).
func TestDrawKeepsCharacteristics(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	g.VerifyChars(func(o *Object, cached, fresh Chars) { reports = append(reports, g.Describe(o.Ref)) })
	bear := g.AddCard(crBears, 0, Battlefield)
	crAdd(g, crForest, 0, Battlefield, 2)
	g.effects = append(g.effects, &ContinuousEffect{Object: bear.Obj.Ref, Mods: []Modification{ModifyPT{2, 2}},
		Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn})
	g.changed()
	if c := g.Chars(bear.Obj); c.Power != 4 || c.Toughness != 4 {
		t.Fatalf("bear is %d/%d, want 4/4", c.Power, c.Toughness)
	}
	g.manaSources(0)
	before := g.charsVersion
	g.Draw(0)
	g.Shuffle(0, nil)
	g.Move(MoveRequest{Obj: g.ZoneCards(Hand, 0)[0].Obj.Ref, To: Graveyard})
	if g.charsVersion != before {
		t.Fatalf("a draw, a shuffle and a discard moved charsVersion %d → %d", before, g.charsVersion)
	}
	if g.cachedChars(bear.Obj) == nil {
		t.Error("the bear's characteristics went stale across a draw")
	}
	if sc := g.sourcesOf(0); sc == nil || len(sc.srcs) != 2 {
		t.Error("the mana sources are not the two Forests after a draw")
	}
	g.AddCard(crForest, 0, Battlefield)
	if g.cachedChars(bear.Obj) != nil {
		t.Error("the bear's characteristics stayed current as a land entered the battlefield")
	}
	if len(reports) > 0 {
		t.Fatalf("remembered values disagree with recomputation: %v", reports)
	}
}

// TestDrawChangesWhatReadsTheLibrary: characteristics that read a
// library — "as long as the top card of your library is a creature card"
// — change with a draw, since the condition counts as a read of what may
// change (turnReads); targets that may be off the battlefield (a card in
// a hand or a graveyard, a spell) are found anew at each version.
func TestDrawChangesWhatReadsTheLibrary(t *testing.T) {
	g := crGame()
	var reports []string
	g.VerifyChars(func(o *Object, cached, fresh Chars) { reports = append(reports, g.Describe(o.Ref)) })
	watcher := crCreature("Test Top Watcher", "{1}{G}", 1, 1)
	watcher.Abilities = append(watcher.Abilities, &Ability{Kind: StaticAbility, Statics: []StaticEffect{{Affects: AffectsSelf,
		If: TopCardIs{Filter: Filter{Alts: []Match{{Types: []string{"Creature"}, Zone: Library}}}}, Mods: []Modification{ModifyPT{2, 2}}}}})
	w := g.AddCard(watcher, 0, Battlefield)
	g.AddCard(crForest, 0, Library)
	g.AddCard(crBears, 0, Library) // the top card
	if c := g.Chars(w.Obj); c.Power != 3 {
		t.Fatalf("with a creature on top the watcher has power %d, want 3", c.Power)
	}
	g.Draw(0)
	if c := g.Chars(w.Obj); c.Power != 1 {
		t.Errorf("with a land on top the watcher has power %d, want 1", c.Power)
	}
	if len(reports) > 0 {
		t.Fatalf("remembered characteristics disagree with recomputation: %v", reports)
	}
	for _, m := range []Match{{Zone: Hand}, {Zone: Graveyard, Types: []string{"Creature"}}, {Spell: true, Zone: Stack}, {Zone: Anywhere}} {
		spec := TargetSpec{Text: "target " + m.Zone.String(), Objects: true, Min: 1, Max: 1, Filter: Filter{Alts: []Match{m}}}
		if keepsTargets(&spec) {
			t.Errorf("targets that may be off the battlefield (%+v) are kept past their version", m)
		}
	}
	if keepsTargets(&anyTarget) == false {
		t.Error("any target, on the battlefield and among players, is not kept")
	}
}
