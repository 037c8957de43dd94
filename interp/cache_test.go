package interp

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// cacheFiles lists the index files of a cache directory.
func cacheFiles(t *testing.T, dir string) []string {
	t.Helper()
	fs, _ := filepath.Glob(filepath.Join(dir, "lib-*.idx"))
	return fs
}

// sameLibrary fails unless got has the cards, tokens and sticker sheets of
// want, each card's definition equal to want's.
func sameLibrary(t *testing.T, got, want *Library) {
	t.Helper()
	if g, w := got.Names(), want.Names(); !reflect.DeepEqual(g, w) {
		t.Fatalf("names differ: %d cards, want %d", len(g), len(w))
	}
	for _, n := range want.Names() {
		g, ok := got.Card(n)
		w, _ := want.Card(n)
		if !ok || !reflect.DeepEqual(g, w) {
			t.Fatalf("card %q differs from a full compile", n)
		}
	}
	if !reflect.DeepEqual(got.tokens, want.tokens) {
		t.Errorf("tokens %v, want %v", got.tokens, want.tokens)
	}
	if !reflect.DeepEqual(got.sheets, want.sheets) {
		t.Errorf("sticker sheets differ")
	}
}

// An unchanged library loads from the cache, lowering a card only when it
// is asked for, to the definition a full compile gives.
func TestLoadLibraryCached(t *testing.T) {
	srcs, err := stdlibSources()
	if err != nil {
		t.Fatal(err)
	}
	want, err := Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	first, err := LoadLibrary(CacheOptions{Dir: dir}, srcs...)
	if err != nil {
		t.Fatal(err)
	}
	if first.lazy != nil {
		t.Fatal("the first load compiled nothing lazily, yet it has lazy cards")
	}
	if n := len(cacheFiles(t, dir)); n != 1 {
		t.Fatalf("%d index files after the first load, want 1", n)
	}
	second, err := LoadLibrary(CacheOptions{Dir: dir}, srcs...)
	if err != nil {
		t.Fatal(err)
	}
	if len(second.lazy) != len(want.Names()) {
		t.Fatalf("the second load has %d cards from the cache, want %d", len(second.lazy), len(want.Names()))
	}
	sameLibrary(t, second, want)
	sameLibrary(t, first, want)
}

// A changed file, or a library with an error, is compiled from its
// sources: the cache never gives the library of other bytes.
func TestLoadLibraryCacheChangedFile(t *testing.T) {
	card := func(pt string) []Source {
		return []Source{
			{Name: "a.mtgs", Text: []byte("card \"Cache Bear\" {\n  cost {1}{G}\n  type Creature — Bear\n  pt " + pt + "\n  oracle \"\"\n}\n")},
			{Name: "b.mtgs", Text: []byte("card \"Cache Elk\" {\n  cost {G}\n  type Creature — Elk\n  pt 1/1\n  oracle \"\"\n}\n")},
		}
	}
	dir := t.TempDir()
	for _, pt := range []string{"2/2", "3/3", "2/2"} {
		for range 2 {
			lib, err := LoadLibrary(CacheOptions{Dir: dir}, card(pt)...)
			if err != nil {
				t.Fatal(err)
			}
			d, ok := lib.Card("cache bear")
			if !ok || d.Power != int(pt[0]-'0') {
				t.Fatalf("pt %s: got %+v", pt, d)
			}
		}
	}
	// The cards of a library loaded from the cache are lowered from copies
	// of the files: changing the caller's bytes afterwards changes nothing.
	srcs := card("4/4")
	for range 2 {
		lib, err := LoadLibrary(CacheOptions{Dir: dir}, srcs...)
		if err != nil {
			t.Fatal(err)
		}
		copy(srcs[0].Text[strings.Index(string(srcs[0].Text), "4/4"):], "5/5")
		if d, ok := lib.Card("Cache Bear"); !ok || d.Power != 4 {
			t.Fatalf("got %+v after the source changed, want the 4/4 loaded", d)
		}
		srcs = card("4/4")
	}
	bad := card("2/2")
	bad[1].Text = []byte(strings.Replace(string(bad[1].Text), "pt 1/1", "pt 1/", 1))
	_, want := Compile(NewLibrary(), bad...)
	for range 2 {
		if _, err := LoadLibrary(CacheOptions{Dir: dir}, bad...); err == nil || err.Error() != want.Error() {
			t.Fatalf("got error %v, want %v", err, want)
		}
	}
	if n := len(cacheFiles(t, dir)); n != 3 {
		t.Errorf("%d index files, want 3 (no index of a library with errors)", n)
	}
}

// A corrupt index (truncated, a byte changed, garbage, empty) is ignored
// and written anew.
func TestLoadLibraryCacheCorrupt(t *testing.T) {
	srcs, err := stdlibSources()
	if err != nil {
		t.Fatal(err)
	}
	want, err := Stdlib()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	if _, err := LoadLibrary(CacheOptions{Dir: dir}, srcs...); err != nil {
		t.Fatal(err)
	}
	path := cacheFiles(t, dir)[0]
	good, _ := os.ReadFile(path)
	i := strings.Index(string(good), "\nc ")
	i += strings.IndexByte(string(good[i:]), '"') + 1 // a card's name
	flipped := append([]byte{}, good...)
	flipped[i] ^= 1
	for name, b := range map[string][]byte{
		"truncated": good[:len(good)/2],
		"flipped":   flipped,
		"garbage":   []byte("c 0 0 9 \"x\"\n"),
		"empty":     nil,
	} {
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		lib, err := LoadLibrary(CacheOptions{Dir: dir}, srcs...)
		if err != nil {
			t.Fatal(err)
		}
		if lib.lazy != nil {
			t.Errorf("%s: the corrupt index was used", name)
		}
		sameLibrary(t, lib, want)
		if again, _ := os.ReadFile(path); string(again) != string(good) {
			t.Errorf("%s: the index was not written anew", name)
		}
	}
}

// Off compiles without reading or writing a cache.
func TestLoadLibraryCacheOff(t *testing.T) {
	srcs, err := stdlibSources()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	for range 2 {
		lib, err := LoadLibrary(CacheOptions{Dir: dir, Off: true}, srcs...)
		if err != nil || lib.lazy != nil {
			t.Fatal(err)
		}
	}
	if n := len(cacheFiles(t, dir)); n != 0 {
		t.Errorf("%d index files with the cache off", n)
	}
}
