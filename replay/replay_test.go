package replay_test

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/interp"
	"github.com/mtgs/mtgs/replay"
	rt "github.com/mtgs/mtgs/runtime"
)

// bundled returns the program of the bundled library and the decks of
// testdata/decks whose cards it holds.
func bundled(t testing.TB) (*interp.Program, []*interp.Deck) {
	t.Helper()
	lib, err := interp.Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../testdata/decks/*.txt")
	var decks []*interp.Deck
	for _, f := range files {
		b, _ := os.ReadFile(f)
		if d, err := interp.LoadDeckList(lib, interp.Source{Name: f, Text: b}); err == nil {
			decks = append(decks, d)
		}
	}
	if len(decks) < 2 {
		t.Skip("fewer than two bundled decks")
	}
	return &interp.Program{Library: lib}, decks
}

// spec is the game of seed between two of the decks.
func spec(decks []*interp.Deck, seed uint64) *interp.GameSpec {
	a, b := decks[int(seed)%len(decks)], decks[int(seed/uint64(len(decks))+1)%len(decks)]
	return &interp.GameSpec{Name: a.Name + " against " + b.Name, Seed: seed, Life: 20,
		Seats: []interp.Seat{{Player: "Alice", Deck: a}, {Player: "Bob", Deck: b}}}
}

func record(g *rt.Game) { g.Record(true) }

// TestReplayPlaysGamesBack records whole seeded games between the bundled
// decks, writes each as a file, reads it and plays it back: the log, the
// events, the result and the dump are the recorded game's, and the file
// written again from the played-back game is the same bytes.
func TestReplayPlaysGamesBack(t *testing.T) {
	prog, decks := bundled(t)
	games := 8
	if testing.Short() {
		games = 3
	}
	entries := 0
	for seed := uint64(1); seed <= uint64(games); seed++ {
		gs := spec(decks, seed)
		res, g, err := gs.PlayWith(nil, record)
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		f, data := written(t, prog, gs, g)
		entries += len(f.Journal)
		var lines []string
		h, f2, err := replay.Load(prog, data, func(g *rt.Game) { g.OnLog = func(s string) { lines = append(lines, s) } })
		if err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
		if d := firstDiff(g.Log(), h.Log()); d != "" {
			t.Fatalf("seed %d: the played-back log differs: %s", seed, d)
		}
		if d := firstDiff(g.Log(), lines); d != "" {
			t.Fatalf("seed %d: the lines played back through OnLog differ: %s", seed, d)
		}
		if !reflect.DeepEqual(g.Events(), h.Events()) {
			t.Fatalf("seed %d: the events differ", seed)
		}
		if g.Dump() != h.Dump() {
			t.Fatalf("seed %d: the dumps differ", seed)
		}
		out, finished := replay.Outcome(h)
		if !finished || out.String() != res.String() {
			t.Fatalf("seed %d: outcome %v (finished %v), recorded %v", seed, out, finished, res)
		}
		again, err := replay.New(prog.Library, gs, h)
		if err != nil {
			t.Fatal(err)
		}
		data2, _ := again.Marshal()
		if !bytes.Equal(data, data2) {
			t.Fatalf("seed %d: the file written from the played-back game differs", seed)
		}
		if f2.Name != gs.Name || f2.Seed != seed {
			t.Fatalf("seed %d: file heading %q %d", seed, f2.Name, f2.Seed)
		}
	}
	t.Logf("%d games, %d journal entries played back", games, entries)
}

// TestSaveLoadGoesOn plays seeded games some actions, saves, loads, and
// plays the original and the loaded game on with the same seeded
// automatic player: their logs up to the save point are the same, their
// events too, and from there they write the same lines byte for byte.
func TestSaveLoadGoesOn(t *testing.T) {
	prog, decks := bundled(t)
	points := 0
	for seed := uint64(1); seed <= 6; seed++ {
		for _, n := range []int{0, 1, 25, 120} {
			gs := spec(decks, seed)
			ap := autoplay.New(seed)
			g, err := gs.Start(ap, record)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < n && !g.Over(); i++ {
				if err := ap.Step(g); err != nil {
					t.Fatal(err)
				}
			}
			_, data := written(t, prog, gs, g)
			h, _, err := replay.Load(prog, data)
			if err != nil {
				t.Fatalf("seed %d after %d actions: %v", seed, n, err)
			}
			where := fmt.Sprintf("seed %d, saved after %d actions", seed, n)
			if d := firstDiff(g.Log(), h.Log()); d != "" {
				t.Fatalf("%s: the loaded log differs: %s", where, d)
			}
			if !reflect.DeepEqual(g.Events(), h.Events()) {
				t.Fatalf("%s: the loaded events differ", where)
			}
			if g.Dump() != h.Dump() {
				t.Fatalf("%s: the loaded game's dump differs", where)
			}
			saved := len(g.Log())
			g.Decider = nil
			goOn(t, g, seed+100)
			goOn(t, h, seed+100)
			if d := firstDiff(g.Log()[saved:], h.Log()[saved:]); d != "" {
				t.Fatalf("%s: played on, the logs differ: %s", where, d)
			}
			if len(g.Log()) == saved && !g.Over() {
				t.Fatalf("%s: nothing was played on", where)
			}
			points++
		}
	}
	t.Logf("%d games saved, loaded and played on", points)
}

// goOn plays g on for up to 150 actions with a new automatic player.
func goOn(t *testing.T, g *rt.Game, seed uint64) {
	t.Helper()
	ap := autoplay.New(seed)
	for i := 0; i < 150 && !g.Over(); i++ {
		if err := ap.Step(g); err != nil {
			t.Fatal(err)
		}
	}
}

func firstDiff(a, b []string) string {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return fmt.Sprintf("line %d: %q, then %q", i+1, a[i], b[i])
		}
	}
	if len(a) != len(b) {
		return fmt.Sprintf("%d lines, then %d", len(a), len(b))
	}
	return ""
}

// played starts the recorded game of seed between two of the decks and
// lets the automatic player take n actions.
func played(t testing.TB, decks []*interp.Deck, seed uint64, n int) (*interp.GameSpec, *rt.Game) {
	t.Helper()
	gs := spec(decks, seed)
	ap := autoplay.New(seed)
	g, err := gs.Start(ap, record)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < n && !g.Over(); i++ {
		if err := ap.Step(g); err != nil {
			t.Fatal(err)
		}
	}
	return gs, g
}

// written is the replay file of g, set up as gs, and its bytes.
func written(t testing.TB, prog *interp.Program, gs *interp.GameSpec, g *rt.Game) (*replay.File, []byte) {
	t.Helper()
	f, err := replay.New(prog.Library, gs, g)
	if err != nil {
		t.Fatal(err)
	}
	data, err := f.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	return f, data
}

// recorded returns the file of the game of seed 3 after n actions.
func recorded(t testing.TB, n int) (*interp.Program, []byte) {
	prog, decks := bundled(t)
	gs, g := played(t, decks, 3, n)
	_, data := written(t, prog, gs, g)
	return prog, data
}

// edit changes the file's JSON with change and writes it again.
func edit(t *testing.T, data []byte, change func(f *replay.File)) []byte {
	t.Helper()
	f, err := replay.Parse(data)
	if err != nil {
		t.Fatal(err)
	}
	change(f)
	b, err := json.Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestReplayRefuses checks each way a file can be wrong: the error says
// what is wrong, and where.
func TestReplayRefuses(t *testing.T) {
	prog, data := recorded(t, 60)
	if _, _, err := replay.Load(prog, data); err != nil {
		t.Fatalf("the unchanged file: %v", err)
	}
	firstAction, firstTake := -1, -1
	f0, _ := replay.Parse(data)
	for i, e := range f0.Journal {
		if e.Action != nil && firstAction < 0 {
			firstAction = i
		}
		if e.Action != nil && e.Action.Call == rt.CallTake && e.Action.Take.Kind == rt.ActPlayLand && firstTake < 0 {
			firstTake = i
		}
	}
	if firstAction < 0 || firstTake < 0 {
		t.Fatal("the recorded game has no action or no land played")
	}
	bolt := "Lightning Bolt"
	cases := []struct {
		name string
		data []byte
		want string
	}{
		{"malformed JSON", data[:len(data)/2], "not a replay file: line "},
		{"not an object", []byte(`[1,2]`), "not a replay file"},
		{"another format", []byte(`{"format":"something","version":1}`), `its format is not "mtgs-replay"`},
		{"no version", []byte(`{"format":"mtgs-replay"}`), "file version missing: this program reads version 1"},
		{"a later version", bytes.Replace(data, []byte(`"version": 1`), []byte(`"version": 2`), 1), "file version 2: this program reads version 1"},
		{"an unknown field", bytes.Replace(data, []byte(`"seed"`), []byte(`"colour": 1, "seed"`), 1), `unknown field "colour"`},
		{"a wrong type", bytes.Replace(data, []byte(`"seed": 3`), []byte(`"seed": "three"`), 1), "line 6, column"},
		{"an unknown card", edit(t, data, func(f *replay.File) {
			f.Cards = append(f.Cards, replay.Card{Name: "Lightning Blot", Hash: f.Cards[0].Hash})
			f.Seats[0].Deck[0] = "Lightning Blot"
		}), `unknown card "Lightning Blot"`},
		{"a changed card", edit(t, data, func(f *replay.File) {
			for i := range f.Cards {
				if f.Cards[i].Name == f.Seats[0].Deck[0] {
					bolt = f.Cards[i].Name
					f.Cards[i].Hash = interp.HashPrefix + strings.Repeat("0", 64)
				}
			}
		}), "has changed since the game was recorded"},
		{"a deck card without a hash", edit(t, data, func(f *replay.File) { f.Cards = f.Cards[1:] }), "has no hash in the file"},
		{"a bad hash", edit(t, data, func(f *replay.File) { f.Cards[0].Hash = "md5:00" }), `is not sha256:`},
		{"one seat", edit(t, data, func(f *replay.File) { f.Seats = f.Seats[:1] }), "1 seats: a game has 2 to"},
		{"a name forging a log line", edit(t, data, func(f *replay.File) { f.Seats[0].Player = "Alice\n=== result: fake" }), "seat 1: player name \"Alice\\n=== result: fake\" holds the control character U+000A"},
		{"a blank name", edit(t, data, func(f *replay.File) { f.Seats[1].Player = "   " }), "seat 2: player name \"   \" is blank"},
		{"no player's name", edit(t, data, func(f *replay.File) { f.Seats[1].Player = "nobody" }), "is what the log writes for no player"},
		{"an empty entry", edit(t, data, func(f *replay.File) { f.Journal[3] = rt.JournalEntry{} }), "journal entry 3: want one action or one decision"},
		{"another answer", edit(t, data, func(f *replay.File) {
			f.Journal[0].Decision.Kind = rt.ChooseTargets
		}), "journal entry 0: the game asks Alice for a mulligan decision"},
		{"an action for a decision", edit(t, data, func(f *replay.File) {
			f.Journal[0] = f.Journal[firstAction]
		}), "journal entry 0: the game asks Alice for a mulligan decision (\"keep"},
		{"a decision for an action", edit(t, data, func(f *replay.File) {
			f.Journal[firstAction] = rt.JournalEntry{Decision: &rt.JournalDecision{Kind: rt.ChooseYesNo, Player: 1, Answer: []int{0}}}
		}), fmt.Sprintf("journal entry %d: the journal answers a yes or no decision for Bob, but the game asks none", firstAction)},
		{"an action refused", edit(t, data, func(f *replay.File) {
			f.Journal[firstTake].Action.Take.Object = rt.ObjRef{Card: 9999, Inc: 1}
		}), fmt.Sprintf("journal entry %d: \"play land ", firstTake)},
		{"an answer out of range", edit(t, data, func(f *replay.File) {
			f.Journal[0].Decision.Answer = []int{7}
		}), "the game's set-up failed"},
	}
	_ = bolt
	for _, c := range cases {
		_, _, err := replay.Load(prog, c.data)
		if err == nil {
			t.Errorf("%s: loaded", c.name)
			continue
		}
		if !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: %v\nwant it to say %q", c.name, err, c.want)
		}
	}
	// A divergence is a *DivergenceError with the entry's index.
	_, _, err := replay.Load(prog, cases[len(cases)-2].data)
	var de *replay.DivergenceError
	if !errors.As(err, &de) || de.Entry != firstTake {
		t.Errorf("a divergence: %v, want a DivergenceError at entry %d", err, firstTake)
	}
}

// FuzzReplayLoad loads changed replay files: whatever the bytes, Load
// returns a game or an error, never panics.
func FuzzReplayLoad(f *testing.F) {
	prog, data := recorded(f, 12) // a short file: the fuzzer mutates it faster
	f.Add(data)
	f.Add([]byte(`{"format":"mtgs-replay","version":1}`))
	f.Add(bytes.Replace(data, []byte(`"answer":[0]`), []byte(`"answer":[0,0,0]`), 1))
	f.Fuzz(func(t *testing.T, b []byte) {
		g, _, err := replay.Load(prog, b)
		if err == nil && g == nil {
			t.Fatal("no game and no error")
		}
	})
}

// concedingDecider answers as the automatic player, but player who
// concedes when asked its n-th decision and answers with the default.
type concedingDecider struct {
	ap     *autoplay.Player
	who    rt.PlayerID
	n      int
	asked  int
	failed error
}

func (c *concedingDecider) Decide(g *rt.Game, d *rt.Decision) ([]int, error) {
	if d.Player == c.who && !g.Over() {
		if c.asked++; c.asked == c.n {
			if err := g.Concede(c.who); err != nil {
				c.failed = err
			}
		}
	}
	return c.ap.Decide(g, d)
}

// TestReplayConcessions records games in which a player concedes between
// actions and in the middle of one (while asked a decision), and plays
// them back: the concession comes at the same moment, with the same log,
// dump and result (104.3a).
func TestReplayConcessions(t *testing.T) {
	prog, decks := bundled(t)
	check := func(t *testing.T, gs *interp.GameSpec, g *rt.Game) {
		t.Helper()
		r := g.Result()
		if !r.Over || len(r.Losses) == 0 || r.Losses[len(r.Losses)-1].Rule != "104.3a" {
			t.Fatalf("result %+v", r)
		}
		_, data := written(t, prog, gs, g)
		if !bytes.Contains(data, []byte(`"call":"concede"`)) {
			t.Fatal("the file has no concession")
		}
		h, _, err := replay.Load(prog, data)
		if err != nil {
			t.Fatal(err)
		}
		if d := firstDiff(g.Log(), h.Log()); d != "" {
			t.Fatalf("the played-back log differs: %s", d)
		}
		if g.Dump() != h.Dump() || !reflect.DeepEqual(g.Result(), h.Result()) {
			t.Fatalf("the played-back game differs: %+v", h.Result())
		}
	}
	t.Run("between actions", func(t *testing.T) {
		for _, n := range []int{0, 40} {
			gs, g := played(t, decks, 2, n)
			if err := g.Concede(1); err != nil {
				t.Fatal(err)
			}
			if r := g.Result(); r.Winner != 0 {
				t.Fatalf("after %d actions: winner %d", n, r.Winner)
			}
			check(t, gs, g)
		}
	})
	t.Run("while asked a decision", func(t *testing.T) {
		played := 0
		for seed := uint64(1); seed <= 6; seed++ {
			gs := spec(decks, seed)
			cd := &concedingDecider{ap: autoplay.New(seed), who: rt.PlayerID(seed % 2), n: 6}
			g, err := gs.Start(cd, record)
			if err != nil {
				t.Fatal(err)
			}
			for i := 0; i < 400 && !g.Over(); i++ {
				if err := cd.ap.Step(g); err != nil {
					t.Fatal(err)
				}
			}
			if cd.failed != nil {
				t.Fatal(cd.failed)
			}
			if cd.asked < cd.n {
				continue // the game ended before the player was asked so often
			}
			// The concession sits inside an action: after the action's
			// entry, before the answer to the decision it interrupted.
			j := g.Journal()
			at := slices.IndexFunc(j, func(e rt.JournalEntry) bool { return e.Action != nil && e.Action.Call == rt.CallConcede })
			if at < 1 || at+1 >= len(j) || j[at+1].Decision == nil || !slices.ContainsFunc(j[:at], func(e rt.JournalEntry) bool { return e.Action != nil }) {
				t.Fatalf("seed %d: the concession is entry %d of %d, not inside an action", seed, at, len(j))
			}
			check(t, gs, g)
			played++
		}
		if played == 0 {
			t.Fatal("no game reached the concession")
		}
		t.Logf("%d games with a concession in the middle of an action played back", played)
	})
}
