package grammar

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/mtgs/mtgs/internal/textdiff"
)

// Small grammars that use participle's rules where they are least
// obvious, for TestCompiledMatchesParticiple.
type (
	// A capture made in an optional group is set when a struct nested in
	// the same branch ends, and stays set when the group then fails
	// within the lookahead ("a 1 b": Name is "a", Num nil).
	TgLeak struct {
		Pos    lexer.Position
		Name   string         `parser:"( @Ident"`
		Num    *TgNum         `parser:"  @@ '.' )?"`
		Words  []string       `parser:"( @Ident | @Int )*"`
		Flag   bool           `parser:"@';'?"`
		Counts []Number       `parser:"( ':' @( Int | 'a' | 'two' ) )*"`
		EndPos lexer.Position //
	}
	TgNum struct {
		Pos lexer.Position
		N   int `parser:"@Int"`
	}

	// Alternatives failing within the lookahead and past it; a repeated
	// part that fails; a negative lookahead whose part fails far in.
	TgAlts struct {
		Pos  lexer.Position
		Alts []*TgAlt `parser:"@@+"`
		Tail string   `parser:"(?! Ident Ident Ident ',') @Ident?"`
	}
	TgAlt struct {
		Pos lexer.Position
		A   string   `parser:"  @Ident ',' @Ident ',' @Ident"`
		B   []Number `parser:"| @Int ( ',' @Int )* ';'"`
		C   *TgNum   `parser:"| ':' @@ '.'?"`
		D   Phrase   `parser:"| '-' @( Ident ( ',' Ident )* )"`
	}

	// Positive lookaheads, negations, a struct captured by value, a
	// group that must match once or more and fails after its first try.
	TgLook struct {
		Pos  lexer.Position
		Head []string `parser:"( (?= Ident ',') @Ident ',' )+"`
		Not  []string `parser:"@~( ';' | '.' )*"`
		Num  TgNum    `parser:"( ';' (?! Int Int) @@ )?"`
		More []TgNum  `parser:"( '.' @@ )*"`
	}
)

