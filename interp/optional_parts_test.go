package interp

import (
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// TestShortenedItems checks the bundled cards, and the cards of the test
// files (not with -short), with each of their item lines shortened: cut
// after each of its words (and closed with a period), or with one of its
// words left out. Most of what that makes
// does not parse, and what parses mostly lacks an optional part of a
// phrase ("shuffle it into its owner's library" cut to "shuffle it
// into."): the checker must refuse it with a positioned error, or
// accept it, and never read through the part that is not there (a nil
// pointer). The variants of a card are checked as one file, each named
// apart; a file that panics is checked again variant by variant to name
// the one at fault.
func TestShortenedItems(t *testing.T) {
	lib := stdlib(t)
	files, _ := filepath.Glob("../stdlib/cards/*.mtgs")
	if len(files) == 0 {
		t.Fatal("no bundled cards")
	}
	if !testing.Short() {
		for _, pattern := range []string{"../testdata/check/*.mtgs", "../testdata/scenarios/*.mtgs", "testdata/*.mtgs"} {
			more, _ := filepath.Glob(pattern)
			files = append(files, more...)
		}
	}
	n := 0
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		variants := shortenedItems(cardDecls(string(b)))
		n += len(variants)
		all := strings.Join(variants, "\n")
		p := checkPanics(lib, all)
		if p == nil {
			continue
		}
		found := false
		for _, v := range variants {
			if p := checkPanics(lib, v); p != nil {
				t.Errorf("%s: the checker panics (%v) on\n%s", filepath.Base(f), p, v)
				found = true
				break
			}
		}
		if !found {
			t.Errorf("%s: the checker panics (%v) on its variants together, on none alone:\n%s", filepath.Base(f), p, all)
		}
	}
	if n < 1000 {
		t.Errorf("only %d variants", n)
	}
	t.Logf("%d variants of the items of %d files", n, len(files))
}

// checkPanics compiles src and returns what it panics with, if it does.
func checkPanics(lib *Library, src string) (p any) {
	defer func() { p = recover() }()
	Compile(lib, Source{Name: "shortened.mtgs", Text: []byte(src)})
	return nil
}

var (
	cardHeader = regexp.MustCompile(`(?m)^card "`)
	cardDecl   = regexp.MustCompile(`(?ms)^card ".*?^}`)
)

// cardDecls returns the card declarations of src, without its scenarios,
// decks and games, which name cards by their names.
func cardDecls(src string) string {
	return strings.Join(cardDecl.FindAllString(src, -1), "\n")
}

// shortenedItems returns the variants of the cards of src, one for each
// item line (a line indented by two spaces but the oracle text) cut after
// each of its words or without one of them, each card named apart.
func shortenedItems(src string) []string {
	lines := strings.Split(src, "\n")
	var out []string
	add := func(i int, words []string) {
		line := "  " + strings.Join(words, " ")
		if !strings.HasSuffix(line, ".") && !strings.HasSuffix(line, "}") {
			line += "."
		}
		v := append([]string(nil), lines...)
		v[i] = line
		out = append(out, cardHeader.ReplaceAllString(strings.Join(v, "\n"), fmt.Sprintf(`card "Shortened %d `, len(out))))
	}
	for i, l := range lines {
		item := strings.TrimSpace(l)
		if !strings.HasPrefix(l, "  ") || item == "" || strings.HasPrefix(item, "//") || strings.HasPrefix(item, "oracle") {
			continue
		}
		words := strings.Fields(item)
		for k := range words {
			add(i, words[:k+1])
			if len(words) > 1 {
				add(i, append(append([]string(nil), words[:k]...), words[k+1:]...))
			}
		}
	}
	return out
}
