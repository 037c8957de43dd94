package interp

import (
	"runtime"
	"sync"
	"sync/atomic"

	"github.com/mtgs/mtgs/autoplay"
	rt "github.com/mtgs/mtgs/runtime"
)

// A simulation plays many games between decks for how they end alone:
// who won, and in how many turns. A Simulator plays them one after
// another on one game and one automatic player, each reset for the next
// (runtime.Game.Reset, autoplay.Player.Reset) and with no log kept
// (runtime.Game.LogOff: the game is played exactly as with one), so that
// a game allocates next to nothing. PlayGames plays them on several
// goroutines at once, each with its own Simulator, and hands their
// results back in order. A game depends on its GameSpec alone (its seed
// above all): its result is GameSpec.Play's, whichever goroutine played
// it and whatever was played before.

// Simulator plays games one after another, reusing the memory of the
// last. It is for one goroutine at a time.
type Simulator struct {
	g  *rt.Game
	ap *autoplay.Player
}

// NewSimulator returns a Simulator that has played nothing yet.
func NewSimulator() *Simulator { return &Simulator{} }

// Play plays gs as GameSpec.Play does and returns how it ended, without
// its log (the result's Log is nil). A checked game (GameSpec.Checked),
// whose checks read the log, is played by GameSpec.Play.
func (s *Simulator) Play(gs *GameSpec) (*GameResult, error) {
	if gs.Checked {
		res, err := gs.Play(nil)
		if res != nil {
			res.Log = nil
		}
		return res, err
	}
	if s.g == nil {
		s.g, s.ap = rt.NewGame(gs.seatNames()...), autoplay.New(gs.Seed)
	} else {
		s.g.Reset(gs.seatNames()...)
		s.ap.Reset(gs.Seed)
	}
	g := s.g
	g.LogOff = true
	if err := gs.setUp(g, s.ap); err != nil {
		return nil, err
	}
	res, err := s.ap.Play(g, MaxTurns)
	out := &GameResult{Turns: res.Turns}
	if res.Winner != rt.NoPlayer {
		out.Winner = g.PlayerName(res.Winner)
	}
	return out, err
}

// PlayGames plays n games, game i (from 0) as spec(i) says, each as
// Simulator.Play plays it, on up to workers goroutines at once (one for
// each processor the Go runtime uses, GOMAXPROCS, if workers ≤ 0). It
// calls done with each game's result or error in the order of i, from
// the goroutine that called PlayGames, and returns once the last is
// done. spec is called from the playing goroutines, once for each game:
// it must be safe to call from several at once (a function of i alone
// is). Games run at most a few dozen ahead of the next one done.
func PlayGames(n, workers int, spec func(i int) *GameSpec, done func(i int, res *GameResult, err error)) {
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, n)
	if workers <= 1 {
		sim := NewSimulator()
		for i := range n {
			res, err := sim.Play(spec(i))
			done(i, res, err)
		}
		return
	}
	type outcome struct {
		i   int
		res *GameResult
		err error
	}
	// A game is taken only with a slot free, and its slot is given back
	// once it is done: the games taken and not yet done are at most
	// window, the next one to be done among them.
	window := 16 * workers
	slots := make(chan struct{}, window)
	results := make(chan outcome, window)
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sim := NewSimulator()
			for {
				slots <- struct{}{}
				i := int(next.Add(1)) - 1
				if i >= n {
					<-slots
					return
				}
				res, err := sim.Play(spec(i))
				results <- outcome{i, res, err}
			}
		}()
	}
	pending := make(map[int]outcome, window)
	for want := 0; want < n; {
		o := <-results
		pending[o.i] = o
		for {
			o, ok := pending[want]
			if !ok {
				break
			}
			delete(pending, want)
			done(o.i, o.res, o.err)
			<-slots
			want++
		}
	}
	wg.Wait()
}
