package runtime

import "slices"

// Matches reports whether the object r names currently matches f, from the
// point of view of player you (the controller of the ability asking).
func (g *Game) Matches(f *Filter, r ObjRef, you PlayerID) bool {
	g.ready()
	return g.MatchesFrom(f, r, you, ObjRef{})
}

// MatchesFrom is Matches for the ability of object src, which "other"
// (Filter.Other) excludes.
func (g *Game) MatchesFrom(f *Filter, r ObjRef, you PlayerID, src ObjRef) bool {
	g.ready()
	o := g.Object(r)
	if o == nil || f == nil {
		return false
	}
	// Read in place (chars), not copied: matching reads no other
	// object of o's card (a source compared with is o itself or read
	// from its last known information) and changes nothing, and o's type
	// bits, kept with what it remembers, answer its type words.
	return g.matchChars(f, o, g.chars(o), you, src)
}

func (g *Game) matchChars(f *Filter, o *Object, c *Chars, you PlayerID, src ObjRef) bool {
	if f.Other && o.Ref == src {
		return false // "other …": not the object the ability belongs to
	}
	if f.PrintedIn != "" && !OriginallyPrintedIn(f.PrintedIn, c.Name) {
		return false
	}
	ok := len(f.Alts) == 0
	for i := range f.Alts {
		if g.matchOne(&f.Alts[i], o, c) {
			ok = true
			break
		}
	}
	if !ok {
		return false
	}
	holder := c.Controller
	if o.Zone != Battlefield && o.Zone != Stack {
		holder = o.Card.Owner
	}
	if !relHolds(f.Controller, holder, you) || !relHolds(f.Owner, o.Card.Owner, you) {
		return false
	}
	if f.ControllerEnchanted && (holder == NoPlayer || holder != g.attachedPlayerOf(src)) {
		return false // enchant_player.go
	}
	if f.HasMaxMV || f.HasMinMV {
		mv := c.ManaCost.ManaValue()
		if o.Spell != nil && o.Zone == Stack {
			mv = satAdd(mv, satMul(c.ManaCost.X, o.Spell.X)) // 202.3e
		}
		if f.HasMaxMV && mv > f.MaxMV || f.HasMinMV && mv < f.MinMV {
			return false
		}
	}
	if f.Keyword != "" && !c.Has(f.Keyword) {
		return false
	}
	if f.Without != "" && c.Has(f.Without) {
		return false
	}
	if f.Stickers != NoStickerFilter && !f.Stickers.holds(o) {
		return false
	}
	if f.History.Any() && !g.historyHolds(f.History, o, you) {
		return false // history.go
	}
	if f.SourceCompare != nil && !g.sourceCompareHolds(f.SourceCompare, c, src) {
		return false // compare_source.go
	}
	if f.ChosenName && !g.namedAsChosen(c.Name, src) {
		return false // card_name.go
	}
	if f.Except != nil && g.matchChars(f.Except, o, c, you, src) {
		return false // search_all.go
	}
	return true
}

func relHolds(r Rel, p, you PlayerID) bool {
	switch r {
	case RelYou:
		return p == you
	case RelOpponent:
		return p != you && p != NoPlayer
	}
	return true
}

// zone returns the zone m asks for: the battlefield when it names none.
func (m *Match) zone() Zone {
	if m.Zone == ZoneNone {
		return Battlefield
	}
	return m.Zone
}

func (g *Game) matchOne(m *Match, o *Object, c *Chars) bool {
	z := m.zone()
	if o.Zone != z && z != Anywhere {
		return false
	}
	if m.Spell && o.Zone != Stack {
		return false
	}
	if (m.Tapped || m.Untapped) && (o.Zone != Battlefield || o.Tapped != m.Tapped) {
		return false
	}
	if m.Token && !o.Card.Token || m.NonToken && o.Card.Token {
		return false
	}
	if m.Attacking && (o.Zone != Battlefield || !slices.Contains(g.combat.attackers, o.Ref)) {
		return false
	}
	if m.Blocking && (o.Zone != Battlefield || !g.isBlocking(o.Ref)) {
		return false
	}
	if m.Permanent || len(m.Types) > 0 || len(m.NotTypes) > 0 {
		// The type words, each looked up among the object's type bits
		// when it is one of theirs and o remembers c (rememberedChars),
		// as Chars.Is would find it.
		var tb typeBit
		cc := rememberedChars(o, c)
		kept := cc != nil
		if kept {
			tb = cc.typeBits()
		}
		if m.Permanent {
			if kept && tb&tbPermanent == 0 || !kept && !slices.ContainsFunc(permanentTypes, c.Is) {
				return false
			}
		}
		for _, t := range m.Types {
			if !hasType(c, tb, kept, t) {
				return false
			}
		}
		for _, t := range m.NotTypes {
			if hasType(c, tb, kept, t) {
				return false
			}
		}
	}
	if m.Colors != 0 && c.Colors&m.Colors == 0 {
		return false
	}
	return c.Colors&m.NotColors == 0
}

