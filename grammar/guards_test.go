package grammar

import (
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2/lexer"
)

// TestLookaheadGuards checks what the cheap lookaheads placed before some
// parts of the grammar take for granted, so that they change nothing the
// grammar accepts: a PluralRef starts with a word that is always an Ident
// (ActionClause.Plural), and no Sentence starts with "}" (Effects).
func TestLookaheadGuards(t *testing.T) {
	f := newFirstSets(EBNF())
	plural := f.of("PluralRef")
	if plural.any || plural.nullable || len(plural.types) > 0 || len(plural.words) == 0 {
		t.Fatalf("PluralRef may start with other than words: %+v", plural)
	}
	for w := range plural.words {
		for _, state := range []string{"", "x ", "type "} {
			src := state + strings.ToLower(w)
			toks := scanAll(t, src)
			if last := toks[len(toks)-1]; last.Type != tokIdent || !strings.EqualFold(last.Value, w) {
				t.Errorf("%q lexes as %v %q, not an Ident", src, last.Type, last.Value)
			}
		}
	}
	sentence := f.of("Sentence")
	if sentence.any || sentence.nullable || sentence.words["}"] || sentence.types[tokPunct] || sentence.types[tokClose] {
		t.Fatalf(`a Sentence may start with "}"`)
	}
}

// scanAll returns the tokens of src, without the end.
func scanAll(t *testing.T, src string) []lexer.Token {
	l := newLexer("guard", src)
	var toks []lexer.Token
	for {
		tok, err := l.Next()
		if err != nil {
			t.Fatal(err)
		}
		if tok.EOF() {
			return toks
		}
		toks = append(toks, tok)
	}
}
