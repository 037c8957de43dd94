package interp

import (
	"fmt"
	"os"

	"io/fs"
	"strings"
	"sync"
	"testing"

	"github.com/mtgs/mtgs/stdlib/cards"
)

// BenchmarkCompileStdlib parses, checks and lowers the bundled card
// library; MB/s is source bytes compiled per second.
func BenchmarkCompileStdlib(b *testing.B) {
	total := 0
	fs.WalkDir(cards.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if t, err := fs.ReadFile(cards.FS, path); err == nil {
				total += len(t)
			}
		}
		return nil
	})
	b.SetBytes(int64(total))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Stdlib(); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCheckLibrary parses and checks the whole bundled library and
// reports cards/s: card definitions compiled per second, the measure of
// how the checker scales as the library grows toward a whole card set.
func BenchmarkCheckLibrary(b *testing.B) {
	lib, err := Stdlib()
	if err != nil {
		b.Fatal(err)
	}
	n := len(lib.Names())
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Stdlib(); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "cards/s")
}

// BenchmarkDeckGame plays one seeded game between two of testdata/decks'
// decks of bundled cards; games/s bounds how many soak games a run holds.
func BenchmarkDeckGame(b *testing.B) {
	decks := playableDecks(b, stdlib(b), func(string, []string) {})
	if len(decks) == 0 {
		b.Skip("no deck has all its cards bundled")
	}
	gs := &GameSpec{Seats: []Seat{{Player: "Alice", Deck: decks[0]}, {Player: "Bob", Deck: decks[len(decks)-1]}}}
	for b.Loop() {
		gs.Seed++
		if _, err := gs.Play(nil); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "games/s")
}

// library30k returns 30,000 card definitions made from the bundled cards,
// each copy renamed ("Ant Queen Kaaa", "Ant Queen Kaab": a word, since
// "named …" takes words), with every mention of its name
// outside its type line renamed too (its Oracle text, "named …"), split
// over files of 100 cards as a large library would be.
func library30k() []Source {
	type card struct{ name, text string }
	var base []card
	err := fs.WalkDir(cards.FS, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".mtgs") {
			return err
		}
		b, err := fs.ReadFile(cards.FS, path)
		if err != nil {
			return err
		}
		t := string(b)
		if !strings.HasPrefix(t, "card \"") || strings.Count(t, "\ncard \"") > 0 {
			return nil // sticker sheets and files of several cards
		}
		name := t[len("card \""):]
		name = name[:strings.IndexByte(name, '"')]
		base = append(base, card{name, t})
		return nil
	})
	if err != nil || len(base) == 0 {
		panic(fmt.Sprint("no bundled cards: ", err))
	}
	const total, perFile = 30000, 100
	var srcs []Source
	var file strings.Builder
	for i := 0; i < total; i++ {
		c := base[i%len(base)]
		renamed := c.name + " " + copyWord(i/len(base))
		for _, line := range strings.SplitAfter(c.text, "\n") {
			if !strings.HasPrefix(strings.TrimSpace(line), "type ") {
				line = strings.ReplaceAll(line, c.name, renamed)
			}
			file.WriteString(line)
		}
		file.WriteString("\n")
		if (i+1)%perFile == 0 || i == total-1 {
			srcs = append(srcs, Source{Name: fmt.Sprintf("lib/set%03d.mtgs", len(srcs)), Text: []byte(file.String())})
			file.Reset()
		}
	}
	return srcs
}

// BenchmarkCheckLibrary30k parses and checks a library of 30,000 cards
// (library30k): the scale of every card ever printed.
func BenchmarkCheckLibrary30k(b *testing.B) {
	srcs := library30k()
	b.ReportAllocs()
	for b.Loop() {
		p, err := Compile(NewLibrary(), srcs...)
		if err != nil {
			b.Fatal(err)
		}
		if n := len(p.Library.byName); n != 30000 {
			b.Fatalf("%d cards, want 30000", n)
		}
	}
	b.ReportMetric(30000*float64(b.N)/b.Elapsed().Seconds(), "cards/s")
	b.ReportMetric(b.Elapsed().Seconds()/float64(b.N), "s/library")
}

// copyWord returns a word naming copy n: Kaaa, Kaab, …
func copyWord(n int) string {
	return string([]byte{'K', byte('a' + n/676%26), byte('a' + n/26%26), byte('a' + n%26)})
}

// benchCacheDir is the cache directory warm30k made, removed by TestMain.
var benchCacheDir string

// warm30k is the library of library30k and a cache directory holding its
// index, made once for the benchmarks of a run (-count runs them again).
var warm30k = sync.OnceValues(func() ([]Source, string) {
	srcs := library30k()
	dir, err := os.MkdirTemp("", "mtgs-bench-cache-")
	if err != nil {
		panic(err)
	}
	benchCacheDir = dir
	if _, err := LoadLibrary(CacheOptions{Dir: dir}, srcs...); err != nil {
		panic(err)
	}
	return srcs, dir
})

// BenchmarkLoadLibraryCached loads the 30,000-card library of
// BenchmarkCheckLibrary30k from a warm cache (LoadLibrary): the files are
// hashed and the index read; no card is parsed until it is asked for
// (BenchmarkLazyCard is that cost).
func BenchmarkLoadLibraryCached(b *testing.B) {
	srcs, dir := warm30k()
	b.ReportAllocs()
	for b.Loop() {
		lib, err := LoadLibrary(CacheOptions{Dir: dir}, srcs...)
		if err != nil {
			b.Fatal(err)
		}
		if len(lib.lazy) != 30000 {
			b.Fatalf("%d cards from the cache, want 30000", len(lib.lazy))
		}
	}
}

// BenchmarkLazyCard is the cost of the first use of a card of a library
// loaded from the cache: parsing and lowering its declaration alone.
func BenchmarkLazyCard(b *testing.B) {
	srcs, dir := warm30k()
	lib, err := LoadLibrary(CacheOptions{Dir: dir}, srcs...)
	if err != nil {
		b.Fatal(err)
	}
	names := lib.Names()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e := lib.lazy[strings.ToLower(names[i%len(names)])]
		e.once, e.def = sync.Once{}, nil
		if e.get() == nil {
			b.Fatal("card did not compile")
		}
	}
}

// TestMain removes the cache directory the benchmarks made, if any.
func TestMain(m *testing.M) {
	code := m.Run()
	if benchCacheDir != "" {
		os.RemoveAll(benchCacheDir)
	}
	os.Exit(code)
}
