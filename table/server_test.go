package table

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"math/rand/v2"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/coder/websocket"
	rt "github.com/mtgs/mtgs/runtime"
)

// msg is any message of the server, decoded loosely.
type msg struct {
	Type     string         `json:"type"`
	Game     string         `json:"game"`
	Seat     *rt.PlayerID   `json:"seat"`
	Code     string         `json:"code"`
	Message  string         `json:"message"`
	Field    string         `json:"field"`
	Ref      string         `json:"ref"`
	Version  int            `json:"version"`
	Actions  []ListedAction `json:"actions"`
	Decision *Decision      `json:"decision"`
	Result   *Result        `json:"result"`
	View     *View          `json:"view"`
	Events   []Event        `json:"events"`

	raw []byte
}

// conn is a client's end of a transport.
type conn struct {
	t    *testing.T
	send func(b []byte)
	in   chan []byte
	// seen are the messages received, requests the requests sent: the
	// schema test checks both.
	seen, requests [][]byte
	close          func()
}

func (c *conn) req(r any) {
	c.t.Helper()
	b, err := json.Marshal(r)
	if err != nil {
		c.t.Fatal(err)
	}
	c.requests = append(c.requests, b)
	c.send(b)
}

func (c *conn) raw(s string) { c.send([]byte(s)) }

func (c *conn) recv() msg {
	c.t.Helper()
	select {
	case b, ok := <-c.in:
		if !ok {
			c.t.Fatal("the connection closed")
		}
		var m msg
		if err := json.Unmarshal(b, &m); err != nil {
			c.t.Fatalf("message %s: %v", b, err)
		}
		m.raw = b
		c.seen = append(c.seen, b)
		return m
	case <-time.After(60 * time.Second):
		c.t.Fatal("no message for 60 s")
	}
	return msg{}
}

// expect reads messages until one of type typ (and game, if given).
func (c *conn) expect(typ, game string) msg {
	c.t.Helper()
	for {
		m := c.recv()
		if m.Type == typ && (game == "" || m.Game == game) {
			return m
		}
		if m.Type == "error" && typ != "error" {
			c.t.Fatalf("unexpected error waiting for %s: %s", typ, m.raw)
		}
	}
}

func testConfig(t testing.TB) Config {
	l, ds := testDecks(t)
	return Config{Library: l, Decks: ds, AllowFiles: true}
}

// direct connects to a Server in the same process.
func direct(t *testing.T, cfg Config) *conn {
	c := &conn{t: t, in: make(chan []byte, 4096)}
	srv := NewServer(cfg, SinkFunc(func(b []byte) error { c.in <- append([]byte(nil), b...); return nil }))
	c.send = func(b []byte) { srv.Handle(context.Background(), b) }
	c.close = srv.Close
	srv.Hello()
	t.Cleanup(srv.Close)
	return c
}

// piped connects to ServeStream through pipes, as `mtgs serve` runs.
func piped(t *testing.T, cfg Config) *conn {
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	c := &conn{t: t, in: make(chan []byte, 4096)}
	done := make(chan error, 1)
	go func() { done <- ServeStream(context.Background(), cfg, inR, outW); outW.Close() }()
	go func() {
		sc := bufio.NewScanner(outR)
		sc.Buffer(nil, 16<<20)
		for sc.Scan() {
			c.in <- append([]byte(nil), sc.Bytes()...)
		}
		close(c.in)
	}()
	var mu sync.Mutex
	c.send = func(b []byte) {
		mu.Lock()
		defer mu.Unlock()
		inW.Write(append(b, '\n'))
	}
	c.close = func() {
		inW.Close()
		for range c.in {
		}
		if err := <-done; err != nil {
			t.Errorf("ServeStream: %v", err)
		}
	}
	return c
}

// socket connects to WebSocketHandler over a real socket.
func socket(t *testing.T, cfg Config) *conn {
	hs := httptest.NewServer(WebSocketHandler(cfg))
	ctx := context.Background()
	ws, _, err := websocket.Dial(ctx, "ws"+strings.TrimPrefix(hs.URL, "http"), nil)
	if err != nil {
		t.Fatal(err)
	}
	ws.SetReadLimit(16 << 20)
	c := &conn{t: t, in: make(chan []byte, 4096)}
	go func() {
		for {
			_, b, err := ws.Read(ctx)
			if err != nil {
				close(c.in)
				return
			}
			c.in <- b
		}
	}()
	c.send = func(b []byte) {
		if err := ws.Write(ctx, websocket.MessageText, b); err != nil {
			t.Errorf("write: %v", err)
		}
	}
	c.close = func() {
		ws.Close(websocket.StatusNormalClosure, "")
		hs.Close()
	}
	return c
}

