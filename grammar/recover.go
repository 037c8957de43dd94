package grammar

import (
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/alecthomas/participle/v2/lexer"
)

// This file makes syntax errors say more than participle's first one:
// every broken item of a card is reported, not only the first
// (laterItemErrors), and an error whose expectation was one of several
// that fail at the same word lists them all (widenExpected).

// maxLaterErrors is how many more errors laterItemErrors looks for in one
// card, and maxWidened how many errors of one file widenExpected probes:
// both bound the work a file of broken cards costs.
const (
	maxLaterErrors = 16
	maxWidened     = 4
	maxCandidates  = 40  // words widenExpected tries in place of a bad one
	maxProbePrefix = 200 // tokens before an error that widenExpected re-parses
)

// errorWork is the budget of one Parse for the extra work of this file.
type errorWork struct{ widened int }

// laterItemErrors returns the syntax errors of the items of card chunk c
// that follow the one first reports, finding each by parsing the card
// again from the start of the next item after the last error. An item
// starts on a new line with a word that can only start an item ("cost",
// "type", "pt", "loyalty", "color", "oracle", "enchant", "spell:",
// "static:", "when", "whenever", "at the beginning of" a step that is not
// "the next", "as an additional cost", an ability word and its dash), with
// a loyalty cost or with an activation cost (a mana cost
// or cost verb followed on its line by ":" before any "."). A line that does not
// parse from its first token is not an item start and is skipped.
func laterItemErrors(c chunk, first *Error, w *errorWork) []*Error {
	if len(c.toks) < 4 || c.toks[0].Type == tokString || !strings.EqualFold(c.toks[0].Value, "card") ||
		c.toks[1].Type != tokString || c.toks[2].Value != "{" {
		return nil
	}
	var out []*Error
	at := tokenIndex(c.toks, first.Pos.Offset)
	for len(out) < maxLaterErrors && at >= 0 {
		j := nextItemStart(c.toks, at+1)
		if j < 0 {
			break
		}
		// The card again, from that item on: the same header, so that
		// the same parser reads it.
		sub := chunk{toks: append(slices.Clip(c.toks[:3]), c.toks[j:]...), eof: c.eof, next: c.next}
		_, err := parseChunk(sub)
		if err == nil {
			break
		}
		k := tokenIndex(c.toks, err.Pos.Offset)
		if k < j || err.Pos.Offset == c.toks[j].Pos.Offset {
			at = j // not an item start after all: try the next line
			continue
		}
		out = append(out, widenExpected(err, sub, w))
		at = k
	}
	return out
}

// tokenIndex returns the index of the token of toks at offset, or of the
// first one after it; -1 if none is.
func tokenIndex(toks []lexer.Token, offset int) int {
	i := sort.Search(len(toks), func(i int) bool { return toks[i].Pos.Offset >= offset })
	if i == len(toks) {
		return -1
	}
	return i
}

// itemStarts are the words that start a card item and nothing else.
var itemStarts = map[string]bool{
	"cost": true, "type": true, "pt": true, "loyalty": true, "color": true, "oracle": true,
	"enchant": true, "spell": true, "static": true, "when": true, "whenever": true,
}

// costVerbs are the words that start an activation cost item.
var costVerbs = map[string]bool{
	"sacrifice": true, "discard": true, "exile": true, "pay": true, "tap": true, "untap": true, "remove": true,
}

// nextItemStart returns the index of the first token at or after from that
// starts a line and certainly starts a card item, or -1.
func nextItemStart(toks []lexer.Token, from int) int {
	for j := max(from, 1); j < len(toks); j++ {
		if toks[j].Pos.Line == toks[j-1].Pos.Line {
			continue
		}
		t := toks[j]
		v := strings.ToLower(t.Value)
		switch {
		case t.Type == tokString:
		case itemStarts[v]:
			return j
		case v == "as" && j+2 < len(toks) && strings.EqualFold(toks[j+2].Value, "additional"):
			return j // as an additional cost to cast this spell, … (601.2b)
		case j+1 < len(toks) && (toks[j+1].Value == "—" || toks[j+1].Value == "-") && t.Type != tokInt:
			return j // an ability word (207.2c)
		case v == "at":
			if j+5 < len(toks) && strings.EqualFold(toks[j+4].Value, "the") && strings.EqualFold(toks[j+5].Value, "next") {
				continue // a delayed trigger, in effects
			}
			return j
		case t.Type == tokSigned || t.Type == tokInt:
			if j+1 < len(toks) && toks[j+1].Value == ":" {
				return j
			}
		case t.Type == tokMana || costVerbs[v]:
			if colonBeforeStop(toks[j:]) {
				return j
			}
		}
	}
	return -1
}

// itemStartBefore returns the index of the last token at or before i that
// starts a card item on a line of its own (see nextItemStart), or -1.
func itemStartBefore(toks []lexer.Token, i int) int {
	best := -1
	for j := 3; j <= i && j >= 0; {
		k := nextItemStart(toks, j)
		if k < 0 || k > i {
			break
		}
		best, j = k, k+1
	}
	return best
}

