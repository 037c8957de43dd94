// Package replay writes and reads replays and saved games: a game between
// decks, set up from its seats and seed, and the journal of its inputs
// (runtime.Game.Record), as versioned JSON.
//
// A game's state holds compiled closures (the effects of its cards), so it
// is never written out. A game is deterministic given its set-up, its seed
// and its inputs — each action a player took and each answer to a
// decision — so a file holds those, and loading it sets the game up again
// from the program's cards and plays the journal back, checking at each
// step that the game asks what the journal answers. A replay is the file
// of a finished game; a saved game is the same file written while the game
// goes on, and loading it gives the game at that point, ready to go on.
//
//	f, err := replay.New(prog.Library, gs, g)  // g played with g.Record(true) from the start
//	data, err := f.Marshal()
//	…
//	f, err := replay.Parse(data)
//	g, err := replay.Run(prog, f, func(g *runtime.Game) { g.OnLog = print })
package replay

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

// Format is the value of a file's "format" field.
const Format = "mtgs-replay"

// Version is the version of the file format this package writes and
// reads. A file of another version is refused.
const Version = 1

// Engine names the engine in a file's "engine" field. It is written for
// people and tools; the card hashes, not it, decide whether a file can be
// played back.
const Engine = "mtgs"

// MaxSeats bounds the seats of a file, as interp bounds a game's players.
const MaxSeats = interp.MaxPlayers

// File is a replay or a saved game.
type File struct {
	Format  string `json:"format"`
	Version int    `json:"version"`
	Engine  string `json:"engine"`
	// Name is the game's name, as its log heading shows it.
	Name string `json:"name"`
	// Seed is the game's seed (runtime.Game.SetSeed).
	Seed uint64 `json:"seed"`
	// Seats are the players in turn order, the first starting.
	Seats []Seat `json:"seats"`
	// Cards are the hashes of the definitions of the cards of the decks
	// (interp.Library.CardHash), sorted by name.
	Cards []Card `json:"cards"`
	// Journal is the game's inputs from its set-up on.
	Journal []rt.JournalEntry `json:"journal"`
}

// Seat is a player: their name, starting life total and deck, the card
// names in deck order (the order before the library is shuffled).
type Seat struct {
	Player string   `json:"player"`
	Life   int      `json:"life"`
	Deck   []string `json:"deck"`
}

// Card is a card of the decks and the hash of its definition's text.
type Card struct {
	Name string `json:"name"`
	Hash string `json:"hash"`
}

// New makes the file of game g, played from the set-up of gs with
// g.Record(true) on from the start (a hook of gs.Start or gs.PlayWith):
// the game so far, finished or not. lib gives the cards' hashes.
func New(lib *interp.Library, gs *interp.GameSpec, g *rt.Game) (*File, error) {
	if !g.Recording() {
		return nil, errors.New("replay: the game does not record its journal (runtime.Game.Record)")
	}
	life := gs.Life
	if life <= 0 {
		life = interp.DefaultLife
	}
	f := &File{Format: Format, Version: Version, Engine: Engine, Name: gs.Name, Seed: gs.Seed, Journal: g.Journal()}
	hashes := map[string]string{}
	for _, s := range gs.Seats {
		seat := Seat{Player: s.Player, Life: life}
		if s.Deck == nil {
			return nil, fmt.Errorf("replay: player %q has no deck", s.Player)
		}
		for _, def := range s.Deck.Cards {
			seat.Deck = append(seat.Deck, def.Name)
			if _, ok := hashes[def.Name]; ok {
				continue
			}
			h, ok := lib.CardHash(def.Name)
			if !ok {
				return nil, fmt.Errorf("replay: card %q: the library doesn't hold its definition's text", def.Name)
			}
			hashes[def.Name] = h
		}
		f.Seats = append(f.Seats, seat)
	}
	for n, h := range hashes {
		f.Cards = append(f.Cards, Card{Name: n, Hash: h})
	}
	sort.Slice(f.Cards, func(i, j int) bool { return f.Cards[i].Name < f.Cards[j].Name })
	return f, nil
}

