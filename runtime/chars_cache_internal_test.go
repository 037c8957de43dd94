package runtime

import (
	"slices"
	"testing"
)

// TestCharsCacheAliasing: a caller that appends to the slices of the Chars
// it was given (the cached ones) changes neither what the game remembers
// nor another caller's copy, nor the card's definition.
func TestCharsCacheAliasing(t *testing.T) {
	g := NewGame("Alice", "Bob")
	def := creature("Gob", "Goblin")
	def.Types = append(make([]string, 0, 8), "Creature") // room to append in place
	g.AddCard(lord(), 0, Battlefield)                    // Gob gets +1/+1 and mountainwalk
	gob := g.AddCard(def, 0, Battlefield)
	o := gob.Obj
	first := g.Chars(o)
	if first.Power != 2 || !first.Has("mountainwalk") {
		t.Fatalf("the Goblin is %d/%d with %v", first.Power, first.Toughness, first.Keywords)
	}
	a, b := g.Chars(o), g.Chars(o)
	a.Keywords = append(a.Keywords, Keyword{Name: "flying"})
	b.Keywords = append(b.Keywords, Keyword{Name: "trample"})
	a.Types = append(a.Types, "Artifact")
	b.Types = append(b.Types, "Enchantment")
	a.Subtypes = append(a.Subtypes, "Wizard")
	a.Abilities = append(a.Abilities, &Ability{Kind: StaticAbility})
	if a.Keywords[len(a.Keywords)-1].Name != "flying" || a.Types[len(a.Types)-1] != "Artifact" {
		t.Errorf("one caller's appends were overwritten by another's: %v %v", a.Keywords, a.Types)
	}
	again := g.Chars(o)
	if again.Has("flying") || again.Has("trample") || again.Is("Artifact") || again.Is("Enchantment") || again.Is("Wizard") || len(again.Abilities) != 0 {
		t.Errorf("the remembered characteristics were changed by a caller: %+v", again)
	}
	if !again.Equal(g.CharsFresh(o)) || !again.Equal(first) {
		t.Errorf("remembered %+v, recomputed %+v", again, g.CharsFresh(o))
	}
	if !slices.Equal(def.Types[:cap(def.Types)][:2], []string{"Creature", ""}) {
		t.Errorf("the card definition's types were written to: %q", def.Types[:2])
	}
}

// TestCharsCacheIsPerObject: a copy of an object (as last known
// information or a clone holds) never takes the original's remembered
// characteristics for its own, and a change of state makes them stale.
func TestCharsCacheIsPerObject(t *testing.T) {
	g := NewGame("Alice", "Bob")
	bear := g.AddCard(creature("Bear", "Bear"), 0, Battlefield)
	if c := g.Chars(bear.Obj); c.Power != 1 {
		t.Fatalf("the Bear is %d/%d", c.Power, c.Toughness)
	}
	cp := *bear.Obj
	cp.Counters = Counters{}
	cp.Counters.Set("+1/+1", 2)
	if c := g.Chars(&cp); c.Power != 3 {
		t.Errorf("a copy with two +1/+1 counters is %d/%d: it used the original's cache", c.Power, c.Toughness)
	}
	if c := g.Chars(bear.Obj); c.Power != 1 {
		t.Errorf("the original is %d/%d after its copy was computed", c.Power, c.Toughness)
	}
	v := g.Version()
	bear.Obj.Counters.Set("-1/-1", 1)
	g.Touch()
	if g.Version() == v {
		t.Error("Touch did not change the version")
	}
	if c := g.Chars(bear.Obj); c.Power != 0 {
		t.Errorf("with a -1/-1 counter the Bear is %d/%d", c.Power, c.Toughness)
	}
	clone := g.Clone()
	if c := clone.Chars(clone.Object(bear.Obj.Ref)); c.Power != 0 {
		t.Errorf("the clone's Bear is %d/%d", c.Power, c.Toughness)
	}
}
