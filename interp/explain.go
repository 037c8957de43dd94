package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	"github.com/mtgs/mtgs/runtime"
)

// DefinedCards compiles srcs against lib, as Compile does, and returns the
// cards the sources define, in the order they are written. With errors it
// returns the cards it could lower and every error, as Compile does.
func DefinedCards(lib *Library, srcs ...Source) ([]*runtime.CardDef, error) {
	prog, files, err := compile(lib, srcs)
	var defs []*runtime.CardDef
	seen := map[string]bool{}
	for _, f := range files {
		for _, d := range f.Decls {
			c, ok := d.(*grammar.Card)
			if !ok || seen[strings.ToLower(c.Name)] {
				continue
			}
			seen[strings.ToLower(c.Name)] = true
			if def, ok := prog.Library.Card(c.Name); ok {
				defs = append(defs, def)
			}
		}
	}
	return defs, err
}

// Suggest returns the name of the library's card closest to name, for a
// "did you mean" message: one a few letters away, or else one whose name
// contains it; "" if none is close.
func (l *Library) Suggest(name string) string {
	key := strings.ToLower(name)
	best, bestD := "", 4
	for _, n := range l.Names() {
		if d := editDistance(strings.ToLower(n), key, bestD); d < bestD {
			best, bestD = n, d
		}
	}
	if best == "" && len(key) >= 3 {
		for _, n := range l.Names() {
			if strings.Contains(strings.ToLower(n), key) {
				return n // a part of the name: "bolt" for a name with "Bolt" in it
			}
		}
	}
	return best
}
