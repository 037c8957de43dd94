package runtime

import (
	"slices"
	"testing"
)

// The tests of this file hold the carries of kept answers past a narrow
// continuous effect (narrowChanged) while a static ability whose filter
// reads what the effect changed is on the battlefield: the static may
// begin or stop applying to the effect's object, and so change what a
// kept answer reads of it. Each runs twice: once with what the game
// keeps answering alone, once under VerifyCaches, each kept answer
// checked against one found afresh.

// narrowGame is a new two-player game on turn 2, checking its caches
// (VerifyCaches) if verify says so.
func narrowGame(t *testing.T, verify bool) *Game {
	g := NewGame("Alice", "Bob")
	g.Turn = 2
	if verify {
		g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: kept %s, found %s", what, cached, fresh) })
	}
	return g
}

// eachVerify runs f as a subtest without and with VerifyCaches.
func eachVerify(t *testing.T, f func(t *testing.T, g *Game)) {
	for _, verify := range []bool{false, true} {
		name := "kept"
		if verify {
			name = "verified"
		}
		t.Run(name, func(t *testing.T) { f(t, narrowGame(t, verify)) })
	}
}

// modifyOne begins a continuous effect on o alone, as a resolving spell
// that targets it does (Modify), and returns the effect.
func modifyOne(t *testing.T, g *Game, o *Object, d Duration, mods ...Modification) *ContinuousEffect {
	t.Helper()
	r := &Resolution{Game: g, Controller: 0, specs: []TargetSpec{crTarget("target permanent", Filter{Alts: []Match{{Permanent: true}}}, 1, 1)}, targets: [][]Target{crObj(o.Ref)}}
	if err := (Modify{What: TargetRef{0}, Mods: mods, Duration: d}).Apply(r); err != nil {
		t.Fatal(err)
	}
	if len(g.effects) == 0 {
		t.Fatalf("no effect began on %s", o.Name())
	}
	return g.effects[len(g.effects)-1]
}

// filteredStatic is an enchantment with one static ability over filter f.
func filteredStatic(name, text string, f Filter, mods ...Modification) *CardDef {
	return &CardDef{Name: name, Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Text: text,
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: f, Mods: mods}}}}}
}

// colored is a creature card of one color, by its mana cost.
func colored(name, cost string, p, tough int, subtypes ...string) *CardDef {
	d := creature(name, subtypes...)
	d.ManaCost, d.Power, d.Toughness = MustManaCost(cost), p, tough
	return d
}

// goblinChieftain is Goblin Chieftain: haste, and "other Goblin
// creatures you control get +1/+1 and have haste".
func goblinChieftain() *CardDef {
	d := colored("Goblin Chieftain", "{1}{R}{R}", 2, 2, "Goblin")
	d.Keywords = []Keyword{{Name: "haste"}}
	d.Abilities = []*Ability{{Kind: StaticAbility, Text: "other Goblin creatures you control get +1/+1 and have haste",
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature", "Goblin"}}}, Controller: RelYou, Other: true},
			Mods: []Modification{ModifyPT{1, 1}, AddKeywords{[]Keyword{{Name: "haste"}}}}}}}}
	return d
}

var (
	whiteSet = ColorSet(0).With(White)
	greenSet = ColorSet(0).With(Green)
)

// clearNoted checks state-based actions once, so that the game knows the
// permanents call for none (battlefieldClear), and fails if any applies.
func clearNoted(t *testing.T, g *Game) {
	t.Helper()
	if g.stateBasedActions() {
		t.Fatalf("state-based actions applied before the change: %v", g.PendingStateBasedActions())
	}
}

// narrowNoted fails unless the state-based check's finding was kept
// past the narrow change just made, with its object to be checked alone
// (noteNarrow): the carry the test holds is taken.
func narrowNoted(t *testing.T, g *Game) {
	t.Helper()
	if m := &g.space.sbaClear; !m.set || m.nNarrow == 0 || m.charsVer != g.charsVersion {
		t.Fatal("the state-based check was not kept past the narrow change")
	}
}

// diesBySBA checks state-based actions and fails unless o has left the
// battlefield by them.
func diesBySBA(t *testing.T, g *Game, o *Object, why string) {
	t.Helper()
	c := g.Chars(o)
	g.stateBasedActions()
	if o.Zone == Battlefield && g.Object(o.Ref) != nil {
		t.Errorf("%s: %s is %d/%d and still on the battlefield", why, o.Name(), c.Power, c.Toughness)
	}
}

