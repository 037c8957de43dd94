package grammar

import (
	"errors"
	"fmt"
	"reflect"
	"strconv"
	"strings"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// An Error is a positioned syntax error. Its Error method prints
// file:line:col: message.
type Error struct {
	Pos lexer.Position
	Msg string
}

// Error returns file:line:col: message (line:col: message without a file name).
func (e *Error) Error() string {
	if e.Pos.Filename == "" {
		return fmt.Sprintf("%d:%d: %s", e.Pos.Line, e.Pos.Column, e.Msg)
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.Pos.Filename, e.Pos.Line, e.Pos.Column, e.Msg)
}

// convertError turns a participle error into an *Error with a readable
// message: unexpected "damage", expected "may" or a verb.
func convertError(err error, c chunk) *Error {
	var unexpected *participle.UnexpectedTokenError
	if errors.As(err, &unexpected) {
		msg := "unexpected " + describe(unexpected.Unexpected, c)
		if want := expectedOf(unexpected); want != "" {
			msg += ", expected " + want
		}
		return &Error{Pos: unexpected.Unexpected.Pos, Msg: msg}
	}
	var perr participle.Error
	if errors.As(err, &perr) {
		return &Error{Pos: perr.Position(), Msg: perr.Message()}
	}
	return &Error{Pos: c.eof.Pos, Msg: err.Error()}
}

// describe names a token for a message.
func describe(t lexer.Token, c chunk) string {
	switch {
	case t.EOF() && c.next != nil:
		return describe(*c.next, chunk{})
	case t.EOF():
		return "end of file"
	case t.Type == tokString:
		s := t.Value
		if r := []rune(s); len(r) > 24 {
			s = string(r[:24]) + "..."
		}
		return "string " + strconv.Quote(s)
	case t.Type == tokEOL:
		return "end of line"
	case t.Type == tokMana:
		return "mana cost " + t.Value
	}
	return quote(t.Value)
}

func quote(s string) string { return strconv.Quote(s) }

// expectedOf returns expected(u.Message()), cached by the grammar node
// that failed: participle renders that node's whole EBNF into every
// message, which for a declaration costs a hundred kilobytes, and a file
// can make as many errors as it has declarations.
func expectedOf(u *participle.UnexpectedTokenError) string {
	key := expectNode(u)
	if key == 0 {
		return expected(u.Message())
	}
	if want, ok := expectedCache.Load(key); ok {
		return want.(string)
	}
	want := expected(u.Message())
	expectedCache.Store(key, want)
	return want
}

// expectedCache maps the address of a grammar node (they live as long as
// the parsers, for the life of the program) to what it expected.
var expectedCache sync.Map

// expectNode returns the address of the grammar node whose failure u
// reports, or 0 if u does not say (participle keeps it in an unexported
// field; TestExpectedIsCached notices if that changes).
func expectNode(u *participle.UnexpectedTokenError) uintptr {
	f := reflect.ValueOf(u).Elem().FieldByName("expectNode")
	if !f.IsValid() || f.Kind() != reflect.Interface || f.IsNil() {
		return 0
	}
	if n := f.Elem(); n.Kind() == reflect.Pointer {
		return n.Pointer()
	}
	return 0
}

// expected summarises what participle expected. participle reports the EBNF
// of the rest of the sequence that failed ("Amount \"damage\" \"to\" Ref");
// only what could come first matters, so expected computes the FIRST set of
// that expression, naming well-known productions in words ("a verb").
func expected(msg string) string {
	i := strings.Index(msg, " (expected ")
	if i < 0 || !strings.HasSuffix(msg, ")") {
		return ""
	}
	expr := parseEBNF(msg[i+len(" (expected ") : len(msg)-1])
	if expr == nil {
		return ""
	}
	var items []string
	seen := map[string]bool{}
	expr.first(func(s string) {
		if !seen[s] {
			seen[s] = true
			items = append(items, s)
		}
	}, map[string]bool{})
	return orList(items)
}

func orList(items []string) string {
	switch len(items) {
	case 0:
		return ""
	case 1:
		return items[0]
	}
	if len(items) > 8 {
		items = append(items[:7:7], "...")
		return strings.Join(items, ", ")
	}
	return strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
}

// friendly names productions and token types in messages; productions not
// listed are expanded into what they start with.
var friendly = map[string]string{
	"<string>":     "a string",
	"<int>":        "a number",
	"<signed>":     "a signed number",
	"<mana>":       "a mana cost",
	"<ident>":      "a word",
	"<pt>":         "a power/toughness like 2/2",
	"<ptmod>":      "a modifier like +1/+1",
	"<poss>":       `"'s"`,
	"<eol>":        "end of line",
	"Word":         "a word",
	"ManaCost":     "a mana cost",
	"Predicate":    "a verb",
	"Clause":       "a clause",
	"Sentence":     "an effect",
	"Effects":      "an effect",
	"Ref":          "a player or object",
	"PlayerRef":    "a player",
	"ObjectRef":    "an object",
	"Selector":     "a selector word",
	"SelectorWord": "a selector word",
	"Constraint":   "a selector constraint",
	"Amount":       "an amount",
	"CardItem":     "a card item",
	"Keyword":      "a keyword",
	"Cost":         "a cost",
	"Step":         "a step",
	"ScenarioStep": "a step",
	"Stmt":         "a scenario statement",
	"Action":       "an action",
	"Expectation":  "an expectation",
	"CardCheck":    "a card check",
	"CardRef":      "a card label or name",
	"Condition":    "a condition",
	"EventVerb":    "an event",
	"WouldEvent":   "an event",
	"Duration":     "a duration",
	"Possessive":   `"your", "their" or "its"`,
}

// productions maps each production of the grammar to its expression, read
// once from the parser's EBNF; it is never modified afterwards.
var productions = func() map[string]*ebnfExpr {
	m := map[string]*ebnfExpr{}
	for _, line := range strings.Split(parser.String(), "\n") {
		name, rhs, ok := strings.Cut(line, " = ")
		if !ok {
			continue
		}
		m[name] = parseEBNF(strings.TrimSuffix(rhs, " ."))
	}
	return m
}()

// ebnfExpr is a small EBNF syntax tree, enough to compute FIRST sets.
type ebnfExpr struct {
	kind  byte // 'l' literal or name, '|' alternatives, ' ' sequence, '?' '*' '+' repetitions, '!' lookahead
	text  string
	items []*ebnfExpr
}

// nullable reports whether e can match nothing.
func (e *ebnfExpr) nullable(seen map[string]bool) bool {
	switch e.kind {
	case '?', '*', '!':
		return true
	case '+':
		return e.items[0].nullable(seen)
	case '|':
		for _, it := range e.items {
			if it.nullable(seen) {
				return true
			}
		}
		return false
	case ' ':
		for _, it := range e.items {
			if !it.nullable(seen) {
				return false
			}
		}
		return true
	}
	if p := productions[e.text]; p != nil && !seen[e.text] {
		seen[e.text] = true
		defer delete(seen, e.text)
		return p.nullable(seen)
	}
	return false
}

// first calls emit with each description of what e can start with.
func (e *ebnfExpr) first(emit func(string), seen map[string]bool) {
	switch e.kind {
	case '!':
		return
	case '?', '*', '+':
		e.items[0].first(emit, seen)
	case '|':
		for _, it := range e.items {
			it.first(emit, seen)
		}
	case ' ':
		for _, it := range e.items {
			it.first(emit, seen)
			if !it.nullable(map[string]bool{}) {
				return
			}
		}
	default:
		if f, ok := friendly[e.text]; ok {
			emit(f)
			return
		}
		if strings.HasPrefix(e.text, `"`) {
			emit(e.text)
			return
		}
		if p := productions[e.text]; p != nil && !seen[e.text] {
			seen[e.text] = true
			defer delete(seen, e.text)
			p.first(emit, seen)
			return
		}
		emit(e.text)
	}
}

// parseEBNF parses participle's EBNF rendering of an expression. It returns
// nil if the text is not understood.
func parseEBNF(s string) *ebnfExpr {
	p := &ebnfParser{toks: ebnfTokens(s)}
	e := p.alt()
	if e == nil || p.i != len(p.toks) {
		return nil
	}
	return e
}

func ebnfTokens(s string) []string {
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
		case strings.ContainsRune("()|?*+!", rune(c)):
			toks = append(toks, s[i:i+1])
			i++
		default:
			j := i
			for j < len(s) && !strings.ContainsRune(" ()|?*+!\"", rune(s[j])) {
				j++
			}
			toks = append(toks, s[i:j])
			i = j
		}
	}
	return toks
}

