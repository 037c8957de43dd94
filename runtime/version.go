package runtime

import (
	"math/bits"
	"reflect"
	"slices"
)

// The game's version counts the changes of its state that may change some
// object's characteristics (613): zone moves, continuous effects and
// replacements begun or ended, counters, stickers, attachments, tapping,
// damage, control, timestamps, the turn, step and active player, life
// totals, mana pools, lands played, the stack, combat, chosen values and
// copies. Characteristic-defining abilities and "as long as" conditions
// may read nearly any of these, so nearly every change counts.
//
// Each object remembers its characteristics as computed at one version
// (chars_cache.go); any change makes them stale. A change bumps the
// version after the state has changed: computing characteristics between
// a change and its bump remembers them at the old version, which the bump
// then invalidates, so no stale value can survive a bump.

//
// Most changes of a game are of the turn's state: the turn, step and
// active player, lands played, which permanents are tapped, damage, mana
// pools, life totals, combat and the spells and abilities on the stack (a
// spell's object moves like any other). Characteristics read that state only through a few
// doors — an "as long as" condition, a filter asking whether a permanent
// is tapped, attacking or blocking or what was done this turn, a
// characteristic-defining count, a "for each" — and the layer system
// counts each pass through one of them (turnReads). Such changes are
// noted with turnChanged, which bumps the version but not charsVersion:
// characteristics computed without passing through those doors, and
// without reading other characteristics that did, stay current until
// charsVersion moves (chars_cache.go). A change of which permanents there
// are, or of their damage, is noted in fieldVersion, and in charsVersion
// only when it may reach other objects (below). Any other change is noted
// with changed, which bumps both.

// changed notes that the game's state has changed in a way that may
// change characteristics: every remembered Chars is stale from now on.
func (g *Game) changed() {
	g.version++
	g.charsVersion++
	g.layerVersion++
}

// layerVersion, which what each object remembers of its characteristics
// and the layer system's static sources key on (chars_cache.go,
// sourcesNow), moves with charsVersion but for a continuous effect that
// begins or ends on one object (Modify, endEffects) while the layer
// system is stable (no effect, sticker or static ability may reshape its
// sources: reshapingAbout) and the effect's modifications reshape
// nothing either. Then the effect changes that object's characteristics
// alone: another object's computation reads the effects on it alone
// (appendFixedMods), the sources and their printed static abilities,
// which the effect leaves as they are, and each source's controller,
// attachment and timestamp, never another object's characteristics but
// through a door that counts its reads (a condition, a count, a "for
// each", a filter comparing with its source: turnReads), which keeps
// what it computed for its version alone. The object's own remembered
// characteristics are dropped instead (dropChars). What else the game
// keeps about characteristics (mana sources, targets, probe answers)
// still follows charsVersion, but for the state-based actions, told which
// objects changed (noteNarrow), each player's activators, which read
// nothing such an effect changes (activatorsNarrow), and each player's
// creatures and mana sources, unless the effect is on one of the
// player's permanents (keptNarrow).

// effectsChanged notes continuous effects begun or ended (changed):
// when narrow, each on one of the objects objs name and with
// modifications that reshape nothing, which effectNarrow tells, only
// those objects' remembered characteristics are dropped (above).
func (g *Game) effectsChanged(narrow bool, objs []ObjRef) {
	g.narrowChanged(narrow, reachTypes|reachSources|reachShape, objs)
}

// narrowChanged is effectsChanged, told too what of its object an effect
// begun or ended may change (narrowReach), so that what the game keeps
// about it may stay current through a narrow change (keptNarrow).
func (g *Game) narrowChanged(narrow bool, reach narrowReach, objs []ObjRef) {
	if !narrow || g.reshapingAbout() {
		g.changed()
		return
	}
	g.version++
	g.space.sbaClear.noteNarrow(g.charsVersion, objs, g.probing)
	g.activatorsNarrow()
	var mine uint64
	if reach != 0 {
		mine = g.playersOf(objs)
		if reach&reachShape != 0 {
			g.noteShape(mine, objs)
		}
	}
	g.keptNarrow(mine, reach)
	g.charsVersion++
	for _, r := range objs {
		// Effects that change only power and toughness (reach 0) may be
		// carried onto what o remembers (carryPT).
		if o := g.Object(r); o != nil && (reach != 0 || !g.carryPT(o)) {
			dropChars(o)
		}
	}
}

