package runtime

// keptStamp says when a finding the game keeps past its version was made
// — the mana sources of a player (mana_sources.go), legal targets
// (targets_cache.go), the permanents with activated abilities
// (activators.go) — and whether it may outlive that version.
//
// A finding is current at the version it was made at (version.go). It
// stays current at later versions while charsVersion holds — no zone
// change, effect, counter, control change or loss since — if making it
// read nothing of the turn's state (turnFree: the characteristics it read
// count their own reads in turnReads, and each finding notes what else of
// the turn it read), and while whatever else it read is as it was (the
// battlefield, for those that walk it: fieldAsWas).
type keptStamp struct {
	set      bool
	ver      uint64
	charsVer uint64
	turnFree bool
}

// stamp returns the stamp of a finding made now; turnFree says that
// making it read nothing of the turn's state.
func (g *Game) stamp(turnFree bool) keptStamp {
	return keptStamp{set: true, ver: g.version, charsVer: g.charsVersion, turnFree: turnFree}
}

// current reports whether a finding stamped s is current (keptStamp),
// same reporting whether what else it read is as it was (nil: nothing
// else), and if it is, notes it current at this version.
func (s *keptStamp) current(g *Game, same func() bool) bool {
	switch {
	case !s.set:
		return false
	case s.ver == g.version:
		return true
	case !s.turnFree || s.charsVer != g.charsVersion || same != nil && !same():
		return false
	}
	s.ver = g.version
	return true
}

// fieldTap is a permanent of the battlefield and whether it was tapped.
type fieldTap struct {
	obj    *Object
	tapped bool
}

// appendField appends the battlefield as it is to out.
func (g *Game) appendField(out []fieldTap) []fieldTap {
	for _, c := range g.battlefieldCards() {
		out = append(out, fieldTap{c.Obj, c.Obj.Tapped})
	}
	return out
}

// fieldAsWas reports whether the battlefield holds the objects of field,
// in its order, each tapped or untapped as it was if tapped is true.
func (g *Game) fieldAsWas(field []fieldTap, tapped bool) bool {
	cards := g.battlefieldCards()
	if len(cards) != len(field) {
		return false
	}
	for i, c := range cards {
		if f := field[i]; f.obj != c.Obj || tapped && f.tapped != c.Obj.Tapped {
			return false
		}
	}
	return true
}
