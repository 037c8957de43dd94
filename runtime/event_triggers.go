package runtime

import (
	"slices"
	"strconv"
)

// Trigger events of the Magic 2010 cards:
//   - EventGainLife: a player gained life (Sanguine Bond: "whenever you
//     gain life, target opponent loses that much life"); Player gained
//     Amount. Lifelink's gain is one too (702.15b).
//   - EventBecomesTarget: an object became the target of a spell or
//     ability (Illusionary Servant; Ice Cage's enchanted creature); New is the object, Source the spell
//     or the ability's source, Player the controller of the spell or
//     ability. It is detected as the spell or ability is put on the stack
//     (601.2c, 602.2b, 603.3d).
//   - EventTapForMana: a player tapped a permanent for mana (Manabarbs,
//     106.12, 605.1a); New is the permanent, Player the player. A trigger
//     on the permanent its source is attached to (Wild Growth's "enchanted
//     land is tapped for mana") or on its source watches every player.

// Targeter says what a becomes-the-target trigger watches for: "a spell
// or ability", "a spell", "an ability".
type Targeter uint8

// Targeters.
const (
	AnyTargeter Targeter = iota
	SpellTargeter
	AbilityTargeter
)

// eventMatches is triggerMatches for the events of this file.
func (g *Game) eventMatches(t *Trigger, src ObjRef, ctrl PlayerID, attached ObjRef, e *Event) bool {
	switch e.Kind {
	case EventGainLife:
		return g.casterMatches(t, e.Player, ctrl, src)
	case EventBecomesTarget:
		if t.TargetOf == SpellTargeter && !e.BySpell || t.TargetOf == AbilityTargeter && e.BySpell {
			return false
		}
		if t.Filter != nil {
			return g.MatchesFrom(t.Filter, e.New, ctrl, src)
		}
		if t.Enchanted { // "when enchanted creature becomes the target of …" (Ice Cage)
			return !attached.IsZero() && e.New == attached
		}
		return t.Self && e.New == src
	case EventTapForMana:
		if !g.casterMatches(t, e.Player, ctrl, src) {
			return false
		}
		switch {
		case t.Enchanted: // "whenever enchanted land is tapped for mana" (Wild Growth)
			return !attached.IsZero() && e.New == attached
		case t.Self: // "whenever this is tapped for mana"
			return e.New == src
		}
		return t.Filter == nil || g.MatchesFrom(t.Filter, e.New, ctrl, src)
	}
	return false
}

// lifeGained notes that player p gained n life, for triggers.
func (g *Game) lifeGained(p PlayerID, n int) {
	if n > 0 {
		g.detectEvent(Event{Kind: EventGainLife, Player: p, Amount: n})
	}
}

// becameTargets notes the objects a spell or ability put on the stack
// targets, for triggers: each object once, however many of its targets
// it is (115.9c does not make it trigger twice).
func (g *Game) becameTargets(item *StackItem) {
	var seen []ObjRef
	for _, ts := range item.Targets {
		for _, t := range ts {
			if t.Obj.IsZero() || containsRef(seen, t.Obj) {
				continue
			}
			seen = append(seen, t.Obj)
			g.detectEvent(Event{Kind: EventBecomesTarget, New: t.Obj, Source: item.Source, Player: item.Controller, BySpell: item.Kind == ItemSpell})
		}
	}
}

// tappedForMana notes that player p tapped permanent o for mana (106.12:
// activated a mana ability of it with {T} in its cost), for triggers on
// permanents tapped for mana: a land (Manabarbs), a creature (Leyline of
// Abundance), whatever the trigger's filter names.
//
// A triggered ability it triggers that is a mana ability (605.1b: no
// target, and it adds mana; Ability.IsMana) doesn't go on the stack: it
// resolves at once, right after the mana ability that triggered it
// (605.4a), so that its mana is in the pool when the tap's caller goes
// on — in the middle of paying a cost too (601.2g–h).
func (g *Game) tappedForMana(p PlayerID, o *Object) {
	g.detectEvent(Event{Kind: EventTapForMana, New: o.Ref, Player: p}) // trigger.go
}

