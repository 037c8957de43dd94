package runtime

import (
	"fmt"
	"slices"
	"strings"
)

// CastRequest asks to cast a spell (601.2): the card, and the choices made
// while casting. Nil Targets means the caster chooses them through the
// Decider.
type CastRequest struct {
	Player  PlayerID
	Card    ObjRef
	Targets [][]Target
	Kicked  []int // indices of the card's kicker keywords to pay (702.33); nil: ask the Decider
	Modes   []int // chosen modes of a modal spell (700.2), 1-based; nil: ask the Decider
	// TargetList, used when Targets is nil, lists the targets in order;
	// they are distributed over the target specs of the chosen modes, each
	// spec taking as many as it allows and the last taking the rest. A
	// request with both is refused.
	TargetList    []Target
	X             int
	WithoutPaying bool
	// Flashback casts the card from its owner's graveyard by paying its
	// flashback cost instead of its mana cost (702.34a).
	Flashback bool
	// AltCost, if set, is paid instead of the mana cost (118.9), as for
	// madness (702.35a).
	AltCost *ManaCost
	// Sacrifice and Discard pay the card's additional costs (601.2b,
	// 601.2h; additional_cost.go): the permanents to sacrifice and the
	// cards to discard. Nil: ask the Decider.
	Sacrifice []ObjRef
	Discard   []ObjRef
}

// Cast casts a spell for a player who has priority. It is refused, with the
// rule that forbids it and no change to the game, if the card can't be cast
// from where it is, at this time, with these targets, or with the mana the
// player can make.
//
// WithoutPaying and AltCost are for effects that let a card be cast that
// way (118.9); a player's own Cast with either is refused.
func (g *Game) Cast(req CastRequest) (_ ObjRef, err error) {
	g.ready()
	if g.journalling() {
		end := g.journalCall(journalCast(req))
		defer func() { end.end(g, &err) }() // journal.go
	}
	return g.castChecked(&req) // req is Cast's own copy
}

// castChecked makes Cast's checks of a request and casts it: whether its
// player may act and holds priority, and whether what it names may be
// asked for without an effect's permission. req is the caller's own.
func (g *Game) castChecked(req *CastRequest) (ObjRef, error) {
	if err := g.castRequestError(req); err != nil {
		return ObjRef{}, err
	}
	return g.castOwn(req, false, false)
}

// castRequestError is castChecked's refusal of a request before it is
// cast, nil if it makes none.
func (g *Game) castRequestError(req *CastRequest) error {
	if err := g.actorError(req.Player); err != nil {
		return err
	}
	if !(g.priorityPlainlyHeld(req.Player) || g.Priority == req.Player && g.hasPriority(req.Player)) {
		return g.priorityRefusal(req.Player, "117.1")
	}
	if req.WithoutPaying || req.AltCost != nil {
		return refuse("118.9", "a spell is cast without paying its mana cost or for an alternative cost only when an effect allows it")
	}
	if req.Targets != nil && req.TargetList != nil {
		return refuse("601.2c", "the targets are given either by group (Targets) or in a list (TargetList), not both")
	}
	if len(req.Targets) > 0 || len(req.TargetList) > 0 { // none to check, as a probe's request names
		if err := targetsError(req.Targets, req.TargetList); err != nil { // take_check.go
			return err
		}
	}
	return nil
}

// castProbeRun is Cast as a probe of LegalActions runs it (castProbe):
// the request is a player's own, with no targets given, nothing to
// journal (journalling), and made here, where castSteps may write it;
// its caller has found the card's timing to allow it (castProbe), and
// whether p holds priority (HasPriority: priority).
func (g *Game) castProbeRun(p PlayerID, r ObjRef, flashback bool, kicked []int, x int, priority bool) error {
	if err := g.actorError(p); err != nil {
		return err
	}
	if !priority {
		return g.priorityRefusal(p, "117.1")
	}
	req := CastRequest{Player: p, Card: r, Flashback: flashback, Kicked: kicked, X: x}
	_, err := g.castOwn(&req, false, true)
	return err
}

// cast does the casting. byEffect means an effect being resolved lets the
// card be cast from where it is, ignoring timing (608.2g, 601.2); the
// caster then announces X as well (req.X is not read).
func (g *Game) cast(req CastRequest, byEffect bool) (ObjRef, error) {
	return g.castOwn(&req, byEffect, false) // req is cast's own copy
}

