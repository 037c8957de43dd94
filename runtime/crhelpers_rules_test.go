package runtime

// Helpers shared by the *_rules_test.go files: card definitions built in
// Go and small drivers for the turn. Every name starts with "cr" so that
// it cannot clash with other test files of the package.

import (
	"errors"
	"strings"
	"testing"
)

var (
	crPlains   = crBasic("Plains")
	crIsland   = crBasic("Island")
	crSwamp    = crBasic("Swamp")
	crMountain = crBasic("Mountain")
	crForest   = crBasic("Forest")

	crCreatures     = Filter{Alts: []Match{{Types: []string{"Creature"}}}}
	crCreatureCards = Filter{Alts: []Match{{Zone: Graveyard, Types: []string{"Creature"}}}}
	crCreatureSpell = Filter{Alts: []Match{{Zone: Stack, Types: []string{"Creature"}, Spell: true}}}
	crForests       = Filter{Alts: []Match{{Types: []string{"Forest"}}}}

	crBears = crCreature("Test Bears", "{1}{G}", 2, 2)
)

func crBasic(sub string) *CardDef {
	return &CardDef{Name: sub, Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{sub}}
}

// crDual is a nonbasic land with two basic land types, such as Tundra.
func crDual(name string, subs ...string) *CardDef {
	return &CardDef{Name: name, Types: []string{"Land"}, Subtypes: subs}
}

func crKeywords(names ...string) []Keyword {
	var ks []Keyword
	for _, n := range names {
		ks = append(ks, Keyword{Name: n})
	}
	return ks
}

func crCreature(name, cost string, p, t int, kws ...string) *CardDef {
	return &CardDef{Name: name, ManaCost: MustManaCost(cost), Types: []string{"Creature"}, Power: p, Toughness: t, HasPT: true, Keywords: crKeywords(kws...)}
}

// crWithAbilities returns a copy of d with abilities added.
func crWithAbilities(d *CardDef, name string, abs ...*Ability) *CardDef {
	c := *d
	c.Name = name
	c.Abilities = append(append([]*Ability{}, d.Abilities...), abs...)
	return &c
}

// crSpell is an instant or sorcery with one spell ability.
func crSpell(name, typ, cost string, targets []TargetSpec, effects ...Effect) *CardDef {
	return &CardDef{Name: name, ManaCost: MustManaCost(cost), Types: []string{typ},
		Abilities: []*Ability{{Kind: SpellAbility, Text: name, Targets: targets, Effects: effects}}}
}

func crTarget(text string, f Filter, min, max int) TargetSpec {
	return TargetSpec{Text: text, Objects: true, Filter: f, Min: min, Max: max}
}

func crTargetPlayer() TargetSpec {
	return TargetSpec{Text: "target player", Players: true, Min: 1, Max: 1}
}

// crObj and crPlayer build chosen targets.
func crObj(refs ...ObjRef) []Target {
	var ts []Target
	for _, r := range refs {
		ts = append(ts, Target{Obj: r, Player: NoPlayer})
	}
	return ts
}

func crPlayer(p PlayerID) []Target { return []Target{{Player: p}} }

func crGame() *Game {
	g := NewGame("Alice", "Bob")
	g.Decider = FirstOptions
	return g
}

func crAdd(g *Game, def *CardDef, owner PlayerID, z Zone, n int) []*Card {
	var cs []*Card
	for i := 0; i < n; i++ {
		cs = append(cs, g.AddCard(def, owner, z))
	}
	return cs
}

// crLibraries gives each player a library, so that nobody loses to 704.5b
// while a test walks through turns.
func crLibraries(g *Game, n int) {
	for _, p := range g.Players {
		crAdd(g, crPlains, p.ID, Library, n)
	}
}

func crMust(t *testing.T, err error) {
	t.Helper()
	if err != nil {
		t.Fatal(err)
	}
}

// crRefused checks that err is a refusal with the given rule.
func crRefused(t *testing.T, err error, rule string) {
	t.Helper()
	var re *RuleError
	if !errors.As(err, &re) {
		t.Fatalf("err = %v, want a refusal under %s", err, rule)
	}
	if re.Rule != rule {
		t.Fatalf("refused under %s (%s), want %s", re.Rule, re.Msg, rule)
	}
}

// crUnchanged fails if the game's dump differs from before.
func crUnchanged(t *testing.T, g *Game, before string) {
	t.Helper()
	if after := g.Dump(); after != before {
		t.Fatalf("a refused action changed the game:\nbefore:\n%s\nafter:\n%s", before, after)
	}
}

// crToStep passes priority until the game reaches step s (of any turn).
func crToStep(t *testing.T, g *Game, s Step) {
	t.Helper()
	for i := 0; i < 40; i++ {
		if g.Step == s && len(g.Stack()) == 0 {
			return
		}
		crMust(t, g.PassAll())
		if g.Over() {
			t.Fatalf("game ended before reaching %s:\n%s", s, crLog(g))
		}
	}
	t.Fatalf("never reached %s", s)
}

// crResolveAll passes until the stack is empty, staying in this step.
func crResolveAll(t *testing.T, g *Game) {
	t.Helper()
	step, turn := g.Step, g.Turn
	for i := 0; len(g.Stack()) > 0; i++ {
		if i > 20 {
			t.Fatal("the stack does not empty")
		}
		crMust(t, g.PassAll())
	}
	if g.Step != step || g.Turn != turn {
		t.Fatalf("left %s while resolving", step)
	}
}

func crLog(g *Game) string { return strings.Join(g.Log(), "\n") }

func crZoneOf(c *Card) Zone {
	if c.Obj == nil {
		return ZoneNone
	}
	return c.Obj.Zone
}

func crInZone(g *Game, c *Card, z Zone, owner PlayerID) bool {
	for _, x := range g.ZoneCards(z, owner) {
		if x == c {
			return true
		}
	}
	return false
}

func crTappedCount(g *Game, p PlayerID) int {
	n := 0
	for _, o := range g.Battlefield() {
		if o.Controller == p && o.Tapped {
			n++
		}
	}
	return n
}

// crPickSource answers a choice among damage by its source: the option
// whose source is named name, or the decision's Default when name is
// empty (unanswered). It fails t when no option has that source.
func crPickSource(t *testing.T, g *Game, d *Decision, name string) []int {
	t.Helper()
	if name == "" {
		return d.Default
	}
	for i, o := range d.Options {
		if c, ok := g.CharsOf(o.Target.Obj); ok && c.Name == name {
			return []int{i}
		}
	}
	t.Errorf("no option names %s: %v", name, d.Options)
	return d.Default
}
