package runtime

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// sourceObjects returns n objects to stand for mana sources, the first
// with card 1, each its card's first incarnation.
func sourceObjects(n int) []Object {
	objs := make([]Object, n)
	for i := range objs {
		objs[i].Ref = ObjRef{CardID(i + 1), 1}
	}
	return objs
}

// TestPlanFromMonoIsTheSearch: when every source makes one mana of one
// color, planFromIn makes its plan directly (planFromMono); the plan, and
// whether there is one, must be the search's, tap for tap and in order,
// for any sources, pool and cost. Thousands of random cases, with and
// without a scratch to make the plan in, and a source that has a choice
// of colors leaves the plan to the search.
func TestPlanFromMonoIsTheSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	objs := sourceObjects(12)
	found, direct := 0, 0
	for n := 0; n < 20000; n++ {
		var srcs []manaSource
		for i := range rng.IntN(len(objs) + 1) {
			var out ManaPool
			out[rng.IntN(len(out))] = 1
			srcs = append(srcs, manaSource{obj: &objs[i], options: []ManaPool{out}})
		}
		pool, cost, x := randomPayment(rng, 5)
		for _, scratch := range []bool{false, true} {
			var sc *planScratch
			if scratch {
				sc = &planScratch{into: make([]manaTap, 0, 4)}
			}
			got, gotOK := planFromIn(sc, pool, srcs, cost, x)
			gotText := fmt.Sprint(gotOK, got.taps)
			want, wantOK := searched(pool, srcs, cost, x)
			if wantText := fmt.Sprint(wantOK, want.taps); gotText != wantText {
				t.Fatalf("case %d: pool %v, cost %v X=%d, sources %v: planned %s, the search %s", n, pool, cost, x, srcs, gotText, wantText)
			}
			if gotOK {
				found++
			}
		}
		if _, ok := payFrom(pool, cost, x); !ok && len(srcs) > 0 {
			direct++
		}
	}
	if found < 5000 || direct < 5000 {
		t.Fatalf("%d plans found, %d cases past the pool: too few to tell", found, direct)
	}
	// A source with a choice of colors: the search makes the plan.
	choice := manaSource{obj: &objs[0], options: []ManaPool{{Red: 1}, {Green: 1}}}
	if _, mono := choice.mono(); mono {
		t.Fatal("a source with two options counts as making one color")
	}
	srcs := []manaSource{{obj: &objs[1], options: []ManaPool{{Green: 1}}}, choice}
	if _, _, done := planFromMono(&planScratch{}, &ManaPool{}, srcs, ptr(MustManaCost("{R}{G}")), 0); done {
		t.Fatal("planFromMono planned with a source that has a choice")
	}
	plan, ok := planFromIn(nil, ManaPool{}, srcs, MustManaCost("{R}{G}"), 0)
	if !ok || len(plan.taps) != 2 || !slices.ContainsFunc(plan.taps, func(m manaTap) bool { return m.out[Red] == 1 }) {
		t.Fatalf("{R}{G} from a Forest and a choice of red or green: %v %v", ok, plan.taps)
	}
}

// randomPayment returns a random pool of up to two mana, a cost of up to
// three generic mana, an X and fewer than symbols colored symbols, and a
// value for X, for the payment tests.
func randomPayment(rng *rand.Rand, symbols int) (ManaPool, ManaCost, int) {
	var pool ManaPool
	for range rng.IntN(3) {
		pool[rng.IntN(len(pool))]++
	}
	cost := ManaCost{Present: true, Generic: rng.IntN(4), X: rng.IntN(2)}
	for range rng.IntN(symbols) {
		cost.Colored[rng.IntN(len(cost.Colored))]++
	}
	return pool, cost, rng.IntN(3)
}

// searched is planFromIn without its direct plan: the search's plan.
func searched(pool ManaPool, srcs []manaSource, cost ManaCost, x int) (payPlan, bool) {
	if _, ok := payFrom(pool, cost, x); ok {
		return payPlan{}, true
	}
	return planSearch(&planScratch{}, pool, srcs, cost, x)
}

