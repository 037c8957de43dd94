package runtime

import (
	"math/rand/v2"
	"testing"
)

// TestNoSpendChoiceAsChooseSpend: whenever noSpendChoice says no mana is
// left to choose for the generic part, chooseSpend's own reading of the
// pool once the plan's sources are tapped must find so too: the colored
// symbols can't be paid from it, or what is left beyond them is at most
// the generic part, and chooseSpend returns the plan as it is. Thousands
// of random pools, costs and plans (taps of one mana or more, a plan
// that activates, numbers near the bounds of mana arithmetic).
func TestNoSpendChoiceAsChooseSpend(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	objs := sourceObjects(6)
	told, choices := 0, 0
	for n := 0; n < 40000; n++ {
		pool, cost, x := randomPayment(rng, 5)
		var plan payPlan
		for i := range rng.IntN(len(objs) + 1) {
			var out ManaPool
			for range 1 + rng.IntN(2) {
				out[rng.IntN(len(out))]++
			}
			plan.taps = append(plan.taps, manaTap{obj: &objs[i], out: out})
		}
		switch rng.IntN(20) {
		case 0:
			pool[rng.IntN(len(pool))] = MaxNumber
		case 1:
			if len(plan.taps) > 0 {
				plan.taps[0].out[rng.IntN(len(ManaPool{}))] = MaxNumber
			}
		case 2:
			cost.Colored[rng.IntN(len(cost.Colored))] = MaxNumber
		case 3:
			plan.paid = []ManaPool{{1}}
		}
		generic := cost.genericWith(x)
		if generic <= 0 || generic > maxSpendChoice {
			continue // choosePayment asks nothing then
		}
		rest, ok := payColored(afterPlan(pool, plan), cost)
		choice := ok && rest.Total() > generic
		if choice {
			choices++
		}
		if noSpendChoice(&pool, &plan, &cost, generic) {
			told++
			if choice {
				t.Fatalf("case %d: pool %v, cost %v X=%d, taps %v, paid %v: told no choice, but %v is left for a generic part of %d", n, pool, cost, x, plan.taps, plan.paid, rest, generic)
			}
		}
	}
	t.Logf("%d told at a glance, %d with a choice", told, choices)
	if told < 5000 || choices < 2000 {
		t.Fatalf("%d told at a glance, %d with a choice: too few to tell", told, choices)
	}
}
