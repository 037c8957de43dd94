package runtime

// Step triggers that watch the step of the controller of the permanent
// their source is attached to: "at the beginning of the upkeep of
// enchanted creature's controller" (Soul Bleed). "That player" in such an
// ability is the player whose step it is: the active player (StepPlayer).

// attachedController reports whether p controls the permanent attached
// names.
func (g *Game) attachedController(attached ObjRef, p PlayerID) bool {
	o := g.Object(attached)
	if attached.IsZero() || o == nil || o.Zone != Battlefield {
		return false
	}
	return g.Chars(o).Controller == p
}

// StepPlayer is the player whose turn it is as the ability resolves: the
// player whose step a step trigger watched (the step has not ended, 603.3).
type StepPlayer struct{}

// Players implements PlayerExpr.
func (StepPlayer) Players(r *Resolution) []PlayerID { return []PlayerID{r.Game.Active} }

func (StepPlayer) String() string { return "the player whose step it is" }
