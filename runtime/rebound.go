package runtime

// Rebound (702.88) is defined here, once, for every card that has it.
//
// 702.88a: "If this spell was cast from your hand, instead of putting it
// into your graveyard as it resolves, exile it and, at the beginning of
// your next upkeep, you may cast this card from exile without paying its
// mana cost."
//
//   - It is a replacement effect (614.1a) that the zone-move primitive
//     finds among the others (replacementsFor): it applies only to a spell
//     on the stack that is resolving (not one that is countered or whose
//     targets are all illegal, 608.2b), that has rebound, and that its
//     caster cast from their own hand (SpellInfo.CastFrom: not from a
//     graveyard, from exile, or from an opponent's hand). When another
//     replacement effect would also change where the spell goes (Leyline
//     of the Void's exile), its controller chooses which applies (616.1);
//     once one has, the spell no longer goes to a graveyard and the other
//     does not apply.
//   - Once the spell has been exiled this way, a delayed triggered ability
//     (603.7) waits for its caster's next upkeep; it follows the card into
//     exile (400.7j) and, as it resolves, lets the caster cast that card
//     from exile without paying its mana cost, ignoring timing (608.2g,
//     702.88b). Restrictions still apply (Rule of Law's, castlimit.go).
//     A card cast this way was cast from exile, so rebound doesn't apply
//     again and it goes to its owner's graveyard. If the card is not cast
//     (declined, refused, or the trigger countered by Stifle), it stays in
//     exile for good.
//   - Multiple instances are redundant (702.88c): the replacement applies
//     once per event (616.1f) whatever the number of instances.

// reboundKey identifies rebound's replacement effect on one spell.
type reboundKey struct{ spell ObjRef }

// reboundReplacement returns rebound's replacement effect if it applies
// to o going to zone to.
func (g *Game) reboundReplacement(o *Object, to Zone, cause Cause) (replacing, bool) {
	if o.Zone != Stack || to != Graveyard || cause != CauseResolve || o.Spell == nil {
		return replacing{}, false
	}
	if o.Spell.CastFrom != Hand || o.Spell.Caster != o.Card.Owner {
		return replacing{}, false // not cast from its caster's hand
	}
	if !g.chars(o).Has("rebound") {
		return replacing{}, false
	}
	caster, spell, name := o.Spell.Caster, o.Ref, o.Name()
	return replacing{
		key:     reboundKey{spell},
		text:    name + " has rebound: exile it instead, to be cast at the beginning of its caster's next upkeep (702.88a)",
		instead: Exile,
		then: func(exiled ObjRef) {
			if o := g.Object(exiled); o == nil || o.Zone != Exile {
				return
			}
			g.delayed = append(g.delayed, &DelayedTrigger{
				Step: Upkeep, Player: caster, Controller: caster, Source: spell, It: []ObjRef{exiled},
				Effects: reboundEffects, Text: ReboundText,
			})
		},
	}, true
}

// ReboundText is the text of rebound's delayed triggered ability.
const ReboundText = "rebound: you may cast this card from exile without paying its mana cost"

// reboundEffects are what rebound's delayed triggered ability does with
// the card it exiled ("it").
var reboundEffects = []Effect{May{
	Effects: []Effect{CastCard{What: InZone{Obj: It{}, Zone: Exile}, WithoutPaying: true}},
	Text:    "cast this card from exile without paying its mana cost",
}}