// castOwn is cast on a request that is its caller's own, which castSteps
// may write. timed says the caller has found that the card's timing
// allows casting it now (castProbe's callers, checkTiming), which is then
// not checked again.
func (g *Game) castOwn(req *CastRequest, byEffect, timed bool) (ObjRef, error) {
	planned := false
	spell, err := g.castSteps(req, byEffect, timed, &planned)
	if planned {
		g.releaseCastTaps() // once paid, or refused (castPlan)
	}
	return spell, err
}

// castSteps is cast, on its caller's own request, noting in planned
// once it has planned the payment, whose taps its caller gives back when
// it returns (rather than a deferred call: one in a function with so
// many returns costs each call a record of it). castPlain makes the same
// steps for a plain cast taken from the listing, kept apart for speed: a
// step added or changed here is added or changed there too, and
// TestCastPlainIsCastSteps compares the two over seeded games.
func (g *Game) castSteps(req *CastRequest, byEffect, timed bool, planned *bool) (ObjRef, error) {
	o := g.Object(req.Card)
	if o == nil {
		return ObjRef{}, refuse("601.2a", "that object no longer exists")
	}
	switch {
	case req.X < 0:
		return ObjRef{}, refuse("107.1b", "X can't be %d: a player can't choose a negative number", req.X)
	case req.X > MaxNumber:
		return ObjRef{}, refuse("601.2b", "X can't be %d: the largest number the game accepts is %d", req.X, MaxNumber)
	}
	land := defTypeBits(o)&tbLand != 0 // its base type line (baseChars)
	// Its base characteristics, read in place: nothing changes the game
	// before the last read (castCost, before the card moves).
	c := g.baseOf(o)
	name := c.Name
	if err := g.cantCastError(req.Player); err != nil { // 101.2 (player_rules.go)
		return ObjRef{}, err
	}
	var flashback *Keyword
	var permission *permit // the cast permission that allows this cast, if one is needed
	// the effect that allows this cast, if one is needed (maycast.go)
	var allowance *castAllowance
	var playPermit *playPermit // a permission to cast spells from this zone (player_rules.go)
	if req.Flashback {
		full := g.Chars(o) // flashback may be granted by an effect (400.7g)
		for _, k := range full.Keywords {
			if k.Name == "flashback" {
				flashback = &k
			}
		}
		switch {
		case flashback == nil:
			return ObjRef{}, refuse("702.34a", "%s has no flashback", name)
		case o.Zone != Graveyard || o.Card.Owner != req.Player:
			return ObjRef{}, refuse("702.34a", "%s can be cast with flashback only from its owner's graveyard", name)
		}
	} else if !byEffect {
		if o.Zone != Hand || o.Card.Owner != req.Player {
			allowance = g.allowanceFor(o.Ref, req.Player)
			if allowance == nil {
				playPermit = g.playPermitFor(o, req.Player, false)
			}
		}
		if (o.Zone != Hand || o.Card.Owner != req.Player) && allowance == nil && playPermit == nil {
			// 601.3a: a static ability may let the player cast it from
			// where it is (a cast permission).
			var why string
			if permission, why = g.castPermission(o, req.Player); permission == nil {
				if why != "" {
					return ObjRef{}, refuse("601.3", "%s is in %s, not in %s's hand: %s", name, zoneLabel(g, o.Zone, o.Card.Owner), g.PlayerName(req.Player), why)
				}
				return ObjRef{}, refuse("601.3", "%s is in %s, not in %s's hand; no rule or effect allows casting it from there", name, zoneLabel(g, o.Zone, o.Card.Owner), g.PlayerName(req.Player))
			}
		}
	}
	if land {
		return ObjRef{}, refuse("305.9", "%s is a land: lands are played, not cast", name)
	}
	// A timing found to allow the cast is checked again only while the
	// game checks itself, and must allow it.
	// An instant card nothing modifies may be cast whenever its player
	// has priority (117.1a): its characteristics are its base ones
	// (chars), whose type line defTypeBits reads, and checkTiming would
	// read nothing more. While the game checks itself it is asked.
	if !byEffect && (!timed || g.verifyCaches != nil || g.verifyChars != nil) &&
		!(defTypeBits(o)&tbInstant != 0 && g.verifyCaches == nil && g.verifyChars == nil && g.unmodified(o)) {
		// 601.3: the card as it is, effects included: one may have given
		// it flash (702.8a). Read only, before anything changes.
		full := c // unmodified, its characteristics are its base ones (chars)
		if !g.unmodified(o) {
			full = g.chars(o)
		}
		if err := g.checkTiming(o, full, req.Player); err != nil {
			if timed && g.verifyCaches != nil {
				g.verifyCaches("the timing of casting "+name, "allowed", err.Error())
			}
			return ObjRef{}, err
		}
	}
	// 101.2: a "can't" applies even when an effect allows the cast (castlimit.go).
	if err := g.castLimitError(o, req.Player); err != nil {
		return ObjRef{}, err
	}
	// 601.2b: announce optional additional costs (kicker) and X.
	kickers := kickerCosts(c)
	if req.Kicked == nil && len(kickers) > 0 {
		d := &Decision{Kind: ChooseOptionalCosts, Player: req.Player, Prompt: "choose the kicker costs to pay for " + name, Min: 0, Max: len(kickers)}
		for _, k := range kickers {
			d.Options = append(d.Options, LabelOption("kicker "+k.String()))
		}
		idx, err := g.decide(d)
		if err != nil {
			return ObjRef{}, err
		}
		req.Kicked = append([]int{}, idx...)
		slices.Sort(req.Kicked)
	}
	for i, k := range req.Kicked {
		if k < 0 || k >= len(kickers) {
			return ObjRef{}, refuse("702.33", "%s has no such kicker", name)
		}
		if slices.Contains(req.Kicked[:i], k) {
			return ObjRef{}, refuse("702.33a", "a kicker cost of %s can be paid only once", name)
		}
	}
	if byEffect {
		// 601.2b: X is announced after the kicker costs, when the cost
		// paid includes it: an alternative cost with {X}, as a madness
		// cost may be, or the mana cost; cast without paying its mana
		// cost, or for an alternative cost without {X}, X is 0 (107.3b).
		if cost := castCost(c, req, flashback, kickers); cost.X > 0 {
			x, err := g.chooseCastX(req.Player, name, cost)
			if err != nil {
				return ObjRef{}, err
			}
			req.X = x
		}
	}
	// probed is the cost a probe found it can pay before the targets
	// were chosen, if it did, probedX its X and probedHasX whether it
	// has X to announce.
	var probed *ManaCost
	var probedX int
	var probedHasX bool
	var probedCost ManaCost
	if g.legalProbe {
		// LegalActions is asking: a cost it can't pay before targets add
		// to it (cost_per_target.go) can't be paid whatever is chosen.
		// The request as it is once an effect lets the spell be cast
		// without paying, below.
		was := req.WithoutPaying
		req.WithoutPaying = was || allowance != nil && allowance.withoutPaying
		payX, hasX, ok := g.planCastCost(&probedCost, o.Card.Def, c, req, flashback, kickers)
		req.WithoutPaying = was
		if !ok {
			return ObjRef{}, errProbeUnpayable // legal.go
		}
		probed, probedX, probedHasX = &probedCost, payX, hasX
	}
	// 601.2b: modes; 601.2c: targets.
	ab := o.Card.printedFacts().spell // spellAbility, made once for the card
	var modes []int
	var err error
	if ab.Modes != 0 || len(req.Modes) > 0 { // else chooseModes chooses none
		if modes, err = g.chooseModes(ab, req.Player, req.Modes, name); err != nil {
			return ObjRef{}, err
		}
	}
	specs := ab.Targets
	if req.Targets == nil && req.TargetList != nil {
		req.Targets = distributeTargets(specs, modes, req.Kicked, req.TargetList)
	}
	// The card being cast is the source its targets are checked against
	// (protection, 702.16b); "another" is another than its earlier targets.
	var targets [][]Target
	if g.legalProbe && req.Targets == nil && ab.Divide == nil && !o.Card.Def.CostPerTarget.Present {
		// Nothing after reads the targets of a probe that stops before
		// the stack: whether they can be chosen is its answer.
		err = g.probeTargets(specs, req.Player, o.Ref, name, modes, req.Kicked)
	} else {
		targets, err = g.chooseTargets(specs, req.Player, o.Ref, req.Targets, name, modes, req.Kicked)
	}
	if err != nil {
		return ObjRef{}, err
	}
	var division []int
	if ab.Divide != nil { // else chooseDivision divides nothing
		if division, err = g.chooseDivision(ab, targets, req.Player, name); err != nil { // 601.2d (divide.go)
			return ObjRef{}, err
		}
	}
	// 601.2f–h: total cost, then mana abilities and payment.
	if allowance != nil && allowance.withoutPaying {
		req.WithoutPaying = true // the effect lets it be cast without paying (118.9)
	}
	// unchanged says the cost is the probe's from before the targets:
	// none adds to it (601.2f), and castCost reads the same request and
	// card as then.
	unchanged := probed != nil && !o.Card.Def.CostPerTarget.Present
	var cost ManaCost
	var payX int
	var announcesX bool
	var plan payPlan
	ok := true
	if unchanged && g.verifyCaches == nil {
		// The probe has its answer: a probe reads no plan (it stops
		// before paying). Under VerifyCaches the cost is found again
		// below and compared.
		if req.X != 0 && !probedHasX {
			return ObjRef{}, refuse("601.2b", "%s has no X in its cost to announce a value for", name)
		}
		cost, payX = *probed, probedX
	} else {
		castCostIn(&cost, c, req, flashback, kickers)
		if o.Card.Def.CostPerTarget.Present {
			cost = g.costPerTarget(o.Card.Def, cost, targets) // 601.2f (cost_per_target.go)
		}
		if req.X != 0 && cost.X == 0 {
			return ObjRef{}, refuse("601.2b", "%s has no X in its cost to announce a value for", name)
		}
		// 601.2b: a value of X is announced for a cost with X (107.3).
		announcesX = cost.X != 0
		payX = xManaCost(o.Card.Def, &cost, req.X) // xmana.go
		if unchanged && (payX != probedX || cost != *probed || announcesX != probedHasX) {
			g.verifyCaches("the cost of "+name+" after its targets", fmt.Sprint(*probed, probedX), fmt.Sprint(cost, payX))
		}
		if probed == nil || payX != probedX || !cost.sameMana(*probed) {
			// A probe whose targets left the cost as it was has its
			// answer: choosing them changed nothing the plan reads, and a
			// probe reads no plan (it stops before paying).
			ok = g.planPaymentIn(&plan, req.Player, &cost, payX)
		}
	}
	*planned = true // cast gives back its taps
	if !ok {
		return ObjRef{}, refuse("601.2h", "%s can't pay %s for %s", g.PlayerName(req.Player), costText(cost), name)
	}
	// 601.2b, 601.2h: the additional costs, chosen now (additional_cost.go);
	// a card with none, cast with none named, has nothing to choose.
	var additional chosenAdditionalCosts
	if o.Card.additional || len(req.Sacrifice) > 0 || len(req.Discard) > 0 || g.verifyCaches != nil {
		if g.verifyCaches != nil && o.Card.additional == noAdditionalCost(&o.Card.Def.AdditionalCost) {
			g.verifyCaches("whether "+name+" has an additional cost", fmt.Sprint(o.Card.additional), fmt.Sprint(!noAdditionalCost(&o.Card.Def.AdditionalCost)))
		}
		if additional, err = g.chooseAdditionalCosts(req.Player, o, req, name); err != nil {
			return ObjRef{}, err
		}
	}
	// Everything is legal: from here on the game changes.
	if g.legalProbe {
		return ObjRef{}, errProbeLegal // LegalActions is asking (legal.go)
	}
	// 601.2g–h: how to pay, when there is a choice (payment.go).
	if err = g.choosePayment(req.Player, &cost, payX, &plan, "601.2h", name); err != nil {
		return ObjRef{}, err
	}
	from := o.Zone
	castWith := ""
	if flashback != nil {
		castWith = "flashback"
	}
	m := g.handMove(o, Stack, req.Player, CauseCast, castWith) // Move, as a cast makes it most
	spell := g.Object(m.New)
	spent := g.pay(req.Player, &plan, &cost, payX)
	si := g.space.slabs.spells.new() // zeroed: its fields are set one by one, not copied in whole
	kicked := req.Kicked[:0:0]       // slices.Clone's answer for none, nil or not
	if len(req.Kicked) > 0 {
		kicked = slices.Clone(req.Kicked)
	}
	si.Caster, si.CastFrom, si.Kicked, si.X, si.WithoutPaying, si.ManaSpent = req.Player, from, kicked, req.X, req.WithoutPaying, spent
	spell.Spell = si
	g.recordCast(req.Player, spell) // castlimit.go
	if allowance != nil {
		g.castAllowed(o.Ref, m.New) // maycast.go
	}
	if flashback != nil {
		// 702.34a: a spell cast with flashback is exiled instead of going
		// anywhere else when it leaves the stack.
		spell.Spell.Flashback = true
		g.replacements = append(g.replacements, &Replacement{Obj: m.New, From: Stack, Instead: Exile, Text: name + " was cast with flashback: exile it instead (702.34a)"})
		g.changed()
	}
	item := g.space.slabs.items.new() // as newItem makes it, with its fields set one by one
	item.ID, item.Kind, item.Spell, item.Ability, item.Source, item.Controller = g.newItemID(), ItemSpell, m.New, ab, m.New, req.Player
	item.Targets, item.Text, item.Modes, item.Division = targets, name, modes, division
	if additional.any() {
		item.Cost = g.payAdditionalCosts(req.Player, m.New, additional) // 601.2h; 400.7j
	}
	g.stack = append(g.stack, item)
	g.turnChanged() // the stack is the turn's state; the spell's object moved on its own
	extra := ""
	if flashback != nil {
		extra = " with flashback"
	}
	if permission != nil {
		extra = " from " + zoneLabel(g, from, o.Card.Owner) + " with the permission of " + g.Describe(permission.src)
	}
	switch {
	case allowance != nil && allowance.withoutPaying:
		extra = " from " + zoneLabel(g, from, o.Card.Owner) + " without paying its mana cost, as " + g.Describe(allowance.source) + " allows"
	case req.WithoutPaying:
		extra += " without paying its mana cost" // 118.9
	}
	if playPermit != nil {
		extra = " from " + zoneLabel(g, from, o.Card.Owner) + " with the permission of " + g.Describe(playPermit.source)
	}
	if len(req.Kicked) > 0 {
		var ks []string
		for _, k := range req.Kicked {
			ks = append(ks, kickers[k].String())
		}
		extra += " kicked " + strings.Join(ks, " and ")
	}
	if g.logging() {
		g.emit(EvCast, "%s casts %s%s%s%s%s", g.evPlayer(rolePlayer, req.Player), g.evObj(roleSpell, m.New), evText("extra", extra), evX(announcesX, req.X), g.evTargets(targets), g.evDivision(targets, ab, division))
	}
	if permission != nil {
		g.usePermit(permission, m.New, req.Player) // 611.3d
	}
	g.detectEvent(Event{Kind: EventCast, New: m.New, Player: req.Player})
	g.becameTargets(item)                         // event_triggers.go
	g.castWatchTriggers(m.Old, m.New, req.Player) // "when you cast it this turn" (castwatch.go)
	if !byEffect {
		g.Priority, g.passes = req.Player, 0 // 601.2i, 117.3c
		return m.New, g.beforePriority()
	}
	return m.New, nil
}