// noteShape notes a narrow change on objs that may change more of them
// than power and toughness (reachShape) for each player in mine
// (playersOf), or for every player if one of them is off the
// battlefield, where what a player's plays read of it is not told by
// whose it is (Player.shapeVer).
func (g *Game) noteShape(mine uint64, objs []ObjRef) {
	for _, r := range objs {
		if o := g.Object(r); o != nil && o.Zone != Battlefield {
			mine = ^uint64(0)
		}
	}
	for i, pl := range g.Players {
		if !notMine(mine, i) {
			pl.shapeVer++
		}
	}
}

// effectNarrow reports whether e's modifications reshape nothing of the
// layer system's sources (reshapesSources), so that its beginning or end
// changes only the characteristics of the object it is on
// (effectsChanged).
func effectNarrow(e *ContinuousEffect) bool {
	for _, m := range e.Mods {
		if reshapesSources(m) {
			return false
		}
	}
	return true
}

// playersOf returns the players whose objects objs name may be, as a
// set (bit p for player p): each object's controller as its object
// names it and as its control was last refreshed. An object that no
// longer exists is no one's; a player past 63 makes the set all.
func (g *Game) playersOf(objs []ObjRef) uint64 {
	var mine uint64
	for _, r := range objs {
		o := g.Object(r)
		if o == nil {
			continue
		}
		for _, p := range [2]PlayerID{o.Controller, PlayerID(o.controlledBy)} {
			if p >= 0 && p < 64 {
				mine |= 1 << p
			} else {
				mine = ^uint64(0)
			}
		}
	}
	return mine
}

// narrowReach tells what of its object a narrow effect's modifications
// may change, of what the kept creatures and mana sources read of it
// (keptNarrow).
type narrowReach uint8

const (
	// reachTypes: its types (AddTypes), so whether it is a creature.
	reachTypes narrowReach = 1 << iota
	// reachSources: what makes it a mana source or not, and its options:
	// its types (a basic land type has an intrinsic mana ability, 305.6,
	// and a creature may be summoning sick), whether it has haste, or
	// which of its activated abilities can't be activated.
	reachSources
	// reachShape: anything of it but its power and toughness, which
	// only a modification of them in layer 7c (ModifyPT) leaves as it
	// was (Player.shapeVer).
	reachShape
)

// reachOf returns what of its object e's modifications may change.
func reachOf(e *ContinuousEffect) narrowReach {
	var r narrowReach
	for _, m := range e.Mods {
		r |= modReach(m)
	}
	return r
}

// modReach returns what of an object it applies to m may change, of what
// the kept creatures and mana sources read (narrowReach), but for what a
// modification that reshapes the layer system's sources changes; and,
// but for a modification of power and toughness alone, reachShape.
func modReach(m Modification) narrowReach {
	switch m := m.(type) {
	case ModifyPT:
		return 0
	case AddTypes:
		return reachTypes | reachSources | reachShape
	case CantBeActivated:
		return reachSources | reachShape
	case AddKeywords:
		if slices.ContainsFunc(m.Keywords, func(k Keyword) bool { return k.Name == "haste" }) {
			return reachSources | reachShape
		}
	case RemoveKeywords:
		if slices.Contains(m.Names, "haste") {
			return reachSources | reachShape
		}
	}
	return reachShape
}

// sourceStatics reports whether a static ability of d has a modification
// that may change what a player's mana sources read of a permanent
// (reachSources), or that reshapes the layer system's sources (and so
// may change its abilities or its controller).
func sourceStatics(d *CardDef) bool {
	for se := range staticEffects(d) {
		for _, m := range se.Mods {
			if modReach(m)&reachSources != 0 || reshapesSources(m) {
				return true
			}
		}
	}
	return false
}

