package runtime

// "This spell costs {1} more to cast for each target beyond the first"
// (Fireball) is a static ability that functions on the stack (113.6b):
// 601.2f: the total cost is the mana cost, or an alternative cost (none
// at all for "without paying its mana cost", 118.9), plus additional costs
// and cost increases, so the increase is paid however the spell is cast.
// The mana value is unchanged (202.3).

// costPerTarget adds to cost d's increase for each target of the spell
// beyond the first.
func (g *Game) costPerTarget(d *CardDef, cost ManaCost, targets [][]Target) ManaCost {
	if !d.CostPerTarget.Present {
		return cost
	}
	n := 0
	for _, group := range targets {
		n += len(group)
	}
	for i := 1; i < n; i++ {
		cost = cost.Plus(d.CostPerTarget)
	}
	return cost
}
