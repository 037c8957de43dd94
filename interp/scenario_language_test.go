package interp

import (
	"errors"
	"strings"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// compileScenario compiles one file against the bundled library and
// returns its only scenario.
func compileScenario(t *testing.T, src string) *Scenario {
	t.Helper()
	prog, err := Compile(stdlib(t), Source{Name: "s.mtgs", Text: []byte(src)})
	if err != nil {
		t.Fatalf("does not compile:\n%v", err)
	}
	if len(prog.Scenarios) != 1 {
		t.Fatalf("expected one scenario, got %d", len(prog.Scenarios))
	}
	return prog.Scenarios[0]
}

const mindTwist = `card "Test Mind Twist" {
  cost {B}
  type Sorcery
  spell: each opponent discards a card.
}
`

// TestScenarioChoiceFailures runs scenarios whose choices go wrong and
// checks that each fails at the line of the answer, saying why.
func TestScenarioChoiceFailures(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		line       string // the line of the failure
		want       string
	}{
		{"a choice made by the wrong player", `
  Alice hand: "Test Mind Twist"
  Alice battlefield: "Swamp"
  Bob hand: "Island" as keep, "Mountain" as toss
  Alice chooses toss
  cast "Test Mind Twist"
  pass`, "Alice chooses toss", `expected Alice to choose toss, got a decision of Bob's: discard 1 card`},
		{"a yes answered for the wrong player", `
  Alice hand: "Goblin Dark-Dwellers"
  Alice graveyard: "Lightning Bolt"
  Alice battlefield: 5 "Mountain"
  Bob battlefield: "Grizzly Bears" as bears
  cast "Goblin Dark-Dwellers"
  Alice chooses "Lightning Bolt"
  pass
  Bob chooses yes
  pass`, "Bob chooses yes", `expected Bob to choose yes, got a decision of Alice's: you may cast`},
		{"a replacement effect no option names", `
  Alice hand: "Lightning Bolt"
  Alice battlefield: "Mountain"
  Bob battlefield: "Test Homing Phoenix" as phoenix, "Test Ashes Field"
  Bob chooses replacement "Rest in Peace"
  cast "Lightning Bolt" targeting phoenix
  pass`, "Bob chooses replacement", `choose which replacement effect applies first: expected a choice among [Test Homing Phoenix: if this would die, return it to its owner's hand instead, Test Ashes Field: if a card would be put into a graveyard from anywhere, exile it instead], got "replacement \"Rest in Peace\""`},
		{"a replacement answer for the wrong player", `
  Alice hand: "Lightning Bolt"
  Alice battlefield: "Mountain"
  Bob battlefield: "Test Homing Phoenix" as phoenix, "Test Ashes Field"
  Alice chooses replacement "Test Ashes Field"
  cast "Lightning Bolt" targeting phoenix
  pass`, "Alice chooses replacement", `expected Alice to choose replacement "Test Ashes Field", got a decision of Bob's: choose which replacement effect applies first`},
		{"a number where a target is asked for", `
  Alice hand: "Oblivion Ring"
  Alice battlefield: 3 "Plains"
  Bob battlefield: "Grizzly Bears" as bears, "Grizzly Bears" as bears2
  choose 3
  cast "Oblivion Ring"
  pass`, "choose 3", `expected a choice among [Grizzly Bears #`},
		{"an answer nothing asks for", `
  Alice hand: "Lightning Bolt"
  Alice battlefield: "Mountain"
  Bob battlefield: "Grizzly Bears" as bears
  Bob chooses bears
  cast "Lightning Bolt" targeting bears
  pass`, "Bob chooses bears", `expected every choice to be used, got "bears" left over`},
		{"a kicker cost the spell cast by an effect does not have", `
  Alice hand: "Test Effectcast Shock" as shock, "Test Effectcast Blast"
  Alice battlefield: "Test Effectcast Rummager" as rummager, 3 "Mountain"
  Bob battlefield: "Grizzly Bears" as bears
  choose shock
  activate rummager
  choose yes, kicked {2}, bears
  resolve`, "choose yes, kicked {2}", `choose the kicker costs to pay for Test Effectcast Shock: expected kicker costs among [kicker {R}], got "kicked {2}" (asked during line`},
		{"a kicker answer for the wrong player", `
  Alice hand: "Test Effectcast Shock" as shock
  Alice battlefield: "Test Effectcast Rummager" as rummager, 3 "Mountain"
  Bob battlefield: "Grizzly Bears" as bears
  choose shock
  activate rummager
  Alice chooses yes
  Bob chooses kicked {R}
  resolve`, "Bob chooses kicked", `expected Bob to choose kicked {R}, got a decision of Alice's: choose the kicker costs to pay for Test Effectcast Shock`},
		// A mode, like every option that names no object or player, is
		// not the first player: "Alice" answers a choice of Alice, a
		// target, and is refused as a mode.
		{"the first player named where a mode is chosen", `
  Alice hand: "Test Answer Charm"
  Alice battlefield: "Mountain"
  choose Alice, Bob
  cast "Test Answer Charm"
  pass`, "choose Alice", `choose 1 mode(s) of Test Answer Charm: expected a choice among [mode 1, mode 2], got "player Alice"`},
		// A required choice left unanswered fails the action that asked it.
		{"X of a spell cast by an effect, unanswered", `
  Alice hand: "Test Effectcast Blast" as blast
  Alice battlefield: "Test Effectcast Rummager" as rummager, 3 "Mountain"
  choose blast
  activate rummager
  choose yes
  resolve`, "resolve", `choose X for Test Effectcast Blast, cast for {X}{R} (601.2b): expected a choice among [0, 1, 2], got no choice`},
		{"X of a card an effect casts for its mana cost, unanswered", `
  Alice graveyard: "Test Effectcast Blast" as blast
  Alice battlefield: "Test Effectcast Recaller" as recaller, 3 "Mountain"
  activate recaller targeting blast
  choose yes
  resolve`, "resolve", `choose X for Test Effectcast Blast, cast for {X}{R} (601.2b): expected a choice among [0, 1, 2], got no choice`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := mindTwist + answerCharm + phoenixCards + effectCastCards + "scenario \"s\" {\n  players Alice, Bob\n  turn 3 Alice main1" + tc.body + "\n}\n"
			res := compileScenario(t, src).Run(nil)
			if len(res.Failures) != 1 {
				t.Fatalf("expected one failure, got %v\n%s", res.Failures, strings.Join(res.Log, "\n"))
			}
			line := 1 + strings.Count(src[:strings.Index(src, tc.line)], "\n")
			f := res.Failures[0]
			if f.Pos.Line != line || !strings.Contains(f.Msg, tc.want) {
				t.Errorf("expected a failure at line %d containing %q, got %s", line, tc.want, f)
			}
		})
	}
}

