package grammar

import "github.com/alecthomas/participle/v2/lexer"

// CantLoseOrWin says a player can't lose or can't win the game, in a
// static ability: you can't lose the game | your opponents can't win the game
type CantLoseOrWin struct {
	Pos  lexer.Position
	What string `parser:"'can\\u0027t' @( 'lose' | 'win' ) 'the' 'game'"`
}

// Position reports where the CantLoseOrWin starts.
func (n *CantLoseOrWin) Position() lexer.Position { return n.Pos }

func (*CantLoseOrWin) predicate() {}
