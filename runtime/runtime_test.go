package runtime

import (
	"math"
	"strings"
	"testing"
)

// Card definitions built in Go, as an embedding program would.
var (
	bears   = &CardDef{Name: "Grizzly Bears", ManaCost: MustManaCost("{1}{G}"), Types: []string{"Creature"}, Subtypes: []string{"Bear"}, Power: 2, Toughness: 2, HasPT: true}
	plains  = &CardDef{Name: "Plains", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Plains"}}
	forest  = &CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}
	nonland = Filter{Alts: []Match{{NotTypes: []string{"Land"}}}}
	oring   = &CardDef{
		Name: "O-Ring test", ManaCost: MustManaCost("{2}{W}"), Types: []string{"Enchantment"},
		Abilities: []*Ability{
			{Kind: TriggeredAbility, Text: "exile another target nonland permanent",
				Trigger: &Trigger{Event: EventZoneChange, Self: true, To: Battlefield},
				Targets: []TargetSpec{{Text: "another target nonland permanent", Objects: true, Another: true, Filter: nonland, Min: 1, Max: 1}},
				Effects: []Effect{ExileObjects{What: TargetRef{0}}}},
			{Kind: TriggeredAbility, Text: "return the exiled card",
				Trigger: &Trigger{Event: EventZoneChange, Self: true, From: Battlefield},
				Effects: []Effect{Return{What: Linked{"exiled"}, To: Battlefield}}},
		},
	}
	disenchant = &CardDef{Name: "Disenchant", ManaCost: MustManaCost("{1}{W}"), Types: []string{"Instant"},
		Abilities: []*Ability{{Kind: SpellAbility, Targets: []TargetSpec{{Text: "target artifact or enchantment", Objects: true, Filter: Filter{Alts: []Match{{Types: []string{"Artifact"}}, {Types: []string{"Enchantment"}}}}, Min: 1, Max: 1}},
			Effects: []Effect{Destroy{What: TargetRef{0}}}}}}
)

func newTestGame(t *testing.T) *Game {
	t.Helper()
	g := NewGame("Alice", "Bob")
	g.Decider = FirstOptions
	return g
}

func must(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

func TestOblivionRingReturnsNewObject(t *testing.T) {
	g := newTestGame(t)
	for i := 0; i < 5; i++ {
		g.AddCard(plains, 0, Battlefield)
	}
	ring := g.AddCard(oring, 0, Hand)
	dis := g.AddCard(disenchant, 0, Hand)
	b := g.AddCard(bears, 1, Battlefield)
	b.Obj.Tapped = true
	b.Obj.Counters.Set("+1/+1", 1)
	old := b.Obj.Ref

	_, err := g.Cast(CastRequest{Player: 0, Card: ring.Obj.Ref})
	must(t, err)
	must(t, g.PassAll()) // O-Ring resolves; its trigger targets the Bears
	if len(g.Stack()) != 1 {
		t.Fatalf("want the enters trigger on the stack, got %d items", len(g.Stack()))
	}
	must(t, g.PassAll())
	if b.Obj.Zone != Exile {
		t.Fatalf("Bears in %s, want exile", b.Obj.Zone)
	}
	_, err = g.Cast(CastRequest{Player: 0, Card: dis.Obj.Ref, Targets: [][]Target{{{Obj: ring.Obj.Ref, Player: NoPlayer}}}})
	must(t, err)
	must(t, g.PassAll()) // Disenchant resolves; leaves trigger
	must(t, g.PassAll()) // the exiled card returns
	o := b.Obj
	if o.Zone != Battlefield || o.Tapped || o.Counters.Len() != 0 || o.Ref == old || !g.Sick(o) {
		t.Fatalf("returned Bears: %+v", o)
	}
	if g.Object(old) != nil {
		t.Fatal("stale reference still resolves")
	}
	if !strings.Contains(strings.Join(g.Log(), "\n"), "Grizzly Bears: exile") {
		t.Fatalf("log lacks the return:\n%s", strings.Join(g.Log(), "\n"))
	}
}

func TestRefusedCastLeavesStateUnchanged(t *testing.T) {
	g := newTestGame(t)
	g.AddCard(forest, 0, Battlefield)
	ring := g.AddCard(oring, 0, Hand)
	before := g.Dump()
	_, err := g.Cast(CastRequest{Player: 0, Card: ring.Obj.Ref})
	re, ok := err.(*RuleError)
	if !ok || re.Rule != "601.2h" {
		t.Fatalf("err = %v, want a 601.2h refusal", err)
	}
	if after := g.Dump(); after != before {
		t.Fatalf("state changed:\n%s\nvs\n%s", before, after)
	}
}

// BenchmarkMapWrite is the floor for BenchmarkMove: one map write.
func BenchmarkMapWrite(b *testing.B) {
	m := map[ObjRef]Zone{}
	r := ObjRef{1, 1}
	for i := 0; i < b.N; i++ {
		r.Inc++
		m[ObjRef{1, uint32(i & 1023)}] = Exile
	}
}

// trimLog empties g's log as if its events had never happened, keeping
// its storage: the events' array, the lines' cache and array, and the
// zone changes, handed back to the slab they came from.
func trimLog(g *Game) {
	for i := range g.events {
		if m := g.events[i].Move; m != nil {
			g.space.slabs.moves.reuse(m)
		}
		g.events[i] = GameEvent{}
	}
	g.events = g.events[:0]
	clear(g.lines.lines)
	g.lines.lines, g.lines.done = g.lines.lines[:0], 0
}

// BenchmarkMoveLogOff is BenchmarkMove in a game no one listens to (a
// simulation's steady state): no event is recorded, no line written.
func BenchmarkMoveLogOff(b *testing.B) { benchMoves(b, true) }

// BenchmarkMove measures one zone move between battlefield and exile.
func BenchmarkMove(b *testing.B) { benchMoves(b, false) }

// benchMoves moves a creature between the battlefield and exile, with or
// without a log, pruning as a player about to receive priority would
// (work.go).
func benchMoves(b *testing.B, logOff bool) {
	g := NewGame("Alice", "Bob")
	g.SetWorkLimit(math.MaxInt64) // the game must not end part way through the runs
	g.LogOff = logOff
	c := g.AddCard(bears, 0, Battlefield)
	for i := 0; i < 20; i++ {
		g.AddCard(plains, 0, Battlefield)
	}
	b.ReportAllocs()
	to := Exile
	for b.Loop() {
		g.Move(MoveRequest{Obj: c.Obj.Ref, To: to})
		if to == Exile {
			to = Battlefield
		} else {
			to = Exile
		}
		g.prune()
		// The log, read by no one here, is emptied now and then: its
		// storage is reused rather than grown for as long as b.Loop runs.
		if len(g.events) >= 1024 {
			trimLog(g)
		}
	}
}
