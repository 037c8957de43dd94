package grammar

import (
	"io"
	"strings"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// reserved lists the words the lexer yields as Keyword tokens rather than
// Ident tokens. They are the words that end an open word list (a selector,
// a keyword ability list, a token description), so that in
// "target creature you control gets +1/+1" the selector stops at "you".
// Grammar literals match a word whatever its token type, so a word that is
// not reserved can still be used as a fixed part of the syntax.
//
// When two reserved words could both match at a point (which needs one of
// the exotic case foldings described at matchKeyword), the one listed first
// wins.
var reserved = []string{
	// contractions
	"can't", "don't", "isn't", "wasn't",
	// determiners and references
	"a", "an", "the", "this", "that", "it", "its", "their", "your", "you",
	"each", "all", "another", "any", "target", "up", "enchanted", "equipped",
	// structure
	"and", "or", "then", "if", "may", "with", "without", "in", "from", "into",
	"on", "onto", "under", "until", "at", "for", "of", "to", "as", "instead",
	"would", "is", "was", "be", "by", "when", "whenever", "choose", "prevent",
	"enchant", "token", "tokens", "damage",
	// verbs, both forms
	"deal", "deals", "destroy", "destroys", "exile", "exiles", "return", "returns",
	"put", "puts", "counter", "counters", "draw", "draws", "discard", "discards",
	"sacrifice", "sacrifices", "gain", "gains", "lose", "loses", "get", "gets",
	"has", "have", "become", "becomes", "tap", "taps", "untap", "untaps",
	"create", "creates", "attach", "attaches", "cast", "casts", "play", "plays",
	"add", "adds", "shuffle", "shuffles", "mill", "mills", "pay", "pays",
	"remove", "removes", "control", "controls", "regenerate", "regenerates",
	"scry", "scries", "dies", "die", "enters", "enter", "leaves", "leave",
	"attacks", "blocks",
	// scenario statements (so that an optional actor name or a player name
	// never takes them)
	"players", "turn", "life", "mana", "pass", "resolve", "goto", "expect",
	"activate", "attack", "block",
}

// reservedIndex maps each reserved word to its index in reserved.
var reservedIndex = func() map[string]int {
	m := make(map[string]int, len(reserved))
	for i, w := range reserved {
		if _, dup := m[w]; !dup {
			m[w] = i
		}
	}
	return m
}()

// maxReserved is the length of the longest reserved word.
var maxReserved = func() int {
	n := 0
	for _, w := range reserved {
		n = max(n, len(w))
	}
	return n
}()

// Token types. The lexer has three states, AfterWord, Root and TypeLine,
// and these are the token types a rule-based participle lexer
// (lexer.MustStateful) would give them: -2 down in the order of the rules
// of the states in that (alphabetical) order, a name shared by several
// states taking the last one's number. Rules with a lower-case name
// (whitespace, comment, hspace) yield no token, and neither does the
// Return rule that ends AfterWord (tokReturn).
const (
	tokReturn      lexer.TokenType = -6
	tokWhitespace  lexer.TokenType = -7
	tokString      lexer.TokenType = -9
	tokBadString   lexer.TokenType = -10
	tokMana        lexer.TokenType = -11
	tokPTMod       lexer.TokenType = -12
	tokPT          lexer.TokenType = -13
	tokSigned      lexer.TokenType = -14
	tokInt         lexer.TokenType = -15
	tokTypeKeyword lexer.TokenType = -17
	tokKeyword     lexer.TokenType = -18
	tokHSpace      lexer.TokenType = -22
	tokComment     lexer.TokenType = -23
	tokEOL         lexer.TokenType = -24
	tokClose       lexer.TokenType = -25
	tokIdent       lexer.TokenType = -26
	tokPoss        lexer.TokenType = -27
	tokPunct       lexer.TokenType = -28
	tokInvalid     lexer.TokenType = -29
)

// lexDef is the .mtgs lexer, a hand-written scanner. Its tokens are those
// of the following participle rules (tried in order; the first that
// matches wins), which the tests keep as a reference to compare against:
//
//	Root:
//	  whitespace  \s+
//	  comment     //[^\n]*
//	  String      "(?:\\.|[^"\\])*"
//	  BadString   "(?:\\.|[^"\\])*\\?
//	  Mana        (?:\{[0-9A-Z/]+\})+
//	  PTMod       [+-](?:\d+|[Xx])/[+-](?:\d+|[Xx])
//	  PT          (?:\d+|\*|[Xx])/(?:\d+|\*|[Xx])
//	  Signed      [+-]\d+
//	  Int         \d+
//	  Poss        's\b
//	  TypeKeyword (?i)type\b          (push TypeLine)
//	  Keyword     (?i)(?:can't|don't|...)\b   (the reserved words)
//	  Ident       [A-Za-z_](?:[A-Za-z0-9_]*s'\B|[A-Za-z0-9_]*(?:'t\b)?)   (push AfterWord)
//	  Punct       ->|[{}:,.;()\-+/*]|—|•
//	  Invalid     .
//	TypeLine:
//	  hspace      [ \t\r]+
//	  comment     //[^\n]*
//	  EOL         \n                  (pop)
//	  Close       \}                  (pop)
//	  Ident, Poss, Punct, Invalid as in Root
//	AfterWord:
//	  hspace      [ \t\r]+
//	  PT, Keyword as in Root          (pop)
//	  Ident       as in Root
//	  (return)
//
// Long tokens come before their prefixes (a mana run before "{", P/T
// modifiers before signed integers before integers), reserved words before
// identifiers.
//
// "type" switches to the TypeLine state, where every word is an Ident and a
// newline (token EOL) or "}" ends the line: a type line is the one place where
// newlines matter, since "type Creature — Bear" followed by "flying" on the
// next line would otherwise read as the subtypes "Bear Flying". Right after
// an Ident on the same line (the AfterWord state), "type" is an Ident and
// starts no type line: it is a noun in the middle of a sentence, as in
// "replacing all instances of one creature type with another" and "the
// new creature type can't be Wall" (Oracle wording). A type line starts
// a card's item, so it never follows a word of its own line.
var lexDef = &lexDefinition{symbols: map[string]lexer.TokenType{
	"EOF":            lexer.EOF,
	"whitespace":     tokWhitespace,
	"comment":        tokComment,
	"String":         tokString,
	"BadString":      tokBadString,
	"Mana":           tokMana,
	"PTMod":          tokPTMod,
	"PT":             tokPT,
	"Signed":         tokSigned,
	"Int":            tokInt,
	"Poss":           tokPoss,
	"TypeKeyword":    tokTypeKeyword,
	"Keyword":        tokKeyword,
	"Ident":          tokIdent,
	"Punct":          tokPunct,
	"Invalid":        tokInvalid,
	"hspace":         tokHSpace,
	"EOL":            tokEOL,
	"Close":          tokClose,
	"returnToParent": tokReturn,
}}

// lexDefinition implements lexer.Definition (and its string and bytes fast
// paths) for .mtgs source.
type lexDefinition struct {
	symbols map[string]lexer.TokenType
}

var (
	_ lexer.Definition       = (*lexDefinition)(nil)
	_ lexer.StringDefinition = (*lexDefinition)(nil)
	_ lexer.BytesDefinition  = (*lexDefinition)(nil)
)

// Symbols implements lexer.Definition.
func (d *lexDefinition) Symbols() map[string]lexer.TokenType { return d.symbols }

// Lex implements lexer.Definition.
func (d *lexDefinition) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	var b strings.Builder
	if _, err := io.Copy(&b, r); err != nil {
		return nil, err
	}
	return newLexer(filename, b.String()), nil
}

