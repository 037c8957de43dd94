package table

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

// Sink receives the server's messages, one JSON object each, without a
// trailing newline. Send is called from several goroutines, never at
// once. It should not block for long: a game waits while its message is
// sent (a transport gives up on a client that stopped reading).
type Sink interface {
	Send(msg []byte) error
}

// SinkFunc adapts a function to Sink.
type SinkFunc func(msg []byte) error

// Send implements Sink.
func (f SinkFunc) Send(msg []byte) error { return f(msg) }

// Config says what a Server offers.
type Config struct {
	// Library looks up the cards of deck files; nil disables them.
	Library *interp.Library
	// Decks are the decks a "newGame" request may name.
	Decks map[string]*interp.Deck
	// AllowFiles lets a seat's deck be a deck file's path (a deck list or
	// a .mtgs file, whose first deck is played), read with Library: a
	// regular file of at most MaxDeckFile bytes.
	AllowFiles bool
	// MaxGames bounds the games going on at once; 0 means DefaultMaxGames.
	MaxGames int
}

// DefaultMaxGames is how many games a server runs at once unless
// Config.MaxGames says otherwise.
const DefaultMaxGames = 16

// MaxTurnsLimit is the largest turn limit a "newGame" may ask for; a game
// that reaches its limit (interp.MaxTurns unless asked) ends in a draw.
const MaxTurnsLimit = 1000

// MaxMessage is the largest request a server reads, in bytes.
const MaxMessage = 1 << 20

// maxQueued is how many requests may wait for one game.
const maxQueued = 64

// Server is the protocol's core, independent of any transport: a
// transport hands it each request (Handle) and delivers what it sends to
// its Sink. Each game runs in its own goroutine; the runtime asks that
// goroutine's decider, which waits for the client's answer. A Server may
// run any number of games at once, each named by its id.
type Server struct {
	cfg    Config
	sink   Sink
	sendMu sync.Mutex
	mu     sync.Mutex
	games  map[string]*session
	nextID int
	wg     sync.WaitGroup
	closed bool
}

// NewServer returns a server that sends its messages to sink. It sends
// nothing until Hello or Handle is called.
func NewServer(cfg Config, sink Sink) *Server {
	if cfg.MaxGames <= 0 {
		cfg.MaxGames = DefaultMaxGames
	}
	return &Server{cfg: cfg, sink: sink, games: map[string]*session{}}
}

// Hello sends the hello message: the protocol version and the decks.
func (s *Server) Hello() {
	names := make([]string, 0, len(s.cfg.Decks))
	for n := range s.cfg.Decks {
		names = append(names, n)
	}
	sort.Strings(names)
	s.send(Hello{Type: "hello", Version: Version, Server: "mtgs", Decks: names}, nil)
}

// Close ends every game and waits for their goroutines to stop. The
// server sends nothing more.
func (s *Server) Close() {
	s.mu.Lock()
	s.closed = true
	games := s.games
	s.games = map[string]*session{}
	s.mu.Unlock()
	for _, g := range games {
		g.stop()
	}
	s.wg.Wait()
}

// Wait waits until every game has ended (or been closed).
func (s *Server) Wait() { s.wg.Wait() }

// send encodes v and hands it to the sink, unless sess (when given) has
// been closed.
func (s *Server) send(v any, sess *session) {
	b, err := json.Marshal(v)
	if err != nil {
		b, _ = json.Marshal(ErrorMsg{Type: "error", Code: ErrGame, Message: "encoding a message: " + err.Error()})
	}
	s.sendMu.Lock()
	defer s.sendMu.Unlock()
	if sess != nil && sess.isStopped() {
		return
	}
	s.sink.Send(b)
}

func (s *Server) fail(req *Request, code, field, format string, args ...any) {
	e := ErrorMsg{Type: "error", Code: code, Message: fmt.Sprintf(format, args...), Field: field}
	if req != nil {
		e.Game, e.Ref, e.Request = req.Game, req.Ref, req.Type
	}
	s.send(e, nil)
}

