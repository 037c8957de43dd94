package runtime

import (
	"reflect"
	"slices"
	"strings"
	"testing"
)

func init() {
	renderSamples = append(renderSamples,
		[]any{TextChange{Kind: CreatureTypeWord, From: "Goblin", To: "Human"}},
		[]any{ChangeText{What: TargetRef{}, Kind: ColorWord}, ChangeText{What: TargetRef{}, Kind: CreatureTypeWord, Except: []string{"Wall"}}},
		[]any{AddTypes{Subtypes: []string{"Warrior"}}},
		[]any{Reveal{What: This{}}},
		[]any{SacrificedByControllers{What: Each{}}},
		[]any{Filter{Other: true}, Filter{PrintedIn: "Antiquities"}, Filter{HasMaxMV: true}, Filter{HasMinMV: true}},
		[]any{ZoneReplacement{To: Graveyard, Instead: Library, Reveal: true}, ZoneReplacement{To: Graveyard, Instead: Library, Shuffle: true}},
	)
}

// lord is a Goblin lord: "Other Goblins get +1/+1 and have mountainwalk."
func lord() *CardDef {
	return &CardDef{
		Name: "Lord", Types: []string{"Creature"}, Subtypes: []string{"Goblin"}, HasPT: true, Power: 2, Toughness: 2,
		Abilities: []*Ability{{Kind: StaticAbility, Text: "Other Goblins get +1/+1 and have mountainwalk.", Statics: []StaticEffect{{
			Affects: AffectsFilter,
			Filter:  Filter{Alts: []Match{{Types: []string{"Goblin"}}}, Other: true},
			Mods:    []Modification{ModifyPT{1, 1}, AddKeywords{Keywords: []Keyword{{Name: "mountainwalk"}}}},
		}}}},
	}
}

func creature(name string, subtypes ...string) *CardDef {
	return &CardDef{Name: name, Types: []string{"Creature"}, Subtypes: subtypes, HasPT: true, Power: 1, Toughness: 1}
}

// TestTextChangeRewritesWordsUsedAsTheirKind: a text change (612.2)
// replaces a creature type in the type line and in an ability's
// description, and a color in a protection quality and a description's
// "non" word; it leaves the name, mana symbols, other kinds of words and
// the ability's other parts alone.
func TestTextChangeRewritesWordsUsedAsTheirKind(t *testing.T) {
	g := NewGame("Alice", "Bob")
	king := g.AddCard(lord(), 0, Battlefield)
	g.effects = append(g.effects, &ContinuousEffect{Object: king.Obj.Ref, Mods: []Modification{TextChange{CreatureTypeWord, "Goblin", "Human"}}, Timestamp: g.nextTimestamp()})
	g.Touch() // the effect was added directly
	c := g.Chars(king.Obj)
	if c.Name != "Lord" || !slices.Equal(c.Subtypes, []string{"Human"}) {
		t.Errorf("name %q, subtypes %v; want Lord, [Human]", c.Name, c.Subtypes)
	}
	a := c.Abilities[0]
	if a == king.Def.Abilities[0] || a.Text != "Other Humans get +1/+1 and have mountainwalk." || !slices.Equal(a.Statics[0].Filter.Alts[0].Types, []string{"Human"}) {
		t.Errorf("the ability reads %q with types %v", a.Text, a.Statics[0].Filter.Alts[0].Types)
	}
	if king.Def.Abilities[0].Statics[0].Filter.Alts[0].Types[0] != "Goblin" {
		t.Error("the card definition changed")
	}
	if again := g.Chars(king.Obj).Abilities[0]; again != a {
		t.Error("the changed ability is a new value each time: a replacement effect of it would apply twice (616.1f)")
	}

	w, _ := TextChange{ColorWord, "red", "black"}.swap()
	for in, want := range map[string]string{
		"protection from red":                    "protection from black",
		"destroy target nonred creature.":        "destroy target nonblack creature.",
		"Red creatures get +1/+1; {R}: redirect": "Black creatures get +1/+1; {R}: redirect",
	} {
		if got, _ := w.text(in); got != want {
			t.Errorf("%q became %q, want %q", in, got, want)
		}
	}
	ks := w.keywords([]Keyword{{Name: "protection", From: "red"}, {Name: "mountainwalk"}})
	if ks[0].From != "black" || ks[1].Name != "mountainwalk" {
		t.Errorf("keywords became %v", ks)
	}
	m, _ := w.value(reflect.ValueOf(Match{Colors: ColorSet(0).With(Red), NotColors: ColorSet(0).With(Red)}), 0)
	if got := m.Interface().(Match); got.Colors != ColorSet(0).With(Black) || got.NotColors != ColorSet(0).With(Black) {
		t.Errorf("match became %v", got)
	}
	if _, changed := w.value(reflect.ValueOf(AddMana{Mana: ManaCost{Present: true, Text: "{R}"}}), 0); changed {
		t.Error("a mana symbol changed")
	}
}

