package grammar

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/alecthomas/participle/v2/lexer"
)

// The first sets of the grammar's productions: the tokens each can start
// with, read from participle's EBNF of the reference parser. They are
// wider than the truth where the EBNF says less than the grammar (a
// literal's token type is not written, lookaheads are taken to allow
// anything), never narrower, so a member that cannot start with a token
// truly cannot.

// A firstSet is what a production or expression can start with.
type firstSet struct {
	words    map[string]bool          // literals, by foldKey
	types    map[lexer.TokenType]bool // token types
	any      bool                     // any token
	nullable bool                     // it can match no token at all
	// elsewhere is what participle may make of it at a token it cannot
	// start with (an outcome set): fail without an error (no match), as
	// a literal does; fail with an error, as a production does that
	// starts with a lookahead or an optional part followed by a literal;
	// or match nothing.
	elsewhere outcome
}

// An outcome is a set of the ways parsing an expression may end at a token
// it cannot start with.
type outcome uint8

const (
	noMatch    outcome = 1 << iota // it fails without an error
	failure                        // it fails with an error, reading nothing
	emptyMatch                     // it matches, reading nothing
	anyOutcome = noMatch | failure | emptyMatch
)

// firstSets computes the first sets of the productions of an EBNF.
type firstSets struct {
	rules map[string]*firstExpr
	done  map[string]*firstSet
	busy  map[string]bool
}

// newFirstSets reads the productions of ebnf, participle's rendering of a
// grammar: one "Name = expression ." a line.
func newFirstSets(ebnf string) *firstSets {
	return &firstSets{rules: parseRules(ebnf), done: map[string]*firstSet{}, busy: map[string]bool{}}
}

// parseRules reads the productions of ebnf, one "Name = expression ." a
// line; a production whose expression is not understood may be anything.
func parseRules(ebnf string) map[string]*firstExpr {
	rules := map[string]*firstExpr{}
	for _, line := range strings.Split(ebnf, "\n") {
		name, rhs, ok := strings.Cut(line, " = ")
		if !ok {
			continue
		}
		e := parseFirstExpr(strings.TrimSuffix(rhs, " ."))
		if e == nil {
			e = &firstExpr{kind: exprAny} // not understood: anything
		}
		rules[name] = e
	}
	return rules
}

// parseFirstExpr parses participle's EBNF rendering of an expression; nil
// if it is not understood.
func parseFirstExpr(s string) *firstExpr {
	p := &firstParser{toks: firstTokens(s)}
	e := p.alt()
	if e == nil || p.i != len(p.toks) {
		return nil
	}
	return e
}

// of returns the first set of the production name; one the EBNF does not
// define, or one reached again while computing itself, may start with
// anything.
func (f *firstSets) of(name string) *firstSet {
	if s := f.done[name]; s != nil {
		return s
	}
	e := f.rules[name]
	if e == nil || f.busy[name] {
		return &firstSet{any: true}
	}
	f.busy[name] = true
	s := f.expr(e)
	delete(f.busy, name)
	f.done[name] = s
	return s
}

// expr returns the first set of e.
func (f *firstSets) expr(e *firstExpr) *firstSet {
	s := &firstSet{words: map[string]bool{}, types: map[lexer.TokenType]bool{}, elsewhere: anyOutcome}
	switch e.kind {
	case exprAny:
		s.any = true
	case exprLookahead:
		s.nullable = true
		s.elsewhere = failure | emptyMatch
	case exprWord:
		s.elsewhere = noMatch
		if e.text == "" {
			s.any = true // a literal of any spelling, of some token type
		} else if key, ok := foldKey(nil, e.text); ok {
			s.words[string(key)] = true
		} else {
			s.any = true
		}
	case exprToken:
		s.elsewhere = noMatch
		if t, ok := tokenTypeNamed(e.text); ok {
			s.types[t] = true
		} else {
			s.any = true
		}
	case exprRule:
		sub := f.of(e.text)
		s.merge(sub)
		s.nullable, s.elsewhere = sub.nullable, sub.elsewhere
	case exprAlt:
		var subs []outcome
		for _, it := range e.items {
			sub := f.expr(it)
			s.merge(sub)
			s.nullable = s.nullable || sub.nullable
			subs = append(subs, sub.elsewhere)
		}
		s.elsewhere = altOutcome(subs)
	case exprSeq:
		s.nullable = true
		var subs []outcome
		for _, it := range e.items {
			sub := f.expr(it)
			s.merge(sub)
			subs = append(subs, sub.elsewhere)
			if !sub.nullable {
				s.nullable = false
				break
			}
		}
		s.elsewhere = seqOutcome(subs)
	case exprOptional:
		s.merge(f.expr(e.items[0]))
		s.nullable = true
		s.elsewhere = emptyMatch // the part reads nothing, so the group matches nothing
	case exprRepeat:
		sub := f.expr(e.items[0])
		s.merge(sub)
		s.nullable = sub.nullable
		if sub.elsewhere&emptyMatch == 0 {
			s.elsewhere = sub.elsewhere
		}
	case exprNonEmpty:
		sub := f.expr(e.items[0])
		s.merge(sub)
		s.nullable = sub.nullable
		s.elsewhere = failure
	}
	return s
}

