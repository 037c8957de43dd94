package runtime

import "slices"

// ShuffleInto shuffles objects into their owners' libraries: each is put
// into its owner's library (400.3), and then each of those libraries is
// shuffled. An object that is gone by then is not moved, and nothing is
// shuffled for it.
type ShuffleInto struct{ What ObjExpr }

// Apply implements Effect.
func (e ShuffleInto) Apply(r *Resolution) error {
	g := r.Game
	var reqs []MoveRequest
	for _, o := range e.What.Objects(r) {
		reqs = append(reqs, MoveRequest{Obj: o, To: Library, Source: r.Source})
	}
	var owners []PlayerID
	for _, m := range r.move(reqs) {
		if m.OK() && m.To == Library {
			if c := g.Card(m.New.Card); c != nil && !slices.Contains(owners, c.Owner) {
				owners = append(owners, c.Owner)
			}
		}
	}
	for _, p := range owners {
		g.Shuffle(p, g.Rand)
		g.Logf("%s shuffles their library", g.PlayerName(p))
	}
	return nil
}

func (e ShuffleInto) String() string {
	return "shuffle " + objText(e.What) + " into its owner's library"
}
