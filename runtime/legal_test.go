package runtime_test

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/interp"
	rt "github.com/mtgs/mtgs/runtime"
)

var (
	legalStates = flag.Int("legal.states", 0, "game states TestLegalActionsMatchTrying checks in full (default 60, 20 with -short)")
	legalWalk   = flag.Int("legal.walk", 0, "game states TestLegalActionsWalk checks (default 2500, 500 with -short)")
)

// seededGame is a game between two bundled decks played by the seeded
// automatic player; at(k) rebuilds it from its seed and plays k steps,
// for a game has no deep copy.
type seededGame struct {
	a, b *interp.Deck
	seed uint64
}

func (s seededGame) at(t *testing.T, k int) (*rt.Game, *autoplay.Player) {
	t.Helper()
	g, ap := rt.NewGame("Alice", "Bob"), autoplay.New(s.seed)
	s.setUp(t, g, ap)
	for i := 0; i < k && !g.Over(); i++ {
		if err := ap.Step(g); err != nil {
			t.Fatalf("seed %d step %d: %v", s.seed, i, err)
		}
	}
	return g, ap
}

// length plays the game to its end (at most 40 turns) and returns its
// number of steps.
func (s seededGame) length(t *testing.T) int {
	g, ap := s.at(t, 0)
	n := 0
	for ; !g.Over() && g.Turn <= 40; n++ {
		if err := ap.Step(g); err != nil {
			t.Fatalf("seed %d step %d: %v", s.seed, n, err)
		}
	}
	return n
}

func bundledDecks(t *testing.T) []*interp.Deck {
	t.Helper()
	lib, err := interp.Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	files, _ := filepath.Glob("../testdata/decks/*.txt")
	var decks []*interp.Deck
	for _, f := range files {
		b, _ := os.ReadFile(f)
		if d, err := interp.LoadDeckList(lib, interp.Source{Name: f, Text: b}); err == nil {
			decks = append(decks, d)
		}
	}
	if len(decks) < 2 {
		t.Skip("fewer than two decks of testdata/decks have all their cards bundled")
	}
	return decks
}

// exhaustive is a Decider that tries every way of answering an action's
// decisions, one way per attempt, depth first: the answers of its prefix,
// then the first of each, noting the rest.
type exhaustive struct {
	prefix [][]int
	given  [][]int
	alts   [][][]int
}

func (s *exhaustive) Decide(g *rt.Game, d *rt.Decision) ([]int, error) {
	i := len(s.given)
	answers := allAnswers(d)
	var ans []int
	switch {
	case i < len(s.prefix):
		ans = s.prefix[i]
		s.alts = append(s.alts, nil)
	case len(answers) == 0:
		return nil, &rt.DecisionError{Msg: "no answer"}
	default:
		ans = answers[0]
		s.alts = append(s.alts, answers[1:])
	}
	s.given = append(s.given, ans)
	return ans, nil
}

// allAnswers lists every answer to a decision (at most 64): every choice
// of Min to Max options; an ordering or a division of damage in one way.
func allAnswers(d *rt.Decision) [][]int {
	n := len(d.Options)
	if d.Kind == rt.ChooseOrder || d.Kind == rt.ChooseDamage || d.Kind == rt.ChooseDivide {
		ans, _ := rt.FirstOptions(nil, d)
		return [][]int{ans}
	}
	var out [][]int
	if d.Default != nil {
		out = append(out, d.Default) // the answer a decider without a preference gives
	}
	for mask := 0; mask < 1<<min(n, 12) && len(out) < 64; mask++ {
		var ans []int
		for i := 0; i < n; i++ {
			if mask&(1<<i) != 0 {
				ans = append(ans, i)
			}
		}
		if len(ans) >= d.Min && len(ans) <= d.Max {
			out = append(out, ans)
		}
	}
	return out
}

