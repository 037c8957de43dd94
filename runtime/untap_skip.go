package runtime

// "That creature doesn't untap during its controller's next untap step"
// (502.3): an effect marks the object; in the next untap step of whoever
// controls it then, it stays tapped and the mark is used up. The mark is
// on the object, so a new object the card becomes is not marked (400.7).

// SkipNextUntap marks What so that it doesn't untap during its
// controller's next untap step.
type SkipNextUntap struct{ What ObjExpr }

// Apply implements Effect.
func (e SkipNextUntap) Apply(r *Resolution) error {
	for _, ref := range e.What.Objects(r) {
		if o := r.Game.Object(ref); o != nil && o.Zone == Battlefield {
			o.SkipUntap = true
			r.Game.Logf("%s doesn't untap during its controller's next untap step", r.Game.Describe(ref))
		}
	}
	return nil
}

// skipsUntap reports whether o, controlled by the active player, stays
// tapped in this untap step, using up its mark.
func (g *Game) skipsUntap(o *Object) bool {
	if !o.SkipUntap {
		return false
	}
	o.SkipUntap = false
	g.Logf("%s doesn't untap (502.3)", g.Describe(o.Ref))
	return true
}

func (e SkipNextUntap) String() string {
	return objText(e.What) + " doesn't untap during its controller's next untap step (502.3)"
}
