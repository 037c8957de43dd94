package runtime

import "fmt"

// AllowCast is the effect "you may cast OBJECT this turn": it lets the
// ability's controller cast each object from the zone it is in, for the
// duration, following the usual timing rules and paying the spell's costs
// (601.3a) — or, WithoutPaying, for no mana (118.9: "until end of turn,
// you may cast target instant card from your graveyard without paying its
// mana cost"). The permission is for those objects: once one leaves its
// zone it is a new object the permission knows nothing of (400.7). The
// spell a permitted card becomes is "that spell" for the rest of the
// ability (PermittedSpell, 400.7h).
type AllowCast struct {
	What          ObjExpr
	Duration      Duration // UntilEndOfTurn or UntilYourNextTurn
	WithoutPaying bool
}

// castAllowance is one object a player may cast, until a duration ends.
type castAllowance struct {
	player        PlayerID
	obj           ObjRef
	duration      Duration
	source        ObjRef
	withoutPaying bool
}

// Apply implements Effect.
func (e AllowCast) Apply(r *Resolution) error {
	g := r.Game
	objs := e.What.Objects(r)
	for _, o := range objs {
		if g.Object(o) == nil || !g.validPlayer(r.Controller) {
			continue
		}
		g.allowances = append(g.allowances, castAllowance{player: r.Controller, obj: o, duration: e.Duration, source: r.Source, withoutPaying: e.WithoutPaying})
		g.changed()
		if g.logging() {
			g.emit(EvNote, "%s may cast %s%s %s", g.evPlayer(rolePlayer, r.Controller), g.evObj(roleObject, o), evText("paying", withoutPayingText(e.WithoutPaying)), evText("duration", allowanceDuration(e.Duration)))
		}
		r.allowed = append(r.allowed, o)
	}
	r.SetIt(objs)
	return nil
}

func (e AllowCast) String() string {
	return "you may cast " + e.What.String() + withoutPayingText(e.WithoutPaying) + " " + allowanceDuration(e.Duration)
}

func withoutPayingText(without bool) string {
	if without {
		return " without paying its mana cost"
	}
	return ""
}

func allowanceDuration(d Duration) string {
	switch d {
	case UntilEndOfTurn:
		return "this turn"
	case UntilYourNextTurn:
		return "until your next turn"
	}
	return fmt.Sprintf("for duration %d", d)
}

// allowedToCast reports whether an effect lets p cast the object r names
// from where it is now.
func (g *Game) allowedToCast(r ObjRef, p PlayerID) bool { return g.allowanceFor(r, p) != nil }

// allowanceFor returns an effect's permission for p to cast the object r
// names from where it is now, or nil. One that lets it be cast without
// paying its mana cost is preferred.
func (g *Game) allowanceFor(r ObjRef, p PlayerID) *castAllowance {
	var found *castAllowance
	for i := range g.allowances {
		if a := &g.allowances[i]; a.obj == r && a.player == p && (found == nil || a.withoutPaying && !found.withoutPaying) {
			found = a
		}
	}
	return found
}

// castAllowed follows a card cast with an effect's permission to the spell
// it became (400.7h): what that effect said of "that spell" (a
// replacement effect made for the spell the card would become) now
// applies to the spell.
func (g *Game) castAllowed(card, spell ObjRef) {
	for _, r := range g.replacements {
		if r.Obj == card && r.WhenCast {
			r.Obj, r.WhenCast = spell, false
		}
	}
}

// PermittedSpell is "that spell" after "you may cast OBJECT …" in the same
// ability: the spell a card that ability lets its controller cast becomes,
// if and when it is cast with that permission (400.7h). As the ability
// resolves no such spell exists yet; a replacement effect made for it
// (ReplaceZone) waits for the cast and then follows the spell.
type PermittedSpell struct{}

// Objects implements ObjExpr: the cards the permission is for, which
// effects that wait for the cast hold on to.
func (PermittedSpell) Objects(r *Resolution) []ObjRef { return r.allowed }

func (PermittedSpell) String() string {
	return "that spell (the spell a card this ability lets you cast becomes when cast that way, 400.7h)"
}

// endAllowances ends the cast permissions for which ends holds, and those
// whose object no longer exists (400.7).
func (g *Game) endAllowances(ends func(*castAllowance) bool) {
	keep := g.allowances[:0]
	for i := range g.allowances {
		if a := &g.allowances[i]; !ends(a) && g.Object(a.obj) != nil {
			keep = append(keep, *a)
		}
	}
	if len(keep) < len(g.allowances) {
		clear(g.allowances[len(keep):])
		g.allowances = keep
		g.changed()
	}
}
