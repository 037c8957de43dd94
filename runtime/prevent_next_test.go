package runtime

import (
	"strings"
	"testing"
)

// 615.8: a shield of the next time prevents one instance of damage, all
// the damage one source would deal at once. A shield on a recipient from
// any source ("the next time a source would deal damage to target
// creature", which the language doesn't write yet: its shields name whose
// damage, 609.7a) faces two instances at once when two blockers deal
// combat damage to the creature: its controller chooses which source's
// damage is prevented, as for a shield of an amount (615.7); unanswered,
// the first source's, in order. One source's damage asks nothing.
func TestNextShieldChoosesInstance(t *testing.T) {
	onWall := crSpell("Test Next Shield Aegis", "Instant", "{0}", []TargetSpec{crTarget("target creature", crCreatures, 1, 1)}, Prevent{
		To: TargetRef{0}, Next: true, Duration: UntilEndOfTurn,
		Text: "the next time a source would deal damage to target creature this turn, prevent that damage"})
	onEach := crSpell("Test Next Shield Mantle", "Instant", "{0}", nil, Prevent{
		To: EachControlledBy{Filter: crCreatures, Players: You{}}, Next: true, Duration: UntilEndOfTurn,
		Text: "the next time a source would deal damage to each creature you control this turn, prevent that damage"})
	stinger := crCreature("Test Next Shield Stinger", "{B}", 1, 1, "deathtouch")
	leech := crCreature("Test Next Shield Leech", "{1}{W}", 2, 2, "lifelink")
	wall := crCreature("Test Next Shield Wall", "{1}{W}", 0, 4)
	for _, tc := range []struct {
		name     string
		shield   *CardDef
		blockers []*CardDef // Bob's blockers of the Wall, in order
		pick     string     // the source whose damage Alice chooses; "": unanswered
		asked    int        // 615.8 choices Alice is asked for
		damage   int        // on the Wall afterwards; -1: it died
		bobLife  int
	}{
		{"one source: no choice", onWall, []*CardDef{leech}, "", 0, 0, 20},
		{"unanswered: the first source's damage, in order", onWall, []*CardDef{leech, stinger}, "", 1, -1, 20},
		{"the deathtouch damage chosen: the Wall survives", onWall, []*CardDef{leech, stinger}, "Test Next Shield Stinger", 1, 2, 22},
		{"the lifelink damage chosen: no life is gained", onWall, []*CardDef{stinger, leech}, "Test Next Shield Leech", 1, -1, 20},
		{"a set's own next time: the deathtouch damage chosen", onEach, []*CardDef{leech, stinger}, "Test Next Shield Stinger", 1, 2, 22},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crLibraries(g, 3)
			w := g.AddCard(wall, 0, Battlefield)
			var blocks []Block
			for _, def := range tc.blockers {
				b := g.AddCard(def, 1, Battlefield)
				blocks = append(blocks, Block{Blocker: b.Obj.Ref, Attackers: []ObjRef{w.Obj.Ref}})
			}
			if len(tc.shield.Abilities[0].Targets) > 0 {
				crCastResolve(t, g, tc.shield, crObj(w.Obj.Ref))
			} else {
				crCastResolve(t, g, tc.shield)
			}
			crAttack(t, g, w)
			crMust(t, g.DeclareBlocks(1, blocks))
			asked := 0
			g.Decider = DeciderFunc(func(g *Game, d *Decision) ([]int, error) {
				if d.Kind != ChooseDamage || !strings.Contains(d.Prompt, "615.8") {
					return FirstOptions.Decide(g, d)
				}
				asked++
				if d.Player != 0 {
					t.Errorf("asked %s, want Alice, the Wall's controller", g.Players[d.Player].Name)
				}
				if len(d.Options) != 2 || d.Min != 1 || d.Max != 1 || len(d.Default) != 1 || d.Default[0] != 0 {
					t.Errorf("options %v, min %d, max %d, default %v: want the two sources, one choice, the first by default", d.Options, d.Min, d.Max, d.Default)
				}
				return crPickSource(t, g, d, tc.pick), nil
			})
			crToStep(t, g, Main2)
			if asked != tc.asked {
				t.Errorf("asked %d times, want %d\n%s", asked, tc.asked, crLog(g))
			}
			got := -1
			if w.Obj.Zone == Battlefield {
				got = w.Obj.Damage
			}
			if got != tc.damage {
				t.Errorf("Wall: damage %d (-1: died), want %d\n%s", got, tc.damage, crLog(g))
			}
			if l := g.Players[1].Life; l != tc.bobLife {
				t.Errorf("Bob's life %d, want %d\n%s", l, tc.bobLife, crLog(g))
			}
			if n := len(g.preventions); n != 0 && tc.shield == onWall {
				t.Errorf("%d shields left, want the next time used up", n)
			}
		})
	}
}
