// Package mutate makes random variations of .mtgs files for the tests
// that fuzz briefly on every go test run; go test -fuzz does the long runs.
package mutate

import (
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

// Mutate returns a random mutation of a random member of corpus: bytes
// flipped, cut, repeated, or spliced with another member.
func Mutate(rng *rand.Rand, corpus [][]byte) []byte {
	src := append([]byte(nil), corpus[rng.IntN(len(corpus))]...)
	for k := 1 + rng.IntN(4); k > 0 && len(src) > 0; k-- {
		i := rng.IntN(len(src))
		switch rng.IntN(5) {
		case 0: // flip a byte
			src[i] = byte(rng.IntN(256))
		case 1: // cut a span
			j := min(len(src), i+rng.IntN(40))
			src = append(src[:i], src[j:]...)
		case 2: // repeat a span
			j := min(len(src), i+rng.IntN(40))
			src = append(src[:j], append(append([]byte(nil), src[i:j]...), src[j:]...)...)
		case 3: // splice in part of another file
			o := corpus[rng.IntN(len(corpus))]
			a := rng.IntN(len(o))
			b := min(len(o), a+rng.IntN(200))
			src = append(src[:i], append(append([]byte(nil), o[a:b]...), src[i:]...)...)
		case 4: // insert punctuation the grammar cares about
			p := []string{"{", "}", ".", ",", ":", "\"", "—", "•", "{W}", "+1/+1", "it", "target"}[rng.IntN(12)]
			src = append(src[:i], append([]byte(p), src[i:]...)...)
		}
	}
	return src
}
