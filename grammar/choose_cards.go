package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Choosing cards as an effect happens, "the chosen cards" afterwards
// (Mirror of Fate's wording): choose up to seven face-up exiled cards you
// own. … put the chosen cards on top of your library.

// ChooseCards: choose up to seven face-up exiled cards you own. "face-up"
// and "exiled" are qualifiers of the description: exiled cards are in
// exile, and face up unless they were exiled face down (406.3).
type ChooseCards struct {
	Pos      lexer.Position
	UpTo     Number    `parser:"( 'choose' | 'chooses' ) 'up' 'to' @( Int | 'one' | 'two' | 'three' | 'four' | 'five' | 'six' | 'seven' )"`
	FaceUp   bool      `parser:"@( 'face' '-' 'up' )?"`
	Exiled   bool      `parser:"@'exiled'?"`
	Selector *Selector `parser:"@@"`
}

func (n *ChooseCards) Position() lexer.Position { return n.Pos }
func (*ChooseCards) predicate()                 {}

// ChosenRef is the cards an earlier ChooseCards chose: the chosen card |
// the chosen cards
type ChosenRef struct {
	Pos    lexer.Position
	Plural bool `parser:"'the' 'chosen' ( 'card' | @'cards' )"`
}

func (n *ChosenRef) Position() lexer.Position { return n.Pos }
func (*ChosenRef) ref()                       {}
func (*ChosenRef) objectRef()                 {}
