package runtime

import (
	"fmt"
	"slices"
)

// protectedFrom reports whether an object with characteristics c has
// protection from a source with characteristics src (702.16a): the source
// has the quality of one of its protection abilities (quality.go).
func (g *Game) protectedFrom(c, src *Chars) bool {
	for i := range c.Keywords { // by index: a Keyword is large to copy
		k := &c.Keywords[i]
		if k.Name != "protection" {
			continue
		}
		if q, ok := g.quality(k.From); ok && q.Matches(src) {
			return true
		}
	}
	return false
}

// qualityRead is a protection ability's words and the quality they name
// (ParseQuality), as the game read them once.
type qualityRead struct {
	from string
	q    Quality
	ok   bool
}

// qualitiesKept is how many qualityReads a game keeps: a game's cards
// name few qualities.
const qualitiesKept = 8

// quality returns ParseQuality(from), read once for the first
// qualitiesKept words asked: a candidate with protection is checked
// against every source that targets or blocks, and reading the words
// anew (case, colors, plural creature types) costs far more than the
// check. The answer depends on the words alone, so it never goes stale,
// and Reset keeps what was read for the next game, whose cards are
// usually the same, unless the list is full; its Types are shared and
// only read (Quality.Matches). Under VerifyCaches a kept answer is
// compared with the words read again.
func (g *Game) quality(from string) (Quality, bool) {
	for i := range g.qualities {
		if e := &g.qualities[i]; e.from == from {
			if g.verifyCaches != nil {
				if q, ok := ParseQuality(from); ok != e.ok || q.Everything != e.q.Everything || q.Colors != e.q.Colors || !slices.Equal(q.Types, e.q.Types) {
					g.verifyCaches("protection quality "+from, fmt.Sprint(e.q, e.ok), fmt.Sprint(q, ok))
				}
			}
			return e.q, e.ok
		}
	}
	q, ok := ParseQuality(from)
	if len(g.qualities) < qualitiesKept {
		g.qualities = append(g.qualities, qualityRead{from: from, q: q, ok: ok})
	}
	return q, ok
}

// sourceChars returns the characteristics of a source: as it is now, or
// as it last existed (113.7a, 608.2h).
func (g *Game) sourceChars(src ObjRef) (Chars, bool) {
	if src.IsZero() {
		return Chars{}, false
	}
	s, ok := g.lastKnown(src)
	if !ok {
		return Chars{}, false
	}
	return s.Chars(), true
}

// protects reports whether object o has protection from source src.
func (g *Game) protects(o *Object, src ObjRef) bool {
	c := g.Chars(o)
	return g.protectsWith(&c, src)
}

// protectsWith is protects for an object whose characteristics, c, the
// caller has read.
func (g *Game) protectsWith(c *Chars, src ObjRef) bool {
	if !c.Has("protection") {
		return false
	}
	g.space.targets.srcReads++ // the answer depends on the source (targets_cache.go)
	sc, ok := g.sourceChars(src)
	return ok && g.protectedFrom(c, &sc)
}