// answerCharm is a modal spell whose modes both target a player.
const answerCharm = `card "Test Answer Charm" {
  cost {R}
  type Instant
  spell: choose one — • target player loses 1 life. • target player gains 3 life.
}
`

const phoenixCards = `card "Test Homing Phoenix" {
  cost {1}{R}
  type Creature — Phoenix
  pt 2/2
  static: if this would die, return it to its owner's hand instead.
}
card "Test Ashes Field" {
  cost {2}{B}
  type Enchantment
  static: if a card would be put into a graveyard from anywhere, exile it instead.
}
`

// effectCastCards are cards with a kicker or {X} that an effect casts: a
// madness trigger (702.35a), after a way to discard them, or "you may
// cast target sorcery card".
const effectCastCards = `card "Test Effectcast Shock" {
  cost {2}{R}
  type Instant
  kicker {R}
  spell: this deals 1 damage to any target.
  madness {R}
}
card "Test Effectcast Blast" {
  cost {X}{R}
  type Sorcery
  kicker {2}
  spell: this deals X damage to any target.
  madness {X}{R}
}
card "Test Effectcast Rummager" {
  cost {1}
  type Artifact
  discard a card: you gain 1 life.
}
card "Test Effectcast Recaller" {
  cost {1}
  type Artifact
  {0}: you may cast target sorcery card from your graveyard.
}
`

