package runtime

import "slices"

// keptStamp says when a finding the game keeps past its version was made
// — the mana sources of a player (mana_sources.go), legal targets
// (targets_cache.go), the permanents with activated abilities
// (activators.go) — and whether it may outlive that version.
//
// A finding is current at the version it was made at (version.go). It
// stays current at later versions while charsVersion and fieldVersion
// hold — no effect, counter, control change or loss since, no card
// entering or leaving the battlefield and no damage marked — if making
// it read nothing of the turn's state (turnFree: the characteristics it
// read count their own reads in turnReads, and each finding notes what
// else of the turn it read). Which permanents are on the battlefield, and
// in what order, holds with fieldVersion: a card enters or leaves it only
// through place and unplace, which note it (zoneChanged). A finding that
// also read which permanents are tapped, which is the turn's state, stays
// current only while tapVersion holds too. A finding about the
// permanents one player controls alone (their mana sources, activators,
// creatures) is kept while that player's part of fieldVersion holds
// (Player.fieldVer, ownStamp): another player's land played, creature
// entering or dying leaves it current.
type keptStamp struct {
	set      bool
	ver      uint64
	charsVer uint64
	fieldVer uint64 // fieldVersion, or its owner's part (own)
	tapVer   uint64
	own      int // for ownStamp, its player + 1; 0 otherwise
	turnFree bool
}

// stamp returns the stamp of a finding made now; turnFree says that
// making it read nothing of the turn's state but which permanents are
// tapped.
func (g *Game) stamp(turnFree bool) keptStamp {
	return keptStamp{set: true, ver: g.version, charsVer: g.charsVersion, fieldVer: g.fieldVersion, tapVer: g.tapVersion, turnFree: turnFree}
}

// ownStamp is stamp for a finding about the permanents p controls alone.
func (g *Game) ownStamp(p PlayerID, turnFree bool) keptStamp {
	s := g.stamp(turnFree)
	s.fieldVer, s.own = g.Players[p].fieldVer, int(p)+1
	return s
}

// fieldCurrent reports whether the battlefield s read is as it was.
func (s *keptStamp) fieldCurrent(g *Game) bool {
	if s.own > 0 {
		return s.fieldVer == g.Players[s.own-1].fieldVer
	}
	return s.fieldVer == g.fieldVersion
}

// current reports whether a finding stamped s is current (keptStamp);
// readsTaps says that it read which permanents are tapped. If it is
// current, it is noted current at this version.
func (s *keptStamp) current(g *Game, readsTaps bool) bool {
	return s.currentFor(g, true, readsTaps)
}

// currentFor is current for a finding that read which permanents there
// are only if readsField says so (else it read only characteristics,
// which charsVersion follows, and the state of objects its owner checks
// itself).
func (s *keptStamp) currentFor(g *Game, readsField, readsTaps bool) bool {
	switch {
	case !s.set:
		return false
	case s.ver == g.version:
		return true
	case !s.turnFree || s.charsVer != g.charsVersion || readsField && !s.fieldCurrent(g) || readsTaps && s.tapVer != g.tapVersion:
		return false
	}
	s.ver = g.version
	return true
}

// playerKept is a finding kept for one player past its version, as
// keptStamp says: the permanents with activated abilities (activators.go),
// the creatures (creatures.go), the zones cast permissions allow
// (castPermitZones). Each is made from characteristics alone, which
// count their own reads of the turn (turnReads).
type playerKept[T any] struct {
	keptStamp
	v    T
	mark logMark // for keptFinding.update
}

// carryNarrow notes k, current at charsVersion cur and read nothing of
// the turn, current after the narrow change about to move charsVersion
// by one, if held says the change leaves what k read as it was
// (activatorsNarrow, keptNarrow).
func (k *keptStamp) carryNarrow(cur uint64, held bool) {
	if held && k.set && k.turnFree && k.charsVer == cur {
		k.charsVer++
	}
}

