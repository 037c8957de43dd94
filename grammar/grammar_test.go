package grammar

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/go-multierror"
)

var update = flag.Bool("update", false, "rewrite testdata/grammar.ebnf.golden")

func TestEBNFGolden(t *testing.T) {
	const golden = "testdata/grammar.ebnf.golden"
	got := EBNF() + "\n"
	if *update {
		if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test ./grammar -run TestEBNFGolden -update)", err)
	}
	if got != string(want) {
		t.Errorf("EBNF differs from %s; run go test ./grammar -run TestEBNFGolden -update and review the diff", golden)
	}
}

// parseFiles parses every file matching the glob patterns.
func parseFiles(t *testing.T, patterns ...string) int {
	t.Helper()
	n := 0
	for _, pattern := range patterns {
		files, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		for _, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			f, err := Parse(name, src)
			if err != nil {
				t.Errorf("%v", err)
				continue
			}
			if len(f.Decls) == 0 {
				t.Errorf("%s: no declarations", name)
			}
			n++
		}
	}
	return n
}

func TestStdlibCardsParse(t *testing.T) {
	if n := parseFiles(t, "../stdlib/cards/*.mtgs"); n == 0 {
		t.Fatal("no stdlib cards found")
	}
}

// TestTestdataParses parses the scenario files. A file with a sibling
// NAME.errors file is meant to fail; the .errors files belong to the
// checker's tests (they may also hold errors of later passes), so syntax
// errors missing from them are only logged here.
func TestTestdataParses(t *testing.T) {
	var files []string
	for _, pattern := range []string{"../testdata/*.mtgs", "../testdata/*/*.mtgs", "../testdata/*/*/*.mtgs"} {
		m, err := filepath.Glob(pattern)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, m...)
	}
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		want, noWant := os.ReadFile(strings.TrimSuffix(name, ".mtgs") + ".errors")
		_, err = Parse(name, src)
		switch {
		case err == nil:
		case noWant != nil:
			t.Errorf("%v", err)
		default:
			lines := map[string]bool{}
			for _, l := range strings.Split(string(want), "\n") {
				lines[strings.TrimSpace(l)] = true
			}
			for _, l := range strings.Split(err.Error(), "\n") {
				if !lines[l] {
					t.Logf("%s: syntax error not in the .errors file: %s", name, l)
				}
			}
		}
	}
	t.Logf("%d testdata files", len(files))
}

// parseOne parses src and fails the test on error.
func parseOne(t *testing.T, src string) *File {
	t.Helper()
	f, err := Parse("t.mtgs", []byte(src))
	if err != nil {
		t.Fatalf("%s:\n%v", src, err)
	}
	return f
}

