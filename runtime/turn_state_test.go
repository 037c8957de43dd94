package runtime

import (
	"reflect"
	"testing"
)

// Characteristics that read the turn's state through a filter or a
// condition are computed again when only that state changes; those that
// read none of it are kept (version.go, chars_cache.go).

// TestTappedFilterSeesTapping: "tapped creatures get -1/-1" stops and
// starts applying as a creature is tapped by attacking and untapped in
// its controller's next untap step, though tapping changes only the
// turn's state.
func TestTappedFilterSeesTapping(t *testing.T) {
	g := crGame()
	g.AddCard(&CardDef{Name: "Weight of Tapping", Types: []string{"Enchantment"},
		Abilities: []*Ability{{Kind: StaticAbility, Text: "Tapped creatures get -1/-1.", Statics: []StaticEffect{{
			Affects: AffectsFilter,
			Filter:  Filter{Alts: []Match{{Types: []string{"Creature"}, Tapped: true}}},
			Mods:    []Modification{ModifyPT{-1, -1}},
		}}}}}, 1, Battlefield)
	ogre := g.AddCard(crOgre, 0, Battlefield)
	crAdd(g, plains, 0, Library, 5)
	crAdd(g, plains, 1, Library, 5)
	if c := g.Chars(ogre.Obj); c.Power != 3 {
		t.Fatalf("untapped Ogre is %d/%d, want 3/3", c.Power, c.Toughness)
	}
	crToStep(t, g, DeclareAttackers)
	crMust(t, g.DeclareAttackers(0, []ObjRef{ogre.Obj.Ref}, 1))
	if c := g.Chars(ogre.Obj); !ogre.Obj.Tapped || c.Power != 2 {
		t.Fatalf("attacking (tapped: %v) Ogre is %d/%d, want 2/2", ogre.Obj.Tapped, c.Power, c.Toughness)
	}
	for g.Turn < 3 { // Alice's next turn: the Ogre untaps (502.3)
		crMust(t, g.PassAll())
	}
	crToStep(t, g, Main1)
	if c := g.Chars(ogre.Obj); ogre.Obj.Tapped || c.Power != 3 {
		t.Fatalf("untapped (tapped: %v) Ogre is %d/%d, want 3/3", ogre.Obj.Tapped, c.Power, c.Toughness)
	}
}

// TestConditionSeesTapping: "as long as this is tapped, it gets +2/+0"
// applies once the creature attacks.
func TestConditionSeesTapping(t *testing.T) {
	g := crGame()
	def := crCreature("Test Charger", "{2}{R}", 1, 1)
	def.Abilities = append(def.Abilities, &Ability{Kind: StaticAbility, Text: "As long as this creature is tapped, it gets +2/+0.", Statics: []StaticEffect{{
		Affects: AffectsSelf, If: SourceTapped{}, Mods: []Modification{ModifyPT{2, 0}},
	}}})
	charger := g.AddCard(def, 0, Battlefield)
	if c := g.Chars(charger.Obj); c.Power != 1 {
		t.Fatalf("untapped Charger has power %d, want 1", c.Power)
	}
	crToStep(t, g, DeclareAttackers)
	crMust(t, g.DeclareAttackers(0, []ObjRef{charger.Obj.Ref}, 1))
	if c := g.Chars(charger.Obj); c.Power != 3 {
		t.Fatalf("tapped Charger has power %d, want 3", c.Power)
	}
}

// TestFilterFieldsReadOrNot lists, for every field of Filter and Match,
// whether matching it reads the turn's state. A new field must be added
// here — and to readsTurn if it reads the turn — or this test fails.
func TestFilterFieldsReadOrNot(t *testing.T) {
	filterFields := map[string]bool{
		"Alts": false, "Controller": false, "Owner": false, "MaxMV": false, "HasMaxMV": false, "MinMV": false, "HasMinMV": false,
		"Keyword": false, "Without": false, "Stickers": false, "Other": false, "History": true, "PrintedIn": false,
		"SourceCompare": true, "ChosenName": false, "Except": false, // Except reads what its own fields read
	}
	matchFields := map[string]bool{
		"Zone": false, "Types": false, "NotTypes": false, "Colors": false, "NotColors": false, "Spell": false, "Permanent": false,
		"Tapped": true, "Untapped": true, "Attacking": true, "Blocking": true, "Token": false, "NonToken": false,
	}
	for typ, fields := range map[reflect.Type]map[string]bool{reflect.TypeFor[Filter](): filterFields, reflect.TypeFor[Match](): matchFields} {
		for i := range typ.NumField() {
			if _, ok := fields[typ.Field(i).Name]; !ok {
				t.Errorf("%s.%s: say whether matching it reads the turn's state (readsTurn)", typ.Name(), typ.Field(i).Name)
			}
		}
	}
	for name, reads := range matchFields {
		var m Match
		f := reflect.ValueOf(&m).Elem().FieldByName(name)
		if f.Kind() != reflect.Bool {
			continue
		}
		f.SetBool(true)
		if got := (&Filter{Alts: []Match{m}}).readsTurn(); got != reads {
			t.Errorf("a filter with Match.%s: readsTurn = %v, want %v", name, got, reads)
		}
	}
	if !(&Filter{History: HistoryFilter{Cycled: true}}).readsTurn() || !(&Filter{SourceCompare: &SourceCompare{}}).readsTurn() ||
		!(&Filter{Except: &Filter{Alts: []Match{{Tapped: true}}}}).readsTurn() || (&Filter{Keyword: "flying"}).readsTurn() {
		t.Error("readsTurn disagrees with the table")
	}
}
