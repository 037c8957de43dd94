package runtime

import (
	"reflect"
	"slices"
	"testing"
	"unsafe"
)

// How Reset treats each field of Game. TestResetCoversEveryField fails
// when a field is added or removed without deciding its treatment here
// and in reset.go.
const (
	rNew  = "new"  // made as NewGame makes it (Reset zeroes the game first)
	rKeep = "keep" // storage kept for the next game, emptied
	rHost = "host" // the host's setting: kept as it is
	rAny  = "any"  // answers that hold for any game: kept as they are
)

var resetFields = map[string]string{
	"skipUntaps": rNew, "Players": rKeep, "Turn": rNew, "Active": rNew, "Step": rNew,
	"Priority": rNew, "Decider": rHost, "Rand": rKeep, "ownRand": rNew, "workCap": rHost,
	"OnLog": rHost, "OnEvent": rHost,
	"events":   rNew, // the old game's events stay the host's, as Log
	"eventSeq": rNew, "revealed": rKeep, "CardNames": rHost, "cards": rKeep,
	"revealedTops": rNew, "revealTops": rNew, "sourceStatics": rNew, "batchStart": rNew, "probing": rNew,
	"legalProbe": rNew, "tapCost": rNew, "unusual": rHost, "gen": rKeep, "version": rNew, "charsVersion": rNew, "layerVersion": rNew, "tapVersion": rNew, "fieldVersion": rNew, "fieldLog": rNew, "stickersPlaced": rNew, "openingActs": rNew,
	"turnReads": rNew, "probeReads": rNew, "prunes": rNew, "sickReads": rNew, "ptRead": rNew, "verifyChars": rHost, "charsOff": rHost, "fresh": rNew,

	"controlTouched": rNew, "controlApart": rNew, "offField": rNew, "offTriggers": rNew, "zoneMoves": rNew,
	"space": rKeep, "tablesShared": rNew, "printedRead": rNew, "deciderKept": rKeep, "lkiKept": rNew, "activeCache": rKeep, "creatureCache": rKeep, "permitZones": rKeep, // emptied in place (workspaceFields)
	"store":        rNew,  // a clone's storage (CloneInto): its cards are reused through cards
	"playerRoom":   rKeep, // a clone's array of Players, reused by Reset through Players
	"lines":        rNew,  // a new array: the old game's lines stay as they are
	"verifyCaches": rHost, "qualities": rAny, "zones": rKeep, "stack": rKeep,
	"effects": rNew, "replacements": rNew, "selfReplacements": rNew, "preventions": rNew, "redirected": rNew,
	"combatRedir": rNew, "shields": rNew, "noRegen": rNew, "delayed": rNew, "pending": rNew,
	"untilLeaves": rNew, "sourceBound": rNew, "links": rKeep, "lkiLen": rNew,
	"follow": rKeep, "following": rNew, "passes": rNew, "cleanupPriority": rNew, "deathtouchMarks": rNew, "timestamp": rNew, "nextItem": rNew,
	"combat": rNew, "resolving": rNew, "deciding": rNew, "over": rNew, "beforeRare": rNew, "statics": rNew, "idleStatics": rNew, "kindCounts": rNew, "walkers": rNew,
	"triggerPerms": rNew, "activePerms": rNew, "controlStatics": rNew, "controlDirty": rNew,
	"batches": rNew, "work": rNew, "pruneAt": rNew, "strayTokens": rNew,
	"endReason": rNew, "losses": rNew, "allowances": rNew, "permitsUsed": rNew,
	"history": rNew, "castWatches": rNew, "afterPrevention": rNew, "lifelinked": rNew, "damageErr": rNew, "casts": rKeep,
	"playerRules": rNew, "setRules": rNew, "extraTurns": rNew, "inExtraTurn": rNew,
	"resumeAfter": rNew, "playPermits": rNew, "targetFrame": rNew,
	"attackDemands": rNew,
	"journal":       rHost, // Record: on stays on, with an empty journal
	"LogOff":        rHost,
}

