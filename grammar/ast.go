package grammar

import "github.com/alecthomas/participle/v2/lexer"

// A Node is any syntax tree node; Position reports where it starts.
type Node interface {
	Position() lexer.Position
}

// A File is a parsed .mtgs file: a sequence of top-level declarations.
//
//	card "Lightning Bolt" { ... }
//	deck "Burn" { ... }
//	scenario "bolt the bear" { ... }
//	game "test" { ... }
type File struct {
	Pos   lexer.Position
	Decls []Decl `parser:"@@*"`
}

// A Decl is a top-level declaration: *Card, *Deck, *Scenario or *Game.
type Decl interface {
	Node
	decl()
}

// A Card is a card definition: card "Name" { CardItem* }
type Card struct {
	Pos    lexer.Position
	Name   string     `parser:"'card' @String '{'"`
	Items  []CardItem `parser:"@@* '}'"`
	EndPos lexer.Position
}

// A Deck is a deck list: deck "Name" { 4 "Lightning Bolt" 20 "Mountain" }
type Deck struct {
	Pos     lexer.Position
	Name    string       `parser:"'deck' @String '{'"`
	Entries []*DeckEntry `parser:"@@* '}'"`
	EndPos  lexer.Position
}

// A DeckEntry is one line of a deck list: 4 "Lightning Bolt"
type DeckEntry struct {
	Pos   lexer.Position
	Count int    `parser:"@Int"`
	Card  string `parser:"@String"`
}

// A Game is a game declaration:
//
//	game "Name" { players "Alice" deck "Burn", "Bob" deck "White Weenie"; seed 42 }
type Game struct {
	Pos     lexer.Position
	Name    string  `parser:"'game' @String '{'"`
	Players []*Seat `parser:"'players' @@ ( ',' @@ )* ';'?"`
	Seed    int     `parser:"'seed' @Int '}'"`
	EndPos  lexer.Position
}

// A Seat is a player of a game and their deck: "Alice" deck "Burn"
type Seat struct {
	Pos    lexer.Position
	Player string `parser:"@String"`
	Deck   string `parser:"'deck' @String"`
}

// A CardItem is one line of a card definition: a characteristic (*CostItem,
// *TypeItem, *PTItem, *LoyaltyItem, *ColorItem, *OracleItem), a keyword line
// (*EnchantItem, *KeywordItem) or an ability (*SpellAbility, *StaticAbility,
// *TriggeredAbility, *StepTriggeredAbility, *LoyaltyAbility,
// *ActivatedAbility).
type CardItem interface {
	Node
	cardItem()
}

// A CostItem is a card's mana cost: cost {2}{W}
type CostItem struct {
	Pos  lexer.Position
	Cost *ManaCost `parser:"'cost' @@"`
}

// A TypeItem is a card's type line: type Legendary Creature — Human Wizard
//
// Types holds the supertypes and card types, Subtypes the words after the
// dash. The type line ends at the end of its source line.
type TypeItem struct {
	Pos      lexer.Position
	Types    []*Word `parser:"'type' @@+"`
	Subtypes []*Word `parser:"( ( '—' | '-' ) @@+ )? EOL?"`
}

// A PTItem is a creature's printed power and toughness: pt 2/2 (or */*, 1/*).
type PTItem struct {
	Pos lexer.Position
	PT  string `parser:"'pt' @PT"`
}

// A LoyaltyItem is a planeswalker's starting loyalty: loyalty 3
type LoyaltyItem struct {
	Pos     lexer.Position
	Loyalty int `parser:"'loyalty' @Int"`
}

// A ColorItem is a colour indicator: color blue, green
type ColorItem struct {
	Pos    lexer.Position
	Colors []*Word `parser:"'color' @@ ( ',' @@ )*"`
}

// An OracleItem is the card's Oracle text, for display: oracle "Flying"
type OracleItem struct {
	Pos  lexer.Position
	Text string `parser:"'oracle' @String"`
}

