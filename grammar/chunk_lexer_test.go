package grammar

import (
	"reflect"
	"slices"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// TestChunkLexerRefills checks that a recycled lexer reads the tokens it
// was last given, up to their end of file, whatever it held before, and
// that giving it tokens allocates nothing.
func TestChunkLexerRefills(t *testing.T) {
	tok := func(v string, offset int) lexer.Token {
		return lexer.Token{Type: tokIdent, Value: v, Pos: lexer.Position{Filename: "f", Offset: offset, Line: 1, Column: offset + 1}}
	}
	long := []lexer.Token{tok("a", 0), tok("b", 2), tok("c", 4), tok("d", 6)}
	l := newChunkLexer(8)
	for _, c := range []struct {
		name string
		toks []lexer.Token
	}{
		{"long", long},
		{"shorter", []lexer.Token{tok("x", 0), tok("y", 2)}},
		{"empty", nil},
		{"as long as it holds", []lexer.Token{tok("p", 0), tok("q", 2), tok("r", 4), tok("s", 6), tok("t", 8), tok("u", 10), tok("v", 12)}},
		{"long again", long},
	} {
		eof := lexer.EOFToken(lexer.Position{Filename: "f", Offset: 99})
		peek := l.fill(c.toks, eof)
		var got []lexer.Token
		for t := peek.Next(); !t.EOF(); t = peek.Next() {
			got = append(got, *t)
		}
		if !slices.Equal(got, c.toks) || *peek.Peek() != eof {
			t.Errorf("%s: read %v then %v, want %v then %v", c.name, got, *peek.Peek(), c.toks, eof)
		}
		l.release(len(c.toks))
	}
	if allocs := testing.AllocsPerRun(100, func() { l.fill(long, lexer.EOFToken(lexer.Position{})) }); allocs != 0 {
		t.Errorf("fill: %v allocations, want none", allocs)
	}
	if l := getChunkLexer(minChunkSlots); l.slots <= minChunkSlots {
		t.Errorf("a lexer for %d tokens holds %d with its end of file", minChunkSlots, l.slots)
	}
}

// TestTreesHoldNoTokens checks that no node of a tree holds a
// lexer.Token or a []lexer.Token, which participle would set to tokens of
// the lexer: a chunkLexer's are written over by the next declaration.
func TestTreesHoldNoTokens(t *testing.T) {
	var members []reflect.Type // every member of a union, for the interfaces
	for _, u := range unions {
		for _, m := range u.members {
			members = append(members, reflect.TypeOf(m.value))
		}
	}
	tokenType, tokensType := reflect.TypeFor[lexer.Token](), reflect.TypeFor[[]lexer.Token]()
	seen := map[reflect.Type]bool{}
	var walk func(ty reflect.Type, path string)
	walk = func(ty reflect.Type, path string) {
		if ty == tokenType || ty == tokensType {
			t.Errorf("%s holds a %s", path, ty)
			return
		}
		if seen[ty] {
			return
		}
		seen[ty] = true
		switch ty.Kind() {
		case reflect.Pointer, reflect.Slice, reflect.Array, reflect.Map:
			walk(ty.Elem(), path)
		case reflect.Interface:
			for _, m := range members {
				if m.Implements(ty) {
					walk(m, path+"("+m.Elem().Name()+")")
				}
			}
		case reflect.Struct:
			for i := range ty.NumField() {
				f := ty.Field(i)
				walk(f.Type, path+"."+f.Name)
			}
		}
	}
	walk(reflect.TypeFor[File](), "File")
	walk(reflect.TypeFor[quotedItemRoot](), "quotedItemRoot")
	if len(seen) < 100 {
		t.Errorf("only %d types walked", len(seen))
	}
}
