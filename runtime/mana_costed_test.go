package runtime

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// Mana abilities whose cost is {T} and more (mana_costed.go): a player
// may activate them while paying a cost (601.2g, 605.3a), their own mana
// cost paid with mana other sources make. The automatic payment activates
// those whose cost is {T} and mana (a Signet); those that also take life
// or a sacrifice are used only when the player names them in the payment
// decision.

// costedAbility is a mana ability with cost c adding one of outs.
func costedAbility(text string, c Cost, outs ...string) *Ability {
	e := AddMana{Mana: MustManaCost(outs[0])}
	for _, o := range outs[1:] {
		e.Or = append(e.Or, MustManaCost(o))
	}
	return &Ability{Kind: ActivatedAbility, Text: text, IsMana: true, Cost: c, Effects: []Effect{e}}
}

var (
	cmSignet = &CardDef{Name: "Test Azorius Rock", ManaCost: MustManaCost("{2}"), Types: []string{"Artifact"},
		Abilities: []*Ability{costedAbility("add {W}{U}.", Cost{Mana: MustManaCost("{1}"), Tap: true}, "{W}{U}")}}
	cmRakdosSignet = &CardDef{Name: "Test Rakdos Rock", ManaCost: MustManaCost("{2}"), Types: []string{"Artifact"},
		Abilities: []*Ability{costedAbility("add {B}{R}.", Cost{Mana: MustManaCost("{1}"), Tap: true}, "{B}{R}")}}
	// An Odyssey filter land, and a filter land whose cost is colored
	// mana and whose mana is any combination of two colors.
	cmExpanse = &CardDef{Name: "Test Cloud Expanse", Types: []string{"Land"},
		Abilities: []*Ability{costedAbility("add {W}{U}.", Cost{Mana: MustManaCost("{1}"), Tap: true}, "{W}{U}")}}
	cmFilter = &CardDef{Name: "Test Mystic Filter", Types: []string{"Land"},
		Abilities: []*Ability{
			{Kind: ActivatedAbility, Text: "add {C}.", IsMana: true, Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{C}")}}},
			{Kind: ActivatedAbility, Text: "add two mana in any combination of {W} and/or {U}.", IsMana: true, Cost: Cost{Mana: MustManaCost("{W}"), Tap: true},
				Effects: []Effect{AddMana{Combination: 2, Colors: ColorSet(0).With(White).With(Blue)}}},
		}}
	// A painland: "{T}: Add {C}." and "{T}, Pay 1 life: Add {G} or {W}."
	cmPainland = &CardDef{Name: "Test Brushland", Types: []string{"Land"},
		Abilities: []*Ability{
			{Kind: ActivatedAbility, Text: "add {C}.", IsMana: true, Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{C}")}}},
			costedAbility("add {G} or {W}. this deals 1 damage to you.", Cost{Tap: true, PayLife: 1}, "{G}", "{W}"),
		}}
	cmPetal = &CardDef{Name: "Test Petal", Types: []string{"Artifact"},
		Abilities: []*Ability{costedAbility("add {G}.", Cost{Tap: true, SacrificeSelf: true}, "{G}")}}

	cmWU    = crSpell("Test Azorius Charm", "Instant", "{W}{U}", nil)
	cmU     = crSpell("Test Blue Word", "Instant", "{U}", nil)
	cmUU    = crSpell("Test Counterspell", "Instant", "{U}{U}", nil)
	cmWUU   = crSpell("Test Three Colors", "Instant", "{W}{U}{U}", nil)
	cmG     = crSpell("Test Green Word", "Instant", "{G}", nil)
	cmOneG  = crSpell("Test Green Two", "Instant", "{1}{G}", nil)
	cmThree = crSpell("Test Three", "Sorcery", "{3}", nil)
)

func TestCostedManaAbilitiesPayAutomatically(t *testing.T) {
	cases := []struct {
		name    string
		sources []*CardDef
		pool    ManaPool
		spell   *CardDef
		ok      bool
		tapped  []int // indices of sources tapped
		left    ManaPool
		gone    []int // sources sacrificed
		life    int
	}{
		{"a Signet's {1} paid by the Forest, its {W}{U} pays {W}{U} (601.2g, 605.3a)",
			[]*CardDef{crForest, cmSignet}, ManaPool{}, cmWU, true, []int{0, 1}, ManaPool{}, nil, 20},
		{"the mana the cost doesn't use stays in the pool (106.4)",
			[]*CardDef{crForest, cmSignet}, ManaPool{}, cmU, true, []int{0, 1}, ManaPool{White: 1}, nil, 20},
		{"a Signet's {1} paid from the pool",
			[]*CardDef{cmSignet}, ManaPool{Red: 1}, cmWU, true, []int{0}, ManaPool{}, nil, 20},
		{"a Signet alone can't pay its own {1}",
			[]*CardDef{cmSignet}, ManaPool{}, cmU, false, nil, ManaPool{}, nil, 20},
		{"the plain sources pay when they can: the Signet stays untapped",
			[]*CardDef{cmSignet, crIsland, crIsland}, ManaPool{}, cmU, true, []int{1}, ManaPool{}, nil, 20},
		{"the Signet's {1} is paid with the Forest, not the Island the spell needs",
			[]*CardDef{crIsland, cmSignet, crForest}, ManaPool{}, cmUU, true, []int{0, 1, 2}, ManaPool{White: 1}, nil, 20},
		{"one Signet pays another's {1}",
			[]*CardDef{crForest, cmSignet, cmSignet}, ManaPool{}, cmWUU, true, []int{0, 1, 2}, ManaPool{}, nil, 20},
		{"a Signet of the wrong colors is left untapped",
			[]*CardDef{crForest, cmRakdosSignet, cmSignet}, ManaPool{}, cmWU, true, []int{0, 2}, ManaPool{}, nil, 20},
		{"an Odyssey filter land filters the Forest's mana",
			[]*CardDef{crForest, cmExpanse}, ManaPool{}, cmWU, true, []int{0, 1}, ManaPool{}, nil, 20},
		{"a filter land whose {W} a Plains pays makes {U}{U}",
			[]*CardDef{crPlains, cmFilter}, ManaPool{}, cmUU, true, []int{0, 1}, ManaPool{}, nil, 20},
		{"the filter land's {W} takes the Plains' white: {W}{U}{U} is not paid",
			[]*CardDef{crPlains, cmFilter, crForest}, ManaPool{}, cmWUU, false, nil, ManaPool{}, nil, 20},
		{"a painland's {C} pays generic mana; no life is paid (119.4)",
			[]*CardDef{crForest, cmPainland}, ManaPool{}, cmOneG, true, []int{0, 1}, ManaPool{}, nil, 20},
		{"a painland's colored mana costs life: never paid automatically",
			[]*CardDef{cmPainland}, ManaPool{}, cmG, false, nil, ManaPool{}, nil, 20},
		{"a source that sacrifices itself is never used automatically",
			[]*CardDef{cmPetal}, ManaPool{}, cmG, false, nil, ManaPool{}, nil, 20},
		{"a Signet's mana pays generic mana: three from two sources",
			[]*CardDef{crMountain, cmSignet}, ManaPool{}, cmThree, false, nil, ManaPool{}, nil, 20},
		{"a Signet nets one mana: {3} from a Mountain, a Swamp and a Signet",
			[]*CardDef{crMountain, cmSignet, crSwamp}, ManaPool{}, cmThree, true, []int{0, 1, 2}, ManaPool{}, nil, 20},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			g.VerifyCaches(func(what, cached, fresh string) {
				t.Errorf("remembered %s disagree: %s, computed anew %s", what, cached, fresh)
			})
			var srcs []*Card
			for _, s := range tc.sources {
				srcs = append(srcs, g.AddCard(s, 0, Battlefield))
			}
			g.Players[0].Pool = tc.pool
			spell := g.AddCard(tc.spell, 0, Hand)
			listed := false
			for _, a := range g.LegalActions(0) {
				listed = listed || a.Kind == ActCast && a.Object == spell.Obj.Ref
			}
			if listed != tc.ok {
				t.Errorf("LegalActions lists the spell: %v, want %v", listed, tc.ok)
			}
			before := g.Dump()
			_, err := g.Cast(CastRequest{Player: 0, Card: spell.Obj.Ref})
			if !tc.ok {
				crRefused(t, err, "601.2h")
				crUnchanged(t, g, before)
				return
			}
			if err != nil {
				t.Fatalf("cast refused: %v\n%s", err, crLog(g))
			}
			g.LegalActions(0) // the sources and plans remembered again, verified
			for i, c := range srcs {
				if c.Obj.Zone != Battlefield {
					continue
				}
				if want := slices.Contains(tc.tapped, i); c.Obj.Tapped != want {
					t.Errorf("source %d (%s) tapped %v, want %v\n%s", i, c.Obj.Name(), c.Obj.Tapped, want, crLog(g))
				}
			}
			if got := g.Players[0].Pool; got != tc.left {
				t.Errorf("pool after paying: %v, want %v", got, tc.left)
			}
			if got := g.Players[0].Life; got != tc.life {
				t.Errorf("life %d, want %d", got, tc.life)
			}
		})
	}
}

