package runtime

import (
	"fmt"
	"slices"
)

// stateBasedActions performs every applicable state-based action at once
// (704.3) and reports whether any was performed.
func (g *Game) stateBasedActions() bool {
	g.spend(g.sbaWork())
	return g.sbaSpent()
}

// sbaWork is the work a check of state-based actions counts: the
// permanents' characteristics, the tokens noted and the players.
func (g *Game) sbaWork() int {
	return len(g.battlefieldCards())*g.charsCost() + len(g.strayTokens) + len(g.Players)
}

// sbaSpent is stateBasedActions once its work is counted.
// beforePriority asks its common case in line: the game goes on, no
// state-based action applies (knownNone) and no deathtouch mark waits to
// be forgotten, so that nothing is done.
func (g *Game) sbaSpent() bool {
	if g.over {
		return false
	}
	if g.knownNone() {
		if g.deathtouchMarks {
			g.forgetDeathtouch()
		}
		return false
	}
	return g.sbaFound()
}

// sbaBeyond is sbaSpent where beforePriority has found that the game
// goes on and knownNone does not settle it at once, or a deathtouch mark
// waits: the common case after permanents entered (enteredClear) is
// settled here, without the finding's frame.
func (g *Game) sbaBeyond() bool {
	if g.knownNone() || g.enteredClear() {
		if g.deathtouchMarks {
			g.forgetDeathtouch()
		}
		return false
	}
	return g.sbaFound()
}

// sbaFound is sbaSpent once knownNone has not settled the check: the
// actions are found, and performed.
func (g *Game) sbaFound() bool {
	m := &g.space.sbaClear
	reqs, lent := m.reqs.take(0)
	f := foundSBA{wantLogs: g.logging(), reqs: reqs}
	if lent {
		// The players who lose are noted, with the list of moves, in
		// the check's own arrays, as many as two without a heap slice.
		f.losers, f.why = m.lost.losers[:0], m.lost.why[:0]
	}
	g.findStateBasedActions(&f)
	if f.none() {
		// Nothing applies, as at most checks: what is left of the
		// check below is forgetting the tokens noted (none strayed)
		// and the deathtouch marks.
		clear(g.strayTokens)
		g.strayTokens = g.strayTokens[:0]
		if g.deathtouchMarks {
			g.forgetDeathtouch()
		}
		if lent {
			m.giveReqs(f.reqs)
		}
		return false
	}
	acted := false
	if g.logging() {
		for _, n := range f.logs {
			e := g.sbaEvent(n)
			g.record(&e)
		}
	}
	for _, o := range f.unattach {
		o = g.own(o)
		o.AttachedTo = ObjRef{}
		g.changed()
		acted = true
	}
	// 704.5q: N +1/+1 and N -1/-1 counters are removed, N the smaller
	// number; each removal is a counter removed (counters_removed.go).
	for _, o := range f.annihilate {
		n := min(o.Counters.Get("+1/+1"), o.Counters.Get("-1/-1"))
		g.removeCounters(o, "+1/+1", n)
		g.removeCounters(o, "-1/-1", n)
		acted = true
	}
	losers, why := f.losers, f.why
	// 704.5g, 704.5h: destruction by lethal or deathtouch damage, which a
	// regeneration shield replaces (701.19a; regenerate.go).
	// reqs is f.reqs itself until a request is dropped (none, mostly);
	// a loss's replacement may change where one goes, not what it moves
	// (allLeft reads f.reqs).
	reqs = f.reqs
	for i, r := range f.reqs {
		if r.Cause == CauseDestroy && g.regenerated(r.Obj) {
			acted = true
			if len(reqs) == len(f.reqs) { // the first dropped
				reqs = slices.Clone(f.reqs[:i])
			}
			continue
		}
		if len(reqs) < len(f.reqs) {
			reqs = append(reqs, r)
		}
	}
	if len(f.legends) > 1 {
		reqs = append(reqs, g.legendRule(f.legends, reqs)...) // legend.go
	}
	// Losses, which replacement effects may replace (lose.go): what those
	// do happens once the moves below are made.
	var replaced []func()
	// With no static ability about, no permanent says a player can't lose
	// (outcomeSource) or replaces a loss (lossReplacers): the losers lose.
	statics := len(losers) > 0 && !g.noStaticsAbout()
	if statics {
		losers, why = g.keepCantLose(losers, why) // cant_lose.go
	}
	if len(losers) > 0 {
		if statics {
			losers, why, replaced = g.replaceLosses(losers, why, reqs)
		}
		if len(losers) > 0 {
			g.lose(losers, why) // simultaneously (704.3)
		}
		acted = true
	}
	// 704.5d: a token outside the battlefield ceases to exist.
	for _, c := range g.strayTokens {
		if strayed(c) {
			g.unplace(c)
			if c.SpellCopy {
				if g.logging() {
					g.emit(EvNote, "copy %s ceases to exist (704.5e)", g.evObj(roleObject, c.Obj.Ref))
				}
			} else {
				if g.logging() {
					g.emit(EvNote, "token %s ceases to exist (704.5d)", g.evObj(roleObject, c.Obj.Ref))
				}
			}
			c = g.ownCard(c)
			c.Obj = nil
			g.changed()
			acted = true
		}
	}
	clear(g.strayTokens)
	g.strayTokens = g.strayTokens[:0]
	if len(reqs) > 0 {
		var moved [4]Moved // what the moves made, unread: off the heap for a few
		if len(reqs) <= len(moved) {
			g.moveAll(reqs, moved[:len(reqs)])
		} else {
			g.MoveAll(reqs)
		}
		acted = true
	}
	for _, f := range replaced {
		f()
	}
	if g.deathtouchMarks {
		g.forgetDeathtouch()
	}
	if m.ifGone && !g.probing {
		// The permanents called for nothing but moves off the
		// battlefield: once those have left, the rest still call for
		// none at the versions of the walk, and the changes since are
		// the moves (stillClear). A check made while the game is only
		// looked at finds afresh and leaves the finding to its own.
		m.set, m.ifGone = allLeft(g, f.reqs), false
	}
	if lent {
		m.giveReqs(f.reqs)
	}
	return acted
}