// colonBeforeStop reports whether a ":" comes on the line of toks[0]
// before any "." or "}".
func colonBeforeStop(toks []lexer.Token) bool {
	for _, t := range toks {
		if t.Pos.Line != toks[0].Pos.Line {
			return false
		}
		if t.Type == tokString {
			continue
		}
		switch t.Value {
		case ":":
			return true
		case ".", "}":
			return false
		}
	}
	return false
}

// widenExpected lists every word that could have come where a syntax error
// is, when participle named only one. Participle reports one alternative
// among those that fail at the same word (the last it tried): "the next
// time …" is reported as expecting "flashback" because "the flashback cost
// is …" was tried last. widenExpected tries, in place of the bad word,
// each word or token that follows the word before it somewhere in the
// grammar, and keeps those with which the declaration parses further.
func widenExpected(e *Error, c chunk, w *errorWork) *Error {
	msg, want, ok := strings.Cut(e.Msg, ", expected ")
	if !ok || strings.Contains(want, ", ") || strings.Contains(want, " or ") || w.widened >= maxWidened {
		return e
	}
	i := tokenIndex(c.toks, e.Pos.Offset)
	if i < 1 || c.toks[i].Pos.Offset != e.Pos.Offset || c.toks[i-1].Type == tokString {
		return e
	}
	cands := followers(c.toks[i-1].Value)
	if len(cands) == 0 || len(cands) > maxCandidates {
		return e // nothing to try, or too much after a word that is everywhere ("," "and")
	}
	w.widened++
	// Re-parse only the item the error is in, when the error is in a
	// card item that starts a line: the card's header, then the item.
	prefix := c.toks[:i]
	if s := itemStartBefore(c.toks, i); s > 3 {
		prefix = append(slices.Clip(c.toks[:3]), c.toks[s:i]...)
		if _, err := parseChunk(chunk{toks: append(slices.Clip(prefix), c.toks[i]), eof: c.eof}); err == nil || err.Pos.Offset != e.Pos.Offset {
			prefix = c.toks[:i] // the item alone does not fail there
		}
	}
	if len(prefix) > maxProbePrefix {
		return e
	}
	at := c.toks[i].Pos
	n := len(prefix)
	toks := make([]lexer.Token, n+1)
	copy(toks, prefix)
	i = n
	accepted := map[string]bool{}
	for _, cand := range cands {
		toks[i] = lexer.Token{Type: cand.typ, Value: cand.value, Pos: at}
		end := at
		end.Offset++
		end.Column++
		_, err := parseChunk(chunk{toks: toks, eof: lexer.EOFToken(end)})
		if err == nil || err.Pos.Offset > at.Offset {
			accepted[cand.name] = true
		}
	}
	list := describeTerminals(accepted)
	// What participle named is kept when it is a production described in
	// words ("a verb"): the words tried stand for literals and tokens only,
	// so they cannot stand for it.
	if !strings.HasPrefix(want, `"`) && !slices.Contains(list, want) {
		list = append([]string{want}, list...)
	}
	if len(list) > 1 {
		return &Error{Pos: e.Pos, Msg: msg + ", expected " + orList(list)}
	}
	return e
}

// A candidate is a token to try where a syntax error is: a literal of the
// grammar or one of each kind of token. name is how it appears in the
// grammar's EBNF ("\"the\"", "<int>").
type candidate struct {
	name  string
	typ   lexer.TokenType
	value string
}

// classTokens are sample tokens of each token type the grammar names.
var classTokens = map[string]candidate{
	"<ident>":  {"<ident>", tokIdent, "zyzzyva"},
	"<int>":    {"<int>", tokInt, "1"},
	"<signed>": {"<signed>", tokSigned, "+1"},
	"<mana>":   {"<mana>", tokMana, "{1}"},
	"<pt>":     {"<pt>", tokPT, "1/1"},
	"<ptmod>":  {"<ptmod>", tokPTMod, "+1/+1"},
	"<string>": {"<string>", tokString, "s"},
	"<poss>":   {"<poss>", tokPoss, "'s"},
	"<eol>":    {"<eol>", tokEOL, "\n"},
}

// literalCandidate is the token of a literal of the grammar.
func literalCandidate(lit string) candidate {
	v := strings.Trim(lit, `"`)
	typ := tokPunct
	if _, ok := reservedIndex[strings.ToLower(v)]; ok {
		typ = tokKeyword
	} else if v != "" && (v[0] == '_' || 'a' <= v[0]|0x20 && v[0]|0x20 <= 'z') {
		typ = tokIdent
	}
	return candidate{lit, typ, v}
}

var (
	followersOnce sync.Once
	followersOf   map[string][]candidate // lower-cased literal → what may follow it
)

