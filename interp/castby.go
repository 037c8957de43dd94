package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// casterEvent lowers the caster of "whenever a player casts …" and
// "whenever an opponent casts …" (Angel's Feather, Mold Adder): the trigger
// watches spells cast by any player or by an opponent of its controller
// instead of "you". It reports whether the subject named players.
func (c *compiler) casterEvent(t *rt.Trigger, s *grammar.IndefiniteRef) bool {
	ws := s.Selector.Words
	if len(ws) != 1 || len(s.Selector.Constraints) > 0 || strings.EqualFold(s.Article, "another") {
		return false
	}
	switch strings.ToLower(ws[0].Text) {
	case "player":
		t.Caster = rt.AnyCaster
	case "opponent":
		t.Caster = rt.OpponentCaster
	default:
		return false
	}
	return true
}
