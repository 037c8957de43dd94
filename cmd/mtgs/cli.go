package main

import (
	"flag"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"

	"github.com/mtgs/mtgs/interp"
)

const usage = `mtgs runs Magic: The Gathering scenarios written in .mtgs scripts.

Usage:
  mtgs run FILE...     play the scenarios in the files and print each game log,
                       or play deck files against each other
  mtgs replay FILE     print the log of a game recorded with "mtgs run --record FILE"
  mtgs test PATH...    run the expectations in files and directories
  mtgs check FILE...   parse and check files without running them
  mtgs explain FILE... | CARD...
                       print what the engine will do with each card
  mtgs cards           list the bundled card library

Run "mtgs COMMAND --help" for a command's options.

The bundled library is loaded through a cache kept in the user cache
directory (MTGS_CACHE_DIR names another); MTGS_CACHE=off disables it.
`

// stdlib loads the bundled card library through the library cache
// (interp.LoadLibrary), unless MTGS_CACHE is "off".
func stdlib() (*interp.Library, error) {
	return interp.StdlibCached(interp.CacheOptions{
		Dir: os.Getenv("MTGS_CACHE_DIR"),
		Off: os.Getenv("MTGS_CACHE") == "off",
	})
}

// Main runs the command line args and returns the exit status.
func Main(args []string, stdout, stderr io.Writer) int {
	if len(args) == 0 {
		fmt.Fprint(stderr, usage)
		return 2
	}
	cmd, rest := args[0], args[1:]
	switch cmd {
	case "-h", "--help", "help":
		fmt.Fprint(stdout, usage)
		return 0
	case "run":
		return runCmd(rest, stdout, stderr)
	case "replay":
		return replayCmd(rest, stdout, stderr)
	case "test":
		return testCmd(rest, stdout, stderr)
	case "check":
		return checkCmd(rest, stdout, stderr)
	case "explain":
		return explainCmd(rest, stdout, stderr)
	case "cards":
		return cardsCmd(rest, stdout, stderr)
	}
	fmt.Fprintf(stderr, "mtgs: unknown command %q\n\n%s", cmd, usage)
	return 2
}

func newFlags(name, args, help string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.Usage = func() {
		fmt.Fprintf(stderr, "Usage: mtgs %s %s\n\n%s\n", name, args, help)
		fs.PrintDefaults()
	}
	return fs
}

// load reads and compiles files against the bundled library. Directories
// are searched for .mtgs files when dirs is true.
func load(paths []string, dirs bool, stderr io.Writer) (*interp.Program, bool) {
	lib, err := stdlib()
	if err != nil {
		fmt.Fprintf(stderr, "mtgs: the bundled card library does not compile:\n%v\n", err)
		return nil, false
	}
	var srcs []interp.Source
	ok := true
	for _, p := range paths {
		files := []string{p}
		if st, err := os.Stat(p); err == nil && st.IsDir() && dirs {
			files = nil
			filepath.WalkDir(p, func(path string, d fs.DirEntry, err error) error {
				if err == nil && !d.IsDir() && strings.HasSuffix(path, ".mtgs") {
					files = append(files, path)
				}
				return nil
			})
			sort.Strings(files)
			if len(files) == 0 {
				fmt.Fprintf(stderr, "mtgs: no .mtgs files in %s\n", p)
				ok = false
			}
		}
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				fmt.Fprintf(stderr, "mtgs: %v\n", err)
				ok = false
				continue
			}
			srcs = append(srcs, interp.Source{Name: f, Text: b})
		}
	}
	prog, err := interp.Compile(lib, srcs...)
	if err != nil {
		for _, e := range interp.Errors(err) {
			fmt.Fprintln(stderr, e)
		}
		return prog, false
	}
	return prog, ok
}

// parseAndLoad parses a command's flags and loads the files it names. It
// returns the exit status to use when it fails.
func parseAndLoad(fs *flag.FlagSet, args []string, dirs bool, stderr io.Writer) (*interp.Program, int, bool) {
	if err := fs.Parse(args); err != nil {
		return nil, flagStatus(err), false
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return nil, 2, false
	}
	prog, ok := load(fs.Args(), dirs, stderr)
	if !ok {
		return nil, 1, false
	}
	return prog, 0, true
}

func testCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("test", "PATH...", "Runs the expectations of every scenario in the files and directories\n(searched for .mtgs files), prints each failure as file:line: expected …, got …,\nand ends with a line \"N passed, N failed\". Exits 1 on any failure.", stderr)
	verbose := fs.Bool("v", false, "print each scenario's name and result")
	run := fs.String("run", "", "run only the scenarios whose names match this regular expression")
	prog, status, ok := parseAndLoad(fs, args, true, stderr)
	if !ok {
		return status
	}
	match, err := regexp.Compile(*run)
	if err != nil {
		fmt.Fprintf(stderr, "mtgs: -run: %v\n", err)
		return 2
	}
	passed, failed := 0, 0
	for _, sc := range prog.Scenarios {
		if !match.MatchString(sc.Name) {
			continue
		}
		res := sc.Run(nil)
		if res.Passed() {
			passed++
			if *verbose {
				fmt.Fprintf(stdout, "ok   %s\n", sc.Name)
			}
			continue
		}
		failed++
		fmt.Fprintf(stdout, "FAIL %s\n", sc.Name)
		for _, f := range res.Failures {
			fmt.Fprintf(stdout, "%s\n", f)
		}
	}
	fmt.Fprintf(stdout, "%d passed, %d failed\n", passed, failed)
	if failed > 0 {
		return 1
	}
	return 0
}

func checkCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("check", "FILE... [--constructed]", "Parses and checks the files without running them; prints every error as\nfile:line:col: message. Exits 1 on any error. Files not ending in .mtgs\nare deck lists (plain lists, Arena and MTGO exports).", stderr)
	constructed := fs.Bool("constructed", false, "also check the decks' legality in constructed play (100.2a, 100.4a)")
	files, err := parseInterspersed(fs, args)
	if err != nil {
		return flagStatus(err)
	}
	if len(files) == 0 {
		fs.Usage()
		return 2
	}
	prog, decks, _, ok := loadWithDeckLists(files, true, stderr)
	if !ok {
		return 1
	}
	decks = append(prog.Decks, decks...)
	if *constructed && !checkConstructed(decks, stderr) {
		return 1
	}
	fmt.Fprintf(stdout, "ok: %d scenarios, %d decks\n", len(prog.Scenarios), len(decks))
	return 0
}

func cardsCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("cards", "", "Lists the bundled card library: name, mana cost and type line.", stderr)
	if err := fs.Parse(args); err != nil {
		return flagStatus(err)
	}
	lib, err := stdlib()
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	for _, n := range lib.Names() {
		d, _ := lib.Card(n)
		cost := d.ManaCost.String()
		if !d.ManaCost.Present {
			cost = ""
		}
		fmt.Fprintf(stdout, "%-24s %-12s %s\n", d.Name, cost, d.TypeLine())
	}
	return 0
}

func flagStatus(err error) int {
	if err == flag.ErrHelp {
		return 0
	}
	return 2
}
