package grammar

import "github.com/alecthomas/participle/v2/lexer"

// CopySpell copies a spell (707.10):
//
//	copy target instant or sorcery spell
//	each other player copies that spell
type CopySpell struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'copy' | 'copies' ) @@"`
}

// ChooseNewTargets lets the controller of the copy the clause before made
// choose new targets for it (707.10c): "you may choose new targets for the
// copy" when the ability's controller copied, "each of those players may
// choose new targets for their copy" when several players did.
type ChooseNewTargets struct {
	Pos   lexer.Position
	Those bool `parser:"( @( 'each' 'of' 'those' 'players' ) 'may' 'choose' | 'choose' ) 'new' 'targets' 'for' ( 'the' | 'their' ) 'copy'"`
}

func (*CopySpell) predicate()        {}
func (*ChooseNewTargets) predicate() {}

func (n *CopySpell) Position() lexer.Position        { return n.Pos }
func (n *ChooseNewTargets) Position() lexer.Position { return n.Pos }
