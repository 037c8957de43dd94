package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// This file lowers damage prevention (615) beyond "prevent N damage …":
// "the next time SOURCE would deal damage to …, prevent that damage",
// "if damage would be dealt to …, prevent that damage" (in effects and
// static abilities), what a prevention effect does with "the damage
// prevented this way" (615.5), "a … source of your choice" (609.7a), and
// the other constructs of the damage cards: several recipients of one
// damage, "each creature that player controls".

// preventThat lowers a PreventThatClause in the effects of a spell or an
// activated or triggered ability: a shield made as it resolves.
func (c *compiler) preventThat(ctx *abilityCtx, cl *grammar.PreventThatClause) rt.Effect {
	if cl.Amount != nil {
		c.errs.add(cl.Pos, "\"prevent N of that damage\" is supported only in a static ability yet")
	}
	e := rt.Prevent{All: !cl.Next, Next: cl.Next, Combat: cl.Combat || cl.SourceCombat, Duration: rt.Forever, Text: c.phrase(cl.Pos, cl.EndPos)}
	if d := cl.Duration; d != nil {
		switch {
		case d.EndOfTurn, d.ThisTurn:
			e.Duration = rt.UntilEndOfTurn
		default:
			c.errs.add(d.Pos, "this duration is not supported for prevention yet")
		}
	}
	if cl.Source != nil {
		e.By = c.objRef(ctx, cl.Source)
	} else if cl.Next {
		c.errs.add(cl.Pos, "\"the next time damage would be dealt …\": say whose damage, \"the next time a source of your choice would deal damage …\"")
	}
	if cl.To != nil {
		e.To, e.ToPlayers = c.recipient(ctx, cl.To)
	}
	return e
}

// staticPrevention lowers a PreventThatClause in a static ability: it
// prevents damage for as long as its source is on the battlefield.
func (c *compiler) staticPrevention(cl *grammar.PreventThatClause) *rt.DamagePrevention {
	dp := &rt.DamagePrevention{Combat: cl.Combat || cl.SourceCombat, Text: c.phrase(cl.Pos, cl.EndPos)}
	if cl.Amount != nil {
		if !c.inRange(cl.Pos, "an amount of damage prevented", *cl.Amount, 1, rt.MaxNumber) {
			return nil
		}
		dp.Amount = *cl.Amount // "prevent 1 of that damage"
	}
	switch {
	case cl.Next:
		c.errs.add(cl.Pos, "\"the next time …\" is a shield made by a resolving spell or ability: a static ability prevents damage with \"if … would …, prevent that damage\"")
		return nil
	case cl.Duration != nil:
		c.errs.add(cl.Duration.Pos, "a static ability lasts as long as its source is on the battlefield (611.3b): it takes no duration")
	}
	if cl.Source != nil {
		ir, ok := cl.Source.(*grammar.IndefiniteRef)
		if !ok || strings.EqualFold(ir.Article, "another") {
			c.errs.add(cl.Source.Position(), "expected \"a source\" or \"a … source\" as whose damage a static ability prevents")
			return nil
		}
		if f := c.sourceFilter(ir.Selector); len(f.Alts) != 1 || !isAnySource(f.Alts[0]) || f.Controller != rt.RelAny {
			dp.From = &f
		}
	}
	switch to := cl.To.(type) {
	case nil:
		c.errs.add(cl.Pos, "say to whom the damage would be dealt: \"to you\", \"to a creature you control\"")
		return nil
	case *grammar.YouRef:
		dp.ToYou = true
	case *grammar.ThisRef:
		dp.ToSelf = true // "if damage would be dealt to this" (counters_removed.go's Protean Hydra wording)
	case *grammar.IndefiniteRef:
		dp.Other = strings.EqualFold(to.Article, "another")
		f, _ := c.selector(to.Selector, false)
		dp.To = &f
	default:
		c.errs.add(to.Position(), "expected \"you\", \"this\", \"a …\" or \"another …\" as what a static ability's prevention protects")
		return nil
	}
	return dp
}

// isAnySource reports whether m is the bare description "source": any
// object at all.
func isAnySource(m rt.Match) bool {
	return m.Zone == rt.Anywhere && len(m.Types) == 0 && len(m.NotTypes) == 0 && m.Colors == 0 && m.NotColors == 0 &&
		!m.Spell && !m.Permanent && !m.Tapped && !m.Untapped && !m.Attacking && !m.Blocking && !m.Token && !m.NonToken
}

