package interp

import (
	"crypto/sha256"
	"encoding/hex"
	"strings"
	"testing"
)

// TestCardHash: a card's hash is the SHA-256 of its declaration's bytes,
// the same whether the card was compiled or loaded lazily from the
// library cache, and another when one byte of the card changes.
func TestCardHash(t *testing.T) {
	src := "// a comment before\ncard \"Pyro Bolt\" {\n  cost {R}\n  type Instant\n  spell: this deals 2 damage to any target.\n}\n\ncard \"Other\" {\n  cost {R}\n  type Instant\n  spell: this deals 1 damage to any target.\n}\n"
	decl := src[len("// a comment before\n") : len(src)-len("\n\ncard \"Other\" {\n  cost {R}\n  type Instant\n  spell: this deals 1 damage to any target.\n}\n")]
	sum := sha256.Sum256([]byte(decl))
	want := HashPrefix + hex.EncodeToString(sum[:])
	p, err := Compile(NewLibrary(), Source{Name: "c.mtgs", Text: []byte(src)})
	if err != nil {
		t.Fatal(err)
	}
	if h, ok := p.Library.CardHash("pyro bolt"); !ok || h != want {
		t.Fatalf("compiled: %q %v, want %q", h, ok, want)
	}
	dir := t.TempDir()
	for i := range 2 { // the first load writes the cache, the second reads it
		lib, err := LoadLibrary(CacheOptions{Dir: dir}, Source{Name: "c.mtgs", Text: []byte(src)})
		if err != nil {
			t.Fatal(err)
		}
		if i == 1 && lib.lazy == nil {
			t.Fatal("the second load did not read the cache")
		}
		if h, ok := lib.CardHash("Pyro Bolt"); !ok || h != want {
			t.Fatalf("load %d: %q %v, want %q", i, h, ok, want)
		}
	}
	other, _ := p.Library.CardHash("Other")
	changed, err := Compile(NewLibrary(), Source{Name: "c.mtgs", Text: []byte(strings.Replace(src, "deals 1 damage", "deals 4 damage", 1))})
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := changed.Library.CardHash("Other"); h == other || h == "" {
		t.Fatalf("a changed card keeps its hash %q", h)
	}
	// Blank lines and a comment after a card are not its text.
	spaced, err := Compile(NewLibrary(), Source{Name: "c.mtgs", Text: []byte(strings.Replace(src, "}\n\n", "}\n\n\n// the next card\n", 1))})
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := spaced.Library.CardHash("Pyro Bolt"); h != want {
		t.Fatalf("with a comment after it: %q, want %q", h, want)
	}
	if _, ok := p.Library.CardHash("Nothing"); ok {
		t.Fatal("a hash for a card that doesn't exist")
	}
	// Compiling against a library keeps the library's hashes.
	q, err := Compile(p.Library, Source{Name: "d.mtgs", Text: []byte("deck \"d\" { 7 \"Pyro Bolt\" }\n")})
	if err != nil {
		t.Fatal(err)
	}
	if h, _ := q.Library.CardHash("Pyro Bolt"); h != want {
		t.Fatalf("after compiling against the library: %q", h)
	}
}
