package runtime

import (
	"reflect"
	"slices"
)

// charsCache is an object's characteristics as computed at one version
// of the game (version.go). of is the object they were computed for: a
// copy of the object (last known information, a clone) has another
// address and so never takes them for its own, nor writes to them. It is
// made the first time the object's characteristics are asked for, so
// that objects no one asks about (and copies of objects) stay small.
type charsCache struct {
	of  *Object
	ver uint64
	// charsVer is the game's layerVersion at ver (version.go: its
	// charsVersion but for effects on one object alone, which drop that
	// object's: dropChars); turnFree says that
	// computing c read nothing of the turn's state (version.go), so that c
	// stays current while only that state changes.
	charsVer uint64
	turnFree bool
	// freeVer is charsVer when turnFree, else notFree: c is current
	// while it equals the game's layerVersion (chars).
	freeVer uint64
	c       Chars
	// base: c is the object's base characteristics (baseChars), nothing
	// having modified them, read off def with the controller c holds.
	base bool
	def  *CardDef
	// bits are c's type bits (type_bits.go), once asked for.
	bits    typeBit
	hasBits bool
	// speed is whether c may be cast any time its caster could cast an
	// instant (instantSpeed), once asked for: 0 not asked, 1 no, 2 yes.
	// Whatever writes c anew sets it to 0, as it does hasBits.
	speed uint8
	// card: c is not the object's characteristics: at layerVersion
	// freeVer nothing modified the object, and its characteristics are
	// its card's shared base ones (cardStamp).
	card bool
	// ptCarry: c's power and toughness may be carried through an effect
	// that changes only them beginning or ending on the object (carryPT):
	// computing them applied no modification in layer 7d and in 7c only
	// additions (ModifyPT), ptMag at most the sum of their sizes, and no
	// sum came near the bounds of a number. effP and effT are the sum of
	// those of the continuous effects on the object (effectsPT), effMag
	// their part of ptMag.
	ptCarry    bool
	effP, effT int32
	ptMag      int32
	effMag     int32
}

// cardStamp notes in o's remembered characteristics that at this
// layerVersion nothing modifies o and its card's shared base
// characteristics are its own (cardBase returned them), so that chars
// returns them at once until layerVersion moves. What could make o
// modified or its card's base not serve — a continuous effect (on o
// alone, it drops o's stamp: dropChars), a static ability reaching the
// battlefield or the stack, counters, stickers, a copy effect — moves
// layerVersion (version.go), and an object never
// changes zone; the controller, which may change without it, cardBase and
// chars write each time. Under VerifyChars each use of the stamp is
// compared with a recomputation (verifyCardStamp).
func (g *Game) cardStamp(o *Object) {
	cc := o.chars
	switch {
	case cc == nil || cc.of != o:
		// A copy's is the original's: never written to. A value of the
		// slab not zeroed: while card is set nothing reads its fields but
		// of, freeVer, card, base (stillBase) and charsVer (carryChars),
		// written here, and remember and rememberBase write every field
		// as they make it the object's own.
		cc = g.stampSlot()
		cc.of, cc.base, cc.charsVer = o, false, notFree
		o.chars = cc
	case !cc.card:
		// Its own remembered characteristics, stale, are given up:
		// nothing reads them while card is set (cachedChars, stillBase).
		cc.base = false
	}
	cc.freeVer, cc.card = g.layerVersion, true
}

// stampSlot returns a value of the slab of remembered characteristics
// for a card stamp (cardStamp), or for a value whose every field its
// caller writes (rememberBase, rememberEffects), not zeroed: the slab's
// fresh without the zeroing, in line, else its new.
func (g *Game) stampSlot() *charsCache {
	s := &g.space.slabs.chars
	if i := s.at; i < len(s.cur) && len(s.given) == 0 {
		s.at = i + 1
		return &s.cur[i]
	}
	return s.new()
}