// LexString implements lexer.StringDefinition.
func (d *lexDefinition) LexString(filename, src string) (lexer.Lexer, error) {
	return newLexer(filename, src), nil
}

// LexBytes implements lexer.BytesDefinition.
func (d *lexDefinition) LexBytes(filename string, src []byte) (lexer.Lexer, error) {
	return newLexer(filename, string(src)), nil
}

// scanner is the lexer.Lexer of lexDef. It never fails: a character that
// starts no token is an Invalid token.
type scanner struct {
	src       string
	pos       lexer.Position // of src[pos.Offset:], the rest to scan
	typeLine  bool           // in the TypeLine state
	afterWord bool           // in the AfterWord state: after an Ident and spaces on its line
}

func newLexer(filename, src string) *scanner {
	return &scanner{src: src, pos: lexer.Position{Filename: filename, Line: 1, Column: 1}}
}

// Next implements lexer.Lexer.
func (l *scanner) Next() (lexer.Token, error) {
	for l.pos.Offset < len(l.src) {
		start := l.pos.Offset
		var typ lexer.TokenType
		var end int
		if l.typeLine {
			typ, end = l.scanTypeLine(start)
		} else {
			typ, end = l.scanRoot(start)
		}
		span := l.src[start:end]
		pos := l.pos
		l.advance(span)
		afterWord := l.afterWord
		l.afterWord = false
		switch typ {
		case tokWhitespace:
			l.afterWord = afterWord && onlyHSpace(span)
			continue
		case tokComment, tokHSpace:
			continue
		case tokTypeKeyword:
			if afterWord {
				typ = tokIdent
				l.afterWord = true
			} else {
				l.typeLine = true
			}
		case tokEOL, tokClose:
			l.typeLine = false
		case tokIdent:
			l.afterWord = !l.typeLine
		}
		return lexer.Token{Type: typ, Value: span, Pos: pos}, nil
	}
	return lexer.EOFToken(l.pos), nil
}

