package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Each player acting on what they own and what they revealed, in steps:
// each player shuffles all permanents they own
// into their library, …; each player puts all … cards revealed this way
// onto the battlefield, then does the same for enchantment cards, then
// puts all cards revealed this way that weren't put onto the battlefield
// on the bottom of their library.

// TheyOwnConstraint: all permanents they own — owned by the player the
// clause's subject names.
type TheyOwnConstraint struct {
	Pos  lexer.Position
	They bool `parser:"@'they' ( 'own' | 'owns' )"`
}

func (n *TheyOwnConstraint) Position() lexer.Position { return n.Pos }
func (*TheyOwnConstraint) constraint()                {}

// NotPutOntoConstraint: all cards revealed this way that weren't put onto
// the battlefield.
type NotPutOntoConstraint struct {
	Pos lexer.Position
	Not bool `parser:"'that' @( 'weren\\u0027t' | 'wasn\\u0027t' ) 'put' 'onto' 'the' 'battlefield'"`
}

func (n *NotPutOntoConstraint) Position() lexer.Position { return n.Pos }
func (*NotPutOntoConstraint) constraint()                {}

// DoesTheSame repeats the clause before it for other objects: then does
// the same for enchantment cards.
type DoesTheSame struct {
	Pos lexer.Position
	For *Selector `parser:"( 'do' | 'does' ) 'the' 'same' 'for' @@"`
}

func (n *DoesTheSame) Position() lexer.Position { return n.Pos }
func (*DoesTheSame) predicate()                 {}