// TestCardItemShapes checks that each card item parses into the expected node.
func TestCardItemShapes(t *testing.T) {
	tests := []struct{ src, want string }{
		{`cost {2}{W/U}{W}`, `CostItem{Cost:{2}{W/U}{W}}`},
		{"type Legendary Creature — Human Wizard\n", `TypeItem{Types:[Legendary, Creature] Subtypes:[Human, Wizard]}`},
		{"type Basic Land - Forest\n", `TypeItem{Types:[Basic, Land] Subtypes:[Forest]}`},
		{`pt 2/2`, `PTItem{PT:"2/2"}`},
		{`pt */*`, `PTItem{PT:"*/*"}`},
		{`loyalty 3`, `LoyaltyItem{Loyalty:3}`},
		{`color blue, green`, `ColorItem{Colors:[blue, green]}`},
		{`oracle "Flying\nHaste \"quoted\""`, `OracleItem{Text:"Flying\nHaste \"quoted\""}`},
		{`flying, trample`, `KeywordItem{Keywords:[Keyword{Name:flying}, Keyword{Name:trample}]}`},
		{`first strike, double strike`, `KeywordItem{Keywords:[Keyword{Name:first strike}, Keyword{Name:double strike}]}`},
		{`kicker {2}{B}`, `KeywordItem{Keywords:[Keyword{Name:kicker Cost:{2}{B}}]}`},
		{`bushido 2`, `KeywordItem{Keywords:[Keyword{Name:bushido N:2}]}`},
		{`protection from red`, `KeywordItem{Keywords:[Keyword{Name:protection From:red}]}`},
		{`enchant creature or planeswalker`, `EnchantItem{Words:[creature, planeswalker]}`},
		{`enchant creature you control`, `EnchantItem{Words:[creature] Constraints:[ControllerConstraint{You:true}]}`},
		{`spell: counter target spell.`, `SpellAbility{Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Predicate:Counter{Object:TargetRef{Selector:Selector{Words:[spell]}}}}}]}}`},
		{`static: enchanted creature gets +2/+0 and has trample.`, `StaticAbility{Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Subject:AttachedRef{Via:"enchanted" Noun:"creature"} Predicate:GetsPT{Mod:"+2/+0" Keywords:[Keyword{Name:trample}]}}}]}}`},
		{`when this enters the battlefield, if it was kicked with its {W} kicker, you gain 3 life.`,
			`TriggeredAbility{Word:"when" Event:Event{Subject:ThisRef{This:true} Verb:EntersEvent{Battlefield:true}} Condition:Condition{Subject:ItRef{It:true} Test:WasKicked{Kicked:true With:{W}}} Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Subject:YouRef{You:true} Predicate:GainLife{Amount:Amount{Number:3}}}}]}}`},
		{`whenever a creature you control dies, draw a card.`,
			`TriggeredAbility{Word:"whenever" Event:Event{Subject:IndefiniteRef{Article:"a" Selector:Selector{Words:[creature] Constraints:[ControllerConstraint{You:true}]}} Verb:DiesEvent{Dies:true}} Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Predicate:Draw{Amount:Amount{Number:1}}}}]}}`},
		{`at the beginning of each opponent's upkeep, if you control an artifact, this deals 1 damage to that player.`,
			`StepTriggeredAbility{EachOpponent:true Step:Step{Name:"upkeep"} Condition:Condition{Subject:YouRef{You:true} Test:Controls{Object:IndefiniteRef{Article:"an" Selector:Selector{Words:[artifact]}}}} Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Subject:ThisRef{This:true} Predicate:DealDamage{Amount:Amount{Number:1} To:ThatPlayerRef{Player:true}}}}]}}`},
		{`at the beginning of combat, untap this.`, `StepTriggeredAbility{Step:Step{Name:"beginning of combat"} Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Predicate:Untap{Object:ThisRef{This:true}}}}]}}`},
		{`{T}: add {G}.`, `ActivatedAbility{Costs:[{T}] Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Predicate:AddMana{Mana:{G}}}}]}}`},
		{`{1}{W}, {T}, sacrifice this: draw a card.`,
			`ActivatedAbility{Costs:[{1}{W}, {T}, SacrificeCost{Object:ThisRef{This:true}}] Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Predicate:Draw{Amount:Amount{Number:1}}}}]}}`},
		{`discard a card, pay 2 life, tap an untapped creature you control, remove 2 +1/+1 counters from this, exile a creature card from your graveyard, untap this: scry 1.`,
			`ActivatedAbility{Costs:[DiscardCost{Object:IndefiniteRef{Article:"a" Selector:Selector{Words:[card]}}}, PayLifeCost{Amount:Amount{Number:2}}, TapCost{Object:IndefiniteRef{Article:"an" Selector:Selector{Words:[untapped, creature] Constraints:[ControllerConstraint{You:true}]}}}, RemoveCountersCost{Amount:Amount{Number:2} Counter:"+1/+1" From:ThisRef{This:true}}, ExileCost{Object:IndefiniteRef{Article:"a" Selector:Selector{Words:[creature, card] Constraints:[ZoneConstraint{Prep:"from" Zone:ZoneRef{Whose:Possessive{Your:true} Zone:"graveyard"}}]}}}, UntapCost{Object:ThisRef{This:true}}] Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Predicate:Scry{Amount:Amount{Number:1}}}}]}}`},
		{`+1: you gain 2 life.`, `LoyaltyAbility{Cost:1 Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Subject:YouRef{You:true} Predicate:GainLife{Amount:Amount{Number:2}}}}]}}`},
		{`-3: destroy target creature.`, `LoyaltyAbility{Cost:-3 Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Predicate:Destroy{Object:TargetRef{Selector:Selector{Words:[creature]}}}}}]}}`},
		{`0: draw a card.`, `LoyaltyAbility{Effects:Effects{Sentences:[Sentence{Clause:ActionClause{Predicate:Draw{Amount:Amount{Number:1}}}}]}}`},
	}
	for _, tt := range tests {
		f := parseOne(t, "card \"X\" {\n"+tt.src+"\n}")
		items := f.Decls[0].(*Card).Items
		if len(items) != 1 {
			t.Errorf("%s: %d items: %s", tt.src, len(items), dump(items))
			continue
		}
		if got := dump(items[0]); got != tt.want {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
	}
}

// TestEffectShapes checks effects: one sentence per line of want.
func TestEffectShapes(t *testing.T) {
	tests := []struct{ src, want string }{
		{`this deals 3 damage to any target.`, `ActionClause{Subject:ThisRef{This:true} Predicate:DealDamage{Amount:Amount{Number:3} To:TargetRef{Any:true}}}`},
		{`this deals 2 damage to target creature and 1 damage to target player.`,
			`ActionClause{Subject:ThisRef{This:true} Predicate:DealDamage{Amount:Amount{Number:2} To:TargetRef{Selector:Selector{Words:[creature]}} Amount2:Amount{Number:1} To2:TargetPlayerRef{}}}`},
		// no amount: parsed, refused by the checker (count.go: "equal to" may follow)
		{`this deals damage to target creature or player.`, `ActionClause{Subject:ThisRef{This:true} Predicate:DealDamage{To:TargetRef{Selector:Selector{Words:[creature, or player]}}}}`},
		{`this deals damage to target creature equal to the number of Mountains you control.`, `ActionClause{Subject:ThisRef{This:true} Predicate:DealDamage{To:TargetRef{Selector:Selector{Words:[creature]}} Equal:Amount{Count:NumberOf{Selector:Selector{Words:[Mountains] Constraints:[ControllerConstraint{You:true}]}}}}}`},
		{`creatures you control get +1/+1 until end of turn.`, `ActionClause{Plural:PluralRef{Noun:"creatures" Constraints:[ControllerConstraint{You:true}]} Predicate:GetsPT{Mod:"+1/+1"} Trail:Duration{EndOfTurn:true}}`},
		{`this deals X damage to target creature or player.`,
			`ActionClause{Subject:ThisRef{This:true} Predicate:DealDamage{Amount:Amount{X:true} To:TargetRef{Selector:Selector{Words:[creature, or player]}}}}`},
		{`target creature deals damage equal to its power.`, ``},
		{`this deals that much damage to its controller.`, `ActionClause{Subject:ThisRef{This:true} Predicate:DealDamage{Amount:Amount{ThatMuch:true} To:ItsControllerRef{Controller:true}}}`},
		{`this deals target creature's power damage to its owner.`,
			`ActionClause{Subject:ThisRef{This:true} Predicate:DealDamage{Amount:Amount{Of:TargetRef{Selector:Selector{Words:[creature]}} Stat:"power"} To:ItsOwnerRef{Owner:true}}}`},
		{`target creature gets +3/+3 until end of turn.`, `ActionClause{Subject:TargetRef{Selector:Selector{Words:[creature]}} Predicate:GetsPT{Mod:"+3/+3"} Trail:Duration{EndOfTurn:true}}`},
		{`exile target creature you control, then return that card to the battlefield under your control.`,
			`Sentence{Clause:ActionClause{Predicate:Exile{Object:TargetRef{Selector:Selector{Words:[creature] Constraints:[ControllerConstraint{You:true}]}}}} Rest:[Joined{Join:",then" Clause:ActionClause{Predicate:Return{Object:ThatRef{Noun:"card"} Battlefield:true Under:Possessive{Your:true}}}}]}`},
		{`exile target creature an opponent controls until this leaves the battlefield.`,
			`ActionClause{Predicate:Exile{Object:TargetRef{Selector:Selector{Words:[creature] Constraints:[ControllerConstraint{Opponent:true}]}}} Trail:Duration{ThisLeaves:true}}`},
		{`return that card to the battlefield under its owner's control tapped at the beginning of the next end step.`,
			`ActionClause{Predicate:Return{Object:ThatRef{Noun:"card"} Battlefield:true Under:Possessive{Owner:true} Tapped:true} Delayed:DelayedSuffix{Step:Step{Name:"end step"}}}`},
		{`return target creature to its owner's hand.`, `ActionClause{Predicate:Return{Object:TargetRef{Selector:Selector{Words:[creature]}} Hand:Possessive{Owner:true}}}`},
		{`return the exiled card to the battlefield under its owner's control.`, `ActionClause{Predicate:Return{Object:ExiledRef{} Battlefield:true Under:Possessive{Owner:true}}}`},
		{`return the sacrificed creature to its owner's hand. exile the discarded card. exile the triggering object.`,
			"ActionClause{Predicate:Return{Object:SacrificedRef{Noun:\"creature\"} Hand:Possessive{Owner:true}}}\n" +
				"ActionClause{Predicate:Exile{Object:DiscardedRef{Card:true}}}\n" +
				`ActionClause{Predicate:Exile{Object:TriggeringRef{Noun:"object"}}}`},
		{`put target creature into its owner's graveyard. put it on the bottom of your library.`,
			"ActionClause{Predicate:Put{Object:TargetRef{Selector:Selector{Words:[creature]}} Into:Possessive{Owner:true} Zone:\"graveyard\"}}\n" +
				`ActionClause{Predicate:Put{Object:ItRef{It:true} Bottom:true Of:Possessive{Your:true}}}`},
		{`put two +1/+1 counters on each creature you control.`,
			`ActionClause{Predicate:PutCounters{Amount:Amount{Number:2} Counter:"+1/+1" On:EachRef{Word:"each" Selector:Selector{Words:[creature] Constraints:[ControllerConstraint{You:true}]}}}}`},
		{`target player draws 2 cards. each player discards a card. each opponent mills 3 cards.`,
			"ActionClause{Subject:TargetPlayerRef{} Predicate:Draw{Amount:Amount{Number:2}}}\n" +
				"ActionClause{Subject:EachPlayerRef{} Predicate:Discard{Amount:Amount{Number:1}}}\n" +
				`ActionClause{Subject:EachPlayerRef{Opponent:true} Predicate:Mill{Amount:Amount{Number:3}}}`},
		{`target opponent sacrifices a creature and loses 2 life.`,
			`Sentence{Clause:ActionClause{Subject:TargetPlayerRef{Opponent:true} Predicate:Sacrifice{Object:IndefiniteRef{Article:"a" Selector:Selector{Words:[creature]}}}} Rest:[Joined{Join:"and" Clause:ActionClause{Predicate:LoseLife{Amount:Amount{Number:2}}}}]}`},
		{`gain control of target creature until end of turn. untap that creature. it gains haste until end of turn.`,
			"ActionClause{Predicate:GainControl{Object:TargetRef{Selector:Selector{Words:[creature]}}} Trail:Duration{EndOfTurn:true}}\n" +
				"ActionClause{Predicate:Untap{Object:ThatRef{Noun:\"creature\"}}}\n" +
				`ActionClause{Subject:ItRef{It:true} Predicate:HasKeywords{Keywords:[Keyword{Name:haste}]} Trail:Duration{EndOfTurn:true}}`},
		{`each creature you don't control loses flying and trample for as long as this is on the battlefield.`,
			`ActionClause{Subject:EachRef{Word:"each" Selector:Selector{Words:[creature] Constraints:[ControllerConstraint{You:true Not:true}]}} Predicate:LosesKeywords{Keywords:[Keyword{Name:flying}, Keyword{Name:trample}]} Trail:Duration{AsLongAs:Condition{Subject:ThisRef{This:true} Test:IsOnBattlefield{Battlefield:true}}}}`},
		{`all creatures have vigilance until your next turn.`,
			`ActionClause{Subject:EachRef{Word:"all" Selector:Selector{Words:[creatures]}} Predicate:HasKeywords{Keywords:[Keyword{Name:vigilance}]} Trail:Duration{YourNextTurn:true}}`},
		{`target spell or permanent becomes blue.`, `ActionClause{Subject:TargetRef{Selector:Selector{Words:[spell, or permanent]}} Predicate:Becomes{Words:[blue]}}`},
		{`this becomes a 3/3 artifact creature until end of turn.`, `ActionClause{Subject:ThisRef{This:true} Predicate:Becomes{Article:true PT:"3/3" Words:[artifact, creature]} Trail:Duration{EndOfTurn:true}}`},
		{`tap target creature. untap up to 2 target lands.`,
			"ActionClause{Predicate:Tap{Object:TargetRef{Selector:Selector{Words:[creature]}}}}\n" +
				`ActionClause{Predicate:Untap{Object:TargetRef{UpTo:2 Selector:Selector{Words:[lands]}}}}`},
		{`create two 1/1 white Soldier creature tokens with flying.`,
			`ActionClause{Predicate:CreateToken{Amount:Amount{Number:2} PT:"1/1" Words:[white, Soldier, creature] Keywords:[Keyword{Name:flying}]}}`},
		{`attach this to target creature you control.`,
			`ActionClause{Predicate:Attach{Object:ThisRef{This:true} To:TargetRef{Selector:Selector{Words:[creature] Constraints:[ControllerConstraint{You:true}]}}}}`},
		{`you may cast target instant or sorcery card with mana value 3 or less from your graveyard without paying its mana cost.`,
			`ActionClause{Subject:YouRef{You:true} May:true Predicate:Cast{Object:TargetRef{Selector:Selector{Words:[instant, or sorcery, card] Constraints:[CompareConstraint{Stat:"mana value" N:3 Or:"less"}, ZoneConstraint{Prep:"from" Zone:ZoneRef{Whose:Possessive{Your:true} Zone:"graveyard"}}]}} WithoutPaying:true}}`},
		{`you may play that card from exile.`, `ActionClause{Subject:YouRef{You:true} May:true Predicate:Play{Object:ThatRef{Noun:"card"} From:ZoneRef{Zone:"exile"}}}`},
		{`add {R}{R}. shuffle your library. scry 2. regenerate target creature.`,
			"ActionClause{Predicate:AddMana{Mana:{R}{R}}}\n" +
				"ActionClause{Predicate:Shuffle{Whose:Possessive{Your:true}}}\n" +
				"ActionClause{Predicate:Scry{Amount:Amount{Number:2}}}\n" +
				`ActionClause{Predicate:Regenerate{Object:TargetRef{Selector:Selector{Words:[creature]}}}}`},
		{`destroy target nonblack creature. that creature can't be regenerated.`,
			"ActionClause{Predicate:Destroy{Object:TargetRef{Selector:Selector{Words:[nonblack, creature]}}}}\n" +
				`ActionClause{Subject:ThatRef{Noun:"creature"} Predicate:CantBeRegenerated{Regenerated:true}}`},
		{`target creature can't attack or block until end of turn.`,
			`ActionClause{Subject:TargetRef{Selector:Selector{Words:[creature]}} Predicate:CantAttackOrBlock{Attack:true Block:true} Trail:Duration{EndOfTurn:true}}`},
		{`destroy another target creature with power 2 or greater in a graveyard.`,
			`ActionClause{Predicate:Destroy{Object:TargetRef{Another:true Selector:Selector{Words:[creature] Constraints:[CompareConstraint{Stat:"power" N:2 Or:"greater"}, ZoneConstraint{Prep:"in" Zone:ZoneRef{Any:true Zone:"graveyard"}}]}}}}`},
		{`exile all nontoken creatures with flying.`,
			`ActionClause{Predicate:Exile{Object:EachRef{Word:"all" Selector:Selector{Words:[nontoken, creatures] Constraints:[KeywordConstraint{Keyword:Keyword{Name:flying}}]}}}}`},
		{`equipped creature gets +1/+0.`, `ActionClause{Subject:AttachedRef{Via:"equipped" Noun:"creature"} Predicate:GetsPT{Mod:"+1/+0"}}`},
		{`its controller adds an additional {G}.`, `ActionClause{Subject:ItsControllerRef{Controller:true} Predicate:AddMana{Additional:true Mana:{G}}}`},
		{`add one mana of the chosen color.`, `ActionClause{Predicate:AddMana{Chosen:true}}`},
		{`enchanted Forest gets +1/+0.`, `ActionClause{Subject:AttachedRef{Via:"enchanted" Noun:"Forest"} Predicate:GetsPT{Mod:"+1/+0"}}`},
		{`if that spell would be put into your graveyard, exile it instead.`,
			`ReplacementClause{Subject:ThatRef{Noun:"spell"} Event:WouldBePut{Whose:Possessive{Your:true}} Instead:ActionClause{Predicate:Exile{Object:ItRef{It:true}}} CloseInstead:true}`},
		{`if this would die, return it to its owner's hand instead.`,
			`ReplacementClause{Subject:ThisRef{This:true} Event:WouldDie{Die:true} Instead:ActionClause{Predicate:Return{Object:ItRef{It:true} Hand:Possessive{Owner:true}}} CloseInstead:true}`},
		{`if target card would be put into a graveyard from anywhere, exile it instead.`,
			`ReplacementClause{Subject:TargetRef{Selector:Selector{Words:[card]}} Event:WouldBePut{Anywhere:true} Instead:ActionClause{Predicate:Exile{Object:ItRef{It:true}}} CloseInstead:true}`},
		{`destroy target creature. if that creature would die this way, exile it instead.`,
			"ActionClause{Predicate:Destroy{Object:TargetRef{Selector:Selector{Words:[creature]}}}}\n" +
				`ReplacementClause{Subject:ThatRef{Noun:"creature"} Event:WouldDie{Die:true} ThisWay:true Instead:ActionClause{Predicate:Exile{Object:ItRef{It:true}}} CloseInstead:true}`},
		{`if that creature or planeswalker would die this turn, exile it instead.`,
			`ReplacementClause{Subject:ThatRef{Noun:"creature" OrPlaneswalker:true} Event:WouldDie{Die:true} Duration:Duration{ThisTurn:true} Instead:ActionClause{Predicate:Exile{Object:ItRef{It:true}}} CloseInstead:true}`},
		{`if a card would be put into your graveyard this way, return it to its owner's hand instead.`,
			`ReplacementClause{Subject:IndefiniteRef{Article:"a" Selector:Selector{Words:[card]}} Event:WouldBePut{Whose:Possessive{Your:true}} ThisWay:true Instead:ActionClause{Predicate:Return{Object:ItRef{It:true} Hand:Possessive{Owner:true}}} CloseInstead:true}`},
		{`if a source would deal damage to you, prevent 1 damage that would be dealt to you instead.`,
			`ReplacementClause{Subject:IndefiniteRef{Article:"a" Selector:Selector{Words:[source]}} Event:WouldDealDamage{To:YouRef{You:true}} Instead:PreventClause{Amount:1 To:YouRef{You:true}} CloseInstead:true}`},
		{`if you would lose the game, instead exile this and your life total becomes 20.`,
			`ReplacementClause{Subject:YouRef{You:true} Event:WouldLoseGame{Lose:true} LeadInstead:true Instead:ActionClause{Predicate:Exile{Object:ThisRef{This:true}}} Rest:[Joined{Join:"and" Clause:ActionClause{Predicate:LifeTotalBecomes{Whose:Possessive{Your:true} Amount:Amount{Number:20}}}}]}`},
		{`at the beginning of the next end step, return it to the battlefield.`,
			`DelayedClause{At:Step{Name:"end step"} Clause:ActionClause{Predicate:Return{Object:ItRef{It:true} Battlefield:true}}}`},
		{`prevent all combat damage that would be dealt by target creature until end of turn.`,
			`PreventClause{All:true Combat:true By:TargetRef{Selector:Selector{Words:[creature]}} Duration:Duration{EndOfTurn:true}}`},
		{`choose one — • target player draws 2 cards. • destroy target artifact.`,
			`Sentence{Modes:Modes{Count:1 Modes:[Sentence{Clause:ActionClause{Subject:TargetPlayerRef{} Predicate:Draw{Amount:Amount{Number:2}}}}, Sentence{Clause:ActionClause{Predicate:Destroy{Object:TargetRef{Selector:Selector{Words:[artifact]}}}}}]}}`},
		{`choose two - * draw a card. * you gain 3 life. * scry 2.`,
			`Sentence{Modes:Modes{Count:2 Modes:[Sentence{Clause:ActionClause{Predicate:Draw{Amount:Amount{Number:1}}}}, Sentence{Clause:ActionClause{Subject:YouRef{You:true} Predicate:GainLife{Amount:Amount{Number:3}}}}, Sentence{Clause:ActionClause{Predicate:Scry{Amount:Amount{Number:2}}}}]}}`},
		{`draw a card then discard a card.`,
			`Sentence{Clause:ActionClause{Predicate:Draw{Amount:Amount{Number:1}}} Rest:[Joined{Join:"then" Clause:ActionClause{Predicate:Discard{Amount:Amount{Number:1}}}}]}`},
	}
	for _, tt := range tests {
		src := "card \"X\" {\n spell: " + tt.src + "\n}"
		f, err := Parse("t.mtgs", []byte(src))
		if tt.want == "" {
			if err == nil {
				t.Errorf("%s: parsed, want an error", tt.src)
			}
			continue
		}
		if err != nil {
			t.Errorf("%s: %v", tt.src, err)
			continue
		}
		var got []string
		for _, s := range f.Decls[0].(*Card).Items[0].(*SpellAbility).Effects.Sentences {
			if s.Modes == nil && len(s.Rest) == 0 && !strings.HasPrefix(tt.want, "Sentence") {
				got = append(got, dump(s.Clause))
			} else {
				got = append(got, dump(s))
			}
		}
		if g := strings.Join(got, "\n"); g != tt.want {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, g, tt.want)
		}
	}
}