// How Reset treats each field of a game's workspace (workspace.go), as
// resetFields for Game's.
var workspaceFields = map[string]string{
	"lossRoom":        rKeep,
	"sources":         rKeep,
	"searcher":        rKeep,
	"layerSources":    rKeep,
	"scratch":         rKeep,
	"listBuf":         rKeep,
	"planWork":        rKeep,
	"moveWork":        rKeep,
	"payWork":         rKeep,
	"loan":            rKeep,
	"castTaps":        rKeep,
	"chooseWork":      rKeep,
	"keptTargets":     rKeep,
	"prompts":         rKeep,
	"combatHits":      rKeep,
	"combatToPlayers": rKeep,
	"combatAssigned":  rKeep,
	"mulliganWork":    rKeep,
	"sbaClear":        rNew,
	"mustKept":        rNew,
	"trigSources":     rNew,
	"targets":         rKeep,
	"probeKept":       rKeep,
	"listKept":        rKeep,
	"grants":          rNew,
	"castLimits":      rNew,
	"slabs":           rKeep,
	"spareCombat":     rKeep,
	"handsSeen":       rNew,
	"wins":            rAny,
}

// TestResetCoversEveryField checks that every field of Game is
// classified, then plays part of a game, resets it and checks each
// field: one made anew equals NewGame's, one kept is empty, a host's
// setting is what the host set.
func TestResetCoversEveryField(t *testing.T) {
	gt, wt := reflect.TypeOf(Game{}), reflect.TypeOf(workspace{})
	classified(t, gt, resetFields)
	classified(t, wt, workspaceFields)

	g := playedGame(t)
	host := func(g *Game) {
		g.Decider = &searchDecider{}
		g.SetWorkLimit(12345)
		g.OnLog = func(string) {}
		g.CardNames = []string{"Grizzly Bears"}
		g.VerifyCaches(func(what, cached, fresh string) {})
	}
	host(g)
	g.Record(true)
	gv := reflect.ValueOf(g).Elem()
	decider, onLog := g.Decider, reflect.ValueOf(g.OnLog).Pointer()

	g.Reset("Ann", "Ben", "Cy")
	want := NewGame("Ann", "Ben", "Cy")
	resetAs(t, "Game", gv, reflect.ValueOf(want).Elem(), resetFields)
	if g.space == nil {
		t.Fatalf("Reset dropped the game's workspace")
	}
	fresh := workspace{}
	resetAs(t, "workspace", reflect.ValueOf(g.space).Elem(), reflect.ValueOf(&fresh).Elem(), workspaceFields)
	if !reflect.DeepEqual(g.Players, want.Players) {
		t.Errorf("players after Reset %+v, NewGame's %+v", g.Players, want.Players)
	}
	for range 10 {
		if a, b := g.Rand.IntN(1000), want.Rand.IntN(1000); a != b {
			t.Fatalf("Reset's Rand draws %d, NewGame's %d", a, b)
		}
	}
	if g.Decider != decider || g.WorkLimit() != 12345 || g.OnLog == nil || reflect.ValueOf(g.OnLog).Pointer() != onLog ||
		len(g.CardNames) != 1 || g.verifyCaches == nil || !g.Recording() || len(g.Journal()) != 0 {
		t.Errorf("Reset did not keep the host's settings")
	}
}

// classified checks that every field of a struct of type typ is in
// fields, and every name in fields is one of its fields.
func classified(t *testing.T, typ reflect.Type, fields map[string]string) {
	t.Helper()
	var names []string
	for f := range typ.Fields() {
		names = append(names, f.Name)
		if _, ok := fields[f.Name]; !ok {
			t.Errorf("%s.%s: decide how Reset treats it (reset.go, workspace.go)", typ.Name(), f.Name)
		}
	}
	for n := range fields {
		if !slices.Contains(names, n) {
			t.Errorf("the list for %s names %s, which no longer exists", typ.Name(), n)
		}
	}
}

