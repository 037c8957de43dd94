package table

import (
	"github.com/mtgs/mtgs/interp"
	"github.com/mtgs/mtgs/replay"
	rt "github.com/mtgs/mtgs/runtime"
)

// Replay is a replay file played back for a viewer that steps through it
// (the table page's replay viewer): the game as one seat saw it after the
// set-up and after each recorded action.
type Replay struct {
	Game  string      `json:"game"`
	Seat  rt.PlayerID `json:"seat"`
	Seats []string    `json:"seats"`
	// Log is the text of every event the seat was told of (GameEvent.For),
	// in order; each frame shows the first LogLen lines.
	Log    []string `json:"log"`
	Frames []Frame  `json:"frames"`
}

// Frame is the game between two recorded inputs.
type Frame struct {
	// Entry is the index in the file's journal of the action just played
	// back; -1 for the game as its set-up left it.
	Entry  int  `json:"entry"`
	LogLen int  `json:"logLen"`
	View   View `json:"view"`
}

// ReplayFrames plays a replay file back (replay.Step) with the program's
// cards and returns it frame by frame as seat saw it: seat's view and
// the events as seat was told of them, so hidden cards stay hidden.
func ReplayFrames(prog *interp.Program, data []byte, seat rt.PlayerID) (*Replay, error) {
	f, err := replay.Parse(data)
	if err != nil {
		return nil, err
	}
	out := &Replay{Game: f.Name, Seat: seat, Log: []string{}}
	for _, s := range f.Seats {
		out.Seats = append(out.Seats, s.Player)
	}
	listen := func(g *rt.Game) {
		g.OnEvent = func(e rt.GameEvent) {
			if t := e.For(seat).Text(); t != "" {
				out.Log = append(out.Log, t)
			}
		}
	}
	_, err = replay.Step(prog, f, func(g *rt.Game, entry int) error {
		out.Frames = append(out.Frames, Frame{Entry: entry, LogLen: len(out.Log), View: ViewOf(g, seat)})
		return nil
	}, listen)
	if err != nil {
		return nil, err
	}
	return out, nil
}