// policy plays a client's seats: lands first, then spells and abilities
// at random, attacks with everything, blocks at random, answers each
// decision with its default or its first options; when the rules refuse
// its choice it falls back to passing or to an empty declaration.
type policy struct {
	rng      *rand.Rand
	listed   map[string][]ListedAction
	lastKind map[string]rt.ActionKind
	acts     int
	refusals int
}

func newPolicy(seed uint64) *policy {
	return &policy{rng: rand.New(rand.NewPCG(seed, 7)), listed: map[string][]ListedAction{}, lastKind: map[string]rt.ActionKind{}}
}

func (p *policy) act(m msg) Request {
	p.listed[m.Game] = m.Actions
	p.acts++
	pick := func(ok func(a Action) bool) *ListedAction {
		var c []ListedAction
		for _, l := range m.Actions {
			if ok(l.Action) {
				c = append(c, l)
			}
		}
		if len(c) == 0 {
			return nil
		}
		l := c[p.rng.IntN(len(c))]
		return &l
	}
	r := Request{Type: "act", Game: m.Game, Seat: m.Seat}
	choose := func(l *ListedAction) Request {
		id := l.ID
		r.ID = &id
		p.lastKind[m.Game] = l.Action.Kind
		return r
	}
	if l := pick(func(a Action) bool { return a.Kind == rt.ActDeclareAttackers }); l != nil {
		for _, o := range l.Action.AttackOptions {
			r.Attacks = append(r.Attacks, Attack{Creature: o.Creature, Defender: o.Defenders[0]})
		}
		return choose(l)
	}
	if l := pick(func(a Action) bool { return a.Kind == rt.ActDeclareBlockers }); l != nil {
		for _, o := range l.Action.BlockOptions {
			if p.rng.IntN(2) == 0 {
				r.Blocks = append(r.Blocks, Block{Blocker: o.Blocker, Attackers: o.Attackers[:1]})
			}
		}
		return choose(l)
	}
	if l := pick(func(a Action) bool { return a.Kind == rt.ActPlayLand }); l != nil {
		return choose(l)
	}
	if p.rng.IntN(3) > 0 {
		if l := pick(func(a Action) bool { return a.Kind == rt.ActCast || a.Kind == rt.ActActivate && !a.Mana }); l != nil {
			if l.Action.HasX {
				x := p.rng.IntN(l.Action.MaxX + 1)
				r.X = &x
			}
			return choose(l)
		}
	}
	if l := pick(func(a Action) bool { return a.Kind == rt.ActPass }); l != nil {
		return choose(l)
	}
	return choose(&m.Actions[len(m.Actions)-1])
}

// refused answers an illegalAction error: pass, or declare nothing.
func (p *policy) refused(m msg, seat rt.PlayerID) Request {
	p.refusals++
	r := Request{Type: "act", Game: m.Game, Seat: &seat}
	for _, l := range p.listed[m.Game] {
		if l.Action.Kind == rt.ActDeclareAttackers || l.Action.Kind == rt.ActDeclareBlockers {
			id := l.ID
			r.ID = &id
			return r
		}
	}
	for _, l := range p.listed[m.Game] {
		if l.Action.Kind == rt.ActPass {
			id := l.ID
			r.ID = &id
			return r
		}
	}
	return r
}

func (p *policy) answer(m msg) Request {
	d := m.Decision
	r := Request{Type: "answer", Game: m.Game, Seat: m.Seat, Decision: &d.ID}
	switch {
	case d.Default != nil:
		r.Choices = d.Default
	case d.Kind == rt.ChooseOrder:
		for i := range d.Options {
			r.Choices = append(r.Choices, i)
		}
	case d.Kind == rt.ChooseDivide || d.Kind == rt.ChooseDamage:
		for i := range d.Options {
			r.Choices = append(r.Choices, i)
		}
		for len(r.Choices) < d.Min {
			r.Choices = append(r.Choices, 0)
		}
	default:
		n := d.Min
		if n == 0 && d.Max > 0 && len(d.Options) > 0 {
			n = 1
		}
		for i := 0; i < n; i++ {
			r.Choices = append(r.Choices, i)
		}
	}
	if r.Choices == nil {
		r.Choices = []int{}
	}
	return r
}

