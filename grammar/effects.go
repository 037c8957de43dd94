package grammar

import "github.com/alecthomas/participle/v2/lexer"

// Effects is the body of an ability: one or more sentences, each ending
// with ".".
//
//	exile target creature. return that card to the battlefield.
//
// Where the effects end is decided by looking ahead: a sentence beginning
// "at the beginning of" belongs to the effects only when it is a delayed
// trigger ("at the beginning of the next end step, ..."), otherwise it starts
// a step-triggered ability; a cost verb or mana run followed by ":" before
// any "." starts an activated ability ("sacrifice this: ..."); a sentence
// beginning "when" or "whenever" belongs to the effects only when "this
// turn" ends its event ("when you cast it this turn, ...", a delayed
// trigger), otherwise it starts a triggered ability.
//
// The "}" that ends most abilities is looked for first: no sentence starts
// with it, and finding it at once spares the longer lookahead and a
// sentence tried in vain, which cost a parse state for each alternative.
type Effects struct {
	Pos       lexer.Position
	Sentences []*Sentence `parser:"@@ ( (?! '}') (?! 'at' 'the' 'beginning' 'of' (?! ( 'the' | 'your' ) 'next') | ( Mana | 'sacrifice' | 'discard' | 'exile' | 'pay' | 'tap' | 'untap' | 'remove' ) ( !( '.' | ':' | '}' ) )* ':' | ( 'when' | 'whenever' ) (?! ( !( '.' | ',' | ':' | '}' | 'this' ) | 'this' (?! 'turn' ) )* 'this' 'turn' ',' ) ) @@ )*"`
	EndPos    lexer.Position
}

// A Sentence is either a modal choice or clauses joined by ",", ", then",
// "then" or "and", ending with ".":
//
//	exile target creature you control, then return that card to the battlefield under your control.
//
// A sentence may instead start with "when EVENT this turn," (history.go):
// the rest of it is then a delayed triggered ability (603.7).
type Sentence struct {
	Pos    lexer.Position
	Modes  *Modes        `parser:"(  @@"`
	When   *WhenThisTurn `parser:" | @@ '.'"`
	Then   bool          `parser:" | @'then'?"` // "Then that player shuffles.": a sentence that begins with "then" (608.2c)
	Clause Clause        `parser:"   @@"`
	// Most sentences end after their first clause: at the "." neither
	// a joined clause nor "where X is" is tried (each would cost
	// participle a copy of its state and a struct).
	Rest   []*Joined `parser:"    ( (?! '.') @@*"`
	Where  *WhereX   `parser:"    @@? )? '.' )"` // count.go
	EndPos lexer.Position
}

// Joined is a clause after the first one in a sentence. Join is how it is
// attached: "," ",then" ", and" "then" or "and".
type Joined struct {
	Pos    lexer.Position
	Join   string `parser:"@( ',' ( 'then' | 'and' )? | 'then' | 'and' )"`
	Clause Clause `parser:"@@"`
}

// Modes is a modal spell's choice (700.2); each mode is one sentence:
//
//	choose one — • target player draws 2 cards. • destroy target artifact.
//
// "*" may stand for "•" and "-" for "—".
type Modes struct {
	Pos   lexer.Position
	Count Number      `parser:"'choose' @( Int | 'one' | 'two' | 'three' ) ( '—' | '-' )"`
	Modes []*Sentence `parser:"( ( '•' | '*' ) @@ )+"`
}

// A Clause is one instruction: *ReplacementClause, *DelayedClause,
// *PreventClause or *ActionClause.
type Clause interface {
	Node
	clause()
}

