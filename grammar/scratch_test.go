package grammar

import (
	"fmt"
	"testing"
)

func TestScratch(t *testing.T) {
	for _, s := range []string{
		"card \"Bolt\" {\n  cost {R}\n  spell: this damage 3 to any target.\n}",
		"card \"A\" {\n  cost {R}\n  spell: draw a card. this deals damage.\n}\ncard \"B\" {\n  pt 2\n}\nscenario \"s\" {\n  players Alice, Bob\n  expect bears is\n}\n",
		"card \"A\" {\n  cost {R}\n",
		"card \"A\" {\n  cost {R}\ncard \"B\" { type Instant\n spell: draw a card }\n",
		"garbage here\ncard \"A\" { @ }\n",
		"card \"A\" { oracle \"abc\\q\" }\ncard \"B\" { oracle \"abc",
		"scenario \"s\" {\n  Alice cast \"Bolt\"\n  players Alice\n}",
		"card \"A\" { when this enters, draw a card }",
		"card \"A\" { {T}: add {G} }",
		"card \"A\" { type Creature — Bear\n flying\n {T}: add {G}.\n sacrifice a creature you control: draw a card.\n}",
		"card \"A\" { static: enchanted creature gets +1/+1.\n sacrifice this: draw a card.\n at the beginning of your upkeep, draw a card.\n}",
		"deck \"D\" { 4 \"Bolt\" 3 }",
		"game \"G\" { players \"Alice\" deck \"D\", \"Bob\" deck \"E\"; seed }",
	} {
		_, err := Parse("x.mtgs", []byte(s))
		fmt.Printf("%v\n---\n", err)
	}
}
