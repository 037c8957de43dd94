package runtime

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
)

// A listing (AppendLegalActions) finds a player's plays — lands to play,
// spells to cast, abilities to activate, mana to make — by probing each,
// and most listings of a turn find what the player's last one found:
// between two of a player's priorities the step moves on and the other
// player passes, and nothing the plays depend on changes. So the plays
// are kept with the player (listingKept) and listed again from there
// while they are current: a listing then costs a comparison of what it
// read and a copy of the actions. The declarations and the pass, which
// read the step and combat, are found at every listing.
//
// What the plays read is of three kinds.
//   - Findings the game keeps past its version (kept.go) and
//     characteristics: each counts its reads of the turn's state
//     (turnReads, probeReads) whenever it is read, kept or made anew. Plays
//     found with neither count moving read none of the turn through them,
//     and are kept past their version as keptStamp says, reading the
//     battlefield; plays that did are kept for their version alone. They
//     read which of the player's own permanents are tapped (its mana
//     sources, the {T} costs of its abilities) and no other's: a filter
//     asking whether a permanent is tapped counts its reads (version.go).
//     So they are kept while the player's tapVer holds, an opponent's
//     land tapped for a spell leaving them current. Plays whose probes
//     read no other player's permanent — none probed a spell or an
//     ability with targets, whose lists are read (readsOwnOnly), but for
//     an ability refused for its {T} cost whatever it targets
//     (tapRefused), a spell with kickers or a card outside the hand or
//     copying another (listBuf.others) — read the player's own
//     permanents alone: its mana sources, its permanents with
//     abilities and what its probes pay with; a static ability of
//     another's that reaches them moves charsVersion as the permanent
//     enters or leaves. They are kept on the player's part of the
//     battlefield (ownStamp), another player's land played or creature
//     dying leaving them current.
//   - What the listing itself reads of the turn: whether the player holds
//     priority, the player's mana pool, and, where the plays depended on
//     them (listingReads), whether a land may be played now (the step,
//     the active player, the stack, lands played: read when the hand holds
//     a land), whether a sorcery may be cast now (read when a card is
//     neither an instant nor has flash) and when the player's most recent
//     turn began (read with a summoning sickness, 302.6). These are the
//     key (listingKey), compared at every use.
//   - The player's hand: the cards in it, in order (a card that leaves it
//     and comes back is a new object, 400.7, with a new reference). It is
//     as it was while no card has been put into or taken from any zone
//     (Game.zoneMoves: a card's object changes only as it is placed),
//     and is compared card by card otherwise.
//
// A land in the player's hand may be played exactly when landTime says
// (PlayLand reads nothing else of it). A listing that probes what
// neither a kept finding nor the key covers — a land played or a card
// cast from outside the hand, or an ability activated from outside the
// battlefield, each reading the permission or the zone that allows it,
// or a card a permission may allow — notes it (listBuf.unkeyed), and its
// plays are kept for their version alone. One that looks at other zones
// for cards with flashback or abilities that work there reads which
// cards they hold, and is kept while no card enters or leaves a zone
// (Game.zoneMoves). Under VerifyCaches plays listed from what was kept
// are found afresh as well and the two compared.

// listingKept is a player's plays as last found, with what they read.
type listingKept struct {
	keptPlays
	// other is the plays kept before the last change of whether a
	// sorcery may be cast, with what they read (updatePlays): a turn's
	// main phase and the steps between its main phases list plays at the
	// two answers, and plays kept for one answer are current again at the
	// next step with that answer when nothing they read changed between.
	other keptPlays
	// spare is the storage the next plays a view finds are kept in
	// (findView), and holds the plays a view (playsView) finds when
	// nothing is kept; shown is, under VerifyCaches, a copy of the last
	// view given (view), to tell whether its caller changed it
	// (checkView).
	spare, shown []Action
	view         []Action // the last view given, under VerifyCaches
	viewed       bool     // shown and view are set
	// lent is the version at which a view of acts was last given
	// (LegalPlaysView): while the version is that, acts holds p's plays
	// as a listing finds them now (listedNow, take_check.go).
	lent uint64
	// rest is what the last cast found legal by a probe of a card of the
	// player's hand read beside the player's mana (castCarried).
	rest restNote
}

// keptPlays is a player's plays as found, with what they read
// (listingKept).
type keptPlays struct {
	keptStamp
	tapVer uint64 // the player's Player.tapVer
	key    listingKey
	reads  listingReads
	hand   []ObjRef // the player's hand, in order
	acts   []Action // the plays, in the listing's order
	// withTaps says acts end with the mana taps (a listing asked for
	// them), which begin at taps; a listing that asks for none finds
	// none, and its plays serve only listings that ask for none.
	withTaps bool
	taps     int
	kicked   bool // some play has a kicker list (ownKickers)
	// acts begin with the land plays, up to landEnd, then the casts of
	// the cards in the hand, up to handEnd; offHand says that the plays
	// looked at cards outside the hand too (updatePlays).
	landEnd, handEnd int
	offHand          bool
	// ownField is the player's Player.fieldVer as the plays were found,
	// and needs what their probes read of other players' permanents
	// (targetNeeds): plays kept on the whole battlefield stay current
	// while the permanents that entered since are others' and no legal
	// target for them (othersEntered).
	ownField uint64
	needs    targetNeeds
	// layerVer, effects and lastEffect are the game's layerVersion, the
	// number of its continuous effects and the last of them when the
	// plays' stamp was last set at the game's charsVersion (noteEffects),
	// for narrowOthers.
	layerVer   uint64
	effects    int
	lastEffect *ContinuousEffect
	// shapeVer is the player's Player.shapeVer at the same moment.
	shapeVer uint32
	// want and mask are the key and reads packed for a hit's one test of
	// them (keyBits, LegalPlaysView).
	want, mask uint8
}

// The bits of keptPlays.want and mask: whether the plays' listing held
// priority, whether a land might be played and a sorcery cast, each in
// mask where the plays read it, and keySlow where the plays read their
// key beyond these and an empty pool (a summoning sickness, other zones,
// mana in the pool), which a hit then compares in full.
const (
	keyPriority uint8 = 1 << iota
	keySlow
	keyLand
	keySorcery
)

// keyBits returns want and mask as the key and reads of k make them
// (keptPlays.want): k notes them whenever either is set (pack).
func (k *keptPlays) keyBits() (want, mask uint8) {
	key, r := &k.key, &k.reads
	mask = keyPriority | keySlow
	if key.priority {
		want = keyPriority
	}
	if r.sick || r.zones || !key.poolEmpty {
		want |= keySlow
	}
	if r.land {
		mask |= keyLand
		if key.landTime {
			want |= keyLand
		}
	}
	if r.sorcery {
		mask |= keySorcery
		if key.sorceryTime {
			want |= keySorcery
		}
	}
	return want, mask
}

// pack notes in k its key and reads packed (keyBits), once either is set.
func (k *keptPlays) pack() { k.want, k.mask = k.keyBits() }

// noteEffects notes in k the continuous effects and layerVersion of the
// game now, when k's stamp is set at its charsVersion (narrowOthers).
// Its stamp is on the player's part of the battlefield (own) by then.
func (k *keptPlays) noteEffects(g *Game) {
	k.layerVer, k.effects, k.lastEffect = g.layerVersion, len(g.effects), nil
	k.shapeVer = g.Players[k.own-1].shapeVer
	if n := len(g.effects); n > 0 {
		k.lastEffect = g.effects[n-1]
	}
}

// narrowOthers reports whether the plays k keeps for p, found on p's
// part of the battlefield (ownStamp) reading nothing of the turn and
// current by their stamp but for charsVersion, are current: every change
// of characteristics since was a continuous effect beginning or ending
// on one object alone (layerVersion has not moved: effectsChanged), and
// either no effect has ended since (the effects kept then are still the
// first ones, in order: endEffects keeps the others' order, and effects
// are only appended) and each effect begun since is on another player's
// permanent, or each effect begun or ended since on one of p's
// permanents changed only power and toughness (Player.shapeVer) and the
// game has never read a power or toughness but in the layer system, its
// checks and its combat (Game.ptRead). Such an effect changes its
// object's characteristics alone and no static ability, controller or
// source of the layer system (version.go), and plays on p's part of the
// battlefield read no other player's permanent (listingKept), nor power
// or toughness but through a filter comparing them with its source's
// (SourceCompare) or a value naming them (PowerOf), which note the read:
// what they read is as it was. If so, k is noted current.
func (k *keptPlays) narrowOthers(g *Game, p PlayerID) bool {
	s := &k.keptStamp
	if s.own == 0 || !s.set || !s.turnFree || k.layerVer != g.layerVersion || !s.fieldCurrent(g) {
		return false
	}
	if g.ptRead || k.shapeVer != g.Players[p].shapeVer {
		n := k.effects
		if len(g.effects) < n || n > 0 && g.effects[n-1] != k.lastEffect {
			return false // an effect ended
		}
		for _, e := range g.effects[n:] {
			if o := g.Object(e.Object); o == nil || o.Zone != Battlefield || o.Controller == p {
				return false // it may be on what the plays read
			}
		}
	}
	s.ver, s.charsVer = g.version, g.charsVersion
	k.noteEffects(g)
	return true
}

// targetNeeds says what the probes of plays read of other players'
// permanents: for a spell cast from its owner's hand with no kicker and
// not a copy, only the lists of its legal targets (readsOwnOnly), and of
// those only which candidates are legal (targetsStillHold). It holds the
// spell abilities whose targets were read, n of them; wide says that
// some probe read others' permanents otherwise, or more abilities than
// it holds: then no permanent of another's is known to leave the plays
// as they were.
type targetNeeds struct {
	abs  [4]*Ability
	n    int8
	wide bool
}

