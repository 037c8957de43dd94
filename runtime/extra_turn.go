package runtime

// ExtraTurn gives players an extra turn after this one (500.7): "target
// player takes an extra turn after this one". Extra turns are taken most
// recently created first.
type ExtraTurn struct{ Who PlayerExpr }

// Apply implements Effect.
func (e ExtraTurn) Apply(r *Resolution) error {
	g := r.Game
	for _, p := range e.Who.Players(r) {
		if !g.validPlayer(p) {
			continue
		}
		g.extraTurns = append(g.extraTurns, p)
		if g.logging() {
			g.emit(EvNote, "%s will take an extra turn after this one (%s)", g.evPlayer(rolePlayer, p), g.evObj(roleSource, r.Source))
		}
	}
	return nil
}

func (e ExtraTurn) String() string {
	return playerText(e.Who) + " takes an extra turn after this one (500.7)"
}

// nextActive is the player whose turn comes next: the player of the
// extra turn created last, if any is waiting and that player is still in
// the game (500.7, 800.4a), otherwise the player after the one whose turn
// in the usual order came last: extra turns don't change the order.
func (g *Game) nextActive() PlayerID {
	for len(g.extraTurns) > 0 {
		p := g.extraTurns[len(g.extraTurns)-1]
		g.extraTurns = g.extraTurns[:len(g.extraTurns)-1]
		if !g.Players[p].Lost {
			if !g.inExtraTurn {
				g.inExtraTurn, g.resumeAfter = true, g.Active
			}
			return p
		}
	}
	if g.inExtraTurn {
		g.inExtraTurn = false
		return g.nextPlayer(g.resumeAfter)
	}
	return g.nextPlayer(g.Active)
}
