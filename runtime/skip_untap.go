package runtime

// SkipNextUntap: permanents don't untap during a player's next untap step
// (502.3; Sleep: "Those creatures don't untap during that player's next
// untap step"). Player nil means each permanent's controller as the effect
// happens. The effect follows each object; a permanent that leaves the
// battlefield is a new object and the effect no longer applies (400.7).
type SkipNextUntap struct {
	What   ObjExpr
	Player PlayerExpr
}

type skipUntap struct {
	obj    ObjRef
	player PlayerID
}

// Apply implements Effect.
func (e SkipNextUntap) Apply(r *Resolution) error {
	g := r.Game
	var ps []PlayerID
	if e.Player != nil {
		ps = e.Player.Players(r)
	}
	for _, o := range e.What.Objects(r) {
		obj := g.permanent(o)
		if obj == nil {
			continue
		}
		p := g.Chars(obj).Controller
		if e.Player != nil {
			if len(ps) == 0 {
				continue
			}
			p = ps[0]
		}
		g.skipUntaps = append(g.skipUntaps, skipUntap{obj: o, player: p})
		if g.logging() {
			g.emit(EvUntap, "%s doesn't untap during %s's next untap step", g.evObj(roleObject, o), g.evPlayer(rolePlayer, p))
		}
	}
	return nil
}

// skipsUntap reports whether o is kept tapped in the untap step of the
// active player, using up the effect that keeps it so; stale entries are
// dropped.
func (g *Game) skipsUntap(o *Object) bool {
	skip := false
	kept := g.skipUntaps[:0]
	for _, s := range g.skipUntaps {
		switch {
		case g.Object(s.obj) == nil:
			// the object is gone (400.7)
		case s.obj == o.Ref && s.player == g.Active && !skip:
			skip = true
		default:
			kept = append(kept, s)
		}
	}
	g.skipUntaps = kept
	return skip
}

func (e SkipNextUntap) String() string {
	whose := "its controller's"
	if e.Player != nil {
		whose = e.Player.String() + "'s"
	}
	return objText(e.What) + " doesn't untap during " + whose + " next untap step (502.3)"
}
