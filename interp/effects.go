package interp

import (
	"bytes"
	"slices"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// abilityCtx is what lowering one ability needs to know as it goes.
type abilityCtx struct {
	def     *rt.CardDef
	ab      *rt.Ability
	kicked  *rt.Kicked // the clause is inside "if this was kicked, …" (conditional)
	hasCast bool       // a cast effect came earlier: "that spell" is the spell it made
	trigger bool
	itBound bool // "it" refers to something: a triggering object or an earlier clause's objects
	card    *cardCtx
	mode    int // the mode being lowered (1-based), 0 outside modes
	// amountMade: the clause just lowered makes an amount ("that much")
	amountMade bool
	// becomesAt: a "becomes a … creature" waits for "it's still a …"
	// (becomes.go)
	becomesAt *lexer.Position
	// allows: a lasting permission to cast came earlier: "that spell" is
	// the spell its card becomes if cast that way (PermittedSpell, 400.7h)
	allows bool
	// thatPlayer is the player an earlier clause named, for "that player"
	// (game_rules.go)
	thatPlayer rt.PlayerExpr
	// preventing: the clause before made a prevention effect, which a
	// clause reading "the damage prevented this way" belongs to;
	// usedPrevented: the clause being lowered read it (prevention.go).
	preventing, usedPrevented bool
	// possessor is the object an amount named ("the sacrificed
	// creature's power"), which a later "its" refers to; possessorNew is
	// set while the clause that named it is lowered (choose.go).
	possessor    rt.ObjExpr
	possessorNew bool
	// lookedAt: an earlier clause looked at the top of a library, whose
	// cards "put them back" puts back (library.go)
	lookedAt bool
	// revealed is the player whose hand an earlier clause revealed, for
	// "choose a … card from it" (library.go)
	revealed rt.PlayerExpr
	// eventAmount: the triggering event has an amount, which "that much"
	// reads before any clause makes one (event_verbs_m5.go)
	eventAmount bool
	// choseName: an earlier clause chose a card name, "that name";
	// searched: an earlier clause searched a library, "you searched for"
	// (card_name.go)
	choseName, searched bool
	// tapped: an earlier clause taps ("tapped this way"); thisWay: an
	// earlier clause said "… tapped this way" ("those Wolves"). damage_from.go
	tapped, thisWay bool
	// revealedUntil: an earlier clause revealed cards until a kind of
	// card, which "cards revealed this way" names (reveal_until.go)
	revealedUntil bool
	// chose: an earlier clause chose cards, which "the chosen cards"
	// names (choose_cards.go)
	chose bool
	// damaged: the clause just lowered deals damage, so "it" is the
	// permanent it was dealt to, if any ("if it's a creature"), and "a
	// creature dealt damage this way" what it was dealt to (regenerate.go)
	damaged bool
	// counted: an earlier clause had players shuffle objects into their
	// libraries, which "that many" counts for each (each_player.go)
	counted bool
}

// cardCtx is what lowering a whole card needs: links between its abilities.
type cardCtx struct {
	def         *rt.CardDef              // the card being lowered
	exiles      bool                     // some ability exiles (607.2a)
	exiledRefs  []lexer.Position         // uses of "the exiled card"
	sacrifices  bool                     // some cost sacrifices
	sacRefs     []*grammar.SacrificedRef // uses of "the sacrificed card" (or creature, …)
	discards    bool                     // some cost discards
	discardRefs []lexer.Position         // uses of "the discarded card"
	// granted flashbacks still waiting for "the flashback cost is equal to
	// its mana cost"
	costlessFlashback []lexer.Position
	xRefs             []lexer.Position       // uses of X, which the mana cost must define (107.3)
	attached          []*grammar.AttachedRef // uses of "enchanted …" and "equipped …"
	chooses           []rt.ChoiceKind        // "as this enters, choose a …" (as_enters.go)
	// choosing: the target of "… chooses target …" is being lowered, for
	// "one of their opponents" (granted.go)
	choosing bool
	// chosenNameRefs: uses of "the chosen name", which an "as this
	// enters, choose a card name" of the card must define (card_name.go)
	chosenNameRefs []lexer.Position
	// enchantedPlayers: uses of "enchanted player", which the card's
	// enchant ability must allow (enchant_player.go)
	enchantedPlayers []lexer.Position
}

// ability lowers effects (and an intervening-if condition) into an ability.
func (c *compiler) ability(def *rt.CardDef, kind rt.AbilityKind, effs *grammar.Effects, cond *grammar.Condition) *rt.Ability {
	a := &rt.Ability{Kind: kind}
	if effs == nil {
		return a
	}
	a.Text = c.text(effs.Pos, effs.EndPos)
	ctx := &abilityCtx{def: def, ab: a, trigger: kind == rt.TriggeredAbility, itBound: kind == rt.TriggeredAbility, card: c.cardCtx}
	if kind == rt.TriggeredAbility {
		eventContext(ctx, c.trigger) // "that player", "that much" (event_verbs_m5.go)
	}
	if cond != nil {
		a.If = c.condition(ctx, cond)
	}
	for _, s := range effs.Sentences {
		c.sentence(ctx, s, &a.Effects)
	}
	c.checkBecomes(ctx) // becomes.go
	c.checkStarTokens() // token_ability.go
	return a
}

// sentence lowers a sentence, appending its effects to out.
func (c *compiler) sentence(ctx *abilityCtx, s *grammar.Sentence, out *[]rt.Effect) {
	if m := s.Modes; m != nil {
		if ctx.ab.Modes > 0 || ctx.mode > 0 {
			c.errs.add(m.Pos, "an ability can have only one modal choice")
			return
		}
		if int(m.Count) < 1 || int(m.Count) > len(m.Modes) {
			c.errs.add(m.Pos, "choose %d of %d modes: no choice could ever be made (700.2)", m.Count, len(m.Modes))
		}
		ctx.ab.Modes, ctx.ab.ModeCount = len(m.Modes), int(m.Count)
		bound := ctx.itBound
		for i, ms := range m.Modes {
			ctx.mode, ctx.itBound, ctx.amountMade = i+1, bound, false
			var effs []rt.Effect
			c.sentence(ctx, ms, &effs)
			*out = append(*out, rt.ModeEffects{Mode: i + 1, Effects: effs})
		}
		ctx.mode = 0
		return
	}
	if s.When != nil {
		if e := c.whenThisTurn(ctx, s.When); e != nil { // granted.go
			*out = append(*out, e)
		}
		return
	}
	if s.Where != nil {
		c.whereX = c.whereXAmount(ctx, s.Where) // count.go
		defer func() { c.whereX = nil }()
	}
	var subject grammar.PlayerRef
	for i, cl := range sentenceClauses(s) {
		cl, subject = inheritSubject(cl, subject) // library.go
		if e := c.clause(ctx, cl, out); e != nil {
			*out = append(*out, e)
			if m, ok := mayRest(e); ok { // "you may search …, reveal it, …" (library.go)
				ctx.itBound = true
				for _, rest := range sentenceClauses(s)[i+1:] {
					rest, subject = inheritSubject(rest, subject)
					if e := c.clause(ctx, rest, &m.Effects); e != nil {
						m.Effects = append(m.Effects, e)
					}
				}
				(*out)[len(*out)-1] = m
				return
			}
			if m, ok := e.(rt.Conditional); ok && i == 0 {
				// "if you can't …, tap this and you lose 7 life": the
				// condition covers the whole sentence (sacrifice_effect.go).
				ctx.itBound = true
				for _, rest := range sentenceClauses(s)[1:] {
					rest, subject = inheritSubject(rest, subject)
					if e := c.clause(ctx, rest, &m.Effects); e != nil {
						m.Effects = append(m.Effects, e)
					}
				}
				(*out)[len(*out)-1] = m
				return
			}
		}
		ctx.itBound = true
	}
}

// clause lowers one clause. A few clauses modify the effect before them
// ("that creature can't be regenerated"); they edit prev and return nil.
func (c *compiler) clause(ctx *abilityCtx, cl grammar.Clause, prev *[]rt.Effect) rt.Effect {
	ctx.possessorNew = false
	ctx.usedPrevented = false
	if ac, ok := cl.(*grammar.ActionClause); ok {
		pluralSubject(ac) // count.go
	}
	if c.tokenAbility(cl, prev) { // "it has \"…\"" after creating a token (token_ability.go)
		return nil
	}
	e := c.clauseEffect(ctx, cl, prev)
	// A clause that reads "the damage prevented this way" is what the
	// prevention effect before it does next (615.5, prevention.go).
	following := ctx.usedPrevented && followPrevention(prev, e)
	if following {
		e = nil
	}
	_, prevents := e.(rt.Prevent)
	ctx.preventing = following || prevents
	// "that much" in the next clause reads what this one amounted to, if
	// it makes an amount as it happens.
	ctx.amountMade = makesAmount(e)
	_, ctx.damaged = e.(rt.DealDamage)
	if !ctx.possessorNew && !keepsIt(e) {
		ctx.possessor = nil // "its" is what this clause acted on (choose.go)
	}
	return e
}

// clauseEffect is clause without the bookkeeping of amounts.
func (c *compiler) clauseEffect(ctx *abilityCtx, cl grammar.Clause, prev *[]rt.Effect) rt.Effect {
	switch cl := cl.(type) {
	case *grammar.ActionClause:
		if c.choosePlayer(ctx, cl) {
			return nil // "choose target opponent": a target (game_rules.go)
		}
		if p, ok := cl.Predicate.(*grammar.DoesTheSame); ok {
			return c.doesTheSame(ctx, cl, p, prev) // each_player.go
		}
		if p, ok := cl.Predicate.(*grammar.ChooseNewTargets); ok {
			c.chooseNewTargets(cl, p, prev) // copy_spell.go
			return nil
		}
		if st, ok := cl.Predicate.(*grammar.StillTypes); ok {
			c.stillTypes(ctx, cl, st, prev) // "it's still a land" (becomes.go)
			return nil
		}
		if _, ok := cl.Predicate.(*grammar.CantBeRegenerated); ok {
			return c.cantBeRegenerated(ctx, cl, prev) // regenerate.go
		}
		if c.sorceryOnly(ctx, cl) {
			return nil // restricts the ability (stickers.go)
		}
		c.combatRuleInEffect(cl.Predicate) // combat_rules.go
		if c.newWordCantBe(cl, prev) {
			return nil // restricts the text change before it (text_change.go)
		}
		if _, ok := cl.Predicate.(*grammar.FlashbackCost); ok {
			// Modifies the grant before it: a flashback whose cost is the
			// card's mana cost (the runtime reads a cost-less flashback so).
			if ctx.card != nil && len(ctx.card.costlessFlashback) > 0 {
				ctx.card.costlessFlashback = ctx.card.costlessFlashback[:len(ctx.card.costlessFlashback)-1]
			} else {
				c.errs.add(cl.Pos, "\"the flashback cost is …\" must follow an effect that grants flashback")
			}
			return nil
		}
		targetsBefore := len(ctx.ab.Targets)
		e := c.perPrevented(ctx, cl, c.action(ctx, cl)) // "for each 1 damage prevented this way" (prevention.go)
		e = c.forEach(cl, e)                            // "for each land you control" (count.go)
		if e == nil {
			return nil
		}
		if cl.May && !lastingPermission(e) { // game_rules.go
			e = rt.May{Effects: []rt.Effect{e}, Text: c.phrase(cl.Predicate.Position(), cl.EndPos)}
		}
		if cl.Delayed != nil {
			c.noDelayedTargets(ctx, targetsBefore, cl.Pos)
			e = rt.CreateDelayed{Step: c.step(cl.Delayed.Step), Yours: cl.Delayed.Your, Effects: []rt.Effect{e}, Text: c.text(cl.Pos, cl.Delayed.Pos)}
		}
		return e
	case *grammar.DelayedClause:
		// Every clause after "at the beginning of the next STEP," in its
		// sentence belongs to the delayed ability (603.7).
		var inner []rt.Effect
		targetsBefore := len(ctx.ab.Targets)
		defer c.noDelayedTargets(ctx, targetsBefore, cl.Pos)
		ctx.amountMade = false // the delayed ability is a resolution of its own
		for i, x := range append([]grammar.Clause{cl.Clause}, joinedClauses(cl.Rest)...) {
			if i > 0 {
				ctx.itBound = true
			}
			if e := c.clause(ctx, x, &inner); e != nil {
				inner = append(inner, e)
			}
		}
		text := c.clausePhrase(cl.Clause)
		if len(cl.Rest) > 0 {
			text = c.text(cl.Clause.Position(), cl.EndPos)
		}
		return rt.CreateDelayed{Step: c.step(cl.At), Yours: cl.Your, Effects: inner, Text: text}
	case *grammar.ReplacementClause:
		if cl.ThisWay {
			c.selfReplacement(cl, prev) // modifies the instruction before it (self_replacement.go)
			return nil
		}
		return c.replacement(ctx, cl)
	case *grammar.ConditionalClause:
		return c.conditional(ctx, cl) // choose.go
	case *grammar.PreventClause:
		return c.prevent(ctx, cl)
	case *grammar.PreventThatClause:
		return c.preventThat(ctx, cl) // prevention.go
	case *grammar.OtherwiseClause:
		return c.otherwise(ctx, cl, prev) // library.go
	case *grammar.IfYouDoClause:
		return c.ifYouDo(ctx, cl, prev) // if_you_do.go
	case *grammar.RedirectClause:
		return c.redirect(ctx, cl) // redirect.go
	case *grammar.ForEachClause:
		return c.forEachClause(ctx, cl, prev) // search_all.go
	case *grammar.DuringClause:
		c.errs.add(cl.Pos, "\"during each of your turns, …\" gives a permission that lasts: write it in a static ability (\"static: …\")")
	case *grammar.AllMustBlock:
		c.errs.add(cl.Pos, "\"all creatures able to block this do so\" is supported only as a static ability of the creature") // combat_rules.go
	case *grammar.CantBeActivatedClause:
		c.errs.add(cl.Pos, "\"activated abilities can't be activated\" is supported only in a static ability yet") // activation_ban.go
	case *grammar.PTCountClause:
		c.errs.add(cl.Pos, "a power and toughness defined by an ability is a static ability (604.3): write it after \"static:\"") // pt_count.go
	default:
		// A clause this switch does not lower would otherwise vanish.
		c.errs.add(cl.Position(), "this clause is not supported here yet")
	}
	return nil
}

// makesAmount reports whether an effect records what it amounted to, for
// "that much" in the next clause.
func makesAmount(e rt.Effect) bool {
	switch e := e.(type) {
	case rt.DealDamage, rt.GainLife, rt.Draw, rt.Mill, rt.Discard, rt.PutCounters, rt.RemoveCounters:
		return true
	case rt.May:
		return len(e.Effects) == 1 && makesAmount(e.Effects[0]) // declined, it amounts to 0
	}
	return false
}

// prevent lowers a prevention effect (615).
func (c *compiler) prevent(ctx *abilityCtx, cl *grammar.PreventClause) rt.Effect {
	e := rt.Prevent{All: cl.All, Combat: cl.Combat, Duration: rt.Forever, Text: c.phrase(cl.Pos, cl.EndPos)}
	if cl.Noncombat {
		c.errs.add(cl.Pos, "\"noncombat damage\" is supported in static abilities only yet")
	}
	if cl.Amount != nil && c.gameNumber(cl.Pos, "damage", *cl.Amount) {
		e.Amount = rt.Const(*cl.Amount)
	}
	if d := cl.Duration; d != nil {
		switch {
		case d.EndOfTurn, d.ThisTurn:
			e.Duration = rt.UntilEndOfTurn
		default:
			c.errs.add(d.Pos, "this duration is not supported for prevention yet")
		}
	}
	if cl.To != nil {
		e.To, e.ToPlayers = c.recipient(ctx, cl.To)
	}
	if cl.AlsoTo != nil {
		e.ToEach = c.preventAlsoTo(cl) // count.go
	}
	if cl.By != nil {
		e.By = c.objRef(ctx, cl.By)
	}
	if cl.Source != nil {
		// "prevent all damage target spell would deal": damage dealt by it
		if cl.By != nil {
			c.errs.add(cl.By.Position(), "the damage is already that of %s", c.phrase(cl.Source.Position(), cl.EndPos))
		}
		e.By = c.objRef(ctx, cl.Source)
	}
	return e
}

// phrase returns the source text from pos to end (the end of the clause
// it is in), or to the first ".", "," or newline before that, for logs and
// messages. It copies only what it returns: a file with many clauses must
// not cost a copy of its rest for each.
func (c *compiler) phrase(pos, end lexer.Position) string {
	src := c.sources[pos.Filename]
	if pos.Offset < 0 || pos.Offset >= end.Offset || end.Offset > len(src) || end.Filename != pos.Filename {
		return ""
	}
	rest := src[pos.Offset:end.Offset]
	if i := bytes.IndexAny(rest, ".,\n"); i >= 0 {
		rest = rest[:i]
	}
	return string(bytes.TrimSpace(rest))
}

// clausePhrase is phrase for a whole clause.
func (c *compiler) clausePhrase(cl grammar.Clause) string {
	return c.phrase(cl.Position(), clauseEnd(cl))
}

// clauseEnd returns where a clause ends (the position of the token after it).
func clauseEnd(cl grammar.Clause) lexer.Position {
	switch cl := cl.(type) {
	case *grammar.ActionClause:
		return cl.EndPos
	case *grammar.DelayedClause:
		return cl.EndPos
	case *grammar.ReplacementClause:
		return cl.EndPos
	case *grammar.PreventClause:
		return cl.EndPos
	case *grammar.PreventThatClause:
		return cl.EndPos
	case *grammar.RedirectClause:
		return cl.EndPos
	case *grammar.ConditionalClause:
		return cl.EndPos
	case *grammar.OtherwiseClause:
		return cl.EndPos
	}
	return cl.Position()
}

// replacement lowers a replacement effect a resolving spell or ability
// creates (614.1a, 616.1e), for the object a reference names now: it
// follows that object and ends when it changes zones (400.7), or in the
// cleanup step for "this turn" (514.2):
//
//	if that spell would be put into your graveyard this turn, exile it instead
//	if that creature would die this turn, exile it instead
//
// "Die" is being put into a graveyard from the battlefield (700.4): the
// replacement watches only that move, so a reference to a spell, which
// can't die, is refused.
func (c *compiler) replacement(ctx *abilityCtx, cl *grammar.ReplacementClause) rt.Effect {
	if ir, ok := cl.Subject.(*grammar.IndefiniteRef); ok {
		c.errs.add(ir.Pos, "a replacement effect a spell or ability creates applies to the objects a reference names (\"that creature\", \"it\", \"target creature\"): one over every object %q describes is not supported yet", c.text(ir.Pos, ir.Selector.EndPos))
		return nil
	}
	what := c.objRef(ctx, cl.Subject)
	if !c.insteadForm(cl, false) { // game_rules.go
		return nil
	}
	from, owner := rt.ZoneNone, rt.RelAny
	switch ev := cl.Event.(type) {
	case *grammar.WouldBePut:
		// "from anywhere" or not, the replacement watches every zone the
		// object could be put into a graveyard from.
		if w := ev.Whose; w != nil {
			switch {
			case w.Your:
				owner = rt.RelYou
			case w.Owner:
			default:
				c.errs.add(w.Pos, "would be put into %s graveyard: write \"a\", \"your\" or \"its owner's\" graveyard", possessiveText(w))
			}
		}
	case *grammar.WouldDie:
		if o, ok := cl.Subject.(grammar.ObjectRef); ok && namesSpell(o) { // copy_spell.go
			c.errs.add(cl.Subject.Position(), "a spell can't die: only a permanent is put into a graveyard from the battlefield (700.4)")
			return nil
		}
		from = rt.Battlefield // 700.4
	default:
		c.errs.add(cl.Event.Position(), "only \"would die\" and \"would be put into a graveyard\" replacements are supported yet")
		return nil
	}
	to := c.insteadZone(cl.Instead, from != rt.Battlefield)
	if to == rt.ZoneNone {
		if from == rt.Battlefield {
			c.errs.add(cl.Instead.Position(), "expected \"exile it instead\" or \"return it to its owner's hand instead\"")
		} else {
			c.errs.add(cl.Instead.Position(), "expected \"exile it instead\" or \"return it to …\" as the replacement")
		}
		return nil
	}
	dur := rt.Forever
	if d := cl.Duration; d != nil {
		if !d.EndOfTurn && !d.ThisTurn {
			c.errs.add(d.Pos, "a replacement effect lasts \"this turn\" or as long as its object")
		}
		dur = rt.UntilEndOfTurn // "would be put into your graveyard this turn"
	}
	// The log says the replacement in its own words, as a
	// self-replacement's (614.15): "exile it instead", "return it to its
	// owner's hand instead".
	text := c.phrase(cl.Pos, cl.EndPos) + ", " + c.clausePhrase(cl.Instead) + " instead"
	if cl.LeadInstead {
		text = c.phrase(cl.Pos, cl.EndPos) + ", instead " + c.clausePhrase(cl.Instead)
	}
	return rt.ReplaceZone{What: what, From: from, To: rt.Graveyard, Instead: to, Owner: owner, Text: text, Duration: dur}
}

// insteadZone reads the instruction of a replacement that sends the object
// elsewhere: "exile it", "return it to its owner's hand" and, if
// battlefield, "return it to the battlefield". Anything else (another
// object, a "may", a duration, "tapped", "under your control") is refused:
// it returns ZoneNone.
func (c *compiler) insteadZone(cl grammar.Clause, battlefield bool) rt.Zone {
	ac, ok := cl.(*grammar.ActionClause)
	if !ok || ac.May || ac.Dur() != nil || ac.Delayed != nil {
		return rt.ZoneNone
	}
	if _, you := ac.Subject.(*grammar.YouRef); ac.Subject != nil && !you {
		return rt.ZoneNone
	}
	switch p := ac.Predicate.(type) {
	case *grammar.Exile:
		if _, it := p.Object.(*grammar.ItRef); it {
			return rt.Exile
		}
	case *grammar.Return:
		if _, it := p.Object.(*grammar.ItRef); !it || len(p.More) > 0 || p.From != nil || p.AttachedTo != nil {
			return rt.ZoneNone
		}
		if !p.Battlefield {
			return rt.Hand
		}
		if battlefield && p.Under == nil && !p.Tapped && p.With == nil {
			return rt.Battlefield
		}
	}
	return rt.ZoneNone
}

func (c *compiler) action(ctx *abilityCtx, cl *grammar.ActionClause) rt.Effect {
	// "until end of turn, you may cast …": a duration written first says
	// the same as one written last (ActionClause.Dur).
	if cl.Lead != nil && cl.Trail != nil {
		c.errs.add(cl.Trail.Pos, "the clause already has a duration, written before it")
	}
	if c.castLimitInEffect(cl) {
		return nil // castlimit.go
	}
	dur := rt.Forever
	untilLeaves := false
	// durUsed is set by the predicates that keep the clause's duration; a
	// duration nothing keeps is refused rather than dropped.
	durUsed := cl.Dur() == nil
	if d := cl.Dur(); d != nil {
		switch {
		case d.EndOfTurn, d.ThisTurn:
			dur = rt.UntilEndOfTurn
		case d.ThisLeaves:
			untilLeaves = true
			if ctx.ab != nil && ctx.ab.Kind == rt.SpellAbility && ctx.def != nil && (slices.Contains(ctx.def.Types, "Instant") || slices.Contains(ctx.def.Types, "Sorcery")) {
				// 610.3c: the event an instant or sorcery would wait for
				// can't happen, so the exile would last for good or, read
				// as having happened, not be done at all.
				c.errs.add(d.Pos, "\"until this leaves the battlefield\": this is an instant or sorcery spell, which is never on the battlefield")
			}
		case d.YourNextTurn:
			dur = rt.UntilYourNextTurn
		case c.forAsLongAs(d): // becomes.go
			dur = rt.UntilSourceLeaves
			if !keepsAsLongAs(cl.Predicate) {
				c.errs.add(d.Pos, "%q can't last %q: only a continuous effect (gets, has, loses, becomes, can't, gain control) lasts for as long as its source remains on the battlefield",
					c.phrase(cl.Predicate.Position(), cl.Dur().Pos), c.phrase(cl.Dur().Pos, cl.EndPos))
				durUsed = true
			}
		default:
			durUsed = true
		}
	}
	defer func() {
		if !durUsed {
			c.errs.add(cl.Dur().Pos, "%q can't last %q: the runtime keeps a duration only for continuous effects (gets, has, loses, becomes, can't, gain control), \"exile … until this leaves the battlefield\" and \"you may cast … this turn\"",
				c.phrase(cl.Predicate.Position(), cl.Dur().Pos), c.phrase(cl.Dur().Pos, cl.EndPos))
		}
	}()
	lasting := !untilLeaves // a duration a continuous effect can keep
	switch cl.Predicate.(type) {
	case *grammar.DealDamage, *grammar.Draw, *grammar.GainLife, *grammar.LoseLife, *grammar.Mill, *grammar.Discard,
		*grammar.Shuffle, *grammar.Sacrifice, *grammar.GetsPT, *grammar.HasKeywords, *grammar.Becomes,
		*grammar.LosesKeywords, *grammar.CantAttackOrBlock, *grammar.GainControl, *grammar.GetTickets,
		*grammar.PlayerRules, *grammar.HasAbility, *grammar.GainsAbilitiesOf, *grammar.Choose,
		*grammar.BecomesTypes, *grammar.IsSacrificed, *grammar.IsTypes,
		*grammar.SkipUntap,                                                                                                                          // skip_untap.go
		*grammar.AttacksIfAble,                                                                                                                      // combat_rules.go
		*grammar.Search, *grammar.LookAtTop, *grammar.PutBack, *grammar.RevealHand, *grammar.ChooseFrom, *grammar.DiscardObject, *grammar.RevealTop, // library.go
		*grammar.TakeExtraTurn,    // extra_turn.go
		*grammar.CopySpell,        // copy_spell.go
		*grammar.ChooseName,       // card_name.go
		*grammar.CantBeBlocked,    // cant_be_blocked.go
		*grammar.DealsDamageEqual, // damage_from.go
		*grammar.RevealUntil, *grammar.Put,
		*grammar.AddMana: // mana_choice.go
		// reveal_until.go; Put reads its subject in action and putOntoBattlefield.
		// The subject is read below (or in stickerAction, gameRulesAction,
		// chosenTarget, textAction).
	default:
		// The runtime does these for the ability's controller.
		if _, you := cl.Subject.(*grammar.YouRef); cl.Subject != nil && !you {
			c.errs.add(cl.Subject.Position(), "%q: only you can do this yet (the runtime does it for the ability's controller)", c.phrase(cl.Pos, cl.EndPos))
		}
	}
	switch p := cl.Predicate.(type) {
	case *grammar.PlayerRules, *grammar.PlayFrom, *grammar.LifeTotalBecomes:
		durUsed = true                    // read by gameRulesAction
		return c.gameRulesAction(ctx, cl) // game_rules.go
	case *grammar.DealDamage:
		if cl.Subject != nil {
			if _, ok := cl.Subject.(*grammar.ThisRef); !ok {
				c.errs.add(cl.Subject.Position(), "only \"this\" can deal damage yet")
			}
		}
		if p.Divided != nil {
			return c.dealDivided(ctx, cl, p) // divided_damage.go
		}
		amount := c.damageAmount(ctx, p)                      // count.go
		objs, players := c.andRecipients(ctx, p.To, p.AlsoTo) // prevention.go
		e := rt.DealDamage{Amount: amount, To: objs, ToPlayers: players}
		if p.Amount2 != nil { // "2 damage to any target and 3 damage to you": at the same time
			objs2, players2 := c.recipient(ctx, p.To2)
			e.And = &rt.DealDamage{Amount: c.amountIn(ctx, p.Amount2, "damage"), To: objs2, ToPlayers: players2}
		}
		return e
	case *grammar.TakeExtraTurn:
		return rt.ExtraTurn{Who: c.subjectPlayer(ctx, cl.Subject)} // 500.7
	case *grammar.SkipUntap:
		return c.skipUntap(ctx, cl, p) // skip_untap.go
	case *grammar.Destroy:
		return rt.Destroy{What: c.objRef(ctx, p.Object)}
	case *grammar.Regenerate:
		return rt.Regenerate{What: c.objRef(ctx, p.Object)} // 701.19a
	case *grammar.Exile:
		if ctx.card != nil {
			ctx.card.exiles = true
		}
		durUsed = durUsed || untilLeaves
		return rt.ExileObjects{What: c.objRef(ctx, p.Object), UntilSourceLeaves: untilLeaves}
	case *grammar.Return:
		e := rt.Return{What: c.returnFrom(p, c.returnObjects(ctx, p)), To: rt.Hand} // enters_with.go, granted.go
		if p.Battlefield {
			e.To, e.Tapped = rt.Battlefield, p.Tapped
			e.With = c.returnWith(ctx, p)         // 614.1c
			e.AttachTo = c.returnAttached(ctx, p) // 303.4f (granted.go)
			// 110.2a: a permanent put onto the battlefield by an effect
			// enters under the control of the player the effect tells to
			// put it there — the ability's controller — unless it says
			// otherwise.
			e.UnderYourControl = true
			if u := p.Under; u != nil {
				switch {
				case u.Your:
				case u.Owner, u.Owners && isPluralObject(p.Object): // "their owners'": each its owner's
					e.UnderYourControl = false
				default:
					c.errs.add(u.Pos, "return … under %s control: only \"your\", \"its owner's\" and, for several objects, \"their owners'\" are supported yet", possessiveText(u))
				}
			}
		}
		// "to its owner's hand", "to your hand", "to their hand": a card
		// always goes to its owner's hand (400.3).
		return e
	case *grammar.Counter:
		return rt.Counter{What: c.objRef(ctx, p.Object)}
	case *grammar.CopySpell:
		return c.copySpell(ctx, cl, p) // copy_spell.go
	case *grammar.Draw:
		who := c.subjectPlayer(ctx, cl.Subject)
		amount := c.amountIn(ctx, equalOr(p.Amount, p.Equal), "a number of cards")
		if p.Plus != nil {
			amount = rt.Plus{A: amount, B: c.amountIn(ctx, p.Plus, "a number of cards")} // "that many cards plus one"
		}
		return rt.Draw{Who: who, Amount: amount}
	case *grammar.GainLife:
		who := c.subjectPlayer(ctx, cl.Subject)
		return rt.GainLife{Who: who, Amount: c.amountIn(ctx, equalOr(p.Amount, p.Equal), "an amount of life")}
	case *grammar.LoseLife:
		who := c.subjectPlayer(ctx, cl.Subject)
		return rt.GainLife{Who: who, Amount: c.amountIn(ctx, equalOr(p.Amount, p.Equal), "an amount of life"), Lose: true}
	case *grammar.GainsAbilitiesOf:
		durUsed = durUsed || lasting
		return c.gainsAbilitiesOf(ctx, cl, p, dur) // granted.go
	case *grammar.GetsPT, *grammar.HasKeywords, *grammar.Becomes, *grammar.LosesKeywords, *grammar.CantAttackOrBlock, *grammar.HasAbility,
		*grammar.BecomesTypes, *grammar.CantBeBlocked:
		durUsed = durUsed || lasting
		if cl.Subject == nil {
			c.errs.add(cl.Pos, "expected a subject: which object changes?")
			return nil
		}
		what := c.objRef(ctx, cl.Subject)
		c.refuseForEach(p) // for_each.go
		if b, ok := p.(*grammar.Becomes); ok && (b.Article || b.PT != "") {
			return c.becomesTypes(ctx, b, what, dur) // "becomes a 4/5 green Treefolk creature" (becomes.go)
		}
		mods, _ := c.mods(p)
		return withChosenColor(rt.Modify{What: what, Mods: mods, Duration: dur}) // colorchoice.go
	case *grammar.AttacksIfAble:
		return c.attackYou(ctx, cl, p) // combat_rules.go
	case *grammar.Tap:
		e := rt.TapUntap{What: c.objRef(ctx, p.Object)}
		ctx.tapped = true // "tapped this way" (damage_from.go)
		return e
	case *grammar.DealsDamageEqual:
		return c.dealsDamageEqual(ctx, cl, p) // damage_from.go
	case *grammar.Untap:
		return rt.TapUntap{What: c.objRef(ctx, p.Object), Untap: true}
	case *grammar.Cast:
		if ir, ok := p.Object.(*grammar.IndefiniteRef); ok {
			return c.castChosen(ctx, p, ir) // "cast a spell from your hand" (castchosen.go)
		}
		what := c.castFrom(ctx, p.Object, p.From)
		if cl.Dur() != nil && lasting && dur != rt.Forever {
			// "you may cast X this turn": a permission that lasts (601.3a),
			// not a cast as the ability resolves.
			durUsed = true
			if !cl.May {
				c.errs.add(cl.Predicate.Position(), "a lasting permission to cast is written \"you may cast … %s\"", c.phrase(cl.Dur().Pos, cl.EndPos))
			}
			ctx.allows = true
			return rt.AllowCast{What: what, Duration: dur, WithoutPaying: p.WithoutPaying}
		}
		e := rt.CastCard{What: what, WithoutPaying: p.WithoutPaying}
		ctx.hasCast = true
		return e
	case *grammar.AddMana:
		if p.Mana != nil && c.hasX(p.Mana.Symbols) && p.Or == nil {
			c.errs.add(p.Mana.Pos, "\"add {X}\" is not supported yet")
		}
		e := c.addMana(ctx, cl, p) // mana_choice.go
		c.manaAdds++
		if p.Per != nil {
			n := c.staticCount(p.Per) // for_each.go
			if n.SharesTypeWith {
				c.errs.add(p.Per.Pos, "\"that shares … with it\": an added mana has no \"it\"")
			}
			e.Per = &n
		}
		return e
	case *grammar.PutCounters:
		return rt.PutCounters{What: c.objRef(ctx, p.On), Kind: p.Counter, Amount: c.amountIn(ctx, p.Amount, "a number of counters")}
	case *grammar.RemoveCounters: // counters_removed.go
		return rt.RemoveCounters{What: c.objRef(ctx, p.From), Kind: p.Counter, Amount: c.amountIn(ctx, p.Amount, "a number of counters")}
	case *grammar.Put:
		if p.Onto != nil {
			return c.putOntoBattlefield(ctx, cl, p) // library.go, onto.go
		}
		if _, you := cl.Subject.(*grammar.YouRef); cl.Subject != nil && !you && !c.putsRevealed(cl, p) {
			c.errs.add(cl.Subject.Position(), "%q: only you can do this yet (the runtime does it for the ability's controller)", c.phrase(cl.Pos, cl.EndPos))
		}
		e := rt.PutInZone{What: c.objRef(ctx, p.Object)}
		// "into its owner's graveyard", "on top of your library": a card
		// always goes to its owner's (400.3).
		switch {
		case p.Top:
			e.To = rt.Library
			if p.Of == nil {
				// "then shuffle and put that card on top": the card just
				// searched for, back on top of its owner's library.
				switch p.Object.(type) {
				case *grammar.ItRef, *grammar.ThatRef:
				default:
					c.errs.add(p.Pos, "\"on top\" without \"of … library\" is said of the card just found (\"put that card on top\")")
				}
			}
		case p.Bottom:
			e.To, e.Bottom = rt.Library, true
			if p.Of == nil {
				c.errs.add(p.Pos, "say whose library: \"on the bottom of its owner's library\"")
			}
		default:
			e.To, _ = rt.ParseZone(p.Zone)
		}
		return e
	case *grammar.Mill:
		if p.Half != nil {
			return c.halfMill(ctx, cl, p.Half) // library.go
		}
		who := c.subjectPlayer(ctx, cl.Subject)
		return rt.Mill{Who: who, Amount: c.amountIn(ctx, p.Amount, "a number of cards")}
	case *grammar.Discard:
		who := c.subjectPlayer(ctx, cl.Subject)
		if p.Hand != nil {
			c.ownHand(cl, p.Hand) // prevention.go
			if p.Random {
				c.errs.add(p.Pos, "a whole hand is discarded: \"at random\" chooses nothing")
			}
			return rt.Discard{Who: who, Hand: true}
		}
		return rt.Discard{Who: who, Amount: c.amountIn(ctx, p.Amount, "a number of cards"), Random: p.Random}
	case *grammar.Shuffle:
		if p.Object != nil {
			return c.shuffleInto(ctx, cl, p) // prevention.go
		}
		if p.Whose == nil {
			return rt.Shuffle{Who: c.subjectPlayer(ctx, cl.Subject)} // "then shuffle" (library.go)
		}
		switch w := p.Whose; {
		case w.Owner:
			return rt.Shuffle{Who: rt.OwnerOf{Obj: c.itFor(ctx, w.Pos, "its owner's library")}}
		case w.Controller:
			return rt.Shuffle{Who: rt.ControllerOf{Obj: c.itFor(ctx, w.Pos, "its controller's library")}}
		case w.Your && cl.Subject != nil:
			if _, you := cl.Subject.(*grammar.YouRef); !you {
				c.errs.add(w.Pos, "%q: a player shuffles their own library; write \"their library\"", c.phrase(cl.Pos, cl.EndPos))
			}
		case w.Their && cl.Subject == nil:
			c.errs.add(w.Pos, "\"their library\" needs a subject: whose library?")
		}
		return rt.Shuffle{Who: c.subjectPlayer(ctx, cl.Subject)}
	case *grammar.Sacrifice:
		if ir, ok := p.Object.(*grammar.IndefiniteRef); ok {
			who := c.subjectPlayer(ctx, cl.Subject)
			f := c.indefinite(ir)
			e := rt.Sacrifice{Who: who, Filter: f, Amount: rt.Const(1), Text: c.text(ir.Pos, ir.Selector.EndPos)}
			if _, you := who.(rt.You); you {
				e.Remember = true // "the sacrificed creature" after it (sacrifice_effect.go)
				c.cardCtx.sacrifices = true
			}
			return e
		}
		if cl.Subject != nil {
			c.errs.add(cl.Subject.Position(), "a player sacrifices \"a …\": say which kind of permanent")
		}
		return rt.SacrificeObjects{What: c.objRef(ctx, p.Object)}
	case *grammar.CreateToken:
		return rt.CreateToken{Amount: c.tokenCount(p.Amount), Def: c.tokenDef(p)}
	case *grammar.GainControl:
		durUsed = durUsed || lasting
		e := rt.GainControl{Duration: dur}
		if cl.Subject != nil {
			if _, you := cl.Subject.(*grammar.YouRef); !you {
				e.To = c.subjectPlayer(ctx, cl.Subject) // "target opponent gains control of this"
			}
		}
		e.What = c.objRef(ctx, p.Object)
		return e
	case *grammar.Attach:
		return rt.Attach{What: c.objRef(ctx, p.Object), To: c.objRef(ctx, p.To)}
	case *grammar.Search:
		return c.search(ctx, cl, p) // library.go
	case *grammar.ChooseName:
		return c.chooseName(ctx, cl) // card_name.go
	case *grammar.LookAtTop:
		return c.lookAtTop(ctx, cl, p) // library.go
	case *grammar.PutBack:
		return c.putBack(ctx, cl, p) // library.go
	case *grammar.RevealHand:
		return c.revealHand(ctx, cl, p) // library.go
	case *grammar.ChooseFrom:
		return c.chooseFrom(ctx, cl, p) // library.go
	case *grammar.DiscardObject:
		return c.discardObject(ctx, cl, p) // library.go
	case *grammar.RevealTop:
		return c.revealTop(ctx, cl, p) // library.go
	case *grammar.RevealUntil:
		return c.revealUntil(ctx, cl, p) // reveal_until.go
	case *grammar.ChooseCards:
		return c.chooseCards(ctx, p) // choose_cards.go
	case *grammar.Play:
		ctx.hasCast = true
		return rt.PlayCard{What: c.castFrom(ctx, p.Object, p.From), WithoutPaying: p.WithoutPaying}
	}
	if e, ok := c.stickerAction(ctx, cl); ok {
		return e
	}
	if e, ok := c.textAction(ctx, cl); ok {
		return e // text_change.go
	}
	if e, ok := c.costsCountersAction(ctx, cl); ok {
		return e // choose.go
	}
	c.errs.add(cl.Predicate.Position(), "unknown effect: the runtime does not implement %q yet", c.phrase(cl.Predicate.Position(), cl.EndPos))
	return nil
}

// castFrom lowers the object of "cast"/"play" with its "from ZONE": only
// those of the objects that are in that zone (and, for "your …", owned by
// you) are cast.
func (c *compiler) castFrom(ctx *abilityCtx, obj grammar.ObjectRef, from *grammar.ZoneRef) rt.ObjExpr {
	what := c.objRef(ctx, obj)
	if from == nil {
		return what
	}
	z, owner := c.zoneRef(from)
	return rt.InZone{Obj: what, Zone: z, Owner: owner}
}

// zoneRef lowers a zone with whose it is: "your graveyard", "a graveyard",
// "exile", "its owner's library" (every card in a library is in its
// owner's, 400.3).
func (c *compiler) zoneRef(z *grammar.ZoneRef) (rt.Zone, rt.Rel) {
	if z.All {
		return rt.Graveyard, rt.RelAny // "all graveyards": each player's
	}
	zone, ok := rt.ParseZone(z.Zone)
	if !ok {
		c.errs.add(z.Pos, "unknown zone %q", z.Zone)
	}
	owner := rt.RelAny
	if w := z.Whose; w != nil {
		switch {
		case w.Your:
			owner = rt.RelYou
		case w.Owner:
		default:
			c.errs.add(w.Pos, "%s %s: only \"your\", \"its owner's\" or \"a\" is supported yet", possessiveText(w), z.Zone)
		}
		if !zone.Owned() {
			c.errs.add(w.Pos, "%s %s: no player owns the %s (400.1); write \"%s\"", possessiveText(w), z.Zone, z.Zone, z.Zone)
		}
	}
	return zone, owner
}

// possessiveText renders a possessive for messages.
func possessiveText(p *grammar.Possessive) string {
	switch {
	case p.Your:
		return "your"
	case p.Their:
		return "their"
	case p.Owner:
		return "its owner's"
	case p.Owners:
		return "their owners'"
	case p.ThatPlayer:
		return "that player's"
	case p.Target:
		return "target player's"
	case p.Opponent:
		return "an opponent's"
	}
	return "its controller's"
}

// itFor is "it" in a possessive ("its owner's library"), checked to refer
// to something.
func (c *compiler) itFor(ctx *abilityCtx, pos lexer.Position, what string) rt.ObjExpr {
	c.checkIt(ctx, pos, what)
	return rt.It{}
}

// hasX reports whether mana symbols hold an {X}.
func (c *compiler) hasX(syms grammar.ManaSymbols) bool {
	for _, s := range syms {
		if strings.EqualFold(s, "X") {
			return true
		}
	}
	return false
}

func (c *compiler) amount(a *grammar.Amount, what string) rt.Amount {
	return c.amountIn(nil, a, what)
}

// tokenCount lowers the number of tokens to create: each is an object, so
// a number written in the file is at most MaxCards.
func (c *compiler) tokenCount(a *grammar.Amount) rt.Amount {
	if a != nil && a.Number != nil && !c.inRange(a.Pos, "a number of tokens", int(*a.Number), 0, MaxCards) {
		return rt.Const(0)
	}
	return c.amount(a, "a number of tokens")
}

// amountIn lowers an amount; ctx, if not nil, resolves references in it.
// what names it for the message if a number is out of 0..MaxNumber.
func (c *compiler) amountIn(ctx *abilityCtx, a *grammar.Amount, what string) rt.Amount {
	switch {
	case a == nil:
		return rt.Const(1)
	case a.Count != nil:
		return c.numberOf(a.Count.Selector) // count.go
	case a.X && c.whereX != nil:
		return c.whereX // "where X is …" (count.go)
	case a.Number != nil:
		if !c.gameNumber(a.Pos, what, int(*a.Number)) {
			return rt.Const(0)
		}
		return rt.Const(int(*a.Number))
	case a.X:
		if c.cardCtx != nil {
			c.cardCtx.xRefs = append(c.cardCtx.xRefs, a.Pos)
		}
		return rt.XValue{}
	case a.Prevented:
		return c.prevented(ctx, a) // prevention.go
	case a.ThatMuch:
		if ctx != nil && !ctx.amountMade && ctx.preventing {
			return c.prevented(ctx, a) // "prevent that damage and remove that many …": the damage prevented (615.5)
		}
		if ctx != nil && !ctx.amountMade && ctx.eventAmount {
			return rt.EventAmount{} // "whenever you gain life, … that much life"
		}
		if ctx == nil || !ctx.amountMade {
			c.errs.add(a.Pos, "\"that much\" refers to nothing: the clause before it must deal damage, gain or lose life, draw, mill, discard or put counters")
			return rt.Const(0)
		}
		return rt.ThatMuch{}
	case a.Its && ctx != nil:
		return rt.PowerOf{Obj: c.itsObject(ctx, a), Toughness: a.Stat == "toughness"} // choose.go
	case a.Of != nil && ctx != nil:
		obj := c.objRef(ctx, a.Of)
		ctx.possessor, ctx.possessorNew = obj, true // what a later "its" refers to
		return rt.PowerOf{Obj: obj, Toughness: a.Stat == "toughness"}
	}
	c.errs.add(a.Pos, "this amount is not supported yet")
	return rt.Const(0)
}

// tokenDef builds the card definition of a token from its description:
// "1/1 white Soldier creature" (111.4: its name is its subtypes and "Token").
func (c *compiler) tokenDef(p *grammar.CreateToken) *rt.CardDef {
	d := &rt.CardDef{HasIndicator: true}
	var subtypes []string
	for _, w := range p.Words {
		lw := strings.ToLower(w.Text)
		if col, ok := rt.ParseColor(lw); ok && len(lw) > 1 {
			d.ColorIndicator = d.ColorIndicator.With(col)
		} else if lw == "colorless" {
		} else if t, ok := cardTypes[lw]; ok {
			d.Types = append(d.Types, t)
		} else if s, ok := supertypes[lw]; ok {
			d.Supertypes = append(d.Supertypes, s)
		} else {
			subtypes = append(subtypes, strings.ToUpper(w.Text[:1])+w.Text[1:])
		}
	}
	d.Subtypes = subtypes
	d.Name = strings.TrimSpace(strings.Join(subtypes, " ") + " Token")
	c.tokens[strings.ToLower(d.Name)] = true
	if len(d.Types) == 0 {
		c.errs.add(p.Pos, "a token needs a card type, e.g. \"1/1 white Soldier creature token\"")
	}
	if p.PT != "" {
		pw, tg, numeric := c.pt(p.Pos, p.PT)
		if !numeric {
			c.errs.add(p.Pos, "token power and toughness %q: only numbers are supported yet", p.PT)
		}
		d.Power, d.Toughness, d.HasPT = pw, tg, true
	} else if slices.Contains(d.Types, "Creature") {
		c.starToken(d, p.Pos) // token_ability.go
	}
	d.Keywords = c.keywords(p.Keywords)
	for _, k := range d.Keywords {
		// The abilities a printed keyword stands for (equip, afflict).
		d.Abilities = append(d.Abilities, rt.KeywordAbilities(k)...)
	}
	return d
}

// recipient lowers a damage recipient: objects, players, or a target that
// may be either.
func (c *compiler) recipient(ctx *abilityCtx, r grammar.Ref) (rt.ObjExpr, rt.PlayerExpr) {
	switch r := r.(type) {
	case grammar.PlayerRef:
		return nil, c.playerRef(ctx, r)
	case *grammar.TargetRef:
		t := c.target(ctx, r)
		if ctx != nil && ctx.ab.Targets[t.Index].Players {
			ctx.thatPlayer = t // "that player" (prevention.go)
		}
		return t, t
	case grammar.ObjectRef:
		return c.objRef(ctx, r), nil
	}
	return nil, nil
}

func (c *compiler) subjectPlayer(ctx *abilityCtx, r grammar.Ref) rt.PlayerExpr {
	if r == nil {
		return rt.You{}
	}
	if p, ok := r.(grammar.PlayerRef); ok {
		return c.playerRef(ctx, p)
	}
	c.errs.add(r.Position(), "expected a player here")
	return rt.You{}
}

func (c *compiler) playerRef(ctx *abilityCtx, r grammar.PlayerRef) (e rt.PlayerExpr) {
	defer func() { namePlayer(ctx, r, e) }() // for "that player" (game_rules.go)
	switch r := r.(type) {
	case *grammar.YouRef:
		return rt.You{}
	case *grammar.ThatPlayerRef:
		return c.thatPlayer(ctx, r)
	case *grammar.TargetPlayerRef:
		text := "target player"
		if r.Opponent {
			text = "target opponent"
		}
		return c.addTarget(ctx, rt.TargetSpec{Text: text, Players: true, Opponent: r.Opponent, Min: 1, Max: 1})
	case *grammar.EachPlayerRef:
		if r.Other {
			return c.eachOtherPlayer(ctx, r) // copy_spell.go
		}
		if r.Opponent {
			return rt.EachOpponent{}
		}
		return rt.EachPlayer{}
	case *grammar.ItsOwnerRef:
		return rt.OwnerOf{Obj: rt.It{}}
	case *grammar.ItsControllerRef:
		return rt.ControllerOf{Obj: rt.It{}}
	case *grammar.OpponentsRef:
		return rt.EachOpponent{} // "your opponents" (library.go)
	case *grammar.EnchantedPlayerRef:
		c.enchantedPlayer(r.Pos)
		return rt.EnchantedPlayer{} // enchant_player.go
	}
	c.errs.add(r.Position(), "this player reference is not supported yet")
	return rt.You{}
}

func (c *compiler) addTarget(ctx *abilityCtx, spec rt.TargetSpec) rt.TargetRef {
	spec.Mode = ctx.mode
	if k := ctx.kicked; k != nil {
		// Chosen only if the spell, or the spell the permanent was, was
		// kicked (601.2c, 400.7d).
		spec.IfKicked, spec.Kicker = true, k.Index
	}
	ctx.ab.Targets = append(ctx.ab.Targets, spec)
	return rt.TargetRef{Index: len(ctx.ab.Targets) - 1}
}

func (c *compiler) target(ctx *abilityCtx, r *grammar.TargetRef) rt.TargetRef {
	spec := rt.TargetSpec{Min: 1, Max: 1, Another: r.Another, Text: "target"}
	if r.UpTo != nil && c.inRange(r.Pos, "a number of targets", int(*r.UpTo), 1, rt.MaxNumber) {
		spec.Min, spec.Max = 0, int(*r.UpTo)
	}
	if r.Count != nil { // "two target lands": exactly two (601.2c)
		spec.Min, spec.Max = int(*r.Count), int(*r.Count)
	}
	if r.Any {
		spec.Text = "any target"
		spec.Objects, spec.Players = true, true
		spec.Filter = rt.Filter{Alts: []rt.Match{{Types: []string{"Creature"}}, {Types: []string{"Planeswalker"}}, {Types: []string{"Battle"}}}}
		if r.Selector != nil {
			c.errs.add(r.Selector.Pos, "\"any target\" takes no description")
		}
		return c.addTarget(ctx, spec)
	}
	if r.Selector == nil {
		c.errs.add(r.Pos, "expected what to target, e.g. \"target creature\"")
		return c.addTarget(ctx, spec)
	}
	if c.abilityTarget(r, &spec) {
		return c.addTarget(ctx, spec) // an ability on the stack (abilitytarget.go)
	}
	sel := c.targetControlledBy(ctx, r.Selector, &spec) // "that player controls" (target_player.go)
	f, players := c.selector(sel, true)
	spec.Filter, spec.Objects, spec.Players = f, len(f.Alts) > 0, players
	spec.Text = c.text(r.Pos, r.Selector.EndPos)
	return c.addTarget(ctx, spec)
}

func (c *compiler) objRef(ctx *abilityCtx, r grammar.Ref) rt.ObjExpr {
	switch r := r.(type) {
	case *grammar.ThisRef:
		return rt.This{}
	case *grammar.ItRef:
		c.checkIt(ctx, r.Pos, "it")
		return rt.It{}
	case *grammar.ThatRef:
		c.thatOr(r)
		if r.Noun == "spell" && ctx.hasCast {
			return rt.CastSpell{}
		}
		if r.Noun == "spell" && ctx.allows {
			return rt.PermittedSpell{} // the spell a permitted card becomes (400.7h)
		}
		c.checkIt(ctx, r.Pos, "that "+r.Noun)
		return rt.It{}
	case *grammar.TargetRef:
		return c.target(ctx, r)
	case *grammar.ExiledRef:
		if ctx.card != nil {
			ctx.card.exiledRefs = append(ctx.card.exiledRefs, r.Pos)
		}
		return rt.Linked{Key: "exiled"}
	case *grammar.SacrificedRef:
		if ctx.card != nil {
			ctx.card.sacRefs = append(ctx.card.sacRefs, r)
		}
		if r.Noun == "card" {
			return rt.Sacrificed{} // 400.7j: the card where the cost put it
		}
		return rt.SacrificedLKI{} // "the sacrificed creature": last known information
	case *grammar.DiscardedRef:
		if ctx.card != nil {
			ctx.card.discardRefs = append(ctx.card.discardRefs, r.Pos)
		}
		return rt.Discarded{}
	case *grammar.TriggeringRef:
		return rt.Triggering{}
	case *grammar.AttachedRef:
		c.attachedRef(r)
		return rt.Enchanted{}
	case *grammar.PluralRef:
		return rt.Each{Filter: c.sourcedPluralFilter(r)} // "creatures you control" (count.go, enchant_player.go)
	case *grammar.EachRef:
		if e, ok := c.thisWay(ctx, r.Selector); ok {
			return e // "each Wolf tapped this way" (damage_from.go)
		}
		if r.The && r.Word != "all" {
			c.errs.add(r.Pos, "write \"all the …\" or \"each …\"") // choose_cards.go
		}
		if e, ok := c.inTargetPlayersZone(ctx, r); ok {
			return e // "all cards from target player's graveyard" (search_all.go)
		}
		if e, ok := c.revealedThisWay(ctx, r); ok {
			return e // "all other cards revealed this way" (reveal_until.go)
		}
		if e, ok := c.eachControlledBy(ctx, r.Selector); ok {
			return e // "each creature that player controls" (prevention.go)
		}
		return rt.Each{Filter: c.sourcedSelector(r.Selector)} // "enchanted player controls" (enchant_player.go)
	case *grammar.OtherRef:
		return rt.Each{Filter: c.otherFilter(r)} // "other Goblins" (text_change.go)
	case *grammar.ThoseTypedRef:
		return c.thoseTyped(ctx, r) // damage_from.go
	case *grammar.ThoseRef:
		c.checkIt(ctx, r.Pos, "those "+r.Noun) // "those creatures": what the clause before acted on
		return rt.It{}
	case *grammar.AtRandomRef:
		c.checkIt(ctx, r.Pos, "them")   // what the clause before named
		return rt.AtRandom{Of: rt.It{}} // random_choice.go
	case *grammar.ChosenRef:
		return c.chosenRef(ctx, r) // choose_cards.go
	case *grammar.IndefiniteRef:
		if e, ok := c.chosen(r); ok {
			return e // "a red source of your choice" (prevention.go)
		}
		if e, ok := c.dealtThisWay(ctx, r); ok {
			return e // "a creature dealt damage this way" (regenerate.go)
		}
	case *grammar.TheCreatureRef:
		return c.theCreature(ctx, r) // regenerate.go
	case grammar.PlayerRef:
		c.errs.add(r.Position(), "expected an object here, not a player")
		return rt.It{}
	}
	c.errs.add(r.Position(), "this object reference is not supported here yet")
	return rt.It{}
}

// thatOr refuses "that NOUN or planeswalker" but for "that creature or
// planeswalker", which names what "target creature or planeswalker" did.
func (c *compiler) thatOr(r *grammar.ThatRef) {
	if r.OrPlaneswalker && r.Noun != "creature" {
		c.errs.add(r.Pos, "\"that %s or planeswalker\": only \"that creature or planeswalker\" is supported", r.Noun)
	}
}

// checkIt reports "it" used before anything in the ability could be it.
func (c *compiler) checkIt(ctx *abilityCtx, pos lexer.Position, word string) {
	if !ctx.itBound {
		c.errs.add(pos, "%q refers to nothing: no earlier part of this ability names an object", word)
	}
}

// isPluralObject reports whether an object reference names several objects
// ("all artifact and enchantment cards …"), which "their owners'" speaks of.
func isPluralObject(o grammar.ObjectRef) bool {
	e, ok := o.(*grammar.EachRef)
	return ok && e.Word == "all"
}

// noDelayedTargets refuses, at pos, a target chosen in a clause that a
// delayed triggered ability does (603.7): the spell or ability would
// choose it as it is cast, and the delayed ability, a resolution of its
// own, would find no target when it resolves. An object the spell
// targets is named in the delayed part with "that creature" or "it".
func (c *compiler) noDelayedTargets(ctx *abilityCtx, before int, pos lexer.Position) {
	if len(ctx.ab.Targets) > before {
		c.errs.add(pos, "a delayed triggered ability can't have a target yet: target the object first and name it in the delayed part with \"it\" or \"that …\" (603.7)")
	}
}
