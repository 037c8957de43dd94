package runtime

import "fmt"

// nthActivated returns the index-th activated ability of abs (from 0),
// or nil if there is none.
func nthActivated(abs []*Ability, index int) *Ability {
	for _, a := range abs {
		if a.Kind != ActivatedAbility {
			continue
		}
		if index == 0 {
			return a
		}
		index--
	}
	return nil
}

// Activate activates the index-th activated ability of a permanent p
// controls (602.2). Nil targets are chosen through the Decider. Mana
// abilities resolve at once (605.3).
func (g *Game) Activate(p PlayerID, src ObjRef, index int, targets [][]Target) (err error) {
	g.ready()
	if g.journalling() {
		end := g.journalCall(JournalAction{Call: CallActivate, Player: p, Object: ptr(src), Ability: index,
			Targets: cloneTargets(targets), NoTargets: targets != nil && len(targets) == 0})
		defer func() { end.end(g, &err) }() // journal.go
	}
	saved, planned := g.tapCost, false
	err = g.activateSteps(p, src, index, targets, &planned)
	if planned {
		g.releaseCastTaps() // once paid, or refused (castPlan)
	}
	g.setTapCost(saved) // set while the steps ran for an ability with {T} in its cost
	return err
}

// readsPastCost reports whether activating a reads more of the game than
// its mana cost, {T} and its targets: what costReadsMore says, or
// permanents to sacrifice. A probe counts these reads (probe_kept.go).
func readsPastCost(a *Ability) bool {
	return costReadsMore(a) || a.Cost.Sacrifice != nil
}

// costReadsMore reports whether activating a reads the step, the stack
// or this turn's loyalty activations ("only as a sorcery", a loyalty
// cost, 602.5d, 606.3), life to pay, a hand to discard from or counters
// to remove. activateTold leaves such an ability to the probe; a
// sacrifice it looks for itself (sacrificeTold).
func costReadsMore(a *Ability) bool {
	return a.Cost.HasLoyalty || a.SorcerySpeed || a.Cost.PayLife > 0 || a.Cost.Discard > 0 || a.Cost.RemoveCounters != nil
}

