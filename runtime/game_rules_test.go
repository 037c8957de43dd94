package runtime

import (
	"strings"
	"testing"
)

// Tests of player_rules.go, lose.go and opening.go, with cards built in Go.

func init() {
	renderSamples = append(renderSamples,
		[]any{PlayerRules{Who: TargetRef{}, CantCast: true, Duration: UntilEndOfTurn}, PlayerRules{Who: You{}}},
		[]any{PlayFrom{Zone: Hand, Whose: TargetRef{}, Lands: true, Duration: UntilEndOfTurn}, PlayFrom{Zone: Graveyard, Spells: true}},
		[]any{SetLife{Who: You{}, Amount: Const(20)}},
		[]any{StartingLife{Who: You{}}},
		[]any{LossReplacement{Effects: []Effect{ExileObjects{What: This{}}}}},
	)
	// The static effects of lose.go and opening.go join the row of
	// StaticEffect, so that every field is judged on all its samples.
	for i, row := range renderSamples {
		if _, ok := row[0].(StaticEffect); ok {
			renderSamples[i] = append(row, StaticEffect{LoseGame: &LossReplacement{}}, StaticEffect{BeginOnBattlefield: true})
			break
		}
	}
	renderExempt["LossReplacement.Text"] = "the replacement's words, for the log"
}

var (
	grPinger = &CardDef{Name: "Test Pinger", ManaCost: MustManaCost("{1}"), Types: []string{"Artifact"},
		Abilities: []*Ability{{Kind: ActivatedAbility, Text: "{T}: 1 damage", Cost: Cost{Tap: true},
			Targets: []TargetSpec{{Text: "any target", Objects: true, Players: true, Filter: crCreatures, Min: 1, Max: 1}},
			Effects: []Effect{DealDamage{Amount: Const(1), To: TargetRef{0}, ToPlayers: TargetRef{0}}}}}}
	grShock = crSpell("Test Shock", "Instant", "{R}", []TargetSpec{crTargetPlayer()}, DealDamage{Amount: Const(2), ToPlayers: TargetRef{0}})
	// grAngel: "if you would lose the game, instead exile this and your
	// life total becomes equal to your starting life total".
	grAngel = &CardDef{Name: "Test Angel", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility,
		Statics: []StaticEffect{{LoseGame: &LossReplacement{Text: "test", Effects: []Effect{
			ExileObjects{What: This{}}, SetLife{Who: You{}, Amount: StartingLife{Who: You{}}}}}}}}}}
	grLeyline = &CardDef{Name: "Test Leyline", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility,
		Statics: []StaticEffect{{BeginOnBattlefield: true}}}}}
)

// grApply applies e as a resolving ability of Alice's would, with targets
// as its first target.
func grApply(t *testing.T, g *Game, e Effect, targets ...Target) {
	t.Helper()
	r := &Resolution{Game: g, Controller: 0, targets: [][]Target{targets}, specs: []TargetSpec{crTargetPlayer()}}
	crMust(t, e.Apply(r))
}

func TestPlayerRulesForbidCastingAndActivating(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	mountain := crAdd(g, crMountain, 1, Battlefield, 1)[0]
	pinger := crAdd(g, grPinger, 1, Battlefield, 1)[0]
	shock := crAdd(g, grShock, 1, Hand, 1)[0]
	land := crAdd(g, crForest, 1, Hand, 1)[0]
	grApply(t, g, PlayerRules{Who: TargetRef{0}, CantCast: true, CantActivate: true, HandRevealed: true, Duration: UntilEndOfTurn}, Target{Player: 1})
	if !g.CantCast(1) || !g.CantActivate(1) || !g.HandRevealed(1) || g.CantCast(0) {
		t.Fatalf("rules: cast %v activate %v revealed %v; Alice cast %v", g.CantCast(1), g.CantActivate(1), g.HandRevealed(1), g.CantCast(0))
	}
	if !strings.Contains(crLog(g), "Bob's hand is revealed: Test Shock") {
		t.Errorf("the revealed hand is not in the log:\n%s", crLog(g))
	}
	crMust(t, g.Pass(0)) // Bob gets priority in Alice's main phase
	before := g.Dump()
	_, err := g.Cast(CastRequest{Player: 1, Card: shock.Obj.Ref, TargetList: []Target{{Player: 0}}})
	crRefused(t, err, "101.2")
	crUnchanged(t, g, before)
	crRefused(t, g.TapForMana(1, mountain.Obj.Ref), "101.2") // 605.1a: a mana ability is an activated ability
	crUnchanged(t, g, before)
	crRefused(t, g.Activate(1, pinger.Obj.Ref, 0, [][]Target{{{Player: 0}}}), "101.2")
	crUnchanged(t, g, before)

	// The rules end with the turn (514.2): in Bob's own turn he may do all
	// of it, and play a land, which is neither casting nor activating.
	crToStep(t, g, Upkeep)
	crToStep(t, g, Main1)
	if g.Active != 1 || g.CantCast(1) || g.CantActivate(1) || g.HandRevealed(1) {
		t.Fatalf("turn %d: the rules still apply in Bob's turn", g.Turn)
	}
	crMust(t, g.PlayLand(1, land.Obj.Ref))
	crMust(t, g.TapForMana(1, mountain.Obj.Ref))
}

