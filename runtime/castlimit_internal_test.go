package runtime

import "testing"

// TestCastLimitsKept: whether a permanent limits casts is kept while the
// battlefield and the characteristics hold, and found again when a
// permanent with a limit enters or leaves, or the characteristics change.
func TestCastLimitsKept(t *testing.T) {
	g := NewGame("Alice", "Bob")
	var stale []string
	g.VerifyCaches(func(what, cached, fresh string) { stale = append(stale, what+": "+cached+" != "+fresh) })
	g.AddCard(mountainDef(), 0, Battlefield)
	if g.mayLimitCasts() || g.mayLimitCasts() {
		t.Fatal("a Mountain limits casts")
	}
	limit := &CardDef{Name: "Limiter", Types: []string{"Enchantment"}, Abilities: []*Ability{{Kind: StaticAbility,
		Statics: []StaticEffect{{CastLimit: &CastLimit{Who: RelAny, Filter: Filter{Alts: []Match{{Zone: Stack, Spell: true}}}, Max: 1}}}}}}
	lim := g.AddCard(limit, 1, Battlefield)
	if !g.mayLimitCasts() || !g.mayLimitCasts() {
		t.Fatal("a permanent with a cast limit entered, and no limit is found")
	}
	g.Move(MoveRequest{Obj: lim.Obj.Ref, To: Graveyard})
	if g.mayLimitCasts() {
		t.Fatal("the permanent with a cast limit left, and a limit is still found")
	}
	if len(stale) > 0 {
		t.Fatal(stale)
	}
}
