package runtime

import "fmt"

// PutCounters puts counters of one kind on objects (122.1).
type PutCounters struct {
	What   ObjExpr
	Kind   string // "+1/+1", "-1/-1", "loyalty", …
	Amount Amount
}

// Apply implements Effect.
func (e PutCounters) Apply(r *Resolution) error {
	n := amountNumber(e.Amount.Value(r))
	objs := e.What.Objects(r)
	put := 0
	for _, o := range objs {
		if obj := r.Game.permanent(o); obj != nil && n > 0 {
			obj = r.Game.own(obj)
			obj.Counters.Add(e.Kind, n)
			r.Game.changed()
			put = addNumber(put, n)
			if r.Game.logging() {
				r.Game.emit(EvCounters, "%s %s counter(s) put on %s", evNum(roleAmount, n), evText(roleCounter, e.Kind), r.Game.evObj(roleObject, o))
			}
		}
	}
	r.SetIt(objs)
	r.setAmount(put) // "that much": the counters put
	return nil
}

// PutInZone puts objects into a zone: a graveyard, a hand, or the top or
// bottom of a library — always their owner's (400.3).
type PutInZone struct {
	What   ObjExpr
	To     Zone
	Bottom bool
}

// Apply implements Effect.
func (e PutInZone) Apply(r *Resolution) error {
	var reqs []MoveRequest
	for _, o := range e.What.Objects(r) {
		reqs = append(reqs, MoveRequest{Obj: o, To: e.To, Bottom: e.Bottom, Source: r.Source})
	}
	if e.To == Library && len(reqs) > 1 {
		var err error
		if reqs, err = r.orderIntoLibrary(reqs, e.Bottom); err != nil { // 401.4 (choose_cards.go)
			return err
		}
	}
	r.move(reqs)
	return nil
}

// Mill puts the top cards of players' libraries into their graveyards (701.13).
type Mill struct {
	Who    PlayerExpr
	Amount Amount
	// Half: the amount is half the player's library, rounded down (or up
	// with Up), counted as the effect happens (107.1a, library.go).
	Half, Up bool
}

// Apply implements Effect.
func (e Mill) Apply(r *Resolution) error {
	g := r.Game
	n := 0
	if !e.Half {
		n = amountNumber(e.Amount.Value(r))
	}
	var reqs []MoveRequest
	for _, p := range e.Who.Players(r) {
		lib := g.zones.get(zkey(Library, p))
		if e.Half {
			n = g.halfLibrary(p, e.Up)
		}
		for i := 0; i < n && i < len(lib); i++ {
			reqs = append(reqs, MoveRequest{Obj: lib[len(lib)-1-i].Obj.Ref, To: Graveyard, Source: r.Source})
		}
	}
	r.setAmount(movedCount(r.move(reqs))) // "that much": the cards milled
	return nil
}

// movedCount is how many of the moves happened.
func movedCount(ms []Moved) int {
	n := 0
	for _, m := range ms {
		if m.OK() {
			n++
		}
	}
	return n
}

// Shuffle shuffles players' libraries with the game's random source.
type Shuffle struct{ Who PlayerExpr }

// Apply implements Effect.
func (e Shuffle) Apply(r *Resolution) error {
	for _, p := range e.Who.Players(r) {
		r.Game.Shuffle(p, r.Game.Rand)
		if r.Game.logging() {
			r.Game.emit(EvShuffle, "%s shuffles their library", r.Game.evPlayer(rolePlayer, p))
		}
	}
	return nil
}

// Sacrifice makes players sacrifice permanents (701.17): each chooses
// Amount permanents they control that match Filter. A player can sacrifice
// only permanents they control.
type Sacrifice struct {
	Who    PlayerExpr
	Filter Filter
	Amount Amount
	Text   string
	// Remember keeps what the ability's controller sacrificed for "the
	// sacrificed creature" and "if you can't sacrifice …" after it
	// (sacrifice_effect.go).
	Remember bool
}

// Apply implements Effect.
func (e Sacrifice) Apply(r *Resolution) error {
	g := r.Game
	n := amountNumber(e.Amount.Value(r))
	var reqs []MoveRequest
	for _, p := range e.Who.Players(r) {
		chosen, err := g.chooseOwnFrom(p, &e.Filter, n, n, "sacrifice "+e.Text, ChooseObjects, r.Source)
		if err != nil {
			return err
		}
		if e.Remember {
			r.couldntSacrifice = len(chosen) < n // sacrifice_effect.go
		}
		for _, o := range chosen {
			reqs = append(reqs, MoveRequest{Obj: o, To: Graveyard, Cause: CauseSacrifice, Source: r.Source})
		}
	}
	moved := r.move(reqs)
	if e.Remember {
		r.sacrificed = moved // "the sacrificed creature" (sacrifice_effect.go)
	}
	return nil
}