// noteSourceStatic counts a permanent with a static ability of
// sourceStatics' kind entering (n = 1) or leaving (n = -1) the
// battlefield, or its copy effect beginning or ending (sourcesPastMove).
func (g *Game) noteSourceStatic(d *CardDef, n int) {
	if sourceStatics(d) {
		g.sourceStatics += n
	}
}

// sourcesPastMove notes, before charsVersion moves for o entering or
// leaving the battlefield (permanentChanged: o may reach others), each
// player's mana sources current at it as current after it too, when o
// can change nothing they read of the other permanents. The sources read,
// of each of a player's permanents, its controller, its types, whether it
// has haste, its mana abilities and which of its abilities can't be
// activated (appendManaSource), and anything else only through doors
// that count their reads (turnFree). While the layer system is stable
// (reshapingAbout: no effect or static ability changes abilities, text or
// control, and no permanent has stickers), o's static abilities are its
// printed ones and an effect on o changes o alone; when no static
// ability of the battlefield nor of o changes a type, haste or an
// activation ban (sourceStatics), o's applying or not changes none of
// those of another permanent, directly or by changing whether another
// static ability applies to it (no other could change them), and effects
// apply to the objects they were fixed on. What is left is o itself:
// the sources are stale by the field change, and brought up to date
// from the field log (updateSources) add o, or drop it, as they would
// without o's static abilities.
func (g *Game) sourcesPastMove(o *Object) {
	if g.sourceStatics > 0 || len(o.Stickers) > 0 || objHasStatics(o) && sourceStatics(o.Def()) || g.reshapingAbout() {
		return
	}
	cur := g.charsVersion
	for i := range g.space.sources {
		g.space.sources[i].carryNarrow(cur, true)
	}
}

// turnChanged notes a change of the turn's state only (above): remembered
// characteristics that read none of it stay current.
func (g *Game) turnChanged() { g.version++ }

// lifeChanged notes a change of a life total. Characteristics read a
// life total only through a count or a condition, which count their reads
// (turnReads), and nothing else the game keeps past its version reads one
// (a target's legality reads whether its player has lost, which losing
// notes with changed): it is a change of the turn's state (turnChanged).
func (g *Game) lifeChanged() { g.turnChanged() }

// setTapped taps (v) or untaps a permanent o, counting a change in
// tapVersion, and in its controller's (Player.tapVer): what the game
// keeps past its version that read which permanents are tapped (a
// player's mana sources) is stale once it moves. The controller is the
// one the permanent's object names and the one its characteristics last
// gave it (refreshControl), should the two differ. Untapping an untapped
// permanent changes nothing. The caller notes the change of state itself
// (turnChanged or changed).
func (g *Game) setTapped(o *Object, v bool) {
	if o.Tapped != v {
		o = g.own(o)
		o.Tapped = v
		g.tapVersion++
		if g.validPlayer(o.Controller) {
			g.Players[o.Controller].tapVer++
			if !v {
				g.Players[o.Controller].untapVer++
			}
		}
		if by := PlayerID(o.controlledBy); by != o.Controller && g.validPlayer(by) {
			g.Players[by].tapVer++
			if !v {
				g.Players[by].untapVer++
			}
		}
	}
}

// A zone change that neither takes a card from the battlefield nor puts
// one there — a card drawn, cast, resolved to a graveyard, milled,
// exiled from a graveyard, put back into a library; a shuffle — changes
// no characteristics but those of the card that moved, which is a new
// object with nothing remembered (400.7). The static abilities the layer
// system applies are the battlefield's; it reads any other zone only
// through its counted doors (a condition such as "seven or more cards in
// your graveyard" or "the top card of your library is …", a count:
// turnReads); and a filter matches an object by what it is, never by
// what else shares its zone or where in it the object lies. Such a change
// is noted with offFieldChanged, which bumps the version but not
// charsVersion, as turnChanged does. What the game keeps past its version
// reads only the battlefield and the players (mana sources, activators,
// the layer system's static sources), or the characteristics above;
// legal targets that may lie off the battlefield (keepsTargets) are kept
// for their version alone.

// offFieldChanged notes a change of zones other than the battlefield
// only (above).
func (g *Game) offFieldChanged() { g.version++ }

