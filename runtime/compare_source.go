package runtime

// SourceCompare asks a number of the object to compare with the same kind
// of number of the object the ability belongs to, read live when the filter
// is checked: "with toughness less than this's power". A source that has
// left the battlefield is read as it last existed (113.7a, 608.2h).
type SourceCompare struct {
	Stat       string // "power" or "toughness" of the object
	Less       bool   // less than (otherwise greater than)
	SourceStat string // "power" or "toughness" of the source
}

func statOf(c *Chars, stat string) int {
	if stat == "toughness" {
		return c.Toughness
	}
	return c.Power
}

// holds reports whether object characteristics c satisfy s for source src.
func (g *Game) sourceCompareHolds(s *SourceCompare, c *Chars, src ObjRef) bool {
	g.ptRead = true // listing_kept.go
	sc, ok := g.sourceChars(src)
	if !ok {
		return false // no source to compare with
	}
	a, b := statOf(c, s.Stat), statOf(&sc, s.SourceStat)
	if s.Less {
		return a < b
	}
	return a > b
}

// String renders the comparison.
func (s SourceCompare) String() string {
	cmp := "greater"
	if s.Less {
		cmp = "less"
	}
	return "with " + s.Stat + " " + cmp + " than this's " + s.SourceStat
}
