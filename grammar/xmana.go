package grammar

import "github.com/alecthomas/participle/v2/lexer"

// XManaItem restricts the mana spent on X (107.3, 601.2h):
//
//	spend only black mana on X.
type XManaItem struct {
	Pos   lexer.Position
	Color string `parser:"'spend' 'only' @Ident 'mana' 'on' 'x' '.'"`
}

// Position reports where the XManaItem starts.
func (n *XManaItem) Position() lexer.Position { return n.Pos }

func (*XManaItem) cardItem() {}
