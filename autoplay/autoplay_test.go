package autoplay

import (
	"slices"
	"strings"
	"testing"

	rt "github.com/mtgs/mtgs/runtime"
)

var (
	forest = &rt.CardDef{Name: "Forest", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Forest"}}
	bears  = &rt.CardDef{Name: "Grizzly Bears", ManaCost: rt.MustManaCost("{1}{G}"), Types: []string{"Creature"}, Subtypes: []string{"Bear"}, Power: 2, Toughness: 2, HasPT: true}
)

func play(t *testing.T, seed uint64) (*rt.Game, Result) {
	return playWith(t, seed, func(*rt.Game) {})
}

func playWith(t *testing.T, seed uint64, setup func(g *rt.Game)) (*rt.Game, Result) {
	t.Helper()
	g := rt.NewGame("Alice", "Bob")
	setup(g)
	p := New(seed)
	for pl := rt.PlayerID(0); pl < 2; pl++ {
		for i := 0; i < 20; i++ {
			def := forest
			if i%2 == 0 {
				def = bears
			}
			g.AddCard(def, pl, rt.Library)
		}
		g.Shuffle(pl, p)
		for i := 0; i < 7; i++ {
			g.Draw(pl)
		}
	}
	g.SetTurn(1, 0, rt.Main1)
	res, err := p.Play(g, 40)
	if err != nil {
		t.Fatal(err)
	}
	return g, res
}

// Bears against bears: the game ends (someone attacks enough, or a library
// runs out), and the same seed replays the same game.
func TestPlayIsDeterministicAndEnds(t *testing.T) {
	g1, r1 := play(t, 11)
	g2, r2 := play(t, 11)
	if !slices.Equal(g1.Log(), g2.Log()) || r1 != r2 {
		t.Fatal("the same seed played two different games")
	}
	if !g1.Over() && r1.Turns <= 40 {
		t.Fatalf("game neither ended nor reached the turn limit: %+v", r1)
	}
	if r1.Winner != rt.NoPlayer && !g1.Players[1-r1.Winner].Lost {
		t.Fatalf("winner %d, but the other player has not lost", r1.Winner)
	}
}

// Logging costs nothing when no one listens, and changes nothing: a
// seeded game played with Game.LogOff ends the same way in the same
// state with an empty log, and with LogOff and OnLog the listener still
// hears every line.
func TestLogOffPlaysTheSameGame(t *testing.T) {
	withoutLog := func(d string) string { // Dump's line counting the log
		lines := strings.Split(d, "\n")
		return strings.Join(slices.DeleteFunc(lines, func(l string) bool { return strings.HasPrefix(l, "log ") }), "\n")
	}
	for seed := uint64(1); seed <= 20; seed++ {
		g1, r1 := play(t, seed)
		g2, r2 := playWith(t, seed, func(g *rt.Game) { g.LogOff = true })
		var heard []string
		g3, r3 := playWith(t, seed, func(g *rt.Game) { g.LogOff, g.OnLog = true, func(s string) { heard = append(heard, s) } })
		if r1 != r2 || r1 != r3 || withoutLog(g1.Dump()) != withoutLog(g2.Dump()) || withoutLog(g1.Dump()) != withoutLog(g3.Dump()) {
			t.Fatalf("seed %d: the game changed with the log off: %+v, %+v, %+v", seed, r1, r2, r3)
		}
		if len(g1.Log()) == 0 || len(g2.Log()) != 0 || len(g3.Log()) != 0 || !slices.Equal(heard, g1.Log()) {
			t.Fatalf("seed %d: %d lines logged, %d and %d with the log off, %d heard", seed, len(g1.Log()), len(g2.Log()), len(g3.Log()), len(heard))
		}
	}
}

// Every answer the player gives is legal for the decision asked.
func TestDecideAnswersWithinBounds(t *testing.T) {
	p := New(1)
	for i := 0; i < 200; i++ {
		d := &rt.Decision{Kind: rt.ChooseTargets, Min: i % 3, Max: 2 + i%3}
		for j := 0; j < 1+i%5; j++ {
			d.Options = append(d.Options, rt.Option{Label: "x"})
		}
		idx, err := p.Decide(nil, d)
		if d.Min > len(d.Options) {
			if err == nil {
				t.Fatalf("%d options for min %d: want an error", len(d.Options), d.Min)
			}
			continue
		}
		if err != nil || len(idx) < d.Min || len(idx) > d.Max {
			t.Fatalf("answer %v (err %v) for min %d max %d of %d options", idx, err, d.Min, d.Max, len(d.Options))
		}
	}
}

// A game caught in a loop of mandatory actions — every creature entering
// makes five more, each of which triggers again — ends in a draw when it
// reaches its work limit (104.4b), and the result says why.
func TestRunawayGameEndsAtTheWorkLimit(t *testing.T) {
	soldier := &rt.CardDef{Name: "Soldier", Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true}
	creatures := rt.Filter{Alts: []rt.Match{{Types: []string{"Creature"}}}}
	engine := &rt.CardDef{Name: "Token Engine", Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true,
		Abilities: []*rt.Ability{{Kind: rt.TriggeredAbility, Text: "whenever a creature enters the battlefield, create five 1/1 tokens",
			Trigger: &rt.Trigger{Event: rt.EventZoneChange, To: rt.Battlefield, Filter: &creatures},
			Effects: []rt.Effect{rt.CreateToken{Amount: rt.Const(5), Def: soldier}}}}}
	g := rt.NewGame("Alice", "Bob")
	g.SetWorkLimit(2_000_000)
	for pl := rt.PlayerID(0); pl < 2; pl++ {
		for i := 0; i < 10; i++ {
			g.AddCard(forest, pl, rt.Library)
		}
	}
	g.AddCard(engine, 0, rt.Battlefield)
	g.AddCard(forest, 0, rt.Battlefield)
	g.AddCard(forest, 0, rt.Battlefield)
	b := g.AddCard(bears, 0, rt.Hand)
	p := New(1)
	g.Decider = p
	if _, err := g.Cast(rt.CastRequest{Player: 0, Card: b.Obj.Ref}); err != nil {
		t.Fatal(err)
	}
	res, err := p.Play(g, 40)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Over() || res.Winner != rt.NoPlayer || res.Turns != 1 {
		t.Fatalf("over %v, result %+v", g.Over(), res)
	}
	if !strings.Contains(res.Reason, "104.4b") || !strings.Contains(res.Reason, "work limit") {
		t.Fatalf("reason %q", res.Reason)
	}
}

// The automatic player keeps a hand of seven with two to five lands and
// mulligans any other (103.5); after mulligans it puts excess lands, or
// else its most expensive spells, on the bottom.
func TestMulliganPolicy(t *testing.T) {
	wurm := &rt.CardDef{Name: "Craw Wurm", ManaCost: rt.MustManaCost("{4}{G}{G}"), Types: []string{"Creature"}, Power: 6, Toughness: 4, HasPT: true}
	for _, tt := range []struct {
		lands   int
		want    string // kept or took N mulligans
		bottoms []string
	}{
		{1, "mulligan", nil},
		{2, "keep", nil},
		{5, "keep", nil},
		{6, "mulligan", nil},
	} {
		g := rt.NewGame("Alice", "Bob")
		for i := 0; i < 7; i++ {
			def := bears
			if i < tt.lands {
				def = forest
			}
			g.AddCard(def, 0, rt.Hand)
		}
		p := New(1)
		got, _ := p.Decide(g, &rt.Decision{Kind: rt.ChooseMulligan, Player: 0, Min: 1, Max: 1,
			Options: []rt.Option{{Label: "keep"}, {Label: "mulligan"}}})
		if label := []string{"keep", "mulligan"}[got[0]]; label != tt.want {
			t.Errorf("%d lands: %s, want %s", tt.lands, label, tt.want)
		}
	}
	// Bottom two of: 5 Forests, a Bears, a Wurm: two lands go (five of
	// seven kept would be too many); of 2 Forests, 4 Bears and a Wurm,
	// the Wurm and a Bears go.
	for _, tt := range []struct {
		hand []*rt.CardDef
		want []string
	}{
		{[]*rt.CardDef{forest, forest, forest, forest, forest, bears, wurm}, []string{"Forest", "Forest"}},
		{[]*rt.CardDef{forest, bears, bears, wurm, bears, forest, bears}, []string{"Craw Wurm", "Grizzly Bears"}},
	} {
		g := rt.NewGame("Alice", "Bob")
		d := &rt.Decision{Kind: rt.ChooseBottom, Player: 0, Min: 2, Max: 2}
		for _, def := range tt.hand {
			c := g.AddCard(def, 0, rt.Hand)
			d.Options = append(d.Options, rt.Option{Label: def.Name, Target: rt.Target{Obj: c.Obj.Ref, Player: rt.NoPlayer}})
		}
		idx, err := New(1).Decide(g, d)
		if err != nil {
			t.Fatal(err)
		}
		var got []string
		for _, i := range idx {
			got = append(got, d.Options[i].Label)
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("bottom %v, want %v", got, tt.want)
		}
	}
}

// The automatic player takes one seat while a host plays the other
// through LegalActions and Take, answering its own seat's decisions: the
// game runs to its end or the turn limit, and both seats act.
func TestOneSeat(t *testing.T) {
	g := rt.NewGame("Alice", "Bob")
	ap := New(5)
	for pl := rt.PlayerID(0); pl < 2; pl++ {
		for i := 0; i < 20; i++ {
			def := forest
			if i%2 == 0 {
				def = bears
			}
			g.AddCard(def, pl, rt.Library)
		}
		g.Shuffle(pl, ap)
		for i := 0; i < 7; i++ {
			g.Draw(pl)
		}
	}
	g.SetTurn(1, 0, rt.Main1)
	const host = rt.PlayerID(1)
	hostDecided := 0
	g.Decider = rt.DeciderFunc(func(g *rt.Game, d *rt.Decision) ([]int, error) {
		if d.Player == host {
			hostDecided++
			return rt.FirstOptions(g, d)
		}
		return ap.Decide(g, d)
	})
	hostActed := 0
	for steps := 0; !g.Over() && g.Turn <= 30; steps++ {
		if steps > 100000 {
			t.Fatal("the game does not advance")
		}
		if Actor(g) != host {
			if err := ap.Step(g); err != nil {
				t.Fatal(err)
			}
			continue
		}
		// The host plays the first listed action that isn't a pass, else
		// passes: lands, then spells, and every creature attacks.
		acts := g.LegalActions(host)
		if len(acts) == 0 {
			t.Fatalf("turn %d %v: nothing listed for the host", g.Turn, g.Step)
		}
		a := acts[len(acts)-1]
		for _, b := range acts {
			if b.Kind != rt.ActPass && b.Kind != rt.ActTapForMana {
				a = b
				break
			}
		}
		for _, o := range a.AttackOptions {
			a.Attacks = append(a.Attacks, rt.Attack{Creature: o.Creature, Defender: o.Defenders[0]})
		}
		if err := g.Take(host, a); err != nil {
			t.Fatalf("turn %d: %s: %v", g.Turn, a, err)
		}
		if a.Kind != rt.ActPass {
			hostActed++
		}
	}
	if hostActed == 0 || !strings.Contains(strings.Join(g.Log(), "\n"), "Alice casts") {
		t.Fatalf("host acted %d times; log:\n%s", hostActed, strings.Join(g.Log(), "\n"))
	}
	t.Logf("host acted %d times and answered %d decisions; %s", hostActed, hostDecided, g.Result().Reason)
}

// TestDeclareThroughDecider plays seeded games in which every declaration
// of attackers and blockers is made by the Decider (Game.Declare) rather
// than taken as an action: the automatic player's Decide answers them, the
// games end, and creatures attack and block.
func TestDeclareThroughDecider(t *testing.T) {
	attacked, blocked := 0, 0
	for seed := uint64(1); seed <= 6; seed++ {
		g := rt.NewGame("Alice", "Bob")
		ap := New(seed)
		for pl := rt.PlayerID(0); pl < 2; pl++ {
			for i := 0; i < 20; i++ {
				def := forest
				if i%2 == 0 {
					def = bears
				}
				g.AddCard(def, pl, rt.Library)
			}
			g.Shuffle(pl, ap)
			for i := 0; i < 7; i++ {
				g.Draw(pl)
			}
		}
		g.SetTurn(1, 0, rt.Main1)
		g.Decider = ap
		for steps := 0; !g.Over() && g.Turn <= 40; steps++ {
			if steps > 100000 {
				t.Fatal("the game does not advance")
			}
			actor := Actor(g)
			declaring := false
			for _, a := range g.LegalActions(actor) {
				declaring = declaring || a.Kind == rt.ActDeclareAttackers || a.Kind == rt.ActDeclareBlockers
			}
			if !declaring {
				if err := ap.Step(g); err != nil {
					t.Fatal(err)
				}
				continue
			}
			if err := g.Declare(actor); err != nil {
				t.Fatalf("seed %d turn %d: %v", seed, g.Turn, err)
			}
		}
		if !g.Over() {
			t.Errorf("seed %d: the game did not end in 40 turns", seed)
		}
		log := strings.Join(g.Log(), "\n")
		attacked += strings.Count(log, " attacks ")
		blocked += strings.Count(log, " blocks ")
	}
	if attacked == 0 || blocked == 0 {
		t.Errorf("%d attacks and %d blocks in all the games; want some of each", attacked, blocked)
	}
}

// TestTakesDefaultIsTruthful: for every kind of decision the player says
// it answers with the Default (runtime.DefaultTaker), Decide does answer
// with the Default and draws nothing from the player's stream, so a game
// in which the runtime takes those Defaults itself plays the same.
func TestTakesDefaultIsTruthful(t *testing.T) {
	taken := 0
	for k := rt.DecisionKind(0); k < 64; k++ {
		p, fresh := New(7), New(7)
		if !p.TakesDefault(k) {
			continue
		}
		taken++
		d := &rt.Decision{Kind: k, Min: 1, Max: 2, Default: []int{1, 0},
			Options: []rt.Option{{Label: "a"}, {Label: "b"}, {Label: "c"}}}
		idx, err := p.Decide(nil, d)
		if err != nil || !slices.Equal(idx, d.Default) {
			t.Errorf("kind %d: answered %v (%v), want the Default %v", k, idx, err, d.Default)
		}
		if a, b := p.IntN(1000), fresh.IntN(1000); a != b {
			t.Errorf("kind %d: answering drew from the stream", k)
		}
	}
	if taken != 2 {
		t.Errorf("%d kinds taken by Default, want 2 (payments and the mana spent)", taken)
	}
}
