package runtime

// Static prevention of the damage dealt to the permanent an Aura or
// Equipment is attached to, perhaps only noncombat damage (Magebane Armor:
// "Prevent all noncombat damage that would be dealt to equipped
// creature."; 615, 611.3).

// attachedPreventionApplies is staticPreventionApplies for a prevention
// with ToAttached or Noncombat.
func (g *Game) attachedPreventionApplies(src *Object, dp *DamagePrevention, d *damage) bool {
	if dp.Noncombat && d.combat {
		return false
	}
	if dp.ToAttached && !d.to.Obj.IsZero() && src.AttachedTo == d.to.Obj {
		return true
	}
	you := g.Chars(src).Controller
	if d.to.Obj.IsZero() {
		return dp.ToYou && d.to.Player == you
	}
	return dp.To != nil && !(dp.Other && d.to.Obj == src.Ref) && g.Matches(dp.To, d.to.Obj, you)
}
