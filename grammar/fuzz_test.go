package grammar

import (
	"errors"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/hashicorp/go-multierror"

	"github.com/mtgs/mtgs/internal/mutate"
)

// FuzzParse checks that Parse never panics and that every error it returns
// is a positioned *Error inside a *multierror.Error.
func FuzzParse(f *testing.F) {
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
	f.Fuzz(checkParse)
}

// checkParse is the property FuzzParse checks for one input.
func checkParse(t *testing.T, src []byte) {
	{
		file, err := Parse("fuzz.mtgs", src)
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
		}
	}
}

// TestParseMutations runs FuzzParse's property on a few thousand
// deterministic mutations of the seed files, so that every go test run
// fuzzes briefly; go test -fuzz FuzzParse fuzzes for as long as asked.
func TestParseMutations(t *testing.T) {
	corpus := mutate.Corpus("../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs")
	if len(corpus) == 0 {
		t.Fatal("no seed files")
	}
	n := 3000
	if testing.Short() {
		n = 300
	}
	rng := rand.New(rand.NewPCG(1, 2))
	for i := 0; i < n; i++ {
		checkParse(t, mutate.Mutate(rng, corpus))
	}
}
