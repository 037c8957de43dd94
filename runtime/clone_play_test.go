package runtime_test

import (
	"flag"
	"fmt"
	"slices"
	"sync"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	rt "github.com/mtgs/mtgs/runtime"
)

var cloneGames = flag.Int("clone.games", 0, "seeded games TestClonePlaysIndependently clones (default 6, 2 with -short)")

// cloneEvery is how many actions apart the game is cloned, and
// cloneAhead how many actions each copy is played on from there.
const (
	cloneEvery = 40
	cloneAhead = 60
)

// TestClonePlaysIndependently plays seeded games between the bundled
// decks and clones each game every cloneEvery actions (Game.Clone):
//
//   - the clone's Dump equals the original's and the clone reaches none
//     of the original's state;
//   - a second clone played on with other choices leaves the original
//     (and the first clone) exactly as they were;
//   - the original and the first clone, played on from there with the
//     same seeded automatic player, write the same log byte for byte, and
//     the same log as the same game played to that point again without
//     cloning: a clone draws the same random numbers (library shuffles)
//     and behaves as the game it copies.
//
// The second clone, and a third played on like the first, are made with
// CloneInto into one game reused for every point of every game, so each
// lands in storage holding another game's state.
func TestClonePlaysIndependently(t *testing.T) {
	decks := bundledDecks(t)
	games := 6
	if testing.Short() {
		games = 2
	}
	if *cloneGames > 0 {
		games = *cloneGames
	}
	points := 0
	scratch := rt.NewGame("Nobody")
	for seed := uint64(1); seed <= uint64(games); seed++ {
		sg := seededGame{a: decks[int(seed)%len(decks)], b: decks[int(seed/uint64(len(decks))+1)%len(decks)], seed: seed}
		for k := 0; ; k += cloneEvery {
			g, _ := sg.at(t, k)
			if g.Over() || g.Turn > 40 {
				break
			}
			points++
			clonePoint(t, sg, g, k, scratch)
		}
	}
	t.Logf("%d games cloned at %d points", games, points)
}

// playOn plays n more actions (or to the end) with a fresh automatic
// player of seed s.
func playOn(t *testing.T, g *rt.Game, s uint64, n int, where string) {
	t.Helper()
	ap := autoplay.New(s)
	g.Decider = ap
	for i := 0; i < n && !g.Over() && g.Turn <= 40; i++ {
		if err := ap.Step(g); err != nil {
			t.Fatalf("%s, step %d after the clone: %v", where, i, err)
		}
	}
}

