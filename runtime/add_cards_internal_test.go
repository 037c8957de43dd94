package runtime

import (
	"reflect"
	"testing"
)

// TestAddCardsIsPlace checks that AddCards, and AddCard off the
// battlefield and the stack (which goes through it), add what a card made
// and placed one at a time adds (makeCard, place, changed): the same
// cards, objects, zones, timestamps, work and versions, in a new game and
// in one reset after a game with other cards, and with a work limit
// reached part of the way.
func TestAddCardsIsPlace(t *testing.T) {
	defs := []*CardDef{plains, bears, nil, plains, bears, bears}
	build := func(g *Game, bulk bool) {
		for _, z := range []Zone{Library, Hand, Graveyard, Exile, Battlefield} {
			for p := PlayerID(0); p < 2; p++ {
				switch {
				case bulk && z == Hand:
					for _, d := range defs {
						g.AddCard(d, p, z)
					}
				case bulk:
					g.AddCards(defs, p, z)
				default:
					for _, d := range defs {
						if d != nil {
							c := g.makeCard(p, d, false, false)
							g.place(c, z, p, false).EnteredTurn = 0
							g.changed()
						}
					}
				}
			}
		}
	}
	type state struct {
		version, chars, layer, zoneMoves uint64
		work                             int64
		timestamp                        int
		over                             bool
	}
	stateOf := func(g *Game) state {
		return state{g.version, g.charsVersion, g.layerVersion, g.zoneMoves, g.work, g.timestamp, g.over}
	}
	for _, limit := range []int64{0, 25} {
		for _, reset := range []bool{false, true} {
			want, got := NewGame("A", "B"), NewGame("A", "B")
			if reset {
				got.AddCard(bears, 0, Library)
				got.AddCard(plains, 1, Hand)
				got.Reset("A", "B")
			}
			want.SetWorkLimit(limit)
			got.SetWorkLimit(limit)
			build(want, false)
			build(got, true)
			if w, g := stateOf(want), stateOf(got); w != g {
				t.Errorf("limit %d, reset %v: counts %+v, one at a time %+v", limit, reset, g, w)
			}
			if w, g := want.Dump(), got.Dump(); w != g {
				t.Errorf("limit %d, reset %v: game\n%s\none at a time\n%s", limit, reset, g, w)
			}
			if len(want.cards) != len(got.cards) {
				t.Fatalf("limit %d, reset %v: %d cards, one at a time %d", limit, reset, len(got.cards), len(want.cards))
			}
			for i, w := range want.cards {
				c := got.cards[i]
				wo, o := *w.Obj, *c.Obj
				wo.Card, o.Card = nil, nil
				if c.ID != w.ID || c.Def != w.Def || c.Owner != w.Owner || c.inc != w.inc || c.Obj.Card != c || !reflect.DeepEqual(wo, o) {
					t.Errorf("limit %d, reset %v: card %d %+v object %+v, one at a time %+v %+v", limit, reset, i, *c, o, *w, wo)
				}
			}
		}
	}
}

// TestAddCardsLeavesAClone checks that a game reset after it was cloned
// sets its decks up again without writing the cards it shares with the
// clone (cow.go): the clone's state stays as it was.
func TestAddCardsLeavesAClone(t *testing.T) {
	defs := []*CardDef{plains, bears, plains}
	g := NewGame("A", "B")
	g.AddCards(defs, 0, Library)
	g.AddCards(defs, 1, Hand)
	c := g.Clone()
	want := c.Dump()
	g.Reset("A", "B")
	g.AddCards([]*CardDef{plains, plains, bears}, 1, Library)
	g.AddCard(bears, 0, Library)
	if got := c.Dump(); got != want {
		t.Fatalf("setting the cloned game up again changed its clone:\n%s\n---\n%s", got, want)
	}
	if c.cards[0] == g.cards[0] {
		t.Errorf("the reset game writes card 1 the clone holds")
	}
}
