package runtime

import (
	"slices"
	"strings"
	"testing"
)

// Paying a mana cost is a decision when there is more than one way to pay
// (601.2g–h, 605.3): its Default is the automatic payment, another answer
// is followed, and an answer that can't pay is refused and changes nothing.

var (
	payTropical = crDual("Test Tropical", "Forest", "Island")
	payBlue     = crSpell("Test Blue Draw", "Instant", "{U}", nil)
	payGreen    = crSpell("Test Green Thing", "Instant", "{G}", nil)
)

// payRecorder answers every decision with FirstOptions, but a payment with
// answer (the Default when answer is nil), and keeps the payment decisions.
type payRecorder struct {
	answer func(d *Decision) []int
	asked  []*Decision
}

func (r *payRecorder) Decide(g *Game, d *Decision) ([]int, error) {
	if d.Kind != ChoosePayment {
		return FirstOptions(g, d)
	}
	r.asked = append(r.asked, d)
	if r.answer == nil {
		return d.Default, nil
	}
	return r.answer(d), nil
}

// option returns the index of the option labelled label, or fails.
func payOptionIndex(t *testing.T, d *Decision, label string) int {
	t.Helper()
	for i, o := range d.Options {
		if o.Label == label {
			return i
		}
	}
	var ls []string
	for _, o := range d.Options {
		ls = append(ls, o.Label)
	}
	t.Fatalf("no option %q among %q", label, ls)
	return -1
}

