package runtime

// Regeneration (701.19): "regenerate [a permanent]" sets up a replacement
// effect, a regeneration shield, that lasts for the turn (701.19a). The
// next time that permanent would be destroyed this turn it isn't: instead
// it is tapped, all damage is removed from it and it is removed from combat.
// Destruction by an effect (701.8) and by lethal or deathtouch damage
// (704.5g, 704.5h) is replaced; a "can't be regenerated" destroy is not
// (701.19c), and neither is sacrifice or a toughness of 0 or less (701.19b
// reminds that only destruction is replaced).
//
// Shields live in Game.shields and follow one object: a permanent that
// leaves the battlefield is a new object without them (400.7). The list is
// empty in a game where nothing regenerates, so destruction pays nothing.

// Regenerate gives each permanent a regeneration shield (701.19a).
type Regenerate struct {
	What ObjExpr
}

// Apply implements Effect.
func (e Regenerate) Apply(r *Resolution) error {
	for _, o := range e.What.Objects(r) {
		if r.Game.permanent(o) == nil {
			continue
		}
		r.Game.shields = append(r.Game.shields, o)
		if r.Game.logging() {
			r.Game.emit(EvNote, "%s gets a regeneration shield (701.19a)", r.Game.evObj(roleObject, o))
		}
	}
	return nil
}

func (e Regenerate) String() string { return "regenerate " + objText(e.What) + " (701.19a)" }

// regenerated uses a regeneration shield of o, if it has one, instead of
// destroying it, and reports whether it did (701.19a).
func (g *Game) regenerated(o ObjRef) bool {
	if len(g.shields) == 0 {
		return false
	}
	i := -1
	for j, s := range g.shields {
		if s == o {
			i = j
			break
		}
	}
	if i < 0 {
		return false
	}
	g.shields = append(g.shields[:i], g.shields[i+1:]...)
	obj := g.Object(o)
	if obj == nil {
		return false
	}
	g.setTapped(obj, true)
	obj.Damage, obj.Deathtouched = 0, false
	g.changed()
	g.combat.remove(o) // 506.4
	g.changed()
	if g.logging() {
		g.emit(EvNote, "%s regenerates: tapped, damage removed, removed from combat (701.19a)", g.evObj(roleObject, o))
	}
	return true
}

// endShields ends the regeneration shields at the cleanup step (701.19a:
// "this turn"), and those of objects that no longer exist (400.7).
func (g *Game) endShields() {
	g.shields = g.shields[:0]
}
