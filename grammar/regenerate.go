package grammar

import "github.com/alecthomas/participle/v2/lexer"

// TheCreatureRef names the creature the ability targets, when its target
// could also be something else: "if the creature would die this turn,
// exile it instead" after "deals X damage to any target" (an older
// wording of Disintegrate).
type TheCreatureRef struct {
	Pos      lexer.Position
	Creature bool `parser:"'the' @'creature'"`
}

// Position reports where the TheCreatureRef starts.
func (n *TheCreatureRef) Position() lexer.Position { return n.Pos }
func (*TheCreatureRef) ref()                       {}
func (*TheCreatureRef) objectRef()                 {}