// plainListed returns the object of the card that a cast taken by p from
// the plays lent at this version (castTaken: listedNow) names, when
// castPlain may cast it: from its owner's hand, with no flashback, kicker
// or X named, a spell with no modes, no division, no additional cost and
// no cost per target. Else it returns nil.
func (g *Game) plainListed(p PlayerID, a *Action) *Object {
	if a.Flashback || len(a.Kicked) > 0 || a.X != 0 || g.legalProbe {
		return nil
	}
	o := g.Object(a.Object)
	if o == nil || o.Zone != Hand || o.Card.Owner != p || o.Card.additional || o.Card.Def.CostPerTarget.Present {
		return nil
	}
	if ab := o.Card.printedFacts().spell; ab.Modes != 0 || ab.Divide != nil {
		return nil
	}
	return o
}

// castPlain is castSteps for the cast a of o by p that plainListed found
// plain, whose cost has no X: done is false, with nothing changed, when
// it has one, for castSteps to cast it. The plays lent at this version
// hold a, so the listing's probe found it legal in the game as it is but
// for the priority (castTaken has asked that): the card is no land, no
// rule or limit forbids the cast (cantCastError, castLimitError) and its
// timing allows it; while the game checks itself these are asked again
// (plainChecks) and must allow it. castSteps' steps for a flashback, a
// kicker, X, modes, a division, a permission, an allowance and additional
// costs would do nothing; the rest are made in castSteps' order. The
// taps lent for the plan are given back at the end, as castOwn gives
// them back.
func (g *Game) castPlain(p PlayerID, a *Action, o *Object) (done bool, err error) {
	c := g.baseOf(o) // read before anything changes, as castSteps reads it
	if c.ManaCost.X != 0 {
		return false, nil
	}
	name := c.Name
	if g.verifyCaches != nil || g.verifyChars != nil {
		if err := g.plainChecks(p, o, c); err != nil {
			if g.verifyCaches != nil {
				g.verifyListed(p, a, err) // legal.go
			}
			return true, err
		}
	}
	ab := o.Card.printedFacts().spell
	var targets [][]Target // 601.2c
	switch specs := ab.Targets; {
	case len(specs) == 1 && specs[0].Mode == 0 && !specs[0].IfKicked && !g.legalProbe && g.probeStore() == nil:
		targets, err = g.chooseOneGroup(&specs[0], p, o.Ref, name)
	case len(specs) > 0:
		targets, err = g.chooseTargets(specs, p, o.Ref, nil, name, nil, nil)
	}
	if err != nil {
		return true, err
	}
	// 601.2f–h: the total cost is the mana cost (castCostIn with no
	// kicker, xManaCost with no X), then mana abilities and payment.
	cost := c.ManaCost
	var plan payPlan
	if !g.planPaymentIn(&plan, p, &cost, 0) {
		g.releaseCastTaps()
		return true, refuse("601.2h", "%s can't pay %s for %s", g.PlayerName(p), costText(cost), name)
	}
	if err = g.choosePayment(p, &cost, 0, &plan, "601.2h", name); err != nil {
		g.releaseCastTaps()
		return true, err
	}
	m := g.handMove(o, Stack, p, CauseCast, "") // Move, as a cast makes it most
	spell := g.Object(m.New)
	spent := g.pay(p, &plan, &cost, 0)
	si := g.space.slabs.spells.new() // zeroed: its fields are set one by one
	si.Caster, si.CastFrom, si.Kicked, si.ManaSpent = p, Hand, []int{}, spent
	spell.Spell = si
	g.recordCast(p, spell)            // castlimit.go
	item := g.space.slabs.items.new() // as newItem makes it
	item.ID, item.Kind, item.Spell, item.Ability, item.Source, item.Controller = g.newItemID(), ItemSpell, m.New, ab, m.New, p
	item.Targets, item.Text = targets, name
	g.stack = append(g.stack, item)
	g.turnChanged() // the stack is the turn's state
	if g.logging() {
		g.emit(EvCast, "%s casts %s%s%s%s%s", g.evPlayer(rolePlayer, p), g.evObj(roleSpell, m.New), evText("extra", ""), evX(false, 0), g.evTargets(targets), g.evDivision(targets, ab, nil))
	}
	g.detectEvent(Event{Kind: EventCast, New: m.New, Player: p})
	g.becameTargets(item)                // event_triggers.go
	g.castWatchTriggers(m.Old, m.New, p) // castwatch.go
	g.Priority, g.passes = p, 0          // 601.2i, 117.3c
	err = g.beforePriority()
	g.releaseCastTaps() // once paid
	return true, err
}

