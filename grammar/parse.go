package grammar

import (
	"sort"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
	"github.com/hashicorp/go-multierror"
)

// Parse parses one .mtgs file. filename is used in positions and error
// messages.
//
// Parse reports every syntax error of the file, not only the first: it
// splits the file into its top-level declarations and parses each on its
// own. The error, if any, is a *multierror.Error whose errors are *Error
// values sorted by position, at most one per line; the File then holds the
// declarations that parsed.
func Parse(filename string, src []byte) (*File, error) {
	var errs []*Error
	buf := tokenBuffers.Get().(*[]lexer.Token)
	toks, eof := lex(filename, src, (*buf)[:0], &errs)
	defer func() {
		// Nothing parsed refers to toks (captures copy what they keep).
		if cap(toks) <= maxPooledTokens {
			clear(toks)
			*buf = toks[:0]
			tokenBuffers.Put(buf)
		}
	}()
	file := &File{Pos: lexer.Position{Filename: filename, Line: 1, Column: 1}}
	for _, c := range split(toks, eof) {
		decls, err := parseChunk(c)
		if err != nil {
			errs = append(errs, err)
			continue
		}
		file.Decls = append(file.Decls, decls...)
	}
	for _, d := range file.Decls {
		if s, ok := d.(*Scenario); ok {
			errs = append(errs, checkScenarioOrder(s)...)
		}
	}
	if len(errs) == 0 {
		return file, nil
	}
	return file, errorList(errs)
}

// tokenBuffers recycles the token slices of lex; maxPooledTokens bounds
// the size of those it keeps.
var tokenBuffers = sync.Pool{New: func() any { return new([]lexer.Token) }}

const maxPooledTokens = 1 << 14

// lex turns src into tokens, appended to toks, reporting bad characters,
// unterminated strings and bad escapes, which are dropped from the token
// stream so that parsing can go on. String tokens are unquoted. It also
// returns the EOF token, positioned just past the end of src.
func lex(filename string, src []byte, toks []lexer.Token, errs *[]*Error) ([]lexer.Token, lexer.Token) {
	l := newLexer(filename, string(src))
	for {
		t, _ := l.Next() // never fails
		if t.EOF() {
			return toks, t
		}
		switch t.Type {
		case tokInvalid:
			*errs = append(*errs, &Error{Pos: t.Pos, Msg: "invalid character " + quote(t.Value)})
			continue
		case tokBadString:
			*errs = append(*errs, &Error{Pos: t.Pos, Msg: "string not terminated"})
			continue
		case tokString:
			s, bad := unquote(t.Value)
			if bad != "" {
				*errs = append(*errs, &Error{Pos: t.Pos, Msg: "invalid escape " + bad + ` in string (use \", \\ or \n)`})
			}
			t.Value = s
		}
		toks = append(toks, t)
	}
}

