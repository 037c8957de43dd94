package runtime

import (
	"slices"
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
		{Types: []string{"Battle"}, Subtypes: []string{"Siege"}},
		{Types: []string{"Kindred", "Instant"}, Subtypes: []string{"Goblin"}},
		{Types: []string{"enchantment", "ARTIFACT"}},
		{Types: []string{"Sorcery"}, Subtypes: []string{"Lesson"}},
	} {
		tb := c.typeBits()
		for i, w := range typeBitWords {
			if got, want := tb&(1<<i) != 0, c.Is(w); got != want {
				t.Errorf("%v %v %v: bit %s is %v, Is says %v", c.Supertypes, c.Types, c.Subtypes, w, got, want)
			}
		}
		// A filter's words, bit words or not, answer as Is answers, and
		// "permanent" as the six permanent types do (110.4a).
		for _, w := range []string{"Creature", "creature", "Goblin", "Lesson", "Kindred", "Battle", "Mountain", "Basic", "Siege", "Aurochs", "Iſland", ""} {
			if got, want := hasType(&c, tb, true, w), c.Is(w); got != want {
				t.Errorf("%v %v %v: hasType %q is %v, Is says %v", c.Supertypes, c.Types, c.Subtypes, w, got, want)
			}
		}
		perm := slices.ContainsFunc(permanentTypes, c.Is)
		if got := tb&tbPermanent != 0; got != perm {
			t.Errorf("%v %v %v: permanent by its bits is %v, by its types %v", c.Supertypes, c.Types, c.Subtypes, got, perm)
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

// TestExactWordBitSpellsEveryWord: each word of typeBitWords, spelled as
// it is there, has its bit by the switch alone; other spellings have none.
func TestExactWordBitSpellsEveryWord(t *testing.T) {
	for i, w := range typeBitWords {
		if got := exactWordBit(w); got != 1<<i {
			t.Errorf("exactWordBit(%q) = %b, want %b", w, got, 1<<i)
		}
		if got := exactWordBit(strings.ToLower(w)); got != 0 {
			t.Errorf("exactWordBit(%q) = %b, want none", strings.ToLower(w), got)
		}
	}
}