// add notes that a probe read the lists of legal targets of ab's specs.
func (t *targetNeeds) add(ab *Ability) {
	for _, have := range t.abs[:t.n] {
		if have == ab {
			return
		}
	}
	if int(t.n) == len(t.abs) {
		t.wide = true
		return
	}
	t.abs[t.n] = ab
	t.n++
}

// merge adds to t what u says was read.
//
//go:noinline
func (t *targetNeeds) merge(u *targetNeeds) {
	t.wide = t.wide || u.wide
	for _, ab := range u.abs[:u.n] {
		t.add(ab)
	}
}

// rulesOut reports whether o, a permanent, is no legal target for any
// spec of the abilities t holds by its types alone (typeNeeds), when
// chars would answer o's characteristics at once, as rulesOutStamped.
func (t *targetNeeds) rulesOut(g *Game, o *Object) bool {
	tb, ok := stampedTypeBits(g, o)
	if !ok {
		return false
	}
	for _, ab := range t.abs[:t.n] {
		for i := range ab.Targets {
			if spec := &ab.Targets[i]; spec.Objects {
				tn := g.space.listBuf.specNeeds(g, spec)
				if tn.n == 0 || !tn.rulesOutBits(tb) {
					return false // one the types alone don't turn down
				}
			}
		}
	}
	return true
}

// specNeeds returns filterTypeNeeds of spec's filter, kept for the last
// few specs asked (a spec never changes). Under VerifyCaches a kept
// answer is found again and compared.
func (lb *listBuf) specNeeds(g *Game, spec *TargetSpec) *typeNeeds {
	for i := range lb.specs {
		if lb.specs[i] == spec {
			if g.verifyCaches != nil {
				if fresh := filterTypeNeeds(&spec.Filter); fresh != lb.specNeed[i] {
					g.verifyCaches("the type bits the filter of "+spec.Text+" asks for", fmt.Sprint(lb.specNeed[i]), fmt.Sprint(fresh))
				}
			}
			return &lb.specNeed[i]
		}
	}
	i := lb.specNext
	lb.specNext = (i + 1) % len(lb.specs)
	lb.specs[i], lb.specNeed[i] = spec, filterTypeNeeds(&spec.Filter)
	return &lb.specNeed[i]
}

// othersMayHold is othersEntered's first checks: plays found on the
// whole battlefield only for their lists of targets, read nothing of the
// turn, at this charsVersion.
func (k *keptPlays) othersMayHold(g *Game) bool {
	return k.own == 0 && !k.needs.wide && k.turnFree && k.charsVer == g.charsVersion
}

// othersEntered reports whether the plays k keeps for p, current but
// for permanents that entered or left the battlefield since they were
// found, are current: they were found on the whole battlefield only
// because their probes read lists of legal targets (targetNeeds), none
// of p's permanents entered or left since (Player.fieldVer), and each
// permanent that entered since, as the field log shows, is still there,
// is another player's and is no legal target for them by its types.
// Those lists are then as they were, and nothing else the plays read
// changed (keptStamp). If so, k is noted current.
func (g *Game) othersEntered(k *keptPlays, p PlayerID) bool {
	s := &k.keptStamp
	if !k.othersMayHold(g) || k.ownField != g.Players[p].fieldVer || !g.fieldLog.holds(s.fieldVer, g.fieldVersion) {
		return false
	}
	for m := g.fieldLog.namedSince(s.fieldVer, g.fieldVersion); m != 0; m &= m - 1 {
		if _, o := g.fieldChange(s.fieldVer, m); o == nil || o.Controller == p || !k.needs.rulesOut(g, o) {
			return false // it left, is p's, or may be a target
		}
	}
	s.fieldVer, s.ver = g.fieldVersion, g.version
	return true
}

// listingKey is what a listing reads of the turn's state itself (above).
type listingKey struct {
	priority    bool     // the player holds priority (117.1)
	landTime    bool     // a land may be played now, but for the card (305.1, 305.2)
	sorceryTime bool     // a sorcery may be cast now, but for its cost (307.1)
	pool        ManaPool // the player's mana pool
	poolEmpty   bool     // pool is empty (poolHolds)
	began       int      // when the player's most recent turn began (Player.TurnBegan)
	zoneMoves   uint64   // the game's zoneMoves, as the plays were found or the hand last found as it was (handHolds)
	handMoves   uint64   // the player's Player.handMoves, likewise
}

// poolHolds reports whether q, the player's mana pool now, is the pool
// of key. A hit of a listing (LegalPlaysView) compares it at every
// priority, mostly with nothing in either pool: when key's is empty, q's
// six numbers are tested together for zero.
func (key *listingKey) poolHolds(q *ManaPool) bool {
	if key.poolEmpty {
		return poolZero(q)
	}
	return samePool(&key.pool, q)
}

// poolZero reports whether q holds no mana, its six numbers tested
// together.
func poolZero(q *ManaPool) bool { return q[0]|q[1]|q[2]|q[3]|q[4]|q[5] == 0 }

// listingReads says which parts of its key a listing's plays depended
// on, beyond the priority and the pool, which they always do.
type listingReads struct {
	land    bool // a card in the hand is a land
	sorcery bool // a card's timing is a sorcery's (checkTiming)
	sick    bool // a summoning sickness (Game.Sick)
	zones   bool // which cards are in zones but the hand and the battlefield
}

// keyHolds reports whether the key of the plays k keeps for p, so far as
// they read it (k.reads), is p's key now; pl is p's Player, priority and
// landTime are as AppendLegalActions found them. It reads the game in
// place: a listing asks at every priority.
func (k *listingKept) keyHolds(g *Game, p PlayerID, pl *Player, priority, landTime bool) bool {
	key, r := &k.key, &k.reads
	return key.priority == priority && key.poolHolds(&pl.Pool) &&
		(!r.land || key.landTime == landTime) && (!r.sorcery || key.sorceryTime == g.sorceryTime(p)) &&
		(!r.sick || key.began == pl.TurnBegan) && (!r.zones || key.zoneMoves == g.zoneMoves)
}

// sorceryTime reports whether p may cast a sorcery now, but for its cost:
// in a main phase of p's turn with an empty stack (307.1).
func (g *Game) sorceryTime(p PlayerID) bool {
	return g.Active == p && (g.Step == Main1 || g.Step == Main2) && len(g.stack) == 0
}

// sorcerySteps holds the main phases' steps, the steps of sorceryTime,
// for a test of one bit (every step is below 64).
const sorcerySteps = 1<<Main1 | 1<<Main2

// appendPlays appends p's plays to out: found anew, or listed from those
// kept when they are current (above); without the mana taps, which come
// last (findPlays), if noTaps; priority says whether p holds priority
// (HasPriority).
func (g *Game) appendPlays(out []Action, p PlayerID, priority, landTime, noTaps bool) []Action {
	if g.fresh > 0 || g.tapCost != nil || g.resolving > 0 || g.targetFrame != nil {
		// Nothing is kept while the caches are checked, a cost is paid or
		// a resolution asks (a Decider listing what it may do): what the
		// resolution holds is read as the game's (twins.go).
		return g.findPlays(out, p, landTime, !noTaps)
	}
	if n := len(g.Players); len(g.space.listKept) < n {
		g.space.listKept = append(g.space.listKept, make([]listingKept, n-len(g.space.listKept))...)
	}
	k := &g.space.listKept[p]
	if g.playsKept(k, p, priority, landTime, noTaps) {
		if !k.turnFree {
			g.probeReads++ // plays that read the turn (probe_kept.go)
		}
		at := len(out)
		acts := k.acts
		if noTaps {
			acts = acts[:k.taps]
		}
		out = append(out, acts...)
		if k.kicked {
			ownKickers(out[at:]) // the caller's to change
		}
		if g.verifyCaches != nil {
			g.verifyPlays(p, landTime, out[at:], noTaps)
		}
		return out
	}
	return g.findKept(out, k, p, priority, landTime, noTaps)
}

// findKept appends p's plays, found anew, to out, and keeps them in k
// (appendPlays, whose arguments these are).
func (g *Game) findKept(out []Action, k *listingKept, p PlayerID, priority, landTime, noTaps bool) []Action {
	at := len(out)
	out = g.findNoted(out, k, p, priority, landTime, noTaps)
	k.pack()
	last := k.acts
	k.acts = append(k.acts[:0], out[at:]...)
	if n := len(out) - at; len(last) > n {
		clear(last[n:]) // the names and kicker lists of the last plays past the new ones
	}
	k.withTaps, k.taps = !noTaps, tapsAt(k.acts)
	k.kicked = ownKickers(k.acts) // the caller's may change
	return out
}

// findView finds p's plays anew into k's spare storage and keeps them
// there (findKept, whose arguments these are), the last plays' storage
// becoming the spare: nothing else holds the plays found, so they are
// kept as they are rather than copied. It returns them as a view
// (playsView).
func (g *Game) findView(k *listingKept, p PlayerID, priority, landTime, noTaps bool) []Action {
	found := g.findNoted(k.spare[:0], k, p, priority, landTime, noTaps)
	k.pack()
	k.acts, k.spare = found, k.acts[:0]
	k.withTaps, k.taps = !noTaps, tapsAt(found)
	k.kicked = false
	for i := range found {
		if len(found[i].Kicked) > 0 {
			k.kicked = true
			break
		}
	}
	return k.plays(noTaps)
}

