package runtime

import (
	"slices"
	"testing"
)

// staticCard is a permanent card with one static ability of effects ses.
func staticCard(name string, types []string, ses ...StaticEffect) *CardDef {
	return &CardDef{Name: name, Types: types, Abilities: []*Ability{{Kind: StaticAbility, Text: name, Statics: ses}}}
}

// layerIndex is layer's index in allLayers.
func layerIndex(layer Layer) int { return slices.Index(allLayers[:], layer) }

// TestStaticEntriesByLayer: the static effects of the battlefield are
// listed once per version, by layer — a lord's two modifications apart
// in their two layers, an Aura's, not an effect that applies to its own
// source alone (that source reads it off its characteristics), nor an
// ability that modifies nothing — and every object computed from them
// gets what a computation walking each source's abilities gives
// (CharsFresh): the Aura's bonus only on the creature it enchants, the
// self-pump only on its source.
func TestStaticEntriesByLayer(t *testing.T) {
	g := NewGame("Alice", "Bob")
	lordC := g.AddCard(lord(), 0, Battlefield)
	aura := g.AddCard(staticCard("Might", []string{"Enchantment"}, StaticEffect{Affects: AffectsEnchanted, Mods: []Modification{ModifyPT{2, 2}}}), 0, Battlefield)
	selfish := creature("Selfish", "Goblin")
	selfish.Abilities = []*Ability{{Kind: StaticAbility, Text: "This gets +1/+1.", Statics: []StaticEffect{{Affects: AffectsSelf, Mods: []Modification{ModifyPT{1, 1}}}}}}
	self := g.AddCard(selfish, 0, Battlefield)
	g.AddCard(staticCard("Library", []string{"Artifact"}, StaticEffect{NoMaxHandSize: true}), 1, Battlefield)
	a := g.AddCard(creature("Gob A", "Goblin"), 0, Battlefield)
	b := g.AddCard(creature("Gob B", "Goblin"), 1, Battlefield)
	aura.Obj.AttachedTo = a.Obj.Ref
	g.Touch()

	ls := g.sourcesNow()
	if !ls.stable || len(ls.sources) != 4 {
		t.Fatalf("sources %v, stable %v", ls.sources, ls.stable)
	}
	if want := uint16(1)<<layerIndex(LayerAbility) | 1<<layerIndex(LayerPTModify); ls.any != want {
		t.Errorf("layers %b, want %b", ls.any, want)
	}
	at := func(layer Layer) []staticEntry {
		i := layerIndex(layer)
		return ls.ents[ls.at[i]:ls.at[i+1]]
	}
	if e := at(LayerAbility); len(e) != 1 || ls.sources[e[0].k] != lordC.Obj || len(e[0].mods) != 1 {
		t.Errorf("layer 6 lists %+v, want the lord's keyword alone", e)
	}
	if e := at(LayerPTModify); len(e) != 2 || ls.sources[e[0].k] != lordC.Obj || ls.sources[e[1].k] != aura.Obj || len(e[0].mods) != 1 {
		t.Errorf("layer 7c lists %+v, want the lord's and the Aura's", e)
	}
	for _, layer := range allLayers {
		if layer != LayerAbility && layer != LayerPTModify && len(at(layer)) > 0 {
			t.Errorf("layer %d lists %+v", layer, at(layer))
		}
	}

	for _, tc := range []struct {
		c    *Card
		p, k int // power, keywords
	}{{a, 4, 1}, {b, 2, 1}, {self, 3, 1}, {lordC, 2, 0}} {
		c := g.Chars(tc.c.Obj)
		if c.Power != tc.p || len(c.Keywords) != tc.k {
			t.Errorf("%s is %d/%d with %v, want power %d and %d keywords", c.Name, c.Power, c.Toughness, c.Keywords, tc.p, tc.k)
		}
		if fresh := g.CharsFresh(tc.c.Obj); !fresh.Equal(c) {
			t.Errorf("%s: %+v, recomputed %+v", c.Name, c, fresh)
		}
	}
}

