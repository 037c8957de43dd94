package runtime

import (
	"slices"
	"testing"
)

// sourceRefs lists p's untapped mana sources.
func sourceRefs(g *Game, p PlayerID) []ObjRef {
	var refs []ObjRef
	for _, s := range g.manaSources(p) {
		refs = append(refs, s.obj.Ref)
	}
	return refs
}

// cardRefs lists the cards' objects' references.
func cardRefs(cards ...*Card) []ObjRef {
	var refs []ObjRef
	for _, c := range cards {
		refs = append(refs, c.Obj.Ref)
	}
	return refs
}

// TestSourcesPastTurn: a player's mana sources that read summoning
// sickness are brought past the player's next turn (302.6) without being
// found again: with no creature left out for its sickness they are as
// they were, their plans kept; one left out is added where the
// battlefield orders it. Each is checked under VerifyCaches.
func TestSourcesPastTurn(t *testing.T) {
	g := firstMainGame()
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	forestDef := &CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}
	old := g.AddCard(manaElves(), 0, Battlefield) // under Alice's control since before her turn: not sick
	forest := g.AddCard(forestDef, 0, Battlefield)
	sick := g.AddCard(manaElves(), 0, Battlefield)
	sick.Obj.ControlSince = g.Turn // it came under Alice's control this turn
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	bears.Obj.ControlSince = g.Turn
	if got, want := sourceRefs(g, 0), cardRefs(old, forest); !slices.Equal(got, want) {
		t.Fatalf("sources %v, want %v", got, want)
	}
	sc := &g.space.sources[0]
	if !sc.sickRead || !slices.Equal(sc.sickOut, []*Object{sick.Obj}) {
		t.Fatalf("sickness read %v, left out for it %v, want the sick Elves", sc.sickRead, sc.sickOut)
	}
	pool, cost := ManaPool{}, MustManaCost("{1}{G}")
	if _, ok := g.probePlan(0, &pool, &cost, 0); !ok {
		t.Fatal("no plan for {1}{G}")
	}
	// Bob's turn: Alice's sources are current as they were.
	g.Turn, g.Active = 2, 1
	g.Players[1].TurnBegan = 2
	g.turnChanged()
	if got, want := sourceRefs(g, 0), cardRefs(old, forest); !slices.Equal(got, want) || sc.nPlans != 1 {
		t.Errorf("on Bob's turn sources %v and %d plans, want %v and the one", got, sc.nPlans, want)
	}
	// Alice's turn: the sick Elves are added between the Forest and the
	// Bears, as the battlefield orders them; the plans are dropped.
	g.Turn, g.Active = 3, 0
	g.Players[0].TurnBegan = 3
	g.turnChanged()
	if got, want := sourceRefs(g, 0), cardRefs(old, forest, sick); !slices.Equal(got, want) || sc.nPlans != 0 || len(sc.sickOut) != 0 {
		t.Errorf("on Alice's turn sources %v, %d plans, left out %v, want %v, none, none", got, sc.nPlans, sc.sickOut, want)
	}
	if _, ok := g.probePlan(0, &pool, &cost, 0); !ok {
		t.Fatal("no plan for {1}{G}")
	}
	all := sc.all
	// Her next turn: none is left out, the sources and the plans hold.
	g.Turn = 5
	g.Players[0].TurnBegan = 5
	g.turnChanged()
	if got, want := sourceRefs(g, 0), cardRefs(old, forest, sick); !slices.Equal(got, want) || sc.nPlans != 1 || &sc.all[0] != &all[0] {
		t.Errorf("on Alice's next turn sources %v and %d plans, want %v and the one, kept", got, sc.nPlans, want)
	}
}