// playAll plays the client's seats of games (game id → seat) until each
// is over, and returns their results.
func playAll(t *testing.T, c *conn, games map[string]rt.PlayerID, p *policy) map[string]Result {
	t.Helper()
	results := map[string]Result{}
	for len(results) < len(games) {
		m := c.recv()
		seat, mine := games[m.Game]
		switch m.Type {
		case "actions":
			if !mine || *m.Seat != seat {
				t.Fatalf("actions for a seat the client doesn't play: %s", m.raw)
			}
			c.req(p.act(m))
		case "decision":
			if !mine || *m.Seat != seat || m.Decision.Player != seat {
				t.Fatalf("a decision for a seat the client doesn't play: %s", m.raw)
			}
			c.req(p.answer(m))
		case "error":
			if m.Code != ErrIllegal {
				t.Fatalf("error: %s", m.raw)
			}
			c.req(p.refused(m, seat))
		case "events":
			if *m.Seat != seat {
				t.Fatalf("events for a seat the client doesn't play: %s", m.raw)
			}
		case "view":
			if m.View.Seat != seat {
				t.Fatalf("a view of a seat the client doesn't play: %s", m.raw)
			}
		case "gameOver":
			if !m.Result.Over {
				t.Fatalf("game over, not over: %s", m.raw)
			}
			results[m.Game] = *m.Result
		}
	}
	return results
}

func newGame(c *conn, game string, seed uint64, deckA, deckB string, clientSeat int) {
	seats := []SeatSpec{{Name: "Alice", Deck: deckA, Auto: true}, {Name: "Bob", Deck: deckB, Auto: true}}
	seats[clientSeat].Auto = false
	c.req(Request{Type: "newGame", Game: game, Seed: seed, MaxTurns: 30, Seats: seats})
}

// A client plays a whole game over each transport against the automatic
// player, to the end; over the pipe it plays two games at once, one seat
// of each, and the socket a third from a deck file's path.
func TestPlayWholeGames(t *testing.T) {
	cfg := testConfig(t)
	for _, tr := range []struct {
		name string
		dial func(*testing.T, Config) *conn
	}{{"direct", direct}, {"pipe", piped}, {"websocket", socket}} {
		t.Run(tr.name, func(t *testing.T) {
			c := tr.dial(t, cfg)
			if h := c.expect("hello", ""); h.Version != Version {
				t.Fatalf("hello: %s", h.raw)
			}
			games := map[string]rt.PlayerID{"one": 0}
			newGame(c, "one", 3, "red_green_stompy", "white_blue_skies", 0)
			switch tr.name {
			case "pipe":
				games["two"] = 1
				newGame(c, "two", 4, "black_red_removal", "green_white_overrun", 1)
			case "websocket":
				games["file"] = 1
				newGame(c, "file", 5, "white_blue_skies", "../testdata/decks/blue_black_control.txt", 1)
			}
			p := newPolicy(9)
			res := playAll(t, c, games, p)
			for g, r := range res {
				t.Logf("%s: %s (rule %s), %d actions of the client, %d refused", g, r.Reason, r.Rule, p.acts, p.refusals)
			}
			checkSchema(t, c)
			c.close()
		})
	}
}

