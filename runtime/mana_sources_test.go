package runtime

import "testing"

// Sources whose mana ability adds more than one mana (Sol Ring's "{T}: Add
// {C}{C}"): tapped for a payment or by hand they add all of it, and what
// the cost leaves stays in the pool (106.4). Sources whose mana ability
// costs more than {T} are never tapped by automatic payment.

var (
	msSolRing = &CardDef{Name: "Test Sol Ring", ManaCost: MustManaCost("{1}"), Types: []string{"Artifact"},
		Abilities: []*Ability{{Kind: ActivatedAbility, Text: "{T}: Add {C}{C}.", IsMana: true, Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{C}{C}")}}}}}
	msGreenPair = &CardDef{Name: "Test Green Pair", Types: []string{"Land"},
		Abilities: []*Ability{{Kind: ActivatedAbility, Text: "{T}: Add {G}{G}.", IsMana: true, Cost: Cost{Tap: true}, Effects: []Effect{AddMana{Mana: MustManaCost("{G}{G}")}}}}}
	msPainLand = &CardDef{Name: "Test Pain Land", Types: []string{"Land"},
		Abilities: []*Ability{{Kind: ActivatedAbility, Text: "{T}, pay 1 life: Add {G}.", IsMana: true, Cost: Cost{Tap: true, PayLife: 1}, Effects: []Effect{AddMana{Mana: MustManaCost("{G}")}}}}}
	msStatue  = &CardDef{Name: "Test Statue", ManaCost: MustManaCost("{2}"), Types: []string{"Artifact"}}
	msTrinket = &CardDef{Name: "Test Trinket", ManaCost: MustManaCost("{1}"), Types: []string{"Artifact"}}
	msGiant   = &CardDef{Name: "Test Giant", ManaCost: MustManaCost("{2}{G}{G}"), Types: []string{"Creature"}, Power: 4, Toughness: 4, HasPT: true}
)

func TestManaSourcesAddAllTheirMana(t *testing.T) {
	cases := []struct {
		name    string
		sources []*CardDef
		spell   *CardDef
		ok      bool
		left    ManaPool // the pool after paying
		tapped  int
	}{
		{"Sol Ring pays {2} alone (106.3)", []*CardDef{msSolRing}, msStatue, true, ManaPool{}, 1},
		{"Sol Ring pays {1}; the other {C} stays (106.4)", []*CardDef{msSolRing}, msTrinket, true, ManaPool{Colorless: 1}, 1},
		{"Sol Ring and two Forests pay {2}{G}{G} (601.2h)", []*CardDef{crForest, msSolRing, crForest}, msGiant, true, ManaPool{}, 3},
		{"a {G}{G} land pays both green symbols (601.2h)", []*CardDef{msGreenPair, msSolRing}, msGiant, true, ManaPool{}, 2},
		{"Sol Ring can't pay green (601.2h)", []*CardDef{msSolRing, crForest}, msGiant, false, ManaPool{}, 0},
		{"a land whose ability costs life is not tapped by automatic payment (601.2h)", []*CardDef{msPainLand}, crBears, false, ManaPool{}, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			g := crGame()
			for _, s := range tc.sources {
				g.AddCard(s, 0, Battlefield)
			}
			spell := g.AddCard(tc.spell, 0, Hand)
			before := g.Dump()
			_, err := g.Cast(CastRequest{Player: 0, Card: spell.Obj.Ref})
			if !tc.ok {
				crRefused(t, err, "601.2h")
				crUnchanged(t, g, before)
				return
			}
			if err != nil {
				t.Fatalf("cast refused: %v", err)
			}
			if got := g.Players[0].Pool; got != tc.left {
				t.Errorf("pool after paying: %v, want %v", got, tc.left)
			}
			tapped := 0
			for _, o := range g.Battlefield() {
				if o.Tapped {
					tapped++
				}
			}
			if tapped != tc.tapped {
				t.Errorf("%d sources tapped, want %d", tapped, tc.tapped)
			}
		})
	}
}

// TapForMana taps Sol Ring for both its mana (605).
func TestTapForManaAddsTheWholeOutput(t *testing.T) {
	g := crGame()
	ring := g.AddCard(msSolRing, 0, Battlefield)
	if err := g.TapForMana(0, ring.Obj.Ref); err != nil {
		t.Fatal(err)
	}
	if got, want := g.Players[0].Pool, (ManaPool{Colorless: 2}); got != want {
		t.Errorf("pool %v, want %v", got, want)
	}
	if got := g.Log()[len(g.Log())-1]; got != "Alice taps Test Sol Ring #1.1 for {C}{C}" {
		t.Errorf("log line %q", got)
	}
}
