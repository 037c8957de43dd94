package runtime

import (
	"strings"
	"testing"
)

// Tests of stickers (123) and 400.7m, and of static cast permissions
// (601.3a) with 400.7b and 611.3d.

var (
	crSheet = &StickerSheet{Name: "Test Hot Dog Sheet", Stickers: []*Sticker{
		{Kind: NameSticker, Words: "Ancestral"},
		{Kind: NameSticker, Words: "Hot Dog"},
		{Kind: AbilitySticker, Text: "flying", Keywords: crKeywords("flying"), Tickets: 3},
		{Kind: AbilitySticker, Text: "afflict 2", Keywords: []Keyword{{Name: "afflict", N: 2}}, Tickets: 2},
		{Kind: PTSticker, Power: 1, Toughness: 4, Tickets: 2},
		{Kind: ArtSticker, Words: "Balloon"},
	}}
	crHotDog  = StickerRef{Player: 0, Sheet: 0, Index: 1}
	crAncient = StickerRef{Player: 0, Sheet: 0, Index: 0}
)

// crPick answers decisions by label: each answer is taken by the first
// decision that offers an option with that label; other decisions take
// their first options.
func crPick(labels ...string) Decider {
	return DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		for i, o := range d.Options {
			if len(labels) > 0 && o.Label == labels[0] {
				labels = labels[1:]
				return []int{i}, nil
			}
		}
		return FirstOptions.Decide(g, d)
	})
}

// crSticker puts a sticker of kind on the object c is, for player p, as a
// resolving ability would.
func crSticker(t *testing.T, g *Game, p PlayerID, c *Card, kind StickerKind) {
	t.Helper()
	r := &Resolution{Game: g, Controller: p}
	crMust(t, PutSticker{What: constRefs{c.Obj.Ref}, Kind: kind}.Apply(r))
}

func crStickerGame(t *testing.T) *Game {
	g := crGame()
	crMust(t, g.GiveStickerSheets(0, crSheet))
	return g
}

// 123.6b–c: a name sticker adds its words after the number of words chosen
// as it is placed; name stickers apply in timestamp order, each keeping
// its position; with fewer words, the words go at the end.
func TestRulesNameStickerPositions(t *testing.T) {
	g := crStickerGame(t)
	bears := g.AddCard(crCreature("Grizzly Bears", "{1}{G}", 2, 2), 0, Battlefield)
	g.Decider = crPick(`name sticker "Hot Dog"`, "Grizzly Hot Dog Bears")
	crSticker(t, g, 0, bears, NameSticker)
	if n := g.Chars(bears.Obj).Name; n != "Grizzly Hot Dog Bears" {
		t.Fatalf("name %q, want \"Grizzly Hot Dog Bears\"", n)
	}
	g.Decider = crPick(`name sticker "Ancestral"`, "Grizzly Hot Dog Bears Ancestral")
	crSticker(t, g, 0, bears, NameSticker)
	if n := g.Chars(bears.Obj).Name; n != "Grizzly Hot Dog Bears Ancestral" {
		t.Fatalf("name %q, want \"Grizzly Hot Dog Bears Ancestral\"", n)
	}
	if ps := bears.Obj.Stickers; len(ps) != 2 || ps[0].After != 1 || ps[1].After != 4 {
		t.Fatalf("positions %+v, want after 1 and after 4 words", ps)
	}
	// 123.6c: a name with fewer words than a sticker's position gets the
	// words at its end.
	if got := withNameWords("Ox", "Hot Dog", 3); got != "Ox Hot Dog" {
		t.Errorf("withNameWords = %q, want \"Ox Hot Dog\"", got)
	}
	if got := withNameWords("", "Ancestral", 0); got != "Ancestral" {
		t.Errorf("an object with no name gets the word as its name (123.6b), got %q", got)
	}
	// The printed name is unchanged: only the object's characteristics are.
	if bears.Obj.Name() != "Grizzly Bears" {
		t.Errorf("printed name changed to %q", bears.Obj.Name())
	}
}

