package runtime

// CouldntSacrifice holds when the Sacrifice effect of the ability's
// controller before it found no permanent it could sacrifice: "if you
// can't sacrifice a creature, …" (701.21a: only a permanent you control can
// be sacrificed).
type CouldntSacrifice struct{ Filter Filter }

// Holds implements Condition.
func (c CouldntSacrifice) Holds(r *Resolution) bool { return r.couldntSacrifice }

func (c CouldntSacrifice) String() string { return "you couldn't sacrifice any " + c.Filter.String() }
