package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Trigger events of the Magic 2010 cards (runtime/event_triggers.go):
// "whenever you gain life", "when this becomes the target of a spell or
// ability", "whenever a player taps a land for mana", "whenever enchanted
// land is tapped for mana".

// isPlayerEvent reports whether an event's subject is a player: "you gain
// life", "a player taps a land for mana".
func isPlayerEvent(v grammar.EventVerb) bool {
	switch v.(type) {
	case *grammar.GainLifeEvent, *grammar.TapsForManaEvent:
		return true
	}
	return false
}

// m5Event lowers the events of this file into t, whose subject event has
// already lowered (Self, Filter, Caster).
func (c *compiler) m5Event(t *rt.Trigger, e *grammar.Event) {
	switch v := e.Verb.(type) {
	case *grammar.GainLifeEvent:
		t.Event = rt.EventGainLife
	case *grammar.BecomesTargetEvent:
		t.Event = rt.EventBecomesTarget
		switch strings.ToLower(v.Of) {
		case "spell":
			t.TargetOf = rt.SpellTargeter
		case "ability":
			t.TargetOf = rt.AbilityTargeter
		}
		if _, you := e.Subject.(*grammar.YouRef); you {
			c.errs.add(e.Subject.Position(), "a player becoming the target of a spell or ability is not supported yet")
		}
		if t.Filter != nil {
			for i := range t.Filter.Alts {
				if t.Filter.Alts[i].Zone == rt.ZoneNone {
					t.Filter.Alts[i].Zone = rt.Battlefield
				}
			}
		}
	case *grammar.TapsForManaEvent:
		t.Event = rt.EventTapForMana
		ir, ok := v.Object.(*grammar.IndefiniteRef)
		if !ok {
			c.errs.add(v.Object.Position(), "expected \"taps a …\": which permanents the trigger watches")
			return
		}
		f := c.indefinite(ir)
		t.Filter = &f
	case *grammar.IsTappedForManaEvent:
		// "enchanted land is tapped for mana", "this is tapped for mana",
		// "a land is tapped for mana": whoever taps it (106.12). The
		// subject was lowered by event (Enchanted, Self, Filter).
		t.Event = rt.EventTapForMana
		t.Caster = rt.AnyCaster
		if t.Filter != nil {
			for i := range t.Filter.Alts {
				if t.Filter.Alts[i].Zone == rt.ZoneNone {
					t.Filter.Alts[i].Zone = rt.Battlefield
				}
			}
		}
	}
}

// eventContext sets what an ability triggered by t can refer to: "that
// much" (the life gained) and "that player" (who gained it, who tapped
// the land, the player dealt damage: damage_event.go).
func eventContext(ctx *abilityCtx, t *rt.Trigger) {
	if t == nil {
		return
	}
	switch t.Event {
	case rt.EventGainLife:
		ctx.eventAmount = true
		ctx.thatPlayer = rt.EventPlayer{}
	case rt.EventTapForMana, rt.EventDamage, rt.EventCombatDamage:
		ctx.thatPlayer = rt.EventPlayer{}
	default:
		// The player whose step began, or who drew or discarded the card
		// (library.go).
		if p := eventPlayer(t); p != nil {
			ctx.thatPlayer = p
		}
	}
}
