package interp

import (
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Damage dealt by objects other than the ability's source
// (runtime/damage_from.go): "each Wolf tapped this way deals damage equal
// to its power to target creature", "that creature deals damage equal to
// its power divided as its controller chooses among any number of those
// Wolves".

// thisWay lowers "each SELECTOR tapped this way": the permanents an
// earlier tap of the ability tapped. ok is false if the selector has no
// "tapped this way".
func (c *compiler) thisWay(ctx *abilityCtx, s *grammar.Selector) (rt.ObjExpr, bool) {
	var rest []grammar.Constraint
	found := false
	for _, k := range s.Constraints {
		if w, ok := k.(*grammar.ThisWayConstraint); ok && w.Verb == "tapped" {
			found = true
			continue
		}
		rest = append(rest, k)
	}
	if !found {
		return nil, false
	}
	if ctx == nil || !ctx.tapped {
		c.errs.add(s.Pos, "\"tapped this way\" refers to nothing: an earlier clause of the ability must tap")
	}
	cp := *s
	cp.Constraints = rest
	f, _ := c.selector(&cp, false)
	if ctx != nil {
		ctx.thisWay = true
	}
	return rt.TappedThisWay{Filter: f}, true
}

// thoseTyped lowers "those Wolves": the permanents "tapped this way" said
// before, of that type.
func (c *compiler) thoseTyped(ctx *abilityCtx, r *grammar.ThoseTypedRef) rt.ObjExpr {
	if ctx == nil || !ctx.thisWay {
		c.errs.add(r.Pos, "\"those %s\" refers to nothing: say \"each … tapped this way\" before it", r.Noun)
	}
	f, _ := c.selector(&grammar.Selector{Pos: r.Pos, Words: []*grammar.SelectorWord{{Pos: r.Pos, Text: r.Noun}}}, false)
	return rt.TappedThisWay{Filter: f}
}

// dealsDamageEqual lowers "SUBJECT deals damage equal to its power to
// REF" and "… divided as its controller chooses among any number of
// OBJECTS", where the subject is not the ability's source.
func (c *compiler) dealsDamageEqual(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.DealsDamageEqual) rt.Effect {
	if a := p.Equal; !a.Its || a.Stat != "power" {
		c.errs.add(p.Equal.Pos, "only \"damage equal to its power\" is supported here yet")
	}
	if cl.Subject == nil {
		c.errs.add(cl.Pos, "expected a subject: what deals the damage?")
		return nil
	}
	if _, this := cl.Subject.(*grammar.ThisRef); this {
		c.errs.add(cl.Subject.Position(), "write \"this deals damage equal to its power to …\" as \"this deals damage to … equal to this's power\"")
		return nil
	}
	obj, ok := cl.Subject.(grammar.ObjectRef)
	if !ok {
		c.errs.add(cl.Subject.Position(), "expected an object as what deals the damage")
		return nil
	}
	from := c.objRef(ctx, obj)
	if d := p.Divided; d != nil {
		if _, its := d.Chooser.(*grammar.ItsControllerRef); !its {
			c.errs.add(d.Chooser.Position(), "only \"divided as its controller chooses\" is supported here yet")
		}
		if _, each := from.(rt.TappedThisWay); each {
			c.errs.add(cl.Subject.Position(), "damage divided by its controller is dealt by one object: \"that creature\", \"target creature\"")
		}
		return rt.DamageDividedBy{From: from, Among: c.objRef(ctx, d.Among)}
	}
	objs, players := c.recipient(ctx, p.To)
	return rt.DamageFromEach{From: from, To: objs, ToPlayers: players}
}
