package runtime

import (
	"slices"
	"testing"
)

// lwEvent is the last event of the game whose line is line, or fails.
func lwEvent(t *testing.T, g *Game, line string) GameEvent {
	t.Helper()
	evs := g.Events()
	for i := len(evs) - 1; i >= 0; i-- {
		if evs[i].Text() == line {
			return evs[i]
		}
	}
	t.Fatalf("no line %q in the log:\n%s", line, crLog(g))
	return GameEvent{}
}

// lwArg is the argument of e with role, or fails.
func lwArg(t *testing.T, e GameEvent, role string) EventArg {
	t.Helper()
	i := slices.IndexFunc(e.Args, func(a EventArg) bool { return a.Role == role })
	if i < 0 {
		t.Fatalf("%q has no argument with role %q: %+v", e.Text(), role, e.Args)
	}
	return e.Args[i]
}

// A change of control is logged with its new controller's name, the
// player an argument of the event (613.1b), not by a number.
func TestLogNamesTheNewController(t *testing.T) {
	g := NewGame("Alice", "Bob", "Carol")
	g.Decider = FirstOptions
	crLibraries(g, 3)
	bears := crAdd(g, crBears, 1, Battlefield, 1)[0]
	give := crSpell("Test Give Away", "Sorcery", "{0}",
		[]TargetSpec{crTarget("target creature", crCreatures, 1, 1), {Text: "target player", Players: true, Min: 1, Max: 1}},
		GainControl{What: TargetRef{0}, To: TargetRef{1}, Duration: UntilEndOfTurn})
	crCastResolve(t, g, give, crObj(bears.Obj.Ref), crPlayer(2))
	if c := g.Chars(bears.Obj); c.Controller != 2 {
		t.Fatalf("the bears are controlled by %d, want Carol", c.Controller)
	}
	e := lwEvent(t, g, "Test Bears #"+itoa(int(bears.ID))+".1 is controlled by Carol until end of turn")
	if p := lwArg(t, e, rolePlayer); p.Type != ArgPlayer || p.Player != 2 || p.Text != "Carol" {
		t.Errorf("the new controller's argument is %+v, want Carol", p)
	}
	// Without a game to name the player by, the modification keeps its
	// number.
	if s := (SetController{Player: 2}).String(); s != "is controlled by player 3" {
		t.Errorf("SetController.String() = %q", s)
	}
}

// The cast line says the value announced for X (601.2b, 107.3), after
// the kicker costs, and the event has it as a number; a spell with no X
// says nothing of it.
func TestCastLineAnnouncesX(t *testing.T) {
	g := crGame()
	crAdd(g, crForest, 0, Battlefield, 4)
	x := crAdd(g, lgX, 0, Hand, 1)[0]
	ref, err := g.Cast(CastRequest{Player: 0, Card: x.Obj.Ref, X: 3})
	crMust(t, err)
	e := lwEvent(t, g, "Alice casts Test X Growth #"+itoa(int(ref.Card))+".2 with X = 3")
	if a := lwArg(t, e, roleX); a.Type != ArgNumber || a.Num != 3 {
		t.Errorf("the X argument is %+v, want the number 3", a)
	}
	if e.Kind != EvCast {
		t.Errorf("the cast line's event is a %v", e.Kind)
	}
	crMust(t, g.PassAll())

	bolt := crAdd(g, crBolt, 0, Hand, 1)[0]
	bears := crAdd(g, crBears, 1, Battlefield, 1)[0]
	crAdd(g, crMountain, 0, Battlefield, 1)
	ref, err = g.Cast(CastRequest{Player: 0, Card: bolt.Obj.Ref, Targets: [][]Target{crObj(bears.Obj.Ref)}})
	crMust(t, err)
	e = lwEvent(t, g, "Alice casts Test Bolt #"+itoa(int(ref.Card))+".2 targeting Test Bears #"+itoa(int(bears.ID))+".1")
	if slices.ContainsFunc(e.Args, func(a EventArg) bool { return a.Role == roleX }) {
		t.Errorf("a spell with no X has an X argument: %+v", e.Args)
	}
}

// A player who leaves the game takes every object they own (800.4a); the
// log counts their cards as cards and their tokens apart, tokens not
// being cards (111.1).
func TestLeavingCountsCardsAndTokens(t *testing.T) {
	g := NewGame("Alice", "Bob", "Carol")
	g.Decider = FirstOptions
	crLibraries(g, 5)
	crAdd(g, crBears, 2, Battlefield, 1)
	make1 := crSpell("Test Make Tokens", "Instant", "{0}", nil, CreateToken{Amount: Const(2), Def: crBears})
	c := g.AddCard(make1, 2, Hand)
	g.Priority = 2
	_, err := g.Cast(CastRequest{Player: 2, Card: c.Obj.Ref})
	crMust(t, err)
	crMust(t, g.PassAll())
	crMust(t, g.Concede(2))
	// Carol's cards: five in her library, the Bears, the instant in her
	// graveyard; and two tokens.
	e := lwEvent(t, g, "Carol leaves the game, and the 7 cards and 2 tokens they own with them (800.4a)")
	if a := lwArg(t, e, roleAmount); a.Num != 7 {
		t.Errorf("the cards' argument is %+v, want 7", a)
	}
	if a := lwArg(t, e, "tokens"); a.Num != 2 {
		t.Errorf("the tokens' argument is %+v, want 2", a)
	}
}
