package runtime

import (
	"slices"
	"testing"
)

// Tests of the zone-move primitive against rule 400.7 and its exceptions.

var (
	crBlueWashSpell = crSpell("Blue Wash Spell", "Instant", "{U}",
		[]TargetSpec{crTarget("target creature spell", crCreatureSpell, 1, 1)},
		Modify{What: TargetRef{0}, Mods: []Modification{SetColors{ColorSet(0).With(Blue)}}})
	crBlueWash = crSpell("Blue Wash", "Instant", "{U}",
		[]TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		Modify{What: TargetRef{0}, Mods: []Modification{SetColors{ColorSet(0).With(Blue)}}})
	crTerminate = crSpell("Terminate", "Instant", "{B}",
		[]TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		Destroy{What: TargetRef{0}})
	crExileInstead = crSpell("Exile Instead", "Instant", "{W}",
		[]TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		ReplaceZone{What: TargetRef{0}, From: Battlefield, To: Graveyard, Instead: Exile, Text: "if it would die, exile it instead"})
	crBolt = crSpell("Test Bolt", "Instant", "{R}",
		[]TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		DealDamage{Amount: Const(3), To: TargetRef{0}})
	crSteal = crSpell("Steal", "Sorcery", "{U}",
		[]TargetSpec{crTarget("target creature", crCreatures, 1, 1)},
		Modify{What: TargetRef{0}, Mods: []Modification{SetController{Player: 0}}})
	crEquip = &CardDef{Name: "Test Equipment", ManaCost: MustManaCost("{1}"), Types: []string{"Artifact"}, Subtypes: []string{"Equipment"}}
)

// 400.7: a reference to an object that has changed zones is stale: moving
// it again moves nothing, whatever the destination.
func TestRulesMoveStaleReferenceMovesNothing(t *testing.T) {
	for _, to := range []Zone{Battlefield, Graveyard, Hand, Library, Exile} {
		t.Run(to.String(), func(t *testing.T) {
			g := crGame()
			c := g.AddCard(crBears, 0, Battlefield)
			old := c.Obj.Ref
			m := g.Move(MoveRequest{Obj: old, To: Graveyard})
			if !m.OK() || m.New == old || m.New.Card != old.Card {
				t.Fatalf("first move: %+v", m)
			}
			before := g.Dump()
			m2 := g.Move(MoveRequest{Obj: old, To: to}) // 400.7: old names nothing now
			if m2.OK() {
				t.Fatalf("stale reference moved the card: %+v", m2)
			}
			if c.Obj.Ref != m.New || c.Obj.Zone != Graveyard {
				t.Fatalf("card is %s in %s, want %s in the graveyard", c.Obj.Ref, c.Obj.Zone, m.New)
			}
			if g.Object(old) != nil {
				t.Fatal("stale reference resolves")
			}
			crUnchanged(t, g, before)
		})
	}
}

// 400.7, 122.2, 301.5c/303.4: the new object a card becomes has no memory of
// the old one: no counters, damage, tapped status or attachment; it gets a
// new reference. The old object's last known information (608.2h) keeps
// them.
func TestRulesMoveNewObjectForgets(t *testing.T) {
	cases := []struct {
		name string
		via  Zone // where the permanent goes before it comes back
	}{
		{"exile and back (400.7, 122.2)", Exile},
		{"hand and back (400.7, 122.2)", Hand},
		{"graveyard and back (400.7, 122.2)", Graveyard},
		{"library and back (400.7, 122.2)", Library},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			host := g.AddCard(crBears, 1, Battlefield)
			c := g.AddCard(crEquip, 0, Battlefield)
			o := c.Obj
			o.Tapped = true
			o.Damage = 1
			o.Counters.Set("charge", 2)
			o.AttachedTo = host.Obj.Ref
			old := o.Ref

			m1 := g.Move(MoveRequest{Obj: old, To: tc.via})
			m2 := g.Move(MoveRequest{Obj: m1.New, To: Battlefield})
			if !m1.OK() || !m2.OK() {
				t.Fatalf("moves failed: %+v %+v", m1, m2)
			}
			n := g.Object(m2.New)
			if n == nil || n.Zone != Battlefield {
				t.Fatalf("card not back on the battlefield: %v", c.Obj)
			}
			if n.Ref == old || n.Ref == m1.New || n.Ref.Card != old.Card {
				t.Fatalf("refs old %s via %s new %s: want three incarnations of one card", old, m1.New, n.Ref)
			}
			if n.Tapped || n.Damage != 0 || n.Counters.Len() != 0 || !n.AttachedTo.IsZero() {
				t.Fatalf("new object remembers its past: tapped=%v damage=%d counters=%v attached=%s", n.Tapped, n.Damage, n.Counters, n.AttachedTo)
			}
			if g.Object(old) != nil || g.Object(m1.New) != nil {
				t.Fatal("an old reference still resolves")
			}
			// 608.2h: last known information of the first object.
			s, ok := g.LastKnown(old)
			if !ok {
				t.Fatal("no last known information")
			}
			if s.Object.Zone != Battlefield || !s.Object.Tapped || s.Object.Damage != 1 || s.Object.Counters.Get("charge") != 2 || s.Object.AttachedTo != host.Obj.Ref {
				t.Fatalf("last known information lost the old state: %+v", s.Object)
			}
		})
	}
}

