package runtime

import (
	"slices"
	"strings"
	"testing"
)

// mountainDef is a basic Mountain: its mana ability is its land type's
// (305.6).
func mountainDef() *CardDef {
	return &CardDef{Name: "Mountain", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Mountain"}}
}

// anyTarget is "any target" as a spell's spec: a creature or a player.
var anyTarget = TargetSpec{Text: "any target", Objects: true, Players: true, Min: 1, Max: 1,
	Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}

// TestTargetsRememberedWhileCurrent: a list of legal targets is kept for
// every source while nothing it read changes — a change of the turn's
// state alone (tapping) keeps it, a change of characteristics makes it
// anew — and is kept for one source only when a candidate's protection
// read that source. Under VerifyCaches a remembered list that is wrong is
// reported.
func TestTargetsRememberedWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	spec := &anyTarget
	bear := g.AddCard(creature("Bear", "Bear"), 1, Battlefield)
	a := g.AddCard(&CardDef{Name: "Shock A", Types: []string{"Instant"}}, 0, Hand)
	b := g.AddCard(&CardDef{Name: "Shock B", Types: []string{"Instant"}}, 0, Hand)
	want := []Target{{Player: 0}, {Player: 1}, {Obj: bear.Obj.Ref, Player: NoPlayer}}
	if got := g.LegalTargets(spec, 0, a.Obj.Ref); !slices.Equal(got, want) {
		t.Fatalf("targets %v, want %v", got, want)
	}
	if _, ok := g.rememberedTargets(nil, spec, 0, b.Obj.Ref, false); !ok {
		t.Fatal("a list that read no source is not kept for every source")
	}
	bear.Obj.Tapped = true
	g.turnChanged()
	if _, ok := g.rememberedTargets(nil, spec, 0, b.Obj.Ref, false); !ok {
		t.Error("tapping a permanent made the list stale: its filter reads no tapped state")
	}
	g.changed()
	if _, ok := g.rememberedTargets(nil, spec, 0, b.Obj.Ref, false); ok {
		t.Error("the list is current after a change of characteristics")
	}

	// A candidate with protection reads the source: the list is kept for
	// that source alone.
	pro := creature("Knight", "Knight")
	pro.Keywords = []Keyword{{Name: "protection", From: "red"}}
	g.AddCard(pro, 1, Battlefield)
	g.LegalTargets(spec, 0, a.Obj.Ref)
	if _, ok := g.rememberedTargets(nil, spec, 0, b.Obj.Ref, false); ok {
		t.Error("a list that read its source's characteristics is kept for every source")
	}
	if _, ok := g.rememberedTargets(nil, spec, 0, a.Obj.Ref, true); !ok {
		t.Error("a list that read its source is not kept for that source")
	}

	// A wrong list is reported.
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	for i := range g.space.targets.lists.entries {
		if e := &g.space.targets.lists.entries[i]; e.set && e.spec == spec {
			e.list = e.list[:1]
		}
	}
	g.LegalTargets(spec, 0, a.Obj.Ref)
	if len(reports) == 0 {
		t.Error("a wrong remembered list was not reported")
	}
}

// TestTargetsSharedByPlayers: a list of legal targets whose spec reads
// who targets only through hexproof is kept for every player while no
// candidate has hexproof, and for its player alone once one has; a spec
// that asks for an opponent's permanent is kept for its player alone.
// Under VerifyCaches each list read is compared with one made afresh.
func TestTargetsSharedByPlayers(t *testing.T) {
	g := NewGame("Alice", "Bob")
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	spec := &anyTarget
	bear := g.AddCard(creature("Bear", "Bear"), 1, Battlefield)
	a := g.AddCard(&CardDef{Name: "Shock A", Types: []string{"Instant"}}, 0, Hand)
	b := g.AddCard(&CardDef{Name: "Shock B", Types: []string{"Instant"}}, 1, Hand)
	want := []Target{{Player: 0}, {Player: 1}, {Obj: bear.Obj.Ref, Player: NoPlayer}}
	if got := g.LegalTargets(spec, 0, a.Obj.Ref); !slices.Equal(got, want) {
		t.Fatalf("targets %v, want %v", got, want)
	}
	if got, ok := g.rememberedTargets(nil, spec, 1, b.Obj.Ref, false); !ok || !slices.Equal(got, want) {
		t.Errorf("the other player's list kept is %v (%v), want %v", got, ok, want)
	}

	// A creature with hexproof: its controller may target it, the other
	// player may not.
	hex := creature("Hexer", "Elf")
	hex.Keywords = []Keyword{{Name: "hexproof"}}
	elf := g.AddCard(hex, 1, Battlefield)
	g.changed()
	want0 := want
	want1 := append(slices.Clip(want), Target{Obj: elf.Obj.Ref, Player: NoPlayer})
	if got := g.LegalTargets(spec, 0, a.Obj.Ref); !slices.Equal(got, want0) {
		t.Fatalf("Alice's targets %v, want %v", got, want0)
	}
	if _, ok := g.rememberedTargets(nil, spec, 1, b.Obj.Ref, false); ok {
		t.Error("a list that read hexproof is kept for every player")
	}
	if got := g.LegalTargets(spec, 1, b.Obj.Ref); !slices.Equal(got, want1) {
		t.Fatalf("Bob's targets %v, want %v", got, want1)
	}
	if got, ok := g.rememberedTargets(nil, spec, 0, a.Obj.Ref, false); !ok || !slices.Equal(got, want0) {
		t.Errorf("Alice's list kept is %v (%v), want %v", got, ok, want0)
	}

	// A list kept for every player meets a hexproof creature entering: it
	// is made again for each.
	g.Move(MoveRequest{Obj: elf.Obj.Ref, To: Graveyard})
	g.changed()
	g.LegalTargets(spec, 0, a.Obj.Ref)
	elf2 := g.AddCard(hex, 1, Hand)
	if !g.Move(MoveRequest{Obj: elf2.Obj.Ref, To: Battlefield, Controller: ControlledBy(1)}).OK() {
		t.Fatal("the second Hexer did not enter")
	}
	if got := g.LegalTargets(spec, 0, a.Obj.Ref); slices.ContainsFunc(got, func(x Target) bool { return x.Obj == elf2.Obj.Ref }) {
		t.Errorf("Alice may target Bob's hexproof creature: %v", got)
	}
	if got := g.LegalTargets(spec, 1, b.Obj.Ref); !slices.ContainsFunc(got, func(x Target) bool { return x.Obj == elf2.Obj.Ref }) {
		t.Errorf("Bob may not target his own hexproof creature: %v", got)
	}

	// "target creature an opponent controls" is each player's own.
	opp := &TargetSpec{Text: "target creature an opponent controls", Objects: true, Min: 1, Max: 1,
		Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}, Controller: RelOpponent}}
	if sharesTargets(opp) || !sharesTargets(spec) {
		t.Errorf("sharesTargets: %v for an opponent's creature, %v for any target", sharesTargets(opp), sharesTargets(spec))
	}
	g.LegalTargets(opp, 0, a.Obj.Ref)
	if _, ok := g.rememberedTargets(nil, opp, 1, b.Obj.Ref, false); ok {
		t.Error("a list of an opponent's creatures is kept for every player")
	}
	if len(reports) > 0 {
		t.Errorf("VerifyCaches reported %v", reports)
	}
}

// TestTargetsKeptAcrossPermanentsThatDontMatter: a list of legal targets
// made before permanents entered or left the battlefield is still the
// list when none that left was in it and none that entered is a legal
// target (targetsStillHold); a legal target entering is added to it, a
// listed one leaving dropped; more changes than the field log holds make
// it anew.
func TestTargetsKeptAcrossPermanentsThatDontMatter(t *testing.T) {
	g := NewGame("Alice", "Bob")
	spec := &anyTarget
	bear := g.AddCard(creature("Bear", "Bear"), 1, Battlefield)
	red := ManaCost{}
	red.Colored[Red] = 1
	shock := g.AddCard(&CardDef{Name: "Shock", Types: []string{"Instant"}, ManaCost: red}, 0, Hand)
	elf := g.AddCard(creature("Elf", "Elf"), 0, Hand)
	pro := creature("Knight", "Knight")
	pro.Keywords = []Keyword{{Name: "protection", From: "red"}}
	knight := g.AddCard(pro, 1, Hand)
	var lands []*Card
	for i := range fieldLogLen + 3 {
		lands = append(lands, g.AddCard(mountainDef(), PlayerID(i%2), Hand))
	}
	// Set up, the cards move as a game moves them.
	enter := func(c *Card) {
		t.Helper()
		if !g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield, Controller: ControlledBy(c.Owner)}).OK() {
			t.Fatalf("%s did not enter", c.Def.Name)
		}
	}
	leave := func(c *Card) {
		t.Helper()
		if !g.Move(MoveRequest{Obj: c.Obj.Ref, To: Graveyard}).OK() {
			t.Fatalf("%s did not leave", c.Def.Name)
		}
	}
	kept := func() bool {
		_, ok := g.rememberedTargets(nil, spec, 0, shock.Obj.Ref, false)
		return ok
	}
	g.LegalTargets(spec, 0, shock.Obj.Ref)

	enter(lands[0])
	leave(lands[0])
	enter(lands[1])
	if !kept() {
		t.Error("lands entering and leaving made the list of creatures and players stale")
	}
	enter(elf)
	want := []Target{{Player: 0}, {Player: 1}, {Obj: bear.Obj.Ref, Player: NoPlayer}, {Obj: elf.Obj.Ref, Player: NoPlayer}}
	if got, ok := g.rememberedTargets(nil, spec, 0, shock.Obj.Ref, false); !ok || !slices.Equal(got, want) {
		t.Errorf("after a creature entered, the list kept is %v (%v), want %v", got, ok, want)
	}
	if got := g.LegalTargets(spec, 0, shock.Obj.Ref); !slices.Equal(got, want) {
		t.Fatalf("targets %v, want %v", got, want)
	}
	leave(bear)
	want = []Target{{Player: 0}, {Player: 1}, {Obj: elf.Obj.Ref, Player: NoPlayer}}
	if got, ok := g.rememberedTargets(nil, spec, 0, shock.Obj.Ref, false); !ok || !slices.Equal(got, want) {
		t.Errorf("after a creature in it left, the list kept is %v (%v), want %v", got, ok, want)
	}
	g.LegalTargets(spec, 0, shock.Obj.Ref)
	// A creature with protection reads the source: a list kept for every
	// source can't say it.
	enter(knight)
	if kept() {
		t.Error("a list for every source is kept after a creature with protection entered")
	}
	g.LegalTargets(spec, 0, shock.Obj.Ref)
	for _, c := range lands[2:] {
		enter(c)
	}
	if kept() {
		t.Error("the list is kept after more changes than the field log holds")
	}
}