// unquote removes the quotes of a string token and interprets \" \\ and \n.
// It returns the first invalid escape, if any (kept as written).
func unquote(s string) (out, bad string) {
	s = s[1 : len(s)-1]
	if !strings.Contains(s, `\`) {
		return s, ""
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '\\' || i+1 == len(s) {
			b.WriteByte(c)
			continue
		}
		i++
		switch s[i] {
		case '"', '\\':
			b.WriteByte(s[i])
		case 'n':
			b.WriteByte('\n')
		default:
			if bad == "" {
				bad = s[i-1 : i+1]
			}
			b.WriteString(s[i-1 : i+1])
		}
	}
	return b.String(), bad
}

// A chunk is the tokens of one top-level declaration (or of garbage between
// declarations), ended by eof: the real end of file or the first token of
// the next chunk.
type chunk struct {
	toks []lexer.Token
	eof  lexer.Token
	next *lexer.Token // first token of the next chunk, for messages
}

var declWords = map[string]bool{"card": true, "deck": true, "scenario": true, "game": true}

// isDeclWord reports whether declWords[strings.ToLower(v)], without
// allocating for the usual ASCII words.
func isDeclWord(v string) bool {
	switch len(v) {
	case 4, 8:
	default:
		if isASCII(v) {
			return false
		}
		return declWords[strings.ToLower(v)]
	}
	var b [8]byte
	for i := 0; i < len(v); i++ {
		c := v[i]
		if c >= utf8.RuneSelf {
			return declWords[strings.ToLower(v)]
		}
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return declWords[string(b[:len(v)])]
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// split cuts the token stream into declarations. A declaration starts at a
// declaration word (card, deck, scenario, game) at brace depth 0, or at any
// depth when the word is followed by a string and "{" (so that a missing
// "}" costs only the declaration that lacks it).
func split(toks []lexer.Token, eof lexer.Token) []chunk {
	var chunks []chunk
	start, depth := 0, 0
	for i, t := range toks {
		if i > start && t.Type != tokString && isDeclWord(t.Value) {
			header := i+2 < len(toks) && toks[i+1].Type == tokString && toks[i+2].Value == "{"
			if depth <= 0 || header {
				chunks = append(chunks, chunk{toks: toks[start:i]})
				start, depth = i, 0
			}
		}
		if t.Type == tokPunct || t.Type == tokClose {
			switch t.Value {
			case "{":
				depth++
			case "}":
				depth--
			}
		}
	}
	if start < len(toks) {
		chunks = append(chunks, chunk{toks: toks[start:]})
	}
	for i := range chunks {
		if i+1 < len(chunks) {
			next := chunks[i+1].toks[0]
			chunks[i].next = &next
			chunks[i].eof = lexer.EOFToken(next.Pos)
		} else {
			chunks[i].eof = eof
		}
	}
	return chunks
}

// sliceLexer replays a chunk's tokens.
type sliceLexer struct {
	toks []lexer.Token
	eof  lexer.Token
}

// Next implements lexer.Lexer.
func (s *sliceLexer) Next() (lexer.Token, error) {
	if len(s.toks) == 0 {
		return s.eof, nil
	}
	t := s.toks[0]
	s.toks = s.toks[1:]
	return t, nil
}

// parseChunk parses one declaration.
func parseChunk(c chunk) ([]Decl, *Error) {
	peek, err := lexer.Upgrade(&sliceLexer{toks: c.toks, eof: c.eof})
	if err != nil {
		return nil, &Error{Pos: c.eof.Pos, Msg: err.Error()}
	}
	f, err := parser.ParseFromLexer(peek)
	if err != nil {
		if t := c.toks[0]; !isDeclWord(t.Value) || t.Type == tokString {
			return nil, &Error{Pos: t.Pos, Msg: "unexpected " + describe(t, c) + `, expected "card", "deck", "scenario" or "game"`}
		}
		return nil, deeperError(convertError(err, c), c)
	}
	return f.Decls, nil
}

// Roots for re-parsing the items of a declaration, used by deeperError.
// Each matches zero or more items, so that the parse succeeds up to the
// bad item and participle then reports the deepest error it met.
type (
	cardItemsRoot struct {
		Items []CardItem `parser:"@@*"`
	}
	sentencesRoot struct {
		Sentences []*Sentence `parser:"@@*"`
	}
	stmtsRoot struct {
		Stmts []Stmt `parser:"@@*"`
	}
	deckEntriesRoot struct {
		Entries []*DeckEntry `parser:"@@*"`
	}
)

var (
	cardItemsParser   = participle.MustBuild[cardItemsRoot](parserOptions...)
	sentencesParser   = participle.MustBuild[sentencesRoot](parserOptions...)
	stmtsParser       = participle.MustBuild[stmtsRoot](parserOptions...)
	deckEntriesParser = participle.MustBuild[deckEntriesRoot](parserOptions...)
)

// deeperError improves an error at the end of a declaration's item list.
// An item (or a sentence after the first of an ability) that fails within
// the lookahead is given up without an error, so the parser then reports
// 'unexpected X, expected "}"' at its first token. Parsing the items again
// from there finds the deepest error, further in.
func deeperError(e *Error, c chunk) *Error {
	if !strings.HasSuffix(e.Msg, `expected "}"`) || len(c.toks) == 0 {
		return e
	}
	at := -1
	for i, t := range c.toks {
		if t.Pos.Offset == e.Pos.Offset {
			at = i
			break
		}
	}
	if at < 0 {
		return e
	}
	sub := chunk{toks: c.toks[at:], eof: c.eof, next: c.next}
	best := e
	try := func(parse func(*lexer.PeekingLexer) error) {
		peek, err := lexer.Upgrade(&sliceLexer{toks: sub.toks, eof: sub.eof})
		if err != nil {
			return
		}
		if err := parse(peek); err != nil {
			// Errors without an expectation come from failed lookaheads and
			// say little.
			if d := convertError(err, sub); d.Pos.Offset > best.Pos.Offset && strings.Contains(d.Msg, ", expected ") {
				best = d
			}
		}
	}
	switch strings.ToLower(c.toks[0].Value) {
	case "card":
		try(func(l *lexer.PeekingLexer) error { _, err := cardItemsParser.ParseFromLexer(l); return err })
		try(func(l *lexer.PeekingLexer) error { _, err := sentencesParser.ParseFromLexer(l); return err })
	case "scenario":
		try(func(l *lexer.PeekingLexer) error { _, err := stmtsParser.ParseFromLexer(l); return err })
	case "deck":
		try(func(l *lexer.PeekingLexer) error { _, err := deckEntriesParser.ParseFromLexer(l); return err })
	}
	return best
}

// checkScenarioOrder reports setup statements that follow an action.
func checkScenarioOrder(s *Scenario) []*Error {
	var errs []*Error
	acted := false
	for _, st := range s.Stmts {
		switch st.(type) {
		case Action:
			acted = true
		case Setup:
			if acted {
				errs = append(errs, &Error{Pos: st.Position(), Msg: "setup statement after the first action (setup must come first)"})
			}
		}
	}
	return errs
}

// errorList sorts errs by position, keeps the first error of each line and
// wraps them in a *multierror.Error that prints one error per line.
func errorList(errs []*Error) error {
	sort.SliceStable(errs, func(i, j int) bool {
		a, b := errs[i].Pos, errs[j].Pos
		if a.Line != b.Line {
			return a.Line < b.Line
		}
		return a.Column < b.Column
	})
	m := &multierror.Error{ErrorFormat: formatErrors}
	line := -1
	for _, e := range errs {
		if e.Pos.Line == line {
			continue
		}
		line = e.Pos.Line
		m.Errors = append(m.Errors, e)
	}
	return m
}

func formatErrors(errs []error) string {
	lines := make([]string, len(errs))
	for i, e := range errs {
		lines[i] = e.Error()
	}
	return strings.Join(lines, "\n")
}