// A ReplacementClause is a replacement effect (614), perhaps for this turn
// only:
//
//	if that spell would be put into your graveyard, exile it instead
//	if that spell would be put into your graveyard this turn, exile it instead
//
// "this way" after the event makes it a self-replacement effect (614.15):
// it replaces part of the instruction before it in the same ability, and
// only that (self_replacement.go in interp):
//
//	destroy target creature. if that creature would die this way, exile it instead
//
// "instead" may also lead the instructions, which then run to the end of
// the sentence (game_rules.go):
//
//	if you would lose the game, instead exile this and your life total becomes equal to your starting life total
//
// Rest holds the clauses joined to the first one before the closing
// "instead"; interp requires exactly one "instead", leading or closing.
type ReplacementClause struct {
	Pos          lexer.Position
	Subject      Ref        `parser:"'if' @@ 'would'"`
	Event        WouldEvent `parser:"@@"`
	ThisWay      bool       `parser:"( @( 'this' 'way' )"` // "would die this way": a self-replacement effect (614.15)
	Duration     *Duration  `parser:"| @@ )? ','"`         // "would be put into your graveyard this turn"
	LeadInstead  bool       `parser:"@'instead'?"`
	Instead      Clause     `parser:"@@"`
	Rest         []*Joined  `parser:"@@*"`
	CloseInstead bool       `parser:"@'instead'?"`
	EndPos       lexer.Position
}

// A DelayedClause creates a delayed triggered ability (603.7). Every
// clause after it in its sentence belongs to the delayed ability:
//
//	at the beginning of the next end step, return it to the battlefield and put a +1/+1 counter on it
type DelayedClause struct {
	Pos    lexer.Position
	Your   bool      `parser:"'at' 'the' 'beginning' 'of' ( 'the' | @'your' ) 'next'"`
	At     *Step     `parser:"@@ ','"`
	Clause Clause    `parser:"@@"`
	Rest   []*Joined `parser:"@@*"`
	EndPos lexer.Position
}

// A PreventClause is a prevention effect (615):
//
//	prevent all combat damage that would be dealt to you until end of turn
//	prevent 3 damage that would be dealt by target creature
//	prevent all damage target spell would deal this turn
type PreventClause struct {
	Pos       lexer.Position
	All       bool       `parser:"'prevent' ( @'all'"`
	Amount    *int       `parser:"  | @Int )"`
	Noncombat bool       `parser:"@'noncombat'?"` // static_prevent.go
	Combat    bool       `parser:"@'combat'? 'damage' ( 'that' 'would' 'be' 'dealt'"`
	Source    Ref        `parser:"  | @@ 'would' 'deal' )"` // prevent all damage target spell would deal
	To        Ref        `parser:"( 'to' @@"`
	By        Ref        `parser:"| 'by' @@ )?"`
	AlsoTo    *PluralRef `parser:"( 'and' @@ )?"` // count.go: "to you and creatures you control"
	Duration  *Duration  `parser:"@@?"`
	EndPos    lexer.Position
}

// An ActionClause is the common clause: an optional subject, an optional
// "may", one predicate (the verb phrase), an optional duration and an
// optional delayed-trigger suffix:
//
//	you may cast target instant card from your graveyard
//	target creature gets +3/+3 until end of turn
//	return that card to the battlefield at the beginning of the next end step
type ActionClause struct {
	Pos lexer.Position
	// Lead is a duration written before the clause, followed by a comma:
	// "this turn, that player can't cast spells" (game_rules.go).
	Lead *Duration `parser:"( @@ ',' )?"`
	// Plural (count.go: "creatures you control get …") starts with one of
	// its closed lists of words, none of them reserved, so always with an
	// Ident: looking for one first spares the two dozen alternatives of
	// those lists where the clause starts otherwise, as most do (with a
	// reserved word: "target", "you", "destroy").
	Plural    *PluralRef `parser:"( (?= Ident) @@ )?"`
	Subject   Ref        `parser:"@@?"`
	May       bool       `parser:"@'may'?"`
	Predicate Predicate  `parser:"@@"`
	// The suffixes start with words, and most clauses end with "." where
	// none can start: one look at the "." spares trying each, which costs
	// participle a copy of its state and the suffix's struct.
	Per     *PerPrevented  `parser:"( (?! '.') @@?"` // prevention.go
	Each    *ForEach       `parser:"@@?"`            // count.go
	Trail   *Duration      `parser:"@@?"`            // a duration written after the clause (Dur)
	Delayed *DelayedSuffix `parser:"@@? )?"`
	EndPos  lexer.Position
}

