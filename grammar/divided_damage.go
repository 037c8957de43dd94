package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Divided is how damage is divided among targets (601.2d), after "deals N
// damage" (DealDamage.Divided):
//
//	deals 3 damage divided as you choose among one, two, or three target white and/or blue creatures
//	deals 5 damage divided as you choose among any number of targets
//	deals X damage divided evenly, rounded down, among any number of targets
type Divided struct {
	Pos    lexer.Position
	Evenly bool            `parser:"'divided' ( @( 'evenly' ',' 'rounded' 'down' ',' ) | 'as' 'you' 'choose' ) 'among'"`
	Among  *DividedTargets `parser:"@@"`
}

// DividedTargets are the targets damage is divided among: "any number of
// targets" (any target, 115.4), or a list of numbers ("one, two, or
// three") of targets a selector describes: from the first number of
// targets to the last.
type DividedTargets struct {
	Pos       lexer.Position
	AnyNumber bool      `parser:"(  @( 'any' 'number' 'of' 'targets' )"`
	Counts    []Number  `parser:" | @( Int | 'one' | 'two' | 'three' | 'four' | 'five' ) ( ',' @( Int | 'one' | 'two' | 'three' | 'four' | 'five' ) )* ','? 'or' @( Int | 'one' | 'two' | 'three' | 'four' | 'five' )"`
	Selector  *Selector `parser:"   'target' @@ )"`
}

func (n *Divided) Position() lexer.Position        { return n.Pos }
func (n *DividedTargets) Position() lexer.Position { return n.Pos }