// Handle reads one request and acts on it. It never blocks for long: a
// request for a game is queued for that game's goroutine. A request that
// can't be read, or that the game refuses, gets an error message and
// changes nothing.
func (s *Server) Handle(ctx context.Context, msg []byte) {
	if len(msg) > MaxMessage {
		s.fail(nil, ErrMalformed, "", "message of %d bytes: at most %d", len(msg), MaxMessage)
		return
	}
	var req Request
	dec := json.NewDecoder(bytes.NewReader(msg))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&req); err != nil {
		s.fail(nil, ErrMalformed, jsonField(err), "not a request: %v", err)
		return
	}
	if _, err := dec.Token(); err == nil {
		s.fail(&req, ErrMalformed, "", "more than one JSON value in a message")
		return
	}
	if ctx.Err() != nil {
		return
	}
	switch req.Type {
	case "hello":
		s.Hello()
	case "newGame":
		s.newGame(&req)
	case "act", "answer", "view", "concede":
		s.forward(&req)
	case "close":
		s.closeGame(&req)
	case "":
		s.fail(&req, ErrBadField, "type", "a request needs a type")
	default:
		s.fail(&req, ErrUnknownType, "type", "unknown request type %q: want newGame, act, answer, view, concede, close or hello", req.Type)
	}
}

// jsonField names the field a decoding error is about, when it says.
func jsonField(err error) string {
	var te *json.UnmarshalTypeError
	if errors.As(err, &te) {
		return te.Field
	}
	if m := err.Error(); strings.HasPrefix(m, "json: unknown field ") {
		f, _ := strconv.Unquote(strings.TrimPrefix(m, "json: unknown field "))
		return f
	}
	return ""
}

func (s *Server) forward(req *Request) {
	if req.Game == "" {
		s.fail(req, ErrBadField, "game", "%s: which game? (game)", req.Type)
		return
	}
	s.mu.Lock()
	sess := s.games[req.Game]
	s.mu.Unlock()
	if sess == nil {
		s.fail(req, ErrUnknownGame, "game", "no game %q", req.Game)
		return
	}
	if req.Seat != nil {
		seat := *req.Seat
		switch {
		case req.Type == "view" && seat == rt.NoPlayer:
			// a spectator's view: no hidden information
		case seat < 0 || int(seat) >= len(sess.auto):
			s.fail(req, ErrBadField, "seat", "no seat %d: the game has seats 0 to %d", seat, len(sess.auto)-1)
			return
		case req.Type == "view" && sess.auto[seat]:
			// A hand is hidden from the other players (402.3): the client
			// sees what the seats it plays may know, or what a spectator may.
			s.fail(req, ErrBadField, "seat", "view: seat %d is the automatic player's: the client views its own seats, or -1 (a spectator's view)", seat)
			return
		}
	}
	switch req.Type {
	case "act":
		if (req.ID == nil) == (req.Action == nil) {
			s.fail(req, ErrBadField, "id", "act: give either the id of a listed action or the action")
			return
		}
	case "answer":
		if req.Decision == nil {
			s.fail(req, ErrBadField, "decision", "answer: which decision? (decision)")
			return
		}
	}
	// Queued under the lock the game's end takes to set its final views,
	// so that a request is either queued before the game ends, and
	// answered by its session (finish), or answered here after.
	s.mu.Lock()
	final, queued := sess.final, false
	if final == nil {
		select {
		case sess.in <- req:
			queued = true
		default:
		}
	}
	s.mu.Unlock()
	switch {
	case final != nil:
		s.answerOver(sess, req, final)
	case !queued:
		s.fail(req, ErrBusy, "", "too many requests wait for game %q", req.Game)
	}
}

// answerOver answers req for sess, a game that is over with the views
// final: a view from them, anything else refused.
func (s *Server) answerOver(sess *session, req *Request, final []View) {
	if req.Type != "view" {
		s.fail(req, ErrGameOver, "", "game %q is over", req.Game)
		return
	}
	seat := sess.defaultSeat()
	if req.Seat != nil {
		seat = *req.Seat
	}
	v := final[len(final)-1] // a spectator's
	if seat != rt.NoPlayer {
		v = final[seat]
	}
	s.send(ViewMsg{Type: "view", Game: sess.id, Seat: seat, View: v}, nil)
}

