package interp

import (
	"io/fs"
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
