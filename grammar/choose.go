package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Choose chooses a target as an instruction of its own, which later
// instructions refer to ("that card"):
//
//	choose target creature card in your graveyard
//	choose target nonland permanent you control and up to two target nonland permanents you don't control
type Choose struct {
	Pos    lexer.Position
	Object Ref `parser:"( 'choose' | 'chooses' ) (?! ( 'a' | 'an' ) Ident ( ',' Ident )* 'card' 'from' 'it' | 'a' 'card' 'name' ) @@"` // not ChooseFrom (library.go) nor ChooseName (card_name.go)
	// More are further targets chosen with it (random_choice.go).
	More []*TargetRef `parser:"( 'and' (?= 'up' | 'target' | 'another' ) @@ )*"`
}

// Position reports where the Choose starts.
func (n *Choose) Position() lexer.Position { return n.Pos }

func (*Choose) predicate() {}
