package runtime

import (
	"strings"
	"testing"
)

// Tests of 608.2b: targets are checked again as a spell resolves.

var (
	crUnsummon = crSpell("Test Unsummon", "Instant", "{U}",
		[]TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		Return{What: TargetRef{0}, To: Hand})
	crGreenShock = crSpell("Green Shock", "Instant", "{R}",
		[]TargetSpec{crTarget("target green creature", Filter{Alts: []Match{{Types: []string{"Creature"}, Colors: ColorSet(0).With(Green)}}}, 1, 1)},
		DealDamage{Amount: Const(2), To: TargetRef{0}})
	crTwinShock = crSpell("Twin Shock", "Instant", "{R}",
		[]TargetSpec{crTarget("two target creatures", crCreatures, 2, 2)},
		DealDamage{Amount: Const(2), To: TargetRef{0}})
	crSplitShock = crSpell("Split Shock", "Instant", "{R}",
		[]TargetSpec{crTarget("target creature", crCreatures, 1, 1), crTargetPlayer()},
		DealDamage{Amount: Const(2), To: TargetRef{0}}, DealDamage{Amount: Const(2), ToPlayers: TargetRef{1}})
	crPacifism = &CardDef{Name: "Test Pacifism", ManaCost: MustManaCost("{W}"), Types: []string{"Enchantment"}, Subtypes: []string{"Aura"},
		Keywords: []Keyword{{Name: "enchant", From: "creature", Filter: &crCreatures}}}
)

