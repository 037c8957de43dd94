package runtime

import (
	"errors"
	"strings"
	"testing"
)

// A player may concede at any time; they leave the game and lose (104.3a),
// and the last player left wins (104.2a).

// crPlatinum: "You can't lose the game and your opponents can't win the
// game."
var crPlatinum = &CardDef{Name: "Test Platinum", Types: []string{"Artifact"}, Abilities: []*Ability{{Kind: StaticAbility,
	Statics: []StaticEffect{{Outcome: &GameOutcome{Who: RelYou, CantLose: true}}, {Outcome: &GameOutcome{Who: RelOpponent, CantWin: true}}}}}}

func TestConcede(t *testing.T) {
	t.Run("without priority: the opponent wins (104.3a, 104.2a)", func(t *testing.T) {
		g := crGame()
		crLibraries(g, 5)
		if g.Priority != 0 {
			t.Fatalf("priority %d", g.Priority)
		}
		crMust(t, g.Concede(1))
		r := g.Result()
		if !r.Over || r.Winner != 0 || r.Rule != "104.2a" || len(r.Losses) != 1 || r.Losses[0].Player != 1 || r.Losses[0].Rule != "104.3a" {
			t.Fatalf("result %+v", r)
		}
		if log := crLog(g); !strings.Contains(log, "Bob loses the game (104.3a: conceded)") || !strings.Contains(log, "Alice wins the game") {
			t.Errorf("log:\n%s", log)
		}
	})
	t.Run("refused once the game is over, for no player, for a player who left (104.1, 102.1, 800.4a)", func(t *testing.T) {
		g := NewGame("Alice", "Bob", "Carol")
		g.Decider = FirstOptions
		crLibraries(g, 5)
		before := g.Dump()
		crRefused(t, g.Concede(3), "102.1")
		crRefused(t, g.Concede(-1), "102.1")
		crUnchanged(t, g, before)
		crMust(t, g.Concede(2))
		if g.Over() || !g.Players[2].Lost {
			t.Fatalf("after Carol conceded: over %v, Carol lost %v", g.Over(), g.Players[2].Lost)
		}
		before = g.Dump()
		crRefused(t, g.Concede(2), "800.4a")
		crUnchanged(t, g, before)
		crMust(t, g.Concede(0))
		if r := g.Result(); !r.Over || r.Winner != 1 {
			t.Fatalf("result %+v", r)
		}
		before = g.Dump()
		crRefused(t, g.Concede(1), "104.1")
		crUnchanged(t, g, before)
	})
	t.Run("a player who can't lose still loses by conceding; their opponents may win again", func(t *testing.T) {
		g := crGame()
		crLibraries(g, 5)
		g.AddCard(crPlatinum, 1, Battlefield)
		g.Players[1].Life = 0
		crMust(t, g.PassAll()) // state-based actions: Bob can't lose (704.5a)
		if g.Players[1].Lost {
			t.Fatal("Bob lost at 0 life under the static ability")
		}
		crMust(t, g.Concede(1))
		if r := g.Result(); !r.Over || r.Winner != 0 {
			t.Fatalf("result %+v\n%s", r, crLog(g))
		}
	})
	t.Run("in the middle of a decision: the rest of the spell does nothing", func(t *testing.T) {
		g := crGame()
		crLibraries(g, 5)
		mountain := g.AddCard(crBasic("Mountain"), 0, Battlefield)
		shock := g.AddCard(grShock, 0, Hand)
		g.Record(true)
		asked := 0
		g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
			asked++
			crMust(t, g.Concede(d.Player))
			return nil, errors.New("the player left")
		})
		_, err := g.Cast(CastRequest{Player: 0, Card: shock.Obj.Ref})
		if err == nil || asked != 1 {
			t.Fatalf("cast: %v after %d decisions", err, asked)
		}
		if r := g.Result(); !r.Over || r.Winner != 1 || g.Players[1].Life != 20 {
			t.Fatalf("result %+v, Bob's life %d", r, g.Players[1].Life)
		}
		if mountain.Obj.Tapped {
			t.Error("the Mountain was tapped for a spell never cast")
		}
		j := g.Journal()
		if len(j) != 3 || j[0].Action == nil || j[0].Action.Call != CallCast || j[1].Action == nil || j[1].Action.Call != CallConcede ||
			j[2].Decision == nil || !j[2].Decision.Failed {
			t.Fatalf("journal %+v", j)
		}
	})
}
