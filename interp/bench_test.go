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
