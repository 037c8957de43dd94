package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// This file lowers the constructs of abilities granted and found again:
// an ability written in quotes that an object has or gains (613.1f),
// "gains all activated abilities of …", a delayed trigger on a cast
// ("when you cast it this turn, …", 603.7), a target another player
// chooses ("its controller chooses target creature one of their opponents
// controls"), an Aura returned "from its owner's graveyard … attached to
// that creature" (303.4f), and "that you cycled or discarded this turn"
// (608.2i).

// quotedAbility lowers the ability written in a HasAbility's quotes: the
// ability the object gains, whose "this" is that object and whose "you" is
// its controller.
func (c *compiler) quotedAbility(p *grammar.HasAbility) []rt.Modification {
	item, err := grammar.ParseQuotedAbility(p.Quoted.Pos, p.Quoted.Text)
	if err != nil {
		if e, ok := err.(*grammar.Error); ok {
			c.errs.add(e.Pos, "%s", e.Msg)
		} else {
			c.errs.add(p.Pos, "%v", err)
		}
		return nil
	}
	if c.cardCtx == nil || c.cardCtx.def == nil {
		c.errs.add(p.Pos, "an ability in quotes can be granted only by a card's ability")
		return nil
	}
	def := c.cardCtx.def
	c.quoted++
	defer func() { c.quoted-- }()
	var a *rt.Ability
	switch it := item.(type) {
	case *grammar.TriggeredAbility:
		trig := c.event(def, it.Event)
		adds := c.manaAdds
		outer := c.trigger
		c.trigger = trig // what "that player", "that much" and "an additional" mean (eventContext)
		a = c.ability(def, rt.TriggeredAbility, it.Effects, it.Condition)
		c.trigger = outer
		a.Trigger = trig
		c.triggeredMana(a, c.manaAdds > adds, it.Effects) // mana_trigger.go
	case *grammar.StepTriggeredAbility:
		trig := &rt.Trigger{Event: rt.EventStepBegins, Step: c.step(it.Step), Whose: rt.YourStep}
		switch {
		case it.Next:
			c.errs.add(it.Pos, "\"at the beginning of the next …\" is a delayed trigger: write it inside an ability's effects")
		case it.Of != nil:
			// Its source is the object that has it, attached to nothing
			// the granting card names.
			c.errs.add(it.Of.Pos, "\"the %s of …\" in an ability in quotes is not supported: its source is the object that has it", it.Step.Name)
		case it.Enchanted:
			c.enchantedPlayer(it.Pos) // refused in quotes (enchant_player.go)
		case it.Each, it.The:
			trig.Whose = rt.EachStep
		case it.EachOpponent:
			trig.Whose = rt.OpponentsStep
		case !it.Your:
			c.errs.add(it.Step.Pos, "say whose %s: \"your %s\", \"each %s\", \"each opponent's %s\" or \"the %s\"", it.Step.Name, it.Step.Name, it.Step.Name, it.Step.Name, it.Step.Name)
		}
		a = c.ability(def, rt.TriggeredAbility, it.Effects, it.Condition)
		a.Trigger = trig
	case *grammar.ActivatedAbility:
		a = c.ability(def, rt.ActivatedAbility, it.Effects, nil)
		a.Cost = c.costs(it.Costs)
		a.IsMana = isManaAbility(a)
	case *grammar.StaticAbility:
		a = c.static(it)
		if a != nil && layeredStatic(a) {
			c.errs.add(it.Pos, "a static ability in quotes whose effect applies in the layers (power and toughness, types, colors, abilities, can't attack or block) is not supported yet: the layer system applies only the static abilities permanents have of their own, not granted ones (613.1f)")
		}
	default:
		c.errs.add(item.Position(), "only a triggered, activated or static ability can be granted in quotes")
		return nil
	}
	if a.Kind != rt.StaticAbility && c.functionsIn(a, item.Position()) != rt.ZoneNone {
		// 113.6k: it would function only off the battlefield, where
		// the runtime does not look for granted abilities.
		c.errs.add(item.Position(), "an ability in quotes that returns this from another zone is not supported: it would function only in that zone (113.6k), and granted abilities are looked for on the battlefield")
	}
	return []rt.Modification{rt.AddAbilities{Abilities: []*rt.Ability{a}}}
}

// gainsAbilitiesOf lowers "SUBJECT gains all activated abilities of
// OBJECT [DURATION]" (613.1f).
func (c *compiler) gainsAbilitiesOf(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.GainsAbilitiesOf, dur rt.Duration) rt.Effect {
	if cl.Subject == nil {
		c.errs.add(cl.Pos, "expected a subject: which object gains the abilities?")
		return nil
	}
	e := rt.GainAbilitiesOf{What: c.objRef(ctx, cl.Subject), Of: c.objRef(ctx, p.Object), Kind: rt.ActivatedAbility, Duration: dur}
	if !strings.EqualFold(p.Kind, "activated") {
		c.errs.add(p.Pos, "only \"all activated abilities of …\" can be gained yet")
	}
	return e
}