// An EnchantItem is the enchant keyword of an Aura: enchant creature or
// planeswalker | enchant creature you control
type EnchantItem struct {
	Pos lexer.Position
	// Qualifiers come before the first noun: enchant tapped creature
	// (Entangling Vines).
	Qualifiers []*Word `parser:"'enchant' ( @@ (?= 'creature' | 'land' | 'permanent' | 'artifact' | 'enchantment' | 'planeswalker' ) )*"`
	Words      []*Word `parser:"@@ ( 'or' @@ )*"`
	// Card: "enchant creature card in a graveyard" (Animate Dead), an
	// Aura that enchants a card in another zone; interp refuses it.
	Card *Word `parser:"( (?= 'card') @@ )?"`
	// Constraints come after the nouns: enchant creature you control.
	// interp accepts who controls it and refuses the others.
	Constraints []Constraint `parser:"@@*"`
	EndPos      lexer.Position
}

// A KeywordItem is a line of keyword abilities: flying, trample — kicker {2}{B}
type KeywordItem struct {
	Pos lexer.Position
	// One lookahead a word: participle copies its state once for each
	// lookahead and once for each alternative it tries, so seven
	// lookaheads cost seven copies where one of seven alternatives costs
	// eight.
	Keywords []*Keyword `parser:"(?! 'spell') (?! 'static') (?! 'cost') (?! 'pt') (?! 'loyalty') (?! 'color') (?! 'oracle') @@ ( ',' @@ )*"`
}

// A Keyword is one keyword ability, with its parameter if any:
//
//	flying | first strike | kicker {2}{B} | bushido 2 | protection from red |
//	protection from blue and from black |
//	protection from the color of your choice
//
// The parameter is not taken when a ":" follows it, so that a keyword line
// may be followed by an activated ability ("flying" then "{T}: add {G}.").
// interp checks the name and the kind of parameter.
type Keyword struct {
	Pos lexer.Position
	// "first strike" and "double strike" as two alternatives rather than
	// one of two words followed by "strike": a word that is neither
	// costs participle two tries before Ident, not three.
	Name KeywordName `parser:"@( 'first' 'strike' | 'double' 'strike' | Ident )"`
	Cost *ManaCost   `parser:"( @@ (?! ':')"`
	N    *int        `parser:"| @Int (?! ':')"`
	From *Word       `parser:"| 'from' ( @@"`
	// AndFrom: "protection from Demons and from Dragons", two protection
	// abilities (702.16g).
	AndFrom []*Word `parser:"( 'and' 'from' @@ )*"`
	// Choice: "from the color of your choice", a color chosen as the
	// effect that grants the keyword is applied.
	Choice bool `parser:"| @( 'the' 'color' 'of' 'your' 'choice' ) ) )?"`
}

// A Word is a single word of the source, kept with its position, as written
// (interp compares words case-insensitively).
type Word struct {
	Pos  lexer.Position
	Text string `parser:"@Ident"`
}

// A ManaCost is a run of mana symbols: {2}{W}{W}. Symbols holds the inner
// text of each symbol: "2", "W", "W", or "W/U", "2/W", "W/P", "X", "T", "Q".
type ManaCost struct {
	Pos     lexer.Position
	Symbols ManaSymbols `parser:"@Mana"`
}

// A SpellAbility is the effect of an instant or sorcery: spell: Effects
type SpellAbility struct {
	Pos     lexer.Position
	Effects *Effects `parser:"'spell' ':' @@"`
}

// A StaticAbility is a continuous, replacement or prevention effect:
//
//	static: enchanted creature gets +2/+0 and has trample.
type StaticAbility struct {
	Pos     lexer.Position
	Effects *Effects `parser:"'static' ':' @@"`
}

// A TriggeredAbility triggers on an event:
//
//	when|whenever Event, [if Condition,] Effects
type TriggeredAbility struct {
	Pos       lexer.Position
	Word      string     `parser:"@( 'when' | 'whenever' )"`
	Event     *Event     `parser:"@@ ','"`
	Condition *Condition `parser:"( 'if' @@ ',' )?"`
	Effects   *Effects   `parser:"@@"`
}

