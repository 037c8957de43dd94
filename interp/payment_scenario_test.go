package interp

import (
	"strings"
	"testing"
)

const testTropical = `card "Test Tropical" {
  type Land — Forest Island
}
`

// A scenario answers a payment decision (601.2g–h) by naming the lands to
// tap, each followed by the color it makes when it can make several;
// unanswered, the payment is automatic. An answer that can't pay is
// refused under 601.2h and changes nothing.
func TestScenarioPayment(t *testing.T) {
	for _, tc := range []struct{ name, body string }{
		{"unanswered, the Forest pays for Fog", `
  cast "Fog"
  expect forest tapped
  expect trop untapped
  expect log "Alice taps Forest #1.1 for {G}"`},
		{"a chosen land pays for Fog", `
  choose trop
  cast "Fog"
  expect forest untapped
  expect trop tapped
  expect log "Alice taps Test Tropical #2.1 for {G}"`},
		{"a chosen land and color", `
  choose trop, green
  cast "Fog"
  expect trop tapped
  expect forest untapped`},
		{"the wrong color is refused", `
  choose trop, blue
  expect refused "601.2h": cast "Fog"
  expect trop untapped
  expect forest untapped
  expect "Fog" in Alice's hand
  cast "Fog"
  expect forest tapped`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			src := testTropical + `scenario "payment" {
  players Alice, Bob
  turn 1 Alice main1
  Alice battlefield: "Forest" as forest, "Test Tropical" as trop
  Alice hand: "Fog"
` + tc.body + "\n}\n"
			var log []string
			res := compileScenario(t, src).Run(func(l string) { log = append(log, l) })
			if !res.Passed() {
				t.Fatalf("%v\n%s", res.Failures, strings.Join(log, "\n"))
			}
		})
	}
}

// Consecutive attack lines are one declaration: creatures attack a player
// and a planeswalker labelled in the set-up (506.2).
func TestScenarioAttackPlaneswalker(t *testing.T) {
	src := `scenario "attacks split between Bob and Jace" {
  players Alice, Bob
  turn 3 Alice main1
  Alice battlefield: "Grizzly Bears" as bears, "Grizzly Bears" as bears2
  Bob battlefield: "Jace Beleren" as jace, "Grizzly Bears" as bobbears
  attack with bears -> jace
  attack with bears2 -> Bob
  expect log "attacks Jace Beleren #3.1, a planeswalker Bob controls"
  block bears with bobbears
  goto main2
  expect Bob life 18
  expect jace has 3 loyalty counters
}
`
	var log []string
	res := compileScenario(t, src).Run(func(l string) { log = append(log, l) })
	if !res.Passed() {
		t.Fatalf("%v\n%s", res.Failures, strings.Join(log, "\n"))
	}
	src = `scenario "two attackers at Jace" {
  players Alice, Bob
  turn 3 Alice main1
  Alice battlefield: "Grizzly Bears" as bears, "Grizzly Bears" as bears2
  Bob battlefield: "Jace Beleren" as jace
  attack with bears, bears2 -> jace
  goto main2
  expect Bob life 20
  expect jace in Bob's graveyard          // 704.5i: 4 damage removed its 3 loyalty counters
}
`
	log = nil
	res = compileScenario(t, src).Run(func(l string) { log = append(log, l) })
	if !res.Passed() {
		t.Fatalf("%v\n%s", res.Failures, strings.Join(log, "\n"))
	}
}