// The log says the mana a Signet's cost took.
func TestCostedManaAbilityLog(t *testing.T) {
	g := crGame()
	g.AddCard(crForest, 0, Battlefield)
	g.AddCard(cmSignet, 0, Battlefield)
	s := g.AddCard(cmWU, 0, Hand)
	_, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref})
	crMust(t, err)
	log := crLog(g)
	for _, want := range []string{"Alice taps Forest #1.1 for {G}\n", "Alice pays {G} and taps Test Azorius Rock #2.1 for {W}{U}\n"} {
		if !strings.Contains(log, want) {
			t.Errorf("log lacks %q:\n%s", want, log)
		}
	}
	if strings.Index(log, "taps Forest") > strings.Index(log, "taps Test Azorius Rock") {
		t.Errorf("the Signet is activated before the Forest that pays for it:\n%s", log)
	}
}

// A payment decision offers the painland's life-costing mana and the
// Petal's sacrifice; the default is the automatic plan, which takes
// neither, and life is paid or the Petal sacrificed only when named.
func TestCostedManaInThePaymentDecision(t *testing.T) {
	setup := func(answer func(t *testing.T, d *Decision) []int) (*Game, *Card, *Card, *Card, *payRecorder, error) {
		g := crGame()
		rec := &payRecorder{}
		if answer != nil {
			rec.answer = func(d *Decision) []int { return answer(t, d) }
		}
		g.Decider = rec
		g.Players[0].Life = 20
		forest := g.AddCard(crForest, 0, Battlefield)
		pain := g.AddCard(cmPainland, 0, Battlefield)
		petal := g.AddCard(cmPetal, 0, Battlefield)
		s := g.AddCard(cmOneG, 0, Hand)
		_, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref})
		return g, forest, pain, petal, rec, err
	}
	t.Run("the default pays no life and sacrifices nothing", func(t *testing.T) {
		g, forest, pain, petal, rec, err := setup(nil)
		crMust(t, err)
		if len(rec.asked) != 1 {
			t.Fatalf("asked %d payment decisions, want 1", len(rec.asked))
		}
		d := rec.asked[0]
		for _, w := range []string{"tap Forest #1.1 for {G}", "tap Test Brushland #2.1 for {C}",
			"pay 1 life, tap Test Brushland #2.1 for {G}", "pay 1 life, tap Test Brushland #2.1 for {W}",
			"tap and sacrifice Test Petal #3.1 for {G}"} {
			payOptionIndex(t, d, w)
		}
		var def []string
		for _, i := range d.Default {
			def = append(def, d.Options[i].Label)
		}
		if want := []string{"tap Forest #1.1 for {G}", "tap Test Brushland #2.1 for {C}"}; !slices.Equal(def, want) {
			t.Errorf("default %q, want %q", def, want)
		}
		if !forest.Obj.Tapped || !pain.Obj.Tapped || petal.Obj.Zone != Battlefield || petal.Obj.Tapped {
			t.Errorf("Forest tapped %v, Brushland tapped %v, Petal %v tapped %v", forest.Obj.Tapped, pain.Obj.Tapped, petal.Obj.Zone, petal.Obj.Tapped)
		}
		if g.Players[0].Life != 20 || strings.Contains(crLog(g), "life") {
			t.Errorf("life %d; log:\n%s", g.Players[0].Life, crLog(g))
		}
	})
	t.Run("named, the painland's {G} costs 1 life, shown in the log", func(t *testing.T) {
		g, forest, pain, petal, _, err := setup(func(t *testing.T, d *Decision) []int {
			return []int{payOptionIndex(t, d, "pay 1 life, tap Test Brushland #2.1 for {G}"), payOptionIndex(t, d, "tap and sacrifice Test Petal #3.1 for {G}")}
		})
		crMust(t, err)
		if forest.Obj.Tapped || !pain.Obj.Tapped {
			t.Errorf("Forest tapped %v, Brushland tapped %v", forest.Obj.Tapped, pain.Obj.Tapped)
		}
		if petal.Obj.Zone != Graveyard {
			t.Errorf("the Petal is in %v, want the graveyard", petal.Obj.Zone)
		}
		if g.Players[0].Life != 19 {
			t.Errorf("life %d, want 19", g.Players[0].Life)
		}
		log := crLog(g)
		for _, want := range []string{"Alice pays 1 life (life 19)", "Alice taps Test Brushland #2.1 for {G}", "Alice taps Test Petal #3.1 for {G}", "(sacrifice)"} {
			if !strings.Contains(log, want) {
				t.Errorf("log lacks %q:\n%s", want, log)
			}
		}
		if g.Players[0].Pool != (ManaPool{}) {
			t.Errorf("pool %v, want empty", g.Players[0].Pool)
		}
	})
	t.Run("life can't be paid beyond the life total (119.4)", func(t *testing.T) {
		g := crGame()
		rec := &payRecorder{answer: func(d *Decision) []int {
			return []int{payOptionIndex(t, d, "pay 1 life, tap Test Brushland #2.1 for {G}"), payOptionIndex(t, d, "tap Forest #1.1 for {G}")}
		}}
		g.Decider = rec
		g.AddCard(crForest, 0, Battlefield)
		g.AddCard(cmPainland, 0, Battlefield)
		g.AddCard(crForest, 0, Battlefield) // another way to pay: the decision is asked
		s := g.AddCard(cmOneG, 0, Hand)
		g.Players[0].Life = 0
		before := g.Dump()
		_, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref})
		crRefused(t, err, "601.2h")
		crUnchanged(t, g, before)
		if len(rec.asked) != 1 {
			t.Errorf("asked %d payment decisions, want 1", len(rec.asked))
		}
	})
}