func TestPaymentDecision(t *testing.T) {
	setup := func(spell *CardDef) (*Game, *Card, *Card, *Card, *payRecorder) {
		g := crGame()
		rec := &payRecorder{}
		g.Decider = rec
		forest := g.AddCard(crForest, 0, Battlefield)
		trop := g.AddCard(payTropical, 0, Battlefield)
		s := g.AddCard(spell, 0, Hand)
		return g, forest, trop, s, rec
	}
	t.Run("a {U} spell with Forest and a Forest Island: one way, nothing asked", func(t *testing.T) {
		g, forest, trop, s, rec := setup(payBlue)
		if _, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref}); err != nil {
			t.Fatal(err)
		}
		if len(rec.asked) != 0 {
			t.Errorf("asked %d payment decisions, want none", len(rec.asked))
		}
		if !trop.Obj.Tapped || forest.Obj.Tapped {
			t.Errorf("tapped: Forest %v, Tropical %v; want the Tropical only", forest.Obj.Tapped, trop.Obj.Tapped)
		}
	})
	t.Run("a {G} spell: the default keeps the dual land untapped", func(t *testing.T) {
		g, forest, trop, s, rec := setup(payGreen)
		if _, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref}); err != nil {
			t.Fatal(err)
		}
		if len(rec.asked) != 1 {
			t.Fatalf("asked %d payment decisions, want 1", len(rec.asked))
		}
		d := rec.asked[0]
		if d.Player != 0 || !strings.Contains(d.Prompt, "{G}") || !strings.Contains(d.Prompt, "Test Green Thing") {
			t.Errorf("decision %+v", d)
		}
		want := []string{"tap Forest #1.1 for {G}", "tap Test Tropical #2.1 for {G}", "tap Test Tropical #2.1 for {U}"}
		for i, w := range want {
			payOptionIndex(t, d, w)
			_ = i
		}
		if len(d.Options) != len(want) {
			t.Errorf("%d options, want %d", len(d.Options), len(want))
		}
		if len(d.Default) != 1 || d.Options[d.Default[0]].Label != want[0] {
			t.Errorf("default %v, want the Forest", d.Default)
		}
		if !forest.Obj.Tapped || trop.Obj.Tapped {
			t.Errorf("tapped: Forest %v, Tropical %v; want the Forest only", forest.Obj.Tapped, trop.Obj.Tapped)
		}
	})
	t.Run("a {G} spell paid with the dual land as chosen", func(t *testing.T) {
		g, forest, trop, s, rec := setup(payGreen)
		rec.answer = func(d *Decision) []int { return []int{payOptionIndex(t, d, "tap Test Tropical #2.1 for {G}")} }
		if _, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref}); err != nil {
			t.Fatal(err)
		}
		if forest.Obj.Tapped || !trop.Obj.Tapped {
			t.Errorf("tapped: Forest %v, Tropical %v; want the Tropical only", forest.Obj.Tapped, trop.Obj.Tapped)
		}
		if !strings.Contains(crLog(g), "Alice taps Test Tropical #2.1 for {G}") {
			t.Errorf("log:\n%s", crLog(g))
		}
		if g.Players[0].Pool != (ManaPool{}) {
			t.Errorf("pool %v, want empty", g.Players[0].Pool)
		}
	})
	for _, bad := range []struct {
		name   string
		labels []string
		rule   string
	}{
		{"the wrong color of the right land", []string{"tap Test Tropical #2.1 for {U}"}, "601.2h"},
		{"nothing", nil, "601.2h"},
		{"the same land twice", []string{"tap Test Tropical #2.1 for {U}", "tap Test Tropical #2.1 for {G}"}, "601.2h"},
	} {
		t.Run("a {G} spell paid with "+bad.name+" is refused", func(t *testing.T) {
			g, _, _, s, rec := setup(payGreen)
			rec.answer = func(d *Decision) []int {
				var idx []int
				for _, l := range bad.labels {
					idx = append(idx, payOptionIndex(t, d, l))
				}
				return idx
			}
			before := g.Dump()
			_, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref})
			crRefused(t, err, bad.rule)
			crUnchanged(t, g, before)
		})
	}
	t.Run("a {U} spell with two duals: the player chooses which", func(t *testing.T) {
		g := crGame()
		rec := &payRecorder{}
		g.Decider = rec
		g.AddCard(crForest, 0, Battlefield)
		a := g.AddCard(payTropical, 0, Battlefield)
		b := g.AddCard(payTropical, 0, Battlefield)
		s := g.AddCard(payBlue, 0, Hand)
		rec.answer = func(d *Decision) []int { return []int{payOptionIndex(t, d, "tap Test Tropical #3.1 for {U}")} }
		if _, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref}); err != nil {
			t.Fatal(err)
		}
		if a.Obj.Tapped || !b.Obj.Tapped {
			t.Errorf("tapped: first %v, second %v; want the second", a.Obj.Tapped, b.Obj.Tapped)
		}
	})
	t.Run("an activated ability.s mana cost is paid the same way (602.2b)", func(t *testing.T) {
		g := crGame()
		rec := &payRecorder{}
		g.Decider = rec
		g.AddCard(crForest, 0, Battlefield)
		trop := g.AddCard(payTropical, 0, Battlefield)
		pump := crWithAbilities(crCreature("Test Pumper", "{G}", 1, 1), "Test Pumper",
			&Ability{Kind: ActivatedAbility, Text: "{G}: you gain 1 life.", Cost: Cost{Mana: MustManaCost("{G}")}, Effects: []Effect{GainLife{Who: You{}, Amount: Const(1)}}})
		p := g.AddCard(pump, 0, Battlefield)
		rec.answer = func(d *Decision) []int { return []int{payOptionIndex(t, d, "tap Test Tropical #2.1 for {U}")} }
		before := g.Dump()
		crRefused(t, g.Activate(0, p.Obj.Ref, 0, nil), "602.2b")
		crUnchanged(t, g, before)
		rec.answer = func(d *Decision) []int { return []int{payOptionIndex(t, d, "tap Test Tropical #2.1 for {G}")} }
		crMust(t, g.Activate(0, p.Obj.Ref, 0, nil))
		if !trop.Obj.Tapped {
			t.Error("the Tropical is untapped")
		}
	})
	t.Run("a {2} spell: Sol Ring alone or both Forests, asked though no way is one source from the other", func(t *testing.T) {
		g := crGame()
		rec := &payRecorder{}
		g.Decider = rec
		ring := g.AddCard(msSolRing, 0, Battlefield)
		f1 := g.AddCard(crForest, 0, Battlefield)
		f2 := g.AddCard(crForest, 0, Battlefield)
		s := g.AddCard(msStatue, 0, Hand)
		rec.answer = func(d *Decision) []int {
			if len(d.Default) != 1 || d.Options[d.Default[0]].Label != "tap Test Sol Ring #1.1 for {C}{C}" {
				t.Errorf("default %v, want Sol Ring alone", d.Default)
			}
			return []int{payOptionIndex(t, d, "tap Forest #2.1 for {G}"), payOptionIndex(t, d, "tap Forest #3.1 for {G}")}
		}
		crMust(t, func() error { _, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref}); return err }())
		if len(rec.asked) != 1 {
			t.Fatalf("asked %d payment decisions, want 1", len(rec.asked))
		}
		if !f1.Obj.Tapped || !f2.Obj.Tapped || ring.Obj.Tapped {
			t.Errorf("tapped: Forests %v %v, Sol Ring %v; want the Forests", f1.Obj.Tapped, f2.Obj.Tapped, ring.Obj.Tapped)
		}
	})
	t.Run("a {G} spell with a Forest and Sol Ring: one way, nothing asked", func(t *testing.T) {
		g := crGame()
		rec := &payRecorder{}
		g.Decider = rec
		g.AddCard(crForest, 0, Battlefield)
		g.AddCard(msSolRing, 0, Battlefield)
		s := g.AddCard(payGreen, 0, Hand)
		crMust(t, func() error { _, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref}); return err }())
		if len(rec.asked) != 0 {
			t.Errorf("asked %d payment decisions, want none", len(rec.asked))
		}
	})
	t.Run("the pool pays: nothing asked", func(t *testing.T) {
		g, _, _, s, rec := setup(payGreen)
		g.Players[0].Pool[Green] = 1
		crMust(t, func() error { _, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref}); return err }())
		if len(rec.asked) != 0 {
			t.Errorf("asked %d payment decisions, want none", len(rec.asked))
		}
	})
}