// TestLordAndTextChangeOnTheLord: with the lord's "Goblin" changed to
// "Human" (layer 3), the lord pumps Humans, not Goblins, and is a Human
// itself (400.7a's Artificial Evolution example, on the battlefield).
func TestLordAndTextChangeOnTheLord(t *testing.T) {
	g := NewGame("Alice", "Bob")
	king := g.AddCard(lord(), 0, Battlefield)
	gob := g.AddCard(creature("Gob", "Goblin"), 0, Battlefield)
	man := g.AddCard(creature("Man", "Human"), 1, Battlefield)
	if c := g.Chars(gob.Obj); c.Power != 2 || !c.Has("mountainwalk") {
		t.Fatalf("the Goblin is %d/%d with %v before the change", c.Power, c.Toughness, c.Keywords)
	}
	if c := g.Chars(king.Obj); c.Power != 2 {
		t.Fatalf("the lord pumps itself: %d/%d", c.Power, c.Toughness)
	}
	g.effects = append(g.effects, &ContinuousEffect{Object: king.Obj.Ref, Mods: []Modification{TextChange{CreatureTypeWord, "Goblin", "Human"}}, Timestamp: g.nextTimestamp()})
	g.Touch() // the effect was added directly
	if c := g.Chars(gob.Obj); c.Power != 1 || c.Has("mountainwalk") {
		t.Errorf("the Goblin is still pumped: %d/%d with %v", c.Power, c.Toughness, c.Keywords)
	}
	if c := g.Chars(man.Obj); c.Power != 2 || !c.Has("mountainwalk") {
		t.Errorf("the Human is not pumped: %d/%d with %v", c.Power, c.Toughness, c.Keywords)
	}
	if c := g.Chars(king.Obj); c.Power != 2 || !c.Is("Human") || c.Is("Goblin") {
		t.Errorf("the lord is %d/%d %v", c.Power, c.Toughness, c.Subtypes)
	}
}

// TestTypeChangeDependency (613.8a): a static ability that makes Humans
// Warriors depends on an effect that makes a creature a Human, which is
// applied first although its timestamp is later.
func TestTypeChangeDependency(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.AddCard(&CardDef{Name: "Drill", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{
		Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Human"}}}},
		Mods: []Modification{AddTypes{Subtypes: []string{"Warrior"}}},
	}}}}}, 0, Battlefield)
	bear := g.AddCard(creature("Bear", "Bear"), 0, Battlefield)
	if c := g.Chars(bear.Obj); c.Is("Warrior") {
		t.Fatal("a Bear is a Warrior")
	}
	g.effects = append(g.effects, &ContinuousEffect{Object: bear.Obj.Ref, Mods: []Modification{AddTypes{Subtypes: []string{"Human"}}}, Timestamp: g.nextTimestamp()})
	g.Touch() // the effect was added directly
	if c := g.Chars(bear.Obj); !c.Is("Human") || !c.Is("Warrior") {
		t.Errorf("the Bear is %v: the Warrior effect must wait for the Human one (613.8b)", c.Subtypes)
	}
}