// findNoted appends p's plays, found anew, to out and notes in k what
// they read (its stamp, key and reads), p's hand and where their parts
// end (findKept, whose arguments these are); the caller keeps the plays.
func (g *Game) findNoted(out []Action, k *listingKept, p PlayerID, priority, landTime, noTaps bool) []Action {
	// p's listing key as the plays are found: finding them changes
	// nothing, and reads nothing k keeps. Written in place, field by
	// field: a listingKey is large to build and copy. handFound and
	// playsDry write the same key and stamp in line (functions shared by
	// the three cost 0.66% of a Mirror game): a change to what is noted
	// here must be made there too.
	pl, key := g.Players[p], &k.key
	key.priority, key.landTime, key.sorceryTime = priority, landTime, g.sorceryTime(p)
	key.pool, key.poolEmpty = pl.Pool, poolZero(&pl.Pool)
	key.began, key.zoneMoves, key.handMoves = pl.TurnBegan, g.zoneMoves, pl.handMoves
	reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
	lb := &g.space.listBuf
	lb.unkeyed, lb.reads, lb.others, lb.needs.n, lb.needs.wide = false, listingReads{}, false, 0, false
	at := len(out)
	out = g.findPlays(out, p, landTime, !noTaps)
	// The stamp, as stamp or (on p's permanents alone, above) ownStamp
	// make it, written in place likewise.
	st := &k.keptStamp
	st.set, st.ver, st.charsVer, st.tapVer = true, g.version, g.charsVersion, g.tapVersion
	st.turnFree = !lb.unkeyed && g.turnReads == reads && g.probeReads == probeReads
	if lb.others {
		st.fieldVer, st.own = g.fieldVersion, 0
	} else {
		st.fieldVer, st.own = pl.fieldVer, int(p)+1
		k.noteEffects(g)
	}
	k.tapVer, k.reads = pl.tapVer, lb.reads
	if lb.others {
		k.ownField, k.needs = pl.fieldVer, lb.needs // read only on the whole battlefield (othersEntered)
	}
	k.reads.sick = g.sickReads != sick
	if !lb.offHand {
		// The candidates were the hand, and their walk noted its
		// references (appendByCard): k keeps that list, and the list k
		// kept becomes the next walk's.
		k.hand, lb.refs = lb.refs, k.hand[:0]
	} else {
		hand := g.ZoneCards(Hand, p)
		k.hand = slices.Grow(k.hand[:0], len(hand))[:len(hand)]
		for i, c := range hand {
			k.hand[i] = c.Obj.Ref
		}
	}
	k.landEnd, k.handEnd, k.offHand = lb.landEnd-at, lb.handEnd-at, lb.offHand
	return out
}

// playsKept reports whether the plays k keeps for p are current (brought
// up to date in place if need be, updatePlays) for a listing with
// priority, landTime and noTaps as appendPlays has them.
func (g *Game) playsKept(k *listingKept, p PlayerID, priority, landTime, noTaps bool) bool {
	pl := g.Players[p]
	if noTaps && k.set && k.tapVer != pl.tapVer && g.playsDry(k, p, pl, priority, landTime) {
		return true // made anew, p's sources making nothing
	}
	return k.set && (noTaps || k.withTaps) && k.tapVer == pl.tapVer && (k.currentFor(g, true, false) || g.othersEntered(&k.keptPlays, p) || k.narrowOthers(g, p)) &&
		(k.keyHolds(g, p, pl, priority, landTime) && k.handHolds(g, p) ||
			g.updatePlays(k, p, g.ZoneCards(Hand, p), priority, landTime, noTaps))
}

// handHolds reports whether p's hand holds the cards, in order, that k's
// plays were found for, their key holding otherwise (keyHolds). A hand
// found the same is noted so at the game's zoneMoves: it stays the same
// while no card moves, and is not compared again till one does. It is
// compared by its length and last card (handAsKept), and under
// VerifyCaches card by card as well.
func (k *listingKept) handHolds(g *Game, p PlayerID) bool {
	if k.key.zoneMoves == g.zoneMoves {
		return true
	}
	hand := g.ZoneCards(Hand, p)
	same := handAsKept(k.hand, hand)
	if g.verifyCaches != nil && same != sameHand(k.hand, hand) {
		g.verifyCaches("whether the hand of "+g.PlayerName(p)+" is as its plays were kept for", fmt.Sprint(same), fmt.Sprint(!same))
	}
	if !same {
		return false
	}
	k.key.zoneMoves = g.zoneMoves
	return true
}

// playsView returns p's plays as appendPlays would append them (noTaps
// as there), read in place: the kept plays when they are current, else
// those found anew. The answer is the game's, valid until the next
// listing; under VerifyCaches a copy is kept so that the next listing
// reports a change its caller made (checkView).
func (g *Game) playsView(p PlayerID, priority, landTime, noTaps bool) []Action {
	if n := len(g.Players); len(g.space.listKept) < n {
		g.space.listKept = append(g.space.listKept, make([]listingKept, n-len(g.space.listKept))...)
	}
	k := &g.space.listKept[p]
	var view []Action
	if g.fresh > 0 || g.tapCost != nil || g.resolving > 0 || g.targetFrame != nil {
		k.spare = g.appendPlays(k.spare[:0], p, priority, landTime, noTaps) // nothing is kept: found anew
		view = k.spare
	} else if g.playsKept(k, p, priority, landTime, noTaps) {
		if !k.turnFree {
			g.probeReads++ // plays that read the turn (probe_kept.go)
		}
		view = k.acts
		if noTaps {
			view = view[:k.taps]
		}
		if g.verifyCaches != nil {
			g.verifyPlays(p, landTime, view, noTaps)
		}
	} else {
		view = g.findView(k, p, priority, landTime, noTaps) // found anew and kept (appendPlays)
	}
	if g.verifyCaches != nil {
		k.verifyPacked(g, p)
		k.shown = append(k.shown[:0], view...)
		ownKickers(k.shown)
		k.view, k.viewed = view, true
	}
	return view
}

// verifyPacked reports under VerifyCaches plays kept for p, or kept
// before the last change of sorcery timing, whose key and reads packed
// (want, mask) are not as keyBits makes them from the two.
func (k *listingKept) verifyPacked(g *Game, p PlayerID) {
	for i, kp := range [2]*keptPlays{&k.keptPlays, &k.other} {
		if w, m := kp.keyBits(); kp.set && (w != kp.want || m != kp.mask) {
			g.verifyCaches(fmt.Sprintf("the packed key of the plays of %s (%d)", g.PlayerName(p), i), fmt.Sprint(kp.want, kp.mask), fmt.Sprint(w, m))
		}
	}
}

// checkView reports under VerifyCaches a change that the caller of the
// last view of p's plays (LegalPlaysView) made to it, read where it was
// given: the kept plays, or spare.
func (g *Game) checkView(p PlayerID) {
	if int(p) >= len(g.space.listKept) || !g.space.listKept[p].viewed {
		return
	}
	k := &g.space.listKept[p]
	k.viewed = false
	if (len(k.view) > 0 || len(k.shown) > 0) && !reflect.DeepEqual(k.view, k.shown) { // every field: an Action's String shows only some; an empty view, nil or not, has nothing to change
		a, b := fmt.Sprintf("%#v", k.view), fmt.Sprintf("%#v", k.shown)
		g.verifyCaches("the view of the plays of "+g.PlayerName(p)+" (changed by its caller)", a, b)
	}
}

// updatePlays brings the plays k keeps for p up to date in place, when
// they are current but for changes that alter only the plays of some
// cards of the hand, and reports whether it did; priority and landTime
// are as AppendLegalActions found them. The plays must have read nothing
// of the turn but what their key covers (turnFree) and no card outside
// the hand, and their key must hold but for these:
//   - Whether a sorcery may be cast now changed (a main phase begun or
//     ended, a spell put on the stack or resolved): a card's timing is
//     its type or flash, which the characteristics say, and sorceryTime
//     (checkTiming), and a cast's answer is one given the timing (a kept
//     one is used at any step, castProbe). The casts of a card whose
//     timing allows no cast now are dropped, and a card whose timing
//     allows one now and that had none is probed (retimeCasts).
//   - Whether a land may be played changed: a land in its owner's hand
//     may be played exactly when landTime says (PlayLand checks the
//     card's base type, priority, the timing and the lands played, 305.1,
//     305.2), and nothing else of the plays reads it. The land plays are
//     dropped, or one is listed for each land of the hand, as a listing
//     would list them, first (setLandPlays).
//   - One card was put into the hand, after those it held (a draw): the
//     plays of the others are as they were, and the new card's are found
//     (addHandCard).
//
// Where whether a sorcery may be cast changed, the plays kept before the
// last such change (k.other) are current now if nothing they read
// changed since (otherHolds, the checks of a kept listing): then they
// become k's plays, and those k kept become k.other. Otherwise k's plays
// are kept in k.other as they were before they are brought up to date.
//
// What finding plays anew reads is added to what k's plays read. Under
// VerifyCaches the plays are found afresh and compared as for any plays
// listed from what was kept (appendPlays).
func (g *Game) updatePlays(k *listingKept, p PlayerID, hand []*Card, priority, landTime, noTaps bool) bool {
	pl, key, r := g.Players[p], &k.key, &k.reads
	if !k.turnFree || k.offHand || r.zones && key.zoneMoves != g.zoneMoves || key.priority != priority || r.sick && key.began != pl.TurnBegan ||
		key.poolEmpty && !poolZero(&pl.Pool) || !key.poolEmpty && !samePool(&key.pool, &pl.Pool) { // poolHolds, in line
		return false
	}
	n := len(k.hand)
	grew := false
	if key.handMoves != pl.handMoves && !g.handKept(p, k.hand, hand) {
		// A card put into the hand sits after those it held
		// (handAsKept): the hand grew by one if the cards before its
		// last are the kept hand.
		if len(hand) != n+1 || !g.handKept(p, k.hand, hand[:n]) {
			return false
		}
		grew = true
	}
	sorcery := g.sorceryTime(p)
	retime, reland := r.sorcery && key.sorceryTime != sorcery, r.land && key.landTime != landTime
	if !grew && !retime && !reland {
		return false
	}
	if retime {
		if k.otherHolds(g, p, pl, hand, priority, landTime, noTaps) {
			k.keptPlays, k.other = k.other, k.keptPlays
			return true
		}
		k.keepOther()
	} else if !grew {
		// The land plays alone, made from the hand with nothing probed:
		// what the plays read is as it was.
		k.setLandPlays(p, hand[:n], landTime)
		key.landTime, key.sorceryTime, key.began, key.zoneMoves, key.handMoves = landTime, sorcery, pl.TurnBegan, g.zoneMoves, pl.handMoves
		k.pack()
		return true
	}
	g.updateCards(k, p, pl, hand, landTime, sorcery, retime, reland, grew)
	return true
}