// verifyCardStamp reports, under VerifyChars, characteristics chars would
// have returned by o's card stamp (cardStamp) that differ from a
// recomputation.
func (g *Game) verifyCardStamp(o *Object) {
	cc := o.chars
	if cc == nil || cc.of != o || !cc.card || cc.freeVer != g.layerVersion || g.fresh > 0 {
		return
	}
	var kept Chars
	if cb := o.Card.base; cb != nil {
		kept = cb.c
		kept.Controller = o.Controller
	}
	if fresh := g.CharsFresh(o); !charsEqual(kept, fresh) {
		g.verifyChars(o, kept, fresh)
	}
}

// notFree is the freeVer of characteristics that read the turn's state:
// no layerVersion reaches it.
const notFree = ^uint64(0)

// charsOffAll is charsOff while remembered characteristics must not be
// read: added to layerVersion it gives a stamp no freeVer holds (a
// freeVer is a layerVersion already reached, or notFree).
const charsOffAll = 1 << 62

// stampVer is the freeVer that remembered characteristics current now
// hold: layerVersion, unless they must not be read now (charsOff).
func (g *Game) stampVer() uint64 { return g.layerVersion + g.charsOff }

// setCharsOff sets charsOff from fresh and verifyChars: every writer of
// either calls it.
func (g *Game) setCharsOff() {
	g.charsOff = 0
	if g.fresh > 0 || g.verifyChars != nil {
		g.charsOff = charsOffAll
	}
}

// freshBegin and freshEnd bracket a computation that remembers nothing
// and reads nothing remembered (fresh), which may nest.
func (g *Game) freshBegin() {
	g.fresh, g.unusual = g.fresh+1, g.unusual+1
	g.charsOff = charsOffAll
}

func (g *Game) freshEnd() {
	g.fresh, g.unusual = g.fresh-1, g.unusual-1
	g.setCharsOff()
}

// freeVer returns the freeVer of characteristics computed at layerVersion
// v, turnFree saying whether they read nothing of the turn's state.
func freeVer(v uint64, turnFree bool) uint64 {
	if turnFree {
		return v
	}
	return notFree
}

// cachedChars returns o's remembered characteristics if they are still
// current — computed at the game's current version, or at an earlier one
// from which only the turn's state has changed while they read none of
// it — or nil. Whoever reads characteristics that read the turn's state
// reads it too (turnReads).
func (g *Game) cachedChars(o *Object) *Chars {
	cc := o.chars
	if cc == nil || cc.of != o || cc.card || g.fresh > 0 {
		return nil
	}
	if cc.ver != g.version {
		if !cc.turnFree || cc.charsVer != g.layerVersion {
			return nil
		}
		cc.ver = g.version
	}
	if !cc.turnFree {
		g.turnReads++
	}
	if g.verifyChars != nil {
		if fresh := g.CharsFresh(o); !charsEqual(o.chars.c, fresh) {
			g.verifyChars(o, o.chars.c, fresh)
		}
	}
	return &o.chars.c
}

// remember stores c as o's characteristics at the current version and
// returns them. Their slices are clipped: a caller appending to a slice
// of a Chars it was given copies it rather than writing into the
// remembered one. While CharsFresh computes, nothing is remembered.
func (g *Game) remember(o *Object, c Chars, base, turnFree bool) *Chars {
	if g.fresh > 0 {
		fresh := new(Chars) // only while debugging: c itself stays off the heap
		*fresh = c
		return fresh
	}
	c = clipped(c)
	if o.chars == nil || o.chars.of != o {
		o.chars = g.space.slabs.chars.new() // a copy's is the original's: never written to
		o.chars.of = o
	}
	o.chars.ver, o.chars.charsVer, o.chars.turnFree, o.chars.freeVer, o.chars.c = g.version, g.layerVersion, turnFree, freeVer(g.layerVersion, turnFree), c
	o.chars.base, o.chars.def = base, o.Def()
	o.chars.hasBits, o.chars.speed, o.chars.card, o.chars.ptCarry = false, 0, false, false
	return &o.chars.c
}