// giveReqs takes back the list of move requests sbaFound was lent, as
// reqs, the list it found into, grew it.
func (m *battlefieldClear) giveReqs(reqs []MoveRequest) {
	m.reqs.keep(reqs[:0])
	m.reqs.give()
}

// allLeft reports whether the object of every request has left the
// battlefield: none was regenerated, or kept there by a replacement.
func allLeft(g *Game, reqs []MoveRequest) bool {
	for _, r := range reqs {
		if o := g.Object(r.Obj); o != nil && o.Zone == Battlefield {
			return false
		}
	}
	return true
}

// knownNone reports, at the least cost, that no state-based action
// applies, as at most checks: no token was noted that may have left the
// battlefield, no player in the game has 0 or less life or drew from an
// empty library, and the permanents are as they were when they last
// called for none (battlefieldClear). A check of the caches, or of what is
// pending, looks afresh (findStateBasedActions).
func (g *Game) knownNone() bool {
	if !g.fieldKnownClear() || g.verifyCaches != nil {
		return false
	}
	for _, p := range g.Players {
		if (p.Life <= 0 || p.drewEmpty) && !p.Lost {
			return false
		}
	}
	return true
}

// fieldKnownClear is knownNone's test of the permanents and the tokens
// noted, the caches not verified. Where beforePriority asks it in line,
// with beforeRare false, no player in the game has drawn from an empty
// library since the last check (drawTop sets beforeRare, and
// rareBeforePriority holds while one has), so knownNone is this and
// livesClear: only the life totals are read, which a host may write
// directly.
func (g *Game) fieldKnownClear() bool {
	m := &g.space.sbaClear
	return m.set && m.fieldVer == g.fieldVersion && m.charsVer == g.charsVersion && m.nNarrow == 0 && g.fresh == 0 && len(g.strayTokens) == 0 && !g.probing
}

// livesClear reports that no player in the game has 0 or less life, each
// life total read once in a game of two players. A player at 0 or less
// who has left the game, whom knownNone passes over, is not cleared
// there: the game is then over, and the general check asked.
func (g *Game) livesClear() bool {
	if ps := g.Players; len(ps) == 2 {
		return ps[0].Life > 0 && ps[1].Life > 0
	}
	for _, p := range g.Players {
		if p.Life <= 0 && !p.Lost {
			return false
		}
	}
	return true
}

