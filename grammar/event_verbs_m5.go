package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Trigger events of the Magic 2010 cards: a player gaining life (Sanguine
// Bond), a permanent becoming the target of a spell or ability
// (Illusionary Servant) and a player tapping a land for mana (Manabarbs),
// or a permanent being tapped for mana (Wild Growth's enchanted land).

// GainLifeEvent: you gain life
type GainLifeEvent struct {
	Pos  lexer.Position
	Verb string `parser:"@( 'gain' | 'gains' ) 'life'"`
}

// BecomesTargetEvent: this becomes the target of a spell or ability (the
// words after "of" say which: "a spell or ability", "a spell")
type BecomesTargetEvent struct {
	Pos lexer.Position
	Of  string `parser:"( 'become' | 'becomes' ) 'the' 'target' 'of' ( 'a' | 'an' ) @( 'spell' 'or' 'ability' | 'spell' | 'ability' )"`
}

// TapsForManaEvent: a player taps a land for mana (605.1a: tapping it for
// mana is activating its mana ability)
type TapsForManaEvent struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'tap' | 'taps' ) @@ 'for' 'mana'"`
}

// IsTappedForManaEvent: enchanted land is tapped for mana (106.12: a
// permanent is tapped for mana when a mana ability with {T} in its cost
// is activated), whoever taps it
type IsTappedForManaEvent struct {
	Pos    lexer.Position
	Tapped bool `parser:"'is' @'tapped' 'for' 'mana'"`
}

// Position reports where the GainLifeEvent starts.
func (n *GainLifeEvent) Position() lexer.Position { return n.Pos }

// Position reports where the BecomesTargetEvent starts.
func (n *BecomesTargetEvent) Position() lexer.Position { return n.Pos }

// Position reports where the TapsForManaEvent starts.
func (n *TapsForManaEvent) Position() lexer.Position { return n.Pos }

// Position reports where the IsTappedForManaEvent starts.
func (n *IsTappedForManaEvent) Position() lexer.Position { return n.Pos }

func (*GainLifeEvent) eventVerb()        {}
func (*BecomesTargetEvent) eventVerb()   {}
func (*TapsForManaEvent) eventVerb()     {}
func (*IsTappedForManaEvent) eventVerb() {}