// Marshal writes the file as indented JSON, one journal entry a line.
func (f *File) Marshal() ([]byte, error) {
	head := *f
	head.Journal = nil
	b, err := json.MarshalIndent(head, "", "  ")
	if err != nil {
		return nil, err
	}
	// The journal, written one entry a line in place of its null.
	b = bytes.TrimSuffix(b, []byte("null\n}"))
	b = bytes.TrimSuffix(b, []byte("null}"))
	var out bytes.Buffer
	out.Write(b)
	out.WriteString("[")
	for i, e := range f.Journal {
		if i > 0 {
			out.WriteString(",")
		}
		line, err := json.Marshal(e)
		if err != nil {
			return nil, fmt.Errorf("replay: journal entry %d: %v", i, err)
		}
		out.WriteString("\n    ")
		out.Write(line)
	}
	if len(f.Journal) > 0 {
		out.WriteString("\n  ")
	}
	out.WriteString("]\n}\n")
	return out.Bytes(), nil
}

// Parse reads a file and checks its form: the format and version, the
// seats, the card hashes and that every journal entry is one action or
// one decision. Whether its cards and journal fit a program is Run's to
// check.
func Parse(data []byte) (*File, error) {
	var probe struct {
		Format  *string `json:"format"`
		Version *int    `json:"version"`
	}
	if err := json.Unmarshal(data, &probe); err != nil {
		return nil, fmt.Errorf("replay: not a replay file: %v", jsonError(data, err))
	}
	if probe.Format == nil || *probe.Format != Format {
		return nil, fmt.Errorf("replay: not a replay file: its format is not %q", Format)
	}
	if probe.Version == nil || *probe.Version != Version {
		v := "missing"
		if probe.Version != nil {
			v = fmt.Sprint(*probe.Version)
		}
		return nil, fmt.Errorf("replay: file version %s: this program reads version %d", v, Version)
	}
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	f := &File{}
	if err := dec.Decode(f); err != nil {
		return nil, fmt.Errorf("replay: %v", jsonError(data, err))
	}
	if err := f.check(); err != nil {
		return nil, err
	}
	return f, nil
}

// jsonError positions a JSON error at its line and column where it has an
// offset.
func jsonError(data []byte, err error) error {
	var off int64 = -1
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		off = se.Offset
	case errors.As(err, &te):
		off = te.Offset
	}
	if off < 0 || off > int64(len(data)) {
		return err
	}
	line := 1 + bytes.Count(data[:off], []byte("\n"))
	col := int(off) - bytes.LastIndexByte(data[:off], '\n')
	return fmt.Errorf("line %d, column %d: %v", line, col, err)
}

// check checks the file's form.
func (f *File) check() error {
	if len(f.Seats) < 2 || len(f.Seats) > MaxSeats {
		return fmt.Errorf("replay: %d seats: a game has 2 to %d players", len(f.Seats), MaxSeats)
	}
	hashes := map[string]bool{}
	for i, c := range f.Cards {
		if !strings.HasPrefix(c.Hash, interp.HashPrefix) {
			return fmt.Errorf("replay: card %d (%q): hash %q is not %s…", i+1, c.Name, c.Hash, interp.HashPrefix)
		}
		if hashes[c.Name] {
			return fmt.Errorf("replay: card %q is listed twice", c.Name)
		}
		hashes[c.Name] = true
	}
	names := map[string]bool{}
	for i, s := range f.Seats {
		if s.Player == "" || names[s.Player] {
			return fmt.Errorf("replay: seat %d: player name %q is empty or seated twice", i+1, s.Player)
		}
		names[s.Player] = true
		if err := rt.CheckPlayerName(s.Player); err != nil {
			return fmt.Errorf("replay: seat %d: %v", i+1, err)
		}
		if s.Life < 1 || s.Life > rt.MaxNumber {
			return fmt.Errorf("replay: seat %d (%s): starting life %d is not 1 to %d", i+1, s.Player, s.Life, rt.MaxNumber)
		}
		if s.Life != f.Seats[0].Life {
			return fmt.Errorf("replay: seat %d (%s): every player starts with the same life total here", i+1, s.Player)
		}
		if len(s.Deck) < 7 || len(s.Deck) > interp.MaxCards {
			return fmt.Errorf("replay: seat %d (%s): a deck of %d cards", i+1, s.Player, len(s.Deck))
		}
		for _, n := range s.Deck {
			if !hashes[n] {
				return fmt.Errorf("replay: seat %d (%s): card %q of the deck has no hash in the file", i+1, s.Player, n)
			}
		}
	}
	for i, e := range f.Journal {
		if (e.Action == nil) == (e.Decision == nil) {
			return fmt.Errorf("replay: journal entry %d: want one action or one decision", i)
		}
	}
	return nil
}

