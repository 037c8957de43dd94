package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Searching a library for all cards of a kind (701.23), the cards in a
// zone of a target player, "other than …" and "for each card exiled this
// way, …".

// otherThanKind lowers "other than SELECTOR" in a description: the
// objects the inner description matches are left out.
func (c *compiler) otherThanKind(k *grammar.OtherThanKind, f *rt.Filter) {
	if f.Except != nil {
		c.errs.add(k.Pos, "a description takes one \"other than …\"")
	}
	sub, _ := c.selectorIn(&grammar.Selector{Pos: k.Kind[0].Pos, Words: k.Kind, EndPos: k.EndPos}, false, rt.Anywhere)
	f.Except = &sub
}

// inTargetPlayersZone lowers "all cards from target player's graveyard
// [other than …]": a target player, and the cards in that zone of theirs;
// "that player" is the target afterwards. It reports whether r is such a
// reference.
func (c *compiler) inTargetPlayersZone(ctx *abilityCtx, r *grammar.EachRef) (rt.ObjExpr, bool) {
	s := r.Selector
	var zk *grammar.ZoneConstraint
	cp := *s
	cp.Constraints = nil
	for _, k := range s.Constraints {
		if z, ok := k.(*grammar.ZoneConstraint); ok && z.Zone.Whose != nil && z.Zone.Whose.Target && zk == nil {
			zk = z
			continue
		}
		cp.Constraints = append(cp.Constraints, k)
	}
	if zk == nil {
		return nil, false
	}
	zone, ok := rt.ParseZone(zk.Zone.Zone)
	if !ok || !zone.Owned() {
		c.errs.add(zk.Zone.Pos, "%q: only a zone a player owns (library, hand, graveyard) is a target player's", c.text(zk.Zone.Pos, s.EndPos))
		zone = rt.Graveyard
	}
	f, _ := c.selectorIn(&cp, false, zone)
	for _, m := range f.Alts {
		if m.Zone != zone {
			c.errs.add(zk.Pos, "the description names its zone once: \"cards from target player's %s\"", zk.Zone.Zone)
			break
		}
	}
	t := c.addTarget(ctx, rt.TargetSpec{Text: "target player", Players: true, Min: 1, Max: 1})
	ctx.thatPlayer = t // "that player's library", "then that player shuffles"
	return rt.InZoneOf{Filter: f, Zone: zone, Players: t}, true
}

// forEachClause lowers "for each card exiled this way, CLAUSES": the
// clauses are done once for each card the exile just before moved, which
// is "that card" in them.
func (c *compiler) forEachClause(ctx *abilityCtx, cl *grammar.ForEachClause, prev *[]rt.Effect) rt.Effect {
	s := cl.Each
	var way *grammar.ThisWayConstraint
	for _, k := range s.Constraints {
		if w, ok := k.(*grammar.ThisWayConstraint); ok && way == nil {
			way = w
			continue
		}
		c.errs.add(k.Position(), "\"for each card exiled this way\" takes no other constraint yet")
	}
	if way == nil || way.Verb != "exiled" {
		c.errs.add(s.Pos, "only \"for each card exiled this way, …\" is supported yet")
	}
	if len(s.Words) != 1 || !strings.EqualFold(s.Words[0].Text, "card") {
		c.errs.add(s.Pos, "write \"for each card exiled this way\"")
	}
	exiled := false
	if n := len(*prev); n > 0 {
		_, exiled = (*prev)[n-1].(rt.ExileObjects)
	}
	if !exiled {
		c.errs.add(s.Pos, "\"exiled this way\" must follow a clause that exiles (\"exile all cards from …\")")
	}
	var inner []rt.Effect
	ctx.itBound = true
	clauses := []grammar.Clause{cl.Clause}
	for _, j := range cl.Rest {
		clauses = append(clauses, j.Clause)
	}
	for _, x := range clauses {
		if e := c.clause(ctx, x, &inner); e != nil {
			inner = append(inner, e)
		}
	}
	return rt.ForEachObject{What: rt.It{}, Effects: inner}
}

// searchAll lowers "search PLAYER's library for all SELECTOR cards [with
// the same name as OBJECT]".
func (c *compiler) searchAll(ctx *abilityCtx, cl *grammar.ActionClause, p *grammar.Search) rt.Effect {
	if cl.Subject != nil {
		if _, you := cl.Subject.(*grammar.YouRef); !you {
			c.errs.add(cl.Subject.Position(), "only you can search yet")
		}
	}
	var whose rt.PlayerExpr = rt.You{}
	switch w := p.Whose; {
	case w.Your:
	case w.ThatPlayer:
		whose = c.thatPlayer(ctx, &grammar.ThatPlayerRef{Pos: w.Pos, Player: true})
	default:
		c.errs.add(w.Pos, "search %s library: only \"your\" and \"that player's\" are supported yet", possessiveText(w))
	}
	cp := *p.All
	cp.Constraints = nil
	var same rt.ObjExpr
	for _, k := range p.All.Constraints {
		if sn, ok := k.(*grammar.SameNameConstraint); ok && same == nil {
			same = c.objRef(ctx, sn.Object)
			continue
		}
		cp.Constraints = append(cp.Constraints, k)
	}
	f, _ := c.selectorIn(&cp, false, rt.Library)
	for _, m := range f.Alts {
		if m.Zone != rt.Library {
			c.errs.add(p.All.Pos, "a library holds cards: write \"all … cards\"")
			break
		}
	}
	return rt.SearchAll{Whose: whose, Filter: f, SameNameAs: same, Text: c.text(p.All.Pos, p.All.EndPos)}
}