// onlyHSpace reports whether whitespace is made of spaces, tabs and
// carriage returns only: [ \t\r]+, the spaces within a line.
func onlyHSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}

// advance moves l.pos past span, as lexer.Position.Advance does.
func (l *scanner) advance(span string) {
	l.pos.Offset += len(span)
	nl := strings.LastIndexByte(span, '\n')
	if nl < 0 {
		l.pos.Column += runeCount(span)
		return
	}
	l.pos.Line += strings.Count(span, "\n")
	l.pos.Column = runeCount(span[nl:])
}

// runeCount is utf8.RuneCountInString with a fast path for short ASCII.
func runeCount(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return utf8.RuneCountInString(s)
		}
	}
	return len(s)
}

// scanRoot scans the token of the Root state at s[i:] (not empty) and
// returns its type and end.
func (l *scanner) scanRoot(i int) (lexer.TokenType, int) {
	s := l.src
	c := s[i]
	switch {
	case c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r':
		j := i + 1
		for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\n' || s[j] == '\f' || s[j] == '\r') {
			j++
		}
		return tokWhitespace, j
	case c == '/':
		if i+1 < len(s) && s[i+1] == '/' {
			return tokComment, lineEnd(s, i)
		}
		return tokPunct, i + 1
	case c == '"':
		return scanString(s, i)
	case c == '{':
		if j := manaEnd(s, i); j > i {
			return tokMana, j
		}
		return tokPunct, i + 1
	case c == '+' || c == '-':
		if j := ptModEnd(s, i); j > 0 {
			return tokPTMod, j
		}
		if i+1 < len(s) && isDigit(s[i+1]) {
			return tokSigned, digitsEnd(s, i+1)
		}
		if c == '-' && i+1 < len(s) && s[i+1] == '>' {
			return tokPunct, i + 2
		}
		return tokPunct, i + 1
	case isDigit(c):
		if j := ptEnd(s, i); j > 0 {
			return tokPT, j
		}
		return tokInt, digitsEnd(s, i)
	case c == '*':
		if j := ptEnd(s, i); j > 0 {
			return tokPT, j
		}
		return tokPunct, i + 1
	case c == '\'':
		if j := possEnd(s, i); j > 0 {
			return tokPoss, j
		}
		return tokInvalid, i + 1
	case isLetter(c) || c == '_':
		if c == 'X' || c == 'x' {
			if j := ptEnd(s, i); j > 0 {
				return tokPT, j
			}
		}
		if (c == 't' || c == 'T') && i+4 <= len(s) && strings.EqualFold(s[i:i+4], "type") && !isWordAt(s, i+4) {
			return tokTypeKeyword, i + 4
		}
		if c != '_' {
			if j := keywordEnd(s, i); j > 0 {
				return tokKeyword, j
			}
		}
		return tokIdent, identEnd(s, i)
	case c < utf8.RuneSelf:
		if isPunct(c) {
			return tokPunct, i + 1
		}
		return tokInvalid, i + 1
	}
	// Non-ASCII: a reserved word spelled with a folding of k or s (see
	// keywordEnd), — or •, or an invalid character.
	if j := keywordEnd(s, i); j > 0 {
		return tokKeyword, j
	}
	if j := bigPunctEnd(s, i); j > 0 {
		return tokPunct, j
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return tokInvalid, i + n
}