// A card entering or leaving the battlefield changes which permanents
// there are, which every finding the game keeps past its version reads
// (keptStamp, battlefieldClear): fieldVersion counts those changes, and
// the damage marked on permanents, which such findings read too (lethal
// damage). Another object's characteristics change with it only through
// what the card brings or takes with it — a static ability, stickers, an
// effect that names it (which may have granted it one) — or when the
// layer system's sources may be reshaped (reshapingAbout: an effect or a
// static ability that grants abilities, changes text or control, and
// the like, whose reach may depend on which objects there are). A count
// or a condition that reads the battlefield counts its reads (turnReads),
// so what it computes is kept for its version alone. Otherwise such a
// change leaves charsVersion alone, and the characteristics objects
// remember stay current (reachesOthers).

// fieldChanged notes a change of which permanents there are, or of the
// damage marked on one, that changes no object's characteristics.
func (g *Game) fieldChanged() {
	g.version++
	g.noteField(ObjRef{})
}

// damageChanged notes damage marked on the permanent o, which changes no
// characteristics (fieldChanged), as damage to o in the field log.
func (g *Game) damageChanged(o *Object) {
	g.fieldChanged()
	g.fieldLog.markDamage(g.fieldVersion, o.Ref)
}

// noteField counts a change in fieldVersion and notes its object (zero:
// none) in the field log: the one place fieldVersion moves, so that the
// log holds every change it counts.
func (g *Game) noteField(o ObjRef) {
	g.fieldVersion++
	g.fieldLog.note(g.fieldVersion, o)
}

// fieldLog holds what the last changes of fieldVersion were: which
// object entered or left the battlefield, or none (the second note of a
// move), and which of them were damage marked, and on which permanent
// (a change that names no object entering or leaving: named is clear). A
// finding about the permanents made at an earlier fieldVersion can then
// be checked against the changes since, or brought up to date from
// them, rather than made again (targetsStillHold, bringUpToDate,
// stillClear), when they are all here.
type fieldLog struct {
	objs   [fieldLogLen]ObjRef // the object of the change that made fieldVersion v, at v % fieldLogLen
	damage uint16              // bit v % fieldLogLen set: that change was damage marked on objs[v % fieldLogLen] (damageChanged)
	named  uint16              // bit v % fieldLogLen set: that change names an object entering or leaving
}

// fieldLogLen is how many changes fieldLog holds, a power of two.
const fieldLogLen = 16

// note records the change that made fieldVersion v, about o (zero: no
// object).
func (l *fieldLog) note(v uint64, o ObjRef) {
	l.objs[v%fieldLogLen] = o
	l.damage &^= 1 << (v % fieldLogLen)
	if o.IsZero() {
		l.named &^= 1 << (v % fieldLogLen)
	} else {
		l.named |= 1 << (v % fieldLogLen)
	}
}

// namedSince returns which changes after fieldVersion since up to cur,
// all held, name an object: bit i set for the change that made
// fieldVersion since+1+i.
func (l *fieldLog) namedSince(since, cur uint64) uint16 {
	m := bits.RotateLeft16(l.named, -int((since+1)%fieldLogLen))
	return m & uint16(1<<(cur-since)-1)
}

// fieldChange returns the change whose bit is lowest in m (namedSince
// since): the object's reference, and the object if it is on the
// battlefield now (nil if it left, or is what left).
func (g *Game) fieldChange(since uint64, m uint16) (ObjRef, *Object) {
	r := g.fieldLog.objs[(since+1+uint64(bits.TrailingZeros16(m)))%fieldLogLen]
	o := g.Object(r)
	if o != nil && o.Zone != Battlefield {
		o = nil
	}
	return r, o
}

// markDamage records that the change that made fieldVersion v, just
// noted naming no object, was damage marked on the permanent o.
func (l *fieldLog) markDamage(v uint64, o ObjRef) {
	l.damage |= 1 << (v % fieldLogLen)
	l.objs[v%fieldLogLen] = o
}