func clonePoint(t *testing.T, sg seededGame, g *rt.Game, k int, scratch *rt.Game) {
	t.Helper()
	where := fmt.Sprintf("seed %d, cloned after %d actions (turn %d, %v)", sg.seed, k, g.Turn, g.Step)
	dump := g.Dump()
	c := g.Clone()
	if d := c.Dump(); d != dump {
		t.Fatalf("%s: the clone's Dump differs:\n%s\n---\n%s", where, dump, d)
	}
	rt.CheckCloneShares(t, where, g, c)

	// Other choices on a second clone change neither game.
	g.CloneInto(scratch)
	if d := scratch.Dump(); d != dump {
		t.Fatalf("%s: the clone into a used game differs:\n%s\n---\n%s", where, dump, d)
	}
	rt.CheckCloneShares(t, where+" (into a used game)", g, scratch)
	playOn(t, scratch, sg.seed+1000, cloneAhead, where+" (other clone)")
	if d := g.Dump(); d != dump {
		t.Fatalf("%s: playing on a clone changed the original:\n%s\n---\n%s", where, dump, d)
	}
	if d := c.Dump(); d != dump {
		t.Fatalf("%s: playing on a clone changed another clone:\n%s\n---\n%s", where, dump, d)
	}
	// A third, into the storage the second was played on.
	g.CloneInto(scratch)
	third := scratch

	// The same choices on the original, the clone and the game played
	// to the same point again without cloning.
	replay, _ := sg.at(t, k)
	next := sg.seed + 2000
	playOn(t, g, next, cloneAhead, where+" (original)")
	playOn(t, c, next, cloneAhead, where+" (clone)")
	playOn(t, third, next, cloneAhead, where+" (clone into a used game)")
	playOn(t, replay, next, cloneAhead, where+" (replay)")
	if !slices.Equal(c.Log(), replay.Log()) {
		t.Fatalf("%s: the clone's log differs from the uncloned game's:\n%s", where, firstDiff(c.Log(), replay.Log()))
	}
	if !slices.Equal(g.Log(), replay.Log()) {
		t.Fatalf("%s: the original's log differs from the uncloned game's:\n%s", where, firstDiff(g.Log(), replay.Log()))
	}
	if !slices.Equal(third.Log(), replay.Log()) {
		t.Fatalf("%s: the clone into a used game logs otherwise than the uncloned game:\n%s", where, firstDiff(third.Log(), replay.Log()))
	}
	if a, b := third.Dump(), replay.Dump(); a != b {
		t.Fatalf("%s: the clone into a used game ends in another state than the uncloned game:\n%s\n---\n%s", where, a, b)
	}
	if a, b := c.Dump(), replay.Dump(); a != b {
		t.Fatalf("%s: the clone ends in another state than the uncloned game:\n%s\n---\n%s", where, a, b)
	}
	if a, b := g.Dump(), replay.Dump(); a != b {
		t.Fatalf("%s: the original ends in another state than the uncloned game:\n%s\n---\n%s", where, a, b)
	}
}

func firstDiff(a, b []string) string {
	for i := 0; i < len(a) && i < len(b); i++ {
		if a[i] != b[i] {
			return fmt.Sprintf("line %d:\n  %s\n  %s", i+1, a[i], b[i])
		}
	}
	return fmt.Sprintf("%d lines against %d", len(a), len(b))
}

// TestClonesPlayConcurrently plays two clones of one game at once, each
// on its own goroutine, while the original is played on a third and a
// CloneInto game on a fourth: a clone shares only what never changes once
// made (definitions, abilities, effects), so none of them writes memory
// another reads, which go test -race checks. Each game's log must be what
// the same game played alone writes.
func TestClonesPlayConcurrently(t *testing.T) {
	decks := bundledDecks(t)
	sg := seededGame{a: decks[1%len(decks)], b: decks[2%len(decks)], seed: 7}
	for _, k := range []int{40, 120} {
		g, _ := sg.at(t, k)
		if g.Over() {
			continue
		}
		games := []*rt.Game{g, g.Clone(), g.Clone()}
		scratch := rt.NewGame("Nobody")
		g.CloneInto(scratch)
		games = append(games, scratch)
		errs := make([]error, len(games))
		var wg sync.WaitGroup
		for i, c := range games {
			wg.Go(func() { errs[i] = playAlone(c, sg.seed+uint64(i), cloneAhead) })
		}
		wg.Wait()
		for i, c := range games {
			if errs[i] != nil {
				t.Fatalf("after %d actions, game %d: %v", k, i, errs[i])
			}
			alone, _ := sg.at(t, k)
			if err := playAlone(alone, sg.seed+uint64(i), cloneAhead); err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(c.Log(), alone.Log()) {
				t.Fatalf("after %d actions, game %d logs otherwise than the game played alone:\n%s", k, i, firstDiff(c.Log(), alone.Log()))
			}
		}
	}
}

// playAlone is playOn for a goroutine of its own: it returns the error
// rather than failing the test.
func playAlone(g *rt.Game, s uint64, n int) error {
	ap := autoplay.New(s)
	g.Decider = ap
	for i := 0; i < n && !g.Over() && g.Turn <= 40; i++ {
		if err := ap.Step(g); err != nil {
			return fmt.Errorf("step %d: %w", i, err)
		}
	}
	return nil
}
