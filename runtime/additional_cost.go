package runtime

import "fmt"

// Additional costs of spells (601.2b, 601.2f–h): "As an additional cost to
// cast this spell, sacrifice a creature." The caster chooses how to pay
// them while casting; a spell whose additional costs can't be paid can't
// be cast (601.2h), and nothing changes. Once paid, the spell's effects
// find what the costs moved (400.7j): "the sacrificed card" where it went,
// "the sacrificed creature" as it last existed.

// chosenAdditionalCosts is how a caster will pay a spell's additional
// costs, chosen before anything in the game changes.
type chosenAdditionalCosts struct {
	sacrifice []ObjRef
	discard   []ObjRef
	life      int
}

// any reports whether c pays anything (payAdditionalCosts).
func (c *chosenAdditionalCosts) any() bool {
	return len(c.sacrifice) > 0 || len(c.discard) > 0 || c.life > 0
}

// noAdditionalCost reports whether c is the zero Cost, as c == Cost{}
// does, but with the fields most often set compared first and no call
// (TestNoAdditionalCost sets each field in turn).
func noAdditionalCost(c *Cost) bool {
	m := &c.Mana
	return c.Sacrifice == nil && c.Discard == 0 && c.PayLife == 0 && c.RemoveCounters == nil &&
		!c.Tap && !c.SacrificeSelf && !c.HasLoyalty && !c.DiscardSelf && !c.LoyaltyX && c.Loyalty == 0 && c.SacrificeText == "" &&
		m.Generic == 0 && m.X == 0 && !m.Present && m.Text == "" && ManaPool(m.Colored).same(ManaPool{})
}

// chooseAdditionalCosts checks that p can pay the additional costs of the
// card being cast, o, and asks the choices the payment needs (the
// permanents to sacrifice, the cards to discard) through the Decider,
// unless the request gives them. It changes nothing.
func (g *Game) chooseAdditionalCosts(p PlayerID, o *Object, req *CastRequest, name string) (chosenAdditionalCosts, error) {
	var out chosenAdditionalCosts
	cost := &o.Card.Def.AdditionalCost
	if !noAdditionalCost(cost) {
		g.probeReads++ // a hand, a graveyard, life (probe_kept.go)
	}
	// A permanent to sacrifice or a card to discard named for a spell
	// with no such cost pays nothing: the request is refused, as one
	// naming an X, a kicker or a mode the spell lacks is.
	if cost.Sacrifice == nil && len(req.Sacrifice) > 0 {
		return out, refuse("601.2b", "%s has no additional cost to sacrifice anything", name)
	}
	if cost.Discard == 0 && len(req.Discard) > 0 {
		return out, refuse("601.2b", "%s has no additional cost to discard a card", name)
	}
	if f := cost.Sacrifice; f != nil {
		if req.Sacrifice != nil {
			if len(req.Sacrifice) != 1 {
				return out, refuse("601.2h", "%s needs 1 permanent to sacrifice, got %d", name, len(req.Sacrifice))
			}
			s := g.permanent(req.Sacrifice[0])
			if s == nil || g.Chars(s).Controller != p || !g.Matches(f, s.Ref, p) {
				return out, refuse("601.2h", "%s can't sacrifice that to pay for %s: it must be %s they control", g.PlayerName(p), name, cost.SacrificeText)
			}
			out.sacrifice = req.Sacrifice
		} else {
			chosen, err := g.chooseOwn(p, f, 1, 1, "sacrifice "+cost.SacrificeText+" to pay for "+name, ChooseObjects)
			if err != nil {
				return out, err
			}
			out.sacrifice = chosen
		}
		if len(out.sacrifice) != 1 {
			return out, refuse("601.2h", "%s can't pay for %s: they control nothing to sacrifice (%s)", g.PlayerName(p), name, cost.SacrificeText)
		}
	}
	if n := cost.Discard; n > 0 {
		var hand []ObjRef // the card being cast is not discarded: it moves to the stack first (601.2a)
		for _, c := range g.zones.get(zkey(Hand, p)) {
			if c.Obj.Ref != o.Ref {
				hand = append(hand, c.Obj.Ref)
			}
		}
		if len(hand) < n {
			return out, refuse("601.2h", "%s can't discard %d card(s) to pay for %s with %d other card(s) in hand", g.PlayerName(p), n, name, len(hand))
		}
		if req.Discard != nil {
			if len(req.Discard) != n {
				return out, refuse("601.2h", "%s needs %d card(s) to discard, got %d", name, n, len(req.Discard))
			}
			for i, d := range req.Discard {
				if !containsRef(hand, d) || containsRef(req.Discard[:i], d) {
					return out, refuse("601.2h", "%s can discard only other cards of their hand to pay for %s", g.PlayerName(p), name)
				}
			}
			out.discard = req.Discard
		} else {
			d := &Decision{Kind: ChooseDiscard, Player: p, Prompt: fmt.Sprintf("discard %d card(s) to pay for %s", n, name), Min: n, Max: n}
			for _, c := range hand {
				d.Options = append(d.Options, Option{Label: g.Describe(c), Target: Target{Obj: c, Player: NoPlayer}})
			}
			idx, err := g.decide(d)
			if err != nil {
				return out, err
			}
			for _, k := range idx {
				out.discard = append(out.discard, d.Options[k].Target.Obj)
			}
		}
	}
	if cost.PayLife > 0 {
		if cost.PayLife > g.Players[p].Life {
			return out, refuse("119.4", "%s can't pay %d life with %d", g.PlayerName(p), cost.PayLife, g.Players[p].Life)
		}
		out.life = cost.PayLife
	}
	return out, nil
}

// payAdditionalCosts pays the chosen additional costs of spell, which is on
// the stack now, and returns what the payment moved, for the spell's
// effects (400.7j).
func (g *Game) payAdditionalCosts(p PlayerID, spell ObjRef, c chosenAdditionalCosts) costPaid {
	var reqs []MoveRequest
	for _, o := range c.sacrifice {
		reqs = append(reqs, MoveRequest{Obj: o, To: Graveyard, Cause: CauseSacrifice, Source: spell})
	}
	for _, o := range c.discard {
		reqs = append(reqs, MoveRequest{Obj: o, To: Graveyard, Cause: CauseDiscard, Source: spell})
	}
	var paid costPaid
	if len(reqs) > 0 {
		moved := g.MoveAll(reqs)
		paid.sacrificed = moved[:len(c.sacrifice)]
		paid.discarded = moved[len(c.sacrifice):]
	}
	if c.life > 0 {
		g.Players[p].Life = subNumber(g.Players[p].Life, c.life)
		g.lifeChanged()
		if g.logging() {
			g.emit(EvLife, "%s pays %s life (life %s)", g.evPlayer(rolePlayer, p), evNum(roleAmount, c.life), evNum(roleLife, g.Players[p].Life))
		}
	}
	return paid
}
