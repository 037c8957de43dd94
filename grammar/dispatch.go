package grammar

import (
	"fmt"
	"reflect"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// Parsing a union the way participle does costs a try of every member
// before the one that matches, and most fail at their first token. The
// compiled parser (compiled.go) parses each large union with a
// dispatcher instead, which looks at the next token and tries, in the
// union's order, only the members that can start with it. What each
// member can start with is computed from the grammar's EBNF
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
// than the lookahead ends the union with its error; one that fails
// sooner lets the next be tried; if none matches, the union fails if one
// of its members (tried or left out) failed with an error, and does not
// match otherwise (cParser.union).

// A unionDef is an interface type of the grammar and its members, in the
// order they are tried.
type unionDef struct {
	name    string
	typ     reflect.Type // the interface type
	members []memberDef
	// option makes the union a participle.Union, for the reference parser.
	option func() participle.Option
	// set stores member (a pointer to a member's struct) in f, a field of
	// type U; add appends it to f, a field of type []U (compiled.go).
	set, add func(f, member reflect.Value)
}

// A memberDef is one member type of a union.
type memberDef struct {
	name  string // the type's name, which is its production's in the EBNF
	value any    // a new *M, for participle.Union
}

// member returns the memberDef of the struct type M.
func member[M any]() memberDef {
	return memberDef{name: reflect.TypeFor[M]().Name(), value: new(M)}
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
		typ:     reflect.TypeFor[U](),
		members: members,
		option: func() participle.Option {
			vals := make([]U, len(members))
			for i, m := range members {
				vals[i] = m.value.(U)
			}
			return participle.Union[U](vals...)
		},
		set: func(f, member reflect.Value) {
			*f.Addr().Interface().(*U) = member.Interface().(U)
		},
		add: func(f, member reflect.Value) {
			p := f.Addr().Interface().(*[]U)
			*p = append(*p, member.Interface().(U))
		},
	}
}

// minDispatched is the fewest members a union must have to be parsed by
// a dispatcher: a dispatcher's look at the token costs about as much as
// trying a few members, so smaller unions try each in turn.
const minDispatched = 5

// maxMembers is the most members a union may have (the size of a
// memberSet).
const maxMembers = 128

// A memberSet is a set of members of a union, by their index.
type memberSet [maxMembers / 64]uint64

func (s *memberSet) add(i int)               { s[i/64] |= 1 << (i % 64) }
func (s memberSet) or(t memberSet) memberSet { return memberSet{s[0] | t[0], s[1] | t[1]} }

// without returns the members of s that are not in t.
func (s memberSet) without(t memberSet) memberSet { return memberSet{s[0] &^ t[0], s[1] &^ t[1]} }

// A dispatcher knows which members of one union can start with a token,
// for the compiled parser to try those alone.
type dispatcher struct {
	name   string
	all    memberSet // every member
	always memberSet // members tried whatever the token
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
