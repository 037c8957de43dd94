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
		"ControllerEnchanted": false, // the source's attachment changes only as it moves
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

// TestStateBasedActionsSeeTapping: the game remembers that the
// battlefield called for no state-based action only while what it read
// to find that can't change without a change of charsVersion. A creature
// whose toughness is 0 while it is tapped, and an Aura that may enchant
// only an untapped creature, read the turn's state: tapping the creature
// for mana, which changes only that state, puts the creature, or the
// Aura, into the graveyard (704.5f, 704.5m).
func TestStateBasedActionsSeeTapping(t *testing.T) {
	tapForMana := hElf.Abilities[0] // {T}: add {G}
	frail := crCreature("Test Frail Elf", "{G}", 1, 1)
	frail.Abilities = append(frail.Abilities, tapForMana, &Ability{Kind: StaticAbility, Text: "As long as this creature is tapped, it gets -0/-1.", Statics: []StaticEffect{{
		Affects: AffectsSelf, If: SourceTapped{}, Mods: []Modification{ModifyPT{0, -1}},
	}}})
	elf := crCreature("Test Elf", "{G}", 1, 1)
	elf.Abilities = append(elf.Abilities, tapForMana)
	untappedOnly := Filter{Alts: []Match{{Types: []string{"Creature"}, Untapped: true}}}
	watch := &CardDef{Name: "Test Untapped Watch", ManaCost: MustManaCost("{W}"), Types: []string{"Enchantment"}, Subtypes: []string{"Aura"},
		Keywords: []Keyword{{Name: "enchant", From: "untapped creature", Filter: &untappedOnly}}}
	for _, tc := range []struct {
		name   string
		tapped *CardDef
		aura   bool
		rule   string
	}{
		{"a creature with 0 toughness while tapped", frail, false, "704.5f"},
		{"an Aura of an untapped creature", elf, true, "704.5m"},
	} {
		g := crGame()
		c := g.AddCard(tc.tapped, 0, Battlefield)
		gone := c
		if tc.aura {
			gone = g.AddCard(watch, 0, Battlefield)
			gone.Obj.AttachedTo = c.Obj.Ref
			g.Touch()
		}
		if g.stateBasedActions() || gone.Obj.Zone != Battlefield {
			t.Fatalf("%s: untapped, it calls for a state-based action", tc.name)
		}
		v := g.charsVersion
		crMust(t, g.TapForMana(0, c.Obj.Ref))
		if g.charsVersion != v {
			t.Fatalf("%s: tapping for mana moved charsVersion: this test no longer tests what it says", tc.name)
		}
		if !g.stateBasedActions() || gone.Obj.Zone != Graveyard {
			t.Errorf("%s: tapped, it stays on the battlefield (%s)", tc.name, tc.rule)
		}
	}
}
