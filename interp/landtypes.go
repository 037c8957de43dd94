package interp

import "strings"

// landTypes are the land types (205.3i), as printed: "you control a Swamp
// or a Mountain" (the Magic 2010 dual lands) names permanents by them.
var landTypes = map[string]string{
	"plains": "Plains", "island": "Island", "swamp": "Swamp", "mountain": "Mountain", "forest": "Forest",
	"desert": "Desert", "gate": "Gate", "lair": "Lair", "locus": "Locus", "cave": "Cave", "sphere": "Sphere",
	"mine": "Mine", "power-plant": "Power-Plant", "tower": "Tower", "town": "Town", "urza's": "Urza's",
}

// landType returns the land type a selector word names, singular or plural
// ("Swamp", "Swamps", "Plains").
func landType(word string) (string, bool) {
	w := strings.ToLower(word)
	if t, ok := landTypes[w]; ok {
		return t, true
	}
	if t, ok := landTypes[strings.TrimSuffix(w, "s")]; ok {
		return t, true
	}
	return "", false
}
