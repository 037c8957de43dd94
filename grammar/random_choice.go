package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Choices the game makes at random among objects an ability chose
// (Capricious Efreet: "choose target nonland permanent you control and up
// to two target nonland permanents you don't control. Destroy one of them
// at random.").

// AtRandomRef is one object picked at random among those the clause
// before named: one of them at random
type AtRandomRef struct {
	Pos  lexer.Position
	Them bool `parser:"'one' 'of' @'them' 'at' 'random'"`
}

// Position reports where the AtRandomRef starts.
func (n *AtRandomRef) Position() lexer.Position { return n.Pos }

func (*AtRandomRef) ref()       {}
func (*AtRandomRef) objectRef() {}
