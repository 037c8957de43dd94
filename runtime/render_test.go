package runtime

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// renderSamples holds, for every type cards are built from, one or more
// sample values. TestRenderingsAreComplete changes each exported field of
// each sample in turn and requires the rendering to change for at least one
// sample: a field that changes behaviour but that no rendering shows fails
// the test. Several samples are given where a field matters only together
// with another (a step only for a step trigger, a mana value bound only
// when it is set).
var renderSamples = [][]any{
	// group G2: card_name.go, reveal_top.go
	{ChooseName{Player: EventPlayer{}}},
	{SearchedFor{Filter: Filter{Alts: []Match{{Types: []string{"Creature"}, Zone: Library}}}}, SearchedFor{Filter: Filter{Alts: []Match{{Zone: Library}}}, NotNamed: true}},
	{TopCardIs{Filter: Filter{Alts: []Match{{Colors: 1 << Black, Zone: Library}}}}},
	// group P2: remove_counters_cost.go, if_you_do.go
	{RemoveCountersCost{N: 1, Kind: "wish"}, RemoveCountersCost{N: 2, Kind: "wish"}},
	{IfYouDid{Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}}, IfYouDid{Dont: true, Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}}},
	// group N2: copy_spell.go, other_players.go, divide.go
	{CopySpell{What: TargetRef{}}, CopySpell{What: TargetRef{}, Who: EachOpponent{}}, CopySpell{What: TargetRef{}, NewTargets: true}},
	{OtherPlayers{Than: EventPlayer{}}},
	{DealDivided{Amount: Const(3)}, DealDivided{Amount: Const(3), Evenly: true}, DealDivided{Amount: Const(3), Group: 1}, DealDivided{Amount: Const(4)}},
	{Divide{N: 3}, Divide{N: 3, Group: 1}},
	// Effects.
	{DealDamage{Amount: Const(3), To: TargetRef{}}},
	{Destroy{What: TargetRef{}}},
	{Regenerate{What: TargetRef{}}},
	{ExileObjects{What: TargetRef{}}},
	{Return{What: It{}, To: Hand}, Return{What: It{}, To: Battlefield}},
	{Counter{What: TargetRef{}}},
	{Modify{What: TargetRef{}, Mods: []Modification{ModifyPT{3, 3}}}},
	{GainControl{What: TargetRef{}}},
	{GainLife{Who: You{}, Amount: Const(3)}},
	{Draw{Who: You{}, Amount: Const(1)}},
	{May{Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}, Text: "draw a card"}},
	{CastCard{What: TargetRef{}}},
	{ReplaceZone{What: CastSpell{}, To: Graveyard, Instead: Exile}, ReplaceZone{What: It{}, From: Battlefield, To: Graveyard, Instead: Exile, Duration: UntilEndOfTurn}},
	{SelfReplace{Effect: Destroy{What: TargetRef{}}, To: Graveyard, Instead: Exile}, SelfReplace{Effect: Destroy{What: TargetRef{}}, Filter: &Filter{Alts: []Match{{Types: []string{"Creature"}}}}, From: Battlefield, To: Graveyard, Instead: Hand}}, // self_replacement.go
	{CreateDelayed{Step: End, Effects: []Effect{Return{What: It{}, To: Battlefield}}}},
	{AddMana{Mana: MustManaCost("{G}")}, AddMana{Mana: MustManaCost("{G}"), Per: &Count{Named: "X"}}},
	{TapUntap{What: TargetRef{}}},
	{PlayCard{What: TargetRef{}}},
	{PutCounters{What: It{}, Kind: "+1/+1", Amount: Const(1)}},
	{RemoveCounters{What: It{}, Kind: "+1/+1", Amount: Const(1)}}, // counters_removed.go
	{DamageFromEach{From: It{}, To: It{}, ToPlayers: You{}}},      // damage_from.go
	{DamageDividedBy{From: It{}, Among: It{}}},
	{TappedThisWay{Filter: Filter{}}},
	// regenerate.go
	{CantRegenerate{What: TargetRef{}}},
	{DealtThisWay{Filter: Filter{}}},
	{Matching{Of: TargetRef{}, Filter: Filter{}}},
	{Redirect{ToPlayers: You{}, ToEach: &Filter{}, By: It{}, Amount: Const(2), Duration: UntilEndOfTurn, Instead: It{}, InsteadPlayers: You{}, Text: "x"}}, // redirect.go
	{PutInZone{What: It{}, To: Graveyard}, PutInZone{What: It{}, To: Library}},
	{Mill{Who: You{}, Amount: Const(2)}},
	{Shuffle{Who: You{}}},
	{Sacrifice{Who: EachOpponent{}, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}, Amount: Const(1)}, Sacrifice{Who: You{}, Filter: Filter{Other: true}, Amount: Const(1), Remember: true}},
	{SacrificeObjects{What: This{}}},
	{Discard{Who: You{}, Amount: Const(1)}, Discard{Who: You{}, Hand: true}},
	{CreateToken{Amount: Const(1), Def: &CardDef{Name: "Soldier Token", Types: []string{"Creature"}, HasPT: true, Power: 1, Toughness: 1}}},
	{Attach{What: This{}, To: TargetRef{}}},
	{Prevent{Amount: Const(3)}, Prevent{All: true}},
	{ModeEffects{Mode: 1, Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}}},
	{MadnessCast{Cost: MustManaCost("{R}")}},
	{AllowCast{What: TargetRef{}, Duration: UntilEndOfTurn}},
	{PutSticker{What: TargetRef{}}, PutSticker{Kind: NameSticker}},
	{GetTickets{Who: You{}, Amount: Const(1)}},
	// enters_with.go, choose.go, conditional.go
	{EntersWith{Counter: "+1/+1", Amount: Const(1)}, EntersWith{Counter: "+1/+1", Amount: PerEach{Amount: Const(1), Count: ColorsSpent{Obj: This{}}}}, EntersWith{Tapped: true, Unless: OnBattlefield{}}},
	{ColorsSpent{Obj: This{}}},
	{PerEach{Amount: Const(1), Count: ColorsSpent{Obj: This{}}}, PerEach{Amount: Const(1), Count: XValue{}}},
	{ChooseTarget{Target: TargetRef{Index: 1}}},
	{AllOf{Objs: []ObjExpr{It{}, Sacrificed{}}}},
	{Conditional{If: Kicked{Index: -1}, Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}}},
	// Granted abilities, delayed triggers on a cast, the turn's history
	// (granted.go, castwatch.go, history.go).
	{GainAbilitiesOf{What: This{}, Of: It{}, Kind: ActivatedAbility, Duration: UntilEndOfTurn}},
	{CreateCastTrigger{Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}}},
	{HistoryFilter{}, HistoryFilter{Discarded: true}},
	{CouldntSacrifice{}, CouldntSacrifice{Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}},
	{SourceCompare{Stat: "power", SourceStat: "power"}, SourceCompare{Stat: "toughness", Less: true, SourceStat: "power"}},
	// Casting and rebound (castchosen.go, colorchoice.go, castlimit.go, maycast.go).
	{CastChosen{From: Filter{Alts: []Match{{Zone: Hand}}, Owner: RelYou}}},
	{WithChosenColor{Modify: Modify{What: TargetRef{}, Mods: []Modification{AddKeywords{Keywords: []Keyword{{Name: "protection", From: ChosenColor}}}}}}},
	{CastLimit{Filter: Filter{Alts: []Match{{Zone: Stack, Spell: true}}}, Max: 1}},
	{PermittedSpell{}},
	// Objects and players.
	{This{}}, {TargetRef{}}, {It{}}, {CastSpell{}}, {Linked{Key: "exiled"}},
	{Sacrificed{}}, {SacrificedLKI{}}, {Discarded{}}, {Enchanted{}}, {Triggering{}},
	{Each{Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}},
	{InZone{Obj: It{}, Zone: Graveyard}},
	{You{}}, {DefendingPlayer{}}, {OwnerOf{Obj: It{}}}, {ControllerOf{Obj: It{}}}, {EachOpponent{}}, {EachPlayer{}}, {EnchantedPlayer{}},
	// Amounts and conditions.
	{Const(2)}, {XValue{}}, {ThatMuch{}}, {PowerOf{Obj: It{}}},
	{Kicked{Index: -1}}, {YouControl{Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}}, {OnBattlefield{}},
	// Modifications.
	{SetColors{Colors: ColorSet(0).With(Blue)}}, {ModifyPT{1, 1}},
	{ModifyPTPer{Power: 1, Toughness: 1, Count: Count{Filter: Filter{Controller: RelYou}}}, ModifyPTPer{Power: 1, Toughness: 1, Count: Count{Named: "X", SharesTypeWith: true}}},
	{ControlledByYou{}},
	{Unblockable{}},
	{DoesntUntap{}},
	{CantBeActivated{}, CantBeActivated{ExceptMana: true}}, // activation_ban.go
	{Count{Filter: Filter{Controller: RelYou}}, Count{Named: "X", SharesTypeWith: true}},
	{AddKeywords{Keywords: []Keyword{{Name: "flying"}}}}, {RemoveKeywords{Names: []string{"flying"}}},
	{Restrict{}}, {SetController{}},
	{AddNameWords{Words: "Big"}}, {SetPT{1, 1}}, {AddAbilities{Abilities: []*Ability{{Kind: TriggeredAbility, Trigger: &Trigger{Self: true, To: Battlefield}, Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}}}}},
	// The parts of cards and abilities.
	{Keyword{}, Keyword{Name: "enchant"}, Keyword{Name: "enchant", Players: true, From: "opponent"}},
	{ManaCost{Present: true}},
	{Match{}, Match{Zone: Graveyard}},
	{Filter{}, Filter{HasMaxMV: true}, Filter{HasMinMV: true}, Filter{Alts: []Match{{Types: []string{"Creature"}}}}},
	{TargetSpec{Objects: true, Min: 1, Max: 1}, TargetSpec{Players: true, Min: 1, Max: 1}},
	{Cost{}, Cost{HasLoyalty: true}},
	{Trigger{}, Trigger{Event: EventStepBegins}, Trigger{Event: EventBlocksCreature}, Trigger{Event: EventDamage, Self: true},
		Trigger{Event: EventCast}, Trigger{Event: EventGainLife}, Trigger{Event: EventBecomesTarget}, Trigger{Event: EventTapForMana},
		Trigger{Event: EventCounterRemoved, Self: true, Counter: "+1/+1"}}, // counters_removed.go
	// event amounts and players, activation counts
	{ActivatedTimes{N: 4}},
	{SkipNextUntap{What: It{}}, SkipNextUntap{What: It{}, Player: You{}}},
	{EventPlayer{}}, {EventAmount{}},
	{DealDamage{Amount: Const(2), To: TargetRef{}, And: &DealDamage{Amount: Const(3), ToPlayers: You{}}}},
	{AddMana{Mana: MustManaCost("{G}"), Or: []ManaCost{MustManaCost("{W}")}}},
	{StaticEffect{Mods: []Modification{ModifyPT{1, 1}}}, StaticEffect{Affects: AffectsFilter, Mods: []Modification{ModifyPT{1, 1}}}},
	{ZoneReplacement{To: Graveyard, Instead: Exile}},
	{CastPermission{From: Graveyard}, CastPermission{From: Graveyard, Grant: []Modification{ModifyPT{1, 1}}}},
	{Ability{Kind: ActivatedAbility, Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}}, Ability{Kind: TriggeredAbility, Trigger: &Trigger{}}},
	{CardDef{Name: "Bear", Types: []string{"Creature"}}, CardDef{Name: "Bear", HasPT: true}, CardDef{Name: "Walker", HasLoyalty: true}, CardDef{Name: "Pact", HasIndicator: true},
		CardDef{Name: "Spirit", HasXMana: true}}, // xmana.go (group M4)
	// Damage and prevention (prevent.go, choice.go, controlled_by.go,
	// shuffle_into.go, loyalty_x.go).
	{Chosen{Filter: Filter{Alts: []Match{{Zone: Anywhere, Colors: ColorSet(0).With(Red)}}}}},
	{DamagePrevention{To: &Filter{Alts: []Match{{Types: []string{"Creature"}}}}}, DamagePrevention{ToAttached: true}},
	{Prevented{}}, {Plus{A: ThatMuch{}, B: Const(1)}},
	{EachControlledBy{Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}, Players: You{}}},
	{PlayerOrController{Target: TargetRef{Index: 1}}}, {AllPlayersOf{Exprs: []PlayerExpr{You{}}}},
	{ShuffleInto{What: It{}}},
	// Creatures, keywords and combat (combat_rules.go, pt_count.go).
	{AttackYou{What: TargetRef{}}},
	{CombatRule{MustAttack: true}, CombatRule{BlockedOnlyBy: &Filter{Alts: []Match{{Colors: ColorSet(0).With(Black)}}}}},
	{PTCount{Filter: Filter{Alts: []Match{{Types: []string{"Island"}}}}}},
	// count.go (group M4)
	{CountOf{Obj: Each{}}, CountOf{Obj: It{}}},
	{ExtraTurn{Who: You{}}},
	{AddColors{Colors: ColorSet(0).With(Black)}},
	{Prevent{Amount: Const(1)}, Prevent{Amount: Const(1), ToEach: &Filter{}}},
	{GameOutcome{}, GameOutcome{CantLose: true}, GameOutcome{CantWin: true}},
	// group G4: chosen.go, as_long_as.go
	{IsChosenLandType{}},
	// group G4: random_choice.go
	{AtRandom{Of: It{}}},
	{ChooseTarget{Target: TargetRef{Index: 1}, More: []TargetRef{{Index: 2}}}},
}

