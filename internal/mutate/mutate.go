// Package mutate makes random variations of .mtgs files for the tests
// that fuzz briefly on every go test run; go test -fuzz does the long runs.
//
// Mutate makes small changes (bytes flipped, cut, repeated or spliced,
// punctuation inserted, numbers made huge). Amplify makes the large shapes
// that once cost memory or time out of proportion to the file: a
// declaration or a sentence repeated thousands of times, a clause nested
// thousands deep, counts of cards in the billions.
package mutate

import (
	"bytes"
	"math/rand/v2"
	"os"
	"path/filepath"
)

// Corpus reads the files matching the glob patterns.
func Corpus(patterns ...string) [][]byte {
	var corpus [][]byte
	for _, pattern := range patterns {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			if src, err := os.ReadFile(name); err == nil {
				corpus = append(corpus, src)
			}
		}
	}
	return corpus
}

// Numbers are the numbers Mutate writes in place of others: the bounds of
// the language and of Go's integers, and beyond.
var Numbers = []string{
	"0", "1", "7", "1000", "1001", "10000", "10001", "1000000000", "1000000001",
	"2147483648", "9223372036854775807", "9223372036854775808", "99999999999999999999",
	"+1000000001", "-1000000001", "-9223372036854775808", "00000000000000000000007",
}

// Mutate returns a random mutation of a random member of corpus: bytes
// flipped, cut, repeated, or spliced with another member, punctuation the
// grammar cares about inserted, numbers replaced by extreme ones.
func Mutate(rng *rand.Rand, corpus [][]byte) []byte {
	src := append([]byte(nil), corpus[rng.IntN(len(corpus))]...)
	for k := 1 + rng.IntN(4); k > 0 && len(src) > 0; k-- {
		i := rng.IntN(len(src))
		switch rng.IntN(7) {
		case 0: // flip a byte
			src[i] = byte(rng.IntN(256))
		case 1: // cut a span
			j := min(len(src), i+rng.IntN(40))
			src = append(src[:i], src[j:]...)
		case 2: // repeat a span
			j := min(len(src), i+rng.IntN(40))
			src = insert(src, j, src[i:j])
		case 3: // splice in part of another file
			o := corpus[rng.IntN(len(corpus))]
			a := rng.IntN(len(o))
			b := min(len(o), a+rng.IntN(200))
			src = insert(src, i, o[a:b])
		case 4: // insert punctuation the grammar cares about
			p := []string{"{", "}", ".", ",", ":", "\"", "—", "•", "{W}", "+1/+1", "it", "target"}[rng.IntN(12)]
			src = insert(src, i, []byte(p))
		case 5: // replace a number with an extreme one
			src = replaceNumber(rng, src, i)
		case 6: // repeat a declaration or a sentence a few times
			if a, b, ok := span(rng, src); ok {
				src = insert(src, b, bytes.Repeat(src[a:b], 1+rng.IntN(8)))
			}
		}
	}
	return src
}

// Amplify returns a large mutation of a random member of corpus, of about
// size bytes or less: a declaration or a sentence repeated until the file
// is that large, a clause nested that deep, or a count of cards (on a deck
// line or in a set-up) made huge. Small changes by Mutate come on top.
func Amplify(rng *rand.Rand, corpus [][]byte, size int) []byte {
	src := Mutate(rng, corpus)
	if len(src) == 0 {
		return src
	}
	switch rng.IntN(4) {
	case 0, 1: // repeat a declaration or a sentence
		if a, b, ok := span(rng, src); ok {
			n := max(1, (size-len(src))/(b-a))
			src = insert(src, b, bytes.Repeat(src[a:b], n))
		}
	case 2: // nest a clause
		prefix := nestings[rng.IntN(len(nestings))]
		if i := clauseStart(rng, src); i >= 0 {
			n := max(1, (size-len(src))/len(prefix))
			src = insert(src, i, bytes.Repeat([]byte(prefix), n))
		}
	case 3: // a huge count: before a quoted name, or in place of a number
		i := rng.IntN(len(src))
		if j := bytes.IndexByte(src[i:], '"'); j >= 0 && rng.IntN(2) == 0 {
			src = insert(src, i+j, []byte(Numbers[rng.IntN(len(Numbers))]+" "))
		} else {
			src = replaceNumber(rng, src, i)
		}
	}
	return src
}

// nestings are the beginnings of clauses that hold a clause, and of a
// modal choice, which holds sentences; and a clause that is joined to the
// next, which makes one long sentence.
var nestings = []string{
	"at the beginning of the next end step, ",
	"if it would be put into your graveyard, ",
	"choose one — • ",
	"you may draw a card, then ",
}

func insert(src []byte, i int, b []byte) []byte {
	out := make([]byte, 0, len(src)+len(b))
	out = append(append(append(out, src[:i]...), b...), src[i:]...)
	return out
}

// replaceNumber replaces the first run of digits at or after i (or before
// it, if there is none) with one of Numbers.
func replaceNumber(rng *rand.Rand, src []byte, i int) []byte {
	start := -1
	for j := i; j < len(src); j++ {
		if isDigit(src[j]) {
			start = j
			break
		}
	}
	for j := i - 1; start < 0 && j >= 0; j-- {
		if isDigit(src[j]) {
			start = j
		}
	}
	if start < 0 {
		return src
	}
	for start > 0 && isDigit(src[start-1]) {
		start--
	}
	end := start
	for end < len(src) && isDigit(src[end]) {
		end++
	}
	return append(append(append([]byte(nil), src[:start]...), Numbers[rng.IntN(len(Numbers))]...), src[end:]...)
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

// span returns a random declaration (a line starting with card, deck,
// scenario or game, up to the next such line) or sentence (after a ":" or
// ". " up to the next "."), as src[a:b].
func span(rng *rand.Rand, src []byte) (a, b int, ok bool) {
	if rng.IntN(2) == 0 {
		var starts []int
		for i := 0; i < len(src); i++ {
			if i == 0 || src[i-1] == '\n' {
				for _, w := range []string{"card ", "deck ", "scenario ", "game "} {
					if bytes.HasPrefix(src[i:], []byte(w)) {
						starts = append(starts, i)
					}
				}
			}
		}
		if len(starts) > 0 {
			k := rng.IntN(len(starts))
			end := len(src)
			if k+1 < len(starts) {
				end = starts[k+1]
			}
			return starts[k], end, true
		}
	}
	i := clauseStart(rng, src)
	if i < 0 {
		return 0, 0, false
	}
	j := bytes.IndexByte(src[i:], '.')
	if j < 0 {
		return 0, 0, false
	}
	return i, i + j + 1, true
}

// clauseStart returns a random position just after a ": " or ", " (where a
// sentence or a clause of card text may start), or -1.
func clauseStart(rng *rand.Rand, src []byte) int {
	var at []int
	for i := 1; i < len(src); i++ {
		if src[i] == ' ' && (src[i-1] == ':' || src[i-1] == ',') {
			at = append(at, i+1)
		}
	}
	if len(at) == 0 {
		return -1
	}
	return at[rng.IntN(len(at))]
}
