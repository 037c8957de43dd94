package runtime

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// Tests of LegalActions, Take and Result on small boards built in Go.

var (
	lgKicked   = &CardDef{Name: "Test Kicked Growth", ManaCost: MustManaCost("{G}"), Types: []string{"Instant"}, Keywords: []Keyword{{Name: "kicker", Cost: MustManaCost("{1}")}}}
	lgFlash    = &CardDef{Name: "Test Flashback Growth", ManaCost: MustManaCost("{G}"), Types: []string{"Sorcery"}, Keywords: []Keyword{{Name: "flashback", Cost: MustManaCost("{1}{G}")}}}
	lgX        = &CardDef{Name: "Test X Growth", ManaCost: MustManaCost("{X}{G}"), Types: []string{"Sorcery"}}
	lgShatter  = crSpell("Test Shatter", "Instant", "{G}", []TargetSpec{crTarget("target artifact", Filter{Alts: []Match{{Types: []string{"Artifact"}}}}, 1, 1)}, Destroy{What: TargetRef{0}})
	lgArtifact = &CardDef{Name: "Test Trinket", ManaCost: MustManaCost("{1}"), Types: []string{"Artifact"}}
)

// lgFind returns the listed actions of a kind on an object.
func lgFind(acts []Action, kind ActionKind, obj ObjRef) []Action {
	var out []Action
	for _, a := range acts {
		if a.Kind == kind && (obj.IsZero() || a.Object == obj) {
			out = append(out, a)
		}
	}
	return out
}

// 305.1, 305.2, 601.2h, 117.3d: a land from hand is listed once a turn; a
// spell only when its cost can be paid; passing always, with priority.
func TestLegalLandsSpellsAndPassing(t *testing.T) {
	g := crGame()
	forest := crAdd(g, crForest, 0, Hand, 1)[0]
	bears := crAdd(g, crBears, 0, Hand, 1)[0]
	crAdd(g, crForest, 0, Battlefield, 1)
	acts := g.LegalActions(0)
	if len(lgFind(acts, ActPlayLand, forest.Obj.Ref)) != 1 || len(lgFind(acts, ActPass, ObjRef{})) != 1 || len(lgFind(acts, ActTapForMana, ObjRef{})) != 1 {
		t.Fatalf("want the Forest to play, one to tap and a pass: %v", acts)
	}
	if len(lgFind(acts, ActCast, bears.Obj.Ref)) != 0 {
		t.Fatalf("Test Bears listed with one land (601.2h): %v", acts)
	}
	if got := g.LegalActions(1); len(got) != 0 {
		t.Fatalf("Bob has no priority, yet %v", got)
	}
	crMust(t, g.Take(0, lgFind(acts, ActPlayLand, forest.Obj.Ref)[0]))
	acts = g.LegalActions(0)
	if len(lgFind(acts, ActPlayLand, ObjRef{})) != 0 || len(lgFind(acts, ActCast, bears.Obj.Ref)) != 1 {
		t.Fatalf("after a land: want no land (305.2) and the Bears: %v", acts)
	}
	crMust(t, g.Take(0, lgFind(acts, ActCast, bears.Obj.Ref)[0]))
	if len(g.Stack()) != 1 || g.Players[0].LandsPlayed != 1 {
		t.Fatalf("stack %d, lands played %d", len(g.Stack()), g.Players[0].LandsPlayed)
	}
	// A creature spell isn't cast while the stack isn't empty (307.1).
	crAdd(g, crBears, 0, Hand, 1)
	if got := lgFind(g.LegalActions(0), ActCast, ObjRef{}); len(got) != 0 {
		t.Fatalf("a sorcery-speed spell listed with a spell on the stack: %v", got)
	}
}