// scanTypeLine scans the token of the TypeLine state at s[i:] (not empty)
// and returns its type and end.
func (l *scanner) scanTypeLine(i int) (lexer.TokenType, int) {
	s := l.src
	c := s[i]
	switch {
	case c == ' ' || c == '\t' || c == '\r':
		j := i + 1
		for j < len(s) && (s[j] == ' ' || s[j] == '\t' || s[j] == '\r') {
			j++
		}
		return tokHSpace, j
	case c == '/':
		if i+1 < len(s) && s[i+1] == '/' {
			return tokComment, lineEnd(s, i)
		}
		return tokPunct, i + 1
	case c == '\n':
		return tokEOL, i + 1
	case c == '}':
		return tokClose, i + 1
	case isLetter(c) || c == '_':
		return tokIdent, identEnd(s, i)
	case c == '\'':
		if j := possEnd(s, i); j > 0 {
			return tokPoss, j
		}
		return tokInvalid, i + 1
	case c == '-':
		if i+1 < len(s) && s[i+1] == '>' {
			return tokPunct, i + 2
		}
		return tokPunct, i + 1
	case c < utf8.RuneSelf:
		if isPunct(c) {
			return tokPunct, i + 1
		}
		return tokInvalid, i + 1
	}
	if j := bigPunctEnd(s, i); j > 0 {
		return tokPunct, j
	}
	_, n := utf8.DecodeRuneInString(s[i:])
	return tokInvalid, i + n
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c|0x20 && c|0x20 <= 'z' }

// isWordByte reports whether c is an ASCII word character (\w). Any byte of
// a multi-byte or invalid UTF-8 sequence is not.
func isWordByte(c byte) bool { return isLetter(c) || isDigit(c) || c == '_' }

// isWordAt reports whether s[i:] starts with a word character (false at
// the end of s).
func isWordAt(s string, i int) bool { return i < len(s) && isWordByte(s[i]) }

// isPunct reports whether c is a one-byte punctuation token.
func isPunct(c byte) bool {
	switch c {
	case '{', '}', ':', ',', '.', ';', '(', ')', '-', '+', '/', '*':
		return true
	}
	return false
}

// bigPunctEnd returns the end of a — or • at s[i:], or 0.
func bigPunctEnd(s string, i int) int {
	if strings.HasPrefix(s[i:], "—") || strings.HasPrefix(s[i:], "•") {
		return i + 3
	}
	return 0
}

// lineEnd returns the index of the first newline at or after i, or len(s).
func lineEnd(s string, i int) int {
	if j := strings.IndexByte(s[i:], '\n'); j >= 0 {
		return i + j
	}
	return len(s)
}

func digitsEnd(s string, i int) int {
	for i < len(s) && isDigit(s[i]) {
		i++
	}
	return i
}

// identEnd returns the end of the identifier [A-Za-z_][A-Za-z0-9_]*(?:'t\b)?
// that starts at s[i].
func identEnd(s string, i int) int {
	j := i + 1
	for j < len(s) && isWordByte(s[j]) {
		j++
	}
	if j+1 < len(s) && s[j] == '\'' && s[j+1] == 't' && !isWordAt(s, j+2) {
		j += 2
	} else if j-1 > i && s[j-1] == 's' && j < len(s) && s[j] == '\'' && !isWordAt(s, j+1) {
		j++ // the possessive of a plural word is part of it: "owners'"
	}
	return j
}

// possEnd returns the end of 's\b at s[i:] (s[i] is an apostrophe), or 0.
func possEnd(s string, i int) int {
	if i+1 < len(s) && s[i+1] == 's' && !isWordAt(s, i+2) {
		return i + 2
	}
	return 0
}

