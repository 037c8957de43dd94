package runtime

import "testing"

// TestCastCarriedPastEntries: a cast a probe found legal is noted
// (castNoted), and a card of the same definition is then told from the
// note and the player's mana (castCarried) while the permanents that
// entered since are no legal target by their types; once a permanent
// that may have been a target leaves, the cast is probed again, and
// refused with no creature to target. Under VerifyCaches each carried
// cast is probed as well, and none is reported.
func TestCastCarriedPastEntries(t *testing.T) {
	g := firstMainGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	g.AddCard(mountainDef(), 0, Battlefield)
	bear := g.AddCard(creature("Bear", "Bear"), 1, Battlefield)
	creatureOnly := TargetSpec{Text: "target creature", Objects: true, Min: 1, Max: 1, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}
	strike := &CardDef{Name: "Strike", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"},
		Abilities: []*Ability{{Kind: SpellAbility, Text: "Strike deals 3 damage to target creature.", Targets: []TargetSpec{creatureOnly}}}}
	a, b := g.AddCard(strike, 0, Hand), g.AddCard(strike, 0, Hand)
	land := g.AddCard(mountainDef(), 1, Hand)
	defer g.endListing(g.beginListing())
	var n restNote
	if acts := g.castNoted(&n, nil, 0, a.Obj, true); len(acts) != 1 || n.def != strike {
		t.Fatalf("casts %v, note of %v: want the cast found legal and noted", acts, n.def)
	}
	if !g.Move(MoveRequest{Obj: land.Obj.Ref, To: Battlefield}).OK() {
		t.Fatal("the land did not enter")
	}
	g.chars(land.Obj) // its characteristics remembered, as the listing's sources remember them
	if acts := g.castCarried(&n, nil, 0, b.Obj, true); len(acts) != 1 || n.field != g.fieldVersion {
		t.Errorf("casts %v, note at field %d of %d: want the cast carried past a land entering", acts, n.field, g.fieldVersion)
	}
	g.Move(MoveRequest{Obj: bear.Obj.Ref, To: Graveyard})
	if acts := g.castCarried(&n, nil, 0, b.Obj, true); len(acts) != 0 {
		t.Errorf("casts %v: want none with no creature to target", acts)
	}
	if len(reports) > 0 {
		t.Errorf("reported under VerifyCaches: %v", reports)
	}
}
