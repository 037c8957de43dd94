package runtime

import "testing"

// selfToLibrary is a static ability sending its object to its owner's
// library instead of a graveyard.
var selfToLibrary = &Ability{Kind: StaticAbility, Statics: []StaticEffect{{Replace: &ZoneReplacement{Self: true, To: Graveyard, Instead: Library}}}}

// bearsGranted puts Grizzly Bears into zone z with an effect granting
// them selfToLibrary, and returns them and their move to a graveyard.
func bearsGranted(g *Game, z Zone) (*Card, MoveRequest) {
	c := g.AddCard(bears, 0, z)
	g.effects = append(g.effects, &ContinuousEffect{Object: c.Obj.Ref, Mods: []Modification{AddAbilities{Abilities: []*Ability{selfToLibrary}}}, Timestamp: g.nextTimestamp()})
	g.changed()
	return c, MoveRequest{Obj: c.Obj.Ref, To: Graveyard}
}

// TestNoReplacementsMissesNone moves objects that each kind of replacement
// effect replacementsFor finds would send elsewhere, and checks that each
// goes where the replacement says: the shortcut noReplacements, which
// skips the search when it finds none could apply, must rule none of them
// out. Under VerifyCaches every answer of none is checked as well.
func TestNoReplacementsMissesNone(t *testing.T) {
	cases := []struct {
		name  string
		setup func(g *Game) (*Card, MoveRequest)
		want  Zone
	}{
		{"a replacement effect on the object", func(g *Game) (*Card, MoveRequest) {
			c := g.AddCard(bears, 0, Battlefield)
			g.replacements = append(g.replacements, &Replacement{Obj: c.Obj.Ref, To: Graveyard, Instead: Exile})
			return c, MoveRequest{Obj: c.Obj.Ref, To: Graveyard}
		}, Exile},
		{"a static ability on the battlefield", func(g *Game) (*Card, MoveRequest) {
			leyline := &CardDef{Name: "Leyline", Types: []string{"Enchantment"}, Abilities: []*Ability{
				{Kind: StaticAbility, Statics: []StaticEffect{{Replace: &ZoneReplacement{To: Graveyard, Instead: Exile}}}}}}
			g.AddCard(leyline, 1, Battlefield)
			c := g.AddCard(bears, 0, Battlefield)
			return c, MoveRequest{Obj: c.Obj.Ref, To: Graveyard}
		}, Exile},
		{"a discarded card with madness", func(g *Game) (*Card, MoveRequest) {
			mad := &CardDef{Name: "Mad Bears", Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true,
				Keywords: []Keyword{{Name: "madness", Cost: MustManaCost("{R}")}}}
			c := g.AddCard(mad, 0, Hand)
			return c, MoveRequest{Obj: c.Obj.Ref, To: Graveyard, Cause: CauseDiscard}
		}, Exile},
		{"a resolving spell with rebound", func(g *Game) (*Card, MoveRequest) {
			rebound := &CardDef{Name: "Rebound Spell", Types: []string{"Instant"}, Keywords: []Keyword{{Name: "rebound"}}}
			c := g.AddCard(rebound, 0, Stack)
			c.Obj.Spell = &SpellInfo{Caster: 0, CastFrom: Hand}
			return c, MoveRequest{Obj: c.Obj.Ref, To: Graveyard, Cause: CauseResolve}
		}, Exile},
		{"a card's own static ability off the battlefield", func(g *Game) (*Card, MoveRequest) {
			own := &CardDef{Name: "Own", Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true, Abilities: []*Ability{selfToLibrary}}
			c := g.AddCard(own, 0, Hand)
			return c, MoveRequest{Obj: c.Obj.Ref, To: Graveyard}
		}, Library},
		{"an effect granting a permanent its own", func(g *Game) (*Card, MoveRequest) {
			return bearsGranted(g, Battlefield)
		}, Library},
		{"an effect granting a permanent its own, beside another static ability", func(g *Game) (*Card, MoveRequest) {
			g.AddCard(&CardDef{Name: "Anthem", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Mods: []Modification{ModifyPT{Power: 1, Toughness: 1}}}}}}}, 1, Battlefield)
			return bearsGranted(g, Battlefield)
		}, Library},
		{"an effect granting a card off the battlefield its own", func(g *Game) (*Card, MoveRequest) {
			return bearsGranted(g, Hand)
		}, Library},
	}
	for _, tc := range cases {
		g := NewGame("Alice", "Bob")
		g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: %s: %s against %s", tc.name, what, cached, fresh) })
		c, req := tc.setup(g)
		if g.noReplacements(c.Obj, req.To, req.Cause) {
			t.Errorf("%s: noReplacements finds none could apply", tc.name)
		}
		if m := g.Move(req); m.To != tc.want {
			t.Errorf("%s: moved to %v, want %v", tc.name, m.To, tc.want)
		}
	}
	// And a move nothing replaces: the shortcut applies, and is checked.
	g := NewGame("Alice", "Bob")
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: %s against %s", what, cached, fresh) })
	c := g.AddCard(bears, 0, Battlefield)
	if !g.noReplacements(c.Obj, Graveyard, CauseDestroy) {
		t.Error("noReplacements finds one could apply to a creature destroyed on an empty board")
	}
	if m := g.Move(MoveRequest{Obj: c.Obj.Ref, To: Graveyard, Cause: CauseDestroy}); m.To != Graveyard {
		t.Errorf("moved to %v, want the graveyard", m.To)
	}
}
