package grammar

import "github.com/alecthomas/participle/v2/lexer"

// WithoutConstraint narrows a selector to objects that lack a keyword
// (group M4): each creature without flying.
type WithoutConstraint struct {
	Pos     lexer.Position
	Keyword *Keyword `parser:"'without' (?! 'paying' ) @@"`
}

// Position reports where the WithoutConstraint starts.
func (n *WithoutConstraint) Position() lexer.Position { return n.Pos }

func (*WithoutConstraint) constraint() {}
