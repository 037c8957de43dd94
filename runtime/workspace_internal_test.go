package runtime

import (
	"go/ast"
	"go/token"
	"testing"
	"unsafe"
)

// TestExportedMethodsMakeWorkspace checks that every exported method of
// Game but Clone and CloneInto either makes the game's workspace first
// (ready) or can't reach it: the runtime's own code reads g.space without
// a check, and a clone starts without one (workspace.go).
//
// What a method reaches is found by name, over-approximately: a name used
// in a body (called, or passed as a value) reaches every function,
// method and package variable of that name, and a name reaches the
// workspace if any of them mentions a field named space, unless every
// declaration of that name makes the workspace first. Calls through
// values of function type reach what their names and the variables they
// were set from reach.
func TestExportedMethodsMakeWorkspace(t *testing.T) {
	fset, files := runtimeSource(t)
	decls := map[string][]ast.Node{}
	var exported []*ast.FuncDecl
	for _, af := range files {
		for _, d := range af.Decls {
			switch d := d.(type) {
			case *ast.FuncDecl:
				decls[d.Name.Name] = append(decls[d.Name.Name], d)
				if isGameMethod(d) && d.Name.IsExported() && d.Name.Name != "Clone" && d.Name.Name != "CloneInto" {
					exported = append(exported, d)
				}
			case *ast.GenDecl:
				if d.Tok != token.VAR {
					continue // constants and types run nothing
				}
				for _, s := range d.Specs {
					if vs, ok := s.(*ast.ValueSpec); ok {
						for _, n := range vs.Names {
							decls[n.Name] = append(decls[n.Name], vs)
						}
					}
				}
			}
		}
	}
	if len(exported) < 50 {
		t.Fatalf("found %d exported methods of Game; the source was not found", len(exported))
	}
	reach := reachingWorkspace(decls)
	for _, fd := range exported {
		if startsReady(fd) {
			continue
		}
		space, names := mentions(fd.Body)
		for _, n := range names {
			if reach[n] && n != fd.Name.Name {
				space = true
			}
		}
		if space {
			t.Errorf("%s: Game.%s reaches the workspace: it must call ready() first (workspace.go)", fset.Position(fd.Pos()), fd.Name.Name)
		}
	}
}

// reachingWorkspace returns the names whose declarations may reach the
// workspace without making it first, found to a fixed point: a name
// reaches it if one of its declarations mentions a field named space or
// a name that reaches it, unless every declaration of the name makes the
// workspace first (or it is ready itself).
func reachingWorkspace(decls map[string][]ast.Node) map[string]bool {
	uses := map[string][]string{}
	reach := map[string]bool{}
	for name, ds := range decls {
		if name == "ready" || allReady(ds) {
			continue
		}
		for _, d := range ds {
			space, names := mentions(d)
			reach[name] = reach[name] || space
			uses[name] = append(uses[name], names...)
		}
	}
	for changed := true; changed; {
		changed = false
		for name, ns := range uses {
			if reach[name] {
				continue
			}
			for _, n := range ns {
				if reach[n] {
					reach[name], changed = true, true
					break
				}
			}
		}
	}
	return reach
}

// mentions reports whether n mentions a field named space, and the names
// it mentions (identifiers and selected names).
func mentions(n ast.Node) (space bool, names []string) {
	ast.Inspect(n, func(n ast.Node) bool {
		switch n := n.(type) {
		case *ast.SelectorExpr:
			space = space || n.Sel.Name == "space"
			names = append(names, n.Sel.Name)
		case *ast.Ident:
			names = append(names, n.Name)
		}
		return true
	})
	return space, names
}

// isGameMethod reports whether fd is a method of *Game.
func isGameMethod(fd *ast.FuncDecl) bool {
	if fd.Recv == nil || len(fd.Recv.List) == 0 {
		return false
	}
	star, ok := fd.Recv.List[0].Type.(*ast.StarExpr)
	if !ok {
		return false
	}
	id, ok := star.X.(*ast.Ident)
	return ok && id.Name == "Game"
}

// allReady reports whether every declaration in ds is a function that
// makes the workspace first.
func allReady(ds []ast.Node) bool {
	for _, d := range ds {
		if fd, ok := d.(*ast.FuncDecl); !ok || !startsReady(fd) {
			return false
		}
	}
	return true
}

// startsReady reports whether fd's first statement is a call of its
// receiver's ready().
func startsReady(fd *ast.FuncDecl) bool {
	if fd.Recv == nil || len(fd.Recv.List[0].Names) == 0 || fd.Body == nil || len(fd.Body.List) == 0 {
		return false
	}
	es, ok := fd.Body.List[0].(*ast.ExprStmt)
	if !ok {
		return false
	}
	call, ok := es.X.(*ast.CallExpr)
	if !ok || len(call.Args) != 0 {
		return false
	}
	sel, ok := call.Fun.(*ast.SelectorExpr)
	if !ok || sel.Sel.Name != "ready" {
		return false
	}
	recv, ok := sel.X.(*ast.Ident)
	return ok && recv.Name == fd.Recv.List[0].Names[0].Name
}

// TestCloneMakesWorkspaceWhenUsed checks that a clone starts with no
// workspace, makes one at its first use, and lists what its original
// lists.
func TestCloneMakesWorkspaceWhenUsed(t *testing.T) {
	g := boardGame(t)
	c := g.Clone()
	if c.space != nil {
		t.Fatalf("a fresh clone has a workspace")
	}
	if got, want := len(c.AppendLegalActions(nil, c.Priority)), len(g.AppendLegalActions(nil, g.Priority)); got != want {
		t.Errorf("the clone lists %d actions, its original %d", got, want)
	}
	if c.space == nil {
		t.Errorf("a clone used has no workspace")
	}
}

// TestClonesShareTablesUntilWritten checks that a clone shares its
// original's card table and zones until either changes one, that a change
// on either side (a draw, a shuffle, a Reset) leaves the other as it was,
// and that a game CloneInto reuses copies its tables into its old room.
func TestClonesShareTablesUntilWritten(t *testing.T) {
	g := boardGame(t)
	c := g.Clone()
	if !g.tablesShared || !c.tablesShared || unsafe.SliceData(g.cards) != unsafe.SliceData(c.cards) {
		t.Fatalf("a fresh clone copied the card table")
	}
	dump := c.Dump()
	g.Draw(0)
	g.Shuffle(1, nil)
	if g.tablesShared || unsafe.SliceData(g.cards) == unsafe.SliceData(c.cards) {
		t.Errorf("a draw left the original's tables shared")
	}
	if d := c.Dump(); d != dump {
		t.Errorf("the original's draw changed the clone:\n%s\n---\n%s", dump, d)
	}
	c2 := c.Clone()
	c.Draw(1)
	if d := c2.Dump(); d != dump {
		t.Errorf("a clone's draw changed its clone:\n%s\n---\n%s", dump, d)
	}
	c.Reset("A", "B")
	c.AddCard(cloneBear, 0, Hand)
	if d := c2.Dump(); d != dump {
		t.Errorf("a Reset of a clone changed its clone:\n%s\n---\n%s", dump, d)
	}

	dst := NewGame("Nobody")
	g.CloneInto(dst)
	dst.Draw(0) // copies its tables
	room := unsafe.SliceData(dst.cards)
	g.CloneInto(dst)
	if !dst.tablesShared {
		t.Fatalf("CloneInto copied the tables")
	}
	dst.Draw(0)
	if unsafe.SliceData(dst.cards) != room {
		t.Errorf("CloneInto's game copied its card table into new memory, not its old room")
	}
}
