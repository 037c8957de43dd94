package runtime_test

import (
	"fmt"
	"slices"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	rt "github.com/mtgs/mtgs/runtime"
)

// logGame sets up seeded game sg as seededGame.at does, with hook called
// on the new game first (to set OnLog before the opening hands are
// drawn).
func logGame(t *testing.T, sg seededGame, hook func(g *rt.Game)) (*rt.Game, *autoplay.Player) {
	t.Helper()
	g := rt.NewGame("Alice", "Bob")
	if hook != nil {
		hook(g)
	}
	ap := autoplay.New(sg.seed)
	sg.setUp(t, g, ap)
	return g, ap
}

// stepTo plays g on with ap until it has taken n actions in all (from
// *done), the game ends or 40 turns pass, calling each after every action.
func stepTo(t *testing.T, g *rt.Game, ap *autoplay.Player, done *int, n int, each func()) {
	t.Helper()
	for ; *done < n && !g.Over() && g.Turn <= 40; *done++ {
		if err := ap.Step(g); err != nil {
			t.Fatalf("step %d: %v", *done, err)
		}
		if each != nil {
			each()
		}
	}
}

// The log rendered when read (Game.Log) is the same whenever it is read:
// over seeded games between the bundled decks, the log read after every
// action, the log read once at the end and the lines OnLog heard as they
// happened are the same lines; a clone taken mid-game (of a game whose
// log was read up to then, and of one whose log never was) goes on to
// write the log of the same game played on without cloning; a listener
// set mid-game hears the lines from then on.
func TestLogSameWhenRead(t *testing.T) {
	decks := bundledDecks(t)
	games := 4
	if testing.Short() {
		games = 2
	}
	for seed := uint64(1); seed <= uint64(games); seed++ {
		sg := seededGame{a: decks[int(seed)%len(decks)], b: decks[int(seed/uint64(len(decks))+1)%len(decks)], seed: seed}
		where := fmt.Sprintf("seed %d", seed)
		const mid, end, ahead = 150, 100000, 200

		// Read after every action, with OnLog listening.
		var heard, read []string
		g, ap := logGame(t, sg, func(g *rt.Game) { g.OnLog = func(s string) { heard = append(heard, s) } })
		readAll := func() {
			l := g.Log()
			if len(l) < len(read) || (len(read) > 0 && l[len(read)-1] != read[len(read)-1]) {
				t.Fatalf("%s: the log read again lost lines: %d then %d", where, len(read), len(l))
			}
			read = append(read, l[len(read):]...)
		}
		// Read once at the end; the same game cloned mid-game unread.
		h, hp := logGame(t, sg, nil)
		// A listener from mid-game on.
		var late []string
		lg, lp := logGame(t, sg, nil)

		gn, hn, ln := 0, 0, 0
		stepTo(t, g, ap, &gn, mid, readAll)
		stepTo(t, h, hp, &hn, mid, nil)
		stepTo(t, lg, lp, &ln, mid, nil)
		if !slices.Equal(g.Log(), h.Log()[:len(g.Log())]) {
			t.Fatalf("%s: the log read after every action differs from the log read once:\n%s", where, firstDiff(g.Log(), h.Log()))
		}
		atMid := len(lg.Log())
		lg.OnLog = func(s string) { late = append(late, s) }

		// Clones, played on with other choices, against the game
		// played to the same point again and on without cloning.
		gc, hc := g.Clone(), h.Clone()
		var clHeard []string
		gc.OnLog = func(s string) { clHeard = append(clHeard, s) }
		hc.OnLog = nil
		if !slices.Equal(gc.Log(), g.Log()) || !slices.Equal(hc.Log(), h.Log()) {
			t.Fatalf("%s: a clone's log differs from its original's", where)
		}
		atClone := len(gc.Log())
		replay, rp := logGame(t, sg, nil)
		rn := 0
		stepTo(t, replay, rp, &rn, mid, nil)
		playOn(t, replay, sg.seed+500, ahead, where+" (replay)")
		playOn(t, gc, sg.seed+500, ahead, where+" (clone of the read game)")
		playOn(t, hc, sg.seed+500, ahead, where+" (clone of the unread game)")

		stepTo(t, g, ap, &gn, end, readAll)
		stepTo(t, h, hp, &hn, end, nil)
		stepTo(t, lg, lp, &ln, end, nil)

		if d := firstDiff(read, h.Log()); !slices.Equal(read, h.Log()) {
			t.Fatalf("%s: read after every action and read once differ:\n%s", where, d)
		}
		if !slices.Equal(g.Log(), read) || !slices.Equal(heard, read) {
			t.Fatalf("%s: OnLog heard %d lines, Log has %d, %d read", where, len(heard), len(g.Log()), len(read))
		}
		if !slices.Equal(late, lg.Log()[atMid:]) {
			t.Fatalf("%s: a listener set mid-game heard\n%s", where, firstDiff(late, lg.Log()[atMid:]))
		}
		if !slices.Equal(clHeard, replay.Log()[atClone:]) {
			t.Fatalf("%s: the clone's listener heard\n%s", where, firstDiff(clHeard, replay.Log()[atClone:]))
		}
		for _, c := range []*rt.Game{gc, hc} {
			if !slices.Equal(c.Log(), replay.Log()) {
				t.Fatalf("%s: a clone's log differs from the game played on without cloning:\n%s", where, firstDiff(c.Log(), replay.Log()))
			}
		}
		if len(read) < 100 {
			t.Fatalf("%s: only %d lines", where, len(read))
		}
	}
}
