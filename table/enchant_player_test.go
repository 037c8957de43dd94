package table

import (
	"encoding/json"
	"testing"

	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

// TestViewShowsEnchantedPlayer: a seat's view says which player an Aura
// that enchants a player is attached to (303.4b), in the protocol's
// schema, and says nothing of it for an Aura on an object.
func TestViewShowsEnchantedPlayer(t *testing.T) {
	l, _ := testDecks(t)
	prog, err := interp.Compile(l, interp.Source{Name: "curse.mtgs", Text: []byte(`card "Test View Curse" {
  cost {B}
  type Enchantment — Aura Curse
  enchant player
}`)})
	if err != nil {
		t.Fatal(err)
	}
	def, ok := prog.Library.Card("Test View Curse")
	if !ok {
		t.Fatal("Test View Curse is not compiled")
	}
	g := rt.NewGame("Alice", "Bob")
	curse := g.AddCard(def, 0, rt.Battlefield)
	curse.Obj.SetAttachedPlayer(1)
	g.Touch()
	v := ViewOf(g, 0)
	if len(v.Battlefield) != 1 || v.Battlefield[0].AttachedPlayer == nil || *v.Battlefield[0].AttachedPlayer != 1 {
		t.Fatalf("the view's battlefield is %+v, want the Curse attached to player 1", v.Battlefield)
	}
	msg, err := json.Marshal(v)
	if err != nil {
		t.Fatal(err)
	}
	if err := validate(t, "view", msg); err != nil {
		t.Fatalf("%v\nin %s", err, msg)
	}
	curse.Obj.SetAttachedPlayer(rt.NoPlayer)
	if p := ViewOf(g, 0).Battlefield[0].AttachedPlayer; p != nil {
		t.Fatalf("an Aura attached to no player shows attachedPlayer %d", *p)
	}
}
