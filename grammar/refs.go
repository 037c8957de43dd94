package grammar

import "github.com/alecthomas/participle/v2/lexer"

// A Ref is a reference to a player or an object: a PlayerRef or an
// ObjectRef. Where either may appear (a subject, a damage recipient) the
// player forms are tried first, so "target player" is a *TargetPlayerRef and
// "target creature or player" a *TargetRef.
type Ref interface {
	Node
	ref()
}

// A PlayerRef refers to a player: *YouRef, *TargetPlayerRef, *EachPlayerRef,
// *ItsOwnerRef, *ItsControllerRef, *ThatPlayerRef, *EnchantedPlayerRef
// (enchant_player.go) or *OpponentsRef (library.go).
type PlayerRef interface {
	Ref
	playerRef()
}

// An ObjectRef refers to an object (a card, spell, permanent or token):
// *ThisRef, *ItRef, *ThatRef, *TargetRef, *ExiledRef, *SacrificedRef,
// *DiscardedRef, *TriggeringRef, *AttachedRef, *EachRef or *IndefiniteRef.
// The runtime follows every reference across zone changes.
type ObjectRef interface {
	Ref
	objectRef()
}

// YouRef is the ability's controller: you
type YouRef struct {
	Pos lexer.Position
	You bool `parser:"@'you'"`
}

// TargetPlayerRef targets a player: target player | target opponent
type TargetPlayerRef struct {
	Pos      lexer.Position
	Opponent bool `parser:"'target' ( @'opponent' | 'player' ) (?! 'or' )"`
}

// EachPlayerRef is every player or every opponent: each player | each
// opponent | your opponents (Silence's wording) | each other player
// (copy_spell.go: each player but the one the ability names)
type EachPlayerRef struct {
	Pos      lexer.Position
	Opponent bool `parser:"( 'your' @'opponents' | 'each' ( @'opponent'"`
	Other    bool `parser:"  | @'other'? 'player' ) ) (?! 'or' | Poss )"` // copy_spell.go
}

// ItsOwnerRef is the owner of the object the ability acts on: its owner
type ItsOwnerRef struct {
	Pos   lexer.Position
	Owner bool `parser:"'its' @'owner' (?! Poss )"`
}

// ItsControllerRef is the controller of the object the ability acts on: its controller
type ItsControllerRef struct {
	Pos        lexer.Position
	Controller bool `parser:"'its' @'controller' (?! Poss )"`
}

// ThatPlayerRef is the player the previous clause referred to: that player
// | the player (reveal_until.go: "the player puts that card …")
type ThatPlayerRef struct {
	Pos    lexer.Position
	Player bool `parser:"( 'that' | 'the' ) @'player' (?! Poss )"`
}

// ThisRef is the object the ability is printed on ("~" in Oracle text): this
type ThisRef struct {
	Pos  lexer.Position
	This bool `parser:"@'this' (?! 'and' 'other')"` // not ThisAndOtherRef (reveal_top.go)
}

// ItRef is the object the previous clause acted on, or the triggering
// object: it | them (the objects, when it acted on several)
type ItRef struct {
	Pos lexer.Position
	It  bool `parser:"@( 'it' | 'them' )"`
}

// ThatRef is like ItRef, naming the kind of object:
// that card | that creature | that spell | that permanent | that token |
// that creature or planeswalker (what "target creature or planeswalker"
// named: Scorching Dragonfire)
type ThatRef struct {
	Pos            lexer.Position
	Noun           string `parser:"'that' @( 'card' | 'creature' | 'spell' | 'permanent' | 'token' )"`
	OrPlaneswalker bool   `parser:"( 'or' @'planeswalker' )?"`
}

// TargetRef declares a target:
//
//	target SELECTOR | another target SELECTOR | any target | up to N target SELECTOR |
//	up to three target SELECTOR | two target SELECTOR (exactly two)
type TargetRef struct {
	Pos      lexer.Position
	Another  bool      `parser:"(  ( @'another' 'target'"`
	UpTo     *Number   `parser:"   | 'up' 'to' @( Int | 'one' | 'two' | 'three' | 'four' | 'five' ) 'target' | 'target'"`
	Count    *Number   `parser:"   | @( 'two' | 'three' | 'four' | 'five' ) 'target' )"` // exactly N: "untap two target lands"
	Selector *Selector `parser:"   @@"`
	Any      bool      `parser:" | @'any' 'target' )"`
}