// A malformed request and an illegal one each get a structured error and
// change nothing: the view before and after is the same.
func TestErrorsChangeNothing(t *testing.T) {
	c := direct(t, testConfig(t))
	c.expect("hello", "")
	newGame(c, "g", 11, "red_green_stompy", "white_blue_skies", 0)
	c.expect("started", "g")
	p := newPolicy(1)
	// While the mulligan waits for its answer, wrong answers and actions
	// are refused and the decision stays.
	d := c.expect("decision", "g")
	c.req(Request{Type: "view", Game: "g"})
	beforeD := string(c.expect("view", "g").raw)
	wrong, bob := d.Decision.ID+1, rt.PlayerID(1)
	for i, tc := range []struct {
		r           Request
		code, field string
	}{
		{Request{Type: "act", Game: "g", ID: new(int)}, ErrPending, ""},
		{Request{Type: "answer", Game: "g", Decision: &wrong, Choices: []int{0}}, ErrNoDecision, "decision"},
		{Request{Type: "answer", Game: "g", Decision: &d.Decision.ID, Choices: []int{}}, ErrBadAnswer, "choices"},
		{Request{Type: "answer", Game: "g", Decision: &d.Decision.ID, Choices: []int{7}}, ErrBadAnswer, "choices"},
		{Request{Type: "answer", Game: "g", Decision: &d.Decision.ID, Choices: []int{0, 0}}, ErrBadAnswer, "choices"},
		{Request{Type: "answer", Game: "g", Seat: &bob, Decision: &d.Decision.ID, Choices: []int{0}}, ErrNotYourTurn, "seat"},
	} {
		c.req(tc.r)
		if m := c.expect("error", ""); m.Code != tc.code || m.Field != tc.field {
			t.Errorf("decision case %d: got %s, want code %q field %q", i, m.raw, tc.code, tc.field)
		}
	}
	c.req(Request{Type: "view", Game: "g"})
	if after := string(c.expect("view", "g").raw); after != beforeD {
		t.Errorf("the view changed while the decision waited:\nbefore %s\nafter  %s", beforeD, after)
	}
	c.req(p.answer(d))
	p.listed["g"] = untilActions(t, c, p).Actions // the mulligans answered
	seat := rt.PlayerID(0)
	view := func() string {
		c.req(Request{Type: "view", Game: "g"})
		m := c.expect("view", "g")
		return string(m.raw)
	}
	before := view()
	id99, neg := 99, -1
	other := rt.PlayerID(1)
	bogus := Action{Kind: rt.ActCast, Player: 0, Object: rt.ObjRef{Card: 9999, Inc: 1}}
	land := Action{}
	for _, l := range p.listed["g"] {
		if l.Action.Kind == rt.ActPass {
			land = l.Action
		}
	}
	land.Kind = rt.ActPlayLand // pass's object: nothing to play
	// The pass, said to be of a card: a listed action but for its name.
	named := land
	named.Kind, named.Name = rt.ActPass, "Forest"
	cases := []struct {
		send        func()
		code, field string
	}{
		{func() { c.raw(`{"type":"act","game":"g",`) }, ErrMalformed, ""},
		{func() { c.raw(`[1,2]`) }, ErrMalformed, ""},
		{func() { c.raw(`{"type":"act","game":"g","id":"three"}`) }, ErrMalformed, "id"},
		{func() { c.raw(`{"type":"act","game":"g","idd":3}`) }, ErrMalformed, "idd"},
		{func() { c.raw(`{"type":"act","game":"g","id":1}{}`) }, ErrMalformed, ""},
		{func() { c.req(Request{Type: "dance", Game: "g"}) }, ErrUnknownType, "type"},
		{func() { c.req(Request{Type: "act", Game: "nope", ID: &id99}) }, ErrUnknownGame, "game"},
		{func() { c.req(Request{Type: "act", Game: "g"}) }, ErrBadField, "id"},
		{func() { c.req(Request{Type: "act", Game: "g", ID: &id99}) }, ErrBadField, "id"},
		{func() { c.req(Request{Type: "act", Game: "g", ID: &neg}) }, ErrBadField, "id"},
		{func() { c.req(Request{Type: "act", Game: "g", Seat: &other, ID: new(int)}) }, ErrNotYourTurn, "seat"},
		{func() { c.req(Request{Type: "act", Game: "g", Action: &bogus}) }, ErrIllegal, ""},
		{func() { c.req(Request{Type: "act", Game: "g", Action: &land}) }, ErrIllegal, ""},
		{func() { c.req(Request{Type: "act", Game: "g", Action: &named}) }, ErrIllegal, ""},
		{func() { c.req(Request{Type: "answer", Game: "g", Decision: &id99, Choices: []int{0}}) }, ErrNoDecision, "decision"},
		{func() {
			c.req(Request{Type: "newGame", Seats: []SeatSpec{{Deck: "no such deck"}, {Deck: "red_green_stompy"}}})
		}, ErrDeck, "seats[0].deck"},
		{func() { c.req(Request{Type: "newGame", Seats: []SeatSpec{{Deck: "red_green_stompy"}}}) }, ErrBadField, "seats"},
	}
	for i, tc := range cases {
		tc.send()
		m := c.expect("error", "")
		if m.Code != tc.code || m.Field != tc.field || m.Message == "" {
			t.Errorf("case %d: got %s, want code %q field %q", i, m.raw, tc.code, tc.field)
		}
	}
	// An attack declared outside combat, by id: a pass given attacks.
	passID := -1
	for _, l := range p.listed["g"] {
		if l.Action.Kind == rt.ActPass {
			passID = l.ID
		}
	}
	c.req(Request{Type: "act", Game: "g", ID: &passID, Attacks: []Attack{{Creature: rt.ObjRef{Card: 1, Inc: 1}, Defender: 1}}})
	if m := c.expect("error", ""); m.Code != ErrBadField || m.Field != "attacks" {
		t.Errorf("attacks on a pass: %s", m.raw)
	}
	if after := view(); after != before {
		t.Errorf("the view changed:\nbefore %s\nafter  %s", before, after)
	}
	_ = seat
	// The game goes on: a legal action is taken.
	c.req(Request{Type: "act", Game: "g", ID: &passID})
	for {
		m := c.recv()
		if m.Type == "error" {
			t.Fatalf("pass refused: %s", m.raw)
		}
		if m.Type == "actions" || m.Type == "decision" || m.Type == "gameOver" {
			break
		}
	}
	c.req(Request{Type: "close", Game: "g"})
	c.expect("closed", "g")
	c.req(Request{Type: "view", Game: "g"})
	if m := c.expect("error", ""); m.Code != ErrUnknownGame {
		t.Errorf("view of a closed game: %s", m.raw)
	}
	checkSchema(t, c)
}

