package runtime

// ThatMuch is what the previous effect of the ability amounted to: the
// damage it dealt (after prevention), the life gained or lost, the cards
// drawn, milled or discarded, the counters put ("you gain that much life",
// "life equal to the damage dealt this way"). It is 0 if that effect did
// nothing.
type ThatMuch struct{}

// Value implements Amount.
func (ThatMuch) Value(r *Resolution) int { return r.amount }
func (ThatMuch) String() string          { return "that much" }

// InZone is the objects Obj names that are in Zone, and, if Owner is
// RelYou, owned by the ability's controller: "cast it from exile", "play
// that card from your graveyard".
type InZone struct {
	Obj   ObjExpr
	Zone  Zone
	Owner Rel
}

// Objects implements ObjExpr.
func (e InZone) Objects(r *Resolution) []ObjRef {
	var out []ObjRef
	for _, x := range e.Obj.Objects(r) {
		if o := r.Game.Object(x); o != nil && o.Zone == e.Zone && relHolds(e.Owner, o.Card.Owner, r.Controller) {
			out = append(out, x)
		}
	}
	return out
}

func (e InZone) String() string {
	z := e.Zone.String()
	switch {
	case e.Owner == RelYou && e.Zone.Owned():
		z = "your " + e.Zone.String()
	case e.Zone.Owned():
		z = "its owner's " + e.Zone.String() // the only one it can be in (400.3)
	}
	return e.Obj.String() + " from " + z
}
