package grammar

import "github.com/alecthomas/participle/v2/lexer"

// OntoBattlefield is where "put" puts an object onto the battlefield,
// perhaps tapped, perhaps under a player's control: put target creature
// card from a graveyard onto the battlefield under your control | put that
// card onto the battlefield tapped
type OntoBattlefield struct {
	Pos    lexer.Position
	Tapped bool   `parser:"'onto' 'the' 'battlefield' @'tapped'?"`
	Under  string `parser:"( 'under' @( 'your' | 'its' 'owner' Poss ) 'control' )?"`
}

// Position reports where the OntoBattlefield starts.
func (n *OntoBattlefield) Position() lexer.Position { return n.Pos }
