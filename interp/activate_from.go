package interp

import (
	"github.com/alecthomas/participle/v2/lexer"

	rt "github.com/mtgs/mtgs/runtime"
)

// functionsIn returns the zone an activated or triggered ability functions
// in when its effect moves the object it is on out of a zone other than
// the battlefield (113.6k): "{3}{R}{R}: Return this from your graveyard to
// your hand" (Magma Phoenix) can be activated, and "whenever a land enters
// the battlefield under your control, return this from your graveyard to
// the battlefield" (Bloodghast) triggers, only while the card is in its
// owner's graveyard. The ability's first instruction decides, seen through
// "you may". Otherwise it returns ZoneNone: the ability works on the
// battlefield. So it does when its trigger condition or its cost puts the
// object into that zone (113.6k's exception): "when this dies, return this
// from your graveyard to your hand" triggers from the battlefield, looking
// back (603.10a), and "sacrifice this: …" is paid there.
//
// A later instruction that moves this out of a zone the ability does not
// function in is refused at pos: where the ability functions would depend
// on whether what comes before puts the object there (113.6k), which the
// checker does not work out.
func (c *compiler) functionsIn(a *rt.Ability, pos lexer.Position) rt.Zone {
	var z rt.Zone
	for i, e := range a.Effects {
		if m, ok := e.(rt.May); ok && i == 0 {
			for k, e := range m.Effects {
				if from := movesThisFrom(e); k == 0 {
					z = from
				} else if from != rt.ZoneNone && from != z {
					c.movedLater(pos, a, from)
				}
			}
			continue
		}
		if from := movesThisFrom(e); i == 0 {
			z = from
		} else if from != rt.ZoneNone && from != z {
			c.movedLater(pos, a, from)
		}
	}
	if z != rt.ZoneNone && putsThisInto(a, z) {
		return rt.ZoneNone
	}
	return z
}

// movedLater refuses an instruction after the first that moves the
// ability's object out of zone from (functionsIn), unless the trigger
// condition or the cost puts it there.
func (c *compiler) movedLater(pos lexer.Position, a *rt.Ability, from rt.Zone) {
	if putsThisInto(a, from) {
		return
	}
	c.errs.add(pos, "an instruction after the first returns this from the %s: where this ability functions (113.6k) is read only from its first instruction; make the return the first, or have the trigger condition put this into the %s", from, from)
}

// putsThisInto reports whether the trigger condition or the cost of
// ability a puts the object it is on into zone z ("when this dies",
// "when this is put into a graveyard from anywhere", "sacrifice this",
// "discard this card"), or, for an Aura, says that the object it
// enchants leaves the battlefield (Necrotic Plague's "when enchanted
// creature dies"): the ability then functions where that happens
// (113.6k).
func putsThisInto(a *rt.Ability, z rt.Zone) bool {
	if t := a.Trigger; t != nil && t.Event == rt.EventZoneChange {
		if t.Self && t.To == z || t.Enchanted && t.From == rt.Battlefield && z == rt.Graveyard {
			return true
		}
	}
	return z == rt.Graveyard && (a.Cost.SacrificeSelf || a.Cost.DiscardSelf)
}

// movesThisFrom returns the zone other than the battlefield effect e
// moves the ability's object out of, "return this from your graveyard to
// …", or ZoneNone.
func movesThisFrom(e rt.Effect) rt.Zone {
	ret, ok := e.(rt.Return)
	if !ok {
		return rt.ZoneNone
	}
	in, ok := ret.What.(rt.InZone)
	if !ok || in.Zone == rt.Battlefield {
		return rt.ZoneNone
	}
	if _, this := in.Obj.(rt.This); !this {
		return rt.ZoneNone
	}
	return in.Zone
}