// Spec checks the file's cards against the program's library and returns
// the game to set up: a card the library lacks, or whose definition's
// text differs from the one the file was recorded with, is refused.
func Spec(prog *interp.Program, f *File) (*interp.GameSpec, error) {
	if err := f.check(); err != nil {
		return nil, err
	}
	lib := prog.Library
	for _, c := range f.Cards {
		h, ok := lib.CardHash(c.Name)
		if _, found := lib.Card(c.Name); !found {
			return nil, fmt.Errorf("replay: unknown card %q: the library has no card of that name", c.Name)
		}
		if !ok {
			return nil, fmt.Errorf("replay: card %q: the library doesn't hold its definition's text", c.Name)
		}
		if h != c.Hash {
			return nil, fmt.Errorf("replay: card %q has changed since the game was recorded: its definition's hash is %s, the file's %s", c.Name, h, c.Hash)
		}
	}
	gs := &interp.GameSpec{Name: f.Name, Seed: f.Seed, Life: f.Seats[0].Life}
	for _, s := range f.Seats {
		d := &interp.Deck{Name: s.Player}
		for _, n := range s.Deck {
			def, _ := lib.Card(n)
			d.Cards = append(d.Cards, def)
		}
		gs.Seats = append(gs.Seats, interp.Seat{Player: s.Player, Deck: d})
	}
	return gs, nil
}

// DivergenceError says a journal doesn't fit the game played back: the
// entry where they parted and what differed.
type DivergenceError struct {
	Entry int // index into the journal; len(Journal) for its end
	Msg   string
}

// Error says where the journal and the game parted, and how.
func (e *DivergenceError) Error() string {
	return fmt.Sprintf("replay: journal entry %d: %s", e.Entry, e.Msg)
}

// Run sets the file's game up from the program's cards (Spec) and plays
// its journal back: each action through runtime.Game.Perform (Take for
// an action taken from LegalActions), each answer to the decision the game
// asks, checking its kind and player. Each of hooks is called with the new
// game before anything happens (to set OnLog, say). The game returned is
// at the point the file was written, recording its journal (the file's,
// then whatever is played on), its Decider unset: set your own to go on.
//
// A card missing or changed is refused naming the card, and a journal the
// game doesn't follow with a *DivergenceError.
func Run(prog *interp.Program, f *File, hooks ...func(*rt.Game)) (*rt.Game, error) {
	return Step(prog, f, nil, hooks...)
}

// Step is Run calling after, if it is not nil, once the set-up is done
// (with entry -1) and after each action of the journal is played back
// (with the action's index in f.Journal), so a viewer can look at the
// game between inputs. An error after returns stops the replay with it.
func Step(prog *interp.Program, f *File, after func(g *rt.Game, entry int) error, hooks ...func(*rt.Game)) (*rt.Game, error) {
	gs, err := Spec(prog, f)
	if err != nil {
		return nil, err
	}
	fd := &feeder{journal: f.Journal}
	hooks = append([]func(*rt.Game){func(g *rt.Game) { g.Record(true) }}, hooks...)
	g, err := gs.Start(fd, hooks...)
	if fd.err != nil {
		return nil, fd.err
	}
	if err != nil {
		return nil, &DivergenceError{Entry: fd.pos, Msg: "the game's set-up failed: " + err.Error()}
	}
	if after != nil {
		if err := after(g, -1); err != nil {
			return nil, err
		}
	}
	for fd.pos < len(fd.journal) {
		i := fd.pos
		e := fd.journal[i]
		if e.Decision != nil {
			d := e.Decision
			return nil, &DivergenceError{Entry: i, Msg: fmt.Sprintf("the journal answers a %s decision for %s, but the game asks none: it waits for an action", d.Kind, playerName(g, d.Player))}
		}
		fd.pos++
		err := g.Perform(*e.Action)
		if fd.err != nil {
			return nil, fd.err
		}
		a := e.Action
		switch {
		case err != nil && a.Failed == "":
			return nil, &DivergenceError{Entry: i, Msg: fmt.Sprintf("%s by %s was accepted when recorded and is refused now: %v", describe(a), playerName(g, a.Player), err)}
		case err == nil && a.Failed != "":
			return nil, &DivergenceError{Entry: i, Msg: fmt.Sprintf("%s by %s failed when recorded (%s) and succeeds now", describe(a), playerName(g, a.Player), a.Failed)}
		}
		if after != nil {
			if err := after(g, i); err != nil {
				return nil, err
			}
		}
	}
	g.Decider = nil
	return g, nil
}