func (s *Server) closeGame(req *Request) {
	s.mu.Lock()
	sess := s.games[req.Game]
	delete(s.games, req.Game)
	s.mu.Unlock()
	if sess == nil {
		s.fail(req, ErrUnknownGame, "game", "no game %q", req.Game)
		return
	}
	s.sendMu.Lock()
	sess.stop()
	s.sendMu.Unlock()
	s.send(ClosedMsg{Type: "closed", Game: req.Game, Ref: req.Ref}, nil)
}

// deck finds a seat's deck: a name the server knows, or a file.
func (s *Server) deck(name string) (*interp.Deck, error) {
	if d, ok := s.cfg.Decks[name]; ok {
		return d, nil
	}
	if !s.cfg.AllowFiles || s.cfg.Library == nil {
		return nil, fmt.Errorf("no deck %q (the server's decks: see hello)", name)
	}
	b, err := readDeckFile(name)
	if err != nil {
		return nil, fmt.Errorf("no deck %q: %v", name, err)
	}
	ds, err := interp.LoadDecks(s.cfg.Library, interp.Source{Name: name, Text: b})
	if err != nil {
		return nil, err
	}
	if len(ds) == 0 {
		return nil, fmt.Errorf("%s declares no deck", name)
	}
	return ds[0], nil
}

// MaxDeckFile is the largest deck file a server reads, in bytes: a deck
// list is a few kilobytes.
const MaxDeckFile = 1 << 20

// readDeckFile reads a deck file: a regular file of at most MaxDeckFile
// bytes. Anything else (a device, a FIFO, a directory) is refused without
// being opened, so that reading it can neither block nor fill the memory.
func readDeckFile(path string) ([]byte, error) {
	fi, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is %s, not a regular file", path, fileKind(fi.Mode()))
	}
	if fi.Size() > MaxDeckFile {
		return nil, fmt.Errorf("%s has %d bytes: a deck file has at most %d", path, fi.Size(), MaxDeckFile)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	// The file may have grown since: read one byte more than allowed.
	b, err := io.ReadAll(io.LimitReader(f, MaxDeckFile+1))
	if err != nil {
		return nil, err
	}
	if len(b) > MaxDeckFile {
		return nil, fmt.Errorf("%s has more than %d bytes: a deck file has at most %d", path, MaxDeckFile, MaxDeckFile)
	}
	return b, nil
}

// fileKind says what a file that isn't a regular file is.
func fileKind(m os.FileMode) string {
	switch {
	case m.IsDir():
		return "a directory"
	case m&os.ModeNamedPipe != 0:
		return "a named pipe"
	case m&os.ModeSocket != 0:
		return "a socket"
	case m&os.ModeDevice != 0:
		return "a device"
	}
	return "a special file"
}