// logMark is where a kept list of permanents stands in the field log, for
// bringing it up to date (bringUpToDate): the game's fieldVersion and
// prunes when the list was made, brought up to date or last found
// current. A current list holds only objects on the battlefield now,
// whatever changed or was pruned since, so an update may start there.
type logMark struct{ field, prunes uint64 }

// markLog returns the game's place in the field log now.
func (g *Game) markLog() logMark { return logMark{g.fieldVersion, g.prunes} }

// updatable reports whether a finding stamped s and marked m may be
// brought up to date from the field log: it is stale at most because
// permanents entered or left the battlefield, or damage was marked, since
// m — what it read of the characteristics and the turn is as it was — and
// no pruning ran since, so that its objects are still the ones it listed.
func (m logMark) updatable(g *Game, s *keptStamp) bool {
	return s.set && s.turnFree && s.charsVer == g.charsVersion && m.prunes == g.prunes
}

// keptFinding is one kind of finding kept for each player: how to find
// it (into room, the storage of the last one, or nothing), whether two
// agree, how VerifyCaches names and shows one, and what storage of one a
// reset game keeps.
type keptFinding[T any] struct {
	what string // "creatures of", followed by the player's name
	own  bool   // it reads the permanents the player controls alone (ownStamp)
	find func(g *Game, p PlayerID, room T) T
	same func(a, b T) bool
	text func(T) string
	room func(T) T // emptied for the next game (Reset)
	// update, when set, brings v, a finding made when fieldVersion was
	// since and stale only because permanents entered or left the
	// battlefield since (logMark.updatable), up to date from the field
	// log rather than finding it again, reporting whether it could.
	update func(g *Game, p PlayerID, v T, since uint64) (T, bool)
}

// keptFor returns f's finding for player p from kept (one entry for each
// player), found again unless the kept one is current. Under VerifyCaches
// a current one is found afresh and a difference reported. Callers read
// the answer and don't keep it past their next call for p.
func keptFor[T any](g *Game, kept *[]playerKept[T], p PlayerID, f *keptFinding[T]) T {
	var none T
	if g.fresh > 0 || !g.validPlayer(p) {
		return f.find(g, p, none)
	}
	if n := len(g.Players); len(*kept) < n {
		*kept = append(*kept, make([]playerKept[T], n-len(*kept))...)
	}
	k := &(*kept)[p]
	if k.current(g, false) {
		if !k.turnFree {
			g.turnReads++ // whoever reads the finding reads what it read
		}
		k.mark = g.markLog()
		if g.verifyCaches != nil {
			f.verify(g, p, k.v, "")
		}
		return k.v
	}
	if f.update != nil && k.mark.updatable(g, &k.keptStamp) {
		if v, ok := f.update(g, p, k.v, k.mark.field); ok {
			// Set field by field: the entry is not built whole and copied.
			k.keptStamp, k.v, k.mark = f.stamp(g, p, true), v, g.markLog()
			if g.verifyCaches != nil {
				f.verify(g, p, v, ", brought up to date")
			}
			return v
		}
	}
	reads := g.turnReads
	v := f.find(g, p, k.v)
	k.keptStamp, k.v, k.mark = f.stamp(g, p, g.turnReads == reads), v, g.markLog()
	return v
}

// stamp returns the stamp of f's finding for p made now (ownStamp for a
// finding about p's permanents alone).
func (f *keptFinding[T]) stamp(g *Game, p PlayerID, turnFree bool) keptStamp {
	if f.own {
		return g.ownStamp(p, turnFree)
	}
	return g.stamp(turnFree)
}

// verify finds f's finding for p afresh and reports under VerifyCaches a
// difference from v, the one kept (how says how it was kept).
func (f *keptFinding[T]) verify(g *Game, p PlayerID, v T, how string) {
	var none T
	if fresh := f.find(g, p, none); !f.same(fresh, v) {
		g.verifyCaches(f.what+" "+g.PlayerName(p)+how, f.text(v), f.text(fresh))
	}
}

