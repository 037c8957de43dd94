package runtime

import (
	"go/ast"
	"testing"
)

// TestUnusualKeptByItsWriters holds the rule Game.unusual rests on: a
// statement that writes one of the rare states it counts (unusualNow)
// writes unusual too, or is in one of their setters or in a function
// that sets unusual afresh from unusualNow. A writer added
// without it would leave LegalPlaysView's one test wrong in games whose
// caches are not verified.
func TestUnusualKeptByItsWriters(t *testing.T) {
	counted := map[string]bool{"fresh": true, "resolving": true, "tapCost": true, "targetFrame": true, "legalProbe": true, "verifyCaches": true}
	setters := map[string]bool{"setTapCost": true, "setTargetFrame": true, "setLegalProbe": true}
	fset, files := runtimeSource(t)
	field := func(e ast.Expr) string {
		if s, ok := e.(*ast.SelectorExpr); ok {
			return s.Sel.Name
		}
		return ""
	}
	// recounts says whether body sets unusual afresh from unusualNow
	// (VerifyCaches, a clone, a Reset).
	recounts := func(body ast.Node) bool {
		found := false
		ast.Inspect(body, func(n ast.Node) bool {
			if as, ok := n.(*ast.AssignStmt); ok {
				for i, l := range as.Lhs {
					if i < len(as.Rhs) && field(l) == "unusual" {
						if c, ok := as.Rhs[i].(*ast.CallExpr); ok && field(c.Fun) == "unusualNow" {
							found = true
						}
					}
				}
			}
			return !found
		})
		return found
	}
	writers := 0
	for _, f := range files {
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Body == nil || setters[fn.Name.Name] {
				continue
			}
			whole := recounts(fn.Body)
			ast.Inspect(fn.Body, func(n ast.Node) bool {
				lhs := assignedTo(n)
				if lhs == nil {
					return true
				}
				var writes string
				keeps := false
				for _, l := range lhs {
					switch name := field(l); {
					case counted[name]:
						writes = name
					case name == "unusual":
						keeps = true
					}
				}
				if writes == "" {
					return true
				}
				writers++
				if !keeps && !whole {
					t.Errorf("%s: %s writes %s without keeping unusual (kept.go's unusualNow)", fset.Position(n.Pos()), fn.Name.Name, writes)
				}
				return true
			})
		}
	}
	if writers == 0 {
		t.Fatal("no writer of the counted states was found: the test reads nothing")
	}
}
