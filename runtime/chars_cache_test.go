package runtime_test

import (
	"flag"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

var charsGames = flag.Int("chars.games", 0, "seeded games TestCharsCacheAgrees plays (default 200, 30 with -short); TestCachesAgreeMultiplayer plays a tenth as many")

// charsChecker compares every object's remembered characteristics with a
// full recomputation, and records the first disagreement.
type charsChecker struct {
	t      *testing.T
	where  func() string
	failed string
	checks int
}

// all compares Chars and CharsFresh for every object of every card, in
// whatever zone it is.
func (c *charsChecker) all(g *rt.Game, when string) {
	for id := rt.CardID(1); ; id++ {
		card := g.Card(id)
		if card == nil {
			break
		}
		o := card.Obj
		if o == nil {
			continue
		}
		cached, fresh := g.Chars(o), g.CharsFresh(o)
		c.checks++
		if !cached.Equal(fresh) && c.failed == "" {
			c.failed = fmt.Sprintf("%s, %s: %v (%s): cached\n%+v\nrecomputed\n%+v", c.where(), when, o.Ref, o.Name(), cached, fresh)
		}
	}
}

// report is the game's VerifyChars hook: a remembered Chars used while
// the game runs differs from a recomputation.
func (c *charsChecker) report(o *rt.Object, cached, fresh rt.Chars) {
	if c.failed == "" {
		c.failed = fmt.Sprintf("%s, during an action: %v (%s): cached\n%+v\nrecomputed\n%+v", c.where(), o.Ref, o.Name(), cached, fresh)
	}
}

// checkingDecider checks every object before each decision (the middle
// of an action), then lets the automatic player decide.
type checkingDecider struct {
	c  *charsChecker
	ap *autoplay.Player
}

func (d checkingDecider) Decide(g *rt.Game, dec *rt.Decision) ([]int, error) {
	d.c.all(g, "at a decision")
	return d.ap.Decide(g, dec)
}

// playChecked plays g with ap to its end (at most 40 turns and maxSteps
// actions), with VerifyChars and VerifyCaches on, comparing every object
// after every action and at every decision; game names the game in a
// failure. It returns the objects compared and the actions played.
func playChecked(t *testing.T, g *rt.Game, ap *autoplay.Player, game string, maxSteps int) (checks, steps int) {
	t.Helper()
	c := &charsChecker{t: t}
	c.where = func() string {
		return fmt.Sprintf("%s, action %d, turn %d %v", game, steps, g.Turn, g.Step)
	}
	g.VerifyChars(c.report)
	g.VerifyCaches(func(what, cached, fresh string) {
		if c.failed == "" {
			c.failed = fmt.Sprintf("%s, during an action: %s: cached\n%s\nrecomputed\n%s", c.where(), what, cached, fresh)
		}
	})
	g.Decider = checkingDecider{c, ap}
	for ; !g.Over() && g.Turn <= 40 && steps < maxSteps; steps++ {
		if err := ap.Step(g); err != nil {
			t.Fatalf("%s: %v", c.where(), err)
		}
		c.all(g, "after the action")
		if c.failed != "" {
			t.Fatal(c.failed)
		}
	}
	return c.checks, steps
}

// TestCharsCacheAgrees plays seeded games between the bundled decks, every
// pairing in turn, and checks that the characteristics the game remembers
// (Game.Chars, cached per game version) never differ from a full
// recomputation (Game.CharsFresh): for every object in every zone after
// every action and at every decision, and at every use of a remembered
// value while the game runs (Game.VerifyChars), and that nothing else the
// game remembers per version differs from a recomputation either
// (Game.VerifyCaches). -chars.games N plays N games.
func TestCharsCacheAgrees(t *testing.T) {
	decks := bundledDecks(t)
	games := 200
	if testing.Short() {
		games = 30
	}
	if *charsGames > 0 {
		games = *charsGames
	}
	start := time.Now()
	checks, actions := 0, 0
	for i := 0; i < games; i++ {
		seed := uint64(i + 1)
		sg := seededGame{a: decks[i%len(decks)], b: decks[(i/len(decks))%len(decks)], seed: seed}
		g, ap := sg.at(t, 0)
		compared, steps := playChecked(t, g, ap, fmt.Sprintf("seed %d (%s against %s)", seed, sg.a.Name, sg.b.Name), 3000)
		checks += compared
		actions += steps
	}
	t.Logf("%d games, %d actions, %d objects compared in %v", games, actions, checks, time.Since(start).Round(time.Millisecond))
}

// TestCachesAgreeMultiplayer is TestCharsCacheAgrees for games of three
// and four players between the bundled decks, where what a player keeps
// (its mana sources, its plays, the tappings of its own permanents) must
// stay apart from every other player's, and players who lose leave a game
// that goes on (800.4a). -chars.games N plays N/10 games (default 12, 4
// with -short).
func TestCachesAgreeMultiplayer(t *testing.T) {
	decks := bundledDecks(t)
	games := 12
	if testing.Short() {
		games = 4
	}
	if *charsGames > 0 {
		games = max(*charsGames/10, 1)
	}
	players := []string{"Alice", "Bob", "Carol", "Dave"}
	start := time.Now()
	checks, actions := 0, 0
	for i := 0; i < games; i++ {
		seed, n := uint64(i+1), 3+i%2
		g, ap := rt.NewGame(players[:n]...), autoplay.New(seed)
		var which []*interp.Deck
		var names []string
		for p := range n {
			d := decks[(i+p)%len(decks)]
			which, names = append(which, d), append(names, d.Name)
		}
		setUpDecks(t, g, ap, seed, which...)
		compared, steps := playChecked(t, g, ap, fmt.Sprintf("seed %d (%s)", seed, strings.Join(names, ", ")), 4000)
		checks += compared
		actions += steps
	}
	t.Logf("%d games of 3 and 4 players, %d actions, %d objects compared in %v", games, actions, checks, time.Since(start).Round(time.Millisecond))
}