// TestScenarioChoiceKinds answers decisions of every kind that has a
// scenario answer — colors, creature types, card names, numbers and
// targets — from queued "choose" lines, matching options by label.
func TestScenarioChoiceKinds(t *testing.T) {
	sc := compileScenario(t, `scenario "s" {
  players Alice, Bob
  Alice battlefield: "Grizzly Bears" as red
  choose red, goblin, name "Lightning Bolt", 3, red
  Bob chooses Bear
  Bob chooses blue
}`)
	r := sc.start(nil)
	for _, st := range sc.steps {
		if err := st.run(r); err != nil {
			t.Fatal(err)
		}
	}
	bears := r.labels["red"].Obj.Ref
	for i, tc := range []struct {
		d    rt.Decision
		want string // the label of the option chosen, or the error
	}{
		{rt.Decision{Kind: rt.ChooseColor, Options: rt.ColorOptions(rt.AllColors)}, "red"},
		{rt.Decision{Kind: rt.ChooseCreatureType, Options: rt.LabelOptions("Bear", "Goblin", "Wall")}, "Goblin"},
		{rt.Decision{Kind: rt.ChooseCardName, Options: rt.LabelOptions("Grizzly Bears", "Lightning Bolt")}, "Lightning Bolt"},
		{rt.Decision{Kind: rt.ChooseNumber, Options: rt.NumberOptions(0, 5)}, "3"},
		// "red" is also a label: as a target it names the creature.
		{rt.Decision{Kind: rt.ChooseTargets, Options: []rt.Option{{Label: "Bob", Target: rt.Target{Player: 1}}, {Label: "bears", Target: rt.Target{Obj: bears, Player: rt.NoPlayer}}}}, "bears"},
		// Bob's answers wait for Bob's decisions.
		{rt.Decision{Kind: rt.ChooseColor, Options: rt.ColorOptions(rt.AllColors)}, `s.mtgs:5: expected Bob to choose Bear, got a decision of Alice's: choose`},
		{rt.Decision{Kind: rt.ChooseCreatureType, Player: 1, Options: rt.LabelOptions("Bear", "Goblin")}, "Bear"},
		{rt.Decision{Kind: rt.ChooseColor, Player: 1, Options: rt.ColorOptions(rt.AllColors &^ (1 << rt.Blue))},
			`s.mtgs:6: choose: expected a choice among [white, black, red, green], got "blue"`},
	} {
		d := tc.d
		d.Prompt, d.Min, d.Max = "choose", 1, 1
		idx, err := r.decide(r.g, &d)
		got := ""
		var ae *answerError
		switch {
		case errors.As(err, &ae):
			got = Failure{Pos: ae.pos, Msg: ae.msg}.String()
		case err != nil:
			got = err.Error()
		case len(idx) == 1:
			got = d.Options[idx[0]].Label
		}
		if !strings.HasPrefix(got, tc.want) {
			t.Errorf("decision %d (%s): expected %q, got %q", i+1, d.Kind, tc.want, got)
		}
	}
}