// altOutcome is the outcome of alternatives with the given outcomes:
// participle fails without an error only if every alternative does, and
// with an error if some alternative does (an alternative that matches
// nothing is not worth following).
func altOutcome(subs []outcome) outcome {
	out := outcome(0)
	sure := false // some alternative surely fails with an error
	for _, o := range subs {
		if o&emptyMatch != 0 {
			return anyOutcome
		}
		out |= o
		sure = sure || o == failure
	}
	if sure {
		return failure
	}
	return out
}

// seqOutcome is the outcome of a sequence whose first parts have the
// given outcomes (up to its first part that cannot match nothing): the
// first part failing fails the sequence the same way; a later one that
// fails, with an error or not, fails it with an error.
func seqOutcome(subs []outcome) outcome {
	out := outcome(0)
	for i, o := range subs {
		fails := o &^ emptyMatch
		if i > 0 && fails != 0 {
			fails = failure
		}
		out |= fails
		if o&emptyMatch == 0 {
			return out
		}
	}
	return out | emptyMatch
}

// A secondToken says what may follow the first token of a production
// that starts with one token, of a type or one of a few literals: the
// production fails with an error (having read that one token, within the
// lookahead) if the next token is not one of those.
type secondToken struct {
	first   lexer.TokenType // the first token's type, where words is nil
	words   []string        // or the literals it may be
	next    *firstSet
	longest int // the longest key of next.words, in bytes
}

// second returns the secondToken of the production name, or nil if it
// does not start with a token of a type or a literal (or one of a few
// literals) followed by a part that must read a token.
func (f *firstSets) second(name string) *secondToken {
	e := f.rules[name]
	if e == nil || e.kind != exprSeq {
		return nil
	}
	s := &secondToken{}
	switch head := e.items[0]; head.kind {
	case exprToken:
		t, ok := tokenTypeNamed(head.text)
		if !ok {
			return nil
		}
		s.first = t
	case exprWord, exprAlt:
		if s.words = literals(head); s.words == nil {
			return nil
		}
	default:
		return nil
	}
	next := f.expr(e.items[1])
	if next.any || next.nullable || next.elsewhere&emptyMatch != 0 {
		return nil
	}
	s.next = next
	for w := range next.words {
		s.longest = max(s.longest, len(w))
	}
	return s
}

// literals returns the literals e is one of (a literal, or alternatives
// that are each a literal), or nil if it is something else. Each reads
// one token where it matches.
func literals(e *firstExpr) []string {
	if e.kind == exprWord && e.text != "" {
		return []string{e.text}
	}
	if e.kind != exprAlt {
		return nil
	}
	var words []string
	for _, it := range e.items {
		if it.kind != exprWord || it.text == "" {
			return nil
		}
		words = append(words, it.text)
	}
	return words
}

// startsWith reports whether the production reads t as its first token.
// A literal matches as participle's does (the grammar writes no literal
// with a token type): its spelling exactly, or whatever the case for a
// token of a type the parsers fold (caseInsensitive).
func (s *secondToken) startsWith(t *lexer.Token) bool {
	if s.words == nil {
		return t.Type == s.first
	}
	fold := foldsCase(t.Type)
	for _, w := range s.words {
		if t.Value == w || fold && strings.EqualFold(t.Value, w) {
			return true
		}
	}
	return false
}

// allows reports whether t may be the production's second token.
func (s *secondToken) allows(t *lexer.Token) bool {
	if t.EOF() {
		return false
	}
	if s.next.types[t.Type] {
		return true
	}
	if len(t.Value) > s.longest*utfMaxFold {
		return false // its key is longer than any word's (a string, say)
	}
	var buf [64]byte // most words fit: no allocation for their key
	key, _ := foldKey(buf[:0], t.Value)
	return s.next.words[string(key)]
}

// merge adds what t can start with to s (not whether t is nullable).
func (s *firstSet) merge(t *firstSet) {
	s.any = s.any || t.any
	for w := range t.words {
		s.words[w] = true
	}
	for ty := range t.types {
		s.types[ty] = true
	}
}

// tokenTypeNamed returns the token type the EBNF writes <name>.
func tokenTypeNamed(name string) (lexer.TokenType, bool) {
	for sym, t := range lexDef.Symbols() {
		if strings.EqualFold(sym, name) {
			return t, true
		}
	}
	return 0, false
}

