package interp

import (
	"math/rand/v2"
	"testing"

	"github.com/mtgs/mtgs/internal/mutate"
)

// FuzzCheck compiles arbitrary files against the stdlib: the checker must
// never panic, whatever it is given, and a file that checks cleanly must
// run without panicking. Seeded from the card library and every .mtgs file
// under testdata.
func FuzzCheck(f *testing.F) {
	for _, src := range mutate.Corpus("../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs") {
		f.Add(src)
	}
	lib, err := Stdlib()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) { checkCompile(lib, src) })
}

// checkCompile is the property FuzzCheck checks for one input: compiling
// and running return, whatever happens.
func checkCompile(lib *Library, src []byte) {
	prog, err := Compile(lib, Source{Name: "fuzz.mtgs", Text: src})
	if err != nil || prog == nil {
		return
	}
	for _, sc := range prog.Scenarios {
		sc.Run(nil)
	}
}

// TestCheckMutations runs FuzzCheck's property on deterministic mutations
// of the seed files, so that every go test run fuzzes briefly.
func TestCheckMutations(t *testing.T) {
	corpus := mutate.Corpus("../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs")
	if len(corpus) == 0 {
		t.Fatal("no seed files")
	}
	lib := stdlib(t)
	n := 1500
	if testing.Short() {
		n = 150
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < n; i++ {
		checkCompile(lib, mutate.Mutate(rng, corpus))
	}
}
