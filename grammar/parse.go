package grammar

import (
	"fmt"
	"sort"
	"strconv"
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
//
// Declarations are lexed and parsed one at a time, so that the tokens of
// only one are held at once.
func Parse(filename string, src []byte) (*File, error) {
	var errs []*Error
	buf := tokenBuffers.Get().(*[]lexer.Token)
	ts := newTokenStream(filename, src, &errs)
	toks := (*buf)[:0]
	defer func() {
		// Nothing parsed refers to toks (captures copy what they keep).
		if cap(toks) <= maxPooledTokens {
			clear(toks)
			*buf = toks[:0]
			tokenBuffers.Put(buf)
		}
	}()
	file := &File{Pos: lexer.Position{Filename: filename, Line: 1, Column: 1}}
	var work errorWork // the extra work errors may cost (recover.go)
	parse := func(c chunk) {
		// A declaration holding a number too large to read is parsed with
		// a stand-in for it, for its other errors, and then left out like
		// one that does not parse.
		hasUnread := false
		for len(ts.unread) > 0 && ts.unread[0] <= c.toks[len(c.toks)-1].Pos.Offset {
			hasUnread, ts.unread = true, ts.unread[1:]
		}
		if err := checkNesting(c.toks); err != nil {
			errs = append(errs, err)
			return
		}
		if err := checkSize(c.toks); err != nil {
			errs = append(errs, err)
			return
		}
		decls, err := parseChunk(c)
		if err != nil {
			errs = append(errs, widenExpected(err, c, &work))
			errs = append(errs, laterItemErrors(c, err, &work)...)
			return
		}
		if !hasUnread {
			file.Decls = append(file.Decls, decls...)
		}
	}
	toks = split(ts, toks, parse)
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

// tokenBuffers recycles the token slices of Parse; maxPooledTokens bounds
// the size of those it keeps.
var tokenBuffers = sync.Pool{New: func() any { return new([]lexer.Token) }}

const maxPooledTokens = 1 << 14

// A tokenStream lexes a file for the parser, reporting bytes that are not
// UTF-8, bad characters, unterminated strings and bad escapes, which it
// drops so that parsing can go on. String tokens are unquoted. Numbers
// lose their leading zeros (participle would read 010 as octal); a number
// too large to read is reported, replaced by 0 so that parsing can go on,
// and its offset added to unread.
type tokenStream struct {
	l       *scanner
	errs    *[]*Error
	badUTF8 bool
	ahead   [2]lexer.Token // tokens peeked at, in order
	nAhead  int
	unread  []int // offsets of the numbers too large to read, in order
	line    int   // the last line with an error reported by report
}

// report adds an error, unless one was reported on its line already:
// Parse keeps the first of each line, and a file of garbage must not cost
// an error for every character.
func (ts *tokenStream) report(pos lexer.Position, msg string) {
	if pos.Line != ts.line {
		ts.line = pos.Line
		*ts.errs = append(*ts.errs, &Error{Pos: pos, Msg: msg})
	}
}

func newTokenStream(filename string, src []byte, errs *[]*Error) *tokenStream {
	ts := &tokenStream{l: newLexer(filename, string(src)), errs: errs, badUTF8: !utf8.Valid(src)}
	if ts.badUTF8 {
		reportInvalidUTF8(filename, src, errs)
	}
	return ts
}

// peek returns the token k places ahead (0 is the next, k at most 1), or
// EOF.
func (ts *tokenStream) peek(k int) lexer.Token {
	for ts.nAhead <= k {
		if ts.nAhead > 0 && ts.ahead[ts.nAhead-1].EOF() {
			return ts.ahead[ts.nAhead-1]
		}
		ts.ahead[ts.nAhead] = ts.lex()
		ts.nAhead++
	}
	return ts.ahead[k]
}

// next returns the next token, or the EOF token (positioned just past the
// end of the file) at the end.
func (ts *tokenStream) next() lexer.Token {
	t := ts.peek(0)
	if !t.EOF() {
		ts.ahead[0], ts.ahead[1] = ts.ahead[1], lexer.Token{}
		ts.nAhead--
	}
	return t
}

// lex scans the next token that the parser is to see.
func (ts *tokenStream) lex() lexer.Token {
	for {
		t, _ := ts.l.Next() // never fails
		if t.EOF() {
			return t
		}
		switch t.Type {
		case tokInvalid:
			if r, _ := utf8.DecodeRuneInString(t.Value); r == utf8.RuneError && ts.badUTF8 {
				continue // reported by reportInvalidUTF8
			}
			ts.report(t.Pos, "invalid character "+quote(t.Value))
			continue
		case tokInt, tokSigned:
			v, ok := readNumber(t.Value)
			if !ok {
				ts.report(t.Pos, "number "+shortNumber(t.Value)+" is too large")
				ts.unread = append(ts.unread, t.Pos.Offset)
			}
			t.Value = v
		case tokBadString:
			ts.report(t.Pos, "string not terminated")
			continue
		case tokString:
			s, bad := unquote(t.Value)
			if bad != "" {
				ts.report(t.Pos, "invalid escape "+bad+` in string (use \", \\ or \n)`)
			}
			t.Value = s
		}
		return t
	}
}

// readNumber returns the integer or signed integer token v without leading
// zeros, and whether it fits in an int; if it does not, the number is
// returned as 0 (with its sign).
func readNumber(v string) (string, bool) {
	sign, digits := "", v
	if v != "" && (v[0] == '+' || v[0] == '-') {
		sign, digits = v[:1], v[1:]
	}
	if trimmed := strings.TrimLeft(digits, "0"); trimmed != digits {
		if trimmed == "" {
			trimmed = "0"
		}
		digits = trimmed
		v = sign + digits
	}
	if len(digits) < 10 {
		return v, true // fits in an int of 32 bits or more
	}
	if _, err := strconv.ParseInt(v, 10, strconv.IntSize); err != nil {
		return sign + "0", false
	}
	return v, true
}

// shortNumber returns a number token for a message, shortened if it is long.
func shortNumber(v string) string {
	digits := strings.TrimLeft(v, "+-")
	if len(digits) <= 24 {
		return v
	}
	return v[:len(v)-len(digits)+20] + "… (" + strconv.Itoa(len(digits)) + " digits)"
}

// reportInvalidUTF8 reports the first byte of src that is not UTF-8 on
// each line where there is one (Parse keeps one error per line anyway).
// Columns count characters, and each bad byte as one, as the lexer does.
func reportInvalidUTF8(filename string, src []byte, errs *[]*Error) {
	pos := lexer.Position{Filename: filename, Line: 1, Column: 1}
	reported := 0 // the last line with an error
	for i := 0; i < len(src); {
		r, size := utf8.DecodeRune(src[i:])
		if r == utf8.RuneError && size == 1 && reported < pos.Line {
			reported = pos.Line
			p := pos
			p.Offset = i
			*errs = append(*errs, &Error{Pos: p, Msg: fmt.Sprintf("invalid UTF-8 byte %#02x", src[i])})
		}
		i += size
		if r == '\n' {
			pos.Line++
			pos.Column = 1
		} else {
			pos.Column++
		}
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

var declWords = map[string]bool{"card": true, "deck": true, "scenario": true, "game": true, "sheet": true}

// isDeclWord reports whether declWords[strings.ToLower(v)], without
// allocating for the usual ASCII words.
func isDeclWord(v string) bool {
	switch len(v) {
	case 4, 5, 8:
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

// split cuts the token stream into declarations and calls parse with
// each, in order, using buf (returned, perhaps grown) for their tokens. A
// declaration starts at a declaration word (card, deck, scenario, game, sheet) at
// brace depth 0, or at any depth when the word is followed by a string and
// "{" (so that a missing "}" costs only the declaration that lacks it).
// The tokens of a chunk are valid only during its call.
func split(ts *tokenStream, buf []lexer.Token, parse func(chunk)) []lexer.Token {
	cur, depth := buf[:0], 0
	for {
		t := ts.next()
		if t.EOF() {
			if len(cur) > 0 {
				parse(chunk{toks: cur, eof: t})
			}
			return cur
		}
		if len(cur) > 0 && t.Type != tokString && isDeclWord(t.Value) {
			header := ts.peek(0).Type == tokString && ts.peek(1).Value == "{" && !ts.peek(1).EOF()
			if depth <= 0 || header {
				next := t
				parse(chunk{toks: cur, eof: lexer.EOFToken(t.Pos), next: &next})
				cur, depth = cur[:0], 0
			}
		}
		cur = append(cur, t)
		if t.Type == tokPunct || t.Type == tokClose {
			switch t.Value {
			case "{":
				depth++
			case "}":
				depth--
			}
		}
	}
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

// parseChunk parses one declaration: with the compiled parser, and again with
// the reference parser if that fails, for its errors (compiled.go).
func parseChunk(c chunk) ([]Decl, *Error) {
	l := getChunkLexer(len(c.toks))
	defer l.release(len(c.toks))
	peek := l.fill(c.toks, c.eof)
	if f := compiled().parseFile(l.tokens(len(c.toks) + 1)); f != nil {
		return f.Decls, nil
	}
	f, err := referenceParser().ParseFromLexer(peek)
	if err != nil {
		if t := c.toks[0]; !isDeclWord(t.Value) || t.Type == tokString {
			return nil, &Error{Pos: t.Pos, Msg: "unexpected " + describe(t, c) + `, expected "card", "deck", "scenario", "game" or "sheet"`}
		}
		return nil, deeperError(convertError(err, c), c)
	}
	return f.Decls, nil
}

// A chunkLexer is a participle lexer (a PeekingLexer) that is given the
// tokens of one chunk after another. participle makes one only by
// copying a lexer's tokens into a slice it grows as it goes
// (lexer.Upgrade), which for each declaration cost about twice its
// tokens in garbage (a tenth of the bytes a parse allocated). A
// PeekingLexer's Range returns a slice of the tokens it holds, not a
// copy, so its tokens can be written over in place: fill writes a
// chunk's tokens from the start and ends them with the chunk's end of
// file, which stops the lexer where the chunk ends (participle reads
// nothing past an end of file). Nothing a parse returns refers to the
// lexer's tokens (TestTreesHoldNoTokens: captures copy what they keep;
// errors hold copies of tokens), so the lexer can be used again once the
// parse is over; chunkLexers recycles them.
type chunkLexer struct {
	peek  *lexer.PeekingLexer
	start lexer.Checkpoint // before the first token
	slots int              // how many tokens it holds, the end of file included
}

// chunkLexers recycles the lexers of parseChunk (which may run on several
// goroutines at once); minChunkSlots is the fewest tokens a new one holds,
// enough for most declarations.
var chunkLexers sync.Pool

const minChunkSlots = 512

// getChunkLexer returns a lexer that can hold n tokens and an end of
// file.
func getChunkLexer(n int) *chunkLexer {
	if l, _ := chunkLexers.Get().(*chunkLexer); l != nil && l.slots > n {
		return l
	}
	return newChunkLexer(max(n+1, minChunkSlots))
}

// newChunkLexer returns a lexer of slots tokens, blank but the last, an
// end of file.
func newChunkLexer(slots int) *chunkLexer {
	blank := &sliceLexer{toks: make([]lexer.Token, slots-1), eof: lexer.EOFToken(lexer.Position{})}
	peek, _ := lexer.Upgrade(blank) // a sliceLexer never fails
	return &chunkLexer{peek: peek, start: peek.MakeCheckpoint(), slots: slots}
}

// tokens returns the lexer's first n tokens, to be written over.
func (l *chunkLexer) tokens(n int) []lexer.Token {
	return l.peek.Range(0, lexer.RawCursor(n))
}

// fill writes toks and then eof over the lexer's first tokens (there must
// be room: len(toks) < l.slots) and returns the lexer, rewound to the
// first. No token is elided, so the first is where the lexer starts.
func (l *chunkLexer) fill(toks []lexer.Token, eof lexer.Token) *lexer.PeekingLexer {
	s := l.tokens(len(toks) + 1)
	copy(s, toks)
	s[len(toks)] = eof
	l.peek.LoadCheckpoint(l.start)
	return l.peek
}

// release blanks the first n tokens, so that a recycled lexer keeps no
// source alive, ends them with an end of file, and recycles the lexer,
// unless it is larger than Parse's pooled buffers.
func (l *chunkLexer) release(n int) {
	s := l.tokens(n + 1)
	clear(s)
	s[n] = lexer.EOFToken(lexer.Position{})
	if l.slots <= maxPooledTokens+1 {
		chunkLexers.Put(l)
	}
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
	stickerItemsRoot struct {
		Items []*StickerItem `parser:"@@*"`
	}
)

// errorRoots holds the roots parsed again for errors and the quoted
// ability, so that one participle parser, built the first time one of
// them is needed, parses them all (errorParser).
type errorRoots struct {
	CardItems    *cardItemsRoot    `parser:"@@"`
	Sentences    *sentencesRoot    `parser:"@@"`
	Stmts        *stmtsRoot        `parser:"@@"`
	DeckEntries  *deckEntriesRoot  `parser:"@@"`
	StickerItems *stickerItemsRoot `parser:"@@"`
	Quoted       *quotedItemRoot   `parser:"@@"`
}

// errorRootsParser is the parser of errorRoots, built on first use.
var errorRootsParser = sync.OnceValue(func() *participle.Parser[errorRoots] {
	return participle.MustBuild[errorRoots](parserOptions...)
})

// errorParser returns the reference parser of the root R, one of
// errorRoots.
func errorParser[R any]() *participle.Parser[R] {
	p, err := participle.ParserForProduction[R](errorRootsParser())
	if err != nil {
		panic(err)
	}
	return p
}

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
		try(func(l *lexer.PeekingLexer) error {
			_, err := errorParser[cardItemsRoot]().ParseFromLexer(l)
			return err
		})
		try(func(l *lexer.PeekingLexer) error {
			_, err := errorParser[sentencesRoot]().ParseFromLexer(l)
			return err
		})
	case "scenario":
		try(func(l *lexer.PeekingLexer) error { _, err := errorParser[stmtsRoot]().ParseFromLexer(l); return err })
	case "deck":
		try(func(l *lexer.PeekingLexer) error {
			_, err := errorParser[deckEntriesRoot]().ParseFromLexer(l)
			return err
		})
	case "sheet":
		try(func(l *lexer.PeekingLexer) error {
			_, err := errorParser[stickerItemsRoot]().ParseFromLexer(l)
			return err
		})
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
