package runtime

// The start of a game (103). The players' libraries and opening hands are
// set by the host (103.3, 103.5): either directly, the hand a player is
// given being the hand they keep, or by DrawOpeningHands (mulligan.go),
// which draws them and offers London mulligans. BeginGame then does what
// happens between the opening hands and the first turn: the actions cards
// allow from an opening hand (103.6), taken by the starting player first,
// then by each other player in turn order, each choosing which of their
// cards to act with and in which order; and then the starting player's
// first turn begins (103.8). The only opening-hand action the runtime
// knows is to begin the game with a card on the battlefield (103.6a):
// a static ability with BeginOnBattlefield.

// openingHandText renders BeginOnBattlefield.
const openingHandText = "if this card is in its owner's opening hand, they may begin the game with it on the battlefield (103.6a)"

// BeginGame starts the game with starting as the starting player: the
// opening-hand actions (103.6), then turn 1 from its untap step (103.8;
// the starting player of a two-player game skips its draw step, 103.8a;
// in a game of more players no one does, 103.8c). It
// returns when a player first receives priority, in that upkeep. The
// players' hands must hold their opening hands.
func (g *Game) BeginGame(starting PlayerID) error {
	g.ready()
	if !g.validPlayer(starting) {
		return refuse("103.1", "there is no player %d to start the game", starting)
	}
	g.SetTurn(1, starting, Untap)
	g.Turn, g.Step = 1, Untap
	g.changed()
	for i := range g.Players {
		if !g.openingMayAct() {
			if g.verifyCaches != nil {
				g.verifyOpeningInert()
			}
			break // as in most games: no hand is looked at
		}
		p := PlayerID((int(starting) + i) % len(g.Players))
		if err := g.openingHandActions(p); err != nil {
			return err
		}
	}
	if g.logging() {
		g.emit(EvStep, "--- turn %s (%s), %s ---", evNum(roleTurn, g.Turn), g.evPlayer(rolePlayer, g.Active), evText(roleStep, g.Step.String()))
	}
	return g.beginStep()
}

// openingHandActions offers p the actions of the cards in their opening
// hand (103.6): p chooses the cards to begin the game with on the
// battlefield, in the order they are put there (103.6a).
func (g *Game) openingHandActions(p PlayerID) error {
	hand := g.ZoneCards(Hand, p)
	// The first card that may act: with none, as in most games, no
	// decision is made at all.
	// mayBeginOnBattlefield's first test is made in line, most cards
	// stopping there: an unmodified card with no static ability has none.
	first := -1
	for i, c := range hand {
		if o := c.Obj; g.unmodified(o) && !objHasStatics(o) {
			continue
		}
		if g.mayBeginOnBattlefield(c.Obj) {
			first = i
			break
		}
	}
	if first < 0 {
		return nil
	}
	d, lent := g.newDecision(nil, 0, 0) // decision_loan.go
	defer g.giveBack(d, lent)
	d.Kind, d.Player, d.Min = ChooseObjects, p, 0
	d.Prompt = "choose the cards in your opening hand to begin the game with on the battlefield, in order (103.6a)"
	for i, c := range hand[first:] {
		if i == 0 || g.mayBeginOnBattlefield(c.Obj) { // the first was asked already
			d.Options = append(d.Options, Option{Label: g.Describe(c.Obj.Ref), Target: Target{Obj: c.Obj.Ref, Player: NoPlayer}})
		}
	}
	d.Max = len(d.Options)
	idx, err := g.decide(d)
	if err != nil {
		return err
	}
	for _, i := range idx {
		if i < 0 || i >= len(d.Options) {
			continue
		}
		r := d.Options[i].Target.Obj
		if g.Object(r) == nil {
			continue // chosen twice
		}
		if g.logging() {
			g.emit(EvNote, "%s begins the game with %s on the battlefield (103.6a)", g.evPlayer(rolePlayer, p), g.evObj(roleObject, r))
		}
		m := g.Move(MoveRequest{Obj: r, To: Battlefield, Controller: ControlledBy(p), Cause: CauseEffect})
		if o := g.Object(m.New); o != nil && o.Zone == Battlefield {
			// On the battlefield before the first turn began: not entered
			// during a turn, and controlled since before any turn (302.6).
			o = g.own(o)
			o.EnteredTurn, o.ControlSince = 0, 0
			g.changed()
		}
	}
	return nil
}

// openingMayAct reports whether a card in an opening hand may have an
// action (openingHandActions): false when no card of the game prints a
// static ability or a characteristic-defining P/T (openingActs), no
// continuous effect is about and no sticker was placed nor state written
// by the host (Touch). Every object in a hand is then unmodified but for
// counters, which only permanents get and which give no ability (layer
// 7c), and has no static ability: mayBeginOnBattlefield turns each down.
func (g *Game) openingMayAct() bool {
	return g.openingActs || len(g.effects) != 0 || g.stickersPlaced
}

// verifyOpeningInert reports, under VerifyCaches, a card in a hand that
// may act from an opening hand when openingMayAct said none may.
func (g *Game) verifyOpeningInert() {
	for _, pl := range g.Players {
		for _, c := range g.ZoneCards(Hand, pl.ID) {
			if g.mayBeginOnBattlefield(c.Obj) {
				g.verifyCaches("whether a card in an opening hand may act", "none may", g.Describe(c.Obj.Ref)+" may")
			}
		}
	}
}

// openingBit is held in a card's offTriggers, beside the zones off the
// battlefield where its triggered abilities function, when its
// definition prints a static ability or a characteristic-defining P/T:
// only then may an object of it in an opening hand have an action
// (mayBeginOnBattlefield). It is never a zone's bit, and the game's
// offTriggers never holds it: the game notes it in openingActs.
const openingBit zoneSet = 1 << 31

// openingFact returns openingBit if a card of definition d may act from
// an opening hand (openingBit), else nothing.
func openingFact(d *CardDef) zoneSet {
	if hasStatics(d) || d.PTCount != nil {
		return openingBit
	}
	return 0
}

// mayBeginOnBattlefield reports whether o, in an opening hand, has an
// ability that lets its owner begin the game with it on the battlefield:
// one whose characteristics are its definition's, with no static
// ability, has none.
func (g *Game) mayBeginOnBattlefield(o *Object) bool {
	if g.unmodified(o) && !objHasStatics(o) {
		return false
	}
	return beginsOnBattlefield(g.Chars(o))
}

// beginsOnBattlefield reports whether an object has an ability that lets
// its owner begin the game with it on the battlefield (103.6a).
func beginsOnBattlefield(c Chars) bool {
	for _, a := range c.Abilities {
		if a.Kind != StaticAbility {
			continue
		}
		for _, se := range a.Statics {
			if se.BeginOnBattlefield {
				return true
			}
		}
	}
	return false
}