// A player who can't activate abilities can't tap lands for mana to pay a
// cost either (605.1a), but may spend the mana already in their pool.
func TestCantActivatePaysOnlyFromThePool(t *testing.T) {
	g := crGame()
	crAdd(g, crMountain, 0, Battlefield, 1)
	shock := crAdd(g, grShock, 0, Hand, 2)
	grApply(t, g, PlayerRules{Who: You{}, CantActivate: true, Duration: UntilEndOfTurn})
	before := g.Dump()
	_, err := g.Cast(CastRequest{Player: 0, Card: shock[0].Obj.Ref, TargetList: []Target{{Player: 1}}})
	crRefused(t, err, "601.2h")
	crUnchanged(t, g, before)
	g.Players[0].Pool[Red] = 1
	_, err = g.Cast(CastRequest{Player: 0, Card: shock[1].Obj.Ref, TargetList: []Target{{Player: 1}}})
	crMust(t, err)
}

// An effect that lets a player cast a spell during a resolution doesn't
// beat "can't cast spells" (101.2).
func TestCantCastBeatsAnEffectCast(t *testing.T) {
	g := crGame()
	shock := crAdd(g, grShock, 0, Hand, 1)[0]
	grApply(t, g, PlayerRules{Who: You{}, CantCast: true, Duration: UntilYourNextTurn})
	grApply(t, g, CastCard{What: constRefs{shock.Obj.Ref}, WithoutPaying: true})
	if crZoneOf(shock) != Hand || !strings.Contains(crLog(g), "can't be cast: 101.2") {
		t.Fatalf("the effect cast the spell:\n%s", crLog(g))
	}
}

func TestPlayFromAnotherPlayersHand(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	crAdd(g, crMountain, 0, Battlefield, 1)
	theirLand := crAdd(g, crMountain, 1, Hand, 1)[0]
	ownLand := crAdd(g, crForest, 0, Hand, 1)[0]
	theirShock := crAdd(g, grShock, 1, Hand, 1)[0]
	theirBears := crAdd(g, crBears, 1, Hand, 1)[0]
	notTheirs := crAdd(g, crBears, 1, Graveyard, 1)[0]
	before := g.Dump()
	crRefused(t, g.PlayLand(0, theirLand.Obj.Ref), "305.1")
	crUnchanged(t, g, before)

	grApply(t, g, PlayFrom{Zone: Hand, Whose: TargetRef{0}, Lands: true, Spells: true, Duration: UntilEndOfTurn}, Target{Player: 1})
	crMust(t, g.PlayLand(0, theirLand.Obj.Ref))
	if o := theirLand.Obj; o.Zone != Battlefield || g.Chars(o).Controller != 0 || theirLand.Owner != 1 {
		t.Fatalf("the land is in %s controlled by %d: want Alice's to control, Bob's to own", o.Zone, g.Chars(o).Controller)
	}
	before = g.Dump()
	crRefused(t, g.PlayLand(0, ownLand.Obj.Ref), "305.2") // it used Alice's land play
	crUnchanged(t, g, before)
	_, err := g.Cast(CastRequest{Player: 0, Card: theirShock.Obj.Ref, TargetList: []Target{{Player: 1}}})
	crMust(t, err)
	if it := g.Stack()[0]; it.Controller != 0 {
		t.Errorf("the spell is controlled by player %d, want Alice", it.Controller)
	}
	crResolveAll(t, g)
	if !crInZone(g, theirShock, Graveyard, 1) || g.Players[1].Life != 18 {
		t.Errorf("the spell went to %s, Bob at %d: want Bob's graveyard (400.3), 18 life", crZoneOf(theirShock), g.Players[1].Life)
	}
	before = g.Dump()
	_, err = g.Cast(CastRequest{Player: 0, Card: notTheirs.Obj.Ref})
	crRefused(t, err, "601.3") // from the hand only, not the graveyard
	crUnchanged(t, g, before)
	// Cast with the usual timing (601.3a): a creature at sorcery speed.
	crMust(t, g.Pass(0))
	crMust(t, g.Pass(1)) // combat
	before = g.Dump()
	_, err = g.Cast(CastRequest{Player: 0, Card: theirBears.Obj.Ref})
	crRefused(t, err, "302.1")
	crUnchanged(t, g, before)
	crToStep(t, g, Upkeep)
	crToStep(t, g, Main1)
	if g.Active != 1 || g.playPermitFor(theirBears.Obj, 0, false) != nil {
		t.Fatal("the permission lasts past the turn")
	}
}

