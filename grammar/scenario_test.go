package grammar

import (
	"strings"
	"testing"
)

// TestScenarioChoiceShapes checks the forms a scenario uses for who
// chooses and for answers to choices of colours, creature types, card
// names, numbers and replacement effects.
func TestScenarioChoiceShapes(t *testing.T) {
	tests := []struct{ src, want string }{
		{`Bob chooses bears`, `ChooseAction{Actor:"Bob" Answers:[Answer{Card:bears}]}`},
		{`Alice chooses yes`, `ChooseAction{Actor:"Alice" Answers:[Answer{Yes:true}]}`},
		{`Alice choose no`, `ChooseAction{Actor:"Alice" Answers:[Answer{No:true}]}`},
		{`chooses bears`, `ChooseAction{Answers:[Answer{Card:bears}]}`},
		{`choose red, Goblin`, `ChooseAction{Answers:[Answer{Card:red}, Answer{Card:Goblin}]}`},
		{`choose name "Lightning Bolt"`, `ChooseAction{Answers:[Answer{CardName:"Lightning Bolt"}]}`},
		{`choose "Lightning Bolt"`, `ChooseAction{Answers:[Answer{Card:"Lightning Bolt"}]}`},
		{`Bob chooses 3, 0`, `ChooseAction{Actor:"Bob" Answers:[Answer{Number:3}, Answer{Number:0}]}`},
		{`choose replacement "Test Phoenix"`, `ChooseAction{Answers:[Answer{Replacement:"Test Phoenix"}]}`},
		{`choose name`, `ChooseAction{Answers:[Answer{Card:name}]}`}, // a label called "name"
	}
	checkStatements(t, tests)
}

// TestScenarioSetupShapes checks tokens and "entered this turn" in a
// set-up.
func TestScenarioSetupShapes(t *testing.T) {
	tests := []struct{ src, want string }{
		{`Alice battlefield: 1/1 white Soldier creature token`,
			`ZoneSetup{Player:"Alice" Zone:"battlefield" Cards:[CardSpec{Token:TokenSpec{PT:"1/1" Words:[white, Soldier, creature]}}]}`},
		{`Alice battlefield: 2 3/1 red Elemental creature tokens with haste, "Grizzly Bears"`,
			`ZoneSetup{Player:"Alice" Zone:"battlefield" Cards:[CardSpec{Count:2 Token:TokenSpec{PT:"3/1" Words:[red, Elemental, creature] Keywords:[Keyword{Name:haste}]}}, CardSpec{Name:"Grizzly Bears"}]}`},
		{`Alice battlefield: 4/4 white Angel creature token with flying and vigilance as angel tapped`,
			`ZoneSetup{Player:"Alice" Zone:"battlefield" Cards:[CardSpec{Token:TokenSpec{PT:"4/4" Words:[white, Angel, creature] Keywords:[Keyword{Name:flying}, Keyword{Name:vigilance}]} Label:"angel" Tapped:true}]}`},
		{`Alice battlefield: 1/1 white Spirit creature token with flying with 1 +1/+1 counter`,
			`ZoneSetup{Player:"Alice" Zone:"battlefield" Cards:[CardSpec{Token:TokenSpec{PT:"1/1" Words:[white, Spirit, creature] Keywords:[Keyword{Name:flying}]} Counters:[CounterSpec{Count:1 Counter:"+1/+1"}]}]}`},
		{`Alice battlefield: 1/1 white Soldier creature token with 2 +1/+1 counters`,
			`ZoneSetup{Player:"Alice" Zone:"battlefield" Cards:[CardSpec{Token:TokenSpec{PT:"1/1" Words:[white, Soldier, creature]} Counters:[CounterSpec{Count:2 Counter:"+1/+1"}]}]}`},
		{`Alice battlefield: colorless Treasure artifact token as t`,
			`ZoneSetup{Player:"Alice" Zone:"battlefield" Cards:[CardSpec{Token:TokenSpec{Words:[colorless, Treasure, artifact]} Label:"t"}]}`},
		{`Alice battlefield: "Test Spirit" token as spirit, "Grizzly Bears" as bears entered this turn`,
			`ZoneSetup{Player:"Alice" Zone:"battlefield" Cards:[CardSpec{Name:"Test Spirit" NamedToken:true Label:"spirit"}, CardSpec{Name:"Grizzly Bears" Label:"bears" Entered:true}]}`},
		{`Alice battlefield: "Grizzly Bears" entered this turn sick tapped`,
			`ZoneSetup{Player:"Alice" Zone:"battlefield" Cards:[CardSpec{Name:"Grizzly Bears" Tapped:true Sick:true Entered:true}]}`},
	}
	checkStatements(t, tests)
}

