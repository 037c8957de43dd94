package runtime

import (
	"fmt"
	"math/bits"
	"slices"
)

// targetsCache remembers the legal targets of a few target specs, each for
// one controller and source (legalTargetsIn): every listing of legal
// actions asks them again for each spell in hand, and the spell cast for
// real right after asks once more. A list made without reading its source
// — the spec is not "another" and its filter not "other", and no
// candidate had protection (srcReads) — is remembered for every source
// (src zero): the spells in a hand with the same spec share it. A list
// made without reading who targets — the spec may be kept past its
// version, asks for no opponent nor for a controller or owner relative
// to its controller (sharesTargets), and no candidate had hexproof
// (youReads) — is remembered for every player (you NoPlayer): both
// players' copies of a spell share it.
//
// A list is kept past its version as keptStamp says, if making it read
// nothing of the turn's state: the spec's filter reads none (readsTurn),
// the characteristics read read none (turnReads), and the spec can't
// target abilities on the stack (which come and go with the turn's state)
// nor needs the ability's frame (ControlledBy) or a chosen name.
type targetsCache struct {
	// lists are the lists kept, made as the first is kept, so that a
	// game copied (Clone) neither copies nor allocates them.
	lists *targetLists
	// srcReads counts the times a target's legality read its source's
	// characteristics (protects).
	srcReads uint64
	// youReads counts the times a target's legality read who targets it
	// (hexproof).
	youReads uint64
	// keepsSpec is the spec keepsTargets last answered for, and keeps its
	// answer: a spell cast again and again asks for the same spec, whose
	// filter never changes.
	keepsSpec *TargetSpec
	keeps     bool
	shares    bool // sharesTargets of keepsSpec
}

// targetLists are the lists targetsCache keeps.
type targetLists struct {
	entries [targetsKept]targetsEntry
	next    int // the entry the next list takes
}

// targetsKept is how many lists targetsCache keeps.
const targetsKept = 8

// targetsEntry is one remembered list and what it was made for.
type targetsEntry struct {
	keptStamp
	spec *TargetSpec
	you  PlayerID // NoPlayer: for every player
	src  ObjRef   // zero: for every source
	list []Target
	// needs are the type bits spec's filter asks for (filterTypeNeeds),
	// made once for the entry when first wanted (needsMade).
	needs     typeNeeds
	needsMade bool
}

// readsSource reports whether the legality of spec's targets reads what
// their source is, whatever the candidates: "another" and "other" read
// which object it is, "enchanted player controls" what it enchants.
func readsSource(spec *TargetSpec) bool {
	if spec.Another {
		return true
	}
	for f := &spec.Filter; f != nil; f = f.Except {
		if f.Other || f.SourceCompare != nil || f.ChosenName || f.ControllerEnchanted {
			return true
		}
	}
	return false
}

// keepsTargets reports whether spec's legal targets may be remembered
// across versions of the game at all (targetsCache).
func keepsTargets(spec *TargetSpec) bool {
	if spec.ControlledBy != nil || spec.ActivatedAbilities || spec.TriggeredAbilities || spec.Filter.readsTurn() {
		return false
	}
	for f := &spec.Filter; f != nil; f = f.Except {
		if f.ChosenName || f.mayMatchOffField() {
			return false // a name chosen; a spell or card a move off the battlefield may bring or take (version.go)
		}
	}
	return true
}

// sharesTargets reports whether the legality of spec's targets reads who
// targets only through a candidate's hexproof: the spec asks for no
// opponent, and its filters for no controller or owner relative to the
// ability's controller. It is asked of specs kept past their version
// (keepsTargets), whose filters read nothing else of the player (no
// history, no frame, no abilities on the stack).
func sharesTargets(spec *TargetSpec) bool {
	if spec.Opponent {
		return false
	}
	for f := &spec.Filter; f != nil; f = f.Except {
		if f.Controller != RelAny || f.Owner != RelAny {
			return false
		}
	}
	return true
}

