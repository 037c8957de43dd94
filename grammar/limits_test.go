package grammar

import (
	"errors"
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
	"github.com/hashicorp/go-multierror"
)

// parseErrors parses src and returns its error text ("" for none) and the
// number of declarations that parsed.
func parseErrors(t *testing.T, src string) (string, int) {
	t.Helper()
	f, err := Parse("x.mtgs", []byte(src))
	if f == nil {
		t.Fatal("nil file")
	}
	if err == nil {
		return "", len(f.Decls)
	}
	var merr *multierror.Error
	if !errors.As(err, &merr) {
		t.Fatalf("%T is not a *multierror.Error", err)
	}
	return err.Error(), len(f.Decls)
}

// TestNumberTooLarge checks that a number too large to read is a positioned
// error in the game's words wherever it is written, and that its
// declaration is left out of the file like one with a syntax error.
func TestNumberTooLarge(t *testing.T) {
	const big = "99999999999999999999"
	tests := []struct{ src, want string }{
		{"card \"A\" {\n type Planeswalker\n loyalty " + big + "\n}",
			"x.mtgs:3:10: number 99999999999999999999 is too large"},
		{"card \"A\" {\n type Planeswalker\n loyalty 3\n +" + big + ": draw a card.\n}",
			"x.mtgs:4:2: number +99999999999999999999 is too large"},
		{"card \"A\" {\n type Planeswalker\n loyalty 3\n -" + big + ": draw a card.\n}",
			"x.mtgs:4:2: number -99999999999999999999 is too large"},
		{"card \"A\" {\n type Instant\n spell: draw " + big + " cards.\n}",
			"x.mtgs:3:14: number 99999999999999999999 is too large"},
		{"card \"A\" {\n type Instant\n spell: prevent " + big + " damage that would be dealt to you.\n}",
			"x.mtgs:3:17: number 99999999999999999999 is too large"},
		{"card \"A\" {\n type Instant\n spell: destroy up to " + big + " target creature.\n}",
			"x.mtgs:3:23: number 99999999999999999999 is too large"},
		{"card \"A\" {\n type Instant\n spell: choose " + big + " — • draw a card.\n}",
			"x.mtgs:3:16: number 99999999999999999999 is too large"},
		{"deck \"D\" {\n " + big + " \"Forest\"\n}",
			"x.mtgs:2:2: number 99999999999999999999 is too large"},
		{"game \"G\" { players \"A\" deck \"D\", \"B\" deck \"D\" seed " + big + " }",
			"x.mtgs:1:52: number 99999999999999999999 is too large"},
		{"scenario \"S\" {\n players Alice, Bob\n turn " + big + " Alice main1\n}",
			"x.mtgs:3:7: number 99999999999999999999 is too large"},
		{"scenario \"S\" {\n players Alice, Bob\n Alice cast \"Shock\" x " + big + "\n}",
			"x.mtgs:3:23: number 99999999999999999999 is too large"},
		{"scenario \"S\" {\n players Alice, Bob\n Alice hand: " + big + " \"Shock\"\n}",
			"x.mtgs:3:14: number 99999999999999999999 is too large"},
		// A long number is shortened in the message.
		{"deck \"D\" {\n " + strings.Repeat("9", 500) + " \"Forest\"\n}",
			"x.mtgs:2:2: number " + strings.Repeat("9", 20) + "… (500 digits) is too large"},
		// Other errors of the declaration are still reported.
		{"deck \"D\" {\n " + big + " \"Forest\"\n 3\n}",
			"x.mtgs:2:2: number 99999999999999999999 is too large\nx.mtgs:4:1: unexpected \"}\", expected a string"},
	}
	for _, tt := range tests {
		got, n := parseErrors(t, tt.src+"\ndeck \"Fine\" { 1 \"Forest\" }")
		if got != tt.want {
			t.Errorf("%q\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
		if n != 1 {
			t.Errorf("%q: %d declarations parsed, want only the good one", tt.src, n)
		}
	}
	// The largest readable number is still read; the checker bounds it.
	f, err := Parse("x.mtgs", []byte("deck \"D\" { 9223372036854775807 \"Forest\" }"))
	if err != nil || f.Decls[0].(*Deck).Entries[0].Count != 9223372036854775807 {
		t.Errorf("largest number: %v", err)
	}
}

// TestNumbersAreDecimal checks that a number with leading zeros is read in
// base 10 wherever it is written (not as octal, and not refused).
func TestNumbersAreDecimal(t *testing.T) {
	f, err := Parse("x.mtgs", []byte("deck \"D\" {\n 08 \"Forest\"\n 010 \"Island\"\n 000 \"Swamp\"\n}\ncard \"A\" {\n type Planeswalker\n loyalty 09\n +010: draw 010 cards.\n}"))
	if err != nil {
		t.Fatal(err)
	}
	var got []int
	for _, e := range f.Decls[0].(*Deck).Entries {
		got = append(got, e.Count)
	}
	card := f.Decls[1].(*Card)
	la := card.Items[2].(*LoyaltyAbility)
	got = append(got, card.Items[1].(*LoyaltyItem).Loyalty, la.Cost,
		int(*la.Effects.Sentences[0].Clause.(*ActionClause).Predicate.(*Draw).Amount.Number))
	if want := []int{8, 10, 0, 9, 10, 10}; fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("got %v, want %v", got, want)
	}
}

// TestInvalidUTF8 checks that bytes that are not UTF-8 are refused with a
// position wherever they are: in strings, comments and between tokens.
func TestInvalidUTF8(t *testing.T) {
	tests := []struct{ src, want string }{
		{"card \"A\xff\" {\n type Instant\n}", "x.mtgs:1:8: invalid UTF-8 byte 0xff"},
		{"card \"A\" { // caf\xe9\n type Instant\n}", "x.mtgs:1:18: invalid UTF-8 byte 0xe9"},
		{"card \"A\" {\n oracle \"line\nnext \xc3\"\n type Instant\n}", "x.mtgs:3:6: invalid UTF-8 byte 0xc3"},
		{"card \"A\" {\n \xff type Instant\n}", "x.mtgs:2:2: invalid UTF-8 byte 0xff"},
		// One error per line, however many bad bytes.
		{"// \xff\xfe\xfd\ndeck \"D\" { 1 \"\xff\" }", "x.mtgs:1:4: invalid UTF-8 byte 0xff\nx.mtgs:2:15: invalid UTF-8 byte 0xff"},
		// Valid multi-byte characters are fine.
		{"card \"Æther — ✓\" {\n type Instant\n}", ""},
	}
	for _, tt := range tests {
		if got, _ := parseErrors(t, tt.src); got != tt.want {
			t.Errorf("%q\n got: %s\nwant: %s", tt.src, got, tt.want)
		}
	}
}

// TestNestingLimit checks that clauses and modal choices nested more than
// maxNesting deep are refused before parsing, however deep they go (a
// parser stack overflow would end the process), and that sequences which
// do not nest are not limited.
func TestNestingLimit(t *testing.T) {
	card := func(effects string) string { return "card \"A\" {\n type Instant\n spell: " + effects + "\n}" }
	delayed := "at the beginning of the next end step, "
	replace := "if it would be put into your graveyard, "
	mode := "choose one — • "
	tests := []struct {
		name, src, want string
	}{
		{"delayed 32", card(strings.Repeat(delayed, 32) + "draw a card."), ""},
		{"delayed 33", card(strings.Repeat(delayed, 33) + "draw a card."),
			fmt.Sprintf("x.mtgs:3:%d: clauses nest too deeply: at most 32 clauses beginning with \"if\" or \"at\" in one sentence", 9+32*len(delayed))},
		{"replacement 33", card(strings.Repeat(replace, 33) + "exile it" + strings.Repeat(" instead", 33) + "."),
			fmt.Sprintf("x.mtgs:3:%d: clauses nest too deeply: at most 32 clauses beginning with \"if\" or \"at\" in one sentence", 9+32*len(replace))},
		{"modes 32", card(strings.Repeat(mode, 32) + "draw a card."), ""},
		{"modes 33", card(strings.Repeat(mode, 33) + "draw a card."),
			fmt.Sprintf("x.mtgs:3:%d: modal choices nest too deeply: at most 32 \"choose\" in one ability", 9+32*len([]rune(mode)))},
		// Modes nest across sentences: each mode is a sentence.
		{"modes across sentences", card(strings.Repeat("choose one — • draw a card. • ", 33) + "draw a card."),
			fmt.Sprintf("x.mtgs:3:%d: modal choices nest too deeply: at most 32 \"choose\" in one ability", 9+32*len([]rune("choose one — • draw a card. • ")))},
		// Far too deep: refused quickly, without exhausting the stack (400000
		// modes used to overflow the parser's stack).
		{"delayed 20000", card(strings.Repeat(delayed, 20000) + "draw a card."),
			fmt.Sprintf("x.mtgs:3:%d: clauses nest too deeply: at most 32 clauses beginning with \"if\" or \"at\" in one sentence", 9+32*len(delayed))},
		{"modes 400000", card(strings.Repeat(mode, 400000) + "draw a card."),
			fmt.Sprintf("x.mtgs:3:%d: modal choices nest too deeply: at most 32 \"choose\" in one ability", 9+32*len([]rune(mode)))},
		// A declaration's length is bounded too (checkSize): 8192 tokens
		// at most. The card's other tokens are 10 and "draw a card." is
		// four, so 2045 sentences fit and the 8193rd token is the first
		// of the 2047th sentence.
		{"2045 sentences", card(strings.Repeat("draw a card. ", 2045)), ""},
		{"2049 sentences", card(strings.Repeat("draw a card. ", 2049)),
			fmt.Sprintf("x.mtgs:3:%d: declaration too long: at most 8192 words, numbers and signs in one declaration", 9+2046*len("draw a card. "))},
		// Sentences, abilities and statements that follow one another do not nest.
		{"many sentences", card(strings.Repeat("if it would be put into your graveyard, exile it instead. ", 100)), ""},
		{"many triggers", "card \"A\" {\n type Creature\n pt 1/1\n" +
			strings.Repeat(" at the beginning of your upkeep, if you control an artifact, at the beginning of the next end step, draw a card.\n", 100) + "}", ""},
		{"many modal abilities", "card \"A\" {\n type Creature\n pt 1/1\n" +
			strings.Repeat(" when this attacks, choose one — • draw a card. • draw a card.\n", 100) + "}", ""},
		{"many modes", card("choose one —" + strings.Repeat(" • draw a card.", 100)), ""},
		{"scenario", "scenario \"s\" {\n players Alice, Bob\n" + strings.Repeat(" choose yes\n", 100) + "}", ""},
	}
	for _, tt := range tests {
		got, _ := parseErrors(t, tt.src)
		if got != tt.want {
			t.Errorf("%s\n got: %.300s\nwant: %s", tt.name, got, tt.want)
		}
	}
}

// TestNestingFollowsGrammar derives from the grammar what checkNesting
// relies on, so that a grammar change that adds a way to nest, or lets a
// reset token appear inside a nested construct, fails here until
// checkNesting counts it.
func TestNestingFollowsGrammar(t *testing.T) {
	// edges lists the productions an expression refers to and the literals
	// it can consume (lookaheads consume nothing).
	productions := grammarRules()
	var walk func(e *firstExpr, prod func(string), lit func(string))
	walk = func(e *firstExpr, prod func(string), lit func(string)) {
		switch e.kind {
		case exprLookahead:
			return
		case exprRule:
			if _, ok := productions[e.text]; ok {
				prod(e.text)
			}
			return
		case exprWord:
			lit(e.text)
			return
		}
		for _, it := range e.items {
			walk(it, prod, lit)
		}
	}
	// reach returns the productions reachable from start (start included
	// only if it is reachable from itself) and the literals they consume,
	// skipping the productions in skip.
	reach := func(start string, skip map[string]bool) (map[string]bool, map[string]bool) {
		prods, lits := map[string]bool{}, map[string]bool{}
		var visit func(string)
		visit = func(name string) {
			walk(productions[name], func(p string) {
				if !prods[p] && !skip[p] {
					prods[p] = true
					visit(p)
				}
			}, func(l string) { lits[l] = true })
		}
		visit(start)
		return prods, lits
	}
	if len(productions) < 50 {
		t.Fatalf("only %d productions read from the grammar", len(productions))
	}

	// The recursive productions are the ones checkNesting knows about.
	var recursive []string
	for name := range productions {
		if prods, _ := reach(name, nil); prods[name] {
			recursive = append(recursive, name)
		}
	}
	sort.Strings(recursive)
	if got, want := strings.Join(recursive, " "), "Clause ConditionalClause DelayedClause Joined Modes ReplacementClause Sentence"; got != want {
		t.Errorf("recursive productions: %s, want %s: count the new way to nest in checkNesting", got, want)
	}

	// Every cycle goes through an opener, which starts with a counted word.
	openers := map[string]map[string]bool{"Modes": modeOpeners, "ReplacementClause": clauseOpeners, "ConditionalClause": clauseOpeners, "DelayedClause": clauseOpeners}
	skip := map[string]bool{}
	for name, words := range openers {
		skip[name] = true
		first := productions[name]
		for first.kind == exprSeq {
			first = first.items[0]
		}
		if w := first.text; first.kind != exprWord || !words[w] {
			t.Errorf("%s starts with %q, which checkNesting does not count", name, first.text)
		} else if _, ok := reservedIndex[w]; !ok {
			t.Errorf("%q is not reserved, so it is not always a Keyword token", w)
		}
	}
	for name := range productions {
		if prods, _ := reach(name, skip); prods[name] && !skip[name] {
			t.Errorf("%s is recursive without going through %v", name, openers)
		}
	}

	// Reset tokens can't be consumed inside what they end.
	_, inClause := reach("Clause", nil)
	_, inSentence := reach("Sentence", nil)
	for tok := range clauseEnds {
		if inClause[tok] {
			t.Errorf("%q ends the count of clauses but can be inside a clause", tok)
		}
	}
	for tok := range sentenceEnds {
		if inSentence[tok] || inClause[tok] {
			t.Errorf("%q ends the counts but can be inside a sentence", tok)
		}
		if strings.ToUpper(tok) != strings.ToLower(tok) {
			if _, ok := reservedIndex[tok]; !ok {
				t.Errorf("%q is not reserved, so it is not always a Keyword token", tok)
			}
		}
	}

	// Only card declarations can nest.
	for _, decl := range []string{"Deck", "Scenario", "Game"} {
		prods, _ := reach(decl, nil)
		for _, r := range recursive {
			if prods[r] {
				t.Errorf("%s can nest through %s, but checkNesting only looks at cards", decl, r)
			}
		}
	}
}

// TestExpectedIsCached checks that the grammar node behind a participle
// error can be found, so that what it expected is computed once: a file
// of many bad declarations ("card card card …") once cost a hundred
// kilobytes of EBNF per declaration.
func TestExpectedIsCached(t *testing.T) {
	_, err := referenceParser().ParseBytes("x.mtgs", []byte(`card card`))
	var u *participle.UnexpectedTokenError
	if !errors.As(err, &u) {
		t.Fatalf("%v (%T) is not an UnexpectedTokenError", err, err)
	}
	if expectNode(u) == 0 {
		t.Fatal("participle no longer keeps the failing node where expectNode looks for it")
	}
	if got, want := expectedOf(u), expected(u.Message()); got != want || got == "" {
		t.Errorf("cached %q, want %q", got, want)
	}
}

// TestChooseTargetIsNotAModalChoice: only "choose" followed by a count
// opens modes; an ability may choose targets any number of times.
func TestChooseTargetIsNotAModalChoice(t *testing.T) {
	src := "card \"X\" {\n  spell: " + strings.Repeat("choose target creature card in your graveyard. ", maxNesting+8) + "\n}\n"
	if _, err := Parse("x.mtgs", []byte(src)); err != nil {
		t.Errorf("%d sentences choosing targets: %v", maxNesting+8, err)
	}
}

// TestExpectedReadsEBNF checks how a message describes what participle
// expected, mark by mark of its EBNF: a negation ~x is any token but x,
// a lookahead consumes nothing, a! is a, and optional parts let what
// follows them come first.
func TestExpectedReadsEBNF(t *testing.T) {
	for _, c := range []struct{ ebnf, want string }{
		{`~"." "."`, `anything but "."`},
		{`~("." | ":")+ ":"`, `anything but "." or ":"`},
		{`(?! "this") "that"`, `"that"`},
		{`"a"? "b"! "c"`, `"a" or "b"`},
		{`<int> | Amount`, `a number or an amount`},
	} {
		if got := expected("unexpected x (expected " + c.ebnf + ")"); got != c.want {
			t.Errorf("expected(%s) = %q, want %q", c.ebnf, got, c.want)
		}
	}
}

// TestQuotedAbilityLength checks that a quoted ability (ParseQuotedAbility)
// is bounded in length as a declaration is.
func TestQuotedAbilityLength(t *testing.T) {
	pos := lexer.Position{Filename: "x.mtgs", Line: 3, Column: 30}
	if _, err := ParseQuotedAbility(pos, "at the beginning of your upkeep, "+strings.Repeat("draw a card. ", 2040)); err != nil {
		t.Fatalf("2040 sentences: %v", err)
	}
	_, err := ParseQuotedAbility(pos, "at the beginning of your upkeep, "+strings.Repeat("draw a card. ", 2049))
	if err == nil || !strings.Contains(err.Error(), "declaration too long: at most 8192") {
		t.Fatalf("2049 sentences: %v, want the length refused", err)
	}
}
