package runtime

import (
	"cmp"
	"fmt"
	"math/bits"
	"reflect"
	"slices"
	"strconv"
)

// This file is the layer system (613): how the continuous effects that
// apply to an object are put in order and applied to its characteristics.
//
// An object's characteristics are computed layer by layer (613.1). In each
// layer, the effects that apply in it are applied one at a time: of those
// left, the earliest in timestamp order (613.7) that depends on no other
// one left (613.8b); the order is reconsidered after each (613.8c), and
// when every effect left depends on another (a dependency loop) they are
// applied in timestamp order (613.8b).
//
// The effects are those of resolved spells and abilities on the object,
// its stickers and counters — these apply to it whatever happens — and the
// static abilities of permanents (611.3). A static ability is read from its
// source as the source is at the start of the layer, so that a text change
// on the source (layer 3) changes what its ability does in later layers
// and an ability the source has lost by then does nothing (613.1, 613.6).
// Whether a static ability's effect applies to an object is decided when it
// first applies, in the first layer it applies in, from the object's
// characteristics at that moment; it keeps applying to that object in its
// other layers even if its source loses the ability meanwhile (613.6).
//
// Dependency (613.8a) is found by trying: an effect of a static ability
// depends on another effect in the same layer if applying the other first
// would change whether it applies to the object being computed, or — when
// the ability is the object's own — whether the object still has it or
// what its text says. Effects of resolved spells and abilities, stickers
// and counters have fixed objects and fixed texts: they depend on nothing.
// Only the object being computed and the source of the ability are
// examined; an effect that does not touch the object changes nothing of
// its characteristics, whatever the order — but for a static ability
// that gives control to its controller (layer 2): it depends on the
// effects that change who controls its source, which apply to the source
// alone, and waits for them (control_static.go).

// Layer 1 (613.1a, 613.2) is applied before the others by baseChars: an
// object a copy effect made a copy of something starts from the copiable
// values the effect gave it (Object.CopyOf, copy_permanent.go) instead of
// its card's; objects that copy nothing pay one nil check.

// allLayers lists the layers and sublayers in the order they apply (613.1,
// 613.4).
var allLayers = [...]Layer{LayerCopy, LayerControl, LayerText, LayerType, LayerColor, LayerAbility, LayerPTDefine, LayerPTSet, LayerPTModify, LayerPTSwitch}

// layerEnd is past every layer: characteristics through layerEnd are the
// final ones.
const layerEnd Layer = 255

// layering computes characteristics for one call of Chars. It remembers
// what it computed of the sources of static abilities, each as it was at
// the start of a layer, so that each is computed once.
type layering struct {
	g       *Game
	memo    map[layerKey]Chars
	sources []*Object // permanents whose static abilities may apply
	layers  []uint16  // per source, the layers it may apply in (layerSources)
	// ents and at: when stable, the static effects of the sources by
	// layer (layerSources.ents).
	ents []staticEntry
	at   *[len(allLayers) + 1]int32
	// entsBusy: the layers in which ents holds an effect (layerSources).
	entsBusy uint16
	found    bool // sources has been filled in
	// stable: nothing in the game changes what a permanent's abilities
	// are or who controls it (no effect, sticker or static ability with a
	// modification that reshapes sources), so each source's static
	// abilities are its printed ones at every layer and need not be
	// computed. Set with sources.
	stable bool
	// control: what layer 2 gave the objects whose layer 2 this
	// computation has applied, or is applying (control.busy), when it
	// is not stable (control_static.go). Made when first needed.
	control map[*Object]controlFound
	// pt: where the object computed remembers its characteristics
	// (rememberEffects), which notes there whether its power and
	// toughness may be carried (notePT).
	pt *charsCache
}

// reshapesSources reports whether m may change which static abilities a
// permanent has, what they say, or who controls it. Modifications known
// to touch only other characteristics say no; any other may.
func reshapesSources(m Modification) bool {
	switch m.(type) {
	case ModifyPT, SetPT, SetColors, AddTypes, AddKeywords, RemoveKeywords, Restrict, AddNameWords, ModifyPTPer, Unblockable, DoesntUntap, CantBeActivated:
		return false
	}
	return true
}

// effectsReshape reports whether a continuous effect has a modification
// that reshapes the layer system's sources.
func (g *Game) effectsReshape() bool {
	for _, e := range g.effects {
		if slices.ContainsFunc(e.Mods, reshapesSources) {
			return true
		}
	}
	return false
}

// fieldReshapes reports whether a permanent has stickers (which may give
// it abilities) or a static ability with a modification that reshapes the
// layer system's sources.
func (g *Game) fieldReshapes() bool {
	if !g.stickersPlaced {
		// No sticker anywhere: the permanents counted with such an
		// ability (kindCounts), found again under VerifyCaches.
		counted := g.kindCounts[bits.TrailingZeros8(uint8(skReshape))] > 0
		if g.verifyCaches != nil {
			if walked := g.fieldReshapesWalk(); walked != counted {
				g.verifyCaches("whether a permanent's static ability reshapes the layer sources", fmt.Sprint(counted), fmt.Sprint(walked))
			}
		}
		return counted
	}
	return g.fieldReshapesWalk()
}