// 608.2h, 613: last known information keeps the characteristics the object
// had as it last existed on the battlefield, including effects and counters
// (613.4c); the new object in the graveyard has only its printed ones.
func TestRulesLastKnownInformation(t *testing.T) {
	g := crGame()
	crAdd(g, crIsland, 0, Battlefield, 1)
	b := g.AddCard(crBears, 1, Battlefield)
	b.Obj.Counters.Set("+1/+1", 1)
	wash := g.AddCard(crBlueWash, 0, Hand)
	_, err := g.Cast(CastRequest{Player: 0, Card: wash.Obj.Ref, Targets: [][]Target{crObj(b.Obj.Ref)}})
	crMust(t, err)
	crResolveAll(t, g)
	old := b.Obj.Ref
	m := g.Move(MoveRequest{Obj: old, To: Graveyard, Cause: CauseDestroy})

	cases := []struct {
		name string
		ref  ObjRef
		want func(s *Snapshot) bool
	}{
		{"old object: counter and P/T (122.2, 613.4c)", old, func(s *Snapshot) bool {
			return s.Object.Counters.Get("+1/+1") == 1 && s.Chars().Power == 3 && s.Chars().Toughness == 3
		}},
		{"old object: color set by an effect (613.1e)", old, func(s *Snapshot) bool { return s.Chars().Colors == ColorSet(0).With(Blue) }},
		{"old object: zone and controller (608.2h)", old, func(s *Snapshot) bool {
			return s.Object.Zone == Battlefield && s.Chars().Controller == 1
		}},
		{"new object: printed characteristics only (400.7)", m.New, func(s *Snapshot) bool {
			return s.Object.Zone == Graveyard && s.Chars().Power == 2 && s.Chars().Colors == ColorSet(0).With(Green) && s.Object.Counters.Len() == 0
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s, ok := g.LastKnown(tc.ref)
			if !ok {
				t.Fatalf("no information for %s", tc.ref)
			}
			if !tc.want(s) {
				t.Fatalf("snapshot %+v chars %+v", *s.Object, s.Chars())
			}
		})
	}
}

// 400.3: a card going to a library, hand or graveyard goes to its owner's,
// whoever controlled it and whoever asked for the move.
func TestRulesMoveGoesToOwnersZone(t *testing.T) {
	for _, to := range []Zone{Graveyard, Hand, Library} {
		t.Run(to.String()+" (400.3)", func(t *testing.T) {
			g := crGame()
			c := g.AddCard(crBears, 1, Hand) // Bob owns it
			m := g.Move(MoveRequest{Obj: c.Obj.Ref, To: Battlefield, Controller: ControlledBy(0)})
			if o := g.Object(m.New); o == nil || g.Chars(o).Controller != 0 {
				t.Fatalf("Alice should control the Bears: %+v", o)
			}
			m = g.Move(MoveRequest{Obj: m.New, To: to, Controller: ControlledBy(0)})
			if !m.OK() {
				t.Fatal("move failed")
			}
			if !crInZone(g, c, to, 1) || crInZone(g, c, to, 0) {
				t.Fatalf("Bears should be in Bob's %s only: Alice %v Bob %v", to, g.ZoneCards(to, 0), g.ZoneCards(to, 1))
			}
			if c.Obj.Controller != NoPlayer {
				t.Fatalf("a card in a %s has controller %d", to, c.Obj.Controller)
			}
		})
	}
	// The same through a control-changing effect (613.1b) and a destroy
	// spell cast by the controller (701.8a: "its owner's graveyard").
	t.Run("stolen and destroyed (400.3, 701.8a)", func(t *testing.T) {
		g := crGame()
		crAdd(g, crIsland, 0, Battlefield, 1)
		crAdd(g, crSwamp, 0, Battlefield, 1)
		b := g.AddCard(crBears, 1, Battlefield)
		steal := g.AddCard(crSteal, 0, Hand)
		kill := g.AddCard(crTerminate, 0, Hand)
		_, err := g.Cast(CastRequest{Player: 0, Card: steal.Obj.Ref, Targets: [][]Target{crObj(b.Obj.Ref)}})
		crMust(t, err)
		crResolveAll(t, g)
		if c, _ := g.CharsOf(b.Obj.Ref); c.Controller != 0 {
			t.Fatalf("controller %d after Steal", c.Controller)
		}
		_, err = g.Cast(CastRequest{Player: 0, Card: kill.Obj.Ref, Targets: [][]Target{crObj(b.Obj.Ref)}})
		crMust(t, err)
		crResolveAll(t, g)
		if !crInZone(g, b, Graveyard, 1) || crInZone(g, b, Graveyard, 0) {
			t.Fatalf("Bears should be in Bob's graveyard: %s", crLog(g))
		}
	})
}