// TestManaSourcesRememberedWhileCurrent: a player's mana sources are kept
// across changes of the turn's state alone, made anew when a permanent has
// been tapped or untapped or characteristics change; the plan made from
// them is kept with them. Under VerifyCaches wrong sources are reported.
func TestManaSourcesRememberedWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	m1 := g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(mountainDef(), 0, Battlefield)
	red := ManaCost{}
	red.Colored[Red] = 1
	if len(g.manaSources(0)) != 2 {
		t.Fatalf("%d sources", len(g.manaSources(0)))
	}
	g.legalProbe = true
	if _, ok := g.planPayment(0, &red, 0); !ok {
		t.Fatal("two Mountains can't pay {R}")
	}
	// Two costs probed in turn keep both plans.
	redRed := red
	redRed.Colored[Red] = 2
	if _, ok := g.planPayment(0, &redRed, 0); !ok {
		t.Fatal("two Mountains can't pay {R}{R}")
	}
	g.legalProbe = false
	sc := &g.space.sources[0]
	if sc.plan(&ManaPool{}, &red, 0) == nil || sc.plan(&ManaPool{}, &redRed, 0) == nil {
		t.Error("the plans for {R} and then {R}{R} are not both kept")
	}
	g.turnChanged()
	if !g.sourcesCurrent(0, sc) || sc.plan(&ManaPool{}, &red, 0) == nil {
		t.Error("a change of the turn's state alone made the sources or their plan stale")
	}
	// Another player's permanent tapped and untapped leaves the player's
	// untapped sources as they were: the answer and its plans are kept.
	bobs := g.AddCard(mountainDef(), 1, Battlefield)
	g.manaSources(0)
	g.legalProbe = true
	g.planPayment(0, &red, 0)
	g.legalProbe = false
	tapNoted(g, bobs.Obj, true)
	if n, m := len(g.manaSources(0)), sc.plan(&ManaPool{}, &red, 0); n != 2 || m == nil {
		t.Errorf("%d sources after Bob's Mountain was tapped; plan kept %v", n, m != nil)
	}
	// Tapping keeps the permanents that could be tapped for mana; the
	// answer, the untapped ones, is taken from them again, and the plans
	// made from the last answer are dropped.
	g.setTapped(m1.Obj, true) // as tapping for mana does
	g.turnChanged()
	if !g.sourcesCurrent(0, sc) {
		t.Error("tapping a Mountain made the permanents that could be tapped for mana stale")
	}
	if n, m := len(g.manaSources(0)), sc.plan(&ManaPool{}, &red, 0); n != 1 || m != nil {
		t.Errorf("%d sources after one of two Mountains was tapped; plan kept %v", n, m != nil)
	}
	tapNoted(g, m1.Obj, false)
	if n := len(g.manaSources(0)); n != 2 {
		t.Errorf("%d sources after the Mountain was untapped, want 2", n)
	}
	tapNoted(g, m1.Obj, true)
	g.changed()
	if g.sourcesCurrent(0, sc) {
		t.Error("the sources are current after a change of characteristics")
	}
	// Found again while the Mountain is tapped, they hold it all the same.
	if n := len(g.manaSources(0)); n != 1 {
		t.Errorf("%d sources with one of two Mountains tapped", n)
	}
	tapNoted(g, m1.Obj, false)
	if n := len(g.manaSources(0)); n != 2 {
		t.Errorf("%d sources once the Mountain tapped when they were found is untapped, want 2", n)
	}

	// Sources that read a creature's summoning sickness stay current
	// through the turn and are found again when the player's next turn
	// begins, when the creature can tap for mana.
	g.Turn, g.Players[0].TurnBegan = 1, 1
	elves := g.AddCard(crElves, 0, Battlefield)
	elves.Obj.ControlSince = 1
	if n := len(g.manaSources(0)); n != 2 {
		t.Fatalf("%d sources with a summoning-sick Elves and two untapped Mountains", n)
	}
	g.turnChanged()
	if !g.sourcesCurrent(0, sc) {
		t.Error("sources that read summoning sickness are stale after a change of the turn's state alone")
	}
	g.Turn, g.Players[0].TurnBegan = 3, 3
	g.turnChanged()
	if n := len(g.manaSources(0)); n != 3 {
		t.Errorf("%d sources once the Elves' controller's turn began after they came under control, want 3", n)
	}

	reportsWrong(t, g, "sources", func() { g.manaSources(0) }, func() {
		m1.Obj.Tapped = !m1.Obj.Tapped // without a change of version: the sources remembered are wrong
	})
}

// TestManaSourcesSeeHaste: a summoning-sick creature that gains haste
// can tap for mana (302.6, 702.10b), and can't once it loses haste: the
// remembered sources, and the listing's kept answer for a spell they pay
// for, follow the change of characteristics.
func TestManaSourcesSeeHaste(t *testing.T) {
	g := firstMainGame()
	elves := g.AddCard(crElves, 0, Battlefield)
	elves.Obj.ControlSince = 1 // entered this turn
	growth := g.AddCard(&CardDef{Name: "Growth", ManaCost: MustManaCost("{G}"), Types: []string{"Instant"}}, 0, Hand)
	if n := len(g.manaSources(0)); n != 0 || listsCast(g, 0, growth) {
		t.Fatalf("%d sources with a summoning-sick Elves alone; instant listed %v", n, listsCast(g, 0, growth))
	}
	haste := &ContinuousEffect{Object: elves.Obj.Ref, Mods: []Modification{AddKeywords{Keywords: []Keyword{{Name: "haste"}}}}, Duration: Forever}
	g.effects = append(g.effects, haste)
	g.changed() // as an effect beginning notes it
	if n := len(g.manaSources(0)); n != 1 || !listsCast(g, 0, growth) {
		t.Errorf("%d sources once the Elves have haste, want 1; instant listed %v", n, listsCast(g, 0, growth))
	}
	g.effects = nil
	g.changed()
	if n := len(g.manaSources(0)); n != 0 || listsCast(g, 0, growth) {
		t.Errorf("%d sources once the Elves lost haste, want 0; instant listed %v", n, listsCast(g, 0, growth))
	}
	if err := g.TapForMana(0, elves.Obj.Ref); err == nil || !strings.Contains(err.Error(), "302.6") {
		t.Errorf("tapping the summoning-sick Elves for mana: %v, want a refusal citing 302.6", err)
	}
}

// TestActivatorsRememberedWhileCurrent: the permanents a player controls
// that have an activated ability are kept across changes of the turn's
// state alone and made anew when characteristics change; under
// VerifyCaches a wrong remembered list is reported.
func TestActivatorsRememberedWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.AddCard(mountainDef(), 0, Battlefield)
	pinger := creature("Pinger", "Wizard")
	pinger.Abilities = []*Ability{{Kind: ActivatedAbility, Text: "{T}: nothing", Cost: Cost{Tap: true}}}
	pi := g.AddCard(pinger, 0, Battlefield)
	if got := g.activators(0); len(got) != 1 || got[0] != pi.Obj {
		t.Fatalf("activators %s, want the Pinger alone", objsText(got))
	}
	ac := &g.activeCache[0]
	g.turnChanged()
	if !g.activatorsCurrent(ac) {
		t.Error("a change of the turn's state alone made the list stale")
	}
	g.changed()
	if g.activatorsCurrent(ac) {
		t.Error("the list is current after a change of characteristics")
	}
	reportsWrong(t, g, "list", func() { g.activators(0) }, func() {
		ac.v = ac.v[:0] // wrong: the Pinger is left out
	})
}

// TestGrantsAbilitiesRememberedWhileCurrent: whether an effect could
// grant abilities is kept while charsVersion holds and found again when
// an effect begins or ends; under VerifyCaches a wrong remembered answer
// is reported.
func TestGrantsAbilitiesRememberedWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	if g.grantsAbilities() {
		t.Fatal("no effect, yet abilities may be granted")
	}
	grant := &ContinuousEffect{Object: bears.Obj.Ref, Mods: []Modification{AddAbilities{Abilities: []*Ability{{Kind: TriggeredAbility, Text: "nothing"}}}}, Duration: Forever}
	g.effects = append(g.effects, grant)
	g.changed() // as an effect beginning notes it
	if !g.grantsAbilities() {
		t.Error("an effect granting an ability began and was not seen")
	}
	g.turnChanged()
	if !g.space.grants.current(g, false) {
		t.Error("a change of the turn's state alone made the answer stale")
	}
	g.effects = nil
	g.changed()
	if g.grantsAbilities() {
		t.Error("the effect ended and was still seen")
	}

	// An effect granting none, so that the answer is looked for and kept.
	g.effects = append(g.effects, &ContinuousEffect{Object: bears.Obj.Ref, Mods: []Modification{AddKeywords{Keywords: []Keyword{{Name: "flying"}}}}, Duration: Forever})
	g.changed()
	if g.grantsAbilities() {
		t.Error("an effect granting a keyword alone was taken for one granting abilities")
	}
	reportsWrong(t, g, "answer", func() { g.grantsAbilities() }, func() {
		g.effects = append(g.effects, grant) // without noting the change: the answer remembered is wrong
	})
}

// TestGrantsAbilitiesCounted: a permanent whose static ability grants
// abilities is counted as it enters and leaves (kindCounts, skGrant),
// and grantsAbilities follows the count; under VerifyCaches a wrong
// count is reported.
func TestGrantsAbilitiesCounted(t *testing.T) {
	if skGrant != 1<<skGrantAt {
		t.Fatalf("skGrant is %#x, its place in kindCounts %d", skGrant, skGrantAt)
	}
	if skPermit != 1<<skPermitAt {
		t.Fatalf("skPermit is %#x, its place in kindCounts %d", skPermit, skPermitAt)
	}
	if skCastLimit != 1<<skCastLimitAt {
		t.Fatalf("skCastLimit is %#x, its place in kindCounts %d", skCastLimit, skCastLimitAt)
	}
	g := NewGame("Alice", "Bob")
	g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	banner := &CardDef{Name: "Banner", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "creatures you control have \"nothing\"",
		Statics: []StaticEffect{{Mods: []Modification{AddAbilities{Abilities: []*Ability{{Kind: TriggeredAbility, Text: "nothing"}}}}}}}}}
	b := g.AddCard(banner, 0, Hand)
	if g.grantsAbilities() {
		t.Fatal("a banner in hand grants abilities")
	}
	m := g.Move(MoveRequest{Obj: b.Obj.Ref, To: Battlefield})
	if !g.grantsAbilities() || g.kindCounts[skGrantAt] != 1 {
		t.Fatalf("a banner on the battlefield: grants %v, counted %d", g.grantsAbilities(), g.kindCounts[skGrantAt])
	}
	g.Move(MoveRequest{Obj: m.New, To: Graveyard})
	if g.grantsAbilities() || g.kindCounts[skGrantAt] != 0 {
		t.Fatalf("the banner left: grants %v, counted %d", g.grantsAbilities(), g.kindCounts[skGrantAt])
	}
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	g.kindCounts[skGrantAt] = 1 // wrong: no permanent grants abilities
	g.changed()
	g.grantsAbilities()
	if len(reports) == 0 || !strings.Contains(strings.Join(reports, "; "), "static ability grants abilities") {
		t.Errorf("a wrong count: reports %q", reports)
	}
}

// TestPermitZonesRememberedWhileCurrent: the zones a player's permanents
// let them cast spells from are kept while characteristics hold and found
// again when a permanent with a cast permission enters; under
// VerifyCaches a wrong remembered answer is reported.
func TestPermitZonesRememberedWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	other := creature("Statue", "Golem")
	other.Abilities = []*Ability{{Kind: StaticAbility, Text: "nothing", Statics: []StaticEffect{{NoMaxHandSize: true}}}}
	g.AddCard(other, 0, Battlefield) // a static ability, so that permissions are looked for
	if z := g.castPermitZones(0); z != 0 {
		t.Fatalf("zones %b without a permission", z)
	}
	seer := creature("Seer", "Wizard")
	seer.Abilities = []*Ability{{Kind: StaticAbility, Text: "you may cast spells from your graveyard", Statics: []StaticEffect{{Permit: &CastPermission{From: Graveyard}}}}}
	g.AddCard(seer, 0, Battlefield)
	if z := g.castPermitZones(0); !z.has(Graveyard) {
		t.Errorf("zones %b after a permanent letting its controller cast from the graveyard entered", z)
	}
	if z := g.castPermitZones(1); z != 0 {
		t.Errorf("the opponent may cast from zones %b", z)
	}
	g.turnChanged()
	if !g.permitZones[0].current(g, false) {
		t.Error("a change of the turn's state alone made the answer stale")
	}

	reportsWrong(t, g, "answer", func() { g.castPermitZones(0) }, func() {
		g.permitZones[0].v = 0 // wrong: the graveyard is left out
	})
}

