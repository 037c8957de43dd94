package runtime_test

// FuzzGameAPI drives the runtime's public actions with random sequences of
// legal and illegal requests and checks, after each one, that a refused
// action changed nothing and that an accepted one is one the rules allow.
// TestGameAPIMutations runs it briefly on every go test run; run it longer
// with
//
//	go test ./runtime -run '^$' -fuzz FuzzGameAPI -fuzztime 5m

import (
	"errors"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"slices"
	"sort"
	"sync"
	"testing"

	"github.com/mtgs/mtgs/internal/textdiff"
	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

// fuzzPool is the cards games are dealt from: the bundled library, the
// interp soak cards (activated abilities, costs, loyalty, equipment,
// replacement effects) and a few built here for numbers at the edges.
type fuzzPool struct {
	lands, others []*rt.CardDef
}

var (
	fuzzPoolOnce sync.Once
	fuzzCards    fuzzPool
	fuzzPoolErr  error
)

func loadFuzzPool(tb testing.TB) fuzzPool {
	tb.Helper()
	fuzzPoolOnce.Do(func() {
		lib, err := interp.Stdlib()
		if err != nil {
			fuzzPoolErr = err
			return
		}
		defs := map[string]*rt.CardDef{}
		for _, n := range lib.Names() {
			d, _ := lib.Card(n)
			defs[d.Name] = d
		}
		// The soak decks' cards, if they still compile; the pool works
		// without them.
		if prog, err := compileSoak(lib); err == nil {
			for _, n := range prog.Library.Names() {
				d, _ := prog.Library.Card(n)
				defs[d.Name] = d
			}
		}
		for _, d := range fuzzExtraCards() {
			defs[d.Name] = d
		}
		names := make([]string, 0, len(defs))
		for n := range defs {
			names = append(names, n)
		}
		sort.Strings(names)
		for _, n := range names {
			d := defs[n]
			if slices.Contains(d.Types, "Land") {
				fuzzCards.lands = append(fuzzCards.lands, d)
			} else {
				fuzzCards.others = append(fuzzCards.others, d)
			}
		}
	})
	if fuzzPoolErr != nil {
		tb.Fatal(fuzzPoolErr)
	}
	return fuzzCards
}

func compileSoak(lib *interp.Library) (*interp.Program, error) {
	src, err := os.ReadFile("../interp/testdata/soak.mtgs")
	if err != nil {
		return nil, err
	}
	return interp.Compile(lib, interp.Source{Name: "soak.mtgs", Text: src})
}

// fuzzExtraCards are built in Go: an {X}{X}{R} sorcery, a creature that
// enters with X +1/+1 counters, an X life-gain spell, a creature with a
// mana ability, and mana abilities whose cost is more than {T} (a Signet,
// a painland, a Petal; mana_costed.go) or whose mana is any combination
// of two colors.
func fuzzExtraCards() []*rt.CardDef {
	anyTarget := rt.TargetSpec{Text: "any target", Objects: true, Players: true, Min: 1, Max: 1,
		Filter: rt.Filter{Alts: []rt.Match{{Types: []string{"Creature"}}, {Types: []string{"Planeswalker"}}}}}
	return []*rt.CardDef{
		{Name: "Fuzz Double X", ManaCost: rt.MustManaCost("{X}{X}{R}"), Types: []string{"Sorcery"},
			Abilities: []*rt.Ability{{Kind: rt.SpellAbility, Text: "X damage", Targets: []rt.TargetSpec{anyTarget},
				Effects: []rt.Effect{rt.DealDamage{Amount: rt.XValue{}, To: rt.TargetRef{Index: 0}, ToPlayers: rt.TargetRef{Index: 0}}}}}},
		{Name: "Fuzz Hydra", ManaCost: rt.MustManaCost("{X}{G}"), Types: []string{"Creature"}, Power: 0, Toughness: 0, HasPT: true,
			Abilities: []*rt.Ability{{Kind: rt.TriggeredAbility, Text: "enters with X counters",
				Trigger: &rt.Trigger{Event: rt.EventZoneChange, Self: true, To: rt.Battlefield},
				Effects: []rt.Effect{rt.PutCounters{What: rt.This{}, Kind: "+1/+1", Amount: rt.XValue{}}}}}},
		{Name: "Fuzz Bounty", ManaCost: rt.MustManaCost("{X}{W}"), Types: []string{"Instant"},
			Abilities: []*rt.Ability{{Kind: rt.SpellAbility, Text: "gain X life",
				Effects: []rt.Effect{rt.GainLife{Who: rt.You{}, Amount: rt.XValue{}}}}}},
		{Name: "Fuzz Elf", ManaCost: rt.MustManaCost("{G}"), Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true,
			Abilities: []*rt.Ability{{Kind: rt.ActivatedAbility, Text: "{T}: add {G}", IsMana: true, Cost: rt.Cost{Tap: true},
				Effects: []rt.Effect{rt.AddMana{Mana: rt.MustManaCost("{G}")}}}}},
		{Name: "Fuzz Signet", ManaCost: rt.MustManaCost("{2}"), Types: []string{"Artifact"},
			Abilities: []*rt.Ability{{Kind: rt.ActivatedAbility, Text: "add {W}{U}.", IsMana: true, Cost: rt.Cost{Mana: rt.MustManaCost("{1}"), Tap: true},
				Effects: []rt.Effect{rt.AddMana{Mana: rt.MustManaCost("{W}{U}")}}}}},
		{Name: "Fuzz Painland", Types: []string{"Land"},
			Abilities: []*rt.Ability{
				{Kind: rt.ActivatedAbility, Text: "add {C}.", IsMana: true, Cost: rt.Cost{Tap: true}, Effects: []rt.Effect{rt.AddMana{Mana: rt.MustManaCost("{C}")}}},
				{Kind: rt.ActivatedAbility, Text: "add {G}.", IsMana: true, Cost: rt.Cost{Tap: true, PayLife: 1}, Effects: []rt.Effect{rt.AddMana{Mana: rt.MustManaCost("{G}")}}},
			}},
		{Name: "Fuzz Petal", ManaCost: rt.MustManaCost("{0}"), Types: []string{"Artifact"},
			Abilities: []*rt.Ability{{Kind: rt.ActivatedAbility, Text: "add one mana of any color.", IsMana: true, Cost: rt.Cost{Tap: true, SacrificeSelf: true},
				Effects: []rt.Effect{rt.AnyColorMana()}}}},
		{Name: "Fuzz Cornucopia", ManaCost: rt.MustManaCost("{3}"), Types: []string{"Artifact"},
			Abilities: []*rt.Ability{{Kind: rt.ActivatedAbility, Text: "add two mana in any combination of {R} and/or {G}.", IsMana: true, Cost: rt.Cost{Tap: true},
				Effects: []rt.Effect{rt.AddMana{Combination: 2, Colors: rt.ColorSet(0).With(rt.Red).With(rt.Green)}}}}},
	}
}

// fuzzInput reads the fuzz bytes; past the end it reads zeros, so every
// input is a valid program.
type fuzzInput struct {
	b []byte
	i int
}

func (in *fuzzInput) byte() byte {
	if in.i >= len(in.b) {
		in.i++
		return 0
	}
	c := in.b[in.i]
	in.i++
	return c
}

func (in *fuzzInput) intn(n int) int {
	if n <= 0 {
		return 0
	}
	return int(in.byte()) % n
}

func (in *fuzzInput) left() int { return len(in.b) - in.i }

// fuzzNumbers are the numbers a client might pass: ordinary ones and every
// edge of the accepted range and of int.
var fuzzNumbers = []int{0, 1, 2, 3, -1, -3, rt.MaxNumber, rt.MaxNumber + 1, math.MaxInt, math.MinInt, 5, 1 << 31}

// fuzzGame is one game under test and what the harness knows about it.
type fuzzGame struct {
	g   *rt.Game
	in  *fuzzInput
	rng *rand.Rand
}

// newFuzzGame sets up a game from the input: two or three players, random
// libraries, hands and battlefields from the pool, sometimes life totals,
// mana pools and counters at the edges of the accepted range.
func newFuzzGame(pool fuzzPool, in *fuzzInput) *fuzzGame {
	var seed uint64
	for k := 0; k < 8; k++ {
		seed = seed<<8 | uint64(in.byte())
	}
	names := []string{"Alice", "Bob", "Carol"}[:2+in.intn(2)]
	g := rt.NewGame(names...)
	rng := rand.New(rand.NewPCG(seed, 0xf0220))
	fg := &fuzzGame{g: g, in: in, rng: rng}
	g.Decider = rt.DeciderFunc(fg.decide)
	card := func() *rt.CardDef {
		if rng.IntN(5) < 2 {
			return pool.lands[rng.IntN(len(pool.lands))]
		}
		return pool.others[rng.IntN(len(pool.others))]
	}
	for p := range g.Players {
		pid := rt.PlayerID(p)
		for i := 0; i < 12; i++ {
			g.AddCard(card(), pid, rt.Library)
		}
		for i := 0; i < 5; i++ {
			g.AddCard(card(), pid, rt.Hand)
		}
		for i := 0; i < 4; i++ {
			g.AddCard(pool.lands[rng.IntN(len(pool.lands))], pid, rt.Battlefield)
		}
		for i := rng.IntN(4); i > 0; i-- {
			d := card()
			if slices.Contains(d.Types, "Instant") || slices.Contains(d.Types, "Sorcery") {
				continue
			}
			c := g.AddCard(d, pid, rt.Battlefield)
			if rng.IntN(4) == 0 && slices.Contains(d.Types, "Creature") {
				c.Obj.Counters = rt.Counters{} // in place of any it entered with
				c.Obj.Counters.Set("+1/+1", []int{1, 5, rt.MaxNumber}[rng.IntN(3)])
			}
		}
		g.AddCard(card(), pid, rt.Graveyard)
		switch in.intn(8) {
		case 0:
			g.Players[p].Life = rt.MaxNumber
		case 1:
			g.Players[p].Life = 1 + rng.IntN(3)
		case 2:
			for c := range g.Players[p].Pool {
				g.Players[p].Pool[c] = rt.MaxNumber
			}
		}
	}
	g.SetTurn(1+in.intn(3), 0, rt.Main1)
	return fg
}

// decide answers every decision legally, at random.
func (fg *fuzzGame) decide(g *rt.Game, d *rt.Decision) ([]int, error) {
	n := len(d.Options)
	switch d.Kind {
	case rt.ChooseOrder:
		return fg.rng.Perm(n), nil
	case rt.ChooseYesNo:
		return []int{fg.rng.IntN(2)}, nil
	case rt.ChooseDamage:
		return d.Default, nil
	}
	if d.Kind.Repeats() && d.Default != nil {
		// An answer that names options more than once (the mana spent
		// on a generic cost, one option per mana): the Default is legal.
		return d.Default, nil
	}
	k := min(d.Max, n)
	if k > d.Min {
		k = d.Min + fg.rng.IntN(k-d.Min+1)
	}
	if k < d.Min {
		return nil, fmt.Errorf("fuzz decider: %q needs %d of %d options", d.Prompt, d.Min, n)
	}
	return fg.rng.Perm(n)[:k], nil
}

// player picks who acts: the player with priority, the active player,
// another player, a player who doesn't exist, or one who has lost.
func (fg *fuzzGame) player() rt.PlayerID {
	g := fg.g
	switch fg.in.intn(8) {
	case 0, 1:
		return g.Priority
	case 2:
		return g.Active
	case 3:
		return rt.PlayerID((int(g.Priority) + 1) % len(g.Players))
	case 4:
		return -1
	case 5:
		return rt.PlayerID(len(g.Players) + fg.in.intn(5))
	case 6:
		for _, p := range g.Players {
			if p.Lost {
				return p.ID
			}
		}
	}
	return rt.PlayerID(fg.in.intn(len(g.Players)))
}

// ref picks an object reference: a current object from a zone that suits
// the action most of the time, otherwise any card, a stale reference, the
// zero reference or a card that doesn't exist.
func (fg *fuzzGame) ref(p rt.PlayerID, zones ...rt.Zone) rt.ObjRef {
	g := fg.g
	switch fg.in.intn(10) {
	case 0, 1, 2, 3, 4:
		var cs []*rt.Card
		for _, z := range zones {
			if z == rt.Battlefield || z == rt.Stack || z == rt.Exile {
				cs = append(cs, g.ZoneCards(z, rt.NoPlayer)...)
			} else if p >= 0 && int(p) < len(g.Players) {
				cs = append(cs, g.ZoneCards(z, p)...)
			}
		}
		if len(cs) > 0 {
			return cs[fg.in.intn(len(cs))].Obj.Ref
		}
	case 5:
		if c := fg.anyCard(); c != nil && c.Obj != nil && c.Obj.Ref.Inc > 1 {
			return rt.ObjRef{Card: c.ID, Inc: c.Obj.Ref.Inc - 1} // stale
		}
	case 6:
		return rt.ObjRef{}
	case 7:
		return rt.ObjRef{Card: rt.CardID(fg.in.intn(3) - 2), Inc: 1}
	case 8:
		return rt.ObjRef{Card: rt.CardID(1 << 30), Inc: 1}
	}
	if c := fg.anyCard(); c != nil && c.Obj != nil {
		return c.Obj.Ref
	}
	return rt.ObjRef{Card: 1, Inc: 7}
}

// creatures lists the untapped creatures p controls.
func (fg *fuzzGame) creatures(p rt.PlayerID) []rt.ObjRef {
	var out []rt.ObjRef
	for _, o := range fg.g.Battlefield() {
		if c := fg.g.Chars(o); c.Is("Creature") && c.Controller == p && !o.Tapped {
			out = append(out, o.Ref)
		}
	}
	return out
}

func (fg *fuzzGame) anyCard() *rt.Card {
	n := 0
	for fg.g.Card(rt.CardID(n+1)) != nil {
		n++
	}
	if n == 0 {
		return nil
	}
	return fg.g.Card(rt.CardID(1 + fg.in.intn(n)))
}

func (fg *fuzzGame) number() int { return fuzzNumbers[fg.in.intn(len(fuzzNumbers))] }

func (fg *fuzzGame) target(p rt.PlayerID) rt.Target {
	if fg.in.intn(3) == 0 {
		return rt.Target{Player: []rt.PlayerID{0, 1, -1, 7, p}[fg.in.intn(5)]}
	}
	return rt.Target{Obj: fg.ref(p, rt.Battlefield, rt.Stack, rt.Graveyard), Player: rt.NoPlayer}
}

func (fg *fuzzGame) targets(p rt.PlayerID) [][]rt.Target {
	switch fg.in.intn(3) {
	case 0:
		return nil // chosen through the Decider
	case 1:
		return [][]rt.Target{}
	}
	out := make([][]rt.Target, 1+fg.in.intn(2))
	for i := range out {
		for k := fg.in.intn(3); k > 0; k-- {
			out[i] = append(out[i], fg.target(p))
		}
	}
	return out
}

func (fg *fuzzGame) ints() []int {
	switch fg.in.intn(3) {
	case 0:
		return nil
	case 1:
		return []int{}
	}
	var xs []int
	for k := 1 + fg.in.intn(3); k > 0; k-- {
		xs = append(xs, []int{0, 1, 2, -1, 0, 1 << 40}[fg.in.intn(6)])
	}
	return xs
}

// state is what the harness records before an action, to judge it after.
type state struct {
	dump           string
	over           bool
	priority       rt.PlayerID
	active         rt.PlayerID
	step           rt.Step
	stackLen       int
	attackersDecl  bool
	blockersDecl   bool
	defending      map[rt.PlayerID]bool
	lost           map[rt.PlayerID]bool
	tapped         map[rt.ObjRef]bool
	untappedByRef  map[rt.ObjRef]bool
	battlefieldRef map[rt.ObjRef]rt.PlayerID
}

func (fg *fuzzGame) record() state {
	g := fg.g
	s := state{dump: g.Dump(), over: g.Over(), priority: g.Priority, active: g.Active, step: g.Step, stackLen: len(g.Stack()),
		defending: map[rt.PlayerID]bool{}, lost: map[rt.PlayerID]bool{}, battlefieldRef: map[rt.ObjRef]rt.PlayerID{}, tapped: map[rt.ObjRef]bool{}}
	s.attackersDecl, s.blockersDecl = g.CombatDeclared()
	for _, a := range g.Attacking() {
		if d, ok := g.Defending(a); ok {
			s.defending[d] = true
		}
	}
	for _, p := range g.Players {
		s.lost[p.ID] = p.Lost
	}
	for _, o := range g.Battlefield() {
		s.battlefieldRef[o.Ref] = g.Chars(o).Controller
		s.tapped[o.Ref] = o.Tapped
	}
	return s
}

// validActor reports whether p is a player in the game who has not lost.
func (s *state) validActor(g *rt.Game, p rt.PlayerID) bool {
	return p >= 0 && int(p) < len(g.Players) && !s.lost[p]
}

// step runs one action chosen by the input and checks it.
func (fg *fuzzGame) step(t *testing.T) {
	g := fg.g
	before := fg.record()
	var (
		name    string
		actor   = rt.NoPlayer
		err     error
		needPri bool // the rules require the actor to hold priority
		extra   func() string
	)
	op := fg.in.intn(16)
	if len(g.Stack()) == 0 && fg.in.intn(2) == 0 {
		// Declarations are tried often when they are due, so that
		// combat is reached.
		if att, blk := g.CombatDeclared(); g.Step == rt.DeclareAttackers && !att {
			op = 7
		} else if g.Step == rt.DeclareBlockers && !blk {
			op = 8
		}
	}
	switch op {
	case 0, 1, 2:
		p := fg.player()
		req := rt.CastRequest{Player: p, Card: fg.ref(p, rt.Hand, rt.Hand, rt.Graveyard), Targets: fg.targets(p), Kicked: fg.ints(), Modes: fg.ints()}
		if fg.in.intn(2) == 0 {
			req.X = fg.number()
		}
		switch fg.in.intn(12) {
		case 0:
			req.Flashback = true
		case 1:
			req.WithoutPaying = true
		case 2:
			c := rt.MustManaCost("{0}")
			req.AltCost = &c
		case 3:
			req.Targets = nil
			req.TargetList = []rt.Target{fg.target(p), fg.target(p)}
		}
		name, actor, needPri = fmt.Sprintf("Cast(%+v)", req), p, true
		_, err = g.Cast(req)
		extra = func() string {
			switch {
			case req.X < 0 || req.X > rt.MaxNumber:
				return fmt.Sprintf("X=%d accepted", req.X)
			case req.WithoutPaying || req.AltCost != nil:
				return "a client cast without paying its cost"
			}
			for i, k := range req.Kicked {
				if slices.Contains(req.Kicked[:i], k) {
					return "the same kicker paid twice"
				}
			}
			return ""
		}
	case 3, 4:
		p := fg.player()
		src := fg.ref(p, rt.Battlefield)
		idx := []int{0, 0, 1, 2, -1, math.MaxInt, math.MinInt}[fg.in.intn(7)]
		name, actor, needPri = fmt.Sprintf("Activate(%d, %s, %d)", p, src, idx), p, true
		err = g.Activate(p, src, idx, fg.targets(p))
	case 5:
		p := fg.player()
		r := fg.ref(p, rt.Hand)
		name, actor, needPri = fmt.Sprintf("PlayLand(%d, %s)", p, r), p, true
		err = g.PlayLand(p, r)
	case 6:
		p := fg.player()
		r := fg.ref(p, rt.Battlefield)
		name, actor, needPri = fmt.Sprintf("TapForMana(%d, %s)", p, r), p, true
		err = g.TapForMana(p, r)
		extra = func() string {
			ctrl, ok := before.battlefieldRef[r]
			switch {
			case !ok:
				return "tapped something that was not a permanent"
			case ctrl != p:
				return "tapped a permanent the player does not control"
			case before.tapped[r]:
				return "tapped a permanent that was already tapped"
			}
			return ""
		}
	case 7:
		p := fg.player()
		if fg.in.intn(3) > 0 {
			p = g.Active
		}
		var as []rt.ObjRef
		mine := fg.creatures(p)
		for k := fg.in.intn(4); k > 0; k-- {
			if len(mine) > 0 && fg.in.intn(4) > 0 {
				as = append(as, mine[fg.in.intn(len(mine))])
			} else {
				as = append(as, fg.ref(p, rt.Battlefield))
			}
		}
		if len(as) > 0 && fg.in.intn(4) == 0 {
			as = append(as, as[0]) // the same creature twice
		}
		def := []rt.PlayerID{1, 0, 2, -1, 9}[fg.in.intn(5)]
		if fg.in.intn(2) == 0 && len(g.Opponents(p)) > 0 {
			def = g.Opponents(p)[0]
		}
		name, actor = fmt.Sprintf("DeclareAttackers(%d, %v, %d)", p, as, def), p
		err = g.DeclareAttackers(p, as, def)
		extra = func() string {
			switch {
			case before.attackersDecl:
				return "a second declaration of attackers"
			case before.step != rt.DeclareAttackers:
				return "attackers declared outside the declare attackers step"
			case p != before.active:
				return "attackers declared by a player who is not active"
			case def == p || !before.validActor(g, def):
				return fmt.Sprintf("attacking player %d", def)
			}
			for i, a := range as {
				if slices.Contains(as[:i], a) {
					return "the same creature declared as an attacker twice"
				}
			}
			return ""
		}
	case 8:
		p := fg.player()
		att := g.Attacking()
		if len(att) > 0 && fg.in.intn(2) == 0 {
			p, _ = g.Defending(att[0])
		}
		blocks := map[rt.ObjRef]rt.ObjRef{}
		mine := fg.creatures(p)
		for k := fg.in.intn(4); k > 0; k-- {
			a := fg.ref(p, rt.Battlefield)
			if len(att) > 0 && fg.in.intn(3) > 0 {
				a = att[fg.in.intn(len(att))]
			}
			b := fg.ref(p, rt.Battlefield)
			if len(mine) > 0 && fg.in.intn(4) > 0 {
				b = mine[fg.in.intn(len(mine))]
			}
			blocks[b] = a
		}
		name, actor = fmt.Sprintf("DeclareBlockers(%d, %v)", p, blocks), p
		err = g.DeclareBlockers(p, blocks)
		extra = func() string {
			switch {
			case before.blockersDecl:
				return "a second declaration of blockers"
			case before.step != rt.DeclareBlockers:
				return "blockers declared outside the declare blockers step"
			case len(before.defending) > 0 && !before.defending[p]:
				return fmt.Sprintf("blockers declared by player %d, who is not defending", p)
			case p == before.active:
				return "blockers declared by the attacking player"
			}
			return ""
		}
	case 9:
		// The harness, not a player: a player is brought to 0 life, so
		// that games end and lost players appear.
		if fg.in.intn(8) == 0 {
			p := fg.in.intn(len(g.Players))
			g.Players[p].Life = 0
			return
		}
		if fg.in.intn(6) > 0 {
			return
		}
		// A concession, at any time, by anyone (104.3a).
		p := fg.player()
		name, actor = fmt.Sprintf("Concede(%d)", p), p
		err = g.Concede(p)
		extra = func() string {
			if !g.Players[p].Lost {
				return "the player who conceded is still in the game"
			}
			return ""
		}
	case 10, 11, 12:
		p := fg.player()
		name, actor, needPri = fmt.Sprintf("Pass(%d)", p), p, true
		err = g.Pass(p)
	default:
		name = "PassAll()"
		err = g.PassAll()
	}
	if err != nil {
		var re *rt.RuleError
		if !errors.As(err, &re) {
			t.Fatalf("%s: not a refusal: %v", name, err)
		}
		if after := g.Dump(); after != before.dump {
			t.Fatalf("%s was refused (%v) but changed the game:\n%s", name, err, textdiff.Lines(before.dump, after, "", 40))
		}
		return
	}
	switch {
	case before.over:
		t.Fatalf("%s accepted after the game was over", name)
	case needPri && actor != before.priority:
		t.Fatalf("%s accepted from player %d, but player %d had priority", name, actor, before.priority)
	case actor != rt.NoPlayer && !before.validActor(g, actor):
		t.Fatalf("%s accepted from player %d, who is not a live player", name, actor)
	}
	if extra != nil {
		if why := extra(); why != "" {
			t.Fatalf("%s accepted: %s", name, why)
		}
	}
	if why := invariants(g); why != "" {
		t.Fatalf("after %s: %s", name, why)
	}
}

// invariants checks what must hold in every state of a game, returning
// what is broken.
func invariants(g *rt.Game) string {
	seen := map[rt.CardID]bool{}
	zones := []rt.Zone{rt.Library, rt.Hand, rt.Battlefield, rt.Graveyard, rt.Stack, rt.Exile, rt.Command}
	for _, z := range zones {
		owners := []rt.PlayerID{rt.NoPlayer}
		if z.Owned() {
			owners = nil
			for _, p := range g.Players {
				owners = append(owners, p.ID)
			}
		}
		for _, p := range owners {
			for _, c := range g.ZoneCards(z, p) {
				switch {
				case seen[c.ID]:
					return fmt.Sprintf("card %d is in two zones", c.ID)
				case c.Obj == nil:
					return fmt.Sprintf("card %d is in %s but is no object", c.ID, z)
				case c.Obj.Zone != z:
					return fmt.Sprintf("card %d is in %s but its object says %s", c.ID, z, c.Obj.Zone)
				case z.Owned() && c.Owner != p:
					return fmt.Sprintf("card %d is in player %d's %s but is owned by %d", c.ID, p, z, c.Owner)
				case c.Obj.Ref.Card != c.ID:
					return fmt.Sprintf("card %d's object names card %d", c.ID, c.Obj.Ref.Card)
				}
				seen[c.ID] = true
				o := c.Obj
				for k, n := range o.Counters.All() {
					if n < 0 || n > rt.MaxNumber {
						return fmt.Sprintf("%s has %d %s counters", g.Describe(o.Ref), n, k)
					}
				}
				if o.Damage < 0 || o.Damage > rt.MaxNumber {
					return fmt.Sprintf("%s has %d damage", g.Describe(o.Ref), o.Damage)
				}
				if z == rt.Battlefield {
					ch := g.Chars(o)
					if abs(ch.Power) > rt.MaxNumber || abs(ch.Toughness) > rt.MaxNumber || abs(ch.Loyalty) > rt.MaxNumber {
						return fmt.Sprintf("%s is %d/%d loyalty %d", g.Describe(o.Ref), ch.Power, ch.Toughness, ch.Loyalty)
					}
				}
			}
		}
	}
	for id := rt.CardID(1); g.Card(id) != nil; id++ {
		if c := g.Card(id); c.Obj != nil && !seen[id] {
			return fmt.Sprintf("card %d (%s) is in no zone", id, c.Def.Name)
		}
	}
	for _, p := range g.Players {
		if abs(p.Life) > rt.MaxNumber {
			return fmt.Sprintf("%s has %d life", p.Name, p.Life)
		}
		for c, n := range p.Pool {
			if n < 0 || n > rt.MaxNumber {
				return fmt.Sprintf("%s has %d mana of type %d", p.Name, n, c)
			}
		}
	}
	if g.Turn < 1 || g.Turn > rt.MaxNumber {
		return fmt.Sprintf("turn %d", g.Turn)
	}
	att := g.Attacking()
	for i, a := range att {
		if slices.Contains(att[:i], a) {
			return fmt.Sprintf("%s attacks twice", g.Describe(a))
		}
		if o := g.Object(a); o == nil || o.Zone != rt.Battlefield {
			return fmt.Sprintf("attacker %s is not on the battlefield", a)
		}
	}
	for _, it := range g.Stack() {
		if g.Card(it.Source.Card) == nil {
			return fmt.Sprintf("stack item %d has no source", it.ID)
		}
		if it.Kind == rt.ItemSpell {
			if o := g.Object(it.Spell); o == nil || o.Zone != rt.Stack {
				return fmt.Sprintf("spell item %d (%s) is not a spell on the stack", it.ID, it.Text)
			}
		}
	}
	return ""
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// maxFuzzActions bounds the actions of one input, so that an input's run
// stays short.
const maxFuzzActions = 120

// runGameAPI is the property FuzzGameAPI checks for one input.
func runGameAPI(t *testing.T, pool fuzzPool, data []byte) {
	in := &fuzzInput{b: data}
	fg := newFuzzGame(pool, in)
	// Whatever the host does, nothing the game remembers may disagree with
	// what it would compute anew: characteristics, mana sources, legal
	// targets, payment plans (VerifyChars, VerifyCaches).
	verify := func(g *rt.Game) {
		g.VerifyChars(func(o *rt.Object, cached, fresh rt.Chars) {
			t.Fatalf("remembered characteristics of %s disagree: %+v, computed anew %+v", o.Name(), cached, fresh)
		})
		g.VerifyCaches(func(what, cached, fresh string) {
			t.Fatalf("remembered %s disagree: %s, computed anew %s", what, cached, fresh)
		})
	}
	verify(fg.g)
	if why := invariants(fg.g); why != "" {
		t.Fatalf("after set-up: %s", why)
	}
	scratch := rt.NewGame("Nobody")
	for n := 0; n < maxFuzzActions && in.left() > 0; n++ {
		fg.step(t)
		if n%16 == 15 {
			// Play on from a copy made into storage an earlier copy
			// used (CloneInto): it must be the same game.
			before := fg.g.Dump()
			fg.g.CloneInto(scratch)
			if after := scratch.Dump(); after != before {
				t.Fatalf("after %d actions, CloneInto made another game:\n%s", n+1, textdiff.Lines(before, after, "", 40))
			}
			fg.g, scratch = scratch, fg.g
			verify(fg.g) // a copy is not checked by its original's checks
		}
	}
}

// fuzzSeeds are hand-written inputs: a seed, then actions.
func fuzzSeeds() [][]byte {
	seeds := [][]byte{
		[]byte("\x00\x00\x00\x00\x00\x00\x00\x01\x00\x00\x00\x00"),
		[]byte("\x00\x00\x00\x00\x00\x00\x00\x02\x01\x02\x00\x01"),
	}
	rng := rand.New(rand.NewPCG(5, 6))
	for i := 0; i < 14; i++ {
		b := make([]byte, 200+rng.IntN(400))
		for k := range b {
			b[k] = byte(rng.Uint32())
		}
		seeds = append(seeds, b)
	}
	return seeds
}

func FuzzGameAPI(f *testing.F) {
	for _, s := range fuzzSeeds() {
		f.Add(s)
	}
	pool := loadFuzzPool(f)
	f.Fuzz(func(t *testing.T, data []byte) { runGameAPI(t, pool, data) })
}

// TestGameAPIMutations runs FuzzGameAPI's property on the seeds and on
// deterministic mutations of them, so that every go test run fuzzes the
// API briefly.
func TestGameAPIMutations(t *testing.T) {
	pool := loadFuzzPool(t)
	seeds := fuzzSeeds()
	n := 1500
	if testing.Short() {
		n = 150
	}
	rng := rand.New(rand.NewPCG(7, 8))
	for i := 0; i < n; i++ {
		var data []byte
		if i < len(seeds) {
			data = seeds[i]
		} else {
			data = mutateBytes(rng, seeds[rng.IntN(len(seeds))])
		}
		t.Run(fmt.Sprint(i), func(t *testing.T) { runGameAPI(t, pool, data) })
		if t.Failed() {
			t.Fatalf("input %d: %q", i, data)
		}
	}
}

// mutateBytes returns a random variation of b: bytes changed, inserted,
// removed, or a run copied from elsewhere.
func mutateBytes(rng *rand.Rand, b []byte) []byte {
	out := slices.Clone(b)
	for k := 1 + rng.IntN(8); k > 0; k-- {
		if len(out) == 0 {
			out = append(out, byte(rng.Uint32()))
			continue
		}
		i := rng.IntN(len(out))
		switch rng.IntN(4) {
		case 0:
			out[i] = byte(rng.Uint32())
		case 1:
			out = slices.Insert(out, i, byte(rng.Uint32()))
		case 2:
			out = slices.Delete(out, i, i+1)
		default:
			j := rng.IntN(len(out))
			n := min(1+rng.IntN(16), len(out)-max(i, j))
			copy(out[i:i+n], out[j:j+n])
		}
	}
	return out
}