// Load is Parse and Run: the game a file holds, at the point it was
// written.
func Load(prog *interp.Program, data []byte, hooks ...func(*rt.Game)) (*rt.Game, *File, error) {
	f, err := Parse(data)
	if err != nil {
		return nil, nil, err
	}
	g, err := Run(prog, f, hooks...)
	if err != nil {
		return nil, f, err
	}
	return g, f, nil
}

// Outcome is how a played-back game stands, as interp's Play reports a
// game: the winner and the turns, and whether the game is finished —
// over, or stopped by interp.MaxTurns as a turn after it began.
func Outcome(g *rt.Game) (res *interp.GameResult, finished bool) {
	res = &interp.GameResult{Turns: g.Turn, Log: g.Log()}
	if !g.Over() {
		res.Turns = g.Turn - 1
	}
	live, winner := 0, rt.NoPlayer
	for _, p := range g.Players {
		if !p.Lost {
			live++
			winner = p.ID
		}
	}
	if live == 1 {
		res.Winner = g.PlayerName(winner)
	}
	return res, g.Over() || g.Turn > interp.MaxTurns
}

// feeder answers the game's decisions from the journal.
type feeder struct {
	journal []rt.JournalEntry
	pos     int
	err     error // the first divergence
}

// errRecorded is the error the Decider returned when the game was
// recorded, returned again.
var errRecorded = errors.New("replay: the decider failed here when the game was recorded")

func (fd *feeder) Decide(g *rt.Game, d *rt.Decision) ([]int, error) {
	if fd.err != nil {
		return nil, fd.err
	}
	var i int
	var e rt.JournalEntry
	for {
		i = fd.pos
		if i >= len(fd.journal) {
			fd.err = &DivergenceError{Entry: i, Msg: fmt.Sprintf("the game asks %s for a %s decision (%q) after the journal's end", playerName(g, d.Player), d.Kind, d.Prompt)}
			return nil, fd.err
		}
		if e = fd.journal[i]; e.Action == nil || e.Action.Call != rt.CallConcede {
			break
		}
		// A player conceded while this decision was being asked
		// (runtime.Game.Concede): they concede again at the same moment.
		if err := g.Concede(e.Action.Player); err != nil {
			fd.err = &DivergenceError{Entry: i, Msg: fmt.Sprintf("%s conceded here when the game was recorded, and can't now: %v", playerName(g, e.Action.Player), err)}
			return nil, fd.err
		}
		fd.pos++
	}
	if e.Decision == nil {
		fd.err = &DivergenceError{Entry: i, Msg: fmt.Sprintf("the game asks %s for a %s decision (%q), but the journal has an action: %s", playerName(g, d.Player), d.Kind, d.Prompt, describe(e.Action))}
		return nil, fd.err
	}
	rd := e.Decision
	if rd.Kind != d.Kind || rd.Player != d.Player {
		fd.err = &DivergenceError{Entry: i, Msg: fmt.Sprintf("the game asks %s for a %s decision (%q), but the journal answers a %s decision for %s", playerName(g, d.Player), d.Kind, d.Prompt, rd.Kind, playerName(g, rd.Player))}
		return nil, fd.err
	}
	fd.pos++
	if rd.Failed {
		return nil, errRecorded
	}
	return slices.Clone(rd.Answer), nil // nil stays nil, empty empty
}

func playerName(g *rt.Game, p rt.PlayerID) string {
	if p == rt.NoPlayer {
		return "the host"
	}
	return g.PlayerName(p)
}

// describe names a journal action for a message.
func describe(a *rt.JournalAction) string {
	if a.Call == rt.CallTake && a.Take != nil {
		return fmt.Sprintf("%q", a.Take.Action(a.Player).String())
	}
	if a.Object != nil {
		return fmt.Sprintf("%q of %s", a.Call, a.Object)
	}
	return fmt.Sprintf("%q", a.Call)
}