// enteredClear is knownNone after the field changed with charsVersion
// as it was and no damage marked since, as stillClear finds it, in one
// walk of the field log: each permanent that entered since the
// permanents last called for none, and is still there, is unattached,
// has at most one kind of counter, is neither legendary, a planeswalker,
// an Aura nor an Equipment, and, if a creature, has toughness above 0,
// no damage and no deathtouch mark, its characteristics read without
// reading the turn's state: scanPermanent finds nothing for it and
// newcomerClear takes it; and nothing is attached to a permanent that
// left. The finding is then moved to this fieldVersion, as
// findOnBattlefield would move it, and no state-based action applies.
// Otherwise it reports false and the check is made as before (sbaFound,
// stillClear reading the same characteristics again).
func (g *Game) enteredClear() bool {
	m := &g.space.sbaClear
	since := m.fieldVer
	if !m.set || since == g.fieldVersion || m.charsVer != g.charsVersion || m.nNarrow > 0 || g.fresh > 0 || len(g.strayTokens) > 0 || g.probing || g.verifyCaches != nil ||
		!g.fieldLog.holds(since, g.fieldVersion) || g.fieldLog.damage != 0 && g.fieldLog.damagedSince(since, g.fieldVersion) != 0 {
		return false
	}
	for _, p := range g.Players {
		if (p.Life <= 0 || p.drewEmpty) && !p.Lost {
			return false
		}
	}
	for mk := g.fieldLog.namedSince(since, g.fieldVersion); mk != 0; mk &= mk - 1 {
		r, o := g.fieldChange(since, mk)
		if o == nil {
			if g.anyAttachedTo(r) {
				return false
			}
			continue
		}
		if !o.AttachedTo.IsZero() || o.Counters.Len() > 1 {
			return false
		}
		reads := g.turnReads
		c, tb := g.charsBits(o) // read only
		if tb&(tbLegendary|tbPlaneswalker|tbAura|tbEquipment) != 0 || tb&tbCreature != 0 && (c.Toughness <= 0 || o.Damage > 0 || o.Deathtouched) || g.turnReads != reads {
			return false
		}
	}
	m.fieldVer = g.fieldVersion
	return true
}

// forgetDeathtouch forgets, once state-based actions have been checked,
// which permanents were dealt damage by a source with deathtouch: 704.5h
// destroys only a creature dealt such damage since the last check, so one
// that survived it (indestructible, regenerated) is not destroyed later
// for it.
func (g *Game) forgetDeathtouch() {
	g.deathtouchMarks = false
	for _, c := range g.battlefieldCards() {
		if c.Obj.Deathtouched {
			g.own(c.Obj).Deathtouched = false
			g.turnChanged()
		}
	}
}

// foundSBA is what state-based actions would do now (704.3).
type foundSBA struct {
	losers   []*Player
	why      []string
	reqs     []MoveRequest
	unattach []*Object
	// annihilate: permanents with both +1/+1 and -1/-1 counters (704.5q).
	annihilate []*Object
	logs       []sbaNote
	wantLogs   bool // whether logs are made: for the game's log or a description
	tokens     int  // tokens outside the battlefield (704.5d)
	// legends: the legendary permanents, for the legend rule (704.5j),
	// whose choice is made only when the actions are performed.
	legends []legendary
}

// sbaNote is a state-based action found, for the log: a template naming
// the object and, for 704.5f, its toughness (for 704.5q, the counters
// removed, role "amount").
type sbaNote struct {
	tmpl string
	obj  ObjRef
	n    int
	hasN bool
	role string // the number's role; "" is toughness
}

// sbaEvent is the event of a state-based action found (EvStateBased).
func (g *Game) sbaEvent(n sbaNote) GameEvent {
	args := make([]EventArg, 1, 2)
	args[0] = g.evObj(roleObject, n.obj)
	if n.hasN {
		role := n.role
		if role == "" {
			role = "toughness"
		}
		args = append(args, evNum(role, n.n))
	}
	return GameEvent{Kind: EvStateBased, Template: n.tmpl, Args: args}
}

// none reports whether f holds no state-based action at all. Each
// action the permanents call for but the legend rule is noted in reqs,
// unattach or annihilate, and logged (if wantLogs) as it is.
func (f *foundSBA) none() bool {
	return len(f.losers) == 0 && len(f.reqs) == 0 && len(f.unattach) == 0 && len(f.annihilate) == 0 &&
		f.tokens == 0 && len(f.legends) < 2
}

// actions counts the actions the permanents call for in f, the legend
// rule aside (none).
func (f *foundSBA) actions() int { return len(f.reqs) + len(f.unattach) + len(f.annihilate) }

// The reasons a player loses the game through the state-based actions
// (lossRule reads their rules).
const (
	reasonLife = "704.5a: life total 0 or less"
	reasonDrew = "704.5b: drew from an empty library"
)

// lossRule is ruleOf(why), read without parsing for the reasons of the
// state-based actions.
func lossRule(why string) string {
	switch why {
	case reasonLife:
		return "704.5a"
	case reasonDrew:
		return "704.5b"
	}
	return ruleOf(why)
}

// findStateBasedActions finds into f, empty, the state-based actions that
// apply, without performing any. stateBasedActions performs what it
// finds, and PendingStateBasedActions reports it, so the two can't
// disagree.
func (g *Game) findStateBasedActions(f *foundSBA) {
	for _, p := range g.Players {
		if p.Lost {
			continue
		}
		switch {
		case p.Life <= 0:
			f.losers, f.why = append(f.losers, p), append(f.why, reasonLife)
		case p.drewEmpty:
			f.losers, f.why = append(f.losers, p), append(f.why, reasonDrew)
		}
	}
	g.findOnBattlefield(f)
	for _, c := range g.strayTokens {
		if strayed(c) {
			f.tokens++
		}
	}
}

