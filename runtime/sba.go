package runtime

// stateBasedActions performs every applicable state-based action at once
// (704.3) and reports whether any was performed.
func (g *Game) stateBasedActions() bool {
	g.spend(len(g.battlefieldCards())*g.charsCost() + len(g.strayTokens) + len(g.Players))
	if g.over {
		return false
	}
	acted := false
	var losers []*Player
	var why []string
	for _, p := range g.Players {
		if p.Lost {
			continue
		}
		switch {
		case p.Life <= 0:
			losers, why = append(losers, p), append(why, "704.5a: life total 0 or less")
		case p.drewEmpty:
			losers, why = append(losers, p), append(why, "704.5b: drew from an empty library")
		}
	}
	var reqs []MoveRequest
	for _, o := range g.Battlefield() {
		c := g.Chars(o)
		switch {
		case c.Is("Creature") && c.Toughness <= 0:
			g.Logf("%s has toughness %d (704.5f)", g.Describe(o.Ref), c.Toughness)
			reqs = append(reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseStateBased})
		case c.Is("Creature") && o.Damage > 0 && o.Damage >= c.Toughness && !c.Has("indestructible"):
			g.Logf("%s has lethal damage (704.5g)", g.Describe(o.Ref))
			if g.regenerated(o.Ref) {
				acted = true
				continue
			}
			reqs = append(reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseDestroy})
		case c.Is("Creature") && o.Deathtouched && !c.Has("indestructible"):
			g.Logf("%s was dealt damage by a source with deathtouch (704.5h)", g.Describe(o.Ref))
			if g.regenerated(o.Ref) {
				acted = true
				continue
			}
			reqs = append(reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseDestroy})
		case c.Is("Planeswalker") && c.Loyalty <= 0:
			g.Logf("%s has no loyalty (704.5i)", g.Describe(o.Ref))
			reqs = append(reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseStateBased})
		case c.Is("Equipment") && !o.AttachedTo.IsZero() && !g.equipmentLegal(o):
			g.Logf("%s becomes unattached (704.5n)", g.Describe(o.Ref))
			o.AttachedTo = ObjRef{}
			acted = true
		case c.Is("Aura") && !g.legallyAttached(o, &c):
			g.Logf("%s is not attached to a legal object (704.5m)", g.Describe(o.Ref))
			reqs = append(reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseStateBased})
		}
	}
	// Losses, which replacement effects may replace (lose.go): what those
	// do happens once the moves below are made.
	var replaced []func()
	if len(losers) > 0 {
		losers, why, replaced = g.replaceLosses(losers, why, reqs)
		if len(losers) > 0 {
			g.lose(losers, why) // simultaneously (704.3)
		}
		acted = true
	}
	// 704.5d: a token outside the battlefield ceases to exist.
	for _, c := range g.strayTokens {
		if c.Token && c.Obj != nil && c.Obj.Zone != Battlefield {
			g.unplace(c)
			g.Logf("token %s ceases to exist (704.5d)", g.Describe(c.Obj.Ref))
			c.Obj = nil
			acted = true
		}
	}
	clear(g.strayTokens)
	g.strayTokens = g.strayTokens[:0]
	if len(reqs) > 0 {
		g.MoveAll(reqs)
		acted = true
	}
	for _, f := range replaced {
		f()
	}
	return acted
}

// legallyAttached reports whether an Aura is attached to an object it
// could enchant (303.4c, 704.5m).
func (g *Game) legallyAttached(aura *Object, c *Chars) bool {
	host := g.Object(aura.AttachedTo)
	if host == nil || host.Zone != Battlefield || host == aura {
		return false
	}
	for _, k := range c.Keywords {
		if k.Name == "enchant" && k.Filter != nil && !g.Matches(k.Filter, host.Ref, c.Controller) {
			return false
		}
	}
	return !g.protects(host, aura.Ref) // 702.16c
}

// lose makes players lose the game at the same time. When one player is
// left they win; when none is, the game is a draw (104.4a).
func (g *Game) lose(ps []*Player, why []string) {
	for i, p := range ps {
		p.Lost = true
		g.Logf("%s loses the game (%s)", p.Name, why[i])
	}
	if g.validPlayer(g.Priority) && g.Players[g.Priority].Lost {
		g.Priority = g.nextPlayer(g.Priority) // 800.4a: priority goes on to the next player
	}
	switch g.livePlayers() {
	case 0:
		g.over = true
		g.endReason = "a draw (104.4a: all players lost at once)"
		g.Logf("the game is %s", g.endReason)
	case 1:
		g.over = true
		for _, q := range g.Players {
			if !q.Lost {
				g.endReason = q.Name + " wins the game"
				g.Logf("%s", g.endReason)
			}
		}
	}
}

// EndInDraw ends the game with no winner, as when a loop of mandatory
// actions can't be stopped (104.4b).
func (g *Game) EndInDraw(why string) {
	if g.over {
		return
	}
	g.over = true
	g.endReason = "a draw (" + why + ")"
	g.Logf("the game is %s", g.endReason)
}

// EndReason says how the game ended — who won, or why it is a draw — and
// is empty while the game goes on.
func (g *Game) EndReason() string { return g.endReason }

// equipmentLegal reports whether an Equipment is attached to a creature it
// can be attached to (704.5n).
func (g *Game) equipmentLegal(o *Object) bool {
	h := g.Object(o.AttachedTo)
	return h != nil && h.Zone == Battlefield && g.canAttach(o, h)
}
