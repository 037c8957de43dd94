package runtime

import "testing"

// TestIdleStaticsReachNoOne: a permanent whose static abilities do
// nothing on the battlefield (a land that enters tapped, a spell that
// can't be countered) comes and goes leaving charsVersion alone, and is
// no source of the layer system; a static ability with any other part
// is not idle.
func TestIdleStaticsReachNoOne(t *testing.T) {
	tapland := &CardDef{Name: "Tapland", Types: []string{"Land"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "this enters tapped",
		Statics: []StaticEffect{{Enters: &EntersWith{Tapped: true}}}}}}
	stag := &CardDef{Name: "Stag", Types: []string{"Creature"}, Power: 3, Toughness: 3, HasPT: true, Abilities: []*Ability{{Kind: StaticAbility, Text: "this spell can't be countered",
		Statics: []StaticEffect{{Uncounterable: true}}}}}
	for _, d := range []*CardDef{tapland, stag} {
		if !idleStatics(d) {
			t.Errorf("%s: not idle", d.Name)
		}
	}
	copier := &CardDef{Name: "Copier", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Enters: &EntersWith{AsCopy: &Filter{}}}}}}}
	handless := &CardDef{Name: "Handless", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{NoMaxHandSize: true}}}}}
	both := &CardDef{Name: "Both", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Uncounterable: true}, {Mods: []Modification{ModifyPT{1, 1}}}}}}}
	for _, d := range []*CardDef{anthemDef(), copier, handless, both, creature("Bears", "Bear")} {
		if idleStatics(d) {
			t.Errorf("%s: idle", d.Name)
		}
	}

	g := NewGame("Alice", "Bob")
	g.Turn = 1
	g.AddCard(anthemDef(), 0, Battlefield)
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	g.Chars(bears.Obj)
	for _, d := range []*CardDef{tapland, stag} {
		c := g.AddCard(d, 0, Hand)
		chars := g.charsVersion
		n := g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield}).New
		if d == tapland && !g.Object(n).Tapped {
			t.Errorf("%s entered untapped", d.Name)
		}
		if g.charsVersion != chars && d != tapland { // entering tapped is a change of its own
			t.Errorf("%s entering moved charsVersion", d.Name)
		}
		if ls := g.sourcesNow(); len(ls.sources) != 1 {
			t.Errorf("with %s: static sources %v, want the Anthem alone", d.Name, ls.sources)
		}
		if c := g.Chars(bears.Obj); c.Power != 2 {
			t.Errorf("with %s: Bears %d/%d, want 2/2", d.Name, c.Power, c.Toughness)
		}
		chars = g.charsVersion
		g.Move(MoveRequest{Obj: n, To: Graveyard})
		if g.charsVersion != chars {
			t.Errorf("%s leaving moved charsVersion", d.Name)
		}
	}
}