// TestCanPayIsThePlan: whether there is a plan, as a probe asks it
// (canPay), must be what planFromIn finds whenever canPay says it can
// tell — for sources of one color, of a choice of colors, and, where it
// can't tell, sources making more than one mana. Thousands of random
// cases.
func TestCanPayIsThePlan(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	objs := sourceObjects(12)
	told, yes, no, unsure := 0, 0, 0, 0
	for n := 0; n < 50000; n++ {
		var srcs []manaSource
		multi := rng.IntN(8) == 0 // a case with a source making two mana
		for i := range rng.IntN(len(objs) + 1) {
			var opts []ManaPool
			for range 1 + rng.IntN(3) { // one color, or a choice of up to three
				var out ManaPool
				out[rng.IntN(len(out))] = 1
				if multi && i == 0 {
					out[rng.IntN(len(out))]++
				}
				opts = append(opts, out)
			}
			if rng.IntN(2) == 0 {
				opts = opts[:1]
			}
			srcs = append(srcs, manaSource{obj: &objs[i], options: opts})
		}
		pool, cost, x := randomPayment(rng, 6)
		ok, sure := canPay(&pool, oneManaColors(nil, srcs), &cost, x)
		_, want := planFromIn(nil, pool, srcs, cost, x)
		if !sure {
			unsure++
			if !multi || len(srcs) == 0 {
				t.Fatalf("case %d: pool %v, cost %v X=%d, sources %v: can't tell with sources that each make one mana", n, pool, cost, x, srcs)
			}
			continue
		}
		if ok != want {
			t.Fatalf("case %d: pool %v, cost %v X=%d, sources %v: canPay %v, the plan %v", n, pool, cost, x, srcs, ok, want)
		}
		if _, alone := payFrom(pool, cost, x); !alone {
			told++
			if ok {
				yes++
			} else {
				no++
			}
		}
	}
	if yes < 5000 || no < 5000 || unsure < 1000 {
		t.Fatalf("past the pool: %d payable, %d not, %d untold: too few to tell", yes, no, unsure)
	}
	t.Logf("%d cases past the pool told (%d payable), %d untold", told, yes, unsure)
}

// TestPlanFromMonoLongIsTheSearch: with more one-color sources than a
// word has bits, planFromMono lists who pays for what in a list
// (planFromMonoLong); its plan too must be the search's, tap for tap.
func TestPlanFromMonoLongIsTheSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	objs := sourceObjects(70)
	found := 0
	for n := 0; n < 300; n++ {
		var srcs []manaSource
		for i := range 65 + rng.IntN(6) {
			var out ManaPool
			out[rng.IntN(len(out))] = 1
			srcs = append(srcs, manaSource{obj: &objs[i], options: []ManaPool{out}})
		}
		pool, cost, x := randomPayment(rng, 12)
		got, gotOK, done := planFromMono(&planScratch{}, &pool, srcs, &cost, x)
		if _, ok := payFrom(pool, cost, x); ok || !done {
			continue
		}
		want, wantOK := searched(pool, srcs, cost, x)
		if gotText, wantText := fmt.Sprint(gotOK, got.taps), fmt.Sprint(wantOK, want.taps); gotText != wantText {
			t.Fatalf("case %d: pool %v, cost %v X=%d: planned %s, the search %s", n, pool, cost, x, gotText, wantText)
		}
		if gotOK {
			found++
		}
	}
	if found < 100 {
		t.Fatalf("%d plans found: too few to tell", found)
	}
}

// TestMonoNoteWrongReported: the one color a mana source notes as it is
// found (manaSource.one, read by planFromMono and oneManaColors) is
// checked against its options whenever the game verifies its caches.
func TestMonoNoteWrongReported(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
	m := g.AddCard(mountainDef(), 0, Battlefield)
	srcs := g.manaSources(0)
	if len(srcs) != 1 || srcs[0].obj != m.Obj || srcs[0].one != 1<<Red {
		t.Fatalf("a Mountain's source: %+v, want one red mana noted", srcs)
	}
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	g.manaSources(0)
	if len(reports) != 0 {
		t.Fatalf("reported %v", reports)
	}
	g.space.sources[0].all[0].one = 1 << Green // made wrong
	g.manaSources(0)
	if len(reports) == 0 || !strings.Contains(reports[0], "one color noted") {
		t.Fatalf("a wrong note not reported: %v", reports)
	}
	// The colors of its options of one mana each (manaSource.anyOf, read
	// by makeTotals and oneManaColors) are checked the same way.
	reports = nil
	g.space.sources[0].all[0].one, g.space.sources[0].all[0].anyOf = 1<<Red, 1<<Green // made wrong
	g.manaSources(0)
	if len(reports) == 0 || !strings.Contains(reports[0], "colors of one mana noted") {
		t.Fatalf("a wrong note of colors not reported: %v", reports)
	}
}

// randomPoolPayment is randomPayment of up to 5 symbols, with an empty
// pool half the time and a negative colored number in a quarter of the
// costs: the cases a test of a pool paying alone asks about.
func randomPoolPayment(rng *rand.Rand) (ManaPool, ManaCost, int) {
	pool, cost, x := randomPayment(rng, 5)
	if rng.IntN(2) == 0 {
		pool = ManaPool{}
	}
	if rng.IntN(4) == 0 {
		cost.Colored[rng.IntN(len(cost.Colored))] = -rng.IntN(3)
	}
	return pool, cost, x
}

// TestCantPayAloneIsPayFrom: whenever cantPayAlone tells that a pool
// can't pay a cost alone, payFrom must find so too, for random pools
// and costs, some of their numbers negative.
func TestCantPayAloneIsPayFrom(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	told := 0
	for n := 0; n < 20000; n++ {
		pool, cost, x := randomPoolPayment(rng)
		if cantPayAlone(&pool, &cost) {
			told++
			if _, ok := payFrom(pool, cost, x); ok {
				t.Fatalf("pool %v pays %v (X=%d), though cantPayAlone said it can't", pool, cost, x)
			}
		}
	}
	if told < 2000 {
		t.Fatalf("%d cases told: too few", told)
	}
}