// TestInertObjectsKeepTheirBase: while the only static abilities of the
// battlefield modify nothing in any layer, and a continuous effect is on
// another object, a permanent nothing names has its base
// characteristics, remembered as such (stillBase keeps them); a lord
// coming makes it computed by the layers again.
func TestInertObjectsKeepTheirBase(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.AddCard(staticCard("Library", []string{"Artifact"}, StaticEffect{NoMaxHandSize: true}), 1, Battlefield)
	pumped := g.AddCard(creature("Pumped", "Goblin"), 0, Battlefield)
	gob := g.AddCard(creature("Gob", "Goblin"), 0, Battlefield)
	g.effects = append(g.effects, &ContinuousEffect{Object: pumped.Obj.Ref, Mods: []Modification{ModifyPT{3, 3}}, Timestamp: g.nextTimestamp()})
	g.Touch()
	if !g.inert(gob.Obj) || g.inert(pumped.Obj) {
		t.Fatalf("inert: Gob %v, the pumped creature %v", g.inert(gob.Obj), g.inert(pumped.Obj))
	}
	if c := g.Chars(gob.Obj); c.Power != 1 || gob.Obj.chars == nil || !gob.Obj.chars.base {
		t.Errorf("Gob is %d/%d, remembered %+v", c.Power, c.Toughness, gob.Obj.chars)
	}
	if c := g.Chars(pumped.Obj); c.Power != 4 {
		t.Errorf("the pumped creature is %d/%d", c.Power, c.Toughness)
	}
	gob.Obj.Counters.Set("+1/+1", 1)
	g.Touch()
	if g.inert(gob.Obj) {
		t.Error("a creature with a +1/+1 counter is inert")
	}
	gob.Obj.Counters = Counters{}
	g.AddCard(lord(), 0, Battlefield)
	if g.inert(gob.Obj) {
		t.Error("a Goblin beside a lord is inert")
	}
	if c := g.Chars(gob.Obj); c.Power != 2 || gob.Obj.chars.base {
		t.Errorf("Gob beside a lord is %d/%d, remembered as its base: %v", c.Power, c.Toughness, gob.Obj.chars.base)
	}
	// A lord of other Goblins does not reach a land or a Bear, nor an
	// Aura a creature it does not enchant.
	forest := g.AddCard(&CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}, 0, Battlefield)
	bear := g.AddCard(creature("Bear", "Bear"), 0, Battlefield)
	aura := g.AddCard(staticCard("Might", []string{"Enchantment"}, StaticEffect{Affects: AffectsEnchanted, Mods: []Modification{ModifyPT{2, 2}}}), 0, Battlefield)
	aura.Obj.AttachedTo = pumped.Obj.Ref
	g.Touch()
	if !g.inert(forest.Obj) || !g.inert(bear.Obj) {
		t.Errorf("inert: the Forest %v, the Bear %v", g.inert(forest.Obj), g.inert(bear.Obj))
	}
	aura.Obj.AttachedTo = bear.Obj.Ref
	g.Touch()
	if g.inert(bear.Obj) {
		t.Error("an enchanted Bear is inert")
	}
	if c := g.Chars(bear.Obj); c.Power != 3 {
		t.Errorf("the enchanted Bear is %d/%d", c.Power, c.Toughness)
	}
}

// TestInertReadsTheTurn: deciding that a creature is inert asks a filter
// that reads whether it is tapped, as computing it would: its base
// characteristics are not kept past its tapping.
func TestInertReadsTheTurn(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.AddCard(staticCard("Gloom", []string{"Enchantment"}, StaticEffect{Affects: AffectsFilter,
		Filter: Filter{Alts: []Match{{Types: []string{"Creature"}, Tapped: true}}}, Mods: []Modification{ModifyPT{-1, -1}}}), 1, Battlefield)
	bear := g.AddCard(creature("Bear", "Bear"), 0, Battlefield)
	for range 2 { // the second time from what the first remembered (stillBase)
		if c := g.Chars(bear.Obj); c.Power != 1 || !bear.Obj.chars.base || bear.Obj.chars.turnFree {
			t.Fatalf("the untapped Bear is %d/%d, remembered %+v", c.Power, c.Toughness, bear.Obj.chars)
		}
		g.turnChanged()
	}
	bear.Obj.Tapped = true
	g.turnChanged()
	if c := g.Chars(bear.Obj); c.Power != 0 {
		t.Errorf("the tapped Bear is %d/%d", c.Power, c.Toughness)
	}
}

// TestSourcesKeptWhileOnlyTheTurnChanges: the static sources found at one
// charsVersion are found again only when it moves — tapping a permanent
// (the turn's state) keeps them, a change of characteristics finds them
// anew — and under VerifyCaches a wrong finding is reported.
func TestSourcesKeptWhileOnlyTheTurnChanges(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.AddCard(lord(), 0, Battlefield)
	gob := g.AddCard(creature("Gob", "Goblin"), 0, Battlefield)
	g.Chars(gob.Obj)
	ls := &g.space.layerSources
	if !ls.set || ls.ver != g.charsVersion || len(ls.layers) != 1 {
		t.Fatalf("found %+v at %d", ls, g.charsVersion)
	}
	ls.layers[0] |= 1 << 15 // a mark a finding anew would not make
	gob.Obj.Tapped = true
	g.turnChanged()
	if g.sourcesNow(); ls.layers[0]&(1<<15) == 0 {
		t.Error("tapping a permanent found the sources again")
	}
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	g.sourcesNow()
	if !slices.Equal(reports, []string{"static sources"}) {
		t.Errorf("a wrong finding reported %q", reports)
	}
	g.VerifyCaches(nil)
	g.changed()
	if g.sourcesNow(); ls.layers[0]&(1<<15) != 0 {
		t.Error("a change of characteristics kept the sources")
	}
}
