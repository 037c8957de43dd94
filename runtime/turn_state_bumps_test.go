package runtime

import "testing"

// TestEntersTappedAndDiscardsAreTheTurnsState: a land that enters tapped
// is tapped as any tap is (tapVersion moves, charsVersion doesn't), and a
// discard's record in the turn's history moves the version alone; the
// filter that asks for the record still sees it.
func TestEntersTappedAndDiscardsAreTheTurnsState(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn = 1
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	g.VerifyChars(func(o *Object, cached, fresh Chars) { t.Errorf("%s: kept %+v, computed %+v", o.Name(), cached, fresh) })
	tapland := &CardDef{Name: "Tapland", Types: []string{"Land"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "this enters tapped",
		Statics: []StaticEffect{{Enters: &EntersWith{Tapped: true}}}}}}
	land := g.AddCard(tapland, 0, Hand)
	chars, taps := g.charsVersion, g.tapVersion
	m := g.Move(MoveRequest{Obj: land.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
	if o := g.Object(m.New); o == nil || !o.Tapped {
		t.Fatal("the Tapland did not enter tapped")
	}
	if g.charsVersion != chars || g.tapVersion == taps || g.Players[0].tapVer == 0 {
		t.Errorf("entering tapped: charsVersion %d → %d, tapVersion %d → %d", chars, g.charsVersion, taps, g.tapVersion)
	}

	card := g.AddCard(creature("Bears", "Bear"), 0, Hand)
	chars, ver := g.charsVersion, g.version
	d := g.Move(MoveRequest{Obj: card.Obj.Ref, To: Graveyard, Cause: CauseDiscard})
	if g.charsVersion != chars || g.version == ver {
		t.Errorf("a discard: charsVersion %d → %d, version %d → %d", chars, g.charsVersion, ver, g.version)
	}
	discarded := &Filter{Alts: []Match{{Zone: Graveyard}}, History: HistoryFilter{Discarded: true}}
	if !g.Matches(discarded, d.New, 0) {
		t.Error("the discarded card is not one Alice discarded this turn")
	}
}