// TestPoolPaysIsPayFrom: whether a pool pays a cost alone, as
// planPayment asks it (poolPays), must be payFrom's answer, for random
// pools and costs, some of their numbers negative or near the largest
// the game accepts.
func TestPoolPaysIsPayFrom(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	pays := 0
	for n := 0; n < 40000; n++ {
		pool, cost, x := randomPoolPayment(rng)
		if rng.IntN(8) == 0 {
			pool[rng.IntN(len(pool))] = MaxNumber - rng.IntN(2)
		}
		if rng.IntN(8) == 0 {
			pool[rng.IntN(len(pool))] = -rng.IntN(3)
		}
		if rng.IntN(8) == 0 {
			cost.Generic = MaxNumber - rng.IntN(2)
		}
		if rng.IntN(8) == 0 {
			x = MaxNumber
		}
		_, want := payFrom(pool, cost, x)
		if got := poolPays(&pool, &cost, x); got != want {
			t.Fatalf("pool %v, cost %v (X=%d): poolPays %v, payFrom %v", pool, cost, x, got, want)
		}
		if want {
			pays++
		}
	}
	if pays < 2000 || pays > 38000 {
		t.Fatalf("%d of 40000 paid: too few either way", pays)
	}
}

// TestOneManaColor: the color of the one mana a pool holds, as a set of
// one color, or 0 when it holds more mana or none — for every pool of
// numbers from -1 to 2.
func TestOneManaColor(t *testing.T) {
	var o ManaPool
	var walk func(i int)
	walk = func(i int) {
		if i == len(o) {
			want, ones := uint8(0), 0
			for c, n := range o {
				if n != 0 {
					ones++
				}
				if n == 1 {
					want = 1 << c
				}
			}
			if ones != 1 || want == 0 {
				want = 0
			}
			if got := oneManaColor(o); got != want {
				t.Fatalf("oneManaColor(%v) = %d, want %d", o, got, want)
			}
			return
		}
		for n := -1; n <= 2; n++ {
			o[i] = n
			walk(i + 1)
		}
		o[i] = 0
	}
	walk(0)
}

// TestWithTapsIsAdd compares withTaps with adding each tap's mana through
// ManaPool.add, for pools and taps small, near the bounds and negative,
// and for more taps than it adds plainly.
func TestWithTapsIsAdd(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	num := func() int { return edgeNumber(rng, 6) }
	for range 20000 {
		var pool ManaPool
		for c := range pool {
			if rng.IntN(4) == 0 {
				pool[c] = num()
			} else {
				pool[c] = rng.IntN(3)
			}
		}
		n := rng.IntN(5)
		if rng.IntN(50) == 0 {
			n = maxPlainTaps + rng.IntN(3)
		}
		taps := make([]manaTap, n)
		for i := range taps {
			for c := range taps[i].out {
				if rng.IntN(8) == 0 {
					taps[i].out[c] = num()
				} else {
					taps[i].out[c] = rng.IntN(2)
				}
			}
		}
		want := pool
		for _, tp := range taps {
			for c, k := range tp.out {
				want.add(Color(c), k)
			}
		}
		if got := withTaps(pool, taps); got != want {
			t.Fatalf("withTaps(%v, %d taps) = %v, want %v", pool, n, got, want)
		}
	}
}

// TestAddManaIsAdd compares addMana with ManaPool.add a type at a time,
// and payFromAt with payColored and the generic part paid in order, for
// numbers small, near the bounds and negative.
func TestAddManaIsAdd(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	num := func() int { return edgeNumber(rng, 8) }
	for range 20000 {
		var pool, out ManaPool
		for c := range pool {
			pool[c], out[c] = num(), num()
		}
		want := pool
		for c, n := range out {
			want.add(Color(c), n)
		}
		got := pool
		if addMana(&got, &out); got != want {
			t.Fatalf("addMana(%v, %v) = %v, want %v", pool, out, got, want)
		}
		cost := ManaCost{Generic: num(), Present: true}
		for c := range cost.Colored {
			cost.Colored[c] = num()
		}
		x := rng.IntN(3)
		wantLeft, wantOK := payColored(pool, cost)
		if wantOK {
			generic := cost.genericWith(x)
			for _, c := range genericOrder {
				if generic == 0 {
					break
				}
				take := min(wantLeft[c], generic)
				wantLeft[c] -= take
				generic -= take
			}
			wantOK = generic == 0
		}
		if left, ok := payFromAt(&pool, &cost, x); left != wantLeft || ok != wantOK {
			t.Fatalf("payFromAt(%v, %v, %d) = %v %v, want %v %v", pool, cost, x, left, ok, wantLeft, wantOK)
		}
	}
}

// edgeNumber draws a number for the tests of the fast paths beside the
// bounded arithmetic: one time in n each a small negative number, one
// just either side of farBound and one just under MaxNumber, else a
// small one.
func edgeNumber(rng *rand.Rand, n int) int {
	switch rng.IntN(n) {
	case 0:
		return -rng.IntN(3)
	case 1:
		return farBound - 1 + rng.IntN(3)
	case 2:
		return MaxNumber - rng.IntN(3)
	}
	return rng.IntN(3)
}
