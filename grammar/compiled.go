package grammar

import (
	"encoding"
	"fmt"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"sync"
	tagscan "text/scanner"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The compiled parser is the fast path of Parse. participle, the reference
// parser, walks a graph of grammar nodes with reflection: every optional
// part, alternative and lookahead it tries copies its parse state to the
// heap, every capture is a deferred closure of 200 bytes, and every value
// a node matches is boxed in a slice. The compiled parser reads the same
// grammar (the parser tags of the same structs and the same unions) into
// a small tree of its own nodes once, and walks that with a token index
// for its state: a branch is an index into the token slice and a length
// of the list of pending captures, and nothing is allocated but the
// trees it returns.
//
// It does what participle does, step for step, wherever that decides
// what is accepted and the tree returned:
//
//   - A node matches, does not match (reading nothing), or fails with an
//     error, leaving the cursor where it failed. A sequence whose first
//     part does not match does not match; one whose later part does not
//     match fails. An alternative, an optional or repeated part and a
//     member of a union that fails more than the lookahead (2 tokens)
//     past where it started ends the parse of its enclosing node with
//     its error; one that fails sooner is dropped and the next is tried.
//     A union or a group of alternatives in which some alternative failed
//     fails (without reading), one in which none did does not match; a
//     repeated part ("+") that matched nothing does not match even if it
//     failed. A lookahead (?= part) holds where its part matches and
//     (?! part) where it does not (whether the part failed or did not
//     match), reading nothing either way; a negation (~part) takes any
//     token but the end of the input and one where its part matches.
//   - Captures are kept pending, as participle defers them, and set when
//     the struct that holds the branch they were made in ends, whether it
//     matched or failed: a struct's end sets every capture pending in its
//     branch, those of the structs around it in the same branch too.
//     participle sets them so, and a capture set that way stays set when
//     its branch is later dropped.
//   - Captured values are set as participle sets them (setField): tokens
//     appended to a string, a slice or a Capture, a number read as Go
//     reads a literal, a flag set, a struct or union member stored.
//
// Only the errors differ. A declaration the compiled parser does not
// accept is parsed again by the reference parser, which reports the
// error, or returns the tree if it parses after all: the compiled parser
// gives up (bails) where following participle exactly would cost more
// than it is worth (a capture participle cannot set, a part repeated
// without reading, a branch that matched without reading). So the
// compiled parser accepts a subset of what the reference parser
// accepts, with the same tree (TestFastParserAgrees and its mutations
// and fuzzing hold it to that, and to accepting all the reference
// parser accepts on every bundled card and test file).

// A cKind is the kind of a compiled node.
type cKind uint8

const (
	cLiteral     cKind = iota // a literal token, "word" or "word":Type
	cReference                // a token of a type: Ident
	cSequence                 // parts in turn
	cDisjunction              // alternatives, the first that matches
	cGroup                    // a part once, optional, or repeated (mode)
	cLookahead                // (?= part) or (?! part)
	cNegation                 // ~part: any token where part does not match
	cCapture                  // @part: the tokens part reads, captured into a field
	cCaptureNode              // @@: a struct or union, captured into a field
)

// A cMode is how often a group's part is matched.
type cMode uint8

const (
	cOnce cMode = iota
	cOptional
	cMany    // *
	cSome    // +
	cNonNull // !: must match something
)

// A cNode is a node of the compiled grammar.
type cNode struct {
	kind     cKind
	lit      string          // cLiteral
	litType  lexer.TokenType // cLiteral: the type it must have, or lexer.EOF for any
	tokType  lexer.TokenType // cReference
	ident    string          // cReference: the token type's name
	parts    []*cNode        // cSequence, cDisjunction
	part     *cNode          // cGroup, cLookahead, cNegation, cCapture
	mode     cMode           // cGroup
	negative bool            // cLookahead: (?! …)
	set      *cSetter        // cCapture, cCaptureNode: the field captured into
	strct    *cStruct        // cCaptureNode: a struct
	union    *cUnion         // cCaptureNode: or a union
}

// A cStruct is a struct of the grammar: its fields' grammar and where it
// records its positions.
type cStruct struct {
	typ    reflect.Type // the struct type
	expr   *cNode
	pos    []int   // index of the Pos field, if any
	endPos []int   // of the EndPos field, if any
	first  *cFirst // what it can start with, where that is known and short
}

// A cFirst is what a struct can start with, from its first set
// (first.go): tokens of the given types or literals spelled as the
// given words whatever the case. At any other token the struct would
// not match, or would fail reading nothing if fails is set, so it is not
// tried (nor made).
type cFirst struct {
	types []lexer.TokenType
	words []string
	fails bool
}

// maxFirstWords is the most words a cFirst looks through.
const maxFirstWords = 8

// newFirst returns the cFirst of a first set, or nil if it would admit
// every token or hold too many words.
func newFirst(f *firstSet) *cFirst {
	if f.any || f.nullable || (f.elsewhere != noMatch && f.elsewhere != failure) || len(f.words) > maxFirstWords {
		return nil
	}
	c := &cFirst{fails: f.elsewhere == failure}
	for t := range f.types {
		c.types = append(c.types, t)
	}
	for w := range f.words {
		c.words = append(c.words, w)
	}
	slices.Sort(c.types)
	slices.Sort(c.words)
	return c
}

// admits reports whether the struct may start with t: it is one of the
// types or words (a superset of what its literals match, which fold case
// for words only).
func (c *cFirst) admits(t *lexer.Token) bool {
	if slices.Contains(c.types, t.Type) {
		return true
	}
	for _, w := range c.words {
		if strings.EqualFold(t.Value, w) {
			return true
		}
	}
	return false
}

// A cUnion is a union of the grammar, its members tried in order.
type cUnion struct {
	typ      reflect.Type // the interface type
	members  []*cStruct
	dispatch *dispatcher // the members that can start with a token, for large unions (dispatch.go)
	// set and add store a member in a field of the union's type or
	// append it to a list of them, with Go's own conversion to the
	// interface rather than reflection's, which compares method sets
	// by name at every store (unionDef).
	set, add func(f, member reflect.Value)
}

// compiledGrammar is the compiled parser's grammar: the File and quoted
// ability roots.
type compiledGrammar struct {
	file   *cStruct
	quoted *cStruct
}

// compiled is the compiled grammar, built on first use.
var compiled = sync.OnceValue(func() *compiledGrammar {
	b := newCompiler(unions)
	g := &compiledGrammar{
		file:   b.structOf(reflect.TypeFor[File]()),
		quoted: b.structOf(reflect.TypeFor[quotedItemRoot]()),
	}
	b.narrow(g.file)
	return g
})

// parseFile parses a File of the tokens toks (which end with an end of
// file) as the reference parser's ParseFromLexer would, or returns nil
// if it does not accept them.
func (g *compiledGrammar) parseFile(toks []lexer.Token) *File {
	v := parseCompiled(g.file, toks)
	if v == nil {
		return nil
	}
	return v.(*File)
}

// parseQuoted parses a quotedItemRoot as parseFile parses a File.
func (g *compiledGrammar) parseQuoted(toks []lexer.Token) *quotedItemRoot {
	v := parseCompiled(g.quoted, toks)
	if v == nil {
		return nil
	}
	return v.(*quotedItemRoot)
}

// cParsers recycles the state of the compiled parser, its pending
// captures.
var cParsers = sync.Pool{New: func() any { return new(cParser) }}

// parseCompiled parses the root s from toks, which must end with an end
// of file, and returns a pointer to it, or nil if the tokens are not
// accepted (all of them must be read).
func parseCompiled(s *cStruct, toks []lexer.Token) any {
	p := cParsers.Get().(*cParser)
	defer func() {
		clear(p.pending) // nothing kept alive by a recycled parser
		p.pending, p.toks, p.bailed = p.pending[:0], nil, false
		cParsers.Put(p)
	}()
	p.toks = toks
	v, end, o := p.strct(s, 0, 0)
	if o != cMatched || p.bailed || !toks[end].EOF() {
		return nil
	}
	return v.Interface()
}

// A cOutcome is what a node did: matched, did not match, or failed.
type cOutcome uint8

const (
	cMatched cOutcome = iota
	cNoMatch
	cFailed
)

// A cParser is the state of one compiled parse.
type cParser struct {
	toks    []lexer.Token // ending with an end of file
	pending []cPending    // captures not yet set
	bailed  bool          // the parse gave up: the reference parser decides
}

// A cPending is a capture not yet set: the tokens from..to or the value
// val, for the field set of the struct target points to.
type cPending struct {
	target   reflect.Value
	set      *cSetter
	from, to int
	val      reflect.Value // a struct (a pointer) or union member; invalid for tokens
}

// node parses n at the token at, in the branch whose pending captures
// start at base, for the struct parent points to. It returns where the
// cursor is left (where n ended, or where it failed; at if it did not
// match), what n did, and whether n matched any value (a token or a
// capture), which participle's repeated groups look at.
func (p *cParser) node(n *cNode, at, base int, parent reflect.Value) (int, cOutcome, bool) {
	switch n.kind {
	case cLiteral:
		t := &p.toks[at]
		if n.litType != lexer.EOF && t.Type != n.litType {
			return at, cNoMatch, false
		}
		// As participle matches a literal (and secondToken.startsWith).
		if t.Value == n.lit || foldsCase(t.Type) && strings.EqualFold(t.Value, n.lit) {
			return at + 1, cMatched, true
		}
		return at, cNoMatch, false

	case cReference:
		if p.toks[at].Type != n.tokType {
			return at, cNoMatch, false
		}
		return at + 1, cMatched, true

	case cSequence:
		cur, vals := at, false
		for i, part := range n.parts {
			end, o, v := p.node(part, cur, base, parent)
			switch o {
			case cFailed:
				return end, cFailed, false
			case cNoMatch:
				if i == 0 {
					return at, cNoMatch, false
				}
				return cur, cFailed, false
			}
			cur, vals = end, vals || v
		}
		return cur, cMatched, vals

	case cDisjunction:
		failed := false
		for _, alt := range n.parts {
			branch := len(p.pending)
			end, o, v := p.node(alt, at, branch, parent)
			switch o {
			case cMatched:
				if end == at && !p.toks[at].EOF() {
					p.bailed = true // participle panics: a branch accepted without reading
				}
				return end, cMatched, v
			case cFailed:
				if end > at+lookahead {
					return end, cFailed, false // the branch is kept, with its captures
				}
				p.pending, failed = p.pending[:branch], true
			}
		}
		if failed {
			return at, cFailed, false
		}
		return at, cNoMatch, false

	case cGroup:
		return p.group(n, at, base, parent)

	case cLookahead:
		branch := len(p.pending)
		_, o, _ := p.node(n.part, at, branch, parent)
		p.pending = p.pending[:branch]
		if (o == cMatched) == n.negative {
			return at, cFailed, false
		}
		return at, cMatched, false

	case cNegation:
		if p.toks[at].EOF() {
			return at, cNoMatch, false
		}
		branch := len(p.pending)
		_, o, _ := p.node(n.part, at, branch, parent)
		p.pending = p.pending[:branch]
		if o == cMatched {
			return at, cFailed, false
		}
		return at + 1, cMatched, true

	case cCapture:
		// A capture that fails is not kept: the struct it captures into
		// fails too, and what a failed struct holds is dropped.
		end, o, _ := p.node(n.part, at, base, parent)
		if o == cMatched {
			p.pending = append(p.pending, cPending{target: parent, set: n.set, from: at, to: end})
		}
		return end, o, o == cMatched

	case cCaptureNode:
		var v reflect.Value
		var end int
		var o cOutcome
		if n.strct != nil {
			v, end, o = p.strct(n.strct, at, base)
		} else {
			v, end, o = p.union(n.union, at, base)
		}
		if o == cMatched {
			p.pending = append(p.pending, cPending{target: parent, set: n.set, val: v})
		}
		return end, o, o == cMatched
	}
	panic("grammar: unknown compiled node")
}

// group parses a group: its part once, optionally, or repeated.
func (p *cParser) group(n *cNode, at, base int, parent reflect.Value) (int, cOutcome, bool) {
	switch n.mode {
	case cOnce:
		return p.node(n.part, at, base, parent)
	case cNonNull:
		end, o, v := p.node(n.part, at, base, parent)
		if o == cNoMatch || o == cMatched && !v {
			return end, cFailed, false // participle: "cannot be empty"
		}
		return end, o, v
	}
	most := 1
	if n.mode == cMany || n.mode == cSome {
		most = participle.MaxIterations
	}
	cur, vals := at, false
	for range most {
		branch := len(p.pending)
		end, o, v := p.node(n.part, cur, branch, parent)
		if o == cFailed {
			if end > cur+lookahead {
				return end, cFailed, false
			}
			p.pending = p.pending[:branch]
			break
		}
		if o == cNoMatch {
			break
		}
		if end == cur && most > 1 {
			// participle would match it again until MaxIterations and
			// fail then.
			p.bailed = true
			return cur, cFailed, false
		}
		cur, vals = end, vals || v
	}
	if n.mode == cSome && !vals {
		return at, cNoMatch, false
	}
	return cur, cMatched, vals
}

// strct parses the struct s at the token at, in the branch whose pending
// captures start at base. It returns a pointer to the struct if it
// matched.
func (p *cParser) strct(s *cStruct, at, base int) (reflect.Value, int, cOutcome) {
	if s.first != nil && !s.first.admits(&p.toks[at]) {
		if s.first.fails {
			p.apply(base)
			return reflect.Value{}, at, cFailed
		}
		return reflect.Value{}, at, cNoMatch
	}
	sv := reflect.New(s.typ)
	end, o, _ := p.node(s.expr, at, base, sv)
	switch o {
	case cNoMatch:
		return reflect.Value{}, at, cNoMatch
	case cFailed:
		p.apply(base)
		return reflect.Value{}, end, cFailed
	}
	// participle sets the position as the struct starts; only a struct
	// that matched is ever seen, so it is set now, as is the end.
	if s.pos != nil {
		setPosition(sv.Elem().FieldByIndex(s.pos), p.toks[at].Pos)
	}
	if s.endPos != nil {
		setPosition(sv.Elem().FieldByIndex(s.endPos), p.toks[end].Pos)
	}
	p.apply(base)
	return sv, end, cMatched
}

// setPosition sets f, a field of type lexer.Position, to pos, without
// boxing pos as reflect.ValueOf would.
func setPosition(f reflect.Value, pos lexer.Position) {
	*f.Addr().Interface().(*lexer.Position) = pos
}

// union parses the union u at the token at: each member that can start
// with it (all, if u is not dispatched), in turn.
func (p *cParser) union(u *cUnion, at, base int) (reflect.Value, int, cOutcome) {
	failed := false
	try := func(i int) (reflect.Value, int, cOutcome, bool) {
		branch := len(p.pending)
		v, end, o := p.strct(u.members[i], at, branch)
		switch o {
		case cMatched:
			if end == at && !p.toks[at].EOF() {
				p.bailed = true // participle panics: a branch accepted without reading
			}
			return v, end, cMatched, true
		case cFailed:
			if end > at+lookahead {
				return reflect.Value{}, end, cFailed, true
			}
			p.pending, failed = p.pending[:branch], true
		}
		return reflect.Value{}, 0, 0, false
	}
	if d := u.dispatch; d != nil {
		next := &p.toks[at]
		set := d.candidates(next)
		if d.failsElsewhere.without(set) != (memberSet{}) {
			failed = true // a member left out fails with an error
		}
		for i := range u.members {
			if set[i/64]&(1<<(i%64)) == 0 {
				continue
			}
			if s := d.seconds[i]; s != nil && s.startsWith(next) && !s.allows(&p.toks[min(at+1, len(p.toks)-1)]) {
				failed = true
				continue
			}
			if v, end, o, done := try(i); done {
				return v, end, o
			}
		}
	} else {
		for i := range u.members {
			if v, end, o, done := try(i); done {
				return v, end, o
			}
		}
	}
	if failed {
		return reflect.Value{}, at, cFailed
	}
	return reflect.Value{}, at, cNoMatch
}

// apply sets the captures pending since base, in order, as a struct does
// at its end, and drops them.
func (p *cParser) apply(base int) {
	for i := base; i < len(p.pending); i++ {
		c := &p.pending[i]
		if err := c.set.apply(c.target.Elem().FieldByIndex(c.set.index), p.toks[c.from:c.to], c.val); err != nil {
			p.bailed = true // participle fails here; its error is its own to report
		}
		*c = cPending{}
	}
	p.pending = p.pending[:base]
}

// A cSetter sets one field from a capture, as participle's setField does.
type cSetter struct {
	index []int
	apply func(f reflect.Value, toks []lexer.Token, val reflect.Value) error
}

var (
	captureIface   = reflect.TypeFor[participle.Capture]()
	unmarshalIface = reflect.TypeFor[encoding.TextUnmarshaler]()
	positionT      = reflect.TypeFor[lexer.Position]()
	tokenT         = reflect.TypeFor[lexer.Token]()
	tokensT        = reflect.TypeFor[[]lexer.Token]()
)

// values returns the tokens' values.
func values(toks []lexer.Token) []string {
	out := make([]string, len(toks))
	for i := range toks {
		out[i] = toks[i].Value
	}
	return out
}

// newSetter returns the setter of field f for a capture of tokens
// (node false) or of a struct or union (node true). It panics for what
// the grammar does not use and participle sets in ways not copied here.
func newSetter(owner reflect.Type, f reflect.StructField, index []int, node bool, u *cUnion) *cSetter {
	bad := func(why string) {
		panic(fmt.Sprintf("grammar: compiled parser: %s.%s (%s): %s", owner.Name(), f.Name, f.Type, why))
	}
	t := f.Type
	s := &cSetter{index: index}
	if node {
		switch {
		// An interface is a union's (typeNode): the union stores it.
		case u != nil && t == u.typ:
			s.apply = func(f reflect.Value, _ []lexer.Token, v reflect.Value) error { u.set(f, v); return nil }
		case u != nil && t == reflect.SliceOf(u.typ):
			s.apply = func(f reflect.Value, _ []lexer.Token, v reflect.Value) error { u.add(f, v); return nil }
		case t.Kind() == reflect.Pointer && t.Elem().Kind() == reflect.Struct:
			s.apply = func(f reflect.Value, _ []lexer.Token, v reflect.Value) error { f.Set(v); return nil }
		case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Pointer && t.Elem().Elem().Kind() == reflect.Struct:
			s.apply = func(f reflect.Value, _ []lexer.Token, v reflect.Value) error { appendValue(f, v); return nil }
		case t.Kind() == reflect.Slice && t.Elem().Kind() == reflect.Struct:
			s.apply = func(f reflect.Value, _ []lexer.Token, v reflect.Value) error {
				appendValue(f, v.Elem())
				return nil
			}
		case t.Kind() == reflect.Struct:
			s.apply = func(f reflect.Value, _ []lexer.Token, v reflect.Value) error { f.Set(v.Elem()); return nil }
		default:
			bad("not a struct, union or list of them")
		}
		return s
	}
	// A pointer is made when first set; what it points to is set.
	base, viaPtr := t, false
	if t.Kind() == reflect.Pointer {
		base, viaPtr = t.Elem(), true
	}
	var set func(f reflect.Value, toks []lexer.Token) error
	switch {
	case base == tokenT || base == tokensT:
		bad("tokens are not captured")
	case reflect.PointerTo(base).Implements(captureIface):
		set = func(f reflect.Value, toks []lexer.Token) error {
			return f.Addr().Interface().(participle.Capture).Capture(values(toks))
		}
	case reflect.PointerTo(base).Implements(unmarshalIface):
		bad("TextUnmarshaler is not supported")
	case base.Kind() == reflect.Slice:
		elem := base.Elem()
		if reflect.PointerTo(elem).Implements(captureIface) || elem.Implements(captureIface) {
			// Each token captured into an element of its own.
			made, isPtr := elem, elem.Kind() == reflect.Pointer
			if isPtr {
				made = elem.Elem()
			}
			set = func(f reflect.Value, toks []lexer.Token) error {
				for i := range toks {
					d := reflect.New(made)
					if err := d.Interface().(participle.Capture).Capture([]string{toks[i].Value}); err != nil {
						return err
					}
					if !isPtr {
						d = d.Elem()
					}
					appendValue(f, d)
				}
				return nil
			}
			break
		}
		conv := converter(elem)
		if conv == nil {
			bad("list of an unsupported kind")
		}
		set = func(f reflect.Value, toks []lexer.Token) error {
			for i := range toks {
				v, err := conv(toks[i].Value)
				if err != nil {
					return err
				}
				appendValue(f, v)
			}
			return nil
		}
	case base.Kind() == reflect.String:
		set = func(f reflect.Value, toks []lexer.Token) error {
			switch len(toks) {
			case 0:
			case 1:
				f.SetString(f.String() + toks[0].Value)
			default:
				var b strings.Builder
				b.WriteString(f.String())
				for i := range toks {
					b.WriteString(toks[i].Value)
				}
				f.SetString(b.String())
			}
			return nil
		}
	default:
		conv := converter(base)
		if conv == nil {
			bad("unsupported kind")
		}
		set = func(f reflect.Value, toks []lexer.Token) error {
			if len(toks) == 0 {
				return nil
			}
			s := toks[0].Value
			if len(toks) > 1 {
				s = strings.Join(values(toks), "")
			}
			v, err := conv(s)
			if err != nil {
				return err
			}
			f.Set(v)
			return nil
		}
	}
	s.apply = func(f reflect.Value, toks []lexer.Token, _ reflect.Value) error {
		if viaPtr {
			if f.IsNil() {
				f.Set(reflect.New(base))
			}
			f = f.Elem()
		}
		return set(f, toks)
	}
	return s
}

// appendValue appends v to the slice f, a field, in place: as
// f.Set(reflect.Append(f, v)), without making a new slice value.
func appendValue(f, v reflect.Value) {
	n := f.Len()
	f.Grow(1)
	f.SetLen(n + 1)
	f.Index(n).Set(v)
}

// converter returns how participle converts a token's value to a value
// of type t (conform), or nil for a kind it is not given here.
func converter(t reflect.Type) func(string) (reflect.Value, error) {
	switch t.Kind() {
	case reflect.String:
		return func(s string) (reflect.Value, error) { return reflect.ValueOf(s).Convert(t), nil }
	case reflect.Bool:
		return func(string) (reflect.Value, error) { return reflect.ValueOf(true).Convert(t), nil }
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		bits := t.Bits()
		return func(s string) (reflect.Value, error) {
			n, err := strconv.ParseInt(s, 0, bits)
			if err != nil {
				return reflect.Value{}, err
			}
			v := reflect.New(t).Elem()
			v.SetInt(n)
			return v, nil
		}
	}
	return nil
}

// A compiler reads the grammar's structs into compiled nodes.
type compiler struct {
	structs map[reflect.Type]*cStruct
	unions  map[reflect.Type]*cUnion
	defs    []unionDef
}

// newCompiler returns a compiler of a grammar with the unions us.
func newCompiler(us []unionDef) *compiler {
	b := &compiler{
		structs: map[reflect.Type]*cStruct{},
		unions:  map[reflect.Type]*cUnion{},
		defs:    us,
	}
	for _, u := range us {
		b.unions[u.typ] = &cUnion{typ: u.typ, set: u.set, add: u.add}
	}
	for _, u := range us {
		cu := b.unions[u.typ]
		for _, m := range u.members {
			cu.members = append(cu.members, b.structOf(reflect.TypeOf(m.value).Elem()))
		}
	}
	return b
}

// narrow gives the compiled grammar its first sets, read from the EBNF
// of the grammar of root (which is participle's, TestCompiledEBNF): the
// dispatchers of the large unions and each struct's cFirst.
func (b *compiler) narrow(root *cStruct) {
	firsts := newFirstSets(renderEBNF(root))
	for _, u := range b.defs {
		if len(u.members) >= minDispatched {
			b.unions[u.typ].dispatch = newDispatcher(u, firsts)
		}
	}
	for t, s := range b.structs {
		s.first = newFirst(firsts.of(productionName(t)))
	}
}

// structOf returns the compiled struct of type t.
func (b *compiler) structOf(t reflect.Type) *cStruct {
	if s, ok := b.structs[t]; ok {
		return s
	}
	s := &cStruct{typ: t}
	b.structs[t] = s // before its grammar, which may refer to it
	for name, index := range map[string]*[]int{"Pos": &s.pos, "EndPos": &s.endPos} {
		f, ok := t.FieldByName(name)
		switch {
		case !ok || !positionT.ConvertibleTo(f.Type):
		case f.Type != positionT:
			panic(fmt.Sprintf("grammar: compiled parser: %s.%s is not a lexer.Position", t, name))
		default:
			*index = f.Index
		}
	}
	if f, ok := t.FieldByName("Tokens"); ok && f.Type == tokensT {
		panic(fmt.Sprintf("grammar: compiled parser: %s keeps its tokens", t))
	}
	tl := &tagReader{owner: t, toks: tagTokens(t)}
	s.expr = tl.disjunction(b)
	if !tl.at(tagscan.EOF) {
		panic(fmt.Sprintf("grammar: compiled parser: %s: unexpected %q in its grammar", t, tl.peek().text))
	}
	return s
}

// typeNode returns the node parsing a value of the field type t: a union
// or a struct (through pointers and slices).
func (b *compiler) typeNode(t reflect.Type) (*cStruct, *cUnion) {
	for t.Kind() == reflect.Pointer || t.Kind() == reflect.Slice {
		t = t.Elem()
	}
	if u, ok := b.unions[t]; ok {
		return nil, u
	}
	if t.Kind() != reflect.Struct {
		panic(fmt.Sprintf("grammar: compiled parser: %s is neither a struct nor a union", t))
	}
	return b.structOf(t), nil
}

// A tagToken is a token of a struct's grammar, from the parser tag of
// the field it belongs to.
type tagToken struct {
	typ   rune // a text/scanner token type or a punctuation character
	text  string
	field reflect.StructField // with the index from the struct
}

// tagTokens returns the tokens of the grammar of struct t: the parser
// tags of its fields (those of embedded structs in place), in order, as
// participle reads them.
func tagTokens(t reflect.Type) []tagToken {
	var out []tagToken
	for _, index := range tagFields(t) {
		f := t.FieldByIndex(index)
		f.Index = index
		var s tagscan.Scanner
		s.Init(strings.NewReader(grammarTag(f)))
		s.Error = func(_ *tagscan.Scanner, msg string) {
			if !strings.HasSuffix(msg, "char literal") { // participle's single-quoted strings
				panic(fmt.Sprintf("grammar: compiled parser: %s.%s: %s", t, f.Name, msg))
			}
		}
		for typ := s.Scan(); typ != tagscan.EOF; typ = s.Scan() {
			text := s.TokenText()
			switch typ {
			case tagscan.Char:
				text = `"` + text[1:len(text)-1] + `"`
				fallthrough
			case tagscan.String:
				u, err := strconv.Unquote(text)
				if err != nil {
					panic(fmt.Sprintf("grammar: compiled parser: %s.%s: %v", t, f.Name, err))
				}
				text, typ = u, tagscan.String
			case tagscan.RawString:
				text, typ = text[1:len(text)-1], tagscan.String
			}
			out = append(out, tagToken{typ: typ, text: text, field: f})
		}
	}
	return out
}

// tagFields returns the indexes of the fields of t that have grammar,
// those of embedded structs in place, as participle collects them.
func tagFields(t reflect.Type) [][]int {
	var out [][]int
	for i := range t.NumField() {
		f := t.Field(i)
		switch {
		case f.Anonymous && f.Type.Kind() == reflect.Struct:
			for _, idx := range tagFields(f.Type) {
				out = append(out, append([]int{i}, idx...))
			}
		case f.PkgPath != "":
		case grammarTag(f) != "":
			out = append(out, f.Index)
		}
	}
	return out
}

// grammarTag returns the grammar of field f: its parser tag, or, as
// participle reads it, its whole tag if it has no parser key.
func grammarTag(f reflect.StructField) string {
	if tag, ok := f.Tag.Lookup("parser"); ok {
		return tag
	}
	return string(f.Tag)
}

// A tagReader reads a struct's grammar from its tag tokens, as
// participle's generator does.
type tagReader struct {
	owner reflect.Type
	toks  []tagToken
	i     int
}

func (r *tagReader) peek() tagToken {
	if r.i < len(r.toks) {
		return r.toks[r.i]
	}
	return tagToken{typ: tagscan.EOF}
}

func (r *tagReader) at(typ rune) bool { return r.peek().typ == typ }

func (r *tagReader) next() tagToken {
	t := r.peek()
	if r.i < len(r.toks) {
		r.i++
	}
	return t
}

func (r *tagReader) expect(typ rune) {
	if t := r.next(); t.typ != typ {
		panic(fmt.Sprintf("grammar: compiled parser: %s: expected %q, found %q", r.owner, typ, t.text))
	}
}

// disjunction reads alternatives: a sequence, then "|" and another.
func (r *tagReader) disjunction(b *compiler) *cNode {
	var alts []*cNode
	for {
		seq := r.sequence(b)
		if seq == nil {
			panic(fmt.Sprintf("grammar: compiled parser: %s: an empty alternative", r.owner))
		}
		alts = append(alts, seq)
		if !r.at('|') {
			break
		}
		r.next()
	}
	if len(alts) == 1 {
		return alts[0]
	}
	return &cNode{kind: cDisjunction, parts: alts}
}

// sequence reads terms up to one that cannot start a term.
func (r *tagReader) sequence(b *compiler) *cNode {
	var parts []*cNode
	for !r.at(tagscan.EOF) {
		t := r.term(b, true)
		if t == nil {
			break
		}
		parts = append(parts, t)
	}
	switch len(parts) {
	case 0:
		return nil
	case 1:
		return parts[0]
	}
	return &cNode{kind: cSequence, parts: parts}
}

// term reads a term and its modifier, if any.
func (r *tagReader) term(b *compiler, allowUnknown bool) *cNode {
	n := r.termNoModifier(b, allowUnknown)
	if n == nil {
		return nil
	}
	mode := cOnce
	switch r.peek().typ {
	case '!':
		mode = cNonNull
	case '+':
		mode = cSome
	case '*':
		mode = cMany
	case '?':
		mode = cOptional
	default:
		return n
	}
	r.next()
	return &cNode{kind: cGroup, part: n, mode: mode}
}

func (r *tagReader) termNoModifier(b *compiler, allowUnknown bool) *cNode {
	t := r.peek()
	switch t.typ {
	case '@':
		return r.capture(b)
	case tagscan.String:
		r.next()
		if t.text == "" {
			// participle's "" matches any token, the end of the input too,
			// which it reads past; the grammar has none.
			panic(fmt.Sprintf("grammar: compiled parser: %s: an empty literal", r.owner))
		}
		n := &cNode{kind: cLiteral, lit: t.text, litType: lexer.EOF}
		if r.at(':') {
			r.next()
			n.litType = r.symbol(r.next())
		}
		return n
	case '!', '~':
		r.next()
		return &cNode{kind: cNegation, part: r.termNoModifier(b, false)}
	case '[':
		r.next()
		n := &cNode{kind: cGroup, part: r.disjunction(b), mode: cOptional}
		r.expect(']')
		return n
	case '{':
		r.next()
		n := &cNode{kind: cGroup, part: r.disjunction(b), mode: cMany}
		r.expect('}')
		return n
	case '(':
		r.next()
		if r.at('?') {
			r.next()
			n := &cNode{kind: cLookahead}
			switch r.next().typ {
			case '=':
			case '!':
				n.negative = true
			default:
				panic(fmt.Sprintf("grammar: compiled parser: %s: a lookahead needs = or !", r.owner))
			}
			n.part = r.disjunction(b)
			r.expect(')')
			return n
		}
		n := &cNode{kind: cGroup, part: r.disjunction(b), mode: cOnce}
		r.expect(')')
		return n
	case tagscan.Ident:
		r.next()
		typ := r.symbol(t)
		if typ == lexer.EOF {
			panic(fmt.Sprintf("grammar: compiled parser: %s: EOF is not read", r.owner))
		}
		return &cNode{kind: cReference, tokType: typ, ident: t.text}
	case tagscan.EOF:
		return nil
	}
	if allowUnknown {
		return nil
	}
	panic(fmt.Sprintf("grammar: compiled parser: %s: unexpected %q", r.owner, t.text))
}

// symbol returns the token type a tag names.
func (r *tagReader) symbol(t tagToken) lexer.TokenType {
	typ, ok := lexDef.Symbols()[t.text]
	if t.typ != tagscan.Ident || !ok {
		panic(fmt.Sprintf("grammar: compiled parser: %s: unknown token type %q", r.owner, t.text))
	}
	return typ
}

// capture reads @part or @@, capturing into the field of the "@".
func (r *tagReader) capture(b *compiler) *cNode {
	at := r.next()
	f := at.field
	if r.at('@') {
		r.next()
		s, u := b.typeNode(f.Type)
		return &cNode{kind: cCaptureNode, strct: s, union: u, set: newSetter(r.owner, f, f.Index, true, u)}
	}
	part := r.termNoModifier(b, false)
	if holdsCapture(part) {
		panic(fmt.Sprintf("grammar: compiled parser: %s.%s: a capture within a capture", r.owner, f.Name))
	}
	return &cNode{kind: cCapture, part: part, set: newSetter(r.owner, f, f.Index, false, nil)}
}

// holdsCapture reports whether n captures anything.
func holdsCapture(n *cNode) bool {
	if n == nil {
		return false
	}
	if n.kind == cCapture || n.kind == cCaptureNode {
		return true
	}
	for _, p := range n.parts {
		if holdsCapture(p) {
			return true
		}
	}
	return holdsCapture(n.part)
}

// productionName is the name of the production of type t in the EBNF:
// its name, capitalized.
func productionName(t reflect.Type) string {
	return strings.ToUpper(t.Name()[:1]) + t.Name()[1:]
}

// renderEBNF returns the EBNF of the grammar of root, written as
// participle writes its parser's (Parser.String): one production a line,
// in the order they are first met, each struct and union by its name.
func renderEBNF(root *cStruct) string {
	r := &ebnfWriter{seen: map[any]bool{}}
	r.strct(nil, root)
	lines := make([]string, len(r.prods))
	for i, p := range r.prods {
		lines[i] = p.name + " = " + p.b.String() + " ."
	}
	return strings.Join(lines, "\n")
}

// An ebnfWriter writes productions for renderEBNF.
type ebnfWriter struct {
	prods []*ebnfProduction
	seen  map[any]bool
}

type ebnfProduction struct {
	name string
	b    strings.Builder
}

// production writes the name of the production of type t into p (if
// any) and returns the production to write, the first time the struct
// or union key is met; nil after.
func (r *ebnfWriter) production(p *ebnfProduction, key any, t reflect.Type) *ebnfProduction {
	name := productionName(t)
	if p != nil {
		p.b.WriteString(name)
	}
	if r.seen[key] {
		return nil
	}
	r.seen[key] = true
	np := &ebnfProduction{name: name}
	r.prods = append(r.prods, np)
	return np
}

// strct writes the name of s into p (if any) and, the first time, its
// production.
func (r *ebnfWriter) strct(p *ebnfProduction, s *cStruct) {
	if np := r.production(p, s, s.typ); np != nil {
		r.node(np, true, s.expr)
	}
}

// union writes the name of u into p and, the first time, its production.
func (r *ebnfWriter) union(p *ebnfProduction, u *cUnion) {
	np := r.production(p, u, u.typ)
	if np == nil {
		return
	}
	for i, m := range u.members {
		if i > 0 {
			np.b.WriteString(" | ")
		}
		r.strct(np, m)
	}
}

// node writes n into p; a group of alternatives or parts that is not
// the whole of what encloses it (root) is put in parentheses.
func (r *ebnfWriter) node(p *ebnfProduction, root bool, n *cNode) {
	switch n.kind {
	case cDisjunction, cSequence:
		sep := " | "
		if n.kind == cSequence {
			sep = " "
		}
		if !root {
			p.b.WriteString("(")
		}
		for i, part := range n.parts {
			if i > 0 {
				p.b.WriteString(sep)
			}
			r.node(p, false, part)
		}
		if !root {
			p.b.WriteString(")")
		}
	case cCaptureNode:
		if n.strct != nil {
			r.strct(p, n.strct)
		} else {
			r.union(p, n.union)
		}
	case cCapture:
		r.node(p, false, n.part)
	case cReference:
		p.b.WriteString("<" + strings.ToLower(n.ident) + ">")
	case cNegation:
		p.b.WriteString("~")
		r.node(p, false, n.part)
	case cLiteral:
		p.b.WriteString(strconv.Quote(n.lit))
	case cGroup:
		// participle leaves out the group a group or a capture holds.
		inner := n.part
		if inner.kind == cGroup && inner.mode == cOnce {
			inner = inner.part
		} else if inner.kind == cCapture && inner.part.kind == cGroup && inner.part.mode == cOnce {
			inner = inner.part.part
		}
		r.node(p, false, inner)
		p.b.WriteString([...]string{cOnce: "", cOptional: "?", cMany: "*", cSome: "+", cNonNull: "!"}[n.mode])
	case cLookahead:
		if n.negative {
			p.b.WriteString("(?! ")
		} else {
			p.b.WriteString("(?= ")
		}
		r.node(p, true, n.part)
		p.b.WriteString(")")
	}
}
