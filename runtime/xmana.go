package runtime

// "Spend only black mana on X" (107.3, 601.2h): the mana paid for X must
// be of that color. Paying the cost is then paying, for each X symbol, X
// mana symbols of that color instead of X generic mana; the mana cost
// and the mana value are unchanged (202.3e).

// xManaCost makes cost, the cost of a spell of d, the cost to pay for it
// cast with x, in place, and returns the x to pay it with.
func xManaCost(d *CardDef, cost *ManaCost, x int) int {
	if !d.HasXMana || cost.X == 0 {
		return x
	}
	cost.Colored[d.XMana] = satAdd(cost.Colored[d.XMana], satMul(cost.X, x))
	cost.X = 0
	return 0
}