// TestSourcesPastTurnFoundAgain: a new turn that comes with another
// change is not carried past the sources (sourcesPastTurn): the haste
// an Elves had until the end of the turn ending (702.10b), or the Elves
// changing control (302.6: sick again for the new controller), leave them
// to be found again. Kept sources made wrong show which: carried, the
// wrong part is kept; found again, it is not.
func TestSourcesPastTurnFoundAgain(t *testing.T) {
	g := firstMainGame()
	forestDef := &CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}
	forest := g.AddCard(forestDef, 0, Battlefield)
	elves := g.AddCard(manaElves(), 0, Battlefield)
	elves.Obj.ControlSince = g.Turn
	sick := g.AddCard(manaElves(), 0, Battlefield)
	sick.Obj.ControlSince = g.Turn
	r := &Resolution{Game: g, Controller: 0, specs: []TargetSpec{crTarget("target creature", crCreatures, 1, 1)}, targets: [][]Target{{{Obj: elves.Obj.Ref, Player: NoPlayer}}}}
	if err := (Modify{What: TargetRef{0}, Mods: []Modification{AddKeywords{[]Keyword{{Name: "haste"}}}}, Duration: UntilEndOfTurn}).Apply(r); err != nil {
		t.Fatal(err)
	}
	if got, want := sourceRefs(g, 0), cardRefs(forest, elves); !slices.Equal(got, want) {
		t.Fatalf("sources with hasty Elves %v, want %v", got, want)
	}
	spoil := func() {
		sc := &g.space.sources[0]
		sc.all = slices.DeleteFunc(slices.Clone(sc.all), func(s manaSource) bool { return s.obj == forest.Obj })
	}
	// The haste ends with the turn; on Bob's turn the Elves are sick
	// again, without it.
	spoil()
	g.endEffects(func(e *ContinuousEffect) bool { return e.Duration == UntilEndOfTurn })
	g.Turn, g.Active = 2, 1
	g.Players[1].TurnBegan = 2
	g.turnChanged()
	if got, want := sourceRefs(g, 0), cardRefs(forest); !slices.Equal(got, want) {
		t.Errorf("once the haste ended sources %v, want %v", got, want)
	}
	// Alice's turn, with the sick Elves taken by Bob meanwhile: Alice's
	// sources lose them, and Bob's Elves are sick.
	spoil()
	if err := (Modify{What: TargetRef{0}, Mods: []Modification{SetController{Player: 1}}, Duration: UntilEndOfTurn}).Apply(&Resolution{Game: g, Controller: 1, specs: r.specs, targets: [][]Target{{{Obj: sick.Obj.Ref, Player: NoPlayer}}}}); err != nil {
		t.Fatal(err)
	}
	g.Turn, g.Active = 3, 0
	g.Players[0].TurnBegan = 3
	g.turnChanged()
	if got, want := sourceRefs(g, 0), cardRefs(forest, elves); !slices.Equal(got, want) {
		t.Errorf("on Alice's turn sources %v, want %v", got, want)
	}
	if got := sourceRefs(g, 1); len(got) != 0 {
		t.Errorf("Bob's sources %v, want none: the Elves are sick for him", got)
	}
}

// TestSourcesUpdateKeepsPlans: an update of a player's mana sources from
// the field log (updateSources) that adds and drops none keeps the plans
// made from them; one that adds a source drops them. Checked under
// VerifyCaches.
func TestSourcesUpdateKeepsPlans(t *testing.T) {
	g := firstMainGame()
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	forestDef := &CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}
	forest := g.AddCard(forestDef, 0, Battlefield)
	bears := g.AddCard(creature("Bears", "Bear"), 0, Hand)
	forest2 := g.AddCard(forestDef, 0, Hand)
	g.manaSources(0)
	sc := &g.space.sources[0]
	pool, cost := ManaPool{}, MustManaCost("{G}")
	if _, ok := g.probePlan(0, &pool, &cost, 0); !ok || sc.nPlans != 1 {
		t.Fatalf("plan %v, %d kept, want one", ok, sc.nPlans)
	}
	g.Move(MoveRequest{Obj: bears.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
	if got, want := sourceRefs(g, 0), cardRefs(forest); !slices.Equal(got, want) || sc.nPlans != 1 {
		t.Errorf("after the Bears entered sources %v and %d plans, want %v and the one", got, sc.nPlans, want)
	}
	g.Move(MoveRequest{Obj: forest2.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
	if got, want := sourceRefs(g, 0), cardRefs(forest, forest2); !slices.Equal(got, want) || sc.nPlans != 0 {
		t.Errorf("after a Forest entered sources %v and %d plans, want %v and none", got, sc.nPlans, want)
	}
}