// TestCostedPlanIsExact compares planAll with every set of taps and
// activations on random small cases: it finds a plan exactly when one
// exists, and its plan pays (settle).
func TestCostedPlanIsExact(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 11))
	g := crGame()
	colors := []string{"{W}", "{U}", "{B}", "{R}", "{G}", "{C}"}
	costs := []string{"{1}", "{2}", "{W}", "{U}", "{1}{U}"}
	outs := []string{"{W}{U}", "{U}{U}", "{B}{R}", "{G}{G}", "{C}{C}"}
	found, activated := 0, 0
	for n := range 6000 {
		var plain, costed []manaSource
		var all []manaSource
		for i := range rng.IntN(4) {
			var m ManaPool
			m[rng.IntN(6)] = 1
			opts := []ManaPool{m}
			if rng.IntN(3) == 0 {
				var m2 ManaPool
				m2[rng.IntN(6)] = 1
				if m2 != m {
					opts = append(opts, m2)
				}
			}
			if rng.IntN(4) == 0 { // any combination of two or three colors (a filter land)
				e := AddMana{Combination: 2 + rng.IntN(2)}
				for e.Colors == 0 || rng.IntN(2) == 0 {
					e.Colors = e.Colors.With(Color(rng.IntN(5)))
				}
				opts = e.appendCombinations(nil)
			}
			s := manaSource{obj: &Object{Ref: ObjRef{Card: CardID(100 + i), Inc: 1}}, options: opts}
			plain = append(plain, s)
			all = append(all, s)
		}
		for i := range rng.IntN(4) {
			c := Cost{Mana: MustManaCost(costs[rng.IntN(len(costs))]), Tap: true}
			a := &Ability{Cost: c}
			var opts []ManaPool
			for range 1 + rng.IntN(2) {
				m := MustManaCost(outs[rng.IntN(len(outs))])
				opts = append(opts, choicePool(&m))
			}
			if rng.IntN(4) == 0 {
				opts = AddMana{Combination: 2, Colors: ColorSet(0).With(White).With(Blue)}.appendCombinations(nil)
			}
			s := manaSource{obj: &Object{Ref: ObjRef{Card: CardID(200 + i), Inc: 1}}, costed: &[]costedMana{{a, opts}}}
			costed = append(costed, s)
			all = append(all, s)
		}
		var pool ManaPool
		if rng.IntN(3) == 0 {
			pool[rng.IntN(6)] = 1
		}
		var sym []string
		for range 1 + rng.IntN(4) {
			if rng.IntN(2) == 0 {
				sym = append(sym, colors[rng.IntN(5)])
			} else {
				sym = append(sym, "{1}")
			}
		}
		cost := MustManaCost(strings.Join(sym, ""))
		plan, ok := planAll(nil, pool, plain, costed, cost, 0)
		want := anyWay(pool, all, cost)
		if ok != want {
			t.Fatalf("case %d: pool %v, sources %s, cost %s: planned %v, a way exists %v", n, pool, sourcesText(all), cost, ok, want)
		}
		if !ok {
			continue
		}
		found++
		if len(plan.paid) > 0 {
			activated++
		}
		if _, pays := settle(pool, g.Players[0].Life, plan.taps, cost, 0); !pays {
			t.Fatalf("case %d: the plan %v doesn't pay %s", n, plan.taps, cost)
		}
		if got, ok := forward(withTaps(pool, plan.taps[:len(plan.taps)-len(plan.paid)]), plan.taps[len(plan.taps)-len(plan.paid):], cost, 0); !ok || !slices.Equal(got, plan.paid) {
			t.Fatalf("case %d: the plan's payments %v, forward %v %v", n, plan.paid, got, ok)
		}
	}
	if found < 500 || activated < 200 {
		t.Errorf("only %d cases with a plan, %d activating mana abilities", found, activated)
	}
	t.Logf("%d cases with a plan, %d activating mana abilities", found, activated)
}

// anyWay reports whether some set of taps of srcs (a plain option, or a
// costed ability's option, or nothing, for each) pays cost with pool.
func anyWay(pool ManaPool, srcs []manaSource, cost ManaCost) bool {
	var taps []manaTap
	var rec func(i int) bool
	rec = func(i int) bool {
		if i == len(srcs) {
			_, ok := settle(pool, 20, taps, cost, 0)
			return ok
		}
		if rec(i + 1) {
			return true
		}
		s := srcs[i]
		for _, o := range s.options {
			taps = append(taps, manaTap{s.obj, o, nil})
			ok := rec(i + 1)
			taps = taps[:len(taps)-1]
			if ok {
				return true
			}
		}
		if s.costed != nil {
			for _, m := range *s.costed {
				for _, o := range m.options {
					taps = append(taps, manaTap{s.obj, o, m.ab})
					ok := rec(i + 1)
					taps = taps[:len(taps)-1]
					if ok {
						return true
					}
				}
			}
		}
		return false
	}
	return rec(0)
}
