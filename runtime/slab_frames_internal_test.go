package runtime

import "testing"

// castAndResolve casts a copy of twGrowth for Alice with a Forest of her
// own and passes until it has resolved, returning its stack item.
func castAndResolve(t *testing.T, g *Game) *StackItem {
	t.Helper()
	c := crAdd(g, twGrowth, 0, Hand, 1)[0]
	crAdd(g, crForest, 0, Battlefield, 1)
	crMust(t, g.Take(0, lgFind(g.LegalActions(0), ActCast, c.Obj.Ref)[0]))
	it := g.Stack()[0]
	crMust(t, g.PassAll())
	if len(g.Stack()) != 0 || c.Obj.Zone != Graveyard {
		t.Fatalf("the sorcery did not resolve: stack %v, in %v", g.Stack(), c.Obj.Zone)
	}
	return it
}

// TestResolutionFrameGivenBack: the frame a resolution runs in goes back
// to the game's slab when the resolution ends, so one frame serves every
// resolution; the stack items stay as they were, as a host may hold them
// (kept until Reset); and while the game checks itself (VerifyCaches) a
// frame given back is wiped and never handed out again.
func TestResolutionFrameGivenBack(t *testing.T) {
	g := crGame()
	var items []*StackItem
	for range 5 {
		items = append(items, castAndResolve(t, g))
	}
	if n := len(g.space.slabs.frames.given); n != 1 {
		t.Fatalf("%d frames given back after five resolutions, want the one reused", n)
	}
	if n := len(g.space.slabs.frames.arrays[0]) - g.space.slabs.frames.freeLen(); n != 1 {
		t.Fatalf("%d frames handed out for five resolutions, want 1", n)
	}
	for i, it := range items {
		if it.Kind != ItemSpell || it.Text != twGrowth.Name || i > 0 && it.ID == items[i-1].ID {
			t.Fatalf("stack item %d changed after it resolved: %+v", i, it)
		}
	}

	g = crGame()
	g.VerifyCaches(func(what, cached, fresh string) { t.Errorf("%s: %s against %s", what, cached, fresh) })
	castAndResolve(t, g)
	frame := &g.space.slabs.frames.arrays[0][0]
	if frame.Game != nil || len(g.space.slabs.frames.given) != 0 {
		t.Fatalf("under VerifyCaches the frame given back was kept for reuse (%d given) or not wiped", len(g.space.slabs.frames.given))
	}
	castAndResolve(t, g)
	if len(g.space.slabs.frames.arrays[0])-g.space.slabs.frames.freeLen() != 2 || frame.Game != nil {
		t.Fatal("under VerifyCaches a wiped frame was handed out again")
	}
}
