package runtime

import (
	"reflect"
	"slices"
	"testing"
)

// twGrowth is a sorcery with a cost and no target: whether it may be cast
// depends on timing and mana alone.
var twGrowth = &CardDef{Name: "Test Twin Growth", ManaCost: MustManaCost("{G}"), Types: []string{"Sorcery"}}

// twFlash gives one object flash until end of turn (702.8a), an effect
// that names it.
func twFlash(g *Game, o ObjRef) {
	g.effects = append(g.effects, &ContinuousEffect{Object: o, Mods: []Modification{AddKeywords{Keywords: []Keyword{{Name: "flash"}}}},
		Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn})
	g.changed()
}

// TestTwinCastsListed: copies of one card in hand are each listed with
// the same casts (and lands with the same play), whichever is taken casts that copy (402.3: a hand has
// no order), and under VerifyCaches the copies' casts agree with probes
// of their own.
func TestTwinCastsListed(t *testing.T) {
	g := crGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	copies := crAdd(g, twGrowth, 0, Hand, 3)
	lands := crAdd(g, crForest, 0, Hand, 2)
	crAdd(g, crForest, 0, Battlefield, 1)
	acts := g.LegalActions(0)
	for _, c := range copies {
		if got := lgFind(acts, ActCast, c.Obj.Ref); len(got) != 1 || got[0].Name != twGrowth.Name || got[0].From != Hand {
			t.Fatalf("copy %v: casts %v, want one from hand", c.Obj.Ref, got)
		}
	}
	for _, c := range lands {
		if got := lgFind(acts, ActPlayLand, c.Obj.Ref); len(got) != 1 || got[0].Name != "Forest" {
			t.Fatalf("Forest %v: plays %v, want one (305.1)", c.Obj.Ref, got)
		}
	}
	if len(reports) > 0 {
		t.Fatalf("the copies' casts disagree with their probes: %v", reports)
	}
	third := copies[2].Obj.Ref
	crMust(t, g.Take(0, lgFind(acts, ActCast, third)[0]))
	if s := g.Stack(); len(s) != 1 || g.Object(s[0].Spell).Card != copies[2] {
		t.Fatalf("taking the third copy's cast did not cast it: %v", s)
	}
	if g.Object(copies[0].Obj.Ref) == nil || copies[0].Obj.Zone != Hand || copies[1].Obj.Zone != Hand {
		t.Fatal("the other copies left the hand")
	}
}

// TestTwinNamedByEffect: a copy an effect names (here, one given flash in
// an opponent's turn, 702.8a) is not listed as its twin is, whichever of
// the two is looked at first.
func TestTwinNamedByEffect(t *testing.T) {
	for _, flashed := range []int{0, 1} {
		g := crGame()
		var reports []string
		g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
		copies := crAdd(g, twGrowth, 0, Hand, 2)
		crAdd(g, crForest, 0, Battlefield, 1)
		g.Active, g.Priority = 1, 0 // Bob's main phase; Alice holds priority
		twFlash(g, copies[flashed].Obj.Ref)
		acts := g.LegalActions(0)
		for i, c := range copies {
			want := 0
			if i == flashed {
				want = 1
			}
			if got := lgFind(acts, ActCast, c.Obj.Ref); len(got) != want {
				t.Errorf("flash on copy %d: copy %d has %d casts, want %d (%v)", flashed, i, len(got), want, acts)
			}
		}
		if len(reports) > 0 {
			t.Errorf("flash on copy %d: %v", flashed, reports)
		}
	}
}

// TestTwinWrongReported: under VerifyCaches, casts listed for a card as
// those of a card it can be told from are reported.
func TestTwinWrongReported(t *testing.T) {
	g := crGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	copies := crAdd(g, twGrowth, 0, Hand, 2)
	crAdd(g, crForest, 0, Battlefield, 1)
	g.Active, g.Priority = 1, 0
	twFlash(g, copies[0].Obj.Ref)
	done := g.listing()
	acts := g.appendCastActions(nil, 0, copies[0].Obj)
	listed := appendTwinActions(acts, [2]int{0, len(acts)}, copies[1].Obj)
	g.verifyTwinActions(0, copies[0].Obj, copies[1].Obj, false, listed[len(acts):])
	done()
	if len(acts) != 1 || len(reports) != 1 {
		t.Fatalf("casts %v; reports %v: want the flashed copy's cast, and the wrong twin reported", acts, reports)
	}
}

