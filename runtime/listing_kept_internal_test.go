package runtime

import (
	"slices"
	"strings"
	"testing"
)

// spoilPlays marks p's kept plays, so that a listing that lists them
// again shows the mark: it proves the plays came from what was kept
// rather than from probing. It reports whether there were plays to mark.
func spoilPlays(g *Game, p PlayerID) bool {
	if int(p) >= len(g.space.listKept) || !g.space.listKept[p].set || len(g.space.listKept[p].acts) == 0 {
		return false
	}
	for i := range g.space.listKept[p].acts {
		g.space.listKept[p].acts[i].Name = "Spoiled"
	}
	return true
}

// listedSpoiled reports whether p's listing now lists the marked plays.
func listedSpoiled(g *Game, p PlayerID) bool {
	return slices.ContainsFunc(g.LegalActions(p), func(a Action) bool { return a.Name == "Spoiled" })
}

// names lists the kinds and names of acts, for a failure's message.
func names(acts []Action) string {
	var b strings.Builder
	for _, a := range acts {
		b.WriteString(a.Kind.String() + " " + a.Name + "; ")
	}
	return b.String()
}

// TestPlaysKeptWhileCurrent: a player's plays are listed again from what
// was kept while nothing they read has changed — the step moving on, an
// opponent's land tapped, a card put into a graveyard — and found afresh
// when something they read changes: the hand, the player's own
// permanents tapped or untapped, a permanent entering, the mana pool,
// priority, and the timing of a land play or a sorcery when the hand
// holds one.
func TestPlaysKeptWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Upkeep, 0, 0
	g.Players[0].TurnBegan = 1
	mountain := g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(mountainDef(), 0, Battlefield) // a second source: a cast stays listed with the first tapped
	theirs := g.AddCard(mountainDef(), 1, Battlefield)
	milled := g.AddCard(mountainDef(), 0, Library)
	theirBears := g.AddCard(creature("Bears", "Bear"), 1, Library)
	spark := g.AddCard(&CardDef{Name: "Spark", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Hand)
	acts := g.LegalActions(0)
	if !slices.ContainsFunc(acts, func(a Action) bool { return a.Kind == ActCast && a.Object == spark.Obj.Ref }) {
		t.Fatalf("Spark is not listed with an untapped Mountain: %s", names(acts))
	}
	if k := &g.space.listKept[0]; !k.set || !k.turnFree || k.reads != (listingReads{}) {
		t.Fatalf("kept plays %+v, want ones kept past their version that read no timing", k.keptStamp)
	}

	// Kept through changes they don't read.
	kept := []struct {
		what   string
		change func()
	}{
		{"the step moving on", func() { g.Step = DrawStep; g.turnChanged() }},
		{"the main phase beginning (the hand holds no land or sorcery)", func() { g.Step = Main1; g.turnChanged() }},
		{"an opponent's land tapped", func() { g.setTapped(theirs.Obj, true); g.turnChanged() }},
		{"a card put into a graveyard from a library", func() { g.Move(MoveRequest{Obj: milled.Obj.Ref, To: Graveyard}) }},
		{"another player's creature entering (no probe read a list of targets)", func() {
			g.Move(MoveRequest{Obj: theirBears.Obj.Ref, To: Battlefield})
		}},
	}
	for _, c := range kept {
		if !spoilPlays(g, 0) {
			t.Fatalf("before %s: no plays kept", c.what)
		}
		c.change()
		if !listedSpoiled(g, 0) {
			t.Errorf("%s: the plays were found again", c.what)
		}
	}

	// Found again when what they read changes; each change is undone
	// after, or stays as the next starting point.
	found := []struct {
		what   string
		change func()
	}{
		{"a card drawn", func() {
			g.AddCard(&CardDef{Name: "Bolt", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Hand)
			g.offFieldChanged()
		}},
		{"the player's own Mountain tapped", func() { g.setTapped(mountain.Obj, true); g.turnChanged() }},
		{"the player's own Mountain untapped", func() { g.setTapped(mountain.Obj, false); g.turnChanged() }},
		{"mana in the pool", func() { g.Players[0].Pool[Red] = 1; g.turnChanged() }},
		{"the pool emptied", func() { g.Players[0].Pool[Red] = 0; g.turnChanged() }},
		{"priority passed", func() { g.Priority = 1; g.turnChanged() }},
		{"a permanent of the player's entering", func() { g.AddCard(creature("Bears", "Bear"), 0, Battlefield) }},
		{"a sorcery in hand", func() {
			g.AddCard(&CardDef{Name: "Blaze", ManaCost: MustManaCost("{R}"), Types: []string{"Sorcery"}}, 0, Hand)
			g.offFieldChanged()
		}},
		{"a land in hand", func() { g.AddCard(mountainDef(), 0, Hand); g.offFieldChanged() }},
	}
	for _, c := range found {
		if g.Priority != 0 { // without it there are no plays to mark
			g.Priority = 0
			g.turnChanged()
			if !slices.ContainsFunc(g.LegalActions(0), func(a Action) bool { return a.Kind == ActCast }) {
				t.Fatal("no cast listed once priority came back")
			}
		}
		if !spoilPlays(g, 0) {
			t.Fatalf("before %s: no plays kept", c.what)
		}
		c.change()
		if listedSpoiled(g, 0) {
			t.Errorf("%s: the kept plays were listed", c.what)
		}
	}
	// The main phase ending and the second one beginning, the hand
	// holding a land and a sorcery, change the plays of those cards alone:
	// the kept ones are brought up to date (updatePlays, TestPlaysUpdated).
	spoilPlays(g, 0)
	g.Step = BeginCombat
	g.turnChanged()
	if acts := g.LegalActions(0); slices.ContainsFunc(acts, func(a Action) bool { return a.Kind == ActPlayLand || a.Name == "Blaze" }) ||
		!slices.ContainsFunc(acts, func(a Action) bool { return a.Name == "Spoiled" }) {
		t.Errorf("the main phase ended: a land play or a sorcery listed, or the kept plays found again: %s", names(acts))
	}
	g.Step = Main2
	g.turnChanged()
	// The second main phase lists the sorcery and the land play, which
	// reads what landTime says and nothing else: kept past their version,
	// and dropped from them once a land was played (updatePlays).
	acts = g.LegalActions(0)
	for _, kind := range []ActionKind{ActPlayLand, ActCast} {
		if !slices.ContainsFunc(acts, func(a Action) bool { return a.Kind == kind }) {
			t.Errorf("second main phase: no %v listed: %s", kind, names(acts))
		}
	}
	if k := &g.space.listKept[0]; !k.turnFree {
		t.Error("plays with a land play from the hand were kept for their version alone")
	}
	spoilPlays(g, 0)
	g.Players[0].LandsPlayed = 1
	g.turnChanged()
	if acts := g.LegalActions(0); slices.ContainsFunc(acts, func(a Action) bool { return a.Kind == ActPlayLand }) ||
		!slices.ContainsFunc(acts, func(a Action) bool { return a.Kind == ActCast && a.Name == "Spoiled" }) {
		t.Errorf("once a land was played, a land play listed or the casts found again: %s", names(acts))
	}
	g.Players[0].LandsPlayed = 0

	// A summoning sickness read: kept only while the player's turn began
	// when it did.
	g.Step = Upkeep
	g.turnChanged()
	elves := g.AddCard(crElves, 0, Battlefield)
	elves.Obj.ControlSince = 1
	g.fieldChanged()
	g.LegalActions(0)
	if k := &g.space.listKept[0]; !k.reads.sick {
		t.Fatalf("kept plays read no summoning sickness with Elves that came this turn: %+v", k.reads)
	}
	spoilPlays(g, 0)
	g.Turn, g.Players[0].TurnBegan = 3, 3
	g.turnChanged()
	if listedSpoiled(g, 0) {
		t.Error("plays that read a summoning sickness were listed again after their player's turn began")
	}
	if !slices.ContainsFunc(g.LegalActions(0), func(a Action) bool { return a.Kind == ActTapForMana && a.Object == elves.Obj.Ref }) {
		t.Error("the Elves are not listed for mana once their controller's turn began after they came")
	}
}

// TestPlaysKeptOnOwnPermanents: plays whose probes read no list of
// targets read no other player's permanent, and are kept on the
// player's own (ownStamp) while another player's creature enters; once
// a spell whose targets they list is in the hand, they are found again.
func TestPlaysKeptOnOwnPermanents(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Upkeep, 0, 0
	g.Players[0].TurnBegan = 1
	g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(&CardDef{Name: "Spark", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Hand)
	bears := []*Card{g.AddCard(creature("Bears", "Bear"), 1, Library), g.AddCard(creature("Bears", "Bear"), 1, Library)}
	g.LegalActions(0)
	if k := &g.space.listKept[0]; !k.set || k.own != 1 {
		t.Fatalf("plays with no targets to list kept as %+v, want on Alice's permanents", k.keptStamp)
	}
	spoilPlays(g, 0)
	g.Move(MoveRequest{Obj: bears[0].Obj.Ref, To: Battlefield})
	if !listedSpoiled(g, 0) {
		t.Error("another player's creature entering: the plays were found again")
	}
	zap := g.AddCard(crSpell("Zap", "Instant", "{R}", []TargetSpec{anyTarget}, DealDamage{Amount: Const(1), To: TargetRef{0}, ToPlayers: TargetRef{0}}), 0, Hand)
	g.offFieldChanged()
	if acts := g.LegalActions(0); !slices.ContainsFunc(acts, func(a Action) bool { return a.Object == zap.Obj.Ref }) {
		t.Fatalf("Zap is not listed: %s", names(acts))
	}
	if k := &g.space.listKept[0]; k.own != 0 {
		t.Fatal("plays that read a list of targets kept on Alice's permanents alone")
	}
	spoilPlays(g, 0)
	g.Move(MoveRequest{Obj: bears[1].Obj.Ref, To: Battlefield})
	if listedSpoiled(g, 0) {
		t.Error("a creature Zap may target entering: the kept plays were listed")
	}
}

// TestPlaysUpdated: plays kept past their version are brought up to
// date in place when the timing of sorceries or of a land play changes
// or a card is drawn: the casts of an instant stay as they were kept,
// a sorcery's casts are dropped or probed, the land plays dropped or
// listed, and the drawn card's plays added, each where a listing finds
// it. Played again under VerifyCaches, each listing is found afresh as
// well and must agree.
func TestPlaysUpdated(t *testing.T) {
	for _, verify := range []bool{false, true} {
		g := NewGame("Alice", "Bob")
		var reports []string
		if verify {
			g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
		}
		g.Turn, g.Step, g.Active, g.Priority = 1, Upkeep, 0, 0
		g.Players[0].TurnBegan = 1
		g.AddCard(mountainDef(), 0, Battlefield)
		g.AddCard(mountainDef(), 0, Battlefield)
		spark := g.AddCard(&CardDef{Name: "Spark", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Hand)
		blaze := g.AddCard(&CardDef{Name: "Blaze", ManaCost: MustManaCost("{R}"), Types: []string{"Sorcery"}}, 0, Hand)
		land := g.AddCard(mountainDef(), 0, Hand)
		drawn := g.AddCard(&CardDef{Name: "Shock", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Library)
		kept := "Spoiled" // the mark of a play listed from what was kept
		if verify {
			kept = "Spark"
		}
		listed := func(what string, want ...string) {
			t.Helper()
			var got []string
			for _, a := range g.LegalActions(0) {
				if a.Kind == ActPlayLand || a.Kind == ActCast {
					got = append(got, a.Kind.String()+" "+g.Describe(a.Object)+" "+a.Name)
				}
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: listed %q, want %q", what, got, want)
			}
			if len(reports) > 0 {
				t.Errorf("%s: %s", what, reports)
				reports = nil
			}
			if !verify {
				spoilPlays(g, 0)
			}
		}
		desc := func(c *Card) string { return g.Describe(c.Obj.Ref) }
		listed("upkeep", "cast "+desc(spark)+" Spark")
		g.Step = Main1
		g.turnChanged()
		listed("the main phase begun", "play land "+desc(land)+" Mountain", "cast "+desc(spark)+" "+kept, "cast "+desc(blaze)+" Blaze")
		g.Step = BeginCombat
		g.turnChanged()
		listed("the main phase ended", "cast "+desc(spark)+" "+kept)
		g.Draw(0)
		listed("a card drawn", "cast "+desc(spark)+" "+kept, "cast "+desc(drawn)+" Shock")
		if k := &g.space.listKept[0]; !verify && !k.turnFree {
			t.Error("plays brought up to date were kept for their version alone")
		}
	}
}

// TestKeptPlaysAreTheCallers: the kicker lists of listed plays are the
// caller's to change: a change doesn't reach the next listing.
func TestKeptPlaysAreTheCallers(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
	for range 3 {
		g.AddCard(mountainDef(), 0, Battlefield)
	}
	g.AddCard(&CardDef{Name: "Kicked Spark", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"},
		Keywords: []Keyword{{Name: "kicker", Cost: MustManaCost("{1}")}}}, 0, Hand)
	kicked := func(acts []Action) []int {
		for _, a := range acts {
			if a.Kind == ActCast && len(a.Kicked) > 0 {
				return a.Kicked
			}
		}
		return nil
	}
	first := kicked(g.LegalActions(0))
	if !slices.Equal(first, []int{0}) {
		t.Fatalf("kicked cast %v, want [0]", first)
	}
	// The first list is the one found, the second one listed from what
	// was kept.
	for i := range 2 {
		if i == 0 {
			first[0] = 7
		} else {
			first[0] = 8
		}
		g.turnChanged()
		again := kicked(g.LegalActions(0))
		if !slices.Equal(again, []int{0}) {
			t.Fatalf("listing %d: after the caller changed its list, the kept kicked cast is %v, want [0]", i+2, again)
		}
		first = again
	}
}

// TestWrongKeptPlaysReported: under VerifyCaches, plays listed from what
// was kept are found afresh and a difference reported.
func TestWrongKeptPlaysReported(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Upkeep, 0, 0
	g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(&CardDef{Name: "Spark", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Hand)
	reportsWrong(t, g, "play", func() { g.LegalActions(0) }, func() { spoilPlays(g, 0) })
}

// TestPlaysReadingOtherZones: with an effect about, a listing looks at
// the player's graveyard for cards with flashback and at every zone for
// abilities that work there: its plays are kept while no card enters or
// leaves a zone, and found again when one does — a card with flashback
// put into the graveyard is listed.
func TestPlaysReadingOtherZones(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
	g.Players[0].TurnBegan = 1
	bears := g.AddCard(creature("Bears", "Bear"), 1, Battlefield)
	g.effects = append(g.effects, &ContinuousEffect{Object: bears.Obj.Ref, Mods: []Modification{ModifyPT{2, 2}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn})
	g.changed()
	g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(&CardDef{Name: "Spark", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Hand)
	recall := g.AddCard(&CardDef{Name: "Recall", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}, Keywords: []Keyword{{Name: "flashback", Cost: MustManaCost("{R}")}}}, 0, Library)
	g.LegalActions(0)
	if k := &g.space.listKept[0]; !k.turnFree || !k.reads.zones {
		t.Fatalf("kept plays %+v reading %+v, want ones kept past their version that read the other zones", k.keptStamp, k.reads)
	}
	spoilPlays(g, 0)
	g.Step = BeginCombat
	g.turnChanged()
	if !listedSpoiled(g, 0) {
		t.Error("the plays were found again with no card moved")
	}
	g.Move(MoveRequest{Obj: recall.Obj.Ref, To: Graveyard})
	acts := g.LegalActions(0)
	if slices.ContainsFunc(acts, func(a Action) bool { return a.Name == "Spoiled" }) ||
		!slices.ContainsFunc(acts, func(a Action) bool { return a.Kind == ActCast && a.Object == recall.Obj.Ref && a.Flashback }) {
		t.Errorf("a card with flashback put into its owner's graveyard: %s", names(acts))
	}
}
