package runtime

// uncounterable reports whether spell r has an ability saying it can't be
// countered: a spell or ability that counters it does nothing to it, and it
// stays on the stack (113.6, 701.6).
func (g *Game) uncounterable(r ObjRef) bool {
	o := g.Object(r)
	if o == nil {
		return false
	}
	for _, a := range g.Chars(o).Abilities {
		for i := range a.Statics {
			if a.Kind == StaticAbility && a.Statics[i].Uncounterable {
				return true
			}
		}
	}
	return false
}
