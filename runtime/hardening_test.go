package runtime

// Regression tests for numbers at the edges of the accepted range, actions
// the rules don't allow, games whose work grows without end, last known
// information that nothing can ask for any more, and seeded randomness.

import (
	"math"
	"slices"
	"strings"
	"testing"
)

var (
	hAnyTarget = TargetSpec{Text: "any target", Objects: true, Players: true, Filter: crCreatures, Min: 1, Max: 1}
	hXDamage   = []Effect{DealDamage{Amount: XValue{}, To: TargetRef{0}, ToPlayers: TargetRef{0}}}
	hDoubleX   = crSpell("Double X", "Sorcery", "{X}{X}{R}", []TargetSpec{hAnyTarget}, hXDamage...)
	hFireball  = crSpell("Test Fireball", "Sorcery", "{X}{R}", []TargetSpec{hAnyTarget}, hXDamage...)
	hShock     = crSpell("Test Shock", "Instant", "{R}", []TargetSpec{hAnyTarget}, DealDamage{Amount: Const(2), To: TargetRef{0}, ToPlayers: TargetRef{0}})
	hElf       = crWithAbilities(crCreature("Test Elf", "{G}", 1, 1), "Test Elf", &Ability{Kind: ActivatedAbility, Text: "{T}: add {G}", IsMana: true,
		Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{G}")}}})
	hKicked = &CardDef{Name: "Test Kicked", ManaCost: MustManaCost("{R}"), Types: []string{"Sorcery"},
		Keywords: []Keyword{{Name: "kicker", Cost: MustManaCost("{R}")}}, Abilities: []*Ability{{Kind: SpellAbility}}}
	hPact = crWithAbilities(&CardDef{Name: "Test Pact", Types: []string{"Artifact"}}, "Test Pact",
		&Ability{Kind: ActivatedAbility, Text: "pay 1 life: draw a card", Cost: Cost{PayLife: 1}, Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}})
	hSoldier = crCreature("Soldier Token", "", 1, 1)
)

// The saturating helpers, at the edges of int and of MaxNumber.
func TestNumberHelpersAtTheEdges(t *testing.T) {
	const M, maxI, minI = MaxNumber, math.MaxInt, math.MinInt
	cases := []struct {
		name string
		got  int
		want int
	}{
		{"satAdd small", satAdd(2, 3), 5},
		{"satAdd max+1", satAdd(maxI, 1), maxI},
		{"satAdd max+max", satAdd(maxI, maxI), maxI},
		{"satAdd min-1", satAdd(minI, -1), minI},
		{"satAdd min+max", satAdd(minI, maxI), -1},
		{"satSub max-(-1)", satSub(maxI, -1), maxI},
		{"satSub 0-min", satSub(0, minI), maxI},
		{"satSub -1-min", satSub(-1, minI), maxI},
		{"satSub -5-min", satSub(-5, minI), maxI - 4},
		{"satSub min-1", satSub(minI, 1), minI},
		{"satMul 0*min", satMul(0, minI), 0},
		{"satMul 2*3", satMul(2, 3), 6},
		{"satMul -2*3", satMul(-2, 3), -6},
		{"satMul M*M", satMul(M, M), M * M},
		{"satMul max*2", satMul(maxI, 2), maxI},
		{"satMul max*-2", satMul(maxI, -2), minI},
		{"satMul min*-1", satMul(minI, -1), maxI},
		{"satMul -1*min", satMul(-1, minI), maxI},
		{"satMul min*min", satMul(minI, minI), maxI},
		{"clamp max", clampNumber(maxI), M},
		{"clamp min", clampNumber(minI), -M},
		{"clamp inside", clampNumber(-17), -17},
		{"addNumber M+1", addNumber(M, 1), M},
		{"addNumber max+max", addNumber(maxI, maxI), M},
		{"addNumber -M-1", addNumber(-M, -1), -M},
		{"subNumber 20-M-M", subNumber(subNumber(20, M), M), -M},
		{"subNumber 0-min", subNumber(0, minI), M},
		{"amountNumber -3", amountNumber(-3), 0},
		{"amountNumber max", amountNumber(maxI), M},
		{"amountNumber 7", amountNumber(7), 7},
	}
	for _, c := range cases {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
		}
	}
}