// resetKept empties kept for a new game, keeping each entry's storage.
func resetKept[T any](kept []playerKept[T], f *keptFinding[T]) []playerKept[T] {
	for i := range kept {
		kept[i] = playerKept[T]{v: f.room(kept[i].v)}
	}
	return kept
}

// objsFinding is a kept finding that is a list of the player's
// permanents, in the battlefield's order: those that admit says belong
// in it, reading their characteristics alone; what names it for
// VerifyCaches. A list stale only because permanents entered or left is
// brought up to date from the field log (updateObjs).
func objsFinding(what string, admit func(g *Game, p PlayerID, o *Object) bool) keptFinding[[]*Object] {
	return keptFinding[[]*Object]{
		what: what,
		own:  true,
		find: func(g *Game, p PlayerID, room []*Object) []*Object {
			out := room[:0]
			for _, c := range g.battlefieldCards() {
				if admit(g, p, c.Obj) {
					out = append(out, c.Obj)
				}
			}
			return out
		},
		same: slices.Equal[[]*Object],
		text: objsText,
		room: func(objs []*Object) []*Object {
			clear(objs) // the next game's room holds no object of the last
			return objs[:0]
		},
		update: func(g *Game, p PlayerID, objs []*Object, since uint64) ([]*Object, bool) {
			return updateObjs(g, p, objs, since, admit)
		},
	}
}

// updateObjs brings objs, the permanents admit took when fieldVersion was
// since, up to date (bringUpToDate). It reports false if admit read the
// turn's state (the list would be kept for its version alone).
func updateObjs(g *Game, p PlayerID, objs []*Object, since uint64, admit func(g *Game, p PlayerID, o *Object) bool) ([]*Object, bool) {
	return bringUpToDate(g, objs, since, indexOfObject, func(objs []*Object, o *Object) ([]*Object, bool) {
		if o.Controller != p {
			return objs, true // another's permanent, as ownStamp takes it (permanentChanged)
		}
		reads := g.turnReads
		if admit(g, p, o) {
			objs = append(objs, o)
		}
		return objs, g.turnReads == reads
	})
}

// bringUpToDate brings list, the entries of some permanents made when
// fieldVersion was since, up to date with the changes the field log
// holds since: the entry of an object that left (index finds it) is
// dropped, and an object that entered and is still on the battlefield
// is given to add, which appends its entry if it has one. The
// battlefield keeps its cards in the order they entered (place appends,
// unplace keeps the others' order), so the list is in the battlefield's
// order, as one made anew.
// It reports false, the list to be made again, if the log no longer
// holds every change or add says so. The listed objects must still be
// the ones they were listed as: no pruning ran since (logMark.updatable).
func bringUpToDate[E any](g *Game, list []E, since uint64, index func([]E, ObjRef) int, add func([]E, *Object) ([]E, bool)) ([]E, bool) {
	if !g.fieldLog.holds(since, g.fieldVersion) {
		return list, false
	}
	for m := g.fieldLog.namedSince(since, g.fieldVersion); m != 0; m &= m - 1 {
		r, o := g.fieldChange(since, m)
		if i := index(list, r); i >= 0 {
			list = slices.Delete(list, i, i+1) // it left
			continue
		}
		if o == nil {
			continue // it left again, or it is what left
		}
		var ok bool
		if list, ok = add(list, o); !ok {
			return list, false
		}
	}
	return list, true
}

// indexOfObject returns the index in objs of the object r names, or -1.
func indexOfObject(objs []*Object, r ObjRef) int {
	for i, o := range objs {
		if o.Ref == r {
			return i
		}
	}
	return -1
}

// unusualNow counts the rare states in which a listing keeps nothing or
// is checked (LegalPlaysView) and a pass is not made in line (Pass): the
// caches verified, characteristics computed anew (fresh), an ability
// with {T} in its cost being activated (tapCost), resolutions in
// progress, a target frame set, a listing's probe, Decider calls in
// progress (deciding), a player's loss recorded (losses) and the game
// over. Game.unusual holds this count, kept by each writer of those
// fields, so that a listing and a pass test one word for all of them.
func (g *Game) unusualNow() int {
	n := g.fresh + g.resolving + g.deciding
	if g.verifyCaches != nil {
		n++
	}
	if g.over {
		n++
	}
	if len(g.losses) > 0 {
		n++
	}
	if g.tapCost != nil {
		n++
	}
	if g.targetFrame != nil {
		n++
	}
	if g.legalProbe {
		n++
	}
	return n
}

