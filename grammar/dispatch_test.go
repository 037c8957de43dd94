package grammar

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// parseBoth parses the declarations of src with the fast parser and with
// the reference parser, and reports where they disagree: whether a
// declaration parses, and the tree it parses to.
func parseBoth(t testing.TB, name string, src []byte) (parsed, failed int) {
	var errs []*Error
	ts := newTokenStream(name, src, &errs)
	split(ts, nil, func(c chunk) {
		if checkNesting(c.toks) != nil {
			return
		}
		ref, refErr := parser.ParseFromLexer(mustUpgrade(t, c))
		got, gotErr := fast().file.ParseFromLexer(mustUpgrade(t, c))
		switch {
		case (refErr == nil) != (gotErr == nil):
			t.Errorf("%s:%v: reference parser error %v, fast parser error %v", name, c.toks[0].Pos, refErr, gotErr)
		case refErr != nil:
			failed++
		case !reflect.DeepEqual(ref, got):
			t.Errorf("%s:%v: the fast parser's tree differs from the reference parser's", name, c.toks[0].Pos)
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
// both parsers.
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
