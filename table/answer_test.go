package table

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

// The server checks a client's answer as the runtime does for each kind
// of decision (runtime.Decision.Check): the rule of trample (702.19b)
// only where the runtime applies it, to a trampler's division of combat
// damage, whether it tramples over to a player or to a planeswalker; a
// prevention shield's choice of which damage it prevents (615.7) has no
// such rule.

var (
	answerTrampler = &rt.CardDef{Name: "Table Answer Trampler", ManaCost: rt.MustManaCost("{3}{G}"), Types: []string{"Creature"},
		Power: 4, Toughness: 4, HasPT: true, Keywords: []rt.Keyword{{Name: "trample"}}}
	answerSquire = &rt.CardDef{Name: "Table Answer Squire", ManaCost: rt.MustManaCost("{W}"), Types: []string{"Creature"},
		Power: 1, Toughness: 1, HasPT: true}
	answerWall = &rt.CardDef{Name: "Table Answer Wall", ManaCost: rt.MustManaCost("{1}{W}"), Types: []string{"Creature"},
		Power: 0, Toughness: 3, HasPT: true}
	answerWalker = &rt.CardDef{Name: "Table Answer Walker", ManaCost: rt.MustManaCost("{2}{U}"), Types: []string{"Planeswalker"},
		Loyalty: 5, HasLoyalty: true}
	// "Prevent the next 2 damage target creature would deal this turn."
	answerWard = &rt.CardDef{Name: "Table Answer Ward", Types: []string{"Instant"}, Abilities: []*rt.Ability{{
		Kind: rt.SpellAbility, Text: "prevent the next 2 damage target creature would deal this turn",
		Targets: []rt.TargetSpec{{Text: "target creature", Objects: true, Min: 1, Max: 1,
			Filter: rt.Filter{Alts: []rt.Match{{Types: []string{"Creature"}}}}}},
		Effects: []rt.Effect{rt.Prevent{By: rt.TargetRef{Index: 0}, Amount: rt.Const(2), Duration: rt.UntilEndOfTurn,
			Text: "prevent the next 2 damage target creature would deal this turn"}},
	}}}
)

// asked answers one decision as the server does for a client's seat:
// the client's answers are queued as its requests, each refused one
// getting an error message, until the server takes one. It returns the
// answer taken (nil when it took none: the game is then closed, as the
// server would wait for another), the error messages sent, and the
// answers left unread.
func asked(t *testing.T, g *rt.Game, d *rt.Decision, answers ...[]int) ([]int, []msg, int) {
	t.Helper()
	var errs []msg
	var ss *session
	srv := NewServer(Config{}, SinkFunc(func(b []byte) error {
		var m msg
		if err := json.Unmarshal(b, &m); err != nil {
			t.Errorf("message %s: %v", b, err)
		}
		m.raw = append([]byte(nil), b...)
		if m.Type == "error" {
			if errs = append(errs, m); len(errs) == len(answers) {
				ss.stop() // every answer refused: nothing more will come
			}
		}
		return nil
	}))
	ss = &session{id: "g", srv: srv, auto: make([]bool, len(g.Players)), in: make(chan *Request, len(answers)), quit: make(chan struct{})}
	for _, a := range answers {
		id := 1 // the session's first decision
		ss.in <- &Request{Type: "answer", Game: "g", Decision: &id, Choices: a}
	}
	got, err := ss.decide(g, d)
	if err != nil && err != errClosed {
		t.Errorf("decide: %v", err)
	}
	return got, errs, len(ss.in)
}

