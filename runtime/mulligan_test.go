package runtime

import (
	"fmt"
	"testing"
)

// mulliganGame sets up players whose libraries hold 20 numbered cards each.
func mulliganGame(players ...string) *Game {
	g := NewGame(players...)
	g.SetSeed(1)
	for p := range players {
		for i := 0; i < 20; i++ {
			g.AddCard(&CardDef{Name: fmt.Sprintf("Card %d", i), Types: []string{"Artifact"}}, PlayerID(p), Library)
		}
		g.Shuffle(PlayerID(p), nil)
	}
	return g
}

// 103.5 (London mulligan): a player who takes a mulligan shuffles their
// hand into their library and draws seven new cards; once they keep, they
// put as many cards as mulligans they took on the bottom of their library,
// in the order they choose. In a two-player game every mulligan counts.
func TestLondonMulligan(t *testing.T) {
	g := mulliganGame("Alice", "Bob")
	var bottomed []*Card
	asked := map[PlayerID]int{}
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		switch d.Kind {
		case ChooseMulligan:
			asked[d.Player]++
			if d.Player == 0 && asked[0] <= 2 {
				return []int{1}, nil // Alice mulligans twice
			}
			return []int{0}, nil
		case ChooseBottom:
			if d.Player != 0 || d.Min != 2 || len(d.Options) != 7 {
				t.Fatalf("bottom decision %+v", d)
			}
			for _, i := range []int{3, 5} {
				bottomed = append(bottomed, g.Object(d.Options[i].Target.Obj).Card)
			}
			return []int{3, 5}, nil
		}
		return nil, fmt.Errorf("unexpected decision %v", d.Kind)
	})
	taken, err := g.DrawOpeningHands(0)
	if err != nil {
		t.Fatal(err)
	}
	if taken[0] != 2 || taken[1] != 0 || asked[0] != 3 || asked[1] != 1 {
		t.Fatalf("mulligans %v, asked %v", taken, asked)
	}
	if h, l := len(g.ZoneCards(Hand, 0)), len(g.ZoneCards(Library, 0)); h != 5 || l != 15 {
		t.Fatalf("Alice has %d cards in hand and %d in library, want 5 and 15", h, l)
	}
	if h := len(g.ZoneCards(Hand, 1)); h != 7 {
		t.Fatalf("Bob has %d cards in hand, want 7", h)
	}
	lib := g.ZoneCards(Library, 0)
	// The first card chosen goes to the bottom first; the second under it.
	if lib[0] != bottomed[1] || lib[1] != bottomed[0] { // the bottom is index 0
		t.Fatalf("the chosen cards are not at the bottom in order")
	}
	for _, c := range bottomed {
		if c.Obj.Zone != Library {
			t.Fatalf("%s is in %v, want the library", c.Def.Name, c.Obj.Zone)
		}
	}
}

// 103.5c: in a multiplayer game a player's first mulligan is free.
func TestMulliganMultiplayerFirstFree(t *testing.T) {
	g := mulliganGame("Alice", "Bob", "Carol")
	first := true
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		if d.Kind == ChooseMulligan && d.Player == 2 && first {
			first = false
			return []int{1}, nil
		}
		if d.Kind == ChooseBottom {
			t.Fatalf("asked to bottom %d cards after a free mulligan", d.Min)
		}
		return []int{0}, nil
	})
	if _, err := g.DrawOpeningHands(0); err != nil {
		t.Fatal(err)
	}
	if h := len(g.ZoneCards(Hand, 2)); h != 7 {
		t.Fatalf("Carol has %d cards, want 7", h)
	}
}

// 103.5c: in a game of more than two players the free first mulligan
// doesn't count toward how many a player may take: one who always takes
// one takes MaxMulligans + 1 and keeps an empty hand, where in a
// two-player game they stop at MaxMulligans.
func TestMulliganLimitCountsTheFreeOne(t *testing.T) {
	for _, tc := range []struct {
		players []string
		want    int
	}{
		{[]string{"Alice", "Bob"}, MaxMulligans},
		{[]string{"Alice", "Bob", "Carol"}, MaxMulligans + 1},
	} {
		g := mulliganGame(tc.players...)
		g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
			if d.Kind == ChooseMulligan && d.Player == 0 {
				return []int{1}, nil
			}
			return FirstOptions.Decide(g, d)
		})
		taken, err := g.DrawOpeningHands(0)
		if err != nil {
			t.Fatal(err)
		}
		if taken[0] != tc.want || len(g.ZoneCards(Hand, 0)) != 0 {
			t.Errorf("%d players: %d mulligans and %d cards kept, want %d and none", len(tc.players), taken[0], len(g.ZoneCards(Hand, 0)), tc.want)
		}
	}
}

// 800.4a: a player who concedes while the mulligans are decided has left
// the game: they take no mulligan and put nothing on the bottom.
func TestMulliganOfAPlayerWhoConceded(t *testing.T) {
	g := mulliganGame("Alice", "Bob", "Carol")
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		if d.Kind == ChooseMulligan && d.Player == 0 {
			if err := g.Concede(0); err != nil {
				t.Fatal(err)
			}
			return []int{1}, nil
		}
		return FirstOptions.Decide(g, d)
	})
	taken, err := g.DrawOpeningHands(0)
	if err != nil {
		t.Fatal(err)
	}
	if taken[0] != 0 || g.Players[0].Mulligans != 0 {
		t.Errorf("Alice conceded and took %d mulligans (%d counted)", taken[0], g.Players[0].Mulligans)
	}
}
