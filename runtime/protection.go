package runtime

// protectedFrom reports whether an object with characteristics c has
// protection from a source with characteristics src (702.16a): the source
// has the quality of one of its protection abilities (quality.go).
func protectedFrom(c, src *Chars) bool {
	for _, k := range c.Keywords {
		if k.Name != "protection" {
			continue
		}
		if q, ok := ParseQuality(k.From); ok && q.Matches(src) {
			return true
		}
	}
	return false
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
	g.targets.srcReads++ // the answer depends on the source (targets_cache.go)
	sc, ok := g.sourceChars(src)
	return ok && protectedFrom(c, &sc)
}
