package grammar

import "github.com/alecthomas/participle/v2/lexer"

// A Scenario is a rules test: setup statements, then actions and
// expectations, run in order.
//
//	scenario "bolt the bear" { players Alice, Bob ... expect bears in graveyard }
type Scenario struct {
	Pos    lexer.Position
	Name   string `parser:"'scenario' @String '{'"`
	Stmts  []Stmt `parser:"@@* '}'"`
	EndPos lexer.Position
}

// A Stmt is a scenario statement: a Setup, an Action or an *Expect.
type Stmt interface {
	Node
	stmt()
}

// A Setup statement builds the starting position: *PlayersSetup,
// *TurnSetup, *LifeSetup, *ManaSetup or *ZoneSetup. Setup statements must
// come before the first action.
type Setup interface {
	Stmt
	setup()
}

// An Action is something a player does (or the game does when all pass):
// *CastAction, *ActivateAction, *PlayAction, *TapForManaAction,
// *PassAction, *ResolveAction, *GotoAction, *AttackAction, *BlockAction,
// *DeclareNoneAction or *ChooseAction. The actor is optional and defaults
// to the player with priority.
type Action interface {
	Stmt
	action()
}

// A CardRef names a card in a scenario: a label bound with "as" (bears) or a
// quoted card name ("Grizzly Bears"), which must be unambiguous.
type CardRef struct {
	Pos   lexer.Position
	Label string `parser:"(  @Ident"`
	Name  string `parser:" | @String )"`
}

// ScenarioStep is a step name in a scenario, lower-cased:
// untap upkeep draw main1 combat attackers blockers damage endcombat main2 end cleanup
type ScenarioStep struct {
	Pos  lexer.Position
	Name Phrase `parser:"@( 'untap' | 'upkeep' | 'draw' | 'main1' | 'combat' | 'attackers' | 'blockers' | 'damage' | 'endcombat' | 'main2' | 'end' | 'cleanup' )"`
}

// PlayersSetup lists the players; the first starts as active player:
// players Alice, Bob
type PlayersSetup struct {
	Pos     lexer.Position
	Players []*ScenarioPlayer `parser:"'players' @@ ( ',' @@ )*"`
}

// A ScenarioPlayer is one name of a players line, with its position: the
// checker refuses a name the log could not write (runtime.CheckPlayerName).
type ScenarioPlayer struct {
	Pos  lexer.Position
	Name string `parser:"@Ident"`
}

// TurnSetup sets the turn number, active player and step: turn 3 Alice main1
type TurnSetup struct {
	Pos    lexer.Position
	Turn   int           `parser:"'turn' @Int"`
	Player string        `parser:"@Ident"`
	Step   *ScenarioStep `parser:"@@"`
}

// LifeSetup sets a life total: life Bob 5
type LifeSetup struct {
	Pos    lexer.Position
	Player string `parser:"'life' @Ident"`
	Life   int    `parser:"@Int"`
}

// ManaSetup puts floating mana in a pool: mana Alice {R}{R}
type ManaSetup struct {
	Pos    lexer.Position
	Player string    `parser:"'mana' @Ident"`
	Mana   *ManaCost `parser:"@@"`
}

// ZoneSetup puts cards in a zone:
//
//	Alice hand: "Oblivion Ring", 2 "Lightning Bolt"
//	Alice battlefield: "Grizzly Bears" as bears tapped with 1 +1/+1 counter, "Rancor" attached to bears
type ZoneSetup struct {
	Pos    lexer.Position
	Player string      `parser:"@Ident (?= 'hand' | 'library' | 'graveyard' | 'exile' | 'battlefield' | 'command' )"`
	Zone   string      `parser:"@( 'hand' | 'library' | 'graveyard' | 'exile' | 'battlefield' | 'command' ) ':'"`
	Cards  []*CardSpec `parser:"@@ ( ',' @@ )*"`
}