// rememberEffects is remember of o's characteristics with the continuous
// effects applied (applyEffects), computed straight into what o
// remembers rather than returned and copied there, while nothing computes
// afresh (fresh). Until the computation's last step writes them, what o
// remembers is as it was, stale, or new and marked stale (another
// version, not free of the turn), so a computation it makes of o again
// computes them anew as well. reads is turnReads before o's were asked.
func (g *Game) rememberEffects(o *Object, reads uint64) *Chars {
	cc := o.chars
	if cc == nil || cc.of != o {
		// A copy's is the original's: never written to. A value of the
		// slab not zeroed (stampSlot), every field written below, and
		// what a computation of o meanwhile reads set now: not current.
		cc = g.stampSlot()
		cc.of, cc.ver, cc.charsVer, cc.turnFree, cc.freeVer, cc.card, cc.base = o, g.version^1, notFree, false, notFree, false, false
		cc.ptCarry = false
		o.chars = cc
	}
	l := &layering{g: g, pt: cc} // the computation notes what carryPT needs in cc
	l.computeIn(o, layerEnd, &cc.c)
	clip(&cc.c)
	turnFree := g.turnReads == reads
	cc.ver, cc.charsVer, cc.turnFree, cc.freeVer = g.version, g.layerVersion, turnFree, freeVer(g.layerVersion, turnFree)
	cc.base, cc.def = false, o.Def()
	cc.hasBits, cc.speed, cc.card = false, 0, false
	return &cc.c
}

// rememberBase is remember of o's base characteristics (baseChars),
// written where they are remembered rather than copied there.
func (g *Game) rememberBase(o *Object, turnFree bool) *Chars {
	if g.fresh > 0 {
		fresh := new(Chars) // as remember
		setBaseChars(fresh, o)
		return fresh
	}
	cc := o.chars
	if cc == nil || cc.of != o {
		// A copy's is the original's: never written to. A value of the
		// slab not zeroed (stampSlot): every field is written below.
		cc = g.stampSlot()
		cc.of = o
		o.chars = cc
	}
	if cb := g.cardBase(o); cb != nil {
		// Its card's shared base characteristics, clipped already and
		// with its controller (inert asked for them first): copied.
		cc.c = *cb
	} else {
		setBaseChars(&cc.c, o)
		clip(&cc.c)
	}
	cc.ver, cc.charsVer, cc.turnFree, cc.freeVer = g.version, g.layerVersion, turnFree, freeVer(g.layerVersion, turnFree)
	cc.base, cc.def = true, o.Def()
	cc.hasBits, cc.speed, cc.card = false, 0, false
	// No modification in layer 7 (unmodified, inert).
	cc.ptCarry, cc.effP, cc.effT, cc.ptMag, cc.effMag = ptSmall(cc.c.Power) && ptSmall(cc.c.Toughness), 0, 0, 0, 0
	if o.CopyOf == nil {
		// Base characteristics have their card's printed type line,
		// whose type bits the card read once (printedFacts).
		cc.bits, cc.hasBits = o.Card.printedFacts().types, true
		g.verifyBits(o, cc)
	}
	return &cc.c
}

// clipped returns c with its slices clipped, so that appending to one
// copies it rather than writing into what c shares (a card's definition,
// remembered characteristics).
func clipped(c Chars) Chars {
	clip(&c)
	return c
}

// clip is clipped in place.
func clip(c *Chars) {
	c.Supertypes = slices.Clip(c.Supertypes)
	c.Types = slices.Clip(c.Types)
	c.Subtypes = slices.Clip(c.Subtypes)
	c.Keywords = slices.Clip(c.Keywords)
	c.Abilities = slices.Clip(c.Abilities)
}