// A StepTriggeredAbility triggers at the beginning of a step:
//
//	at the beginning of [your | each | each player's | each opponent's | the | the next] STEP, [if Condition,] Effects
//
// "the STEP" is each such step, whoever's turn it is (Ball Lightning's
// "at the beginning of the end step"), as is "each STEP" and "each
// player's STEP". interp refuses a step without one of these words.
type StepTriggeredAbility struct {
	Pos          lexer.Position
	Your         bool       `parser:"'at' 'the' 'beginning' 'of' ( @'your'"`
	EachOpponent bool       `parser:"  | 'each' @'opponent' Poss"`
	Each         bool       `parser:"  | @'each' ( 'player' Poss )?"`
	Enchanted    bool       `parser:"  | @( 'enchanted' 'player' ) Poss"` // enchant_player.go: "enchanted player's upkeep"
	The          bool       `parser:"  | @'the'"`
	Next         bool       `parser:"    @'next'? )?"`
	Step         *Step      `parser:"@@"`
	Of           *StepOf    `parser:"@@? ','"` // step_of.go
	Condition    *Condition `parser:"( 'if' @@ ',' )?"`
	Effects      *Effects   `parser:"@@"`
}

// A LoyaltyAbility is a planeswalker ability, with a signed cost or −X
// (X chosen as it is activated, 107.3):
//
//	+1: you gain 2 life.   -3: destroy target creature.   0: draw a card.
//	-X: this deals X damage to target creature.
type LoyaltyAbility struct {
	Pos     lexer.Position
	Cost    int      `parser:"(  @( Signed | Int )"`
	MinusX  bool     `parser:" | '-' @'x' ) ':'"`
	Effects *Effects `parser:"@@"`
}

// An ActivatedAbility is a cost list, a colon and effects:
//
//	{1}{W}, {T}, sacrifice this: draw a card.
type ActivatedAbility struct {
	Pos     lexer.Position
	Costs   []Cost   `parser:"@@ ( ',' @@ )* ':'"`
	Effects *Effects `parser:"@@"`
}

// A Cost is one item of an activated ability's cost: *ManaCost (including
// {T} and {Q}), *SacrificeCost, *DiscardCost, *ExileCost, *PayLifeCost,
// *TapCost, *UntapCost or *RemoveCountersCost.
type Cost interface {
	Node
	cost()
}

// A SacrificeCost is a sacrifice as a cost: sacrifice this | sacrifice a creature
type SacrificeCost struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"'sacrifice' @@"`
}

// A DiscardCost is a discard as a cost: discard a card
type DiscardCost struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"'discard' @@"`
}

// An ExileCost exiles cards as a cost: exile a creature card from your graveyard
//
// A "from ZONE" after a selector belongs to the selector; From is set only
// after references that have no selector ("exile this from your graveyard").
type ExileCost struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"'exile' @@"`
	From   *ZoneRef  `parser:"( 'from' @@ )?"`
}

// A PayLifeCost pays life: pay 2 life
type PayLifeCost struct {
	Pos    lexer.Position
	Amount *Amount `parser:"'pay' @@ 'life'"`
}

// A TapCost taps a permanent: tap an untapped creature you control
type TapCost struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"'tap' @@"`
}

// An UntapCost untaps a permanent ({Q} is the symbol form): untap this
type UntapCost struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"'untap' @@"`
}

// A RemoveCountersCost removes counters: remove 2 +1/+1 counters from this
type RemoveCountersCost struct {
	Pos     lexer.Position
	Amount  *Amount   `parser:"'remove' @@"`
	Counter string    `parser:"@( PTMod | Ident ) ( 'counter' | 'counters' )"`
	From    ObjectRef `parser:"'from' @@"`
}