// sourceFilter lowers the description of a source (109.2c): any object
// matching it, in any zone.
func (c *compiler) sourceFilter(s *grammar.Selector) rt.Filter {
	f, _ := c.selectorIn(withoutChoice(s), false, rt.Anywhere)
	return f
}

// withoutChoice returns s without its "of your choice", which the caller
// has read.
func withoutChoice(s *grammar.Selector) *grammar.Selector {
	cp := *s
	cp.Constraints = nil
	for _, k := range s.Constraints {
		if _, ok := k.(*grammar.ChoiceConstraint); !ok {
			cp.Constraints = append(cp.Constraints, k)
		}
	}
	return &cp
}

// chosen lowers "a SELECTOR of your choice": an object the controller
// chooses as the effect happens. It reports false for an indefinite
// reference without "of your choice".
func (c *compiler) chosen(r *grammar.IndefiniteRef) (rt.ObjExpr, bool) {
	if !hasChoice(r.Selector) {
		return nil, false
	}
	if strings.EqualFold(r.Article, "another") {
		c.errs.add(r.Pos, "%q: \"another\" (other than this object) is not supported here yet", c.text(r.Pos, r.Selector.EndPos))
	}
	source := false
	for _, w := range r.Selector.Words {
		if noun(w.Text) == "source" {
			source = true
		}
	}
	var f rt.Filter
	if source {
		f = c.sourceFilter(r.Selector)
	} else {
		f, _ = c.selector(withoutChoice(r.Selector), false)
	}
	return rt.Chosen{Filter: f, Source: source, Text: c.text(r.Pos, r.Selector.EndPos)}, true
}

func hasChoice(s *grammar.Selector) bool {
	for _, k := range s.Constraints {
		if _, ok := k.(*grammar.ChoiceConstraint); ok {
			return true
		}
	}
	return false
}

// prevented lowers "the damage prevented this way" (615.5): it is read
// only in a clause right after a prevention effect, which the clause then
// belongs to.
func (c *compiler) prevented(ctx *abilityCtx, a *grammar.Amount) rt.Amount {
	if ctx == nil || !ctx.preventing {
		c.errs.add(a.Pos, "\"the damage prevented this way\" refers to nothing: the clause before it must prevent damage (615.5)")
		return rt.Const(0)
	}
	ctx.usedPrevented = true
	return rt.Prevented{}
}

// perPrevented applies "for each N damage prevented this way" to the
// amount of the effect e of clause cl (615.5).
func (c *compiler) perPrevented(ctx *abilityCtx, cl *grammar.ActionClause, e rt.Effect) rt.Effect {
	p := cl.Per
	if p == nil || e == nil {
		return e
	}
	if ctx == nil || !ctx.preventing {
		c.errs.add(p.Pos, "\"for each … damage prevented this way\" refers to nothing: the clause before it must prevent damage (615.5)")
		return e
	}
	ctx.usedPrevented = true
	if p.Per != 1 {
		c.errs.add(p.Pos, "\"for each %d damage prevented this way\": only \"for each 1 damage\" is supported yet", p.Per)
		return e
	}
	if e, ok := perEach(e, rt.Prevented{}); ok {
		return e
	}
	c.errs.add(p.Pos, "\"for each … damage prevented this way\" needs an effect with an amount: counters, cards, life, damage or tokens")
	return e
}

// followPrevention makes e, a clause that read the damage a prevention
// effect prevented, what that effect does immediately after preventing
// damage (615.5). It reports whether e was taken.
func followPrevention(prev *[]rt.Effect, e rt.Effect) bool {
	n := len(*prev)
	if n == 0 || e == nil {
		return false
	}
	if p, ok := (*prev)[n-1].(rt.Prevent); ok {
		p.Then = append(p.Then, e)
		(*prev)[n-1] = p
		return true
	}
	return false
}

// staticFollowUp lowers a clause of a static ability that follows its
// prevention effect ("put a +1/+1 counter on that creature for each 1
// damage prevented this way"): "that creature" is the permanent the damage
// would have been dealt to. It reports false if the clause does not
// follow a prevention effect.
func (c *compiler) staticFollowUp(a *rt.Ability, cl *grammar.ActionClause) bool {
	n := len(a.Statics)
	if n == 0 || a.Statics[n-1].Prevent == nil {
		return false
	}
	dp := a.Statics[n-1].Prevent
	ctx := &abilityCtx{ab: a, card: c.cardCtx, itBound: dp.To != nil || dp.ToSelf, preventing: true}
	e := c.clause(ctx, cl, &dp.Then)
	if e != nil && !ctx.usedPrevented {
		c.errs.add(cl.Pos, "a clause after a static ability's prevention effect must say what it does with \"the damage prevented this way\" (615.5)")
		return true
	}
	if e != nil {
		dp.Then = append(dp.Then, e)
	}
	if len(a.Targets) > 0 {
		c.errs.add(cl.Pos, "a static ability has no targets")
		a.Targets = nil
	}
	return true
}