// updateCards is updatePlays once its checks have passed: it brings the
// casts of the cards of hand, p's hand, up to date if retime, makes the
// land plays anew if reland and adds the plays of the last card of hand
// if grew (the hand grew by that card), as updatePlays says, and notes
// what the plays read and their key; landTime and sorcery are as a
// listing finds them now, and pl is p's Player.
func (g *Game) updateCards(k *listingKept, p PlayerID, pl *Player, hand []*Card, landTime, sorcery, retime, reland, grew bool) {
	key, r := &k.key, &k.reads
	n := len(k.hand)
	lb := &g.space.listBuf
	lb.unkeyed, lb.reads, lb.others, lb.needs.n, lb.needs.wide = false, listingReads{}, false, 0, false
	reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
	if retime {
		g.retimeCasts(k, p, hand[:n], sorcery)
	}
	if reland {
		k.setLandPlays(p, hand[:n], landTime)
	}
	if grew {
		g.addHandCard(k, p, hand[:n], hand[n].Obj, landTime)
		k.hand = append(k.hand, hand[n].Obj.Ref)
	}
	if lb.unkeyed || g.turnReads != reads || g.probeReads != probeReads {
		k.keptStamp = g.stamp(false)
	} else if lb.others && k.own > 0 {
		// The plays found now may read other players' permanents: all
		// are kept as found now (they are current), on the whole
		// battlefield; those kept read none.
		k.keptStamp = g.stamp(true)
		k.ownField, k.needs = g.Players[p].fieldVer, lb.needs
	} else if lb.others {
		k.needs.merge(&lb.needs)
	}
	r.land = r.land || lb.reads.land
	r.sorcery = r.sorcery || lb.reads.sorcery
	r.sick = r.sick || g.sickReads != sick
	// The key as findNoted makes it now: its priority and pool are
	// as they were (updatePlays), and finding plays changes nothing.
	key.landTime, key.sorceryTime, key.began, key.zoneMoves, key.handMoves = landTime, sorcery, pl.TurnBegan, g.zoneMoves, pl.handMoves
	k.pack()
}

// otherHolds reports whether the plays k.other keeps for p, whose
// Player is pl, are current for a listing with priority, landTime and
// noTaps as updatePlays has them and hand, p's hand: the checks of
// playsKept and handHolds.
func (k *listingKept) otherHolds(g *Game, p PlayerID, pl *Player, hand []*Card, priority, landTime, noTaps bool) bool {
	o := &k.other
	if !o.set || !noTaps && !o.withTaps || o.tapVer != pl.tapVer || !o.currentFor(g, true, false) {
		return false
	}
	key, r := &o.key, &o.reads
	if key.priority != priority || !key.poolHolds(&pl.Pool) || r.land && key.landTime != landTime ||
		r.sorcery && key.sorceryTime != g.sorceryTime(p) || r.sick && key.began != pl.TurnBegan ||
		r.zones && key.zoneMoves != g.zoneMoves || key.handMoves != pl.handMoves && !g.handKept(p, o.hand, hand) {
		return false
	}
	key.zoneMoves, key.handMoves = g.zoneMoves, pl.handMoves // the hand is as it was (handHolds)
	return true
}

// keepOther keeps in k.other the plays k keeps, in storage of its own,
// with what they read (updatePlays).
func (k *listingKept) keepOther() {
	o := &k.other
	acts, hand := o.acts, o.hand
	*o = k.keptPlays
	o.acts = append(acts[:0], k.acts...) // the kicker lists shared: neither list's are changed in place (ownKickers copies them out)
	o.hand = append(hand[:0], k.hand...)
	if n := len(o.acts); len(acts) > n {
		clear(acts[n:len(acts)]) // the names and kicker lists of the plays kept before past these
	}
}

// retimeCasts makes the casts k keeps of the cards of hand, p's hand,
// those of a listing where sorcery says whether a sorcery may be cast,
// the other answer than when they were found (updatePlays): a card whose
// timing allows no cast now has none, a card whose timing allows one and
// that had none is probed (if sorcery, its timing may have refused it
// before), and a card that had casts keeps them (its timing allowed them
// then and does now). Only a card that had casts when a sorcery could be
// cast has its timing read: any other's is known.
func (g *Game) retimeCasts(k *listingKept, p PlayerID, hand []*Card, sorcery bool) {
	lb := &g.space.listBuf
	// The casts are made in casts once one changes; till then (same)
	// they are k's, k.acts[k.landEnd:j], and are left in place.
	casts, same := lb.added[:0], true
	j := k.landEnd
	for i, c := range hand {
		o := c.Obj
		from := j
		for j < k.handEnd && k.acts[j].Object == o.Ref {
			j++
		}
		switch {
		case j > from:
			// Its timing allowed its casts then: it does now if a sorcery
			// may be cast now, or if it did when none could be (an
			// instant's or flash, checkTiming).
			if sorcery || g.checkTiming(o, g.chars(o), p) == nil {
				if !same {
					casts = append(casts, k.acts[from:j]...)
				}
			} else if same {
				casts, same = append(casts, k.acts[k.landEnd:from]...), false
			}
		case !sorcery || defTypeBits(o)&tbLand != 0:
			// A land is played, not cast (appendCastActions); a card with
			// no cast when a sorcery could be cast was refused by what
			// the timing doesn't decide, which it still is.
		default:
			at, before := len(casts), casts // the casts of hand[:i]
			if same {
				before = k.acts[k.landEnd:from]
			}
			if q := g.handTwin(p, hand[:i], o); q != nil {
				casts = twinPlays(casts, before, q, o)
			} else {
				casts = g.appendCastActions(casts, p, o)
			}
			if same && len(casts) > 0 {
				casts, same = slices.Insert(casts, 0, before...), false
				at = len(before)
			}
			for i := at; i < len(casts); i++ { // by index: an Action is large to copy
				k.kicked = k.kicked || len(casts[i].Kicked) > 0
			}
		}
	}
	lb.added = casts[:0]
	if same {
		return // each card's casts as they were
	}
	d := len(casts) - (k.handEnd - k.landEnd)
	k.acts = slices.Replace(k.acts, k.landEnd, k.handEnd, casts...)
	k.handEnd, k.taps = k.handEnd+d, k.taps+d
}

// setLandPlays makes the land plays k keeps, the first of its plays,
// those of the lands of hand, p's hand, if landTime, else none
// (updatePlays): k keeps them for the other answer.
func (k *listingKept) setLandPlays(p PlayerID, hand []*Card, landTime bool) {
	if !landTime {
		k.acts = slices.Delete(k.acts, 0, k.landEnd)
		k.handEnd, k.taps, k.landEnd = k.handEnd-k.landEnd, k.taps-k.landEnd, 0
		return
	}
	var some [8]*Object // the lands, found in one walk if there are no more
	m := 0
	for _, c := range hand {
		if o := c.Obj; defTypeBits(o)&tbLand != 0 {
			if m < len(some) {
				some[m] = o
			}
			m++
		}
	}
	if n := len(k.acts); n > 0 {
		k.acts = slices.Grow(k.acts, m)[:n+m]
		copy(k.acts[m:], k.acts[:n])
	} else {
		k.acts = slices.Grow(k.acts, m)[:m]
	}
	if m <= len(some) {
		for i, o := range some[:m] {
			landPlay(&k.acts[i], p, o)
		}
	} else {
		i := 0
		for _, c := range hand {
			if defTypeBits(c.Obj)&tbLand != 0 {
				landPlay(&k.acts[i], p, c.Obj)
				i++
			}
		}
	}
	k.landEnd, k.handEnd, k.taps = m, k.handEnd+m, k.taps+m
}

// landPlay makes *a p's play of o, a land in p's hand, as appendLandPlay
// lists it (PlayLand allows it).
func landPlay(a *Action, p PlayerID, o *Object) {
	*a = Action{}
	a.Kind, a.Player, a.Object, a.Name, a.From = ActPlayLand, p, o.Ref, o.Name(), o.Zone
}

// addHandCard adds to the plays k keeps for p those of o, a card put
// into p's hand after the cards of hand (updatePlays): its land play,
// if landTime, after the others' and its casts after the others', where
// a listing finds them. A card that can't be told from one of hand
// (twins.go) has that card's plays; another is probed.
func (g *Game) addHandCard(k *listingKept, p PlayerID, hand []*Card, o *Object, landTime bool) {
	lb := &g.space.listBuf
	added := lb.added[:0]
	var lands int
	if q := g.handTwin(p, hand, o); q != nil {
		if defTypeBits(o)&tbLand != 0 {
			lb.reads.land = true // as its listing notes (appendByCard)
		}
		if k.landEnd > 0 {
			added = twinPlays(added, k.acts[:k.landEnd], q, o)
			lands = len(added)
		}
		added = twinPlays(added, k.acts[k.landEnd:k.handEnd], q, o)
	} else {
		if landTime {
			added = g.appendLandPlay(added, p, o)
		}
		lands = len(added)
		if defTypeBits(o)&tbInstant == 0 || g.statics != 0 {
			added = g.appendCastActions(added, p, o) // never carried (restPlain)
		} else {
			added = g.castCarried(&k.rest, added, p, o, k.key.priority)
		}
	}
	lb.added = added[:0]
	if len(added) == 0 {
		return // nothing to list: a land drawn when none may be played, or a card that can't be cast
	}
	if len(added) > lands {
		k.acts = slices.Insert(k.acts, k.handEnd, added[lands:]...)
	}
	if lands > 0 {
		k.acts = slices.Insert(k.acts, k.landEnd, added[:lands]...)
	}
	k.landEnd, k.handEnd, k.taps = k.landEnd+lands, k.handEnd+len(added), k.taps+len(added)
	for i := lands; i < len(added); i++ { // by index: an Action is large to copy
		k.kicked = k.kicked || len(added[i].Kicked) > 0
	}
}

