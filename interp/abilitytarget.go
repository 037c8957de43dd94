package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// abilityTarget lowers a target that is an ability on the stack: "target
// activated or triggered ability", "target activated ability", "target
// triggered ability" (115.1, runtime/abilitytarget.go). It reports whether
// the selector names abilities; a selector that mixes abilities with other
// objects is refused.
func (c *compiler) abilityTarget(r *grammar.TargetRef, spec *rt.TargetSpec) bool {
	s := r.Selector
	names := false
	for _, w := range s.Words {
		if lw := strings.ToLower(w.Text); lw == "ability" || lw == "abilities" {
			names = true
		}
	}
	if !names {
		return false
	}
	var group []*grammar.SelectorWord
	flush := func() {
		if len(group) == 0 {
			return
		}
		kind := strings.ToLower(group[0].Text)
		switch {
		case len(group) == 1 && kind == "activated":
			spec.ActivatedAbilities = true
		case len(group) == 1 && kind == "triggered":
			spec.TriggeredAbilities = true
		case len(group) == 2 && (kind == "activated" || kind == "triggered") && isAbilityWord(group[1].Text):
			spec.ActivatedAbilities = spec.ActivatedAbilities || kind == "activated"
			spec.TriggeredAbilities = spec.TriggeredAbilities || kind == "triggered"
		case len(group) == 1 && isAbilityWord(kind):
			spec.ActivatedAbilities, spec.TriggeredAbilities = true, true
		default:
			c.errs.add(group[0].Pos, "%q: a target ability is an \"activated ability\", a \"triggered ability\" or an \"activated or triggered ability\"", wordsText(group))
		}
		group = nil
	}
	for _, w := range s.Words {
		if w.Or || w.Comma {
			flush()
		}
		group = append(group, w)
	}
	flush()
	if len(s.Constraints) > 0 {
		c.errs.add(s.Constraints[0].Position(), "a target ability takes no constraint yet")
	}
	spec.Text = c.text(r.Pos, s.EndPos)
	return true
}

func isAbilityWord(w string) bool {
	lw := strings.ToLower(w)
	return lw == "ability" || lw == "abilities"
}