// fieldReshapesWalk is fieldReshapes, each permanent looked at.
func (g *Game) fieldReshapesWalk() bool {
	for _, c := range g.battlefieldCards() {
		if o := c.Obj; len(o.Stickers) > 0 || objHasStatics(o) && objReshapes(o) {
			return true
		}
	}
	return false
}

// objReshapes reports whether o's card, as printed (read once with its
// printed facts) or as a copy effect made it (layer 1), has a static
// ability that reshapes the layer system's sources (reshapingStatics).
func objReshapes(o *Object) bool {
	if c := o.Card; o.CopyOf == nil && c.printed.read {
		return c.printed.staticKinds&skReshape != 0
	}
	return reshapingStatics(o.Def())
}

// reshapingStatics reports whether a static ability of d has a
// modification that reshapes the layer system's sources.
func reshapingStatics(d *CardDef) bool {
	for _, a := range d.Abilities {
		if a.Kind != StaticAbility {
			continue
		}
		for i := range a.Statics {
			if slices.ContainsFunc(a.Statics[i].Mods, reshapesSources) {
				return true
			}
		}
	}
	return false
}

type layerKey struct {
	o    *Object
	upto Layer
}

// staticID names one static effect of one source: the index of the
// ability among the source's abilities and of the effect in the ability.
type staticID struct {
	src ObjRef
	ab  int
	se  int
}

// staticSource is one static effect of one source, as the layer system
// found it.
type staticSource struct {
	id   staticID
	src  *Object
	se   *StaticEffect
	ctrl PlayerID // the source's controller, for "you control"
	ts   int
	// started: the effect has begun to apply (613.6), and applies says
	// whether the object is among those it applies to.
	started bool
	applies bool
}

// candidate is one effect waiting to be applied in a layer: its
// modifications in that layer, its place in timestamp order, and, for a
// static ability, where it comes from.
type candidate struct {
	mods []Modification
	at   order
	st   *staticSource
}

// order is a place in the order effects apply in: a timestamp (613.7),
// and after, for an effect that waits for an effect that applies to
// another object (613.8b: a control-changing effect whose source changes
// controller, control_static.go), how many places after the effect with
// that timestamp it comes — immediately after it, before any later one.
type order struct {
	ts    int
	after int
}

// compare orders a before b (-1), with it (0) or after it (1).
func (a order) compare(b order) int {
	if c := cmp.Compare(a.ts, b.ts); c != 0 {
		return c
	}
	return cmp.Compare(a.after, b.after)
}

// applyEffects applies the continuous effects on o to its base
// characteristics in layer order (613). It is apart from Chars so that
// only objects that something modifies pay for it.
func (g *Game) applyEffects(o *Object) Chars {
	var c Chars
	g.applyEffectsIn(o, &c)
	return c
}

// applyEffectsIn is applyEffects written into *dst, in one copy as the
// computation ends: nothing reads *dst while it runs.
func (g *Game) applyEffectsIn(o *Object, dst *Chars) {
	l := &layering{g: g}
	l.computeIn(o, layerEnd, dst)
}

// through returns the characteristics of o with every layer before upto
// applied.
func (l *layering) through(o *Object, upto Layer) Chars {
	if c, ok := l.memo[layerKey{o, upto}]; ok {
		return c
	}
	return l.compute(o, upto)
}

// compute applies the layers before upto to o, remembering o as it is at
// the start of each.
func (l *layering) compute(o *Object, upto Layer) Chars {
	var c Chars
	l.computeIn(o, upto, &c)
	return c
}

// computeIn is compute written into *dst as it ends.
func (l *layering) computeIn(o *Object, upto Layer, dst *Chars) {
	g := l.g
	w := g.takeScratch() // the effects are applied through a pointer: a local would escape
	defer g.putScratch(w)
	c := &w.c
	setBaseChars(c, o)
	w.fixed = l.appendFixedMods(w.fixed[:0], o)
	fixed := w.fixed
	statics := g.statics > 0 && (o.Zone == Battlefield || o.Zone == Stack)
	self := -1 // o's index among the static sources
	if statics {
		self = slices.Index(l.staticSources(), o)
	}
	started := w.started[:0]
	w.made, w.fixedCands = w.made[:0], w.fixedCands[:0]
	// busy: the layers in which an effect may apply to o, when the
	// sources are stable (layerBusy); else every layer.
	busy := ^uint16(0)
	if g.fresh == 0 && (!statics || l.stable) {
		busy = l.layerBusy(fixed, statics, self)
	}
	// Only the busy layers do anything unless the layers are remembered
	// one by one (memo), control is followed or a characteristic-defining
	// count is applied: then a layer that is not busy is passed by to the
	// next that is (busy grows only in the layer being applied).
	ptc := o.Def().PTCount
	skip := l.memo == nil && ptc == nil
	for li := 0; li < len(allLayers); li++ {
		layer := allLayers[li]
		if layer >= upto {
			break
		}
		if l.memo != nil {
			l.memo[layerKey{o, layer}] = *c
		}
		if layer == LayerPTDefine && ptc != nil { // pt_count.go
			g.turnReads++ // a count may read anything (version.go)
			// It works in every zone (604.3): off the battlefield, for
			// the card's owner.
			c.Power = g.ptCount(ptc, g.youOf(c.Controller, o))
			c.Toughness = c.Power
		}
		if busy&(1<<li) == 0 && l.control == nil {
			// No effect has modifications in this layer.
			if skip {
				next := busy >> (li + 1)
				if next == 0 {
					break
				}
				li += bits.TrailingZeros16(next)
			}
			continue
		}
		cands := w.cands[:0]
		for _, f := range fixed {
			if f.mod.Layer() == layer {
				fc := w.newFixed()
				fc.one[0] = f.mod
				fc.c = candidate{mods: fc.one[:], at: order{ts: f.ts}}
				cands = append(cands, &fc.c)
			}
		}
		if statics {
			cands = l.staticCandidates(w, o, c, layer, li, self, started, cands)
		}
		var changed order
		if len(cands) > 0 {
			n := len(started)
			started, changed = l.applyLayer(o, c, cands, started)
			for _, st := range started[n:] {
				busy |= modLayers(st.se.Mods) // it goes on in its later layers (613.6)
			}
		}
		if layer == LayerControl && l.control != nil {
			l.control[o] = controlFound{ctrl: c.Controller, changed: changed} // control_static.go
		}
		w.cands = cands[:0]
	}
	if upto != layerEnd && l.memo != nil {
		l.memo[layerKey{o, upto}] = *c
	}
	if l.pt != nil && upto == layerEnd && l.pt.of == o {
		l.notePT(o, c, fixed, started, ptc == nil && l.memo == nil && l.control == nil)
	}
	*dst = *c
	w.started = started // its array, for the next computation
}

