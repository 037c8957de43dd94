package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Choose chooses a target as an instruction of its own, which later
// instructions refer to ("that card"):
//
//	choose target creature card in your graveyard
type Choose struct {
	Pos    lexer.Position
	Object Ref `parser:"( 'choose' | 'chooses' ) (?! ( 'a' | 'an' ) Ident ( ',' Ident )* 'card' 'from' 'it' | 'a' 'card' 'name' ) @@"` // not ChooseFrom (library.go) nor ChooseName (card_name.go)
}

// Position reports where the Choose starts.
func (n *Choose) Position() lexer.Position { return n.Pos }

func (*Choose) predicate() {}