// 400.7m, 123.5: stickers stay on an object that moves between public zones
// and apply to the new object, in their positions (123.6c); they are lost
// when it moves to a hidden zone, and the sticker can then be used again
// (123.3, 123.4).
func TestRulesStickersAcrossZones(t *testing.T) {
	cases := []struct {
		name string
		path []Zone
		kept bool
	}{
		{"dies (400.7m)", []Zone{Graveyard}, true},
		{"dies and returns (400.7m)", []Zone{Graveyard, Battlefield}, true},
		{"exiled and returned (400.7m)", []Zone{Exile, Battlefield}, true},
		{"bounced to hand (123.5)", []Zone{Hand}, false},
		{"put into library (123.5)", []Zone{Library}, false},
		{"bounced and cast again (123.5)", []Zone{Hand, Stack, Battlefield}, false},
		{"dies, then shuffled away and drawn (123.5)", []Zone{Graveyard, Library, Hand}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crStickerGame(t)
			bears := g.AddCard(crCreature("Grizzly Bears", "{1}{G}", 2, 2), 0, Battlefield)
			g.Decider = crPick(`name sticker "Hot Dog"`, "Hot Dog Grizzly Bears")
			crSticker(t, g, 0, bears, NameSticker)
			for _, z := range tc.path {
				g.Move(MoveRequest{Obj: bears.Obj.Ref, To: z})
			}
			name := g.Chars(bears.Obj).Name
			if tc.kept {
				if name != "Hot Dog Grizzly Bears" || !bears.Obj.Stickered(NameSticker) {
					t.Fatalf("in %s: name %q, stickers %v; want the sticker kept", bears.Obj.Zone, name, bears.Obj.Stickers)
				}
				if avail := g.availableStickers(0, NameSticker); len(avail) != 1 {
					t.Errorf("the sticker on the card is offered again: %v", avail)
				}
				return
			}
			if name != "Grizzly Bears" || bears.Obj.Stickered(AnySticker) {
				t.Fatalf("in %s: name %q, stickers %v; want none", bears.Obj.Zone, name, bears.Obj.Stickers)
			}
			if avail := g.availableStickers(0, NameSticker); len(avail) != 2 {
				t.Errorf("123.3: the lost sticker is not available again: %v", avail)
			}
		})
	}
}

// The log of a stickered object's zone change names it by its new name,
// and last known information keeps the name it had.
func TestRulesStickeredNameInLogAndLKI(t *testing.T) {
	g := crStickerGame(t)
	bears := g.AddCard(crCreature("Grizzly Bears", "{1}{G}", 2, 2), 0, Battlefield)
	g.Decider = crPick(`name sticker "Ancestral"`, "Ancestral Grizzly Bears")
	crSticker(t, g, 0, bears, NameSticker)
	old := bears.Obj.Ref
	g.Move(MoveRequest{Obj: old, To: Hand})
	if !strings.Contains(crLog(g), "Ancestral Grizzly Bears: battlefield") {
		t.Errorf("log does not use the stickered name:\n%s", crLog(g))
	}
	if s, ok := g.LastKnown(old); !ok || s.Chars().Name != "Ancestral Grizzly Bears" {
		t.Errorf("last known name %q, want \"Ancestral Grizzly Bears\"", s.Chars().Name)
	}
}

// 123.3b: a player can't put a sticker on an object they don't own; 123.3:
// nor use a sticker that is on an object they own; 123.3c: the ticket cost
// is paid by the object's owner, and a sticker they can't pay for is not
// offered.
func TestRulesPuttingStickers(t *testing.T) {
	g := crStickerGame(t)
	theirs := g.AddCard(crBears, 1, Battlefield)
	mine := g.AddCard(crBears, 0, Battlefield)
	crSticker(t, g, 0, theirs, AnySticker)
	if theirs.Obj.Stickered(AnySticker) || !strings.Contains(crLog(g), "doesn't own it (123.3b)") {
		t.Fatalf("a sticker went on an object its player doesn't own:\n%s", crLog(g))
	}
	// With no tickets, only the stickers without a ticket cost are offered.
	var offered []string
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		if d.Kind == ChooseSticker {
			offered = nil
			for _, o := range d.Options {
				offered = append(offered, o.Label)
			}
		}
		return FirstOptions.Decide(g, d)
	})
	crSticker(t, g, 0, mine, AnySticker)
	if strings.Join(offered, "; ") != `name sticker "Ancestral"; name sticker "Hot Dog"; art sticker "Balloon"` {
		t.Fatalf("offered %v", offered)
	}
	// "Ancestral" is on Alice's bears now: it can't be chosen again.
	g.Players[0].Tickets = 5
	g.Decider = crPick(`ability sticker "flying"`)
	crSticker(t, g, 0, mine, AbilitySticker)
	if c := g.Chars(mine.Obj); g.Players[0].Tickets != 2 || !c.Has("flying") {
		t.Fatalf("tickets %d, flying %v; want 2 tickets left and flying (123.3c, 123.7)", g.Players[0].Tickets, c.Has("flying"))
	}
	if avail := g.availableStickers(0, AnySticker); len(avail) != 4 {
		t.Errorf("available stickers %v, want Hot Dog, afflict, 1/4 and Balloon (Ancestral and flying are on the bears)", avail)
	}
}