// keepsTargetsOf is keepsTargets, the answer for the spec asked last
// kept (targetsCache) with sharesTargets' (shares). Under VerifyCaches
// both are found again and compared.
func (g *Game) keepsTargetsOf(spec *TargetSpec) bool {
	tc := &g.space.targets
	if tc.keepsSpec != spec {
		tc.keepsSpec, tc.keeps, tc.shares = spec, keepsTargets(spec), sharesTargets(spec)
	} else if g.verifyCaches != nil {
		if fresh, sh := keepsTargets(spec), sharesTargets(spec); fresh != tc.keeps || sh != tc.shares {
			g.verifyCaches("whether the legal targets for "+spec.Text+" are kept and shared", fmt.Sprint(tc.keeps, tc.shares), fmt.Sprint(fresh, sh))
		}
	}
	return tc.keeps
}

// mayMatchOffField reports whether f may match an object anywhere but
// the battlefield — a spell, a card in a graveyard, a hand, a library,
// exile: a change there moves the version, not charsVersion
// (version.go).
func (f *Filter) mayMatchOffField() bool {
	for i := range f.Alts {
		if m := &f.Alts[i]; m.Spell || m.Zone != ZoneNone && m.Zone != Battlefield {
			return true
		}
	}
	return false
}

// rememberedTargets returns the legal targets for spec, you and src
// remembered for them, for every player or (unless bySrc: the spec reads
// its source) for every source, copied to st (nil: the heap) if they are
// current, else nil and false. Any list remembered for them that is
// current, or brought up to date, is the list: each is exact.
func (g *Game) rememberedTargets(st *probeStore, spec *TargetSpec, you PlayerID, src ObjRef, bySrc bool) ([]Target, bool) {
	if g.fresh > 0 {
		return nil, false
	}
	tc := g.space.targets.lists
	if tc == nil {
		return nil, false
	}
	for i := range tc.entries {
		e := &tc.entries[i]
		if !e.set || e.spec != spec || e.you != you && e.you != NoPlayer || e.src != src && (bySrc || !e.src.IsZero()) {
			continue
		}
		if !e.current(g, false) && !g.targetsStillHold(e, you, src) {
			continue
		}
		if !e.turnFree {
			g.probeReads++ // a list that read the turn (probe_kept.go)
		}
		ts := append(st.targetList(len(e.list)), e.list...)
		if g.verifyCaches != nil {
			reads := g.turnReads
			g.freshBegin() // computed anew, remembering nothing
			fresh := g.legalTargetsIn(nil, spec, you, src)
			g.freshEnd()
			g.turnReads = reads
			if !slices.Equal(fresh, ts) {
				g.verifyCaches("legal targets for "+spec.Text, fmt.Sprint(ts), fmt.Sprint(fresh))
			}
		}
		return ts, true
	}
	return nil, false
}