// TestLifeReadThroughCount: a life total is the turn's state
// (lifeChanged), read by characteristics only through a counted door. A
// creature whose power and toughness are its controller's life total
// shows every change of it, from damage, a payment of life or lifelink.
func TestLifeReadThroughCount(t *testing.T) {
	g := NewGame("Alice", "Bob")
	avatar := creature("Avatar", "Avatar")
	avatar.PTCount = &PTCount{Life: true}
	a := g.AddCard(avatar, 0, Battlefield)
	bolt := g.AddCard(creature("Shock", "Elemental"), 1, Battlefield)
	if c := g.Chars(a.Obj); c.Power != 20 || c.Toughness != 20 {
		t.Fatalf("%d/%d at 20 life", c.Power, c.Toughness)
	}
	g.dealOne(&damage{source: bolt.Obj.Ref, name: "Shock", to: Target{Player: 0}, n: 3})
	if c := g.Chars(a.Obj); c.Power != 17 || c.Toughness != 17 {
		t.Errorf("%d/%d after 3 damage to its controller, want 17/17", c.Power, c.Toughness)
	}
	g.Players[0].Life = subNumber(g.Players[0].Life, 2)
	g.lifeChanged() // as paying life notes it
	if c := g.Chars(a.Obj); c.Power != 15 {
		t.Errorf("power %d after paying 2 life, want 15", c.Power)
	}
}

// TestCreaturesRememberedWhileCurrent: the creatures a player controls
// are kept across changes of the turn's state alone and found again when
// characteristics change (a creature enters); under VerifyCaches a wrong
// remembered list is reported.
func TestCreaturesRememberedWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.AddCard(mountainDef(), 0, Battlefield)
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	g.AddCard(creature("Wolf", "Wolf"), 1, Battlefield)
	if got := g.creatures(0); len(got) != 1 || got[0] != bears.Obj {
		t.Fatalf("creatures %s, want the Bears alone", objsText(got))
	}
	cc := &g.creatureCache[0]
	g.turnChanged()
	if !cc.current(g, false) {
		t.Error("a change of the turn's state alone made the list stale")
	}
	elves := g.AddCard(creature("Elves", "Elf"), 0, Battlefield)
	if got := g.creatures(0); len(got) != 2 || got[1] != elves.Obj {
		t.Errorf("creatures %s after the Elves entered, want the Bears and the Elves", objsText(got))
	}
	reportsWrong(t, g, "list", func() { g.creatures(0) }, func() {
		cc.v = cc.v[:1] // wrong: the Elves are left out
	})
}

// reportsWrong turns VerifyCaches on for g, uses a remembered finding,
// makes it wrong (spoil) and uses it again: the wrong one, named what,
// must be reported.
func reportsWrong(t *testing.T, g *Game, what string, use, spoil func()) {
	t.Helper()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	use()
	spoil()
	use()
	if len(reports) == 0 {
		t.Errorf("a wrong remembered %s was not reported", what)
	}
}

// TestAuraSpellAbilityMadeOnce: an Aura's spell ability ("enchant …",
// which its definition doesn't hold) is made once for its card, so that
// every probe and cast of it reads one target spec and its legal targets
// are remembered for it; the spec is the enchant keyword's.
func TestAuraSpellAbilityMadeOnce(t *testing.T) {
	g := NewGame("Alice", "Bob")
	aura := g.AddCard(crPacifism, 0, Hand)
	bears := g.AddCard(creature("Bears", "Bear"), 1, Battlefield)
	ab := aura.printedFacts().spell
	if ab == nil || ab != aura.printedFacts().spell || len(ab.Targets) != 1 || ab.Targets[0].Filter.Alts[0].Types[0] != "Creature" {
		t.Fatalf("spell ability %+v, want one made once, targeting a creature", ab)
	}
	spec := &ab.Targets[0]
	first := g.LegalTargets(spec, 0, aura.Obj.Ref)
	if len(first) != 1 || first[0].Obj != bears.Obj.Ref {
		t.Fatalf("legal targets %v, want the Bears", first)
	}
	if _, ok := g.rememberedTargets(nil, spec, 0, aura.Obj.Ref, false); !ok {
		t.Error("the Aura's legal targets were not remembered for its spec")
	}
}

// castAnswerOf returns the kept answer for casting card by p with no
// firstMainGame is a two-player game in Alice's first main phase of turn
// 1, with Alice holding priority.
func firstMainGame() *Game {
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
	g.Players[0].TurnBegan = 1
	return g
}

// reportsWrongAnswer checks that VerifyCaches reports player 0's kept
// answer to casting card made wrong (reportsWrong).
func reportsWrongAnswer(t *testing.T, g *Game, card *Card) {
	t.Helper()
	reportsWrong(t, g, "answer", func() { listsCast(g, 0, card) }, func() {
		if c := castAnswerOf(g, 0, card); c != nil {
			c.legal = !c.legal
		}
	})
}

// kicker and X 0, or nil.
func castAnswerOf(g *Game, p PlayerID, card *Card) *probeAnswer {
	if g.space.probeKept == nil {
		return nil
	}
	for i := range g.space.probeKept.entries {
		if a := &g.space.probeKept.entries[i]; a.set && a.gen == g.space.probeKept.gen && a.kind == probeCast && a.player == p && a.obj == card.Obj.Ref && a.n == 0 && a.x == 0 {
			return a
		}
	}
	return nil
}

// listsCast reports whether p's legal actions list casting card. The
// plays kept from the last listing are forgotten first, so that the
// listing reads the probes' kept answers these tests are about.
func listsCast(g *Game, p PlayerID, card *Card) bool {
	g.space.listKept = nil
	for _, a := range g.LegalActions(p) {
		if a.Kind == ActCast && a.Object == card.Obj.Ref {
			return true
		}
	}
	return false
}

// charmDef is a modal spell (700.2) of type typ costing cost: "choose
// one —", each of its two modes with the targets targets, if any. Its
// cast asks a decision, which mode, so castTold leaves the question to
// the probe, whose answer is kept: the casts the tests of kept answers
// ask about. (A cast castTold tells is told again at each ask, and
// nothing is kept for it.)
func charmDef(name, cost, typ string, targets ...TargetSpec) *CardDef {
	ab := &Ability{Kind: SpellAbility, Text: "choose one", Modes: 2, ModeCount: 1}
	for mode := 1; mode <= 2; mode++ {
		for _, t := range targets {
			t.Mode = mode
			ab.Targets = append(ab.Targets, t)
		}
		ab.Effects = append(ab.Effects, ModeEffects{Mode: mode})
	}
	return &CardDef{Name: name, ManaCost: MustManaCost(cost), Types: []string{typ}, Abilities: []*Ability{ab}}
}

// castProbed asks the probe whether p may cast card now, as a listing
// asks it of a card whose cost p's mana can make (castProbe): a kept
// answer is read, found again or kept.
func castProbed(g *Game, p PlayerID, card *Card) bool {
	defer g.endListing(g.beginListing())
	return g.castProbe(p, card.Obj, false, []int{}, 0, 0)
}

// keptThenTapped checks a, the kept answer for an action costing {R} that
// listed reports listed, with mountain the only source of mana: legal and
// read nothing of the turn, it stays current through a change of the
// turn's state alone, and with the Mountain tapped the action is not
// listed.
func keptThenTapped(t *testing.T, g *Game, a *probeAnswer, mountain *Card, listed func() bool) {
	t.Helper()
	if a == nil || !a.legal || !a.turnFree {
		t.Fatalf("kept answer %+v, want a legal one that read nothing of the turn", a)
	}
	g.turnChanged()
	if !a.current(g, true) {
		t.Error("a change of the turn's state alone made the answer stale")
	}
	tapNoted(g, mountain.Obj, true)
	if listed() {
		t.Error("the action is listed with its player's only Mountain tapped")
	}
}

