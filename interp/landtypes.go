package interp

import (
	"strings"

	rt "github.com/mtgs/mtgs/runtime"
)

// landType returns the land type (205.3i) a selector word names, singular
// or plural ("Swamp", "Swamps", "Plains"): "you control a Swamp or a
// Mountain" (the Magic 2010 dual lands) names permanents by them.
func landType(word string) (string, bool) {
	if t, ok := rt.LandType(word); ok {
		return t, true
	}
	if w, ok := strings.CutSuffix(strings.ToLower(word), "s"); ok {
		return rt.LandType(w)
	}
	return "", false
}
