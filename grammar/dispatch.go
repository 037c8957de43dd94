package grammar

import (
	"fmt"
	"math/bits"
	"reflect"
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Parsing a union the way participle does costs a try of every member
// before the one that matches: each try copies the parse state, allocates
// the member and its position, and most fail at their first token. The
// fast parser (fast) parses each large union with a function of its own
// instead, a dispatcher, which looks at the next token and tries, in the
// union's order, only the members that can start with it. What each
// member can start with is computed from the reference parser's EBNF
// (first.go), so that a member left out is one that would have failed at
// that token, reading nothing: without an error, or (one that starts
// with a lookahead or an optional part) with one. A member that starts
// with a token of a type and must then read a given token is also left
// out when the token after is another: it would have failed with an
// error after reading one token, within the lookahead. So is a member
// that starts with a literal (or one of a few) and must then read a
// given token: "this" then a possessive (PTCountClause), "gains" then
// "all" (GainsAbilitiesOf).
//
// Trying the candidates repeats what participle does with a union: the
// first member that matches wins; a member that fails after reading more
// than the lookahead ends the union with its error, the lexer left where
// the member failed; one that fails sooner lets the next be tried; if
// none matches, the union fails with an error if one of its members
// (tried or left out) failed with one, and without one otherwise. The
// difference matters: participle applies the pending captures of a
// struct that fails with an error. The fast parser therefore accepts
// exactly what the reference parser (parser) accepts, with the same
// tree. Only its errors differ (the member parses keep their deepest
// errors to themselves), so a declaration that does not parse is parsed
// again with the reference parser for its messages.

// A unionDef is an interface type of the grammar and its members, in the
// order they are tried.
type unionDef struct {
	name    string
	members []memberDef
	// option makes the union a participle.Union, for the reference parser.
	option func() participle.Option
	// dispatchOption makes the union a custom production of the fast
	// parser, parsed by d.
	dispatchOption func(d *dispatcher) participle.Option
}

// A memberDef is one member type of a union.
type memberDef struct {
	name  string // the type's name, which is its production's in the EBNF
	value any    // a new *M, for participle.Union
	// bind returns the function that parses an M alone with p, a parser
	// whose grammar holds M.
	bind func(p *participle.Parser[fastRoot]) memberParser
}

// A memberParser parses one member at the lexer's cursor and leaves the
// lexer where the parse stopped. It returns the member (a pointer) and
// nil; or nil and the error the member failed with; or nil, nil if the
// member did not match at all (participle's no-match, which a union does
// not report as an error).
type memberParser func(lex *lexer.PeekingLexer) (any, error)

// allowTrailing lets a member parse stop before the end of the tokens.
var allowTrailing = participle.AllowTrailing(true)

// member returns the memberDef of the struct type M.
func member[M any]() memberDef {
	return memberDef{
		name:  reflect.TypeFor[M]().Name(),
		value: new(M),
		bind: func(p *participle.Parser[fastRoot]) memberParser {
			mp, err := participle.ParserForProduction[M](p)
			if err != nil {
				panic(err)
			}
			pos := posField(reflect.TypeFor[M]())
			return func(lex *lexer.PeekingLexer) (any, error) {
				v, err := mp.ParseFromLexer(lex, allowTrailing)
				switch {
				case err == nil:
					return v, nil
				case reflect.ValueOf(v).Elem().FieldByIndex(pos).IsZero():
					// participle sets the position of a member it starts
					// to parse; it returns none that did not match.
					return nil, nil
				}
				return nil, err
			}
		},
	}
}

// posField returns the index of the position field (Pos) of the struct
// type t, where participle records where a member starts.
func posField(t reflect.Type) []int {
	f, ok := t.FieldByName("Pos")
	if !ok || f.Type != reflect.TypeFor[lexer.Position]() {
		panic(fmt.Sprintf("grammar: %s has no Pos", t))
	}
	return f.Index
}

// unionOf returns the unionDef of the interface type U with the given
// members, each of which must implement U.
func unionOf[U any](members ...memberDef) unionDef {
	name := reflect.TypeFor[U]().Name()
	for _, m := range members {
		if _, ok := m.value.(U); !ok {
			panic(fmt.Sprintf("grammar: %s is not a %s", m.name, name))
		}
	}
	return unionDef{
		name:    name,
		members: members,
		option: func() participle.Option {
			vals := make([]U, len(members))
			for i, m := range members {
				vals[i] = m.value.(U)
			}
			return participle.Union[U](vals...)
		},
		dispatchOption: func(d *dispatcher) participle.Option {
			return participle.ParseTypeWith(func(lex *lexer.PeekingLexer) (U, error) {
				var zero U
				v, err := d.parse(lex)
				if v == nil {
					return zero, err
				}
				return v.(U), nil
			})
		},
	}
}

// fastRoot is the root of the fast parser's grammar, which is never
// parsed: it holds the productions parsed, a file and a quoted ability.
// The grammar also holds every member of every dispatched union (through
// memberOfUnion), for the member parsers.
type fastRoot struct {
	File   *File           `parser:"@@"`
	Quoted *quotedItemRoot `parser:"@@"`
}

// memberOfUnion is any member of a union.
type memberOfUnion interface{ Node }

// fast is the fast parser and the dispatchers of its unions, built on
// first use.
var fast = sync.OnceValue(buildFast)

// fastParsers are the parsers of the fast grammar.
type fastParsers struct {
	file   *participle.Parser[File]
	quoted *participle.Parser[quotedItemRoot]
}

// minDispatched is the fewest members a union must have to be parsed by
// a dispatcher: a dispatcher's call costs about as much as trying a few
// members, so smaller unions are left to participle. Five takes in Decl,
// whose members are all tried, and fail, at the end of every declaration
// (each is parsed as a File of its own).
const minDispatched = 5

// buildFast builds the fast parser: the reference parser's grammar with
// each union of minDispatched members or more parsed by a dispatcher.
func buildFast() *fastParsers {
	firsts := newFirstSets(parser.String())
	opts := baseOptions()
	dispatchers := make([]*dispatcher, len(unions))
	var all []memberOfUnion
	seen := map[string]bool{}
	for i, u := range unions {
		if len(u.members) < minDispatched {
			opts = append(opts, u.option())
			continue
		}
		dispatchers[i] = newDispatcher(u, firsts)
		opts = append(opts, u.dispatchOption(dispatchers[i]))
		for _, m := range u.members {
			if !seen[m.name] {
				seen[m.name] = true
				all = append(all, m.value.(memberOfUnion))
			}
		}
	}
	opts = append(opts, participle.Union[memberOfUnion](all...))
	p := participle.MustBuild[fastRoot](opts...)
	for i, d := range dispatchers {
		for j, m := range unions[i].members {
			if d != nil {
				d.parsers[j] = m.bind(p)
			}
		}
	}
	file, err := participle.ParserForProduction[File](p)
	if err != nil {
		panic(err)
	}
	quoted, err := participle.ParserForProduction[quotedItemRoot](p)
	if err != nil {
		panic(err)
	}
	return &fastParsers{file: file, quoted: quoted}
}

// maxMembers is the most members a union may have (the size of a
// memberSet).
const maxMembers = 128

// A memberSet is a set of members of a union, by their index.
type memberSet [maxMembers / 64]uint64

func (s *memberSet) add(i int)               { s[i/64] |= 1 << (i % 64) }
func (s memberSet) or(t memberSet) memberSet { return memberSet{s[0] | t[0], s[1] | t[1]} }

// without returns the members of s that are not in t.
func (s memberSet) without(t memberSet) memberSet { return memberSet{s[0] &^ t[0], s[1] &^ t[1]} }

// A dispatcher parses one union: it tries the members that can start
// with the next token.
type dispatcher struct {
	name    string
	parsers []memberParser
	all     memberSet // every member
	always  memberSet // members tried whatever the token
	// members that fail with an error, reading nothing, at a token they
	// cannot start with
	failsElsewhere memberSet
	seconds        []*secondToken                // by member, where known
	byType         map[lexer.TokenType]memberSet // members that start with a token of a type
	byWord         map[string]memberSet          // members that start with a literal, by its folded spelling
	longest        int                           // the longest key of byWord, in bytes
}

// newDispatcher computes the members of u that can start with each token
// from the first sets of their productions.
func newDispatcher(u unionDef, firsts *firstSets) *dispatcher {
	if len(u.members) > maxMembers {
		panic(fmt.Sprintf("grammar: union %s has more than %d members", u.name, maxMembers))
	}
	d := &dispatcher{
		name:    u.name,
		parsers: make([]memberParser, len(u.members)),
		seconds: make([]*secondToken, len(u.members)),
		byType:  map[lexer.TokenType]memberSet{},
		byWord:  map[string]memberSet{},
	}
	for i, m := range u.members {
		d.all.add(i)
		d.seconds[i] = firsts.second(m.name)
		f := firsts.of(m.name)
		switch {
		case f.any || f.nullable:
			d.always.add(i)
			continue
		case f.elsewhere == failure:
			d.failsElsewhere.add(i)
		case f.elsewhere != noMatch:
			d.always.add(i)
			continue
		}
		for t := range f.types {
			s := d.byType[t]
			s.add(i)
			d.byType[t] = s
		}
		for w := range f.words {
			s := d.byWord[w]
			s.add(i)
			d.byWord[w] = s
			d.longest = max(d.longest, len(w))
		}
	}
	return d
}

// candidates returns the members that can start with t.
func (d *dispatcher) candidates(t *lexer.Token) memberSet {
	if t.EOF() {
		return d.always // only a member that can match nothing matches at the end
	}
	s := d.always.or(d.byType[t.Type])
	if len(t.Value) > d.longest*utfMaxFold {
		return s
	}
	var buf [64]byte
	key, ok := foldKey(buf[:0], t.Value)
	if !ok {
		return d.all
	}
	return s.or(d.byWord[string(key)])
}

// peekSecond returns the token after the next one (the end of the tokens
// if there is none), leaving the lexer as it is.
func peekSecond(lex *lexer.PeekingLexer) *lexer.Token {
	at := lex.MakeCheckpoint()
	lex.Next()
	t := lex.Peek()
	lex.LoadCheckpoint(at)
	return t
}

// parse parses the union at the lexer's cursor, as participle's union
// does, trying only the candidates of the next token (the others would
// not match, without an error). It returns the member that matched; or
// nil and the error of a member that failed beyond the lookahead (the
// lexer left where it failed); or, the lexer unmoved, nil and the error
// of a member that failed within it, or participle.NextMatch if no
// member matched at all.
func (d *dispatcher) parse(lex *lexer.PeekingLexer) (any, error) {
	start := lex.MakeCheckpoint()
	next := lex.Peek()
	set := d.candidates(next)
	var failed unionFailure
	if d.failsElsewhere.without(set) != (memberSet{}) {
		// A member left out would have failed with an error (which one
		// does not matter: only that the union failed with one).
		failed.at(next)
	}
	var second *lexer.Token // the token after next, once needed
	for w, word := range set {
		for word != 0 {
			i := w*64 + bits.TrailingZeros64(word)
			word &= word - 1
			if s := d.seconds[i]; s != nil && s.startsWith(next) {
				if second == nil {
					second = peekSecond(lex)
				}
				if !s.allows(second) {
					failed.at(second)
					continue
				}
			}
			v, err := d.parsers[i](lex)
			if v != nil {
				return v, nil
			}
			if err != nil && lex.Cursor() > start.Cursor()+lookahead {
				return nil, err
			}
			if err != nil {
				failed.with(err)
			}
			lex.LoadCheckpoint(start)
		}
	}
	if err := failed.err(); err != nil {
		return nil, err
	}
	return nil, participle.NextMatch
}

// A unionFailure is the last error a union's members failed with, if any:
// a member's own, or one at a token a member left out would have failed
// at, made only if the union fails (most union parses match, and the
// error would be thrown away).
type unionFailure struct {
	memberErr error        // a member's error
	tok       *lexer.Token // or the token a member would have failed at
}

// with records a member's error.
func (f *unionFailure) with(err error) { *f = unionFailure{memberErr: err} }

// at records a failure at the token t.
func (f *unionFailure) at(t *lexer.Token) { *f = unionFailure{tok: t} }

// err returns the error recorded, or nil.
func (f *unionFailure) err() error {
	if f.tok != nil {
		return &participle.UnexpectedTokenError{Unexpected: *f.tok}
	}
	return f.memberErr
}