// renderExempt lists the fields that change nothing the engine does, with
// the reason.
var renderExempt = map[string]string{
	"CardDef.Oracle":            "the printed text, for people; the abilities say what the card does",
	"Ability.Text":              "the ability's words, for logs and the stack display",
	"Ability.CountsActivations": "bookkeeping for an ActivatedTimes condition of the ability, which renders itself",
	"TargetSpec.Text":           "the target's words, for prompts",
	"TargetSpec.Kicker":         "read only with IfKicked, which renders it",
	"AddMana.Colors":            "read only with Combination, which renders it (mana_choice.go)",
	"Cost.SacrificeText":        "the sacrifice's words, for prompts",
	"May.Text":                  "the choice's words, for the prompt and the log",
	"ReplaceZone.Text":          "the replacement's words, for the log",
	"SelfReplace.Text":          "the self-replacement's words, for the log and the choice of 616.1",
	"CreateDelayed.Text":        "the delayed trigger's words, for the log",
	"Redirect.Text":             "the redirection's words, for the log (redirect.go)",
	"Sacrifice.Text":            "the sacrifice's words, for the prompt",
	"Prevent.Text":              "the prevention's words, for the log",
	"ZoneReplacement.Text":      "the replacement's words, for the log",
	"ManaCost.Text":             "the symbols as written, for logs; the amounts are what is paid",
	"CastPermission.Text":       "the permission's words, for logs",
	"PutSticker.ChooseText":     "the words for what is chosen, for the prompt",
	"Chosen.Text":               "the description as written, for the prompt and the log",
	"DamagePrevention.Text":     "the prevention's words, for the log",
	"CreateCastTrigger.Text":    "the delayed trigger's words, for the log",
	"Ability.Divide":            "the amount and the target group it divides render in the ability's DealDivided effect (divide.go)",
}

