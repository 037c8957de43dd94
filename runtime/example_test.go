package runtime_test

import (
	"fmt"

	rt "github.com/mtgs/mtgs/runtime"
)

// A host program can build cards in Go and play them without any script.
// Here a Shock-like instant kills a 2/2; the log shows the 400.7 object
// references of every zone change.
func Example() {
	bear := &rt.CardDef{Name: "Bear", ManaCost: rt.MustManaCost("{1}{G}"), Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}
	mountain := &rt.CardDef{Name: "Mountain", Supertypes: []string{"Basic"}, Types: []string{"Land"}, Subtypes: []string{"Mountain"}}
	shock := &rt.CardDef{
		Name: "Shock", ManaCost: rt.MustManaCost("{R}"), Types: []string{"Instant"},
		Abilities: []*rt.Ability{{
			Kind:    rt.SpellAbility,
			Targets: []rt.TargetSpec{{Text: "any target", Objects: true, Players: true, Min: 1, Max: 1, Filter: rt.Filter{Alts: []rt.Match{{Types: []string{"Creature"}}}}}},
			Effects: []rt.Effect{rt.DealDamage{Amount: rt.Const(2), To: rt.TargetRef{Index: 0}, ToPlayers: rt.TargetRef{Index: 0}}},
		}},
	}

	g := rt.NewGame("Alice", "Bob")
	g.Decider = rt.FirstOptions // answers every decision with its first options
	g.AddCard(mountain, 0, rt.Battlefield)
	spell := g.AddCard(shock, 0, rt.Hand)
	target := g.AddCard(bear, 1, rt.Battlefield)

	_, err := g.Cast(rt.CastRequest{Player: 0, Card: spell.Obj.Ref, Targets: [][]rt.Target{{{Obj: target.Obj.Ref, Player: rt.NoPlayer}}}})
	if err != nil {
		fmt.Println("refused:", err)
		return
	}
	if err := g.PassAll(); err != nil { // both players pass: Shock resolves
		fmt.Println(err)
	}
	for _, line := range g.Log() {
		fmt.Println(line)
	}
	fmt.Println("Bear is in", target.Obj.Zone)
	// Output:
	// Shock: Alice's hand #2.1 -> stack #2.2 (cast)
	// Alice taps Mountain #1.1 for {R}
	// Alice casts Shock #2.2 targeting Bear #3.1
	// Shock resolves
	// Shock deals 2 damage to Bear #3.1
	// Shock: stack #2.2 -> Alice's graveyard #2.3 (resolve)
	// Bear #3.1 has lethal damage (704.5g)
	// Bear: battlefield #3.1 -> Bob's graveyard #3.2 (destroy)
	// Bear is in graveyard
}

// A refused action names the rule and changes nothing.
func ExampleRuleError() {
	bear := &rt.CardDef{Name: "Bear", ManaCost: rt.MustManaCost("{1}{G}"), Types: []string{"Creature"}, Power: 2, Toughness: 2, HasPT: true}
	g := rt.NewGame("Alice", "Bob")
	c := g.AddCard(bear, 0, rt.Hand)
	before := g.Dump()
	_, err := g.Cast(rt.CastRequest{Player: 0, Card: c.Obj.Ref})
	fmt.Println(err)
	fmt.Println("unchanged:", g.Dump() == before)
	// Output:
	// 601.2h: Alice can't pay {1}{G} for Bear
	// unchanged: true
}