// TestCastAnswersKeptWhileCurrent: a listing's answer to whether a card
// in hand can be cast is kept across changes of the turn's state alone,
// found again when a permanent is tapped or untapped, when mana is added
// to its player's pool or when priority passes, and kept for its version
// only when the cast read more of the turn: a cast limit, an additional
// cost. A sorcery's timing is checked at every listing, before the kept
// answer is looked at, so the answer is kept past its version. Under
// VerifyCaches a wrong kept answer is reported. The spells are modal
// (charmDef), whose casts the probe answers and keeps.
func TestCastAnswersKeptWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Step, g.Active, g.Priority = Main1, 0, 0
	mountain := g.AddCard(mountainDef(), 0, Battlefield)
	spark := g.AddCard(charmDef("Spark", "{R}", "Instant"), 0, Hand)
	if !listsCast(g, 0, spark) {
		t.Fatal("an instant costing {R} is not listed with an untapped Mountain")
	}
	// A cast that read no summoning sickness keeps its answer when its
	// player's turn begins (the kept answer, made wrong here, is used).
	if a := castAnswerOf(g, 0, spark); a == nil || a.sick {
		t.Fatalf("kept answer %+v, want one that read no summoning sickness", a)
	} else {
		g.Players[0].TurnBegan++
		g.turnChanged()
		a.legal = false
		if listsCast(g, 0, spark) {
			t.Error("an answer that read no summoning sickness was found again when its player's turn began")
		}
		a.legal = true
		g.Players[0].TurnBegan--
		g.turnChanged()
	}
	keptThenTapped(t, g, castAnswerOf(g, 0, spark), mountain, func() bool { return listsCast(g, 0, spark) })
	g.Players[0].Pool[Red] = 1
	g.turnChanged()
	if !listsCast(g, 0, spark) {
		t.Error("the instant is not listed with {R} in its player's pool")
	}
	g.Priority = 1
	g.turnChanged()
	if listsCast(g, 0, spark) {
		t.Error("the instant is listed for a player without priority")
	}
	g.Priority = 0
	g.Players[0].Pool = ManaPool{}
	tapNoted(g, mountain.Obj, false)

	// A sorcery's answer is one given its timing, which every listing
	// checks first (601.3, 307.1): kept through the step and the stack
	// changing, and used again whenever the timing allows the cast (the
	// kept answer, made wrong here, is what the listing says).
	blaze := g.AddCard(charmDef("Blaze", "{R}", "Sorcery"), 0, Hand)
	if !listsCast(g, 0, blaze) {
		t.Fatal("a sorcery costing {R} is not listed in its controller's main phase with an untapped Mountain")
	}
	a := castAnswerOf(g, 0, blaze)
	if a == nil || !a.legal || !a.turnFree {
		t.Fatalf("sorcery: kept answer %+v, want a legal one kept past its version", a)
	}
	a.legal = false
	for _, step := range []struct {
		step   Step
		active PlayerID
		stack  bool
	}{{BeginCombat, 0, false}, {Main2, 0, true}, {Main2, 1, false}, {Main2, 0, false}} {
		g.Step, g.Active = step.step, step.active
		if step.stack {
			g.stack = append(g.stack, &StackItem{})
		}
		g.turnChanged()
		if listsCast(g, 0, blaze) {
			t.Errorf("%v, active %d, stack %v: the sorcery is listed", step.step, step.active, step.stack)
		}
		if step.stack {
			g.stack = g.stack[:0]
			g.turnChanged()
		}
	}
	if listsCast(g, 0, blaze) {
		t.Error("the sorcery's answer was found again in the second main phase with nothing else changed")
	}
	a.legal = true
	if !listsCast(g, 0, blaze) {
		t.Error("the sorcery is not listed in its controller's second main phase with an empty stack")
	}
	g.Step = Main1
	g.turnChanged()

	// A cast limit and an additional cost read the turn: those answers
	// are kept for their version alone.
	offering := g.AddCard(&CardDef{Name: "Offering", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}, AdditionalCost: Cost{Discard: 1}}, 0, Hand)
	g.AddCard(&CardDef{Name: "Spare", Types: []string{"Sorcery"}}, 0, Hand)
	if !listsCast(g, 0, offering) {
		t.Fatal("Offering is not listed")
	}
	if a := castAnswerOf(g, 0, offering); a == nil || a.turnFree {
		t.Errorf("Offering: kept answer %+v, want one kept for its version alone", a)
	}
	limit := &CardDef{Name: "Limiter", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility,
		Statics: []StaticEffect{{CastLimit: &CastLimit{Who: RelAny, Filter: Filter{Alts: []Match{{Zone: Stack, Spell: true}}}, Max: 1}}}}}}
	g.AddCard(limit, 1, Battlefield)
	if !listsCast(g, 0, spark) {
		t.Fatal("the instant is not listed under a cast limit no spell has reached")
	}
	if a := castAnswerOf(g, 0, spark); a == nil || a.turnFree {
		t.Errorf("under a cast limit: kept answer %+v, want one kept for its version alone", a)
	}

	// So do mana sources that read the turn (a count: whether its
	// sources were found now or remembered), legal
	// targets that can't be kept past their version (a spell on the
	// stack) and remembered ones that read the turn (a creature whose
	// power is its controller's life, the spell's only target: legal
	// players would be enough targets without reading it; the spell is
	// paid from the pool, so no mana source is read).
	spellSpec := TargetSpec{Text: "target spell", Objects: true, Min: 1, Max: 1, Filter: Filter{Alts: []Match{{Zone: Stack, Spell: true}}}}
	creatureSpec := TargetSpec{Text: "target creature", Objects: true, Min: 1, Max: 1, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}
	avatar := creature("Avatar")
	avatar.PTCount = &PTCount{Life: true}
	cradle := &CardDef{Name: "Cradle", Types: []string{"Artifact"}, Abilities: []*Ability{{Kind: ActivatedAbility, Text: "{T}: Add {G} for each artifact you control.", IsMana: true,
		Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{G}"), Per: &Count{Filter: Filter{Alts: []Match{{Types: []string{"Artifact"}}}}}}}}}}
	for _, c := range []struct {
		name  string
		cost  string
		spec  *TargetSpec
		perm  *CardDef
		pool  bool // {R} in the pool
		prime bool // the spell's legal targets and the mana sources are found first, at the version of the listing
	}{
		{"mana from a count, found", "{R}{R}{R}", nil, cradle, false, false},
		{"mana from a count, remembered", "{R}", nil, cradle, false, true},
		{"a spell's targets", "{R}", &spellSpec, nil, false, false},
		{"targets remembered", "{R}", &creatureSpec, avatar, true, true},
	} {
		g := NewGame("Alice", "Bob")
		g.Step, g.Active, g.Priority = Main1, 0, 0
		g.AddCard(mountainDef(), 0, Battlefield)
		if c.pool {
			g.Players[0].Pool[Red] = 1
		}
		def := charmDef("Spell", c.cost, "Instant")
		if c.spec != nil {
			def = charmDef("Spell", c.cost, "Instant", *c.spec)
		}
		card := g.AddCard(def, 0, Hand)
		if c.perm != nil {
			g.AddCard(c.perm, 0, Battlefield)
		}
		if c.prime {
			if c.spec != nil {
				g.LegalTargets(&card.printedFacts().spell.Targets[0], 0, card.Obj.Ref)
			}
			g.manaSources(0)
		}
		listsCast(g, 0, card)
		if a := castAnswerOf(g, 0, card); a == nil || a.turnFree {
			t.Errorf("%s: kept answer %+v, want one kept for its version alone", c.name, a)
		}
	}

	// A cast paid for with a creature's mana ability reads the
	// creature's summoning sickness (302.6), whether the probe finds the
	// mana sources or they were remembered: its answer is found again when
	// its player's turn begins.
	for _, prime := range []bool{false, true} {
		g := NewGame("Alice", "Bob")
		g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
		g.Players[0].TurnBegan = 1
		g.AddCard(crElves, 0, Battlefield).Obj.ControlSince = 1 // entered this turn
		growth := g.AddCard(&CardDef{Name: "Growth", ManaCost: MustManaCost("{G}"), Types: []string{"Instant"}}, 0, Hand)
		if prime {
			g.manaSources(0)
		}
		if listsCast(g, 0, growth) {
			t.Fatalf("prime %v: an instant costing {G} is listed with a summoning-sick Elves alone", prime)
		}
		g.Turn, g.Players[0].TurnBegan = 3, 3
		g.turnChanged()
		if !listsCast(g, 0, growth) {
			t.Errorf("prime %v: the instant is not listed once the Elves' controller's turn began after they came under control", prime)
		}
	}

	// A card cast from anywhere but its owner's hand reads the
	// permission that allows it, which may read the turn ("during each
	// of your turns"): its answers are not kept.
	{
		g := NewGame("Alice", "Bob")
		g.Step, g.Active, g.Priority = Main1, 0, 0
		g.AddCard(mountainDef(), 0, Battlefield)
		g.AddCard(&CardDef{Name: "Seer", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "during each of your turns, you may cast spells from your graveyard",
			Statics: []StaticEffect{{Permit: &CastPermission{From: Graveyard, YourTurns: true}}}}}}, 0, Battlefield)
		card := g.AddCard(&CardDef{Name: "Spell", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Graveyard)
		if !listsCast(g, 0, card) {
			t.Fatal("an instant in the graveyard is not listed during its owner's turn with the permission")
		}
		g.Active = 1
		g.turnChanged()
		if listsCast(g, 0, card) {
			t.Error("an instant in the graveyard is listed during the opponent's turn, where the permission allows nothing")
		}
	}

	reportsWrong(t, g, "answer", func() { listsCast(g, 0, spark) }, func() {
		if a := castAnswerOf(g, 0, spark); a != nil {
			a.legal = !a.legal
		}
	})
}

// activationAnswerOf returns the kept answer for activating the index-th
// ability of perm by p, or nil.
func activationAnswerOf(g *Game, p PlayerID, perm *Card, index int) *probeAnswer {
	if g.space.probeKept == nil {
		return nil
	}
	for i := range g.space.probeKept.entries {
		if a := &g.space.probeKept.entries[i]; a.set && a.gen == g.space.probeKept.gen && a.kind == probeActivate && a.player == p && a.obj == perm.Obj.Ref && a.n == index {
			return a
		}
	}
	return nil
}

// listsActivation reports whether p's legal actions list activating the
// index-th ability of perm, as listsCast does.
func listsActivation(g *Game, p PlayerID, perm *Card, index int) bool {
	g.space.listKept = nil
	for _, a := range g.LegalActions(p) {
		if a.Kind == ActActivate && a.Object == perm.Obj.Ref && a.Ability == index {
			return true
		}
	}
	return false
}

// TestActivationAnswersKeptWhileCurrent: a listing's answer to whether an
// activated ability of a permanent can be activated is kept across
// changes of the turn's state alone and found again when a permanent is
// tapped or a new turn begins (summoning sickness, 302.6); an ability
// activated only as a sorcery, or with a cost of life, a discard, a
// sacrifice or counters, is kept for its version alone. Under
// VerifyCaches a wrong kept answer is reported.
func TestActivationAnswersKeptWhileCurrent(t *testing.T) {
	g := firstMainGame()
	mountain := g.AddCard(mountainDef(), 0, Battlefield)
	pump := &Ability{Kind: ActivatedAbility, Text: "{R}: this gets +1/+0 until end of turn.", Cost: Cost{Mana: MustManaCost("{R}")}}
	ping := &Ability{Kind: ActivatedAbility, Text: "{T}: this deals 1 damage to any target.", Cost: Cost{Tap: true}}
	def := creature("Prodder")
	def.Abilities = []*Ability{pump, ping}
	prodder := g.AddCard(def, 0, Battlefield)
	prodder.Obj.ControlSince = 1 // entered this turn: summoning sick
	if !listsActivation(g, 0, prodder, 0) {
		t.Fatal("an ability costing {R} is not listed with an untapped Mountain")
	}
	if listsActivation(g, 0, prodder, 1) {
		t.Fatal("a summoning-sick creature's {T} ability is listed")
	}
	keptThenTapped(t, g, activationAnswerOf(g, 0, prodder, 0), mountain, func() bool { return listsActivation(g, 0, prodder, 0) })
	// Alice's next turn: the creature is no longer sick.
	g.Turn = 3
	g.Players[0].TurnBegan = 3
	g.turnChanged()
	if !listsActivation(g, 0, prodder, 1) {
		t.Error("the {T} ability is not listed once its creature has been controlled since the turn began")
	}

	for _, c := range []struct {
		name string
		ab   *Ability
	}{
		{"only as a sorcery", &Ability{Kind: ActivatedAbility, Text: "{R}: draw a card. Activate only as a sorcery.", Cost: Cost{Mana: MustManaCost("{R}")}, SorcerySpeed: true}},
		{"a cost of life", &Ability{Kind: ActivatedAbility, Text: "Pay 1 life: draw a card.", Cost: Cost{PayLife: 1}}},
		{"a discard", &Ability{Kind: ActivatedAbility, Text: "Discard a card: draw a card.", Cost: Cost{Discard: 1}}},
		{"a sacrifice", &Ability{Kind: ActivatedAbility, Text: "Sacrifice a land: draw a card.", Cost: Cost{Sacrifice: &Filter{Alts: []Match{{Types: []string{"Land"}}}}, SacrificeText: "a land"}}},
		{"counters", &Ability{Kind: ActivatedAbility, Text: "Remove a charge counter from this: draw a card.", Cost: Cost{RemoveCounters: &RemoveCountersCost{N: 1, Kind: "charge"}}}},
		{"loyalty", &Ability{Kind: ActivatedAbility, Text: "+1: draw a card.", Cost: Cost{HasLoyalty: true, Loyalty: 1}}},
	} {
		g := NewGame("Alice", "Bob")
		g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
		g.AddCard(mountainDef(), 0, Battlefield)
		g.AddCard(&CardDef{Name: "Spare", Types: []string{"Sorcery"}}, 0, Hand)
		src := g.AddCard(&CardDef{Name: "Engine", Types: []string{"Artifact"}, Abilities: []*Ability{c.ab}}, 0, Battlefield)
		src.Obj.Counters.Set("charge", 1)
		if !listsActivation(g, 0, src, 0) {
			t.Fatalf("%s: the ability is not listed", c.name)
		}
		if a := activationAnswerOf(g, 0, src, 0); a == nil || a.turnFree {
			t.Errorf("%s: kept answer %+v, want one kept for its version alone", c.name, a)
		}
	}

	reportsWrong(t, g, "answer", func() { listsActivation(g, 0, prodder, 1) }, func() {
		if a := activationAnswerOf(g, 0, prodder, 1); a != nil {
			a.legal = !a.legal
		}
	})
}

// TestSelfTapAnswersKeptThroughOtherPermanents: an ability with no mana
// to pay and no targets — a land's "{T}: Add {G}." — reads no
// permanent's tapped state but its source's and no permanent but its
// source, so its kept answer is used again after another permanent is
// tapped or enters; with its source tapped it is refused
// (tappedRefusal), and the answer is used again once it is untapped. A
// {T} ability with targets reads the player's taps (its mana sources)
// and a list of targets: its answer that it can't be activated is kept
// while the player's permanents are only tapped
// (TestCantAnswersKeptWhileOnlyTapped). Under VerifyCaches a wrong kept
// answer is reported.
func TestSelfTapAnswersKeptThroughOtherPermanents(t *testing.T) {
	g := firstMainGame()
	mountain := g.AddCard(mountainDef(), 0, Battlefield)
	grove := g.AddCard(&CardDef{Name: "Grove", Types: []string{"Land"}, Abilities: []*Ability{{Kind: ActivatedAbility, Text: "{T}: Add {G}.", IsMana: true,
		Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{G}")}}}}}, 0, Battlefield)
	pinger := creature("Pinger")
	pinger.Abilities = []*Ability{{Kind: ActivatedAbility, Text: "{T}: this deals 1 damage to any target.", Cost: Cost{Tap: true}, Targets: []TargetSpec{anyTarget}}}
	ping := g.AddCard(pinger, 0, Battlefield)
	forest := g.AddCard(&CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}, 1, Hand)
	if !listsActivation(g, 0, grove, 0) || !listsActivation(g, 0, ping, 0) {
		t.Fatal("an untapped land's mana ability or an untapped creature's {T} ability is not listed")
	}
	a, p := activationAnswerOf(g, 0, grove, 0), activationAnswerOf(g, 0, ping, 0)
	if a == nil || !a.tapsOwn || p == nil || p.tapsOwn {
		t.Fatalf("kept answers %+v and %+v, want the mana ability's alone to read only its source's tapped state", a, p)
	}
	// The kept answers, made wrong here, are what the listing says while
	// they are current.
	a.legal, p.legal = false, false
	p.fewer = g.singleSources(0, ping.Obj) // as an answer found with these sources would be
	tapNoted(g, mountain.Obj, true)
	if listsActivation(g, 0, grove, 0) {
		t.Error("the mana ability's answer was found again after another permanent was tapped")
	}
	if listsActivation(g, 0, ping, 0) {
		t.Error("the targeted {T} ability's answer that it can't be activated was found again after a permanent was tapped")
	}
	g.Move(MoveRequest{Obj: forest.Obj.Ref, To: Battlefield})
	if listsActivation(g, 0, grove, 0) {
		t.Error("the mana ability's answer was found again after a permanent entered")
	}
	a.legal = true // the kept answer, right again, stays while its source is tapped (tappedRefusal)
	tapNoted(g, grove.Obj, true)
	if listsActivation(g, 0, grove, 0) {
		t.Error("a tapped land's mana ability is listed")
	}
	tapNoted(g, grove.Obj, false)
	if !listsActivation(g, 0, grove, 0) {
		t.Error("the land's mana ability is not listed once it is untapped again")
	}
	reportsWrong(t, g, "answer", func() { listsActivation(g, 0, grove, 0) }, func() {
		if a := activationAnswerOf(g, 0, grove, 0); a != nil {
			a.legal = !a.legal
		}
	})
}

// TestTappedRefusalKeepsAnswer: an ability with {T} in its cost of a
// tapped permanent is refused without a probe (tappedRefusal), whatever
// changed since its answer was kept, and the answer kept while its
// source was untapped stays, for when it is untapped again. Under
// VerifyCaches the probe runs and agrees.
func TestTappedRefusalKeepsAnswer(t *testing.T) {
	g := firstMainGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	grove := g.AddCard(&CardDef{Name: "Grove", Types: []string{"Land"}, Abilities: []*Ability{{Kind: ActivatedAbility, Text: "{T}: Add {G}.", IsMana: true,
		Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{G}")}}}}}, 0, Battlefield)
	if !listsActivation(g, 0, grove, 0) {
		t.Fatal("an untapped land's mana ability is not listed")
	}
	a := activationAnswerOf(g, 0, grove, 0)
	if a == nil || !a.legal || a.srcTapped {
		t.Fatalf("kept answer %+v, want a legal one found untapped", a)
	}
	g.setTapped(grove.Obj, true)
	g.changed() // a change of characteristics too
	if listsActivation(g, 0, grove, 0) {
		t.Error("a tapped land's mana ability is listed")
	}
	if b := activationAnswerOf(g, 0, grove, 0); b != a || !b.legal || b.srcTapped {
		t.Errorf("kept answer %+v after the tapped refusal, want the one found untapped", b)
	}
	tapNoted(g, grove.Obj, false)
	if !listsActivation(g, 0, grove, 0) {
		t.Error("the land's mana ability is not listed once it is untapped again")
	}
	tapNoted(g, grove.Obj, true)
	if listsActivation(g, 0, grove, 0) {
		t.Error("a tapped land's mana ability is listed")
	}
	g.VerifyCaches(nil)
	if a = activationAnswerOf(g, 0, grove, 0); a == nil || !a.legal || a.srcTapped {
		t.Fatalf("kept answer %+v, want a legal one found untapped", a)
	}
	a.legal = false // made wrong: the listing says it while it is kept
	tapNoted(g, grove.Obj, false)
	if listsActivation(g, 0, grove, 0) {
		t.Error("the answer kept while untapped was found again")
	}
	if len(reports) > 0 {
		t.Errorf("reported under VerifyCaches: %v", reports)
	}
}

// TestFlashbackAboutWithStatics: with static abilities on the battlefield
// and no effect, a graveyard card can have flashback only if one of the
// game's cards prints it, since static abilities don't reach a
// graveyard: a flashback card is listed, and a listing that skipped a
// graveyard holding one anyway is reported under VerifyCaches.
func TestFlashbackAboutWithStatics(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Step, g.Active, g.Priority = Main1, 0, 0
	g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(&CardDef{Name: "Anthem", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "creatures you control get +1/+1",
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}, Mods: []Modification{ModifyPT{1, 1}}}}}}}, 0, Battlefield)
	if g.statics == 0 {
		t.Fatal("the Anthem's static ability is not counted")
	}
	plain := g.AddCard(&CardDef{Name: "Plain", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Graveyard)
	if g.flashbackAbout() {
		t.Error("flashback is about with no card printing it and no effect, static abilities aside")
	}
	if listsCast(g, 0, plain) {
		t.Error("an instant without flashback is listed from its owner's graveyard")
	}
	fb := &CardDef{Name: "Recall", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}, Keywords: []Keyword{{Name: "flashback", Cost: MustManaCost("{R}")}}}
	recall := g.AddCard(fb, 0, Graveyard)
	if !g.flashbackAbout() || !listsCast(g, 0, recall) {
		t.Error("an instant with flashback in its owner's graveyard is not listed")
	}

	// A definition given flashback behind the game's back is not
	// counted: a listing that skips the graveyard is reported.
	h := NewGame("Alice", "Bob")
	h.AddCard(plain.Def, 0, Graveyard)
	late := &CardDef{Name: "Late", Types: []string{"Instant"}}
	h.AddCard(late, 0, Graveyard)
	late.Keywords = []Keyword{{Name: "flashback", Cost: MustManaCost("{R}")}}
	var reports []string
	h.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	h.flashbackAbout()
	if len(reports) == 0 {
		t.Error("a graveyard card with flashback the shortcut missed was not reported")
	}
}

// TestControlWithNothingSettingIt: with no effect and no static ability
// that may set a controller (controlModified), each permanent's
// controller is its object's own; with a static ability that sets one
// (an Aura's "you control enchanted creature") control may be set, and
// the creature comes under the Aura's controller's control (302.6).
func TestControlWithNothingSettingIt(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn = 2
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	if g.controlModified() {
		t.Fatal("control may be set with no effect and no static ability")
	}
	g.refreshControl()
	if bears.Obj.controlledBy != 0 {
		t.Fatalf("the Bears are noted as controlled by %d, want Alice", bears.Obj.controlledBy)
	}
	mind := &CardDef{Name: "Mind Grip", Types: []string{"Enchantment"}, Subtypes: []string{"Aura"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "you control enchanted creature",
		Statics: []StaticEffect{{Affects: AffectsEnchanted, Mods: []Modification{ControlledByYou{}}}}}}}
	aura := g.AddCard(mind, 1, Battlefield)
	aura.Obj.AttachedTo = bears.Obj.Ref
	g.Touch()
	if !g.controlModified() {
		t.Fatal("control may not be set with an Aura setting it on the battlefield")
	}
	g.refreshControl()
	if bears.Obj.controlledBy != 1 || bears.Obj.ControlSince != 2 {
		t.Errorf("the Bears are noted as controlled by %d since turn %d, want Bob since turn 2", bears.Obj.controlledBy, bears.Obj.ControlSince)
	}
}

// anthemDef is an enchantment whose static ability gives its
// controller's creatures +1/+1.
func anthemDef() *CardDef {
	return &CardDef{Name: "Anthem", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "creatures you control get +1/+1",
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}, Controller: RelYou}, Mods: []Modification{ModifyPT{1, 1}}}}}}}
}

