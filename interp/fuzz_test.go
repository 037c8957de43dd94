package interp

import (
	"math/rand/v2"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/mtgs/mtgs/internal/mutate"
)

// FuzzCheck compiles arbitrary files against the stdlib: the checker must
// never panic, whatever it is given, must stay within its budgets of
// memory and time, and a file that checks cleanly must run without
// panicking. Seeded from the card library, every .mtgs file under
// testdata, and a few large variations of them.
func FuzzCheck(f *testing.F) {
	corpus := mutate.Corpus("../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs")
	for _, src := range corpus {
		f.Add(src)
	}
	rng := rand.New(rand.NewPCG(9, 10))
	for i := 0; i < 3 && len(corpus) > 0; i++ {
		f.Add(mutate.Amplify(rng, corpus, 64<<10))
	}
	lib, err := Stdlib()
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, src []byte) { checkCompile(t, lib, src) })
}

// Budgets of one compile, generous enough never to fail by chance. The
// checker's allocations are measured apart from the parser's (which
// FuzzParse bounds): per byte of input, plus a constant that covers the
// largest set-up and decks a small file may ask for (MaxCards cards). A
// blow-up — memory or time out of proportion to the input — exceeds them.
const (
	checkAllocPerByte = 256
	checkAllocConst   = 16 << 20
	compileTimeBudget = 10 * time.Second
	runTimeBudget     = 30 * time.Second
)

// checkCompile is the property FuzzCheck checks for one input: compiling
// returns positioned errors in the language's words within its budgets,
// and running what compiled returns.
func checkCompile(t *testing.T, lib *Library, src []byte) {
	srcs := []Source{{Name: "fuzz.mtgs", Text: src}}
	var errs errorList
	var m0, m1, m2 runtime.MemStats
	runtime.ReadMemStats(&m0)
	start := time.Now()
	files := parse(srcs, &errs)
	runtime.ReadMemStats(&m1)
	prog, err := check(lib, srcs, files, &errs)
	elapsed := time.Since(start)
	runtime.ReadMemStats(&m2)
	if alloc := m2.TotalAlloc - m1.TotalAlloc; alloc > checkAllocPerByte*uint64(len(src))+checkAllocConst {
		t.Fatalf("checking %d bytes allocated %d bytes (%d a byte), over the budget of %d a byte plus %d", len(src), alloc, alloc/uint64(max(1, len(src))), checkAllocPerByte, checkAllocConst)
	}
	if elapsed > compileTimeBudget {
		t.Fatalf("compiling %d bytes took %v, over the budget of %v", len(src), elapsed, compileTimeBudget)
	}
	for _, e := range Errors(err) {
		pos := errPos(e)
		if pos.Filename != "fuzz.mtgs" || pos.Line < 1 || pos.Column < 1 || !strings.HasPrefix(e.Error(), "fuzz.mtgs:") {
			t.Fatalf("unpositioned error: %v", e)
		}
		for _, s := range []string{"strconv.", "failed to conform", "failed to capture", "value out of range"} {
			if strings.Contains(e.Error(), s) {
				t.Fatalf("error in Go's words, not the language's: %v", e)
			}
		}
	}
	if err != nil || prog == nil {
		return
	}
	start = time.Now()
	for _, sc := range prog.Scenarios {
		sc.Run(nil)
	}
	if elapsed := time.Since(start); elapsed > runTimeBudget {
		t.Fatalf("running the scenarios of %d bytes took %v, over the budget of %v", len(src), elapsed, runTimeBudget)
	}
}

// TestCheckMutations runs FuzzCheck's property on deterministic mutations
// of the seed files, and on a few large ones (declarations and sentences
// repeated thousands of times, clauses nested thousands deep, huge
// counts), so that every go test run fuzzes briefly.
func TestCheckMutations(t *testing.T) {
	corpus := mutate.Corpus("../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs")
	if len(corpus) == 0 {
		t.Fatal("no seed files")
	}
	lib := stdlib(t)
	n, large := 1500, 16
	if testing.Short() {
		n, large = 150, 3
	}
	rng := rand.New(rand.NewPCG(3, 4))
	for i := 0; i < n; i++ {
		checkCompile(t, lib, mutate.Mutate(rng, corpus))
	}
	for i := 0; i < large; i++ {
		checkCompile(t, lib, mutate.Amplify(rng, corpus, 64<<10+rng.IntN(192<<10)))
	}
}
