package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Each player acting on what they own and what they revealed: "all
// permanents they own", "reveals that many cards from the top of their
// library", "does the same for enchantment cards", "that weren't put onto
// the battlefield".

// revealCards lowers "PLAYER reveals N cards from the top of their
// library"; "that many" after "each player shuffles all permanents they
// own into their library" is, for each player, how many they shuffled.
func (c *compiler) revealCards(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.RevealUntil, who rt.PlayerExpr) rt.Effect {
	ctx.revealedUntil = true
	if p.Amount == nil {
		c.errs.add(p.Pos, "say how many cards are revealed, or until which card: \"reveals three cards from …\", \"reveals cards from … until they reveal a creature card\"")
		return nil
	}
	if p.Amount.ThatMuch && ctx.counted {
		return rt.RevealCards{Who: who, Counted: true}
	}
	return rt.RevealCards{Who: who, Amount: c.amountIn(ctx, p.Amount, "a number of cards")}
}

// theyOwn lowers "all permanents they own" after a player subject: the
// permanents that player owns. It reports whether s says "they own".
func (c *compiler) theyOwn(ctx *abilityCtx, s *grammar.Selector, players rt.PlayerExpr) (rt.ObjExpr, bool) {
	cp := *s
	cp.Constraints = nil
	found := false
	for _, k := range s.Constraints {
		if _, ok := k.(*grammar.TheyOwnConstraint); ok && !found {
			found = true
			continue
		}
		cp.Constraints = append(cp.Constraints, k)
	}
	if !found {
		return nil, false
	}
	f, _ := c.selector(&cp, false)
	for _, m := range f.Alts {
		if m.Zone != rt.ZoneNone && m.Zone != rt.Battlefield {
			c.errs.add(s.Pos, "\"they own\" is said of permanents yet: \"all permanents they own\"")
			break
		}
	}
	return rt.OwnedBy{Filter: f, Players: players}, true
}

// doesTheSame lowers "then does the same for SELECTOR cards" after a
// clause that puts cards revealed this way onto the battlefield: that
// clause again, for the cards revealed this way that match SELECTOR.
func (c *compiler) doesTheSame(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.DoesTheSame, prev *[]rt.Effect) rt.Effect {
	var last rt.Return
	ok := false
	if n := len(*prev); n > 0 {
		last, ok = (*prev)[n-1].(rt.Return)
	}
	var way rt.RevealedThisWay
	if ok {
		way, ok = last.What.(rt.RevealedThisWay)
	}
	if !ok {
		c.errs.add(p.Pos, "\"does the same for …\" must follow a clause that puts cards revealed this way onto the battlefield")
		return nil
	}
	if cl.Subject != nil {
		if _, that := cl.Subject.(*grammar.ThatPlayerRef); !that {
			c.errs.add(cl.Subject.Position(), "the player who did the clause before does the same: no subject")
		}
	}
	if len(p.For.Constraints) > 0 {
		c.errs.add(p.For.Constraints[0].Position(), "\"does the same for …\" takes a kind of card, with no constraint yet")
	}
	f, _ := c.selectorIn(p.For, false, rt.Library)
	for i := range f.Alts {
		f.Alts[i].NonToken = true // a token is not a card (108.2b)
	}
	way.Filter = &f
	last.What = way
	return last
}
