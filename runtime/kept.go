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
// the turn it read). Which permanents are on the battlefield, and in what
// order, holds with charsVersion: a card enters or leaves it only through
// place and unplace, which note it (zoneChanged). A finding that also
// read which permanents are tapped, which is the turn's state, stays
// current only while tapVersion holds too.
type keptStamp struct {
	set      bool
	ver      uint64
	charsVer uint64
	tapVer   uint64
	turnFree bool
}

// stamp returns the stamp of a finding made now; turnFree says that
// making it read nothing of the turn's state but which permanents are
// tapped.
func (g *Game) stamp(turnFree bool) keptStamp {
	return keptStamp{set: true, ver: g.version, charsVer: g.charsVersion, tapVer: g.tapVersion, turnFree: turnFree}
}

// current reports whether a finding stamped s is current (keptStamp);
// readsTaps says that it read which permanents are tapped. If it is
// current, it is noted current at this version.
func (s *keptStamp) current(g *Game, readsTaps bool) bool {
	switch {
	case !s.set:
		return false
	case s.ver == g.version:
		return true
	case !s.turnFree || s.charsVer != g.charsVersion || readsTaps && s.tapVer != g.tapVersion:
		return false
	}
	s.ver = g.version
	return true
}
