package interp

import rt "github.com/mtgs/mtgs/runtime"

// movesThisFrom returns the zone an activated ability functions in when
// its effect moves the object it is on out of a zone other than the
// battlefield: "{3}{R}{R}: Return this from your graveyard to your hand"
// (Magma Phoenix) can be activated only while the card is in its owner's
// graveyard (113.6k). Otherwise it returns ZoneNone: the ability works on
// the battlefield.
func movesThisFrom(a *rt.Ability) rt.Zone {
	if len(a.Effects) == 0 {
		return rt.ZoneNone
	}
	ret, ok := a.Effects[0].(rt.Return)
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