// Dur is the clause's duration, written before it ("until end of turn,
// target creature gains …") or after it ("… until end of turn"): the two
// say the same. When both are written, it is the one written after; the
// checker refuses such a clause.
func (a *ActionClause) Dur() *Duration {
	if a.Trail != nil {
		return a.Trail
	}
	return a.Lead
}

// A DelayedSuffix delays a clause (603.7): at the beginning of the next end step
type DelayedSuffix struct {
	Pos  lexer.Position
	Your bool  `parser:"'at' 'the' 'beginning' 'of' ( 'the' | @'your' ) 'next'"`
	Step *Step `parser:"@@"`
}

// A Duration limits a continuous effect:
//
//	until end of turn | this turn | until this leaves the battlefield (610.3) |
//	until your next turn | for as long as Condition
//
// "this turn" lasts as long as "until end of turn" (514.2).
type Duration struct {
	Pos          lexer.Position
	EndOfTurn    bool       `parser:"(  'until' ( @'end' 'of' 'turn'"`
	ThisLeaves   bool       `parser:"          | @'this' 'leaves' 'the' 'battlefield'"`
	YourNextTurn bool       `parser:"          | @'your' 'next' 'turn' )"`
	ThisTurn     bool       `parser:" | @( 'this' 'turn' )"`
	AsLongAs     *Condition `parser:" | 'for' 'as' 'long' 'as' @@ )"`
}

// An Amount is a quantity: 3 | a | an | one | two | X | that much |
// that many | the damage prevented this way | its power |
// target creature's toughness
type Amount struct {
	Pos       lexer.Position
	Count     *NumberOf `parser:"(  @@"` // count.go
	Number    *Number   `parser:" | @( Int | 'a' | 'an' | 'one' | 'two' | 'three' | 'four' | 'five' | 'twenty' )"`
	X         bool      `parser:" | @'x'"`
	ThatMuch  bool      `parser:" | @( 'that' ( 'much' | 'many' ) )"`
	Prevented bool      `parser:" | @( 'the' 'damage' 'prevented' 'this' 'way' )"` // 615.5
	Its       bool      `parser:" | ( @'its'"`
	Of        ObjectRef `parser:"   | @@ Poss )"`
	Stat      string    `parser:"   @( 'power' | 'toughness' ) )"`
}

// A Predicate is the verb phrase of an ActionClause. Verbs take an "s" after
// a third-person subject; both forms parse everywhere.
type Predicate interface {
	Node
	predicate()
}

// DealDamage: deals 3 damage to any target [and 2 damage to target player]
//
// More recipients of the same damage follow "and" when the clause ends
// after them: deals 10 damage to target player or planeswalker and each
// creature that player or that planeswalker's controller controls.
type DealDamage struct {
	Pos     lexer.Position
	Amount  *Amount  `parser:"( 'deal' | 'deals' ) @@? 'damage'"`
	Divided *Divided `parser:"( @@"` // divided_damage.go: "divided as you choose among …"
	To      Ref      `parser:" | 'to' @@ )"`
	Equal   *Amount  `parser:"( 'equal' 'to' @@ )?"` // count.go
	AlsoTo  []Ref    `parser:"( 'and' (?= @@ ( '.' | ',' | 'and' ) ) @@ )*"`
	Amount2 *Amount  `parser:"( 'and' @@ 'damage'"`
	To2     Ref      `parser:"  'to' @@ )?"`
}

// Destroy: destroy target creature
type Destroy struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'destroy' | 'destroys' ) @@"`
}

// Exile: exile target creature (durations are on the clause)
type Exile struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'exile' | 'exiles' ) @@"`
}