// findOnBattlefield adds to f the state-based actions the permanents call
// for (704.5f–n), unless the game knows there are none (battlefieldClear);
// when it knows that only the permanents changed since may call for
// any, it looks at those alone (stillClear, findChanged). A check of
// the game's invariants, or of what is pending (probing), looks afresh
// and leaves the memo as it is.
func (g *Game) findOnBattlefield(f *foundSBA) {
	if g.probing {
		g.scanBattlefield(f)
		return
	}
	m := &g.space.sbaClear
	var cands sbaCands
	if m.set && m.charsVer == g.charsVersion && g.fresh == 0 && (m.fieldVer == g.fieldVersion || g.stillClear(m.fieldVer, f, &cands)) &&
		(m.nNarrow == 0 || g.narrowClear(m, f, &cands)) {
		if cands.n > 0 {
			g.findChanged(f, &cands)
			return
		}
		m.fieldVer, m.nNarrow = g.fieldVersion, 0
		if g.verifyCaches != nil {
			reads := g.turnReads
			fresh := foundSBA{wantLogs: true}
			g.scanBattlefield(&fresh)
			g.turnReads = reads // checking reads nothing for the caller
			if fresh.onBattlefield() {
				g.verifyCaches("state-based actions on the battlefield", "none", fmt.Sprint(fresh.logs, fresh.legends))
			}
		}
		return
	}
	f.dropField() // what stillClear found, if it gave up
	reads := g.turnReads
	turnFree := g.scanBattlefield(f) && g.turnReads == reads && g.fresh == 0
	on := f.onBattlefield()
	*m = battlefieldClear{set: turnFree && !on, ifGone: turnFree && on && f.onlyMoves(), charsVer: g.charsVersion, fieldVer: g.fieldVersion, reqs: m.reqs, lost: m.lost}
}

// battlefieldClear remembers that the permanents called for no
// state-based action when the game's charsVersion and fieldVersion were
// charsVer and fieldVer, having read nothing of the turn's state to find
// that. What they are read for — which permanents there are, their
// characteristics (toughness, loyalty, types, names and controllers,
// indestructible), attachments, and damage — changes only with those or
// with the turn's state: damage dealt is noted in fieldVersion, with the
// permanent dealt it in the field log, a regeneration is a change
// (changed), and damage the cleanup step removes can call for no
// action. So at the same versions they call for none again, and after
// permanents entered, left or were dealt damage with charsVersion as it
// was, they call for none but what the changes since call for
// (stillClear, findChanged).
//
// When the permanents call for nothing but moves off the battlefield
// (ifGone), the others call for none at those versions: once the moves
// are made, and each object moved has left, the finding is kept
// (stateBasedActions), the objects that left being changes since
// fieldVer like any other.
//
// A continuous effect begun or ended on one object while the layer
// system is stable changes that object's characteristics alone
// (effectsChanged): while the permanents are known to call for none
// (set), the objects of such changes are noted in narrow, charsVer
// following charsVersion, and are then checked alone (narrowClear).
type battlefieldClear struct {
	set      bool
	ifGone   bool
	charsVer uint64
	fieldVer uint64
	narrow   [4]ObjRef // the objects of narrow changes since the finding (above)
	nNarrow  int
	// reqs is the list of move requests sbaFound finds into, lent for
	// the check and kept across findings.
	reqs lentList[MoveRequest]
	// lost holds the players who lose, and why, while reqs is lent
	// (sbaFound); a finding rewriting the rest keeps it, as reqs.
	lost lostList
}

// lostList is where sbaFound notes the players who lose and the reasons:
// as many as two without a heap slice.
type lostList struct {
	losers [2]*Player
	why    [2]string
}

// noteNarrow notes, before charsVersion moves from cur for a continuous
// effect begun or ended on each of objs alone (effectsChanged), that
// only those objects' characteristics changed: the finding is kept,
// with them to be checked alone, if it was current and there is room
// for them; otherwise it lapses as charsVersion moves. A game only
// looked at (probing) leaves the finding as it is.
func (m *battlefieldClear) noteNarrow(cur uint64, objs []ObjRef, probing bool) {
	if !m.set || m.charsVer != cur || probing {
		return
	}
	if m.nNarrow+len(objs) > len(m.narrow) {
		m.set = false
		return
	}
	m.nNarrow += copy(m.narrow[m.nNarrow:], objs)
	m.charsVer = cur + 1
}

