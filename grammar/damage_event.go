package grammar

import "github.com/alecthomas/participle/v2/lexer"

// DamageEvent is a source dealing damage, combat or not, to a player
// (120.3): [whenever this] deals damage to an opponent
type DamageEvent struct {
	Pos lexer.Position
	To  Ref `parser:"( 'deals' | 'deal' ) 'damage' 'to' @@"`
}

// Position reports where the DamageEvent starts.
func (n *DamageEvent) Position() lexer.Position { return n.Pos }

func (*DamageEvent) eventVerb() {}
