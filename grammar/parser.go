package grammar

import (
	"github.com/alecthomas/participle/v2"
)

// lookahead is how many tokens an alternative may consume before failing
// and still let the next alternative be tried. Two covers the longest
// shared prefixes that are not factored out: "target player or ..." (a
// TargetRef, not a TargetPlayerRef), "has 1 +1/+1 counter" (not "has 1
// damage"), "and gains control of" after "gets +1/+1".
const lookahead = 2

// parser is the .mtgs parser, built once.
//
// In each union the most specific member comes first: participle commits to
// the first member that matches, so a member that is a prefix of another
// ("target player" of "target SELECTOR") must be tried before it.
var parser = participle.MustBuild[File](parserOptions...)

// parserOptions configure every parser of the package (the File parser and
// the single-item parsers used to locate errors).
var parserOptions = []participle.Option{
	participle.Lexer(lexDef),
	participle.CaseInsensitive("Keyword", "TypeKeyword", "Ident"),
	participle.UseLookahead(lookahead),

	participle.Union[Decl](&Card{}, &Deck{}, &Scenario{}, &Game{}, &Sheet{}),

	// Items that start with a fixed word first; the keyword line (any word)
	// last. Loyalty abilities start with a number, activated abilities with a
	// mana run or a cost verb.
	// AbilityWordItem first: "pt 2" fails it and PTItem at the same word,
	// and the error of the last alternative tried is the one reported.
	participle.Union[CardItem](
		&AbilityWordItem{}, &CostItem{}, &TypeItem{}, &PTItem{}, &LoyaltyItem{}, &ColorItem{}, &OracleItem{},
		&SpellAbility{}, &StaticAbility{}, &TriggeredAbility{}, &StepTriggeredAbility{},
		&LoyaltyAbility{}, &ActivatedAbility{}, &AdditionalCostItem{}, &EnchantItem{},
		&OpeningHandAbility{},
		&XManaItem{}, // xmana.go: "spend only black mana on X." (before the keyword line, which takes any word)
		&KeywordItem{},
		// uncounterable.go: "this spell can't be countered."
		&UncounterableItem{},
		&DeckRuleItem{},      // deck_rule.go: "a deck can have any number of cards named …"
		&CostPerTargetItem{}, // cost_per_target.go: "this spell costs {1} more to cast for each target beyond the first."
	),
	participle.Union[Cost](
		&ManaCost{}, &SacrificeCost{}, &DiscardCost{}, &ExileCost{}, &PayLifeCost{},
		&TapCost{}, &UntapCost{}, &RemoveCountersCost{},
	),

	// Each special clause starts with its own word ("if", "at", "prevent");
	// the action clause, whose subject is optional, comes last.
	// PreventThatClause before ReplacementClause: both may start with "if",
	// and it looks ahead for ", prevent that damage".
	participle.Union[Clause](&PreventThatClause{}, &ConditionalClause{}, &ReplacementClause{}, &DelayedClause{}, &PreventClause{}, &DuringClause{},
		// combat_rules.go: "all creatures able to block this do so" (509.1c),
		// before the action clause, which would take "all creatures able".
		&AllMustBlock{},
		// pt_count.go: "this's power and toughness are each equal to the
		// number of …", before the action clause, which would take "this".
		&PTCountClause{},
		// library.go: "otherwise, …"
		&OtherwiseClause{},
		&ActionClause{},
		&CantBeActivatedClause{}, // activation_ban.go: "its activated abilities can't be activated"
		&IfYouDoClause{},         // if_you_do.go: "if you don't, exile it"
		&AsEntersChoice{},        // as_enters.go: "as this enters, choose a basic land type"
		&AsLongAsClause{},        // reveal_top.go: "as long as the top card of your library is black, …"
		&RedirectClause{},        // redirect.go: "the next 2 damage that … would deal to … is dealt to any target instead"
		&ForEachClause{},         // search_all.go: "for each card exiled this way, …"
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
	participle.Union[Predicate](
		&DealDamage{}, &Destroy{}, &Exile{}, &Return{}, &PutSticker{}, &PutCounters{}, &Put{}, &Counter{},
		&Draw{}, &Discard{}, &Mill{}, &Sacrifice{}, &GainsAbilitiesOf{}, &GainLife{}, &GainControl{}, &LoseLife{},
		&GetsPT{}, &HasAbility{}, &HasKeywords{}, &LosesKeywords{},
		// text_change.go: BecomesTypes looks ahead for "in addition" before Becomes.
		&BecomesTypes{}, &Becomes{}, &Tap{}, &Untap{},
		&CreateToken{}, &Attach{}, &Cast{}, &Play{}, &AddMana{}, &Shuffle{}, &Scry{},
		&Regenerate{}, &CantBeRegenerated{}, &CantAttackOrBlock{}, &FlashbackCost{},
		&GetTickets{}, &SorceryOnly{}, &EntersWith{}, &Choose{},
		// text_change.go: "is sacrificed by" before "is a … in addition to".
		&ChangeText{}, &NewWordCantBe{}, &Reveal{}, &IsSacrificed{}, &IsTypes{},
		// castlimit.go: "can't cast more than …", before PlayerRules ("can't cast spells").
		&CastLimit{},
		// game_rules.go: each starts with words no other predicate takes
		// past its first word ("can't cast", "plays with", "play lands",
		// "cast spells", "your life total").
		&PlayerRules{}, &PlayFrom{}, &LifeTotalBecomes{},
		// combat_rules.go: "attacks each combat if able", "can't be blocked [except by …]".
		&AttacksIfAble{}, &CantBeBlocked{},
		// library.go: "search your library for …", "have no maximum hand size"
		&Search{}, &NoMaxHandSize{}, &LookAtTop{}, &PutBack{},
		&RevealHand{}, &ChooseFrom{}, &DiscardObject{}, &RevealTop{},
		&TakeExtraTurn{}, // extra_turn.go: "takes an extra turn after this one"
		&CantLoseOrWin{}, // cant_lose.go: "can't lose the game", "can't win the game"
		// skip_untap.go: "doesn't untap during its controller's next untap
		// step", "don't untap during that player's next untap step".
		&SkipUntap{},
		&ControlObject{},    // control_object.go: "you control enchanted creature"
		&ChooseNewTargets{}, // copy_spell.go: "you may choose new targets for the copy"
		&CopySpell{},        // copy_spell.go: "copy target instant or sorcery spell", "copies that spell"
		&StillTypes{},       // becomes.go: "it's still a land" (205.1b)
		&IsChosen{},         // as_enters.go: "enchanted land is the chosen type"
		&ChooseName{},       // card_name.go: "that player chooses a card name"
		&EnterAsCopy{},      // copy_permanent.go: "have this enter as a copy of any creature on the battlefield"
		&PlayRevealedTop{},  // reveal_top.go: "play with the top card of your library revealed"
		&CanBlockMore{},     // block_several.go: "can block any number of creatures", "can block an additional creature"
		&RemoveCounters{},   // counters_removed.go: "remove that many +1/+1 counters from it"
		&DealsDamageEqual{}, // damage_from.go: "deals damage equal to its power to target creature"
		&RevealUntil{},      // reveal_until.go: "reveals cards from the top of their library until they reveal a creature card"
		&ChooseCards{},      // choose_cards.go: "choose up to seven face-up exiled cards you own"
		&DoesTheSame{},      // each_player.go: "does the same for enchantment cards"
	),

	// Player forms before object forms: "target player" would otherwise be
	// read as a target with the selector "player", "that player" as "that
	// card", "each opponent" as each-SELECTOR.
	participle.Union[Ref](
		&YouRef{}, &TargetPlayerRef{}, &EachPlayerRef{}, &ItsOwnerRef{}, &ItsControllerRef{}, &ThatPlayerRef{},
		&ThisRef{}, &ItRef{}, &ThatRef{}, &TargetRef{}, &ExiledRef{}, &SacrificedRef{},
		&DiscardedRef{}, &TriggeringRef{}, &AttachedRef{}, &EachRef{}, &OtherRef{}, &IndefiniteRef{},
		// library.go: "your opponents"
		&OpponentsRef{},
		// skip_untap.go: "those creatures".
		&ThoseRef{},
		&AtRandomRef{}, // random_choice.go: "one of them at random"
		// reveal_top.go: "this and other Vampire creatures you control".
		&ThisAndOtherRef{},
		&ThoseTypedRef{}, // damage_from.go: "those Wolves"
		&ChosenRef{},     // choose_cards.go: "the chosen cards"
	),
	participle.Union[PlayerRef](
		&YouRef{}, &TargetPlayerRef{}, &EachPlayerRef{}, &ItsOwnerRef{}, &ItsControllerRef{}, &ThatPlayerRef{},
		// library.go: "your opponents"
		&OpponentsRef{},
	),
	// TargetRef before IndefiniteRef: "another target creature" vs
	// "another creature".
	participle.Union[ObjectRef](
		&ThisRef{}, &ItRef{}, &ThatRef{}, &TargetRef{}, &ExiledRef{}, &SacrificedRef{},
		&DiscardedRef{}, &TriggeringRef{}, &AttachedRef{}, &EachRef{}, &OtherRef{}, &IndefiniteRef{},
		&ThoseRef{},      // skip_untap.go
		&AtRandomRef{},   // random_choice.go: "one of them at random"
		&ThoseTypedRef{}, // damage_from.go: "those Wolves"
		// choose_cards.go: "the chosen cards"
		&ChosenRef{},
	),
	// "with mana value N" and "with power N" before "with KEYWORD", which
	// would otherwise take "mana" or "power" as a keyword name.
	// "with a name sticker on it" before "with KEYWORD" too.
	// "with a name originally printed in …" (text_change.go) before "with a
	// name sticker on it".
	participle.Union[Constraint](&ControllerConstraint{}, &OwnerConstraint{}, &CompareConstraint{}, &PrintedInConstraint{}, &StickerConstraint{}, &KeywordConstraint{}, &ZoneConstraint{},
		&ChoiceConstraint{}, &PlayerControlsConstraint{}, &OpponentsConstraint{}, &HistoryConstraint{},
		&WithoutConstraint{},       // without.go: "without flying"
		&TargetPlayerControls{},    // skip_untap.go
		&SourceCompareConstraint{}, // compare_source.go: "with toughness less than this's power"
		&OtherThanThis{},           // sacrifice_effect.go: "a creature other than this"
		&NameConstraint{},          // card_name.go: "with the chosen name", "that doesn't have that name"
		&ThisWayConstraint{},       // reveal_until.go: "tapped this way", "cards revealed this way", "exiled this way"
		&OtherThanKind{},           // search_all.go: "other than basic land cards"
		&SameNameConstraint{},      // search_all.go: "with the same name as that card"
		&TheyOwnConstraint{},       // each_player.go: "all permanents they own"
		&NotPutOntoConstraint{},    // each_player.go: "that weren't put onto the battlefield"
	),

	participle.Union[EventVerb](
		&EntersEvent{}, &LeavesEvent{}, &DiesEvent{}, &PutIntoGraveyardEvent{}, &AttacksEvent{},
		// block_events.go: "blocks a creature", "becomes blocked by a
		// creature", before "blocks" and "becomes blocked", their prefixes.
		&BlockCreatureEvent{},
		&BlocksEvent{}, &BecomesBlockedEvent{}, &CastEvent{}, &CombatDamageEvent{},
		// damage_event.go: "deals damage to an opponent".
		&DamageEvent{},
		// library.go: "draws a card", "discards a card"
		&DrawsEvent{}, &DiscardsEvent{},
		// event_verbs_m5.go: "gain life", "becomes the target of", "taps … for mana".
		&GainLifeEvent{}, &BecomesTargetEvent{}, &TapsForManaEvent{},
	),
	participle.Union[ConditionTest](&WasKicked{}, &Controls{}, &IsOnBattlefield{},
		// library.go: "this is untapped", "this is tapped", "it's a creature card"
		&SourceIsTapped{}, &IsA{},
		&ActivatedTimes{}, // activated_times.go
		&CantSacrifice{},  // sacrifice_effect.go: "if you can't sacrifice a creature"
		&Remains{},        // becomes.go: "for as long as this remains on the battlefield"
		&SearchedFor{},    // card_name.go: "you searched for a creature card that doesn't have that name"
	),
	participle.Union[WouldEvent](&WouldBePut{}, &WouldDie{}, &WouldDealDamage{}, &WouldLoseGame{}),

	// Statements that start with a fixed word ("pass", "expect", ...) come
	// before those that start with an optional actor name, or "pass" followed
	// by "cast ..." would read as the player "pass" casting.
	participle.Union[Stmt](
		&PlayersSetup{}, &TurnSetup{}, &LifeSetup{}, &ManaSetup{}, &TicketsSetup{},
		&PassAction{}, &ResolveAction{}, &GotoAction{}, &Expect{}, &StartGameAction{},
		&ZoneSetup{}, &StickerSheetsSetup{},
		&CastAction{}, &ActivateAction{}, &PlayAction{}, &TapForManaAction{},
		&AttackAction{}, &BlockAction{}, &StickerChoice{}, &ChooseAction{},
	),
	participle.Union[Action](
		&PassAction{}, &ResolveAction{}, &GotoAction{}, &StartGameAction{},
		&CastAction{}, &ActivateAction{}, &PlayAction{}, &TapForManaAction{},
		&AttackAction{}, &BlockAction{}, &StickerChoice{}, &ChooseAction{},
	),
	// Fixed first words first; the three forms that start with a player name
	// (PLAYER's ZONE has, PLAYER life) before the card checks, whose
	// reference is also a name.
	participle.Union[Expectation](
		&ExpectStackEmpty{}, &ExpectStack{}, &ExpectLog{}, &ExpectRefused{}, &ExpectStep{},
		&ExpectTurn{}, &ExpectCountIn{}, &ExpectZoneCount{}, &ExpectLife{}, &ExpectTickets{}, &ExpectCard{},
		// library.go: "expect Bob hand revealed"
		&ExpectHandRevealed{},
	),
	// Among the "is" checks, P/T and colours (fixed words) before the
	// one-word type; among the "has" checks, damage and counters before the
	// keyword.
	participle.Union[CardCheck](
		&InZone{}, &IsPT{}, &IsColorless{}, &IsColors{}, &IsType{}, &HasDamage{},
		&HasCounters{}, &HasKeyword{}, &LacksKeyword{}, &ControlledBy{}, &IsTapped{},
		&IsUntapped{}, &IsSummoningSick{}, &InCombat{}, &EnteredThisTurn{}, &AttachedTo{}, &Unattached{}, &IsNamed{},
	),
}

// EBNF returns the grammar of the .mtgs language in participle's EBNF.
func EBNF() string { return parser.String() }
