package table

import (
	"encoding/json"
	"slices"
	"testing"

	"github.com/mtgs/mtgs/interp"
	"github.com/mtgs/mtgs/replay"
	rt "github.com/mtgs/mtgs/runtime"
)

// TestReplayFrames records seeded games between bundled decks, plays each
// file back frame by frame as seat 0 saw it, and checks the frames against
// the recorded game: one frame for the set-up and one per recorded action,
// the log the seat was told of (GameEvent.For), growing from frame to
// frame, and the last frame's view the same as the recorded game's.
func TestReplayFrames(t *testing.T) {
	lib, decks := testDecks(t)
	names := []string{"red_green_stompy", "white_blue_skies"}
	for _, seed := range []uint64{3, 11} {
		gs := &interp.GameSpec{Name: "frames", Seed: seed}
		for i, n := range names {
			d, ok := decks[n]
			if !ok {
				t.Fatalf("no deck %s", n)
			}
			gs.Seats = append(gs.Seats, interp.Seat{Player: []string{"Ann", "Ben"}[i], Deck: d})
		}
		var told []string
		_, g, err := gs.PlayWith(nil, func(g *rt.Game) {
			g.Record(true)
			g.OnEvent = func(e rt.GameEvent) {
				if s := e.For(0).Text(); s != "" {
					told = append(told, s)
				}
			}
		})
		if err != nil {
			t.Fatal(err)
		}
		f, err := replay.New(lib, gs, g)
		if err != nil {
			t.Fatal(err)
		}
		data, err := f.Marshal()
		if err != nil {
			t.Fatal(err)
		}
		r, err := ReplayFrames(&interp.Program{Library: lib}, data, 0)
		if err != nil {
			t.Fatal(err)
		}
		actions := 0
		for _, e := range f.Journal {
			if e.Action != nil {
				actions++
			}
		}
		if len(r.Frames) != actions+1 {
			t.Errorf("seed %d: %d frames for %d actions, want one more", seed, len(r.Frames), actions)
		}
		if !slices.Equal(r.Log, told) {
			t.Errorf("seed %d: the replay's log (%d lines) differs from what seat 0 was told (%d lines)", seed, len(r.Log), len(told))
		}
		for i := 1; i < len(r.Frames); i++ {
			if r.Frames[i].LogLen < r.Frames[i-1].LogLen {
				t.Fatalf("seed %d: frame %d shows fewer lines than frame %d", seed, i, i-1)
			}
		}
		last, _ := json.Marshal(r.Frames[len(r.Frames)-1].View)
		want, _ := json.Marshal(ViewOf(g, 0))
		if string(last) != string(want) {
			t.Errorf("seed %d: the last frame's view differs from the recorded game's:\n%s\n%s", seed, last, want)
		}
		if r.Frames[0].Entry != -1 || r.Frames[len(r.Frames)-1].LogLen != len(r.Log) {
			t.Errorf("seed %d: first frame entry %d, last frame shows %d of %d lines", seed, r.Frames[0].Entry, r.Frames[len(r.Frames)-1].LogLen, len(r.Log))
		}
	}
	if _, err := ReplayFrames(&interp.Program{Library: lib}, []byte(`{"format":"nonsense"}`), 0); err == nil {
		t.Error("a file that is no replay gave frames")
	}
}
