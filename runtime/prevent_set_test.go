package runtime

import (
	"errors"
	"strings"
	"testing"
)

// 615.7 with a shield over a described set (611.2c): each creature of the
// set has its own amount, so the player chooses which damage a creature's
// amount prevents only when damage from several sources would be dealt to
// that creature at once and its amount can't prevent it all; damage to
// other creatures of the set, each with its own amount, asks nothing.
// The cards of the tests of shields over a set: "prevent 2 damage that
// would be dealt to each creature you control this turn", a 1/1 with
// deathtouch and a 0/4.
var (
	setWard = crSpell("Test Set Ward", "Instant", "{0}", nil, Prevent{
		To: EachControlledBy{Filter: crCreatures, Players: You{}}, Amount: Const(2), Duration: UntilEndOfTurn,
		Text: "prevent 2 damage that would be dealt to each creature you control this turn"})
	setStinger = crCreature("Test Set Stinger", "{B}", 1, 1, "deathtouch")
	setWalker  = crCreature("Test Set Walker", "{1}{W}", 0, 4)
)

func TestSetShieldChoosesPerObject(t *testing.T) {
	ward, stinger, walker := setWard, setStinger, setWalker
	for _, tc := range []struct {
		name     string
		blockers [][]*CardDef // Bob's blockers of each of Alice's attackers
		pick     string       // the source whose damage Alice names first
		asked    int          // 615.7 choices Alice is asked for
		damage   []int        // damage on each attacker afterwards; -1: it died
	}{
		{"one source within the amount: no choice", [][]*CardDef{{crBears}}, "", 0, []int{0}},
		{"two creatures, each its own amount: no choice", [][]*CardDef{{crBears}, {crBears}}, "", 0, []int{0, 0}},
		{"two sources over one creature's amount: the default, in order", [][]*CardDef{{crBears, stinger}}, "", 1, []int{-1}},
		{"two sources over one creature's amount: the deathtouch damage chosen", [][]*CardDef{{crBears, stinger}}, "Test Set Stinger", 1, []int{1}},
		{"two creatures, one asked about", [][]*CardDef{{crBears, stinger}, {crBears}}, "Test Set Stinger", 1, []int{1, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 3)
			var attackers []*Card
			var blocks []Block
			for _, bs := range tc.blockers {
				a := g.AddCard(walker, 0, Battlefield)
				attackers = append(attackers, a)
				for _, def := range bs {
					b := g.AddCard(def, 1, Battlefield)
					blocks = append(blocks, Block{Blocker: b.Obj.Ref, Attackers: []ObjRef{a.Obj.Ref}})
				}
			}
			crCastResolve(t, g, ward)
			crAttack(t, g, attackers...)
			crMust(t, g.DeclareBlocks(1, blocks))
			asked := 0
			g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
				if d.Kind != ChooseDamage || !strings.Contains(d.Prompt, "615.7") {
					return FirstOptions.Decide(g, d)
				}
				asked++
				if d.Player != 0 {
					t.Errorf("asked %s, want Alice, the creature's controller", g.Players[d.Player].Name)
				}
				if len(d.Options) != 2 || d.Max != 2 {
					t.Errorf("options %v, max %d: want the two sources and the creature's 2", d.Options, d.Max)
				}
				return crPickSource(t, g, d, tc.pick), nil
			})
			crToStep(t, g, Main2)
			if asked != tc.asked {
				t.Errorf("asked %d times, want %d\n%s", asked, tc.asked, crLog(g))
			}
			for i, a := range attackers {
				got := -1
				if a.Obj.Zone == Battlefield {
					got = a.Obj.Damage
				}
				if got != tc.damage[i] {
					t.Errorf("attacker %d: damage %d (-1: died), want %d\n%s", i, got, tc.damage[i], crLog(g))
				}
			}
		})
	}
}

// A Decider that fails on a shield's 615.7 choice fails the combat damage
// step with its error, as a failing decision fails a resolving spell: the
// error is not swallowed and the shield's default taken silently. The
// damage event, dealt at once, still ends as by default: no damage is
// half dealt.
func TestShieldChoiceDeciderErrorReturned(t *testing.T) {
	g := crGame()
	crLibraries(g, 3)
	a := g.AddCard(setWalker, 0, Battlefield)
	var blocks []Block
	for _, def := range []*CardDef{crBears, setStinger} {
		b := g.AddCard(def, 1, Battlefield)
		blocks = append(blocks, Block{Blocker: b.Obj.Ref, Attackers: []ObjRef{a.Obj.Ref}})
	}
	crCastResolve(t, g, setWard)
	crAttack(t, g, a)
	crMust(t, g.DeclareBlocks(1, blocks))
	failed := errors.New("the user closed the window")
	g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
		if d.Kind == ChooseDamage && strings.Contains(d.Prompt, "615.7") {
			return nil, failed
		}
		return FirstOptions.Decide(g, d)
	})
	var err error
	for i := 0; i < 10 && err == nil && g.Step != Main2; i++ {
		err = g.PassAll()
	}
	if !errors.Is(err, failed) {
		t.Fatalf("passing through combat damage: %v, want the Decider's error\n%s", err, crLog(g))
	}
	if a.Obj.Damage != 1 {
		t.Errorf("attacker has %d damage: the event ends as by default, 2 of the Bears' damage prevented and the Stinger's 1 dealt\n%s", a.Obj.Damage, crLog(g))
	}
}