// 107.1b, 601.2b: X is announced within 0..MaxNumber, and only for a cost
// with X. The refusal changes nothing — in particular no mana appears in
// the pool (a negative X used to add {C}{C}{C}).
func TestCastRefusesXOutOfRange(t *testing.T) {
	cases := []struct {
		name string
		def  *CardDef
		x    int
		rule string
	}{
		{"negative X", hFireball, -3, "107.1b"},
		{"the smallest int", hFireball, math.MinInt, "107.1b"},
		{"X beyond MaxNumber", hFireball, MaxNumber + 1, "601.2b"},
		{"{X}{X} with the largest int", hDoubleX, math.MaxInt, "601.2b"},
		{"X for a cost without X", hShock, 2, "601.2b"},
		{"X = MaxNumber, paid with one Mountain", hDoubleX, MaxNumber, "601.2h"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			g.AddCard(crMountain, 0, Battlefield)
			c := g.AddCard(tc.def, 0, Hand)
			before := g.Dump()
			_, err := g.Cast(CastRequest{Player: 0, Card: c.Obj.Ref, X: tc.x, Targets: [][]Target{crPlayer(1)}})
			crRefused(t, err, tc.rule)
			crUnchanged(t, g, before)
			if g.Players[0].Pool != (ManaPool{}) || g.Players[1].Life != 20 {
				t.Fatalf("pool %s, Bob's life %d", g.Players[0].Pool, g.Players[1].Life)
			}
		})
	}
}

// {X}{X}{R} with X = MaxNumber costs 2,000,000,001 mana and deals a
// billion damage: paid exactly from a pool of billions, no total wraps.
func TestDoubleXAtMaxNumberIsPaidAndDealtExactly(t *testing.T) {
	g := crGame()
	for c := range g.Players[0].Pool {
		g.Players[0].Pool[c] = MaxNumber
	}
	c := g.AddCard(hDoubleX, 0, Hand)
	_, err := g.Cast(CastRequest{Player: 0, Card: c.Obj.Ref, X: MaxNumber, Targets: [][]Target{crPlayer(1)}})
	crMust(t, err)
	if got, want := g.Players[0].Pool.Total(), 6*MaxNumber-2*MaxNumber-1; got != want {
		t.Fatalf("pool holds %d after paying, want %d (%s)", got, want, g.Players[0].Pool)
	}
	crMust(t, g.PassAll())
	if got := g.Players[1].Life; got != 20-MaxNumber {
		t.Fatalf("Bob's life %d, want %d", got, 20-MaxNumber)
	}
	if !g.Players[1].Lost || g.EndReason() != "Alice wins the game" {
		t.Fatalf("Bob lost %v; end: %q", g.Players[1].Lost, g.EndReason())
	}
}