// resetAs checks each field of got, a struct after Reset, as fields says:
// one made anew equals want's, one kept is empty.
func resetAs(t *testing.T, what string, got, want reflect.Value, fields map[string]string) {
	t.Helper()
	for i := range got.NumField() {
		name := got.Type().Field(i).Name
		g, w := open(got.Field(i)), open(want.Field(i))
		switch fields[name] {
		case rNew:
			if !reflect.DeepEqual(g.Interface(), w.Interface()) && !bothEmpty(g, w) {
				t.Errorf("%s.%s after Reset is %#v, a new game's %#v", what, name, g, w)
			}
		case rKeep:
			if s, ok := g.Addr().Interface().(*gameSlabs); ok {
				if !s.emptied() {
					t.Errorf("%s.slabs after Reset still hand out where the old game left off", what)
				}
			} else if s, ok := g.Addr().Interface().(*[]sourcesCache); ok {
				for i := range *s {
					if sc := readPlans((*s)[i]); !keptEmpty(reflect.ValueOf(&sc).Elem()) {
						t.Errorf("%s.%s[%d] after Reset still holds %#v", what, name, i, sc)
					}
				}
			} else if name != "Players" && name != "playerRoom" && name != "Rand" && name != "space" && !keptEmpty(g) {
				t.Errorf("%s.%s after Reset still holds %#v", what, name, g)
			}
		}
	}
}

// readPlans returns sc with only what a game may read of its plans: a
// memo past plans[:nPlans] is never read (sourcesCache.plan), and the
// next plan is made whole in its memo (probePlan), so that Reset leaves
// those memos as they are (sourcesCache.empty).
func readPlans(sc sourcesCache) sourcesCache {
	for i := sc.nPlans; i < len(sc.plans); i++ {
		sc.plans[i] = planMemo{}
	}
	return sc
}

// playedGame is a game with cards in every kind of zone, some moved,
// some of its state set by hand.
func playedGame(t *testing.T) *Game {
	bear := &CardDef{Name: "Grizzly Bears", ManaCost: MustManaCost("{1}{G}"), Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}
	forest := &CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}
	g := NewGame("Alice", "Bob")
	g.SetSeed(7)
	for p := range PlayerID(2) {
		for range 10 {
			g.AddCard(forest, p, Library)
			g.AddCard(bear, p, Library)
		}
		g.Shuffle(p, nil)
		g.AddCard(bear, p, Battlefield)
		g.AddCard(bear, p, Hand)
		g.AddCard(forest, p, Graveyard)
	}
	for _, c := range slices.Clone(g.ZoneCards(Hand, 0)) {
		g.Move(MoveRequest{Obj: c.Obj.Ref, To: Graveyard})
	}
	for _, c := range g.battlefieldCards() {
		g.Chars(c.Obj)
	}
	g.AppendLegalActions(nil, 0)
	g.prune()
	g.over, g.endReason, g.Turn = true, "test", 5
	g.losses = append(g.losses, Loss{Player: 1})
	g.Logf("a line")
	return g
}

// open returns field v of an addressable struct readable whether it is
// exported or not.
func open(v reflect.Value) reflect.Value {
	return reflect.NewAt(v.Type(), unsafe.Pointer(v.UnsafeAddr())).Elem()
}

// bothEmpty reports whether two values are both nil or empty (a nil and
// an empty slice or map are the same to the game).
func bothEmpty(a, b reflect.Value) bool {
	return keptEmpty(a) && keptEmpty(b)
}