// tryAll attempts an action with every way of answering its decisions
// (at most 400 attempts) until one is accepted. A refused attempt changes
// nothing, so the attempts are made on one game; the accepted one changes
// it.
func tryAll(g *rt.Game, attempt func() error) (accepted bool, err error) {
	stack := [][][]int{nil}
	saved := g.Decider
	defer func() { g.Decider = saved }()
	for n := 0; len(stack) > 0 && n < 400; n++ {
		prefix := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		s := &exhaustive{prefix: prefix}
		g.Decider = s
		err := attempt()
		var re *rt.RuleError
		var de *rt.DecisionError
		switch {
		case err == nil:
			return true, nil
		case !errors.As(err, &re) && !errors.As(err, &de):
			return true, err // not a refusal
		}
		for depth := len(prefix); depth < len(s.given); depth++ {
			for _, alt := range s.alts[depth] {
				next := append(slices.Clone(s.given[:depth]), alt)
				stack = append(stack, next)
			}
		}
	}
	return false, nil
}

// actionKey identifies an action without its options.
func actionKey(a rt.Action) string {
	return fmt.Sprintf("%v %v fb=%v k=%v ab=%d", a.Kind, a.Object, a.Flashback, a.Kicked, a.Ability)
}

// allObjects lists every object in every zone but the stack.
func allObjects(g *rt.Game) []*rt.Object {
	var out []*rt.Object
	out = append(out, g.Battlefield()...)
	for _, z := range []rt.Zone{rt.Library, rt.Hand, rt.Graveyard} {
		for p := range g.Players {
			for _, c := range g.ZoneCards(z, rt.PlayerID(p)) {
				out = append(out, c.Obj)
			}
		}
	}
	for _, z := range []rt.Zone{rt.Exile, rt.Command} {
		for _, c := range g.ZoneCards(z, rt.NoPlayer) {
			out = append(out, c.Obj)
		}
	}
	return out
}

// universe lists every action a player could try now, legal or not, as
// tries: each card played as a land, cast from where it is in each way
// (flashback or not, each set of its kickers), each activated ability of
// each object, each permanent tapped for mana, and a pass.
func universe(g *rt.Game, p rt.PlayerID) []rt.Action {
	out := []rt.Action{{Kind: rt.ActPass, Player: p}}
	for _, o := range allObjects(g) {
		c := g.Chars(o)
		name := o.Name()
		if o.Zone != rt.Battlefield {
			out = append(out, rt.Action{Kind: rt.ActPlayLand, Player: p, Object: o.Ref, Name: name})
			kickers := 0
			for _, k := range c.Keywords {
				if k.Name == "kicker" {
					kickers++
				}
			}
			for _, fb := range []bool{false, true} {
				for mask := 0; mask < 1<<kickers; mask++ {
					kicked := []int{}
					for i := 0; i < kickers; i++ {
						if mask&(1<<i) != 0 {
							kicked = append(kicked, i)
						}
					}
					out = append(out, rt.Action{Kind: rt.ActCast, Player: p, Object: o.Ref, Name: name, Flashback: fb, Kicked: kicked, HasX: castHasX(o, c, fb)})
				}
			}
		} else {
			out = append(out, rt.Action{Kind: rt.ActTapForMana, Player: p, Object: o.Ref, Name: name, Mana: true})
		}
		n := 0
		for _, a := range c.Abilities {
			if a.Kind == rt.ActivatedAbility {
				out = append(out, rt.Action{Kind: rt.ActActivate, Player: p, Object: o.Ref, Name: name, Ability: n, Mana: a.IsMana})
				n++
			}
		}
	}
	return out
}

// castHasX says whether casting o, with flashback or not, has an X to
// announce: what an action must say in HasX for Take to take it.
func castHasX(o *rt.Object, c rt.Chars, flashback bool) bool {
	if flashback {
		for _, k := range c.Keywords {
			if k.Name == "flashback" && k.Cost.Present {
				return k.Cost.X > 0
			}
		}
	}
	return o.Card.Def.ManaCost.X > 0
}

type legalStats struct {
	states, tried, listed, accepted, rebuilds, declChecks int
}