// A game the automatic player plays alone is watched by the client: its
// events come as a spectator's, and the game ends.
func TestAutomaticGame(t *testing.T) {
	c := direct(t, testConfig(t))
	c.expect("hello", "")
	c.req(Request{Type: "newGame", Seed: 2, Seats: []SeatSpec{{Deck: "red_green_stompy", Auto: true}, {Deck: "white_blue_skies", Auto: true}}})
	st := c.expect("started", "")
	events := 0
	for {
		m := c.recv()
		if m.Type == "events" {
			if *m.Seat != rt.NoPlayer {
				t.Fatalf("events for seat %d of an automatic game", *m.Seat)
			}
			events += len(m.Events)
		}
		if m.Type == "gameOver" {
			break
		}
	}
	if events == 0 {
		t.Error("no events")
	}
	c.req(Request{Type: "view", Game: st.Game})
	if v := c.expect("view", st.Game); !v.View.Over || v.View.Seat != rt.NoPlayer {
		t.Errorf("final view: %s", v.raw)
	}
	checkSchema(t, c)
}

// checkAnswer refuses what the runtime would: too few or many choices,
// options not offered or repeated, a division leaving a target out, and
// trample damage to the player before each blocker has lethal damage.
func TestCheckAnswer(t *testing.T) {
	opts := rt.LabelOptions("a", "b", "c")
	blocker := func(n int) rt.Option {
		return rt.Option{Label: "b", Target: rt.Target{Obj: rt.ObjRef{Card: rt.CardID(n), Inc: 1}, Player: rt.NoPlayer}}
	}
	trample := &rt.Decision{Kind: rt.ChooseDamage, Min: 5, Max: 5, Default: []int{0, 0, 1, 2, 2}, Lethal: []int{2, 1},
		Options: []rt.Option{blocker(1), blocker(2), {Label: "Bob", Target: rt.Target{Player: 1}}}}
	// A shield's choice of which damage it prevents (615.7) has no rule of
	// trample, though its last option is a player too.
	shield := &rt.Decision{Kind: rt.ChooseDamage, Min: 5, Max: 5, Default: []int{0, 0, 1, 2, 2},
		Options: []rt.Option{blocker(1), blocker(2), {Label: "Bob", Target: rt.Target{Player: 1}}}}
	for i, tc := range []struct {
		d  *rt.Decision
		in []int
		ok bool
	}{
		{&rt.Decision{Kind: rt.ChooseTargets, Min: 1, Max: 1, Options: opts}, []int{2}, true},
		{&rt.Decision{Kind: rt.ChooseTargets, Min: 1, Max: 1, Options: opts}, []int{}, false},
		{&rt.Decision{Kind: rt.ChooseTargets, Min: 1, Max: 1, Options: opts}, []int{3}, false},
		{&rt.Decision{Kind: rt.ChooseTargets, Min: 1, Max: 1, Options: opts}, []int{-1}, false},
		{&rt.Decision{Kind: rt.ChooseObjects, Min: 0, Max: 3, Options: opts}, []int{1, 1}, false},
		{&rt.Decision{Kind: rt.ChooseDivide, Min: 4, Max: 4, Options: opts}, []int{0, 0, 1, 2}, true},
		{&rt.Decision{Kind: rt.ChooseDivide, Min: 4, Max: 4, Options: opts}, []int{0, 0, 1, 1}, false},
		{trample, []int{0, 0, 1, 2, 2}, true},
		{trample, []int{0, 0, 1, 1, 1}, true},
		{trample, []int{0, 1, 2, 2, 2}, false},
		{trample, []int{0, 0, 2, 2, 2}, false},
		{shield, []int{0, 1, 2, 2, 2}, true},
		{shield, []int{2, 2, 2, 2, 2}, true},
	} {
		if err := checkAnswer(tc.d, tc.in); (err == nil) != tc.ok {
			t.Errorf("case %d: %v: %v", i, tc.in, err)
		}
	}
}

