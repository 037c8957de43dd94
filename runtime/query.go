package runtime

import (
	"cmp"
	"slices"
)

// EnteredThisTurn reports whether o is a permanent that entered the
// battlefield this turn. A permanent that came under another player's
// control this turn without entering did not (compare Sick).
func (g *Game) EnteredThisTurn(o *Object) bool {
	return o != nil && o.Zone == Battlefield && o.EnteredTurn > 0 && o.EnteredTurn == g.Turn
}

// Blocking lists the blocking creatures (509.1g) in card order. A creature
// stays blocking when the attacker it blocks is removed from combat
// (506.4).
func (g *Game) Blocking() []ObjRef {
	var out []ObjRef
	for _, bs := range g.combat.blockers {
		for _, b := range bs {
			if !slices.Contains(out, b) {
				out = append(out, b)
			}
		}
	}
	slices.SortFunc(out, func(a, b ObjRef) int { return cmp.Or(cmp.Compare(a.Card, b.Card), cmp.Compare(a.Inc, b.Inc)) })
	return out
}
