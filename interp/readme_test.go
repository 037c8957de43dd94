package interp

import (
	"os"
	"strings"
	"testing"
)

// TestReadmeExamples compiles the .mtgs examples in README.md and runs their
// scenarios, so that the front page stays true.
func TestReadmeExamples(t *testing.T) {
	b, err := os.ReadFile("../README.md")
	if err != nil {
		t.Fatal(err)
	}
	var blocks []string
	for i, part := range strings.Split(string(b), "```") {
		if i%2 == 1 && (strings.HasPrefix(strings.TrimSpace(part), "card ") || strings.HasPrefix(strings.TrimSpace(part), "scenario ")) {
			blocks = append(blocks, part)
		}
	}
	if len(blocks) < 2 {
		t.Fatalf("expected a card and a scenario in README.md, got %d blocks", len(blocks))
	}
	lib := stdlib(t)
	for i, blk := range blocks {
		prog, err := Compile(lib, Source{Name: "README.md", Text: []byte(blk)})
		if err != nil {
			t.Fatalf("README block %d:\n%v", i+1, err)
		}
		for _, sc := range prog.Scenarios {
			if res := sc.Run(nil); !res.Passed() {
				t.Errorf("README scenario %q: %v", sc.Name, res.Failures)
			}
		}
	}
}