// plainChecks makes castSteps' checks of a cast of o by p, whose base
// characteristics are c, that castPlain does not make: its refusal, if
// one refuses.
func (g *Game) plainChecks(p PlayerID, o *Object, c *Chars) error {
	if err := g.cantCastError(p); err != nil {
		return err
	}
	if defTypeBits(o)&tbLand != 0 {
		return refuse("305.9", "%s is a land: lands are played, not cast", c.Name)
	}
	full := c
	if !g.unmodified(o) {
		full = g.chars(o)
	}
	if err := g.checkTiming(o, full, p); err != nil {
		return err
	}
	return g.castLimitError(o, p)
}

// evX writes the value announced for X in a spell's cost, after its kicker
// costs as it is announced after them (601.2b): " with X = 3", the number
// an argument of the event (role "x"); nothing for a spell with no X to
// announce (one cast without paying its mana cost has X = 0, 107.3b).
func evX(announced bool, x int) EventArg {
	if !announced {
		return frag("")
	}
	return frag(" with X = %s", evNum(roleX, x))
}

// castCost is the cost of casting a spell with characteristics c before
// its targets add to it (601.2f): its mana cost, or the alternative cost
// it is cast for (118.9), plus the kicker costs paid.
func castCost(c *Chars, req *CastRequest, flashback *Keyword, kickers []ManaCost) ManaCost {
	var cost ManaCost
	castCostIn(&cost, c, req, flashback, kickers)
	return cost
}

