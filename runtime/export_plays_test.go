package runtime

// FreshPlaysText lists p's plays without the mana taps afresh,
// remembering nothing, as LegalPlaysView would list them, shown as
// actionsText shows them (plays_fresh_test.go).
func (g *Game) FreshPlaysText(p PlayerID) string {
	if !g.mayAct(p) && g.actorError(p) != nil || g.legalProbe {
		return ""
	}
	priority := g.priorityHeldActing(p) || g.hasPriority(p)
	landTime := g.landTime(p, priority)
	s := g.beginListing()
	var fresh []Action
	g.freshProbe(func() bool { fresh = g.findPlays(nil, p, landTime, false); return true })
	g.endListing(s)
	return actionsText(fresh)
}

// PlaysText shows acts as actionsText shows them.
func PlaysText(acts []Action) string { return actionsText(acts) }