// 123.8, 613.4b–c: a power/toughness sticker sets base power and toughness
// in layer 7b; counters still apply after it. Only a creature is changed.
func TestRulesPTSticker(t *testing.T) {
	g := crStickerGame(t)
	g.Players[0].Tickets = 10
	bears := g.AddCard(crBears, 0, Battlefield)
	bears.Obj.Counters.Set("+1/+1", 1)
	g.Decider = crPick("power/toughness sticker \"1/4\"")
	crSticker(t, g, 0, bears, AnySticker)
	if c := g.Chars(bears.Obj); c.Power != 2 || c.Toughness != 5 {
		t.Fatalf("%d/%d, want 2/5 (1/4 set in 7b, +1/+1 counter in 7c)", c.Power, c.Toughness)
	}
	land := g.AddCard(crForest, 0, Battlefield)
	land.Obj.Stickers = append(land.Obj.Stickers, PlacedSticker{Sticker: crSheet.Stickers[4], Timestamp: g.nextTimestamp()})
	if c := g.Chars(land.Obj); c.HasPT || c.Power != 0 {
		t.Errorf("a land got power and toughness from a sticker: %d/%d", c.Power, c.Toughness)
	}
}

// 123.7, 702.130a: an ability sticker with afflict makes a stickered
// creature's controller's opponent lose life when it becomes blocked.
func TestRulesAfflictSticker(t *testing.T) {
	g := crStickerGame(t)
	crLibraries(g, 5)
	g.Players[0].Tickets = 2
	bears := g.AddCard(crBears, 0, Battlefield)
	wall := g.AddCard(crCreature("Test Wall", "{1}", 0, 4), 1, Battlefield)
	g.Decider = crPick(`ability sticker "afflict 2"`)
	crSticker(t, g, 0, bears, AbilitySticker)
	crToStep(t, g, DeclareAttackers)
	crMust(t, g.DeclareAttackers(0, []ObjRef{bears.Obj.Ref}, 1))
	crToStep(t, g, DeclareBlockers)
	crMust(t, g.DeclareBlockers(1, map[ObjRef]ObjRef{wall.Obj.Ref: bears.Obj.Ref}))
	crResolveAll(t, g)
	if l := g.Players[1].Life; l != 18 {
		t.Fatalf("Bob at %d life, want 18 (afflict 2):\n%s", l, crLog(g))
	}
}

// 123.4: "with a name sticker on it" and "stickered" select objects by the
// stickers on them now.
func TestRulesStickerFilters(t *testing.T) {
	g := crStickerGame(t)
	named := g.AddCard(crBears, 0, Battlefield)
	art := g.AddCard(crBears, 0, Battlefield)
	plain := g.AddCard(crBears, 0, Battlefield)
	g.Decider = crPick(`name sticker "Ancestral"`)
	crSticker(t, g, 0, named, NameSticker)
	g.Decider = crPick(`art sticker "Balloon"`)
	crSticker(t, g, 0, art, ArtSticker)
	nameF := Filter{Alts: crCreatures.Alts, Stickers: StickerFilterFor(NameSticker)}
	anyF := Filter{Alts: crCreatures.Alts, Stickers: StickerFilterFor(AnySticker)}
	for _, tc := range []struct {
		c          *Card
		name, anyS bool
	}{{named, true, true}, {art, false, true}, {plain, false, false}} {
		if got := g.Matches(&nameF, tc.c.Obj.Ref, 0); got != tc.name {
			t.Errorf("%s: with a name sticker = %v", g.Describe(tc.c.Obj.Ref), got)
		}
		if got := g.Matches(&anyF, tc.c.Obj.Ref, 0); got != tc.anyS {
			t.Errorf("%s: stickered = %v", g.Describe(tc.c.Obj.Ref), got)
		}
	}
	if s := nameF.String(); !strings.Contains(s, "with a name sticker on it") {
		t.Errorf("filter renders as %q", s)
	}
}

