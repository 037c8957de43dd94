package runtime

// CantBeActivated is the effect "its activated abilities can't be
// activated" (Ice Cage, Arrest), perhaps "unless they're mana abilities"
// (Pithing Needle): a player can't begin to activate such an ability
// (602.5). Mana abilities are activated abilities (605.1a), so without
// ExceptMana they are prohibited too, and so is tapping the permanent for
// mana with the ability its basic land types give it (305.6). It is
// applied with the ability-changing effects of layer 6, as Restrict is.
type CantBeActivated struct{ ExceptMana bool }

// ActivationBan records which of an object's activated abilities can't be
// activated (Chars.Banned): All, or NonMana only.
type ActivationBan struct{ All, NonMana bool }

// Layer implements Modification.
func (CantBeActivated) Layer() Layer { return LayerAbility }

// Apply implements Modification.
func (m CantBeActivated) Apply(c *Chars) {
	if m.ExceptMana {
		c.Banned.NonMana = true
	} else {
		c.Banned.All = true
	}
}

func (m CantBeActivated) String() string {
	if m.ExceptMana {
		return "can't have its activated abilities activated unless they're mana abilities"
	}
	return "can't have its activated abilities activated"
}

func (m CantBeActivated) explain() string { return m.String() + " (602.5)" }

// bans reports whether ability a of an object with these characteristics
// can't be activated (602.5).
func (b ActivationBan) bans(a *Ability) bool {
	return b.All || b.NonMana && !a.IsMana
}

// bannedOffBattlefield reports whether a static ability of a permanent
// forbids activating ability a of o, a card in a zone other than the
// battlefield and the stack (602.5): "activated abilities of sources with
// the chosen name can't be activated" reaches a source wherever it is
// (cycling from a hand), while static abilities change the characteristics
// only of permanents and spells (Chars). It costs nothing in a game
// without static abilities.
func (g *Game) bannedOffBattlefield(o *Object, c *Chars, a *Ability) bool {
	if o.Zone == Battlefield || o.Zone == Stack {
		return false
	}
	about, granted := g.staticKindAbout(skBan)
	if !about {
		return false
	}
	for _, sc := range g.battlefieldCards() {
		src := sc.Obj
		if !g.mayHaveStaticKind(src, skBan, granted) {
			continue
		}
		sch := g.Chars(src)
		for _, ab := range sch.Abilities {
			if ab.Kind != StaticAbility {
				continue
			}
			for i := range ab.Statics {
				se := &ab.Statics[i]
				if se.Affects != AffectsFilter {
					continue
				}
				for _, m := range se.Mods {
					if ban, ok := m.(CantBeActivated); ok && (!ban.ExceptMana || !a.IsMana) && g.matchChars(&se.Filter, o, c, sch.Controller, src.Ref) {
						return true
					}
				}
			}
		}
	}
	return false
}