// cardBase returns o's base characteristics (baseChars) as its card
// remembers them — for an object nothing modifies (unmodified), its
// characteristics: they read only the card's definition and the
// controller, so every object the card becomes shares
// them, and a zone change makes none anew — a change of controller
// (a permanent that leaves has none) writes the new one in place. An
// object whose definition is a copy effect's (layer 1) or whose loyalty
// its counters give (306.5b) remembers its own: nil.
func (g *Game) cardBase(o *Object) *Chars {
	d := o.Card.Def
	if g.fresh > 0 || o.CopyOf != nil || o.Zone == Battlefield && d.HasLoyalty || o.Card.gen != g.gen {
		return nil
	}
	cb := o.Card.base
	if cb == nil {
		cb = g.space.slabs.bases.new() // kept with the card's struct from game to game (newCard)
		o.Card.base = cb
	} else if cb.def == d {
		// Of the base, only the controller is not the definition's: one
		// that changed (a card cast, a permanent that changed control)
		// changes nothing else, type bits included.
		cb.c.Controller = o.Controller
		if g.verifyChars != nil {
			if fresh := baseChars(o); !charsEqual(cb.c, fresh) {
				g.verifyChars(o, cb.c, fresh)
			}
		}
		return &cb.c
	}
	setBaseChars(&cb.c, o)
	clip(&cb.c)
	// No copy effect: the printed type line's bits, read once
	// (printedFacts), are the base characteristics'.
	cb.base, cb.def, cb.speed = true, d, 0
	cb.bits, cb.hasBits = o.Card.printedFacts().types, true
	g.verifyBits(o, cb)
	return &cb.c
}

// baseOf returns o's base characteristics (baseChars) for reading only:
// its card's remembered ones when they serve (cardBase), else computed
// anew. Read them before anything else asks for the characteristics of
// an object of the same card: that may compute them again in place.
func (g *Game) baseOf(o *Object) *Chars {
	// cardBase's common case, in line: its card remembers them for its
	// definition, no copy effect's, and no loyalty counters read.
	if c, cb := o.Card, o.Card.base; cb != nil && cb.def == c.Def && o.CopyOf == nil && c.gen == g.gen && g.charsOff == 0 &&
		(o.Zone != Battlefield || !c.Def.HasLoyalty) {
		cb.c.Controller = o.Controller
		return &cb.c
	}
	if c := g.cardBase(o); c != nil {
		return c
	}
	c := baseChars(o)
	return &c
}

// typeBitsOf returns the type bits of c, o's characteristics as chars
// returned them: remembered with them when they are the remembered ones
// (o's own or its card's).
func (g *Game) typeBitsOf(o *Object, c *Chars) typeBit {
	if cc := rememberedChars(o, c); cc != nil {
		return cc.typeBits()
	}
	return c.typeBits()
}

// charsBits is chars together with typeBitsOf of the characteristics
// it returns: when they are remembered as current, the type bits kept
// with them are read in the same look, without a second call.
func (g *Game) charsBits(o *Object) (*Chars, typeBit) {
	if cc := o.chars; cc != nil && cc.of == o && cc.freeVer == g.stampVer() {
		if cc.card { // as chars
			cc = o.Card.base
			cc.c.Controller = o.Controller
		}
		return &cc.c, cc.typeBits()
	}
	c := g.chars(o)
	return c, g.typeBitsOf(o, c)
}

// rememberedChars returns what remembers c, o's characteristics as chars
// returned them — o's own remembered characteristics or its card's shared
// base ones — or nil for characteristics o doesn't remember (being
// computed, or last known information).
func rememberedChars(o *Object, c *Chars) *charsCache {
	if cb := o.Card.base; cb != nil && c == &cb.c {
		return cb
	}
	if cc := o.chars; cc != nil && cc.of == o && c == &cc.c {
		return cc
	}
	return nil
}

