package runtime

import "slices"

// ShuffleInto shuffles objects into their owners' libraries: each is put
// into its owner's library (400.3), and then each of those libraries is
// shuffled. An object that is gone by then is not moved, and nothing is
// shuffled for it (701.20d). An object already in its owner's library
// (a card revealed from it) stays there and is shuffled with it.
//
// Who, when set, is the player who shuffles a set of objects into their
// library ("shuffles all other cards revealed this way into their
// library"): that library is shuffled even if the set is empty (701.20c).
type ShuffleInto struct {
	What ObjExpr
	Who  PlayerExpr
}

// Apply implements Effect.
func (e ShuffleInto) Apply(r *Resolution) error {
	g := r.Game
	var reqs []MoveRequest
	var owners []PlayerID
	if e.Who != nil {
		for _, p := range e.Who.Players(r) {
			if g.validPlayer(p) && !slices.Contains(owners, p) {
				owners = append(owners, p)
			}
		}
	}
	if e.Who != nil {
		r.counts = map[PlayerID]int{} // "that many" (each_player.go)
	}
	for _, o := range e.What.Objects(r) {
		obj, c := g.Object(o), g.Card(o.Card)
		if e.Who != nil && obj != nil && c != nil {
			r.counts[c.Owner]++
		}
		if obj != nil && c != nil && obj.Zone == Library {
			if k := (zkey(Library, c.Owner)); slices.ContainsFunc(g.zones.get(k), func(x *Card) bool { return x.Obj == obj }) {
				if !slices.Contains(owners, c.Owner) {
					owners = append(owners, c.Owner)
				}
				continue // already in its owner's library
			}
		}
		reqs = append(reqs, MoveRequest{Obj: o, To: Library, Source: r.Source})
	}
	for _, m := range r.move(reqs) {
		if m.OK() && m.To == Library {
			if c := g.Card(m.New.Card); c != nil && !slices.Contains(owners, c.Owner) {
				owners = append(owners, c.Owner)
			}
		}
	}
	for _, p := range owners {
		g.Shuffle(p, g.Rand)
		if g.logging() {
			g.emit(EvShuffle, "%s shuffles their library", g.evPlayer(rolePlayer, p))
		}
	}
	return nil
}

func (e ShuffleInto) String() string {
	if e.Who != nil {
		return playerText(e.Who) + " shuffles " + objText(e.What) + " into their library (each into its owner's, 400.3; the library is shuffled even if there are none, 701.20c)"
	}
	return "shuffle " + objText(e.What) + " into its owner's library"
}
