package runtime

// Choosing cards as an effect happens ("choose up to seven face-up exiled
// cards you own"), "the chosen cards" afterwards, and the order of cards
// put into a library at the same time (401.4).

// ChooseCards is "choose up to N SELECTOR cards": the ability's
// controller chooses up to Max objects matching Filter as the effect
// happens; they are "the chosen cards" (ChosenCards) for the rest of the
// resolution. Every card in exile is face up: nothing exiles a card face
// down yet (406.3).
type ChooseCards struct {
	Filter Filter
	Max    int
	Text   string
}

// Apply implements Effect.
func (e ChooseCards) Apply(r *Resolution) error {
	g := r.Game
	r.chosen = nil
	if !g.validPlayer(r.Controller) {
		return nil
	}
	d := &Decision{Kind: ChooseObjects, Player: r.Controller, Prompt: "choose up to " + itoa(e.Max) + " " + e.Text}
	for _, o := range g.candidates(&e.Filter) {
		if g.Matches(&e.Filter, o.Ref, r.Controller) {
			d.Options = append(d.Options, Option{Label: g.Describe(o.Ref), Target: Target{Obj: o.Ref, Player: NoPlayer}})
		}
	}
	d.Max = min(e.Max, len(d.Options))
	if d.Max > 0 {
		idx, err := g.decide(d)
		if err != nil {
			return err
		}
		for _, i := range idx {
			r.chosen = append(r.chosen, d.Options[i].Target.Obj)
		}
	}
	if g.logging() {
		g.emit(EvChoose, "%s chooses %s card(s): %s", g.evPlayer(rolePlayer, r.Controller), evNum(roleAmount, len(r.chosen)), g.evList(roleObject, r.chosen, func(role string, o ObjRef) EventArg { return g.evObjSeenBy(role, o, r.Controller) }))
	}
	return nil
}

func (e ChooseCards) String() string {
	return "choose up to " + itoa(e.Max) + " " + e.Filter.String() + " (as this resolves); they are \"the chosen cards\""
}

// ChosenCards is "the chosen cards": what the last ChooseCards of the
// resolution chose, those of them that are still where they were chosen.
type ChosenCards struct{}

// Objects implements ObjExpr.
func (ChosenCards) Objects(r *Resolution) []ObjRef {
	var out []ObjRef
	for _, o := range r.chosen {
		if r.Game.Object(o) != nil {
			out = append(out, o)
		}
	}
	return out
}

func (ChosenCards) String() string { return "the chosen cards" }

// orderIntoLibrary orders requests that put cards on the top (or bottom)
// of a library at the same time: the owner of two or more of them
// arranges them in any order (401.4). The options are listed as the
// cards would end up, the topmost first, so that an unanswered decision
// keeps the requests' order; the first chosen ends nearest the top.
func (r *Resolution) orderIntoLibrary(reqs []MoveRequest, bottom bool) ([]MoveRequest, error) {
	g := r.Game
	byOwner := map[PlayerID][]int{}
	var owners []PlayerID
	for i, q := range reqs {
		c := g.Card(q.Obj.Card)
		if c == nil || g.Object(q.Obj) == nil {
			continue
		}
		if _, ok := byOwner[c.Owner]; !ok {
			owners = append(owners, c.Owner)
		}
		byOwner[c.Owner] = append(byOwner[c.Owner], i)
	}
	out := append([]MoveRequest(nil), reqs...)
	for _, p := range owners {
		is := byOwner[p]
		if len(is) < 2 || !g.validPlayer(p) {
			continue
		}
		// top first: a later request ends above an earlier one on top,
		// below it on the bottom.
		listed := append([]int(nil), is...)
		if !bottom {
			for a, b := 0, len(listed)-1; a < b; a, b = a+1, b-1 {
				listed[a], listed[b] = listed[b], listed[a]
			}
		}
		d := &Decision{Kind: ChooseOrder, Player: p, Min: len(listed), Max: len(listed),
			Prompt: "put the cards into your library in any order (401.4; the first chosen nearest the top)"}
		for _, i := range listed {
			d.Options = append(d.Options, Option{Label: g.Describe(reqs[i].Obj), Target: Target{Obj: reqs[i].Obj, Player: NoPlayer}})
		}
		idx, err := g.decide(d)
		if err != nil {
			return nil, err
		}
		if len(idx) != len(listed) {
			continue
		}
		order := make([]int, len(idx)) // top first
		for k, j := range idx {
			order[k] = listed[j]
		}
		if !bottom {
			for a, b := 0, len(order)-1; a < b; a, b = a+1, b-1 {
				order[a], order[b] = order[b], order[a]
			}
		}
		// The owner's requests take their places in the new order.
		for k, i := range is {
			out[i] = reqs[order[k]]
		}
	}
	return out, nil
}

// objList names objects for the log, or "none".
func objList(g *Game, os []ObjRef) string {
	if len(os) == 0 {
		return "none"
	}
	s := ""
	for i, o := range os {
		if i > 0 {
			s += ", "
		}
		s += g.Describe(o)
	}
	return s
}
