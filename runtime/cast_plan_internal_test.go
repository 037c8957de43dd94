package runtime

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// TestPlanSingleIsTheSearch: when every source makes one mana, of one
// color or of a choice of colors (options in any order, a color named
// twice), a real cast's plan (planSingle) must be the search's, tap for
// tap and in order, for any sources, pool and cost, made in a given array
// or not. Thousands of random cases, with pools that can't pay alone,
// some near the bounds of mana arithmetic.
func TestPlanSingleIsTheSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	objs := sourceObjects(14)
	found, past := 0, 0
	for n := 0; n < 40000; n++ {
		var srcs []manaSource
		for i := range rng.IntN(len(objs) + 1) {
			var opts []ManaPool
			for range 1 + rng.IntN(3) {
				var out ManaPool
				out[rng.IntN(len(out))] = 1
				opts = append(opts, out)
			}
			srcs = append(srcs, manaSource{obj: &objs[i], options: opts})
		}
		pool, cost, x := randomPayment(rng, 7)
		switch rng.IntN(20) { // near the bounds of mana arithmetic
		case 0:
			pool[rng.IntN(len(pool))] = MaxNumber
		case 1:
			cost.Generic = MaxNumber - rng.IntN(2)
		case 2:
			x = MaxNumber
		}
		if _, ok := payFrom(pool, cost, x); ok {
			continue // planPayment needs no source then
		}
		past++
		colors := oneManaColors(nil, srcs)
		want, wantOK := searched(pool, srcs, cost, x)
		wantText := fmt.Sprint(wantOK, want.taps)
		for _, into := range [][]manaTap{nil, make([]manaTap, 0, len(srcs))} {
			got, gotOK := planSingle(into, pool, srcs, colors, cost, x)
			if gotText := fmt.Sprint(gotOK, got.taps); gotText != wantText {
				t.Fatalf("case %d: pool %v, cost %v X=%d, sources %v: planned %s, the search %s", n, pool, cost, x, srcs, gotText, wantText)
			}
		}
		if wantOK {
			found++
		}
	}
	if found < 5000 || past-found < 5000 {
		t.Fatalf("%d cases past the pool, %d plans found: too few to tell", past, found)
	}
}

// TestEmptyPlanIsTheSearch: a real cast's plan from an empty pool and
// sources that each make one mana of one color, noted as they were found
// (emptyPlan), must be planFromEmpty's and the search's, tap for tap and
// in order, for any such sources and cost, made in a given array or not.
// Thousands of random cases, some with more symbols than sources.
func TestEmptyPlanIsTheSearch(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	objs := sourceObjects(14)
	found, failed := 0, 0
	for n := 0; n < 40000; n++ {
		var srcs []manaSource
		for i := range rng.IntN(len(objs) + 1) {
			var out ManaPool
			out[rng.IntN(1+rng.IntN(len(out)))] = 1 // most often the first colors
			srcs = append(srcs, manaSource{obj: &objs[i], options: []ManaPool{out}, one: monoOf([]ManaPool{out})})
		}
		_, cost, x := randomPayment(rng, 9)
		generic := cost.genericWith(x)
		want, wantOK := searched(ManaPool{}, srcs, cost, x)
		wantText := fmt.Sprint(wantOK, want.taps)
		from, fromOK, done, far := planFromEmpty(&planScratch{}, srcs, &cost, x)
		if fromText := fmt.Sprint(fromOK, from.taps); !done || !far || fromText != wantText {
			t.Fatalf("case %d: planFromEmpty %s (done %v, far %v), the search %s", n, fromText, done, far, wantText)
		}
		for _, into := range [][]manaTap{nil, make([]manaTap, 0, len(srcs))} {
			var got payPlan
			gotOK := emptyPlan(&got, into, srcs, &cost, generic)
			if gotText := fmt.Sprint(gotOK, got.taps); gotText != wantText {
				t.Fatalf("case %d: cost %v X=%d, sources %v: planned %s, the search %s", n, cost, x, srcs, gotText, wantText)
			}
		}
		if wantOK {
			found++
		} else {
			failed++
		}
	}
	if found < 5000 || failed < 5000 {
		t.Fatalf("%d plans found, %d none: too few to tell", found, failed)
	}
}

// TestSpendsAllIsPayFrom: whenever pay finds at a glance that paying a
// cost spends the whole pool (spendsAll), payFrom must pay it and leave
// nothing. Thousands of random pools and costs, most of them paid to the
// last mana, some near the bounds of mana arithmetic.
func TestSpendsAllIsPayFrom(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	all := 0
	for n := 0; n < 40000; n++ {
		_, cost, x := randomPayment(rng, 6)
		// The pool the cost's taps make, one mana each, then changed a little.
		var pool ManaPool
		for c := range pool {
			pool[c] = cost.Colored[c]
		}
		for range max(cost.genericWith(x), 0) {
			pool[rng.IntN(len(pool))]++
		}
		switch rng.IntN(8) {
		case 0:
			pool[rng.IntN(len(pool))]++
		case 1:
			pool[rng.IntN(len(pool))]--
		case 2:
			pool[rng.IntN(len(pool))] = MaxNumber
		case 3:
			cost.Generic = MaxNumber - rng.IntN(2)
		case 4:
			x = MaxNumber
		}
		left, ok := payFrom(pool, cost, x)
		if spendsAll(&pool, &cost, x) {
			all++
			if !ok || left != (ManaPool{}) {
				t.Fatalf("case %d: pool %v, cost %v X=%d: spendsAll, but payFrom leaves %v (%v)", n, pool, cost, x, left, ok)
			}
		}
	}
	if all < 10000 {
		t.Fatalf("%d pools spent to the last mana: too few to tell", all)
	}
}