// More grammars: whether a failure is a failure or no match, and
// whether a struct that fails sets the captures of its branch, shows
// only in what those captures leave set, which the catch-all Rest then
// lets parse.
type (
	// A struct nested in an optional group fails (after its disjunction
	// failed within the lookahead) or does not match (its sequences'
	// first parts do not), after a capture of the group.
	// Then a struct not tried where it cannot start (its cFirst), which
	// fails there (it starts with an optional part), after a capture.
	TgFail struct {
		Pos   lexer.Position
		Name  string    `parser:"( @Ident"`
		In    *TgIn     `parser:"  @@ '.' )?"`
		Count string    `parser:"( @Int"`
		Num   *TgSigned `parser:"  @@ ';' )?"`
		Rest  []string  `parser:"@( Ident | Int | ',' | '.' | ';' | ':' | '-' )*"`
	}
	TgIn struct {
		Pos lexer.Position
		N   []Number `parser:"( ':' @Int | ';' @Int ) ','?"`
	}

	// A repeated group that fails exactly past the lookahead, or just
	// within it.
	TgStop struct {
		Pos   lexer.Position
		Items []string `parser:"( @Ident ',' @Ident ',' @Ident ';' )*"`
		Rest  []string `parser:"@( Ident | Int | ',' | '.' | ';' | ':' | '-' )*"`
	}

	// A union large enough to be dispatched, first in a struct after a
	// capture in an optional group (whether it fails or does not match
	// decides whether Lead is set).
	TgUnionRoot struct {
		Pos   lexer.Position
		Lead  string   `parser:"( @Ident"`
		First *TgWrap  `parser:"  @@ '.' )?"`
		Items []TgItem `parser:"@@*"`
		Rest  []string `parser:"@( Ident | Int | ',' | '.' | ';' | ':' | '-' )*"`
	}
	TgWrap struct {
		Pos  lexer.Position
		Item TgItem `parser:"@@ ','?"`
	}
	TgItem interface{ item() }
	// A word, then a name.
	TgWord struct {
		Pos  lexer.Position
		Name string `parser:"'a' @Ident"`
	}
	// A lookahead first: fails, with an error, where it cannot start,
	// without being tried.
	TgCount struct {
		Pos lexer.Position
		N   int `parser:"(?= Int) @Int ':'"`
	}
	// A type then a given token (a second-token check).
	TgPair struct {
		Pos   lexer.Position
		Names []string `parser:"@Ident ',' @Ident"`
	}
	// A nested struct.
	TgNested struct {
		Pos lexer.Position
		Num *TgNum `parser:"';' @@"`
	}
	// An optional start.
	TgSigned struct {
		Pos  lexer.Position
		Neg  bool `parser:"@'-'?"`
		Num  int  `parser:"@Int '.'"`
		Flag bool `parser:"@'.'?"`
	}
	// One of many words: with it, what TgWrap can start with is too
	// long a list for a cFirst, so the union's own account of the
	// members it leaves out decides whether TgWrap fails.
	TgMany struct {
		Pos  lexer.Position
		Word string `parser:"@( 'one' | 'three' | 'four' | 'five' | 'six' | 'seven' ) ':'"`
	}
	// Fails past the lookahead.
	TgLong struct {
		Pos  lexer.Position
		Name string `parser:"':' ':' ':' @Ident"`
	}

	// A second union, of members that fail elsewhere only after their
	// first token (checked by the token after).
	TgUnionRoot2 struct {
		Pos   lexer.Position
		Lead  string   `parser:"( @Ident"`
		First *TgWrap2 `parser:"  @@ '.' )?"`
		Rest  []string `parser:"@( Ident | Int | ',' | '.' | ';' | ':' | '-' )*"`
	}
	TgWrap2 struct {
		Pos   lexer.Position
		Item  TgItem2 `parser:"@@"`
		Comma bool    `parser:"@','?"`
	}
	TgItem2 interface{ item2() }
	TgDash  struct {
		Pos  lexer.Position
		Name string `parser:"'-' '-' @Ident"`
	}
)

func (*TgWord) item2()   {}
func (*TgPair) item2()   {}
func (*TgNested) item2() {}
func (*TgLong) item2()   {}
func (*TgDash) item2()   {}

func (*TgWord) item()   {}
func (*TgCount) item()  {}
func (*TgPair) item()   {}
func (*TgNested) item() {}
func (*TgSigned) item() {}
func (*TgLong) item()   {}
func (*TgMany) item()   {}

// tgUnions are the unions of the small grammars.
var tgUnions = []unionDef{
	unionOf[TgItem](member[TgWord](), member[TgCount](), member[TgPair](), member[TgNested](), member[TgSigned](), member[TgLong](), member[TgMany]()),
	unionOf[TgItem2](member[TgWord](), member[TgPair](), member[TgNested](), member[TgLong](), member[TgDash]()),
}

// tgVocabulary is the tokens random inputs are made of.
var tgVocabulary = []lexer.Token{
	{Type: tokIdent, Value: "a"}, {Type: tokIdent, Value: "B"}, {Type: tokKeyword, Value: "and"},
	{Type: tokIdent, Value: "two"}, {Type: tokInt, Value: "1"}, {Type: tokInt, Value: "23"},
	{Type: tokPunct, Value: ","}, {Type: tokPunct, Value: "."}, {Type: tokPunct, Value: ";"},
	{Type: tokPunct, Value: ":"}, {Type: tokPunct, Value: "-"},
}

// TestCompiledMatchesParticiple parses random token sequences with each
// small grammar, compiled and by participle, and checks that both accept
// the same sequences with the same trees.
func TestCompiledMatchesParticiple(t *testing.T) {
	accepted := 0
	accepted += compareOn[TgLeak](t)
	accepted += compareOn[TgAlts](t)
	accepted += compareOn[TgLook](t)
	accepted += compareOn[TgFail](t)
	accepted += compareOn[TgStop](t)
	accepted += compareOn[TgUnionRoot](t)
	accepted += compareOn[TgUnionRoot2](t)
	t.Logf("%d sequences accepted alike", accepted)
}

