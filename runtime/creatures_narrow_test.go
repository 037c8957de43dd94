package runtime

import "testing"

// TestCreaturesAndSourcesKeptPastNarrowEffects: a narrow effect begun
// (narrowChanged) leaves each player's kept creatures and mana sources
// current unless it is on one of the player's permanents and may change
// what the list reads of it (narrowReach): a pump changes nothing either
// reads; a type added changes both lists of its controller alone; haste
// changes its controller's mana sources alone. Under VerifyCaches every
// kept list agrees with one found afresh.
func TestCreaturesAndSourcesKeptPastNarrowEffects(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn = 1
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	elvesDef := manaElves()
	elves := g.AddCard(elvesDef, 0, Battlefield).Obj
	bears := g.AddCard(creature("Bears", "Bear"), 1, Battlefield).Obj
	g.AddCard(&CardDef{Name: "Forest", Types: []string{"Land"}, Subtypes: []string{"Forest"}, Supertypes: []string{"Basic"}}, 1, Battlefield)
	look := func() {
		for p := range PlayerID(2) {
			g.creatures(p)
			g.sourcesOf(p)
		}
	}
	look()
	begin := func(on *Object, mods ...Modification) {
		e := &ContinuousEffect{Object: on.Ref, Mods: mods, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn}
		g.effects = append(g.effects, e)
		before := g.charsVersion
		g.narrowChanged(effectNarrow(e), reachOf(e), []ObjRef{on.Ref})
		if g.charsVersion == before {
			t.Fatal("a narrow effect left charsVersion alone")
		}
	}
	kept := func(what string, creatures, sources [2]bool) {
		t.Helper()
		for p := range PlayerID(2) {
			if got := g.creatureCache[p].charsVer == g.charsVersion; got != creatures[p] {
				t.Errorf("%s: %s's creatures kept %v, want %v", what, g.PlayerName(p), got, creatures[p])
			}
			if got := g.space.sources[p].charsVer == g.charsVersion; got != sources[p] {
				t.Errorf("%s: %s's mana sources kept %v, want %v", what, g.PlayerName(p), got, sources[p])
			}
		}
		look()
	}
	begin(elves, ModifyPT{3, 3})
	kept("a pump on the Elves", [2]bool{true, true}, [2]bool{true, true})
	begin(bears, AddTypes{Types: []string{"Artifact"}})
	kept("a type added to the Bears", [2]bool{true, false}, [2]bool{true, false})
	begin(elves, AddKeywords{[]Keyword{{Name: "haste"}}})
	kept("haste given to the Elves", [2]bool{true, true}, [2]bool{false, true})
	if got := g.creatures(0); len(got) != 1 || got[0] != elves {
		t.Errorf("Alice's creatures %v, want the Elves", objsText(got))
	}
}

// TestSourcesKeptPastStaticsEntering: a permanent whose static abilities
// may reach others entering or leaving the battlefield moves charsVersion,
// but leaves each player's kept mana sources current at it carried past
// it (sourcesPastMove) when no static ability of the battlefield or of
// the permanent changes what they read; the sources are then brought up
// to date from the field log. An anthem that gives haste is one that
// does: with it about, nothing is carried. Under VerifyCaches every kept
// answer agrees with one found afresh, and the count of such permanents
// holds (invariants).
func TestSourcesKeptPastStaticsEntering(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn = 1
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	elvesDef := manaElves()
	forest := &CardDef{Name: "Forest", Types: []string{"Land"}, Subtypes: []string{"Forest"}, Supertypes: []string{"Basic"}}
	g.AddCard(forest, 0, Battlefield)
	g.AddCard(elvesDef, 0, Battlefield)
	anthem := func(name string, mods ...Modification) *CardDef {
		return &CardDef{Name: name, Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility,
			Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}, Controller: RelYou}, Mods: mods}}}}}
	}
	look := func() {
		for p := range PlayerID(2) {
			g.sourcesOf(p)
		}
		if err := g.CheckInvariants(); err != nil {
			t.Errorf("invariants: %v", err)
		}
	}
	look()
	enter := func(what string, d *CardDef, carried bool) *Object {
		t.Helper()
		c := g.AddCard(d, 0, Hand)
		look()
		before := g.charsVersion
		if !g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)}).OK() {
			t.Fatalf("%s: it did not enter", what)
		}
		o := c.Obj
		if g.charsVersion == before {
			t.Fatalf("%s: charsVersion did not move", what)
		}
		for p := range PlayerID(2) {
			if got := g.space.sources[p].charsVer == g.charsVersion; got != carried {
				t.Errorf("%s: %s's mana sources carried %v, want %v", what, g.PlayerName(p), got, carried)
			}
		}
		look()
		return o
	}
	pump := enter("an anthem of +1/+1", anthem("Anthem", ModifyPT{1, 1}), true)
	if got := len(g.manaSources(0)); got != 2 {
		t.Errorf("Alice has %d mana sources, want 2", got)
	}
	enter("an anthem giving haste", anthem("Haste", AddKeywords{[]Keyword{{Name: "haste"}}}), false)
	if !g.Move(MoveRequest{Obj: pump.Ref, To: Graveyard}).OK() {
		t.Fatal("the anthem did not move")
	}
	look()
	enter("a second anthem of +1/+1 beside one giving haste", anthem("Anthem", ModifyPT{1, 1}), false)
	if got := len(g.manaSources(0)); got != 2 {
		t.Errorf("Alice has %d mana sources, want 2", got)
	}
}

// manaElves is a 1/1 Elf creature with "{T}: Add {G}", a mana ability
// whose source summoning sickness and haste decide on (302.6).
func manaElves() *CardDef {
	d := creature("Elves", "Elf")
	d.Abilities = []*Ability{{Kind: ActivatedAbility, Text: "{T}: add {G}", IsMana: true, Cost: Cost{Tap: true},
		Effects: []Effect{AddMana{Mana: MustManaCost("{G}")}}}}
	return d
}