// TestNarrowSBAUnderFilteredStatics: the state-based check kept past a
// narrow effect looks at the effect's object alone (noteNarrow,
// narrowClear). An effect that changes a creature's color or creature
// types may make a lord's filter ("white creatures you control get
// +1/+1", Honor of the Pure; "other Goblin creatures you control get
// +1/+1", Goblin Chieftain; "white creatures get -1/-1", Dread of Night)
// begin or stop matching it, and so change its toughness (704.5f): the
// object is computed again (dropChars) with the statics that apply to it
// now, and checked.
func TestNarrowSBAUnderFilteredStatics(t *testing.T) {
	honor := filteredStatic("Honor of the Pure", "white creatures you control get +1/+1",
		Filter{Alts: []Match{{Types: []string{"Creature"}, Colors: whiteSet}}, Controller: RelYou}, ModifyPT{1, 1})
	dread := filteredStatic("Dread of Night", "white creatures get -1/-1",
		Filter{Alts: []Match{{Types: []string{"Creature"}, Colors: whiteSet}}}, ModifyPT{-1, -1})
	chieftain := goblinChieftain()

	t.Run("a color change stops a lord applying", func(t *testing.T) {
		eachVerify(t, func(t *testing.T, g *Game) {
			g.AddCard(honor, 0, Battlefield)
			vanguard := g.AddCard(colored("Elite Vanguard", "{W}", 2, 1, "Human", "Soldier"), 0, Battlefield).Obj
			modifyOne(t, g, vanguard, UntilEndOfTurn, ModifyPT{-1, -1}) // 2/1 with Honor
			clearNoted(t, g)
			modifyOne(t, g, vanguard, UntilEndOfTurn, SetColors{greenSet})
			narrowNoted(t, g)
			diesBySBA(t, g, vanguard, "made green, it lost Honor of the Pure's +1/+1")
		})
	})
	t.Run("a color change starts a static applying", func(t *testing.T) {
		eachVerify(t, func(t *testing.T, g *Game) {
			g.AddCard(dread, 0, Battlefield)
			elves := g.AddCard(colored("Llanowar Elves", "{G}", 1, 1, "Elf", "Druid"), 1, Battlefield).Obj
			clearNoted(t, g)
			modifyOne(t, g, elves, UntilEndOfTurn, SetColors{whiteSet})
			narrowNoted(t, g)
			diesBySBA(t, g, elves, "made white under Dread of Night")
		})
	})
	t.Run("a type change ending stops a lord applying", func(t *testing.T) {
		eachVerify(t, func(t *testing.T, g *Game) {
			g.AddCard(chieftain, 0, Battlefield)
			elves := g.AddCard(colored("Llanowar Elves", "{G}", 1, 1, "Elf", "Druid"), 0, Battlefield).Obj
			goblin := modifyOne(t, g, elves, UntilEndOfTurn, AddTypes{Subtypes: []string{"Goblin"}})
			modifyOne(t, g, elves, Forever, ModifyPT{-1, -1}) // 1/1 while a Goblin
			clearNoted(t, g)
			g.endEffects(func(e *ContinuousEffect) bool { return e == goblin })
			narrowNoted(t, g)
			diesBySBA(t, g, elves, "no longer a Goblin, it lost Goblin Chieftain's +1/+1")
		})
	})
}

// TestNarrowSBAUnderSourceCompare: a static ability whose filter
// compares each creature with its source ("with toughness less than
// this's power", Stone Giant's target words, here in a static -1/-1 of
// a made-up Giant) reads the
// source's characteristics for every other creature, so a pump on the
// source alone changes another creature's toughness. Such a filter counts
// its reads (readsTurn), so the permanents are not known to call for no
// state-based action while it is about, and the check is made in full.
func TestNarrowSBAUnderSourceCompare(t *testing.T) {
	giant := colored("Envious Giant", "{2}{R}{R}", 1, 4, "Giant")
	giant.Abilities = []*Ability{{Kind: StaticAbility, Text: "other creatures with toughness less than this's power get -1/-1",
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}, Other: true,
			SourceCompare: &SourceCompare{Stat: "toughness", Less: true, SourceStat: "power"}}, Mods: []Modification{ModifyPT{-1, -1}}}}}}
	eachVerify(t, func(t *testing.T, g *Game) {
		src := g.AddCard(giant, 0, Battlefield).Obj
		elves := g.AddCard(colored("Llanowar Elves", "{G}", 1, 1, "Elf", "Druid"), 1, Battlefield).Obj
		clearNoted(t, g)
		if g.space.sbaClear.set {
			t.Error("the permanents were known to call for nothing under a filter that compares with its source")
		}
		modifyOne(t, g, src, UntilEndOfTurn, ModifyPT{1, 0})
		diesBySBA(t, g, elves, "its toughness is now less than the Giant's power")
	})
}