// compiledFor returns participle's parser of G and G compiled.
func compiledFor[G any]() (*participle.Parser[G], *cStruct) {
	opts := baseOptions()
	for _, u := range tgUnions {
		opts = append(opts, u.option())
	}
	ref := participle.MustBuild[G](opts...)
	b := newCompiler(tgUnions)
	s := b.structOf(reflect.TypeFor[G]())
	b.narrow(s)
	return ref, s
}

// TestCompiledEBNF checks that the compiled grammar is participle's: its
// EBNF, written from the compiled nodes, is the reference parser's, for
// the language and for the small grammars. The compiled parser's first
// sets are read from it.
func TestCompiledEBNF(t *testing.T) {
	if got := renderEBNF(compiled().file); got != EBNF() {
		t.Errorf("the compiled grammar's EBNF differs from participle's:\n%s", textdiff.Lines(EBNF(), got, "  ", 20))
	}
	check := func(name, want string, s *cStruct) {
		if got := renderEBNF(s); got != want {
			t.Errorf("%s: the compiled grammar's EBNF differs from participle's:\n%s", name, textdiff.Lines(want, got, "  ", 20))
		}
	}
	ref, s := compiledFor[TgUnionRoot]()
	check("TgUnionRoot", ref.String(), s)
	ref2, s2 := compiledFor[TgLook]()
	check("TgLook", ref2.String(), s2)
	ref3, s3 := compiledFor[TgAlts]()
	check("TgAlts", ref3.String(), s3)
}

// compareOn compares the parsers of G on random sequences and returns
// how many both accepted. It fails the test if no sequence or every
// sequence was accepted: the grammar would test little.
func compareOn[G any](t *testing.T) int {
	const n = 4000
	ref, s := compiledFor[G]()
	rng := rand.New(rand.NewPCG(7, uint64(len(s.typ.Name()))))
	accepted := 0
	for range n {
		toks := make([]lexer.Token, rng.IntN(9))
		for i := range toks {
			toks[i] = tgVocabulary[rng.IntN(len(tgVocabulary))]
			toks[i].Pos = lexer.Position{Offset: i, Line: 1, Column: i + 1}
		}
		eof := lexer.EOFToken(lexer.Position{Offset: len(toks), Line: 1, Column: len(toks) + 1})
		peek, err := lexer.Upgrade(&sliceLexer{toks: toks, eof: eof})
		if err != nil {
			t.Fatal(err)
		}
		want, wantErr := ref.ParseFromLexer(peek)
		got := parseCompiled(s, append(toks, eof))
		switch {
		case (wantErr == nil) != (got != nil):
			t.Errorf("%s %v: participle error %v, compiled accepts: %v", s.typ.Name(), values(toks), wantErr, got != nil)
		case got != nil && !reflect.DeepEqual(want, got):
			t.Errorf("%s %v: trees differ\nparticiple %+v\ncompiled   %+v", s.typ.Name(), values(toks), want, got)
		case got != nil:
			accepted++
		}
	}
	if accepted == 0 || accepted == n {
		t.Errorf("%s: %d of %d sequences accepted", s.typ.Name(), accepted, n)
	}
	return accepted
}

// TestCompiledLeak checks the case TgLeak is named for: participle keeps
// the capture a failed optional group made, and so does the compiled
// parser.
func TestCompiledLeak(t *testing.T) {
	toks := []lexer.Token{{Type: tokIdent, Value: "a"}, {Type: tokInt, Value: "1"}, {Type: tokIdent, Value: "b"}, lexer.EOFToken(lexer.Position{})}
	_, s := compiledFor[TgLeak]()
	got, ok := parseCompiled(s, toks).(*TgLeak)
	if !ok || got.Name != "a" || got.Num != nil || !reflect.DeepEqual(got.Words, []string{"a", "1", "b"}) {
		t.Fatalf("got %+v, want Name a kept from the failed group and Words a 1 b", got)
	}
}
