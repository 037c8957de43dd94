package runtime

import "testing"

// Tests of the key and the checks of the listing's kept answers
// (probe_kept.go), each about one part that, left out, would let a
// stale answer be used or a wrong one be told.

// forestDef is a basic Forest: its mana ability is its land type's
// (305.6).
func forestDef() *CardDef {
	return &CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}
}

// pumperDef is an artifact with "{cost}: this gets +1/+0 until end of
// turn.": an ability with a mana cost, no {T} and no targets, whose
// answer reads its player's pool and mana sources alone.
func pumperDef(cost string) *CardDef {
	return &CardDef{Name: "Pumper", Types: []string{"Artifact"}, Abilities: []*Ability{{Kind: ActivatedAbility,
		Text: cost + ": this gets +1/+0 until end of turn.", Cost: Cost{Mana: MustManaCost(cost)}}}}
}

// noReports turns VerifyCaches on for g and returns a check that
// nothing was reported since.
func noReports(t *testing.T, g *Game) func() {
	t.Helper()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" vs "+fresh) })
	return func() {
		t.Helper()
		if len(reports) > 0 {
			t.Errorf("reported under VerifyCaches: %v", reports)
		}
	}
}

// TestKeptAnswerReadsThePool: mana in a player's pool pays a cost
// (106.4, 601.2g–h) as a source's would, so an answer found with the
// pool empty is not the answer once mana is added to it, the player's
// permanents untouched (its key holds the pool): an ability costing {R}
// with no source of mana is not listed, and is once {R} is in the pool;
// it is not listed again once the pool is emptied.
func TestKeptAnswerReadsThePool(t *testing.T) {
	for _, verify := range []bool{false, true} {
		g := firstMainGame()
		check := func() {}
		if verify {
			check = noReports(t, g)
		}
		pumper := g.AddCard(pumperDef("{R}"), 0, Battlefield)
		if listsActivation(g, 0, pumper, 0) {
			t.Fatalf("verify %v: an ability costing {R} is listed with no mana", verify)
		}
		if a := activationAnswerOf(g, 0, pumper, 0); a == nil || a.legal || !a.turnFree {
			t.Fatalf("verify %v: kept answer %+v, want one that it can't be activated, kept past its version", verify, a)
		}
		g.Players[0].Pool[Red] = 1
		g.turnChanged()
		if !listsActivation(g, 0, pumper, 0) {
			t.Errorf("verify %v: the ability is not listed with {R} in its player's pool", verify)
		}
		g.Players[0].Pool = ManaPool{}
		g.turnChanged()
		if listsActivation(g, 0, pumper, 0) {
			t.Errorf("verify %v: the ability is listed once its player's pool is empty again", verify)
		}
		check()
	}
}

// TestRepaidAnswerReadsSickness: an answer found again by planning the
// payment alone (repaid) that read a summoning sickness there is found
// again when its player's turn begins (302.6). Alice's ability costing
// {G} is listed with her Forest untapped; with the Forest tapped and
// Elves that entered this turn her only other source, it is not (the
// answer is found again by its plan, which reads the Elves' sickness);
// once her next turn has begun, the Forest still tapped, the Elves pay
// for it and it is listed.
func TestRepaidAnswerReadsSickness(t *testing.T) {
	for _, verify := range []bool{false, true} {
		g := firstMainGame()
		check := func() {}
		if verify {
			check = noReports(t, g)
		}
		forest := g.AddCard(forestDef(), 0, Battlefield)
		pumper := g.AddCard(pumperDef("{G}"), 0, Battlefield)
		elves := g.AddCard(crElves, 0, Hand)
		if !listsActivation(g, 0, pumper, 0) {
			t.Fatalf("verify %v: an ability costing {G} is not listed with an untapped Forest", verify)
		}
		if a := activationAnswerOf(g, 0, pumper, 0); a == nil || !a.legal || a.sick || !a.ownOnly || !a.repay {
			t.Fatalf("verify %v: kept answer %+v, want a legal one that read no sickness, found again by its plan", verify, a)
		}
		tapNoted(g, forest.Obj, true)
		g.Move(MoveRequest{Obj: elves.Obj.Ref, To: Battlefield})
		if !g.Sick(elves.Obj) {
			t.Fatalf("verify %v: Elves that entered this turn are not summoning sick", verify)
		}
		if listsActivation(g, 0, pumper, 0) {
			t.Errorf("verify %v: the ability is listed with the Forest tapped and summoning-sick Elves", verify)
		}
		if a := activationAnswerOf(g, 0, pumper, 0); a == nil || a.legal || !a.sick {
			t.Errorf("verify %v: kept answer %+v, want one that it can't be activated that read a summoning sickness", verify, a)
		}
		g.Turn, g.Players[0].TurnBegan = 3, 3 // Alice's next turn; the Forest did not untap
		g.turnChanged()
		if !listsActivation(g, 0, pumper, 0) {
			t.Errorf("verify %v: the ability is not listed once the Elves' controller's turn began after they came under control", verify)
		}
		check()
	}
}