// TestNarrowActivatorsUnderGrantingStatic: the kept activators are
// carried past a narrow effect (activatorsNarrow) because no narrow
// modification grants or takes an activated ability; a static ability
// that grants one over a filter ("all Slivers have '{T}: Regenerate
// target Sliver'", Crypt Sliver) may begin to apply to a creature made a
// Sliver, but such a static reshapes the layer system's sources
// (reshapingAbout), so no effect is narrow while it is about and the
// activators are found again.
func TestNarrowActivatorsUnderGrantingStatic(t *testing.T) {
	crypt := colored("Crypt Sliver", "{1}{B}", 1, 1, "Sliver")
	crypt.Abilities = []*Ability{{Kind: StaticAbility, Text: "all Slivers have \"{T}: Regenerate target Sliver.\"",
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Sliver"}}}},
			Mods: []Modification{AddAbilities{[]*Ability{{Kind: ActivatedAbility, Text: "{T}: Regenerate target Sliver.", Cost: Cost{Tap: true}}}}}}}}}
	eachVerify(t, func(t *testing.T, g *Game) {
		g.AddCard(crypt, 0, Battlefield)
		bears := g.AddCard(colored("Grizzly Bears", "{1}{G}", 2, 2, "Bear"), 1, Battlefield).Obj
		if got := g.activators(1); len(got) != 0 {
			t.Fatalf("Bob's activators %v before the Bears are a Sliver, want none", objsText(got))
		}
		modifyOne(t, g, bears, UntilEndOfTurn, AddTypes{Subtypes: []string{"Sliver"}})
		if got := g.activators(1); len(got) != 1 || got[0] != bears {
			t.Errorf("Bob's activators %v once the Bears are a Sliver, want the Bears", objsText(got))
		}
	})
}

// TestNarrowActivatorsUnderColorLord: under a static ability filtered on
// color that grants no ability (Honor of the Pure), a color change is
// narrow, the activators are carried past it, and they are still those
// a walk finds.
func TestNarrowActivatorsUnderColorLord(t *testing.T) {
	honor := filteredStatic("Honor of the Pure", "white creatures you control get +1/+1",
		Filter{Alts: []Match{{Types: []string{"Creature"}, Colors: whiteSet}}, Controller: RelYou}, ModifyPT{1, 1})
	eachVerify(t, func(t *testing.T, g *Game) {
		g.AddCard(honor, 0, Battlefield)
		pinger := colored("Prodigal Pyromancer", "{2}{R}", 1, 1, "Human", "Wizard")
		pinger.Abilities = []*Ability{{Kind: ActivatedAbility, Text: "{T}: nothing", Cost: Cost{Tap: true}}}
		ping := g.AddCard(pinger, 0, Battlefield).Obj
		g.activators(0)
		before := g.charsVersion
		modifyOne(t, g, ping, UntilEndOfTurn, SetColors{whiteSet})
		if g.charsVersion == before || g.activeCache[0].charsVer != g.charsVersion {
			t.Error("Alice's activators were not carried past a color change")
		}
		if got := g.activators(0); len(got) != 1 || got[0] != ping {
			t.Errorf("Alice's activators %v, want the Pyromancer", objsText(got))
		}
		if c := g.Chars(ping); c.Power != 2 {
			t.Errorf("the white Pyromancer is %d/%d under Honor of the Pure, want 2/2", c.Power, c.Toughness)
		}
	})
}

// TestNarrowTypeUnderHasteLord: a creature made a Goblin under Goblin
// Chieftain ("other Goblin creatures you control … have haste") gains
// haste, so a summoning-sick one with a mana ability becomes a mana
// source (302.6): the kept sources are not carried past it (keptNarrow:
// reach, and a static of sourceStatics' kind about).
func TestNarrowTypeUnderHasteLord(t *testing.T) {
	chieftain := goblinChieftain()
	eachVerify(t, func(t *testing.T, g *Game) {
		g.AddCard(chieftain, 0, Battlefield)
		elves := g.AddCard(manaElves(), 0, Battlefield).Obj
		elves.ControlSince = g.Turn
		if got := len(g.manaSources(0)); got != 0 {
			t.Fatalf("Alice has %d mana sources with summoning-sick Elves, want 0", got)
		}
		g.creatures(0)
		modifyOne(t, g, elves, UntilEndOfTurn, AddTypes{Subtypes: []string{"Goblin"}})
		if got := len(g.manaSources(0)); got != 1 {
			t.Errorf("Alice has %d mana sources once the Elves are a Goblin with haste, want 1", got)
		}
		if got := g.creatures(0); len(got) != 2 {
			t.Errorf("Alice has %d creatures, want 2", len(got))
		}
	})
}