// notePT notes in l.pt, for characteristics c just computed for o by
// applying fixed and the static effects started, whether their power and
// toughness may be carried through an effect that changes only them
// (charsCache.ptCarry, carryPT): no characteristic-defining count (ok),
// no modification in layer 7d, and in 7c only additions, whose sizes
// add up to ptMag, small enough with c's power and toughness that no
// sum was bounded (ptSmall). A static effect counts whether or not it
// applies to o.
func (l *layering) notePT(o *Object, c *Chars, fixed []layered, started []*staticSource, ok bool) {
	cc := l.pt
	mag := int64(0)
	for i := 0; ok && i < len(fixed); i++ {
		mag, ok = ptMods(mag, fixed[i].mod)
	}
	for i := 0; ok && i < len(started); i++ {
		for _, m := range started[i].se.Mods {
			if mag, ok = ptMods(mag, m); !ok {
				break
			}
		}
	}
	cc.ptCarry = false
	if ok && ptSmall(c.Power) && ptSmall(c.Toughness) {
		var p, t, em int64
		if p, t, em, ok = l.g.effectsPT(o); ok {
			cc.ptCarry, cc.effP, cc.effT, cc.ptMag, cc.effMag = true, int32(p), int32(t), int32(mag), int32(em)
		}
	}
}

// layerBusy returns the layers in which an effect may begin to apply to
// o, bit i for allLayers[i], when the sources are stable (or o is no
// static source's concern, statics false): those of its fixed
// modifications, of the sources' static effects on other objects
// (layerSources.ents) and of its own static abilities, its printed ones.
// A static effect that begins to apply goes on in its other layers, which
// compute adds as it begins. In any other layer the computation would
// find no candidate and change nothing. CharsFresh looks in every layer
// (VerifyChars compares the two).
func (l *layering) layerBusy(fixed []layered, statics bool, self int) uint16 {
	var busy uint16
	for _, f := range fixed {
		busy |= layerBit(f.mod.Layer())
	}
	if !statics {
		return busy // no static ability is about o
	}
	busy |= l.entsBusy
	if self >= 0 {
		busy |= l.layers[self]
	}
	return busy
}

// modLayers returns the layers of ms, bit i for allLayers[i].
func modLayers(ms []Modification) uint16 {
	var mask uint16
	for _, m := range ms {
		mask |= layerBit(m.Layer())
	}
	return mask
}

// layerWork is where one computation of characteristics works: the
// characteristics being computed, and the lists and candidates it makes,
// kept for the next computation to reuse. A candidate lives only while
// its computation runs.
type layerWork struct {
	c          Chars
	fixed      []layered
	cands      []*candidate
	started    []*staticSource
	made       []staticCandidate // the static effects' candidates, by value
	fixedCands []fixedCandidate  // the fixed modifications' candidates
}

// fixedCandidate is the candidate of one fixed modification, holding it.
type fixedCandidate struct {
	c   candidate
	one [1]Modification
}

// newFixed returns a fixed modification's candidate of w's own. Growing
// the list leaves the candidates already handed out where they are.
func (w *layerWork) newFixed() *fixedCandidate {
	w.fixedCands = append(w.fixedCands, fixedCandidate{})
	return &w.fixedCands[len(w.fixedCands)-1]
}

// newStatic is newFixed for a static effect's candidate.
func (w *layerWork) newStatic() *staticCandidate {
	w.made = append(w.made, staticCandidate{})
	return &w.made[len(w.made)-1]
}

// takeScratch returns a layerWork for compute to work in, and putScratch
// gives it back: computations nest (an effect may ask another object's
// characteristics), so the game keeps a stack of them.
func (g *Game) takeScratch() *layerWork {
	if n := len(g.space.scratch); n > 0 {
		w := g.space.scratch[n-1]
		g.space.scratch = g.space.scratch[:n-1]
		return w
	}
	return new(layerWork)
}

