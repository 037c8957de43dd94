package interp

import (
	"slices"
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Libraries, hands and graveyards: a subject shared by joined clauses,
// "that player" of a trigger, draw and discard triggers, milling half a
// library.

// inheritSubject gives a clause without a subject the player subject of
// the clause before it in the sentence when its verb is one a player does
// (Oracle's "target player draws two cards and loses 2 life", "each
// player draws three cards, then discards three cards at random"): the
// clause becomes "that player …", which is the player (or players) the
// earlier subject named. It returns the clause to lower and the subject a
// following clause may share.
func inheritSubject(cl grammar.Clause, prev grammar.PlayerRef) (grammar.Clause, grammar.PlayerRef) {
	ac, ok := cl.(*grammar.ActionClause)
	if !ok || ac.Lead != nil {
		return cl, nil
	}
	if ac.Subject != nil {
		if p, ok := ac.Subject.(grammar.PlayerRef); ok {
			if _, you := p.(*grammar.YouRef); !you {
				return cl, p
			}
		}
		return cl, nil
	}
	if prev == nil || !playerVerb(ac.Predicate) {
		return cl, nil
	}
	cp := *ac
	cp.Subject = &grammar.ThatPlayerRef{Pos: ac.Pos, Player: true}
	return &cp, prev
}

// playerVerb reports whether a player is the one who does p.
func playerVerb(p grammar.Predicate) bool {
	switch p.(type) {
	case *grammar.Draw, *grammar.Discard, *grammar.Mill, *grammar.LoseLife, *grammar.GainLife,
		*grammar.Shuffle,                                         // "the player puts that card …, then shuffles …" (reveal_until.go)
		*grammar.RevealUntil, *grammar.DoesTheSame, *grammar.Put: // each_player.go: "each player …, then reveals …, then puts …"
		return true
	}
	return false
}

// eventPlayer is what "that player" means in the effects of a triggered
// ability with trigger t: the player dealt damage (damage_event.go), the
// player whose step began, for a step of each player, each opponent or
// enchanted player, the player who drew or discarded the card, or
// enchanted player who cast the spell (enchant_player.go).
func eventPlayer(t *rt.Trigger) rt.PlayerExpr {
	switch {
	case t == nil:
	case t.Event == rt.EventDamage, t.Event == rt.EventCombatDamage,
		t.Event == rt.EventStepBegins && t.Whose != rt.YourStep, t.Cause != nil,
		t.Event == rt.EventCast && t.Caster == rt.EnchantedCaster:
		return rt.EventPlayer{}
	}
	return nil
}

// causeEvent lowers "PLAYER draws a card" and "PLAYER discards a card":
// PLAYER is "you", "a player" or "an opponent".
func (c *compiler) causeEvent(e *grammar.Event) *rt.Trigger {
	ct := &rt.CauseTrigger{Cause: rt.CauseDraw}
	if _, ok := e.Verb.(*grammar.DiscardsEvent); ok {
		ct.Cause = rt.CauseDiscard
	}
	switch s := e.Subject.(type) {
	case *grammar.YouRef:
		ct.Whose = rt.YourStep
	case *grammar.IndefiniteRef:
		w := s.Selector.Words
		switch {
		case len(w) == 1 && len(s.Selector.Constraints) == 0 && w[0].Text == "opponent" && s.Article == "an":
			ct.Whose = rt.OpponentsStep
		case len(w) == 1 && len(s.Selector.Constraints) == 0 && w[0].Text == "player" && s.Article == "a":
			ct.Whose = rt.EachStep
		default:
			c.errs.add(s.Pos, "expected \"you\", \"a player\" or \"an opponent\" as who draws or discards")
		}
	default:
		c.errs.add(e.Subject.Position(), "expected \"you\", \"a player\" or \"an opponent\" as who draws or discards")
	}
	return &rt.Trigger{Event: rt.EventZoneChange, Cause: ct}
}

// halfMill lowers "PLAYER mills half their library, rounded down".
func (c *compiler) halfMill(ctx *abilityCtx, cl *grammar.ActionClause, h *grammar.HalfLibrary) rt.Effect {
	who := c.subjectPlayer(ctx, cl.Subject)
	w := h.Whose
	_, you := who.(rt.You)
	if !(w.Their && cl.Subject != nil && !you || w.Your && you) {
		c.errs.add(w.Pos, "a player mills half their own library: write \"half their library\" after a player, \"half your library\" after none")
	}
	return rt.Mill{Who: who, Half: true, Up: h.Up}
}

// search lowers "search your library for a SELECTOR card" (701.23).
func (c *compiler) search(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.Search) rt.Effect {
	if p.All != nil {
		return c.searchAll(ctx, cl, p) // search_all.go
	}
	if cl.Subject != nil {
		if _, you := cl.Subject.(*grammar.YouRef); !you {
			c.errs.add(cl.Subject.Position(), "only you can search yet")
		}
	}
	ctx.searched = true // "if you searched for …" (card_name.go)
	var whose rt.PlayerExpr
	switch {
	case p.Whose.ThatPlayer:
		whose = c.possessivePlayer(ctx, p.Whose) // "search that player's library" (card_name.go)
	case !p.Whose.Your:
		c.errs.add(p.Whose.Pos, "only \"search your library\" or \"search that player's library\" is supported yet")
	}
	if len(p.For.Selector.Constraints) > 0 {
		c.errs.add(p.For.Selector.Constraints[0].Position(), "a search says what kind of card it looks for, with no constraint yet")
	}
	f := c.indefiniteIn(p.For, rt.Library)
	f.Owner = rt.RelYou
	if whose != nil {
		f.Owner = rt.RelAny // the library searched is that player's
	}
	any := true
	for i := range f.Alts {
		m := &f.Alts[i]
		if m.Zone != rt.Library {
			c.errs.add(p.For.Pos, "a library holds cards: write \"a … card\"")
		}
		if len(m.Types) > 0 || len(m.NotTypes) > 0 || m.Colors != 0 || m.NotColors != 0 || m.Permanent {
			any = false
		}
	}
	return rt.Search{Filter: f, Quality: !any, Text: c.text(p.For.Pos, p.For.Selector.EndPos), Whose: whose}
}

// putOntoBattlefield lowers "put OBJECT onto the battlefield [tapped]": under
// the control of the player who puts it there, the ability's controller
// (110.2a).
func (c *compiler) putOntoBattlefield(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.Put) rt.Effect {
	var by rt.PlayerExpr // a player other than you puts it there (reveal_until.go)
	if _, you := cl.Subject.(*grammar.YouRef); cl.Subject != nil && !you {
		by = c.subjectPlayer(ctx, cl.Subject)
		if p.Onto.Under != "" {
			c.errs.add(p.Onto.Pos, "\"under … control\" after a player who puts the card there is not supported yet")
		}
	}
	if ir, ok := p.Object.(*grammar.IndefiniteRef); ok {
		if by != nil {
			c.errs.add(cl.Subject.Position(), "only you can put a card chosen as the effect happens onto the battlefield yet")
		}
		// "put a creature card from your hand onto the battlefield": a
		// card chosen as the effect happens.
		f := c.indefinite(ir)
		for _, m := range f.Alts {
			if m.Zone == rt.Battlefield || m.Zone == rt.ZoneNone || m.Spell {
				c.errs.add(ir.Pos, "say where the card is put from: \"a creature card from your hand\"")
				break
			}
		}
		if p.Onto.Under != "" {
			c.errs.add(p.Onto.Pos, "\"under … control\" is not supported yet for a card chosen as the effect happens")
		}
		return rt.PutChosen{From: f, Tapped: p.Onto.Tapped, Text: c.text(ir.Pos, ir.Selector.EndPos)}
	}
	// Without "under …", a permanent enters under the control of the
	// player the effect tells to put it there, the ability's controller
	// (110.2a).
	return rt.Return{What: c.objRef(ctx, p.Object), To: rt.Battlefield, Tapped: p.Onto.Tapped, UnderYourControl: by == nil && !strings.HasPrefix(p.Onto.Under, "its"), By: by}
}

// mayRest reports whether e is an optional search ("you may search your
// library for …"): the clauses after it in its sentence act on what it
// finds, so they are part of the option too (if you don't search, you
// don't shuffle).
func mayRest(e rt.Effect) (rt.May, bool) {
	m, ok := e.(rt.May)
	if !ok || len(m.Effects) != 1 {
		return m, false
	}
	_, search := m.Effects[0].(rt.Search)
	return m, search
}

// noMaxHandSize lowers a static ability's "you have no maximum hand size"
// (402.2). It reports whether cl is such a clause.
func (c *compiler) noMaxHandSize(a *rt.Ability, cl grammar.Clause) bool {
	ac, ok := cl.(*grammar.ActionClause)
	if !ok {
		return false
	}
	if _, ok := ac.Predicate.(*grammar.NoMaxHandSize); !ok {
		return false
	}
	if _, you := ac.Subject.(*grammar.YouRef); !you {
		c.errs.add(ac.Pos, "only \"you have no maximum hand size\" is supported: the ability's controller")
	}
	switch {
	case ac.May:
		c.errs.add(ac.Pos, "\"may\" makes no sense here")
	case ac.Dur() != nil:
		c.errs.add(ac.Dur().Pos, "a static ability lasts as long as its source is on the battlefield (611.3b): it takes no duration")
	case ac.Delayed != nil:
		c.errs.add(ac.Delayed.Pos, "a static ability can't create a delayed trigger")
	}
	a.Statics = append(a.Statics, rt.StaticEffect{NoMaxHandSize: true})
	return true
}

// isTapped lowers the condition "this is untapped" (or tapped).
func (c *compiler) isTapped(cond *grammar.Condition, t *grammar.SourceIsTapped) rt.Condition {
	if _, this := cond.Subject.(*grammar.ThisRef); !this {
		c.errs.add(cond.Subject.Position(), "only \"this is untapped\" and \"this is tapped\" are supported as conditions yet")
	}
	return rt.SourceTapped{Untapped: t.Untapped}
}

// lookAtTop lowers "look at the top N cards of your library".
func (c *compiler) lookAtTop(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.LookAtTop) rt.Effect {
	if cl.Subject != nil {
		if _, you := cl.Subject.(*grammar.YouRef); !you {
			c.errs.add(cl.Subject.Position(), "only you can look at the top of your library yet")
		}
	}
	if !p.Whose.Your {
		c.errs.add(p.Whose.Pos, "only \"the top N cards of your library\" is supported yet")
	}
	ctx.lookedAt = true
	return rt.LookAtTop{Amount: c.amountIn(ctx, p.Amount, "a number of cards")}
}

// putBack lowers "put them back in any order" after "look at the top N
// cards of your library".
func (c *compiler) putBack(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.PutBack) rt.Effect {
	if !ctx.lookedAt {
		c.errs.add(p.Pos, "\"put them back in any order\" must follow \"look at the top N cards of your library\"")
	}
	if cl.Subject != nil {
		c.errs.add(cl.Subject.Position(), "the player who looked puts them back: no subject")
	}
	return rt.ArrangeTop{}
}

// revealHand lowers "PLAYER reveals their hand" (701.16a); a later
// "choose a … card from it" chooses from that hand.
func (c *compiler) revealHand(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.RevealHand) rt.Effect {
	who := c.subjectPlayer(ctx, cl.Subject)
	_, you := who.(rt.You)
	if w := p.Whose; !(w.Their && cl.Subject != nil && !you || w.Your && you) {
		c.errs.add(w.Pos, "a player reveals their own hand: write \"their hand\" after a player, \"your hand\" after none")
	}
	ctx.revealed = who
	return rt.RevealHand{Who: who}
}

// chooseFrom lowers "you choose a noncreature, nonland card from it",
// after a hand was revealed.
func (c *compiler) chooseFrom(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.ChooseFrom) rt.Effect {
	if cl.Subject != nil {
		if _, you := cl.Subject.(*grammar.YouRef); !you {
			c.errs.add(cl.Subject.Position(), "only you can choose a card from a revealed hand yet")
		}
	}
	if ctx.revealed == nil {
		c.errs.add(p.Pos, "\"choose a … card from it\" must follow a clause that reveals a hand (\"target opponent reveals their hand\")")
		return nil
	}
	sel := &grammar.Selector{Pos: p.Pos, EndPos: cl.EndPos}
	for _, w := range p.Words {
		sel.Words = append(sel.Words, &grammar.SelectorWord{Pos: p.Pos, Text: w})
	}
	sel.Words = append(sel.Words, &grammar.SelectorWord{Pos: p.Pos, Text: "card"})
	f, _ := c.selectorIn(sel, false, rt.Hand)
	text := strings.Join(p.Words, ", ") + " card"
	return rt.ChooseFromHand{Whose: ctx.revealed, Filter: f, Text: text}
}

// discardObject lowers "PLAYER discards that card": the card is discarded
// if it is in its owner's hand (701.9a).
func (c *compiler) discardObject(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.DiscardObject) rt.Effect {
	if cl.Subject != nil {
		if _, ok := cl.Subject.(grammar.PlayerRef); !ok {
			c.errs.add(cl.Subject.Position(), "a player discards")
		}
	}
	return rt.DiscardObjects{What: c.objRef(ctx, p.Object)}
}

// staticHandsRevealed lowers a static ability's "your opponents play with
// their hands revealed" (or "each player", "you"). It reports whether cl
// is such a clause.
func (c *compiler) staticHandsRevealed(a *rt.Ability, cl grammar.Clause) bool {
	ac, ok := cl.(*grammar.ActionClause)
	if !ok {
		return false
	}
	p, ok := ac.Predicate.(*grammar.PlayerRules)
	if !ok {
		return false
	}
	for _, r := range p.Rules {
		if !r.Revealed {
			c.errs.add(r.Pos, "only \"… play with their hands revealed\" is supported in a static ability yet")
			return true
		}
	}
	e := rt.StaticEffect{RevealHands: true}
	switch s := ac.Subject.(type) {
	case *grammar.OpponentsRef:
		e.Reveal = rt.RelOpponent
	case *grammar.EachPlayerRef:
		c.refuseEachOther(s) // copy_spell.go
		if s.Opponent {
			e.Reveal = rt.RelOpponent
		}
	case *grammar.YouRef:
		e.Reveal = rt.RelYou
	default:
		c.errs.add(ac.Pos, "say whose hands are revealed: \"your opponents\", \"each player\" or \"you\"")
	}
	if ac.Dur() != nil {
		c.errs.add(ac.Dur().Pos, "a static ability lasts as long as its source is on the battlefield (611.3b): it takes no duration")
	}
	if ac.May {
		c.errs.add(ac.Pos, "\"may\" makes no sense here")
	}
	a.Statics = append(a.Statics, e)
	return true
}

// expectHandRevealed compiles "expect PLAYER hand revealed" (or hidden).
func (s *scenarioCompiler) expectHandRevealed(e *grammar.ExpectHandRevealed) func(*run) error {
	p := s.player(e.Pos, e.Player)
	return func(r *run) error {
		if got := r.g.HandRevealed(rt.PlayerID(p)); got != e.Revealed {
			want := map[bool]string{true: "revealed", false: "hidden"}
			return failf("expected %s's hand %s, got %s", e.Player, want[e.Revealed], want[got])
		}
		return nil
	}
}

// othersCast lowers "an opponent casts a SELECTOR spell" and "a player
// casts …"; it returns nil for "you cast …", which event lowers.
func (c *compiler) othersCast(e *grammar.Event) *rt.Trigger {
	ir, ok := e.Subject.(*grammar.IndefiniteRef)
	if !ok {
		return nil
	}
	w := ir.Selector.Words
	t := &rt.Trigger{Event: rt.EventCast}
	switch {
	case len(w) == 1 && len(ir.Selector.Constraints) == 0 && w[0].Text == "opponent" && ir.Article == "an":
		t.Caster = rt.OpponentCaster
	case len(w) == 1 && len(ir.Selector.Constraints) == 0 && w[0].Text == "player" && ir.Article == "a":
		t.Caster = rt.AnyCaster
	default:
		return nil
	}
	v := e.Verb.(*grammar.CastEvent)
	if ir, ok := v.Object.(*grammar.IndefiniteRef); ok {
		f := c.indefinite(ir)
		for i := range f.Alts {
			f.Alts[i].Zone, f.Alts[i].Spell = rt.Stack, true
		}
		t.Filter = &f
	} else {
		c.errs.add(v.Object.Position(), "expected \"casts a …\": which spells the trigger watches")
	}
	return t
}

// revealTop lowers "reveal the top card of your library".
func (c *compiler) revealTop(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.RevealTop) rt.Effect {
	if cl.Subject != nil {
		if _, you := cl.Subject.(*grammar.YouRef); !you {
			c.errs.add(cl.Subject.Position(), "only you can reveal the top card of your library yet")
		}
	}
	if !p.Whose.Your {
		c.errs.add(p.Whose.Pos, "only \"the top card of your library\" is supported yet")
	}
	return rt.RevealTop{}
}

// isA lowers the condition "it's a SELECTOR card": the object "it" is, in
// whatever zone it is. Without "card" or "spell" it is "it's a creature"
// said of the permanent the damage just before was dealt to, when the
// target may be a player or another kind of permanent (Carbonize): it
// holds if that permanent is one (a player is not, 102.1).
func (c *compiler) isA(ctx *abilityCtx, cond *grammar.Condition, t *grammar.IsA) rt.Condition {
	if _, it := cond.Subject.(*grammar.ItRef); !it {
		c.errs.add(cond.Subject.Position(), "only \"it's a …\" is supported as this condition yet")
	}
	c.checkIt(ctx, cond.Subject.Position(), "it")
	zone := rt.Anywhere
	if !slices.ContainsFunc(t.Selector.Words, func(w *grammar.SelectorWord) bool {
		n := noun(w.Text)
		return n == "card" || n == "spell"
	}) {
		// A permanent: only what damage was just dealt to is known to be one.
		if !ctx.damaged {
			c.errs.add(t.Selector.Pos, "\"it's a %s\" says what a permanent is: it must follow damage dealt to a target (\"… deals 3 damage to any target. if it's a creature, …\"); say \"card\" for a card", wordsText(t.Selector.Words))
		}
		zone = rt.ZoneNone
	}
	f, _ := c.selectorIn(t.Selector, false, zone)
	return rt.ItIs{Filter: f}
}

// otherwise lowers "otherwise, CLAUSE": it applies when the condition of
// the conditional clause just before did not hold.
func (c *compiler) otherwise(ctx *abilityCtx, cl *grammar.OtherwiseClause, prev *[]rt.Effect) rt.Effect {
	n := len(*prev)
	if n == 0 {
		c.errs.add(cl.Pos, "\"otherwise\" must follow a clause beginning with \"if\"")
		return nil
	}
	if _, ok := (*prev)[n-1].(rt.Conditional); !ok {
		c.errs.add(cl.Pos, "\"otherwise\" must follow a clause beginning with \"if\"")
		return nil
	}
	var inner []rt.Effect
	if e := c.clause(ctx, cl.Clause, &inner); e != nil {
		inner = append(inner, e)
	}
	return rt.Otherwise{Effects: inner}
}
