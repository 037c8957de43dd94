package interp

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/mtgs/mtgs/internal/textdiff"
)

var update = flag.Bool("update", false, "rewrite golden files")

func stdlib(t testing.TB) *Library {
	t.Helper()
	lib, err := Stdlib()
	if err != nil {
		t.Fatalf("stdlib does not compile:\n%v", err)
	}
	return lib
}

func compileFiles(t testing.TB, pattern string) (*Program, error) {
	t.Helper()
	files, err := filepath.Glob(pattern)
	if err != nil || len(files) == 0 {
		t.Fatalf("no files match %s", pattern)
	}
	var srcs []Source
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		srcs = append(srcs, Source{Name: filepath.ToSlash(f), Text: b})
	}
	return Compile(stdlib(t), srcs...)
}

// TestScenarios runs every rulings scenario under testdata/scenarios, the
// same way "mtgs test" does.
func TestScenarios(t *testing.T) {
	prog, err := compileFiles(t, "../testdata/scenarios/*.mtgs")
	if err != nil {
		t.Fatalf("scenarios do not compile:\n%v", err)
	}
	if len(prog.Scenarios) < 11 {
		t.Fatalf("expected at least 11 scenarios, got %d", len(prog.Scenarios))
	}
	for _, sc := range prog.Scenarios {
		t.Run(sc.Name, func(t *testing.T) {
			res := sc.Run(nil)
			for _, f := range res.Failures {
				t.Error(f)
			}
			if t.Failed() {
				t.Logf("game log:\n%s", strings.Join(res.Log, "\n"))
			}
		})
	}
}

// TestCheckErrors compiles each file under testdata/check and compares
// the full error list with the golden .errors file beside it.
func TestCheckErrors(t *testing.T) {
	files, _ := filepath.Glob("../testdata/check/*.mtgs")
	if len(files) == 0 {
		t.Fatal("no check files")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			_, err := compileFiles(t, f)
			if err == nil {
				t.Fatal("expected errors, got none")
			}
			got := err.Error() + "\n"
			golden := strings.TrimSuffix(f, ".mtgs") + ".errors"
			if *update {
				if err := os.WriteFile(golden, []byte(got), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if got != string(want) {
				t.Errorf("errors differ from %s:\ngot:\n%swant:\n%s", golden, got, want)
			}
		})
	}
}

func TestErrorsAreSortedAndPositioned(t *testing.T) {
	_, err := compileFiles(t, "../testdata/check/*.mtgs")
	errs := Errors(err)
	if len(errs) < 10 {
		t.Fatalf("expected many errors across the check files, got %d", len(errs))
	}
	prev := ""
	for _, e := range errs {
		s := e.Error()
		if !strings.HasPrefix(s, "../testdata/check/") || strings.Count(strings.SplitN(s, ": ", 2)[0], ":") != 2 {
			t.Errorf("error without file:line:col position: %s", s)
		}
		key := strings.SplitN(s, ": ", 2)[0]
		if prev != "" && lessPos(key, prev) {
			t.Errorf("errors out of order: %s after %s", key, prev)
		}
		prev = key
	}
}

func lessPos(a, b string) bool {
	pa, pb := strings.Split(a, ":"), strings.Split(b, ":")
	if pa[0] != pb[0] {
		return pa[0] < pb[0]
	}
	for i := 1; i < 3; i++ {
		if len(pa[i]) != len(pb[i]) {
			return len(pa[i]) < len(pb[i])
		}
		if pa[i] != pb[i] {
			return pa[i] < pb[i]
		}
	}
	return false
}

func TestStdlibHasTheIssueCards(t *testing.T) {
	lib := stdlib(t)
	for _, name := range []string{"Plains", "Island", "Swamp", "Mountain", "Forest", "Grizzly Bears", "Lightning Bolt", "Giant Growth", "Unsummon", "Cancel", "Disenchant", "Oblivion Ring", "Banisher Priest", "Flickerwisp", "Cloudshift", "Rancor", "Thoughtlace", "Stormscape Battlemage", "Goblin Dark-Dwellers"} {
		d, ok := lib.Card(name)
		if !ok {
			t.Errorf("missing %s", name)
			continue
		}
		if d.Oracle == "" && !strings.Contains(d.TypeLine(), "Creature") {
			t.Errorf("%s has no Oracle text", name)
		}
	}
}

// BenchmarkScenarioOblivionRing compiles nothing and runs the first Oblivion
// Ring scenario from set-up to its last expectation.
func BenchmarkScenarioOblivionRing(b *testing.B) {
	prog, err := compileFiles(b, "../testdata/scenarios/oblivion_ring.mtgs")
	if err != nil {
		b.Fatal(err)
	}
	sc := prog.Scenarios[0]
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if res := sc.Run(nil); !res.Passed() {
			b.Fatal(res.Failures)
		}
	}
}

// TestScenarioLogs compares the game log of every scenario with the golden
// file beside its source (name.mtgs → name.log), so that changes to what
// the engine does, or says, show in review. Run with -update to rewrite.
func TestScenarioLogs(t *testing.T) {
	prog, err := compileFiles(t, "../testdata/scenarios/*.mtgs")
	if err != nil {
		t.Fatal(err)
	}
	logs := map[string]*strings.Builder{}
	for _, sc := range prog.Scenarios {
		b := logs[sc.Pos.Filename]
		if b == nil {
			b = &strings.Builder{}
			logs[sc.Pos.Filename] = b
		}
		res := sc.Run(nil)
		b.WriteString("=== " + sc.Name + "\n")
		for _, l := range res.Log {
			b.WriteString(l + "\n")
		}
		b.WriteString("\n")
	}
	for file, b := range logs {
		golden := strings.TrimSuffix(file, ".mtgs") + ".log"
		if *update {
			if err := os.WriteFile(golden, []byte(b.String()), 0o644); err != nil {
				t.Fatal(err)
			}
			continue
		}
		want, err := os.ReadFile(golden)
		if err != nil {
			t.Errorf("%v (run go test ./interp -run ScenarioLogs -update to create it)", err)
			continue
		}
		if got := b.String(); got != string(want) {
			t.Errorf("%s differs from the game log (run with -update to accept):\n%s", golden, textdiff.Lines(string(want), got, "  ", 0))
		}
	}
}