// Life, counters, power and toughness saturate at ±MaxNumber instead of
// wrapping; a negative amount is no amount (107.1b).
func TestGameValuesSaturate(t *testing.T) {
	gain := func(n int, lose bool) *CardDef {
		return crSpell("Test Life", "Instant", "{0}", nil, GainLife{Who: You{}, Amount: Const(n), Lose: lose})
	}
	counters := func(kind string, n int) *CardDef {
		return crSpell("Test Counters", "Instant", "{0}", []TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
			PutCounters{What: TargetRef{0}, Kind: kind, Amount: Const(n)})
	}
	t.Run("life gained past MaxNumber", func(t *testing.T) {
		g := crGame()
		crCastResolve(t, g, gain(MaxNumber, false))
		crCastResolve(t, g, gain(math.MaxInt, false))
		if got := g.Players[0].Life; got != MaxNumber {
			t.Fatalf("life %d, want %d", got, MaxNumber)
		}
	})
	t.Run("life lost past -MaxNumber", func(t *testing.T) {
		g := crGame()
		crCastResolve(t, g, gain(MaxNumber, true))
		if got := g.Players[0].Life; got != 20-MaxNumber {
			t.Fatalf("life %d", got)
		}
		src := g.AddCard(crBears, 0, Battlefield).Obj.Ref
		for i := 0; i < 3; i++ {
			g.deal(&damage{source: src, name: "Test", to: Target{Player: 1}, n: MaxNumber})
		}
		if got := g.Players[1].Life; got != -MaxNumber {
			t.Fatalf("Bob's life %d, want %d", got, -MaxNumber)
		}
	})
	t.Run("negative life gain is none", func(t *testing.T) {
		g := crGame()
		crCastResolve(t, g, gain(-5, false))
		if got := g.Players[0].Life; got != 20 {
			t.Fatalf("life %d, want 20", got)
		}
	})
	t.Run("counters and P/T", func(t *testing.T) {
		g := crGame()
		b := g.AddCard(crBears, 0, Battlefield)
		b.Obj.Counters.Set("+1/+1", MaxNumber)
		if c := g.Chars(b.Obj); c.Power != MaxNumber || c.Toughness != MaxNumber {
			t.Fatalf("2/2 with a billion counters is %d/%d", c.Power, c.Toughness)
		}
		crCastResolve(t, g, counters("+1/+1", MaxNumber), crObj(b.Obj.Ref))
		if n := b.Obj.Counters.Get("+1/+1"); n != MaxNumber {
			t.Fatalf("%d +1/+1 counters, want %d", n, MaxNumber)
		}
		grow := crSpell("Test Growth", "Instant", "{0}", []TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
			Modify{What: TargetRef{0}, Mods: []Modification{ModifyPT{math.MaxInt, math.MaxInt}}, Duration: UntilEndOfTurn})
		crCastResolve(t, g, grow, crObj(b.Obj.Ref))
		if c := g.Chars(b.Obj); c.Power != MaxNumber || c.Toughness != MaxNumber {
			t.Fatalf("P/T %d/%d, want %d", c.Power, c.Toughness, MaxNumber)
		}
		crCastResolve(t, g, counters("-1/-1", math.MaxInt), crObj(b.Obj.Ref))
		// As many -1/-1 counters as +1/+1 ones, saturated: 704.5q removes
		// them all.
		if p, m := b.Obj.Counters.Get("+1/+1"), b.Obj.Counters.Get("-1/-1"); p != 0 || m != 0 {
			t.Fatalf("%d +1/+1 and %d -1/-1 counters, want none (704.5q)", p, m)
		}
		// The pump still saturates.
		if c := g.Chars(b.Obj); c.Power != MaxNumber || c.Toughness != MaxNumber {
			t.Fatalf("P/T %d/%d, want %d", c.Power, c.Toughness, MaxNumber)
		}
		g.endEffects(func(*ContinuousEffect) bool { return true })
		if c := g.Chars(b.Obj); c.Power != 2 || c.Toughness != 2 {
			t.Fatalf("P/T %d/%d without the pump, want 2/2", c.Power, c.Toughness)
		}
	})
	t.Run("signed text of the smallest int", func(t *testing.T) {
		if s := (ModifyPT{math.MinInt, 0}).String(); !strings.HasPrefix(s, "-9223372036854775808/") {
			t.Fatalf("%q", s)
		}
	})
}

// A turn number stays within 1..MaxNumber: set-up bounds it, and the turn
// after turn MaxNumber is still MaxNumber rather than a negative number.
func TestTurnNumberSaturates(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	g.SetTurn(math.MaxInt, 0, End)
	if g.Turn != MaxNumber {
		t.Fatalf("turn %d after SetTurn(MaxInt)", g.Turn)
	}
	crToStep(t, g, Main1)
	if g.Turn != MaxNumber || g.Active != 1 {
		t.Fatalf("turn %d, %s active", g.Turn, g.PlayerName(g.Active))
	}
	g.SetTurn(-5, 1, Main1)
	if g.Turn != 1 {
		t.Fatalf("turn %d after SetTurn(-5)", g.Turn)
	}
	before := g.Dump()
	g.SetTurn(3, 7, Main1) // no player 7: nothing changes
	crUnchanged(t, g, before)
}

// Mana pools render compactly: a billion {C} is a count, not a billion
// symbols, and small pools read as before.
func TestManaPoolString(t *testing.T) {
	cases := []struct {
		pool ManaPool
		want string
	}{
		{ManaPool{}, "empty"},
		{ManaPool{Red: 3}, "{R}{R}{R}"},
		{ManaPool{White: 1, Green: 2, Colorless: 1}, "{W}{G}{G}{C}"},
		{ManaPool{Red: 4}, "{R}{R}{R}{R}"},
		{ManaPool{Red: 5}, "{R}×5"},
		{ManaPool{Colorless: MaxNumber}, "{C}×1000000000"},
		{ManaPool{Blue: 1, Colorless: MaxNumber}, "{U}{C}×1000000000"},
	}
	for _, c := range cases {
		if got := c.pool.String(); got != c.want {
			t.Errorf("%v renders %q, want %q", [6]int(c.pool), got, c.want)
		}
	}
}

