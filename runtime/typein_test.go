package runtime

import (
	"strings"
	"testing"
)

// Chars.Is compares types case aside (strings.EqualFold); its first-letter
// shortcut answers exactly as EqualFold does, the Kelvin sign and the long
// s (which fold to ASCII letters) included.
func TestTypeInIsEqualFold(t *testing.T) {
	words := []string{"", "Land", "land", "LAND", "Creature", "creature", "Mountain", "Kor", "\u212aor", "kor",
		"Sliver", "\u017fliver", "Aura", "aura", "Æther", "æther", "Éclair", "x", "X"}
	for _, x := range words {
		for _, w := range words {
			if got, want := typeIn([]string{x}, w), strings.EqualFold(x, w); got != want {
				t.Errorf("typeIn(%q, %q) = %v, EqualFold says %v", x, w, got, want)
			}
		}
	}
}
