package grammar

import "github.com/alecthomas/participle/v2/lexer"

// ForEach multiplies a power/toughness bonus of a static ability by the
// number of permanents it describes (Armored Ascension, Relentless Rats,
// Coat of Arms):
//
//	gets +1/+1 for each Plains you control
//	gets +1/+1 for each other creature on the battlefield named Relentless Rats
//	gets +1/+1 for each other creature on the battlefield that shares at least one creature type with it
type ForEach struct {
	Pos      lexer.Position
	Other    bool      `parser:"'for' 'each' @'other'?"`
	Selector *Selector `parser:"@@"`
	// OnBattlefield: "on the battlefield", which a count of permanents
	// means anyway.
	OnBattlefield bool     `parser:"@( 'on' 'the' 'battlefield' )?"`
	Named         []string `parser:"( 'named' @Ident+ )?"`
	// Shares: "that shares at least one creature type with it": with the
	// object the bonus applies to.
	Shares bool `parser:"( 'that' @( 'shares' 'at' 'least' 'one' 'creature' 'type' 'with' 'it' ) )?"`
}

// Position reports where the ForEach starts.
func (n *ForEach) Position() lexer.Position { return n.Pos }