// Mana added to a full pool stays at MaxNumber, by a land or an ability.
func TestManaPoolSaturates(t *testing.T) {
	g := crGame()
	f := g.AddCard(crForest, 0, Battlefield)
	elf := g.AddCard(hElf, 0, Battlefield)
	g.Players[0].Pool[Green] = MaxNumber
	crMust(t, g.TapForMana(0, f.Obj.Ref))
	crMust(t, g.Activate(0, elf.Obj.Ref, 0, nil))
	if got := g.Players[0].Pool[Green]; got != MaxNumber || !f.Obj.Tapped || !elf.Obj.Tapped {
		t.Fatalf("pool {G}×%d, forest tapped %v, elf tapped %v", got, f.Obj.Tapped, elf.Obj.Tapped)
	}
}

// A mana symbol above MaxNumber is an error, not a number that overflows.
func TestParseManaCostRefusesHugeSymbols(t *testing.T) {
	for _, sym := range []string{"1000000001", "99999999999999999999999"} {
		if _, err := ParseManaCost([]string{sym}); err == nil || !strings.Contains(err.Error(), "largest number") {
			t.Errorf("{%s}: err = %v", sym, err)
		}
	}
	if mc, err := ParseManaCost([]string{"1000000000", "1000000000"}); err != nil || mc.ManaValue() != 2*MaxNumber {
		t.Errorf("two billion-symbols: %v, %v", mc.ManaValue(), err)
	}
}

// 508.1a: a creature is declared as an attacker once. The same 2/2 named
// twice used to attack twice and deal 4.
func TestDeclareAttackersRefusesTheSameCreatureTwice(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	b := g.AddCard(crBears, 0, Battlefield)
	crToStep(t, g, DeclareAttackers)
	before := g.Dump()
	crRefused(t, g.DeclareAttackers(0, []ObjRef{b.Obj.Ref, b.Obj.Ref}, 1), "508.1a")
	crUnchanged(t, g, before)
	crMust(t, g.DeclareAttackers(0, []ObjRef{b.Obj.Ref}, 1))
	crToStep(t, g, Main2)
	if got := g.Players[1].Life; got != 18 {
		t.Fatalf("Bob's life %d, want 18", got)
	}
}

// 509.1: only the defending player declares blockers, once. The attacking
// player or a player who doesn't exist used to be accepted, taking the
// defender's declaration away.
func TestDeclareBlockersOnlyByTheDefendingPlayer(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	a := g.AddCard(crBears, 0, Battlefield)
	blocker := g.AddCard(crBears, 1, Battlefield)
	crAttack(t, g, a)
	for _, tc := range []struct {
		p    PlayerID
		rule string
	}{{0, "509.1"}, {7, "102.1"}, {-1, "102.1"}} {
		before := g.Dump()
		crRefused(t, g.DeclareBlockers(tc.p, map[ObjRef]ObjRef{}), tc.rule)
		crUnchanged(t, g, before)
	}
	crMust(t, g.DeclareBlockers(1, crBlocks(blocker, a)))
	before := g.Dump()
	crRefused(t, g.DeclareBlockers(1, map[ObjRef]ObjRef{}), "509.1")
	crUnchanged(t, g, before)
	crToStep(t, g, Main2)
	if crZoneOf(a) != Graveyard || crZoneOf(blocker) != Graveyard || g.Players[1].Life != 20 {
		t.Fatalf("attacker in %s, blocker in %s, Bob's life %d", crZoneOf(a), crZoneOf(blocker), g.Players[1].Life)
	}
}

// 605.3a: a mana ability is activated by a player with priority (or while
// paying), never by another player, and not after the game is over.
func TestManaAbilitiesNeedPriority(t *testing.T) {
	g := crGame()
	f := g.AddCard(crForest, 1, Battlefield)
	elf := g.AddCard(hElf, 1, Battlefield)
	before := g.Dump()
	crRefused(t, g.TapForMana(1, f.Obj.Ref), "605.3a")
	crRefused(t, g.Activate(1, elf.Obj.Ref, 0, nil), "605.3a")
	crUnchanged(t, g, before)
	crMust(t, g.Pass(0))
	crMust(t, g.TapForMana(1, f.Obj.Ref)) // Bob has priority now
	g.EndInDraw("test")
	before = g.Dump()
	crRefused(t, g.Activate(1, elf.Obj.Ref, 0, nil), "104.1")
	crRefused(t, g.TapForMana(1, f.Obj.Ref), "104.1")
	crUnchanged(t, g, before)
}