// 400.4a: an instant or sorcery card that would enter the battlefield
// remains in its previous zone, as the same object.
func TestRulesInstantCannotEnterBattlefield(t *testing.T) {
	cases := []struct {
		name string
		def  *CardDef
		from Zone
	}{
		{"instant from hand", crBolt, Hand},
		{"instant from graveyard", crBolt, Graveyard},
		{"instant from exile", crBolt, Exile},
		{"sorcery from library", crSteal, Library},
		{"sorcery from graveyard", crSteal, Graveyard},
	}
	for _, tc := range cases {
		t.Run(tc.name+" (400.4a)", func(t *testing.T) {
			g := crGame()
			c := g.AddCard(tc.def, 0, tc.from)
			ref := c.Obj.Ref
			before := g.Dump()
			m := g.Move(MoveRequest{Obj: ref, To: Battlefield})
			if m.OK() {
				t.Fatalf("moved: %+v", m)
			}
			if c.Obj.Ref != ref || c.Obj.Zone != tc.from || g.Object(ref) == nil {
				t.Fatalf("card is %s in %s, want %s still in %s", c.Obj.Ref, c.Obj.Zone, ref, tc.from)
			}
			crUnchanged(t, g, before)
		})
	}
	// Through an effect: "return target card from your graveyard to the
	// battlefield" aimed at an instant card leaves it in the graveyard.
	t.Run("by a resolving effect (400.4a)", func(t *testing.T) {
		g := crGame()
		crAdd(g, crForest, 0, Battlefield, 1)
		anyCard := Filter{Alts: []Match{{Zone: Graveyard}}}
		raise := g.AddCard(crSpell("Raise", "Sorcery", "{G}", []TargetSpec{crTarget("target card in a graveyard", anyCard, 1, 1)},
			Return{What: TargetRef{0}, To: Battlefield}), 0, Hand)
		bolt := g.AddCard(crBolt, 0, Graveyard)
		ref := bolt.Obj.Ref
		_, err := g.Cast(CastRequest{Player: 0, Card: raise.Obj.Ref, Targets: [][]Target{crObj(ref)}})
		crMust(t, err)
		crResolveAll(t, g)
		if bolt.Obj.Ref != ref || bolt.Obj.Zone != Graveyard {
			t.Fatalf("instant is %s in %s", bolt.Obj.Ref, bolt.Obj.Zone)
		}
	})
}