// planCastCost writes in *cost the cost of casting a spell of d with
// characteristics c before its targets add to it (castCostIn), made the
// cost to pay for the X announced (xManaCost), and plans its payment by
// req.Player, as a probe does before anything it asks (castSteps,
// repaid). payX is the X to pay it with, hasX whether the cost has an X,
// ok whether it can be paid.
func (g *Game) planCastCost(cost *ManaCost, d *CardDef, c *Chars, req *CastRequest, flashback *Keyword, kickers []ManaCost) (payX int, hasX, ok bool) {
	castCostIn(cost, c, req, flashback, kickers)
	hasX = cost.X != 0
	payX = xManaCost(d, cost, req.X)
	_, ok = g.planPayment(req.Player, cost, payX)
	return payX, hasX, ok
}

// castCostIn is castCost, written in *cost.
func castCostIn(cost *ManaCost, c *Chars, req *CastRequest, flashback *Keyword, kickers []ManaCost) {
	switch {
	case req.WithoutPaying:
		*cost = ManaCost{}
	case flashback != nil && flashback.Cost.Present:
		*cost = flashback.Cost // 118.9: an alternative cost
	case flashback != nil:
		*cost = c.ManaCost // a granted flashback whose cost is the card's mana cost
	case req.AltCost != nil:
		*cost = *req.AltCost
	default:
		*cost = c.ManaCost
	}
	for _, k := range req.Kicked {
		*cost = cost.Plus(kickers[k])
	}
}