// Every action names its actor: a player who isn't in the game (102.1),
// one who has lost and left it (800.4a), or anyone once the game is over
// (104.1) is refused, and nothing changes.
func TestActionsByPlayersWhoCannotAct(t *testing.T) {
	actions := []struct {
		name string
		do   func(g *Game, p PlayerID, c map[string]ObjRef) error
	}{
		{"Cast", func(g *Game, p PlayerID, c map[string]ObjRef) error {
			_, err := g.Cast(CastRequest{Player: p, Card: c["shock"], Targets: [][]Target{crPlayer(0)}})
			return err
		}},
		{"Activate", func(g *Game, p PlayerID, c map[string]ObjRef) error { return g.Activate(p, c["elf"], 0, nil) }},
		{"PlayLand", func(g *Game, p PlayerID, c map[string]ObjRef) error { return g.PlayLand(p, c["land"]) }},
		{"TapForMana", func(g *Game, p PlayerID, c map[string]ObjRef) error { return g.TapForMana(p, c["forest"]) }},
		{"Pass", func(g *Game, p PlayerID, c map[string]ObjRef) error { return g.Pass(p) }},
		{"DeclareAttackers", func(g *Game, p PlayerID, c map[string]ObjRef) error {
			return g.DeclareAttackers(p, []ObjRef{c["elf"]}, 0)
		}},
		{"DeclareBlockers", func(g *Game, p PlayerID, c map[string]ObjRef) error { return g.DeclareBlockers(p, nil) }},
	}
	setup := func() (*Game, map[string]ObjRef) {
		g := NewGame("Alice", "Bob", "Carol")
		g.Decider = FirstOptions
		cs := map[string]ObjRef{}
		for p := PlayerID(0); p < 3; p++ {
			cs["forest"] = g.AddCard(crForest, p, Battlefield).Obj.Ref
			cs["elf"] = g.AddCard(hElf, p, Battlefield).Obj.Ref
			cs["land"] = g.AddCard(crMountain, p, Hand).Obj.Ref
			cs["shock"] = g.AddCard(hShock, p, Hand).Obj.Ref
			g.AddCard(crMountain, p, Battlefield)
		}
		return g, cs // Carol's cards, which leave the game with her (800.4a)
	}
	for _, a := range actions {
		for _, tc := range []struct {
			who  string
			p    PlayerID
			rule string
			prep func(g *Game)
		}{
			{"no such player -1", -1, "102.1", nil},
			{"no such player 7", 7, "102.1", nil},
			{"a player who lost", 2, "800.4a", func(g *Game) {
				g.Priority = 2
				g.lose([]*Player{g.Players[2]}, []string{"test"})
			}},
			{"after the game is over", 2, "104.1", func(g *Game) {
				g.Priority = 2
				g.EndInDraw("test")
			}},
		} {
			t.Run(a.name+"/"+tc.who, func(t *testing.T) {
				g, cs := setup()
				if tc.prep != nil {
					tc.prep(g)
				}
				before := g.Dump()
				crRefused(t, a.do(g, tc.p, cs), tc.rule)
				crUnchanged(t, g, before)
			})
		}
	}
}

// 800.4a: a player who loses while holding priority leaves the game, and
// priority goes on to the next player instead of staying with them.
func TestPriorityLeavesAPlayerWhoLoses(t *testing.T) {
	g := NewGame("Alice", "Bob", "Carol")
	g.Decider = FirstOptions
	crLibraries(g, 3)
	pact := g.AddCard(hPact, 1, Battlefield)
	g.Players[1].Life = 1
	crMust(t, g.Pass(0))
	crMust(t, g.Activate(1, pact.Obj.Ref, 0, nil)) // Bob pays his last life
	if !g.Players[1].Lost || g.Over() {
		t.Fatalf("Bob lost %v, over %v", g.Players[1].Lost, g.Over())
	}
	if g.Priority != 2 {
		t.Fatalf("priority with %s, want Carol", g.PlayerName(g.Priority))
	}
	crRefused(t, g.Pass(1), "800.4a")
	crMust(t, g.Pass(2))
}