// TestScenarioLogOrder checks "expect log A then B" against a log.
func TestScenarioLogOrder(t *testing.T) {
	sc := compileScenario(t, `scenario "s" {
  players Alice, Bob
  turn 3 Alice main1
  Alice hand: "Lightning Bolt"
  Alice battlefield: "Mountain"
  cast "Lightning Bolt" targeting Bob
  pass
  expect log "casts" then "resolves" then "deals 3 damage"
  expect log "resolves" then "casts"
  expect no log "resolves" then "casts"
  expect no log "casts" then "deals" then "casts"
  expect no log "deals" then "resolves"
  expect log "deals" then "deals"
}`)
	res := sc.Run(nil)
	var got []string
	for _, f := range res.Failures {
		got = append(got, f.String())
	}
	want := []string{
		`s.mtgs:9: expected a log line containing "casts" after the line "Lightning Bolt resolves", got none after it`,
		`s.mtgs:13: expected a log line containing "deals" after the line "Lightning Bolt deals 3 damage to Bob (life 17)", got none after it`,
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("expected failures\n%s\ngot\n%s\nlog:\n%s", strings.Join(want, "\n"), strings.Join(got, "\n"), strings.Join(res.Log, "\n"))
	}
}

// TestScenarioUnusedAnswers checks that an answer no decision used fails
// the scenario at the answer itself (its line and column), every such
// answer at once, whatever else failed: a scenario whose answer the game
// never asked for does not run what it says.
func TestScenarioUnusedAnswers(t *testing.T) {
	for _, tc := range []struct {
		name, body string
		watch      func(*rt.Game)
		want       []string // every failure, in order
	}{
		{"two answers on one line", `
  Alice hand: "Lightning Bolt"
  Alice battlefield: "Mountain"
  Bob battlefield: "Grizzly Bears" as bears
  cast "Lightning Bolt" targeting bears
  Bob chooses bears, Alice
  pass`, nil, []string{
			`s.mtgs:8:15: expected every choice to be used, got "bears" left over`,
			`s.mtgs:8:22: expected every choice to be used, got "player Alice" left over`,
		}},
		// A failed expectation does not hide an answer the game never
		// asked for: it may be why the expectation failed.
		{"beside a failed expectation", `
  Alice hand: "Lightning Bolt"
  Alice battlefield: "Mountain"
  Bob battlefield: "Grizzly Bears" as bears
  choose yes
  cast "Lightning Bolt" targeting bears
  pass
  expect bears in battlefield
  Bob chooses bears`, nil, []string{
			`s.mtgs:10: expected bears in battlefield, got Bob's graveyard`,
			`s.mtgs:7:10: expected every choice to be used, got "yes" left over`,
			`s.mtgs:11:15: expected every choice to be used, got "bears" left over`,
		}},
		// A cast line's "kicked" clause answers the choice of kicker
		// costs (601.2b); a cast that never asks it has not been kicked
		// as the line says. The runtime always asks, so the test makes a
		// game that answers that choice itself, as a runtime that did not
		// ask would leave it.
		{"a kicked clause the cast never read", `
  Alice hand: "Stormscape Battlemage" as mage
  Alice battlefield: "Island", 3 "Plains"
  cast mage kicked {W}
  pass`, func(g *rt.Game) {
			ask := g.Decider
			g.Decider = rt.DeciderFunc(func(g *rt.Game, d *rt.Decision) ([]int, error) {
				if d.Kind == rt.ChooseOptionalCosts {
					return []int{}, nil
				}
				return ask.Decide(g, d)
			})
		}, []string{
			`s.mtgs:6:20: expected the cast to ask which kicker costs to pay, as its "kicked" clause answers, got no such choice`,
		}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := "scenario \"s\" {\n  players Alice, Bob\n  turn 3 Alice main1" + tc.body + "\n}\n"
			sc := compileScenario(t, src)
			sc.watch = tc.watch
			res := sc.Run(nil)
			var got []string
			for _, f := range res.Failures {
				got = append(got, f.String())
			}
			if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
				t.Errorf("expected failures\n%s\ngot\n%s\nlog:\n%s", strings.Join(tc.want, "\n"), strings.Join(got, "\n"), strings.Join(res.Log, "\n"))
			}
		})
	}
}
