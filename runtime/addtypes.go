package runtime

import (
	"slices"
	"strings"
)

// AddTypes gives an object card types and subtypes in addition to its
// other types (205.1b, layer 4): "is a Warrior in addition to its other
// types", "becomes a Human in addition to its other types".
type AddTypes struct{ Types, Subtypes []string }

// Layer implements Modification.
func (AddTypes) Layer() Layer { return LayerType }

// Apply implements Modification.
func (m AddTypes) Apply(c *Chars) {
	c.Types = addWords(c.Types, m.Types)
	c.Subtypes = addWords(c.Subtypes, m.Subtypes)
}

// addWords returns list with the words of more it lacks added, copying
// list rather than changing it.
func addWords(list, more []string) []string {
	out := list
	for _, w := range more {
		if !containsFold(out, w) {
			out = append(slices.Clip(out), w)
		}
	}
	return out
}

func (m AddTypes) String() string {
	words := append(append([]string{}, m.Subtypes...), m.Types...)
	if len(words) == 0 {
		return "gets no new type"
	}
	return "is " + article(words[0]) + " " + strings.Join(words, " ") + " in addition to its other types"
}

// article is "a" or "an" for a word.
func article(w string) string {
	if w != "" && strings.ContainsRune("AEIOUaeiou", rune(w[0])) {
		return "an"
	}
	return "a"
}