// followers returns the tokens that follow the literal word anywhere in
// the grammar (those that start what comes after it in some sequence).
func followers(word string) []candidate {
	followersOnce.Do(func() {
		sets := map[string]map[string]bool{}
		rules := grammarRules()
		var walk func(e *firstExpr)
		walk = func(e *firstExpr) {
			if e == nil {
				return
			}
			if e.kind == exprSeq {
				for k, it := range e.items[:len(e.items)-1] {
					rest := &firstExpr{kind: exprSeq, items: e.items[k+1:]}
					for _, last := range lastLiterals(rules, it) {
						key := strings.ToLower(last)
						if sets[key] == nil {
							sets[key] = map[string]bool{}
						}
						firstTerminals(rules, rest, map[string]bool{}, func(s string) { sets[key][s] = true })
					}
				}
			}
			if e.kind == exprAny {
				return // ~x consumes any token but x
			}
			for _, it := range e.items {
				walk(it)
			}
		}
		for _, p := range rules {
			walk(p)
		}
		followersOf = map[string][]candidate{}
		for key, set := range sets {
			var cs []candidate
			for name := range set {
				if c, ok := classTokens[name]; ok {
					cs = append(cs, c)
				} else if strings.HasPrefix(name, `"`) {
					cs = append(cs, literalCandidate(name))
				}
			}
			sort.Slice(cs, func(i, j int) bool { return cs[i].name < cs[j].name })
			followersOf[key] = cs
		}
	})
	return followersOf[strings.ToLower(word)]
}

// lastLiterals returns the words of the literals an expression can end
// with, without looking into other productions.
func lastLiterals(rules map[string]*firstExpr, e *firstExpr) []string {
	switch e.kind {
	case exprWord:
		return []string{e.text}
	case exprAlt:
		var out []string
		for _, it := range e.items {
			out = append(out, lastLiterals(rules, it)...)
		}
		return out
	case exprOptional, exprRepeat, exprNonEmpty:
		return lastLiterals(rules, e.items[0])
	case exprSeq:
		var out []string
		for k := len(e.items) - 1; k >= 0; k-- {
			out = append(out, lastLiterals(rules, e.items[k])...)
			if !nullableExpr(rules, e.items[k], map[string]bool{}) {
				break
			}
		}
		return out
	}
	return nil
}

// firstTerminals calls emit with each literal (quoted) or token type
// (<type>) e can start with, expanding productions; a negation ~x, which
// starts with any token but x, emits nothing.
func firstTerminals(rules map[string]*firstExpr, e *firstExpr, seen map[string]bool, emit func(string)) {
	switch e.kind {
	case exprLookahead, exprAny:
	case exprOptional, exprRepeat, exprNonEmpty:
		firstTerminals(rules, e.items[0], seen, emit)
	case exprAlt:
		for _, it := range e.items {
			firstTerminals(rules, it, seen, emit)
		}
	case exprSeq:
		for _, it := range e.items {
			firstTerminals(rules, it, seen, emit)
			if !nullableExpr(rules, it, map[string]bool{}) {
				return
			}
		}
	case exprWord:
		emit(strconv.Quote(e.text))
	case exprToken:
		emit("<" + e.text + ">")
	case exprRule:
		if p := rules[e.text]; p != nil {
			if !seen[e.text] {
				seen[e.text] = true
				firstTerminals(rules, p, seen, emit)
			}
			return
		}
		emit(e.text)
	}
}

// groupOrder lists the productions whose names may stand for what they
// start with in a message, largest first.
var groupOrder = sync.OnceValue(func() []string {
	rules := grammarRules()
	var names []string
	for name := range friendly {
		if rules[name] != nil {
			names = append(names, name)
		}
	}
	size := map[string]int{}
	for _, n := range names {
		firstTerminals(rules, rules[n], map[string]bool{}, func(string) { size[n]++ })
	}
	sort.Slice(names, func(i, j int) bool {
		if size[names[i]] != size[names[j]] {
			return size[names[i]] > size[names[j]]
		}
		return names[i] < names[j]
	})
	return names
})

// describeTerminals names a set of accepted terminals for a message: the
// productions they cover in words ("an amount"), then the rest. A word that
// is not reserved is any word when a word is accepted.
func describeTerminals(accepted map[string]bool) []string {
	rules := grammarRules()
	covered := map[string]bool{}
	var out []string
	for _, name := range groupOrder() {
		first := map[string]bool{}
		firstTerminals(rules, rules[name], map[string]bool{}, func(s string) { first[s] = true })
		if len(first) < 2 {
			continue
		}
		all, fresh := true, false
		for s := range first {
			all = all && accepted[s]
			fresh = fresh || !covered[s]
		}
		if all && fresh {
			out = append(out, friendly[name])
			for s := range first {
				covered[s] = true
			}
		}
	}
	var rest []string
	for s := range accepted {
		if covered[s] {
			continue
		}
		if accepted["<ident>"] && strings.HasPrefix(s, `"`) {
			if _, reservedWord := reservedIndex[strings.ToLower(strings.Trim(s, `"`))]; !reservedWord && literalCandidate(s).typ == tokIdent {
				continue // any word will do
			}
		}
		rest = append(rest, s)
	}
	sort.Strings(rest)
	for _, s := range rest {
		if f, ok := friendly[s]; ok {
			s = f
		}
		out = append(out, s)
	}
	return out
}