func (s *Server) newGame(req *Request) {
	if len(req.Seats) < 2 || len(req.Seats) > interp.MaxPlayers {
		s.fail(req, ErrBadField, "seats", "a game needs 2 to %d seats, not %d", interp.MaxPlayers, len(req.Seats))
		return
	}
	if req.MaxTurns < 0 || req.MaxTurns > MaxTurnsLimit {
		s.fail(req, ErrBadField, "maxTurns", "maxTurns %d: want 0 (the default, %d) to %d", req.MaxTurns, interp.MaxTurns, MaxTurnsLimit)
		return
	}
	if req.Life < 0 || req.Life > rt.MaxNumber {
		s.fail(req, ErrBadField, "life", "life %d: want 0 (the default, %d) to %d", req.Life, interp.DefaultLife, rt.MaxNumber)
		return
	}
	spec := &interp.GameSpec{Seed: req.Seed, Life: req.Life}
	info := make([]SeatInfo, len(req.Seats))
	auto := make([]bool, len(req.Seats))
	seen := map[string]bool{}
	cards := 0
	for i, st := range req.Seats {
		d, err := s.deck(st.Deck)
		if err != nil {
			s.fail(req, ErrDeck, fmt.Sprintf("seats[%d].deck", i), "%v", err)
			return
		}
		if len(d.Cards) < 7 {
			s.fail(req, ErrDeck, fmt.Sprintf("seats[%d].deck", i), "deck %q has %d cards: a player draws 7 to start (103.5)", st.Deck, len(d.Cards))
			return
		}
		cards += len(d.Cards)
		name := st.Name
		if name == "" {
			name = "Player " + strconv.Itoa(i+1)
		}
		if err := rt.CheckPlayerName(name); err != nil {
			s.fail(req, ErrBadField, fmt.Sprintf("seats[%d].name", i), "%v", err)
			return
		}
		if seen[name] {
			s.fail(req, ErrBadField, fmt.Sprintf("seats[%d].name", i), "player %q is seated twice", name)
			return
		}
		seen[name] = true
		spec.Seats = append(spec.Seats, interp.Seat{Player: name, Deck: d})
		info[i] = SeatInfo{Seat: rt.PlayerID(i), Name: name, Deck: st.Deck, Auto: st.Auto}
		auto[i] = st.Auto
	}
	if cards > interp.MaxCards {
		s.fail(req, ErrDeck, "seats", "more than %d cards in the decks", interp.MaxCards)
		return
	}
	maxTurns := req.MaxTurns
	if maxTurns == 0 {
		maxTurns = interp.MaxTurns
	}
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return
	}
	if len(s.games) >= s.cfg.MaxGames {
		s.mu.Unlock()
		s.fail(req, ErrBusy, "", "%d games are going on: close one first", len(s.games))
		return
	}
	id := req.Game
	if id == "" {
		for id == "" || s.games[id] != nil {
			s.nextID++
			id = "g" + strconv.Itoa(s.nextID)
		}
	} else if s.games[id] != nil {
		s.mu.Unlock()
		s.fail(req, ErrBadField, "game", "a game %q is going on already", id)
		return
	}
	sess := &session{id: id, srv: s, spec: spec, auto: auto, maxTurns: maxTurns, autoPass: req.AutoPass,
		in: make(chan *Request, maxQueued), quit: make(chan struct{}), ap: autoplay.New(req.Seed)}
	s.games[id] = sess
	s.wg.Add(1)
	s.mu.Unlock()
	s.send(Started{Type: "started", Game: id, Ref: req.Ref, Seed: req.Seed, AutoPass: req.AutoPass, Seats: info}, nil)
	go sess.run()
}

// LoadDeckDir reads the decks of a directory's deck files (*.txt, *.dec,
// *.dek and *.mtgs), each named by its file's name without the extension
// (a .mtgs file's decks by their own names). Files that don't load are
// reported in skipped, with why, and left out.
func LoadDeckDir(lib *interp.Library, dir string) (decks map[string]*interp.Deck, skipped []string, err error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, nil, err
	}
	decks = map[string]*interp.Deck{}
	for _, e := range ents {
		ext := filepath.Ext(e.Name())
		if e.IsDir() || !slices.Contains([]string{".txt", ".dec", ".dek", ".mtgs"}, ext) {
			continue
		}
		path := filepath.Join(dir, e.Name())
		b, err := readDeckFile(path)
		if err != nil {
			skipped = append(skipped, fmt.Sprintf("%s: %v", path, err))
			continue
		}
		ds, err := interp.LoadDecks(lib, interp.Source{Name: path, Text: b})
		if err != nil {
			skipped = append(skipped, fmt.Sprintf("%s: %v", path, firstLine(err.Error())))
			continue
		}
		for _, d := range ds {
			name := d.Name
			if ext != ".mtgs" {
				name = strings.TrimSuffix(e.Name(), ext)
			}
			decks[name] = d
		}
	}
	return decks, skipped, nil
}

