package runtime

import "testing"

// TestShapeVerCountsAllButPumps: a narrow effect begun on a permanent
// (narrowChanged) moves its controller's shapeVer unless it changes only
// power and toughness (reachShape), and no other player's; a filter
// comparing with its source's power notes the read (ptRead), which the
// plays kept past a pump depend on (narrowOthers).
func TestShapeVerCountsAllButPumps(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.Turn = 1
	elves := g.AddCard(manaElves(), 0, Battlefield).Obj
	bears := g.AddCard(creature("Bears", "Bear"), 1, Battlefield).Obj
	begin := func(on *Object, mods ...Modification) {
		e := &ContinuousEffect{Object: on.Ref, Mods: mods, Timestamp: g.nextTimestamp(), Duration: UntilEndOfTurn}
		g.effects = append(g.effects, e)
		g.narrowChanged(effectNarrow(e), reachOf(e), []ObjRef{on.Ref})
	}
	shapes := func(what string, want [2]uint32) {
		t.Helper()
		for p := range PlayerID(2) {
			if got := g.Players[p].shapeVer; got != want[p] {
				t.Errorf("%s: %s's shapeVer %d, want %d", what, g.PlayerName(p), got, want[p])
			}
		}
	}
	begin(elves, ModifyPT{3, 3})
	shapes("a pump on the Elves", [2]uint32{0, 0})
	begin(bears, AddTypes{Types: []string{"Artifact"}})
	shapes("a type added to the Bears", [2]uint32{0, 1})
	begin(elves, ModifyPT{1, 0}, AddKeywords{[]Keyword{{Name: "trample"}}})
	shapes("a pump with trample on the Elves", [2]uint32{1, 1})
	if g.ptRead {
		t.Fatal("ptRead set before any read")
	}
	c := g.Chars(bears)
	g.sourceCompareHolds(&SourceCompare{Stat: "power", Less: true, SourceStat: "power"}, &c, elves.Ref)
	if !g.ptRead {
		t.Error("a comparison with the source's power left ptRead unset")
	}
}
