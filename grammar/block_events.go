package grammar

import "github.com/alecthomas/participle/v2/lexer"

// BlockCreatureEvent is an event of one blocking and one blocked creature
// (509.3d, 509.3f); the ability's "that creature" is the other creature:
//
//	blocks a creature | becomes blocked by a creature |
//	blocks or becomes blocked by a creature
type BlockCreatureEvent struct {
	Pos  lexer.Position
	Verb Phrase `parser:"@( 'blocks' 'or' 'becomes' 'blocked' 'by' | 'blocks' (?= 'a' 'creature' ) | 'becomes' (?= 'blocked' 'by' ) 'blocked' 'by' ) 'a' 'creature'"`
}

// Position reports where the BlockCreatureEvent starts.
func (n *BlockCreatureEvent) Position() lexer.Position { return n.Pos }

func (*BlockCreatureEvent) eventVerb() {}