func firstLine(s string) string {
	line, _, _ := strings.Cut(s, "\n")
	return line
}

// errClosed is what the decider of a closed game returns.
var errClosed = errors.New("table: the game was closed")

// errConceded is what the decider returns when a concession ended the
// game while a decision was asked: the action stops where it stands.
var errConceded = errors.New("table: a player conceded and the game is over")

// session is one game going on: its goroutine owns the game.
type session struct {
	id       string
	srv      *Server
	spec     *interp.GameSpec
	auto     []bool
	maxTurns int
	autoPass bool
	in       chan *Request
	quit     chan struct{}
	stopOnce sync.Once
	ap       *autoplay.Player

	// owned by the game's goroutine
	g        *rt.Game
	events   []rt.GameEvent
	listed   []rt.Action
	decision *Decision
	nextDec  int

	// set once the game is over, guarded by srv.mu
	final []View
}

func (ss *session) stop() { ss.stopOnce.Do(func() { close(ss.quit) }) }

func (ss *session) isStopped() bool {
	select {
	case <-ss.quit:
		return true
	default:
		return false
	}
}

// defaultSeat is the seat a request without one means: the first seat
// the client plays, or no seat (a spectator) when it plays none.
func (ss *session) defaultSeat() rt.PlayerID {
	for i, a := range ss.auto {
		if !a {
			return rt.PlayerID(i)
		}
	}
	return rt.NoPlayer
}

func (ss *session) send(v any) { ss.srv.send(v, ss) }

func (ss *session) fail(req *Request, code, field, format string, args ...any) {
	e := ErrorMsg{Type: "error", Code: code, Message: fmt.Sprintf(format, args...), Field: field, Game: ss.id}
	if req != nil {
		e.Ref, e.Request = req.Ref, req.Type
	}
	ss.send(e)
}

// run plays the game: the automatic player's seats by autoplay, the
// client's by its requests.
func (ss *session) run() {
	defer ss.srv.wg.Done()
	defer func() {
		if r := recover(); r != nil {
			ss.fail(nil, ErrGame, "", "the engine failed: %v", r)
			ss.end()
		}
	}()
	g, err := ss.spec.Start(rt.DeciderFunc(ss.decide), func(g *rt.Game) {
		g.LogOff = true
		g.OnEvent = func(e rt.GameEvent) { ss.events = append(ss.events, e) }
	})
	if err != nil && ss.g != nil && ss.g.Over() {
		g, err = ss.g, nil // a concession ended the game while it was set up
	}
	if err != nil {
		if !ss.isStopped() {
			ss.fail(nil, ErrGame, "", "the game could not start: %v", err)
			ss.end()
		}
		return
	}
	ss.g = g
	for {
		if ss.isStopped() {
			return
		}
		if g.Over() {
			ss.finish()
			return
		}
		if g.Turn > ss.maxTurns {
			g.EndInDraw(fmt.Sprintf("the turn limit of %d turns was reached", ss.maxTurns))
			continue
		}
		actor := autoplay.Actor(g)
		var err error
		if ss.auto[actor] {
			if ss.pending(actor); g.Over() {
				continue // a concession ended the game
			}
			err = ss.ap.Step(g)
			if len(ss.events) > 512 {
				ss.flush()
			}
		} else {
			err = ss.clientTurn(actor)
		}
		if ss.isStopped() {
			return
		}
		if err != nil && g.Over() {
			continue // a concession ended the game in the middle of an action
		}
		if err != nil {
			ss.flush()
			ss.fail(nil, ErrGame, "", "the game stopped: %v", err)
			ss.end()
			return
		}
	}
}

