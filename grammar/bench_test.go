package grammar

import (
	"os"
	"path/filepath"
	"testing"
)

// BenchmarkParseStdlib parses every card of the bundled library; MB/s is
// source bytes parsed per second.
func BenchmarkParseStdlib(b *testing.B) {
	files, _ := filepath.Glob("../stdlib/cards/*.mtgs")
	if len(files) == 0 {
		b.Fatal("no stdlib files")
	}
	type src struct {
		name string
		text []byte
	}
	var srcs []src
	total := 0
	for _, f := range files {
		t, err := os.ReadFile(f)
		if err != nil {
			b.Fatal(err)
		}
		srcs = append(srcs, src{f, t})
		total += len(t)
	}
	b.SetBytes(int64(total))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		for _, s := range srcs {
			if _, err := Parse(s.name, s.text); err != nil {
				b.Fatal(err)
			}
		}
	}
}