// permanentTypes are the card types of permanents (110.4a).
var permanentTypes = []string{"Artifact", "Battle", "Creature", "Enchantment", "Land", "Planeswalker"}

// hasType reports whether c has type word t, as c.Is(t) does: from tb,
// c's type bits, when they are kept and t is a word of theirs spelled as
// there (exactWordBit; a bit stands for every spelling of its word).
func hasType(c *Chars, tb typeBit, kept bool, t string) bool {
	if kept {
		if b := exactWordBit(t); b != 0 {
			return tb&b != 0
		}
	}
	return c.Is(t)
}

// isBlocking reports whether r names a creature blocking in this combat.
func (g *Game) isBlocking(r ObjRef) bool {
	for _, bs := range g.combat.blockers {
		if slices.Contains(bs, r) {
			return true
		}
	}
	return false
}

// candidates lists the current objects in the zones f can match.
func (g *Game) candidates(f *Filter) []*Object {
	// The zones are walked twice, as eachCandidate walks them: first for
	// their sizes, so that the list is made once at its size, then for
	// their objects.
	var zones [8]Zone
	zs := f.appendZones(zones[:0])
	n := 0
	for _, z := range zs {
		if z.Owned() {
			for _, p := range g.Players {
				n += len(g.zones.get(zkey(z, p.ID)))
			}
			continue
		}
		n += len(g.zones.get(zkey(z, NoPlayer)))
	}
	if n == 0 {
		return nil
	}
	os := make([]*Object, 0, n)
	for _, z := range zs {
		if z.Owned() {
			for _, p := range g.Players {
				for _, c := range g.zones.get(zkey(z, p.ID)) {
					os = append(os, c.Obj)
				}
			}
			continue
		}
		for _, c := range g.zones.get(zkey(z, NoPlayer)) {
			os = append(os, c.Obj)
		}
	}
	return os
}

// eachCandidate calls fn with each object candidates lists, in the same
// order, without copying the zones: fn must not move any object.
func (g *Game) eachCandidate(f *Filter, fn func(*Object)) {
	var zones [8]Zone
	for _, z := range f.appendZones(zones[:0]) {
		if z.Owned() {
			for _, p := range g.Players {
				for _, c := range g.zones.get(zkey(z, p.ID)) {
					fn(c.Obj)
				}
			}
			continue
		}
		for _, c := range g.zones.get(zkey(z, NoPlayer)) {
			fn(c.Obj)
		}
	}
}

// readsTurn reports whether matching f reads the turn's state
// (version.go): whether a permanent is tapped, attacking or blocking, or
// what was done this turn — and, to be safe, a comparison with the
// filter's source. TestFilterFieldsReadOrNot lists every field's answer.
func (f *Filter) readsTurn() bool {
	for i := range f.Alts {
		if m := &f.Alts[i]; m.Tapped || m.Untapped || m.Attacking || m.Blocking {
			return true
		}
	}
	return f.History.Any() || f.SourceCompare != nil || f.Except != nil && f.Except.readsTurn()
}

// legalTarget reports whether t is a legal choice for spec, for an ability
// controlled by you whose source is src (115, 608.2b).
func (g *Game) legalTarget(spec *TargetSpec, t Target, you PlayerID, src ObjRef) bool {
	return g.legalTargetFor(spec, t, you, you, src)
}

// legalTargetFor is legalTarget for a target that player rel chooses
// (TargetSpec.ChosenBy, chooser.go): the spec's filter and "opponent" are
// relative to rel, hexproof to the ability's controller you.
func (g *Game) legalTargetFor(spec *TargetSpec, t Target, you, rel PlayerID, src ObjRef) bool {
	return g.legalTargetNeeds(spec, t, you, rel, src, nil)
}

// typeNeeds are the type bits each alternative of a filter asks for
// (Match.Types), as filterNeeds notes them for a static effect: n of
// them, none when an alternative asks for no type with a bit of its own
// (exactWordBit) or there are more than maxNeeds alternatives.
type typeNeeds struct {
	needs [maxNeeds]typeBit
	n     int8
}

// filterTypeNeeds returns the type bits each of f's alternatives asks for
// (typeNeeds).
func filterTypeNeeds(f *Filter) typeNeeds {
	var t typeNeeds
	if len(f.Alts) == 0 || len(f.Alts) > maxNeeds {
		return t
	}
	for i := range f.Alts {
		var need typeBit
		for _, w := range f.Alts[i].Types {
			need |= exactWordBit(w)
		}
		if need == 0 {
			return typeNeeds{} // one that the types alone don't turn down
		}
		t.needs[i] = need
	}
	t.n = int8(len(f.Alts))
	return t
}