type ebnfParser struct {
	toks []string
	i    int
}

func (p *ebnfParser) peek() string {
	if p.i < len(p.toks) {
		return p.toks[p.i]
	}
	return ""
}

func (p *ebnfParser) alt() *ebnfExpr {
	e := &ebnfExpr{kind: '|'}
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

func (p *ebnfParser) seq() *ebnfExpr {
	e := &ebnfExpr{kind: ' '}
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

func (p *ebnfParser) term() *ebnfExpr {
	var e *ebnfExpr
	switch t := p.peek(); t {
	case "(", "(?!", "(?=":
		p.i++
		inner := p.alt()
		if inner == nil || p.peek() != ")" {
			return nil
		}
		p.i++
		e = inner
		if t != "(" {
			e = &ebnfExpr{kind: '!', items: []*ebnfExpr{inner}}
		}
	case "!":
		p.i++
		inner := p.term()
		if inner == nil {
			return nil
		}
		e = &ebnfExpr{kind: 'l', text: "a token"}
	case "?", "*", "+", ")", "|", "":
		return nil
	default:
		p.i++
		e = &ebnfExpr{kind: 'l', text: t}
	}
	for {
		switch t := p.peek(); t {
		case "?", "*", "+":
			p.i++
			e = &ebnfExpr{kind: t[0], items: []*ebnfExpr{e}}
			continue
		}
		return e
	}
}
