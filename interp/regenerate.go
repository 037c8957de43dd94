package interp

import (
	"slices"
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// "Can't be regenerated" (701.19c) in its two forms, and the references
// the damage spells that say it use:
//
//	destroy target creature. it can't be regenerated.
//	this deals 3 damage to any target. a creature dealt damage this way can't be regenerated this turn.
//	this deals 3 damage to any target. if it's a creature, it can't be regenerated this turn, and if it would die this turn, exile it instead.
//	this deals X damage to any target. if it's a creature, it can't be regenerated this turn. if the creature would die this turn, exile it instead.
//
// Without a duration it modifies the destroy just before it (the
// destruction can't be replaced by regeneration); with "this turn" it is
// an effect of its own on the objects its subject names, which lasts
// until the cleanup step and keeps their regeneration shields from
// applying (rt.CantRegenerate).

// cantBeRegenerated lowers a clause whose predicate is "can't be
// regenerated". The form without a duration edits the destroy effect
// before it in prev and returns nil.
func (c *compiler) cantBeRegenerated(ctx *abilityCtx, cl *grammar.ActionClause, prev *[]rt.Effect) rt.Effect {
	if cl.Lead != nil && cl.Trail != nil {
		c.errs.add(cl.Trail.Pos, "the clause already has a duration, written before it")
	}
	switch {
	case cl.May:
		c.errs.add(cl.Pos, "\"may\" makes no sense with \"can't be regenerated\"")
		return nil
	case cl.Per != nil || cl.Each != nil || cl.Delayed != nil:
		c.errs.add(cl.Pos, "\"can't be regenerated\" takes no amount and no delay")
		return nil
	}
	destroyed := false // the destroy just before can't be regenerated
	if n := len(*prev); n > 0 && c.namesDestroyed(cl.Subject) {
		if e, ok := noRegen((*prev)[n-1]); ok { // self_replacement.go
			(*prev)[n-1] = e
			destroyed = true
		}
	}
	d := cl.Dur()
	if d == nil {
		if !destroyed {
			c.errs.add(cl.Pos, "\"can't be regenerated\" must follow a destroy effect and name what it destroyed (\"it can't be regenerated\"), or last \"this turn\" (701.19c)")
		}
		return nil
	}
	if !d.ThisTurn && !d.EndOfTurn {
		c.errs.add(d.Pos, "\"can't be regenerated\" lasts \"this turn\" (514.2) or, after a destroy, has no duration")
		return nil
	}
	if cl.Subject == nil {
		c.errs.add(cl.Pos, "say what can't be regenerated: \"target creature can't be regenerated this turn\"")
		return nil
	}
	// After a destroy, the effect also covers what the destruction left
	// on the battlefield (an indestructible permanent, 702.12b).
	return rt.CantRegenerate{What: c.objRef(ctx, cl.Subject)}
}

// namesDestroyed reports whether the subject of "can't be regenerated"
// names what the instruction before acted on: "it", "that creature",
// "those creatures", or no subject.
func (c *compiler) namesDestroyed(r grammar.Ref) bool {
	switch r := r.(type) {
	case nil, *grammar.ItRef, *grammar.ThoseRef:
		return true
	case *grammar.ThatRef:
		return r.Noun != "spell"
	}
	return false
}

// dealtThisWay lowers "a creature dealt damage this way": the permanents
// matching the description that the damage instruction just before dealt
// damage to (more than 0, after prevention). It reports false if ir says
// no "dealt damage this way".
func (c *compiler) dealtThisWay(ctx *abilityCtx, ir *grammar.IndefiniteRef) (rt.ObjExpr, bool) {
	s := ir.Selector
	var rest []grammar.Constraint
	var way *grammar.ThisWayConstraint
	for _, k := range s.Constraints {
		if w, ok := k.(*grammar.ThisWayConstraint); ok && w.Verb == "dealt" && way == nil {
			way = w
			continue
		}
		rest = append(rest, k)
	}
	if way == nil {
		return nil, false
	}
	if !ctx.damaged {
		c.errs.add(way.Pos, "\"dealt damage this way\" names what the instruction just before dealt damage to: it must follow \"… deals N damage to …\"")
	}
	if !strings.EqualFold(ir.Article, "a") && !strings.EqualFold(ir.Article, "an") {
		c.errs.add(ir.Pos, "write \"a %s dealt damage this way\"", wordsText(s.Words))
	}
	if slices.ContainsFunc(s.Words, func(w *grammar.SelectorWord) bool {
		n := noun(w.Text)
		return n == "card" || n == "spell" || n == "player" || n == "opponent" || n == "source"
	}) {
		c.errs.add(s.Pos, "damage is dealt to a permanent or a player: describe a permanent (\"a creature dealt damage this way\")")
		return rt.DealtThisWay{}, true
	}
	cp := *s
	cp.Constraints = rest
	f, _ := c.selector(&cp, false)
	return rt.DealtThisWay{Filter: f}, true
}

// creatureFilter matches a creature on the battlefield.
var creatureFilter = rt.Filter{Alts: []rt.Match{{Types: []string{"Creature"}, Zone: rt.Battlefield}}}

// theCreature lowers "the creature": the creature the ability targets,
// when its target may be something else too ("any target"): the target
// if it is a creature as the instruction happens, nothing otherwise (a
// player, a planeswalker). Exactly one target of the ability (in its
// mode) must be able to be a creature.
func (c *compiler) theCreature(ctx *abilityCtx, r *grammar.TheCreatureRef) rt.ObjExpr {
	found := -1
	for i, spec := range ctx.ab.Targets {
		if spec.Mode != ctx.mode || !spec.Objects || !mayBeCreature(spec.Filter) {
			continue
		}
		if found >= 0 {
			c.errs.add(r.Pos, "\"the creature\": more than one target of this ability could be it; write \"that creature\"")
			return rt.It{}
		}
		found = i
	}
	if found < 0 {
		c.errs.add(r.Pos, "\"the creature\" names the creature this ability targets: no target before it can be a creature")
		return rt.It{}
	}
	return rt.Matching{Of: rt.TargetRef{Index: found}, Filter: creatureFilter}
}

// mayBeCreature reports whether some object on the battlefield matching f
// could be a creature.
func mayBeCreature(f rt.Filter) bool {
	for _, m := range f.Alts {
		if m.Zone != rt.ZoneNone && m.Zone != rt.Battlefield || slices.Contains(m.NotTypes, "Creature") {
			continue
		}
		if len(m.Types) == 0 || slices.Contains(m.Types, "Creature") {
			return true
		}
	}
	return false
}