// handTwin returns the first card of hand, cards of p's hand, that o, a
// card of p's hand, can't be told from (twins.go), or nil.
func (g *Game) handTwin(p PlayerID, hand []*Card, o *Object) *Object {
	def, looked := o.Card.Def, false
	for _, c := range hand {
		q := c.Obj
		if q.Card.Def != def {
			continue // a hand of different cards costs a comparison a card
		}
		if !looked {
			if !twinCandidate(o, p) {
				return nil
			}
			looked = true
		}
		if twinCandidate(q, p) && sameHandFacts(q, o) {
			if len(g.stack) == 0 && !g.holdsOffStack() {
				return q // the game holds no reference (heldRefs)
			}
			lb := &g.space.listBuf
			lb.named = g.handNamed(lb.named[:0], p)
			if containsRef(lb.named, q.Ref) || containsRef(lb.named, o.Ref) {
				return nil
			}
			return q
		}
	}
	return nil
}

// twinPlays appends to out the plays of q among plays, as plays of o, a
// card that can't be told from it, each with its own kicker list.
func twinPlays(out, plays []Action, q, o *Object) []Action {
	for i := range plays {
		if plays[i].Object == q.Ref {
			out = append(out, plays[i]) // copied in once, not zeroed first (newAction)
			a := &out[len(out)-1]
			a.Object = o.Ref
			if len(a.Kicked) > 0 {
				a.Kicked = slices.Clone(a.Kicked)
			}
		}
	}
	return out
}

// tapsAt returns where the mana taps of plays, one listing's, begin: the
// actions of kind ActTapForMana it ends with (findPlays lists them last).
func tapsAt(plays []Action) int {
	n := len(plays)
	for n > 0 && plays[n-1].Kind == ActTapForMana {
		n--
	}
	return n
}

// ownKickers gives each action of acts its own copy of its kicker list,
// so that acts share no array with the list they were copied from. It
// reports whether any has one.
func ownKickers(acts []Action) bool {
	kicked := false
	for i := range acts {
		if len(acts[i].Kicked) > 0 {
			acts[i].Kicked, kicked = slices.Clone(acts[i].Kicked), true
		}
	}
	return kicked
}

// handAsKept reports whether hand, a player's hand now, holds the
// objects refs names, in order, refs being the hand as it was: it does
// exactly when the two are as long and end with the same object. A card
// is put into a hand at its end, as a new object (400.7) whose reference
// no object of the game had before, and nothing reorders a hand. So while
// the object refs ends with is still there, every card put in since sits
// after it; if it is still the last, each of those has left again, and
// the cards before it are refs' own, less any taken out, in their order:
// with as many cards, none was. Under VerifyCaches the hand is compared
// card by card as well (handHolds).
func handAsKept(refs []ObjRef, hand []*Card) bool {
	n := len(refs)
	return len(hand) == n && (n == 0 || hand[n-1].Obj.Ref == refs[n-1])
}

// handKept is handAsKept for p's hand, compared card by card as well
// under VerifyCaches (handHolds).
func (g *Game) handKept(p PlayerID, refs []ObjRef, hand []*Card) bool {
	if g.verifyCaches != nil {
		return g.verifyHandKept(p, refs, hand)
	}
	return handAsKept(refs, hand)
}

// verifyHandKept is handKept under VerifyCaches: it reports a hand that
// handAsKept tells wrongly from refs.
//
//go:noinline
func (g *Game) verifyHandKept(p PlayerID, refs []ObjRef, hand []*Card) bool {
	same := handAsKept(refs, hand)
	if same != sameHand(refs, hand) {
		g.verifyCaches("whether the hand of "+g.PlayerName(p)+" is as its plays were kept for", fmt.Sprint(same), fmt.Sprint(!same))
	}
	return same
}

// sameHand reports whether hand holds the objects refs names, in order.
func sameHand(refs []ObjRef, hand []*Card) bool {
	if len(refs) != len(hand) {
		return false
	}
	for i, c := range hand {
		if c.Obj.Ref != refs[i] {
			return false
		}
	}
	return true
}

// verifyPlays finds p's plays afresh, remembering nothing, and reports
// under VerifyCaches a difference from listed, those listed from what was
// kept.
func (g *Game) verifyPlays(p PlayerID, landTime bool, listed []Action, noTaps bool) {
	lb := &g.space.listBuf
	unkeyed, listReads, others, needs := lb.unkeyed, lb.reads, lb.others, lb.needs
	var fresh []Action
	g.freshProbe(func() bool { fresh = g.findPlays(nil, p, landTime, !noTaps); return true })
	lb.unkeyed, lb.reads, lb.others, lb.needs = unkeyed, listReads, others, needs
	if a, b := actionsText(listed), actionsText(fresh); a != b {
		g.verifyCaches("the plays of "+g.PlayerName(p), a, b)
	}
}

// actionsText shows every field of a list of actions, one to a line.
func actionsText(acts []Action) string {
	var b strings.Builder
	for _, a := range acts {
		fmt.Fprintf(&b, "%+v\n", a)
	}
	return b.String()
}

// resetListings empties kept for a new game, keeping each entry's
// storage.
func resetListings(kept []listingKept) []listingKept {
	for i := range kept {
		k := &kept[i]
		clear(k.acts)
		clear(k.spare)
		clear(k.shown)
		clear(k.other.acts)
		// The arrays are read out before the entry is zeroed in place:
		// a literal that read the entry would be built aside and copied.
		hand, acts, otherHand, otherActs := k.hand[:0], k.acts[:0], k.other.hand[:0], k.other.acts[:0]
		spare, shown := k.spare[:0], k.shown[:0]
		*k = listingKept{}
		k.hand, k.acts, k.other.hand, k.other.acts = hand, acts, otherHand, otherActs
		k.spare, k.shown = spare, shown
	}
	return kept
}

// LegalPlaysView returns the plays p may make now — the lands p may
// play, the spells p may cast, the abilities p may activate and, unless
// opts.NoManaTaps, the mana p may make by tapping its sources — as
// AppendLegalActionsWith lists them first, before any declaration of
// attackers or blockers and the pass, without copying them. The slice
// belongs to the game and is read in place: it is valid until the next
// call that changes the game or lists actions, and the caller must not
// change it or anything it refers to (an action's kicker list). Under
// VerifyCaches the next listing for p reports a change made to it.
func (g *Game) LegalPlaysView(p PlayerID, opts ListOptions) []Action {
	g.ready()
	w := g.space
	// mayAct, in line: with no rare state, no listing probes (legalProbe).
	if g.unusual != 0 || uint(p) >= uint(len(w.listKept)) || uint(p) >= uint(len(g.Players)) { // unusualNow: no rare state holds, the game goes on and no decision is asked
		return g.lend(p, g.playsViewChecked(p, opts.NoManaTaps))
	}
	pl, k := g.Players[p], &w.listKept[p]
	if pl.Lost {
		return g.lend(p, g.playsViewChecked(p, opts.NoManaTaps))
	}
	// playsView, its common case in line: p may act, and the plays kept
	// are current as they are, so nothing is probed and the listing's
	// state (beginListing) is not set. Whether p holds priority reads
	// nothing a listing sets.
	priority := g.Priority == p && (priorityAsHeld>>(g.Step&63)&1 != 0 || g.priorityInStep())
	noTaps := opts.NoManaTaps
	// Plays never found (!k.set) read nothing of the turn by their
	// stamp's word (turnFree) and are not held (heldFor): playsViewStale
	// finds them anew.
	if !noTaps && !k.withTaps || k.tapVer != pl.tapVer {
		view := g.playsViewTapped(k, p, pl, priority, noTaps)
		k.lent = g.version // lend: its plays, kept
		return view
	}
	if !k.heldFor(g, pl) {
		view := g.playsViewStale(k, p, priority, noTaps)
		k.lent = g.version // lend: its plays, kept
		return view
	}
	// keyHolds, its common case in one test of the key and reads packed
	// (keyBits): the priority as it was, whether a land may be played and
	// a sorcery cast as they were where the plays read them, nothing else
	// of the key read, and the pool empty as it was. Any other case is
	// compared in full (playsViewKey).
	now := uint8(0)
	if priority {
		now = keyPriority
	}
	// landTime, in line: a land may be played only when a sorcery may be
	// cast, which most steps rule out at once.
	if g.Active == p && sorcerySteps>>(g.Step&63)&1 != 0 && len(g.stack) == 0 { // sorceryTime, in one bit test
		now |= keySorcery
		if priority && pl.LandsPlayed < 1 {
			now |= keyLand
		}
	}
	if (now^k.want)&k.mask != 0 || !poolZero(&pl.Pool) {
		view := g.playsViewKey(k, p, pl, priority, noTaps)
		k.lent = g.version // lend: its plays, kept
		return view
	}
	// handHolds, in line: the hand is as it was while no card was put
	// into it or taken from it (Player.handMoves, HandStamp).
	if k.key.handMoves != pl.handMoves {
		if !handAsKept(k.hand, g.ZoneCards(Hand, p)) {
			view := g.playsViewGrew(k, p, pl, priority, noTaps)
			k.lent = g.version // lend: its plays, kept
			return view
		}
		k.key.handMoves = pl.handMoves
	}
	k.lent = g.version // lend, for the kept plays
	return k.plays(noTaps)
}

