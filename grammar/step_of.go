package grammar

import "github.com/alecthomas/participle/v2/lexer"

// StepOf names whose step a step trigger watches after the step: the
// controller of what the source is attached to (Soul Bleed), or the
// player it is attached to (enchant_player.go):
//
//	at the beginning of the upkeep of enchanted creature's controller, that player loses 1 life.
//	at the beginning of the upkeep of enchanted player, that player loses 1 life.
type StepOf struct {
	Pos    lexer.Position
	Player bool         `parser:"'of' ( @( 'enchanted' 'player' ) (?! Poss )"`
	Object *AttachedRef `parser:"    | @@ Poss 'controller' )"`
}

// Position reports where the StepOf starts.
func (n *StepOf) Position() lexer.Position { return n.Pos }