func TestLossReplacementReadsTheStartingLifeTotal(t *testing.T) {
	for _, c := range []struct {
		starting, life, want int
		log                  string
	}{
		{30, 2, 30, "gains 30 life"},
		{20, 2, 20, "gains 20 life"},
	} {
		g := crGame()
		crLibraries(g, 5)
		g.Players[0].StartingLife, g.Players[0].Life = c.starting, c.life
		angel := crAdd(g, grAngel, 0, Battlefield, 1)[0]
		shock := crAdd(g, grShock, 1, Hand, 1)[0]
		g.Players[1].Pool[Red] = 1
		crMust(t, g.Pass(0))
		_, err := g.Cast(CastRequest{Player: 1, Card: shock.Obj.Ref, TargetList: []Target{{Player: 0}}})
		crMust(t, err)
		crResolveAll(t, g)
		if g.Over() || g.Players[0].Lost || g.Players[0].Life != c.want || crZoneOf(angel) != Exile {
			t.Fatalf("starting life %d: over %v, lost %v, life %d, angel in %s:\n%s", c.starting, g.Over(), g.Players[0].Lost, g.Players[0].Life, crZoneOf(angel), crLog(g))
		}
		if !strings.Contains(crLog(g), c.log) {
			t.Errorf("no %q in the log:\n%s", c.log, crLog(g))
		}
	}
}

// Without the replacement the player loses; with it gone (exiled), the
// next loss is not replaced.
func TestLossReplacementOnlyOnce(t *testing.T) {
	g := crGame()
	crAdd(g, grAngel, 0, Battlefield, 1)
	g.Players[0].Life = 0
	crMust(t, g.beforePriority())
	if g.Players[0].Lost || g.Players[0].Life != 20 {
		t.Fatalf("lost %v life %d, want the loss replaced", g.Players[0].Lost, g.Players[0].Life)
	}
	g.Players[0].Life = -1
	crMust(t, g.beforePriority())
	if !g.Players[0].Lost || !g.Over() || !strings.Contains(g.EndReason(), "Bob wins") {
		t.Fatalf("lost %v over %v (%s), want Alice to lose", g.Players[0].Lost, g.Over(), g.EndReason())
	}
}

// Both players would lose at once; one loss is replaced: the other player
// loses, and the one whose loss was replaced wins (104.2a).
func TestLossReplacedForOneOfTwo(t *testing.T) {
	g := crGame()
	crAdd(g, grAngel, 1, Battlefield, 1)
	g.Players[0].Life, g.Players[1].Life = 0, 0
	crMust(t, g.beforePriority())
	if !g.Players[0].Lost || g.Players[1].Lost || g.EndReason() != "Bob wins the game" || g.Players[1].Life != 20 {
		t.Fatalf("lost %v/%v, %q, Bob at %d", g.Players[0].Lost, g.Players[1].Lost, g.EndReason(), g.Players[1].Life)
	}
}