// TestScenarioExpectShapes checks the combat, "entered this turn",
// keyword-with-quality and log-order expectations.
func TestScenarioExpectShapes(t *testing.T) {
	tests := []struct{ src, want string }{
		{`expect bears attacking`, `Expect{Check:ExpectCard{Card:bears Check:InCombat{Role:"attacking"}}}`},
		{`expect bears not attacking`, `Expect{Check:ExpectCard{Card:bears Check:InCombat{Not:true Role:"attacking"}}}`},
		{`expect wall blocking`, `Expect{Check:ExpectCard{Card:wall Check:InCombat{Role:"blocking"}}}`},
		{`expect "Grizzly Bears" not blocking`, `Expect{Check:ExpectCard{Card:"Grizzly Bears" Check:InCombat{Not:true Role:"blocking"}}}`},
		{`expect bears entered this turn`, `Expect{Check:ExpectCard{Card:bears Check:EnteredThisTurn{}}}`},
		{`expect bears not entered this turn`, `Expect{Check:ExpectCard{Card:bears Check:EnteredThisTurn{Not:true}}}`},
		{`expect bears not summoning sick`, `Expect{Check:ExpectCard{Card:bears Check:IsSummoningSick{Not:true}}}`},
		{`expect bears has protection from red`, `Expect{Check:ExpectCard{Card:bears Check:HasKeyword{Keyword:protection From:red}}}`},
		{`expect bears lacks protection from red`, `Expect{Check:ExpectCard{Card:bears Check:LacksKeyword{Keyword:protection From:red}}}`},
		{`expect bears has first strike`, `Expect{Check:ExpectCard{Card:bears Check:HasKeyword{Keyword:first strike}}}`},
		{`expect log "A" then "B" then "C"`, `Expect{Check:ExpectLog{Text:"A" Then:["B", "C"]}}`},
		{`expect no log "B" then "A"`, `Expect{Check:ExpectLog{No:true Text:"B" Then:["A"]}}`},
	}
	checkStatements(t, tests)
}

func checkStatements(t *testing.T, tests []struct{ src, want string }) {
	t.Helper()
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

// TestScenarioStatementBoundaries checks that the new forms end where the
// next statement starts, with only newlines between them.
func TestScenarioStatementBoundaries(t *testing.T) {
	f := parseOne(t, `scenario "s" {
  players Alice, Bob
  Alice battlefield: 1/1 white Soldier creature token with flying
  Bob battlefield: "Grizzly Bears" as bears entered this turn
  Bob chooses bears
  Alice chooses red
  choose 3
  Alice cast "Lightning Bolt"
  expect bears attacking
  Bob chooses Goblin
  expect log "A" then "B"
  expect bears has protection from red
  Alice attack with bears
}`)
	var kinds []string
	for _, st := range f.Decls[0].(*Scenario).Stmts {
		kinds = append(kinds, strings.SplitN(dump(st), "{", 2)[0])
	}
	want := "PlayersSetup ZoneSetup ZoneSetup ChooseAction ChooseAction ChooseAction CastAction Expect ChooseAction Expect Expect AttackAction"
	if got := strings.Join(kinds, " "); got != want {
		t.Errorf("\n got: %s\nwant: %s", got, want)
	}
}