// render is what TestRenderingsAreComplete reads of a value: a card's
// explanation, an ability's lines, anything else's describe.
func render(v any) (s string, err error) {
	defer func() {
		if r := recover(); r != nil {
			err = fmt.Errorf("rendering %#v panics: %v", v, r)
		}
	}()
	if p := reflect.New(reflect.TypeOf(v)); p.Type().Implements(reflect.TypeOf((*fmt.Stringer)(nil)).Elem()) {
		p.Elem().Set(reflect.ValueOf(v))
		if _, direct := v.(fmt.Stringer); !direct {
			v = p.Interface() // String() has a pointer receiver
		}
	}
	switch v := v.(type) {
	case CardDef:
		return Explain(&v), nil
	case Ability:
		x := &explanation{}
		x.ability(1, &v)
		return strings.Join(x.lines, "\n"), nil
	}
	return describe(v), nil
}

// samplesOf returns values of type t other than the zero value, to set a
// field to: the samples of the table for its types, and made-up ones for
// basic kinds.
func samplesOf(t reflect.Type, cur reflect.Value) []reflect.Value {
	var out []reflect.Value
	for _, row := range renderSamples {
		for _, s := range row {
			v := reflect.ValueOf(s)
			switch {
			case v.Type() == t:
				out = append(out, v)
			case t.Kind() == reflect.Interface && v.Type().Implements(t):
				out = append(out, v)
			case t.Kind() == reflect.Pointer && v.Type() == t.Elem():
				p := reflect.New(t.Elem())
				p.Elem().Set(v)
				out = append(out, p)
			}
		}
	}
	switch t.Kind() {
	case reflect.Bool:
		out = append(out, reflect.ValueOf(!cur.Bool()).Convert(t))
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		for _, d := range []int64{1, 2, 3, -1} {
			out = append(out, reflect.ValueOf(cur.Int()+d).Convert(t))
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		for _, d := range []uint64{1, 2, 3} {
			out = append(out, reflect.ValueOf(cur.Uint()+d).Convert(t))
		}
	case reflect.String:
		out = append(out, reflect.ValueOf(cur.String()+"Zq").Convert(t))
	case reflect.Slice:
		var elems []reflect.Value
		if t.Elem().Kind() == reflect.String {
			elems = []reflect.Value{reflect.ValueOf("Zq").Convert(t.Elem())}
		} else {
			elems = samplesOf(t.Elem(), reflect.Zero(t.Elem()))
		}
		for _, e := range elems {
			out = append(out, reflect.Append(reflect.MakeSlice(t, 0, cur.Len()+1), append(sliceValues(cur), e)...))
		}
	case reflect.Array:
		for i := 0; i < t.Len(); i++ {
			a := reflect.New(t).Elem()
			a.Set(cur)
			for _, e := range samplesOf(t.Elem(), a.Index(i)) {
				a.Index(i).Set(e)
				out = append(out, reflect.ValueOf(a.Interface()))
			}
		}
	}
	return out
}

func sliceValues(v reflect.Value) []reflect.Value {
	var out []reflect.Value
	for i := 0; i < v.Len(); i++ {
		out = append(out, v.Index(i))
	}
	return out
}

// TestRenderingsAreComplete: for every exported field of every type cards
// are built from, some distinct value of the field changes the rendering.
func TestRenderingsAreComplete(t *testing.T) {
	for _, row := range renderSamples {
		typ := reflect.TypeOf(row[0])
		for _, s := range row {
			if _, err := render(s); err != nil {
				t.Error(err)
			}
		}
		if typ.Kind() != reflect.Struct {
			continue
		}
		for i := 0; i < typ.NumField(); i++ {
			f := typ.Field(i)
			name := typ.Name() + "." + f.Name
			if !f.IsExported() {
				continue
			}
			if _, ok := renderExempt[name]; ok {
				continue
			}
			if !fieldRendered(t, row, i) {
				t.Errorf("%s changes nothing in the rendering of %s: render it in String() or explain(), or list it in renderExempt with a reason", name, typ.Name())
			}
		}
	}
	for name := range renderExempt {
		typ, field, _ := strings.Cut(name, ".")
		found := false
		for _, row := range renderSamples {
			if rt := reflect.TypeOf(row[0]); rt.Name() == typ {
				_, found = rt.FieldByName(field)
			}
		}
		if !found {
			t.Errorf("renderExempt lists %s, which is no field of a sampled type", name)
		}
	}
}

// fieldRendered reports whether setting field i of some sample of the row
// to another value changes the rendering.
func fieldRendered(t *testing.T, row []any, i int) bool {
	for _, s := range row {
		before, err := render(s)
		if err != nil {
			return false
		}
		base := reflect.ValueOf(s)
		cur := base.Field(i)
		for _, x := range samplesOf(cur.Type(), cur) {
			if reflect.DeepEqual(x.Interface(), cur.Interface()) {
				continue
			}
			v := reflect.New(base.Type()).Elem()
			v.Set(base)
			v.Field(i).Set(x)
			after, err := render(v.Interface())
			if err != nil {
				t.Error(err)
				continue
			}
			if after != before {
				return true
			}
		}
	}
	return false
}

// interfaces are the kinds of values cards are built from, by the method
// names that implement them.
var interfaces = map[string][]string{
	"Effect":       {"Apply", "String"},
	"ObjExpr":      {"Objects", "String"},
	"PlayerExpr":   {"Players", "String"},
	"Amount":       {"Value"},
	"Condition":    {"Holds"},
	"Modification": {"Layer", "Apply", "String"},
}

// TestRenderSamplesCoverEveryType scans the package's source for exported
// types that implement the interfaces cards are built from, and walks the
// types a CardDef is made of, and requires each to have samples in
// renderSamples and a rendering of its own.
func TestRenderSamplesCoverEveryType(t *testing.T) {
	sampled := map[string]bool{}
	for _, row := range renderSamples {
		typ := reflect.TypeOf(row[0])
		sampled[typ.Name()] = true
		ptr := reflect.New(typ).Interface()
		_, str := ptr.(fmt.Stringer)
		_, exp := ptr.(explainer)
		if !str && !exp && typ.Name() != "CardDef" && typ.Name() != "Ability" {
			t.Errorf("%s has no String() or explain()", typ.Name())
		}
	}
	// Exported types with the methods of one of the interfaces.
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	methods := map[string][]string{}
	var types []string
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		file, err := parser.ParseFile(fset, f, src, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				if d.Recv == nil || len(d.Recv.List) == 0 {
					continue
				}
				rt := d.Recv.List[0].Type
				if s, ok := rt.(*ast.StarExpr); ok {
					rt = s.X
				}
				if id, ok := rt.(*ast.Ident); ok {
					methods[id.Name] = append(methods[id.Name], d.Name.Name)
				}
			case *ast.GenDecl:
				for _, s := range d.Specs {
					if ts, ok := s.(*ast.TypeSpec); ok && ts.Name.IsExported() {
						if _, isInterface := ts.Type.(*ast.InterfaceType); !isInterface {
							types = append(types, ts.Name.Name)
						}
					}
				}
			}
		}
	}
	for _, typ := range types {
		var impl []string
		for _, iface := range slices.Sorted(maps.Keys(interfaces)) {
			implements := true
			for _, m := range interfaces[iface] {
				implements = implements && slices.Contains(methods[typ], m)
			}
			if implements {
				impl = append(impl, iface)
			}
		}
		if slices.Contains(impl, "Modification") { // Apply and String too
			impl = slices.DeleteFunc(impl, func(s string) bool { return s == "Effect" })
		}
		if len(impl) > 0 && !sampled[typ] {
			t.Errorf("%s implements %s but has no samples in renderSamples", typ, strings.Join(impl, " and "))
		}
	}
	// The struct types a card is made of.
	seen := map[reflect.Type]bool{}
	var walk func(reflect.Type)
	walk = func(typ reflect.Type) {
		switch typ.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array:
			walk(typ.Elem())
			return
		case reflect.Struct:
		default:
			return
		}
		if seen[typ] || typ.PkgPath() != reflect.TypeOf(CardDef{}).PkgPath() {
			return
		}
		seen[typ] = true
		if !sampled[typ.Name()] {
			t.Errorf("cards are made of %s, which has no samples in renderSamples", typ.Name())
		}
		for i := 0; i < typ.NumField(); i++ {
			walk(typ.Field(i).Type)
		}
	}
	walk(reflect.TypeOf(CardDef{}))
	for _, row := range renderSamples {
		walk(reflect.TypeOf(row[0]))
	}
}