// andRecipients joins the recipients of one damage: "to target player or
// planeswalker and each creature that player … controls".
func (c *compiler) andRecipients(ctx *abilityCtx, first grammar.Ref, more []grammar.Ref) (rt.ObjExpr, rt.PlayerExpr) {
	objs, players := c.recipient(ctx, first)
	for _, r := range more {
		o, p := c.recipient(ctx, r)
		objs, players = rt.JoinObjects(objs, o), rt.JoinPlayers(players, p)
	}
	return objs, players
}

// eachControlledBy lowers "each SELECTOR that player [or that
// planeswalker's controller] controls": every permanent matching the
// selector that the player an earlier part of the ability named controls.
// It reports false if the selector has no such constraint.
func (c *compiler) eachControlledBy(ctx *abilityCtx, s *grammar.Selector) (rt.ObjExpr, bool) {
	var k *grammar.PlayerControlsConstraint
	var tk *grammar.TargetPlayerControls
	cp := *s
	cp.Constraints = nil
	for _, x := range s.Constraints {
		if pc, ok := x.(*grammar.PlayerControlsConstraint); ok {
			k = pc
			continue
		}
		if tc, ok := x.(*grammar.TargetPlayerControls); ok && tk == nil {
			tk = tc
			continue
		}
		cp.Constraints = append(cp.Constraints, x)
	}
	if tk != nil && k == nil && ctx != nil {
		return c.targetPlayerControls(ctx, &cp, tk), true // skip_untap.go
	}
	if k == nil {
		return nil, false
	}
	f, _ := c.selector(&cp, false)
	if ctx == nil || ctx.thatPlayer == nil {
		c.errs.add(k.Pos, "\"that player\" refers to nothing: no earlier part of this ability names a player")
		return rt.EachControlledBy{Filter: f, Players: rt.You{}}, true
	}
	players := ctx.thatPlayer
	if k.OrThat != "" {
		t, ok := players.(rt.TargetRef)
		if !ok || !ctx.ab.Targets[t.Index].Objects {
			c.errs.add(k.Pos, "\"or that %s's controller\": the player named before is not a target that may be a %s", k.OrThat, k.OrThat)
		} else {
			players = rt.PlayerOrController{Target: t}
		}
	}
	return rt.EachControlledBy{Filter: f, Players: players}, true
}

// ownHand checks whose hand "discard all the cards in … hand" names: the
// discarding player's own, "your" for you and "their" for another.
func (c *compiler) ownHand(cl *grammar.ActionClause, w *grammar.Possessive) {
	_, you := cl.Subject.(*grammar.YouRef)
	you = you || cl.Subject == nil
	own := "their hand"
	if you {
		own = "your hand"
	}
	if w.Your != you || !w.Your && !w.Their {
		c.errs.add(w.Pos, "%s hand: a player discards from their own hand; write \"%s\"", possessiveText(w), own)
	}
}

// shuffleInto lowers "shuffle it into its owner's library": each object
// is put into its owner's library (400.3), which is then shuffled.
func (c *compiler) shuffleInto(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.Shuffle) rt.Effect {
	if e, ok := c.shuffleIntoTheirs(ctx, cl, p); ok {
		return e // "then shuffles all other cards revealed this way into their library" (reveal_until.go)
	}
	if _, you := cl.Subject.(*grammar.YouRef); cl.Subject != nil && !you {
		c.errs.add(cl.Subject.Position(), "%q: only you can do this yet (the runtime does it for the ability's controller)", c.phrase(cl.Pos, cl.EndPos))
	}
	c.ownersLibrary(p)
	return rt.ShuffleInto{What: c.objRef(ctx, p.Object)}
}

// ownersLibrary checks that "shuffle … into" names the library it shuffles
// into as its owner's, the only library a card goes to (400.3).
func (c *compiler) ownersLibrary(p *grammar.Shuffle) {
	switch {
	case p.Whose == nil:
		c.errs.add(p.Pos, "shuffle … into: name the library; a card goes only to its owner's library (400.3): write \"into its owner's library\"")
	case !p.Whose.Owner:
		c.errs.add(p.Whose.Pos, "shuffle … into %s library: a card goes only to its owner's library (400.3); write \"its owner's library\"", possessiveText(p.Whose))
	}
}
