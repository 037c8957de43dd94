package runtime

import (
	"runtime"
	"strings"
	"testing"
)

// Last known information holds the object that left its zone rather than
// a copy, and computes its base characteristics again when asked. These
// tests change the game after an object has left in every way that could
// reach what its last known information answers, and require the answer
// to stay what the object was as it left (608.2h, 112.7a, 603.10).

// lkiPower reads the power and toughness last known information gives r.
func lkiPower(t *testing.T, g *Game, r ObjRef) (int, int) {
	t.Helper()
	s, ok := g.LastKnown(r)
	if !ok {
		t.Fatalf("no last known information of %s", r)
	}
	c := s.Chars()
	return c.Power, c.Toughness
}

// A creature pumped until end of turn dies; the pump then ends. Its last
// known information keeps the pumped power.
func TestLastKnownKeepsAnEffectThatEndedLater(t *testing.T) {
	g := crGame()
	b := g.AddCard(crBears, 0, Battlefield)
	old := b.Obj.Ref
	g.effects = append(g.effects, &ContinuousEffect{Object: old, Mods: []Modification{ModifyPT{3, 3}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn})
	g.Touch()
	g.Move(MoveRequest{Obj: old, To: Graveyard, Cause: CauseDestroy})
	g.endEffects(func(*ContinuousEffect) bool { return true })
	g.Touch()
	if p, tg := lkiPower(t, g, old); p != 5 || tg != 5 {
		t.Fatalf("last known P/T %d/%d after the pump ended, want 5/5", p, tg)
	}
	if p, tg := lkiPower(t, g.Clone(), old); p != 5 || tg != 5 {
		t.Fatalf("a clone's last known P/T %d/%d, want 5/5", p, tg)
	}
}

// A lord and a Goblin it pumps leave the battlefield at the same time:
// the Goblin's last known information has the lord's bonus (both left
// together, each as it last existed); the lord's own has none.
func TestLastKnownWithAStaticSourceThatLeftAtTheSameTime(t *testing.T) {
	g := crGame()
	l := g.AddCard(lord(), 0, Battlefield)
	gob := g.AddCard(creature("Goblin", "Goblin"), 0, Battlefield)
	lordRef, gobRef := l.Obj.Ref, gob.Obj.Ref
	g.MoveAll([]MoveRequest{{Obj: gobRef, To: Graveyard, Cause: CauseDestroy}, {Obj: lordRef, To: Graveyard, Cause: CauseDestroy}})
	if p, tg := lkiPower(t, g, gobRef); p != 2 || tg != 2 {
		t.Fatalf("the Goblin's last known P/T %d/%d, want 2/2 (the lord's +1/+1)", p, tg)
	}
	s, _ := g.LastKnown(gobRef)
	if c := s.Chars(); !c.Has("mountainwalk") {
		t.Fatalf("the Goblin's last known keywords %v lack the lord's mountainwalk", c.Keywords)
	}
	if p, tg := lkiPower(t, g, lordRef); p != 2 || tg != 2 {
		t.Fatalf("the lord's last known P/T %d/%d, want 2/2", p, tg)
	}
	// A Goblin that leaves after the lord has left gets no bonus.
	g2 := crGame()
	g2.AddCard(lord(), 0, Battlefield)
	gob2 := g2.AddCard(creature("Goblin", "Goblin"), 0, Battlefield)
	g2.Move(MoveRequest{Obj: g2.Newest("Lord").Obj.Ref, To: Graveyard})
	r := gob2.Obj.Ref
	g2.Move(MoveRequest{Obj: r, To: Graveyard})
	if p, _ := lkiPower(t, g2, r); p != 1 {
		t.Fatalf("a Goblin that left after its lord: last known power %d, want 1", p)
	}
}

// An object nothing modified leaves; its card comes back and is pumped,
// given counters and made a copy of something else, and a lord arrives
// and effects begin. The old object's last known information keeps its
// printed characteristics, read again from the object.
func TestLastKnownOfAnUnmodifiedObjectIgnoresLaterChanges(t *testing.T) {
	g := crGame()
	b := g.AddCard(creature("Goblin", "Goblin"), 0, Battlefield)
	old := b.Obj.Ref
	m := g.Move(MoveRequest{Obj: old, To: Exile})
	back := g.Move(MoveRequest{Obj: m.New, To: Battlefield, Controller: ControlledBy(1)})
	n := g.Object(back.New)
	n.Counters.Set("+1/+1", 2)
	n.CopyOf = crBears
	g.AddCard(lord(), 1, Battlefield)
	g.effects = append(g.effects, &ContinuousEffect{Object: n.Ref, Mods: []Modification{ModifyPT{3, 3}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn})
	g.Touch()
	s, _ := g.LastKnown(old)
	c := s.Chars()
	if c.Power != 1 || c.Toughness != 1 || c.Name != "Goblin" || c.Controller != 0 || s.Object.Zone != Battlefield {
		t.Fatalf("last known %s %d/%d controlled by %d in %v, want the Goblin as it left: 1/1, player 0, battlefield", c.Name, c.Power, c.Toughness, c.Controller, s.Object.Zone)
	}
	if s.Object.Counters.Len() != 0 || s.Object.CopyOf != nil {
		t.Fatalf("last known object changed: %+v", *s.Object)
	}
	// Appending to what it answers never writes into the card's definition.
	c.Subtypes = append(c.Subtypes, "Shaman")
	if d := b.Def.Subtypes; len(d) != 1 || cap(d) > 1 && d[:2][1] == "Shaman" {
		t.Fatalf("appending to last known subtypes wrote into the definition: %v", d[:cap(d)])
	}
}

// verifyLKI reports an object changed after it left, as a snapshot that
// held a changed object would answer: the check TestCharsCacheAgrees runs
// at every priority finds it.
func TestVerifyLKIFindsAChangedObject(t *testing.T) {
	g := crGame()
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	b := g.AddCard(crBears, 0, Battlefield)
	o := b.Obj
	g.effects = append(g.effects, &ContinuousEffect{Object: o.Ref, Mods: []Modification{ModifyPT{1, 1}}, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn})
	g.Touch()
	g.Move(MoveRequest{Obj: o.Ref, To: Graveyard})
	g.verifyLKI()
	if len(reports) != 0 {
		t.Fatalf("unchanged last known information reported: %v", reports)
	}
	o.Tapped = true // nothing in the game may do this
	g.verifyLKI()
	if len(reports) != 1 || !strings.Contains(reports[0], "last known information") {
		t.Fatalf("a changed object left is not reported: %v", reports)
	}
	s, _ := g.LastKnown(o.Ref)
	s.chars.Power = 7 // nor this
	g.verifyLKI()
	if len(reports) != 2 {
		t.Fatalf("changed characteristics are not reported: %v", reports)
	}
}

// In a game whose state stays the same size, moves allocate nothing once
// pruning has given back what it dropped: the objects and snapshots prune
// forgets and the events no trigger holds are handed out again (slab.go).
func TestMovesReuseWhatPruningDrops(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.LogOff = true
	c := g.AddCard(crBears, 0, Battlefield)
	for i := 0; i < 20; i++ {
		g.AddCard(crPlains, 0, Battlefield)
	}
	moves := func(n int) {
		for i := 0; i < n; i++ {
			to := Exile
			if c.Obj.Zone == Exile {
				to = Battlefield
			}
			g.Move(MoveRequest{Obj: c.Obj.Ref, To: to})
			g.prune()
		}
	}
	moves(2000) // the slabs and maps reach their size
	var m0, m1 runtime.MemStats
	runtime.ReadMemStats(&m0)
	const n = 4000
	moves(n)
	runtime.ReadMemStats(&m1)
	if per := (m1.TotalAlloc - m0.TotalAlloc) / n; per > 16 {
		t.Fatalf("a move allocates %d bytes in steady state, want (nearly) none", per)
	}
	if _, ok := g.LastKnown(c.Obj.Ref); !ok {
		t.Fatal("the current object has no information")
	}
}