// rulesOut reports whether o, whose characteristics are c as chars
// returned them, matches none of the filter's alternatives by its types
// alone: its characteristics are remembered, with their type bits, and
// lack some of the bits each alternative asks for. matchOne would find
// each alternative's type missing (hasType), and matchChars no match.
func (t *typeNeeds) rulesOut(o *Object, c *Chars) bool {
	if t.n == 0 {
		return false
	}
	cc := rememberedChars(o, c)
	if cc == nil {
		return false
	}
	tb := cc.typeBits()
	for _, need := range t.needs[:t.n] {
		if tb&need == need {
			return false
		}
	}
	return true
}

// rulesOutStamped is rulesOut for o before its characteristics are read:
// when chars would return at once the characteristics o remembers as
// current (stampedTypeBits), their type bits decide as rulesOut's would.
// Otherwise it rules nothing out.
func (t *typeNeeds) rulesOutStamped(g *Game, o *Object) bool {
	if t.n == 0 {
		return false
	}
	tb, ok := stampedTypeBits(g, o)
	return ok && t.rulesOutBits(tb)
}

// rulesOutBits reports whether type bits tb lack what each of t's
// alternatives asks for. t must hold at least one.
func (t *typeNeeds) rulesOutBits(tb typeBit) bool {
	for _, need := range t.needs[:t.n] {
		if tb&need == need {
			return false
		}
	}
	return true
}

// stampedTypeBits returns the type bits of the characteristics o
// remembers, when chars would return them at once: its first look,
// stamped at this layerVersion and free of the turn, or its card's
// shared base ones if cardStamp noted them. ok is false otherwise.
func stampedTypeBits(g *Game, o *Object) (tb typeBit, ok bool) {
	cc := o.chars
	if cc == nil || cc.of != o || cc.freeVer != g.stampVer() {
		return 0, false
	}
	if cc.card {
		cc = o.Card.base
	}
	return cc.typeBits(), true
}

// playerTargetLegal reports whether player p is a legal target for spec
// (115.1): the spec names players, p is in the game, and for a spec that
// asks for an opponent p is not rel, the one who chooses.
func (g *Game) playerTargetLegal(spec *TargetSpec, p, rel PlayerID) bool {
	return spec.Players && p >= 0 && int(p) < len(g.Players) && !g.Players[p].Lost && (!spec.Opponent || p != rel)
}

// legalTargetNeeds is legalTargetFor, an object that tn, the type bits
// the spec's filter asks for (nil: none known), rules out turned down
// once its characteristics are read.
func (g *Game) legalTargetNeeds(spec *TargetSpec, t Target, you, rel PlayerID, src ObjRef, tn *typeNeeds) bool {
	if t.Item != 0 {
		return g.legalAbilityTarget(spec, t) // abilitytarget.go
	}
	if t.Obj.IsZero() {
		return g.playerTargetLegal(spec, t.Player, rel)
	}
	if !spec.Objects {
		return false
	}
	if spec.Another && t.Obj == src {
		return false
	}
	o := g.Object(t.Obj)
	if o == nil {
		return false
	}
	// The object's characteristics, read in place: nothing below changes
	// the game. What the filter asks is asked first: most candidates
	// (a battlefield of lands, for "any target") fail it at once.
	c := g.chars(o)
	if tn != nil && tn.rulesOut(o, c) || !g.matchChars(&spec.Filter, o, c, rel, src) {
		return false
	}
	if o.Zone == Battlefield && len(c.Keywords) > 0 {
		hexproof, shroud, protection := targetingKeywords(c)
		if hexproof {
			g.space.targets.youReads++ // the answer depends on who targets (targets_cache.go)
		}
		if hexproof && c.Controller != you {
			return false // 702.11b
		} else if shroud {
			return false // 702.18a: it can't be the target of spells or abilities
		}
		if protection && g.protectsWith(c, src) {
			return false // 702.16b
		}
	}
	return spec.ControlledBy == nil || g.controlledByFramePlayer(spec, t.Obj) // target_player.go
}

// targetingKeywords reports whether c has hexproof, shroud or
// protection, the keywords by which a permanent may not be a legal
// target, found in one walk of its keywords that reads only their names
// (Has for each of the three, without copying each keyword).
func targetingKeywords(c *Chars) (hexproof, shroud, protection bool) {
	for i := range c.Keywords {
		switch c.Keywords[i].Name {
		case "hexproof":
			hexproof = true
		case "shroud":
			shroud = true
		case "protection":
			protection = true
		}
	}
	return hexproof, shroud, protection
}