func (g *Game) putScratch(w *layerWork) {
	// Hold nothing the game may drop.
	w.c = Chars{}
	clear(w.cands[:cap(w.cands)]) // pointers, a few
	clear(w.fixed)
	clear(w.started)
	clear(w.made)
	clear(w.fixedCands)
	w.fixed, w.started, w.made, w.fixedCands = w.fixed[:0], w.started[:0], w.made[:0], w.fixedCands[:0]
	g.space.scratch = append(g.space.scratch, w)
}

// appendFixedMods appends the modifications that apply to o whatever
// else is true: those of resolved spells and abilities on it (611.2c), its
// stickers and its counters, each with its timestamp.
func (l *layering) appendFixedMods(mods []layered, o *Object) []layered {
	for _, e := range l.g.effects {
		if e.Object == o.Ref {
			for _, m := range e.Mods {
				mods = append(mods, layered{m, e.Timestamp})
			}
		}
	}
	// Stickers: names in layer 3, abilities in 6, power and toughness in
	// 7b, each at its own timestamp (123.6c, 123.7, 123.8).
	mods = stickerMods(o, mods)
	// 613.4c: +1/+1 and -1/-1 counters apply in layer 7c.
	if n := o.Counters.pt(); n != 0 {
		mods = append(mods, layered{ModifyPT{n, n}, 0})
	}
	return mods
}

// staticSources lists the permanents whose static abilities may apply to
// something: those printed with one, and those something modifies (an
// effect may have granted one).
func (l *layering) staticSources() []*Object {
	if l.found {
		return l.sources
	}
	l.found = true
	ls := l.g.sourcesNow()
	l.sources, l.layers, l.stable = ls.sources, ls.layers, ls.stable
	l.ents, l.at, l.entsBusy = ls.ents, &ls.at, ls.entsBusy
	if !l.stable {
		l.memo = map[layerKey]Chars{}
	}
	return l.sources
}

// sourcesNow returns what staticSources finds at the game's
// layerVersion: remembered from the first time it is asked (CharsFresh
// finds it afresh, and keeps nothing). It is read, never written.
func (g *Game) sourcesNow() *layerSources {
	ls := &g.space.layerSources
	if g.fresh > 0 {
		fresh := new(layerSources) // only while debugging
		g.findSources(fresh, true)
		return fresh
	}
	if ls.set && ls.ver == g.layerVersion {
		if g.verifyCaches != nil {
			var fresh layerSources
			if g.findSources(&fresh, false); !fresh.same(ls) {
				g.verifyCaches("static sources", ls.String(), fresh.String())
			}
		}
		return ls
	}
	g.findSources(ls, false)
	return ls
}

// layerSources is what staticSources finds at one layerVersion of the
// game: the sources, the layers each may apply in, whether they are
// stable and, when they are, their static effects by layer. It is
// remembered until a change of the game other than of the turn's state
// (version.go): it reads the battlefield, the continuous effects and the
// stickers, each source's definition — what a copy effect changes —
// and nothing of the turn. Its slices are read, never written, until it
// is found again at a later version, in the same arrays (no computation
// of characteristics spans a change of the game).
type layerSources struct {
	set     bool
	ver     uint64 // the game's layerVersion (version.go)
	sources []*Object
	layers  []uint16 // per source: bit i set when it may apply in allLayers[i] (printedLayers)
	stable  bool
	// any is the union of layers: no bit set, no source has a static
	// effect that modifies anything (the lands that enter tapped, a spell
	// that can't be countered), and an object nothing else modifies has
	// its base characteristics (inert).
	any uint16
	// ents: when stable, the static effects of the sources with
	// modifications in each layer that may apply to an object other than
	// their source (not AffectsSelf), those of allLayers[i] at
	// ents[at[i]:at[i+1]], each layer's in the sources' order. Every
	// object computed at this version reads them there, instead of
	// walking each source's abilities again for each object and layer;
	// its own static effects it reads off its characteristics.
	ents []staticEntry
	at   [len(allLayers) + 1]int32
	// entsBusy: bit i when ents holds an effect of allLayers[i]
	// (at[i] < at[i+1]).
	entsBusy uint16
}

// staticEntry is one static effect of a stable source with
// modifications in one layer: its source's index among the sources, the
// indexes of the ability and of the effect in it (staticID), and the
// effect's modifications in that layer (modsIn).
type staticEntry struct {
	k    int32
	ab   int32
	se   int32
	eff  *StaticEffect
	mods []Modification
	// needs[:nNeeds], when nNeeds > 0, are the type bits each
	// alternative of the effect's filter asks for (filterNeeds): an
	// object that lacks some of each one's is not matched
	// (staticsReach).
	needs  [maxNeeds]typeBit
	nNeeds int8
	// turn: the effect's filter reads the turn's state (Filter.readsTurn),
	// worked out once (staticsReach).
	turn bool
}

// maxNeeds is how many alternatives of a filter filterNeeds notes.
const maxNeeds = 4