// TestBattlefieldChangesAndCharacteristics: a card without a static
// ability entering or leaving the battlefield, and damage, change which
// permanents there are (fieldVersion), not any other object's
// characteristics: what objects remember stays current while what the
// game keeps about the permanents (their creatures, the state-based
// actions they call for) is found again. A card with a static ability,
// one an effect names, and any card while something may reshape what
// applies (an ability granting abilities) change characteristics
// (charsVersion).
func TestBattlefieldChangesAndCharacteristics(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn = 1
	g.AddCard(anthemDef(), 0, Battlefield)
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	if c := g.Chars(bears.Obj); c.Power != 2 {
		t.Fatalf("Bears %d/%d, want 2/2 with the Anthem", c.Power, c.Toughness)
	}
	if got := g.creatures(0); len(got) != 1 {
		t.Fatalf("creatures %s, want the Bears", objsText(got))
	}
	g.stateBasedActions()
	remembered := bears.Obj.chars

	// A creature without a static ability enters.
	hand := g.AddCard(creature("Elves", "Elf"), 0, Hand)
	chars, field := g.charsVersion, g.fieldVersion // adding the card is a change of its own
	g.Chars(bears.Obj)
	if got := g.creatures(0); len(got) != 1 {
		t.Fatalf("creatures %s, want the Bears", objsText(got))
	}
	elves := g.Move(MoveRequest{Obj: hand.Obj.Ref, To: Battlefield}).New
	if g.fieldVersion == field || g.charsVersion != chars {
		t.Errorf("a creature without a static ability entering: fieldVersion %d → %d, charsVersion %d → %d; want only the first moved", field, g.fieldVersion, chars, g.charsVersion)
	}
	if c := g.Chars(bears.Obj); c.Power != 2 || bears.Obj.chars != remembered || bears.Obj.chars.charsVer != chars {
		t.Errorf("the Bears' characteristics were not kept across a creature without a static ability entering")
	}
	if got := g.creatures(0); len(got) != 2 || got[1] != g.Object(elves) {
		t.Errorf("creatures %s after the Elves entered, want the Bears and the Elves", objsText(got))
	}
	g.stateBasedActions()

	// Damage: lethal damage is seen, and nothing else changes.
	chars = g.charsVersion
	g.deal(&damage{source: bears.Obj.Ref, name: "Bears", to: Target{Obj: elves, Player: NoPlayer}, n: 5})
	if g.charsVersion != chars {
		t.Error("damage changed charsVersion")
	}
	g.stateBasedActions()
	if g.Object(elves) != nil {
		t.Error("the Elves with lethal damage were not put into the graveyard (704.5g)")
	}

	// A card with a static ability entering changes characteristics.
	second := g.AddCard(anthemDef(), 1, Hand)
	chars = g.charsVersion
	g.Move(MoveRequest{Obj: second.Obj.Ref, To: Battlefield})
	if g.charsVersion == chars {
		t.Error("a card with a static ability entering left charsVersion alone")
	}
	// So does one an effect names leaving it.
	g.effects = append(g.effects, &ContinuousEffect{Object: bears.Obj.Ref, Mods: []Modification{ModifyPT{2, 2}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn})
	g.changed()
	chars = g.charsVersion
	g.Move(MoveRequest{Obj: bears.Obj.Ref, To: Graveyard})
	if g.charsVersion == chars {
		t.Error("a permanent an effect names leaving left charsVersion alone")
	}
	// And any card while a permanent has stickers, which may give it
	// abilities: put on by the rules, or set directly, as a host would,
	// and noted by Touch.
	for _, direct := range []bool{false, true} {
		g := crStickerGame(t)
		stickered := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
		if direct {
			stickered.Obj.Stickers = append(stickered.Obj.Stickers, PlacedSticker{Sticker: crSheet.Stickers[4], Timestamp: g.nextTimestamp()})
			g.Touch()
		} else {
			crSticker(t, g, 0, stickered, AnySticker)
		}
		wolves := g.AddCard(creature("Wolves", "Wolf"), 0, Hand)
		chars := g.charsVersion
		g.Move(MoveRequest{Obj: wolves.Obj.Ref, To: Battlefield})
		if g.charsVersion == chars {
			t.Errorf("set directly %v: a creature entering while a permanent has stickers left charsVersion alone", direct)
		}
	}
	// And any card while an ability granting abilities is about.
	granter := &CardDef{Name: "Granter", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "creatures have \"{T}: add {G}\"",
		Statics: []StaticEffect{{Affects: AffectsFilter, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}, Mods: []Modification{AddAbilities{}}}}}}}
	g.AddCard(granter, 1, Battlefield)
	wolves := g.AddCard(creature("Wolves", "Wolf"), 0, Hand)
	chars = g.charsVersion
	g.Move(MoveRequest{Obj: wolves.Obj.Ref, To: Battlefield})
	if g.charsVersion == chars {
		t.Error("a creature entering while an ability grants abilities left charsVersion alone")
	}
}