// playsViewTapped is LegalPlaysView when the plays k keeps for p, whose
// Player is pl, were found before p's permanents were last tapped or
// untapped, or without the mana taps asked for now: made anew from p's
// hand when p's sources make nothing (playsDry), else found in one walk
// of the hand when no land may be played (handFound), else brought up to
// date or found anew (playsViewFound).
//
//go:noinline
func (g *Game) playsViewTapped(k *listingKept, p PlayerID, pl *Player, priority, noTaps bool) []Action {
	landTime := g.landTime(p, priority)
	// playsDry's first tests, in line: most games where objects have
	// abilities to activate fail the first.
	if g.activationCountsNone() && noTaps {
		if poolZero(&pl.Pool) && g.playsDry(k, p, pl, priority, landTime) {
			return k.plays(noTaps)
		}
		// Else, when no land may be played (the upkeep after the untap
		// step, most often), in one walk of the hand.
		if !landTime && g.handFound(k, p, priority) {
			return k.acts
		}
	}
	return g.playsViewFound(k, p, priority, landTime, noTaps, false)
}

// playsDry makes the plays k keeps for p, whose Player is pl, anew from
// p's hand with nothing probed, when p's pool is empty and p's untapped
// sources make no mana, for a listing without the mana taps (noTaps)
// where priority says whether p holds priority and landTime whether a
// land may be played, and reports whether
// it did. The plays must have been found on the hand alone and have read
// nothing of the turn but their key (turnFree), at this charsVersion and
// with p's part of the battlefield as it was (as updatePlays needs them:
// what made them stale is p's taps, p's hand, the timing and the key),
// and no object may have an ability to activate (activationCountsNone,
// asked under VerifyCaches too, where the plays are found afresh and
// compared).
// Then the listing finds each card of the hand with a mana cost refused
// at cantPay, before its timing or anything else is read: its pool and
// sources make nothing, and castNeed of the cost is at least 1 (the
// sources must be counted, turnFree, with no costed source, as cantMake
// counts them: sourcesNone). A land has no cast, and its play is listed exactly when
// landTime says (setLandPlays). A card of the hand with no mana cost, or
// one that is not its owner's or copies another, is left to the find.
// The plays, key and reads are noted as findNoted notes them for what
// such a find reads: the hand's lands, the sources' summoning sickness if
// a card was refused by them, on p's part of the battlefield.
func (g *Game) playsDry(k *listingKept, p PlayerID, pl *Player, priority, landTime bool) bool {
	if !g.activationCountsNone() || !poolZero(&pl.Pool) ||
		!k.set || !k.turnFree || k.offHand || k.reads.zones || k.charsVer != g.charsVersion || !k.fieldCurrent(g) {
		return false
	}
	hand := g.ZoneCards(Hand, p)
	lands, casts := 0, false
	for _, c := range hand {
		o := c.Obj
		if o.CopyOf != nil || o.Card.Owner != p {
			return false
		}
		if defTypeBits(o)&tbLand != 0 {
			lands++
			continue
		}
		if castNeed(&o.Def().ManaCost) == 0 {
			return false // nothing to pay, or a number out of bounds: probed
		}
		casts = true
	}
	sick := false
	if casts {
		var none bool
		if none, sick = g.sourcesNone(p); !none {
			return false
		}
	}
	hasLand := lands > 0
	if !landTime {
		lands = 0
	}
	k.acts = slices.Grow(k.acts[:0], lands)[:lands]
	if lands > 0 {
		i := 0
		for _, c := range hand {
			if defTypeBits(c.Obj)&tbLand != 0 {
				landPlay(&k.acts[i], p, c.Obj)
				i++
			}
		}
	}
	k.hand = slices.Grow(k.hand[:0], len(hand))[:len(hand)]
	for i, c := range hand {
		k.hand[i] = c.Obj.Ref
	}
	// The key, stamp and reads, as findNoted writes them.
	key := &k.key
	key.priority, key.landTime, key.sorceryTime = priority, landTime, g.sorceryTime(p)
	key.pool, key.poolEmpty = pl.Pool, true
	key.began, key.zoneMoves, key.handMoves = pl.TurnBegan, g.zoneMoves, pl.handMoves
	st := &k.keptStamp
	st.ver, st.tapVer, st.fieldVer, st.own = g.version, g.tapVersion, pl.fieldVer, int(p)+1
	k.noteEffects(g)
	k.tapVer = pl.tapVer
	k.reads = listingReads{land: hasLand, sick: sick}
	k.landEnd, k.handEnd, k.taps, k.offHand = lands, lands, lands, false
	k.withTaps, k.kicked = false, false
	k.pack()
	return true
}

// playsViewKey is LegalPlaysView when the plays k keeps for p, whose
// Player is pl, are current by their stamp and their key is not in its
// common case (keyBits): their key compared in full, then the hand.
//
//go:noinline
func (g *Game) playsViewKey(k *listingKept, p PlayerID, pl *Player, priority, noTaps bool) []Action {
	key, r := &k.key, &k.reads // keyHolds, in line
	if key.priority != priority || r.sick && key.began != pl.TurnBegan {
		return g.playsViewFound(k, p, priority, g.landTime(p, priority), noTaps, true)
	}
	if r.land || r.sorcery {
		// landTime, in line: a land may be played only when a sorcery
		// may be cast, which most steps rule out at once.
		if g.Active == p && sorcerySteps>>(g.Step&63)&1 != 0 && len(g.stack) == 0 { // sorceryTime, in one bit test
			landTime := priority && pl.LandsPlayed < 1
			if r.land && key.landTime != landTime || r.sorcery && !key.sorceryTime {
				return g.playsViewLands(k, p, pl, priority, landTime, true, noTaps)
			}
		} else if r.land && key.landTime || r.sorcery && key.sorceryTime {
			return g.playsViewLands(k, p, pl, priority, false, false, noTaps)
		}
	}
	if key.poolEmpty { // poolHolds, in line
		if !poolZero(&pl.Pool) {
			return g.playsViewFound(k, p, priority, g.landTime(p, priority), noTaps, true)
		}
	} else if !samePool(&key.pool, &pl.Pool) {
		return g.playsViewFound(k, p, priority, g.landTime(p, priority), noTaps, true)
	}
	// handHolds, in line: the hand is as it was while no card was put
	// into it or taken from it (Player.handMoves, HandStamp).
	if r.zones && key.zoneMoves != g.zoneMoves {
		return g.playsViewFound(k, p, priority, g.landTime(p, priority), noTaps, true)
	}
	if key.handMoves != pl.handMoves {
		if !handAsKept(k.hand, g.ZoneCards(Hand, p)) {
			return g.playsViewGrew(k, p, pl, priority, noTaps)
		}
		key.handMoves = pl.handMoves
	}
	return k.plays(noTaps)
}

// playsViewGrew is LegalPlaysView when the plays k keeps for p, whose
// Player is pl, are current but for p's hand, which is not as it was:
// the rest of their key holds (what updatePlays checks of it), so they
// are brought up to date in place if the hand grew by one card and they
// were found on the hand alone (updatePlays, its case of a card put into
// the hand), found anew otherwise (findView), in the listing's state
// (playsViewFound).
//
//go:noinline
func (g *Game) playsViewGrew(k *listingKept, p PlayerID, pl *Player, priority, noTaps bool) []Action {
	landTime := g.landTime(p, priority)
	hand, n := g.ZoneCards(Hand, p), len(k.hand)
	s := g.beginListing()
	var view []Action
	if k.offHand || len(hand) != n+1 || !handAsKept(k.hand, hand[:n]) {
		view = g.findView(k, p, priority, landTime, noTaps)
	} else {
		g.updateCards(k, p, pl, hand, landTime, g.sorceryTime(p), false, false, true)
		if !k.turnFree {
			g.probeReads++ // plays that read the turn (probe_kept.go)
		}
		view = k.plays(noTaps)
	}
	g.endListing(s)
	return view
}

// playsViewLands is LegalPlaysView when the plays k keeps for p, whose
// Player is pl, are current by their stamp, their priority and summoning
// sickness hold, and whether a land may be played (landTime) or a
// sorcery cast (sorcery) is not as their key has it. If only the first
// changed, and the plays were found on the hand alone and the rest of
// their key and the hand hold, their land plays are made anew from the
// hand and their key noted, as updatePlays makes and notes them in its
// case of the land plays alone, with nothing probed. Otherwise they are
// brought up to date or found anew (playsViewFound).
//
//go:noinline
func (g *Game) playsViewLands(k *listingKept, p PlayerID, pl *Player, priority, landTime, sorcery, noTaps bool) []Action {
	key, r := &k.key, &k.reads
	if r.sorcery && key.sorceryTime != sorcery || k.offHand || !key.poolHolds(&pl.Pool) || r.zones && key.zoneMoves != g.zoneMoves {
		return g.playsViewFound(k, p, priority, landTime, noTaps, true)
	}
	hand := g.ZoneCards(Hand, p)
	if key.handMoves != pl.handMoves && !handAsKept(k.hand, hand) {
		return g.playsViewFound(k, p, priority, landTime, noTaps, true)
	}
	k.setLandPlays(p, hand[:len(k.hand)], landTime)
	key.landTime, key.sorceryTime, key.began, key.zoneMoves, key.handMoves = landTime, sorcery, pl.TurnBegan, g.zoneMoves, pl.handMoves
	k.pack()
	return k.plays(noTaps)
}

// landTime reports whether p may play a land now, but for the card
// (305.1, 305.2), as AppendLegalActions finds it: priority says whether
// p holds priority.
func (g *Game) landTime(p PlayerID, priority bool) bool {
	return priority && g.sorceryTime(p) && g.Players[p].LandsPlayed < 1
}

