package grammar

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/mtgs/mtgs/internal/mutate"
)

// parseBoth parses the declarations of src with the compiled parser and
// with the reference parser, and reports where they disagree: whether a
// declaration parses, and the tree it parses to.
func parseBoth(t testing.TB, name string, src []byte) (parsed, failed int) {
	var errs []*Error
	ts := newTokenStream(name, src, &errs)
	split(ts, nil, func(c chunk) {
		if checkNesting(c.toks) != nil {
			return
		}
		ref, refErr := referenceParser().ParseFromLexer(mustUpgrade(t, c))
		got := compiled().parseFile(append(slices.Clip(c.toks), c.eof))
		switch {
		case (refErr == nil) != (got != nil):
			t.Errorf("%s:%v: reference parser error %v, compiled parser accepts: %v", name, c.toks[0].Pos, refErr, got != nil)
		case refErr != nil:
			failed++
		case !reflect.DeepEqual(ref, got):
			t.Errorf("%s:%v: the compiled parser's tree differs from the reference parser's", name, c.toks[0].Pos)
		default:
			parsed++
		}
	})
	return parsed, failed
}

func mustUpgrade(t testing.TB, c chunk) *lexer.PeekingLexer {
	peek, err := lexer.Upgrade(&sliceLexer{toks: c.toks, eof: c.eof})
	if err != nil {
		t.Fatal(err)
	}
	return peek
}

// TestFastParserAgrees parses every bundled card and every test file with
// the compiled parser and the reference parser.
func TestFastParserAgrees(t *testing.T) {
	parsed, failed := 0, 0
	for _, pattern := range []string{
		"../stdlib/cards/*.mtgs", "../testdata/*.mtgs", "../testdata/*/*.mtgs", "../testdata/*/*/*.mtgs", "../cmd/mtgs/testdata/*/*.mtgs",
	} {
		files, _ := filepath.Glob(pattern)
		for _, name := range files {
			src, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			p, f := parseBoth(t, name, src)
			parsed, failed = parsed+p, failed+f
		}
	}
	t.Logf("%d declarations parsed alike, %d failed alike", parsed, failed)
	if parsed == 0 {
		t.Fatal("nothing parsed")
	}
}

// TestFastParserAgreesMutated parses variations of the bundled cards and
// test files (a few words moved, copied or dropped) with both parsers.
func TestFastParserAgreesMutated(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	corpus := mutate.Corpus("../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs")
	parsed, failed := 0, 0
	for i := 0; i < 400 && len(corpus) > 0; i++ {
		p, f := parseBoth(t, "mutated.mtgs", mutate.Mutate(rng, corpus))
		parsed, failed = parsed+p, failed+f
	}
	t.Logf("%d declarations parsed alike, %d failed alike", parsed, failed)
}

// FuzzFastParser checks that the compiled parser accepts what the reference
// parser accepts, with the same tree, and nothing else.
func FuzzFastParser(f *testing.F) {
	addSourceFiles(f) // fuzz_test.go
	rng := rand.New(rand.NewPCG(3, 4))
	corpus := mutate.Corpus("../stdlib/cards/*.mtgs", "../testdata/*/*.mtgs")
	for i := 0; i < 50 && len(corpus) > 0; i++ {
		f.Add(mutate.Mutate(rng, corpus))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		parseBoth(t, "fuzz.mtgs", src)
	})
}

// TestFirstSetsRead checks that every production of the EBNF is read
// (one that is not would be taken to start with anything: correct, but
// slow).
func TestFirstSetsRead(t *testing.T) {
	for _, line := range strings.Split(EBNF(), "\n") {
		_, rhs, ok := strings.Cut(line, " = ")
		if !ok {
			t.Fatalf("not a production: %q", line)
		}
		p := &firstParser{toks: firstTokens(strings.TrimSuffix(rhs, " ."))}
		if e := p.alt(); e == nil || p.i != len(p.toks) {
			t.Errorf("production not read: %s", line)
		}
	}
}

// TestDispatchNarrows checks a few first sets: the members each union
// tries for a token are those that can start with it.
func TestDispatchNarrows(t *testing.T) {
	firsts := newFirstSets(EBNF())
	find := func(name string) unionDef {
		for _, u := range unions {
			if u.name == name {
				return u
			}
		}
		t.Fatalf("no union %s", name)
		return unionDef{}
	}
	tried := func(union string, tok lexer.Token) []string {
		u := find(union)
		d := newDispatcher(u, firsts)
		set := d.candidates(&tok)
		var names []string
		for i, m := range u.members {
			if set[i/64]&(1<<(i%64)) != 0 {
				names = append(names, m.name)
			}
		}
		return names
	}
	word := func(v string) lexer.Token { return lexer.Token{Type: tokKeyword, Value: v} }
	for _, c := range []struct {
		union string
		tok   lexer.Token
		want  []string
	}{
		{"Predicate", word("Destroy"), []string{"Destroy"}},
		{"Clause", word("prevent"), []string{"PreventClause"}},
		{"CardItem", lexer.Token{Type: tokTypeKeyword, Value: "type"}, []string{"TypeItem"}},
		{"CardItem", lexer.Token{Type: tokIdent, Value: "flying"}, []string{"AbilityWordItem", "KeywordItem"}},
		{"Ref", lexer.EOFToken(lexer.Position{}), nil},
	} {
		if got := tried(c.union, c.tok); !reflect.DeepEqual(got, c.want) {
			t.Errorf("%s at %q: tries %v, want %v", c.union, c.tok.Value, got, c.want)
		}
	}
}

