package interp

import (
	"os"
	"strings"
	"testing"
)

// docBlock is a fenced code block of a Markdown file.
type docBlock struct {
	info string // the fence's info string: "mtgs", "mtgs-syntax", …
	line int    // the line of the block's first line of code, from 1
	code string
}

// docBlocks returns the fenced code blocks of a Markdown text, in order.
func docBlocks(t *testing.T, name, doc string) []docBlock {
	t.Helper()
	var blocks []docBlock
	var cur *docBlock
	var code strings.Builder
	for i, l := range strings.Split(doc, "\n") {
		fence := strings.HasPrefix(strings.TrimSpace(l), "```")
		switch {
		case cur == nil && fence:
			cur = &docBlock{info: strings.TrimSpace(strings.TrimSpace(l)[3:]), line: i + 2}
			code.Reset()
		case cur != nil && fence:
			cur.code = code.String()
			blocks = append(blocks, *cur)
			cur = nil
		case cur != nil:
			code.WriteString(l)
			code.WriteByte('\n')
		}
	}
	if cur != nil {
		t.Fatalf("%s:%d: unterminated block", name, cur.line-1)
	}
	return blocks
}

// TestLanguageDocExamplesCheck checks every ```mtgs block of
// docs/language.md against the bundled library, each block on its own as a
// reader would copy it, so that the reference shows no card text the
// checker refuses. A ```mtgs-syntax block shows wording the parser accepts
// and the checker refuses (the prose around it says so); it must fail to
// check, so that one which starts checking once its feature lands is
// turned into a working example. The errors are reported at their lines of
// docs/language.md.
func TestLanguageDocExamplesCheck(t *testing.T) {
	const name = "../docs/language.md"
	doc, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	lib := stdlib(t)
	examples, syntaxOnly := 0, 0
	for _, b := range docBlocks(t, name, string(doc)) {
		if b.info != "mtgs" && b.info != "mtgs-syntax" {
			continue
		}
		// Blank lines before the code put each position at its line of
		// the document.
		src := Source{Name: "docs/language.md", Text: []byte(strings.Repeat("\n", b.line-1) + b.code)}
		prog, err := Compile(lib, src)
		switch b.info {
		case "mtgs":
			examples++
			if err != nil {
				t.Errorf("the example at docs/language.md:%d does not check:\n%v", b.line, err)
				continue
			}
			for _, sc := range prog.Scenarios {
				if res := sc.Run(nil); !res.Passed() {
					t.Errorf("the scenario %q of docs/language.md fails:\n%v", sc.Name, res.Failures)
				}
			}
		case "mtgs-syntax":
			syntaxOnly++
			if err == nil {
				t.Errorf("the syntax-only block at docs/language.md:%d checks: make it a ```mtgs example and say the wording works", b.line)
			}
		}
	}
	if examples < 10 {
		t.Errorf("only %d examples found", examples)
	}
	t.Logf("%d examples, %d syntax-only blocks", examples, syntaxOnly)
}

// TestDecksDocExamplesCheck loads every ```decklist block of docs/decks.md
// against the bundled library, so that its deck lists name cards that
// exist (package decklist's test only reads their lines).
func TestDecksDocExamplesCheck(t *testing.T) {
	const name = "../docs/decks.md"
	doc, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	lib := stdlib(t)
	n := 0
	for _, b := range docBlocks(t, name, string(doc)) {
		if b.info != "decklist" {
			continue
		}
		n++
		if _, err := LoadDeckList(lib, Source{Name: "block.txt", Text: []byte(b.code)}); err != nil {
			t.Errorf("the deck list at docs/decks.md:%d does not load (lines counted from the block's first):\n%v", b.line, err)
		}
	}
	if n == 0 {
		t.Error("no deck lists found in docs/decks.md")
	}
}