// filterNeeds notes in e, for a static effect whose filter decides
// alone whether it applies (no condition) and reads nothing of the turn,
// the card types and type words with a bit of their own (exactWordBit)
// that each of the filter's alternatives asks for (Match.Types): an
// object whose type bits lack some of each one's is not matched
// (matchOne), and asking would have read nothing. None noted when an
// alternative asks for none, or there are too many.
func (e *staticEntry) filterNeeds() {
	se := e.eff
	n := len(se.Filter.Alts)
	if se.Affects != AffectsFilter || se.If != nil || n == 0 || n > maxNeeds || se.Filter.readsTurn() {
		return
	}
	for i := range se.Filter.Alts {
		var need typeBit
		for _, t := range se.Filter.Alts[i].Types {
			need |= exactWordBit(t)
		}
		if need == 0 {
			return // one that the types alone don't turn down
		}
		e.needs[i] = need
	}
	e.nNeeds = int8(n)
}

// typesMayMatch reports whether an object with type bits tb may match
// e's filter as far as its types tell (filterNeeds): true unless it
// lacks some of the bits each alternative asks for.
func (e *staticEntry) typesMayMatch(tb typeBit) bool {
	for _, need := range e.needs[:e.nNeeds] {
		if tb&need == need {
			return true
		}
	}
	return false
}

// same reports whether two findings are the same.
func (a *layerSources) same(b *layerSources) bool {
	return slices.Equal(a.sources, b.sources) && slices.Equal(a.layers, b.layers) && a.stable == b.stable && a.any == b.any &&
		a.at == b.at && a.entsBusy == b.entsBusy && slices.EqualFunc(a.ents, b.ents, func(x, y staticEntry) bool {
		return x.k == y.k && x.ab == y.ab && x.se == y.se && x.eff == y.eff && reflect.DeepEqual(x.mods, y.mods)
	})
}

func (a *layerSources) String() string {
	return fmt.Sprint(a.sources, a.layers, a.stable, a.any, a.at, len(a.ents))
}

// findSources computes staticSources' finding at the game's
// layerVersion into f, reusing its arrays. When the sources are stable
// and walk is false, an object something modifies is a source only if
// its card has static abilities, and may apply only in their layers:
// nothing can have granted it one, and a source's abilities are its
// printed ones. CharsFresh walks every modified object as well (walk),
// as the layer system did before it knew that.
func (g *Game) findSources(f *layerSources, walk bool) {
	clear(f.sources)
	clear(f.ents)
	*f = layerSources{set: true, ver: g.layerVersion, stable: true, sources: f.sources[:0], layers: f.layers[:0], ents: f.ents[:0]}
	f.stable = !g.effectsReshape() && !g.fieldReshapes()
	field := g.battlefieldCards()
	printedOnly := f.stable && !walk
	for _, sc := range field {
		s := sc.Obj
		mod := !printedOnly && g.modified(s)
		if !mod && (!objHasStatics(s) || printedOnly && objIdle(s)) {
			continue // stable, one whose static abilities do nothing here is no source (objIdle)
		}
		f.sources = append(f.sources, s)
		mask := objLayers(s)
		if mod {
			mask = 1<<len(allLayers) - 1
		}
		f.layers = append(f.layers, mask)
		f.any |= mask
	}
	if !f.stable {
		return
	}
	for li, layer := range allLayers {
		f.at[li] = int32(len(f.ents))
		if f.any&(1<<li) == 0 {
			continue // no source has a modification in this layer
		}
		for k, s := range f.sources {
			if f.layers[k]&(1<<li) == 0 {
				continue
			}
			for ai, a := range s.Def().Abilities {
				if a.Kind != StaticAbility {
					continue
				}
				for si := range a.Statics {
					se := &a.Statics[si]
					if se.Affects == AffectsSelf {
						continue // it applies to its source alone, which reads it off its own characteristics
					}
					if mods := modsIn(se.Mods, layer); len(mods) > 0 {
						f.ents = append(f.ents, staticEntry{k: int32(k), ab: int32(ai), se: int32(si), eff: se, mods: mods, turn: se.Filter.readsTurn()})
						f.ents[len(f.ents)-1].filterNeeds()
					}
				}
			}
		}
	}
	f.at[len(allLayers)] = int32(len(f.ents))
	for li := range allLayers {
		if f.at[li] < f.at[li+1] {
			f.entsBusy |= 1 << li
		}
	}
}

// modified reports whether an effect or a sticker is on o.
func (g *Game) modified(o *Object) bool {
	return len(o.Stickers) > 0 || g.hasEffectOn(o)
}

