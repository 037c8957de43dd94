package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Sleep's wording: "tap all creatures target player controls. Those
// creatures don't untap during that player's next untap step."

// ThoseRef names the objects the clause before acted on, in the plural:
// those creatures | those permanents | those lands
type ThoseRef struct {
	Pos  lexer.Position
	Noun string `parser:"'those' @( 'creatures' | 'permanents' | 'lands' | 'cards' )"`
}

// TargetPlayerControls narrows a selector to what a target player
// controls, declaring the target: all creatures target player controls
type TargetPlayerControls struct {
	Pos    lexer.Position
	Target bool `parser:"@'target' 'player' ( 'control' | 'controls' )"`
}

// SkipUntap: don't untap during that player's next untap step (502.3)
type SkipUntap struct {
	Pos   lexer.Position
	Verb  string      `parser:"@( \"don't\" | \"doesn't\" ) 'untap' 'during'"`
	Whose *Possessive `parser:"@@"`
	// Next: only the next untap step, an effect of a spell or ability;
	// without it, every untap step, a static ability (Entangling Vines).
	Next bool `parser:"@'next'? 'untap' 'step'"`
}

// Position reports where the ThoseRef starts.
func (n *ThoseRef) Position() lexer.Position { return n.Pos }

// Position reports where the TargetPlayerControls starts.
func (n *TargetPlayerControls) Position() lexer.Position { return n.Pos }

// Position reports where the SkipUntap starts.
func (n *SkipUntap) Position() lexer.Position { return n.Pos }

func (*ThoseRef) ref()                    {}
func (*ThoseRef) objectRef()              {}
func (*TargetPlayerControls) constraint() {}
func (*SkipUntap) predicate()             {}