// narrowClear reports whether the permanents still call for no
// state-based action but those noted in cands, after the narrow changes
// m notes, adding to f the actions those call for, as stillClear does
// for the field's changes. Each such change altered one object's
// characteristics alone, so another permanent calls for what it did
// unless it is attached to that object (its legality reads the object:
// 704.5m, 704.5n), and the object itself is checked alone: false if it
// is attached, has something attached to it, or is legendary, an Aura
// or an Equipment, as a newcomer would be. An object no longer on the
// battlefield is no permanent, its leaving a change of the field's.
func (g *Game) narrowClear(m *battlefieldClear, f *foundSBA, cands *sbaCands) bool {
	for _, r := range m.narrow[:m.nNarrow] {
		o := g.Object(r)
		if o == nil || o.Zone != Battlefield {
			continue
		}
		if g.anyAttachedTo(r) || !g.newcomerClear(o, f, cands) {
			return false
		}
	}
	return true
}

// onlyMoves reports whether the state-based actions the permanents call
// for in f are moves alone (704.5f–i, 704.5m): no attachment to undo, no
// counters to remove and no legend rule, whose choice may keep some.
func (f *foundSBA) onlyMoves() bool {
	return len(f.reqs) > 0 && len(f.unattach) == 0 && len(f.annihilate) == 0 && legendRulePending(f.legends, nil) == ""
}

// onBattlefield reports whether f holds an action the permanents call for.
func (f *foundSBA) onBattlefield() bool {
	return len(f.reqs) > 0 || len(f.unattach) > 0 || len(f.annihilate) > 0 || legendRulePending(f.legends, nil) != ""
}

// scanBattlefield adds to f the state-based actions the permanents call
// for, reporting whether it found that without reading the turn's state
// beyond what the characteristics read (turnReads): an Aura's enchant
// filter may read it (a tapped creature), and an Equipment's legality is
// taken to.
func (g *Game) scanBattlefield(f *foundSBA) (turnFree bool) {
	turnFree = true
	for _, bc := range g.battlefieldCards() {
		free, _ := g.scanPermanent(f, bc.Obj)
		turnFree = free && turnFree
	}
	return turnFree
}

// stillClear reports whether the permanents, which called for no
// state-based action when fieldVersion was since (battlefieldClear),
// still call for none but those it notes in cands, whose actions it
// adds to f, from the changes the field log holds since: a permanent
// that entered, or was dealt damage, is checked alone, as
// scanBattlefield checks each, and one that left changes nothing for the
// others unless something was attached to it (704.5m, 704.5n). Which
// other permanents there are changes another's characteristics only
// with charsVersion, and damage is read only for the state-based actions
// of the permanent it is marked on (704.5g, 704.5h). A newcomer that is
// legendary (the legend rule reads the others), an Aura or an Equipment,
// or attached, is not checked alone; a change the log no longer holds, a
// check that reads the turn's state, or more permanents calling for
// actions than cands holds makes it false too, what it added to f left
// for the caller to drop.
func (g *Game) stillClear(since uint64, f *foundSBA, cands *sbaCands) bool {
	if !g.fieldLog.holds(since, g.fieldVersion) {
		return false
	}
	if g.fieldLog.damage != 0 {
		for m := g.fieldLog.damagedSince(since, g.fieldVersion); m != 0; m &= m - 1 {
			o := g.Object(g.fieldLog.damaged(since, m))
			if o == nil || o.Zone != Battlefield {
				continue // it has left since, a change of its own
			}
			if _, ok := g.aloneClear(o, f, cands); !ok {
				return false
			}
		}
	}
	// The changes that name an object entering or leaving, in order
	// (eachFieldChange, without the closure).
	for m := g.fieldLog.namedSince(since, g.fieldVersion); m != 0; m &= m - 1 {
		r, o := g.fieldChange(since, m)
		if o == nil {
			// It left, or it is what left: what was attached to it is
			// not attached to a legal object any more.
			if g.anyAttachedTo(r) {
				return false
			}
			continue
		}
		if !g.newcomerClear(o, f, cands) {
			return false
		}
	}
	return true
}

// anyAttachedTo reports whether a permanent is attached to the object r
// names: its legality reads that object (704.5m, 704.5n).
func (g *Game) anyAttachedTo(r ObjRef) bool {
	for _, bc := range g.battlefieldCards() {
		if bc.Obj.AttachedTo == r {
			return true
		}
	}
	return false
}

// newcomerClear checks permanent o alone, as aloneClear does, for a
// permanent whose change reads no other: false if it is attached to
// something, or legendary (the legend rule reads the others), an Aura
// or an Equipment, or if aloneClear can't tell.
func (g *Game) newcomerClear(o *Object, f *foundSBA, cands *sbaCands) bool {
	if !o.AttachedTo.IsZero() {
		return false
	}
	tb, ok := g.aloneClear(o, f, cands)
	return ok && tb&(tbLegendary|tbAura|tbEquipment) == 0
}

