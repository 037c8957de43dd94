package runtime

import (
	"reflect"
	"testing"
)

// TestFoundPlaysNoteWholeKeyAndStamp: a find of a player's plays
// (findNoted) writes the kept plays' key and stamp field by field rather
// than building them whole, so a field added to either would be left as
// the last find wrote it. After a find over key and stamp spoiled with
// values no game holds, every field is the game's now, and each type
// still has the fields written there.
func TestFoundPlaysNoteWholeKeyAndStamp(t *testing.T) {
	if n := reflect.TypeFor[listingKey]().NumField(); n != 8 {
		t.Errorf("listingKey has %d fields; findNoted writes 8 in place: write the new one there and count it here", n)
	}
	if n := reflect.TypeFor[keptStamp]().NumField(); n != 7 {
		t.Errorf("keptStamp has %d fields; findNoted writes 7 in place: write the new one there and count it here", n)
	}
	g := NewGame("Alice", "Bob")
	g.Turn, g.Step, g.Active, g.Priority = 1, Main1, 0, 0
	g.Players[0].TurnBegan = 1
	g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(mountainDef(), 0, Hand)
	g.AddCard(&CardDef{Name: "Spark", ManaCost: MustManaCost("{R}"), Types: []string{"Instant"}}, 0, Hand)
	g.LegalActions(0)
	k := &g.space.listKept[0]
	if !k.set {
		t.Fatal("no plays kept after a listing")
	}
	k.key = listingKey{priority: false, landTime: false, sorceryTime: false, pool: ManaPool{9, 9, 9, 9, 9, 9}, poolEmpty: false, began: -9, zoneMoves: 1 << 60, handMoves: 1 << 60}
	k.keptStamp = keptStamp{set: true, ver: 1 << 60, charsVer: 1 << 60, fieldVer: 1 << 60, tapVer: 1 << 60, own: 9, turnFree: true}
	k.tapVer = ^uint64(0) // stale: the next listing finds the plays again
	g.LegalActions(0)

	pl := g.Players[0]
	want := listingKey{priority: true, landTime: true, sorceryTime: true, pool: pl.Pool, poolEmpty: true, began: pl.TurnBegan, zoneMoves: g.zoneMoves, handMoves: pl.handMoves}
	if k.key != want {
		t.Errorf("key after a find %+v, want %+v", k.key, want)
	}
	s := k.keptStamp
	if !s.set || s.ver != g.version || s.charsVer != g.charsVersion || s.tapVer != g.tapVersion {
		t.Errorf("stamp after a find %+v, want the versions now (%d, %d, %d)", s, g.version, g.charsVersion, g.tapVersion)
	}
	switch s.own {
	case 0:
		if s.fieldVer != g.fieldVersion {
			t.Errorf("stamp on the whole battlefield at field version %d, want %d", s.fieldVer, g.fieldVersion)
		}
	case 1:
		if s.fieldVer != pl.fieldVer {
			t.Errorf("stamp on Alice's permanents at field version %d, want %d", s.fieldVer, pl.fieldVer)
		}
	default:
		t.Errorf("stamp for player %d's permanents, want Alice's or the whole battlefield", s.own-1)
	}
}
