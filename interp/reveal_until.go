package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Revealing cards from the top of a library until a card of a kind is
// revealed (701.16a), "the player" who revealed them and the cards
// "revealed this way".

// revealUntil lowers "PLAYER reveals cards from the top of their library
// until they reveal a SELECTOR card". The card found is "it"; "the
// player" (and "that player") is the player who revealed.
func (c *compiler) revealUntil(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.RevealUntil) rt.Effect {
	who := c.subjectPlayer(ctx, cl.Subject)
	_, you := who.(rt.You)
	if w := p.Whose; !(w.Their && cl.Subject != nil && !you || w.Your && you) {
		c.errs.add(w.Pos, "a player reveals cards from their own library: write \"their library\" after a player, \"your library\" after none")
	}
	if p.For == nil {
		return c.revealCards(ctx, cl, p, who) // each_player.go: "reveals that many cards from the top of their library"
	}
	if p.Amount != nil {
		c.errs.add(p.Amount.Pos, "a reveal until a kind of card takes no number of cards")
	}
	if (p.Who == "you") != you {
		c.errs.add(p.Pos, "\"until %s reveal\": say \"until they reveal\" after a player, \"until you reveal\" after none", p.Who)
	}
	if len(p.For.Selector.Constraints) > 0 {
		c.errs.add(p.For.Selector.Constraints[0].Position(), "a reveal stops at a kind of card, with no constraint yet")
	}
	f := c.indefiniteIn(p.For, rt.Library)
	for _, m := range f.Alts {
		if m.Zone != rt.Library {
			c.errs.add(p.For.Pos, "a library holds cards: write \"a … card\"")
			break
		}
	}
	ctx.thatPlayer = rt.Revealer{} // "the player puts that card onto the battlefield"
	ctx.revealedUntil = true
	return rt.RevealUntil{Who: who, Filter: f, Text: c.text(p.For.Selector.Pos, p.For.Selector.EndPos)}
}

// revealedThisWay lowers "all [other] [TYPE] cards revealed this way"
// after a reveal: the cards it revealed (that are still in the library),
// "other" leaving out the card that ended the reveal. It reports whether
// r is such a reference.
func (c *compiler) revealedThisWay(ctx *abilityCtx, r *grammar.EachRef) (rt.ObjExpr, bool) {
	s := r.Selector
	var way *grammar.ThisWayConstraint
	for _, k := range s.Constraints {
		if k, ok := k.(*grammar.ThisWayConstraint); ok && k.Verb == "revealed" {
			way = k
		}
	}
	if way == nil {
		return nil, false
	}
	for _, k := range s.Constraints {
		switch k.(type) {
		case *grammar.ThisWayConstraint:
		case *grammar.NotPutOntoConstraint:
			// "that weren't put onto the battlefield": the cards put there
			// are new objects (400.7), which "revealed this way" no longer
			// finds (each_player.go).
		default:
			c.errs.add(k.Position(), "\"revealed this way\" takes no other constraint yet")
		}
	}
	if !ctx.revealedUntil {
		c.errs.add(way.Pos, "\"revealed this way\" must follow a clause that reveals cards (\"reveals cards from the top of their library until …\")")
	}
	if r.Word != "all" {
		c.errs.add(r.Pos, "write \"all … cards revealed this way\"")
	}
	e := rt.RevealedThisWay{}
	words := s.Words
	if len(words) > 0 && strings.EqualFold(words[0].Text, "other") {
		e.Other = true
		words = words[1:]
	}
	if len(words) == 0 || !strings.EqualFold(words[len(words)-1].Text, "cards") {
		c.errs.add(s.Pos, "write \"cards revealed this way\"")
		return e, true
	}
	if len(words) > 1 { // "all creature cards revealed this way"
		f, _ := c.selectorIn(&grammar.Selector{Pos: words[0].Pos, Words: words, EndPos: way.Pos}, false, rt.Library)
		for i := range f.Alts {
			f.Alts[i].NonToken = true // a token is not a card (108.2b)
		}
		e.Filter = &f
	}
	return e, true
}

// shuffleIntoTheirs lowers "PLAYER shuffles all … cards revealed this way
// into their library": the player shuffles the set into their library,
// which is shuffled even if the set is empty (701.20c). It reports
// whether the clause is one.
func (c *compiler) shuffleIntoTheirs(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.Shuffle) (rt.Effect, bool) {
	if p.Whose == nil || !p.Whose.Their || cl.Subject == nil {
		return nil, false
	}
	pr, ok := cl.Subject.(grammar.PlayerRef)
	if !ok {
		return nil, false
	}
	if _, you := pr.(*grammar.YouRef); you {
		return nil, false
	}
	e, ok := p.Object.(*grammar.EachRef)
	if !ok {
		return nil, false
	}
	who := c.subjectPlayer(ctx, cl.Subject)
	if what, ok := c.theyOwn(ctx, e.Selector, who); ok { // each_player.go
		ctx.counted = true
		return rt.ShuffleInto{What: what, Who: who}, true
	}
	what, ok := c.revealedThisWay(ctx, e)
	if !ok {
		return nil, false
	}
	// The cards revealed from a player's library are theirs: "their
	// library" is each card's owner's (400.3).
	return rt.ShuffleInto{What: what, Who: who}, true
}

// putsRevealed reports whether a Put with a player subject puts cards
// revealed this way into "their library": the cards each revealed from
// their own library, which go back to it (400.3, each_player.go).
func (c *compiler) putsRevealed(cl *grammar.ActionClause, p *grammar.Put) bool {
	if _, ok := cl.Subject.(grammar.PlayerRef); !ok || p.Of == nil || !p.Of.Their {
		return false
	}
	e, ok := p.Object.(*grammar.EachRef)
	if !ok {
		return false
	}
	for _, k := range e.Selector.Constraints {
		if w, ok := k.(*grammar.ThisWayConstraint); ok && w.Verb == "revealed" {
			return true
		}
	}
	return false
}
