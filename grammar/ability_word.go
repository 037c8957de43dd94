package grammar

import "github.com/alecthomas/participle/v2/lexer"

// An AbilityWordItem is an ability word (207.2c), written before the ability
// it labels; it ties together cards with similar functionality and has no
// rules meaning:
//
//	converge — static: this enters with a +1/+1 counter on it for each color of mana spent to cast it.
//
// "-" may stand for "—". The label is an item of its own, so that labels
// don't nest; interp attaches it to the ability that follows.
type AbilityWordItem struct {
	Pos  lexer.Position
	Word string `parser:"@Ident ( '—' | '-' )"`
}

// Position reports where the AbilityWordItem starts.
func (n *AbilityWordItem) Position() lexer.Position { return n.Pos }

func (*AbilityWordItem) cardItem() {}
