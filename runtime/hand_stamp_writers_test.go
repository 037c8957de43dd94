package runtime

import (
	"go/ast"
	"testing"
)

// TestHandMovesKeptByZoneWriters holds the rule a hand's stamp rests on
// (HandStamp): every function that counts cards put into zones or taken
// from them (zoneMoves) counts those of a hand in handMoves too, through
// handMoved, but drawTop, whose card leaves a library and enters the
// hand through place. A writer of zones added without it would leave a
// host's answer kept for a hand that changed.
func TestHandMovesKeptByZoneWriters(t *testing.T) {
	apart := map[string]bool{"drawTop": true} // takes from a library only; place counts the hand
	fset, files := runtimeSource(t)
	writers := 0
	for _, f := range files {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil {
				continue
			}
			var writes ast.Node
			counts := false
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				if c, ok := n.(*ast.CallExpr); ok {
					if s, ok := c.Fun.(*ast.SelectorExpr); ok && s.Sel.Name == "handMoved" {
						counts = true
					}
				}
				for _, l := range assignedTo(n) {
					if s, ok := l.(*ast.SelectorExpr); ok && s.Sel.Name == "zoneMoves" && writes == nil {
						if x, ok := s.X.(*ast.Ident); ok && x.Name == "g" { // the game's, not a key's copy
							writes = n
						}
					}
				}
				return true
			})
			if writes == nil {
				continue
			}
			writers++
			if !counts && !apart[fn.Name.Name] {
				t.Errorf("%s: %s counts zone moves (zoneMoves) without counting a hand's (handMoved)", fset.Position(writes.Pos()), fn.Name.Name)
			}
		}
	}
	if writers == 0 {
		t.Fatal("no writer of zoneMoves was found: the test reads nothing")
	}
}