// TestOwnFindingsKeptAcrossOthersPermanents: what the game keeps about
// the permanents one player controls alone (mana sources, creatures) is
// kept while another player's permanents come and go, and found again
// when one of the player's own enters or leaves.
func TestOwnFindingsKeptAcrossOthersPermanents(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.AddCard(crForest, 0, Battlefield)
	g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	theirs := g.AddCard(creature("Wolves", "Wolf"), 1, Hand)
	mine := g.AddCard(creature("Elves", "Elf"), 0, Hand)
	if got := g.creatures(0); len(got) != 1 {
		t.Fatalf("Alice's creatures %s, want the Bears", objsText(got))
	}
	if got := g.manaSources(0); len(got) != 1 {
		t.Fatalf("Alice's mana sources %d, want the Forest", len(got))
	}
	g.Move(MoveRequest{Obj: theirs.Obj.Ref, To: Battlefield, Controller: ControlledBy(1)})
	if !g.creatureCache[0].current(g, false) || !g.sourcesCurrent(0, &g.space.sources[0]) {
		t.Error("Alice's creatures or mana sources were made stale by Bob's creature entering")
	}
	if got := g.creatures(1); len(got) != 1 {
		t.Errorf("Bob's creatures %s, want the Wolves", objsText(got))
	}
	g.Move(MoveRequest{Obj: mine.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
	if g.creatureCache[0].current(g, false) {
		t.Error("Alice's creatures were kept current across her Elves entering")
	}
	if got := g.creatures(0); len(got) != 2 {
		t.Errorf("Alice's creatures %s, want the Bears and the Elves", objsText(got))
	}
	// One of hers leaving.
	g.Move(MoveRequest{Obj: g.creatures(0)[0].Ref, To: Graveyard})
	if got := g.creatures(0); len(got) != 1 || got[0].Card != mine {
		t.Errorf("Alice's creatures %s after the Bears left, want the Elves", objsText(got))
	}
}

// TestTappingChangesNoCharacteristics: tapped or untapped is a status,
// not a characteristic (110.5): a {T} cost paid and an effect that
// untaps leave charsVersion, and so every characteristic the game keeps,
// as they were, while tapVersion moves for what read which permanents
// are tapped.
func TestTappingChangesNoCharacteristics(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
	g.AddCard(mountainDef(), 0, Battlefield)
	def := creature("Sentry")
	def.Abilities = []*Ability{
		{Kind: ActivatedAbility, Text: "{T}: you gain 1 life.", Cost: Cost{Tap: true}, Effects: []Effect{GainLife{Who: You{}, Amount: Const(1)}}},
		{Kind: ActivatedAbility, Text: "{R}: untap this.", Cost: Cost{Mana: MustManaCost("{R}")}, Effects: []Effect{TapUntap{What: This{}, Untap: true}}},
	}
	sentry := g.AddCard(def, 0, Battlefield)
	chars, taps := g.charsVersion, g.tapVersion
	if err := g.Activate(0, sentry.Obj.Ref, 0, nil); err != nil {
		t.Fatal(err)
	}
	if !sentry.Obj.Tapped || g.tapVersion == taps {
		t.Fatal("the {T} cost did not tap the Sentry")
	}
	if g.charsVersion != chars {
		t.Error("paying a {T} cost changed charsVersion")
	}
	g.Pass(0)
	g.Pass(1)
	if err := g.Activate(0, sentry.Obj.Ref, 1, nil); err != nil {
		t.Fatal(err)
	}
	chars, taps = g.charsVersion, g.tapVersion
	g.Pass(0)
	g.Pass(1)
	if sentry.Obj.Tapped || g.tapVersion == taps {
		t.Fatal("the untap effect did not untap the Sentry")
	}
	if g.charsVersion != chars {
		t.Error("an effect untapping a permanent changed charsVersion")
	}
	if g.Players[0].Life != 21 {
		t.Errorf("life %d, want 21 from the first ability", g.Players[0].Life)
	}
}

// TestPermanentFindingsBroughtUpToDate: a player's mana sources,
// creatures and permanents with activated abilities, stale only because
// permanents entered or left the battlefield, are brought up to date from
// the field log — one that left dropped, one that entered added after the
// others, as the battlefield orders them — and found again when the log
// no longer holds every change or objects may have been given back to be
// made again (pruning). Each kept finding, made wrong here, shows which
// happened: an update keeps the wrong part, finding it again does not.
// Under VerifyCaches a wrong update is reported.
func TestPermanentFindingsBroughtUpToDate(t *testing.T) {
	g := firstMainGame()
	forestDef := &CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}
	m1 := g.AddCard(mountainDef(), 0, Battlefield)
	m2 := g.AddCard(mountainDef(), 0, Battlefield)
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	forest := g.AddCard(forestDef, 0, Hand)
	elves := g.AddCard(crElves, 0, Hand)
	spare := g.AddCard(mountainDef(), 0, Hand)
	sources := func() []ObjRef {
		var refs []ObjRef
		for _, s := range g.manaSources(0) {
			refs = append(refs, s.obj.Ref)
		}
		return refs
	}
	refs := func(objs []*Object) []ObjRef {
		var out []ObjRef
		for _, o := range objs {
			out = append(out, o.Ref)
		}
		return out
	}
	check := func(what string, got []ObjRef, want ...*Card) {
		t.Helper()
		var w []ObjRef
		for _, c := range want {
			w = append(w, c.Obj.Ref)
		}
		if !slices.Equal(got, w) {
			t.Errorf("%s: %v, want %v", what, got, w)
		}
	}
	check("sources", sources(), m1, m2)
	check("creatures", refs(g.creatures(0)), bears)
	if len(g.activators(0)) != 0 {
		t.Fatalf("activators %v, want none", refs(g.activators(0)))
	}
	// Made wrong: the second Mountain left out of the kept sources, the
	// Bears out of the kept creatures.
	spoil := func() {
		sc := &g.space.sources[0]
		sc.all = slices.DeleteFunc(slices.Clone(sc.all), func(s manaSource) bool { return s.obj == m2.Obj })
		cc := &g.creatureCache[0]
		cc.v = slices.DeleteFunc(slices.Clone(cc.v), func(o *Object) bool { return o == bears.Obj })
	}
	spoil()
	g.Move(MoveRequest{Obj: forest.Obj.Ref, To: Battlefield})
	g.Move(MoveRequest{Obj: elves.Obj.Ref, To: Battlefield})
	check("sources after a Forest and summoning-sick Elves entered", sources(), m1, forest)
	check("creatures after the Elves entered", refs(g.creatures(0)), elves)
	check("activators after the Elves entered", refs(g.activators(0)), elves)
	g.Move(MoveRequest{Obj: m1.Obj.Ref, To: Graveyard})
	check("sources after a Mountain left", sources(), forest)
	// The Elves' controller's next turn: they can tap for mana, which the
	// sources, having left them out for their summoning sickness, add
	// where the battlefield orders them (sourcesPastTurn), the rest kept:
	// the Mountain made wrong stays out.
	g.Turn, g.Players[0].TurnBegan = 3, 3
	g.turnChanged()
	check("sources once the Elves can tap for mana", sources(), forest, elves)

	// More changes than the field log holds: found again.
	spoil()
	for range fieldLogLen {
		g.Move(MoveRequest{Obj: spare.Obj.Ref, To: Battlefield})
		g.Move(MoveRequest{Obj: spare.Obj.Ref, To: Hand})
	}
	check("sources after more changes than the log holds", sources(), m2, forest, elves)
	check("creatures after more changes than the log holds", refs(g.creatures(0)), bears, elves)

	// Pruning may give objects back to be made again: found again.
	spoil()
	g.pruneNow()
	g.Move(MoveRequest{Obj: spare.Obj.Ref, To: Battlefield})
	check("sources after pruning", sources(), m2, forest, elves, spare)
	check("creatures after pruning", refs(g.creatures(0)), bears, elves)

	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	spoil()
	g.Move(MoveRequest{Obj: spare.Obj.Ref, To: Hand})
	g.manaSources(0)
	g.creatures(0)
	if len(reports) != 2 {
		t.Errorf("reports %q, want the sources and the creatures brought up to date wrong", reports)
	}
}

// TestBattlefieldClearBroughtUpToDate: that the permanents call for no
// state-based action is kept through permanents entering or leaving,
// each newcomer checked alone (704.5f), and looked at afresh when damage
// is marked (704.5g), when a permanent leaves with an Aura attached to it
// (704.5m), or when a legendary permanent enters (704.5j). A creature
// given lethal damage behind the game's back (not noted) shows which:
// kept, the finding misses it; looked at afresh, it dies.
func TestBattlefieldClearBroughtUpToDate(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	victim := g.AddCard(creature("Victim"), 1, Battlefield)
	lands := make([]*Card, 4)
	for i := range lands {
		lands[i] = g.AddCard(mountainDef(), 0, Hand)
	}
	zero := &CardDef{Name: "Husk", Types: []string{"Creature"}, HasPT: true}
	husk := g.AddCard(zero, 0, Hand)
	legend := &CardDef{Name: "Hero", Supertypes: []string{"Legendary"}, Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}
	hero1 := g.AddCard(legend, 0, Battlefield)
	hero2 := g.AddCard(legend, 0, Hand)
	g.stateBasedActions()
	if !g.space.sbaClear.set {
		t.Fatal("the permanents' finding of no state-based action is not kept")
	}
	inGraveyard := func(c *Card) bool { return c.Obj.Zone == Graveyard }

	// Kept through a land entering: the lethal damage is missed.
	victim.Obj.Damage = 5
	g.Move(MoveRequest{Obj: lands[0].Obj.Ref, To: Battlefield})
	g.stateBasedActions()
	if inGraveyard(victim) {
		t.Error("the finding was made again after a land entered")
	}
	victim.Obj.Damage = 0
	// A newcomer is checked alone: a 0/0 creature dies.
	g.Move(MoveRequest{Obj: husk.Obj.Ref, To: Battlefield})
	g.stateBasedActions()
	if !inGraveyard(husk) {
		t.Error("a 0/0 creature that entered is still on the battlefield (704.5f)")
	}

	// Damage marked: the permanent dealt it is checked alone, the
	// finding kept for the others (the lethal damage written without a
	// Touch is missed), and one dealt lethal damage is destroyed.
	g.stateBasedActions()
	victim.Obj.Damage = 5
	g.Move(MoveRequest{Obj: lands[1].Obj.Ref, To: Battlefield})
	g.dealOne(&damage{source: bears.Obj.Ref, name: "Bears", to: Target{Obj: hero1.Obj.Ref, Player: NoPlayer}, n: 1})
	g.stateBasedActions()
	if inGraveyard(victim) || inGraveyard(hero1) {
		t.Error("the finding was made again after damage was marked")
	}
	victim.Obj.Damage = 0
	g.dealOne(&damage{source: hero1.Obj.Ref, name: "Hero", to: Target{Obj: victim.Obj.Ref, Player: NoPlayer}, n: 5})
	g.stateBasedActions()
	if !inGraveyard(victim) || inGraveyard(hero1) {
		t.Error("a creature dealt lethal damage is still on the battlefield (704.5g)")
	}
	if !g.space.sbaClear.set {
		t.Error("the finding is not kept once the creature dealt lethal damage has left")
	}

	// A legendary permanent entering: the legend rule (704.5j).
	g.Move(MoveRequest{Obj: lands[2].Obj.Ref, To: Battlefield})
	g.stateBasedActions()
	g.Move(MoveRequest{Obj: hero2.Obj.Ref, To: Battlefield})
	g.stateBasedActions()
	if !inGraveyard(hero1) && !inGraveyard(hero2) {
		t.Error("two legendary permanents named Hero are both on the battlefield (704.5j)")
	}

	// A permanent leaving with an Aura attached: the Aura goes (704.5m),
	// though no characteristic changed.
	g = NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
	bears = g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	aura := g.AddCard(crPacifism, 0, Hand)
	g.Move(MoveRequest{Obj: aura.Obj.Ref, To: Battlefield, AttachTo: bears.Obj.Ref})
	g.stateBasedActions()
	if !g.space.sbaClear.set || inGraveyard(aura) {
		t.Fatalf("an Aura attached to a creature: kept %v, in %v", g.space.sbaClear.set, aura.Obj.Zone)
	}
	chars := g.charsVersion
	g.Move(MoveRequest{Obj: bears.Obj.Ref, To: Graveyard})
	g.stateBasedActions()
	if g.charsVersion != chars {
		t.Fatal("the creature leaving changed charsVersion: this checks nothing")
	}
	if !inGraveyard(aura) {
		t.Error("an Aura whose creature left is still on the battlefield (704.5m)")
	}
}

// TestPreventionsCounted: a permanent whose static ability prevents
// damage is counted as it enters and leaves (kindCounts, skPrevent), and
// damage looks for static prevention only while one is counted; under
// VerifyCaches a wrong count is reported.
func TestPreventionsCounted(t *testing.T) {
	if skPrevent != 1<<skPreventAt {
		t.Fatalf("skPrevent is %#x, its place in kindCounts %d", skPrevent, skPreventAt)
	}
	g := NewGame("Alice", "Bob")
	bears := g.AddCard(creature("Bears", "Bear"), 0, Battlefield)
	g.AddCard(&CardDef{Name: "Glorious Anthem", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "creatures you control get +1/+1",
		Statics: []StaticEffect{{Mods: []Modification{ModifyPT{Power: 1, Toughness: 1}}}}}}}, 0, Battlefield)
	ward := &CardDef{Name: "Ward", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility, Text: "prevent all damage that would be dealt to you",
		Statics: []StaticEffect{{Prevent: &DamagePrevention{ToYou: true, Text: "prevent all damage that would be dealt to you"}}}}}}
	hit := func() {
		g.dealOne(&damage{source: bears.Obj.Ref, name: "Bears", to: Target{Player: 1}, n: 2})
	}
	hit()
	if g.Players[1].Life != 18 || g.kindCounts[skPreventAt] != 0 {
		t.Fatalf("no prevention: life %d, counted %d", g.Players[1].Life, g.kindCounts[skPreventAt])
	}
	w := g.AddCard(ward, 1, Hand)
	m := g.Move(MoveRequest{Obj: w.Obj.Ref, To: Battlefield, Controller: ControlledBy(1)})
	hit()
	if g.Players[1].Life != 18 || g.kindCounts[skPreventAt] != 1 {
		t.Fatalf("the ward on the battlefield: life %d, counted %d", g.Players[1].Life, g.kindCounts[skPreventAt])
	}
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	g.kindCounts[skPreventAt] = 0 // wrong: the ward prevents damage
	hit()
	if g.Players[1].Life != 18 || len(reports) == 0 || !strings.Contains(strings.Join(reports, "; "), "prevents damage") {
		t.Errorf("a wrong count: life %d, reports %q", g.Players[1].Life, reports)
	}
	g.VerifyCaches(nil)
	g.kindCounts[skPreventAt] = 1
	g.Move(MoveRequest{Obj: m.New, To: Graveyard})
	hit()
	if g.Players[1].Life != 16 || g.kindCounts[skPreventAt] != 0 {
		t.Errorf("the ward left: life %d, counted %d", g.Players[1].Life, g.kindCounts[skPreventAt])
	}
}

