package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/mtgs/mtgs/interp"
	"github.com/mtgs/mtgs/runtime"
)

const explainHelp = `Prints, for every card and every ability, what the engine will do: the
card's characteristics and keywords, and for each ability its trigger,
condition, costs, targets with their filters, and effects with their
objects, amounts, durations and delays. The words are generated from the
compiled card, not from its text, so a clause the engine dropped or read
differently shows. An argument that names a file (or ends in .mtgs)
explains the cards the file defines, checked against the bundled library;
any other argument is the name of a bundled card. Exits 1 if a file does
not check or a name is unknown.`

func explainCmd(args []string, stdout, stderr io.Writer) int {
	fs := newFlags("explain", "FILE... | CARD...", explainHelp, stderr)
	if err := fs.Parse(args); err != nil {
		return flagStatus(err)
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return 2
	}
	lib, err := stdlib()
	if err != nil {
		fmt.Fprintf(stderr, "mtgs: the bundled card library does not compile:\n%v\n", err)
		return 1
	}
	status, first := 0, true
	print := func(d *runtime.CardDef) {
		if !first {
			fmt.Fprintln(stdout)
		}
		first = false
		fmt.Fprint(stdout, runtime.Explain(d))
	}
	for _, arg := range fs.Args() {
		if !isFileArg(arg) {
			d, ok := lib.Card(arg)
			if !ok {
				msg := fmt.Sprintf("mtgs: no bundled card is named %q", arg)
				if s := lib.Suggest(arg); s != "" {
					msg += fmt.Sprintf(" (did you mean %q?)", s)
				}
				fmt.Fprintln(stderr, msg)
				status = 1
				continue
			}
			print(d)
			continue
		}
		b, err := os.ReadFile(arg)
		if err != nil {
			fmt.Fprintf(stderr, "mtgs: %v\n", err)
			status = 1
			continue
		}
		defs, err := interp.DefinedCards(lib, interp.Source{Name: arg, Text: b})
		if err != nil {
			for _, e := range interp.Errors(err) {
				fmt.Fprintln(stderr, e)
			}
			status = 1
			continue
		}
		if len(defs) == 0 {
			fmt.Fprintf(stderr, "mtgs: %s defines no cards\n", arg)
			status = 1
		}
		for _, d := range defs {
			print(d)
		}
	}
	return status
}

// isFileArg reports whether an explain argument names a file rather than
// a card: an existing file, or a path that looks like one.
func isFileArg(arg string) bool {
	if st, err := os.Stat(arg); err == nil && !st.IsDir() {
		return true
	}
	return strings.HasSuffix(arg, ".mtgs") || strings.ContainsRune(arg, filepath.Separator) || strings.ContainsRune(arg, '/')
}
