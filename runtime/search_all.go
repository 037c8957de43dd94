package runtime

import "strings"

// Searching a library for all cards of a kind (701.23), the cards in a
// zone of chosen players, and doing effects once for each of several
// objects ("for each card exiled this way, …").

// InZoneOf is every card in Zone of one of Players that matches Filter:
// "all cards from target player's graveyard". The set is fixed as the
// effect happens (611.2c).
type InZoneOf struct {
	Filter  Filter
	Zone    Zone
	Players PlayerExpr
}

// Objects implements ObjExpr.
func (e InZoneOf) Objects(r *Resolution) []ObjRef {
	g := r.Game
	var out []ObjRef
	for _, p := range e.Players.Players(r) {
		if !g.validPlayer(p) {
			continue
		}
		for _, c := range g.zones.get(zkey(e.Zone, p)) {
			if g.Matches(&e.Filter, c.Obj.Ref, r.Controller) {
				out = append(out, c.Obj.Ref)
			}
		}
	}
	return out
}

func (e InZoneOf) String() string {
	return "each " + e.Filter.String() + " in the " + e.Zone.String() + " of " + playerText(e.Players)
}

// ForEachObject does Effects once for each object What names as it
// begins, with that object as "it" (and "that card") at the start of
// each round: "for each card exiled this way, search …".
type ForEachObject struct {
	What    ObjExpr
	Effects []Effect
}

// Apply implements Effect.
func (e ForEachObject) Apply(r *Resolution) error {
	objs := e.What.Objects(r)
	for _, o := range objs {
		if r.Game.Object(o) == nil {
			continue
		}
		r.SetIt([]ObjRef{o})
		for _, x := range e.Effects {
			if err := x.Apply(r); err != nil {
				return err
			}
		}
	}
	return nil
}

func (e ForEachObject) String() string {
	var s []string
	for _, x := range e.Effects {
		s = append(s, describe(x))
	}
	return "for each of " + objText(e.What) + ", with it as \"it\": " + strings.Join(s, "; ")
}

// SearchAll is "search PLAYER's library for all SELECTOR cards [with the
// same name as OBJECT]": the ability's controller looks through that
// library and finds any number of the matching cards (701.23b: a search
// for cards with a stated quality need not find them all; the ruling on
// Haunting Echoes says so of "all cards with the same name"). What is
// found is "it" afterwards. The decision's default (FirstOptions, a
// Decider with no opinion) finds every matching card.
type SearchAll struct {
	Whose  PlayerExpr
	Filter Filter
	// SameNameAs: only cards with the name of one of these objects (as
	// it is, or as it last existed).
	SameNameAs ObjExpr
	Text       string
}

// Apply implements Effect.
func (e SearchAll) Apply(r *Resolution) error {
	g := r.Game
	if !g.validPlayer(r.Controller) {
		r.SetIt(nil)
		return nil
	}
	var names []string
	if e.SameNameAs != nil {
		for _, o := range knownObjects(r, e.SameNameAs) {
			if obj := g.Object(o); obj != nil {
				names = append(names, g.Chars(obj).Name)
			} else if s, ok := g.lastKnown(o); ok {
				names = append(names, s.Chars().Name)
			}
		}
	}
	var found []ObjRef
	for _, p := range e.Whose.Players(r) {
		if !g.validPlayer(p) {
			continue
		}
		d := &Decision{Kind: ChooseObjects, Player: r.Controller, Prompt: "search " + g.PlayerName(p) + "'s library for all " + e.Text + " (any number of them, 701.23b)"}
		for _, c := range g.zones.get(zkey(Library, p)) {
			o := c.Obj.Ref
			if !g.Matches(&e.Filter, o, r.Controller) {
				continue
			}
			if e.SameNameAs != nil && !containsString(names, g.Chars(c.Obj).Name) {
				continue
			}
			d.Options = append(d.Options, Option{Label: g.Describe(o), Target: Target{Obj: o, Player: NoPlayer}})
		}
		d.Max = len(d.Options)
		for i := range d.Options {
			d.Default = append(d.Default, i)
		}
		var idx []int
		if d.Max > 0 {
			var err error
			if idx, err = g.decide(d); err != nil {
				return err
			}
		}
		for _, i := range idx {
			found = append(found, d.Options[i].Target.Obj)
		}
		if g.logging() {
			g.emit(EvSearch, "%s searches %s's library for all %s and finds %s card(s) (701.23)", g.evPlayer(rolePlayer, r.Controller), g.evPlayer("whose", p), evText(roleText, e.Text), evNum(roleAmount, len(idx)))
		}
	}
	r.SetIt(found)
	return nil
}

func (e SearchAll) String() string {
	s := "search the library of " + playerText(e.Whose) + " for all " + e.Filter.String()
	if e.SameNameAs != nil {
		s += " with the same name as " + objText(e.SameNameAs)
	}
	return s + " (any number of them may be found, 701.23b); what you find is \"it\""
}

func containsString(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}