// A CardSpec is one entry of a ZoneSetup: [COUNT] "Name" [token] or
// [COUNT] TOKEN-DESCRIPTION, then [as LABEL], then any of: tapped, sick,
// entered this turn, with N COUNTER counter(s), attached to REF.
//
//	2 "Lightning Bolt"
//	"Grizzly Bears" as bears tapped with 1 +1/+1 counter
//	"Test Spirit" token as spirit
//	1/1 white Soldier creature token with flying as soldier entered this turn
//
// "token" after a name makes a token that is a copy of that card's
// definition; a description makes a token as a token-making effect does.
type CardSpec struct {
	Pos        lexer.Position
	Count      *int           `parser:"@Int?"`
	Name       string         `parser:"( @String"`
	NamedToken bool           `parser:"  @( 'token' | 'tokens' )?"`
	Token      *TokenSpec     `parser:"| @@ )"`
	Label      string         `parser:"( 'as' @Ident )?"`
	Tapped     bool           `parser:"( @'tapped'"`
	Sick       bool           `parser:"| @'sick'"`
	Entered    bool           `parser:"| @( 'entered' 'this' 'turn' )"`
	Counters   []*CounterSpec `parser:"| 'with' @@"`
	AttachedTo *CardRef       `parser:"| 'attached' 'to' @@ )*"`
}

// A TokenSpec describes the token of a set-up entry, in the words of a
// token-making effect: [P/T] WORDS token [with KEYWORD and KEYWORD …]
//
//	1/1 white Soldier creature token with flying
//	3/1 red Elemental creature tokens with haste
//
// The words are colours, card types and subtypes. Keywords are joined by
// "and" only: a comma starts the set-up's next entry.
type TokenSpec struct {
	Pos      lexer.Position
	PT       string     `parser:"@PT?"`
	Words    []*Word    `parser:"@@+ ( 'token' | 'tokens' )"`
	Keywords []*Keyword `parser:"( 'with' @@ ( 'and' @@ )* )?"`
}

// A CounterSpec is a number of counters of one kind: 1 +1/+1 counter
type CounterSpec struct {
	Pos     lexer.Position
	Count   int    `parser:"@Int"`
	Counter string `parser:"@( PTMod | Ident ) ( 'counter' | 'counters' )"`
}

// A Targets list is the targets of a cast or activation: targeting bears, Bob
type Targets struct {
	Pos  lexer.Position
	Refs []*CardRef `parser:"'targeting' @@ ( ',' @@ )*"`
}

// CastAction casts a spell:
//
//	[Alice] cast "Lightning Bolt" [targeting REF, ...] [kicked {W} and {2}{B}] [with flashback] [x 3] [mode 2]
//
// The options may come in any order.
type CastAction struct {
	Pos       lexer.Position
	Actor     string      `parser:"( @Ident (?= 'cast' ) )? 'cast'"`
	Card      *CardRef    `parser:"@@"`
	Targets   *Targets    `parser:"( @@"`
	Kicked    []*ManaCost `parser:"| 'kicked' @@ ( 'and' @@ )*"`
	Flashback bool        `parser:"| 'with' @'flashback'"`
	X         *int        `parser:"| 'x' @Int"`
	Mode      []int       `parser:"| 'mode' @Int ( ',' @Int )* )*"`
}

// ActivateAction activates an ability: [Alice] activate REF [ability N] [targeting REF, ...]
type ActivateAction struct {
	Pos     lexer.Position
	Actor   string   `parser:"( @Ident (?= 'activate' ) )? 'activate'"`
	Card    *CardRef `parser:"@@"`
	Ability *int     `parser:"( 'ability' @Int )?"`
	Targets *Targets `parser:"@@?"`
}

// PlayAction plays a land: [Alice] play "Forest"
type PlayAction struct {
	Pos   lexer.Position
	Actor string   `parser:"( @Ident (?= 'play' ) )? 'play'"`
	Card  *CardRef `parser:"@@"`
}

// TapForManaAction activates a mana ability: [Alice] tap REF for mana
type TapForManaAction struct {
	Pos   lexer.Position
	Actor string   `parser:"( @Ident (?= 'tap' ) )? 'tap'"`
	Card  *CardRef `parser:"@@ 'for' 'mana'"`
}