// With autoPass the server passes for a client's seat that may only pass
// or make mana: the game is played to its end, and every "actions"
// message offers something more than passing.
func TestAutoPass(t *testing.T) {
	c := direct(t, testConfig(t))
	c.expect("hello", "")
	c.req(Request{Type: "newGame", Game: "a", Seed: 3, MaxTurns: 30, AutoPass: true,
		Seats: []SeatSpec{{Deck: "red_green_stompy"}, {Deck: "white_blue_skies", Auto: true}}})
	if m := c.expect("started", "a"); !strings.Contains(string(m.raw), `"autoPass":true`) {
		t.Fatalf("started: %s", m.raw)
	}
	p := newPolicy(9)
	playAll(t, c, map[string]rt.PlayerID{"a": 0}, p)
	asked := 0
	for _, b := range c.seen {
		var m msg
		json.Unmarshal(b, &m)
		if m.Type != "actions" {
			continue
		}
		asked++
		if _, only := onlyPassListed(m.Actions); only {
			t.Fatalf("asked to act with nothing but passing: %s", b)
		}
	}
	t.Logf("asked %d times", asked)
	if asked == 0 {
		t.Error("never asked to act")
	}
	checkSchema(t, c)
}

// The view sent with a seat's actions names the seat as the one to act
// (actor). While the declaration that begins the declare attackers or
// declare blockers step is yet to be made, no player has priority
// (508.1, 509.1): the view shows priority -1, and the defending player,
// not the active player, as the one to act while blockers wait. Once
// the game is over no one is to act.
func TestViewNamesWhoActs(t *testing.T) {
	c := direct(t, testConfig(t))
	c.expect("hello", "")
	newGame(c, "g", 6, "red_green_stompy", "green_white_overrun", 1)
	playAll(t, c, map[string]rt.PlayerID{"g": 1}, newPolicy(9))
	var last *View
	blocks, attacks, others := 0, 0, 0
	for _, b := range c.seen {
		var m msg
		if err := json.Unmarshal(b, &m); err != nil {
			t.Fatal(err)
		}
		switch m.Type {
		case "view":
			last = m.View
		case "actions":
			if last == nil {
				t.Fatalf("actions without a view: %s", b)
			}
			v, seat := last, *m.Seat
			if v.Actor != seat {
				t.Errorf("turn %d, %s: seat %d is asked to act, the view says %d is to act", v.Turn, v.Step, seat, v.Actor)
			}
			switch kind := declaration(m.Actions); kind {
			case rt.ActDeclareBlockers:
				blocks++
				if v.Step != rt.DeclareBlockers || v.Active == seat || v.Priority != rt.NoPlayer {
					t.Errorf("turn %d: seat %d declares blockers; the view: step %s, active %d, priority %d (want none, 509.1)", v.Turn, seat, v.Step, v.Active, v.Priority)
				}
			case rt.ActDeclareAttackers:
				attacks++
				if v.Step != rt.DeclareAttackers || v.Active != seat || v.Priority != rt.NoPlayer {
					t.Errorf("turn %d: seat %d declares attackers; the view: step %s, active %d, priority %d (want none, 508.1)", v.Turn, seat, v.Step, v.Active, v.Priority)
				}
			default:
				others++
				if v.Priority != seat {
					t.Errorf("turn %d, %s: seat %d is to act with priority; the view says priority %d", v.Turn, v.Step, seat, v.Priority)
				}
			}
		case "gameOver":
			c.req(Request{Type: "view", Game: "g"})
			if v := c.expect("view", "g").View; !v.Over || v.Actor != rt.NoPlayer {
				t.Errorf("the final view: over %v, actor %d (want none)", v.Over, v.Actor)
			}
		}
	}
	t.Logf("%d declarations of blockers, %d of attackers, %d times with priority", blocks, attacks, others)
	if blocks == 0 || attacks == 0 || others == 0 {
		t.Fatal("the game asked the client's seat to act in too few ways to test")
	}
	checkSchema(t, c)
}

// declaration returns the kind of the declaration listed among ls, or
// ActPass when none is.
func declaration(ls []ListedAction) rt.ActionKind {
	for _, l := range ls {
		if l.Action.Kind == rt.ActDeclareAttackers || l.Action.Kind == rt.ActDeclareBlockers {
			return l.Action.Kind
		}
	}
	return rt.ActPass
}

func onlyPassListed(ls []ListedAction) (int, bool) {
	for _, l := range ls {
		if l.Action.Kind != rt.ActPass && !l.Action.Mana {
			return 0, false
		}
	}
	return 0, true
}