// LegalTargets lists every legal choice for spec: players first, then
// objects in zone order.
func (g *Game) LegalTargets(spec *TargetSpec, you PlayerID, src ObjRef) []Target {
	g.ready()
	if spec == nil {
		return nil
	}
	return g.legalTargetsIn(nil, spec, you, src)
}

// legalTargetsIn is LegalTargets with its list taken from st, a probe's
// store (nil: the heap). The list is remembered while it stays current
// (targetsCache).
func (g *Game) legalTargetsIn(st *probeStore, spec *TargetSpec, you PlayerID, src ObjRef) []Target {
	keeps := g.keepsTargetsOf(spec) // targets_cache.go
	tc := &g.space.targets
	shares := keeps && tc.shares // read now: a list made below may ask about another spec
	if !keeps {
		g.probeReads++ // a list that can't outlive its version (probe_kept.go)
	}
	bySrc := readsSource(spec)
	if ts, ok := g.rememberedTargets(st, spec, you, src, bySrc); ok {
		return ts
	}
	reads, srcReads, youReads := g.turnReads, tc.srcReads, tc.youReads
	ts, tn, tnMade := g.findLegalTargets(st, spec, you, src)
	key, who := src, you
	if !bySrc && tc.srcReads == srcReads {
		key = ObjRef{} // a list for every source: no candidate's protection read it
	}
	if shares && tc.youReads == youReads {
		who = NoPlayer // a list for every player: no candidate's hexproof read who targets
	}
	g.rememberTargets(spec, who, key, ts, keeps && g.turnReads == reads, tn, tnMade)
	return ts
}

// findLegalTargets computes legalTargetsIn's list, and the type bits
// spec's filter asks for (filterTypeNeeds) if it made them (tnMade).
func (g *Game) findLegalTargets(st *probeStore, spec *TargetSpec, you PlayerID, src ObjRef) (ts []Target, tn typeNeeds, tnMade bool) {
	if spec.Players || spec.Objects {
		ts = st.targetList(len(g.Players) + 2) // the players and a few objects in one array
	}
	if spec.Players {
		for _, p := range g.Players {
			t := Target{Player: p.ID}
			if g.legalTarget(spec, t, you, src) {
				ts = append(ts, t)
			}
		}
	}
	if spec.Objects {
		// The candidates eachCandidate would give, zone by zone.
		tn, tnMade = filterTypeNeeds(&spec.Filter), true
		var zones [8]Zone
		for _, z := range spec.Filter.appendZones(zones[:0]) {
			if z.Owned() {
				for _, p := range g.Players {
					ts = g.appendLegalObjects(ts, g.zones.get(zkey(z, p.ID)), spec, you, src, &tn)
				}
				continue
			}
			ts = g.appendLegalObjects(ts, g.zones.get(zkey(z, NoPlayer)), spec, you, src, &tn)
		}
	}
	return append(ts, g.abilityTargets(spec)...), tn, tnMade
}

// appendLegalObjects appends to ts, in order, the objects of cards cs
// that are legal targets for spec (legalTargetNeeds) and not in ts yet.
// tn are the type bits spec's filter asks for: an object whose
// characteristics chars would return at once is turned down by them
// before anything else is read (rulesOutStamped, written out here: most
// candidates, the lands of "target creature", end there), and one they
// let pass is not asked about its types again. Reading legality changes
// nothing of the game (legalTargetNeeds), so what rulesOutStamped asks
// of the game is asked once.
func (g *Game) appendLegalObjects(ts []Target, cs []*Card, spec *TargetSpec, you PlayerID, src ObjRef, tn *typeNeeds) []Target {
	stamped, lv := tn.n > 0 && g.fresh == 0 && g.verifyChars == nil, g.layerVersion
	for _, c := range cs {
		o, needs := c.Obj, tn
		if cc := o.chars; stamped && cc != nil && cc.of == o && cc.freeVer == lv {
			if cc.card {
				cc = o.Card.base
			}
			if tn.rulesOutBits(cc.typeBits()) {
				continue // legalTargetNeeds would turn it down by its types
			}
			needs = nil // the characteristics it reads are these: their types pass
		}
		t := Target{Obj: o.Ref, Player: NoPlayer}
		if g.legalTargetNeeds(spec, t, you, you, src, needs) && !slices.Contains(ts, t) {
			ts = append(ts, t)
		}
	}
	return ts
}

// DescribeTarget names a target for logs.
func (g *Game) DescribeTarget(t Target) string {
	g.ready()
	if t.Item != 0 {
		return g.describeItem(t.Item)
	}
	if t.Obj.IsZero() {
		return g.PlayerName(t.Player)
	}
	return g.Describe(t.Obj)
}

// Describe names an object for logs: its name and reference.
func (g *Game) Describe(r ObjRef) string {
	g.ready()
	return string(g.appendDescribe(nil, r))
}
