package interp

import (
	"encoding/json"
	"flag"
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/mtgs/mtgs/autoplay"
	rt "github.com/mtgs/mtgs/runtime"
)

var redactGames = flag.Int("redactgames", 0, "play this many seeded games in TestRedaction instead of the default")

// refPattern finds object references in text and JSON.
var refPattern = regexp.MustCompile(`#(\d+)\.(\d+)`)

// redactStats counts what the redaction check saw.
type redactStats struct {
	events, views   int
	hiddenMoves     int // zone changes a viewer saw as "a card"
	revealedOthers  int // objects in another player's hand or a library a viewer saw by name
	ownHandObjects  int // objects in the viewer's own hand shown to them
	hiddenArguments int
}

// checkRedaction checks every event of g as each player and a spectator
// see it (GameEvent.For): no reference to an object hidden from the viewer
// at that moment appears in its Text or JSON, and such an object's name is
// gone. Whether an object is hidden is worked out here from the events
// themselves, not from what the runtime stored in them: an object stays in
// one zone all its life (400.7), which a zone change names; it is hidden
// in a library, or in a hand from all but the owner, unless an event
// revealed it or it went there from a public zone (and no shuffle of that
// library since).
func checkRedaction(t *testing.T, name string, g *rt.Game, st *redactStats) {
	t.Helper()
	evs := g.Events()
	zoneOf := map[rt.ObjRef]rt.Zone{}
	for _, e := range evs {
		if m := e.Move; m != nil {
			zoneOf[m.Old] = m.From
			zoneOf[m.New] = m.To
		}
	}
	zone := func(r rt.ObjRef) rt.Zone {
		if z, ok := zoneOf[r]; ok {
			return z
		}
		if o := g.Object(r); o != nil {
			return o.Zone
		}
		return rt.Battlefield // a token gone, an ability: public
	}
	owner := func(r rt.ObjRef) rt.PlayerID {
		if c := g.Card(r.Card); c != nil {
			return c.Owner
		}
		return rt.NoPlayer
	}
	known := map[rt.ObjRef]bool{} // revealed, or seen going into a hidden zone
	public := func(r rt.ObjRef) bool {
		z := zone(r)
		return (z != rt.Hand && z != rt.Library) || known[r]
	}
	viewers := []rt.PlayerID{rt.NoPlayer}
	for i := range g.Players {
		viewers = append(viewers, rt.PlayerID(i))
	}
	for i, e := range evs {
		st.events++
		// What this event makes public itself: revealed objects, the old
		// object of a card that is public after the move.
		made := map[rt.ObjRef]bool{}
		if e.Kind == rt.EvReveal || e.Kind == rt.EvPlay {
			for _, r := range e.Objects() {
				made[r] = true
			}
		}
		if m := e.Move; m != nil {
			if public(m.New) {
				made[m.Old] = true
			}
			if public(m.Old) {
				made[m.New] = true
			}
		}
		allowed := func(p rt.PlayerID, r rt.ObjRef) bool {
			if public(r) || made[r] {
				return true
			}
			return zone(r) == rt.Hand && p != rt.NoPlayer && owner(r) == p
		}
		for _, p := range viewers {
			st.views++
			v := e.For(p)
			js, err := json.Marshal(v)
			if err != nil {
				t.Fatalf("%s: event %d: %v", name, i, err)
			}
			text := v.Text()
			for _, s := range []string{text, string(js)} {
				for _, m := range refPattern.FindAllStringSubmatch(s, -1) {
					c, _ := strconv.Atoi(m[1])
					n, _ := strconv.Atoi(m[2])
					r := rt.ObjRef{Card: rt.CardID(c), Inc: uint32(n)}
					if !allowed(p, r) {
						t.Fatalf("%s: event %d %q as player %d sees it names %s, hidden in %s: %s", name, i, e.Text(), p, r, zone(r), s)
					}
					if !public(r) && !made[r] && p != rt.NoPlayer && owner(r) == p {
						st.ownHandObjects++
					}
				}
			}
			if m := e.Move; m != nil {
				if !allowed(p, m.Old) && !allowed(p, m.New) {
					if v.Move.Name != "" || !strings.HasPrefix(text, "a card: ") {
						t.Fatalf("%s: event %d %q: player %d sees the name of a hidden card: %q", name, i, e.Text(), p, text)
					}
					st.hiddenMoves++
				}
				continue
			}
			for j, a := range e.Args {
				if a.Type != rt.ArgObject && a.Type != rt.ArgCard {
					continue
				}
				if !allowed(p, a.Ref) {
					if va := v.Args[j]; va.Text != "" || !va.Ref.IsZero() || !va.Hidden {
						t.Fatalf("%s: event %d %q: player %d sees hidden object %s: %+v", name, i, e.Text(), p, a.Ref, va)
					}
					st.hiddenArguments++
				} else if !public(a.Ref) && p != rt.NoPlayer && owner(a.Ref) != p {
					st.revealedOthers++
				}
			}
		}
		for r := range made {
			known[r] = true
		}
		if e.Kind == rt.EvShuffle {
			// No one knows where a card of a shuffled library is.
			for _, a := range e.Args {
				if a.Type != rt.ArgPlayer {
					continue
				}
				for r := range known {
					if zone(r) == rt.Library && owner(r) == a.Player {
						delete(known, r)
					}
				}
			}
		}
	}
}