// TestOutcomes checks what participle makes of an expression at a token
// it cannot start with.
func TestOutcomes(t *testing.T) {
	firsts := newFirstSets(EBNF())
	for _, c := range []struct {
		name string
		want outcome
	}{
		{"Destroy", noMatch},       // "destroy" …
		{"KeywordItem", failure},   // (?! …) Keyword …
		{"ActionClause", failure},  // (Duration ",")? … Predicate …
		{"Ref", noMatch},           // a union of literals' productions
		{"ForEachClause", noMatch}, // "for" "each" …
		{"SelectorWord", failure},  // optional parts, a lookahead, then a word
	} {
		if got := firsts.of(c.name).elsewhere; got != c.want {
			t.Errorf("%s: outcome %b, want %b", c.name, got, c.want)
		}
	}
}

// TestSecondTokenLiterals checks what a production that starts with a
// literal may read second, and that its first token matches as
// participle's literals do: whatever the case only for words.
func TestSecondTokenLiterals(t *testing.T) {
	firsts := newFirstSets(EBNF())
	for _, c := range []struct {
		name   string
		first  lexer.Token
		starts bool
		second lexer.Token
		allows bool
	}{
		{"PTCountClause", lexer.Token{Type: tokKeyword, Value: "This"}, true, lexer.Token{Type: tokPoss, Value: "'s"}, true},
		{"PTCountClause", lexer.Token{Type: tokKeyword, Value: "this"}, true, lexer.Token{Type: tokKeyword, Value: "deals"}, false},
		{"PTCountClause", lexer.Token{Type: tokString, Value: "This"}, false, lexer.Token{}, false},
		{"PTCountClause", lexer.Token{Type: tokString, Value: "this"}, true, lexer.Token{}, false},
		{"GainsAbilitiesOf", lexer.Token{Type: tokKeyword, Value: "gains"}, true, lexer.Token{Type: tokKeyword, Value: "all"}, true},
		{"GainsAbilitiesOf", lexer.Token{Type: tokKeyword, Value: "has"}, true, lexer.Token{Type: tokIdent, Value: "flying"}, false},
		{"GainsAbilitiesOf", lexer.Token{Type: tokKeyword, Value: "get"}, false, lexer.Token{}, false},
	} {
		s := firsts.second(c.name)
		if s == nil {
			t.Fatalf("%s: no second token", c.name)
		}
		if got := s.startsWith(&c.first); got != c.starts {
			t.Errorf("%s: starts with %v %q: %v, want %v", c.name, c.first.Type, c.first.Value, got, c.starts)
		}
		if got := s.allows(&c.second); c.second.Value != "" && got != c.allows {
			t.Errorf("%s: allows %q second: %v, want %v", c.name, c.second.Value, got, c.allows)
		}
	}
	// An optional or repeated second part, or a lookahead, says nothing.
	for _, name := range []string{"ActionClause", "SelectorWord", "ThisRef"} {
		if s := firsts.second(name); s != nil {
			t.Errorf("%s: second token %v, want none", name, s.next)
		}
	}
}

// TestNoTypedLiterals checks that the grammar writes no literal with a
// token type ('x':Ident), which the EBNF does not show and
// secondToken.startsWith does not read.
func TestNoTypedLiterals(t *testing.T) {
	files, _ := filepath.Glob("*.go")
	typed := regexp.MustCompile(`parser:"[^"]*'(?:[^'\\]|\\.)*':[A-Za-z]`)
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if m := typed.Find(src); m != nil {
			t.Errorf("%s: typed literal in %s", name, m)
		}
	}
}

// TestFoldsCase checks that foldsCase names the token types the parsers
// are told to match whatever the case (caseInsensitive).
func TestFoldsCase(t *testing.T) {
	folded := map[string]bool{}
	for _, name := range caseInsensitive {
		folded[name] = true
	}
	for name, typ := range lexDef.Symbols() {
		if got := foldsCase(typ); got != folded[name] {
			t.Errorf("foldsCase(%s) = %v, want %v", name, got, folded[name])
		}
	}
}