// TestCantAnswersKeptWhileOnlyTapped: a kept answer reads the taps of
// its player's permanents alone (its mana sources, a {T} cost's
// source): another player's permanent tapped leaves it, and an answer
// that the action can't be taken is kept while the player's permanents
// are only tapped — tapping one can't make a cost payable — and found
// again once one is untapped. A legal answer is found again after any
// of the player's taps. A spell with no targets reads no permanent but
// its player's: another player's land entering leaves its answer.
func TestCantAnswersKeptWhileOnlyTapped(t *testing.T) {
	g := firstMainGame()
	mountain := g.AddCard(mountainDef(), 0, Battlefield)
	other := g.AddCard(mountainDef(), 0, Battlefield)
	bobs := g.AddCard(mountainDef(), 1, Battlefield)
	bobsLand := g.AddCard(mountainDef(), 1, Hand)
	pinger := &CardDef{Name: "Pinger", Types: []string{"Artifact"}}
	pinger.Abilities = []*Ability{{Kind: ActivatedAbility, Text: "{R}, {T}: this deals 1 damage to any target.", Cost: Cost{Tap: true, Mana: MustManaCost("{R}")}, Targets: []TargetSpec{anyTarget}}}
	ping := g.AddCard(pinger, 0, Battlefield)
	bear := g.AddCard(charmDef("Bear", "{1}{R}", "Sorcery"), 0, Hand) // modal: its cast is probed and kept
	if !listsActivation(g, 0, ping, 0) || !listsCast(g, 0, bear) {
		t.Fatal("the ability or the spell is not listed with two untapped Mountains")
	}
	p, c := activationAnswerOf(g, 0, ping, 0), castAnswerOf(g, 0, bear)
	if p == nil || c == nil || p.ownOnly || !c.ownOnly {
		t.Fatalf("kept answers %+v and %+v, want the spell's alone to read its player's permanents alone", p, c)
	}
	// Made wrong, the kept answers are what the listing says while they
	// are current.
	p.legal, c.legal = false, false
	if !g.singleSources(0, nil) {
		t.Fatal("Mountains are not sources that each make one mana")
	}
	p.fewer, c.fewer = true, true // as answers found with these sources would be
	c.atPay = true                // refused at its payment, as such an answer of the spell's is
	tapNoted(g, bobs.Obj, true)
	if listsActivation(g, 0, ping, 0) || listsCast(g, 0, bear) {
		t.Error("an answer was found again after another player's permanent was tapped")
	}
	tapNoted(g, mountain.Obj, true)
	if listsActivation(g, 0, ping, 0) || listsCast(g, 0, bear) {
		t.Error("an answer that the action can't be taken was found again after its player's permanent was tapped")
	}
	g.Move(MoveRequest{Obj: bobsLand.Obj.Ref, To: Battlefield, Controller: ControlledBy(1)})
	if listsCast(g, 0, bear) {
		t.Error("the spell's answer was found again after another player's land entered")
	}
	if !listsActivation(g, 0, ping, 0) {
		t.Error("the targeted ability's answer was kept through a permanent entering")
	}
	tapNoted(g, mountain.Obj, false)
	if !listsCast(g, 0, bear) {
		t.Error("an answer that the action can't be taken was kept through its player's permanent untapped")
	}
	// A legal answer is found again after any of its player's taps.
	if c = castAnswerOf(g, 0, bear); c == nil || !c.legal {
		t.Fatal("the spell's answer is not kept")
	}
	tapNoted(g, other.Obj, true)
	if listsCast(g, 0, bear) {
		t.Error("the spell is listed with one Mountain untapped")
	}
	// The listing refuses it unprobed (cantPay): the probe reads the answer.
	reportsWrong(t, g, "answer", func() { castProbed(g, 0, bear) }, func() {
		if c := castAnswerOf(g, 0, bear); c != nil {
			c.legal = !c.legal
		}
	})
}

// TestListingRefusesUnpayable: a listing refuses a cast whose cost its
// player's pool and untapped sources can't make without asking the probe
// (cantPay), which keeps no answer, and lists it once they can. Under
// VerifyCaches such a refusal is probed: made wrong, it is reported.
func TestListingRefusesUnpayable(t *testing.T) {
	g := firstMainGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	g.AddCard(mountainDef(), 0, Battlefield)
	bear := g.AddCard(&CardDef{Name: "Bear", ManaCost: MustManaCost("{1}{R}"), Types: []string{"Creature"}, Power: 2, Toughness: 2}, 0, Hand)
	if listsCast(g, 0, bear) {
		t.Error("a spell costing {1}{R} is listed with one Mountain")
	}
	if a := castAnswerOf(g, 0, bear); a != nil {
		t.Errorf("kept answer %+v, want the cast refused without a probe", a)
	}
	g.AddCard(mountainDef(), 0, Battlefield)
	if !listsCast(g, 0, bear) {
		t.Error("a spell costing {1}{R} is not listed with two Mountains")
	}
	if len(reports) > 0 {
		t.Errorf("reported under VerifyCaches: %v", reports)
	}
	sc := g.sourcesOf(0)
	sc.totals, sc.most, sc.each = totalsMade, 1, ManaPool{} // wrong: the sources make two
	if listsCast(g, 0, bear) || len(reports) == 0 {
		t.Error("a refusal made wrong was not reported")
	}
}