// Return moves objects to the battlefield or to a hand; several objects
// joined by "and" move at once:
//
//	return that card to the battlefield [under (its owner's|your) control] [tapped] [with a +1/+1 counter on it]
//	return that card and the sacrificed card to the battlefield under your control
//	return target creature to its owner's hand
//	return this from its owner's graveyard to the battlefield attached to that creature
//
// A "from ZONE" after a selector is part of the selector; From is set when
// the object has none. AttachedTo is what an Aura returned to the
// battlefield enchants (303.4f).
type Return struct {
	Pos         lexer.Position
	Object      ObjectRef   `parser:"( 'return' | 'returns' ) @@"`
	More        []ObjectRef `parser:"( 'and' @@ )*"` // enters_with.go
	From        *ZoneRef    `parser:"( 'from' @@ )? 'to'"`
	Battlefield bool        `parser:"(  'the' @'battlefield'"`
	Under       *Possessive `parser:"    ( 'under' @@ 'control' )?"`
	Tapped      bool        `parser:"    @'tapped'?"`
	With        *CountersOn `parser:"    ( 'with' @@ )?"` // enters_with.go
	AttachedTo  ObjectRef   `parser:"    ( 'attached' 'to' @@ )?"`
	Hand        *Possessive `parser:" | @@ 'hand' )"`
}

// Put moves an object to a graveyard, library or hand:
//
//	put target creature into its owner's graveyard
//	put it on top of its owner's library | put it on the bottom of your library
type Put struct {
	Pos    lexer.Position
	Object ObjectRef   `parser:"( 'put' | 'puts' ) @@"`
	Into   *Possessive `parser:"(  'into' @@"`
	Zone   string      `parser:"   @( 'graveyard' | 'library' | 'hand' )"`
	Top    bool        `parser:" | 'on' ( @'top'"`
	Bottom bool        `parser:"        | 'the' @'bottom' )"`
	// Of is absent in "then shuffle and put that card on top": the top of
	// the library the card was just searched for in (701.23).
	Of   *Possessive      `parser:"   ( 'of' @@ 'library' )?"`
	Onto *OntoBattlefield `parser:" | @@ )"` // onto.go
}

// PutCounters: put a +1/+1 counter on target creature
type PutCounters struct {
	Pos     lexer.Position
	Amount  *Amount   `parser:"( 'put' | 'puts' ) (?! 'target' | 'all' | 'the' 'chosen' | ( 'a' | 'an' ) Ident 'card' ) @@"` // "put target …", "put all … cards", "put the chosen cards …" (choose_cards.go) and "put a creature card from …" are Put's
	Counter string    `parser:"@( PTMod | Ident ) ( 'counter' | 'counters' )"`
	On      ObjectRef `parser:"'on' @@"`
}

// Counter counters a spell or ability: counter target spell
type Counter struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'counter' | 'counters' ) @@"`
}

// Draw: draw a card | target player draws 2 cards | draw cards equal to
// AMOUNT | draw that many cards plus one
type Draw struct {
	Pos    lexer.Position
	Amount *Amount `parser:"( 'draw' | 'draws' ) ( @@"`
	// Additional: "draws an additional card" is drawing a card (library.go)
	Additional bool    `parser:"  @'additional'? ( 'card' | 'cards' )"`
	Equal      *Amount `parser:"  | 'cards' 'equal' 'to' @@ )"`
	Plus       *Amount `parser:"( 'plus' @@ )?"`
}

// Discard: discard a card | each player discards 2 cards |
// discard all the cards in your hand | discard your hand
type Discard struct {
	Pos    lexer.Position
	Amount *Amount     `parser:"( 'discard' | 'discards' ) ( @@ ( 'card' | 'cards' )"`
	Random bool        `parser:"    @( 'at' 'random' )?"` // 701.9b (discard_random.go)
	Hand   *Possessive `parser:"  | ( 'all' 'the' 'cards' 'in' )? @@ 'hand' )"`
}

// Mill: mill 3 cards
type Mill struct {
	Pos    lexer.Position
	Amount *Amount      `parser:"( 'mill' | 'mills' ) ( @@ ( 'card' | 'cards' )"`
	Half   *HalfLibrary `parser:"  | @@ )"` // library.go
}