// twinFields says, for each field of Game that holds state with pointers
// (cDeep or cCow in cloneFields), whether heldRefs looks in it for references to
// objects (twHeld) or why no reference it holds can name a card of a
// hand that a cast would read (twNone). A new such field fails
// TestTwinFieldsClassified until it is classified here.
const (
	twHeld = "held"
	twNone = "none"
)

var twinFields = map[string]string{
	"revealed": twHeld, "effects": twHeld, "setRules": twHeld, "replacements": twHeld, "allowances": twHeld, "castWatches": twHeld,
	"delayed": twHeld, "pending": twHeld, "untilLeaves": twHeld, "links": twHeld, "follow": twHeld, "stack": twHeld,
	// The cards and objects themselves, compared as a listing marks
	// twins (appendByCard), and where they are.
	"cards": twNone, "zones": twNone,
	// Permanents, players and damage: a card in a hand is none of them.
	"skipUntaps": twNone, "Players": twNone, "playerRoom": twNone, "preventions": twNone, "redirected": twNone, "combatRedir": twNone,
	"shields": twNone, "noRegen": twNone, "combat": twNone, "losses": twNone, "afterPrevention": twNone, "lifelinked": twNone, "attackDemands": twNone,
	"extraTurns": twNone, "playerRules": twNone, "playPermits": twNone, "permitsUsed": twNone,
	// Tops of libraries, tokens (never twins), spells already cast, the
	// turn's counts, the random source and the record of inputs.
	"revealedTops": twNone, "strayTokens": twNone, "casts": twNone, "history": twNone, "Rand": twNone, "journal": twNone,
	// A resolution in progress: a listing marks no twins while one runs.
	"targetFrame": twNone,
}

// TestTwinFieldsClassified: every field of Game that holds state with
// pointers is classified in twinFields, and every one classified exists.
func TestTwinFieldsClassified(t *testing.T) {
	deep := map[string]bool{}
	for name, class := range cloneFields["Game"] {
		if class == cDeep || class == cCow {
			deep[name] = true
		}
	}
	for name := range deep {
		if _, ok := twinFields[name]; !ok {
			t.Errorf("Game.%s holds state: say in twinFields whether heldRefs must look in it (twins.go)", name)
		}
	}
	for name := range twinFields {
		if !deep[name] {
			t.Errorf("twinFields names %s, which is not a Game field holding state", name)
		}
	}
	// Each field of Object and Card is compared by twinCandidate or
	// sameHandFacts, or is the object's identity.
	compared := map[string][]string{
		"Object": {"Ref", "Card", "Timestamp", "chars", // identity, and characteristics cached per object
			"Zone", "Controller", "Tapped", "Damage", "Deathtouched", "Counters", "AttachedTo", "attachedPlayer", "ControlSince",
			"EnteredTurn", "controlledBy", "LoyaltyTurn", "activations", "Spell", "Stickers", "Chosen", "CopyOf"},
		"Card": {"ID", "inc", "gen", "Obj", "base", "printed", "offWorks", "offTriggers", "additional", "left", // identity, its objects and what is derived from Def
			"Owner", "Def", "Token", "SpellCopy"},
	}
	for typ, v := range map[string]any{"Object": Object{}, "Card": Card{}} {
		rt := reflect.TypeOf(v)
		for i := range rt.NumField() {
			if name := rt.Field(i).Name; !slices.Contains(compared[typ], name) {
				t.Errorf("%s.%s: say whether twinCandidate or sameHandFacts must compare it (twins.go)", typ, name)
			}
		}
	}
}