// A client's seat concedes (104.3a): while its mulligan waits, while it is
// to act, and in a game of three that goes on without it. Conceding for
// the automatic player's seat is refused and changes nothing.
func TestConcede(t *testing.T) {
	lost := func(t *testing.T, r *Result, seat rt.PlayerID) {
		t.Helper()
		if r == nil || !r.Over || len(r.Losses) == 0 || r.Losses[0].Player != seat || r.Losses[0].Rule != "104.3a" {
			t.Fatalf("result %+v: want seat %d's concession (104.3a) first", r, seat)
		}
	}
	t.Run("while a decision waits", func(t *testing.T) {
		c := direct(t, testConfig(t))
		c.expect("hello", "")
		newGame(c, "g", 5, "red_green_stompy", "white_blue_skies", 0)
		c.expect("started", "g")
		d := c.expect("decision", "g")
		c.req(Request{Type: "view", Game: "g"})
		before := string(c.expect("view", "g").raw)
		one := rt.PlayerID(1)
		c.req(Request{Type: "concede", Game: "g", Seat: &one})
		if e := c.expect("error", "g"); e.Code != ErrNotYourTurn || e.Field != "seat" {
			t.Fatalf("conceding the automatic player's seat: %s", e.raw)
		}
		c.req(Request{Type: "view", Game: "g"})
		if after := string(c.expect("view", "g").raw); after != before {
			t.Fatalf("a refused concession changed the view:\n%s\n%s", before, after)
		}
		c.req(Request{Type: "concede", Game: "g"})
		over := c.expect("gameOver", "g")
		lost(t, over.Result, 0)
		if over.Result.Winner != 1 || over.Result.Rule != "104.2a" {
			t.Fatalf("result %+v", over.Result)
		}
		c.req(Request{Type: "answer", Game: "g", Decision: &d.Decision.ID, Choices: []int{}})
		if e := c.expect("error", "g"); e.Code != ErrGameOver {
			t.Fatalf("answering after the concession: %s", e.raw)
		}
		c.req(Request{Type: "view", Game: "g"})
		if v := c.expect("view", "g"); !v.View.Over {
			t.Fatalf("final view: %s", v.raw)
		}
		checkSchema(t, c)
	})
	t.Run("while to act", func(t *testing.T) {
		c := direct(t, testConfig(t))
		c.expect("hello", "")
		newGame(c, "g", 6, "red_green_stompy", "white_blue_skies", 1)
		untilActions(t, c, newPolicy(3))
		c.req(Request{Type: "concede", Game: "g", Ref: "bye"})
		over := c.expect("gameOver", "g")
		lost(t, over.Result, 1)
		if over.Result.Winner != 0 {
			t.Fatalf("result %+v", over.Result)
		}
		checkSchema(t, c)
	})
	t.Run("three players: the game goes on", func(t *testing.T) {
		c := direct(t, testConfig(t))
		c.expect("hello", "")
		c.req(Request{Type: "newGame", Game: "g", Seed: 8, MaxTurns: 40, Seats: []SeatSpec{
			{Name: "Alice", Deck: "red_green_stompy"}, {Name: "Bob", Deck: "white_blue_skies", Auto: true}, {Name: "Carol", Deck: "black_red_removal", Auto: true}}})
		c.expect("started", "g")
		c.expect("decision", "g")
		c.req(Request{Type: "concede", Game: "g"})
		over := c.expect("gameOver", "g")
		lost(t, over.Result, 0)
		if len(over.Result.Losses) < 2 && !over.Result.Draw {
			t.Fatalf("the game ended with two players left: %+v", over.Result)
		}
		checkSchema(t, c)
	})
}

// untilActions answers the client's decisions with p until its seat is to
// act, and returns the "actions" message.
func untilActions(t *testing.T, c *conn, p *policy) msg {
	t.Helper()
	for {
		m := c.recv()
		switch m.Type {
		case "decision":
			c.req(p.answer(m))
		case "actions":
			return m
		case "error", "gameOver":
			t.Fatalf("before the seat could act: %s", m.raw)
		}
	}
}

