package runtime

import (
	"fmt"
	"strconv"
)

// chooseLoyaltyX asks the controller of a loyalty ability whose cost is −X
// for X (107.3, 601.2b as 602.2b applies it), before anything is paid: a
// number from 0 to the loyalty of the permanent o, since a loyalty cost
// can't remove more counters than it has (606.6). The ability reads X as
// it resolves (XValue). It returns 0 for any other ability.
func (g *Game) chooseLoyaltyX(p PlayerID, o *Object, a *Ability, name string) (int, error) {
	if !a.Cost.LoyaltyX {
		return 0, nil
	}
	loyalty := max(o.Counters.Get("loyalty"), 0)
	return g.chooseNumber(p, fmt.Sprintf("choose X for %s's −X ability (107.3)", name), loyalty)
}

// xText is what the log adds to an activation for the X chosen.
func xText(a *Ability, x int) string {
	if !a.Cost.LoyaltyX {
		return ""
	}
	return " (X is " + strconv.Itoa(x) + ")"
}