// damagedSince returns which changes after fieldVersion since up to cur,
// all held, were damage marked, as namedSince does; the permanent of
// each is damaged (below).
func (l *fieldLog) damagedSince(since, cur uint64) uint16 {
	m := bits.RotateLeft16(l.damage, -int((since+1)%fieldLogLen))
	return m & uint16(1<<(cur-since)-1)
}

// damaged returns the permanent the change whose bit is lowest in m
// (damagedSince since) marked damage on.
func (l *fieldLog) damaged(since uint64, m uint16) ObjRef {
	return l.objs[(since+1+uint64(bits.TrailingZeros16(m)))%fieldLogLen]
}

// eachFieldChange calls f, in order, for each change after fieldVersion
// since that the field log holds and that names an object (a permanent
// entering or leaving): with the object's reference, and the object if
// it is on the battlefield now (nil if it left, or is what left). It
// reports false if the log no longer holds every change since, or as
// soon as f does.
func (g *Game) eachFieldChange(since uint64, f func(r ObjRef, o *Object) bool) bool {
	if !g.fieldLog.holds(since, g.fieldVersion) {
		return false
	}
	// A change that names no object is damage marked, or the second note
	// of a move.
	for m := g.fieldLog.namedSince(since, g.fieldVersion); m != 0; m &= m - 1 {
		if !f(g.fieldChange(since, m)) {
			return false
		}
	}
	return true
}

// holds reports whether the changes after fieldVersion v up to cur are
// all still held.
func (l *fieldLog) holds(v, cur uint64) bool { return v <= cur && cur-v <= fieldLogLen }

// zoneChanged notes that o entered or is leaving its zone: for the
// battlefield, once in the field log (permanentChanged), so that a kept
// finding brought up to date from the log counts each permanent entering
// or leaving once.
func (g *Game) zoneChanged(o *Object) {
	g.version++
	if o.Zone == Battlefield {
		g.permanentChanged(o)
	}
}

// permanentChanged notes, in fieldVersion and its controller's, a change
// of which permanents there are by o entering or leaving, and in
// charsVersion too if o may reach others. Unless it does, no effect sets
// o's controller (one that names it or reshapes what applies would), so
// its controller is its object's own.
func (g *Game) permanentChanged(o *Object) {
	g.noteField(o.Ref)
	if g.validPlayer(o.Controller) {
		g.Players[o.Controller].fieldVer++
	}
	if g.reachesOthers(o) {
		g.sourcesPastMove(o)
		g.charsVersion++
		g.layerVersion++
		if g.reachesHost(o) {
			g.carryChars(g.layerVersion - 1)
		} else if g.reachesFiltered(o) {
			g.carryCharsPast(g.layerVersion-1, o.Def())
		} else {
			return
		}
		dropChars(o)
		if h := g.Object(o.AttachedTo); h != nil {
			dropChars(h) // an Aura leaving (one entering is attached after: movedChanged)
		}
	}
}

// reachesHost reports whether o, a permanent entering or leaving the
// battlefield that may reach others (reachesOthers), changes the
// characteristics of no object but itself and the object it is attached
// to: the layer system is stable (reshapingAbout: no effect, sticker or
// static ability changes abilities, text or control), no sticker is on
// o, every effect on o changes o alone (effectNarrow), and each static
// ability of o that is not idle modifies only the object o is attached
// to or o itself, under no condition (hostStatics). Then every other
// object's computation is as it was: the effects on o apply to o; o's
// static abilities, asked whether they apply to another object, answer
// no by reading o's attachment alone (staticApplies), whatever that
// object's characteristics, so they neither begin to apply to it nor
// change the order others apply in (613.8a: applying one changes
// nothing of that object); and what reads which permanents there are
// (a count, a condition, a "for each") counts its reads (turnReads), so
// that what it computed is kept for its version alone. The objects'
// remembered characteristics are then carried past the move
// (carryChars), all but o's and its host's.
func (g *Game) reachesHost(o *Object) bool {
	if objHasStatics(o) && !objIdle(o) && !objHostOnly(o) || len(o.Stickers) > 0 {
		return false
	}
	return g.effectsOnNarrow(o) && !g.reshapingAbout()
}

