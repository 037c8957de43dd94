package runtime

import "testing"

// A choice of targets offered to a Decider that reads no labels
// (LabelReader) has the same options and prompt, unlabelled; any other
// Decider gets each target named.
func TestLabelReaderTargets(t *testing.T) {
	for _, blind := range []bool{false, true} {
		g := crGame()
		crAdd(g, crMountain, 0, Battlefield, 1)
		bolt := g.AddCard(crBolt, 0, Hand)
		g.AddCard(crBears, 1, Battlefield)
		g.SetTurn(3, 0, Main1)
		var labels []string
		var prompts []string
		var targets []Target
		note := func(g *Game, d *Decision) {
			if d.Kind == ChooseTargets {
				prompts = append(prompts, d.Prompt)
				for _, o := range d.Options {
					labels = append(labels, o.Label)
					targets = append(targets, o.Target)
				}
			}
		}
		if blind {
			g.Decider = labelBlindNoting{note}
		} else {
			g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) { note(g, d); return FirstOptions(g, d) })
		}
		if _, err := g.Cast(CastRequest{Player: 0, Card: bolt.Obj.Ref}); err != nil {
			t.Fatal(err)
		}
		if len(targets) != 1 || targets[0].Obj.IsZero() || len(prompts) != 1 || prompts[0] != "Test Bolt: choose target creature" {
			t.Fatalf("blind %v: targets %v, prompts %q", blind, targets, prompts)
		}
		if want := !blind; (labels[0] != "") != want {
			t.Errorf("blind %v: the target is labelled %q", blind, labels[0])
		}
	}
}

// labelBlindNoting is a Decider that reads no labels and shows note each
// decision it is asked.
type labelBlindNoting struct{ note func(*Game, *Decision) }

func (b labelBlindNoting) Decide(g *Game, d *Decision) ([]int, error) {
	b.note(g, d)
	return FirstOptions(g, d)
}

func (labelBlindNoting) ReadsLabels(DecisionKind) bool { return false }
