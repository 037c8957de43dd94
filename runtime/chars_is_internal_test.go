package runtime

import "testing"

// TestCharsIsFolds checks Chars.Is against typeIn, word by word, for
// words that differ in case, in their first byte, or fold across ASCII
// and other letters (the Kelvin sign and k, the long s and s).
func TestCharsIsFolds(t *testing.T) {
	words := []string{"", "Creature", "creature", "CREATURE", "Soldier", "soldier", "Sliver", "Kor", "kor", "\u212aor", "\u017foldier", "@x", "`x", "Équipe", "équipe", "Land", "land", "Legendary", "Human"}
	for _, a := range words {
		for _, b := range words {
			for _, w := range words {
				c := Chars{Types: []string{a}, Supertypes: []string{b}, Subtypes: []string{"Human", w}}
				for _, q := range words {
					want := typeIn(c.Types, q) || typeIn(c.Supertypes, q) || typeIn(c.Subtypes, q)
					if got := c.Is(q); got != want {
						t.Fatalf("%+v Is(%q) = %v, want %v", c, q, got, want)
					}
				}
			}
		}
	}
}