// TestNarrowOthersUnderFilteredBan: plays kept on a player's own
// permanents are carried past a narrow effect on another player's
// permanent (narrowOthers), which changes that permanent alone even
// where a static ability's filter reads what changed (Cursed Totem:
// "activated abilities of creatures can't be activated", and an artifact
// made an artifact creature, as Karn, Silver Golem's ability does);
// the same effect on one of the player's own permanents bans its
// ability, and the plays are found again without it.
func TestNarrowOthersUnderFilteredBan(t *testing.T) {
	totem := &CardDef{Name: "Cursed Totem", ManaCost: MustManaCost("{2}"), Types: []string{"Artifact"}, Abilities: []*Ability{{Kind: StaticAbility,
		Text: "activated abilities of creatures can't be activated", Statics: []StaticEffect{{Affects: AffectsFilter,
			Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}, Mods: []Modification{CantBeActivated{}}}}}}}
	jar := func() *CardDef {
		return &CardDef{Name: "Jar", ManaCost: MustManaCost("{1}"), Types: []string{"Artifact"}, Abilities: []*Ability{{Kind: ActivatedAbility,
			Text: "{1}: you gain 1 life", Cost: Cost{Mana: MustManaCost("{1}")}, Effects: []Effect{GainLife{Who: You{}, Amount: Const(1)}}}}}
	}
	golem := []Modification{AddTypes{Types: []string{"Creature"}}, SetPT{4, 4}}
	activates := func(g *Game, o *Object) bool {
		return slices.ContainsFunc(g.LegalActions(0), func(a Action) bool { return a.Kind == ActActivate && a.Object == o.Ref })
	}
	for _, verify := range []bool{false, true} {
		g := narrowGame(t, verify)
		g.Turn, g.Step, g.Active, g.Priority = 1, Upkeep, 0, 0
		g.Players[0].TurnBegan = 1
		g.AddCard(totem, 1, Battlefield)
		g.AddCard(mountainDef(), 0, Battlefield)
		mine := g.AddCard(jar(), 0, Battlefield).Obj
		theirs := g.AddCard(jar(), 1, Battlefield).Obj
		if !activates(g, mine) {
			t.Fatalf("Alice's Jar is not listed: %s", names(g.LegalActions(0)))
		}
		if k := &g.space.listKept[0]; !k.set || k.own == 0 {
			t.Fatalf("Alice's plays kept as %+v, want on her own permanents", k.keptStamp)
		}
		if !verify {
			spoilPlays(g, 0) // a listing from what was kept shows the mark
		}
		modifyOne(t, g, theirs, UntilEndOfTurn, golem...)
		if !g.Chars(theirs).Banned.All {
			t.Fatal("Bob's Jar made a creature is not banned by Cursed Totem")
		}
		if !verify && !listedSpoiled(g, 0) {
			t.Error("Bob's Jar made a creature: Alice's plays were found again")
		}
		if verify && !activates(g, mine) {
			t.Error("Alice's Jar is no longer listed once Bob's is a creature")
		}
		modifyOne(t, g, mine, UntilEndOfTurn, golem...)
		if listedSpoiled(g, 0) || activates(g, mine) {
			t.Error("Alice's Jar made a creature under Cursed Totem is still listed")
		}
	}
}

// TestNarrowSBAUnderCountingCDA: a characteristic-defining ability that
// counts other permanents (Nightmare: "power and toughness are each equal
// to the number of Swamps you control") reads what a narrow type change
// on another permanent changes. A count counts its reads (turnReads), so
// the permanents are not known to call for no state-based action while
// Nightmare is about, and the Swamp type ending on a Mountain leaves
// Nightmare 0/0 (704.5f).
func TestNarrowSBAUnderCountingCDA(t *testing.T) {
	nightmare := colored("Nightmare", "{5}{B}", 0, 0, "Nightmare", "Horse")
	nightmare.Keywords = []Keyword{{Name: "flying"}}
	nightmare.PTCount = &PTCount{Filter: Filter{Alts: []Match{{Types: []string{"Swamp"}}}}}
	eachVerify(t, func(t *testing.T, g *Game) {
		horse := g.AddCard(nightmare, 0, Battlefield).Obj
		mountain := g.AddCard(mountainDef(), 0, Battlefield).Obj
		swamp := modifyOne(t, g, mountain, UntilEndOfTurn, AddTypes{Subtypes: []string{"Swamp"}})
		if c := g.Chars(horse); c.Toughness != 1 {
			t.Fatalf("Nightmare is %d/%d with the Mountain a Swamp, want 1/1", c.Power, c.Toughness)
		}
		clearNoted(t, g)
		if g.space.sbaClear.set {
			t.Error("the permanents were known to call for nothing while a count defines a toughness")
		}
		g.endEffects(func(e *ContinuousEffect) bool { return e == swamp })
		diesBySBA(t, g, horse, "the Mountain is no longer a Swamp")
	})
}
