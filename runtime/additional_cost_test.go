package runtime

import (
	"reflect"
	"testing"
)

// Tests of additional costs (601.2b, 601.2f–h) through the API, and of
// enters-with replacements (614.1c) built in Go.

var (
	crCreaturePermanents = Filter{Alts: []Match{{Types: []string{"Creature"}}}}
	// "As an additional cost to cast this spell, sacrifice a creature.
	// Return the sacrificed card to its owner's hand."
	crRecall = &CardDef{Name: "Test Recall", ManaCost: MustManaCost("{B}"), Types: []string{"Instant"},
		AdditionalCost: Cost{Sacrifice: &crCreaturePermanents, SacrificeText: "a creature"},
		Abilities:      []*Ability{{Kind: SpellAbility, Effects: []Effect{Return{What: Sacrificed{}, To: Hand}}}}}
	// "As an additional cost to cast this spell, discard a card and pay 3
	// life. Draw two cards."
	crBargain = &CardDef{Name: "Test Bargain", ManaCost: MustManaCost("{R}"), Types: []string{"Sorcery"},
		AdditionalCost: Cost{Discard: 1, PayLife: 3},
		Abilities:      []*Ability{{Kind: SpellAbility, Effects: []Effect{Draw{Who: You{}, Amount: Const(2)}}}}}
)

// 601.2h: a permanent that can't pay the cost (another player's, or not
// a creature) is refused by the API, and nothing changes.
func TestRulesAdditionalCostSacrificeRefused(t *testing.T) {
	g := crGame()
	crAdd(g, crSwamp, 0, Battlefield, 1)
	spell := g.AddCard(crRecall, 0, Hand)
	land := g.AddCard(crSwamp, 0, Battlefield)
	theirs := g.AddCard(crBears, 1, Battlefield)
	for _, sac := range [][]ObjRef{{theirs.Obj.Ref}, {land.Obj.Ref}, {}} {
		before := g.Dump()
		_, err := g.Cast(CastRequest{Player: 0, Card: spell.Obj.Ref, Sacrifice: sac})
		crRefused(t, err, "601.2h")
		crUnchanged(t, g, before)
	}
	// Through the Decider, with no creature of Alice's: refused too.
	before := g.Dump()
	_, err := g.Cast(CastRequest{Player: 0, Card: spell.Obj.Ref})
	crRefused(t, err, "601.2h")
	crUnchanged(t, g, before)
}

// 601.2b: a permanent to sacrifice or a card to discard named for a
// spell with no such additional cost is refused, as an X or a kicker it
// lacks is, and nothing changes.
func TestRulesAdditionalCostNoneToPay(t *testing.T) {
	g := crGame()
	crAdd(g, crMountain, 0, Battlefield, 1)
	bolt, other := g.AddCard(crBolt, 0, Hand), g.AddCard(crBolt, 0, Hand)
	mine, theirs := g.AddCard(crBears, 0, Battlefield), g.AddCard(crBears, 1, Battlefield)
	g.SetTurn(3, 0, Main1)
	for _, req := range []CastRequest{
		{Player: 0, Card: bolt.Obj.Ref, Targets: [][]Target{crObj(theirs.Obj.Ref)}, Sacrifice: []ObjRef{mine.Obj.Ref}},
		{Player: 0, Card: bolt.Obj.Ref, Targets: [][]Target{crObj(theirs.Obj.Ref)}, Discard: []ObjRef{other.Obj.Ref}},
	} {
		before := g.Dump()
		_, err := g.Cast(req)
		crRefused(t, err, "601.2b")
		crUnchanged(t, g, before)
	}
}

// 601.2h, 400.7j: the creature is sacrificed as the spell is cast, and
// the spell's effect finds the card in the graveyard.
func TestRulesAdditionalCostSacrificeFound(t *testing.T) {
	g := crGame()
	crAdd(g, crSwamp, 0, Battlefield, 1)
	spell := g.AddCard(crRecall, 0, Hand)
	bears := g.AddCard(crBears, 0, Battlefield)
	_, err := g.Cast(CastRequest{Player: 0, Card: spell.Obj.Ref, Sacrifice: []ObjRef{bears.Obj.Ref}})
	crMust(t, err)
	if bears.Obj.Zone != Graveyard {
		t.Fatalf("the sacrificed creature is in %s while the spell is on the stack, want the graveyard", bears.Obj.Zone)
	}
	crMust(t, g.PassAll())
	if bears.Obj.Zone != Hand {
		t.Fatalf("the sacrificed card is in %s, want its owner's hand (400.7j)\n%s", bears.Obj.Zone, crLog(g))
	}
}

