package interp

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzCheck compiles arbitrary files against the stdlib: the checker must
// never panic, whatever it is given. Seeded from the card library and every
// .mtgs file under testdata.
func FuzzCheck(f *testing.F) {
	for _, pattern := range []string{"../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs"} {
		files, _ := filepath.Glob(pattern)
		for _, file := range files {
			b, err := os.ReadFile(file)
			if err != nil {
				f.Fatal(err)
			}
			f.Add(b)
		}
	}
	lib, err := Stdlib()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		prog, err := Compile(lib, Source{Name: "fuzz.mtgs", Text: src})
		if err != nil || prog == nil {
			return
		}
		// A file that checks cleanly must also run without panicking.
		for _, sc := range prog.Scenarios {
			sc.Run(nil)
		}
	})
}