// A client views only what the seats it plays may know, or what a
// spectator may (seat -1): the automatic player's hand stays hidden
// (402.3), while the game goes on and after it ends.
func TestViewHidesOtherSeats(t *testing.T) {
	c := direct(t, testConfig(t))
	c.expect("hello", "")
	newGame(c, "g", 3, "red_green_stompy", "white_blue_skies", 0)
	c.expect("started", "g")
	c.expect("decision", "g")
	check := func(when string) {
		t.Helper()
		auto, spectator := rt.PlayerID(1), rt.NoPlayer
		c.req(Request{Type: "view", Game: "g", Seat: &auto})
		if m := c.expect("error", ""); m.Code != ErrBadField || m.Field != "seat" {
			t.Errorf("%s: a view of the automatic player's seat: %s", when, m.raw)
		}
		c.req(Request{Type: "view", Game: "g", Seat: &spectator})
		m := c.expect("view", "g")
		if m.View.Seat != rt.NoPlayer {
			t.Errorf("%s: a spectator's view is of seat %d", when, m.View.Seat)
		}
		for _, p := range m.View.Players {
			if len(p.Hand) > 0 && !p.HandRevealed {
				t.Errorf("%s: a spectator sees %s's hand: %s", when, p.Name, m.raw)
			}
		}
	}
	check("during the game")
	c.req(Request{Type: "concede", Game: "g"})
	c.expect("gameOver", "g")
	check("after the game")
	checkSchema(t, c)
}

// A deck given as a path is read only when it is a regular file of at
// most MaxDeckFile bytes: a device or a FIFO, which could fill the memory
// or block the server, and a larger file are refused, and the server goes
// on.
func TestDeckFileBounded(t *testing.T) {
	dir := t.TempDir()
	// A deck that loads, made larger than the bound by a long comment.
	deck, err := os.ReadFile("../testdata/decks/red_green_stompy.txt")
	if err != nil {
		t.Fatal(err)
	}
	big := filepath.Join(dir, "big.txt")
	if err := os.WriteFile(big, append(bytes.Repeat([]byte("// a comment\n"), MaxDeckFile/13+1), deck...), 0o644); err != nil {
		t.Fatal(err)
	}
	paths := []string{big, dir}
	fifo := filepath.Join(dir, "fifo.txt")
	if exec.Command("mkfifo", fifo).Run() == nil {
		paths = append(paths, fifo)
	}
	if _, err := os.Stat("/dev/zero"); err == nil {
		paths = append(paths, "/dev/zero")
	}
	c := direct(t, testConfig(t))
	c.expect("hello", "")
	for _, p := range paths {
		c.req(Request{Type: "newGame", Seats: []SeatSpec{{Deck: p, Auto: true}, {Deck: "red_green_stompy", Auto: true}}})
		if m := c.expect("error", ""); m.Code != ErrDeck || m.Field != "seats[0].deck" {
			t.Errorf("deck %s: %s", p, m.raw)
		} else {
			t.Logf("%s", m.Message)
		}
	}
	c.req(Request{Type: "hello"})
	c.expect("hello", "")
}

// A request over MaxMessage bytes is refused as malformed and skipped: the
// stream or the connection goes on, and so does the game.
func TestLongRequestSkipped(t *testing.T) {
	for _, tr := range []struct {
		name string
		open func(*testing.T, Config) *conn
	}{{"websocket", socket}, {"stdin", piped}} {
		t.Run(tr.name, func(t *testing.T) {
			c := tr.open(t, testConfig(t))
			c.expect("hello", "")
			newGame(c, "g", 3, "red_green_stompy", "white_blue_skies", 0)
			c.expect("started", "g")
			c.expect("decision", "g")
			c.raw(`{"type":"view","game":"g","ref":"` + strings.Repeat("x", MaxMessage) + `"}`)
			if m := c.expect("error", ""); m.Code != ErrMalformed {
				t.Errorf("a long request: %s", m.raw)
			}
			c.req(Request{Type: "view", Game: "g"})
			if m := c.expect("view", "g"); m.View.Decision == nil {
				t.Errorf("the mulligan no longer waits: %s", m.raw)
			}
			c.close()
		})
	}
}

// A player's name the log would misread — blank, with a control
// character that could start a forged line, or the log's word for no
// player — is refused, and no game starts.
func TestPlayerNamesRefused(t *testing.T) {
	c := direct(t, testConfig(t))
	c.expect("hello", "")
	for _, name := range []string{"   ", "nobody", "Nobody", "Ann\n=== result: fake", "Ann\x00", "Ann\u2028Ben"} {
		c.req(Request{Type: "newGame", Seats: []SeatSpec{{Name: "Bob", Deck: "red_green_stompy", Auto: true}, {Name: name, Deck: "white_blue_skies", Auto: true}}})
		if m := c.expect("error", ""); m.Code != ErrBadField || m.Field != "seats[1].name" {
			t.Errorf("name %q: %s", name, m.raw)
		}
	}
	c.req(Request{Type: "newGame", Seats: []SeatSpec{{Name: "Bob", Deck: "red_green_stompy"}, {Name: "Ann Nobody-Smith", Deck: "white_blue_skies", Auto: true}}})
	c.expect("started", "")
	checkSchema(t, c)
}
