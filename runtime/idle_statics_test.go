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
