package runtime

import "slices"

// Regeneration (701.19): "regenerate [a permanent]" sets up a replacement
// effect, a regeneration shield, that lasts for the turn (701.19a). The
// next time that permanent would be destroyed this turn it isn't: instead
// it is tapped, all damage is removed from it and it is removed from combat.
// Destruction by an effect (701.8) and by lethal or deathtouch damage
// (704.5g, 704.5h) is replaced; a "can't be regenerated" destroy is not
// (701.19c), and neither is sacrifice or a toughness of 0 or less (701.19b
// reminds that only destruction is replaced).
//
// A shield is one replacement effect among others (616.1): when another
// one also applies to the destruction — one that puts the permanent
// somewhere else than its owner's graveyard — the permanent's controller
// chooses which applies first. Whatever they choose, the shield applies in
// the end: the others change only where the destroyed permanent would go,
// the permanent is still being destroyed, and the shield replaces that
// destruction (614.8, 616.1f).
//
// Shields live in Game.shields and follow one object: a permanent that
// leaves the battlefield is a new object without them (400.7). The list is
// empty in a game where nothing regenerates, so destruction pays nothing.
//
// "[Permanent] can't be regenerated this turn" (Incinerate, Carbonize) is
// an effect that lasts until the cleanup step (514.2) and follows one
// object (400.7): while it lasts, no regeneration shield of that
// permanent is applied, whether the shield was made before or after the
// effect, and the shield is not used up (701.19c). Such permanents are
// listed in Game.noRegen, read only when a permanent with a shield would
// be destroyed.

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
	if len(g.noRegen) > 0 && slices.Contains(g.noRegen, o) {
		// 701.19c: the shield is not applied, and stays.
		if g.logging() {
			g.emit(EvNote, "%s can't be regenerated this turn: its regeneration shield doesn't apply (701.19c)", g.evObj(roleObject, o))
		}
		return false
	}
	g.shields = append(g.shields[:i], g.shields[i+1:]...)
	obj := g.Object(o)
	if obj == nil {
		return false
	}
	if !g.noReplacements(obj, Graveyard, CauseDestroy) {
		g.replaceBeforeShield(obj)
	}
	obj = g.own(obj)
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

// replaceBeforeShield offers the controller of obj, which is being
// destroyed and has a regeneration shield, the choice of 616.1 between
// the shield and the other replacement effects that apply to the
// destruction, each of which changes where obj would go. The shield is
// listed first, so the default answer is the shield. A replacement chosen
// first is applied to the event (616.1e) and the choice is made again
// among what now applies (616.1f): the shield always does, since obj is
// still being destroyed, and once it is chosen, or is all that is left,
// obj is not destroyed and goes nowhere, so what the others would have
// done after the move (a shuffle) never happens. The shield is an effect
// of 616.1e: while a self-replacement effect of the instruction
// destroying obj applies (616.1a), it is applied first, unasked if it is
// the only one, and the shield can't be chosen yet.
func (g *Game) replaceBeforeShield(obj *Object) {
	to := Graveyard
	var applied map[any]bool // made once one applies before the shield
	for {
		apply := g.unappliedReplacements(obj, to, CauseDestroy, applied)
		if len(apply) == 0 {
			break
		}
		if len(apply) > 1 {
			apply = mayChooseNow(apply) // 616.1a–e
		}
		var r replacing
		if apply[0].step > step616e { // to be chosen before the shield, an effect of 616.1e
			r = apply[0]
			if len(apply) > 1 {
				if idx, err := g.decide(g.replacementChoice(obj, apply)); err == nil && len(idx) == 1 {
					r = apply[idx[0]]
				}
			}
		} else {
			shield := "regeneration shield: the next time " + obj.Name() + " would be destroyed this turn, instead tap it, remove all damage from it and remove it from combat (701.19a)"
			idx, err := g.decide(g.replacementChoice(obj, apply, shield))
			if err != nil || len(idx) != 1 || idx[0] == 0 {
				break
			}
			r = apply[idx[0]-1]
		}
		applied = g.noteReplacement(applied, r)
		to = r.instead
	}
	if applied != nil && g.logging() {
		g.emit(EvNote, "%s is still being destroyed: its regeneration shield applies (616.1f)", g.evObj(roleObject, obj.Ref))
	}
}

// endShields ends the regeneration shields at the cleanup step (701.19a:
// "this turn"), and those of objects that no longer exist (400.7), and
// with them the effects that say a permanent can't be regenerated this
// turn (514.2).
func (g *Game) endShields() {
	g.shields = g.shields[:0]
	g.noRegen = g.noRegen[:0]
}

// CantRegenerate makes each permanent What names unable to be
// regenerated this turn (701.19c): "target creature can't be regenerated
// this turn". The effect follows the object (400.7) and ends in the
// cleanup step (514.2).
type CantRegenerate struct {
	What ObjExpr
}

// Apply implements Effect.
func (e CantRegenerate) Apply(r *Resolution) error {
	g := r.Game
	for _, o := range e.What.Objects(r) {
		if g.permanent(o) == nil || slices.Contains(g.noRegen, o) {
			continue
		}
		g.noRegen = append(g.noRegen, o)
		if g.logging() {
			g.emit(EvNote, "%s can't be regenerated this turn (701.19c)", g.evObj(roleObject, o))
		}
	}
	return nil
}

func (e CantRegenerate) String() string {
	return objText(e.What) + " can't be regenerated this turn (701.19c: its regeneration shields don't apply; until it changes zones, 400.7)"
}

// DealtThisWay is the permanents matching Filter that the last DealDamage
// of this resolution dealt damage to — more than 0, after prevention,
// redirected damage included (120.1) — and that are still on the
// battlefield: "a creature dealt damage this way".
type DealtThisWay struct{ Filter Filter }

// Objects implements ObjExpr.
func (e DealtThisWay) Objects(r *Resolution) []ObjRef {
	var out []ObjRef
	for _, o := range r.dealt {
		if r.Game.permanent(o) != nil && r.Game.Matches(&e.Filter, o, r.Controller) && !containsRef(out, o) {
			out = append(out, o)
		}
	}
	return out
}

func (e DealtThisWay) String() string {
	return "each " + e.Filter.String() + " the last damage of this ability was dealt to (more than 0, still on the battlefield)"
}

// Matching is the objects of Of that match Filter as the effect happens:
// "the creature", the target of "any target" if it is a creature.
type Matching struct {
	Of     ObjExpr
	Filter Filter
}

// Objects implements ObjExpr.
func (e Matching) Objects(r *Resolution) []ObjRef {
	var out []ObjRef
	for _, o := range e.Of.Objects(r) {
		if r.Game.Matches(&e.Filter, o, r.Controller) {
			out = append(out, o)
		}
	}
	return out
}

func (e Matching) String() string {
	return "each of " + objText(e.Of) + " that is a " + e.Filter.String()
}
