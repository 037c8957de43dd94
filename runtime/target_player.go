package runtime

import "slices"

// "Target … that player controls": a target that must be controlled by a
// player the ability names, such as the player a triggering event dealt
// damage to ("whenever this deals combat damage to a player, you may
// exile target black or red permanent that player controls"). The player
// is read from the ability as its targets are chosen (603.3d) and again
// as their legality is checked on resolution (608.2b).

// withTargetFrame makes the frame that mk returns the one
// ControlledBy is read from, if a spec needs one; the returned function
// restores the previous frame.
func (g *Game) withTargetFrame(specs []TargetSpec, mk func() *Resolution) func() {
	if !slices.ContainsFunc(specs, func(s TargetSpec) bool { return s.ControlledBy != nil }) {
		return func() {}
	}
	prev := g.targetFrame
	g.setTargetFrame(mk())
	return func() { g.setTargetFrame(prev) }
}

// controlledByFramePlayer reports whether object r is controlled by the
// player spec.ControlledBy names in the current target frame; without a
// frame there is no such player and nothing is a legal target.
func (g *Game) controlledByFramePlayer(spec *TargetSpec, r ObjRef) bool {
	if g.targetFrame == nil {
		return false
	}
	c, ok := g.CharsOf(r)
	if !ok {
		return false
	}
	return slices.Contains(spec.ControlledBy.Players(g.targetFrame), c.Controller)
}