func TestEventShapes(t *testing.T) {
	tests := []struct{ src, want string }{
		{`this enters`, `Event{Subject:ThisRef{This:true} Verb:EntersEvent{}}`},
		{`a creature enters the battlefield under your control`, `Event{Subject:IndefiniteRef{Article:"a" Selector:Selector{Words:[creature]}} Verb:EntersEvent{Battlefield:true UnderYourControl:true}}`},
		{`this leaves the battlefield`, `Event{Subject:ThisRef{This:true} Verb:LeavesEvent{Battlefield:true}}`},
		{`enchanted creature dies`, `Event{Subject:AttachedRef{Via:"enchanted" Noun:"creature"} Verb:DiesEvent{Dies:true}}`},
		{`enchanted creature leaves the battlefield`, `Event{Subject:AttachedRef{Via:"enchanted" Noun:"creature"} Verb:LeavesEvent{Battlefield:true}}`},
		{`enchanted Forest is tapped for mana`, `Event{Subject:AttachedRef{Via:"enchanted" Noun:"Forest"} Verb:IsTappedForManaEvent{Tapped:true}}`},
		{`this is put into a graveyard from the battlefield`, `Event{Subject:ThisRef{This:true} Verb:PutIntoGraveyardEvent{}}`},
		{`this is put into a graveyard from anywhere`, `Event{Subject:ThisRef{This:true} Verb:PutIntoGraveyardEvent{Anywhere:true}}`},
		{`this attacks`, `Event{Subject:ThisRef{This:true} Verb:AttacksEvent{Attacks:true}}`},
		{`this blocks`, `Event{Subject:ThisRef{This:true} Verb:BlocksEvent{Blocks:true}}`},
		{`this becomes blocked`, `Event{Subject:ThisRef{This:true} Verb:BecomesBlockedEvent{Blocked:true}}`},
		{`you cast a noncreature spell`, `Event{Subject:YouRef{You:true} Verb:CastEvent{Object:IndefiniteRef{Article:"a" Selector:Selector{Words:[noncreature, spell]}}}}`},
	}
	for _, tt := range tests {
		f := parseOne(t, "card \"X\" { when "+tt.src+", draw a card. }")
		if got := dump(f.Decls[0].(*Card).Items[0].(*TriggeredAbility).Event); got != tt.want {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
	}
}

func TestDeckAndGame(t *testing.T) {
	f := parseOne(t, `deck "Burn" { 4 "Lightning Bolt" 20 "Mountain" }
game "test" { players "Alice" deck "Burn", "Bob" deck "Burn"; seed 42 }`)
	want := `[Deck{Name:"Burn" Entries:[DeckEntry{Count:4 Card:"Lightning Bolt"}, DeckEntry{Count:20 Card:"Mountain"}]}, ` +
		`Game{Name:"test" Players:[Seat{Player:"Alice" Deck:"Burn"}, Seat{Player:"Bob" Deck:"Burn"}] Seed:42}]`
	got := dump(f.Decls)
	// EndPos is a position and is left out; compare the rest.
	if got != want {
		t.Errorf("\n got: %s\nwant: %s", got, want)
	}
}

func TestScenarioShapes(t *testing.T) {
	tests := []struct{ src, want string }{
		{`players Alice, Bob`, `PlayersSetup{Players:["Alice", "Bob"]}`},
		{`turn 3 Alice main1`, `TurnSetup{Turn:3 Player:"Alice" Step:ScenarioStep{Name:"main1"}}`},
		{`life Bob 5`, `LifeSetup{Player:"Bob" Life:5}`},
		{`mana Alice {R}{R}`, `ManaSetup{Player:"Alice" Mana:{R}{R}}`},
		{`Alice hand: "Oblivion Ring", 2 "Lightning Bolt"`, `ZoneSetup{Player:"Alice" Zone:"hand" Cards:[CardSpec{Name:"Oblivion Ring"}, CardSpec{Count:2 Name:"Lightning Bolt"}]}`},
		{`Alice battlefield: 3 "Plains", "Grizzly Bears" as bears tapped with 1 +1/+1 counter, "Rancor" attached to bears, "Grizzly Bears" as bears2 sick`,
			`ZoneSetup{Player:"Alice" Zone:"battlefield" Cards:[CardSpec{Count:3 Name:"Plains"}, CardSpec{Name:"Grizzly Bears" Label:"bears" Tapped:true Counters:[CounterSpec{Count:1 Counter:"+1/+1"}]}, CardSpec{Name:"Rancor" AttachedTo:bears}, CardSpec{Name:"Grizzly Bears" Label:"bears2" Sick:true}]}`},
		{`Alice cast "Lightning Bolt" targeting bears, Bob kicked {W} and {2}{B} with flashback x 3 mode 2`,
			`CastAction{Actor:"Alice" Card:"Lightning Bolt" Targets:Targets{Refs:[bears, Bob]} Kicked:[{W}, {2}{B}] Flashback:true X:3 Mode:[2]}`},
		{`cast "Giant Growth" targeting bears`, `CastAction{Card:"Giant Growth" Targets:Targets{Refs:[bears]}}`},
		{`Alice activate ring ability 2 targeting bears`, `ActivateAction{Actor:"Alice" Card:ring Ability:2 Targets:Targets{Refs:[bears]}}`},
		{`play "Forest"`, `PlayAction{Card:"Forest"}`},
		{`Alice tap "Forest" for mana`, `TapForManaAction{Actor:"Alice" Card:"Forest"}`},
		{`pass`, `PassAction{Pass:true}`},
		{`resolve`, `ResolveAction{}`},
		{`resolve all`, `ResolveAction{All:true}`},
		{`goto end`, `GotoAction{Step:ScenarioStep{Name:"end"}}`},
		{`goto upkeep of next turn`, `GotoAction{Step:ScenarioStep{Name:"upkeep"} NextTurn:true}`},
		{`Alice attack with bears, bears2 -> Bob`, `AttackAction{Actor:"Alice" Attackers:[bears, bears2] Defender:"Bob"}`},
		{`Bob block bears with wall, "Grizzly Bears"`, `BlockAction{Actor:"Bob" Attacker:bears Blockers:[wall, "Grizzly Bears"]}`},
		{`Bob declares no blockers`, `DeclareNoneAction{Actor:"Bob" Blockers:true}`},
		{`declare no blockers`, `DeclareNoneAction{Blockers:true}`},
		{`Alice declares no attackers`, `DeclareNoneAction{Actor:"Alice" Attackers:true}`},
		{`expect refused "509.1": Alice declares no blockers`, `Expect{Check:ExpectRefused{Rule:"509.1" Action:DeclareNoneAction{Actor:"Alice" Blockers:true}}}`},
		{`choose bears, yes, no, mode 2, player Bob`, `ChooseAction{Answers:[Answer{Card:bears}, Answer{Yes:true}, Answer{No:true}, Answer{Mode:2}, Answer{Player:"Bob"}]}`},
		{`Alice chooses yes, kicked {W} and {2}{B}, 2, bears`, `ChooseAction{Actor:"Alice" Answers:[Answer{Yes:true}, Answer{Kicked:[{W}, {2}{B}]}, Answer{Number:2}, Answer{Card:bears}]}`},
		{`expect bears in graveyard`, `Expect{Check:ExpectCard{Card:bears Check:InZone{Zone:"graveyard"}}}`},
		{`expect bears in Bob's exile`, `Expect{Check:ExpectCard{Card:bears Check:InZone{Player:"Bob" Zone:"exile"}}}`},
		{`expect 2 "Island" in Alice's hand`, `Expect{Check:ExpectCountIn{Count:2 Name:"Island" Player:"Alice" Zone:"hand"}}`},
		{`expect Alice's hand has 7 cards`, `Expect{Check:ExpectZoneCount{Player:"Alice" Zone:"hand" Count:7}}`},
		{`expect bears is 2/2`, `Expect{Check:ExpectCard{Card:bears Check:IsPT{PT:"2/2"}}}`},
		{`expect bears is white and blue`, `Expect{Check:ExpectCard{Card:bears Check:IsColors{Colors:["white", "blue"]}}}`},
		{`expect bears is colorless`, `Expect{Check:ExpectCard{Card:bears Check:IsColorless{Colorless:true}}}`},
		{`expect bears is creature`, `Expect{Check:ExpectCard{Card:bears Check:IsType{Type:creature}}}`},
		{`expect bears is not Goblin`, `Expect{Check:ExpectCard{Card:bears Check:IsType{Not:true Type:Goblin}}}`},
		{`expect bears has trample`, `Expect{Check:ExpectCard{Card:bears Check:HasKeyword{Keyword:trample}}}`},
		{`expect bears lacks trample`, `Expect{Check:ExpectCard{Card:bears Check:LacksKeyword{Keyword:trample}}}`},
		{`expect bears controlled by Bob`, `Expect{Check:ExpectCard{Card:bears Check:ControlledBy{Player:"Bob"}}}`},
		{`expect bears tapped`, `Expect{Check:ExpectCard{Card:bears Check:IsTapped{Tapped:true}}}`},
		{`expect bears untapped`, `Expect{Check:ExpectCard{Card:bears Check:IsUntapped{Untapped:true}}}`},
		{`expect bears has 0 +1/+1 counters`, `Expect{Check:ExpectCard{Card:bears Check:HasCounters{Counter:"+1/+1"}}}`},
		{`expect bears has 3 damage`, `Expect{Check:ExpectCard{Card:bears Check:HasDamage{Damage:3}}}`},
		{`expect bears summoning sick`, `Expect{Check:ExpectCard{Card:bears Check:IsSummoningSick{}}}`},
		{`expect bears not summoning sick`, `Expect{Check:ExpectCard{Card:bears Check:IsSummoningSick{Not:true}}}`},
		{`expect "Rancor" attached to bears`, `Expect{Check:ExpectCard{Card:"Rancor" Check:AttachedTo{To:bears}}}`},
		{`expect "Rancor" unattached`, `Expect{Check:ExpectCard{Card:"Rancor" Check:Unattached{Unattached:true}}}`},
		{`expect Bob life 17`, `Expect{Check:ExpectLife{Player:"Bob" Life:17}}`},
		{`expect Alice mana {W}{U}`, `Expect{Check:ExpectMana{Player:"Alice" Mana:{W}{U}}}`},
		{`expect Alice mana empty`, `Expect{Check:ExpectMana{Player:"Alice" Empty:true}}`},
		{`expect stack empty`, `Expect{Check:ExpectStackEmpty{Empty:true}}`},
		{`expect stack: "Lightning Bolt", "Flickerwisp ability"`, `Expect{Check:ExpectStack{Items:["Lightning Bolt", "Flickerwisp ability"]}}`},
		{`expect log "deals 3 damage"`, `Expect{Check:ExpectLog{Text:"deals 3 damage"}}`},
		{`expect no log "deals"`, `Expect{Check:ExpectLog{No:true Text:"deals"}}`},
		{`expect refused "601.2c": Alice cast "Giant Growth" targeting wall`,
			`Expect{Check:ExpectRefused{Rule:"601.2c" Action:CastAction{Actor:"Alice" Card:"Giant Growth" Targets:Targets{Refs:[wall]}}}}`},
		{`expect step main2`, `Expect{Check:ExpectStep{Step:ScenarioStep{Name:"main2"}}}`},
		{`expect turn 4 Bob`, `Expect{Check:ExpectTurn{Turn:4 Player:"Bob"}}`},
	}
	for _, tt := range tests {
		f := parseOne(t, "scenario \"s\" {\n"+tt.src+"\n}")
		stmts := f.Decls[0].(*Scenario).Stmts
		if len(stmts) != 1 {
			t.Errorf("%s: %d statements: %s", tt.src, len(stmts), dump(stmts))
			continue
		}
		if got := dump(stmts[0]); got != tt.want {
			t.Errorf("%s\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
	}
}

func TestCaseInsensitiveKeywords(t *testing.T) {
	f := parseOne(t, "CARD \"X\" {\n Type Creature — Bear\n PT 2/2\n When This Enters The Battlefield, Target Creature Gets +1/+1 Until End Of Turn.\n}")
	got := dump(f.Decls[0].(*Card).Items[2].(*TriggeredAbility).Effects)
	want := `Effects{Sentences:[Sentence{Clause:ActionClause{Subject:TargetRef{Selector:Selector{Words:[Creature]}} Predicate:GetsPT{Mod:"+1/+1"} Trail:Duration{EndOfTurn:true}}}]}`
	if got != want {
		t.Errorf("\n got: %s\nwant: %s", got, want)
	}
}

// TestItemBoundaries checks where one card item ends and the next begins
// when nothing but a newline separates them.
func TestItemBoundaries(t *testing.T) {
	f := parseOne(t, `card "X" {
  type Creature — Goblin
  menace
  kicker {W}
  {T}: add {R}.
  when this enters, draw a card.
  sacrifice a creature you control: this gets +1/+1 until end of turn.
  at the beginning of your upkeep, draw a card.
  static: this has flying.
  exile this from your graveyard: draw a card.
}`)
	var kinds []string
	for _, it := range f.Decls[0].(*Card).Items {
		kinds = append(kinds, strings.TrimPrefix(strings.SplitN(dump(it), "{", 2)[0], "*"))
	}
	want := "TypeItem KeywordItem KeywordItem ActivatedAbility TriggeredAbility ActivatedAbility StepTriggeredAbility StaticAbility ActivatedAbility"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("\n got: %s\nwant: %s", got, want)
	}
}

func TestPositions(t *testing.T) {
	f := parseOne(t, "card \"X\" {\n  spell: this deals 3 damage to any target.\n}\nscenario \"s\" {\n  players Alice, Bob\n  expect bears in graveyard\n}")
	spell := f.Decls[0].(*Card).Items[0].(*SpellAbility)
	clause := spell.Effects.Sentences[0].Clause.(*ActionClause)
	if p := clause.Predicate.Position(); p.Filename != "t.mtgs" || p.Line != 2 || p.Column != 15 {
		t.Errorf("predicate at %v, want t.mtgs:2:15", p)
	}
	exp := f.Decls[1].(*Scenario).Stmts[1]
	if p := exp.Position(); p.Line != 6 || p.Column != 3 {
		t.Errorf("expect at %v, want 6:3", p)
	}
}

func TestErrors(t *testing.T) {
	tests := []struct{ src, want string }{
		{"card \"Bolt\" {\n  cost {R}\n  spell: this damage 3 to any target.\n}",
			`bolt.mtgs:3:15: unexpected "damage", expected a verb, "do", "enter", "enters", "is", "turn" or "'s"`},
		{"card \"A\" {\n  spell: draw a card. this deals much damage.\n}",
			`bolt.mtgs:2:34: unexpected "much", expected an amount or "damage"`},
		// Several errors, one per declaration, all reported.
		{"card \"A\" {\n  pt 2\n}\ncard \"B\" {\n  spell: draw a card\n}\nscenario \"s\" {\n  players Alice\n  expect bears is\n}\n",
			"bolt.mtgs:2:6: unexpected \"2\", expected a power/toughness like 2/2\n" +
				"bolt.mtgs:6:1: unexpected \"}\", expected \".\"\n" +
				"bolt.mtgs:10:1: unexpected \"}\", expected a word"},
		// Every alternative that fails at the same word is named, not the
		// last one tried (issue 6: a misspelt "the next time" was
		// reported as expecting "flashback", "gain life" as expecting a
		// keyword).
		{"card \"CoP\" {\n  {1}: the last time a red source of your choice would deal damage to you this turn, prevent that damage.\n}",
			`bolt.mtgs:2:12: unexpected "last", expected "next"`},
		{"card \"A\" {\n  spell: you gain {3} life.\n}",
			`bolt.mtgs:2:19: unexpected mana cost {3}, expected an amount, a keyword, a card label or name, "control" or "life"`},
		// Every broken ability of a card is reported, not only the first.
		{"card \"A\" {\n  type Creature\n  when this enters, you draw a cards foo.\n  spell: this deals 2 dmg to any target.\n  {T}: add {G} and bar.\n  flying\n}\ncard \"B\" { pt 1 }",
			"bolt.mtgs:3:38: unexpected \"foo\", expected \".\"\n" +
				"bolt.mtgs:4:23: unexpected \"dmg\", expected \"damage\"\n" +
				"bolt.mtgs:5:20: unexpected \"bar\", expected a verb\n" +
				"bolt.mtgs:8:15: unexpected \"1\", expected a power/toughness like 2/2"},
		// A line that continues a broken ability is not taken for an item.
		{"card \"A\" {\n  spell: draw a card foo.\n  discard a card.\n  return it to your hand.\n}",
			`bolt.mtgs:2:22: unexpected "foo", expected "."`},
		// A missing "}" costs only its own declaration.
		{"card \"A\" {\n  cost {R}\ncard \"B\" { type Instant\n spell: draw a card. }\n",
			`bolt.mtgs:3:1: unexpected "card", expected "}"`},
		{"card \"A\" {\n  cost {R}\n", `bolt.mtgs:3:1: unexpected end of file, expected "}"`},
		{"garbage\ncard \"A\" { @ }\n",
			"bolt.mtgs:1:1: unexpected \"garbage\", expected \"card\", \"deck\", \"scenario\", \"game\" or \"sheet\"\n" +
				"bolt.mtgs:2:12: invalid character \"@\""},
		{"card \"A\" { oracle \"a\\qb\" }\ncard \"B\" { oracle \"abc",
			"bolt.mtgs:1:19: invalid escape \\q in string (use \\\", \\\\ or \\n)\n" +
				"bolt.mtgs:2:19: string not terminated"},
		{"scenario \"s\" {\n  players Alice, Bob\n  pass\n  life Bob 3\n}",
			`bolt.mtgs:4:3: setup statement after the first action (setup must come first)`},
		{"scenario \"s\" {\n  Alice hand \"Bolt\"\n}", `bolt.mtgs:2:14: unexpected string "Bolt", expected ":"`},
		{"scenario \"s\" {\n  goto lunch\n}", `bolt.mtgs:2:8: unexpected "lunch", expected a step`},
		{"deck \"D\" { 4 \"Bolt\" 3 }", `bolt.mtgs:1:23: unexpected "}", expected a string`},
		{"game \"G\" { players \"A\" deck \"D\" seed }", `bolt.mtgs:1:38: unexpected "}", expected a number`},
		{"card \"A\" { when this enters, draw a card }", `bolt.mtgs:1:42: unexpected "}", expected "."`},
		{"card \"A\" { spell: destroy target. }", `bolt.mtgs:1:33: unexpected ".", expected a word, "token" or "tokens"`},
		{"card \"A\" {\n  type Creature\n  pt 2/2 2/2\n}", `bolt.mtgs:3:10: unexpected "2/2", expected "}"`},
	}
	for _, tt := range tests {
		_, err := Parse("bolt.mtgs", []byte(tt.src))
		if err == nil {
			t.Errorf("%q: no error, want %s", tt.src, tt.want)
			continue
		}
		if got := err.Error(); got != tt.want {
			t.Errorf("%q\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
		var merr *multierror.Error
		if !errors.As(err, &merr) {
			t.Errorf("%T is not a *multierror.Error", err)
			continue
		}
		for _, e := range merr.Errors {
			var gerr *Error
			if !errors.As(e, &gerr) {
				t.Errorf("%T is not a *grammar.Error", e)
			}
		}
	}
}

func TestPartialFile(t *testing.T) {
	f, err := Parse("t.mtgs", []byte("card \"A\" { pt }\ncard \"B\" { pt 1/1 }"))
	if err == nil {
		t.Fatal("want an error")
	}
	if len(f.Decls) != 1 || f.Decls[0].(*Card).Name != "B" {
		t.Errorf("good declarations: %s", dump(f.Decls))
	}
}

// TestLanguageDocExamples parses every ```mtgs block of docs/language.md,
// and every ```mtgs-syntax block (wording the parser accepts and the
// checker refuses yet), so that the reference stays in step with the
// parser. interp's TestLanguageDocExamplesCheck checks them.
func TestLanguageDocExamples(t *testing.T) {
	doc, err := os.ReadFile("../docs/language.md")
	if err != nil {
		t.Skip(err)
	}
	n, start := 0, 0 // start: the line of the open block's fence, or 0
	var code strings.Builder
	for i, l := range strings.Split(string(doc), "\n") {
		info, fence := strings.CutPrefix(strings.TrimSpace(l), "```")
		switch {
		case start == 0 && fence && (info == "mtgs" || info == "mtgs-syntax"):
			start = i + 1
			code.Reset()
		case start != 0 && fence:
			n++
			// Blank lines before the code put each position at its line
			// of the document.
			src := strings.Repeat("\n", start) + code.String()
			if _, err := Parse("docs/language.md", []byte(src)); err != nil {
				t.Errorf("block at docs/language.md:%d:\n%v", start+1, err)
			}
			start = 0
		case start != 0:
			code.WriteString(l)
			code.WriteByte('\n')
		}
	}
	if start != 0 {
		t.Fatalf("docs/language.md:%d: unterminated block", start)
	}
	if n < 10 {
		t.Errorf("only %d examples found", n)
	}
}

// TestNoProductionStartsWithLookahead guards the error messages: a
// production that begins with a positive lookahead "(?= …)" fails with an
// error instead of not matching when its first token is wrong, and that
// error, at no progress, hides the deeper one from the alternative that was
// meant (a card item reported as `unexpected "spell"` instead of the
// unknown verb after it). Put the production's first literal before the
// lookahead.
func TestNoProductionStartsWithLookahead(t *testing.T) {
	for _, line := range strings.Split(EBNF(), "\n") {
		name, expr, ok := strings.Cut(line, " = ")
		if ok && strings.HasPrefix(strings.TrimSpace(expr), "(?=") {
			t.Errorf("%s begins with a positive lookahead: %s", name, expr)
		}
	}
}

func TestUnknownVerbIsReportedWhereItIs(t *testing.T) {
	src := "card \"Test Bad\" {\n  cost {R}\n  type Instant\n  spell: frobnicate target creature.\n}\n"
	_, err := Parse("bad.mtgs", []byte(src))
	if err == nil || !strings.HasPrefix(err.Error(), "bad.mtgs:4:10: unexpected \"frobnicate\"") {
		t.Errorf("got %v, want an error at the unknown verb, bad.mtgs:4:10", err)
	}
}