// Sacrifice: sacrifice this | each opponent sacrifices a creature
type Sacrifice struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'sacrifice' | 'sacrifices' ) @@"`
}

// GainLife: you gain 3 life | you gain life equal to AMOUNT
type GainLife struct {
	Pos    lexer.Position
	Amount *Amount `parser:"( 'gain' | 'gains' ) ( @@ 'life'"`
	Equal  *Amount `parser:"  | 'life' 'equal' 'to' @@ )"`
}

// LoseLife: each opponent loses 2 life | loses life equal to AMOUNT
type LoseLife struct {
	Pos    lexer.Position
	Amount *Amount `parser:"( 'lose' | 'loses' ) ( @@ 'life'"`
	Equal  *Amount `parser:"  | 'life' 'equal' 'to' @@ )"`
}

// GainControl: gain control of target creature [until end of turn]
type GainControl struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'gain' | 'gains' ) 'control' 'of' @@"`
}

// GetsPT modifies power and toughness, optionally granting keywords too:
//
//	target creature gets +3/+3 | enchanted creature gets +2/+0 and has trample
type GetsPT struct {
	Pos      lexer.Position
	Mod      string     `parser:"( 'get' | 'gets' ) @PTMod"`
	Per      *ForEach   `parser:"@@?"` // for_each.go
	Keywords []*Keyword `parser:"( 'and' ( 'has' | 'have' | 'gain' | 'gains' ) @@ ( ( ',' | 'and' ) @@ )* )?"`
	// Loses: "gets +2/+4 and loses flying" (Magebane Armor).
	Loses []*Keyword `parser:"( 'and' ( 'loses' | 'lose' ) @@ ( ( ',' | 'and' ) @@ )* )?"`
}

// HasKeywords grants keywords: has flying | gains trample and haste | have menace
type HasKeywords struct {
	Pos      lexer.Position
	Keywords []*Keyword `parser:"( 'has' | 'have' | 'gain' | 'gains' ) (?! 'no' 'maximum' ) @@ ( ( ',' | 'and' ) @@ )*"`
}

// LosesKeywords removes keywords: loses flying
type LosesKeywords struct {
	Pos      lexer.Position
	Keywords []*Keyword `parser:"( 'lose' | 'loses' ) @@ ( ( ',' | 'and' ) @@ )*"`
}

// Becomes changes colours or types: becomes blue | becomes a 3/3 artifact creature
type Becomes struct {
	Pos     lexer.Position
	Article bool    `parser:"( 'become' | 'becomes' ) @( 'a' | 'an' )?"`
	PT      string  `parser:"@PT?"`
	Words   []*Word `parser:"@@ ( 'and'? @@ )*"`
}

// Tap: tap target creature
type Tap struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'tap' | 'taps' ) @@"`
}

// Untap: untap target land
type Untap struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'untap' | 'untaps' ) @@"`
}

// CreateToken: create two 1/1 white Soldier creature tokens with flying
//
// Words holds the colours, subtypes and types, in order.
type CreateToken struct {
	Pos      lexer.Position
	Amount   *Amount    `parser:"( 'create' | 'creates' ) @@"`
	PT       string     `parser:"@PT?"`
	Words    []*Word    `parser:"@@* ( 'token' | 'tokens' )"`
	Keywords []*Keyword `parser:"( 'with' @@ ( ( ',' | 'and' ) @@ )* )?"`
}

// Attach: attach this to target creature
type Attach struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'attach' | 'attaches' ) @@"`
	To     Ref       `parser:"'to' @@"`
}

// Cast casts a card:
//
//	cast target instant card from your graveyard without paying its mana cost
//
// A "from ZONE" directly after a selector is part of the selector; From is
// set when the object has none ("cast it from exile").
type Cast struct {
	Pos           lexer.Position
	Object        ObjectRef `parser:"( 'cast' | 'casts' ) @@"`
	From          *ZoneRef  `parser:"( 'from' @@ )?"`
	WithoutPaying bool      `parser:"@( 'without' 'paying' 'its' 'mana' 'cost' )?"`
}