// 118.9: a player's own cast can't skip the mana cost or name an
// alternative cost; only effects can. 702.33a: a kicker is paid once.
// 601.2c: targets beyond the spell's target groups are refused.
func TestCastRequestsThatBendTheRules(t *testing.T) {
	zero := MustManaCost("{0}")
	cases := []struct {
		name string
		def  *CardDef
		req  CastRequest
		rule string
	}{
		{"without paying", hShock, CastRequest{WithoutPaying: true, Targets: [][]Target{crPlayer(1)}}, "118.9"},
		{"an alternative cost", hShock, CastRequest{AltCost: &zero, Targets: [][]Target{crPlayer(1)}}, "118.9"},
		{"one kicker twice", hKicked, CastRequest{Kicked: []int{0, 0}}, "702.33a"},
		{"a second target group", hShock, CastRequest{Targets: [][]Target{crPlayer(1), crPlayer(0)}}, "601.2c"},
		{"a target player who doesn't exist", hShock, CastRequest{Targets: [][]Target{crPlayer(7)}}, "601.2c"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crMountain, 0, Battlefield, 3)
			c := g.AddCard(tc.def, 0, Hand)
			tc.req.Player, tc.req.Card = 0, c.Obj.Ref
			before := g.Dump()
			_, err := g.Cast(tc.req)
			crRefused(t, err, tc.rule)
			crUnchanged(t, g, before)
		})
	}
}

// hTokenEngine makes five tokens whenever a creature enters: once a
// creature enters, the triggers never stop (a loop of mandatory actions).
var hTokenEngine = crWithAbilities(crCreature("Test Token Engine", "{3}", 1, 1), "Test Token Engine", &Ability{
	Kind: TriggeredAbility, Text: "whenever a creature enters the battlefield, create five 1/1 tokens",
	Trigger: &Trigger{Event: EventZoneChange, To: Battlefield, Filter: &crCreatures},
	Effects: []Effect{CreateToken{Amount: Const(5), Def: hSoldier}}})

// 104.4b: a game whose triggers keep making more work ends in a draw when
// it reaches its work limit, however it gets there.
func TestRunawayTokensEndInADraw(t *testing.T) {
	g := crGame()
	crLibraries(g, 5)
	g.SetWorkLimit(300_000)
	g.AddCard(hTokenEngine, 0, Battlefield)
	crAdd(g, crForest, 0, Battlefield, 2)
	b := g.AddCard(crBears, 0, Hand)
	_, err := g.Cast(CastRequest{Player: 0, Card: b.Obj.Ref})
	crMust(t, err)
	for i := 0; i < 1_000_000 && !g.Over(); i++ {
		crMust(t, g.PassAll())
	}
	if !g.Over() || g.Players[0].Lost || g.Players[1].Lost {
		t.Fatalf("over %v; lost %v %v", g.Over(), g.Players[0].Lost, g.Players[1].Lost)
	}
	if !strings.Contains(g.EndReason(), "104.4b") || !strings.Contains(g.EndReason(), "work limit") {
		t.Fatalf("end reason %q", g.EndReason())
	}
	if g.Work() <= g.WorkLimit() {
		t.Fatalf("work %d, limit %d", g.Work(), g.WorkLimit())
	}
	before := g.Dump()
	crRefused(t, g.PassAll(), "104.1")
	crUnchanged(t, g, before)
}

// The work limit stops work inside one resolution: an effect that would
// create a billion tokens ends the game part way, and so does drawing a
// billion cards — which stops at once, as more draws from an empty library
// change nothing.
func TestHugeEffectsStopInsideOneResolution(t *testing.T) {
	t.Run("a billion tokens", func(t *testing.T) {
		g := crGame()
		g.SetWorkLimit(1_000_000)
		army := crSpell("Test Army", "Sorcery", "{0}", nil, CreateToken{Amount: Const(MaxNumber), Def: hSoldier})
		crCastResolve(t, g, army)
		n := len(g.Battlefield())
		if !g.Over() || n == 0 || n >= 1_000_000 || !strings.Contains(g.EndReason(), "work limit") {
			t.Fatalf("over %v with %d tokens: %q", g.Over(), n, g.EndReason())
		}
	})
	t.Run("a billion cards drawn", func(t *testing.T) {
		g := crGame()
		crLibraries(g, 5)
		study := crSpell("Test Study", "Sorcery", "{0}", nil, Draw{Who: You{}, Amount: Const(MaxNumber)})
		crCastResolve(t, g, study)
		if !g.Players[0].Lost || len(g.ZoneCards(Hand, 0)) != 5 || g.Work() > 1000 {
			t.Fatalf("Alice lost %v, hand %d, work %d", g.Players[0].Lost, len(g.ZoneCards(Hand, 0)), g.Work())
		}
	})
}