// aloneClear checks the permanent o alone for stillClear, adding to f
// the actions it calls for and noting it in cands if it calls for any:
// false if that reads the turn's state or cands has no room for o. It
// returns o's type bits. A permanent in cands already is not checked
// again, and one that calls for nothing adds nothing to f (not even a
// legendary permanent for the legend rule, which the changes can't call
// for: stillClear).
func (g *Game) aloneClear(o *Object, f *foundSBA, cands *sbaCands) (typeBit, bool) {
	if cands.n > 0 && slices.Contains(cands.objs[:cands.n], o) {
		return g.typeBitsOf(o, g.chars(o)), true
	}
	reads, acts, legends := g.turnReads, f.actions(), len(f.legends)
	free, tb := g.scanPermanent(f, o)
	if !free || g.turnReads != reads {
		return tb, false
	}
	if f.actions() == acts {
		f.legends = f.legends[:legends]
		return tb, true
	}
	return tb, cands.add(o)
}

// dropField drops from f the actions the permanents call for, keeping
// the players'.
func (f *foundSBA) dropField() {
	f.logs, f.reqs, f.unattach, f.annihilate, f.legends = nil, f.reqs[:0], nil, nil, nil
}

// sbaCands are the permanents that call for state-based actions while
// the others call for none (stillClear).
type sbaCands struct {
	objs [4]*Object
	n    int
}

// add notes o, reporting false if there is no room for it.
func (c *sbaCands) add(o *Object) bool {
	if c.n == len(c.objs) {
		return false
	}
	c.objs[c.n] = o
	c.n++
	return true
}

// findChanged makes f, which holds the state-based actions of the
// permanents in cands, what scanBattlefield would find when only those
// call for any (stillClear): with two or more they are found again where
// each lies on the battlefield. Only the legendary permanents differ,
// none of which has entered since the others called for nothing, so that
// no two of them call for the legend rule. The finding is kept as
// scanBattlefield's would be. Under VerifyCaches the battlefield is
// scanned too, and the two compared.
func (g *Game) findChanged(f *foundSBA, cands *sbaCands) {
	if cands.n > 1 {
		f.dropField()
		for _, bc := range g.battlefieldCards() {
			if o := bc.Obj; slices.Contains(cands.objs[:cands.n], o) {
				g.scanPermanent(f, o)
			}
		}
	}
	m := &g.space.sbaClear
	*m = battlefieldClear{ifGone: f.onlyMoves(), charsVer: g.charsVersion, fieldVer: g.fieldVersion, reqs: m.reqs, lost: m.lost}
	if g.verifyCaches != nil {
		reads := g.turnReads
		fresh := foundSBA{wantLogs: f.wantLogs}
		g.scanBattlefield(&fresh)
		g.turnReads = reads // checking reads nothing for the caller
		want, got := fmt.Sprint(fresh.logs, fresh.reqs, fresh.unattach, fresh.annihilate), fmt.Sprint(f.logs, f.reqs, f.unattach, f.annihilate)
		if want != got || legendRulePending(fresh.legends, nil) != "" {
			g.verifyCaches("state-based actions on the battlefield, of the permanents changed", want, got)
		}
	}
}

