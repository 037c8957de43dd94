package runtime

import (
	"go/ast"
	"go/parser"
	"go/token"
	"path/filepath"
	"strings"
	"testing"
)

// TestOptionsSayTheirTarget reads the runtime's source: every Option it
// builds sets Target, or is made by LabelOption (which sets it to no
// player), and no Option is left at its zero value. An Option left at its zero Target would name the first player
// (PlayerID 0), and a Decider matching options by their targets — a
// scenario's "choose Alice", a client shown the option's target — would
// read a yes, a mode or a kicker cost as that player.
// assignedTo returns what n, a statement, assigns to: the left-hand sides
// of an assignment, the operand of an increment or decrement, or nil.
func assignedTo(n ast.Node) []ast.Expr {
	switch s := n.(type) {
	case *ast.AssignStmt:
		return s.Lhs
	case *ast.IncDecStmt:
		return []ast.Expr{s.X}
	}
	return nil
}

// runtimeSource parses the package's source files, tests left out.
func runtimeSource(t *testing.T) (*token.FileSet, []*ast.File) {
	t.Helper()
	names, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	var files []*ast.File
	for _, name := range names {
		if strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, f)
	}
	if len(files) == 0 {
		t.Fatal("the package's source was not found")
	}
	return fset, files
}

func TestOptionsSayTheirTarget(t *testing.T) {
	fset, files := runtimeSource(t)
	for _, f := range files {
		isOption := func(e ast.Expr) bool {
			id, ok := e.(*ast.Ident)
			return ok && id.Name == "Option"
		}
		check := func(lit *ast.CompositeLit) {
			if len(lit.Elts) > 0 {
				if _, keyed := lit.Elts[0].(*ast.KeyValueExpr); !keyed {
					return // every field given in order, Target among them
				}
			}
			for _, e := range lit.Elts {
				if kv, ok := e.(*ast.KeyValueExpr); ok {
					if id, ok := kv.Key.(*ast.Ident); ok && id.Name == "Target" {
						return
					}
				}
			}
			t.Errorf("%s: an Option without a Target names the first player: use LabelOption for an option that names nothing", fset.Position(lit.Pos()))
		}
		ast.Inspect(f, func(n ast.Node) bool {
			switch n := n.(type) {
			case *ast.CompositeLit:
				if isOption(n.Type) {
					check(n)
				}
				if at, ok := n.Type.(*ast.ArrayType); ok && isOption(at.Elt) {
					for _, e := range n.Elts {
						if lit, ok := e.(*ast.CompositeLit); ok && lit.Type == nil {
							check(lit)
						}
					}
				}
			case *ast.CallExpr:
				// make([]Option, n): n zero Options, unless n is 0
				if id, ok := n.Fun.(*ast.Ident); ok && id.Name == "make" && len(n.Args) >= 2 {
					if at, ok := n.Args[0].(*ast.ArrayType); ok && isOption(at.Elt) {
						if lit, ok := n.Args[1].(*ast.BasicLit); !ok || lit.Value != "0" {
							t.Errorf("%s: make([]Option, n) makes zero Options, which name the first player: make them empty and append", fset.Position(n.Pos()))
						}
					}
				}
			case *ast.ValueSpec:
				if isOption(n.Type) && len(n.Values) == 0 {
					t.Errorf("%s: a zero Option names the first player: use LabelOption for an option that names nothing", fset.Position(n.Pos()))
				}
			}
			return true
		})
	}
}
