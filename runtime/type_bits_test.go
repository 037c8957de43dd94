package runtime

import (
	"strings"
	"testing"
)

// TestTypeBitsAgreeWithIs: each type bit is set exactly when Chars.Is
// finds its word, for type lines in any case and with letters that fold
// to ASCII ones (ſ is a long s, K the Kelvin sign).
func TestTypeBitsAgreeWithIs(t *testing.T) {
	for _, c := range []Chars{
		{},
		{Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Mountain"}},
		{Types: []string{"Land"}, Subtypes: []string{"Forest", "Island"}},
		{Supertypes: []string{"Legendary"}, Types: []string{"Creature"}, Subtypes: []string{"Elf", "Druid"}},
		{Supertypes: []string{"legendary"}, Types: []string{"PLANESWALKER"}, Subtypes: []string{"Jace"}},
		{Types: []string{"Artifact"}, Subtypes: []string{"equipment"}},
		{Types: []string{"Enchantment"}, Subtypes: []string{"Aura"}},
		{Types: []string{"Artifact", "Creature"}, Subtypes: []string{"Golem"}},
		{Types: []string{"Land"}, Subtypes: []string{"Plains", "Swamp"}},
		{Types: []string{"Land"}, Subtypes: []string{"Iſland", "Lands", "Lan"}},
		{Types: []string{"Creature"}, Subtypes: []string{"Mountains", "Forests", "Aurochs"}},
	} {
		tb := c.typeBits()
		for i, w := range typeBitWords {
			if got, want := tb&(1<<i) != 0, c.Is(w); got != want {
				t.Errorf("%v %v %v: bit %s is %v, Is says %v", c.Supertypes, c.Types, c.Subtypes, w, got, want)
			}
		}
	}
}

// TestWordBitFindsEveryWord: each word of typeBitWords, in any case, has
// its own bit (the length switch of wordBit names every word).
func TestWordBitFindsEveryWord(t *testing.T) {
	for i, w := range typeBitWords {
		for _, x := range []string{w, strings.ToUpper(w), strings.ToLower(w)} {
			if got := wordBit(x); got != 1<<i {
				t.Errorf("wordBit(%q) = %b, want %b", x, got, 1<<i)
			}
		}
	}
}
