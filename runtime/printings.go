package runtime

import (
	_ "embed"
	"sort"
	"strings"
)

// This file answers "is this name originally printed in that expansion?",
// a fact about card names that descriptions may ask (Filter.PrintedIn:
// Golgothian Sylex's "each nontoken permanent with a name originally
// printed in the Antiquities expansion"). The names are data, in
// printings/expansions.txt.

//go:embed printings/expansions.txt
var expansionsText string

// printings maps an expansion's name, in lower case, to the set of names
// originally printed in it, normalized by printedName.
var printings = parsePrintings(expansionsText)

// parsePrintings reads expansions.txt: "expansion NAME" lines, each
// followed by card names one a line; "#" starts a comment line.
func parsePrintings(text string) map[string]map[string]bool {
	out := map[string]map[string]bool{}
	var cur map[string]bool
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case strings.HasPrefix(line, "expansion "):
			cur = map[string]bool{}
			out[strings.ToLower(strings.TrimSpace(strings.TrimPrefix(line, "expansion ")))] = cur
		case cur != nil:
			cur[printedName(line)] = true
		}
	}
	return out
}

// printedName normalizes a card name for comparison: the typographic
// apostrophe of printed names is the same as "'" (Ashnod’s Altar).
func printedName(name string) string {
	return strings.ReplaceAll(name, "\u2019", "'")
}

// OriginallyPrintedIn reports whether the card name name was originally
// printed in the expansion named expansion (case-insensitive).
func OriginallyPrintedIn(expansion, name string) bool {
	return printings[strings.ToLower(expansion)][printedName(name)]
}

// Expansions lists the expansions whose names OriginallyPrintedIn knows,
// as written in the data, in alphabetical order.
func Expansions() []string {
	var out []string
	for _, line := range strings.Split(expansionsText, "\n") {
		if name, ok := strings.CutPrefix(strings.TrimSpace(line), "expansion "); ok {
			out = append(out, strings.TrimSpace(name))
		}
	}
	sort.Strings(out)
	return out
}
