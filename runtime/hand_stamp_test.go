package runtime_test

import (
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// TestHandStamp checks what a hand's stamp promises: it holds while no
// card enters or leaves the hand, moves when one does (drawn, played),
// and the players of a clone, of a game cloned into and of a game Reset
// are players of their own whose stamps equal none taken before.
func TestHandStamp(t *testing.T) {
	land := &rt.CardDef{Name: "Test Land", Types: []string{"Land"}}
	g := rt.NewGame("Alice", "Bob")
	for range 10 {
		g.AddCard(land, 0, rt.Library)
		g.AddCard(land, 1, rt.Library)
	}
	g.AddCard(land, 0, rt.Hand)
	stamp := func(g *rt.Game, p rt.PlayerID) rt.HandStamp { return g.Players[p].HandStamp() }
	a, b := stamp(g, 0), stamp(g, 1)
	if a == b {
		t.Fatal("two players' hands have the same stamp")
	}
	if stamp(g, 0) != a {
		t.Fatal("a hand's stamp moved with no card moved")
	}
	g.AddCard(land, 1, rt.Library) // another zone: the hands' stamps hold
	if stamp(g, 0) != a || stamp(g, 1) != b {
		t.Fatal("a hand's stamp moved with a card put into a library")
	}
	g.Draw(0)
	if stamp(g, 0) == a {
		t.Fatal("a hand's stamp held across a draw")
	}
	if stamp(g, 1) != b {
		t.Fatal("a draw moved another player's hand's stamp")
	}
	a = stamp(g, 0)
	c := g.ZoneCards(rt.Hand, 0)[0]
	if m := g.Move(rt.MoveRequest{Obj: c.Obj.Ref, To: rt.Battlefield}); !m.OK() {
		t.Fatal("the land did not move")
	}
	if stamp(g, 0) == a {
		t.Fatal("a hand's stamp held with a card taken from it")
	}
	a = stamp(g, 0)

	cl := g.Clone()
	if stamp(cl, 0) == a || stamp(g, 0) != a {
		t.Fatal("a clone's hand has its original's stamp, or the original's moved")
	}
	into := rt.NewGame("Carol", "Dan")
	into.Players[0].HandStamp()
	g.CloneInto(into)
	if s := stamp(into, 0); s == a || s == stamp(cl, 0) {
		t.Fatal("a game cloned into has the stamp of its original or of another clone")
	}
	g.Reset("Alice", "Bob")
	if stamp(g, 0) == a {
		t.Fatal("a reset game's hand has the last game's stamp")
	}
}