// ExiledRef is the card(s) exiled by this object's other abilities (607.2a):
// the exiled card | the exiled cards
type ExiledRef struct {
	Pos    lexer.Position
	Plural bool `parser:"'the' 'exiled' ( 'card' | @'cards' )"`
}

// SacrificedRef is the object sacrificed as a cost: the sacrificed creature
// (last known information) | the sacrificed card (the card in the graveyard)
type SacrificedRef struct {
	Pos  lexer.Position
	Noun string `parser:"'the' 'sacrificed' @( 'creature' | 'card' | 'permanent' | 'artifact' | 'land' )"`
}

// DiscardedRef is the card discarded as a cost: the discarded card
type DiscardedRef struct {
	Pos  lexer.Position
	Card bool `parser:"'the' 'discarded' @'card'"`
}

// TriggeringRef is the object that caused a trigger:
// the triggering object | the triggering card | creature | spell | permanent
type TriggeringRef struct {
	Pos  lexer.Position
	Noun string `parser:"'the' 'triggering' @( 'object' | 'card' | 'creature' | 'spell' | 'permanent' )"`
}

// AttachedRef is what an Aura or Equipment is attached to, named by a
// permanent type or a subtype as Oracle text names it:
//
//	enchanted creature | enchanted permanent | enchanted Forest | equipped creature
//
// Noun is any word; interp checks that it is "permanent", a permanent
// card type or a subtype a description may name, and that what the card
// can be attached to always is one.
type AttachedRef struct {
	Pos    lexer.Position
	Via    string `parser:"@( 'enchanted' | 'equipped' )"`
	Noun   string `parser:"@Ident"`
	EndPos lexer.Position
}

// EachRef is every object matching a selector: each creature you control | all artifacts
//
// "all the cards from your library" says the same as "all cards …"
// (choose_cards.go).
type EachRef struct {
	Pos      lexer.Position
	Word     string    `parser:"@( 'each' | 'all' )"`
	The      bool      `parser:"( @'the' (?! 'cards' 'in' ( 'your' | 'their' ) 'hand' ) )?"` // not Discard's "all the cards in your hand"
	Selector *Selector `parser:"@@"`
}

// IndefiniteRef is some object matching a selector, chosen on resolution or
// when paying a cost, or any such object in an event:
// a creature you control | an artifact | another creature
type IndefiniteRef struct {
	Pos      lexer.Position
	Article  string    `parser:"@( 'a' | 'an' | 'another' )"`
	Selector *Selector `parser:"@@"`
}

// A Selector describes a set of objects: [qualifiers] nouns [constraints].
//
//	nonland permanent | instant or sorcery card with mana value 3 or less from your graveyard
//
// Words keeps the qualifiers and nouns as written, each word marked when
// "or" joins it to the previous one; interp checks the words.
type Selector struct {
	Pos         lexer.Position
	Words       []*SelectorWord `parser:"@@+"`
	Constraints []Constraint    `parser:"@@*"`
	EndPos      lexer.Position
}

