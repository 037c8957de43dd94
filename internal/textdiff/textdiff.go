// Package textdiff shows how two multi-line texts differ, line by line, for
// test failures and refused-action reports.
package textdiff

import "strings"

// Lines lists the lines of b that differ from the line at the same place
// in a, as "- old" and "+ new" pairs, each prefixed with indent. At most
// max lines are shown (0: all); an ellipsis marks the rest.
func Lines(a, b, indent string, max int) string {
	al, bl := strings.Split(a, "\n"), strings.Split(b, "\n")
	var out []string
	for i := 0; i < len(al) || i < len(bl); i++ {
		var x, y string
		if i < len(al) {
			x = al[i]
		}
		if i < len(bl) {
			y = bl[i]
		}
		if x != y {
			out = append(out, indent+"- "+x, indent+"+ "+y)
		}
	}
	if max > 0 && len(out) > max {
		out = append(out[:max], indent+"…")
	}
	return strings.Join(out, "\n")
}
