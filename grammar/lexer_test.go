package grammar

import (
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// refLexDef is the rule-based lexer that lexDef replaces, kept as the
// reference its tokens must equal.
var refLexDef = lexer.MustStateful(lexer.Rules{
	"Root": {
		{Name: "whitespace", Pattern: `\s+`},
		{Name: "comment", Pattern: `//[^\n]*`},
		{Name: "String", Pattern: `"(?:\\.|[^"\\])*"`},
		{Name: "BadString", Pattern: `"(?:\\.|[^"\\])*\\?`},
		{Name: "Mana", Pattern: `(?:\{[0-9A-Z/]+\})+`},
		{Name: "PTMod", Pattern: `[+-](?:\d+|[Xx])/[+-](?:\d+|[Xx])`},
		{Name: "PT", Pattern: refPTPattern},
		{Name: "Signed", Pattern: `[+-]\d+`},
		{Name: "Int", Pattern: `\d+`},
		{Name: "Poss", Pattern: `'s\b`},
		{Name: "TypeKeyword", Pattern: `(?i)type\b`, Action: lexer.Push("TypeLine")},
		{Name: "Keyword", Pattern: refKeywordPattern},
		{Name: "Ident", Pattern: refIdentPattern, Action: lexer.Push("AfterWord")},
		{Name: "Punct", Pattern: refPunctPattern},
		{Name: "Invalid", Pattern: `.`},
	},
	"AfterWord": {
		{Name: "hspace", Pattern: `[ \t\r]+`},
		{Name: "PT", Pattern: refPTPattern, Action: lexer.Pop()},
		{Name: "Keyword", Pattern: refKeywordPattern, Action: lexer.Pop()},
		{Name: "Ident", Pattern: refIdentPattern},
		lexer.Return(),
	},
	"TypeLine": {
		{Name: "hspace", Pattern: `[ \t\r]+`},
		{Name: "comment", Pattern: `//[^\n]*`},
		{Name: "EOL", Pattern: `\n`, Action: lexer.Pop()},
		{Name: "Close", Pattern: `\}`, Action: lexer.Pop()},
		{Name: "Ident", Pattern: refIdentPattern},
		{Name: "Poss", Pattern: `'s\b`},
		{Name: "Punct", Pattern: refPunctPattern},
		{Name: "Invalid", Pattern: `.`},
	},
})

var refKeywordPattern = `(?i)(?:` + strings.Join(reserved, "|") + `)\b`

const (
	refPTPattern    = `(?:\d+|\*|[Xx])/(?:\d+|\*|[Xx])`
	refIdentPattern = `[A-Za-z_](?:[A-Za-z0-9_]*s'\B|[A-Za-z0-9_]*(?:'t\b)?)`
	refPunctPattern = `->|[{}:,.;()\-+/*]|—|•`
)

// lexerSnippets are inputs at the edges of the token rules.
var lexerSnippets = []string{
	"", " ", "\n", "\t\r\f\v x", "\u00a0x\u0085",
	// words, reserved words, contractions, possessives
	"a an the An THE tHe another anotherx a1 a_ _a _ __init__",
	"can't CAN'T Can'T can'tx can't1 can't_ can''t can't's don't isn't wasn't isn'tx wasn'T",
	"won't wouldn't it's its it'sx it'S its's Bob's Bob'sx Bob's1 x's_ 's 'S ' '' 'x 's's",
	"regenerates regeneratesx REGENERATES scries scriesz players playersx",
	// case foldings of k and s: the Kelvin sign and the long s
	"card CARD Card scenario SCENARIO game deck dec\u212a DEC\u212a sCeNaRiO cards decks",
	"thi\u017f thi\u017f x thi\u017fx thi\u017f1 thi\u017f_ it\u017f it\u017fx it\u017f' \u017facrifice \u017facrifice\u017f",
	"to\u212aen to\u212aens \u212a \u017f \u212a\u017f \u017fcrie\u017f ha\u017f dra\u017f \u017f\u017f",
	"can\u017ft i\u017fn't i\u017fn'tx wa\u017fn't \u017fcry'\u017f ca\u017ft ca\u017ft\u017f",
	"\u017fhuffle\u017f \u017fhuffles \u212aa \u212a\u212a \u212atoken the\u212a",
	// type lines
	"type Creature — Bear\nflying", "type}", "TYPE x", "Type\tA\fB", "types", "type_", "type1",
	"type'", "type's", "typ", "type", "type\u017f", "typeſ x", "type 2/2 {G} \"s\" +1/+1 -> - —•' 's can't x's\r\n",
	"type // comment\n x", "type A // c", "type A}B type C\n", "type\n type\n}",
	"card \"X\" { type Creature — Human Wizard\n power 2/2 }",
	"one creature type with another.\n", "land TYPE x\n", "creature\ntype A\n", "creature \t type", "creature // c\ntype A\n",
	"creatures type A\n", "creature't type", "Land'T  type\n", "a type A\n", "creature typex", "type creature type\n", "creature 1 type A\n",
	"x X/X type\n", "x type type you type\n", "x\f type\r\n type A\n", "x ſ type", "x _ type\n", "x\v type",
	// numbers, P/T
	"+1/+1 +1/+1x +1/+12 -X/-x +x/-1 +1/- +1/ +1/x +12 -5 - -> --> -- +- +/",
	"1/2 1/ 1/x 1/X 1/* */* */x *x * ** 12a 007 1/22/3 x/2 X/X x/ Xavier X/Xavier x/1a",
	"+X/+X +X/+Xylophone -1/-1/-1 ->1",
	// mana
	"{2}{W/U} {} {w} {2}{ {2}x {2}} {{2}} {W}{B/P}{X}{10}{ } {2}{w}",
	// strings
	`"abc"`, `"a\"b"`, "\"a\\\nb\"", `"unterminated`, `"x\`, "\"\n\"", `"\\"`, `"\q"`, `"é\é"`,
	"\"a\\\xff\"", "\"\xff\"", `""""`, `"\`,
	// comments and punctuation
	"// comment\n", "//", "/ /", "a//b\nc", "—•", "— •—", "{}:,.;()-+/*",
	"@#$%^&=[]<>?!|~`", "\xe2\x80", "\xe2\x80x", "\xe2", "\xff", "\xc5", "\xc5\xbf", "\xe2\x84\xaa",
	"é ü 日本 \U0001F600",
	// lines and columns
	"a\nb\r\nc\n\n  d", "type A\n\nB", "\"multi\nline\nstring\" x", "é\ta\n日本 b",
}

// lexAll lexes src with def until EOF or an error.
func lexAll(t testing.TB, def lexer.Definition, name, src string) ([]lexer.Token, error) {
	t.Helper()
	var l lexer.Lexer
	var err error
	if sd, ok := def.(lexer.StringDefinition); ok {
		l, err = sd.LexString(name, src)
	} else {
		l, err = def.Lex(name, strings.NewReader(src))
	}
	if err != nil {
		return nil, err
	}
	var toks []lexer.Token
	for {
		tok, err := l.Next()
		if err != nil {
			return toks, err
		}
		toks = append(toks, tok)
		if tok.EOF() {
			return toks, nil
		}
	}
}

// compareLexers fails if the two lexers give different tokens or errors
// for src.
func compareLexers(t testing.TB, name, src string) {
	t.Helper()
	want, werr := lexAll(t, refLexDef, name, src)
	got, gerr := lexAll(t, lexDef, name, src)
	if (werr == nil) != (gerr == nil) || (werr != nil && werr.Error() != gerr.Error()) {
		t.Fatalf("%s: errors differ: reference %v, new %v", name, werr, gerr)
	}
	for i := 0; i < len(want) || i < len(got); i++ {
		if i >= len(want) || i >= len(got) || want[i] != got[i] {
			var w, g any = "none", "none"
			if i < len(want) {
				w = want[i].GoString() + " " + want[i].Pos.GoString()
			}
			if i < len(got) {
				g = got[i].GoString() + " " + got[i].Pos.GoString()
			}
			t.Fatalf("%s: token %d differs (src %q):\nreference %v\nnew       %v", name, i, truncate(src, 200), w, g)
		}
	}
	// split's test for declaration words.
	for _, v := range append([]string{src}, values(got)...) {
		if isDeclWord(v) != declWords[strings.ToLower(v)] {
			t.Fatalf("isDeclWord(%q) = %v", v, isDeclWord(v))
		}
	}
	// Parse takes the EOF token as the end of the file.
	end := lexer.Position{Filename: name, Line: 1, Column: 1}
	end.Advance(src)
	if eof := got[len(got)-1]; !eof.EOF() || eof.Pos != end {
		t.Fatalf("%s: last token %#v at %#v, want EOF at %#v", name, eof, eof.Pos, end)
	}
}

func truncate(s string, n int) string {
	if len(s) > n {
		return s[:n] + "..."
	}
	return s
}

// equivalenceInputs returns the files and snippets the lexers are compared
// on, by name.
func equivalenceInputs(t testing.TB) map[string]string {
	inputs := map[string]string{}
	add := func(path string) {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		inputs[path] = string(src)
	}
	files, _ := filepath.Glob("../stdlib/cards/*.mtgs")
	if len(files) == 0 {
		t.Fatal("no stdlib files")
	}
	for _, f := range files {
		add(f)
	}
	n := 0
	for _, dir := range []string{"../testdata", "testdata", "../docs"} {
		err := filepath.WalkDir(dir, func(path string, d fs.DirEntry, err error) error {
			if err == nil && d.Type().IsRegular() {
				add(path)
				n++
			}
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if n == 0 {
		t.Fatal("no testdata files")
	}
	doc, err := os.ReadFile("../docs/language.md")
	if err != nil {
		t.Fatal(err)
	}
	blocks := 0
	for i, part := range strings.Split(string(doc), "```") {
		if i%2 == 1 {
			inputs[fmt.Sprintf("language.md block %d", blocks)] = part
			blocks++
		}
	}
	if blocks == 0 {
		t.Fatal("no code blocks in language.md")
	}
	for i, s := range lexerSnippets {
		inputs[fmt.Sprintf("snippet %d", i)] = s
	}
	return inputs
}

func TestLexerSymbols(t *testing.T) {
	if got, want := lexDef.Symbols(), refLexDef.Symbols(); !reflect.DeepEqual(got, want) {
		t.Fatalf("symbols differ:\nreference %v\nnew       %v", want, got)
	}
}

// TestLexerEquivalence compares the hand-written lexer with the reference
// rule-based one on every source file of the repository, the examples of
// the language reference and snippets at the edges of the rules: token
// types, values and positions must be equal.
func TestLexerEquivalence(t *testing.T) {
	for name, src := range equivalenceInputs(t) {
		compareLexers(t, name, src)
		// Every suffix of the snippets, and each line of every input, start
		// in odd places.
		if strings.HasPrefix(name, "snippet") {
			for i := 1; i < len(src); i++ {
				compareLexers(t, name+" suffix", src[i:])
			}
		}
		for _, line := range strings.Split(src, "\n") {
			compareLexers(t, name+" line", line)
			compareLexers(t, name+" type line", "type "+line+"\n"+line)
		}
	}
}

// TestLexerEntryPoints checks that Lex, LexString and LexBytes agree.
func TestLexerEntryPoints(t *testing.T) {
	src := "card \"X\" { type Creature — Bear\n power 2/2 }"
	want, err := lexAll(t, lexDef, "f", src)
	if err != nil {
		t.Fatal(err)
	}
	for _, mk := range []func() (lexer.Lexer, error){
		func() (lexer.Lexer, error) { return lexDef.Lex("f", strings.NewReader(src)) },
		func() (lexer.Lexer, error) { return lexDef.LexBytes("f", []byte(src)) },
	} {
		l, err := mk()
		if err != nil {
			t.Fatal(err)
		}
		toks, err := lexer.ConsumeAll(l)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(toks, want) {
			t.Fatalf("got %v, want %v", toks, want)
		}
	}
}

// FuzzLexerEquivalence compares the hand-written lexer with the reference
// one on random input.
func FuzzLexerEquivalence(f *testing.F) {
	for _, src := range equivalenceInputs(f) {
		f.Add(src)
	}
	f.Fuzz(func(t *testing.T, src string) {
		compareLexers(t, "fuzz.mtgs", src)
	})
}

// TestParseResultsIndependent checks that what Parse returns does not share
// memory with the token buffers it recycles: results must not change when
// other files are parsed afterwards.
func TestParseResultsIndependent(t *testing.T) {
	inputs := equivalenceInputs(t)
	type result struct{ file, err string }
	render := func(f *File, err error) result {
		j, jerr := json.Marshal(f)
		if jerr != nil {
			t.Fatal(jerr)
		}
		return result{string(j), fmt.Sprint(err)}
	}
	files := map[string]*File{}
	errs := map[string]error{}
	first := map[string]result{}
	for name, src := range inputs {
		files[name], errs[name] = Parse(name, []byte(src))
		first[name] = render(files[name], errs[name])
	}
	for name := range inputs {
		if got := render(files[name], errs[name]); got != first[name] {
			t.Fatalf("%s: result changed after other parses", name)
		}
	}
}