// pending answers the requests that wait while the automatic player
// acts for seat: views are sent, actions and answers refused.
func (ss *session) pending(seat rt.PlayerID) {
	for {
		select {
		case req := <-ss.in:
			switch req.Type {
			case "view":
				ss.viewRequest(req, ss.defaultSeat())
			case "act":
				ss.fail(req, ErrNotYourTurn, "", "%s, whom the automatic player plays, is to act", ss.g.PlayerName(seat))
			case "answer":
				ss.fail(req, ErrNoDecision, "decision", "no decision is waiting for an answer: %s is to act", ss.g.PlayerName(seat))
			case "concede":
				if ss.concede(req); ss.g.Over() {
					return
				}
			}
		default:
			return
		}
	}
}

// end forgets a game that stopped without ending: views of it are no
// longer served.
func (ss *session) end() {
	ss.srv.mu.Lock()
	if ss.srv.games[ss.id] == ss {
		delete(ss.srv.games, ss.id)
	}
	ss.srv.mu.Unlock()
	ss.srv.sendMu.Lock()
	ss.stop()
	ss.srv.sendMu.Unlock()
}

// finish sends the end of a game: the last events, each client seat's
// view and the result; the final views stay available to "view".
func (ss *session) finish() {
	ss.flush()
	final := make([]View, len(ss.auto)+1)
	for i := range ss.auto {
		final[i] = ss.view(rt.PlayerID(i))
	}
	final[len(ss.auto)] = ss.view(rt.NoPlayer)
	ss.srv.mu.Lock()
	ss.final = final
	ss.srv.mu.Unlock()
	for i, a := range ss.auto {
		if !a {
			ss.send(ViewMsg{Type: "view", Game: ss.id, Seat: rt.PlayerID(i), View: final[i]})
		}
	}
	ss.send(GameOverMsg{Type: "gameOver", Game: ss.id, Result: ResultOf(ss.g.Result())})
	// Requests queued while the game ended are answered as the ended game's.
	for {
		select {
		case req := <-ss.in:
			ss.srv.answerOver(ss, req, final)
		default:
			return
		}
	}
}

// view is seat's view now, with the decision it must answer.
func (ss *session) view(seat rt.PlayerID) View {
	v := ViewOf(ss.g, seat)
	v.Game = ss.id
	if ss.decision != nil && ss.decision.Player == seat {
		d := *ss.decision
		v.Decision = &d
	}
	return v
}

func (ss *session) sendView(seat rt.PlayerID) {
	ss.send(ViewMsg{Type: "view", Game: ss.id, Seat: seat, View: ss.view(seat)})
}

// flush sends the events so far to each seat the client plays, as that
// seat may know them; when it plays none, as a spectator knows them.
func (ss *session) flush() {
	if len(ss.events) == 0 {
		return
	}
	seats := []rt.PlayerID{}
	for i, a := range ss.auto {
		if !a {
			seats = append(seats, rt.PlayerID(i))
		}
	}
	if len(seats) == 0 {
		seats = append(seats, rt.NoPlayer)
	}
	for _, p := range seats {
		m := EventsMsg{Type: "events", Game: ss.id, Seat: p, Events: make([]Event, 0, len(ss.events))}
		for _, e := range ss.events {
			fe := e.For(p)
			b, err := json.Marshal(fe)
			if err != nil {
				b = []byte("null")
			}
			m.Events = append(m.Events, Event{Event: b, Text: fe.Text()})
		}
		ss.send(m)
	}
	ss.events = ss.events[:0]
}

// next waits for the game's next request; false when it is closed.
func (ss *session) next() (*Request, bool) {
	select {
	case r := <-ss.in:
		return r, true
	case <-ss.quit:
		return nil, false
	}
}