// staticsReach reports whether a static ability of the battlefield may
// apply to o, an object on the battlefield or the stack that no effect,
// sticker, counter or characteristic-defining ability modifies (inert):
// whether the layer system, computing o, would apply one. When no
// effect applies, each begins to apply, in its first layer, to o as its
// base characteristics are, and no other effect changes them before the
// next begins: so it is enough to ask each whether it applies to o's
// base characteristics. That asks what the computation would (a filter
// or a condition that reads the turn is counted in turnReads). Unless
// the sources are stable, or o has static effects of its own, o is
// computed.
func (g *Game) staticsReach(o *Object) bool {
	// sourcesNow's kept answer, current and not checked, read in line.
	ls := &g.space.layerSources
	if !ls.set || ls.ver != g.layerVersion || g.fresh > 0 || g.verifyCaches != nil {
		ls = g.sourcesNow()
	}
	if ls.any == 0 {
		return false // no static ability modifies anything
	}
	if !ls.stable {
		return true
	}
	if k := slices.Index(ls.sources, o); k >= 0 && ls.layers[k] != 0 {
		return true
	}
	if len(ls.ents) == 0 {
		return false
	}
	// The base characteristics its card remembers (cardBase), read in
	// place so that the filters find their type bits kept with them:
	// cardBase writes them again only for another object of the card (a
	// controller of its own), which no filter or condition about o asks
	// for. Else computed in a layerWork (read through a pointer, a local
	// would escape). Found when an effect first asks for more than its
	// attachment or o's type bits, which are its card's type line's
	// (defTypeBits: base characteristics have it).
	var w *layerWork
	var c *Chars
	reach := false
	var tb typeBit // c's type bits, once an effect's filter asks
	hasBits := false
	for i := range ls.ents {
		e := &ls.ents[i]
		s := ls.sources[e.k]
		if e.eff.Affects == AffectsEnchanted && s.AttachedTo != o.Ref {
			continue
		}
		if e.nNeeds > 0 {
			// A filter none of whose alternatives o's types satisfy does
			// not match it (filterNeeds), and asking would read nothing.
			if !hasBits {
				tb, hasBits = defTypeBits(o), true
			}
			if !e.typesMayMatch(tb) {
				if g.verifyCaches != nil {
					c, w = g.reachBase(o, c, w)
					if tb != g.typeBitsOf(o, c) {
						g.verifyCaches("the type bits of "+o.Name()+"'s base characteristics", strconv.FormatUint(uint64(tb), 2), strconv.FormatUint(uint64(g.typeBitsOf(o, c)), 2))
					}
					if g.staticApplies(s, e.eff, s.Controller, o, c) {
						g.verifyCaches("whether a static effect of "+s.Name()+" may apply by its filter's types", "false", "true")
					}
				}
				continue
			}
		}
		c, w = g.reachBase(o, c, w)
		if g.entryApplies(e, s, o, c) {
			reach = true
			break
		}
	}
	if w != nil {
		g.putScratch(w)
	}
	return reach
}

// reachBase returns c, o's base characteristics for staticsReach, found
// the first time it is asked (c nil): its card's (cardBase), else
// computed in a layerWork w, which the caller gives back.
func (g *Game) reachBase(o *Object, c *Chars, w *layerWork) (*Chars, *layerWork) {
	if c != nil {
		return c, w
	}
	if c = g.cardBase(o); c == nil {
		w = g.takeScratch()
		w.c = baseChars(o)
		c = &w.c
	}
	return c, w
}

// printedLayers returns the layers in which d has a static ability with
// a modification: bit i for allLayers[i]. A source may apply in the
// layers its printed abilities do, or in any when something modifies it
// and may have granted it one (findSources).
func printedLayers(d *CardDef) uint16 {
	var mask uint16
	for se := range staticEffects(d) {
		mask |= modLayers(se.Mods)
	}
	return mask
}

// objLayers is printedLayers of o's definition: its card's, read once
// with its printed facts, unless a copy effect made it (layer 1).
func objLayers(o *Object) uint16 {
	if o.CopyOf == nil {
		return o.Card.printedFacts().layers
	}
	return printedLayers(o.Def())
}

// layerBit is layer's bit in the sources' masks: 1<<i for allLayers[i],
// none for a value that is no layer; read from layerBits.
func layerBit(layer Layer) uint16 { return layerBits[layer] }

// layerBits holds layerBit's answer for every value of a Layer.
var layerBits = func() (t [1 << 8]uint16) {
	for i, l := range allLayers {
		t[l] = 1 << i
	}
	return t
}()

// staticCandidates adds to cands the static effects of the sources that
// have modifications in layer: those the sources have at the start of the
// layer, and those that began to apply in an earlier layer (613.6). li is
// layer's index in allLayers, its bit in the sources' layers masks
// (layerSources); self is o's index among the sources, or -1.
//
// An effect of another source that applies to its source alone
// (AffectsSelf), or to the object its source is attached to when that is
// not o (AffectsEnchanted), is left out: were it a candidate, it would
// begin to apply to o in its first layer with applies false, change
// nothing of o, and make no other effect wait for it nor wait for one
// (dependsOn: whether it applies reads nothing of o's characteristics).
func (l *layering) staticCandidates(w *layerWork, o *Object, c *Chars, layer Layer, li, self int, started []*staticSource, cands []*candidate) []*candidate {
	sources := l.staticSources()
	if !l.stable || l.g.fresh > 0 {
		// CharsFresh walks every source's abilities for each object and
		// layer, and lets every effect be a candidate: what the findings
		// shared by a version leave out must change nothing (VerifyChars
		// compares the two).
		return l.eachSourceCandidates(w, o, c, layer, uint16(1)<<li, started, cands)
	}
	// o's own effects are among the candidates, unless it has none in
	// this layer: stable, its abilities are its printed ones.
	own := self < 0 || l.layers[self]&(1<<li) == 0
	for i := l.at[li]; i < l.at[li+1]; i++ {
		e := &l.ents[i]
		k := int(e.k)
		if !own && k >= self {
			cands, own = appendStatics(w, o, c.Abilities, c.Controller, layer, started, cands), true // o's own, at the start of the layer
		}
		if k == self {
			continue // read off o's characteristics, above
		}
		s := sources[k]
		if e.eff.Affects == AffectsEnchanted && s.AttachedTo != o.Ref {
			continue
		}
		id := staticID{s.Ref, int(e.ab), int(e.se)}
		if findStatic(started, id) != nil {
			continue // it goes on as it began, below
		}
		cs := w.newStatic()
		cs.st = staticSource{id: id, src: s, se: e.eff, ctrl: s.Controller, ts: s.Timestamp}
		cs.c = candidate{mods: e.mods, at: order{ts: s.Timestamp}, st: &cs.st}
		cands = append(cands, &cs.c)
	}
	if !own {
		cands = appendStatics(w, o, c.Abilities, c.Controller, layer, started, cands)
	}
	if len(started) == 0 {
		return cands
	}
	return startedCandidates(w, layer, started, cands)
}