// scanString scans a string at s[i:] (s[i] is '"'): a String token up to
// the closing quote or, if there is none, a BadString token up to the end
// of the file or to a backslash that escapes a newline or nothing.
func scanString(s string, i int) (lexer.TokenType, int) {
	for j := i + 1; j < len(s); j++ {
		switch s[j] {
		case '"':
			return tokString, j + 1
		case '\\':
			if j+1 == len(s) || s[j+1] == '\n' {
				return tokBadString, j + 1
			}
			j++ // the escaped byte; the rest of a multi-byte rune is neither '"' nor '\\'
		}
	}
	return tokBadString, len(s)
}

// manaEnd returns the end of the mana run (?:\{[0-9A-Z/]+\})+ at s[i:], or
// i if there is none.
func manaEnd(s string, i int) int {
	end := i
	for end < len(s) && s[end] == '{' {
		j := end + 1
		for j < len(s) && (isDigit(s[j]) || ('A' <= s[j] && s[j] <= 'Z') || s[j] == '/') {
			j++
		}
		if j == end+1 || j == len(s) || s[j] != '}' {
			break
		}
		end = j + 1
	}
	return end
}

// ptPartEnd returns the end of \d+, [Xx] or (if star) \* at s[i:], or 0.
func ptPartEnd(s string, i int, star bool) int {
	if i >= len(s) {
		return 0
	}
	switch c := s[i]; {
	case isDigit(c):
		return digitsEnd(s, i)
	case c == 'X' || c == 'x' || (star && c == '*'):
		return i + 1
	}
	return 0
}

// ptEnd returns the end of a P/T (?:\d+|\*|[Xx])/(?:\d+|\*|[Xx]) at s[i:],
// or 0.
func ptEnd(s string, i int) int {
	j := ptPartEnd(s, i, true)
	if j == 0 || j >= len(s) || s[j] != '/' {
		return 0
	}
	return ptPartEnd(s, j+1, true)
}

// ptModEnd returns the end of a P/T modifier
// [+-](?:\d+|[Xx])/[+-](?:\d+|[Xx]) at s[i:] (s[i] is '+' or '-'), or 0.
func ptModEnd(s string, i int) int {
	j := ptPartEnd(s, i+1, false)
	if j == 0 || j+1 >= len(s) || s[j] != '/' || (s[j+1] != '+' && s[j+1] != '-') {
		return 0
	}
	return ptPartEnd(s, j+2, false)
}

// keywordEnd returns the end of the reserved word at s[i:], or 0. It
// matches as the regexp (?i)(?:can't|don't|...)\b does: case-insensitively,
// where Unicode simple case folding also lets the Kelvin sign K (U+212A)
// stand for k and the long s ſ (U+017F) for s, and followed by an ASCII
// word boundary, so that a word ending in ſ or K ends at a word character
// rather than before one. The first reserved word in list order that
// matches wins.
func keywordEnd(s string, i int) int {
	var buf [16]byte
	// Fast path: an ASCII word followed by an ASCII character that can
	// neither continue a reserved word nor make a boundary inside it.
	j := i
	for j < len(s) && isWordByte(s[j]) {
		j++
	}
	if j > i && (j == len(s) || (s[j] != '\'' && s[j] < utf8.RuneSelf)) {
		if j-i > maxReserved {
			return 0
		}
		for k := i; k < j; k++ {
			buf[k-i] = s[k] | 0x20 // digits and '_' never match anyway
		}
		if _, ok := reservedIndex[string(buf[:j-i])]; ok {
			return j
		}
		return 0
	}
	// General case: try every prefix made of letters, apostrophes and the
	// foldings of k and s that ends at a word boundary.
	best, bestEnd := len(reserved), 0
	n, k := 0, i
	for n < maxReserved && k < len(s) {
		r, size := utf8.DecodeRuneInString(s[k:])
		switch {
		case r < utf8.RuneSelf && isLetter(byte(r)):
			buf[n] = byte(r) | 0x20
		case r == '\'':
			buf[n] = '\''
		case r == '\u212a':
			buf[n] = 'k'
		case r == '\u017f':
			buf[n] = 's'
		default:
			return bestEnd
		}
		n++
		k += size
		if isWordRune(r) == isWordAt(s, k) {
			continue // no boundary
		}
		if idx, ok := reservedIndex[string(buf[:n])]; ok && idx < best {
			best, bestEnd = idx, k
		}
	}
	return bestEnd
}

func isWordRune(r rune) bool { return r < utf8.RuneSelf && isWordByte(byte(r)) }
