package interp

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// Card hashes. A card's hash is the SHA-256 of its declaration's text as
// the library holds it: the bytes of its source file from the start of
// "card" to its closing brace. The range is the one the library cache
// indexes (cache.go), which runs on to the next declaration, cut after its
// last "}": the blank lines and comments after a card are not its text. A card compiled from its file and the same card
// loaded lazily from the cache have the same hash; a card whose text
// changed in any byte has another. Replays name the cards they were
// recorded with by these hashes (package replay).

// HashPrefix begins every card hash: the hash function's name.
const HashPrefix = "sha256:"

// cardHash is the hash of a declaration's text.
func cardHash(text []byte) string {
	if i := bytes.LastIndexByte(text, '}'); i >= 0 {
		text = text[:i+1]
	}
	sum := sha256.Sum256(text)
	return HashPrefix + hex.EncodeToString(sum[:])
}

// noteHash remembers the hash of the card declared from start to end in
// the compiler's sources, under key, its name in lower case.
func (c *compiler) noteHash(key string, start, end lexer.Position) {
	src := c.sources[start.Filename]
	if src == nil || start.Offset < 0 || end.Offset > len(src) || start.Offset >= end.Offset {
		return
	}
	if c.lib.hashes == nil {
		c.lib.hashes = map[string]string{}
	}
	c.lib.hashes[key] = cardHash(src[start.Offset:end.Offset])
}

// CardHash returns the hash of the named card's definition text
// ("sha256:" and 64 hex digits), or false if the library has no such card
// or doesn't know its text (a card added to a library from Go).
func (l *Library) CardHash(name string) (string, bool) {
	key := strings.ToLower(name)
	if _, ok := l.byName[key]; ok {
		h, ok := l.hashes[key]
		return h, ok
	}
	if e, ok := l.lazy[key]; ok {
		return cardHash(e.src.Text[e.start:e.end]), true
	}
	return "", false
}