// effectsOnNarrow reports whether every continuous effect on o is narrow
// (effectNarrow): reachesHost's and reachesFiltered's test of them.
func (g *Game) effectsOnNarrow(o *Object) bool {
	for _, e := range g.effects {
		if e.Object == o.Ref && !effectNarrow(e) {
			return false
		}
	}
	return true
}

// hostStatics reports whether d has static abilities, not all idle
// (idleStatics), and each static effect of d modifies, while its object
// is on the battlefield, only the object its source is attached to or
// its source itself, under no condition, with modifications that
// reshape nothing of the layer system's sources — or does nothing there
// (idle, as idleStatics says).
func hostStatics(d *CardDef) bool {
	found := false
	for se := range staticEffects(d) {
		rest := busyPart(se)
		if rest.Affects == AffectsEnchanted || rest.Affects == AffectsSelf {
			if slices.ContainsFunc(rest.Mods, reshapesSources) {
				return false
			}
			// Whether it applies reads the attachment, or the source,
			// alone (staticApplies): not the filter.
			found = found || len(rest.Mods) > 0
			rest.Mods, rest.Filter = nil, Filter{}
		}
		rest.Affects = 0
		if !reflect.DeepEqual(rest, StaticEffect{}) {
			return false
		}
	}
	return found
}

// objHostOnly is hostStatics of o's definition: its card's, read once
// with its printed facts, unless a copy effect made it (layer 1).
func objHostOnly(o *Object) bool {
	if c := o.Card; o.CopyOf == nil && c.printed.read {
		return c.printed.statics == hostOnly
	}
	return hostStatics(o.Def())
}

// carryChars notes the characteristics the objects on the battlefield,
// on the stack and in hands remember as current at layerVersion old, and
// free of the turn, as current at the game's layerVersion: old's last
// change reached none of them (reachesHost), and the caller drops those
// it reached. An object shared with a clone (cow.go) is left as it is,
// and any other object computes its own again when asked.
func (g *Game) carryChars(old uint64) {
	carry := func(cs []*Card) {
		for _, c := range cs {
			o := c.Obj
			if cc := o.chars; cc != nil && cc.of == o && c.gen == g.gen {
				if cc.freeVer == old {
					cc.freeVer = g.layerVersion
				}
				if cc.charsVer == old {
					cc.charsVer = g.layerVersion
				}
			}
		}
	}
	carry(g.battlefieldCards())
	carry(g.zones.get(zkey(Stack, NoPlayer)))
	for p := range g.Players {
		carry(g.zones.get(zkey(Hand, PlayerID(p))))
	}
}

// reachesFiltered reports whether o, a permanent entering or leaving the
// battlefield that may reach others (reachesOthers) and not its host
// alone (reachesHost), changes the characteristics only of itself, its
// host, and objects that may match a filter of its static abilities by
// their types: the layer system is stable,
// no sticker is on o, every effect on o changes o alone, as for
// reachesHost, and each static ability of o that is not idle modifies
// o, its host, or by a filter under no condition, in layers after the
// type layer, with modifications that reshape nothing (lordStatics).
// Such an ability begins to apply to an object in its first layer
// (613.6), after the type layer, so whether it does is asked of the
// object's types as they end (no later layer changes a type); an object
// whose type line, zone or token-ness no alternative of any filter
// allows (lordRulesOut) is computed as it was before o moved: the
// ability, asked, answers no by those alone whatever else it reads, and
// applying nothing to the object it changes no order others apply in
// (613.8a); what counts other objects counts its reads (turnReads) and
// was kept for its version alone.
func (g *Game) reachesFiltered(o *Object) bool {
	if len(o.Stickers) > 0 || !lordStatics(o.Def()) {
		return false
	}
	return g.effectsOnNarrow(o) && !g.reshapingAbout()
}

