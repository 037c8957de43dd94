package grammar

import (
	"sync"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// lookahead is how many tokens an alternative may consume before failing
// and still let the next alternative be tried. Two covers the longest
// shared prefixes that are not factored out: "target player or ..." (a
// TargetRef, not a TargetPlayerRef), "has 1 +1/+1 counter" (not "has 1
// damage"), "and gains control of" after "gets +1/+1".
const lookahead = 2

// referenceParser is participle's parser of .mtgs files, the reference
// parser (compiled.go), built on first use: building it takes some
// milliseconds and megabytes, which a program that parses nothing, or
// parses only what the compiled parser accepts and never asks for the
// EBNF, need not spend.
//
// In each union the most specific member comes first: participle commits to
// the first member that matches, so a member that is a prefix of another
// ("target player" of "target SELECTOR") must be tried before it.
var referenceParser = sync.OnceValue(func() *participle.Parser[File] {
	return participle.MustBuild[File](parserOptions...)
})

// ebnf is the reference parser's EBNF, made once.
var ebnf = sync.OnceValue(func() string { return referenceParser().String() })

// parserOptions configure every parser of the package (the File parser and
// the single-item parsers used to locate errors).
var parserOptions = append(baseOptions(), unionOptions()...)

// baseOptions are the options of every parser of the package but its
// unions: the lexer, the words matched whatever their case, the lookahead.
func baseOptions() []participle.Option {
	return []participle.Option{
		participle.Lexer(lexDef),
		participle.CaseInsensitive(caseInsensitive...),
		participle.UseLookahead(lookahead),
	}
}

// caseInsensitive names the token types whose literals match whatever
// the case.
var caseInsensitive = []string{"Keyword", "TypeKeyword", "Ident"}

// foldsCase reports whether literals match a token of type t whatever
// its case (caseInsensitive).
func foldsCase(t lexer.TokenType) bool {
	return t == tokKeyword || t == tokTypeKeyword || t == tokIdent
}

// unionOptions makes each union of unions a participle.Union, its members
// tried in turn.
func unionOptions() []participle.Option {
	opts := make([]participle.Option, len(unions))
	for i, u := range unions {
		opts[i] = u.option()
	}
	return opts
}

// unions are the interface types of the grammar with their members, in
// the order participle tries them.
var unions = []unionDef{
	unionOf[Decl](member[Card](), member[Deck](), member[Scenario](), member[Game](), member[Sheet]()),

	// Items that start with a fixed word first; the keyword line (any word)
	// last. Loyalty abilities start with a number, activated abilities with a
	// mana run or a cost verb.
	// AbilityWordItem first: "pt 2" fails it and PTItem at the same word,
	// and the error of the last alternative tried is the one reported.
	unionOf[CardItem](
		member[AbilityWordItem](), member[CostItem](), member[TypeItem](), member[PTItem](), member[LoyaltyItem](), member[ColorItem](), member[OracleItem](),
		member[SpellAbility](), member[StaticAbility](), member[TriggeredAbility](), member[StepTriggeredAbility](),
		member[LoyaltyAbility](), member[ActivatedAbility](), member[AdditionalCostItem](), member[EnchantItem](),
		member[OpeningHandAbility](),
		member[XManaItem](), // xmana.go: "spend only black mana on X." (before the keyword line, which takes any word)
		member[KeywordItem](),
		// uncounterable.go: "this spell can't be countered."
		member[UncounterableItem](),
		member[DeckRuleItem](),      // deck_rule.go: "a deck can have any number of cards named …"
		member[CostPerTargetItem](), // cost_per_target.go: "this spell costs {1} more to cast for each target beyond the first."
	),
	unionOf[Cost](
		member[ManaCost](), member[SacrificeCost](), member[DiscardCost](), member[ExileCost](), member[PayLifeCost](),
		member[TapCost](), member[UntapCost](), member[RemoveCountersCost](),
	),

	// Each special clause starts with its own word ("if", "at", "prevent");
	// the action clause, whose subject is optional, comes last.
	// PreventThatClause before ReplacementClause: both may start with "if",
	// and it looks ahead for ", prevent that damage".
	unionOf[Clause](member[PreventThatClause](), member[ConditionalClause](), member[ReplacementClause](), member[DelayedClause](), member[PreventClause](), member[DuringClause](),
		// combat_rules.go: "all creatures able to block this do so" (509.1c),
		// before the action clause, which would take "all creatures able".
		member[AllMustBlock](),
		// pt_count.go: "this's power and toughness are each equal to the
		// number of …", before the action clause, which would take "this".
		member[PTCountClause](),
		// library.go: "otherwise, …"
		member[OtherwiseClause](),
		member[ActionClause](),
		member[CantBeActivatedClause](), // activation_ban.go: "its activated abilities can't be activated"
		member[IfYouDoClause](),         // if_you_do.go: "if you don't, exile it"
		member[AsEntersChoice](),        // as_enters.go: "as this enters, choose a basic land type"
		member[AsLongAsClause](),        // reveal_top.go: "as long as the top card of your library is black, …"
		member[RedirectClause](),        // redirect.go: "the next 2 damage that … would deal to … is dealt to any target instead"
		member[ForEachClause](),         // search_all.go: "for each card exiled this way, …"
	),

	// Verbs that share a first word: PutCounters ("put a +1/+1 counter on")
	// before Put ("put it into ..."); GainLife ("gain 3 life") and
	// GainControl ("gain control of") before HasKeywords ("gains flying");
	// LoseLife before LosesKeywords; CantBeRegenerated before
	// CantAttackOrBlock; HasAbility ("has \"…\"") before HasKeywords too,
	// and GainsAbilitiesOf ("gains all activated abilities of") before
	// GainLife, whose amount would take "all activated abilities" for an
	// object.
	// PutSticker ("put a name sticker on") before PutCounters, which would
	// take "name" for the kind of counter.
	unionOf[Predicate](
		member[DealDamage](), member[Destroy](), member[Exile](), member[Return](), member[PutSticker](), member[PutCounters](), member[Put](), member[Counter](),
		member[Draw](), member[Discard](), member[Mill](), member[Sacrifice](), member[GainsAbilitiesOf](), member[GainLife](), member[GainControl](), member[LoseLife](),
		member[GetsPT](), member[HasAbility](), member[HasKeywords](), member[LosesKeywords](),
		// text_change.go: BecomesTypes looks ahead for "in addition" before Becomes.
		member[BecomesTypes](), member[Becomes](), member[Tap](), member[Untap](),
		member[CreateToken](), member[Attach](), member[Cast](), member[Play](), member[AddMana](), member[Shuffle](), member[Scry](),
		member[Regenerate](), member[CantBeRegenerated](), member[CantAttackOrBlock](), member[FlashbackCost](),
		member[GetTickets](), member[SorceryOnly](), member[EntersWith](), member[Choose](),
		// text_change.go: "is sacrificed by" before "is a … in addition to".
		member[ChangeText](), member[NewWordCantBe](), member[Reveal](), member[IsSacrificed](), member[IsTypes](),
		// castlimit.go: "can't cast more than …", before PlayerRules ("can't cast spells").
		member[CastLimit](),
		// game_rules.go: each starts with words no other predicate takes
		// past its first word ("can't cast", "plays with", "play lands",
		// "cast spells", "your life total").
		member[PlayerRules](), member[PlayFrom](), member[LifeTotalBecomes](),
		// combat_rules.go: "attacks each combat if able", "can't be blocked [except by …]".
		member[AttacksIfAble](), member[CantBeBlocked](),
		// library.go: "search your library for …", "have no maximum hand size"
		member[Search](), member[NoMaxHandSize](), member[LookAtTop](), member[PutBack](),
		member[RevealHand](), member[ChooseFrom](), member[DiscardObject](), member[RevealTop](),
		member[TakeExtraTurn](), // extra_turn.go: "takes an extra turn after this one"
		member[CantLoseOrWin](), // cant_lose.go: "can't lose the game", "can't win the game"
		// skip_untap.go: "doesn't untap during its controller's next untap
		// step", "don't untap during that player's next untap step".
		member[SkipUntap](),
		member[ControlObject](),    // control_object.go: "you control enchanted creature"
		member[ChooseNewTargets](), // copy_spell.go: "you may choose new targets for the copy"
		member[CopySpell](),        // copy_spell.go: "copy target instant or sorcery spell", "copies that spell"
		member[StillTypes](),       // becomes.go: "it's still a land" (205.1b)
		member[IsChosen](),         // as_enters.go: "enchanted land is the chosen type"
		member[ChooseName](),       // card_name.go: "that player chooses a card name"
		member[EnterAsCopy](),      // copy_permanent.go: "have this enter as a copy of any creature on the battlefield"
		member[PlayRevealedTop](),  // reveal_top.go: "play with the top card of your library revealed"
		member[CanBlockMore](),     // block_several.go: "can block any number of creatures", "can block an additional creature"
		member[RemoveCounters](),   // counters_removed.go: "remove that many +1/+1 counters from it"
		member[DealsDamageEqual](), // damage_from.go: "deals damage equal to its power to target creature"
		member[RevealUntil](),      // reveal_until.go: "reveals cards from the top of their library until they reveal a creature card"
		member[ChooseCards](),      // choose_cards.go: "choose up to seven face-up exiled cards you own"
		member[DoesTheSame](),      // each_player.go: "does the same for enchantment cards"
	),

	// Player forms before object forms: "target player" would otherwise be
	// read as a target with the selector "player", "that player" as "that
	// card", "each opponent" as each-SELECTOR.
	unionOf[Ref](
		member[YouRef](), member[TargetPlayerRef](), member[EachPlayerRef](), member[ItsOwnerRef](), member[ItsControllerRef](), member[ThatPlayerRef](),
		member[EnchantedPlayerRef](), // enchant_player.go: before AttachedRef, which would take "player" as its noun
		member[ThisRef](), member[ItRef](), member[ThatRef](), member[TargetRef](), member[ExiledRef](), member[SacrificedRef](),
		member[DiscardedRef](), member[TriggeringRef](), member[AttachedRef](), member[EachRef](), member[OtherRef](), member[IndefiniteRef](),
		// library.go: "your opponents"
		member[OpponentsRef](),
		// skip_untap.go: "those creatures".
		member[ThoseRef](),
		member[AtRandomRef](), // random_choice.go: "one of them at random"
		// reveal_top.go: "this and other Vampire creatures you control".
		member[ThisAndOtherRef](),
		member[ThoseTypedRef](),  // damage_from.go: "those Wolves"
		member[ChosenRef](),      // choose_cards.go: "the chosen cards"
		member[TheCreatureRef](), // regenerate.go: "the creature"
	),
	unionOf[PlayerRef](
		member[YouRef](), member[TargetPlayerRef](), member[EachPlayerRef](), member[ItsOwnerRef](), member[ItsControllerRef](), member[ThatPlayerRef](),
		member[EnchantedPlayerRef](), // enchant_player.go
		// library.go: "your opponents"
		member[OpponentsRef](),
	),
	// TargetRef before IndefiniteRef: "another target creature" vs
	// "another creature".
	unionOf[ObjectRef](
		member[ThisRef](), member[ItRef](), member[ThatRef](), member[TargetRef](), member[ExiledRef](), member[SacrificedRef](),
		member[DiscardedRef](), member[TriggeringRef](), member[AttachedRef](), member[EachRef](), member[OtherRef](), member[IndefiniteRef](),
		member[ThoseRef](),      // skip_untap.go
		member[AtRandomRef](),   // random_choice.go: "one of them at random"
		member[ThoseTypedRef](), // damage_from.go: "those Wolves"
		// choose_cards.go: "the chosen cards"
		member[ChosenRef](),
		member[TheCreatureRef](), // regenerate.go: "the creature"
	),
	// "with mana value N" and "with power N" before "with KEYWORD", which
	// would otherwise take "mana" or "power" as a keyword name.
	// "with a name sticker on it" before "with KEYWORD" too.
	// "with a name originally printed in …" (text_change.go) before "with a
	// name sticker on it".
	unionOf[Constraint](member[ControllerConstraint](), member[OwnerConstraint](), member[CompareConstraint](), member[PrintedInConstraint](), member[StickerConstraint](), member[KeywordConstraint](), member[ZoneConstraint](),
		member[ChoiceConstraint](), member[PlayerControlsConstraint](), member[OpponentsConstraint](), member[HistoryConstraint](),
		member[WithoutConstraint](),       // without.go: "without flying"
		member[TargetPlayerControls](),    // skip_untap.go
		member[EnchantedPlayerControls](), // enchant_player.go: "creatures enchanted player controls"
		member[SourceCompareConstraint](), // compare_source.go: "with toughness less than this's power"
		member[OtherThanThis](),           // sacrifice_effect.go: "a creature other than this"
		member[NameConstraint](),          // card_name.go: "with the chosen name", "that doesn't have that name"
		member[ThisWayConstraint](),       // reveal_until.go: "tapped this way", "cards revealed this way", "exiled this way"
		member[OtherThanKind](),           // search_all.go: "other than basic land cards"
		member[SameNameConstraint](),      // search_all.go: "with the same name as that card"
		member[TheyOwnConstraint](),       // each_player.go: "all permanents they own"
		member[NotPutOntoConstraint](),    // each_player.go: "that weren't put onto the battlefield"
	),

	unionOf[EventVerb](
		member[EntersEvent](), member[LeavesEvent](), member[DiesEvent](), member[PutIntoGraveyardEvent](), member[AttacksEvent](),
		// block_events.go: "blocks a creature", "becomes blocked by a
		// creature", before "blocks" and "becomes blocked", their prefixes.
		member[BlockCreatureEvent](),
		member[BlocksEvent](), member[BecomesBlockedEvent](), member[CastEvent](), member[CombatDamageEvent](),
		// damage_event.go: "deals damage to an opponent".
		member[DamageEvent](),
		// library.go: "draws a card", "discards a card"
		member[DrawsEvent](), member[DiscardsEvent](),
		// event_verbs_m5.go: "gain life", "becomes the target of", "taps … for mana",
		member[GainLifeEvent](), member[BecomesTargetEvent](), member[TapsForManaEvent](),
		// "is tapped for mana", after "is put into a graveyard".
		member[IsTappedForManaEvent](),
	),
	unionOf[ConditionTest](member[WasKicked](), member[Controls](), member[IsOnBattlefield](),
		// library.go: "this is untapped", "this is tapped", "it's a creature card"
		member[SourceIsTapped](), member[IsA](),
		member[ActivatedTimes](), // activated_times.go
		member[CantSacrifice](),  // sacrifice_effect.go: "if you can't sacrifice a creature"
		member[Remains](),        // becomes.go: "for as long as this remains on the battlefield"
		member[SearchedFor](),    // card_name.go: "you searched for a creature card that doesn't have that name"
	),
	unionOf[WouldEvent](member[WouldBePut](), member[WouldDie](), member[WouldDealDamage](), member[WouldLoseGame]()),

	// Statements that start with a fixed word ("pass", "expect", ...) come
	// before those that start with an optional actor name, or "pass" followed
	// by "cast ..." would read as the player "pass" casting.
	unionOf[Stmt](
		member[PlayersSetup](), member[TurnSetup](), member[LifeSetup](), member[ManaSetup](), member[TicketsSetup](),
		member[PassAction](), member[ResolveAction](), member[GotoAction](), member[Expect](), member[StartGameAction](),
		member[ZoneSetup](), member[StickerSheetsSetup](),
		member[CastAction](), member[ActivateAction](), member[PlayAction](), member[TapForManaAction](),
		member[AttackAction](), member[BlockAction](), member[DeclareNoneAction](), member[StickerChoice](), member[ChooseAction](),
	),
	unionOf[Action](
		member[PassAction](), member[ResolveAction](), member[GotoAction](), member[StartGameAction](),
		member[CastAction](), member[ActivateAction](), member[PlayAction](), member[TapForManaAction](),
		member[AttackAction](), member[BlockAction](), member[DeclareNoneAction](), member[StickerChoice](), member[ChooseAction](),
	),
	// Fixed first words first; the three forms that start with a player name
	// (PLAYER's ZONE has, PLAYER life) before the card checks, whose
	// reference is also a name.
	unionOf[Expectation](
		member[ExpectStackEmpty](), member[ExpectStack](), member[ExpectLog](), member[ExpectRefused](), member[ExpectStep](),
		member[ExpectTurn](), member[ExpectCountIn](), member[ExpectZoneCount](), member[ExpectLife](), member[ExpectTickets](), member[ExpectMana](), member[ExpectCard](),
		// library.go: "expect Bob hand revealed"
		member[ExpectHandRevealed](),
	),
	// Among the "is" checks, P/T and colours (fixed words) before the
	// one-word type; among the "has" checks, damage and counters before the
	// keyword.
	unionOf[CardCheck](
		member[InZone](), member[IsPT](), member[IsColorless](), member[IsColors](), member[IsType](), member[HasDamage](),
		member[HasCounters](), member[HasKeyword](), member[LacksKeyword](), member[ControlledBy](), member[IsTapped](),
		member[IsUntapped](), member[IsSummoningSick](), member[InCombat](), member[EnteredThisTurn](), member[AttachedTo](), member[Unattached](), member[IsNamed](),
	),
}

// EBNF returns the grammar of the .mtgs language in participle's EBNF.
func EBNF() string { return ebnf() }
