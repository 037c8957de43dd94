package grammar

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/hashicorp/go-multierror"

	"github.com/mtgs/mtgs/internal/mutate"
)

// addSourceFiles seeds a fuzz target with every bundled card file and
// every file of testdata.
func addSourceFiles(f *testing.F) {
	for _, pattern := range []string{
		"../stdlib/cards/*.mtgs",
		"../testdata/*.mtgs", "../testdata/*/*.mtgs", "../testdata/*/*/*.mtgs",
	} {
		files, _ := filepath.Glob(pattern) // none is fine
		for _, name := range files {
			if src, err := os.ReadFile(name); err == nil {
				f.Add(src)
			}
		}
	}
}

// FuzzParse checks that Parse never panics and that every error it returns
// is a positioned *Error inside a *multierror.Error.
func FuzzParse(f *testing.F) {
	addSourceFiles(f)
	for _, s := range []string{
		``,
		`card`,
		`card "`,
		`card "X" {`,
		`card "X" { type`,
		"card \"X\" { type Creature — \n}",
		`card "X" { spell: choose one — • . }`,
		`card "X" { spell: if this would, instead. }`,
		`card "X" { +99999999999999999999: draw a card. }`,
		`card "X" { {T}{: add {G}. }`,
		`scenario "s" { Alice cast targeting , }`,
		`scenario "s" { expect refused "1": expect }`,
		`deck "D" { 4 }} game "G" { players "A" deck; seed -1 }`,
		"\x00\xff card \"\\",
	} {
		f.Add([]byte(s))
	}
	// The shapes that once cost memory or time out of proportion.
	rng := rand.New(rand.NewPCG(7, 8))
	corpus := mutate.Corpus("../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs")
	for i := 0; i < 3 && len(corpus) > 0; i++ {
		f.Add(mutate.Amplify(rng, corpus, 64<<10))
	}
	f.Fuzz(checkParse)
}

// Budgets of one Parse, generous enough never to fail by chance: the
// bytes it may allocate (per byte of input, plus a constant), and the
// time it may take. A blow-up (memory or time out of proportion to the
// input) exceeds them. The constant covers error recovery, which re-parses
// at most maxWidened items of at most maxProbePrefix tokens with at most
// maxCandidates words each, whatever the size of the file: about 7 MB per
// widened error with today's grammar, so 28 MB at most.
const (
	parseAllocPerByte = 4096
	parseAllocConst   = 48 << 20
	parseTimeBudget   = 10 * time.Second
)

// checkParse is the property FuzzParse checks for one input: Parse returns
// positioned errors in the language's own words, within its budgets.
func checkParse(t *testing.T, src []byte) {
	{
		var m0, m1 runtime.MemStats
		runtime.ReadMemStats(&m0)
		start := time.Now()
		file, err := Parse("fuzz.mtgs", src)
		elapsed := time.Since(start)
		runtime.ReadMemStats(&m1)
		if alloc := m1.TotalAlloc - m0.TotalAlloc; alloc > parseAllocPerByte*uint64(len(src))+parseAllocConst {
			t.Fatalf("parsing %d bytes allocated %d bytes (%d a byte), over the budget of %d a byte plus %d", len(src), alloc, alloc/uint64(max(1, len(src))), parseAllocPerByte, parseAllocConst)
		}
		if elapsed > parseTimeBudget {
			t.Fatalf("parsing %d bytes took %v, over the budget of %v", len(src), elapsed, parseTimeBudget)
		}
		if file == nil {
			t.Fatal("nil file")
		}
		if err == nil {
			return
		}
		var merr *multierror.Error
		if !errors.As(err, &merr) || len(merr.Errors) == 0 {
			t.Fatalf("error %T is not a non-empty *multierror.Error", err)
		}
		for _, e := range merr.Errors {
			var gerr *Error
			if !errors.As(e, &gerr) {
				t.Fatalf("%T is not a *grammar.Error", e)
			}
			if !strings.HasPrefix(gerr.Error(), "fuzz.mtgs:") || gerr.Pos.Line < 1 {
				t.Fatalf("unpositioned error: %v", gerr)
			}
			if leaksInternals(gerr.Msg) {
				t.Fatalf("error in the parser's words, not the language's: %v", gerr)
			}
		}
	}
}

// leaksInternals reports whether an error message shows the parser's
// machinery (Go's number parsing, participle's wrapping) rather than the
// language.
func leaksInternals(msg string) bool {
	for _, s := range []string{"strconv.", "failed to conform", "failed to capture", "value out of range", "invalid syntax"} {
		if strings.Contains(msg, s) {
			return true
		}
	}
	return false
}

// TestParseMutations runs FuzzParse's property on a few thousand
// deterministic mutations of the seed files, and on a few dozen large
// ones (declarations and sentences repeated thousands of times, clauses
// nested thousands deep, huge counts), so that every go test run fuzzes
// briefly; go test -fuzz FuzzParse fuzzes for as long as asked.
func TestParseMutations(t *testing.T) {
	corpus := mutate.Corpus("../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs")
	if len(corpus) == 0 {
		t.Fatal("no seed files")
	}
	n, large := 3000, 24
	if testing.Short() {
		n, large = 300, 4
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < n; i++ {
		checkParse(t, mutate.Mutate(rng, corpus))
	}
	for i := 0; i < large; i++ {
		checkParse(t, mutate.Amplify(rng, corpus, 64<<10+rng.IntN(192<<10)))
	}
}
