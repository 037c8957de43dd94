package runtime

import "testing"

// TestNarrowColorUnderColorStatic: an effect that changes only a
// creature's colors may make a static ability filtered on color apply
// to it ("white creatures you control have haste"), and so change
// whether a summoning-sick creature with a mana ability is a mana source
// (302.6): the kept sources must not be carried past it.
func TestNarrowColorUnderColorStatic(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn = 2
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	elvesDef := manaElves()
	white := ColorSet(0).With(White)
	g.AddCard(&CardDef{Name: "White Haste", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility,
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}, Colors: white}}, Controller: RelYou},
			Mods: []Modification{AddKeywords{[]Keyword{{Name: "haste"}}}}}}}}}, 0, Battlefield)
	elves := g.AddCard(elvesDef, 0, Battlefield)
	elves.Obj.ControlSince = g.Turn // it came under Alice's control this turn
	if got := len(g.manaSources(0)); got != 0 {
		t.Fatalf("Alice has %d mana sources with summoning-sick Elves, want 0", got)
	}
	r := &Resolution{Game: g, Controller: 0, specs: []TargetSpec{crTarget("target creature", crCreatures, 1, 1)}, targets: [][]Target{{{Obj: elves.Obj.Ref, Player: NoPlayer}}}}
	if err := (Modify{What: TargetRef{0}, Mods: []Modification{SetColors{white}}, Duration: UntilEndOfTurn}).Apply(r); err != nil {
		t.Fatal(err)
	}
	ch := g.Chars(elves.Obj)
	if ch.Colors != white || !hasKeyword(&ch, "haste") {
		t.Fatalf("the Elves are %v with keywords %v, want white with haste", ch.Colors, ch.Keywords)
	}
	if got := len(g.manaSources(0)); got != 1 {
		t.Errorf("Alice has %d mana sources once the Elves are white and have haste, want 1", got)
	}
}