// A board wipe is finite work, however many permanents it takes: the
// work of destroying thousands of tokens at once stays far from the limit
// that stands for a loop of mandatory actions (104.4b). Each leaving
// token used to be charged a look at every other one, for the
// leaves-the-battlefield abilities none of them had and for the
// battlefield it was taken from, and a board wipe of about five thousand
// tokens made the game a draw. What is left beyond one look each is
// taking each card from its zone, a scan of pointers charged one unit in
// 64 (zoneScanUnit).
func TestBoardWipeWorkStaysFarFromTheLimit(t *testing.T) {
	wipe := func(n int) int64 {
		g := crGame()
		army := crSpell("Test Army", "Sorcery", "{0}", nil, CreateToken{Amount: Const(n), Def: hSoldier})
		crCastResolve(t, g, army)
		if got := len(g.Battlefield()); got != n {
			t.Fatalf("%d tokens made, want %d", got, n)
		}
		before := g.Work()
		wrath := crSpell("Test Wrath", "Sorcery", "{0}", nil, Destroy{What: Each{Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}})
		crCastResolve(t, g, wrath)
		if g.Over() || len(g.Battlefield()) != 0 {
			t.Fatalf("%d tokens: over %v (%q), %d left", n, g.Over(), g.EndReason(), len(g.Battlefield()))
		}
		return g.Work() - before
	}
	small, large := wipe(1000), wipe(9000)
	t.Logf("wiping 1,000 tokens: %d units; 9,000: %d", small, large)
	if large > MaxWork/20 {
		t.Fatalf("wiping 9,000 tokens costs %d units, a twentieth of the limit is %d", large, MaxWork/20)
	}
}

// hBlink exiles a creature and returns it at once: four zone changes, and
// four snapshots of last known information, each time.
var hBlink = crSpell("Test Blink", "Instant", "{0}", []TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
	ExileObjects{What: TargetRef{0}}, Return{What: It{}, To: Battlefield})

// Last known information is kept only while something can ask for it, so
// it doesn't grow over a long game; what a stack item still needs — the
// sacrificed creature's last known power (400.7j) — survives every pruning.
func TestLastKnownInformationIsPrunedButKeptWhileNeeded(t *testing.T) {
	g := crGame()
	altar := crWithAbilities(&CardDef{Name: "Test Altar", Types: []string{"Artifact"}}, "Test Altar", &Ability{
		Kind: ActivatedAbility, Text: "sacrifice a creature: gain life equal to its power",
		Cost:    Cost{Sacrifice: &crCreatures, SacrificeText: "a creature"},
		Effects: []Effect{GainLife{Who: You{}, Amount: PowerOf{Obj: SacrificedLKI{}}}}})
	a := g.AddCard(altar, 0, Battlefield)
	fodder := g.AddCard(crBears, 0, Battlefield)
	fodder.Obj.Counters.Set("+1/+1", 3) // a 5/5
	crMust(t, g.Activate(0, a.Obj.Ref, 0, nil))
	blinker := g.AddCard(crBears, 0, Battlefield)
	peak := 0
	for i := 0; i < 1500; i++ {
		c := g.AddCard(hBlink, 0, Hand)
		_, err := g.Cast(CastRequest{Player: 0, Card: c.Obj.Ref, Targets: [][]Target{crObj(blinker.Obj.Ref)}})
		crMust(t, err)
		crMust(t, g.PassAll()) // the Blink resolves; the Altar's ability waits below it
		peak = max(peak, g.lkiLen)
	}
	if peak > 2*lkiPruneMin+8 {
		t.Fatalf("last known information grew to %d snapshots over 6000 moves", peak)
	}
	if len(g.Stack()) != 1 {
		t.Fatalf("%d items on the stack, want the Altar's ability", len(g.Stack()))
	}
	crMust(t, g.PassAll())
	if got := g.Players[0].Life; got != 25 {
		t.Fatalf("life %d, want 25: the sacrificed 5/5's last known power", got)
	}
}