// 614.1a, 614.6: a replacement effect sends a card to exile instead of the
// graveyard. It was created for one object (400.7): a later incarnation
// of the same card, or another card, is unaffected.
func TestRulesReplacementExileInstead(t *testing.T) {
	cases := []struct {
		name string
		// after the replacement is created for the bears, kill does
		// something and returns the card whose fate is checked
		kill func(t *testing.T, g *Game, bears, other *Card) *Card
		want Zone
	}{
		{"destroyed by a spell (614.1a)", func(t *testing.T, g *Game, b, _ *Card) *Card {
			kill := g.AddCard(crTerminate, 0, Hand)
			crAdd(g, crSwamp, 0, Battlefield, 1)
			_, err := g.Cast(CastRequest{Player: 0, Card: kill.Obj.Ref, Targets: [][]Target{crObj(b.Obj.Ref)}})
			crMust(t, err)
			crResolveAll(t, g)
			return b
		}, Exile},
		{"lethal damage, state-based action (704.5g, 614.1a)", func(t *testing.T, g *Game, b, _ *Card) *Card {
			bolt := g.AddCard(crBolt, 0, Hand)
			crAdd(g, crMountain, 0, Battlefield, 1)
			_, err := g.Cast(CastRequest{Player: 0, Card: bolt.Obj.Ref, Targets: [][]Target{crObj(b.Obj.Ref)}})
			crMust(t, err)
			crResolveAll(t, g)
			return b
		}, Exile},
		{"bounced to hand: not a graveyard move", func(t *testing.T, g *Game, b, _ *Card) *Card {
			g.Move(MoveRequest{Obj: b.Obj.Ref, To: Hand})
			return b
		}, Hand},
		{"a later incarnation is a new object (400.7)", func(t *testing.T, g *Game, b, _ *Card) *Card {
			g.Move(MoveRequest{Obj: b.Obj.Ref, To: Hand})
			g.Move(MoveRequest{Obj: b.Obj.Ref, To: Battlefield})
			g.Move(MoveRequest{Obj: b.Obj.Ref, To: Graveyard, Cause: CauseDestroy})
			return b
		}, Graveyard},
		{"another creature is unaffected", func(t *testing.T, g *Game, _, other *Card) *Card {
			g.Move(MoveRequest{Obj: other.Obj.Ref, To: Graveyard, Cause: CauseDestroy})
			return other
		}, Graveyard},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crPlains, 0, Battlefield, 1)
			b := g.AddCard(crBears, 1, Battlefield)
			other := g.AddCard(crBears, 1, Battlefield)
			sp := g.AddCard(crExileInstead, 0, Hand)
			_, err := g.Cast(CastRequest{Player: 0, Card: sp.Obj.Ref, Targets: [][]Target{crObj(b.Obj.Ref)}})
			crMust(t, err)
			crResolveAll(t, g)
			c := tc.kill(t, g, b, other)
			if crZoneOf(c) != tc.want {
				t.Fatalf("card in %s, want %s\n%s", crZoneOf(c), tc.want, crLog(g))
			}
			if tc.want == Graveyard && !crInZone(g, c, Graveyard, 1) {
				t.Fatal("not in its owner's graveyard")
			}
		})
	}
}

// 400.7a: an effect that changed a permanent spell's characteristics keeps
// applying to the permanent it becomes; an effect on a permanent does not
// survive the card leaving and coming back as a new object.
func TestRulesEffectOnPermanentSpell(t *testing.T) {
	blue := ColorSet(0).With(Blue)
	green := ColorSet(0).With(Green)
	cases := []struct {
		name      string
		onSpell   bool // Blue Wash targets the spell rather than the permanent
		recast    bool // then the Bears are bounced and cast again
		wantColor ColorSet
	}{
		{"effect on the spell follows it to the battlefield (400.7a)", true, false, blue},
		{"effect on the spell does not survive bounce and recast (400.7)", true, true, green},
		{"effect on the permanent applies (611.2c)", false, false, blue},
		{"effect on the permanent does not survive bounce and recast (400.7)", false, true, green},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crForest, 0, Battlefield, 4)
			crAdd(g, crIsland, 0, Battlefield, 1)
			b := g.AddCard(crBears, 0, Hand)
			spell, err := g.Cast(CastRequest{Player: 0, Card: b.Obj.Ref})
			crMust(t, err)
			if tc.onSpell {
				w := g.AddCard(crBlueWashSpell, 0, Hand)
				_, err = g.Cast(CastRequest{Player: 0, Card: w.Obj.Ref, Targets: [][]Target{crObj(spell)}})
				crMust(t, err)
				crMust(t, g.PassAll()) // Blue Wash resolves
				if c, ok := g.CharsOf(spell); !ok || c.Colors != blue {
					t.Fatalf("spell colors %v", c.Colors)
				}
			}
			crResolveAll(t, g)
			if b.Obj.Zone != Battlefield {
				t.Fatalf("Bears in %s", b.Obj.Zone)
			}
			if !tc.onSpell {
				w := g.AddCard(crBlueWash, 0, Hand)
				_, err = g.Cast(CastRequest{Player: 0, Card: w.Obj.Ref, Targets: [][]Target{crObj(b.Obj.Ref)}})
				crMust(t, err)
				crResolveAll(t, g)
			}
			if tc.recast {
				g.Move(MoveRequest{Obj: b.Obj.Ref, To: Hand})
				if c := g.Chars(b.Obj); c.Colors != green {
					t.Fatalf("card in hand is %v", c.Colors)
				}
				for _, o := range g.Battlefield() {
					o.Tapped = false
				}
				_, err = g.Cast(CastRequest{Player: 0, Card: b.Obj.Ref})
				crMust(t, err)
				crResolveAll(t, g)
			}
			if c := g.Chars(b.Obj); b.Obj.Zone != Battlefield || c.Colors != tc.wantColor {
				t.Fatalf("Bears in %s are %v, want %v", b.Obj.Zone, c.Colors, tc.wantColor)
			}
		})
	}
}

