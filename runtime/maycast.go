package runtime

import "fmt"

// AllowCast is the effect "you may cast OBJECT this turn": it lets the
// ability's controller cast each object from the zone it is in, for the
// duration, following the usual timing rules and paying the spell's costs
// (601.3a). The permission is for those objects: once one leaves its zone
// it is a new object the permission knows nothing of (400.7).
type AllowCast struct {
	What     ObjExpr
	Duration Duration // UntilEndOfTurn or UntilYourNextTurn
}

// castAllowance is one object a player may cast, until a duration ends.
type castAllowance struct {
	player   PlayerID
	obj      ObjRef
	duration Duration
	source   ObjRef
}

// Apply implements Effect.
func (e AllowCast) Apply(r *Resolution) error {
	g := r.Game
	objs := e.What.Objects(r)
	for _, o := range objs {
		if g.Object(o) == nil || !g.validPlayer(r.Controller) {
			continue
		}
		g.allowances = append(g.allowances, castAllowance{player: r.Controller, obj: o, duration: e.Duration, source: r.Source})
		g.Logf("%s may cast %s %s", g.PlayerName(r.Controller), g.Describe(o), allowanceDuration(e.Duration))
	}
	r.SetIt(objs)
	return nil
}

func (e AllowCast) String() string {
	return "you may cast " + e.What.String() + " " + allowanceDuration(e.Duration)
}

func allowanceDuration(d Duration) string {
	switch d {
	case UntilEndOfTurn:
		return "this turn"
	case UntilYourNextTurn:
		return "until your next turn"
	}
	return fmt.Sprintf("for duration %d", d)
}

// allowedToCast reports whether an effect lets p cast the object r names
// from where it is now.
func (g *Game) allowedToCast(r ObjRef, p PlayerID) bool {
	for _, a := range g.allowances {
		if a.obj == r && a.player == p {
			return true
		}
	}
	return false
}

// endAllowances ends the cast permissions for which ends holds, and those
// whose object no longer exists (400.7).
func (g *Game) endAllowances(ends func(*castAllowance) bool) {
	keep := g.allowances[:0]
	for i := range g.allowances {
		if a := &g.allowances[i]; !ends(a) && g.Object(a.obj) != nil {
			keep = append(keep, *a)
		}
	}
	clear(g.allowances[len(keep):])
	g.allowances = keep
}
