package runtime

import "fmt"

// A snapshot of last known information holds the object that left its
// zone, not a copy (game.go): that is right only because nothing changes
// an object once it has left. While VerifyCaches is on, the game checks
// it: each snapshot is written down as it is kept, and compared with
// what it says now each time a player is about to receive priority.

// keptLKI is a snapshot and what it said when it was kept.
type keptLKI struct {
	s   *Snapshot
	was string
}

// lkiText writes down everything a snapshot answers: the object's state,
// its characteristics as it left, and how it left.
func lkiText(s *Snapshot) string {
	o := s.Object
	var acts any
	if o.activations != nil {
		acts = *o.activations
	}
	return fmt.Sprintf("%s zone %v activations %v chars %+v became %s cause %v batch %d",
		dumpObject(o), o.Zone, acts, s.Chars(), s.Became, s.Cause, s.Batch)
}

// keepLKI writes down snapshot s as it is kept, while VerifyCaches is on.
func (g *Game) keepLKI(s *Snapshot) {
	if g.verifyCaches != nil {
		g.lkiKept = append(g.lkiKept, keptLKI{s, lkiText(s)})
		g.beforeRare = true
	}
}

// verifyLKI reports, through VerifyCaches, each snapshot that says other
// than it did when it was kept, and forgets those the game has pruned.
func (g *Game) verifyLKI() {
	if g.verifyCaches == nil {
		g.lkiKept = nil
		return
	}
	keep := g.lkiKept[:0]
	for _, k := range g.lkiKept {
		if k.s.Object == nil || g.knownSnapshot(k.s.Object.Ref) != k.s {
			continue // pruned (and wiped, slab.go)
		}
		if now := lkiText(k.s); now != k.was {
			g.verifyCaches("last known information of "+k.s.Object.Ref.String(), k.was, now)
		}
		keep = append(keep, k)
	}
	clear(g.lkiKept[len(keep):])
	g.lkiKept = keep
}
