package grammar

import "github.com/alecthomas/participle/v2/lexer"

// An OtherThanThis constraint leaves out the object the ability belongs to:
//
//	sacrifice a creature other than this
type OtherThanThis struct {
	Pos  lexer.Position
	This bool `parser:"'other' 'than' @'this'"`
}

// Position reports where the OtherThanThis starts.
func (n *OtherThanThis) Position() lexer.Position { return n.Pos }

func (*OtherThanThis) constraint() {}

// CantSacrifice is the condition of a clause that follows a sacrifice
// effect of the same ability and happens when that sacrifice could not be
// done, for want of a permanent to sacrifice (701.21a):
//
//	if you can't sacrifice a creature, tap this and you lose 7 life.
type CantSacrifice struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"'can\\u0027t' 'sacrifice' @@"`
}

// Position reports where the CantSacrifice starts.
func (n *CantSacrifice) Position() lexer.Position { return n.Pos }

func (*CantSacrifice) conditionTest() {}
