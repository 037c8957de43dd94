package grammar

import "github.com/alecthomas/participle/v2/lexer"

// An Event is what a triggered ability waits for: a subject and what
// happens to it.
//
//	this enters the battlefield | a creature you control dies | you cast a spell
type Event struct {
	Pos      lexer.Position
	Counters *CounterRemovedEvent `parser:"( @@"` // counters_removed.go: "a +1/+1 counter is removed from this"
	Subject  Ref                  `parser:"| @@"`
	Verb     EventVerb            `parser:"  @@ )"`
}

// An EventVerb is what happens in an Event: *EntersEvent, *LeavesEvent,
// *DiesEvent, *PutIntoGraveyardEvent, *AttacksEvent, *BlocksEvent,
// *BecomesBlockedEvent or *CastEvent.
type EventVerb interface {
	Node
	eventVerb()
}

// EntersEvent: enters [the battlefield] [under your control]
type EntersEvent struct {
	Pos              lexer.Position
	Battlefield      bool `parser:"( 'enters' | 'enter' ) @( 'the' 'battlefield' )?"`
	UnderYourControl bool `parser:"@( 'under' 'your' 'control' )?"`
}

// LeavesEvent looks back in time (603.10a): leaves the battlefield
type LeavesEvent struct {
	Pos         lexer.Position
	Battlefield bool `parser:"( 'leaves' | 'leave' ) 'the' @'battlefield'"`
}

// DiesEvent: dies (put into a graveyard from the battlefield)
type DiesEvent struct {
	Pos  lexer.Position
	Dies bool `parser:"@( 'dies' | 'die' )"`
}

// PutIntoGraveyardEvent:
//
//	is put into a graveyard from the battlefield
//	is put into a graveyard from anywhere (not a leaves-the-battlefield trigger, 603.6c)
type PutIntoGraveyardEvent struct {
	Pos      lexer.Position
	Whose    *Possessive `parser:"'is' 'put' 'into' ( 'a' | @@ ) 'graveyard' 'from'"`
	Anywhere bool        `parser:"( @'anywhere' | 'the' 'battlefield' )"`
}

// AttacksEvent: attacks
type AttacksEvent struct {
	Pos     lexer.Position
	Attacks bool `parser:"@'attacks'"`
}

// BlocksEvent: blocks
type BlocksEvent struct {
	Pos    lexer.Position
	Blocks bool `parser:"@'blocks'"`
}

// BecomesBlockedEvent: becomes blocked
type BecomesBlockedEvent struct {
	Pos     lexer.Position
	Blocked bool `parser:"'becomes' @'blocked'"`
}

// CastEvent: you cast a spell | an opponent casts a noncreature spell
type CastEvent struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'cast' | 'casts' ) @@"`
}

// A Condition is an intervening "if" (603.4) or the condition of a
// "for as long as" duration: a subject and a test on it.
//
//	it was kicked with its {W} kicker | you control an artifact | this is on the battlefield
type Condition struct {
	Pos     lexer.Position
	Subject Ref           `parser:"@@"`
	Test    ConditionTest `parser:"@@"`
}

// A ConditionTest is the test of a Condition: *WasKicked, *Controls or
// *IsOnBattlefield.
type ConditionTest interface {
	Node
	conditionTest()
}

// WasKicked: was kicked [with its {2}{B} kicker]
type WasKicked struct {
	Pos    lexer.Position
	Kicked bool      `parser:"'was' @'kicked'"`
	With   *ManaCost `parser:"( 'with' 'its' @@ 'kicker' )?"`
}

// Controls: control this | control an artifact | control a Forest you ... |
// control untapped Forest (a bare selector)
type Controls struct {
	Pos      lexer.Position
	Object   ObjectRef        `parser:"( 'control' | 'controls' ) ( @@"`
	More     []*IndefiniteRef `parser:"  ( 'or' @@ )*"` // you control a Swamp or a Mountain
	Selector *Selector        `parser:"| @@ )"`
}

// IsOnBattlefield: is on the battlefield
type IsOnBattlefield struct {
	Pos         lexer.Position
	Battlefield bool `parser:"'is' 'on' 'the' @'battlefield'"`
}

// A WouldEvent is the event a replacement effect replaces: *WouldBePut,
// *WouldDie or *WouldDealDamage.
type WouldEvent interface {
	Node
	wouldEvent()
}

// WouldBePut: [would] be put into your graveyard [from anywhere]
type WouldBePut struct {
	Pos      lexer.Position
	Whose    *Possessive `parser:"'be' 'put' 'into' ( 'a' | @@ ) 'graveyard'"`
	Anywhere bool        `parser:"( 'from' @'anywhere' )?"`
}

// WouldDie: [would] die
type WouldDie struct {
	Pos lexer.Position
	Die bool `parser:"@'die'"`
}

// WouldDealDamage: [a source would] deal damage to Ref
type WouldDealDamage struct {
	Pos lexer.Position
	To  Ref `parser:"'deal' 'damage' 'to' @@"`
}

// A Step names a step or phase in card text:
//
//	untap step | upkeep | draw step | precombat main phase | beginning of combat |
//	combat | declare attackers step | declare blockers step | combat damage step |
//	end of combat | postcombat main phase | end step | cleanup step
//
// Name is the phrase in lower case with single spaces; "combat" alone reads
// as "beginning of combat".
type Step struct {
	Pos  lexer.Position
	Name Phrase `parser:"@(  'untap' 'step' | 'upkeep' | 'draw' 'step' | 'precombat' 'main' 'phase' | 'postcombat' 'main' 'phase' | 'beginning' 'of' 'combat' | 'end' 'of' 'combat' | 'declare' 'attackers' 'step' | 'declare' 'blockers' 'step' | 'combat' 'damage' 'step' | 'combat' | 'end' 'step' | 'cleanup' 'step' )"`
}