// answerGame is a game in Alice's first main phase with Alice's trampler
// on the battlefield and Bob's creatures (and planeswalker) on his.
func answerGame(t *testing.T, bobs ...*rt.CardDef) (*rt.Game, *rt.Card, []*rt.Card) {
	t.Helper()
	g := rt.NewGame("Alice", "Bob")
	g.Decider = rt.FirstOptions
	plains := &rt.CardDef{Name: "Plains", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Plains"}}
	for p := rt.PlayerID(0); p < 2; p++ {
		for range 5 {
			g.AddCard(plains, p, rt.Library)
		}
	}
	trampler := g.AddCard(answerTrampler, 0, rt.Battlefield)
	var cards []*rt.Card
	for _, d := range bobs {
		cards = append(cards, g.AddCard(d, 1, rt.Battlefield))
	}
	toStep(t, g, rt.Main1)
	return g, trampler, cards
}

func toStep(t *testing.T, g *rt.Game, s rt.Step) {
	t.Helper()
	for i := 0; i < 40 && (g.Step != s || len(g.Stack()) > 0); i++ {
		if err := g.PassAll(); err != nil {
			t.Fatalf("passing to %s: %v", s, err)
		}
	}
	if g.Step != s {
		t.Fatalf("at %s, want %s", g.Step, s)
	}
}

// 615.7: a shield on a trampling source that can't prevent all the
// damage it deals at once to a blocker and to Bob lets Bob choose which
// it prevents. Naming only the damage to Bob is legal: the rule of
// trample is about assigning combat damage, not preventing it. The
// server takes the answer; the blocker dies and Bob loses 1 life.
func TestServerTakesShieldChoice(t *testing.T) {
	g, trampler, bobs := answerGame(t, answerSquire)
	squire := bobs[0]
	ward := g.AddCard(answerWard, 0, rt.Hand)
	if _, err := g.Cast(rt.CastRequest{Player: 0, Card: ward.Obj.Ref, Targets: [][]rt.Target{{{Obj: trampler.Obj.Ref, Player: rt.NoPlayer}}}}); err != nil {
		t.Fatal(err)
	}
	toStep(t, g, rt.DeclareAttackers)
	if err := g.DeclareAttackers(0, []rt.ObjRef{trampler.Obj.Ref}, 1); err != nil {
		t.Fatal(err)
	}
	toStep(t, g, rt.DeclareBlockers)
	if err := g.DeclareBlockers(1, map[rt.ObjRef]rt.ObjRef{squire.Obj.Ref: trampler.Obj.Ref}); err != nil {
		t.Fatal(err)
	}
	shield := 0
	g.Decider = rt.DeciderFunc(func(g *rt.Game, d *rt.Decision) ([]int, error) {
		if d.Kind != rt.ChooseDamage || !strings.Contains(d.Prompt, "615.7") {
			return rt.FirstOptions(g, d) // Alice's division: 1 to the Squire, 3 to Bob
		}
		shield++
		if d.Player != 1 || len(d.Options) != 2 || !d.Options[1].Target.IsPlayer() {
			t.Fatalf("615.7 decision %+v: want Bob's, the damage to the Squire and to Bob", d)
		}
		got, errs, _ := asked(t, g, d, []int{1, 1})
		if len(errs) > 0 {
			t.Errorf("a legal 615.7 answer was refused: %s", errs[0].raw)
		}
		if got == nil {
			return nil, errClosed
		}
		return got, nil
	})
	toStep(t, g, rt.EndCombat)
	if shield != 1 {
		t.Fatalf("asked the 615.7 choice %d times, want 1\n%s", shield, strings.Join(g.Log(), "\n"))
	}
	if squire.Obj.Zone != rt.Graveyard || g.Players[1].Life != 19 {
		t.Errorf("Squire in the %v, Bob at %d life: want the graveyard and 19 (2 of the 3 to Bob prevented)\n%s",
			squire.Obj.Zone, g.Players[1].Life, strings.Join(g.Log(), "\n"))
	}
}

// 702.19b: a trampler attacking a planeswalker may assign it damage only
// once its blocker is assigned lethal damage. The server refuses 1 to a
// 0/3 wall and 3 to the planeswalker, as the runtime would, and takes 3
// and 1 after it.
func TestServerRefusesTrampleOverPlaneswalker(t *testing.T) {
	g, trampler, bobs := answerGame(t, answerWall, answerWalker)
	wall, walker := bobs[0], bobs[1]
	toStep(t, g, rt.DeclareAttackers)
	if err := g.DeclareAttacks(0, []rt.Attack{{Creature: trampler.Obj.Ref, Planeswalker: walker.Obj.Ref}}); err != nil {
		t.Fatal(err)
	}
	toStep(t, g, rt.DeclareBlockers)
	if err := g.DeclareBlockers(1, map[rt.ObjRef]rt.ObjRef{wall.Obj.Ref: trampler.Obj.Ref}); err != nil {
		t.Fatal(err)
	}
	division := 0
	g.Decider = rt.DeciderFunc(func(g *rt.Game, d *rt.Decision) ([]int, error) {
		if d.Kind != rt.ChooseDamage {
			return rt.FirstOptions(g, d)
		}
		division++
		if len(d.Options) != 2 || d.Options[1].Target.Obj != walker.Obj.Ref {
			t.Fatalf("division %+v: want the wall and the planeswalker", d)
		}
		// The 0/3 wall needs 3 of the 4 before the planeswalker gets any,
		// and the client is told so.
		if pd := DecisionOf(g, 1, d); !slices.Equal(pd.Lethal, []int{3}) {
			t.Errorf("lethal %v sent to the client, want [3]", pd.Lethal)
		}
		got, errs, unread := asked(t, g, d, []int{0, 1, 1, 1}, []int{0, 0, 0, 1})
		if unread > 0 || len(errs) != 1 || errs[0].Code != ErrBadAnswer || !strings.Contains(errs[0].Message, "702.19b") {
			t.Errorf("errors %v, %d answers unread: want 1 to the wall and 3 to the planeswalker refused (702.19b), then 3 and 1 taken", errs, unread)
		}
		if got == nil {
			return nil, errClosed
		}
		return got, nil
	})
	toStep(t, g, rt.EndCombat)
	if division != 1 {
		t.Fatalf("asked the division %d times, want 1", division)
	}
	if wall.Obj.Zone != rt.Graveyard || walker.Obj.Counters.Get("loyalty") != 4 {
		t.Errorf("wall in the %v, the planeswalker at %d loyalty: want the graveyard and 4\n%s",
			wall.Obj.Zone, walker.Obj.Counters.Get("loyalty"), strings.Join(g.Log(), "\n"))
	}
}
