package grammar

import (
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// maxNesting is how many clauses beginning with "if" or "at" one sentence
// may hold, and how many modal choices ("choose") one ability may hold.
// Those are the only constructs of the language that nest (a replacement
// or delayed clause holds a clause, a mode holds a sentence), and the parser
// and the checker recurse once per level: the bound keeps their stacks
// small whatever the input.
const maxNesting = 32

// maxDeclTokens is the most tokens one declaration may hold. The parser's
// work for one declaration grows faster than its length (participle keeps
// the captures of a declaration pending, and copies its parse state for
// each alternative it tries, until the declaration is done), so a
// declaration of hundreds of kilobytes could cost gigabytes; the bound
// keeps a parse within a constant times its input. The longest bundled
// card or scenario holds under a thousand tokens.
const maxDeclTokens = 8192

// checkSize reports a declaration of more than maxDeclTokens tokens, at
// the first token past the bound, before it is parsed.
func checkSize(toks []lexer.Token) *Error {
	if len(toks) <= maxDeclTokens {
		return nil
	}
	return &Error{Pos: toks[maxDeclTokens].Pos, Msg: "declaration too long: at most " + strconv.Itoa(maxDeclTokens) + " words, numbers and signs in one declaration"}
}

// checkNesting reports a card declaration that could nest more than
// maxNesting levels deep, before it is parsed.
//
// It counts, among the tokens of the declaration, the words that open a
// nested construct: "if" (ReplacementClause, ConditionalClause) and "at"
// (DelayedClause) since
// the last token that can't be inside a clause, and "choose" (Modes) since
// the last token that can't be inside a sentence. A count is an upper bound
// on the nesting depth at that point, so the parse that follows recurses at
// most about maxNesting levels. Only card declarations can nest; the tests
// derive all of this from the grammar (TestNestingFollowsGrammar), so a
// change to the grammar that adds a way to nest fails them until it is
// counted here.
func checkNesting(toks []lexer.Token) *Error {
	if len(toks) == 0 || toks[0].Type == tokString || !strings.EqualFold(toks[0].Value, "card") {
		return nil
	}
	clauses, modes := 0, 0
	for i, t := range toks {
		var role nestingRole
		switch t.Type {
		case tokKeyword:
			role = nestingRoles[strings.ToLower(t.Value)]
		case tokPunct, tokClose:
			role = nestingRoles[t.Value]
			if role != clauseEnd && role != sentenceEnd {
				continue // a word's role is not a punctuation mark's
			}
		default:
			continue
		}
		switch {
		case role == clauseOpener:
			if clauses++; clauses > maxNesting {
				return &Error{Pos: t.Pos, Msg: "clauses nest too deeply: at most " + strconv.Itoa(maxNesting) + ` clauses beginning with "if" or "at" in one sentence`}
			}
		case role == modeOpener && modeCountFollows(toks[i+1:]):
			if modes++; modes > maxNesting {
				return &Error{Pos: t.Pos, Msg: "modal choices nest too deeply: at most " + strconv.Itoa(maxNesting) + ` "choose" in one ability`}
			}
		case role == clauseEnd && t.Type != tokKeyword:
			clauses = 0
		case role == sentenceEnd:
			clauses, modes = 0, 0
		case role == triggerStart && !delayedWhen(toks[i+1:]):
			clauses, modes = 0, 0 // a triggered ability starts
		}
	}
	return nil
}

// A nestingRole is what a word or punctuation mark does to the nesting
// checkNesting counts.
type nestingRole uint8

const (
	noRole       nestingRole = iota
	clauseOpener             // clauseOpeners
	modeOpener               // modeOpeners
	clauseEnd                // clauseEnds
	sentenceEnd              // sentenceEnds
	triggerStart             // "when", "whenever"
)

// nestingRoles is the role of each word and mark of the sets below, in
// one map so that checkNesting looks each token up once.
var nestingRoles = func() map[string]nestingRole {
	m := map[string]nestingRole{"when": triggerStart, "whenever": triggerStart}
	for set, role := range map[*map[string]bool]nestingRole{&clauseOpeners: clauseOpener, &modeOpeners: modeOpener, &clauseEnds: clauseEnd, &sentenceEnds: sentenceEnd} {
		for w := range *set {
			if _, dup := m[w]; dup {
				panic("grammar: " + w + " has two nesting roles")
			}
			m[w] = role
		}
	}
	return m
}()

// The words that open a nested construct, and the tokens that can't be
// inside one, by the production they can't be inside (TestNestingFollowsGrammar
// checks each against the grammar). Words are lower case.
var (
	clauseOpeners = map[string]bool{"if": true, "at": true}
	modeOpeners   = map[string]bool{"choose": true}
	// not inside a Clause (but inside a Sentence)
	clauseEnds = map[string]bool{".": true, "•": true, "*": true}
	// not inside a Sentence, so not inside a Clause either ("when" and
	// "whenever" start a triggered ability, and end the counts, unless
	// they start a sentence's delayed trigger: see delayedWhen)
	sentenceEnds = map[string]bool{":": true, "{": true, "}": true}
)

// delayedWhen reports whether the tokens after a "when" or "whenever" are
// those of a delayed trigger that starts a sentence (WhenThisTurn: "when
// you cast it this turn,"), which is inside a Sentence, rather than of a
// triggered ability: the first ",", ".", ":" or "}" after it is a ","
// right after "this turn". An event holds none of those tokens, so every
// WhenThisTurn is seen as one, and the counts go on through it.
func delayedWhen(toks []lexer.Token) bool {
	for i, t := range toks {
		switch t.Value {
		case ",":
			return i >= 2 && strings.EqualFold(toks[i-2].Value, "this") && strings.EqualFold(toks[i-1].Value, "turn")
		case ".", ":", "}":
			return false
		}
	}
	return false
}

// modeCountFollows reports whether toks begin with the count of a modal
// choice ("choose one —", "choose 2 —"): "choose" opens modes only then;
// "choose target creature" is an effect and nests nothing.
func modeCountFollows(toks []lexer.Token) bool {
	if len(toks) == 0 {
		return false
	}
	switch strings.ToLower(toks[0].Value) {
	case "one", "two", "three":
		return true
	}
	return toks[0].Type == tokInt
}