// activateSteps is Activate, noting in planned once it has planned the
// payment, whose taps its caller gives back when it returns, and setting
// tapCost for an ability with {T} in its cost, which its caller sets
// back (rather than deferred calls: in a function with so many returns
// each costs every call a record of it).
func (g *Game) activateSteps(p PlayerID, src ObjRef, index int, targets [][]Target, planned *bool) error {
	if err := g.actorError(p); err != nil {
		return err
	}
	if len(targets) > 0 { // none to check, as a probe's call names
		if err := targetsError(targets, nil); err != nil { // take_check.go
			return err
		}
	}
	if err := g.cantActivateError(p); err != nil { // 101.2 (player_rules.go)
		return err
	}
	o := g.Object(src)
	if o == nil || o.Zone != Battlefield && !activatesFrom(g.Abilities(o), o.Zone) {
		return refuse("602.2", "that permanent is not on the battlefield")
	}
	// Its characteristics, read in place by the checks below, which
	// change nothing; what comes after reads only its name and ability.
	c := g.chars(o)
	if o.Zone != Battlefield {
		own := *c
		own.Controller = o.Card.Owner // a card that is not a permanent is used by its owner (108.4a)
		c = &own
	}
	a := nthActivated(c.Abilities, index)
	if a == nil {
		return refuse("602.1", "%s has no activated ability %d", c.Name, index+1)
	}
	if readsPastCost(a) {
		g.probeReads++ // the step, the stack, loyalty this turn, life, a hand, counters, permanents to sacrifice (probe_kept.go)
	}
	switch {
	case activationZone(a) != o.Zone:
		return refuse("113.6", "%s functions only %s, and %s is %s", a.Text, where(activationZone(a)), c.Name, where(o.Zone)) // cycling.go
	case c.Banned.bans(a) || g.bannedOffBattlefield(o, c, a):
		return refuse("602.5", "%s: %s can't be activated", c.Name, a.Text) // activation_ban.go
	case c.Controller != p:
		return refuse("602.2", "%s is controlled by %s", c.Name, g.PlayerName(c.Controller))
	case !(g.priorityPlainlyHeld(p) || g.Priority == p && g.hasPriority(p)):
		if a.IsMana {
			return g.priorityRefusal(p, "605.3a")
		}
		return g.priorityRefusal(p, "117.1")
	case a.Cost.Tap && o.Tapped:
		if g.legalProbe {
			return errProbeTapped // legal.go
		}
		return refuse("602.5b", "%s is already tapped", c.Name)
	case a.Cost.Tap && g.typeBitsOf(o, c)&tbCreature != 0 && g.Sick(o) && !c.Has("haste"):
		if g.legalProbe {
			return errProbeSick
		}
		return refuse("302.6", "%s has summoning sickness", c.Name)
	case a.Cost.HasLoyalty && (g.Active != p || (g.Step != Main1 && g.Step != Main2) || len(g.stack) > 0):
		return refuse("606.3", "loyalty abilities are activated at sorcery speed")
	case a.SorcerySpeed && (g.Active != p || (g.Step != Main1 && g.Step != Main2) || len(g.stack) > 0):
		return refuse("602.5d", "%s can be activated only as a sorcery", a.Text)
	case a.Cost.HasLoyalty && o.LoyaltyTurn == g.Turn:
		return refuse("606.3", "a loyalty ability of %s has already been activated this turn", c.Name)
	case a.Cost.HasLoyalty && satAdd(o.Counters.Get("loyalty"), a.Cost.Loyalty) < 0:
		return refuse("606.6", "%s has too few loyalty counters", c.Name)
	}
	name := c.Name // c is read no further: decisions and the payment follow
	if a.Cost.Tap {
		// The source is tapped by the cost, so it can't also be tapped for
		// mana to pay the rest (601.2g–h, 602.2b): paying leaves it out.
		g.setTapCost(o) // Activate sets it back
	}
	if g.legalProbe {
		// LegalActions is asking: the costs that don't depend on any
		// choice are checked before anything is asked.
		if _, ok := g.planPayment(p, &a.Cost.Mana, 0); !ok {
			return errProbeCantPay // legal.go
		}
		if a.Cost.PayLife > g.Players[p].Life || removeCountersRefusal(o, a.Cost.RemoveCounters, name) != nil || a.Cost.Discard > len(g.zones.get(zkey(Hand, p))) {
			return refuse("602.2b", "%s can't pay the cost of %s", g.PlayerName(p), name)
		}
	}
	x, err := g.chooseLoyaltyX(p, o, a, name) // loyalty_x.go
	if err != nil {
		return err
	}
	modes, err := g.chooseModes(a, p, nil, name)
	if err != nil {
		return err
	}
	ts, err := g.chooseTargets(a.Targets, p, src, targets, name, modes, g.kickedOf(src))
	if err != nil {
		return err
	}
	division, err := g.chooseDivision(a, ts, p, name) // 601.2d, 602.2b (divide.go)
	if err != nil {
		return err
	}
	// A probe has its answer from before the choices: they changed
	// nothing the plan reads (the cost is the ability's own), and a probe
	// reads no plan (it stops before paying). Under VerifyCaches it is
	// planned again and must pay.
	var plan payPlan
	ok := true
	if !g.legalProbe || g.verifyCaches != nil {
		plan, ok = g.planPayment(p, &a.Cost.Mana, 0)
		if g.legalProbe && !ok {
			g.verifyCaches("whether "+g.PlayerName(p)+" can pay "+a.Cost.Mana.String()+" for "+name+" after its choices", "true", "false")
		}
	}
	*planned = true // Activate gives back its taps
	if !ok {
		return refuse("602.2b", "%s can't pay %s", g.PlayerName(p), a.Cost.Mana)
	}
	if a.Cost.PayLife > g.Players[p].Life {
		return refuse("119.4", "%s can't pay %d life with %d", g.PlayerName(p), a.Cost.PayLife, g.Players[p].Life)
	}
	if err := removeCountersRefusal(o, a.Cost.RemoveCounters, name); err != nil {
		return err
	}
	if n := len(g.zones.get(zkey(Hand, p))); a.Cost.Discard > n {
		return refuse("602.2b", "%s can't discard %d cards with %d in hand", g.PlayerName(p), a.Cost.Discard, n)
	}
	// Choices made while paying (601.2h, 602.2b) are asked before anything
	// changes, so a failed answer leaves the game as it was.
	var sac []ObjRef
	if f := a.Cost.Sacrifice; f != nil {
		// "Sacrifice another creature": not the source (Filter.Other).
		if g.legalProbe && g.verifyCaches == nil {
			// A probe reads only whether there is one to sacrifice: the
			// searching Decider would answer the first, and nothing the
			// probe does next reads which (sacrificeOption).
			if !g.sacrificeOption(p, f, o.Ref) {
				return refuse("602.2b", "%s controls no %s to sacrifice", g.PlayerName(p), a.Cost.SacrificeText)
			}
		} else {
			prompt := "" // LegalActions' probes read no prompt
			if !g.legalProbe {
				prompt = "sacrifice " + a.Cost.SacrificeText + " to pay for " + name
			}
			if sac, err = g.chooseOwnFrom(p, f, 1, 1, prompt, ChooseObjects, o.Ref); err != nil {
				return err
			}
			if g.legalProbe && (len(sac) == 1) != g.sacrificeOption(p, f, o.Ref) {
				g.verifyCaches("whether "+g.PlayerName(p)+" has "+a.Cost.SacrificeText+" to sacrifice for "+name, fmt.Sprint(len(sac) == 1), fmt.Sprint(!(len(sac) == 1)))
			}
			if len(sac) != 1 {
				return refuse("602.2b", "%s controls no %s to sacrifice", g.PlayerName(p), a.Cost.SacrificeText)
			}
		}
	}
	var discard []ObjRef
	if a.Cost.Discard > 0 {
		if discard, err = g.chooseDiscards(p, a.Cost.Discard, fmt.Sprintf("discard %d card(s) to pay for %s", a.Cost.Discard, name)); err != nil {
			return err
		}
	}
	if g.legalProbe {
		return errProbeLegal // LegalActions is asking (legal.go)
	}
	if err = g.choosePayment(p, &a.Cost.Mana, 0, &plan, "602.2b", name); err != nil { // 605.3 (payment.go)
		return err
	}
	g.pay(p, &plan, &a.Cost.Mana, 0)
	o = g.own(o)                                  // it is written below; paying may have owned it
	g.payRemoveCounters(o, a.Cost.RemoveCounters) // remove_counters_cost.go
	if a.Cost.Tap {
		g.setTapped(o, true)
		g.turnChanged() // tapped is a status, not a characteristic (110.5)
	}
	if a.Cost.HasLoyalty {
		before := o.Counters.Get("loyalty")
		if after := max(subNumber(addNumber(before, a.Cost.Loyalty), x), 0); after < before {
			g.removeCounters(o, "loyalty", before-after) // counters_removed.go
		} else {
			o.Counters.Set("loyalty", after)
			g.changed()
		}
		o.LoyaltyTurn = g.Turn
	}
	item := g.newItem(StackItem{ID: g.newItemID(), Kind: ItemActivated, Ability: a, Source: src, Controller: p, Targets: ts, Text: a.Text, Modes: modes, Division: division})
	item.Cost.x = x
	if a.Cost.SacrificeSelf {
		sac = append(sac, src)
	}
	if a.Cost.DiscardSelf {
		discard = append(discard, src) // cycling (702.29a)
	}
	var costMoves []MoveRequest
	for _, o := range sac {
		costMoves = append(costMoves, MoveRequest{Obj: o, To: Graveyard, Cause: CauseSacrifice, Source: src})
	}
	for _, o := range discard {
		costMoves = append(costMoves, MoveRequest{Obj: o, To: Graveyard, Cause: CauseDiscard, Source: src})
	}
	if len(costMoves) > 0 {
		moved := g.MoveAll(costMoves)
		item.Cost.sacrificed = moved[:len(sac)] // 400.7j: the ability finds what its cost moved
		item.Cost.discarded = moved[len(sac):]
		if a.Keyword == "cycling" {
			g.recordCycled(item.Cost.discarded) // history.go
		}
	}
	if a.Cost.PayLife > 0 {
		g.Players[p].Life = subNumber(g.Players[p].Life, a.Cost.PayLife)
		g.lifeChanged()
		if g.logging() { // as a spell's additional cost is (additional_cost.go)
			g.emit(EvLife, "%s pays %s life (life %s)", g.evPlayer(rolePlayer, p), evNum(roleAmount, a.Cost.PayLife), evNum(roleLife, g.Players[p].Life))
		}
	}
	if a.CountsActivations && g.Object(src) == o {
		// activated_times.go; a source its cost moved is a new object,
		// and the one that left is never changed (last known information)
		o = g.own(o)
		o.countActivation(a, g.Turn)
	}
	if a.IsMana {
		r := g.frameForItem(item)
		var applied error
		for _, e := range a.Effects {
			if applied = e.Apply(r); applied != nil {
				break
			}
		}
		giveBack(g, &g.space.slabs.frames, r) // nothing keeps a frame past its resolution
		if applied != nil {
			return applied
		}
		if g.logging() {
			g.emit(EvActivate, "%s activates %s: %s", g.evPlayer(rolePlayer, p), g.evObj(roleSource, src), evText(roleText, a.Text))
		}
		if a.Cost.Tap {
			if o := g.Object(src); o != nil {
				g.tappedForMana(p, o) // event_triggers.go
			}
		}
		if len(g.pending) > 0 {
			return g.beforePriority() // 117.3c, 117.5
		}
		return nil
	}
	g.stack = append(g.stack, item)
	g.turnChanged()
	if g.logging() {
		g.emit(EvActivate, "%s activates %s%s%s: %s%s", g.evPlayer(rolePlayer, p), g.evObj(roleSource, src), g.evTargets(ts), g.evDivision(ts, a, division), evText(roleText, a.Text), evText(roleX, xText(a, x)))
	}
	g.becameTargets(item) // event_triggers.go
	g.Priority, g.passes = p, 0
	return g.beforePriority()
}

// sacrificeOption reports whether p controls a permanent matching f that
// chooseOwnFrom would offer to sacrifice for the ability of src: the
// options it finds, in the same order, up to the first.
func (g *Game) sacrificeOption(p PlayerID, f *Filter, src ObjRef) bool {
	found := false
	g.eachCandidate(f, func(o *Object) {
		if found || o.Zone != Battlefield {
			return
		}
		if c := g.chars(o); c.Controller == p && g.matchChars(f, o, c, p, src) {
			found = true
		}
	})
	return found
}