// scanPermanent adds to f the state-based actions the permanent o calls
// for by itself (scanBattlefield), reporting whether it found that
// without reading the turn's state beyond what the characteristics read,
// and o's type bits.
func (g *Game) scanPermanent(f *foundSBA, o *Object) (turnFree bool, tb typeBit) {
	turnFree = true
	c, tb := g.charsBits(o) // read only: nothing changes while they are found
	if tb&(tbEquipment|tbAura) != 0 && !o.AttachedTo.IsZero() {
		turnFree = tb&tbEquipment == 0 && !enchantReadsTurn(c)
	}
	if tb&tbLegendary != 0 {
		f.legends = append(f.legends, legendary{o.Ref, c.Name, c.Controller})
	}
	creature := tb&tbCreature != 0
	switch {
	case creature && c.Toughness <= 0:
		if f.wantLogs {
			f.logs = append(f.logs, sbaNote{tmpl: "%s has toughness %s (704.5f)", obj: o.Ref, n: c.Toughness, hasN: true})
		}
		f.reqs = append(f.reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseStateBased})
	case creature && o.Damage > 0 && o.Damage >= c.Toughness && !c.Has("indestructible"):
		if f.wantLogs {
			f.logs = append(f.logs, sbaNote{tmpl: "%s has lethal damage (704.5g)", obj: o.Ref})
		}
		f.reqs = append(f.reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseDestroy})
	case creature && o.Deathtouched && !c.Has("indestructible"):
		if f.wantLogs {
			f.logs = append(f.logs, sbaNote{tmpl: "%s was dealt damage by a source with deathtouch (704.5h)", obj: o.Ref})
		}
		f.reqs = append(f.reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseDestroy})
	case tb&tbPlaneswalker != 0 && c.Loyalty <= 0:
		if f.wantLogs {
			f.logs = append(f.logs, sbaNote{tmpl: "%s has no loyalty (704.5i)", obj: o.Ref})
		}
		f.reqs = append(f.reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseStateBased})
	case tb&tbEquipment != 0 && !o.AttachedTo.IsZero() && !g.equipmentLegal(o):
		if f.wantLogs {
			f.logs = append(f.logs, sbaNote{tmpl: "%s becomes unattached (704.5n)", obj: o.Ref})
		}
		f.unattach = append(f.unattach, o)
	case tb&tbAura != 0 && creature:
		// 303.4d: an Aura that is also a creature can't enchant anything.
		if f.wantLogs {
			f.logs = append(f.logs, sbaNote{tmpl: "%s is a creature and can't enchant anything (303.4d, 704.5m)", obj: o.Ref})
		}
		f.reqs = append(f.reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseStateBased})
	case tb&tbAura != 0 && o.attachedPlayer != 0 && !g.legallyOnPlayer(o, c):
		tmpl := "%s is not attached to a player it can enchant (704.5m)"
		if !g.inGame(o.AttachedPlayer()) {
			tmpl = "%s is attached to a player who has left the game (303.4c, 704.5m)"
		}
		if f.wantLogs {
			f.logs = append(f.logs, sbaNote{tmpl: tmpl, obj: o.Ref})
		}
		f.reqs = append(f.reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseStateBased})
	case tb&tbAura != 0 && o.attachedPlayer == 0 && !g.legallyAttached(o, c):
		if f.wantLogs {
			f.logs = append(f.logs, sbaNote{tmpl: "%s is not attached to a legal object (704.5m)", obj: o.Ref})
		}
		f.reqs = append(f.reqs, MoveRequest{Obj: o.Ref, To: Graveyard, Cause: CauseStateBased})
	}
	if o.Counters.Len() > 1 {
		if n := min(o.Counters.Get("+1/+1"), o.Counters.Get("-1/-1")); n > 0 {
			if f.wantLogs {
				f.logs = append(f.logs, sbaNote{tmpl: "%s loses %s +1/+1 and -1/-1 counters each (704.5q)", obj: o.Ref, n: n, hasN: true, role: roleAmount})
			}
			f.annihilate = append(f.annihilate, o)
		}
	}
	return turnFree, tb
}

// enchantReadsTurn reports whether an Aura's enchant filters read the
// turn's state (Filter.readsTurn).
func enchantReadsTurn(c *Chars) bool {
	for _, k := range c.Keywords {
		if k.Name == "enchant" && k.Filter != nil && k.Filter.readsTurn() {
			return true
		}
	}
	return false
}

// PendingStateBasedActions describes the state-based actions that would be
// performed if they were checked now; none are pending whenever a player
// receives priority (704.3, 117.5). It changes nothing and costs the game
// no work: soak tests call it.
func (g *Game) PendingStateBasedActions() []string {
	g.ready()
	if g.over {
		return nil
	}
	defer g.lookOnly()()
	f := foundSBA{wantLogs: true}
	g.findStateBasedActions(&f)
	var out []string
	for _, n := range f.logs {
		out = append(out, g.sbaEvent(n).Text())
	}
	for i, p := range f.losers {
		out = append(out, p.Name+" loses the game ("+f.why[i]+")")
	}
	if f.tokens > 0 {
		out = append(out, fmt.Sprintf("%d tokens outside the battlefield cease to exist (704.5d)", f.tokens))
	}
	if name := legendRulePending(f.legends, f.reqs); name != "" {
		out = append(out, "two or more legendary permanents named "+name+" with one controller (704.5j)")
	}
	return out
}

// legallyAttached reports whether an Aura is attached to an object it
// could enchant (303.4c, 704.5m): not one that enchants players (702.5d).
func (g *Game) legallyAttached(aura *Object, c *Chars) bool {
	host := g.Object(aura.AttachedTo)
	if host == nil || host.Zone != Battlefield || host == aura {
		return false
	}
	for _, k := range c.Keywords {
		if k.Name == "enchant" && (k.Players || k.Filter != nil && !g.Matches(k.Filter, host.Ref, c.Controller)) {
			return false
		}
	}
	return !g.protects(host, aura.Ref) // 702.16c
}