// playsViewStale is LegalPlaysView when the plays k keeps for p are not
// known current by their stamp in LegalPlaysView's quick check: current
// if their stamp says so in full (currentFor) or what made them stale
// left them as they are, and their key and the hand hold; brought up to
// date or found anew otherwise (playsViewFound).
//
//go:noinline
func (g *Game) playsViewStale(k *listingKept, p PlayerID, priority, noTaps bool) []Action {
	landTime := g.landTime(p, priority)
	if s := &k.keptStamp; s.own > 0 && !s.fieldCurrent(g) && s.ver != g.version {
		// p's part of the battlefield changed: neither currentFor nor
		// narrowOthers holds them, and othersEntered is for plays on the
		// whole battlefield. After a land played, with no ability to
		// activate, the plays are found in one walk of the hand
		// (handFound).
		if noTaps && !landTime && g.activationCountsNone() && g.handFound(k, p, priority) {
			return k.acts
		}
		return g.playsViewFound(k, p, priority, landTime, noTaps, false)
	}
	if !k.currentFor(g, true, false) {
		if !k.othersMayHold(g) {
			return g.playsViewNarrow(k, p, priority, landTime, noTaps)
		}
		return g.playsViewEntered(k, p, priority, landTime, noTaps)
	}
	return g.playsViewHeld(k, p, priority, landTime, noTaps)
}

// handFound finds p's plays and keeps them in k as findView does, for
// a listing without the mana taps at a time when no land may be played
// (landTime is false), when no card may be played or cast from another
// zone and no object has an ability to activate; it reports false,
// changing nothing, otherwise. priority says whether p holds priority.
// The plays are then those findPlays finds, in one walk of the hand: the
// candidates are the hand (candidateCards' first test: no permission,
// allowance or flashback about), a land has none (it is played, not
// cast: appendCastActions; and none may be played now: setLandPlays),
// another card has the casts of the first earlier card it can't be told
// from (handTwin, twinPlays: twins.go) or else those its probes find
// (appendCastActions), and no object has an ability
// (activationCountsNone). What findNoted notes of a find is noted, from
// what the probes read. A hand of lands alone is walked without the
// listing's state (nothing is probed). Under VerifyCaches the plays are
// found afresh as well and compared.
//
//go:noinline
func (g *Game) handFound(k *listingKept, p PlayerID, priority bool) bool {
	if g.offField != 0 || len(g.effects)|len(g.allowances)|len(g.playPermits) != 0 || !g.activationCountsNone() ||
		g.statics != 0 && (g.stickersPlaced || g.kindCounts[skPermitAt]|g.kindCounts[skGrantAt] != 0) {
		return false
	}
	hand := g.ZoneCards(Hand, p)
	pl, key := g.Players[p], &k.key
	key.priority, key.landTime, key.sorceryTime = priority, false, g.sorceryTime(p)
	key.pool, key.poolEmpty = pl.Pool, poolZero(&pl.Pool)
	key.began, key.zoneMoves, key.handMoves = pl.TurnBegan, g.zoneMoves, pl.handMoves
	lb := &g.space.listBuf
	lb.unkeyed, lb.reads, lb.others, lb.needs.n, lb.needs.wide = false, listingReads{}, false, 0, false
	reads, probeReads, sick := g.turnReads, g.probeReads, g.sickReads
	found := k.spare[:0]
	var s listingSaved
	listing := false
	// last is the last card probed, its casts found[from:to]: a card of
	// its definition is first compared with it alone. If they can't be
	// told apart, it is the card handTwin finds: none before last can be
	// told from last (handTwin found none when last was probed), so none
	// can be told from this card.
	var last *Object
	from, to := 0, 0
	k.hand = slices.Grow(k.hand[:0], len(hand))[:len(hand)]
	for i, c := range hand {
		o := c.Obj
		k.hand[i] = o.Ref
		if defTypeBits(o)&tbLand != 0 {
			lb.reads.land = true // as its listing notes (appendByCard)
			continue
		}
		if last != nil && last.Card.Def == o.Card.Def && twinCandidate(last, p) && twinCandidate(o, p) && sameHandFacts(last, o) &&
			len(g.stack) == 0 && !g.holdsOffStack() { // handTwin's test, with last
			found = twinPlays(found, found[from:to], last, o) // over last's casts alone
			continue
		}
		if q := g.handTwin(p, hand[:i], o); q != nil {
			found = twinPlays(found, found, q, o)
			continue
		}
		if !listing {
			s, listing = g.beginListing(), true
		}
		last, from = o, len(found)
		if defTypeBits(o)&tbInstant == 0 || g.statics != 0 {
			found = g.appendCastActions(found, p, o) // never carried (restPlain)
		} else {
			found = g.castCarried(&k.rest, found, p, o, priority)
		}
		to = len(found)
	}
	if listing {
		g.endListing(s)
	}
	// The stamp, as findNoted makes it.
	st := &k.keptStamp
	st.set, st.ver, st.charsVer, st.tapVer = true, g.version, g.charsVersion, g.tapVersion
	st.turnFree = !lb.unkeyed && g.turnReads == reads && g.probeReads == probeReads
	if lb.others {
		st.fieldVer, st.own = g.fieldVersion, 0
		k.ownField, k.needs = pl.fieldVer, lb.needs
	} else {
		st.fieldVer, st.own = pl.fieldVer, int(p)+1
		k.noteEffects(g)
	}
	k.tapVer, k.reads = pl.tapVer, lb.reads
	k.reads.sick = g.sickReads != sick
	k.landEnd, k.handEnd, k.offHand = 0, len(found), false
	k.pack()
	k.acts, k.spare = found, k.acts[:0]
	k.withTaps, k.taps, k.kicked = false, len(found), false
	for i := range found {
		if len(found[i].Kicked) > 0 {
			k.kicked = true
			break
		}
	}
	if g.verifyCaches != nil {
		g.verifyPlays(p, false, found, true)
	}
	return true
}

// heldFor reports whether the plays k keeps for a player, whose Player
// is pl, are current by their stamp in the common case, which
// LegalPlaysView tests in line: they read nothing of the turn, and
// charsVersion and the part of the battlefield they were found on are as
// they were (as currentFor finds them, without the version, which
// follows from these). It reports false for any other case, which
// currentFor checks in full. Plays kept for a player are found on the
// whole battlefield or on that player's part of it (own is 0 or the
// player + 1: findNoted, updatePlays), so a stamp of one's own is read
// on pl's part. Plays never found read nothing of the turn by their
// stamp's word (turnFree) and are not held.
func (k *keptPlays) heldFor(g *Game, pl *Player) bool {
	s := &k.keptStamp
	if !s.turnFree || s.charsVer != g.charsVersion {
		return false
	}
	if s.own == 0 {
		return s.fieldVer == g.fieldVersion
	}
	return s.fieldVer == pl.fieldVer
}

// priorityInStep reports whether the player who holds priority, and may
// act, has it in the current step (hasPriority's test of the step): no
// player receives priority in the untap step (502.4), nor in a cleanup
// step unless state-based actions were performed or abilities triggered
// in it (514.3a), nor in a declare step before the declaration that
// begins it (508.1, 509.1: attackersDue, blockersDue). It is inlined
// with the declarations' tests, so that LegalPlaysView's common path
// makes no call and keeps its arguments in registers.
func (g *Game) priorityInStep() bool {
	switch g.Step {
	case Untap:
		return false
	case Cleanup:
		return g.cleanupPriority
	case DeclareAttackers:
		return !g.attackersDue()
	case DeclareBlockers:
		return !g.blockersDue()
	}
	return true
}

// playsViewChecked is LegalPlaysView when the caches are checked, nothing
// may be kept (appendPlays) or p may not act: as AppendLegalActionsWith
// checks and lists.
//
//go:noinline
func (g *Game) playsViewChecked(p PlayerID, noTaps bool) []Action {
	if g.verifyCaches != nil {
		if n := g.unusualNow(); g.unusual != n {
			g.verifyCaches("the count of rare states (unusual)", fmt.Sprint(g.unusual), fmt.Sprint(n))
		}
		g.checkView(p)
		if g.Priority == p && g.mayAct(p) {
			if in, has := priorityAsHeld>>(g.Step&63)&1 != 0 || g.priorityInStep(), g.hasPriority(p); in != has {
				g.verifyCaches("whether the holder of priority has it (priorityInStep)", fmt.Sprint(has), fmt.Sprint(in))
			}
		}
	}
	if !g.mayAct(p) && g.actorError(p) != nil || g.legalProbe { // as AppendLegalActionsWith
		return nil
	}
	priority := g.priorityHeldActing(p) || g.hasPriority(p)
	landTime := g.landTime(p, priority)
	defer g.endListing(g.beginListing())
	return g.playsView(p, priority, landTime, noTaps)
}

// playsViewFound is LegalPlaysView when the plays k keeps for p are not
// current as they are: brought up to date in place (updatePlays) if
// current says they are current but for their key or the hand, else
// found anew (findView), in the listing's state (beginListing).
//
//go:noinline
func (g *Game) playsViewFound(k *listingKept, p PlayerID, priority, landTime, noTaps, current bool) []Action {
	// The listing's state is put back by a call rather than a deferred
	// one: nothing here recovers from a panic, which leaves the game
	// unusable whatever state it is in.
	s := g.beginListing()
	var view []Action
	if !current || !g.updatePlays(k, p, g.ZoneCards(Hand, p), priority, landTime, noTaps) {
		view = g.findView(k, p, priority, landTime, noTaps)
	} else {
		if !k.turnFree {
			g.probeReads++ // plays that read the turn (probe_kept.go)
		}
		view = k.plays(noTaps)
	}
	g.endListing(s)
	return view
}

// playsViewEntered is LegalPlaysView when the plays k keeps for p are
// not current by their stamp: current if only other players' permanents
// entered since (othersEntered) and their key and the hand hold, brought
// up to date or found anew otherwise (playsViewFound).
//
//go:noinline
func (g *Game) playsViewEntered(k *listingKept, p PlayerID, priority, landTime, noTaps bool) []Action {
	if !g.othersEntered(&k.keptPlays, p) {
		return g.playsViewFound(k, p, priority, landTime, noTaps, false)
	}
	return g.playsViewHeld(k, p, priority, landTime, noTaps)
}