func costText(c ManaCost) string {
	if c.ManaValue() == 0 && c.X == 0 {
		return "{0}"
	}
	return c.String()
}

// spellAbility returns the ability a spell has on the stack: its spell
// ability, or for an Aura the target it will enchant (303.4a): an object
// its enchant ability allows, or a player for one that enchants a player
// (702.5d), an opponent of its controller for "enchant opponent".
func spellAbility(d *CardDef) *Ability {
	for _, a := range d.Abilities {
		if a.Kind == SpellAbility {
			return a
		}
	}
	for _, k := range d.Keywords {
		switch {
		case k.Name != "enchant":
		case k.Players:
			return &Ability{Kind: SpellAbility, Text: "enchant", Targets: []TargetSpec{{Text: "target " + k.From, Players: true, Opponent: k.Opponent, Min: 1, Max: 1}}}
		case k.Filter != nil:
			return &Ability{Kind: SpellAbility, Text: "enchant", Targets: []TargetSpec{{Text: "target " + k.From, Objects: true, Filter: *k.Filter, Min: 1, Max: 1}}, Effects: nil}
		}
	}
	return plainSpell
}

// plainSpell is the spell ability of a permanent spell with none of its
// own: no targets, no effects. Abilities never change once made, so
// every such spell shares it.
var plainSpell = &Ability{Kind: SpellAbility}

