package main

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/mtgs/mtgs/interp"
	"github.com/mtgs/mtgs/replay"
	rt "github.com/mtgs/mtgs/runtime"
)

const replayHelp = `Plays a replay written by "mtgs run --record FILE" back and prints the
game's log exactly as "mtgs run" printed it. The cards are the bundled
library's and those of the --lib files and directories (.mtgs files, as run
takes them); each must be the card the game was recorded with: a card
missing or changed since is refused, and so is a journal the game doesn't
follow. A saved game (a game written before it ended) prints its log to
that point.`

// gameRecorder writes the game run plays to a replay file; a nil one
// records nothing.
type gameRecorder struct {
	lib    *interp.Library
	path   string
	stderr io.Writer
}

func recorder(lib *interp.Library, path string, stderr io.Writer) *gameRecorder {
	if path == "" {
		return nil
	}
	return &gameRecorder{lib: lib, path: path, stderr: stderr}
}

// hook turns the game's journal on before it is set up.
func (r *gameRecorder) hook() func(*rt.Game) {
	return func(g *rt.Game) {
		if r != nil {
			g.Record(true)
		}
	}
}

// write writes game g of gs to the file and reports whether it could.
func (r *gameRecorder) write(gs *interp.GameSpec, g *rt.Game) bool {
	if r == nil {
		return true
	}
	f, err := replay.New(r.lib, gs, g)
	var b []byte
	if err == nil {
		b, err = f.Marshal()
	}
	if err == nil {
		err = os.WriteFile(r.path, b, 0o644)
	}
	if err != nil {
		fmt.Fprintf(r.stderr, "mtgs: --record: %v\n", err)
		return false
	}
	return true
}

// libFlag collects --lib paths; each may list several, separated by
// commas.
type libFlag []string

func (l *libFlag) String() string { return strings.Join(*l, ",") }

func (l *libFlag) Set(s string) error {
	for _, p := range strings.Split(s, ",") {
		if p != "" {
			*l = append(*l, p)
		}
	}
	return nil
}

func replayCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("replay", "[--lib FILE|DIR,...] FILE", replayHelp, stderr)
	var libs libFlag
	fs.Var(&libs, "lib", "`.mtgs files and directories` of cards beside the bundled library (repeatable, or comma-separated)")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagStatus(err)
	}
	if len(files) != 1 {
		fs.Usage()
		return 2
	}
	var prog *interp.Program
	if len(libs) > 0 {
		p, ok := load(libs, true, stderr)
		if !ok {
			return 1
		}
		prog = p
	} else {
		lib, err := stdlib()
		if err != nil {
			fmt.Fprintf(stderr, "mtgs: the bundled card library does not compile:\n%v\n", err)
			return 1
		}
		prog = &interp.Program{Library: lib}
	}
	data, err := os.ReadFile(files[0])
	if err != nil {
		fmt.Fprintf(stderr, "mtgs: %v\n", err)
		return 1
	}
	f, err := replay.Parse(data)
	if err != nil {
		fmt.Fprintf(stderr, "mtgs: %s: %v\n", files[0], err)
		return 1
	}
	// The log is printed as the game is played back, as run prints it;
	// a journal that stops following the game stops it there.
	fmt.Fprintf(stdout, "=== %s (seed %d)\n", f.Name, f.Seed)
	g, err := replay.Run(prog, f, func(g *rt.Game) { g.OnLog = func(line string) { fmt.Fprintln(stdout, line) } })
	if err != nil {
		fmt.Fprintf(stderr, "mtgs: %s: %v\n", files[0], err)
		return 1
	}
	if res, finished := replay.Outcome(g); finished {
		fmt.Fprintf(stdout, "=== result: %s\n", res)
	} else {
		fmt.Fprintf(stdout, "=== saved on turn %d: the game goes on\n", g.Turn)
	}
	return 0
}