// playsViewNarrow is LegalPlaysView when the plays k keeps for p are
// not current by their stamp, and were not found on the whole
// battlefield for their lists of targets alone: current if only
// effects on other players' permanents changed characteristics since
// (narrowOthers) and their key and the hand hold, brought up to date or
// found anew otherwise (handFound, playsViewFound).
//
//go:noinline
func (g *Game) playsViewNarrow(k *listingKept, p PlayerID, priority, landTime, noTaps bool) []Action {
	if !k.narrowOthers(g, p) {
		if noTaps && !landTime && g.activationCountsNone() && g.handFound(k, p, priority) {
			return k.acts
		}
		return g.playsViewFound(k, p, priority, landTime, noTaps, false)
	}
	return g.playsViewHeld(k, p, priority, landTime, noTaps)
}

// playsViewHeld is LegalPlaysView when what made the plays k keeps for p
// stale by their stamp has left them as they are (othersEntered,
// narrowOthers): current if their key and the hand hold, brought up to
// date or found anew otherwise (playsViewFound).
func (g *Game) playsViewHeld(k *listingKept, p PlayerID, priority, landTime, noTaps bool) []Action {
	if !k.keyHolds(g, p, g.Players[p], priority, landTime) || !k.handHolds(g, p) {
		return g.playsViewFound(k, p, priority, landTime, noTaps, true)
	}
	if !k.turnFree {
		g.probeReads++ // plays that read the turn (probe_kept.go)
	}
	return k.plays(noTaps)
}

// plays returns the plays k keeps, less the mana taps if noTaps.
func (k *listingKept) plays(noTaps bool) []Action {
	if noTaps {
		return k.acts[:k.taps]
	}
	return k.acts
}

// restNote is what a probe of p's cast of a card of p's hand, found
// legal, read beside p's mana (castCarried): the card's definition and
// the facts it still carries in the hand (sameHandFacts), the game's
// charsVersion and fieldVersion then, and the type bits the filter of
// the spell's one group of targets asks for, if its targets may be
// permanents (objects). def is nil when nothing is noted.
type restNote struct {
	def                     *CardDef
	chars, field            uint64
	ctrl                    PlayerID
	by                      seat
	since, entered, loyalty int
	objects                 bool
	needs                   typeNeeds
}

// castCarried appends to out the ways p may cast o, a card of p's hand
// of the definition n notes, now, as appendCastActions appends them, for
// a listing where priority says whether p holds priority, taking what a
// cast read beside p's mana from n, the last cast of a card of p's hand
// a probe found legal (restNote, noteRest), when that is current; else
// they are found and noted in n (castNoted).
//
// A cast of a card plain enough (restPlain, restDef: an instant of p's
// hand that nothing modifies or names, with no X, kicker, modes,
// division, additional cost, cost per target or characteristic-defining
// power and toughness, and one group of targets at most, while no
// continuous effect, static ability, player rule or loss is about and
// the stack is empty) is told by castTold with no decision: it checks that p
// may act and cast spells and is not limited, plans the payment, and
// then counts the legal targets of each group (castAfterPayment). Beside
// the payment these read the card's definition and the facts it
// carries, the characteristics (charsVersion: the statics that ban,
// limit or protect, the types and colors the targets are told by) and
// which permanents there are (the lists of targets), and nothing of the
// turn when the probe counted no read of it (a list of targets that
// can't outlive its version counts one). So a card of the same
// definition and facts, probed later while these hold, passes them as
// the noted one did: with charsVersion as it was and each permanent that
// entered since (the field log) still there and no legal target by its
// types (rulesOutBits, as othersEntered reads them), none having left,
// the lists of targets are as they were. Its cast is then refused where
// p's pool and sources can't pay for it (cantPay, which appendCastActions
// asks first), and legal where their count tells that they pay (the
// payment castTold plans: manaShort's noted answer); any other is
// probed. What the listing notes of such a cast (listBuf.others and
// needs, a summoning sickness read as castTold counts it) is noted as
// appendCastActions notes it. Under VerifyCaches a carried cast is
// probed as well and must agree.
func (g *Game) castCarried(n *restNote, out []Action, p PlayerID, o *Object, priority bool) []Action {
	if n.def != o.Card.Def || n.chars != g.charsVersion || !priority || !g.restPlain(p, o) ||
		n.ctrl != o.Controller || n.by != o.controlledBy || n.since != o.ControlSince || n.entered != o.EnteredTurn || n.loyalty != o.LoyaltyTurn {
		return g.castNoted(n, out, p, o, priority)
	}
	// The pool and sources first, as appendCastActions asks them: the
	// permanents that entered since are looked at with their types as
	// their characteristics are then remembered.
	if g.cantPay(p, o) {
		return out // as appendCastActions refuses it
	}
	if n.field != g.fieldVersion && n.objects {
		if !g.fieldLog.holds(n.field, g.fieldVersion) {
			return g.castNoted(n, out, p, o, priority)
		}
		for m := g.fieldLog.namedSince(n.field, g.fieldVersion); m != 0; m &= m - 1 {
			_, q := g.fieldChange(n.field, m)
			if q == nil {
				return g.castNoted(n, out, p, o, priority) // it left: it may have been a target
			}
			if tb, ok := stampedTypeBits(g, q); !ok || !n.needs.rulesOutBits(tb) {
				return g.castNoted(n, out, p, o, priority) // it may be a target
			}
		}
		n.field = g.fieldVersion
	}
	pk := g.space.probeKept
	if pk == nil {
		return g.appendCastActions(out, p, o)
	}
	pays, noted := pk.paid.noted(g.version+1, o.Ref, p, true)
	if !noted || pays == payUncounted {
		return g.appendCastActions(out, p, o) // the payment not told by the count: probed
	}
	if pays == paysSick {
		g.sickReads++ // as castTold counts the plan's read of the sources
	}
	if spell := o.Card.printedFacts().spell; len(spell.Targets) > 0 {
		lb := &g.space.listBuf // as appendCastActions notes a spell with targets
		lb.others = true
		lb.needs.add(spell)
	}
	var a *Action
	out, a = newAction(out)
	a.Kind, a.Player, a.Object, a.Name, a.From, a.Kicked = ActCast, p, o.Ref, o.Name(), o.Zone, []int{}
	if g.verifyCaches != nil {
		g.verifyCarried(p, o)
	}
	return out
}

// verifyCarried probes, under VerifyCaches, p's cast of o that
// castCarried found legal, and reports a refusal.
//
//go:noinline
func (g *Game) verifyCarried(p PlayerID, o *Object) {
	g.verifyProbeAnswer(&probeAnswer{kind: probeCast, obj: o.Ref, legal: true}, func() bool {
		return g.probe(func() error {
			_, err := g.Cast(CastRequest{Player: p, Card: o.Ref, Kicked: []int{}})
			return err
		})
	})
}

// castNoted appends o's casts as appendCastActions finds them
// (castCarried, whose arguments these are), and notes in n one cast
// found legal while p holds priority whose probe read nothing of the
// turn (noteRest).
//
//go:noinline
func (g *Game) castNoted(n *restNote, out []Action, p PlayerID, o *Object, priority bool) []Action {
	at, reads, probeReads := len(out), g.turnReads, g.probeReads
	out = g.appendCastActions(out, p, o)
	if len(out) == at+1 && priority && g.turnReads == reads && g.probeReads == probeReads {
		g.noteRest(n, p, o)
	}
	return out
}

// noteRest notes in n what p's cast of o, a card of p's hand, just found
// legal by a probe that read nothing of the turn, read beside p's mana,
// if o is plain enough (restPlain, restDef; castCarried); else it leaves
// n as it was.
//
//go:noinline
func (g *Game) noteRest(n *restNote, p PlayerID, o *Object) {
	if !g.restPlain(p, o) || !restDef(o) {
		return
	}
	spell := o.Card.printedFacts().spell
	n.objects, n.needs = false, typeNeeds{}
	if len(spell.Targets) == 1 && spell.Targets[0].Objects {
		n.objects, n.needs = true, *g.space.listBuf.specNeeds(g, &spell.Targets[0])
		if n.needs.n == 0 {
			return // a filter whose types don't turn a permanent down
		}
	}
	n.def, n.chars, n.field = o.Card.Def, g.charsVersion, g.fieldVersion
	n.ctrl, n.by, n.since, n.entered, n.loyalty = o.Controller, o.controlledBy, o.ControlSince, o.EnteredTurn, o.LoyaltyTurn
}

// restPlain reports whether p's cast of o, a card of p's hand, reads
// beside p's mana only what castCarried says, as the game is now: the
// stack empty, no continuous effect, player rule (cantCastError) or
// cast limit about (castLimitError's first answer: no static ability,
// effect or sticker, noStaticsAbout), no loss recorded, o an instant (which may be cast whenever p holds priority,
// 117.1a: checkTiming) and a twin candidate (twins.go) named by nothing
// the game holds, the game not over and p able to act. With no
// continuous effect, no counters and no stickers, o, in a hand, is
// unmodified but for a characteristic-defining power and toughness,
// which restDef rules out.
func (g *Game) restPlain(p PlayerID, o *Object) bool {
	return len(g.stack)|len(g.effects)|len(g.playerRules)|len(g.losses)|int(g.statics) == 0 && !g.stickersPlaced &&
		defTypeBits(o)&tbInstant != 0 && twinCandidate(o, p) && !g.holdsOffStack() && g.mayAct(p)
}

// restDef reports whether o's definition casts as castCarried needs:
// no X, kicker, additional cost, cost per target or
// characteristic-defining power and toughness, and a spell ability with
// no modes or division and one group of targets at most.
func restDef(o *Object) bool {
	d := o.Card.Def
	if d.ManaCost.X != 0 || d.CostPerTarget.Present || o.Card.additional || d.PTCount != nil {
		return false
	}
	for i := range d.Keywords {
		if d.Keywords[i].Name == "kicker" {
			return false
		}
	}
	ab := o.Card.printedFacts().spell
	return ab != nil && ab.Modes == 0 && ab.Divide == nil && len(ab.Targets) <= 1
}