// TestLegalActionsMatchTrying compares LegalActions with trying every
// action on thousands of states of seeded games between the bundled
// decks: an action is listed exactly when trying it — with every way of
// answering the targets, modes and costs it asks for — is accepted. A
// spell with X is accepted with X = MaxX and refused with X = MaxX+1
// (107.3, 601.2f). The declarations of attackers and blockers list each
// creature with the players it may attack, or the attackers it may block,
// exactly when some legal declaration has it so (508.1, 509.1), found by
// trying every declaration. Each state is rebuilt from its seed after an
// accepted action. -legal.states sets how many states.
func TestLegalActionsMatchTrying(t *testing.T) {
	decks := bundledDecks(t)
	want := 60
	if testing.Short() {
		want = 20
	}
	if *legalStates > 0 {
		want = *legalStates
	}
	start := time.Now()
	var st legalStats
	for seed := uint64(1); st.states < want; seed++ {
		sg := seededGame{a: decks[int(seed)%len(decks)], b: decks[int(seed/uint64(len(decks)))%len(decks)], seed: seed}
		// Eight states spread over the game, which is played once to
		// find its length.
		steps := sg.length(t)
		for j := 0; j < 8 && st.states < want; j++ {
			k := (steps*j + int(seed%7)) / 8
			g, _ := sg.at(t, k)
			if g.Over() {
				break
			}
			checkState(t, sg, k, g, &st)
		}
	}
	t.Logf("%d states of seeded games: %d actions tried, %d listed, %d accepted, %d declaration checks, %d rebuilds, in %v",
		st.states, st.tried, st.listed, st.accepted, st.declChecks, st.rebuilds, time.Since(start).Round(time.Millisecond))
}

func checkState(t *testing.T, sg seededGame, k int, g *rt.Game, st *legalStats) {
	t.Helper()
	st.states++
	where := func() string { return fmt.Sprintf("seed %d step %d (turn %d %v)", sg.seed, k, g.Turn, g.Step) }
	rebuild := func() {
		st.rebuilds++
		g, _ = sg.at(t, k)
	}
	for p := range g.Players {
		pl := rt.PlayerID(p)
		listed := g.LegalActions(pl)
		st.listed += len(listed)
		keys := map[string]rt.Action{}
		var decls []rt.Action
		for _, a := range listed {
			if a.Kind == rt.ActDeclareAttackers || a.Kind == rt.ActDeclareBlockers {
				decls = append(decls, a)
				continue
			}
			if _, dup := keys[actionKey(a)]; dup {
				t.Errorf("%s: %s listed twice", where(), a)
			}
			keys[actionKey(a)] = a
		}
		tried := map[string]bool{}
		for _, a := range universe(g, pl) {
			key := actionKey(a)
			tried[key] = true
			st.tried++
			ok, err := tryAll(g, func() error { return g.Take(pl, a) })
			if err != nil {
				t.Fatalf("%s: %s: %v", where(), a, err)
			}
			_, isListed := keys[key]
			if ok {
				st.accepted++
				rebuild()
			}
			if ok != isListed {
				t.Errorf("%s: %s for %s: accepted %v, listed %v", where(), a, g.PlayerName(pl), ok, isListed)
			}
		}
		for key, a := range keys {
			if !tried[key] {
				t.Errorf("%s: %s listed but not among the actions tried", where(), a)
			}
			if a.HasX {
				checkMaxX(t, g, pl, a, where)
				rebuild()
			}
		}
		checkDeclarations(t, sg, k, &g, pl, decls, st, where)
	}
}

// checkMaxX: the largest X listed is paid, one more is refused.
func checkMaxX(t *testing.T, g *rt.Game, p rt.PlayerID, a rt.Action, where func() string) {
	t.Helper()
	if a.MaxX < rt.MaxNumber {
		b := a
		b.X = a.MaxX + 1
		if ok, _ := tryAll(g, func() error { return g.Take(p, b) }); ok {
			t.Fatalf("%s: %s accepted with X = %d, above MaxX", where(), a, b.X)
		}
	}
	a.X = a.MaxX
	if ok, _ := tryAll(g, func() error { return g.Take(p, a) }); !ok {
		t.Errorf("%s: %s refused with X = MaxX", where(), a)
	}
}