// 601.2c: a spell with a target is listed only if a legal target exists;
// 702.33: each set of kicker costs is its own action; 702.34a: flashback
// from the graveyard; 107.3: X up to what can be paid.
func TestLegalCastingWays(t *testing.T) {
	g := crGame()
	crAdd(g, crForest, 0, Battlefield, 2)
	shatter := crAdd(g, lgShatter, 0, Hand, 1)[0]
	kicked := crAdd(g, lgKicked, 0, Hand, 1)[0]
	fb := crAdd(g, lgFlash, 0, Graveyard, 1)[0]
	x := crAdd(g, lgX, 0, Hand, 1)[0]
	acts := g.LegalActions(0)
	if got := lgFind(acts, ActCast, shatter.Obj.Ref); len(got) != 0 {
		t.Fatalf("Test Shatter listed with no artifact to target: %v", got)
	}
	ways := lgFind(acts, ActCast, kicked.Obj.Ref)
	if len(ways) != 2 || len(ways[0].Kicked) != 0 || !slices.Equal(ways[1].Kicked, []int{0}) {
		t.Fatalf("want the growth unkicked and kicked with two lands: %v", ways)
	}
	fbs := lgFind(acts, ActCast, fb.Obj.Ref)
	if len(fbs) != 1 || !fbs[0].Flashback || fbs[0].From != Graveyard {
		t.Fatalf("want one cast with flashback from the graveyard: %v", fbs)
	}
	xs := lgFind(acts, ActCast, x.Obj.Ref)
	if len(xs) != 1 || !xs[0].HasX || xs[0].MaxX != 1 {
		t.Fatalf("want X up to 1 with two lands: %v", xs)
	}
	// An artifact to target: Shatter is listed; with one land left the
	// kicked growth is not.
	crAdd(g, lgArtifact, 1, Battlefield, 1)
	crAdd(g, crForest, 0, Battlefield, 1)[0].Obj.Tapped = true
	crMust(t, g.TapForMana(0, g.Battlefield()[0].Ref))
	acts = g.LegalActions(0)
	if len(lgFind(acts, ActCast, shatter.Obj.Ref)) != 1 {
		t.Fatalf("Test Shatter not listed with an artifact to target: %v", acts)
	}
	if ways := lgFind(acts, ActCast, kicked.Obj.Ref); len(ways) != 2 {
		t.Fatalf("{G} floating and a Forest: want both ways still: %v", ways)
	}
	xs = lgFind(acts, ActCast, x.Obj.Ref)
	xs[0].X = xs[0].MaxX
	crMust(t, g.Take(0, xs[0]))
	if s := g.Stack(); len(s) != 1 || g.Object(s[0].Spell).Spell.X != 1 {
		t.Fatalf("want the X spell cast with X = 1")
	}
}

// 508.1a, 302.6, 509.1a, 702.9b: the declarations list the creatures that
// may attack and, for the defending player, which attackers each creature
// may block.
func TestLegalDeclarations(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	ready := crAdd(g, crBears, 0, Battlefield, 1)[0]
	sick := crAdd(g, crBears, 0, Battlefield, 1)[0]
	flyer := crAdd(g, crFlyer, 0, Battlefield, 1)[0]
	wall := crAdd(g, crWall, 1, Battlefield, 1)[0]
	g.SetTurn(2, 0, Main1)
	sick.Obj.ControlSince = 2
	crToStep(t, g, DeclareAttackers)
	decl := lgFind(g.LegalActions(0), ActDeclareAttackers, ObjRef{})
	if len(decl) != 1 {
		t.Fatalf("want a declaration of attackers, got %v", g.LegalActions(0))
	}
	var can []ObjRef
	for _, o := range decl[0].AttackOptions {
		can = append(can, o.Creature)
		if !slices.Equal(o.Defenders, []PlayerID{1}) {
			t.Fatalf("%v may attack %v, want Bob", o.Creature, o.Defenders)
		}
	}
	if !slices.Equal(can, []ObjRef{ready.Obj.Ref, flyer.Obj.Ref}) {
		t.Fatalf("may attack: %v, want the ready Bears and the flyer, not the sick Bears (302.6)", can)
	}
	if got := lgFind(g.LegalActions(1), ActDeclareAttackers, ObjRef{}); len(got) != 0 {
		t.Fatalf("Bob may declare attackers: %v", got)
	}
	d := decl[0]
	d.Attacks = []Attack{{Creature: ready.Obj.Ref, Defender: 1}, {Creature: flyer.Obj.Ref, Defender: 1}}
	crMust(t, g.Take(0, d))
	crResolveAll(t, g)
	crMust(t, g.PassAll())
	blocks := lgFind(g.LegalActions(1), ActDeclareBlockers, ObjRef{})
	if len(blocks) != 1 || len(blocks[0].BlockOptions) != 1 || blocks[0].BlockOptions[0].Blocker != wall.Obj.Ref ||
		!slices.Equal(blocks[0].BlockOptions[0].Attackers, []ObjRef{ready.Obj.Ref}) {
		t.Fatalf("want the wall to block only the Bears, not the flyer (702.9b): %v", blocks)
	}
	b := blocks[0]
	b.Blocks = []Block{{Blocker: wall.Obj.Ref, Attackers: []ObjRef{ready.Obj.Ref, flyer.Obj.Ref}}}
	crRefused(t, g.Take(1, b), "702.9b") // the flyer can't be blocked by it; one blocker on two attackers is block_several_test.go's
	b.Blocks = []Block{{Blocker: wall.Obj.Ref, Attackers: []ObjRef{ready.Obj.Ref}}}
	crMust(t, g.Take(1, b))
	if got := g.combat.blockers[ready.Obj.Ref]; !slices.Equal(got, []ObjRef{wall.Obj.Ref}) {
		t.Fatalf("blockers of the Bears: %v", got)
	}
}

