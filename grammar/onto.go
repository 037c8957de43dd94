package grammar

import "github.com/alecthomas/participle/v2/lexer"

// OntoBattlefield is where "put" puts an object onto the battlefield
// (group M4): put target creature card from a graveyard onto the
// battlefield under your control
type OntoBattlefield struct {
	Pos   lexer.Position
	Under string `parser:"'onto' 'the' 'battlefield' ( 'under' @( 'your' | 'its' 'owner' Poss ) 'control' )?"`
}

// Position reports where the OntoBattlefield starts.
func (n *OntoBattlefield) Position() lexer.Position { return n.Pos }
