package runtime

import (
	"reflect"
	"slices"
	"testing"
)

// TestModsOnlyFields: modsOnly names every field of StaticEffect but
// those lordStatics reads itself (Affects, Filter, Mods) and those that
// do nothing on the battlefield (Uncounterable; Enters, looked at):
// a field added to StaticEffect must be added to modsOnly and here.
func TestModsOnlyFields(t *testing.T) {
	var names []string
	for f := range reflect.TypeFor[StaticEffect]().Fields() {
		names = append(names, f.Name)
	}
	want := []string{"Affects", "Filter", "Mods", "Replace", "Permit", "Prevent", "Enters", "CastLimit",
		"NoMaxHandSize", "RevealHands", "Reveal", "LoseGame", "Outcome", "BeginOnBattlefield", "Combat",
		"Uncounterable", "PTCount", "If", "RevealTop"}
	if !slices.Equal(names, want) {
		t.Errorf("StaticEffect's fields are %v, modsOnly knows %v", names, want)
	}
}

// lordDef is a creature whose static ability modifies other creatures
// of a subtype its controller controls ("other Soldier creatures you
// control have first strike").
func lordDef() *CardDef {
	return &CardDef{Name: "Lord", Types: []string{"Creature"}, Subtypes: []string{"Soldier"}, HasPT: true, Power: 1, Toughness: 1,
		Abilities: []*Ability{{Kind: StaticAbility, Text: "other Soldier creatures you control have first strike",
			Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature", "Soldier"}}}, Controller: RelYou, Other: true},
				Mods: []Modification{AddKeywords{Keywords: []Keyword{{Name: "first strike"}}}}}}}}}
}

// TestLordCarriesRuledOut: a permanent whose static abilities modify by
// a filter in layers after the type layer (a lord, "creatures your
// opponents control get -1/-1") entering or leaving keeps what objects
// its filters' zones and type words rule out remember (carryCharsPast),
// computes the others again, and a type given by an effect (layer 4)
// makes an object one the lord reaches.
func TestLordCarriesRuledOut(t *testing.T) {
	weaken := &CardDef{Name: "Weaken", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "creatures your opponents control get -1/-1",
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}, Controller: RelOpponent}, Mods: []Modification{ModifyPT{-1, -1}}}}}}}
	for _, d := range []*CardDef{lordDef(), weaken, anthemDef()} {
		if !lordStatics(d) {
			t.Errorf("%s: not noted as reaching by its filter alone", d.Name)
		}
	}
	types := &CardDef{Name: "Types", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}, Mods: []Modification{AddTypes{}}}}}}}
	any := &CardDef{Name: "Any", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Affects: AffectsFilter, Mods: []Modification{ModifyPT{1, 1}}}}}}}
	while := &CardDef{Name: "While", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Affects: AffectsFilter, Filter: weaken.Abilities[0].Statics[0].Filter, If: YouControl{}, Mods: []Modification{ModifyPT{1, 1}}}}}}}
	grants := &CardDef{Name: "Grants", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Affects: AffectsFilter, Filter: weaken.Abilities[0].Statics[0].Filter, Mods: []Modification{AddAbilities{}}}}}}}
	hand := &CardDef{Name: "Hand", Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Affects: AffectsSelf, Mods: []Modification{ModifyPT{1, 1}}}, {NoMaxHandSize: true}}}}}
	for _, d := range []*CardDef{types, any, while, grants, hand, creature("Bears", "Bear")} {
		if lordStatics(d) {
			t.Errorf("%s: noted as reaching by its filter alone", d.Name)
		}
	}

	for _, verify := range []bool{false, true} {
		g := turnOneGame(t, verify)
		soldier := g.AddCard(creature("Soldier", "Soldier"), 0, Battlefield)
		bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
		wolves := g.AddCard(creature("Wolves", "Wolf"), 1, Battlefield)
		land := g.AddCard(&CardDef{Name: "Plains", Types: []string{"Land"}}, 1, Battlefield)
		inHand := g.AddCard(creature("Recruit", "Soldier"), 0, Hand)
		lord := g.AddCard(lordDef(), 0, Hand)
		w := g.AddCard(weaken, 0, Hand)
		ask := func() {
			for _, c := range []*Card{soldier, bears, wolves, land, inHand} {
				g.Chars(c.Obj)
			}
		}
		kept := func(what string, want ...*Card) {
			t.Helper()
			for _, c := range want {
				if cc := c.Obj.chars; !verify && (cc == nil || cc.of != c.Obj || cc.freeVer != g.layerVersion) {
					t.Errorf("%s: %s's characteristics were not kept", what, c.Obj.Name())
				}
			}
		}
		first := func(what string, c *Card, want bool) {
			t.Helper()
			if ch := g.Chars(c.Obj); ch.Has("first strike") != want {
				t.Errorf("%s: %s has first strike: %v", what, c.Obj.Name(), !want)
			}
		}
		ask()
		n := g.Move(MoveRequest{Obj: lord.Obj.Ref, To: Battlefield}).New
		kept("the lord entering", bears, wolves, land, inHand)
		first("the lord entering", soldier, true)
		first("the lord entering", bears, false)
		ask()
		// The Bears made Soldiers by an effect on them alone (layer 4).
		e := &ContinuousEffect{Object: bears.Obj.Ref, Mods: []Modification{AddTypes{Subtypes: []string{"Soldier"}}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn}
		g.effects = append(g.effects, e)
		g.effectsChanged(effectNarrow(e), []ObjRef{bears.Obj.Ref})
		first("the Bears made Soldiers", bears, true)
		ask()
		g.Move(MoveRequest{Obj: n, To: Graveyard})
		kept("the lord leaving", wolves, land, inHand)
		first("the lord leaving", soldier, false)
		first("the lord leaving", bears, false)
		ask()
		g.Move(MoveRequest{Obj: w.Obj.Ref, To: Battlefield})
		kept("the -1/-1 entering", land, inHand)
		if c := g.Chars(wolves.Obj); c.Power != 0 {
			t.Errorf("the Wolves under the -1/-1: %+v", c)
		}
	}
}