// TestColoredSymbolsNeedTheirColor: a colored mana symbol is paid with
// mana of its color alone (107.4, 106.1), so enough mana of other
// colors doesn't pay it: a spell costing {G} is not listed with one
// Mountain, nor one costing {R}{G} with two, nor an ability costing
// {G}; each is with a Forest added. The count of the sources by type
// (cantMake, shortOfAType) tells these, with a plan when it decides
// (castTold): under VerifyCaches nothing is reported.
func TestColoredSymbolsNeedTheirColor(t *testing.T) {
	for _, verify := range []bool{false, true} {
		g := firstMainGame()
		check := func() {}
		if verify {
			check = noReports(t, g)
		}
		g.AddCard(mountainDef(), 0, Battlefield)
		g.AddCard(mountainDef(), 0, Battlefield)
		growth := g.AddCard(&CardDef{Name: "Growth", ManaCost: MustManaCost("{G}"), Types: []string{"Instant"}}, 0, Hand)
		fire := g.AddCard(&CardDef{Name: "Fire", ManaCost: MustManaCost("{R}{G}"), Types: []string{"Instant"}}, 0, Hand)
		charm := g.AddCard(charmDef("Charm", "{G}", "Instant"), 0, Hand)
		pumper := g.AddCard(pumperDef("{G}"), 0, Battlefield)
		forest := g.AddCard(forestDef(), 0, Hand)
		for _, c := range []*Card{growth, fire, charm} {
			if listsCast(g, 0, c) {
				t.Errorf("verify %v: %s (%s) is listed with two Mountains alone", verify, c.Def.Name, c.Def.ManaCost)
			}
		}
		if listsActivation(g, 0, pumper, 0) {
			t.Errorf("verify %v: an ability costing {G} is listed with two Mountains alone", verify)
		}
		g.Move(MoveRequest{Obj: forest.Obj.Ref, To: Battlefield})
		for _, c := range []*Card{growth, fire, charm} {
			if !listsCast(g, 0, c) {
				t.Errorf("verify %v: %s (%s) is not listed with two Mountains and a Forest", verify, c.Def.Name, c.Def.ManaCost)
			}
		}
		if !listsActivation(g, 0, pumper, 0) {
			t.Errorf("verify %v: an ability costing {G} is not listed with a Forest", verify)
		}
		check()
	}
}

// TestOwnOnlyAnswersKeptAcrossOthersPermanents: an answer that read no
// permanent but its player's own (readsOwnOnly) is used again after
// another player's land enters and after its player's permanent that
// can't make mana enters (ownFieldHolds): its player's mana sources are
// as they were. The kept answers, made wrong here, are what the listing
// says; once a land of its player's enters, the answer is found again.
func TestOwnOnlyAnswersKeptAcrossOthersPermanents(t *testing.T) {
	g := firstMainGame()
	g.AddCard(mountainDef(), 0, Battlefield)
	pumper := g.AddCard(pumperDef("{R}"), 0, Battlefield)
	bolt := g.AddCard(charmDef("Bolt", "{R}", "Instant"), 0, Hand)
	bobs := g.AddCard(forestDef(), 1, Hand)
	bears := g.AddCard(creature("Bears", "Bear"), 0, Hand)
	mine := g.AddCard(mountainDef(), 0, Hand)
	if !listsActivation(g, 0, pumper, 0) || !listsCast(g, 0, bolt) {
		t.Fatal("an ability or a modal instant costing {R} is not listed with an untapped Mountain")
	}
	a, c := activationAnswerOf(g, 0, pumper, 0), castAnswerOf(g, 0, bolt)
	if a == nil || !a.legal || !a.ownOnly || c == nil || !c.legal || !c.ownOnly {
		t.Fatalf("kept answers %+v and %+v, want legal ones that read no permanent but Alice's", a, c)
	}
	a.legal, c.legal = false, false // made wrong: used while they hold
	for _, card := range []*Card{bobs, bears} {
		g.Move(MoveRequest{Obj: card.Obj.Ref, To: Battlefield})
		if listsActivation(g, 0, pumper, 0) {
			t.Errorf("the ability's answer was found again after %s's %s entered", g.PlayerName(card.Owner), card.Def.Name)
		}
		if listsCast(g, 0, bolt) {
			t.Errorf("the instant's answer was found again after %s's %s entered", g.PlayerName(card.Owner), card.Def.Name)
		}
	}
	g.Move(MoveRequest{Obj: mine.Obj.Ref, To: Battlefield})
	if !listsActivation(g, 0, pumper, 0) || !listsCast(g, 0, bolt) {
		t.Error("the answers were not found again after a Mountain of Alice's entered")
	}
}
