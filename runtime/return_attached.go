package runtime

// Returning an Aura to the battlefield attached to a given object:
// "return this from its owner's graveyard to the battlefield attached to
// that creature". An Aura put onto the battlefield without being cast is
// attached to what the effect says (303.4f); if it can't legally enchant
// that object, or the object is no longer on the battlefield, it stays
// where it is (303.4g). Anything that is not an Aura enters unattached.

// attachOnReturn sets what the Aura req moves will enchant, from the first
// object host names. It reports false if the Aura must stay where it is.
func (r *Resolution) attachOnReturn(req *MoveRequest, host ObjExpr) bool {
	g := r.Game
	o := g.Object(req.Obj)
	if o == nil || !isAura(o) {
		return true
	}
	for _, h := range host.Objects(r) {
		if ho := g.permanent(h); ho != nil && ho != o && g.canAttach(o, ho) {
			req.AttachTo = h
			return true
		}
	}
	if g.logging() {
		g.emit(EvNote, "%s can't enchant that object and stays in %s (303.4g)", g.evObj(roleObject, o.Ref), g.evZone(o.Zone, o.Card.Owner))
	}
	return false
}