// TestEffectOnOneKeepsOthers: a continuous effect that begins or ends on
// one object, reshaping nothing, while the layer system is stable,
// changes that object's characteristics alone: another object keeps what
// it remembers (layerVersion stays), the object itself is computed
// again. An effect that may reshape the sources changes every object's.
func TestEffectOnOneKeepsOthers(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn = 1
	g.AddCard(anthemDef(), 0, Battlefield)
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	wolves := g.AddCard(creature("Wolves", "Wolf"), 0, Battlefield)
	g.Chars(bears.Obj)
	g.Chars(wolves.Obj)
	remembered, layer := bears.Obj.chars, g.layerVersion

	pump := &ContinuousEffect{Object: wolves.Obj.Ref, Mods: []Modification{ModifyPT{3, 3}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn}
	g.effects = append(g.effects, pump)
	g.effectsChanged(effectNarrow(pump), []ObjRef{wolves.Obj.Ref})
	if g.layerVersion != layer {
		t.Error("a pump on one creature moved layerVersion")
	}
	if c := g.Chars(wolves.Obj); c.Power != 5 {
		t.Errorf("Wolves %d/%d, want 5/5", c.Power, c.Toughness)
	}
	if c := g.Chars(bears.Obj); c.Power != 2 || bears.Obj.chars != remembered || bears.Obj.chars.charsVer != layer {
		t.Errorf("the Bears' characteristics were not kept across a pump on the Wolves")
	}
	g.endEffects(func(e *ContinuousEffect) bool { return e == pump })
	if g.layerVersion != layer {
		t.Error("a pump on one creature ending moved layerVersion")
	}
	if c := g.Chars(wolves.Obj); c.Power != 2 {
		t.Errorf("Wolves %d/%d after the pump ended, want 2/2", c.Power, c.Toughness)
	}

	grant := &ContinuousEffect{Object: wolves.Obj.Ref, Mods: []Modification{AddAbilities{}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn}
	g.effects = append(g.effects, grant)
	g.effectsChanged(effectNarrow(grant), []ObjRef{wolves.Obj.Ref})
	if g.layerVersion == layer {
		t.Error("an effect granting abilities left layerVersion alone")
	}
	layer = g.layerVersion
	pump = &ContinuousEffect{Object: wolves.Obj.Ref, Mods: []Modification{ModifyPT{3, 3}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn}
	g.effects = append(g.effects, pump)
	g.effectsChanged(effectNarrow(pump), []ObjRef{wolves.Obj.Ref})
	if g.layerVersion == layer {
		t.Error("a pump while an effect may reshape the sources left layerVersion alone")
	}
}

// TestAuraReachesItsHostAlone: a permanent whose static abilities modify
// only the object it is attached to, or itself (an Aura such as
// Pacifism), entering or leaving the battlefield while the layer system
// is stable, changes the characteristics of its host and its own alone:
// the other objects keep what they remember, carried to the new
// layerVersion, and the host is computed again, as is a creature under
// an effect of its own that leaves. A static ability with a filter (a
// lord) or a condition, or one that reshapes the sources, still changes
// every object's. VerifyChars compares every use with a recomputation.
func TestAuraReachesItsHostAlone(t *testing.T) {
	pacifism := &CardDef{Name: "Pacifism", Types: []string{"Enchantment"}, Subtypes: []string{"Aura"},
		Keywords: []Keyword{{Name: "enchant", From: "creature", Filter: &crCreatures}},
		Abilities: []*Ability{{Kind: StaticAbility, Text: "enchanted creature can't attack or block",
			Statics: []StaticEffect{{Affects: AffectsEnchanted, Mods: []Modification{Restrict{Attack: true, Block: true}}}}}}}
	if !hostStatics(pacifism) {
		t.Fatal("Pacifism's ability is not noted as reaching its host alone")
	}
	grants := &CardDef{Name: "Grants", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Affects: AffectsEnchanted, Mods: []Modification{AddAbilities{}}}}}}}
	while := &CardDef{Name: "While", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Affects: AffectsSelf, If: YouControl{}, Mods: []Modification{ModifyPT{1, 1}}}}}}}
	replaces := &CardDef{Name: "Replaces", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Affects: AffectsEnchanted, Mods: []Modification{ModifyPT{1, 1}}}, {NoMaxHandSize: true}}}}}
	for _, d := range []*CardDef{anthemDef(), grants, while, replaces, creature("Bears", "Bear")} {
		if hostStatics(d) {
			t.Errorf("%s: noted as reaching its host alone", d.Name)
		}
	}

	g := turnOneGame(t, true)
	g.AddCard(anthemDef(), 0, Battlefield)
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	wolves := g.AddCard(creature("Wolves", "Wolf"), 1, Battlefield)
	elves := g.AddCard(creature("Elves", "Elf"), 0, Hand)
	for _, c := range []*Card{bears, wolves, elves} {
		g.Chars(c.Obj)
	}
	kept := func(what string, cs ...*Card) {
		t.Helper()
		for _, c := range cs {
			if cc := c.Obj.chars; cc == nil || cc.of != c.Obj || cc.freeVer != g.layerVersion {
				t.Errorf("%s: %s's characteristics were not kept", what, c.Obj.Name())
			}
		}
	}
	aura := g.AddCard(pacifism, 1, Hand)
	for _, c := range []*Card{bears, wolves, elves} {
		g.Chars(c.Obj)
	}
	layer := g.layerVersion
	n := g.Move(MoveRequest{Obj: aura.Obj.Ref, To: Battlefield, Controller: ControlledBy(1), AttachTo: bears.Obj.Ref}).New
	if g.layerVersion == layer {
		t.Fatal("Pacifism entering left layerVersion alone: this checks nothing")
	}
	kept("Pacifism entering", wolves, elves)
	if c := g.Chars(bears.Obj); !c.CantAttack || !c.CantBlock || c.Power != 2 {
		t.Errorf("the Bears under Pacifism and the Anthem: %+v", c)
	}
	if c := g.Chars(wolves.Obj); c.CantAttack || c.Power != 1 {
		t.Errorf("the Wolves: %+v", c)
	}
	g.Move(MoveRequest{Obj: n, To: Graveyard})
	kept("Pacifism leaving", wolves, elves)
	if c := g.Chars(bears.Obj); c.CantAttack || c.CantBlock || c.Power != 2 {
		t.Errorf("the Bears after Pacifism left: %+v", c)
	}

	// A creature under an effect of its own that reshapes nothing leaves.
	g.Chars(bears.Obj)
	pump := &ContinuousEffect{Object: wolves.Obj.Ref, Mods: []Modification{ModifyPT{3, 3}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn}
	g.effects = append(g.effects, pump)
	g.effectsChanged(effectNarrow(pump), []ObjRef{wolves.Obj.Ref})
	if c := g.Chars(wolves.Obj); c.Power != 4 {
		t.Errorf("the pumped Wolves: %+v", c)
	}
	g.Chars(bears.Obj)
	layer = g.layerVersion
	g.Move(MoveRequest{Obj: wolves.Obj.Ref, To: Graveyard})
	if g.layerVersion == layer {
		t.Fatal("a pumped creature leaving left layerVersion alone: this checks nothing")
	}
	kept("a pumped creature leaving", bears, elves)

	// A lord entering changes every object's.
	lord := g.AddCard(anthemDef(), 1, Hand)
	n = g.Move(MoveRequest{Obj: lord.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)}).New
	if g.reachesHost(g.Object(n)) {
		t.Error("an Anthem is noted as reaching its host alone")
	}
	if c := g.Chars(bears.Obj); c.Power != 3 {
		t.Errorf("the Bears under two Anthems: %+v", c)
	}
}