// instantSpeed reports whether c, o's characteristics as chars returned
// them, let o be cast at any time its caster could cast an instant: an
// instant, or a card with flash (702.8a). Kept with them when they are
// remembered (rememberedChars); under VerifyChars found again and
// compared.
func (g *Game) instantSpeed(o *Object, c *Chars) bool {
	cc := rememberedChars(o, c)
	if cc == nil {
		return instantOrFlash(c.typeBits(), c)
	}
	if cc.speed == 0 {
		cc.speed = 1
		if instantOrFlash(cc.typeBits(), &cc.c) {
			cc.speed = 2
		}
	} else if g.verifyChars != nil {
		if fresh := instantOrFlash(cc.c.typeBits(), &cc.c); fresh != (cc.speed == 2) {
			g.verifyChars(o, cc.c, cc.c) // the kept speed is stale: reported with the characteristics it was kept for
		}
	}
	return cc.speed == 2
}

// instantOrFlash reports whether characteristics c, whose type bits are
// tb, are an instant's or have flash (702.8a).
func instantOrFlash(tb typeBit, c *Chars) bool { return tb&tbInstant != 0 || c.Has("flash") }

// verifyBits reports, under VerifyChars, type bits cc keeps for o's
// characteristics that differ from those found again from them.
func (g *Game) verifyBits(o *Object, cc *charsCache) {
	if g.verifyChars != nil && cc.bits != cc.c.typeBits() {
		g.verifyChars(o, cc.c, cc.c) // the kept bits are stale: reported with the characteristics they were kept for
	}
}

// typeBits returns the type bits of cc's characteristics, found once and
// kept with them.
func (cc *charsCache) typeBits() typeBit {
	if !cc.hasBits {
		cc.bits, cc.hasBits = cc.c.typeBits(), true
	}
	return cc.bits
}

// stillBase returns o's remembered characteristics, made current, when
// they were its base characteristics and still are, for an object
// nothing modifies now (the caller has checked unmodified, or inert) whose card's
// shared ones don't serve (cardBase: a copy, a planeswalker): what
// baseChars reads has not changed — the definition (a copy effect
// changes it), the controller, and no loyalty counters to read.
// Otherwise nil. turnFree says whether deciding that nothing modifies o
// read nothing of the turn's state (inert may).
func (g *Game) stillBase(o *Object, turnFree bool) *Chars {
	cc := o.chars
	if cc == nil || cc.of != o || !cc.base || g.fresh > 0 || cc.def != o.Def() || cc.c.Controller != o.Controller ||
		o.Zone == Battlefield && cc.def.HasLoyalty {
		return nil
	}
	cc.ver, cc.charsVer, cc.turnFree, cc.freeVer = g.version, g.layerVersion, turnFree, freeVer(g.layerVersion, turnFree)
	if g.verifyChars != nil {
		if fresh := g.CharsFresh(o); !charsEqual(cc.c, fresh) {
			g.verifyChars(o, cc.c, fresh)
		}
	}
	return &cc.c
}

// CharsFresh computes the characteristics of o as Chars does, without
// using or changing what the game remembers: a debugging and testing
// entry point (the remembered ones must always equal it). The objects its
// computation looks at are computed afresh too.
func (g *Game) CharsFresh(o *Object) Chars {
	g.ready()
	if o == nil {
		return Chars{} // as Chars
	}
	c := baseChars(o)
	if g.unmodifiedBare(o) {
		return c
	}
	g.freshBegin()
	defer func(reads uint64) { g.freshEnd(); g.turnReads = reads }(g.turnReads) // checking reads nothing for the caller
	return g.applyEffects(o)
}

// VerifyChars makes every use of remembered characteristics compute them
// again and call report when the two differ (a stale cache: a change of
// state that did not bump the version). It is for tests: it makes Chars
// as slow as without the cache. nil turns it off.
func (g *Game) VerifyChars(report func(o *Object, cached, fresh Chars)) {
	g.verifyChars = report
	g.setCharsOff()
}

// Equal reports whether c and d are the same characteristics, field by
// field, in the same order (abilities the same or alike: an effect that
// grants one may make it anew each time).
func (c Chars) Equal(d Chars) bool { return charsEqual(c, d) }