func kickerCosts(c *Chars) []ManaCost {
	var ks []ManaCost
	for i := range c.Keywords {
		if k := &c.Keywords[i]; k.Name == "kicker" {
			ks = append(ks, k.Cost)
		}
	}
	return ks
}

// checkTiming applies the timing rules for casting (117.1a, 307.1, 302.1)
// to o, whose characteristics are c.
func (g *Game) checkTiming(o *Object, c *Chars, p PlayerID) error {
	if g.instantSpeed(o, c) {
		return nil
	}
	// The step, the active player and the stack are read, but not counted
	// in probeReads: a kept cast answer is one given the timing, which is
	// checked again before it is used (castProbe); kept plays are ones
	// given the timing as well (listing_kept.go).
	g.space.listBuf.reads.sorcery = true
	var why string
	switch {
	case g.Active != p:
		why = "during its controller's own turn"
	case g.Step != Main1 && g.Step != Main2:
		why = "during a main phase"
	case len(g.stack) > 0:
		why = "while the stack is empty"
	default:
		return nil
	}
	if g.legalProbe {
		return errProbeTiming // no one reads the message
	}
	rule := "307.1"
	for _, t := range []struct{ typ, rule string }{{"Creature", "302.1"}, {"Artifact", "301.1"}, {"Enchantment", "303.1"}, {"Planeswalker", "306.1"}, {"Battle", "310.1"}} {
		if c.Is(t.typ) {
			rule = t.rule
			break
		}
	}
	return refuse(rule, "%s can be cast only %s", c.Name, why)
}

// PlayLand plays a land from p's hand (305.1, 305.2).
func (g *Game) PlayLand(p PlayerID, r ObjRef) (err error) {
	g.ready()
	if g.journalling() {
		end := g.journalCall(JournalAction{Call: CallPlayLand, Player: p, Object: ptr(r)})
		defer func() { end.end(g, &err) }() // journal.go
	}
	o, permit, err := g.landPlayError(p, r)
	if err != nil {
		return err
	}
	if g.legalProbe {
		return errProbeLegal // LegalActions is asking (legal.go)
	}
	return g.playLandNow(p, o, permit)
}