// whenThisTurn lowers a sentence "when you cast it this turn, CLAUSES": a
// delayed triggered ability (603.7) whose effects are the clauses, which
// triggers during this turn whenever the ability's controller casts what
// "it" is now (603.7b); in the clauses, "it" is then the spell (400.7h).
func (c *compiler) whenThisTurn(ctx *abilityCtx, w *grammar.WhenThisTurn) rt.Effect {
	ev := w.Event
	_, you := ev.Subject.(*grammar.YouRef)
	cast, ok := ev.Verb.(*grammar.CastEvent)
	if !you || !ok {
		c.errs.add(ev.Pos, "only \"when you cast it this turn, …\" is supported as a delayed trigger on an event yet")
		return nil
	}
	switch o := cast.Object.(type) {
	case *grammar.ItRef:
		c.checkIt(ctx, o.Pos, "it")
	case *grammar.ThatRef:
		c.thatOr(o)
		c.checkIt(ctx, o.Pos, "that "+o.Noun)
	default:
		c.errs.add(cast.Object.Position(), "a delayed trigger watches what an earlier clause named: write \"when you cast it this turn\"")
	}
	// The delayed ability resolves on its own (603.7): what the clauses
	// refer to is its own; "it" is the spell.
	var inner []rt.Effect
	ctx.amountMade, ctx.itBound = false, true
	for _, x := range append([]grammar.Clause{w.Clause}, joinedClauses(w.Rest)...) {
		if e := c.clause(ctx, x, &inner); e != nil {
			inner = append(inner, e)
		}
	}
	return rt.CreateCastTrigger{Effects: inner, Text: c.text(w.Clause.Position(), w.EndPos)}
}

// chosenTarget lowers the target of a "choose" clause. When the clause's
// subject is a player other than "you" ("its controller chooses target
// creature one of their opponents controls"), that player chooses it as
// the triggered ability is put on the stack (603.3d), and its description
// is relative to them: it must say whose opponents with "their". Only a
// triggered ability's target can be chosen so.
func (c *compiler) chosenTarget(ctx *abilityCtx, cl *grammar.ActionClause, tr *grammar.TargetRef) rt.TargetRef {
	var who grammar.PlayerRef
	if cl.Subject != nil {
		if _, you := cl.Subject.(*grammar.YouRef); !you {
			if p, ok := cl.Subject.(grammar.PlayerRef); ok {
				who = p
			} else {
				c.errs.add(cl.Subject.Position(), "expected the player who chooses")
			}
		}
	}
	if who == nil || c.cardCtx == nil {
		return c.target(ctx, tr)
	}
	if !ctx.trigger {
		c.errs.add(cl.Subject.Position(), "only a triggered ability's target can be chosen by another player yet (603.3d)")
	}
	if tr.Selector != nil {
		for _, k := range tr.Selector.Constraints {
			switch k.(type) {
			case *grammar.ControllerConstraint, *grammar.OwnerConstraint, *grammar.PlayerControlsConstraint:
				c.errs.add(k.Position(), "in a target another player chooses, say whose with \"one of their opponents controls\"")
			}
		}
	}
	c.cardCtx.choosing = true
	t := c.target(ctx, tr)
	c.cardCtx.choosing = false
	ctx.ab.Targets[t.Index].ChosenBy = c.playerRef(ctx, who)
	return t
}

// opponentsConstraint lowers "one of your opponents controls" and "one of
// their opponents controls"; "their" is the player who chooses a target
// (chosenTarget), and refers to nothing anywhere else.
func (c *compiler) opponentsConstraint(k *grammar.OpponentsConstraint, f *rt.Filter) {
	f.Controller = rt.RelOpponent
	if k.Their && (c.cardCtx == nil || !c.cardCtx.choosing) {
		c.errs.add(k.Pos, "\"their opponents\" refers to nothing: it belongs in a target another player chooses (\"its controller chooses target creature one of their opponents controls\")")
	}
	if !k.Their && c.cardCtx != nil && c.cardCtx.choosing {
		c.errs.add(k.Pos, "in a target another player chooses, \"your opponents\" is not supported yet: write \"one of their opponents controls\"")
	}
}

// historyConstraint lowers "that you cycled or discarded this turn".
func (c *compiler) historyConstraint(k *grammar.HistoryConstraint, f *rt.Filter) {
	for _, v := range k.Verbs {
		switch strings.ToLower(v) {
		case "cycled":
			f.History.Cycled = true
		case "discarded":
			f.History.Discarded = true
		}
	}
}

// returnFrom lowers the "from ZONE" of a return ("return this from its
// owner's graveyard to …"): only the objects in that zone are returned.
func (c *compiler) returnFrom(p *grammar.Return, what rt.ObjExpr) rt.ObjExpr {
	if p.From == nil {
		return what
	}
	z, owner := c.zoneRef(p.From)
	return rt.InZone{Obj: what, Zone: z, Owner: owner}
}

// returnAttached lowers "attached to OBJECT" of a return to the
// battlefield (303.4f).
func (c *compiler) returnAttached(ctx *abilityCtx, p *grammar.Return) rt.ObjExpr {
	if p.AttachedTo == nil {
		return nil
	}
	return c.objRef(ctx, p.AttachedTo)
}

// layeredStatic reports whether static ability a has an effect that the
// layer system would have to apply (a modification of characteristics or
// a restriction other than "can't be blocked", which combat reads from
// the abilities a creature has, granted ones included).
func layeredStatic(a *rt.Ability) bool {
	for _, se := range a.Statics {
		for _, m := range se.Mods {
			if _, ok := m.(rt.Unblockable); !ok {
				return true
			}
		}
	}
	return false
}
