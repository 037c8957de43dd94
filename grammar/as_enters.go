package grammar

import "github.com/alecthomas/participle/v2/lexer"

// A value chosen as a permanent enters (614.12) and an ability that refers
// to it (607.2d): Convincing Mirage's "As Convincing Mirage enters, choose
// a basic land type. / Enchanted land is the chosen type."

// AsEntersChoice is a replacement effect on how the permanent enters (a
// static ability's clause): its controller chooses a value, which the
// permanent remembers:
//
//	as this enters, choose a basic land type
//	as this enters, choose a card name
type AsEntersChoice struct {
	Pos  lexer.Position
	Kind string `parser:"'as' 'this' ( 'enters' | 'enter' ) ( 'the' 'battlefield' )? ',' 'choose' ( 'a' | 'an' ) @( 'basic' 'land' 'type' | 'creature' 'type' | 'color' | 'card' 'name' )"`
}

// IsChosen makes the object the value its source chose as it entered:
//
//	enchanted land is the chosen type
type IsChosen struct {
	Pos  lexer.Position
	Kind string `parser:"( 'is' | 'are' ) 'the' 'chosen' @( 'type' | 'color' )"`
}

// Position reports where the AsEntersChoice starts.
func (n *AsEntersChoice) Position() lexer.Position { return n.Pos }

// Position reports where the IsChosen starts.
func (n *IsChosen) Position() lexer.Position { return n.Pos }

func (*AsEntersChoice) clause() {}
func (*IsChosen) predicate()    {}