// legallyOnPlayer reports whether an Aura attached to a player could
// enchant that player (303.4c, 704.5m): the player is still in the game,
// and each of its enchant abilities allows that player (702.5c) — an
// enchant ability that names objects allows no player (702.5d), and
// "enchant opponent" only an opponent of the Aura's controller. As for
// an Aura on an object, one that has lost its enchant abilities has no
// restriction left to break.
func (g *Game) legallyOnPlayer(aura *Object, c *Chars) bool {
	p := aura.AttachedPlayer()
	if !g.inGame(p) {
		return false // 303.4c: the player has left the game
	}
	for _, k := range c.Keywords {
		if k.Name == "enchant" && (!k.Players || k.Opponent && p == c.Controller) {
			return false
		}
	}
	return true
}

// lose makes players lose the game at the same time. When one player is
// left they win; when none is, the game is a draw (104.4a).
func (g *Game) lose(ps []*Player, why []string) {
	for i, p := range ps {
		p.Lost = true
		g.changed()
		if g.losses == nil {
			// The losses of a game are mostly one or two: the first
			// land in the workspace's array, outside the Game so that
			// a clone's size is as it was (gameRoom); a clone copies
			// them into its own slice (ownSlice).
			g.losses = g.space.lossRoom[:0]
		}
		if len(g.losses) == 0 {
			g.unusual++ // a loss recorded is a rare state (unusualNow)
		}
		g.losses = append(g.losses, Loss{Player: p.ID, Rule: lossRule(why[i]), Reason: why[i], Turn: g.Turn}) // result.go
		g.beforeRare = true
		if g.logging() {
			g.emit(EvLose, "%s loses the game (%s)", g.evPlayer(rolePlayer, p.ID), evText(roleReason, why[i]))
		}
	}
	if g.validPlayer(g.Priority) && g.Players[g.Priority].Lost {
		g.Priority = g.nextPlayer(g.Priority) // 800.4a: priority goes on to the next player
	}
	switch g.livePlayers() {
	case 0:
		g.setOver()
		g.endReason = "a draw (104.4a: all players lost at once)"
		g.emit(EvGameOver, "the game is %s", evText(roleReason, g.endReason))
	case 1:
		cantWin := false
		for _, q := range g.Players {
			if !q.Lost && !g.noStaticsAbout() && g.outcomeSource(q.ID, true) != nil { // cant_lose.go
				g.emit(EvNote, "%s can't win the game", g.evPlayer(rolePlayer, q.ID)) // cant_lose.go
				cantWin = true
				break
			}
		}
		if !cantWin {
			g.setOver()
			for _, q := range g.Players {
				if !q.Lost {
					g.endReason = g.space.winsReason(q)
					if g.logging() {
						g.emit(EvGameOver, "%s wins the game", g.evPlayer(roleWinner, q.ID))
					}
				}
			}
		}
	}
	if !g.over {
		for _, p := range ps {
			g.leaveGame(p.ID) // the game goes on without them (800.4a; leave_game.go)
		}
	}
}

// setOver ends the game: over is a rare state for beforePriority
// (beforeRare) and for a listing and a pass (unusual).
func (g *Game) setOver() {
	if !g.over {
		g.unusual++
	}
	g.over, g.beforeRare = true, true
}

// winReason is the reason a game won by the player in one seat ended,
// joined for the player's name (winsReason).
type winReason struct{ name, reason string }

// winsReason returns "NAME wins the game" for q, the winner: joined once
// for each seat and name, and kept with the workspace, whatever the game
// (a reset game seating players of the same names joins none). A string
// is never changed, so the one kept is the one joined anew.
func (w *workspace) winsReason(q *Player) string {
	if int(q.ID) >= len(w.wins) {
		return q.Name + " wins the game"
	}
	k := &w.wins[q.ID]
	if k.reason == "" || k.name != q.Name {
		*k = winReason{q.Name, q.Name + " wins the game"}
	}
	return k.reason
}

// EndInDraw ends the game with no winner, as when a loop of mandatory
// actions can't be stopped (104.4b).
func (g *Game) EndInDraw(why string) {
	g.ready()
	if g.over {
		return
	}
	if g.journalling() {
		var err error
		end := g.journalCall(JournalAction{Call: CallEndInDraw, Player: NoPlayer, Why: why})
		defer func() { end.end(g, &err) }() // journal.go
	}
	g.setOver()
	g.endReason = "a draw (" + why + ")"
	g.emit(EvGameOver, "the game is %s", evText(roleReason, g.endReason))
}

// EndReason says how the game ended — who won, or why it is a draw — and
// is empty while the game goes on.
func (g *Game) EndReason() string { return g.endReason }

// equipmentLegal reports whether an Equipment is attached to a creature it
// can be attached to (704.5n): not when it is a creature itself (301.5c).
func (g *Game) equipmentLegal(o *Object) bool {
	h := g.Object(o.AttachedTo)
	return h != nil && h.Zone == Battlefield && g.canAttach(o, h)
}