// targetsStillHold reports whether e's list, made for a source src and
// stale only because permanents entered or left the battlefield since
// (fieldVersion), is brought up to date: each listed one that left is
// dropped, and each that entered and is a legal target is added after
// the others, in the order they entered — the battlefield's order, in
// which a permanent entering comes last and one leaving leaves the
// others as they were (place, unplace), and the list's after its
// players, whom such a change leaves as they were. Its legality is all a
// kept list reads of any candidate (keepsTargets): which other
// permanents there are changes another's characteristics only with
// charsVersion. A check that reads the turn, or the source for a list
// kept for every source, finds the list stale. The changes since must
// all be in the field log. For a list kept for every player (you
// NoPlayer) the check is made for you, and one that reads who targets
// finds it stale too. If the list holds, it is noted current.
func (g *Game) targetsStillHold(e *targetsEntry, you PlayerID, src ObjRef) bool {
	if !e.set || !e.turnFree || e.charsVer != g.charsVersion {
		return false
	}
	since := e.fieldVer
	if !g.fieldLog.holds(since, g.fieldVersion) {
		return false
	}
	var left uint16 // the changes (bits of m) whose object is a listed one that left
	n := len(e.list)
	// The changes that name an object entering or leaving, in order
	// (eachFieldChange, without the closure).
changes:
	for m := g.fieldLog.namedSince(since, g.fieldVersion); m != 0; m &= m - 1 {
		// fieldChange, written out: the object named, nil if it is not
		// on the battlefield now.
		r := g.fieldLog.objs[(since+1+uint64(bits.TrailingZeros16(m)))%fieldLogLen]
		o := g.Object(r)
		if o != nil && o.Zone != Battlefield {
			o = nil
		}
		if o != nil {
			if !e.needsMade {
				e.needs, e.needsMade = filterTypeNeeds(&e.spec.Filter), true
			} else if g.verifyCaches != nil {
				if fresh := filterTypeNeeds(&e.spec.Filter); fresh != e.needs {
					g.verifyCaches("the type bits a kept target list's filter asks for", fmt.Sprint(e.needs), fmt.Sprint(fresh))
				}
			}
			// rulesOutStamped, written out: most permanents entering are
			// lands, which "any target" and "target creature" turn down.
			// One its types turn down now is not listed either: its
			// characteristics are as they were when the list was made
			// (charsVersion), so they turned it down then.
			if cc := o.chars; e.needs.n > 0 && cc != nil && cc.of == o && cc.freeVer == g.stampVer() {
				if cc.card {
					cc = o.Card.base
				}
				if e.needs.rulesOutBits(cc.typeBits()) {
					continue // not a legal target by its types
				}
			}
		}
		for _, t := range e.list[:n] {
			if t.Obj == r {
				left |= m & -m // it left
				continue changes
			}
		}
		if o == nil {
			continue // it left again, or it is what left
		}
		tc := &g.space.targets
		reads, srcReads, youReads := g.turnReads, tc.srcReads, tc.youReads
		t := Target{Obj: r, Player: NoPlayer}
		legal := g.legalTargetNeeds(e.spec, t, you, you, src, &e.needs)
		if g.turnReads != reads || e.src.IsZero() && tc.srcReads != srcReads || e.you == NoPlayer && tc.youReads != youReads {
			e.list = e.list[:n]
			return false
		}
		if legal {
			e.list = append(e.list, t) // it entered
		}
	}
	if left != 0 {
		e.list = slices.DeleteFunc(e.list, func(t Target) bool {
			for m := left; m != 0; m &= m - 1 {
				if t.Obj == g.fieldLog.objs[(since+1+uint64(bits.TrailingZeros16(m)))%fieldLogLen] {
					return true
				}
			}
			return false
		})
	}
	e.fieldVer, e.ver = g.fieldVersion, g.version
	return true
}

// rememberTargets keeps a copy of ts, the legal targets for spec and you
// just made, under src (zero: for every source), in place of the oldest list kept for another spec (or
// the one kept for this one). turnFree says that making them read
// nothing of the turn's state and that the spec lets them be kept past
// their version (keepsTargets). tn are the type bits spec's filter asks
// for, if making the list made them (tnMade), kept with it for
// targetsStillHold.
func (g *Game) rememberTargets(spec *TargetSpec, you PlayerID, src ObjRef, ts []Target, turnFree bool, tn typeNeeds, tnMade bool) {
	if g.fresh > 0 {
		return
	}
	tc := g.space.targets.lists
	if tc == nil {
		tc = new(targetLists)
		g.space.targets.lists = tc
	}
	e := &tc.entries[tc.next]
	for i := range tc.entries {
		if o := &tc.entries[i]; o.set && o.spec == spec && o.you == you && o.src == src {
			e = o
			break
		}
	}
	if e == &tc.entries[tc.next] {
		tc.next = (tc.next + 1) % targetsKept
	}
	*e = targetsEntry{keptStamp: g.stamp(turnFree), spec: spec, you: you, src: src, list: append(e.list[:0], ts...), needs: tn, needsMade: tnMade}
}