// 601.2a, 601.2h: the card being cast is not in the hand to be discarded;
// life can't be paid beyond the life total (119.4). Refusals change
// nothing; a legal cast discards and pays.
func TestRulesAdditionalCostDiscardAndLife(t *testing.T) {
	g := crGame()
	crAdd(g, crMountain, 0, Battlefield, 1)
	crLibraries(g, 5)
	spell := g.AddCard(crBargain, 0, Hand)
	before := g.Dump()
	_, err := g.Cast(CastRequest{Player: 0, Card: spell.Obj.Ref})
	crRefused(t, err, "601.2h") // nothing else in hand to discard
	crUnchanged(t, g, before)
	_, err = g.Cast(CastRequest{Player: 0, Card: spell.Obj.Ref, Discard: []ObjRef{spell.Obj.Ref}})
	crRefused(t, err, "601.2h") // not itself
	crUnchanged(t, g, before)

	other := g.AddCard(crBears, 0, Hand)
	g.Players[0].Life = 2
	before = g.Dump()
	_, err = g.Cast(CastRequest{Player: 0, Card: spell.Obj.Ref})
	crRefused(t, err, "119.4")
	crUnchanged(t, g, before)

	g.Players[0].Life = 20
	_, err = g.Cast(CastRequest{Player: 0, Card: spell.Obj.Ref})
	crMust(t, err)
	if other.Obj.Zone != Graveyard || g.Players[0].Life != 17 {
		t.Fatalf("after casting: the other card is in %s and life is %d, want the graveyard and 17", other.Obj.Zone, g.Players[0].Life)
	}
	crMust(t, g.PassAll())
	if n := len(g.ZoneCards(Hand, 0)); n != 2 {
		t.Fatalf("hand has %d cards, want the 2 drawn", n)
	}
}

// 614.1c, 614.12: an enters-with replacement of a permanent's own static
// ability reads the spell as it resolves (kicked, mana spent), and an
// object that enters without being cast gets nothing.
func TestRulesEntersWithReadsTheSpell(t *testing.T) {
	volver := &CardDef{Name: "Test Volver", ManaCost: MustManaCost("{1}{U}"), Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true,
		Keywords: []Keyword{{Name: "kicker", Cost: MustManaCost("{G}")}},
		Abilities: []*Ability{
			{Kind: StaticAbility, Statics: []StaticEffect{{Enters: &EntersWith{If: Kicked{Index: 0}, Counter: "+1/+1", Amount: Const(2), Keywords: crKeywords("first strike")}}}},
			{Kind: StaticAbility, Statics: []StaticEffect{{Enters: &EntersWith{Counter: "+1/+1", Amount: PerEach{Amount: Const(1), Count: ColorsSpent{Obj: This{}}}}}}},
		}}
	cases := []struct {
		kicked   []int
		counters int // 2 if kicked, plus one for each color spent
		strike   bool
	}{
		{nil, 1, false},     // blue spent
		{[]int{0}, 4, true}, // blue and green spent
	}
	for _, tc := range cases {
		g := crGame()
		crAdd(g, crIsland, 0, Battlefield, 2)
		crAdd(g, crForest, 0, Battlefield, 1)
		c := g.AddCard(volver, 0, Hand)
		kicked := tc.kicked
		if kicked == nil {
			kicked = []int{}
		}
		_, err := g.Cast(CastRequest{Player: 0, Card: c.Obj.Ref, Kicked: kicked})
		crMust(t, err)
		crMust(t, g.PassAll())
		ch := g.Chars(c.Obj)
		if c.Obj.Zone != Battlefield || c.Obj.Counters.Get("+1/+1") != tc.counters || ch.Has("first strike") != tc.strike {
			t.Fatalf("kicked %v: %s with %v counters, first strike %v; want %d counters, first strike %v\n%s",
				tc.kicked, c.Obj.Zone, c.Obj.Counters, ch.Has("first strike"), tc.counters, tc.strike, crLog(g))
		}
		// Returned from exile, the new object was not cast: nothing (400.7).
		g.Move(MoveRequest{Obj: c.Obj.Ref, To: Exile})
		g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield})
		if ch := g.Chars(c.Obj); c.Obj.Counters.Get("+1/+1") != 0 || ch.Has("first strike") {
			t.Fatalf("returned: %v counters, first strike %v; want none", c.Obj.Counters, ch.Has("first strike"))
		}
	}
}

// TestNoAdditionalCost checks that noAdditionalCost answers as
// c == Cost{} does with each field of a Cost, and of its mana cost, set
// in turn: a field added to either and not compared fails it.
func TestNoAdditionalCost(t *testing.T) {
	if !noAdditionalCost(&Cost{}) {
		t.Fatal("the zero Cost has an additional cost")
	}
	set := func(v reflect.Value) {
		switch v.Kind() {
		case reflect.Bool:
			v.SetBool(true)
		case reflect.Int:
			v.SetInt(1)
		case reflect.String:
			v.SetString("x")
		case reflect.Pointer:
			v.Set(reflect.New(v.Type().Elem()))
		case reflect.Array:
			v.Index(v.Len() - 1).SetInt(1)
		default:
			t.Fatalf("a field of kind %s is not tried", v.Kind())
		}
	}
	ct := reflect.TypeOf(Cost{})
	for i := range ct.NumField() {
		if ct.Field(i).Name == "Mana" {
			mt := ct.Field(i).Type
			for j := range mt.NumField() {
				var c Cost
				set(reflect.ValueOf(&c.Mana).Elem().Field(j))
				if noAdditionalCost(&c) {
					t.Errorf("a cost with Mana.%s set has no additional cost", mt.Field(j).Name)
				}
			}
			continue
		}
		var c Cost
		set(reflect.ValueOf(&c).Elem().Field(i))
		if noAdditionalCost(&c) {
			t.Errorf("a cost with %s set has no additional cost", ct.Field(i).Name)
		}
	}
}
