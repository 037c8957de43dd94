package runtime

// Cycling (702.29): "Cycling [cost]" means "[Cost], Discard this card:
// Draw a card", an activated ability that functions only while the card is
// in a player's hand (KeywordAbilities makes it). Cycling a card is
// activating that ability; the card discarded to pay for it is recorded as
// cycled this turn (history.go).

// activationZone is the zone from which an activated ability can be
// activated (113.6): the battlefield unless the ability says otherwise.
func activationZone(a *Ability) Zone {
	if a.FunctionsIn == ZoneNone {
		return Battlefield
	}
	return a.FunctionsIn
}

// worksOffField reports whether a card with definition d may be used
// where it is, off the battlefield, by what it says itself: an activated
// ability that functions in another zone (113.6) or flashback (702.34).
func worksOffField(d *CardDef) bool {
	for _, a := range d.Abilities {
		if a.Kind == ActivatedAbility && activationZone(a) != Battlefield {
			return true
		}
	}
	for _, k := range d.Keywords {
		if k.Name == "flashback" {
			return true
		}
	}
	return false
}

// noteOffField counts a definition some card or object of the game has
// when worksOffField holds for it. The count only grows: while it is 0
// and no effect is about, no card off the battlefield can be activated or
// cast from where it is, and LegalActions doesn't look at them one by one.
func (g *Game) noteOffField(d *CardDef) {
	g.countOffField(readOffField(d))
}

// readOffField reads what noteOffField counts of definition d: whether
// it works off the battlefield (worksOffField) and the zones off it where
// its triggered abilities function (offTriggerZones, trigger.go).
func readOffField(d *CardDef) (works bool, triggers zoneSet) {
	return worksOffField(d), offTriggerZones(d)
}

// countOffField counts a card whose definition's facts are works and
// triggers (readOffField), noting the zones off the battlefield where its
// triggered abilities function: that set only grows, and while it is
// empty trigger detection looks at no card off the battlefield.
func (g *Game) countOffField(works bool, triggers zoneSet) {
	if works {
		g.offField++
	}
	g.offTriggers |= triggers
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