// keptEmpty reports whether v holds no state: an empty slice or map, a
// nil pointer, a struct whose fields hold none, or a zero value.
func keptEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Map:
		return v.Len() == 0
	case reflect.Slice: // empty, or holding only emptied storage (zones, scratch)
		for i := range v.Len() {
			if !keptEmpty(v.Index(i)) {
				return false
			}
		}
		return true
	case reflect.Struct:
		for i := range v.NumField() {
			if !keptEmpty(v.Field(i)) {
				return false
			}
		}
		return true
	case reflect.Pointer:
		return v.IsNil() || keptEmpty(v.Elem())
	default:
		return v.IsZero()
	}
}

// emptied reports whether every slab hands out its first array next.
func (s *gameSlabs) emptied() bool {
	return s.objects.emptied() && s.snapshots.emptied() && s.events.emptied() &&
		s.chars.emptied() && s.moves.emptied() && s.args == nil
}

func (s *slab[T]) emptied() bool { return s.used == 0 && s.freeLen() == 0 && len(s.given) == 0 }

// TestMakeCardWritesEveryField checks that a card struct handed out again
// after Reset (makeCard) is the card a new struct would be: every field
// of Card is either written by makeCard or read of its definition, which
// a struct that held the same definition keeps. A field added to Card
// must be added to makeCard, and to the count below.
func TestMakeCardWritesEveryField(t *testing.T) {
	if n := reflect.TypeOf(Card{}).NumField(); n != 14 {
		t.Fatalf("Card has %d fields; makeCard writes or keeps 14: check it writes the new ones", n)
	}
	g := NewGame("A", "B")
	defs := []*CardDef{plains, bears, plains}
	for i, d := range defs {
		g.AddCard(d, PlayerID(i%2), Library)
	}
	g.Draw(0)
	c := g.newCard(Card{Owner: 1, Def: bears, Token: true})
	g.place(c, Hand, 1, false)
	g.Reset("A", "B")
	fresh := NewGame("A", "B")
	for i, d := range []*CardDef{plains, plains, plains, bears} { // the same, another and a new struct
		owner := PlayerID((i + 1) % 2)
		got, want := g.AddCard(d, owner, Hand), fresh.AddCard(d, owner, Hand)
		if got.ID != want.ID || got.Owner != want.Owner || got.Def != want.Def || got.Token || got.SpellCopy || got.inc != want.inc || got.left != nil || got.Obj == nil || got.Obj.Ref != want.Obj.Ref {
			t.Errorf("card %d after Reset: %+v, a new game's: %+v", i, *got, *want)
		}
		if got.offWorks != want.offWorks || got.offTriggers != want.offTriggers || got.additional != want.additional {
			t.Errorf("card %d after Reset reads its definition otherwise than a new game's", i)
		}
	}
}

// TestResetKeepsQualities: the qualities a game read from protection's
// words are kept by Reset for the next game, which answers from them,
// unless the list is full, when the next game starts a new one.
func TestResetKeepsQualities(t *testing.T) {
	g := NewGame("A", "B")
	red := Chars{Colors: ColorSet(0).With(Red)}
	c := Chars{Keywords: []Keyword{{Name: "protection", From: "red"}}}
	if !g.protectedFrom(&c, &red) {
		t.Fatalf("protection from red does not protect from a red source")
	}
	g.Reset("A", "B")
	if len(g.qualities) != 1 || g.qualities[0].from != "red" {
		t.Fatalf("after Reset the game holds the qualities %v, want red's", g.qualities)
	}
	if !g.protectedFrom(&c, &red) || len(g.qualities) != 1 {
		t.Errorf("the kept quality answered otherwise, or was read again: %v", g.qualities)
	}
	for _, w := range []string{"blue", "black", "white", "green", "creatures", "artifacts", "everything", "instants"} {
		g.quality(w)
	}
	if len(g.qualities) != qualitiesKept {
		t.Fatalf("%d qualities kept, want %d", len(g.qualities), qualitiesKept)
	}
	g.Reset("A", "B")
	if len(g.qualities) != 0 {
		t.Errorf("a full list was kept by Reset: %v", g.qualities)
	}
}