// lordStatics reports whether every static effect of d that
// does something on the battlefield (busyPart) either modifies only the
// object its source is attached to or its source itself (as hostStatics
// allows) or modifies by a filter with alternatives (Filter.Alts), under
// no condition, in layers after the type layer, with modifications that
// reshape nothing of the layer system's sources — and at least one
// modifies something.
func lordStatics(d *CardDef) bool {
	found := false
	for se := range staticEffects(d) {
		if !modsOnly(se) {
			return false
		}
		for _, m := range se.Mods {
			if reshapesSources(m) || se.Affects == AffectsFilter && m.Layer() <= LayerType {
				return false
			}
		}
		if len(se.Mods) > 0 {
			if se.Affects == AffectsFilter && len(se.Filter.Alts) == 0 {
				return false // it may modify anything
			}
			found = true
		}
	}
	return found
}

// modsOnly reports whether se does nothing on the battlefield but what
// its Affects, Filter and Mods say (busyPart: an Enters that is no copy
// and Uncounterable do nothing there), under no condition.
// TestModsOnlyFields holds the list of StaticEffect's fields.
func modsOnly(se *StaticEffect) bool {
	return se.Replace == nil && se.Permit == nil && se.Prevent == nil &&
		(se.Enters == nil || se.Enters.AsCopy == nil) && se.CastLimit == nil &&
		!se.NoMaxHandSize && !se.RevealHands && se.Reveal == 0 && se.LoseGame == nil &&
		se.Outcome == nil && !se.BeginOnBattlefield && se.Combat == nil &&
		se.PTCount == nil && se.If == nil && !se.RevealTop
}

// altRulesOut reports whether m asks for another zone than o's, a spell,
// a token or a nontoken o is not, a type c lacks, or one it has (as
// matchOne would find them, tb being c's type bits).
func altRulesOut(m *Match, o *Object, c *Chars, tb typeBit) bool {
	z := m.zone()
	if o.Zone != z && z != Anywhere || m.Spell && o.Zone != Stack ||
		m.Token && !o.Card.Token || m.NonToken && o.Card.Token ||
		m.Permanent && tb&tbPermanent == 0 {
		return true
	}
	for _, t := range m.Types {
		if !hasType(c, tb, true, t) {
			return true
		}
	}
	for _, t := range m.NotTypes {
		if hasType(c, tb, true, t) {
			return true
		}
	}
	return false
}

// carryCharsPast is carryChars past a permanent whose static abilities
// reach, beyond itself and its host, only objects the filters of d, its
// definition, may match (reachesFiltered): the characteristics
// remembered as current at layerVersion old and free of the turn are
// noted current now for the objects no alternative of those filters can
// match by their zone, token-ness and types (lordRulesOut), and the
// others are left stale, as all are when the filters have more than a
// few alternatives.
func (g *Game) carryCharsPast(old uint64, d *CardDef) {
	var buf [4]lordAlt
	n := 0
	for se := range staticEffects(d) {
		if se.Affects != AffectsFilter || len(se.Mods) == 0 {
			continue
		}
		for i := range se.Filter.Alts {
			if n == len(buf) {
				return
			}
			m := &se.Filter.Alts[i]
			var need typeBit
			for _, t := range m.Types {
				need |= exactWordBit(t)
			}
			buf[n] = lordAlt{m: m, zone: m.zone(), need: need}
			n++
		}
	}
	as := buf[:n]
	g.carryRuledOut(old, as, g.battlefieldCards())
	g.carryRuledOut(old, as, g.zones.get(zkey(Stack, NoPlayer)))
	for p := range g.Players {
		g.carryRuledOut(old, as, g.zones.get(zkey(Hand, PlayerID(p))))
	}
}

// lordAlt is an alternative of a filter by which a static effect
// modifies objects (carryCharsPast), with the zone it asks for and the
// type bits of its type words that have one.
type lordAlt struct {
	m    *Match
	zone Zone
	need typeBit
}

// carryRuledOut is carryCharsPast for the objects of the cards cs.
func (g *Game) carryRuledOut(old uint64, as []lordAlt, cs []*Card) {
	for _, c := range cs {
		o := c.Obj
		cc := o.chars
		if cc == nil || cc.of != o || c.gen != g.gen || cc.freeVer != old {
			continue
		}
		kc := cc
		if cc.card {
			// A card stamp: its card's shared base characteristics.
			if kc = c.base; kc == nil {
				continue
			}
		}
		if lordRulesOut(as, o, &kc.c, kc.typeBits()) {
			cc.freeVer = g.layerVersion
			if cc.charsVer == old {
				cc.charsVer = g.layerVersion
			}
		}
	}
}

