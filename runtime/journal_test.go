package runtime_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

// countingDecider answers with FirstOptions and counts the decisions.
type countingDecider struct{ asked int }

func (c *countingDecider) Decide(g *rt.Game, d *rt.Decision) ([]int, error) {
	c.asked++
	return rt.FirstOptions.Decide(g, d)
}

// boltGame: Alice holds Lightning Bolt in her first main phase, Bob has a
// Grizzly Bears; with lands, Alice has a Mountain.
func boltGame(t *testing.T, lands bool) (*rt.Game, *rt.Card) {
	t.Helper()
	lib, err := interp.Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	def := func(n string) *rt.CardDef {
		d, ok := lib.Card(n)
		if !ok {
			t.Fatalf("no card %q", n)
		}
		return d
	}
	g := rt.NewGame("Alice", "Bob")
	bolt := g.AddCard(def("Lightning Bolt"), 0, rt.Hand)
	g.AddCard(def("Grizzly Bears"), 1, rt.Battlefield)
	if lands {
		g.AddCard(def("Mountain"), 0, rt.Battlefield)
	}
	return g, bolt
}

// TestJournalKeepsAcceptedActions: a refused action leaves nothing in the
// journal, not even the answers given while it was tried; LegalActions
// leaves nothing; an accepted action is one entry (Take, not the Cast it
// makes) followed by its answers.
func TestJournalKeepsAcceptedActions(t *testing.T) {
	g, bolt := boltGame(t, false)
	dec := &countingDecider{}
	g.Decider = dec
	g.Record(true)
	if _, err := g.Cast(rt.CastRequest{Player: 0, Card: bolt.Obj.Ref}); err == nil {
		t.Fatal("Lightning Bolt cast without mana")
	}
	if dec.asked == 0 {
		t.Fatal("the refused cast asked nothing: the test proves nothing")
	}
	if j := g.Journal(); len(j) != 0 {
		t.Fatalf("a refused cast left %d entries: %+v", len(j), j[0])
	}
	if err := g.Pass(1); err == nil {
		t.Fatal("Bob passed without priority")
	}
	if j := g.Journal(); len(j) != 0 {
		t.Fatalf("a refused pass left %d entries", len(j))
	}

	g, bolt = boltGame(t, true)
	g.Decider = dec
	g.Record(true)
	var cast *rt.Action
	for _, a := range g.LegalActions(0) {
		if a.Kind == rt.ActCast && a.Object == bolt.Obj.Ref {
			cast = &a
		}
	}
	if cast == nil {
		t.Fatal("Lightning Bolt is not listed")
	}
	if j := g.Journal(); len(j) != 0 {
		t.Fatalf("LegalActions left %d entries", len(j))
	}
	asked := dec.asked
	if err := g.Take(0, *cast); err != nil {
		t.Fatal(err)
	}
	j := g.Journal()
	if len(j) != 1+dec.asked-asked {
		t.Fatalf("journal of %d entries for one action and %d answers", len(j), dec.asked-asked)
	}
	a := j[0].Action
	if a == nil || a.Call != rt.CallTake || a.Player != 0 || a.Take.Kind != rt.ActCast || a.Take.Object != bolt.Obj.Ref && a.Take.Object != cast.Object {
		t.Fatalf("first entry %+v, want Take of the cast", j[0])
	}
	for _, e := range j[1:] {
		if e.Decision == nil || e.Decision.Player != 0 {
			t.Fatalf("entry %+v, want Alice's answer", e)
		}
	}
	if j[1].Decision.Kind != rt.ChooseTargets {
		t.Fatalf("first answer of %s, want targets", j[1].Decision.Kind)
	}

	// The journal played on a game set up the same way makes the same game.
	h, _ := boltGame(t, true)
	h.Record(true)
	pos := 1
	h.Decider = rt.DeciderFunc(func(g *rt.Game, d *rt.Decision) ([]int, error) {
		e := j[pos].Decision
		pos++
		if e.Kind != d.Kind || e.Player != d.Player {
			t.Fatalf("asked %s of %d, journal has %s of %d", d.Kind, d.Player, e.Kind, e.Player)
		}
		return e.Answer, nil
	})
	if err := h.Perform(*j[0].Action); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g.Log(), h.Log()) || g.Dump() != h.Dump() {
		t.Fatalf("performed again:\n%q\nwant\n%q", h.Log(), g.Log())
	}
	if !reflect.DeepEqual(h.Journal(), j) {
		t.Fatal("the performed game's journal differs")
	}

	// A clone has the journal so far, and its own from there.
	c := g.Clone()
	if !reflect.DeepEqual(c.Journal(), j) {
		t.Fatal("the clone's journal differs")
	}
	if err := c.PassAll(); err != nil {
		t.Fatal(err)
	}
	if len(c.Journal()) != len(j)+1 || len(g.Journal()) != len(j) {
		t.Fatalf("after the clone passed: clone %d entries, original %d, want %d and %d", len(c.Journal()), len(g.Journal()), len(j)+1, len(j))
	}

	// Off, nothing is recorded.
	g.Record(false)
	if err := g.PassAll(); err != nil || g.Journal() != nil || g.Recording() {
		t.Fatalf("recording off: %v, %d entries", err, len(g.Journal()))
	}
}

// TestJournalKeepsFailedCalls: a call that fails after it changed the game
// — a Decider's error while the cleanup step asks for discards — is kept,
// with its error, and performing it again fails the same way.
func TestJournalKeepsFailedCalls(t *testing.T) {
	lib, err := interp.Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	mountain, _ := lib.Card("Mountain")
	setup := func() *rt.Game {
		g := rt.NewGame("Alice", "Bob")
		for range 9 {
			g.AddCard(mountain, 0, rt.Hand)
		}
		for range 5 {
			g.AddCard(mountain, 0, rt.Library)
			g.AddCard(mountain, 1, rt.Library)
		}
		g.SetTurn(1, 0, rt.End)
		g.Record(true)
		return g
	}
	refuse := rt.DeciderFunc(func(g *rt.Game, d *rt.Decision) ([]int, error) {
		return nil, errors.New("no answer")
	})
	g := setup()
	g.Decider = refuse
	before := len(g.Log())
	if err := g.PassAll(); err == nil {
		t.Fatal("the cleanup step's discard went without an answer")
	}
	if len(g.Log()) == before {
		t.Fatal("the failed call changed nothing: the test proves nothing")
	}
	j := g.Journal()
	if len(j) != 2 || j[0].Action == nil || j[0].Action.Call != rt.CallPassAll || j[0].Action.Failed == "" ||
		j[1].Decision == nil || j[1].Decision.Kind != rt.ChooseDiscard || !j[1].Decision.Failed {
		t.Fatalf("journal %+v, want the failed pass and the failed answer", j)
	}
	h := setup()
	h.Decider = refuse
	if err := h.Perform(*j[0].Action); err == nil || err.Error() != j[0].Action.Failed {
		t.Fatalf("performed again: %v, want %q", err, j[0].Action.Failed)
	}
	if !reflect.DeepEqual(g.Log(), h.Log()) {
		t.Fatalf("performed again:\n%q\nwant\n%q", h.Log(), g.Log())
	}
}
