package main

import (
	"bytes"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
)

// mtgs runs the command line in the test's process and returns its
// standard output and standard error.
func mtgs(t *testing.T, args ...string) (string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	if code := Main(args, &out, &errb); code != 0 {
		t.Fatalf("mtgs %s: exit status %d\n%s", strings.Join(args, " "), code, errb.String())
	}
	return out.String(), errb.String()
}

// --games N --game K plays game K of the run alone, as the run played it:
// its result is the one -v prints for game K of the run, after a log
// that is the log of the game replayed by hand as docs/decks.md says
// (seed --seed + K-1, the files given from the K-th, round the table).
func TestRunOneGameOfARun(t *testing.T) {
	t.Setenv("MTGS_CACHE_DIR", t.TempDir())
	dir := t.TempDir()
	decks := map[string]string{
		"red.txt":   "8 Lightning Bolt\n12 Mountain\n",
		"bears.txt": "8 Grizzly Bears\n12 Forest\n",
		"blue.txt":  "4 Unsummon\n16 Island\n",
	}
	var files []string
	for _, name := range []string{"red.txt", "bears.txt", "blue.txt"} {
		f := filepath.Join(dir, name)
		if err := os.WriteFile(f, []byte(decks[name]), 0o644); err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	const games, seed = 5, 3
	runArgs := append([]string{"run", "--games", strconv.Itoa(games), "--seed", strconv.Itoa(seed)}, files...)
	out, _ := mtgs(t, append(runArgs, "-v")...)
	line := regexp.MustCompile(`(?m)^game (\d+) \(seed (\d+), (\S+) starts\): (.+)$`)
	results := line.FindAllStringSubmatch(out, -1)
	if len(results) != games {
		t.Fatalf("-v printed %d games' results, want %d:\n%s", len(results), games, out)
	}
	for k := 1; k <= games; k++ {
		r := results[k-1]
		first := (k - 1) % len(files) // the file whose deck starts game k
		if r[1] != strconv.Itoa(k) || r[2] != strconv.Itoa(seed+k-1) || r[3] != strings.TrimSuffix(filepath.Base(files[first]), ".txt") {
			t.Errorf("game %d of the run: %q", k, r[0])
		}
		one, _ := mtgs(t, append(runArgs, "--game", strconv.Itoa(k))...)
		lines := strings.Split(strings.TrimSuffix(one, "\n"), "\n")
		header := "=== red against bears against blue, game " + strconv.Itoa(k) + " of 5 (seed " + r[2] + ")"
		if len(lines) < 3 || lines[0] != header {
			t.Fatalf("--game %d prints no log under %q:\n%s", k, header, one)
		}
		if got, want := lines[len(lines)-1], "=== result: "+r[4]; got != want {
			t.Errorf("--game %d ends with %q; game %d of the run: %q", k, got, k, want)
		}
		// By hand: the seed of game k, the files from the one that starts.
		hand := []string{"run", "--seed", r[2]}
		for i := range files {
			hand = append(hand, files[(first+i)%len(files)])
		}
		byHand, _ := mtgs(t, hand...)
		_, body, _ := strings.Cut(one, "\n")
		_, handBody, _ := strings.Cut(byHand, "\n")
		if body != handBody {
			t.Errorf("--game %d's log differs from the game replayed by hand (%s)", k, strings.Join(hand, " "))
		}
	}
}