// TestProtectionQualities (702.16a, 702.16j): every quality a protection
// keyword may name.
func TestProtectionQualities(t *testing.T) {
	red := Chars{Colors: ColorSet(0).With(Red), Types: []string{"Instant"}}
	goblin := Chars{Types: []string{"Creature"}, Subtypes: []string{"Goblin"}}
	art := Chars{Types: []string{"Artifact"}}
	g := &Game{}
	for pass := range 2 { // the second pass answers from the qualities the game kept
		for _, tc := range []struct {
			quality string
			src     Chars
			want    bool
		}{
			{"everything", art, true}, {"red", red, true}, {"red", goblin, false},
			{"creatures", goblin, true}, {"creatures", red, false}, {"Goblins", goblin, true}, {"goblins", art, false},
			{"instants", red, true}, {"artifacts", art, true},
		} {
			c := Chars{Keywords: []Keyword{{Name: "protection", From: tc.quality}}}
			if got := g.protectedFrom(&c, &tc.src); got != tc.want {
				t.Errorf("pass %d: protection from %s against %v: %v, want %v", pass, tc.quality, tc.src, got, tc.want)
			}
		}
	}
	for _, bad := range []string{"goblin", "nothing", "", "r"} {
		if _, ok := ParseQuality(bad); ok {
			t.Errorf("%q read as a quality", bad)
		}
	}
}

// TestOriginallyPrintedIn: the Antiquities names of the Golgothian Sylex
// note, with either apostrophe.
func TestOriginallyPrintedIn(t *testing.T) {
	for name, want := range map[string]bool{"Ornithopter": true, "Ashnod's Altar": true, "Ashnod\u2019s Altar": true, "Golgothian Sylex": true, "Grizzly Bears": false, "ornithopter": false} {
		if got := OriginallyPrintedIn("antiquities", name); got != want {
			t.Errorf("%q: %v, want %v", name, got, want)
		}
	}
	if !slices.Equal(Expansions(), []string{"Antiquities"}) {
		t.Errorf("expansions %v", Expansions())
	}
}

// TestCreatureTypesAndPlurals: the creature types, singular and plural.
func TestCreatureTypesAndPlurals(t *testing.T) {
	for in, want := range map[string]string{"Goblins": "Goblin", "elves": "Elf", "Wall": "Wall", "harpies": "Harpy", "foxes": "Fox"} {
		if got, ok := CreatureType(in); !ok || got != want {
			t.Errorf("%q: %q %v, want %q", in, got, ok, want)
		}
	}
	if _, ok := CreatureType("Mountain"); ok {
		t.Error("Mountain is a creature type")
	}
	for in, want := range map[string]string{"Goblin": "Goblins", "Elf": "Elves", "human": "humans"} {
		if got := Plural(in); got != want {
			t.Errorf("Plural(%q) = %q, want %q", in, got, want)
		}
	}
	if !sortedStrings(CreatureTypes) {
		t.Error("CreatureTypes is not in alphabetical order")
	}
}

func sortedStrings(s []string) bool {
	return slices.IsSortedFunc(s, func(a, b string) int { return strings.Compare(strings.ToLower(a), strings.ToLower(b)) })
}

// TestNewWordCantBe: Artificial Evolution's "The new creature type can't
// be Wall." The player choosing the new word is offered neither Wall nor
// the word being replaced (612: "with another"); the old word may be Wall.
func TestNewWordCantBe(t *testing.T) {
	g := NewGame("Alice", "Bob")
	gob := g.AddCard(creature("Gob", "Goblin"), 1, Battlefield)
	var offered [][]string
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		var labels []string
		for _, o := range d.Options {
			labels = append(labels, o.Label)
		}
		offered = append(offered, labels)
		want := map[int]string{0: "Goblin", 1: "Elf"}[len(offered)-1]
		return []int{slices.Index(labels, want)}, nil
	})
	r := &Resolution{Game: g, Controller: 0}
	r.SetIt([]ObjRef{gob.Obj.Ref})
	if err := (ChangeText{What: It{}, Kind: CreatureTypeWord, Except: []string{"Wall"}}).Apply(r); err != nil {
		t.Fatal(err)
	}
	if len(offered) != 2 {
		t.Fatalf("%d decisions, want 2", len(offered))
	}
	if !slices.Contains(offered[0], "Wall") {
		t.Error("the creature type to replace can't be Wall: only the new one is restricted")
	}
	if slices.Contains(offered[1], "Wall") || slices.Contains(offered[1], "Goblin") {
		t.Error("Wall or the replaced type is offered as the new creature type")
	}
	if len(offered[1]) != len(offered[0])-2 {
		t.Errorf("the new creature type is chosen among %d types, want every type but Goblin and Wall (%d)", len(offered[1]), len(offered[0])-2)
	}
	if c := g.Chars(gob.Obj); !c.Is("Elf") || c.Is("Goblin") {
		t.Errorf("the Goblin is %v after Goblin became Elf", c.Subtypes)
	}
}
