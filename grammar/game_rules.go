package grammar

import "github.com/alecthomas/participle/v2/lexer"

// This file holds the productions for effects that change the rules of the
// game for players and for the game as a whole: restrictions on what a
// player can do and a hand played revealed, permissions to play lands and cast spells
// from a zone, a player's life total becoming a number, losing the game as
// an event a replacement effect can replace, abilities that work from the
// opening hand (103.6), and the scenario statement that starts a game.

// PlayerRules are rules a player plays by, for the clause's duration: what
// they can't do (101.2) and whether their hand is revealed.
//
//	can't cast spells or activate abilities and plays with their hand revealed
type PlayerRules struct {
	Pos   lexer.Position
	Rules []*PlayerRule `parser:"@@ ( 'and' @@ )*"`
}

// A PlayerRule is one part of PlayerRules: "can't" followed by what the
// player can't do, or "plays with their hand revealed".
type PlayerRule struct {
	Pos      lexer.Position
	Cant     []*Prohibition `parser:"(  'can\\u0027t' @@ ( 'or' @@ )*"`
	Revealed bool           `parser:" | ( 'play' | 'plays' ) 'with' ( 'their' | 'your' ) ( 'hand' | 'hands' ) @'revealed' )"`
}

// A Prohibition is what a player can't do: cast spells | activate abilities
type Prohibition struct {
	Pos      lexer.Position
	Cast     bool `parser:"(  @'cast' 'spells'"`
	Activate bool `parser:" | @'activate' 'abilities' )"`
}

// PlayFrom lets a player play lands and/or cast spells from a zone, with
// the usual timing and costs (305.1, 601.3a):
//
//	play lands and cast spells from that player's hand | cast spells from your graveyard
type PlayFrom struct {
	Pos    lexer.Position
	Lands  bool     `parser:"(  ( 'play' | 'plays' ) @'lands'"`
	Spells bool     `parser:"   ( 'and' ( 'cast' | 'casts' ) @'spells' )? | ( 'cast' | 'casts' ) @'spells' )"`
	From   *ZoneRef `parser:"'from' @@"`
}

// LifeTotalBecomes sets a player's life total (119.5): the player gains or
// loses the difference.
//
//	your life total becomes equal to your starting life total | your life total becomes 20
type LifeTotalBecomes struct {
	Pos      lexer.Position
	Whose    *Possessive `parser:"@@ 'life' 'total' ( 'becomes' | 'become' ) ( 'equal' 'to' )?"`
	Starting *Possessive `parser:"(  @@ 'starting' 'life' 'total'"`
	Amount   *Amount     `parser:" | @@ )"`
}

// WouldLoseGame: [you would] lose the game (104.3)
type WouldLoseGame struct {
	Pos  lexer.Position
	Lose bool `parser:"'lose' 'the' @'game'"`
}

// OpeningHandAbility is an ability that works from a player's opening hand
// (103.6): if this is in your opening hand, you may begin the game with it
// on the battlefield (103.6a).
type OpeningHandAbility struct {
	Pos         lexer.Position
	This        bool `parser:"'if' @'this' 'is' 'in' 'your' 'opening' 'hand' ',' 'you' 'may'"`
	Battlefield bool `parser:"'begin' 'the' 'game' 'with' ( 'it' | 'this' ) 'on' 'the' @'battlefield' '.'"`
}

// StartGameAction starts the game from the set-up (103): each player's
// hand is their opening hand, the opening-hand actions are offered
// (103.6), then the first turn begins (103.8): start game
type StartGameAction struct {
	Pos   lexer.Position
	Start bool `parser:"@'start' 'game'"`
}

// Position reports where the PlayerRules start.
func (n *PlayerRules) Position() lexer.Position { return n.Pos }

// Position reports where the PlayerRule starts.
func (n *PlayerRule) Position() lexer.Position { return n.Pos }

// Position reports where the Prohibition starts.
func (n *Prohibition) Position() lexer.Position { return n.Pos }

// Position reports where the PlayFrom starts.
func (n *PlayFrom) Position() lexer.Position { return n.Pos }

// Position reports where the LifeTotalBecomes starts.
func (n *LifeTotalBecomes) Position() lexer.Position { return n.Pos }

// Position reports where the WouldLoseGame starts.
func (n *WouldLoseGame) Position() lexer.Position { return n.Pos }

// Position reports where the OpeningHandAbility starts.
func (n *OpeningHandAbility) Position() lexer.Position { return n.Pos }

// Position reports where the StartGameAction starts.
func (n *StartGameAction) Position() lexer.Position { return n.Pos }

func (*PlayerRules) predicate()       {}
func (*PlayFrom) predicate()          {}
func (*LifeTotalBecomes) predicate()  {}
func (*WouldLoseGame) wouldEvent()    {}
func (*OpeningHandAbility) cardItem() {}
func (*StartGameAction) stmt()        {}
func (*StartGameAction) action()      {}