// PassAction passes priority with every player in turn: pass
type PassAction struct {
	Pos  lexer.Position
	Pass bool `parser:"@'pass'"`
}

// ResolveAction resolves the top of the stack, or with "all" the whole stack:
// resolve | resolve all
type ResolveAction struct {
	Pos lexer.Position
	All bool `parser:"'resolve' @'all'?"`
}

// GotoAction passes until a step begins: goto end | goto upkeep of next turn
type GotoAction struct {
	Pos      lexer.Position
	Step     *ScenarioStep `parser:"'goto' @@"`
	NextTurn bool          `parser:"@( 'of' 'next' 'turn' )?"`
}

// AttackAction declares attackers: [Alice] attack with bears, "Goblin Guide" [-> Bob]
type AttackAction struct {
	Pos       lexer.Position
	Actor     string     `parser:"( @Ident (?= 'attack' ) )? 'attack' 'with'"`
	Attackers []*CardRef `parser:"@@ ( ',' @@ )*"`
	Defender  string     `parser:"( '->' @Ident )?"`
}

// BlockAction declares a blocker: [Bob] block bears with wall, "Grizzly Bears"
type BlockAction struct {
	Pos      lexer.Position
	Actor    string     `parser:"( @Ident (?= 'block' ) )? 'block'"`
	Attacker *CardRef   `parser:"@@ 'with'"`
	Blockers []*CardRef `parser:"@@ ( ',' @@ )*"`
}

// DeclareNoneAction declares no attackers (508.1) or no blockers (509.1):
//
//	Alice declares no attackers
//	Bob declares no blockers
//
// Without an actor, the player who is to declare.
type DeclareNoneAction struct {
	Pos       lexer.Position
	Actor     string `parser:"( @Ident (?= 'declares' | 'declare' ) )? ( 'declares' | 'declare' ) 'no'"`
	Attackers bool   `parser:"( @'attackers'"`
	Blockers  bool   `parser:"| @'blockers' )"`
}

// ChooseAction queues answers for the next decisions. With an actor, the
// answers must be that player's decisions:
//
//	choose bears, yes, mode 2, player Bob
//	Bob chooses bears
type ChooseAction struct {
	Pos     lexer.Position
	Actor   string    `parser:"( @Ident (?= 'choose' | 'chooses' ) )? ( 'choose' | 'chooses' )"`
	Answers []*Answer `parser:"@@ ( ',' @@ )*"`
}

// An Answer is one queued decision:
//
//	yes | no | mode N | player NAME | name "CARD NAME" | replacement "TEXT" | N |
//	ability of REF | kicked {W} and {2}{B} | WORD | "Card Name"
//
// A WORD is a label, a player, a color (red) or a creature type (Goblin);
// a quoted name is a card of the set-up. "name" answers a choice of a card
// name, "replacement" a choice among replacement effects, a number a
// choice of a number (X of a spell an effect casts, too). "ability of REF"
// is the topmost activated or triggered ability on the stack whose source
// is the card REF names, as a target (Stifle's). "kicked" names the kicker
// costs paid for a spell whose cast line does not say (702.33): one an
// effect casts, as a madness trigger does, written as a cast line's
// "kicked" clause.
type Answer struct {
	Pos         lexer.Position
	Yes         bool        `parser:"(  @'yes'"`
	No          bool        `parser:" | @'no'"`
	Mode        *int        `parser:" | 'mode' @Int"`
	Player      string      `parser:" | 'player' @Ident"`
	CardName    *string     `parser:" | 'name' @String"`
	Replacement *string     `parser:" | 'replacement' @String"`
	Number      *int        `parser:" | @Int"`
	AbilityOf   *CardRef    `parser:" | 'ability' 'of' @@"` // an ability on the stack whose source is that card
	Kicked      []*ManaCost `parser:" | 'kicked' @@ ( 'and' @@ )*"`
	Card        *CardRef    `parser:" | @@ )"`
}

