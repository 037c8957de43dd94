package interp

import (
	"strings"
	"testing"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// The AST-coverage line and samples of "this way" in a replacement
// (self_replacement.go).
func init() {
	astUses[(*grammar.ReplacementClause)(nil)]["ThisWay"] = low("selfReplacement: SelfReplace around the instruction before it; refused in a static ability")
	astSamples = append(astSamples,
		astSample{"ReplacementClause.ThisWay", "spell: destroy target creature. if that creature would be put into a graveyard, exile it instead.", "spell: destroy target creature. if that creature would be put into a graveyard this way, exile it instead.", ""},
		astSample{"ReplacementClause.ThisWay", "static: if this would die, exile it instead.", "static: if this would die this way, exile it instead.", refused},
	)
}

// TestSelfReplacementChoices plays the scenarios of
// self_replacement.mtgs and looks at every choice of 616.1 their games
// offer: a self-replacement effect is chosen before any other effect
// (616.1a), so where one applies with Leyline of the Void, a creature's
// own replacement or a regeneration shield, the player is not asked, and
// where two apply, the choice offered is between those two only. Two
// effects of 616.1e are still offered together.
func TestSelfReplacementChoices(t *testing.T) {
	prog, err := compileFiles(t, "../testdata/scenarios/self_replacement.mtgs")
	if err != nil {
		t.Fatal(err)
	}
	// want is, for each scenario, the options of each choice of a
	// replacement effect its game offers.
	want := map[string][][]string{
		"616.1a: the self-replacement applies before Leyline of the Void, unasked":                  {{"Leyline of the Void: if a card would be put into an opponent's graveyard from anywhere, exile it instead", "Test Homesick Hound: if this would die, return it to its owner's hand instead"}}, // the Doom Blade's, not the Verdict's
		"616.1a: a creature card milled this way is exiled, not shuffled in by its own replacement": nil,
		"616.1a: the self-replacement before a regeneration shield, which still applies (616.1f)":   nil,
		"614.15: the self-replacement covers only its own instruction":                              nil,
		"616.1a: two self-replacements, the Leyline waits; the one chosen applies":                  {{"Test Twofold Verdict: if that creature would die this way, return it to its owner's hand instead", "Test Twofold Verdict: if it would be put into a graveyard this way, exile it instead"}},
		"616.1a: two self-replacements, the other one chosen":                                       {{"Test Twofold Verdict: if that creature would die this way, return it to its owner's hand instead", "Test Twofold Verdict: if it would be put into a graveyard this way, exile it instead"}},
	}
	ran := 0
	for _, sc := range prog.Scenarios {
		w, ok := want[sc.Name]
		if !ok {
			t.Errorf("scenario %q: say which choices it offers", sc.Name)
			continue
		}
		var got [][]string
		sc.watch = func(g *rt.Game) {
			inner := g.Decider
			g.Decider = rt.DeciderFunc(func(g *rt.Game, d *rt.Decision) ([]int, error) {
				if d.Kind == rt.ChooseReplacement {
					var labels []string
					for _, o := range d.Options {
						labels = append(labels, o.Label)
					}
					got = append(got, labels)
				}
				return inner.Decide(g, d)
			})
		}
		res := sc.Run(nil)
		sc.watch = nil
		ran++
		for _, f := range res.Failures {
			t.Errorf("%s: %s", sc.Name, f.Msg)
		}
		if strings.Join(flatten(got), "|") != strings.Join(flatten(w), "|") || len(got) != len(w) {
			t.Errorf("%s: choices of a replacement effect offered\n%q\nwant\n%q", sc.Name, got, w)
		}
	}
	if ran != len(want) {
		t.Errorf("ran %d scenarios, want %d", ran, len(want))
	}
}

func flatten(xs [][]string) []string {
	var out []string
	for _, x := range xs {
		out = append(out, strings.Join(x, " / "))
	}
	return out
}