// 400.7d, 702.33: a permanent knows which kicker costs its spell paid; the
// Kicked condition holds only for the kicker that was paid. A permanent
// put onto the battlefield without being cast was not kicked.
func TestRulesKickerInfoFollowsSpell(t *testing.T) {
	kavu := &CardDef{Name: "Test Kavu", ManaCost: MustManaCost("{G}"), Types: []string{"Creature"}, Power: 1, Toughness: 1, HasPT: true,
		Keywords: []Keyword{{Name: "kicker", Cost: MustManaCost("{1}")}, {Name: "kicker", Cost: MustManaCost("{G}")}},
		Abilities: []*Ability{
			{Kind: TriggeredAbility, Text: "if kicked with {1}, gain 1", Trigger: &Trigger{Event: EventZoneChange, Self: true, To: Battlefield},
				If: Kicked{0}, Effects: []Effect{GainLife{Who: You{}, Amount: Const(1)}}},
			{Kind: TriggeredAbility, Text: "if kicked with {G}, gain 10", Trigger: &Trigger{Event: EventZoneChange, Self: true, To: Battlefield},
				If: Kicked{1}, Effects: []Effect{GainLife{Who: You{}, Amount: Const(10)}}},
		}}
	cases := []struct {
		name     string
		kicked   []int
		cast     bool
		wantLife int
		holds    [3]bool // Kicked{-1}, Kicked{0}, Kicked{1}
	}{
		{"not kicked (400.7d)", nil, true, 20, [3]bool{false, false, false}},
		{"first kicker (400.7d)", []int{0}, true, 21, [3]bool{true, true, false}},
		{"second kicker only (400.7d)", []int{1}, true, 30, [3]bool{true, false, true}},
		{"both kickers (400.7d)", []int{0, 1}, true, 31, [3]bool{true, true, true}},
		{"put onto the battlefield, not cast (400.7)", nil, false, 20, [3]bool{false, false, false}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			crAdd(g, crForest, 0, Battlefield, 3)
			k := g.AddCard(kavu, 0, Hand)
			if tc.cast {
				_, err := g.Cast(CastRequest{Player: 0, Card: k.Obj.Ref, Kicked: tc.kicked})
				crMust(t, err)
			} else {
				g.Move(MoveRequest{Obj: k.Obj.Ref, To: Battlefield})
				crMust(t, g.PassAll()) // to the next step, where triggers would be put on the stack
			}
			crResolveAll(t, g)
			o := k.Obj
			if o.Zone != Battlefield {
				t.Fatalf("Kavu in %s", o.Zone)
			}
			if tc.cast {
				if o.Spell == nil || !slices.Equal(o.Spell.Kicked, tc.kicked) || o.Spell.Caster != 0 || o.Spell.CastFrom != Hand {
					t.Fatalf("permanent's spell info %+v, want kicked %v", o.Spell, tc.kicked)
				}
			} else if o.Spell != nil {
				t.Fatalf("uncast permanent has spell info %+v", o.Spell)
			}
			r := &Resolution{Game: g, Source: o.Ref, Controller: 0}
			for i, idx := range []int{-1, 0, 1} {
				if got := (Kicked{idx}).Holds(r); got != tc.holds[i] {
					t.Errorf("Kicked{%d} = %v, want %v", idx, got, tc.holds[i])
				}
			}
			if life := g.Players[0].Life; life != tc.wantLife {
				t.Errorf("life %d, want %d", life, tc.wantLife)
			}
		})
	}
}
