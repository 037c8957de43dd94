package grammar

import "github.com/alecthomas/participle/v2/lexer"

// A PreventThatClause is a prevention effect (615) that first describes
// the damage it watches for and then prevents it. "if" makes a shield
// that prevents every such damage for as long as it lasts (in a static
// ability, as long as its source is on the battlefield); "the next time"
// makes one that prevents the next such damage and is then used up
// (615.7, 609.7a):
//
//	if damage would be dealt to another creature you control, prevent that damage
//	if a source would deal damage to you, prevent that damage
//	if a source an opponent controls would deal damage to you, prevent 1 of that damage
//	the next time a red source of your choice would deal damage to you this turn, prevent that damage
//
// The "if" form needs ", prevent that damage" after its event, so that the
// replacement "if … would …, CLAUSE instead" is still read as before.
type PreventThatClause struct {
	Pos  lexer.Position
	Next bool `parser:"(  @( 'the' 'next' 'time' )"`
	If   bool `parser:" | @'if' (?= ( !( '.' | ',' ) )* ',' 'prevent' ( 'that' | Int 'of' 'that' ) 'damage' ) )"`
	// Combat is set for "combat damage would be dealt"; SourceCombat for
	// "SOURCE would deal combat damage".
	Combat       bool      `parser:"(  @'combat'? 'damage' 'would' 'be' 'dealt'"`
	Source       Ref       `parser:" | @@ 'would' 'deal'"`
	SourceCombat bool      `parser:"   @'combat'? 'damage' )"`
	To           Ref       `parser:"( 'to' @@ )?"`
	Duration     *Duration `parser:"@@? ',' 'prevent'"`
	// Amount is N of "prevent N of that damage" (Guardian Seraph), in a
	// static ability: of each such damage event, N is prevented.
	Amount *int `parser:"( 'that' | @Int 'of' 'that' ) 'damage'"`
	EndPos lexer.Position
}

// PerPrevented multiplies what a clause does by the damage the prevention
// effect before it prevented (615.5): the clause's amount is for each Per
// damage.
//
//	put a +1/+1 counter on that creature for each 1 damage prevented this way
type PerPrevented struct {
	Pos       lexer.Position
	Per       int  `parser:"'for' 'each' @Int"`
	Prevented bool `parser:"@( 'damage' 'prevented' 'this' 'way' )"`
}

// ChoiceConstraint makes an indefinite reference a choice the controller
// makes as the effect happens: a red source of your choice (609.7a).
type ChoiceConstraint struct {
	Pos    lexer.Position
	Choice bool `parser:"'of' 'your' @'choice'"`
}

// PlayerControlsConstraint narrows a selector to what the player the
// clause named before controls, or, when that was a planeswalker, its
// controller:
//
//	each creature that player controls
//	each creature that player or that planeswalker's controller controls
type PlayerControlsConstraint struct {
	Pos    lexer.Position
	Player bool   `parser:"'that' @'player'"`
	OrThat string `parser:"( 'or' 'that' @Ident Poss 'controller' )? ( 'control' | 'controls' )"`
}

// Position reports where the PreventThatClause starts.
func (n *PreventThatClause) Position() lexer.Position { return n.Pos }

// Position reports where the PerPrevented starts.
func (n *PerPrevented) Position() lexer.Position { return n.Pos }

// Position reports where the ChoiceConstraint starts.
func (n *ChoiceConstraint) Position() lexer.Position { return n.Pos }

// Position reports where the PlayerControlsConstraint starts.
func (n *PlayerControlsConstraint) Position() lexer.Position { return n.Pos }

func (*PreventThatClause) clause()            {}
func (*ChoiceConstraint) constraint()         {}
func (*PlayerControlsConstraint) constraint() {}
