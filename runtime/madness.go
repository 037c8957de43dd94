package runtime

import (
	"fmt"
)

// Madness (702.35): "If you discard this card, discard it into exile. When
// you discard it this way, you may cast it by paying [cost] rather than
// paying its mana cost. If that player doesn't, they put this card into
// their graveyard." The replacement is in replacementsFor, the trigger in
// detectTriggers; MadnessCast is the trigger's effect.

type madnessKey struct{ card ObjRef }

func hasMadness(d *CardDef) bool {
	_, ok := madnessCost(d)
	return ok
}

func madnessCost(d *CardDef) (ManaCost, bool) {
	for _, k := range d.Keywords {
		if k.Name == "madness" {
			return k.Cost, true
		}
	}
	return ManaCost{}, false
}

// madnessTrigger queues the madness trigger of a card discarded into exile
// (702.35a): its owner may cast it for its madness cost.
func (g *Game) madnessTrigger(e *Event) {
	if e.Cause == CauseDiscard && e.From == Hand && e.To == Exile {
		g.discardedIntoExile(e)
	}
}

// discardedIntoExile queues the madness trigger of the card event e
// discarded into exile, if it has madness (madnessTrigger).
func (g *Game) discardedIntoExile(e *Event) {
	c := g.Card(e.New.Card)
	cost, ok := madnessCost(c.Def)
	if !ok {
		return
	}
	text := "you may cast " + c.Def.Name + " by paying " + cost.String() + "; if you don't, put it into your graveyard"
	a := &Ability{Kind: TriggeredAbility, Text: text, Effects: []Effect{MadnessCast{Cost: cost}}}
	g.pending = append(g.pending, &pendingTrigger{ability: a, source: e.New, controller: c.Owner, event: e, it: []ObjRef{e.New}, text: text})
}

// MadnessCast is the effect of a madness trigger: the owner may cast the
// exiled card for its madness cost; if they don't, it goes to their
// graveyard, where effects that refer to the discarded card can still find
// it (400.7k).
type MadnessCast struct{ Cost ManaCost }

// Apply implements Effect.
func (e MadnessCast) Apply(r *Resolution) error {
	g := r.Game
	for _, o := range r.it {
		obj := g.Object(o)
		if obj == nil || obj.Zone != Exile {
			continue // it left exile: nothing to do
		}
		d := &Decision{Kind: ChooseYesNo, Player: r.Controller, Prompt: "cast " + obj.Name() + " for its madness cost " + e.Cost.String() + "?", Min: 1, Max: 1,
			Options: []Option{LabelOption("yes"), LabelOption("no")}}
		idx, err := g.decide(d)
		if err != nil {
			return err
		}
		if idx[0] == 0 {
			// X, when the madness cost has {X}, is announced as it is
			// cast (601.2b; cast).
			cost := e.Cost
			if _, err := g.cast(CastRequest{Player: r.Controller, Card: o, AltCost: &cost}, true); err == nil {
				continue
			} else if _, ok := err.(*RuleError); !ok {
				return err
			} else {
				if g.logging() {
					g.emit(EvNote, "%s can't be cast: %s", g.evObj(roleObject, o), evText(roleReason, sprint(err)))
				}
			}
		}
		g.following = o // its move carries the discarded card's history (400.7k)
		m := g.Move(MoveRequest{Obj: o, To: Graveyard, Source: r.Source})
		g.following = ObjRef{}
		if m.OK() {
			if g.follow == nil { // a clone of a game following none has none (Clone)
				g.follow = map[ObjRef]ObjRef{}
			}
			g.follow[o] = m.New // 400.7k
			g.carryHistory(o, m.New)
		}
	}
	return nil
}

// chooseCastX asks player p for the value of X of the spell name cast by
// an effect for cost, which has {X} in it (601.2b, 107.3) and includes
// the kicker costs announced: from 0 to the most the mana in p's pool and
// the mana p's untapped sources could make would pay for, each source
// counted for the most one tap of it makes (a source whose mana ability
// costs mana, for what it adds beyond that). A value the mana can't pay
// after all leaves the spell unpaid for, as any other cost (601.2h).
func (g *Game) chooseCastX(p PlayerID, name string, cost ManaCost) (int, error) {
	avail := g.Players[p].Pool.Total()
	for _, s := range g.manaSources(p) {
		avail = satAdd(avail, s.output().Total())
	}
	for _, s := range g.costedSources(p) {
		if len(s.options) == 0 { // counted once, as a plain source if it is one
			avail = satAdd(avail, s.costedNet()) // mana_costed.go
		}
	}
	most := max(avail-cost.ManaValue(), 0) / max(cost.X, 1)
	return g.chooseNumber(p, fmt.Sprintf("choose X for %s, cast for %s (601.2b)", name, cost), most)
}