// checkDeclarations compares the declarations listed for p with trying
// every declaration (up to 4096 of them; a larger board is counted, not
// tried).
func checkDeclarations(t *testing.T, sg seededGame, k int, gp **rt.Game, p rt.PlayerID, decls []rt.Action, st *legalStats, where func() string) {
	t.Helper()
	g := *gp
	var attack, block *rt.Action
	for i := range decls {
		switch decls[i].Kind {
		case rt.ActDeclareAttackers:
			attack = &decls[i]
		case rt.ActDeclareBlockers:
			block = &decls[i]
		}
	}
	var mine []rt.ObjRef
	for _, o := range g.Battlefield() {
		if c := g.Chars(o); c.Is("Creature") && c.Controller == p {
			mine = append(mine, o.Ref)
		}
	}
	// Attacks: which (creature, defender) pairs occur in an accepted
	// declaration, and whether any declaration is accepted.
	if len(mine) <= 10 {
		found := map[rt.Attack]bool{}
		anyOK := false
		for _, d := range g.Opponents(p) {
			for mask := 0; mask < 1<<len(mine); mask++ {
				var as []rt.Attack
				for i, c := range mine {
					if mask&(1<<i) != 0 {
						as = append(as, rt.Attack{Creature: c, Defender: d})
					}
				}
				novel := len(as) == 0 && !anyOK
				for _, a := range as {
					novel = novel || !found[a]
				}
				if !novel {
					continue
				}
				st.declChecks++
				if g.Take(p, rt.Action{Kind: rt.ActDeclareAttackers, Player: p, Attacks: as}) == nil {
					anyOK = true
					for _, a := range as {
						found[a] = true
					}
					st.rebuilds++
					g, _ = sg.at(t, k)
				}
			}
		}
		if anyOK != (attack != nil) {
			t.Errorf("%s: a declaration of attackers by %s accepted %v, listed %v", where(), g.PlayerName(p), anyOK, attack != nil)
		}
		listedPairs := map[rt.Attack]bool{}
		if attack != nil {
			for _, o := range attack.AttackOptions {
				for _, d := range o.Defenders {
					listedPairs[rt.Attack{Creature: o.Creature, Defender: d}] = true
				}
			}
		}
		for a := range found {
			if !listedPairs[a] {
				t.Errorf("%s: %s may attack %s, not listed", where(), g.Describe(a.Creature), g.PlayerName(a.Defender))
			}
		}
		for a := range listedPairs {
			if !found[a] {
				t.Errorf("%s: %s listed to attack %s, no declaration accepted", where(), g.Describe(a.Creature), g.PlayerName(a.Defender))
			}
		}
	}
	// Blocks: each of p's creatures blocks nothing or one attacker.
	attackers := g.Attacking()
	combos := 1
	for range mine {
		combos *= len(attackers) + 1
		if combos > 4096 {
			break
		}
	}
	if combos <= 4096 {
		type pair struct{ b, a rt.ObjRef }
		found := map[pair]bool{}
		anyOK := false
		for n := 0; n < combos; n++ {
			var bs []rt.Block
			for i, x := 0, n; i < len(mine); i, x = i+1, x/(len(attackers)+1) {
				if j := x % (len(attackers) + 1); j > 0 {
					bs = append(bs, rt.Block{Blocker: mine[i], Attackers: []rt.ObjRef{attackers[j-1]}})
				}
			}
			novel := len(bs) == 0 && !anyOK
			for _, b := range bs {
				novel = novel || !found[pair{b.Blocker, b.Attackers[0]}]
			}
			if !novel {
				continue
			}
			st.declChecks++
			if g.Take(p, rt.Action{Kind: rt.ActDeclareBlockers, Player: p, Blocks: bs}) == nil {
				anyOK = true
				for _, b := range bs {
					found[pair{b.Blocker, b.Attackers[0]}] = true
				}
				st.rebuilds++
				g, _ = sg.at(t, k)
				attackers = g.Attacking()
			}
		}
		if anyOK != (block != nil) {
			t.Errorf("%s: a declaration of blockers by %s accepted %v, listed %v", where(), g.PlayerName(p), anyOK, block != nil)
		}
		listedPairs := map[pair]bool{}
		if block != nil {
			for _, o := range block.BlockOptions {
				for _, a := range o.Attackers {
					listedPairs[pair{o.Blocker, a}] = true
				}
			}
		}
		for x := range found {
			if !listedPairs[x] {
				t.Errorf("%s: %s may block %s, not listed", where(), g.Describe(x.b), g.Describe(x.a))
			}
		}
		for x := range listedPairs {
			if !found[x] {
				t.Errorf("%s: %s listed to block %s, no declaration accepted", where(), g.Describe(x.b), g.Describe(x.a))
			}
		}
	}
	*gp = g
}