// LegalActions asks nothing of the Decider, costs no work and changes
// nothing.
func TestLegalActionsChangeNothing(t *testing.T) {
	g := crGame()
	crAdd(g, crForest, 0, Battlefield, 2)
	crAdd(g, lgShatter, 0, Hand, 1)
	crAdd(g, lgArtifact, 1, Battlefield, 2)
	crAdd(g, lgKicked, 0, Hand, 1)
	asked := 0
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) { asked++; return FirstOptions(g, d) })
	before, work := g.Dump(), g.Work()
	if len(g.LegalActions(0)) == 0 {
		t.Fatal("nothing listed")
	}
	if asked != 0 || g.Dump() != before || g.Work() != work {
		t.Fatalf("asked %d, work %d→%d, state changed %v", asked, work, g.Work(), g.Dump() != before)
	}
}

// 104.2a, 104.3, 704.5a: a player at 0 life loses and the other wins;
// 104.4a: all players losing at once is a draw; 104.4b: so is a loop.
func TestResult(t *testing.T) {
	g := crGame()
	crLibraries(g, 3)
	if r := g.Result(); r.Over || r.Winner != NoPlayer || len(r.Losses) != 0 {
		t.Fatalf("a game going on: %+v", r)
	}
	g.Players[1].Life = 0
	crMust(t, g.beforePriority())
	r := g.Result()
	if !r.Over || r.Draw || r.Winner != 0 || r.Rule != "104.2a" || len(r.Losses) != 1 || r.Losses[0].Player != 1 || r.Losses[0].Rule != "704.5a" {
		t.Fatalf("Bob at 0 life: %+v", r)
	}
	if !strings.Contains(r.Reason, "Alice wins") {
		t.Fatalf("reason %q", r.Reason)
	}

	g = crGame()
	crLibraries(g, 3)
	g.Players[0].Life, g.Players[1].Life = 0, -2
	crMust(t, g.beforePriority())
	if r := g.Result(); !r.Over || !r.Draw || r.Winner != NoPlayer || r.Rule != "104.4a" || len(r.Losses) != 2 {
		t.Fatalf("both at 0 life: %+v", r)
	}

	g = crGame()
	g.EndInDraw("104.4b: a loop of mandatory actions")
	if r := g.Result(); !r.Over || !r.Draw || r.Rule != "104.4b" || len(r.Losses) != 0 {
		t.Fatalf("a loop: %+v", r)
	}
}

// 700.2, 601.2c: a modal spell is listed when some mode has legal
// targets, though its first mode has none; taking it with that mode
// chosen is refused and changes nothing.
func TestLegalModalSpellNeedsSomeMode(t *testing.T) {
	charm := &CardDef{Name: "Test Charm", ManaCost: MustManaCost("{G}"), Types: []string{"Instant"},
		Abilities: []*Ability{{Kind: SpellAbility, Text: "choose one", Modes: 2, ModeCount: 1,
			Targets: []TargetSpec{
				{Text: "target artifact", Objects: true, Filter: Filter{Alts: []Match{{Types: []string{"Artifact"}}}}, Min: 1, Max: 1, Mode: 1},
				{Text: "target creature", Objects: true, Filter: crCreatures, Min: 1, Max: 1, Mode: 2},
			},
			Effects: []Effect{ModeEffects{Mode: 1, Effects: []Effect{Destroy{What: TargetRef{0}}}}, ModeEffects{Mode: 2, Effects: []Effect{Destroy{What: TargetRef{1}}}}}}}}
	g := crGame()
	crAdd(g, crForest, 0, Battlefield, 1)
	c := crAdd(g, charm, 0, Hand, 1)[0]
	acts := lgFind(g.LegalActions(0), ActCast, c.Obj.Ref)
	if len(acts) != 0 {
		t.Fatalf("listed with nothing to target: %v", acts)
	}
	bears := crAdd(g, crBears, 1, Battlefield, 1)[0]
	acts = lgFind(g.LegalActions(0), ActCast, c.Obj.Ref)
	if len(acts) != 1 {
		t.Fatalf("want the charm listed, its second mode targeting the Bears: %v", g.LegalActions(0))
	}
	before := g.Dump()
	crRefused(t, g.Take(0, acts[0]), "601.2c") // FirstOptions chooses the first mode
	if g.Dump() != before {
		t.Fatal("a refused Take changed the game")
	}
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		if d.Kind == ChooseMode {
			return []int{1}, nil
		}
		return FirstOptions(g, d)
	})
	crMust(t, g.Take(0, acts[0]))
	crMust(t, g.PassAll())
	if bears.Obj.Zone != Graveyard {
		t.Fatalf("Bears in %s, want the graveyard", bears.Obj.Zone)
	}
}