// 123.2a: each sheet a player plays with is unique.
func TestRulesStickerSheetsUnique(t *testing.T) {
	g := crStickerGame(t)
	crRefused(t, g.GiveStickerSheets(0, crSheet), "123.2a")
	crRefused(t, g.GiveStickerSheets(5, crSheet), "102.1")
	crMust(t, g.GiveStickerSheets(1, crSheet)) // another player may have the same sheet
}

// A Gisa and Geralf–like permission: during each of your turns, you may
// cast a Zombie creature spell from your graveyard.
var (
	crZombies = &CardDef{Name: "Test Zombies", ManaCost: MustManaCost("{2}{B}"), Types: []string{"Creature"}, Subtypes: []string{"Zombie"}, Power: 2, Toughness: 2, HasPT: true}
	crGisa    = &CardDef{Name: "Test Gisa", ManaCost: MustManaCost("{2}{U}{B}"), Types: []string{"Creature"}, Power: 4, Toughness: 4, HasPT: true,
		Abilities: []*Ability{{Kind: StaticAbility, Text: "during each of your turns, you may cast a Zombie creature spell from your graveyard.", Statics: []StaticEffect{{Permit: &CastPermission{
			Filter: Filter{Alts: []Match{{Zone: Stack, Spell: true, Types: []string{"Zombie", "Creature"}}}, Owner: RelYou}, From: Graveyard, YourTurns: true, Once: true}}}}}}
	// crCrypt lets creature spells be cast from the graveyard and grants
	// them haste (611.3d); crWarden gives creature spells flying (611.3a).
	crCrypt = &CardDef{Name: "Test Crypt", ManaCost: MustManaCost("{2}{B}"), Types: []string{"Enchantment"},
		Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Permit: &CastPermission{
			Filter: Filter{Alts: []Match{{Zone: Stack, Spell: true, Types: []string{"Creature"}}}, Owner: RelYou}, From: Graveyard,
			Grant: []Modification{AddKeywords{Keywords: crKeywords("haste")}}}}}}}}
	crWarden = &CardDef{Name: "Test Warden", ManaCost: MustManaCost("{1}{U}"), Types: []string{"Enchantment"},
		Abilities: []*Ability{{Kind: StaticAbility, Statics: []StaticEffect{{Affects: AffectsFilter, Filter: crCreatureSpell,
			Mods: []Modification{AddKeywords{Keywords: crKeywords("flying")}}}}}}}
)

// 601.3a and the Gisa and Geralf rulings: the permission works during its
// controller's turns, once each turn for each object that has it, with the
// normal timing; it allows nothing from another player's graveyard, and a
// refusal changes nothing.
func TestRulesCastPermission(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	gisa := g.AddCard(crGisa, 0, Battlefield)
	z1 := g.AddCard(crZombies, 0, Graveyard)
	z2 := g.AddCard(crZombies, 0, Graveyard)
	bobs := g.AddCard(crZombies, 1, Graveyard)
	bears := g.AddCard(crBears, 0, Graveyard)
	crAdd(g, crSwamp, 0, Battlefield, 6)
	before := g.Dump()
	_, err := g.Cast(CastRequest{Player: 0, Card: bears.Obj.Ref})
	crRefused(t, err, "601.3") // not a Zombie
	_, err = g.Cast(CastRequest{Player: 0, Card: bobs.Obj.Ref})
	crRefused(t, err, "601.3") // not Alice's graveyard
	crUnchanged(t, g, before)
	_, err = g.Cast(CastRequest{Player: 0, Card: z1.Obj.Ref})
	crMust(t, err)
	if z1.Obj.Zone != Stack || z1.Obj.Spell.CastFrom != Graveyard {
		t.Fatalf("zombies in %s", z1.Obj.Zone)
	}
	crResolveAll(t, g)
	before = g.Dump()
	_, err = g.Cast(CastRequest{Player: 0, Card: z2.Obj.Ref})
	crRefused(t, err, "601.3") // once each turn
	crUnchanged(t, g, before)
	if !strings.Contains(err.Error(), "already let Alice cast a spell this turn") {
		t.Errorf("refusal says %q", err)
	}
	// A new Gisa object is a new permission (the Gisa and Geralf ruling).
	g.Move(MoveRequest{Obj: gisa.Obj.Ref, To: Exile})
	g.Move(MoveRequest{Obj: gisa.Obj.Ref, To: Battlefield})
	_, err = g.Cast(CastRequest{Player: 0, Card: z2.Obj.Ref})
	crMust(t, err)
	crResolveAll(t, g)
	// Not during another player's turn.
	z3 := g.AddCard(crZombies, 0, Graveyard)
	g.SetTurn(4, 1, Main1)
	crMust(t, g.Pass(1))
	_, err = g.Cast(CastRequest{Player: 0, Card: z3.Obj.Ref})
	crRefused(t, err, "601.3")
	if !strings.Contains(err.Error(), "only during its controller's turns") {
		t.Errorf("refusal says %q", err)
	}
}