// checkLogIsEvents checks that the log is the events' text, line by line,
// and that each event survives a trip through JSON.
func checkLogIsEvents(t *testing.T, name string, g *rt.Game) {
	t.Helper()
	var lines []string
	for i, e := range g.Events() {
		s := e.Text()
		if s != "" {
			lines = append(lines, s)
		}
		// A client decoding the event's JSON renders the same line.
		b, err := json.Marshal(e)
		if err != nil {
			t.Fatalf("%s: event %d: %v", name, i, err)
		}
		var back rt.GameEvent
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatalf("%s: event %d: %v: %s", name, i, err, b)
		}
		if back.Text() != s || back.Kind != e.Kind || back.Seq != e.Seq {
			t.Fatalf("%s: event %d decoded from %s reads %q, want %q", name, i, b, back.Text(), s)
		}
	}
	if len(lines) != len(g.Log()) {
		t.Fatalf("%s: %d log lines, %d events with text", name, len(g.Log()), len(lines))
	}
	for i := range lines {
		if lines[i] != g.Log()[i] {
			t.Fatalf("%s: line %d: log %q, event %q", name, i, g.Log()[i], lines[i])
		}
	}
}

// TestRedaction plays the scenario suite and seeded games of the bundled
// decks and checks every event as each player sees it (checkRedaction),
// and that the log is the events' text. Revealed cards must be seen by
// name by the other players, and players must see their own hands.
// -redactgames N plays N games instead of the default 6.
func TestRedaction(t *testing.T) {
	var st redactStats
	prog, err := compileFiles(t, "../testdata/scenarios/*.mtgs")
	if err != nil {
		t.Fatal(err)
	}
	for _, sc := range prog.Scenarios {
		r := sc.start(nil)
		for _, step := range sc.steps {
			r.answerErr = nil
			_ = step.run(r)
		}
		name := sc.Pos.Filename + ": " + sc.Name
		checkLogIsEvents(t, name, r.g)
		checkRedaction(t, name, r.g, &st)
	}
	scen := st
	lib := stdlib(t)
	decks := playableDecks(t, lib, func(string, []string) {})
	n := 6
	if *redactGames > 0 {
		n = *redactGames
	}
	for i := 0; i < n && len(decks) > 0; i++ {
		a, b := decks[i%len(decks)], decks[(i/len(decks)+i+1)%len(decks)]
		gs := &GameSpec{Seed: uint64(i + 1), Seats: []Seat{{Player: "Alice", Deck: a}, {Player: "Bob", Deck: b}}}
		ap := autoplay.New(gs.Seed)
		g, err := gs.Start(ap)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ap.Play(g, MaxTurns); err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("%s against %s, seed %d", a.Name, b.Name, gs.Seed)
		checkLogIsEvents(t, name, g)
		checkRedaction(t, name, g, &st)
	}
	t.Logf("scenarios: %+v; with %d games: %+v", scen, n, st)
	if scen.revealedOthers == 0 {
		t.Errorf("no revealed card was seen by another player in the scenarios")
	}
	if st.hiddenMoves == 0 || st.ownHandObjects == 0 {
		t.Errorf("no hidden draw, or no player saw their own hand: %+v", st)
	}
}
