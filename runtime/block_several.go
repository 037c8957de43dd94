package runtime

import (
	"math"
	"slices"
)

// A creature blocking several attackers (509.1a, 510.1d): "this can block
// any number of creatures" and "this can block an additional creature
// [each combat]" are combat rules (CombatRule.BlockAny, BlockExtra) that
// raise how many attackers the creature may block; a blocker blocking two
// or more attackers divides its combat damage among them as its
// controller chooses, and each of them deals its damage to it.

// Block is one creature's block: the attackers it blocks (509.1a).
type Block struct {
	Blocker   ObjRef
	Attackers []ObjRef
}

// blockLimit is how many attackers a creature may block: one, one more
// for each "can block an additional creature", any number with "can
// block any number of creatures" (509.1a).
func blockLimit(c *Chars) int {
	n := 1
	for _, r := range combatRules(c) {
		if r.BlockAny {
			return math.MaxInt
		}
		n += r.BlockExtra
	}
	return n
}

// obeysBlockRequirements checks that blocker b, able to block the
// attackers req that all creatures able to block must block, blocks as
// many of them as it can (509.1c): one, or more if it can block several.
func (g *Game) obeysBlockRequirements(b ObjRef, req, blocked []ObjRef) error {
	need := len(req)
	if c, ok := g.CharsOf(b); ok {
		need = min(need, blockLimit(&c))
	}
	n := 0
	for _, a := range blocked {
		if slices.Contains(req, a) {
			n++
		}
	}
	if n < need {
		return refuse("509.1c", "%s is able to block %s and all creatures able to block it do so", g.Describe(b), g.Describe(req[0]))
	}
	return nil
}

// blockerDamage is the combat damage blocker bo assigns to attacker a
// (510.1d): all of it when it blocks only a, otherwise the part of a
// division its controller chooses among the attackers it blocks that are
// still in combat. The division is asked once per blocker and kept in
// shares.
func (g *Game) blockerDamage(bo *Object, bc *Chars, a ObjRef, shares *map[ObjRef][]int) (int, error) {
	blocks := 0 // the attackers still in combat it blocks: most often one
	for _, x := range g.combat.attackers {
		if slices.Contains(g.combat.blockers[x], bo.Ref) && g.Object(x) != nil {
			blocks++
		}
	}
	if blocks <= 1 {
		return bc.Power, nil
	}
	var blocked []*Object
	idx := -1
	for _, x := range g.combat.attackers {
		if xo := g.Object(x); xo != nil && slices.Contains(g.combat.blockers[x], bo.Ref) {
			if x == a {
				idx = len(blocked)
			}
			blocked = append(blocked, xo)
		}
	}
	if idx < 0 {
		return bc.Power, nil
	}
	split, ok := (*shares)[bo.Ref]
	if !ok {
		var err error
		split, err = g.divideDamage(bo, bc, blocked, Target{Player: NoPlayer}, bc.Power, false, nil)
		if err != nil {
			return 0, err
		}
		if *shares == nil {
			*shares = map[ObjRef][]int{}
		}
		(*shares)[bo.Ref] = split
	}
	return split[idx], nil
}

// BlockLimit is how many attackers creature r may block (509.1a); 0 if it
// is not on the battlefield.
func (g *Game) BlockLimit(r ObjRef) int {
	g.ready()
	c, ok := g.CharsOf(r)
	if !ok {
		return 0
	}
	return blockLimit(&c)
}
