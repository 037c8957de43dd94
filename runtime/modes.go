package runtime

import (
	"fmt"
	"slices"
)

// ModeEffects are the effects of one mode of a modal spell or ability; they
// happen only if that mode was chosen (700.2).
type ModeEffects struct {
	Mode    int
	Effects []Effect
}

// Apply implements Effect.
func (e ModeEffects) Apply(r *Resolution) error {
	if r.Item == nil || !slices.Contains(r.Item.Modes, e.Mode) {
		return nil
	}
	for _, x := range e.Effects {
		if err := x.Apply(r); err != nil {
			return err
		}
	}
	return nil
}

// chooseModes returns the chosen modes of a modal ability: the given ones
// if any (checked), otherwise the controller's choice (601.2b, 603.3c).
func (g *Game) chooseModes(a *Ability, p PlayerID, given []int, what string) ([]int, error) {
	if a == nil || a.Modes == 0 {
		if len(given) > 0 {
			return nil, refuse("700.2", "%s is not modal", what)
		}
		return nil, nil
	}
	// While a probe runs, the decision and the modes chosen are read only
	// by the run: they come from the probe's store, unlabelled, as no
	// answer of a probe reads a prompt or a label.
	st := g.probeStore()
	own := false // given is this call's list, not the caller's
	if given == nil {
		d, lent := g.newDecision(st, a.Modes, 0) // decision_loan.go
		defer g.giveBack(d, lent)
		d.Kind, d.Player, d.Min, d.Max = ChooseMode, p, a.ModeCount, a.ModeCount
		if st == nil {
			d.Prompt = fmt.Sprintf("choose %d mode(s) of %s", a.ModeCount, what)
		}
		for i := 1; i <= a.Modes; i++ {
			o := LabelOption("")
			if st == nil {
				o.Label = fmt.Sprintf("mode %d", i)
			}
			d.Options = append(d.Options, o)
		}
		idx, err := g.decide(d)
		if err != nil {
			return nil, err
		}
		if st != nil {
			given, own = st.ints(len(idx))[:0], true
		}
		for _, i := range idx {
			given = append(given, i+1)
		}
	}
	if len(given) != a.ModeCount {
		return nil, refuse("700.2", "%s needs %d mode(s) chosen, got %d", what, a.ModeCount, len(given))
	}
	seen := map[int]bool{}
	for _, m := range given {
		if m < 1 || m > a.Modes || seen[m] {
			return nil, refuse("700.2", "%s has no mode %d to choose", what, m)
		}
		seen[m] = true // 700.2d: a mode can't be chosen twice unless allowed
	}
	out := given
	if !own {
		out = slices.Clone(given)
	}
	slices.Sort(out)
	return out, nil
}