// appendStatics adds to cands the static effects of abilities abs of
// source s, controlled by ctrl, with modifications in layer, but for
// those that began to apply in an earlier layer.
func appendStatics(w *layerWork, s *Object, abs []*Ability, ctrl PlayerID, layer Layer, started []*staticSource, cands []*candidate) []*candidate {
	for ai, a := range abs {
		if a.Kind != StaticAbility {
			continue
		}
		for si := range a.Statics {
			id := staticID{s.Ref, ai, si}
			if findStatic(started, id) != nil {
				continue // it goes on as it began (startedCandidates)
			}
			se := &a.Statics[si]
			if mods := modsIn(se.Mods, layer); len(mods) > 0 {
				cs := w.newStatic()
				cs.st = staticSource{id: id, src: s, se: se, ctrl: ctrl, ts: s.Timestamp}
				cs.c = candidate{mods: mods, at: order{ts: s.Timestamp}, st: &cs.st}
				cands = append(cands, &cs.c)
			}
		}
	}
	return cands
}

// startedCandidates adds to cands the effects that began to apply in an
// earlier layer and have modifications in layer (613.6).
func startedCandidates(w *layerWork, layer Layer, started []*staticSource, cands []*candidate) []*candidate {
	for _, st := range started {
		if mods := modsIn(st.se.Mods, layer); len(mods) > 0 {
			fc := w.newFixed()
			fc.c = candidate{mods: mods, at: order{ts: st.ts}, st: st}
			cands = append(cands, &fc.c)
		}
	}
	return cands
}

// eachSourceCandidates is staticCandidates when something may change
// the sources' abilities or controllers: each source is read as it is at
// the start of the layer. When nothing can (stable), each is read as its
// definition and its controller say: CharsFresh computes so.
func (l *layering) eachSourceCandidates(w *layerWork, o *Object, c *Chars, layer Layer, bit uint16, started []*staticSource, cands []*candidate) []*candidate {
	for k, s := range l.sources {
		var abs []*Ability
		var ctrl PlayerID
		if s == o {
			abs, ctrl = c.Abilities, c.Controller
		} else {
			if l.layers[k]&bit == 0 { // printedLayers
				continue
			}
			if l.stable {
				abs, ctrl = s.Def().Abilities, s.Controller
			} else {
				sc := l.through(s, layer)
				abs, ctrl = sc.Abilities, sc.Controller
			}
		}
		n := len(cands)
		cands = appendStatics(w, s, abs, ctrl, layer, started, cands)
		if layer == LayerControl && s != o && len(cands) > n {
			l.controlledBy(o, s, cands[n:]) // control_static.go
		}
	}
	return startedCandidates(w, layer, started, cands)
}

func findStatic(list []*staticSource, id staticID) *staticSource {
	for _, s := range list {
		if s.id == id {
			return s
		}
	}
	return nil
}

// staticCandidate is a static effect's candidate and its source, made
// together.
type staticCandidate struct {
	c  candidate
	st staticSource
}

// modsIn returns the modifications of ms that apply in layer: ms itself
// when all do (most static effects have one modification), so that it
// is read, never written.
func modsIn(ms []Modification, layer Layer) []Modification {
	n := 0
	for _, m := range ms {
		if m.Layer() == layer {
			n++
		}
	}
	switch n {
	case 0:
		return nil
	case len(ms):
		return ms
	}
	out := make([]Modification, 0, n)
	for _, m := range ms {
		if m.Layer() == layer {
			out = append(out, m)
		}
	}
	return out
}

