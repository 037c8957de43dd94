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
// only what could come first matters, so expected describes the FIRST set
// of that expression (read with first.go's parser of participle's EBNF),
// naming well-known productions in words ("a verb").
func expected(msg string) string {
	i := strings.Index(msg, " (expected ")
	if i < 0 || !strings.HasSuffix(msg, ")") {
		return ""
	}
	expr := parseFirstExpr(msg[i+len(" (expected ") : len(msg)-1])
	if expr == nil {
		return ""
	}
	var items []string
	seen := map[string]bool{}
	rules := grammarRules()
	describeFirst(rules, expr, func(s string) {
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

// grammarRules returns the productions of the grammar, read once from
// the reference parser's EBNF; never modified afterwards.
var grammarRules = sync.OnceValue(func() map[string]*firstExpr { return parseRules(ebnf()) })

// nullableExpr reports whether e can match no token.
func nullableExpr(rules map[string]*firstExpr, e *firstExpr, seen map[string]bool) bool {
	switch e.kind {
	case exprOptional, exprLookahead:
		return true
	case exprRepeat, exprNonEmpty:
		return nullableExpr(rules, e.items[0], seen)
	case exprAlt:
		for _, it := range e.items {
			if nullableExpr(rules, it, seen) {
				return true
			}
		}
		return false
	case exprSeq:
		for _, it := range e.items {
			if !nullableExpr(rules, it, seen) {
				return false
			}
		}
		return true
	case exprRule:
		if p := rules[e.text]; p != nil && !seen[e.text] {
			seen[e.text] = true
			defer delete(seen, e.text)
			return nullableExpr(rules, p, seen)
		}
	}
	return false
}

// describeFirst calls emit with a description of each thing e can start
// with: a literal as quoted, a token type or production by its friendly
// name, any other production by what it starts with.
func describeFirst(rules map[string]*firstExpr, e *firstExpr, emit func(string), seen map[string]bool) {
	switch e.kind {
	case exprLookahead:
		return
	case exprOptional, exprRepeat, exprNonEmpty:
		describeFirst(rules, e.items[0], emit, seen)
	case exprAlt:
		for _, it := range e.items {
			describeFirst(rules, it, emit, seen)
		}
	case exprSeq:
		for _, it := range e.items {
			describeFirst(rules, it, emit, seen)
			if !nullableExpr(rules, it, map[string]bool{}) {
				return
			}
		}
	case exprAny:
		if len(e.items) == 1 { // ~x: any one token but x
			var not []string
			describeFirst(rules, e.items[0], func(s string) { not = append(not, s) }, seen)
			emit("anything but " + orList(not))
			return
		}
		emit("a token")
	case exprWord:
		emit(strconv.Quote(e.text))
	case exprToken:
		if f, ok := friendly["<"+e.text+">"]; ok {
			emit(f)
			return
		}
		emit("<" + e.text + ">")
	case exprRule:
		if f, ok := friendly[e.text]; ok {
			emit(f)
			return
		}
		if p := rules[e.text]; p != nil && !seen[e.text] {
			seen[e.text] = true
			defer delete(seen, e.text)
			describeFirst(rules, p, emit, seen)
			return
		}
		emit(e.text)
	}
}
