package runtime

import (
	"slices"
	"testing"
)

// logScript plays the same few events on g: moves between public and
// hidden zones, a draw, a shuffle, a note naming a player and an object,
// life lost.
func logScript(t *testing.T, g *Game) {
	t.Helper()
	bears := g.AddCard(crBears, 0, Battlefield)
	forest := g.AddCard(crForest, 0, Hand)
	for range 3 {
		g.AddCard(crForest, 1, Library)
	}
	g.Move(MoveRequest{Obj: bears.Obj.Ref, To: Graveyard})
	g.Move(MoveRequest{Obj: forest.Obj.Ref, To: Battlefield})
	g.Draw(1)
	g.Shuffle(1, g.Rand)
	g.emit(EvNote, "%s looks at %s", g.evPlayer(rolePlayer, 0), g.evObj(roleObject, forest.Obj.Ref))
	g.emit(EvLife, "%s loses %s life", g.evPlayer(rolePlayer, 1), evNum(roleAmount, 2))
	g.Move(MoveRequest{Obj: bears.Obj.Ref, To: Exile})
}

// The log renders each event from what the event recorded when it
// happened: a game whose lines are rendered only when read, after its
// players and cards were renamed, its objects moved on and the game
// ended, has the lines a game that rendered each line as it happened
// (OnLog) wrote.
func TestLogRendersRecordedEvents(t *testing.T) {
	eager := newTestGame(t)
	var heard []string
	eager.OnLog = func(s string) { heard = append(heard, s) }
	logScript(t, eager)
	if !slices.Equal(eager.Log(), heard) {
		t.Fatalf("OnLog heard\n%q\nLog has\n%q", heard, eager.Log())
	}

	g := newTestGame(t)
	logScript(t, g)
	if g.lines.done != 0 || len(g.lines.lines) != 0 {
		t.Fatalf("%d events rendered before the log was read", g.lines.done)
	}
	n := len(g.events)
	// Change everything the lines name.
	for _, p := range g.Players {
		p.Name = "Renamed " + p.Name
	}
	for _, c := range g.cards {
		def := *c.Def
		def.Name = "Other " + def.Name
		c.Def = &def
		if c.Obj != nil && c.Obj.Zone != Exile {
			g.Move(MoveRequest{Obj: c.Obj.Ref, To: Exile})
		}
	}
	g.revealed = nil
	g.EndInDraw("the test ends it")
	if len(g.events) == n {
		t.Fatal("the changes made no events")
	}
	got := g.Log()
	if len(got) < len(heard) || !slices.Equal(got[:len(heard)], heard) {
		t.Fatalf("rendered after the changes:\n%q\nwant (rendered as they happened)\n%q", got, heard)
	}
	for i, e := range g.events[:n] {
		if s := e.Text(); s != "" && !slices.Contains(heard, s) {
			t.Errorf("event %d renders %q, a line no one heard", i, s)
		}
	}
}

// A log read again renders nothing again: the lines already rendered are
// the same strings, and a read with no new event renders no event.
func TestLogRendersEachEventOnce(t *testing.T) {
	g := newTestGame(t)
	logScript(t, g)
	first := g.Log()
	done := g.lines.done
	again := g.Log()
	if g.lines.done != done || len(again) != len(first) || (len(first) > 0 && &first[0] != &again[0]) {
		t.Fatalf("a second read rendered again: %d events then %d", done, g.lines.done)
	}
	// An append to what Log returned copies it: the log stays as it is.
	_ = append(first, "appended by the reader")
	bears := g.AddCard(crBears, 0, Battlefield)
	g.Move(MoveRequest{Obj: bears.Obj.Ref, To: Graveyard})
	if l := g.Log(); l[len(first)] == "appended by the reader" {
		t.Fatal("a reader's append wrote into the log")
	}
}

// LogOff keeps no events and Log stays empty, while OnLog still hears
// every line.
func TestLogOffStillHeard(t *testing.T) {
	g := newTestGame(t)
	g.LogOff = true
	var heard []string
	g.OnLog = func(s string) { heard = append(heard, s) }
	logScript(t, g)
	if len(g.Log()) != 0 || len(g.events) != 0 {
		t.Fatalf("LogOff: %d lines, %d events", len(g.Log()), len(g.events))
	}
	want := newTestGame(t)
	logScript(t, want)
	if !slices.Equal(heard, want.Log()) {
		t.Fatalf("OnLog heard\n%q\nwant\n%q", heard, want.Log())
	}
}
