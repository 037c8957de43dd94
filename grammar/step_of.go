package grammar

import "github.com/alecthomas/participle/v2/lexer"

// StepOf names whose step a step trigger watches after the step (Soul
// Bleed):
//
//	at the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.
type StepOf struct {
	Pos    lexer.Position
	Object *AttachedRef `parser:"'of' @@ Poss 'controller'"`
}

// Position reports where the StepOf starts.
func (n *StepOf) Position() lexer.Position { return n.Pos }
