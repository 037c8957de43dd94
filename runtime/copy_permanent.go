package runtime

// Copies of permanents (707): "you may have this enter as a copy of any
// creature on the battlefield" (Clone).
//
// A copy effect is applied in layer 1 (613.1a, 613.2): the object's
// characteristics start from the copiable values of the object it copies
// (Object.CopyOf) instead of its own card's, and every other continuous
// effect applies on top of them. The copiable values (707.2) are what is
// printed on the copied object's card as modified by other copy effects
// (Object.Def): a copy of a copy is a copy of the original (707.3). Not
// copied: counters, damage, tapped status, attachments, and the effects
// of other spells, abilities and static abilities on it.
//
// The copy effect of "enter as a copy" is a replacement effect (614.1c)
// applied as the object enters (614.12): the choice is made then, it is
// not a target (so shroud and hexproof don't stop it), and the object
// enters already a copy, so the copied object's "enters" triggers
// trigger, and its own "enters with" replacements apply (enterWith reads
// the copied abilities). If nothing is chosen it enters as itself (a
// Clone is a 0/0 and dies, 704.5f). The copy effect belongs to the object:
// once it leaves the battlefield, the new object is the card again
// (400.7).

// Def returns the values the object's characteristics start from: the
// copiable values a copy effect gave it (layer 1), or its card's.
func (o *Object) Def() *CardDef {
	if o.CopyOf != nil {
		return o.CopyOf
	}
	return o.Card.Def
}

// becomeCopy makes n a copy of the copiable values def (707.2), keeping
// the count of permanents with static abilities true.
func (g *Game) becomeCopy(n *Object, def *CardDef) {
	if n.Zone == Battlefield && hasStatics(n.Def()) {
		g.statics--
		if objIdle(n) {
			g.idleStatics--
		}
		g.noteControlStatic(n.Def(), -1) // control_static.go
		g.noteRevealTop(n.Def(), -1)     // reveal_top.go
		g.noteSourceStatic(n.Def(), -1)  // version.go
		g.countStaticKinds(staticKindsOf(n.Def()), -1)
	}
	could := mayTrigger(n)
	if n.Zone == Battlefield && baseWalker(n) {
		g.walkers--
	}
	if n.Zone == Battlefield && mayActivate(n) {
		g.activePerms-- // activators.go
	}
	n.CopyOf = def
	if n.Zone == Battlefield && baseWalker(n) {
		g.walkers++
	}
	if n.Zone == Battlefield && mayActivate(n) {
		g.activePerms++
	}
	g.noteOffField(def)
	g.noteTriggers(n, could) // trigger.go
	g.changed()
	if n.Zone == Battlefield && hasStatics(def) {
		g.statics++
		if idleStatics(def) {
			g.idleStatics++
		}
		g.noteControlStatic(def, 1)
		g.noteRevealTop(def, 1)
		g.noteSourceStatic(def, 1)
		g.countStaticKinds(staticKindsOf(def), 1)
	}
	if n.Zone == Battlefield && def.HasLoyalty {
		n.Counters.Set("loyalty", def.Loyalty) // 306.5b: it enters with the copied loyalty
		g.changed()
	}
}

// enterAsCopy applies "you may have this enter as a copy of …" to n as it
// enters (614.12): its controller may choose an object on the battlefield
// that matches f (not a target: 115.1) and that isn't entering the
// battlefield at the same time as n, and n becomes a copy of it. It
// returns a line for the log ("" if nothing was chosen).
func (g *Game) enterAsCopy(n *Object, f *Filter) (string, error) {
	ctrl := n.Controller
	d := &Decision{Kind: ChooseObjects, Player: ctrl, Prompt: "choose what " + n.Name() + " enters as a copy of (707, 614.12)", Max: 1}
	for _, c := range g.battlefieldCards() {
		o := c.Obj
		if o.Timestamp > g.batchStart {
			continue // ruling: not an object entering at the same time as this one (n among them)
		}
		if g.MatchesFrom(f, o.Ref, ctrl, n.Ref) {
			d.Options = append(d.Options, Option{Label: g.Describe(o.Ref), Target: Target{Obj: o.Ref, Player: NoPlayer}})
		}
	}
	if len(d.Options) == 0 {
		return "", nil
	}
	idx, err := g.decide(d)
	if err != nil || len(idx) == 0 {
		return "", err
	}
	orig := g.Object(d.Options[idx[0]].Target.Obj)
	g.becomeCopy(n, orig.Def())
	return "  " + g.Describe(n.Ref) + " enters as a copy of " + g.Describe(orig.Ref) + " (707.2, 614.1c)", nil
}