// Declaration gives the declaration LegalActions lists, options and all,
// when one is due, and nothing otherwise.
func TestDeclarationIsTheListedOne(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	bears := g.AddCard(crBears, 0, Battlefield)
	g.AddCard(crWall, 1, Battlefield)
	listed := func(p PlayerID) []Action {
		var out []Action
		for _, a := range g.LegalActions(p) {
			if a.Kind == ActDeclareAttackers || a.Kind == ActDeclareBlockers {
				out = append(out, a)
			}
		}
		return out
	}
	check := func(when string, p PlayerID, want int) {
		t.Helper()
		before := g.Dump()
		a, ok := g.Declaration(p)
		l := listed(p)
		switch {
		case len(l) != want:
			t.Fatalf("%s: %d declarations listed for player %d, want %d", when, len(l), p, want)
		case ok != (want == 1):
			t.Fatalf("%s: Declaration says %v", when, ok)
		case ok && !reflect.DeepEqual(a, l[0]):
			t.Fatalf("%s: Declaration %+v, listed %+v", when, a, l[0])
		}
		crUnchanged(t, g, before)
	}
	check("main phase", 0, 0)
	crToStep(t, g, DeclareAttackers)
	check("declare attackers, the active player", 0, 1)
	check("declare attackers, the other player", 1, 0)
	crMust(t, g.DeclareAttackers(0, []ObjRef{bears.Obj.Ref}, 1))
	crResolveAll(t, g)
	crMust(t, g.PassAll())
	check("declare blockers, the defending player", 1, 1)
	check("declare blockers, the attacker", 0, 0)
}

// 702.111b, 506.5: a block that is legal only with other blocks is
// listed. A creature may block an attacker with menace when another
// creature can block it too, and a creature that can't block alone may
// block when another creature blocks something; with no such creature
// neither is listed.
func TestLegalBlocksNeedingOthers(t *testing.T) {
	loner := crWithAbilities(crBears, "Test Loner",
		&Ability{Kind: StaticAbility, Statics: []StaticEffect{{Combat: &CombatRule{NotAloneBlock: true}}}})
	for _, tc := range []struct {
		name      string
		attackers []*CardDef
		blockers  []*CardDef
		want      [][]int // for each blocker, the indices of the attackers it may block
	}{
		{"menace, one blocker (702.111b)", []*CardDef{crMenacer}, []*CardDef{crBears}, nil},
		{"menace, two blockers (702.111b)", []*CardDef{crMenacer}, []*CardDef{crBears, crBears}, [][]int{{0}, {0}}},
		{"menace, a flyer and a ground blocker (702.9b)", []*CardDef{crMenacer, crFlyer}, []*CardDef{crBears, crReacher}, [][]int{{0}, {0, 1}}},
		{"can't block alone, alone (506.5)", []*CardDef{crBears}, []*CardDef{loner}, nil},
		{"can't block alone, with another blocker (506.5)", []*CardDef{crBears, crOgre}, []*CardDef{loner, crWall}, [][]int{{0, 1}, {0, 1}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 5)
			var atk []*Card
			for _, d := range tc.attackers {
				atk = append(atk, crAdd(g, d, 0, Battlefield, 1)...)
			}
			var blk []*Card
			for _, d := range tc.blockers {
				blk = append(blk, crAdd(g, d, 1, Battlefield, 1)...)
			}
			crAttack(t, g, atk...)
			var got [][]int
			for _, a := range lgFind(g.LegalActions(1), ActDeclareBlockers, ObjRef{}) {
				for i, b := range blk {
					for _, o := range a.BlockOptions {
						if o.Blocker != b.Obj.Ref {
							continue
						}
						for len(got) <= i {
							got = append(got, nil)
						}
						for _, r := range o.Attackers {
							got[i] = append(got[i], slices.IndexFunc(atk, func(c *Card) bool { return c.Obj.Ref == r }))
						}
					}
				}
			}
			if fmt.Sprint(got) != fmt.Sprint(tc.want) {
				t.Fatalf("block options %v, want %v", got, tc.want)
			}
		})
	}
}