// An Expect statement checks the game state: expect CHECK
type Expect struct {
	Pos   lexer.Position
	Check Expectation `parser:"'expect' @@"`
}

// An Expectation is the check of an Expect: *ExpectStackEmpty,
// *ExpectStack, *ExpectLog, *ExpectRefused, *ExpectStep, *ExpectTurn,
// *ExpectCountIn, *ExpectZoneCount, *ExpectLife, *ExpectMana or
// *ExpectCard.
type Expectation interface {
	Node
	expectation()
}

// ExpectStackEmpty: expect stack empty
type ExpectStackEmpty struct {
	Pos   lexer.Position
	Empty bool `parser:"'stack' @'empty'"`
}

// ExpectStack lists the stack, top first: expect stack: "Lightning Bolt", "Flickerwisp ability"
type ExpectStack struct {
	Pos   lexer.Position
	Items []string `parser:"'stack' ':' @String ( ',' @String )*"`
}

// ExpectLog looks for a substring of the game log, or for several in
// order: each "then" text in a line after the line that held the text
// before it.
//
//	expect log "deals 3 damage" | expect no log "..." | expect log "A" then "B"
type ExpectLog struct {
	Pos  lexer.Position
	No   bool     `parser:"@'no'? 'log'"`
	Text string   `parser:"@String"`
	Then []string `parser:"( 'then' @String )*"`
}

// ExpectRefused checks that an action is refused, citing a rule, and that
// the game state is unchanged: expect refused "601.2c": cast "Giant Growth" targeting wall
type ExpectRefused struct {
	Pos    lexer.Position
	Rule   string `parser:"'refused' @String ':'"`
	Action Action `parser:"@@"`
}

// ExpectStep: expect step main2
type ExpectStep struct {
	Pos  lexer.Position
	Step *ScenarioStep `parser:"'step' @@"`
}

// ExpectTurn: expect turn 4 Bob
type ExpectTurn struct {
	Pos    lexer.Position
	Turn   int    `parser:"'turn' @Int"`
	Player string `parser:"@Ident"`
}

// ExpectCountIn counts copies of a card in a zone: expect 2 "Island" in Alice's hand
type ExpectCountIn struct {
	Pos    lexer.Position
	Count  int    `parser:"@Int"`
	Name   string `parser:"@String 'in'"`
	Player string `parser:"@Ident Poss"`
	Zone   string `parser:"@( 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile' | 'command' )"`
}

// ExpectZoneCount counts the cards in a zone: expect Alice's hand has 7 cards
type ExpectZoneCount struct {
	Pos    lexer.Position
	Player string `parser:"@Ident Poss"`
	Zone   string `parser:"@( 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile' | 'command' ) 'has'"`
	Count  int    `parser:"@Int ( 'card' | 'cards' )"`
}

// ExpectLife: expect Bob life 17
type ExpectLife struct {
	Pos    lexer.Position
	Player string `parser:"@Ident 'life'"`
	Life   int    `parser:"@Int"`
}

// ExpectMana checks a player's mana pool (106.4): expect Alice mana
// {W}{U} | expect Alice mana empty
type ExpectMana struct {
	Pos    lexer.Position
	Player string    `parser:"@Ident 'mana'"`
	Empty  bool      `parser:"( @'empty'"`
	Mana   *ManaCost `parser:"| @@ )"`
}

// ExpectCard checks one card: expect REF CHECK
type ExpectCard struct {
	Pos   lexer.Position
	Card  *CardRef  `parser:"@@"`
	Check CardCheck `parser:"@@"`
}

// A CardCheck is the check of an ExpectCard: *InZone, *IsPT, *IsColorless,
// *IsColors, *IsType, *HasDamage, *HasCounters, *HasKeyword, *LacksKeyword,
// *ControlledBy, *IsTapped, *IsUntapped, *IsSummoningSick, *InCombat,
// *EnteredThisTurn, *AttachedTo or *Unattached.
type CardCheck interface {
	Node
	cardCheck()
}