func TestBeginGame(t *testing.T) {
	g := crGame()
	crLibraries(g, 10)
	aliceLeyline := crAdd(g, grLeyline, 0, Hand, 1)[0]
	bobLeylines := crAdd(g, grLeyline, 1, Hand, 2)
	crAdd(g, crForest, 1, Hand, 1)
	var asked []PlayerID
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		if d.Kind != ChooseObjects {
			return FirstOptions(g, d)
		}
		asked = append(asked, d.Player)
		if d.Player == 0 {
			return nil, nil // Alice keeps hers in hand
		}
		if len(d.Options) != 2 || d.Min != 0 || d.Max != 2 {
			t.Errorf("Bob is offered %d cards (min %d, max %d), want his two Leylines, any number", len(d.Options), d.Min, d.Max)
		}
		return []int{1, 0}, nil // in the order he chooses
	})
	crMust(t, g.BeginGame(1))
	if len(asked) != 2 || asked[0] != 1 || asked[1] != 0 {
		t.Errorf("asked %v, want the starting player Bob first, then Alice (103.6)", asked)
	}
	if crZoneOf(aliceLeyline) != Hand {
		t.Errorf("Alice's Leyline is in %s, want her hand", crZoneOf(aliceLeyline))
	}
	for _, c := range bobLeylines {
		if o := c.Obj; o.Zone != Battlefield || g.Chars(o).Controller != 1 || o.EnteredTurn != 0 || g.Sick(o) {
			t.Errorf("Bob's Leyline: %s, controller %d, entered turn %d, sick %v: want on the battlefield since before the first turn", o.Zone, g.Chars(o).Controller, o.EnteredTurn, g.Sick(o))
		}
	}
	if bobLeylines[1].Obj.Timestamp > bobLeylines[0].Obj.Timestamp {
		t.Errorf("the Leylines entered in hand order, want the order Bob chose")
	}
	if g.Turn != 1 || g.Active != 1 || g.Step != Upkeep || g.Priority != 1 {
		t.Errorf("turn %d active %d step %s priority %d, want turn 1, Bob's upkeep, Bob's priority (103.8)", g.Turn, g.Active, g.Step, g.Priority)
	}
	if len(g.ZoneCards(Hand, 1)) != 1 {
		t.Errorf("Bob's hand has %d cards, want the Forest", len(g.ZoneCards(Hand, 1)))
	}
	crRefused(t, g.BeginGame(5), "103.1")
}

// "Discard all the cards in your hand, then draw that many cards plus
// one" (Chandra, Flamecaller's 0) has no amount to discard and asks
// nothing (701.9a: the whole hand is discarded); when the draws empty the
// library, the loss (704.5b) is replaced by the Angel's static ability
// (104.3, 614.1a). A fuzz card combining the two once panicked here.
func TestDiscardHandThenDrawIntoLossReplacement(t *testing.T) {
	g := crGame()
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		if d.Kind == ChooseDiscard {
			t.Errorf("asked which cards to discard (%s): the whole hand is discarded", d.Prompt)
		}
		return FirstOptions.Decide(g, d)
	})
	crLibraries(g, 5)
	angel := crAdd(g, grAngel, 0, Battlefield, 1)[0]
	hand := crAdd(g, crForest, 0, Hand, 7) // Alice's library holds 5
	r := &Resolution{Game: g, Controller: 0}
	crMust(t, Discard{Who: You{}, Hand: true}.Apply(r))
	for _, c := range hand {
		if z := crZoneOf(c); z != Graveyard {
			t.Fatalf("a card of the hand is in %s, want the graveyard", z)
		}
	}
	crMust(t, Draw{Who: You{}, Amount: Plus{ThatMuch{}, Const(1)}}.Apply(r)) // 8 from a library of 5
	crMust(t, g.PassAll())                                                   // state-based actions: 704.5b
	if g.Over() || crZoneOf(angel) != Exile || g.Players[0].Life != 20 {
		t.Fatalf("over %v, angel in %s, life %d; want the loss replaced:\n%s", g.Over(), crZoneOf(angel), g.Players[0].Life, crLog(g))
	}
}

// A game looks at the opening hands only when a card of the game may act
// from one (openingMayAct): a card added to a reset game keeps its
// definition's fact with its struct (addDeckCards), and a game of cards
// with none looks at no hand, under VerifyCaches too.
func TestOpeningMayActAfterReset(t *testing.T) {
	g := crGame()
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, fresh %s", what, cached, fresh) })
	for i, c := range []struct {
		hand []*CardDef
		acts bool
	}{
		{[]*CardDef{crForest, grLeyline}, true},
		{[]*CardDef{crForest, grLeyline}, true}, // the structs kept, of the same definitions
		{[]*CardDef{crForest, crForest}, false},
		{[]*CardDef{crForest, grLeyline}, true}, // a struct of another definition made again
	} {
		g.Reset("Alice", "Bob")
		asked := 0
		g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
			if d.Kind == ChooseObjects {
				asked++
				return []int{0}, nil
			}
			return FirstOptions(g, d)
		})
		g.AddCards(c.hand, 0, Hand)
		crLibraries(g, 5)
		if g.openingMayAct() != c.acts {
			t.Fatalf("game %d: openingMayAct %v, want %v", i, !c.acts, c.acts)
		}
		crMust(t, g.BeginGame(0))
		if want := map[bool]int{true: 1}[c.acts]; asked != want {
			t.Errorf("game %d: asked %d times, want %d", i, asked, want)
		}
		if c.acts && crZoneOf(g.ZoneCards(Battlefield, NoPlayer)[0]) != Battlefield {
			t.Errorf("game %d: the Leyline did not begin on the battlefield", i)
		}
	}
}
