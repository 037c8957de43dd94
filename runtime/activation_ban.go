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