// resolveManaTriggers resolves, in the order they triggered, the
// triggered mana abilities among the pending triggers from index from on,
// and takes them off the pending list (605.4a): all of each, which adds
// mana (Ability.IsMana) and may do more.
func (g *Game) resolveManaTriggers(from int) {
	if !slices.ContainsFunc(g.pending[from:], func(t *pendingTrigger) bool { return t.ability.IsMana }) {
		return // most events trigger none
	}
	var mana []*pendingTrigger
	keep := g.pending[:from]
	for _, t := range g.pending[from:] {
		if t.ability.IsMana {
			mana = append(mana, t)
		} else {
			keep = append(keep, t)
		}
	}
	clear(g.pending[len(keep):])
	g.pending = keep
	for _, t := range mana {
		if g.over {
			return
		}
		if g.logging() {
			g.emit(EvResolve, "%s's triggered mana ability resolves at once (605.4a): %s", g.evObj(roleObject, t.source), evText(roleText, t.text))
		}
		r := g.frameFor(t)
		for _, e := range t.ability.Effects {
			if err := e.Apply(r); err != nil {
				break // adding mana fails never (AddMana)
			}
		}
		g.turnChanged() // a mana pool is the turn's state
	}
}

// EventPlayer is the player the triggering event concerns, "that player"
// in a triggered ability: the player who tapped a land for mana, gained
// life or was dealt damage, the player whose step began, or the owner of
// the card drawn or discarded, who is the player who drew or discarded it
// (400.3).
type EventPlayer struct{}

// Players implements PlayerExpr.
func (EventPlayer) Players(r *Resolution) []PlayerID {
	e := r.event
	if e == nil {
		return nil
	}
	if e.Kind == EventZoneChange {
		if c := r.Game.Card(e.New.Card); c != nil {
			return []PlayerID{c.Owner}
		}
		return nil
	}
	if !r.Game.validPlayer(e.Player) {
		return nil
	}
	return []PlayerID{e.Player}
}

func (EventPlayer) String() string { return "the player the event concerns" }

// EventAmount is the amount of the triggering event: "that much" in
// "whenever you gain life, target opponent loses that much life".
type EventAmount struct{}

// Value implements Amount.
func (EventAmount) Value(r *Resolution) int {
	if r.event == nil {
		return 0
	}
	return r.event.Amount
}

func (EventAmount) String() string { return "the amount of the event (life gained)" }

// eventTriggerText renders the triggers of this file.
func (t Trigger) eventTriggerText() string {
	switch t.Event {
	case EventGainLife:
		switch t.Caster {
		case AnyCaster:
			return "when a player gains life"
		case OpponentCaster:
			return "when an opponent gains life"
		case EnchantedCaster:
			return "when the player this is attached to gains life"
		}
		return "when you gain life"
	case EventBecomesTarget:
		subject := "this object"
		if t.Enchanted {
			subject = "the permanent this is attached to"
		}
		if t.Filter != nil {
			subject = filterSubject(t.Filter)
		}
		of := "a spell or ability"
		switch t.TargetOf {
		case SpellTargeter:
			of = "a spell"
		case AbilityTargeter:
			of = "an ability"
		}
		return "when " + subject + " becomes the target of " + of
	case EventTapForMana:
		what := "a permanent"
		switch {
		case t.Enchanted:
			return "when the permanent this is attached to is tapped for mana"
		case t.Self:
			return "when this object is tapped for mana"
		case t.Filter != nil:
			what = filterSubject(t.Filter)
		}
		who := "you tap "
		switch t.Caster {
		case AnyCaster:
			who = "a player taps "
		case OpponentCaster:
			who = "an opponent taps "
		case EnchantedCaster:
			who = "the player this is attached to taps "
		}
		return "when " + who + what + " for mana"
	}
	return "when event(" + strconv.Itoa(int(t.Event)) + ") happens"
}