// setTapCost sets tapCost, keeping unusual.
func (g *Game) setTapCost(o *Object) {
	g.recountUnusual(g.tapCost != nil, o != nil)
	g.tapCost = o
}

// setTargetFrame sets targetFrame, keeping unusual.
func (g *Game) setTargetFrame(r *Resolution) {
	g.recountUnusual(g.targetFrame != nil, r != nil)
	g.targetFrame = r
}

// setLegalProbe sets legalProbe, keeping unusual.
func (g *Game) setLegalProbe(on bool) {
	g.recountUnusual(g.legalProbe, on)
	g.legalProbe = on
}

// recountUnusual keeps unusual as a rare state that was set (was) is
// set or not (now).
func (g *Game) recountUnusual(was, now bool) {
	if was {
		g.unusual--
	}
	if now {
		g.unusual++
	}
}

// ownKind names a kept list of a player's permanents that updateOwnObjs
// brings up to date.
type ownKind uint8

const (
	ownCreatures  ownKind = iota // the creatures p controls (isCreatureOf)
	ownActivators                // p's permanents with an activated ability (activates)
)

// keptOwnUsual makes the usual cases of keptFor for p's list of kind in
// cache without its generic calls: the kept list current (p's
// permanents as they were), or stale only because permanents entered or
// left (updateOwnObjs). It reports false for anything else, and for
// every case under VerifyCaches: keptFor's.
func (g *Game) keptOwnUsual(cache []playerKept[[]*Object], p PlayerID, kind ownKind) ([]*Object, bool) {
	if g.fresh != 0 || g.verifyCaches != nil || !g.validPlayer(p) || int(p) >= len(cache) {
		return nil, false
	}
	k := &cache[p]
	if k.turnFree && k.current(g, false) { // one that read the turn counts its reads: keptFor's
		k.mark = g.markLog()
		return k.v, true
	}
	if k.mark.updatable(g, &k.keptStamp) {
		if v, ok := g.updateOwnObjs(p, k.v, k.mark.field, kind); ok {
			k.keptStamp, k.v, k.mark = g.ownStamp(p, true), v, g.markLog()
			return v, true
		}
		// An update given up may have moved the list's entries in place:
		// it is found again, into its storage.
		k.set = false
	}
	return nil, false
}

// updateOwnObjs is updateObjs for a list of kind of p's permanents, made
// in one walk of the field log with no function called for each change:
// as bringUpToDate does, a listed object that changed (it left) is
// dropped, and one that entered and is still on the battlefield is
// listed if it is p's and of kind (another player's permanent is not, as
// updateObjs takes it). It reports false if the log no longer holds
// every change since, or a characteristic read the turn's state.
func (g *Game) updateOwnObjs(p PlayerID, objs []*Object, since uint64, kind ownKind) ([]*Object, bool) {
	if !g.fieldLog.holds(since, g.fieldVersion) {
		return objs, false
	}
	for m := g.fieldLog.namedSince(since, g.fieldVersion); m != 0; m &= m - 1 {
		r, o := g.fieldChange(since, m)
		if i := indexOfObject(objs, r); i >= 0 {
			objs = slices.Delete(objs, i, i+1) // it left
			continue
		}
		if o == nil || o.Controller != p {
			continue // it left again, or it is what left; or another's
		}
		reads := g.turnReads
		if kind == ownCreatures && g.isCreatureOf(p, o) || kind == ownActivators && g.activates(p, o) {
			objs = append(objs, o)
		}
		if g.turnReads != reads {
			return objs, false
		}
	}
	return objs, true
}
