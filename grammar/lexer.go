package grammar

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
)

// reserved lists the words the lexer yields as Keyword tokens rather than
// Ident tokens. They are the words that end an open word list (a selector,
// a keyword ability list, a token description), so that in
// "target creature you control gets +1/+1" the selector stops at "you".
// Grammar literals match a word whatever its token type, so a word that is
// not reserved can still be used as a fixed part of the syntax.
//
// Contractions whose first part is reserved ("isn't") are listed before that
// part: the regexp prefers the earlier alternative.
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

// identPattern is shared by the Root and TypeLine states (a rule name must
// always have the same pattern).
const (
	identPattern = `[A-Za-z_][A-Za-z0-9_]*(?:'t\b)?`
	punctPattern = `->|[{}:,.;()\-+/*]|—|•`
)

// lexDef is the .mtgs lexer. Rules are tried in order: long tokens before
// their prefixes (a mana run before "{", P/T modifiers before signed
// integers before integers), reserved words before identifiers.
//
// "type" switches to the TypeLine state, where every word is an Ident and a
// newline (token EOL) or "}" ends the line: a type line is the one place where
// newlines matter, since "type Creature — Bear" followed by "flying" on the
// next line would otherwise read as the subtypes "Bear Flying".
var lexDef = lexer.MustStateful(lexer.Rules{
	"Root": {
		{Name: "whitespace", Pattern: `\s+`},
		{Name: "comment", Pattern: `//[^\n]*`},
		{Name: "String", Pattern: `"(?:\\.|[^"\\])*"`},
		{Name: "BadString", Pattern: `"(?:\\.|[^"\\])*\\?`},
		{Name: "Mana", Pattern: `(?:\{[0-9A-Z/]+\})+`},
		{Name: "PTMod", Pattern: `[+-](?:\d+|[Xx])/[+-](?:\d+|[Xx])`},
		{Name: "PT", Pattern: `(?:\d+|\*|[Xx])/(?:\d+|\*|[Xx])`},
		{Name: "Signed", Pattern: `[+-]\d+`},
		{Name: "Int", Pattern: `\d+`},
		{Name: "Poss", Pattern: `'s\b`},
		{Name: "TypeKeyword", Pattern: `(?i)type\b`, Action: lexer.Push("TypeLine")},
		{Name: "Keyword", Pattern: `(?i)(?:` + strings.Join(reserved, "|") + `)\b`},
		{Name: "Ident", Pattern: identPattern},
		{Name: "Punct", Pattern: punctPattern},
		{Name: "Invalid", Pattern: `.`},
	},
	"TypeLine": {
		{Name: "hspace", Pattern: `[ \t\r]+`},
		{Name: "comment", Pattern: `//[^\n]*`},
		{Name: "EOL", Pattern: `\n`, Action: lexer.Pop()},
		{Name: "Close", Pattern: `\}`, Action: lexer.Pop()},
		{Name: "Ident", Pattern: identPattern},
		{Name: "Poss", Pattern: `'s\b`},
		{Name: "Punct", Pattern: punctPattern},
		{Name: "Invalid", Pattern: `.`},
	},
})

// Token types looked up once from the lexer definition.
var (
	tokString    = lexDef.Symbols()["String"]
	tokBadString = lexDef.Symbols()["BadString"]
	tokInvalid   = lexDef.Symbols()["Invalid"]
	tokPunct     = lexDef.Symbols()["Punct"]
	tokClose     = lexDef.Symbols()["Close"]
	tokEOL       = lexDef.Symbols()["EOL"]
	tokMana      = lexDef.Symbols()["Mana"]
)
