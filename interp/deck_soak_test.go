package interp

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestDeckSoak plays seeded games between the decks of testdata/decks
// whose cards are all bundled, every pairing in turn (a deck against
// itself too), with the runtime's invariants checked whenever a player
// holds priority (runtime.Game.CheckInvariants: every card in exactly one
// zone, no state-based action pending (704.3), nothing attached to or in
// combat as a stale object) and a refused legal land play counted as a
// failure. No game may panic or fail. Every tenth game is played again
// unchecked and must give the same log, byte for byte. -soak N plays N
// games instead of the default 200.
func TestDeckSoak(t *testing.T) {
	lib := stdlib(t)
	var skipped []string
	decks := playableDecks(t, lib, func(f string, missing []string) {
		skipped = append(skipped, fmt.Sprintf("%s (%d cards missing)", f, len(missing)))
	})
	if len(skipped) > 0 {
		t.Logf("not played yet, their cards not all bundled: %s", strings.Join(skipped, ", "))
	}
	if len(decks) == 0 {
		t.Skip("no deck of testdata/decks has all its cards bundled")
	}
	n := 200
	if testing.Short() {
		n = 30
	}
	if *soakGames > 0 {
		n = *soakGames
	}
	var pairs [][2]*Deck
	for _, a := range decks {
		for _, b := range decks {
			pairs = append(pairs, [2]*Deck{a, b})
		}
	}
	start := time.Now()
	wins, turns := 0, 0
	for i := 0; i < n; i++ {
		pair := pairs[i%len(pairs)]
		gs := &GameSpec{Name: pair[0].Name + " against " + pair[1].Name, Seed: uint64(i + 1), Checked: true,
			Seats: []Seat{{Player: "Alice", Deck: pair[0]}, {Player: "Bob", Deck: pair[1]}}}
		res := playSoak(t, gs)
		if res.Winner != "" {
			wins++
		}
		turns += res.Turns
		if i%10 == 0 {
			again := *gs
			again.Checked = false
			if res2 := playSoak(t, &again); !slices.Equal(res.Log, res2.Log) {
				t.Fatalf("%s, seed %d: a second play gave a different log", gs.Name, gs.Seed)
			}
		}
	}
	t.Logf("%d games between %d decks in %v: %d won, average %.1f turns", n, len(decks), time.Since(start).Round(time.Millisecond), wins, float64(turns)/float64(n))
	if wins == 0 {
		t.Fatalf("none of %d games had a winner", n)
	}
}

// playSoak plays a game, failing the test with the game's seed on an
// error or a panic.
func playSoak(t *testing.T, gs *GameSpec) (res *GameResult) {
	t.Helper()
	defer func() {
		if r := recover(); r != nil {
			t.Fatalf("%s, seed %d: panic: %v", gs.Name, gs.Seed, r)
		}
	}()
	res, err := gs.Play(nil)
	if err != nil {
		t.Fatalf("%s, seed %d: %v", gs.Name, gs.Seed, err)
	}
	return res
}

// TestMultiplayerSoak plays seeded games of three and four players between
// the bundled decks, with the invariants checked at every priority as in
// TestDeckSoak: players who lose leave a game that goes on (800.4a) — their
// cards leave it, what they controlled is exiled — and the others play on
// to a single winner or a draw. -soak N plays N games instead of 24.
func TestMultiplayerSoak(t *testing.T) {
	decks := playableDecks(t, stdlib(t), func(string, []string) {})
	if len(decks) < 2 {
		t.Skip("fewer than two playable decks")
	}
	n := 24
	if testing.Short() {
		n = 6
	}
	if *soakGames > 0 {
		n = *soakGames
	}
	names := []string{"Alice", "Bob", "Carol", "Dave"}
	start := time.Now()
	left, wins := 0, 0
	for i := 0; i < n; i++ {
		players := 3 + i%2
		gs := &GameSpec{Name: fmt.Sprintf("%d players", players), Seed: uint64(i + 1), Checked: true}
		for p := 0; p < players; p++ {
			gs.Seats = append(gs.Seats, Seat{Player: names[p], Deck: decks[(i+p)%len(decks)]})
		}
		res := playSoak(t, gs)
		if res.Winner != "" {
			wins++
		}
		for _, l := range res.Log {
			if strings.Contains(l, "leaves the game") {
				left++
			}
		}
	}
	t.Logf("%d games of 3 and 4 players in %v: %d won, %d players left games that went on", n, time.Since(start).Round(time.Millisecond), wins, left)
	if left == 0 {
		t.Error("no player left a game that went on")
	}
}
