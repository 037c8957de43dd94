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

// TestCardDefinedTwice: a card declared twice in the files compiled
// together is refused at its second declaration, in the same file or in
// a later one, under any spelling of its name; a card of the library the
// files are compiled against may be declared again (the file's is used),
// whether the library compiled it or loads it from its cache.
func TestCardDefinedTwice(t *testing.T) {
	card := func(name string) string {
		return "card \"" + name + "\" {\n  cost {R}\n  type Instant\n  spell: this deals 2 damage to any target.\n}\n"
	}
	_, err := Compile(NewLibrary(), Source{Name: "a.mtgs", Text: []byte(card("Pyro Bolt") + card("Other") + card("pyro bolt"))})
	if err == nil || !strings.Contains(err.Error(), `a.mtgs:11:1: card "pyro bolt" is defined twice`) {
		t.Fatalf("same file: %v", err)
	}
	_, err = Compile(NewLibrary(), Source{Name: "a.mtgs", Text: []byte(card("Pyro Bolt"))}, Source{Name: "b.mtgs", Text: []byte(card("PYRO BOLT"))})
	if err == nil || !strings.Contains(err.Error(), `b.mtgs:1:1: card "PYRO BOLT" is defined twice`) {
		t.Fatalf("later file: %v", err)
	}
	lib, err := Compile(NewLibrary(), Source{Name: "a.mtgs", Text: []byte(card("Pyro Bolt"))})
	if err != nil {
		t.Fatal(err)
	}
	redefined := strings.Replace(card("Pyro Bolt"), "deals 2", "deals 3", 1)
	p, err := Compile(lib.Library, Source{Name: "b.mtgs", Text: []byte(redefined)})
	if err != nil {
		t.Fatalf("a library card declared again: %v", err)
	}
	if h, _ := p.Library.CardHash("Pyro Bolt"); h != cardHash([]byte(redefined)) {
		t.Fatalf("the file's declaration is not the one used: hash %q", h)
	}
	dir := t.TempDir()
	for range 2 { // written, then read from the cache
		cached, err := LoadLibrary(CacheOptions{Dir: dir}, Source{Name: "a.mtgs", Text: []byte(card("Pyro Bolt"))})
		if err != nil {
			t.Fatal(err)
		}
		if _, err := Compile(cached, Source{Name: "b.mtgs", Text: []byte(redefined)}); err != nil {
			t.Fatalf("a cached library card declared again: %v", err)
		}
	}
}