// actionKeys lists the keys of acts in order, one to a line.
func actionKeys(acts []rt.Action) string {
	var b strings.Builder
	for _, a := range acts {
		b.WriteString(actionKey(a) + "\n")
	}
	return b.String()
}

// TestLegalActionsWalk checks thousands more states than
// TestLegalActionsMatchTrying without rebuilding any: from the opening of
// a seeded game it tries, at each state, every action a player could try;
// every action not listed must be refused, which changes nothing. Then it
// takes one listed action, chosen with the seed, which must be accepted,
// lets the automatic player take a few steps, and checks the state it
// comes to. A walk ends with the game or after 40 turns. The walk takes
// something other than a pass three times in four, so it comes to states
// the automatic player's games don't. At each state the listing without
// mana taps (ListOptions) must be the listing less its ActTapForMana
// actions, in order, asked before or after it. -legal.walk sets how many
// states.
func TestLegalActionsWalk(t *testing.T) {
	decks := bundledDecks(t)
	want := 2500
	if testing.Short() {
		want = 500
	}
	if *legalWalk > 0 {
		want = *legalWalk
	}
	start := time.Now()
	states, tried, taken := 0, 0, 0
	kinds := map[rt.ActionKind]int{}
	for seed := uint64(1); states < want; seed++ {
		sg := seededGame{a: decks[int(seed)%len(decks)], b: decks[int(seed/uint64(len(decks)))%len(decks)], seed: seed}
		g, ap := sg.at(t, 0)
		rng := rt.NewRand(seed, rt.StreamPlayer+1)
		for step := 0; !g.Over() && g.Turn <= 40 && states < want; step++ {
			states++
			where := fmt.Sprintf("seed %d walk step %d (turn %d %v)", seed, step, g.Turn, g.Step)
			var take []rt.Action
			for p := range g.Players {
				pl := rt.PlayerID(p)
				listed := map[string]bool{}
				var all, noTaps []rt.Action
				if step%2 == 0 { // either listing first: found, then copied from what was kept
					noTaps = g.AppendLegalActionsWith(nil, pl, rt.ListOptions{NoManaTaps: true})
					all = g.LegalActions(pl)
				} else {
					all = g.LegalActions(pl)
					noTaps = g.AppendLegalActionsWith(nil, pl, rt.ListOptions{NoManaTaps: true})
				}
				if got, want := actionKeys(noTaps), actionKeys(slices.DeleteFunc(slices.Clone(all), func(a rt.Action) bool { return a.Kind == rt.ActTapForMana })); got != want {
					t.Fatalf("%s: the listing without mana taps for %s:\n%s\nwant:\n%s", where, g.PlayerName(pl), got, want)
				}
				for _, a := range all {
					if a.Kind == rt.ActDeclareAttackers || a.Kind == rt.ActDeclareBlockers {
						continue
					}
					listed[actionKey(a)] = true
					take = append(take, a)
				}
				for _, a := range universe(g, pl) {
					if listed[actionKey(a)] {
						continue
					}
					tried++
					if ok, err := tryAll(g, func() error { return g.Take(pl, a) }); ok || err != nil {
						t.Fatalf("%s: %s by %s accepted but not listed (%v)", where, a, g.PlayerName(pl), err)
					}
				}
			}
			if len(take) > 0 {
				// Something other than a pass, three times in four.
				a := take[rng.IntN(len(take))]
				if others := slices.DeleteFunc(slices.Clone(take), func(a rt.Action) bool { return a.Kind == rt.ActPass }); len(others) > 0 && rng.IntN(4) > 0 {
					a = others[rng.IntN(len(others))]
				}
				ok, err := tryAll(g, func() error { return g.Take(a.Player, a) })
				if !ok || err != nil {
					t.Fatalf("%s: %s by %s listed but refused (%v)", where, a, g.PlayerName(a.Player), err)
				}
				taken++
				kinds[a.Kind]++
			}
			for n := rng.IntN(4); n > 0 && !g.Over(); n-- {
				if err := ap.Step(g); err != nil {
					t.Fatalf("%s: %v", where, err)
				}
			}
		}
	}
	t.Logf("%d states walked: %d unlisted actions refused, %d listed actions taken %v, in %v",
		states, tried, taken, kinds, time.Since(start).Round(time.Millisecond))
}