// A SelectorWord is one word of a selector; Or is set for the word after "or",
// Comma for the word after a comma in a list.
type SelectorWord struct {
	Pos lexer.Position
	// Comma: a word after "," in a list of alternatives ending with "or":
	// "artifact, enchantment, or land" (selector_list.go). The lookahead
	// asks for the ", or" that ends the list, so that "a land card, reveal
	// it" is a description followed by a clause.
	Comma bool `parser:"( @',' (?= ( 'or' | 'and' ) Ident | Ident ( ',' Ident )* ',' ( 'or' | 'and' ) Ident ) )?"`
	// And: "artifact and enchantment cards", cards of either type (a
	// plural noun after card types joined by "and"; interp reads it as "or").
	And bool `parser:"( @'and' (?= ( 'artifact' | 'enchantment' | 'creature' | 'land' | 'instant' | 'sorcery' | 'planeswalker' ) ( 'cards' | 'permanents' | 'spells' ) ) )?"`
	// Or: "white and/or blue": "and/or" is "or" in a description.
	Or bool `parser:"( ( 'and' '/' )? @'or' )?"`
	// Text is the word. The phrases it must not start are each looked
	// for apart: participle copies its state once for each lookahead and
	// once for each alternative it tries, so k lookaheads cost k copies
	// where one lookahead of k alternatives costs k+1 (and the nested
	// "( 'tapped' | 'revealed' | 'exiled' ) 'this' 'way'" one more).
	// "one of …" is a constraint (history.go); "equal to" ends it
	// (count.go); "other than" too (sacrifice_effect.go); "revealed this
	// way" too (reveal_until.go), and "dealt damage this way"
	// (regenerate.go).
	Text string `parser:"(?! 'one' 'of') (?! 'equal' 'to') (?! 'other' 'than') (?! 'tapped' 'this' 'way') (?! 'revealed' 'this' 'way') (?! 'exiled' 'this' 'way') (?! 'dealt' 'damage') (?! 'they' ( 'own' | 'owns' )) @( Ident | 'token' | 'tokens' )"`
}

// A Constraint narrows a selector: *ControllerConstraint,
// *CompareConstraint, *KeywordConstraint or *ZoneConstraint.
type Constraint interface {
	Node
	constraint()
}

// ControllerConstraint: you control | you don't control | an opponent controls
type ControllerConstraint struct {
	Pos      lexer.Position
	You      bool `parser:"(  @'you'"`
	Not      bool `parser:"   @'don\\u0027t'?"`
	Opponent bool `parser:" | 'an' @'opponent' ) ( 'control' | 'controls' )"`
}

// CompareConstraint compares a number:
//
//	with mana value 3 or less | with power 2 or greater | with toughness 4
//
// Stat is "mana value", "power" or "toughness"; Or is "less", "greater",
// "more", "fewer" or empty (exactly N).
type CompareConstraint struct {
	Pos  lexer.Position
	Stat Phrase `parser:"'with' @( 'mana' 'value' | 'power' | 'toughness' )"`
	N    int    `parser:"@Int"`
	Or   string `parser:"( 'or' @( 'less' | 'greater' | 'more' | 'fewer' ) )?"`
}

// KeywordConstraint: with flying
type KeywordConstraint struct {
	Pos     lexer.Position
	Keyword *Keyword `parser:"'with' (?! ( 'power' | 'toughness' ) ( 'less' | 'greater' ) 'than' ) @@"` // compare_source.go
}

// ZoneConstraint: in your graveyard | from your graveyard | in a graveyard
type ZoneConstraint struct {
	Pos  lexer.Position
	Prep string   `parser:"@( 'in' | 'from' )"`
	Zone *ZoneRef `parser:"@@"`
}

// A ZoneRef names a zone: your graveyard | its owner's hand | a graveyard | exile
type ZoneRef struct {
	Pos lexer.Position
	// All: "from all graveyards", every graveyard (interp zoneRef).
	All   bool        `parser:"(  'all' @'graveyards'"`
	Whose *Possessive `parser:" | ( @@"`
	Any   bool        `parser:"   | @'a' | 'the' )?"`
	Zone  string      `parser:"  @( 'graveyard' | 'hand' | 'library' | 'exile' | 'battlefield' ) )"`
}

// A Possessive says whose: your | their | its owner's | its controller's |
// that player's | an opponent's
type Possessive struct {
	Pos  lexer.Position
	Your bool `parser:"(  @'your'"`
	// Owners: "their owners'", the owner of each of several objects
	// ("under their owners' control").
	Owners     bool `parser:" | 'their' @'owners\\u0027'"`
	Their      bool `parser:" | @'their'"`
	Owner      bool `parser:" | 'its' ( @'owner'"`
	Controller bool `parser:"          | @'controller' ) Poss"`
	ThatPlayer bool `parser:" | 'that' @'player' Poss"`   // the player an earlier clause named (game_rules.go)
	Target     bool `parser:" | 'target' @'player' Poss"` // search_all.go: "target player's graveyard"
	Opponent   bool `parser:" | 'an' @'opponent' Poss )"`
}