// SacrificeObjects sacrifices the given permanents, those among them the
// ability's controller controls ("sacrifice this").
type SacrificeObjects struct{ What ObjExpr }

// Apply implements Effect.
func (e SacrificeObjects) Apply(r *Resolution) error {
	var reqs []MoveRequest
	for _, o := range e.What.Objects(r) {
		if obj := r.Game.permanent(o); obj != nil && r.Game.Chars(obj).Controller == r.Controller {
			reqs = append(reqs, MoveRequest{Obj: o, To: Graveyard, Cause: CauseSacrifice, Source: r.Source})
		}
	}
	r.move(reqs)
	return nil
}

// Discard makes players discard cards of their choice (701.9), or with
// Hand all the cards in their hands ("discard your hand").
type Discard struct {
	Who    PlayerExpr
	Amount Amount
	Hand   bool
	// Random: "discards a card at random" (701.9b): the cards are chosen
	// by the game's random source, not by the player (discard_random.go).
	Random bool
}

// Apply implements Effect.
func (e Discard) Apply(r *Resolution) error {
	g := r.Game
	n := 0
	if !e.Hand && e.Amount != nil { // "discard your hand" has no amount
		n = amountNumber(e.Amount.Value(r))
	}
	var reqs []MoveRequest
	for _, p := range e.Who.Players(r) {
		var cards []ObjRef
		if e.Hand { // the whole hand: nothing to choose (701.9a)
			for _, c := range g.zones.get(zkey(Hand, p)) {
				cards = append(cards, c.Obj.Ref)
			}
		} else if e.Random {
			var hand []ObjRef
			for _, c := range g.zones.get(zkey(Hand, p)) {
				hand = append(hand, c.Obj.Ref)
			}
			cards = g.randomCards(hand, n)
			if g.logging() {
				g.emit(EvNote, "%s discards %s card(s) at random (701.9b)", g.evPlayer(rolePlayer, p), evNum(roleAmount, len(cards)))
			}
		} else {
			k := min(n, len(g.zones.get(zkey(Hand, p))))
			var err error
			if e.Random {
				cards = g.randomDiscards(p, k) // discard_random.go
			} else if cards, err = g.chooseDiscards(p, k, fmt.Sprintf("discard %d card(s)", k)); err != nil {
				return err
			}
		}
		for _, c := range cards {
			reqs = append(reqs, MoveRequest{Obj: c, To: Graveyard, Cause: CauseDiscard, Source: r.Source})
		}
	}
	r.setAmount(movedCount(r.move(reqs))) // "that much": the cards discarded
	return nil
}

// chooseDiscards asks p which n cards of their hand to discard (701.9a).
func (g *Game) chooseDiscards(p PlayerID, n int, prompt string) ([]ObjRef, error) {
	d := &Decision{Kind: ChooseDiscard, Player: p, Prompt: prompt, Min: n, Max: n}
	for _, c := range g.zones.get(zkey(Hand, p)) {
		d.Options = append(d.Options, Option{Label: g.Describe(c.Obj.Ref), Target: Target{Obj: c.Obj.Ref, Player: NoPlayer}})
	}
	idx, err := g.decide(d)
	if err != nil {
		return nil, err
	}
	out := make([]ObjRef, len(idx))
	for i, k := range idx {
		out[i] = d.Options[k].Target.Obj
	}
	return out, nil
}

// chooseOwn asks p to choose between lo and hi permanents they control
// that match f.
func (g *Game) chooseOwn(p PlayerID, f *Filter, lo, hi int, prompt string, kind DecisionKind) ([]ObjRef, error) {
	return g.chooseOwnFrom(p, f, lo, hi, prompt, kind, ObjRef{})
}

