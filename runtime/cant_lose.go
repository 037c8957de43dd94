package runtime

// Static abilities about the game's outcome: "you can't lose the game and
// your opponents can't win the game" (Platinum Angel). A player who can't
// lose the game doesn't lose it by a state-based action (704.5a: 0 or
// less life, 704.5b: a draw from an empty library); once the effect ends,
// a player with 0 or less life loses the next time state-based actions
// are checked, but an earlier draw from an empty library no longer counts
// (704.5b looks only at draws since the last check). A player who can't
// win the game doesn't win it when their last opponent leaves (104.2a).

// GameOutcome is the effect of such a static ability: the players in
// relation Who to its controller can't lose (CantLose) or can't win
// (CantWin) the game.
type GameOutcome struct {
	Who      Rel
	CantLose bool
	CantWin  bool
}

func (o GameOutcome) String() string {
	who := "you"
	switch o.Who {
	case RelOpponent:
		who = "your opponents"
	case RelAny:
		who = "each player"
	}
	var s string
	if o.CantLose {
		s = who + " can't lose the game (704.5a and 704.5b don't make them lose)"
	}
	if o.CantWin {
		if s != "" {
			s += " and "
		}
		s += who + " can't win the game (104.2a)"
	}
	return s
}

// outcomeSource finds a permanent whose static ability says that p can't
// lose (win false) or can't win (win true) the game.
func (g *Game) outcomeSource(p PlayerID, win bool) *Object {
	about, granted := g.staticKindAbout(skOutcome)
	if !about {
		return nil
	}
	for _, c := range g.battlefieldCards() {
		for _, a := range g.abilitiesWithStatic(c.Obj, skOutcome, granted) { // as it is now: granted or lost (613.1f)
			if a.Kind != StaticAbility {
				continue
			}
			for _, se := range a.Statics {
				o := se.Outcome
				if o == nil || (win && !o.CantWin) || (!win && !o.CantLose) {
					continue
				}
				// The permanents of a player who has left the game are
				// gone with them (800.4a): they stop no one.
				if ctl := g.Chars(c.Obj).Controller; relHolds(o.Who, p, ctl) && (g.inGame(ctl) || !g.validPlayer(ctl)) {
					return c.Obj
				}
			}
		}
	}
	return nil
}

// keepCantLose removes from losers the players who can't lose the game,
// with their reasons in why: those who still lose are kept in place, in
// order, and the slices returned are the front of losers and why.
func (g *Game) keepCantLose(losers []*Player, why []string) ([]*Player, []string) {
	n := 0
	for i, p := range losers {
		if g.outcomeSource(p.ID, false) != nil {
			p.drewEmpty = false // 704.5b counts only draws since the last check
			continue
		}
		losers[n], why[n] = p, why[i]
		n++
	}
	return losers[:n], why[:n]
}
