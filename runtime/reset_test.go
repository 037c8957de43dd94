package runtime_test

import (
	"fmt"
	"reflect"
	"strings"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

// setUp sets a game up as seededGame.at does, on g and ap as they are
// (new, or reset for this game).
func (s seededGame) setUp(t testing.TB, g *rt.Game, ap *autoplay.Player) {
	t.Helper()
	setUpDecks(t, g, ap, s.seed, s.a, s.b)
}

// setUpDecks sets a game of g's players up with seed, the i-th player
// playing decks[i] shuffled, ap deciding, the opening hands drawn and
// the first turn begun.
func setUpDecks(t testing.TB, g *rt.Game, ap *autoplay.Player, seed uint64, decks ...*interp.Deck) {
	t.Helper()
	g.SetSeed(seed)
	for i, d := range decks {
		for _, def := range d.Cards {
			g.AddCard(def, rt.PlayerID(i), rt.Library)
		}
		g.Shuffle(rt.PlayerID(i), g.Rand)
	}
	g.Decider = ap
	if _, err := g.DrawOpeningHands(0); err != nil {
		t.Fatal(err)
	}
	if err := g.BeginGame(0); err != nil {
		t.Fatal(err)
	}
}

// playSteps plays at most steps actions, stopping at the game's end or
// after turn 40.
func playSteps(t *testing.T, g *rt.Game, ap *autoplay.Player, steps int, what string) {
	t.Helper()
	for n := 0; n < steps && !g.Over() && g.Turn <= 40; n++ {
		if err := ap.Step(g); err != nil {
			t.Fatalf("%s step %d: %v", what, n, err)
		}
	}
}

// played is what a game leaves that a reused game must leave the same.
type played struct {
	dump, log string
	events    int
	result    rt.GameResult
	journal   []rt.JournalEntry
}

func playedOf(g *rt.Game) played {
	return played{dump: g.Dump(), log: strings.Join(g.Log(), "\n"), events: len(g.Events()), result: g.Result(), journal: g.Journal()}
}

// TestResetPlaysAsNew plays seeded games between the bundled decks (the
// M10 decks among them: triggers, tokens, counters) on new games and on
// one game and player reused from game to game (Game.Reset,
// autoplay.Player.Reset), each reuse after a different game — other
// decks and seed, played to its end or stopped midway — and checks that
// both give the same state (Dump), log, events, journal and result. The
// log an old game leaves must stay as it was while the next is played.
// Every fourth reused game is a clone of the game before it, and every
// fourth another a copy of it made with CloneInto.
func TestResetPlaysAsNew(t *testing.T) {
	decks := bundledDecks(t)
	games := 40
	if testing.Short() {
		games = 12
	}
	n := len(decks)
	g, ap := rt.NewGame("Carol"), autoplay.New(99)
	g.Record(true)
	into := rt.NewGame("Nobody")
	for i := 0; i < games; i++ {
		sg := seededGame{a: decks[i%n], b: decks[(i/n+i+1)%n], seed: uint64(i + 1)}
		what := fmt.Sprintf("seed %d (%s against %s)", sg.seed, sg.a.Name, sg.b.Name)

		fg, fap := rt.NewGame("Alice", "Bob"), autoplay.New(sg.seed)
		fg.Record(true)
		sg.setUp(t, fg, fap)
		playSteps(t, fg, fap, 1<<30, what)
		want := playedOf(fg)

		// A different game first, to its end or stopped midway.
		prev := seededGame{a: decks[(i+3)%n], b: decks[(i+5)%n], seed: uint64(1000 + i)}
		g.Reset("Alice", "Bob")
		ap.Reset(prev.seed)
		prev.setUp(t, g, ap)
		steps := 1 << 30
		if i%2 == 1 {
			steps = 20 + 7*i
		}
		playSteps(t, g, ap, steps, "the game before "+what)
		switch i % 4 {
		case 3:
			g = g.Clone() // a clone's storage (clipped zones, one array of cards) reused as well
		case 1:
			g.CloneInto(into) // the same, copied into storage another game was copied into before
			g, into = into, g
		}
		oldLog := g.Log()
		kept := make([]string, len(oldLog))
		for j, l := range oldLog {
			kept[j] = strings.Clone(l)
		}

		g.Reset("Alice", "Bob")
		ap.Reset(sg.seed)
		sg.setUp(t, g, ap)
		playSteps(t, g, ap, 1<<30, what)
		got := playedOf(g)
		if got.dump != want.dump {
			t.Fatalf("%s: reused game's state differs:\n%s\nnew game's:\n%s", what, got.dump, want.dump)
		}
		if got.log != want.log {
			t.Fatalf("%s: reused game's log differs:\n%s\nnew game's:\n%s", what, got.log, want.log)
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%s: reused game gives %d events, %+v, new game %d, %+v (or their journals differ)", what, got.events, got.result, want.events, want.result)
		}
		if !reflect.DeepEqual(oldLog, kept) {
			t.Fatalf("%s: the log of the game before changed as the next was played", what)
		}
	}
}

// TestResetLogOff checks that Reset keeps LogOff, and that a reused game
// with no log plays as a new one.
func TestResetLogOff(t *testing.T) {
	decks := bundledDecks(t)
	g, ap := rt.NewGame("Alice", "Bob"), autoplay.New(0)
	g.LogOff = true
	for i := range 10 {
		sg := seededGame{a: decks[(i+1)%len(decks)], b: decks[i%len(decks)], seed: uint64(500 + i)}
		fg, fap := rt.NewGame("Alice", "Bob"), autoplay.New(sg.seed)
		fg.LogOff = true
		sg.setUp(t, fg, fap)
		playSteps(t, fg, fap, 1<<30, "new")
		g.Reset("Alice", "Bob")
		ap.Reset(sg.seed)
		if !g.LogOff {
			t.Fatal("Reset turned LogOff off")
		}
		sg.setUp(t, g, ap)
		playSteps(t, g, ap, 1<<30, "reused")
		if a, b := g.Dump(), fg.Dump(); a != b || len(g.Log()) != 0 || !reflect.DeepEqual(g.Result(), fg.Result()) {
			t.Fatalf("seed %d: reused game with no log differs:\n%s\nnew game's:\n%s", sg.seed, a, b)
		}
	}
}

// TestResetCachesAgree is TestCharsCacheAgrees on one reused game: every
// remembered characteristic and cache (VerifyChars, VerifyCaches, both
// kept by Reset) agrees with a recomputation in games played on memory
// earlier games used.
func TestResetCachesAgree(t *testing.T) {
	decks := bundledDecks(t)
	games := 24
	if testing.Short() {
		games = 8
	}
	g, ap := rt.NewGame("Alice", "Bob"), autoplay.New(0)
	var c *charsChecker
	step := 0
	var sg seededGame
	where := func() string {
		return fmt.Sprintf("seed %d (%s against %s), action %d, turn %d %v", sg.seed, sg.a.Name, sg.b.Name, step, g.Turn, g.Step)
	}
	g.VerifyChars(func(o *rt.Object, cached, fresh rt.Chars) { c.report(o, cached, fresh) })
	g.VerifyCaches(func(what, cached, fresh string) {
		if c.failed == "" {
			c.failed = fmt.Sprintf("%s, during an action: %s: cached\n%s\nrecomputed\n%s", where(), what, cached, fresh)
		}
	})
	for i := range games {
		sg = seededGame{a: decks[(i+2)%len(decks)], b: decks[(i*3)%len(decks)], seed: uint64(300 + i)}
		c = &charsChecker{t: t, where: where}
		g.Reset("Alice", "Bob")
		ap.Reset(sg.seed)
		sg.setUp(t, g, ap)
		g.Decider = checkingDecider{c, ap}
		for step = 0; !g.Over() && g.Turn <= 40 && step < 3000; step++ {
			if err := ap.Step(g); err != nil {
				t.Fatalf("%s: %v", where(), err)
			}
			c.all(g, "after the action")
			if c.failed != "" {
				t.Fatal(c.failed)
			}
		}
	}
}

// TestResetCardOfAnotherDefinition checks that a card struct a reset game
// fills again with a card of another definition reads that definition,
// not what it read of the old one (newCard keeps it only for the same
// definition): a creature moved to the battlefield in the first game,
// an instant in its struct in the next stays where it is (400.4a).
func TestResetCardOfAnotherDefinition(t *testing.T) {
	bear := &rt.CardDef{Name: "Test Bear", Types: []string{"Creature"}, Power: 2, Toughness: 2}
	instant := &rt.CardDef{Name: "Test Instant", Types: []string{"Instant"}}
	g := rt.NewGame("Alice", "Bob")
	c := g.AddCard(bear, 0, rt.Hand)
	if m := g.Move(rt.MoveRequest{Obj: c.Obj.Ref, To: rt.Battlefield}); !m.OK() {
		t.Fatalf("the creature did not enter the battlefield")
	}
	g.Reset("Alice", "Bob")
	c = g.AddCard(instant, 0, rt.Hand)
	if m := g.Move(rt.MoveRequest{Obj: c.Obj.Ref, To: rt.Battlefield}); m.OK() || c.Obj.Zone != rt.Hand {
		t.Fatalf("the instant moved to %v; want it to stay in the hand (400.4a)", c.Obj.Zone)
	}
	g.Reset("Alice", "Bob")
	c = g.AddCard(bear, 0, rt.Hand)
	if m := g.Move(rt.MoveRequest{Obj: c.Obj.Ref, To: rt.Battlefield}); !m.OK() {
		t.Fatalf("the creature did not enter the battlefield after a reset")
	}
}