// chooseOwnFrom is chooseOwn for the ability of object src, which "other"
// (Filter.Other) leaves out.
func (g *Game) chooseOwnFrom(p PlayerID, f *Filter, lo, hi int, prompt string, kind DecisionKind, src ObjRef) ([]ObjRef, error) {
	d, lent := g.newDecision(g.probeStore(), 0, 0) // decision_loan.go
	defer g.giveBack(d, lent)
	d.Kind, d.Player, d.Prompt = kind, p, prompt
	// Nothing moves or changes while the options are found: the zones are
	// read as they are, and each candidate's characteristics in place,
	// once for its controller and the filter both.
	g.eachCandidate(f, func(o *Object) {
		if o.Zone != Battlefield {
			return
		}
		if c := g.chars(o); c.Controller == p && g.matchChars(f, o, c, p, src) {
			d.Options = append(d.Options, Option{Target: Target{Obj: o.Ref, Player: NoPlayer}})
		}
	})
	if !g.legalProbe { // LegalActions' probes never read a label
		// Each option is labelled as Describe names its permanent, the
		// labels pieces of one string (setLabels).
		var bb [256]byte
		var eb [16]int
		buf, ends := bb[:0], eb[:0]
		for i := range d.Options {
			buf = g.appendDescribe(buf, d.Options[i].Target.Obj)
			ends = append(ends, len(buf))
		}
		setLabels(d.Options, buf, ends)
	}
	d.Min, d.Max = min(lo, len(d.Options)), min(hi, len(d.Options))
	idx, err := g.decide(d)
	if err != nil {
		return nil, err
	}
	var out []ObjRef
	for _, i := range idx {
		out = append(out, d.Options[i].Target.Obj)
	}
	return out, nil
}

// CreateToken creates tokens (111.2) under the ability controller's control.
type CreateToken struct {
	Amount Amount
	Def    *CardDef
}

// Apply implements Effect.
func (e CreateToken) Apply(r *Resolution) error {
	g := r.Game
	var made []ObjRef
	n := amountNumber(e.Amount.Value(r))
	if !g.validPlayer(r.Controller) {
		n = 0
	}
	for i := 0; i < n && !g.over; i++ {
		c := g.newCard(Card{Owner: r.Controller, Def: e.Def, Token: true})
		o := g.place(c, Battlefield, r.Controller, false)
		o.ControlSince = max(g.Turn, 1) // place noted it entering (zoneChanged)
		if g.logging() {
			g.emit(EvCreate, "%s creates %s", g.evPlayer(rolePlayer, r.Controller), g.evObj(roleObject, o.Ref))
		}
		ev := &Event{Kind: EventZoneChange, Old: g.copySnapshot(o), New: o.Ref, From: ZoneNone, To: Battlefield, Source: r.Source}
		g.handleEvents([]*Event{ev})
		made = append(made, o.Ref)
	}
	r.SetIt(made)
	return nil
}

// Attach attaches an Aura or Equipment to an object (701.3). If it can't
// legally be attached, or the object is gone, nothing happens (701.3b).
type Attach struct {
	What ObjExpr // the Aura or Equipment
	To   ObjExpr
}

// Apply implements Effect.
func (e Attach) Apply(r *Resolution) error {
	g := r.Game
	hosts := e.To.Objects(r)
	for _, a := range e.What.Objects(r) {
		o := g.Object(a)
		if o == nil || o.Zone != Battlefield || len(hosts) == 0 {
			continue
		}
		h := g.Object(hosts[0])
		if h == nil || h.Zone != Battlefield || h == o || !g.canAttach(o, h) {
			continue
		}
		if o.AttachedTo == h.Ref {
			continue // 701.3b: already attached to it
		}
		o = g.own(o)
		o.AttachedTo, o.attachedPlayer = h.Ref, 0
		o.Timestamp = g.nextTimestamp() // 613.7e
		g.changed()
		if g.logging() {
			g.emit(EvAttach, "%s is attached to %s", g.evObj(roleObject, a), g.evObj(roleHost, h.Ref))
		}
	}
	r.SetIt(hosts)
	return nil
}

// canAttach reports whether attachment o could be attached to h: an
// Equipment only to a creature (301.5c), an Aura to what it can enchant;
// an Aura that enchants players to no permanent (702.5d). An Aura or
// Equipment that is also a creature can be attached to nothing (303.4d,
// 301.5c).
func (g *Game) canAttach(o, h *Object) bool {
	c := g.Chars(o)
	hc := g.Chars(h)
	switch {
	case c.Is("Creature"):
		return false
	case c.Is("Equipment"):
		return hc.Is("Creature") && !g.protects(h, o.Ref)
	case c.Is("Aura"):
		for _, k := range c.Keywords {
			if k.Name == "enchant" && (k.Players || k.Filter != nil && !g.Matches(k.Filter, h.Ref, c.Controller)) {
				return false
			}
		}
		return !g.protects(h, o.Ref)
	}
	return false
}
