package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Auras that enchant players (303.4, 702.5d): "enchant player", "enchant
// opponent" (an EnchantItem whose word is "player" or "opponent"), and
// the player such an Aura is attached to, "enchanted player":
//
//	at the beginning of enchanted player's upkeep, this deals 1 damage to that player.
//	at the beginning of the upkeep of enchanted player, enchanted player loses 1 life.
//	whenever enchanted player casts a spell, you draw a card.
//	static: creatures enchanted player controls get -1/-1.

// EnchantedPlayerRef is the player the ability's source is attached to:
// enchanted player
type EnchantedPlayerRef struct {
	Pos    lexer.Position
	Player bool `parser:"'enchanted' @'player' (?! Poss )"`
}

// EnchantedPlayerControls narrows a selector to what the player the
// source is attached to controls: creatures enchanted player controls
type EnchantedPlayerControls struct {
	Pos    lexer.Position
	Player bool `parser:"'enchanted' @'player' ( 'control' | 'controls' )"`
}

// Position reports where the EnchantedPlayerRef starts.
func (n *EnchantedPlayerRef) Position() lexer.Position { return n.Pos }

// Position reports where the EnchantedPlayerControls starts.
func (n *EnchantedPlayerControls) Position() lexer.Position { return n.Pos }

func (*EnchantedPlayerRef) ref()             {}
func (*EnchantedPlayerRef) playerRef()       {}
func (*EnchantedPlayerControls) constraint() {}
