package runtime

// Concede makes player p concede the game: p leaves it at once and loses
// (104.3a). A player may concede at any time: without priority, between
// actions or in the middle of one (a host's Decider may call it while it
// is being asked), and no effect stops it ("can't lose the game" effects
// stop only the other ways of losing, 104.3a). When one player is left
// they win (104.2a). It is refused, changing nothing, once the game is
// over, for a player who isn't in the game or has already left it.
//
// A concession is always journalled, even in the middle of another call,
// at the point it happened, so that a replay concedes at the same moment
// (replay feeds it back with the decisions around it).
func (g *Game) Concede(p PlayerID) error {
	g.ready()
	deciding := g.deciding
	g.deciding, g.unusual = 0, g.unusual-deciding // a player may concede at any time (104.3a), a decision being asked too
	err := g.actorError(p)
	g.deciding, g.unusual = deciding, g.unusual+deciding
	if err != nil {
		return err
	}
	if g.journalling() {
		g.journal.entries = append(g.journal.entries, JournalEntry{Action: &JournalAction{Call: CallConcede, Player: p}})
	}
	g.lose([]*Player{g.Players[p]}, []string{"104.3a: conceded"})
	return nil
}