// lordRulesOut reports whether no alternative of as can match o, whose
// characteristics are c and their type bits tb: each asks for another
// zone, a type bit tb lacks, or something else altRulesOut finds o
// without.
func lordRulesOut(as []lordAlt, o *Object, c *Chars, tb typeBit) bool {
	for i := range as {
		a := &as[i]
		if o.Zone != a.zone && a.zone != Anywhere || tb&a.need != a.need {
			continue
		}
		if !altRulesOut(a.m, o, c, tb) {
			return false
		}
	}
	return true
}

// movedChanged notes a card's move from object o to object n once the
// new object's own state is set, place and unplace having noted each side
// (zoneChanged): for a move onto or off the battlefield, charsVersion
// too if n carries something with it that may reach others (carried:
// effects or stickers, 400.7a–b, 400.7m).
func (g *Game) movedChanged(o, n *Object, carried bool) {
	if o.Zone != Battlefield && n.Zone != Battlefield {
		g.offFieldChanged()
		return
	}
	g.fieldChanged()
	if n.Zone == Battlefield && !n.AttachedTo.IsZero() {
		// An Aura or Equipment that entered attached: what it modifies of
		// its host is new (reachesHost).
		if h := g.Object(n.AttachedTo); h != nil {
			dropChars(h)
		}
	}
	if carried {
		g.charsVersion++
		g.layerVersion++
	}
}

// reachesOthers reports whether o, entering or leaving the battlefield,
// may change another object's characteristics (above). With no effect,
// no static ability and no sticker about, only o's own static abilities
// could. Static abilities that do nothing on the battlefield (objIdle: a
// land that enters tapped, a spell that can't be countered) reach no
// one, nor does anything the game keeps read them there.
func (g *Game) reachesOthers(o *Object) bool {
	if len(g.effects) == 0 && g.statics == 0 && !g.stickersPlaced {
		return objHasStatics(o) && !objIdle(o)
	}
	return objHasStatics(o) && !objIdle(o) || g.mayBeGiven(o) || g.reshapingAbout()
}

// reshapingAbout reports whether an effect or a static ability of the
// battlefield may reshape the layer system's sources (reshapesSources),
// or a permanent has stickers (which may give it abilities): then which
// objects there are may change what applies to others. With no static
// ability and no sticker about, the effects alone are looked at.
func (g *Game) reshapingAbout() bool {
	if g.effectsReshape() {
		return true
	}
	return (g.statics > 0 || g.stickersPlaced) && g.fieldReshapes()
}

// Touch tells the game that its host changed its state directly, through
// exported fields (a life total, a counter, Tapped, AttachedTo, …), rather
// than through its methods: the characteristics the game remembers
// (Chars) are computed again. Hosts that only use the game's methods
// never need it. An object is written only as the game's own copy (Own):
// after a Clone the game shares its objects with the clone.
func (g *Game) Touch() {
	g.ready()
	g.changed()
	g.controlTouched = true                // Object.Controller may have been set directly (endEffects)
	g.stickersPlaced = true                // stickers may have been set directly
	g.triggerPerms = g.countTriggerPerms() // stickers or a copy set directly (trigger.go)
	g.activePerms = g.countActivePerms()   // a copy set directly (activators.go)
}

// Version returns the game's version: a number that grows with every
// change of state that may change some object's characteristics. Two
// calls that return the same number saw the same characteristics.
func (g *Game) Version() uint64 { return g.version }

// VerifyCaches makes every use of what the game derives from its state and
// remembers per version, other than characteristics (VerifyChars) — the
// mana sources a player can tap, the static sources the layer system
// reads — compute it again and call report when the two differ. It also
// checks, each time a player is about to receive priority, that last
// known information still says what it said when it was kept
// (lki_check.go). It is for tests. nil turns it off.
func (g *Game) VerifyCaches(report func(what, cached, fresh string)) {
	g.verifyCaches, g.beforeRare = report, true
	g.unusual = g.unusualNow()
}