// applyLayer applies the effects of one layer to c in timestamp order,
// except that an effect that depends on another waits for it (613.8b, c).
// changed is the place in that order of the last effect that changed
// o's controller, for the static abilities of o that give control to
// their controller (control_static.go).
func (l *layering) applyLayer(o *Object, c *Chars, cands []*candidate, started []*staticSource) (_ []*staticSource, changed order) {
	slices.SortStableFunc(cands, func(a, b *candidate) int { return a.at.compare(b.at) })
	for len(cands) > 0 {
		pick := 0
		if len(cands) > 1 {
			pick = slices.IndexFunc(cands, func(a *candidate) bool { return !l.dependsOnAny(o, c, a, cands) })
			if pick < 0 {
				pick = 0 // every one waits for another: a dependency loop, in timestamp order (613.8b)
			}
		}
		a := cands[pick]
		cands = slices.Delete(cands, pick, pick+1)
		if st := a.st; st != nil && !st.started {
			st.started, st.applies = true, l.g.staticApplies(st.src, st.se, st.ctrl, o, c)
			started = append(started, st) // 613.6: it now applies as it began
		}
		if a.st == nil || a.st.applies {
			ctrl := c.Controller
			for _, m := range a.mods {
				if a.st != nil {
					if cm, ok := m.(contextMod); ok {
						l.g.turnReads++                             // "for each …" counts what it may (version.go)
						cm.applyFor(l.g, a.st.src, a.st.ctrl, o, c) // for_each.go
						continue
					}
				}
				m.Apply(c)
			}
			if c.Controller != ctrl && changed.compare(a.at) < 0 {
				changed = a.at
			}
		}
	}
	return started, changed
}

// dependsOnAny reports whether a depends on another of cands (613.8a).
func (l *layering) dependsOnAny(o *Object, c *Chars, a *candidate, cands []*candidate) bool {
	if a.st == nil || a.st.started {
		return false // what it applies to and what it does are fixed
	}
	for _, b := range cands {
		if b != a && l.dependsOn(o, c, a, b) {
			return true
		}
	}
	return false
}

// dependsOn reports whether applying b first would change whether a
// applies to o, or, for an ability of o itself, whether o still has it or
// what it says (613.8a).
func (l *layering) dependsOn(o *Object, c *Chars, a, b *candidate) bool {
	if !l.appliesNow(o, c, b) {
		return false // b would change nothing of o
	}
	st := a.st
	apart := modsApart(st.se, b.mods)
	if apart && l.g.verifyCaches == nil {
		// Nothing a reads changes: both of its asks below would answer
		// alike, and o would keep its abilities as they are. Their
		// reads of the turn are counted as theirs would be.
		if st.se.Affects == AffectsFilter && st.se.Filter.readsTurn() {
			l.g.turnReads += 2
		}
		return false
	}
	d := *c
	for _, m := range b.mods {
		m.Apply(&d)
	}
	depends := l.g.staticApplies(st.src, st.se, st.ctrl, o, c) != l.g.staticApplies(st.src, st.se, st.ctrl, o, &d)
	if !depends && st.src == o {
		i := st.id.ab
		depends = i >= len(d.Abilities) || i >= len(c.Abilities) || d.Abilities[i] != c.Abilities[i] // o would lose the ability, or its text would change
	}
	if apart && depends {
		l.g.verifyCaches("whether a static effect of "+st.src.Name()+" depends on modifications that change nothing it reads", "no", "yes")
	}
	return depends
}

// modsApart reports whether applying mods changes nothing that asking
// whether the static effect se applies reads (staticApplies), nor an
// object's abilities: mods that change only power and toughness,
// keywords or combat restrictions, and se under no condition, applying
// to its source's host or its source, or by a filter that compares
// nothing with its source and, when mods grant keywords, asks for none.
func modsApart(se *StaticEffect, mods []Modification) bool {
	if se.If != nil {
		return false
	}
	keywords := false
	for _, m := range mods {
		switch m.(type) {
		case ModifyPT, Restrict:
		case AddKeywords:
			keywords = true
		default:
			return false
		}
	}
	switch se.Affects {
	case AffectsEnchanted, AffectsSelf:
		return true
	case AffectsFilter:
		for f := &se.Filter; f != nil; f = f.Except {
			if f.SourceCompare != nil || keywords && (f.Keyword != "" || f.Without != "") {
				return false
			}
		}
		return true
	}
	return false
}

// appliesNow reports whether candidate b would change o if applied now.
func (l *layering) appliesNow(o *Object, c *Chars, b *candidate) bool {
	st := b.st
	switch {
	case st == nil:
		return true
	case st.started:
		return st.applies
	}
	return l.g.staticApplies(st.src, st.se, st.ctrl, o, c)
}

// entryApplies is staticApplies of e's effect, whose source is s, with
// whether its filter reads the turn's state read off e (turn).
func (g *Game) entryApplies(e *staticEntry, s *Object, o *Object, c *Chars) bool {
	se := e.eff
	if se.If != nil || se.Affects != AffectsFilter {
		return g.staticApplies(s, se, s.Controller, o, c)
	}
	if e.turn {
		g.turnReads++
	}
	return g.matchChars(&se.Filter, o, c, s.Controller, s.Ref)
}

// staticApplies reports whether the static effect se of src, controlled
// by ctrl, applies to o, whose characteristics are now c.
func (g *Game) staticApplies(src *Object, se *StaticEffect, ctrl PlayerID, o *Object, c *Chars) bool {
	if se.If != nil {
		g.turnReads++ // a condition may read anything (version.go)
		if !se.If.Holds(&Resolution{Game: g, Source: src.Ref, Controller: ctrl}) {
			return false // "as long as …" (reveal_top.go)
		}
	}
	switch se.Affects {
	case AffectsEnchanted:
		return src.AttachedTo == o.Ref
	case AffectsSelf:
		return src == o
	case AffectsFilter:
		if se.Filter.readsTurn() {
			g.turnReads++
		}
		return g.matchChars(&se.Filter, o, c, ctrl, src.Ref)
	}
	return false
}