// clientTurn lets the client act for seat: it sends the seat's view and
// legal actions and takes the action the client names.
func (ss *session) clientTurn(seat rt.PlayerID) error {
	g := ss.g
	ss.flush()
	ss.listed = g.LegalActions(seat)
	if ss.autoPass {
		if pass, ok := onlyPass(ss.listed); ok {
			return g.Take(seat, pass)
		}
	}
	ss.sendView(seat)
	m := ActionsMsg{Type: "actions", Game: ss.id, Seat: seat, Actions: make([]ListedAction, len(ss.listed))}
	for i, a := range ss.listed {
		m.Actions[i] = ListedAction{ID: i, Text: a.String(), Action: ActionOf(a)}
	}
	ss.send(m)
	for {
		req, ok := ss.next()
		if !ok {
			return errClosed
		}
		switch req.Type {
		case "view":
			ss.viewRequest(req, seat)
		case "answer":
			ss.fail(req, ErrNoDecision, "decision", "no decision is waiting for an answer: %s is to act", g.PlayerName(seat))
		case "concede":
			if ss.concede(req) {
				return nil // the game is over, or someone else is to act
			}
		case "act":
			if req.Seat != nil && *req.Seat != seat {
				ss.fail(req, ErrNotYourTurn, "seat", "%s is to act, not seat %d", g.PlayerName(seat), *req.Seat)
				continue
			}
			a, field, err := ss.resolve(req)
			if err != nil {
				code := ErrBadField
				if field == "" {
					code = ErrIllegal
				}
				ss.fail(req, code, field, "%v", err)
				continue
			}
			if err := g.Take(seat, a); err != nil {
				if ss.isStopped() {
					return errClosed
				}
				if g.Over() {
					return nil // a concession ended the game while the action was taken
				}
				ss.flush()
				ss.fail(req, ErrIllegal, "", "%v", err)
				continue
			}
			return nil
		}
	}
}

// concede makes the seat of a "concede" request (the client's first seat
// when it names none) concede the game (104.3a), reporting whether it did.
// Only a seat the client plays may concede.
func (ss *session) concede(req *Request) bool {
	seat := ss.defaultSeat()
	if req.Seat != nil {
		seat = *req.Seat
	}
	switch {
	case seat == rt.NoPlayer:
		ss.fail(req, ErrBadField, "seat", "concede: the client plays no seat of this game")
		return false
	case ss.auto[seat]:
		ss.fail(req, ErrNotYourTurn, "seat", "concede: seat %d is the automatic player's", seat)
		return false
	}
	if err := ss.g.Concede(seat); err != nil {
		ss.fail(req, ErrIllegal, "", "%v", err)
		return false
	}
	return true
}

// onlyPass returns the pass among actions when the others only make mana.
func onlyPass(actions []rt.Action) (rt.Action, bool) {
	var pass rt.Action
	ok := false
	for _, a := range actions {
		switch {
		case a.Kind == rt.ActPass:
			pass, ok = a, true
		case a.Kind == rt.ActTapForMana, a.Kind == rt.ActActivate && a.Mana:
		default:
			return pass, false
		}
	}
	return pass, ok
}

func (ss *session) viewRequest(req *Request, def rt.PlayerID) {
	seat := def
	if req.Seat != nil {
		seat = *req.Seat
	}
	ss.flush()
	ss.sendView(seat)
}