// foldKey appends to buf the spelling of s that participle's literals
// match whatever the case (strings.EqualFold): each character replaced by
// the least of those it folds to, ASCII letters by their capitals. Two
// strings are equal under strings.EqualFold exactly when their keys are
// equal. ok is false if the key could not be made.
func foldKey(buf []byte, s string) (key []byte, ok bool) {
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if 'a' <= c && c <= 'z' {
				c -= 'a' - 'A'
			}
			buf = append(buf, c)
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		i += size
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		buf = utf8.AppendRune(buf, least)
	}
	return buf, true
}

// utfMaxFold bounds how many times longer in bytes a string may be than
// its foldKey.
const utfMaxFold = utf8.UTFMax

// The kinds of firstExpr.
const (
	exprAny       = iota // anything: a negation ~x (items: x), or what is not understood
	exprWord             // a literal "word"
	exprToken            // a token type <type>
	exprRule             // a production
	exprAlt              // alternatives a | b
	exprSeq              // a sequence a b
	exprOptional         // a? or a*
	exprRepeat           // a+
	exprNonEmpty         // a!: fails with an error where it matches nothing
	exprLookahead        // (?= a) or (?! a): matches no token
)

// A firstExpr is an expression of participle's EBNF, as much of it as
// first sets need.
type firstExpr struct {
	kind  int
	text  string // the word, token type or production
	items []*firstExpr
}

// firstTokens splits an EBNF expression into its tokens: quoted literals,
// <token types>, names, "(?=", "(?!", and one of ( ) | ? * + ! ~.
func firstTokens(s string) []string {
	var toks []string
	for i := 0; i < len(s); {
		switch c := s[i]; {
		case c == ' ':
			i++
		case c == '"':
			j := i + 1
			for j < len(s) && s[j] != '"' {
				if s[j] == '\\' {
					j++
				}
				j++
			}
			j = min(j+1, len(s))
			toks = append(toks, s[i:j])
			i = j
		case strings.HasPrefix(s[i:], "(?!") || strings.HasPrefix(s[i:], "(?="):
			toks = append(toks, s[i:i+3])
			i += 3
		case strings.IndexByte("()|?*+!~", c) >= 0:
			toks = append(toks, s[i:i+1])
			i++
		default:
			j := i
			for j < len(s) && strings.IndexByte(" ()|?*+!~\"", s[j]) < 0 {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		}
	}
	return toks
}

// firstParser parses the tokens of an EBNF expression.
type firstParser struct {
	toks []string
	i    int
}

func (p *firstParser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

// alt parses alternatives; nil if the tokens are not understood.
func (p *firstParser) alt() *firstExpr {
	e := &firstExpr{kind: exprAlt}
	for {
		s := p.seq()
		if s == nil {
			return nil
		}
		e.items = append(e.items, s)
		if p.peek() != "|" {
			break
		}
		p.i++
	}
	if len(e.items) == 1 {
		return e.items[0]
	}
	return e
}

// seq parses a sequence of terms.
func (p *firstParser) seq() *firstExpr {
	e := &firstExpr{kind: exprSeq}
	for {
		t := p.peek()
		if t == "" || t == ")" || t == "|" {
			break
		}
		term := p.term()
		if term == nil {
			return nil
		}
		e.items = append(e.items, term)
	}
	if len(e.items) == 0 {
		return nil
	}
	if len(e.items) == 1 {
		return e.items[0]
	}
	return e
}

// term parses one term and its repetition marks.
func (p *firstParser) term() *firstExpr {
	e := p.primary()
	for e != nil {
		switch p.peek() {
		case "?", "*":
			p.i++
			e = &firstExpr{kind: exprOptional, items: []*firstExpr{e}}
		case "+":
			p.i++
			e = &firstExpr{kind: exprRepeat, items: []*firstExpr{e}}
		case "!":
			p.i++
			e = &firstExpr{kind: exprNonEmpty, items: []*firstExpr{e}}
		default:
			return e
		}
	}
	return nil
}

// primary parses a term without its repetition marks.
func (p *firstParser) primary() *firstExpr {
	var e *firstExpr
	switch t := p.peek(); {
	case t == "(" || t == "(?!" || t == "(?=":
		p.i++
		inner := p.alt()
		if inner == nil || p.peek() != ")" {
			return nil
		}
		p.i++
		e = inner
		if t != "(" {
			e = &firstExpr{kind: exprLookahead}
		}
	case t == "~":
		p.i++
		not := p.primary()
		if not == nil {
			return nil
		}
		e = &firstExpr{kind: exprAny, items: []*firstExpr{not}}
	case strings.HasPrefix(t, `"`):
		p.i++
		w, err := strconv.Unquote(t)
		if err != nil {
			return nil
		}
		e = &firstExpr{kind: exprWord, text: w}
	case strings.HasPrefix(t, "<") && strings.HasSuffix(t, ">"):
		p.i++
		e = &firstExpr{kind: exprToken, text: t[1 : len(t)-1]}
	case t == "" || strings.IndexByte("()|?*+!", t[0]) >= 0:
		return nil
	default:
		p.i++
		e = &firstExpr{kind: exprRule, text: t}
	}
	return e
}
