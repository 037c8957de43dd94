package runtime

// Step triggers that watch the step of the controller of the permanent
// their source is attached to: "at the beginning of the upkeep of
// enchanted creature's controller" (Soul Bleed). "That player" in such an
// ability is the player whose step it is (EventPlayer, library.go).

// attachedController reports whether p controls the permanent attached
// names.
func (g *Game) attachedController(attached ObjRef, p PlayerID) bool {
	o := g.Object(attached)
	if attached.IsZero() || o == nil || o.Zone != Battlefield {
		return false
	}
	return g.Chars(o).Controller == p
}