// resolve finds the listed action an "act" request names and completes
// it with the request's X and declarations. The error's field is empty
// when the action is not among the legal ones.
func (ss *session) resolve(req *Request) (rt.Action, string, error) {
	var a rt.Action
	x, attacks, blocks := req.X, req.Attacks, req.Blocks
	if req.ID != nil {
		if *req.ID < 0 || *req.ID >= len(ss.listed) {
			return a, "id", fmt.Errorf("no action %d: the actions listed are 0 to %d", *req.ID, len(ss.listed)-1)
		}
		a = ss.listed[*req.ID]
	} else {
		// The fields that say what the action is match the listed one's;
		// those that describe it match when given (runtime.Take's rule,
		// with false for not given, as JSON leaves it out).
		want := req.Action
		i := slices.IndexFunc(ss.listed, func(l rt.Action) bool {
			return l.Kind == want.Kind && l.Object == want.Object && l.Ability == want.Ability && l.Flashback == want.Flashback &&
				slices.Equal(l.Kicked, want.Kicked) && (want.From == 0 || l.From == want.From) && l.Player == want.Player &&
				(want.Name == "" || l.Name == want.Name) && (want.Text == "" || l.Text == want.Text) &&
				(!want.Mana || l.Mana) && (!want.HasX || l.HasX)
		})
		if i < 0 {
			return a, "", fmt.Errorf("%s %s is not among the legal actions", want.Kind, want.Object)
		}
		a = ss.listed[i]
		if x == nil && want.X != 0 {
			x = &want.X
		}
		if attacks == nil {
			attacks = want.Attacks
		}
		if blocks == nil {
			blocks = want.Blocks
		}
	}
	if x != nil {
		if !a.HasX && *x != 0 {
			return a, "x", fmt.Errorf("%s has no X to choose", a.Name)
		}
		if *x < 0 || *x > a.MaxX {
			return a, "x", fmt.Errorf("X = %d: %s may be cast with X from 0 to %d now", *x, a.Name, a.MaxX)
		}
		a.X = *x
	}
	if len(attacks) > 0 && a.Kind != rt.ActDeclareAttackers {
		return a, "attacks", fmt.Errorf("attacks belong to a declaration of attackers")
	}
	if len(blocks) > 0 && a.Kind != rt.ActDeclareBlockers {
		return a, "blocks", fmt.Errorf("blocks belong to a declaration of blockers")
	}
	a.Attacks, a.Blocks = nil, nil
	for _, at := range attacks {
		a.Attacks = append(a.Attacks, rt.Attack{Creature: at.Creature, Defender: at.Defender, Planeswalker: at.Planeswalker})
	}
	for _, b := range blocks {
		a.Blocks = append(a.Blocks, rt.Block{Blocker: b.Blocker, Attackers: slices.Clone(b.Attackers)})
	}
	return a, "", nil
}

// decide is the game's Decider: the automatic player answers for its
// seats; the client's seats are asked and their answer awaited.
func (ss *session) decide(g *rt.Game, d *rt.Decision) ([]int, error) {
	if d.Player < 0 || int(d.Player) >= len(ss.auto) || ss.auto[d.Player] || g.Players[d.Player].Lost {
		return ss.ap.Decide(g, d) // the automatic player's, or a player's who has left the game
	}
	if ss.isStopped() {
		return nil, errClosed
	}
	ss.g = g
	ss.nextDec++
	dm := DecisionOf(g, ss.nextDec, d)
	ss.decision = &dm
	defer func() { ss.decision = nil }()
	ss.flush()
	ss.sendView(d.Player)
	ss.send(DecisionMsg{Type: "decision", Game: ss.id, Seat: d.Player, Decision: dm})
	for {
		req, ok := ss.next()
		if !ok {
			return nil, errClosed
		}
		switch req.Type {
		case "view":
			ss.viewRequest(req, d.Player)
		case "act":
			ss.fail(req, ErrPending, "", "decision %d (%s) waits for %s's answer", dm.ID, d.Prompt, g.PlayerName(d.Player))
		case "concede":
			if !ss.concede(req) {
				continue
			}
			if g.Over() {
				return nil, errConceded
			}
			if g.Players[d.Player].Lost {
				return ss.ap.Decide(g, d) // the game goes on without them
			}
		case "answer":
			if req.Seat != nil && *req.Seat != d.Player {
				ss.fail(req, ErrNotYourTurn, "seat", "decision %d is %s's", dm.ID, g.PlayerName(d.Player))
				continue
			}
			if *req.Decision != dm.ID {
				ss.fail(req, ErrNoDecision, "decision", "decision %d is not waiting: decision %d is", *req.Decision, dm.ID)
				continue
			}
			if err := checkAnswer(d, req.Choices); err != nil {
				ss.fail(req, ErrBadAnswer, "choices", "%v", err)
				continue
			}
			return slices.Clone(req.Choices), nil
		}
	}
}

// checkAnswer checks an answer as the runtime will, so that an answer it
// would refuse is refused here and the decision asked again, rather than
// the action or step asking it failing: how many choices, each an option
// offered, none repeated except where options repeat (damage, division),
// and the rules the decision carries (runtime.Decision.Check).
func checkAnswer(d *rt.Decision, choices []int) error {
	return d.Check(choices)
}
