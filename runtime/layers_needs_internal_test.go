package runtime

import "testing"

// TestFilterNeeds: a static effect's filter turns down, by their types
// alone, the objects that lack a type each of its alternatives asks for;
// a filter with an alternative that asks for none, one that reads the
// turn and an effect with a condition are always asked.
func TestFilterNeeds(t *testing.T) {
	soldiers := StaticEffect{Affects: AffectsFilter, Filter: Filter{Other: true, Controller: RelYou, Alts: []Match{{Types: []string{"Creature", "Soldier"}}}}}
	e := staticEntry{eff: &soldiers}
	e.filterNeeds()
	if e.nNeeds != 1 || e.typesMayMatch(tbLand|tbMountain) || !e.typesMayMatch(tbCreature) {
		t.Fatalf("creatures: needs %v (%d); a land may match: %v, a creature: %v", e.needs, e.nNeeds, e.typesMayMatch(tbLand), e.typesMayMatch(tbCreature))
	}
	either := StaticEffect{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Artifact"}}, {Types: []string{"Creature"}}}}}
	e = staticEntry{eff: &either}
	e.filterNeeds()
	if e.nNeeds != 2 || !e.typesMayMatch(tbArtifact) || !e.typesMayMatch(tbCreature) || e.typesMayMatch(tbEnchantment) {
		t.Fatalf("artifacts or creatures: needs %v (%d)", e.needs, e.nNeeds)
	}
	for name, se := range map[string]StaticEffect{
		"an alternative with no type": {Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}, {Colors: 1}}}},
		"a subtype alone":             {Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Soldier"}}}}},
		"tapped creatures":            {Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}, Tapped: true}}}},
		"enchanted":                   {Affects: AffectsEnchanted},
	} {
		e := staticEntry{eff: &se}
		e.filterNeeds()
		if e.nNeeds != 0 {
			t.Errorf("%s: needs %v (%d), want none", name, e.needs, e.nNeeds)
		}
	}
}

// TestFieldReshapesCounted: whether a permanent's static ability reshapes
// the layer system's sources is counted as it enters and leaves
// (kindCounts), and the count is what a look at every permanent finds.
func TestFieldReshapesCounted(t *testing.T) {
	g := NewGame("Alice", "Bob")
	var stale []string
	g.VerifyCaches(func(what, cached, fresh string) { stale = append(stale, what+": "+cached+" != "+fresh) })
	lord := &CardDef{Name: "Lord", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility,
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}, Mods: []Modification{ModifyPT{Power: 1, Toughness: 1}}}}}}}
	granter := &CardDef{Name: "Granter", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility,
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}, Mods: []Modification{AddAbilities{Abilities: []*Ability{{Kind: StaticAbility}}}}}}}}}
	g.AddCard(lord, 0, Battlefield)
	if g.fieldReshapes() {
		t.Fatal("a lord giving +1/+1 reshapes the layer sources")
	}
	gr := g.AddCard(granter, 1, Battlefield)
	if !g.fieldReshapes() || !g.fieldReshapesWalk() {
		t.Fatal("a permanent granting abilities entered, and no reshaping is found")
	}
	g.Move(MoveRequest{Obj: gr.Obj.Ref, To: Graveyard})
	if g.fieldReshapes() {
		t.Fatal("the permanent granting abilities left, and reshaping is still found")
	}
	if len(stale) > 0 {
		t.Fatal(stale)
	}
}