// landPlayError is PlayLand's checks of p's play of the land r names: the
// object and the permission it is played with (nil from p's hand), or the
// refusal.
func (g *Game) landPlayError(p PlayerID, r ObjRef) (*Object, *playPermit, error) {
	if err := g.actorError(p); err != nil {
		return nil, nil, err
	}
	o := g.Object(r)
	var permit *playPermit // a permission to play lands from where it is (player_rules.go)
	if o != nil && (o.Zone != Hand || o.Card.Owner != p) {
		permit = g.playPermitFor(o, p, true)
	}
	if o == nil || (o.Zone != Hand || o.Card.Owner != p) && permit == nil {
		return nil, nil, refuse("305.1", "that card is not in %s's hand", g.PlayerName(p))
	}
	// Its base type line by its bits (Chars.Is on its base
	// characteristics); its name, for a refusal or the log, read from its
	// base characteristics where it is written, before it moves.
	switch {
	case defTypeBits(o)&tbLand == 0:
		return nil, nil, refuse("305.1", "%s is not a land", g.baseOf(o).Name)
	case !(g.priorityPlainlyHeld(p) || g.Priority == p && g.hasPriority(p)):
		return nil, nil, g.priorityRefusal(p, "117.1")
	case g.Active != p || (g.Step != Main1 && g.Step != Main2) || len(g.stack) > 0:
		return nil, nil, refuse("305.1", "a land can be played only in a main phase of its owner's turn with an empty stack")
	case g.Players[p].LandsPlayed >= 1:
		return nil, nil, refuse("305.2", "%s has already played a land this turn", g.PlayerName(p))
	}
	return o, permit, nil
}

// landListedAgrees reports under VerifyCaches whether PlayLand's checks
// allow a, p's play of a land taken from the plays lent at this version
// (listedNow), from p's hand while p holds priority, which takeOwn makes
// without them: the listing found it in this state but for the priority,
// which moves on only with a pass (castTaken), so that p may act, the
// land is in p's hand and the turn allows a land played (landTime,
// setLandPlays). A refusal is reported, and the play is then checked in
// full (PlayLand), as is a land played with a permission, from elsewhere.
func (g *Game) landListedAgrees(p PlayerID, a *Action) bool {
	if _, _, err := g.landPlayError(p, a.Object); err != nil {
		g.verifyListed(p, a, err) // take_check.go
		return false
	}
	return true
}

// playLandNow plays o, p's land, once checked: from p's hand, or with
// permit, a permission to play it from where it is.
func (g *Game) playLandNow(p PlayerID, o *Object, permit *playPermit) error {
	g.Players[p].LandsPlayed++
	g.turnChanged()
	if permit != nil {
		if g.logging() {
			g.emit(EvPlay, "%s plays %s from %s with the permission of %s", g.evPlayer(rolePlayer, p), g.evRevealedCard(roleObject, o.Ref, g.baseOf(o).Name), g.evZone(o.Zone, o.Card.Owner), g.evObj(roleSource, permit.source))
		}
	} else {
		if g.logging() {
			g.emit(EvPlay, "%s plays %s", g.evPlayer(rolePlayer, p), g.evRevealedCard(roleObject, o.Ref, g.baseOf(o).Name))
		}
	}
	g.handMove(o, Battlefield, p, CausePlayLand, "") // Move, as a land played makes it most
	g.passes = 0
	return g.beforePriority()
}

// SpellTargets returns the target specs a card has as a spell.
func SpellTargets(d *CardDef) []TargetSpec { return spellAbility(d).Targets }

// distributeTargets spreads a list of targets over the specs of the chosen
// modes in order: each spec takes as many as it allows, the last the rest.
func distributeTargets(specs []TargetSpec, modes, kicked []int, ts []Target) [][]Target {
	if len(specs) == 0 {
		return [][]Target{ts}
	}
	out := make([][]Target, len(specs))
	last := -1
	for i := range specs {
		if specs[i].chosenFor(modes, kicked) {
			last = i
		}
	}
	for i, sp := range specs {
		if !specs[i].chosenFor(modes, kicked) {
			continue // a mode not chosen, or a kicker not paid, has no targets (700.2, 601.2c)
		}
		n := min(sp.Max, len(ts))
		if i == last {
			n = len(ts)
		}
		out[i], ts = ts[:n], ts[n:]
	}
	return out
}