// InZone: in [PLAYER's] ZONE — expect bears in graveyard | expect bolt in Bob's exile
type InZone struct {
	Pos    lexer.Position
	Player string `parser:"'in' ( @Ident Poss )?"`
	Zone   string `parser:"@( 'library' | 'hand' | 'battlefield' | 'graveyard' | 'stack' | 'exile' | 'command' )"`
}

// IsPT: is 2/2
type IsPT struct {
	Pos lexer.Position
	PT  string `parser:"'is' @PT"`
}

// IsColorless: is colorless
type IsColorless struct {
	Pos       lexer.Position
	Colorless bool `parser:"'is' @'colorless'"`
}

// IsColors: is blue | is white and blue
type IsColors struct {
	Pos    lexer.Position
	Colors []string `parser:"'is' @( 'white' | 'blue' | 'black' | 'red' | 'green' ) ( 'and' @( 'white' | 'blue' | 'black' | 'red' | 'green' ) )*"`
}

// IsType: is creature | is not Goblin (one word: a card type, supertype or
// subtype)
type IsType struct {
	Pos  lexer.Position
	Not  bool  `parser:"'is' @'not'?"`
	Type *Word `parser:"@@"`
}

// HasDamage: has 3 damage
type HasDamage struct {
	Pos    lexer.Position
	Damage int `parser:"'has' @Int 'damage'"`
}

// HasCounters: has 1 +1/+1 counter | has 0 +1/+1 counters
type HasCounters struct {
	Pos     lexer.Position
	Count   int    `parser:"'has' @Int"`
	Counter string `parser:"@( PTMod | Ident ) ( 'counter' | 'counters' )"`
}

// HasKeyword: has flying | has first strike | has protection from red
type HasKeyword struct {
	Pos     lexer.Position
	Keyword KeywordName `parser:"'has' @( ( 'first' | 'double' ) 'strike' | Ident )"`
	From    *Word       `parser:"( 'from' @@ )?"`
}

// LacksKeyword: lacks flying | lacks protection from red
type LacksKeyword struct {
	Pos     lexer.Position
	Keyword KeywordName `parser:"'lacks' @( ( 'first' | 'double' ) 'strike' | Ident )"`
	From    *Word       `parser:"( 'from' @@ )?"`
}

// ControlledBy: controlled by Bob
type ControlledBy struct {
	Pos    lexer.Position
	Player string `parser:"'controlled' 'by' @Ident"`
}

// IsTapped: tapped
type IsTapped struct {
	Pos    lexer.Position
	Tapped bool `parser:"@'tapped'"`
}

// IsUntapped: untapped
type IsUntapped struct {
	Pos      lexer.Position
	Untapped bool `parser:"@'untapped'"`
}

// IsSummoningSick: summoning sick | not summoning sick
type IsSummoningSick struct {
	Pos lexer.Position
	Not bool `parser:"@'not'? 'summoning' 'sick'"`
}

// AttachedTo: attached to rancor_target
type AttachedTo struct {
	Pos lexer.Position
	To  *CardRef `parser:"'attached' 'to' @@"`
}

// Unattached: unattached
type Unattached struct {
	Pos        lexer.Position
	Unattached bool `parser:"@'unattached'"`
}

// InCombat: attacking | blocking | not attacking | not blocking
type InCombat struct {
	Pos  lexer.Position
	Not  bool   `parser:"@'not'?"`
	Role string `parser:"@( 'attacking' | 'blocking' )"`
}

// EnteredThisTurn: entered this turn | not entered this turn
type EnteredThisTurn struct {
	Pos lexer.Position
	Not bool `parser:"@'not'? 'entered' 'this' 'turn'"`
}

// Position reports where the TokenSpec starts.
func (n *TokenSpec) Position() lexer.Position { return n.Pos }

// Position reports where the InCombat check starts.
func (n *InCombat) Position() lexer.Position { return n.Pos }

// Position reports where the EnteredThisTurn check starts.
func (n *EnteredThisTurn) Position() lexer.Position { return n.Pos }

func (*InCombat) cardCheck()        {}
func (*EnteredThisTurn) cardCheck() {}