// 608.2b: a spell whose targets have all become illegal doesn't resolve:
// none of its effects happen and it is put into its owner's graveyard. If
// only some are illegal, it resolves and does nothing to those.
func TestRulesTargetsCheckedOnResolution(t *testing.T) {
	type setup struct {
		g             *Game
		first, second *Card // two of Bob's 2/2 creatures
		spell         *Card
		targets       [][]Target
		respond       func(t *testing.T)
		wantResolves  bool
	}
	cases := []struct {
		name  string
		build func(t *testing.T, s *setup)
		check func(t *testing.T, s *setup)
	}{
		{"only target bounced: doesn't resolve (608.2b)", func(t *testing.T, s *setup) {
			s.spell = s.g.AddCard(crBolt, 0, Hand)
			s.targets = [][]Target{crObj(s.first.Obj.Ref)}
			s.respond = func(t *testing.T) { crCastResolve(t, s.g, crUnsummon, crObj(s.first.Obj.Ref)) }
		}, func(t *testing.T, s *setup) {
			if crZoneOf(s.first) != Hand {
				t.Fatalf("target in %s", crZoneOf(s.first))
			}
		}},
		{"only target left and came back as a new object (400.7, 608.2b)", func(t *testing.T, s *setup) {
			s.spell = s.g.AddCard(crBolt, 0, Hand)
			s.targets = [][]Target{crObj(s.first.Obj.Ref)}
			s.respond = func(t *testing.T) {
				s.g.Move(MoveRequest{Obj: s.first.Obj.Ref, To: Exile})
				s.g.Move(MoveRequest{Obj: s.first.Obj.Ref, To: Battlefield})
			}
		}, func(t *testing.T, s *setup) {
			if crZoneOf(s.first) != Battlefield || s.first.Obj.Damage != 0 {
				t.Fatalf("returned creature in %s with %d damage", crZoneOf(s.first), s.first.Obj.Damage)
			}
		}},
		{"only target no longer matches: changed color (608.2b)", func(t *testing.T, s *setup) {
			s.spell = s.g.AddCard(crGreenShock, 0, Hand)
			s.targets = [][]Target{crObj(s.first.Obj.Ref)}
			s.respond = func(t *testing.T) { crCastResolve(t, s.g, crBlueWash, crObj(s.first.Obj.Ref)) }
		}, func(t *testing.T, s *setup) {
			if crZoneOf(s.first) != Battlefield || s.first.Obj.Damage != 0 {
				t.Fatalf("blue creature in %s with %d damage", crZoneOf(s.first), s.first.Obj.Damage)
			}
		}},
		{"one of two targets illegal: the other is still dealt damage (608.2b)", func(t *testing.T, s *setup) {
			s.spell = s.g.AddCard(crTwinShock, 0, Hand)
			s.targets = [][]Target{crObj(s.first.Obj.Ref, s.second.Obj.Ref)}
			s.respond = func(t *testing.T) { crCastResolve(t, s.g, crUnsummon, crObj(s.first.Obj.Ref)) }
			s.wantResolves = true
		}, func(t *testing.T, s *setup) {
			if crZoneOf(s.first) != Hand {
				t.Fatalf("bounced creature in %s", crZoneOf(s.first))
			}
			if crZoneOf(s.second) != Graveyard {
				t.Fatalf("legal target in %s, want graveyard after 2 damage", crZoneOf(s.second))
			}
		}},
		{"creature target illegal, player target legal (608.2b)", func(t *testing.T, s *setup) {
			s.spell = s.g.AddCard(crSplitShock, 0, Hand)
			s.targets = [][]Target{crObj(s.first.Obj.Ref), crPlayer(1)}
			s.respond = func(t *testing.T) { crCastResolve(t, s.g, crUnsummon, crObj(s.first.Obj.Ref)) }
			s.wantResolves = true
		}, func(t *testing.T, s *setup) {
			if life := s.g.Players[1].Life; life != 18 {
				t.Fatalf("Bob at %d life, want 18", life)
			}
		}},
		{"Aura spell whose target left goes to the graveyard (608.2b, 303.4a)", func(t *testing.T, s *setup) {
			s.spell = s.g.AddCard(crPacifism, 0, Hand)
			s.targets = [][]Target{crObj(s.first.Obj.Ref)}
			s.respond = func(t *testing.T) { crCastResolve(t, s.g, crUnsummon, crObj(s.first.Obj.Ref)) }
		}, func(t *testing.T, s *setup) {}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crMountain, 0, Battlefield, 2)
			crAdd(g, crIsland, 0, Battlefield, 2)
			crAdd(g, crPlains, 0, Battlefield, 1)
			s := &setup{g: g, first: g.AddCard(crBears, 1, Battlefield), second: g.AddCard(crBears, 1, Battlefield)}
			tc.build(t, s)
			ref, err := g.Cast(CastRequest{Player: 0, Card: s.spell.Obj.Ref, Targets: s.targets})
			crMust(t, err)
			s.respond(t)
			if g.Object(ref) == nil || len(g.Stack()) != 1 {
				t.Fatalf("the spell should be alone on the stack: %d items", len(g.Stack()))
			}
			crResolveAll(t, g)
			if crZoneOf(s.spell) != Graveyard || !crInZone(g, s.spell, Graveyard, 0) {
				t.Fatalf("spell in %s, want its owner's graveyard", crZoneOf(s.spell))
			}
			fizzled := strings.Contains(crLog(g), "does not resolve")
			if fizzled == s.wantResolves {
				t.Fatalf("resolved=%v, want %v\n%s", !fizzled, s.wantResolves, crLog(g))
			}
			tc.check(t, s)
		})
	}
}

// crCastResolve casts def for Alice with the given targets, on top of the
// stack, and resolves just it (triggers it causes stay on the stack).
func crCastResolve(t *testing.T, g *Game, def *CardDef, targets ...[]Target) {
	t.Helper()
	c := g.AddCard(def, 0, Hand)
	ref, err := g.Cast(CastRequest{Player: 0, Card: c.Obj.Ref, Targets: targets})
	crMust(t, err)
	crMust(t, g.PassAll())
	if g.Object(ref) != nil {
		t.Fatalf("%s is still on the stack", def.Name)
	}
}
