package grammar

import "github.com/alecthomas/participle/v2/lexer"

// CombatDamageEvent is a source dealing combat damage to a player (510.2):
//
//	[whenever this] deals combat damage to a player
type CombatDamageEvent struct {
	Pos lexer.Position
	To  Ref `parser:"( 'deals' | 'deal' ) 'combat' 'damage' 'to' @@"`
}

// Position reports where the CombatDamageEvent starts.
func (n *CombatDamageEvent) Position() lexer.Position { return n.Pos }

func (*CombatDamageEvent) eventVerb() {}
