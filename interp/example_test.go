package interp_test

import (
	"fmt"

	"github.com/mtgs/mtgs/interp"
)

// A host program compiles the bundled library once, then compiles its own
// files against it and runs their scenarios as often as it likes.
func Example() {
	lib, err := interp.Stdlib()
	if err != nil {
		panic(err)
	}
	src := `
scenario "Lightning Bolt kills a Grizzly Bears" {
  players Alice, Bob
  turn 1 Alice main1
  Alice hand: "Lightning Bolt"
  Alice battlefield: "Mountain"
  Bob battlefield: "Grizzly Bears" as bears
  cast "Lightning Bolt" targeting bears
  pass
  expect bears in Bob's graveyard
}`
	prog, err := interp.Compile(lib, interp.Source{Name: "example.mtgs", Text: []byte(src)})
	if err != nil {
		panic(err)
	}
	res := prog.Scenarios[0].Run(func(line string) { fmt.Println(line) })
	fmt.Println("passed:", res.Passed())
	// Output:
	// Lightning Bolt: Alice's hand #1.1 -> stack #1.2 (cast)
	// Alice taps Mountain #2.1 for {R}
	// Alice casts Lightning Bolt #1.2 targeting Grizzly Bears #3.1
	// Lightning Bolt resolves
	// Lightning Bolt deals 3 damage to Grizzly Bears #3.1
	// Lightning Bolt: stack #1.2 -> Alice's graveyard #1.3 (resolve)
	// Grizzly Bears #3.1 has lethal damage (704.5g)
	// Grizzly Bears: battlefield #3.1 -> Bob's graveyard #3.2 (destroy)
	// passed: true
}

// Checking reports every problem of a file at once, sorted by position.
func ExampleCompile_errors() {
	lib, _ := interp.Stdlib()
	src := `card "Sky Bear" {
  cost {1}{G}
  type Creature — Bear
  pt 2/2
  flyng
}
deck "Bears" {
  4 "Sky Bear"
  4 "Grizly Bears"
}`
	_, err := interp.Compile(lib, interp.Source{Name: "bears.mtgs", Text: []byte(src)})
	fmt.Println(err)
	// Output:
	// bears.mtgs:5:3: unknown keyword "flyng" (did you mean "flying"?)
	// bears.mtgs:9:3: unknown card "Grizly Bears" (did you mean "Grizzly Bears"?)
}
