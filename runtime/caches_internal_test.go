package runtime

import (
	"slices"
	"testing"
)

// mountainDef is a basic Mountain: its mana ability is its land type's
// (305.6).
func mountainDef() *CardDef {
	return &CardDef{Name: "Mountain", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Mountain"}}
}

// anyTarget is "any target" as a spell's spec: a creature or a player.
var anyTarget = TargetSpec{Text: "any target", Objects: true, Players: true, Min: 1, Max: 1,
	Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}}

// TestTargetsRememberedWhileCurrent: a list of legal targets is kept for
// every source while nothing it read changes — a change of the turn's
// state alone (tapping) keeps it, a change of characteristics makes it
// anew — and is kept for one source only when a candidate's protection
// read that source. Under VerifyCaches a remembered list that is wrong is
// reported.
func TestTargetsRememberedWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	spec := &anyTarget
	bear := g.AddCard(creature("Bear", "Bear"), 1, Battlefield)
	a := g.AddCard(&CardDef{Name: "Shock A", Types: []string{"Instant"}}, 0, Hand)
	b := g.AddCard(&CardDef{Name: "Shock B", Types: []string{"Instant"}}, 0, Hand)
	want := []Target{{Player: 0}, {Player: 1}, {Obj: bear.Obj.Ref, Player: NoPlayer}}
	if got := g.LegalTargets(spec, 0, a.Obj.Ref); !slices.Equal(got, want) {
		t.Fatalf("targets %v, want %v", got, want)
	}
	if _, ok := g.rememberedTargets(nil, spec, 0, b.Obj.Ref, ObjRef{}); !ok {
		t.Fatal("a list that read no source is not kept for every source")
	}
	bear.Obj.Tapped = true
	g.turnChanged()
	if _, ok := g.rememberedTargets(nil, spec, 0, b.Obj.Ref, ObjRef{}); !ok {
		t.Error("tapping a permanent made the list stale: its filter reads no tapped state")
	}
	g.changed()
	if _, ok := g.rememberedTargets(nil, spec, 0, b.Obj.Ref, ObjRef{}); ok {
		t.Error("the list is current after a change of characteristics")
	}

	// A candidate with protection reads the source: the list is kept for
	// that source alone.
	pro := creature("Knight", "Knight")
	pro.Keywords = []Keyword{{Name: "protection", From: "red"}}
	g.AddCard(pro, 1, Battlefield)
	g.LegalTargets(spec, 0, a.Obj.Ref)
	if _, ok := g.rememberedTargets(nil, spec, 0, b.Obj.Ref, ObjRef{}); ok {
		t.Error("a list that read its source's characteristics is kept for every source")
	}
	if _, ok := g.rememberedTargets(nil, spec, 0, a.Obj.Ref, a.Obj.Ref); !ok {
		t.Error("a list that read its source is not kept for that source")
	}

	// A wrong list is reported.
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what+": "+cached+" against "+fresh) })
	for i := range g.targets.entries {
		if e := &g.targets.entries[i]; e.set && e.spec == spec {
			e.list = e.list[:1]
		}
	}
	g.LegalTargets(spec, 0, a.Obj.Ref)
	if len(reports) == 0 {
		t.Error("a wrong remembered list was not reported")
	}
}

// TestManaSourcesRememberedWhileCurrent: a player's mana sources are kept
// across changes of the turn's state alone, made anew when a permanent has
// been tapped or untapped or characteristics change; the plan made from
// them is kept with them. Under VerifyCaches wrong sources are reported.
func TestManaSourcesRememberedWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	m1 := g.AddCard(mountainDef(), 0, Battlefield)
	g.AddCard(mountainDef(), 0, Battlefield)
	red := ManaCost{}
	red.Colored[Red] = 1
	if len(g.manaSources(0)) != 2 {
		t.Fatalf("%d sources", len(g.manaSources(0)))
	}
	g.legalProbe = true
	if _, ok := g.planPayment(0, red, 0); !ok {
		t.Fatal("two Mountains can't pay {R}")
	}
	g.legalProbe = false
	sc := &g.sources[0]
	g.turnChanged()
	if !g.sourcesCurrent(sc) || !sc.plan.set {
		t.Error("a change of the turn's state alone made the sources or their plan stale")
	}
	m1.Obj.Tapped = true
	g.turnChanged()
	if g.sourcesCurrent(sc) {
		t.Error("the sources are current after a Mountain was tapped")
	}
	if n := len(g.manaSources(0)); n != 1 || sc.plan.set {
		t.Errorf("%d sources after one of two Mountains was tapped; plan kept %v", n, sc.plan.set)
	}
	g.changed()
	if g.sourcesCurrent(sc) {
		t.Error("the sources are current after a change of characteristics")
	}

	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	g.manaSources(0)
	m1.Obj.Tapped = false // without a change of version: the sources remembered are wrong
	g.manaSources(0)
	if len(reports) == 0 {
		t.Error("wrong remembered sources were not reported")
	}
}

// TestActivatorsRememberedWhileCurrent: the permanents a player controls
// that have an activated ability are kept across changes of the turn's
// state alone and made anew when characteristics change; under
// VerifyCaches a wrong remembered list is reported.
func TestActivatorsRememberedWhileCurrent(t *testing.T) {
	g := NewGame("Alice", "Bob")
	g.AddCard(mountainDef(), 0, Battlefield)
	pinger := creature("Pinger", "Wizard")
	pinger.Abilities = []*Ability{{Kind: ActivatedAbility, Text: "{T}: nothing", Cost: Cost{Tap: true}}}
	pi := g.AddCard(pinger, 0, Battlefield)
	if got := g.activators(0); len(got) != 1 || got[0] != pi.Obj {
		t.Fatalf("activators %s, want the Pinger alone", objsText(got))
	}
	ac := &g.activeCache[0]
	g.turnChanged()
	if !g.activatorsCurrent(ac) {
		t.Error("a change of the turn's state alone made the list stale")
	}
	g.changed()
	if g.activatorsCurrent(ac) {
		t.Error("the list is current after a change of characteristics")
	}
	var reports []string
	g.VerifyCaches(func(what, cached, fresh string) { reports = append(reports, what) })
	g.activators(0)
	ac.objs = ac.objs[:0] // wrong: the Pinger is left out
	g.activators(0)
	if len(reports) == 0 {
		t.Error("a wrong remembered list was not reported")
	}
}