// Play plays a card (a land, or casts a spell): play that card from exile
type Play struct {
	Pos           lexer.Position
	Object        ObjectRef `parser:"( 'play' | 'plays' ) @@"`
	From          *ZoneRef  `parser:"( 'from' @@ )?"`
	WithoutPaying bool      `parser:"@( 'without' 'paying' 'its' 'mana' 'cost' )?"`
}

// AddMana is a mana ability's effect: add {G} | add {R}{R} | add {B} or
// {R} | add one mana of any color | add one mana of the chosen color
// (106.1, 106.5) | add two mana in any combination of colors | add three
// mana in any combination of {R} and/or {G} | its controller adds an
// additional {G} (mana a triggered mana ability adds when a permanent is
// tapped for mana, in addition to the mana that ability made: Wild
// Growth)
type AddMana struct {
	Pos        lexer.Position
	Additional bool      `parser:"( 'add' | 'adds' ) @( 'an' 'additional' )?"`
	Mana       *ManaCost `parser:"( @@"`
	Or         *ManaCost `parser:"  ( 'or' @@ )?"`
	AnyColor   bool      `parser:"| 'one' 'mana' 'of' ( @'any'"`
	Chosen     bool      `parser:"  | 'the' @'chosen' ) 'color'"` // as_enters.go: "as this enters, choose a color"
	// Combination: a number of mana, each of a color the player chooses
	// among all colors (Colors) or the symbols listed (Among).
	Combination *Number     `parser:"| @( Int | 'two' | 'three' | 'four' | 'five' ) 'mana' 'in' 'any' 'combination' 'of'"`
	Colors      bool        `parser:"  ( @'colors'"`
	Among       []*ManaCost `parser:"  | @@ ( ',' @@ )* ','? 'and' '/' 'or' @@ ) )"`
	Per         *ForEach    `parser:"@@?"` // for_each.go: add {G} for each Elf you control
}

// Shuffle: shuffle your library | shuffle it into its owner's library
type Shuffle struct {
	Pos    lexer.Position
	Object ObjectRef   `parser:"( 'shuffle' | 'shuffles' ) ( @@ 'into' )?"`
	Whose  *Possessive `parser:"( @@ 'library' )?"` // none: "then shuffle" (library.go)
}

// Scry: scry 2
type Scry struct {
	Pos    lexer.Position
	Amount *Amount `parser:"( 'scry' | 'scries' ) @@"`
}

// Regenerate: regenerate target creature
type Regenerate struct {
	Pos    lexer.Position
	Object ObjectRef `parser:"( 'regenerate' | 'regenerates' ) @@"`
}

// FlashbackCost sets the cost of a flashback that the previous clause
// granted: the flashback cost is equal to its mana cost
type FlashbackCost struct {
	Pos      lexer.Position
	ManaCost bool `parser:"'the' 'flashback' 'cost' 'is' 'equal' 'to' 'its' 'mana' @'cost'"`
}

// CantBeRegenerated modifies a destroy in the same ability: that creature can't be regenerated
type CantBeRegenerated struct {
	Pos         lexer.Position
	Regenerated bool `parser:"'can\\u0027t' 'be' @'regenerated'"`
}

// CantAttackOrBlock is a restriction: can't attack | can't block | can't attack or block
type CantAttackOrBlock struct {
	Pos    lexer.Position
	Attack bool `parser:"'can\\u0027t' ( @'attack'"`
	Block  bool `parser:"          ( 'or' @'block' )? | @'block' )"`
	// Alone: "can't attack or block alone" (506.5); Unless: "can't attack
	// unless defending player controls an Island" (508.1c). Both are
	// combat rules of static abilities (combat_rules.go).
	Alone  bool            `parser:"@'alone'?"`
	Unless *UnlessControls `parser:"@@?"`
}
