package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// copySpell lowers "copy target instant or sorcery spell" and "each
// other player copies that spell" (707.10, runtime/copy_spell.go).
func (c *compiler) copySpell(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.CopySpell) rt.Effect {
	if !namesSpell(p.Object) {
		c.errs.add(p.Object.Position(), "copy: only a spell can be copied yet (\"target … spell\", \"that spell\")")
	}
	if cl.May {
		c.errs.add(cl.Pos, "\"may copy\" is not supported yet")
	}
	e := rt.CopySpell{What: c.objRef(ctx, p.Object)}
	switch s := cl.Subject.(type) {
	case nil, *grammar.YouRef:
	case grammar.PlayerRef:
		e.Who = c.subjectPlayer(ctx, s)
	default:
		c.errs.add(cl.Subject.Position(), "copy: expected a player to copy the spell")
	}
	return e
}

// chooseNewTargets lowers "you may choose new targets for the copy" and
// "each of those players may choose new targets for their copy" (707.10c):
// the copy effect of the clause before lets its copies' controllers
// choose new targets before the copies are on the stack.
func (c *compiler) chooseNewTargets(cl *grammar.ActionClause, p *grammar.ChooseNewTargets, prev *[]rt.Effect) {
	n := len(*prev)
	var cp rt.CopySpell
	ok := n > 0
	if ok {
		cp, ok = (*prev)[n-1].(rt.CopySpell)
	}
	switch {
	case !ok:
		c.errs.add(cl.Pos, "\"choose new targets for the copy\" must follow a copy effect (\"copy target … spell\")")
		return
	case p.Those && (cl.Subject != nil || cl.May):
		c.errs.add(cl.Pos, "\"each of those players may choose new targets\" takes no other subject")
	case p.Those && cp.Who == nil:
		c.errs.add(p.Pos, "\"each of those players\": only you copy the spell here; say \"you may choose new targets for the copy\"")
	case !p.Those && !cl.May:
		c.errs.add(cl.Pos, "\"choose new targets\": say \"you may choose new targets for the copy\" (707.10c)")
	case !p.Those:
		if _, you := cl.Subject.(*grammar.YouRef); !you {
			c.errs.add(cl.Pos, "\"may choose new targets for the copy\": the copy's controller chooses; say \"you\"")
		} else if cp.Who != nil {
			c.errs.add(cl.Pos, "\"you may choose new targets\": the copies are not yours; say \"each of those players may choose new targets for their copy\"")
		}
	}
	cp.NewTargets = true
	(*prev)[n-1] = cp
}

// namesSpell reports whether r can name a spell: "target … spell" or
// "that spell".
func namesSpell(r grammar.ObjectRef) bool {
	switch r := r.(type) {
	case *grammar.ThatRef:
		return r.Noun == "spell"
	case *grammar.TargetRef:
		if r.Selector == nil {
			return false
		}
		w := r.Selector.Words
		return len(w) > 0 && w[len(w)-1].Text == "spell"
	}
	return false
}

// eachOtherPlayer lowers "each other player": every player but the one
// the ability named before ("that player"), or but the one whose casting
// triggered it ("whenever a player casts …, each other player …").
func (c *compiler) eachOtherPlayer(ctx *abilityCtx, r *grammar.EachPlayerRef) rt.PlayerExpr {
	switch {
	case ctx != nil && ctx.thatPlayer != nil:
		return rt.OtherPlayers{Than: ctx.thatPlayer}
	case ctx != nil && ctx.trigger && c.trigger != nil && c.trigger.Event == rt.EventCast:
		return rt.OtherPlayers{Than: rt.EventPlayer{}}
	}
	c.errs.add(r.Pos, "\"each other player\": other than whom? Only after an ability names a player (\"whenever a player casts …\")")
	return rt.EachPlayer{}
}

// refuseEachOther refuses "each other player" where a static rule names
// players by their relation to the controller.
func (c *compiler) refuseEachOther(r *grammar.EachPlayerRef) {
	if r.Other {
		c.errs.add(r.Pos, "\"each other player\" is supported only in effects yet (\"each player\", \"each opponent\" or \"you\" here)")
	}
}