// The game's randomness follows its seed: the same seed shuffles the same
// way and gives the same log, different seeds shuffle differently.
func TestSeedsShuffleDifferently(t *testing.T) {
	shuffle := crSpell("Test Shuffle", "Sorcery", "{0}", nil, Shuffle{Who: You{}})
	play := func(seed uint64) (*Game, []string) {
		g := crGame()
		g.SetSeed(seed)
		for i := 0; i < 30; i++ {
			g.AddCard(crCreature("Card "+itoa(i), "{1}", 1, 1), 0, Library)
		}
		crCastResolve(t, g, shuffle)
		var order []string
		for _, c := range g.ZoneCards(Library, 0) {
			order = append(order, c.Def.Name)
		}
		return g, order
	}
	g1, a := play(1)
	g2, b := play(1)
	_, c := play(2)
	if !slices.Equal(a, b) || !slices.Equal(g1.Log(), g2.Log()) {
		t.Fatal("seed 1 shuffled two different ways")
	}
	if slices.Equal(a, c) {
		t.Fatal("seeds 1 and 2 shuffled the same way")
	}
	g0 := crGame()
	if r1, r2 := g0.Rand.IntN(1<<30), NewRand(0, StreamGame).IntN(1<<30); r1 != r2 {
		t.Fatal("NewGame is not seed 0 of the game stream")
	}
}

// The reads a host may make with what Object returns for a stale
// reference (nil), or with nothing to ask about, answer nothing rather
// than panic.
func TestReadsOfNothingDontPanic(t *testing.T) {
	g := crGame()
	b := g.AddCard(crBears, 0, Battlefield)
	stale := g.Object(ObjRef{Card: b.ID, Inc: b.Obj.Ref.Inc + 1})
	if stale != nil {
		t.Fatal("a reference to an object the card has not become yet names one")
	}
	if c := g.Chars(stale); c.Name != "" || len(c.Types) != 0 {
		t.Errorf("Chars(nil) = %+v", c)
	}
	if c := g.CharsFresh(stale); c.Name != "" {
		t.Errorf("CharsFresh(nil) = %+v", c)
	}
	if g.Sick(stale) || g.EnteredThisTurn(stale) {
		t.Error("nothing is summoning sick or entered this turn")
	}
	if ts := g.LegalTargets(nil, 0, ObjRef{}); ts != nil {
		t.Errorf("LegalTargets(nil) = %v", ts)
	}
	if g.Matches(nil, b.Obj.Ref, 0) {
		t.Error("a nil filter matches")
	}
	g.CloneInto(nil)
}

// A Decider that acts on the game it is answering for — casting another
// spell, passing — while a spell is being cast is refused (117.1, 601.2):
// the cast that asks finishes as if it had not tried, and the game is the
// one a well-behaved Decider leaves. Conceding is allowed at any time
// (104.3a).
func TestActionsFromADeciderAreRefused(t *testing.T) {
	g := crGame()
	crLibraries(g, 3)
	crAdd(g, crMountain, 0, Battlefield, 2)
	b1, b2 := g.AddCard(crBolt, 0, Hand), g.AddCard(crBolt, 0, Hand)
	bears := g.AddCard(crBears, 1, Battlefield)
	g.SetTurn(3, 0, Main1)
	var refusals []error
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		_, err := g.Cast(CastRequest{Player: 0, Card: b2.Obj.Ref, Targets: [][]Target{crObj(bears.Obj.Ref)}})
		refusals = append(refusals, err, g.PassAll(), g.Pass(0))
		return FirstOptions.Decide(g, d)
	})
	if _, err := g.Cast(CastRequest{Player: 0, Card: b1.Obj.Ref}); err != nil {
		t.Fatal(err)
	}
	if len(refusals) == 0 {
		t.Fatal("the cast asked no decision")
	}
	for _, err := range refusals {
		crRefused(t, err, "117.1")
	}
	if len(g.Stack()) != 1 || g.Step != Main1 || b2.Obj.Zone != Hand {
		t.Fatalf("stack %d, step %s, second Bolt in %s: want the first Bolt alone on the stack in the main phase", len(g.Stack()), g.Step, b2.Obj.Zone)
	}
}