// charsEqual compares two Chars field by field: the same values, and
// abilities that are the same or alike, in the same order.
func charsEqual(a, b Chars) bool {
	return a.Name == b.Name && a.ManaCost == b.ManaCost && a.Colors == b.Colors &&
		slices.Equal(a.Supertypes, b.Supertypes) && slices.Equal(a.Types, b.Types) && slices.Equal(a.Subtypes, b.Subtypes) &&
		a.Power == b.Power && a.Toughness == b.Toughness && a.HasPT == b.HasPT && a.Loyalty == b.Loyalty &&
		slices.EqualFunc(a.Keywords, b.Keywords, keywordEqual) && slices.EqualFunc(a.Abilities, b.Abilities, abilityEqual) &&
		a.Controller == b.Controller && a.CantAttack == b.CantAttack && a.CantBlock == b.CantBlock &&
		a.DoesntUntap == b.DoesntUntap && a.Banned == b.Banned
}

func keywordEqual(a, b Keyword) bool {
	return a.Name == b.Name && a.Cost == b.Cost && a.Filter == b.Filter && a.From == b.From && a.N == b.N
}

func abilityEqual(a, b *Ability) bool {
	return a == b || a != nil && b != nil && reflect.DeepEqual(*a, *b)
}

// idleStatics reports whether d has static abilities and none of them
// does anything while its object is on the battlefield: each only
// replaces how its own object enters it (614.12: "this enters tapped
// unless …", counters or a choice it enters with, all read from the
// entering object's own abilities as it enters, enterWith) or works
// only while it is a spell on the stack ("this spell can't be
// countered", 113.6). Such a permanent modifies no object, permits,
// limits, replaces or prevents nothing, so its coming and going reaches
// no other object's characteristics (reachesOthers) and it is no source
// of the layer system (findSources). Any other part of a static
// effect, one the game may gain later included, makes it not idle.
func idleStatics(d *CardDef) bool {
	found := false
	for se := range staticEffects(d) {
		rest := busyPart(se)
		// Whom modifications apply to says nothing without any.
		rest.Affects = 0
		if !reflect.DeepEqual(rest, StaticEffect{}) {
			return false
		}
		found = true
	}
	return found
}

// busyPart returns se without its parts that do nothing while its
// object is on the battlefield (idleStatics): how its own object enters
// (614.12, unless as a copy) and "can't be countered" (113.6).
func busyPart(se *StaticEffect) StaticEffect {
	rest := *se
	if rest.Enters != nil && rest.Enters.AsCopy == nil {
		rest.Enters = nil
	}
	rest.Uncounterable = false
	return rest
}

// objIdle is idleStatics of o's definition: its card's, read once with
// its printed facts, unless a copy effect made it (layer 1).
func objIdle(o *Object) bool {
	if c := o.Card; o.CopyOf == nil && c.printed.read {
		return c.printed.statics == idleOnly
	}
	return idleStatics(o.Def())
}

// dropChars makes what o remembers of its characteristics stale: a
// continuous effect on o alone began or ended (effectsChanged), which
// changes no other object's.
func dropChars(o *Object) {
	if cc := o.chars; cc != nil && cc.of == o {
		cc.freeVer, cc.charsVer = notFree, notFree
	}
}

// ptMagMax bounds the sum of the sizes of the additions to power and
// toughness (layer 7c) characteristics may be carried through, and
// ptMax their power and toughness: with both, no sum in layer 7c comes
// near MaxNumber, so none is bounded (addNumber) and the additions
// apply in any order with the same result (carryPT).
const (
	ptMagMax = 1 << 26
	ptMax    = 1 << 24
)

// ptSmall reports whether a power or toughness n is within ptMax.
func ptSmall(n int) bool { return -ptMax <= n && n <= ptMax }