// The Gisa and Geralf ruling: once the spell is cast, losing the
// permission's source doesn't affect it (400.7g's non-example: nothing is
// tracked from the graveyard to the stack).
func TestRulesCastPermissionSourceLeaves(t *testing.T) {
	g := crGame()
	gisa := g.AddCard(crGisa, 0, Battlefield)
	z := g.AddCard(crZombies, 0, Graveyard)
	crAdd(g, crSwamp, 0, Battlefield, 3)
	_, err := g.Cast(CastRequest{Player: 0, Card: z.Obj.Ref})
	crMust(t, err)
	g.Move(MoveRequest{Obj: gisa.Obj.Ref, To: Hand})
	crResolveAll(t, g)
	if z.Obj.Zone != Battlefield {
		t.Fatalf("zombies in %s, want the battlefield", z.Obj.Zone)
	}
}

// 400.7b, 611.3d: what a cast permission grants the spell stays on the
// permanent it becomes, for the rest of the game even after the source
// leaves; 611.3a: a static ability that gives creature spells an ability
// stops applying once the spell is a permanent.
func TestRulesPermissionGrantFollowsSpell(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	crypt := g.AddCard(crCrypt, 0, Battlefield)
	g.AddCard(crWarden, 0, Battlefield)
	z := g.AddCard(crZombies, 0, Graveyard)
	crAdd(g, crSwamp, 0, Battlefield, 3)
	_, err := g.Cast(CastRequest{Player: 0, Card: z.Obj.Ref})
	crMust(t, err)
	if c := g.Chars(z.Obj); !c.Has("haste") || !c.Has("flying") {
		t.Fatalf("the spell has haste %v, flying %v; want both", c.Has("haste"), c.Has("flying"))
	}
	crResolveAll(t, g)
	c := g.Chars(z.Obj)
	if !c.Has("haste") {
		t.Fatalf("the permanent lost the haste its permission granted (400.7b):\n%s", crLog(g))
	}
	if c.Has("flying") {
		t.Fatal("the permanent kept flying from a static ability that gives it to spells (611.3a)")
	}
	g.Move(MoveRequest{Obj: crypt.Obj.Ref, To: Graveyard})
	crToStep(t, g, End)
	crToStep(t, g, Upkeep)
	if c := g.Chars(z.Obj); !c.Has("haste") {
		t.Error("611.3d: with no duration stated, the grant lasts for the rest of the game")
	}
	// Cast from the hand, the permission isn't used: no haste.
	g.SetTurn(g.Turn+1, 0, Main1)
	crypt2 := g.AddCard(crCrypt, 0, Battlefield)
	_ = crypt2
	h := g.AddCard(crZombies, 0, Hand)
	crAdd(g, crSwamp, 0, Battlefield, 3)
	_, err = g.Cast(CastRequest{Player: 0, Card: h.Obj.Ref})
	crMust(t, err)
	crResolveAll(t, g)
	if c := g.Chars(h.Obj); c.Has("haste") {
		t.Error("a creature cast from the hand got the permission's haste")
	}
}

// Dump shows stickers, sheets, tickets and the permissions used, so that a
// refused action is checked against them too.
func TestDumpShowsStickerState(t *testing.T) {
	g := crStickerGame(t)
	bears := g.AddCard(crBears, 0, Battlefield)
	steps := []struct {
		what string
		do   func()
	}{
		{"tickets", func() { g.Players[0].Tickets = 3 }},
		{"a sheet", func() { crMust(t, g.GiveStickerSheets(1, crSheet)) }},
		{"a sticker", func() { crSticker(t, g, 0, bears, NameSticker) }},
		{"a permission used", func() {
			g.usePermit(&permit{src: bears.Obj.Ref, perm: &CastPermission{Once: true}}, bears.Obj.Ref, 0)
		}},
	}
	for _, s := range steps {
		before := g.Dump()
		s.do()
		if g.Dump() == before {
			t.Errorf("Dump does not show %s", s.what)
		}
	}
}