// TestUnpayableAnsweredWhileShortOfMana: a cast whose cost the
// player's pool and untapped mana sources can't make is refused without
// a probe (freshUnpayable), which keeps no answer, through the player's
// lands entering, tapped and untapped, and is probed, its answer kept,
// once they make enough (a modal spell, charmDef, whose cast the probe
// answers). Under VerifyCaches each such refusal is probed again and
// must agree.
func TestUnpayableAnsweredWhileShortOfMana(t *testing.T) {
	g := firstMainGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	first := g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(mountainDef(), 0, Battlefield)
	var lands [3]*Card
	for i := range lands {
		lands[i] = g.AddCard(mountainDef(), 0, Hand)
	}
	giant := g.AddCard(charmDef("Giant Blow", "{4}{R}", "Sorcery"), 0, Hand)
	unpayableUnprobed(t, g, giant, "with two Mountains")
	g.Move(MoveRequest{Obj: lands[0].Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
	unpayableUnprobed(t, g, giant, "after a third Mountain entered")
	tapNoted(g, first.Obj, true)
	g.setTapped(first.Obj, false)
	g.turnChanged()
	g.Move(MoveRequest{Obj: lands[1].Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
	unpayableUnprobed(t, g, giant, "with four Mountains, one tapped and untapped")
	g.Move(MoveRequest{Obj: lands[2].Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
	if !listsCast(g, 0, giant) {
		t.Error("the spell is not listed with five Mountains")
	}
	if c := castAnswerOf(g, 0, giant); c == nil || !c.legal {
		t.Fatalf("kept answer %+v with five Mountains, want a legal one", c)
	}
	tapNoted(g, first.Obj, true)
	if listsCast(g, 0, giant) {
		t.Error("the spell is listed with four Mountains untapped")
	}
	if len(reports) > 0 {
		t.Errorf("reported under VerifyCaches: %v", reports)
	}
}

// TestUnpayableAnsweredShortOfAType: a cast is refused without a probe
// (freshUnpayable) through a change of characteristics and through lands
// entering while the player's sources make less mana of a type than the
// cost's symbols of that type ask for, however much mana they make, and
// probed once they make enough (a modal spell, charmDef, whose cast the
// probe answers).
func TestUnpayableAnsweredShortOfAType(t *testing.T) {
	g := firstMainGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(mountainDef(), 0, Battlefield)
	more := g.AddCard(mountainDef(), 0, Hand)
	forest := g.AddCard(&CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}, 0, Hand)
	growth := g.AddCard(charmDef("Green Growth", "{1}{G}", "Sorcery"), 0, Hand)
	unpayableUnprobed(t, g, growth, "with two Mountains")
	g.changed()
	unpayableUnprobed(t, g, growth, "after a change of characteristics")
	g.Move(MoveRequest{Obj: more.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
	unpayableUnprobed(t, g, growth, "with three Mountains")
	g.Move(MoveRequest{Obj: forest.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
	if !listsCast(g, 0, growth) {
		t.Error("the spell is not listed with a Forest")
	}
	if c := castAnswerOf(g, 0, growth); c == nil || !c.legal {
		t.Fatalf("kept answer %+v with a Forest, want a legal one", c)
	}
	if len(reports) > 0 {
		t.Errorf("reported under VerifyCaches: %v", reports)
	}
}

// TestLegalAnswersRepaidPastOwnPermanents: a cast's kept answer that the
// spell can be cast, found by a run that read no permanent but its
// player's own (no targets), is found again by planning the payment
// alone when the player's permanents entered or left (repaid): they
// change nothing else the run reads. The spell is modal (charmDef), its
// cast answered by the probe. VerifyCaches, on, finds each answer so
// found right.
func TestLegalAnswersRepaidPastOwnPermanents(t *testing.T) {
	g := firstMainGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	mountain := g.AddCard(mountainDef(), 0, Battlefield)
	more := g.AddCard(mountainDef(), 0, Hand)
	bear := g.AddCard(charmDef("Bear Charm", "{R}", "Sorcery"), 0, Hand)
	if !listsCast(g, 0, bear) {
		t.Fatal("the spell is not listed with an untapped Mountain")
	}
	c := castAnswerOf(g, 0, bear)
	if c == nil || !c.legal || !c.repay || !c.ownOnly {
		t.Fatalf("kept answer %+v, want a legal one found again by its payment", c)
	}
	c.fewer = true // a mark a probe would clear and the payment leaves
	g.Move(MoveRequest{Obj: more.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
	if !listsCast(g, 0, bear) {
		t.Error("the spell is not listed after a second Mountain entered")
	}
	if c = castAnswerOf(g, 0, bear); c == nil || !c.legal || !c.fewer || c.ownField != g.Players[0].fieldVer {
		t.Fatalf("kept answer %+v, want it found again by its payment after a Mountain entered", c)
	}
	g.setTapped(more.Obj, true)
	g.Move(MoveRequest{Obj: mountain.Obj.Ref, To: Graveyard})
	if listsCast(g, 0, bear) {
		t.Error("the spell is listed with its player's only Mountain tapped")
	}
	castProbed(g, 0, bear) // the listing refuses it unprobed (cantPay)
	if c = castAnswerOf(g, 0, bear); c == nil || c.legal || !c.atPay {
		t.Fatalf("kept answer %+v, want it refused at its payment", c)
	}
	if len(reports) > 0 {
		t.Errorf("reported under VerifyCaches: %v", reports)
	}
}

// TestAnswersFoundAgainByPayment: a cast's kept answer stale only by its
// player's taps is found again by planning the payment alone (repaid):
// the run goes as it went up to the plan, and past it as it went when the
// plan pays. An answer made wrong shows it was found again that way, and
// under VerifyCaches a wrong one is reported.
func TestAnswersFoundAgainByPayment(t *testing.T) {
	g := firstMainGame()
	mountain := g.AddCard(mountainDef(), 0, Battlefield)
	other := g.AddCard(mountainDef(), 0, Battlefield)
	shock := g.AddCard(charmDef("Shock", "{R}", "Instant", anyTarget), 0, Hand) // modal: its cast is probed and kept
	if !listsCast(g, 0, shock) {
		t.Fatal("the spell is not listed with two untapped Mountains")
	}
	c := castAnswerOf(g, 0, shock)
	if c == nil || !c.repay || c.atPay {
		t.Fatalf("kept answer %+v, want it found again by its payment", c)
	}
	// Made wrong, an answer found again by its payment keeps what the run
	// found past the payment.
	c.legal = false
	tapNoted(g, mountain.Obj, true)
	if listsCast(g, 0, shock) {
		t.Error("the answer was probed again after one of its player's Mountains was tapped")
	}
	if c = castAnswerOf(g, 0, shock); c == nil || c.atPay || c.taps != g.Players[0].tapVer {
		t.Fatalf("kept answer %+v, want it found again at the player's taps", c)
	}
	c.legal = true
	tapNoted(g, other.Obj, true)
	if listsCast(g, 0, shock) {
		t.Error("the spell is listed with no Mountain untapped")
	}
	castProbed(g, 0, shock) // the listing refuses it unprobed (cantPay)
	if c = castAnswerOf(g, 0, shock); c == nil || !c.atPay || !c.ownOnly {
		t.Fatalf("kept answer %+v, want it refused at its payment", c)
	}
	tapNoted(g, mountain.Obj, false)
	if !listsCast(g, 0, shock) {
		t.Error("the spell is not listed with a Mountain untapped again")
	}
	reportsWrong(t, g, "answer", func() { listsCast(g, 0, shock) }, func() {
		tapNoted(g, other.Obj, false)
		if c := castAnswerOf(g, 0, shock); c != nil {
			c.legal = false // wrong: found again by its payment, it says so still
		}
	})
}

// unpayableUnprobed checks that c, a card in player 0's hand, is not
// listed as a cast (when says when) and that it was refused without a
// probe: none kept an answer for it.
func unpayableUnprobed(t *testing.T, g *Game, c *Card, when string) {
	t.Helper()
	if listsCast(g, 0, c) {
		t.Errorf("%s is listed as a cast %s", c.Def.Name, when)
	}
	if a := castAnswerOf(g, 0, c); a != nil {
		t.Errorf("kept answer %+v %s, want the cast refused without a probe", a, when)
	}
}

// tapNoted taps or untaps o as a tap does in play: the flag, and the
// turn's version moved.
func tapNoted(g *Game, o *Object, tapped bool) {
	g.setTapped(o, tapped)
	g.turnChanged()
}

// TestUnpaidAnswersToldPastTheirPayment: a cast's kept answer refused at
// its payment, stale by its player's Mountain untapped or another
// player's permanent leaving, is found again without a probe when the
// cost now pays and the steps after the payment are the targets alone
// (castAfterPayment): legal with a target, refused without one. The
// refusal is the probe's, kept: the player's sources include a Signet,
// a costed mana ability the count of sources can't weigh (cantMake), so
// neither the listing nor castTold tells these casts while the Mountain
// is tapped, and a Signet alone can't pay its own {1}. A mark a probe
// would overwrite and the re-plan leaves shows it was found that way,
// and under VerifyCaches each is probed again and must agree.
func TestUnpaidAnswersToldPastTheirPayment(t *testing.T) {
	g := firstMainGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	mountain := g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(cmRakdosSignet, 0, Battlefield)
	bear := g.AddCard(creature("Bear", "Bear"), 1, Battlefield)
	shock := g.AddCard(&CardDef{Name: "Shock", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"},
		Abilities: []*Ability{{Kind: SpellAbility, Text: "Shock deals 2 damage to any target.", Targets: []TargetSpec{anyTarget}}}}, 0, Hand)
	creatureOnly := TargetSpec{Text: "target creature", Objects: true, Min: 1, Max: 1, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}
	strike := g.AddCard(&CardDef{Name: "Strike", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"},
		Abilities: []*Ability{{Kind: SpellAbility, Text: "Strike deals 3 damage to target creature.", Targets: []TargetSpec{creatureOnly}}}}, 0, Hand)
	if !listsCast(g, 0, shock) || !listsCast(g, 0, strike) {
		t.Fatal("the spells are not listed with an untapped Mountain and a creature")
	}
	tapNoted(g, mountain.Obj, true)
	if listsCast(g, 0, shock) || listsCast(g, 0, strike) {
		t.Error("a spell is listed with its player's only Mountain tapped")
	}
	for _, card := range []*Card{shock, strike} {
		if c := castAnswerOf(g, 0, card); c == nil || c.legal || !c.atPay || !c.repay || !c.ownOnly {
			t.Fatalf("kept answer %+v for %s, want the probe's, refused at its payment", c, card.Def.Name)
		}
		castAnswerOf(g, 0, card).began = -7 // a mark a probe would overwrite and the re-plan leaves
	}
	g.Move(MoveRequest{Obj: bear.Obj.Ref, To: Graveyard})
	tapNoted(g, mountain.Obj, false)
	if !listsCast(g, 0, shock) {
		t.Error("the spell with a player to target is not listed with the Mountain untapped")
	}
	if listsCast(g, 0, strike) {
		t.Error("the spell that targets a creature is listed with none on the battlefield")
	}
	if c := castAnswerOf(g, 0, shock); c == nil || !c.legal || c.atPay || !c.repay || c.ownOnly || c.fewer || c.began != -7 {
		t.Fatalf("kept answer %+v, want it found legal past its payment without a probe", c)
	}
	if c := castAnswerOf(g, 0, strike); c == nil || c.legal || c.atPay || c.repay || c.ownOnly || c.began != -7 {
		t.Fatalf("kept answer %+v, want it found refused past its payment without a probe", c)
	}
	if len(reports) > 0 {
		t.Errorf("reported under VerifyCaches: %v", reports)
	}
	// Under VerifyCaches the answer told past the payment is probed again:
	// a probe made to disagree is reported.
	tapNoted(g, mountain.Obj, true)
	if listsCast(g, 0, shock) {
		t.Error("the spell is listed with its player's Mountain tapped again")
	}
	if c := castAnswerOf(g, 0, shock); c == nil || !c.atPay {
		t.Fatalf("kept answer %+v, want it refused at its payment", c)
	}
	tapNoted(g, mountain.Obj, false)
	var wrong []string
	g.VerifyCaches(func(what, cached, fresh string) { wrong = append(wrong, what) })
	defer g.endListing(g.beginListing())
	if !g.keptProbe(probeCast, 0, shock.Obj, nil, 0, 0, true, func() bool { return false }, &probeEnd{}) {
		t.Error("the answer told past the payment is not that the spell can be cast")
	}
	if len(wrong) == 0 {
		t.Error("a probe disagreeing with the answer told past the payment was not reported")
	}
}

// TestToldCastsNotKept: a cast castTold tells without a probe (no
// decision to ask, the payment planned, the targets counted) keeps no
// answer, legal or refused after its payment: it is told again at each
// ask. The first cast question of a game is told too. Under VerifyCaches
// each told answer is probed again: a probe made to disagree is reported.
func TestToldCastsNotKept(t *testing.T) {
	g := firstMainGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	g.AddCard(mountainDef(), 0, Battlefield)
	spark := g.AddCard(&CardDef{Name: "Spark", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Hand)
	creatureOnly := TargetSpec{Text: "target creature", Objects: true, Min: 1, Max: 1, Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}
	strike := g.AddCard(&CardDef{Name: "Strike", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"},
		Abilities: []*Ability{{Kind: SpellAbility, Text: "Strike deals 3 damage to target creature.", Targets: []TargetSpec{creatureOnly}}}}, 0, Hand)
	for range 2 {
		if !castProbed(g, 0, spark) {
			t.Error("an instant costing {R} can't be cast with an untapped Mountain")
		}
		if castProbed(g, 0, strike) {
			t.Error("an instant targeting a creature can be cast with none on the battlefield")
		}
		for _, card := range []*Card{spark, strike} {
			if a := castAnswerOf(g, 0, card); a != nil {
				t.Errorf("kept answer %+v for %s, want none: castTold tells it", a, card.Def.Name)
			}
		}
	}
	if !listsCast(g, 0, spark) || castAnswerOf(g, 0, spark) != nil {
		t.Error("the listing does not list the instant, or keeps its answer")
	}
	if len(reports) > 0 {
		t.Errorf("reported under VerifyCaches: %v", reports)
	}
	var wrong []string
	g.VerifyCaches(func(what, cached, fresh string) { wrong = append(wrong, what) })
	defer g.endListing(g.beginListing())
	if !g.keptProbe(probeCast, 0, spark.Obj, []int{}, 0, 0, true, func() bool { return false }, &probeEnd{}) {
		t.Error("the told answer is not that the instant can be cast")
	}
	if len(wrong) == 0 {
		t.Error("a probe disagreeing with a told answer was not reported")
	}
}

// TestTargetsReadingTheSourceKeptPerSource: a target spec whose filter
// reads its source — which object it is, what it is compared with, or
// the player it enchants — has its lists kept for that source alone.
func TestTargetsReadingTheSourceKeptPerSource(t *testing.T) {
	creatures := Filter{Alts: []Match{{Types: []string{"Creature"}}}}
	for _, tc := range []struct {
		name string
		f    func(*Filter)
		want bool
	}{
		{"any creature", func(*Filter) {}, false},
		{"another creature", func(f *Filter) { f.Other = true }, true},
		{"a creature the enchanted player controls", func(f *Filter) { f.ControllerEnchanted = true }, true},
		{"a creature but one the enchanted player controls", func(f *Filter) { f.Except = &Filter{ControllerEnchanted: true} }, true},
	} {
		spec := &TargetSpec{Objects: true, Min: 1, Max: 1, Filter: creatures}
		tc.f(&spec.Filter)
		if got := readsSource(spec); got != tc.want {
			t.Errorf("%s: readsSource %v, want %v", tc.name, got, tc.want)
		}
	}
}
