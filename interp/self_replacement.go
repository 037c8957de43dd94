package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// selfReplacement lowers a self-replacement effect (614.15): "if REF
// would EVENT this way, CLAUSE instead" replaces part of the instruction
// just before it in the same ability, and nothing else:
//
//	destroy target creature. if that creature would die this way, exile it instead.
//	each player discards a card. if a card would be put into a graveyard this way, return it to its owner's hand instead.
//
// It wraps that instruction (the last effect of prev) in a SelfReplace,
// which the runtime applies before any other replacement effect of the
// same event (616.1a). The instruction must be one that puts objects into
// a graveyard (destroy, sacrifice, discard, mill, put … into a
// graveyard), "die" only one that can take them from the battlefield;
// the subject names what it moves ("it", "that creature", "those
// creatures") or describes some of it ("a creature"). Anything else is
// refused: there would be nothing "this way" could replace.
func (c *compiler) selfReplacement(cl *grammar.ReplacementClause, prev *[]rt.Effect) {
	if !c.insteadForm(cl, false) { // game_rules.go
		return
	}
	n := len(*prev)
	if n == 0 {
		c.errs.add(cl.Pos, "\"this way\" replaces part of the instruction before it (614.15): there is none")
		return
	}
	inner := (*prev)[n-1]
	for {
		sr, ok := inner.(rt.SelfReplace) // a second self-replacement of the same instruction
		if !ok {
			break
		}
		inner = sr.Effect
	}
	fromField, putsInGraveyard := false, false
	switch e := inner.(type) {
	case rt.Destroy, rt.Sacrifice, rt.SacrificeObjects:
		fromField, putsInGraveyard = true, true
	case rt.Discard, rt.Mill:
		putsInGraveyard = true
	case rt.PutInZone:
		fromField, putsInGraveyard = true, e.To == rt.Graveyard
	case rt.May:
		c.errs.add(cl.Pos, "\"this way\" after an instruction its player may decline (\"you may …\") is not supported yet")
		return
	}
	if !putsInGraveyard {
		c.errs.add(cl.Pos, "\"this way\" replaces part of the instruction before it (614.15), which must put objects into a graveyard: destroy, sacrifice, discard, mill or put … into a graveyard")
		return
	}
	e := rt.SelfReplace{To: rt.Graveyard, Text: c.phrase(cl.Pos, cl.EndPos) + ", " + c.clausePhrase(cl.Instead) + " instead"}
	switch s := cl.Subject.(type) {
	case *grammar.ItRef, *grammar.ThoseRef:
	case *grammar.ThatRef:
		c.thatOr(s)
		if s.Noun == "spell" {
			c.errs.add(s.Pos, "\"that spell\" is not what the instruction before puts into a graveyard: write \"it\" or \"that card\"")
			return
		}
	case *grammar.IndefiniteRef:
		f := c.indefiniteIn(s, rt.Anywhere)
		e.Filter = &f
	default:
		c.errs.add(cl.Subject.Position(), "expected \"it\", \"that …\", \"those …\" or \"a …\": what the instruction before puts into a graveyard")
		return
	}
	switch ev := cl.Event.(type) {
	case *grammar.WouldDie:
		if !fromField {
			c.errs.add(ev.Pos, "the instruction before takes nothing from the battlefield: nothing it does can die (700.4)")
			return
		}
		e.From = rt.Battlefield // 700.4
	case *grammar.WouldBePut:
		if w := ev.Whose; w != nil {
			switch {
			case w.Your:
				e.Owner = rt.RelYou
			case w.Opponent:
				e.Owner = rt.RelOpponent // a card goes only to its owner's graveyard (400.3)
			case w.Owner:
			default:
				c.errs.add(w.Pos, "would be put into %s graveyard: write \"a\", \"your\", \"an opponent's\" or \"its owner's\" graveyard", possessiveText(w))
				return
			}
		}
	default:
		c.errs.add(cl.Event.Position(), "only \"would die this way\" and \"would be put into a graveyard this way\" are supported yet")
		return
	}
	e.Instead = c.insteadZone(cl.Instead, false)
	if e.Instead == rt.ZoneNone {
		c.errs.add(cl.Instead.Position(), "expected \"exile it instead\" or \"return it to its owner's hand instead\"")
		return
	}
	(*prev)[n-1] = wrapInstruction((*prev)[n-1], e)
}

// wrapInstruction returns the instruction x with the self-replacement
// effect e around it. If x already has one, e goes inside it, next to the
// instruction, so that the runtime lists them in the order the text gives
// them when it offers the choice of 616.1a.
func wrapInstruction(x rt.Effect, e rt.SelfReplace) rt.Effect {
	if sr, ok := x.(rt.SelfReplace); ok {
		sr.Effect = wrapInstruction(sr.Effect, e)
		return sr
	}
	e.Effect = x
	return e
}

// noRegen returns x, a destroy effect, as one whose permanents can't be
// regenerated (701.19c), looking inside the self-replacement effects
// around it ("… this way, exile it instead. it can't be regenerated.").
// It reports false if x is no destroy effect.
func noRegen(x rt.Effect) (rt.Effect, bool) {
	switch e := x.(type) {
	case rt.Destroy:
		e.NoRegen = true
		return e, true
	case rt.SelfReplace:
		inner, ok := noRegen(e.Effect)
		e.Effect = inner
		return e, ok
	}
	return x, false
}