// ptMods adds to mag, the sizes of the additions to power and toughness
// seen so far, those of m when it is one (ModifyPT), and reports whether
// characteristics m applies to may still be carried (notePT): m is no
// other modification of layer 7c, none of 7d, and the sizes stay within
// ptMagMax.
func ptMods(mag int64, m Modification) (int64, bool) {
	if pt, ok := m.(ModifyPT); ok {
		mag += absSize(pt.Power) + absSize(pt.Toughness)
		return mag, mag <= ptMagMax
	}
	l := m.Layer()
	return mag, l != LayerPTModify && l != LayerPTSwitch
}

// absSize is |n|, or past ptMagMax for any n beyond it.
func absSize(n int) int64 {
	if n < -ptMagMax || n > ptMagMax {
		return ptMagMax + 1
	}
	if n < 0 {
		return int64(-n)
	}
	return int64(n)
}

// effectsPT returns the sums of the additions to power (p) and toughness
// (t) of the continuous effects on o and the sum of their sizes (mag),
// with ok false when that passes ptMagMax.
func (g *Game) effectsPT(o *Object) (p, t, mag int64, ok bool) {
	for _, e := range g.effects {
		if e.Object != o.Ref {
			continue
		}
		for _, m := range e.Mods {
			if pt, isPT := m.(ModifyPT); isPT {
				if mag += absSize(pt.Power) + absSize(pt.Toughness); mag > ptMagMax {
					return 0, 0, 0, false
				}
				p, t = p+int64(pt.Power), t+int64(pt.Toughness)
			}
		}
	}
	return p, t, mag, true
}

// carryPT brings o's remembered characteristics, current at this
// layerVersion before continuous effects that change only power and
// toughness (ModifyPT, layer 7c) began or ended on o alone
// (narrowChanged), up to date without computing them again, and reports
// whether it did; if not, the caller drops them (dropChars). Such an
// effect changes nothing of o but in layer 7c: every earlier layer, and
// which static effects apply to o (their filters read no power or
// toughness but by comparing with a source, which reads the turn's
// state, and characteristics that read it are not carried), are as they
// were, and layer 7c adds numbers. With no modification in 7d and the
// sums small (ptCarry), none bounded, the power and toughness after the
// change are those before it plus the change of the effects' sums
// (effectsPT). An object whose card's shared base characteristics are
// its own (cardStamp) had no modification at all: they are copied into
// its own slot first. Under VerifyChars every use of the carried
// characteristics is compared with a computation (cachedChars).
func (g *Game) carryPT(o *Object) bool {
	cc := o.chars
	if cc == nil || cc.of != o || cc.freeVer != g.layerVersion || o.Card.gen != g.gen || g.fresh > 0 {
		return false
	}
	if cc.card {
		cb := o.Card.base
		if cb == nil || !ptSmall(cb.c.Power) || !ptSmall(cb.c.Toughness) {
			return false
		}
		cc.c = cb.c
		cc.c.Controller = o.Controller
		cc.bits, cc.hasBits, cc.speed = cb.bits, cb.hasBits, cb.speed
		cc.ver, cc.charsVer, cc.turnFree = g.version, g.layerVersion, true
		cc.def, cc.card = o.Def(), false
		cc.ptCarry, cc.effP, cc.effT, cc.ptMag, cc.effMag = true, 0, 0, 0, 0
	} else if !cc.ptCarry {
		return false
	}
	p, t, em, ok := g.effectsPT(o)
	if !ok {
		return false
	}
	mag := int64(cc.ptMag) - int64(cc.effMag) + em
	np, nt := cc.c.Power+int(p-int64(cc.effP)), cc.c.Toughness+int(t-int64(cc.effT))
	if mag > ptMagMax || !ptSmall(np) || !ptSmall(nt) {
		return false
	}
	cc.c.Power, cc.c.Toughness, cc.base = np, nt, false
	cc.effP, cc.effT, cc.ptMag, cc.effMag = int32(p), int32(t), int32(mag), int32(em)
	return true
}
