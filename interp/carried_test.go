package interp

import (
	"slices"
	"strings"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// TestZoneChangesNameWhatCarriedOver plays the scenarios of 400.7's
// exceptions and checks that the zone change the exception is about names
// its rule in Carried (ZoneMove): the permanent spell that becomes a
// permanent with effects on it (400.7a), with a cast permission's grant
// (400.7b), with a prevention shield on its damage (400.7c), that knows
// what spell it was (400.7d), the card cast with a granted ability
// (400.7g), the discarded card found after madness (400.7k) and the
// stickered card between public zones (400.7m). A zone change that
// carries nothing under a rule must not name it.
func TestZoneChangesNameWhatCarriedOver(t *testing.T) {
	prog, err := compileFiles(t, "../testdata/scenarios/*.mtgs")
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		scenario, card, rule string
		to                   rt.Zone
		want                 bool
	}{
		{"Artificial Evolution on a Goblin King spell: a Human lord still named Goblin King (400.7a)", "Goblin King", "400.7a", rt.Battlefield, true},
		{"Snapcaster Mage gives Lightning Bolt flashback; the Bolt keeps it on the stack and is exiled", "Lightning Bolt", "400.7g", rt.Stack, true},
		{"400.7b, 611.3d: what a cast permission grants the spell stays on the permanent", "Scathe Zombies", "400.7b", rt.Battlefield, true},
		{"400.7b example: Nicole's Circle of Protection: Red chooses Amy's Ball Lightning spell; its combat damage is prevented", "Ball Lightning", "400.7c", rt.Battlefield, true},
		{"400.7b non-example: Chandra, Flamecaller's -X this turn is prevented, and Hallow's caster gains that much life", "Chandra, Flamecaller", "400.7c", rt.Battlefield, true},
		{"400.7g non-example: Amy casts Scathe Zombies from her graveyard using Gisa and Geralf", "Scathe Zombies", "400.7g", rt.Stack, false},
		{"Woodland Wanderer: a counter for each of the four colors spent (400.7d non-example)", "Woodland Wanderer", "400.7d", rt.Battlefield, true},
		{"Woodland Wanderer: a counter for each of the four colors spent (400.7d non-example)", "Woodland Wanderer", "400.7d", rt.Stack, false},
		{"400.7k: madness declined, the discarded card is found in the graveyard", "Test Fiend", "400.7k", rt.Graveyard, true},
		{"400.7k: madness declined, the discarded card is found in the graveyard", "Test Fiend", "400.7k", rt.Exile, false},
		{"400.7m: a stickered creature dies and comes back; its name sticker stays in its place", "Grizzly Hot Dog Bears", "400.7m", rt.Graveyard, true},
		{"400.7m: a stickered creature dies and comes back; its name sticker stays in its place", "Grizzly Hot Dog Bears", "400.7m", rt.Battlefield, true},
		{"400.7m: a stickered creature dies and comes back; its name sticker stays in its place", "Lightning Bolt", "400.7m", rt.Graveyard, false},
	}
	for _, tc := range cases {
		i := slices.IndexFunc(prog.Scenarios, func(s *Scenario) bool { return s.Name == tc.scenario })
		if i < 0 {
			t.Errorf("no scenario %q", tc.scenario)
			continue
		}
		sc := prog.Scenarios[i]
		r := sc.start(nil)
		for _, step := range sc.steps {
			r.answerErr = nil
			_ = step.run(r)
		}
		var seen []string
		found := false
		for _, e := range r.g.Events() {
			if m := e.Move; m != nil && m.Name == tc.card && m.To == tc.to {
				seen = append(seen, strings.Join(m.Carried, ","))
				found = found || slices.Contains(m.Carried, tc.rule)
			}
		}
		if len(seen) == 0 {
			t.Errorf("%s: %s never moves to %v", tc.scenario, tc.card, tc.to)
			continue
		}
		if found != tc.want {
			t.Errorf("%s: %s's moves to %v carried %q; want %s named: %v", tc.scenario, tc.card, tc.to, seen, tc.rule, tc.want)
		}
	}
}