// TestTapCostSourceIsNoManaSource: an ability with {T} in its cost taps
// its source, so the source can't also be tapped for mana to pay the rest
// of the cost (601.2g–h, 602.2b). Alone, the elf can't activate its "{G},
// {T}" ability; with a Forest, the Forest pays, and no payment decision
// offers the elf.
func TestTapCostSourceIsNoManaSource(t *testing.T) {
	elf := crWithAbilities(crCreature("Test Tapping Elf", "{G}", 1, 1), "Test Tapping Elf",
		&Ability{Kind: ActivatedAbility, Text: "{T}: add {G}", IsMana: true, Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{G}")}}},
		&Ability{Kind: ActivatedAbility, Text: "{G}, {T}: you gain 1 life.", Cost: Cost{Mana: MustManaCost("{G}"), Tap: true}, Effects: []Effect{GainLife{Who: You{}, Amount: Const(1)}}})
	g := crGame()
	rec := &payRecorder{}
	g.Decider = rec
	e := g.AddCard(elf, 0, Battlefield)
	g.Players[0].Life = 20
	before := g.Dump()
	crRefused(t, g.Activate(0, e.Obj.Ref, 1, nil), "602.2b")
	crUnchanged(t, g, before)
	for _, a := range g.LegalActions(0) {
		if a.Kind == ActActivate && !a.Mana {
			t.Errorf("LegalActions lists %s", a)
		}
	}
	forest := g.AddCard(crForest, 0, Battlefield)
	g.AddCard(crForest, 0, Battlefield)
	crMust(t, g.Activate(0, e.Obj.Ref, 1, nil))
	if !forest.Obj.Tapped && len(rec.asked) == 0 {
		t.Error("the first Forest is untapped and nothing was asked")
	}
	for _, d := range rec.asked {
		for _, o := range d.Options {
			if strings.Contains(o.Label, "Test Tapping Elf") {
				t.Errorf("the payment offers the elf itself: %q", o.Label)
			}
		}
	}
	if g.Players[0].Life != 20 {
		t.Errorf("life %d before the ability resolves", g.Players[0].Life)
	}
}

// defaultAnswerer answers payments and the mana spent with their Default
// and everything else with FirstOptions, recording the kinds it is asked;
// as a DefaultTaker (takes) it says so.
type defaultAnswerer struct{ asked []DecisionKind }

func (a *defaultAnswerer) Decide(g *Game, d *Decision) ([]int, error) {
	a.asked = append(a.asked, d.Kind)
	if d.Kind == ChoosePayment || d.Kind == ChooseSpend {
		return d.Default, nil
	}
	return FirstOptions(g, d)
}

type defaultTaker struct{ defaultAnswerer }

func (*defaultTaker) TakesDefault(k DecisionKind) bool { return k == ChoosePayment || k == ChooseSpend }

// TestDefaultTakerPaysAsTheDefault: a Decider that takes the Default of
// payments (DefaultTaker) is not asked to choose the lands tapped or the
// mana spent, and the game pays exactly as it does when the Default is
// the answer asked for; a game keeping a journal asks it all the same.
func TestDefaultTakerPaysAsTheDefault(t *testing.T) {
	payOne := crSpell("Test Generic Thing", "Instant", "{1}", nil)
	for _, tc := range []struct {
		name  string
		spell *CardDef
		lands []*CardDef
		pool  ManaPool
		kind  DecisionKind
	}{
		{"the lands tapped for {G}", payGreen, []*CardDef{crForest, payTropical}, ManaPool{}, ChoosePayment},
		{"the mana spent on {1} from {R}{G}", payOne, nil, ManaPool{Red: 1, Green: 1}, ChooseSpend},
	} {
		play := func(d Decider, record bool) (*Game, []*Card) {
			g := crGame()
			g.Decider = d
			g.Record(record)
			var lands []*Card
			for _, l := range tc.lands {
				lands = append(lands, g.AddCard(l, 0, Battlefield))
			}
			g.Players[0].Pool = tc.pool
			s := g.AddCard(tc.spell, 0, Hand)
			if _, err := g.Cast(CastRequest{Player: 0, Card: s.Obj.Ref}); err != nil {
				t.Fatalf("%s: %v", tc.name, err)
			}
			return g, lands
		}
		asker, taker, recorded := &defaultAnswerer{}, &defaultTaker{}, &defaultTaker{}
		ga, la := play(asker, false)
		gt, lt := play(taker, false)
		gr, _ := play(recorded, true)
		if !slices.Contains(asker.asked, tc.kind) {
			t.Fatalf("%s: the set-up asks no %v (asked %v)", tc.name, tc.kind, asker.asked)
		}
		if slices.Contains(taker.asked, tc.kind) {
			t.Errorf("%s: a DefaultTaker was asked %v", tc.name, tc.kind)
		}
		if !slices.Contains(recorded.asked, tc.kind) {
			t.Errorf("%s: a DefaultTaker in a game keeping a journal was not asked %v", tc.name, tc.kind)
		}
		if ga.Players[0].Pool != gt.Players[0].Pool || gr.Players[0].Pool != ga.Players[0].Pool {
			t.Errorf("%s: pools %v asked, %v taken, %v recorded", tc.name, ga.Players[0].Pool, gt.Players[0].Pool, gr.Players[0].Pool)
		}
		for i := range la {
			if la[i].Obj.Tapped != lt[i].Obj.Tapped {
				t.Errorf("%s: land %d tapped %v asked, %v taken", tc.name, i, la[i].Obj.Tapped, lt[i].Obj.Tapped)
			}
		}
	}
}
