package runtime

// Cycling (702.29): "Cycling [cost]" means "[Cost], Discard this card:
// Draw a card", an activated ability that functions only while the card is
// in a player's hand (KeywordAbilities makes it). Cycling a card is
// activating that ability; the card discarded to pay for it is recorded as
// cycled this turn (history.go).

// activationZone is the zone from which an activated ability can be
// activated (113.6): the battlefield unless the ability says otherwise.
func activationZone(a *Ability) Zone {
	if a.ActivateFrom == ZoneNone {
		return Battlefield
	}
	return a.ActivateFrom
}

// activatesFrom reports whether abilities abs (an object's) include an
// activated ability that can be activated while it is in zone z.
func activatesFrom(abs []*Ability, z Zone) bool {
	for _, a := range abs {
		if a.Kind == ActivatedAbility && activationZone(a) == z {
			return true
		}
	}
	return false
}
