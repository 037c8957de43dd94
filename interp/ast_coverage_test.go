package interp

import (
	"fmt"
	"reflect"
	"sort"
	"strings"
	"testing"

	"github.com/mtgs/mtgs/grammar"
)

// This file holds the test that lowering consumes every part of a parsed
// card: a table of every field of every syntax tree node a card can hold,
// saying what the checker does with it, checked against the grammar by
// reflection (TestASTUsesCoverTheGrammar), and driven by sample cards
// (TestASTUsesAreTrue): changing a field must change the compiled card or
// be refused with a positioned error. A field added to the grammar without
// a line here, or a line that claims more than the checker does, fails.

// How the checker treats a field.
const (
	// lowered: the field changes the compiled card; each sample changes
	// the field and must change the compiled card or be refused.
	lowered = "lowered"
	// spelling: the field tells apart words that mean the same; each
	// sample must compile to the same card.
	spelling = "spelling"
	// refused: any value the field can hold is refused by the checker;
	// each sample must fail to check.
	refused = "refused"
	// marker: the field is set whenever its node parses (a fixed word
	// captured so that the node is not empty); the node's type is its
	// meaning, so there is nothing to vary.
	marker = "marker"
)

// astUse says what lowering does with one field: its kind and where.
type astUse struct{ kind, where string }

func low(where string) astUse   { return astUse{lowered, where} }
func spell(where string) astUse { return astUse{spelling, where} }
func ref(where string) astUse   { return astUse{refused, where} }
func mark() astUse              { return astUse{marker, "the node's type"} }

// astUses maps every syntax tree node type a card can hold to the uses of
// its fields (Pos and EndPos, positions for messages, are left out).
var astUses = map[any]map[string]astUse{
	// castlimit.go, combatdamage.go (group D1: rebound and casting)
	(*grammar.CastLimit)(nil):             {"Amount": low("castLimit: CastLimit.Max"), "Spells": low("castLimit: CastLimit.Filter")},
	(*grammar.CombatDamageEvent)(nil):     {"To": low("combatDamageEvent: only \"a player\"")},
	(*grammar.Card)(nil):                  {"Name": low("card: CardDef.Name"), "Items": low("card: each item")},
	(*grammar.CostItem)(nil):              {"Cost": low("card: CardDef.ManaCost")},
	(*grammar.TypeItem)(nil):              {"Types": low("card: Supertypes, Types"), "Subtypes": low("card: Subtypes")},
	(*grammar.PTItem)(nil):                {"PT": low("card: Power, Toughness")},
	(*grammar.LoyaltyItem)(nil):           {"Loyalty": low("card: Loyalty")},
	(*grammar.ColorItem)(nil):             {"Colors": low("card: ColorIndicator")},
	(*grammar.OracleItem)(nil):            {"Text": low("card: Oracle")},
	(*grammar.EnchantItem)(nil):           {"Words": low("card: the enchant keyword's Filter"), "Qualifiers": low("card: the enchant keyword's Filter"), "Card": ref("enchantConstraints"), "Constraints": low("enchantConstraints: Filter.Controller; the others refused")},
	(*grammar.KeywordItem)(nil):           {"Keywords": low("card: Keywords")},
	(*grammar.Keyword)(nil):               {"Name": low("keywordIn"), "Cost": low("keywordIn: Keyword.Cost"), "N": ref("keywordIn: no keyword takes a number"), "From": low("keywordIn: Keyword.From"), "Choice": low("keywordIn: ChosenColor; withChosenColor"), "AndFrom": low("card: a second protection keyword (702.16g, group M1)")},
	(*grammar.Word)(nil):                  {"Text": low("where the word is read")},
	(*grammar.ManaCost)(nil):              {"Symbols": low("manaCostOf, costs")},
	(*grammar.SpellAbility)(nil):          {"Effects": low("ability")},
	(*grammar.StaticAbility)(nil):         {"Effects": low("static")},
	(*grammar.TriggeredAbility)(nil):      {"Word": spell("\"when\" and \"whenever\" mean the same"), "Event": low("event"), "Condition": low("condition"), "Effects": low("ability")},
	(*grammar.StepTriggeredAbility)(nil):  {"Your": low("card: Trigger.Whose"), "EachOpponent": low("card: Trigger.Whose"), "Each": low("card: Trigger.Whose"), "The": low("card: Trigger.Whose"), "Next": ref("card: a delayed trigger at the top level"), "Step": low("step"), "Condition": low("condition"), "Effects": low("ability"), "Of": low("card: Trigger.Whose (step_of.go)"), "Enchanted": low("card: Trigger.Whose = EnchantedPlayersStep (enchant_player.go)")},
	(*grammar.LoyaltyAbility)(nil):        {"Cost": low("card: Cost.Loyalty"), "MinusX": low("card: Cost.LoyaltyX"), "Effects": low("ability")},
	(*grammar.ActivatedAbility)(nil):      {"Costs": low("costs"), "Effects": low("ability")},
	(*grammar.SacrificeCost)(nil):         {"Object": low("costs: SacrificeSelf, Sacrifice")},
	(*grammar.DiscardCost)(nil):           {"Object": low("costs: only \"a card\"")},
	(*grammar.ExileCost)(nil):             {"Object": ref("costs: not supported"), "From": ref("costs: not supported")},
	(*grammar.PayLifeCost)(nil):           {"Amount": low("costs: PayLife")},
	(*grammar.TapCost)(nil):               {"Object": ref("costs: not supported")},
	(*grammar.UntapCost)(nil):             {"Object": ref("costs: not supported")},
	(*grammar.RemoveCountersCost)(nil):    {"Amount": low("removeCountersCost: RemoveCountersCost.N"), "Counter": low("removeCountersCost: RemoveCountersCost.Kind"), "From": low("removeCountersCost: from this")},
	(*grammar.Effects)(nil):               {"Sentences": low("ability, static")},
	(*grammar.Sentence)(nil):              {"Modes": low("sentence"), "When": low("sentence: whenThisTurn; refused in a static ability"), "Clause": low("sentenceClauses"), "Rest": low("sentenceClauses")},
	(*grammar.Joined)(nil):                {"Join": spell("joinedClauses: every join means \"and then\""), "Clause": low("joinedClauses")},
	(*grammar.Modes)(nil):                 {"Count": low("sentence: ModeCount"), "Modes": low("sentence: ModeEffects")},
	(*grammar.ReplacementClause)(nil):     {"Subject": low("replacement, staticReplacement"), "Event": low("replacement, staticReplacement"), "Duration": low("replacement: ReplaceZone.Duration"), "Instead": low("insteadZone")},
	(*grammar.DelayedClause)(nil):         {"Your": low("CreateDelayed.Yours"), "At": low("CreateDelayed.Step"), "Clause": low("CreateDelayed.Effects"), "Rest": low("CreateDelayed.Effects")},
	(*grammar.PreventClause)(nil):         {"All": low("prevent"), "Amount": low("prevent"), "Combat": low("prevent"), "To": low("prevent"), "By": low("prevent"), "Duration": low("prevent"), "Source": low("prevent: Prevent.By"), "Noncombat": low("staticPreventAll: DamagePrevention.Noncombat")},
	(*grammar.DuringClause)(nil):          {"Your": low("permission: only in a static ability"), "Clause": low("permission")},
	(*grammar.ActionClause)(nil):          {"Subject": low("action"), "May": low("clause: May"), "Predicate": low("action"), "Trail": low("ActionClause.Dur, read by action and by the checks that refuse a duration"), "Delayed": low("clause: CreateDelayed"), "Per": low("perPrevented: PerEach")},
	(*grammar.DelayedSuffix)(nil):         {"Your": low("clause: CreateDelayed.Yours"), "Step": low("clause: CreateDelayed.Step")},
	(*grammar.Duration)(nil):              {"EndOfTurn": low("action, prevent"), "ThisLeaves": low("action: ExileObjects.UntilSourceLeaves"), "YourNextTurn": low("action"), "ThisTurn": spell("\"this turn\" is \"until end of turn\""), "AsLongAs": low("forAsLongAs: Modify.Duration UntilSourceLeaves (group G4)")},
	(*grammar.Amount)(nil):                {"Number": low("amountIn"), "X": low("amountIn: XValue"), "ThatMuch": low("amountIn: ThatMuch"), "Prevented": low("prevented: Prevented, Prevent.Then"), "Its": low("amountIn: PowerOf(it)"), "Of": low("amountIn: PowerOf"), "Stat": low("amountIn: PowerOf.Toughness")},
	(*grammar.DealDamage)(nil):            {"Amount": low("action"), "To": low("recipient"), "AlsoTo": low("andRecipients"), "Amount2": low("action: DealDamage.And"), "To2": low("action: DealDamage.And"), "Divided": low("dealDivided: DealDivided, Ability.Divide")},
	(*grammar.Destroy)(nil):               {"Object": low("action")},
	(*grammar.Exile)(nil):                 {"Object": low("action")},
	(*grammar.Return)(nil):                {"Object": low("action"), "Battlefield": low("action: Return.To"), "Under": low("action: UnderYourControl (\"your\" is the default, 110.2a)"), "Tapped": low("action: Tapped"), "Hand": low("action: Return.To (the owner's hand, 400.3)"), "More": low("returnObjects: AllOf"), "With": low("returnWith: Return.With"), "From": low("returnFrom: InZone"), "AttachedTo": low("returnAttached: Return.AttachTo")},
	(*grammar.Put)(nil):                   {"Object": low("action"), "Into": spell("a card goes to its owner's zone (400.3)"), "Zone": low("action: PutInZone.To"), "Top": low("action: PutInZone.To"), "Bottom": low("action: PutInZone.Bottom"), "Of": spell("a card goes to its owner's library (400.3)")},
	(*grammar.PutCounters)(nil):           {"Amount": low("action"), "Counter": low("action: Kind"), "On": low("action")},
	(*grammar.PutSticker)(nil):            {"Kind": low("stickerAction"), "Object": low("stickerAction")},
	(*grammar.Counter)(nil):               {"Object": low("action")},
	(*grammar.Draw)(nil):                  {"Amount": low("action"), "Equal": low("action: equalOr"), "Plus": low("action: Plus")},
	(*grammar.Discard)(nil):               {"Amount": low("action"), "Hand": low("action: Discard.Hand; ownHand"), "Random": low("action: Discard.Random (group M1)")},
	(*grammar.Mill)(nil):                  {"Amount": low("action")},
	(*grammar.Sacrifice)(nil):             {"Object": low("action")},
	(*grammar.GainLife)(nil):              {"Amount": low("action"), "Equal": low("action: equalOr")},
	(*grammar.LoseLife)(nil):              {"Amount": low("action"), "Equal": low("action: equalOr")},
	(*grammar.GainControl)(nil):           {"Object": low("action")},
	(*grammar.GetsPT)(nil):                {"Mod": low("mods"), "Keywords": low("mods"), "Per": low("mods: ModifyPTPer (for_each.go)"), "Loses": low("mods: RemoveKeywords")},
	(*grammar.HasKeywords)(nil):           {"Keywords": low("mods")},
	(*grammar.LosesKeywords)(nil):         {"Keywords": low("mods")},
	(*grammar.Becomes)(nil):               {"Article": low("becomesTypes: AddTypes (group G4); refused in a static ability"), "PT": low("becomesTypes: SetPT (group G4); refused in a static ability"), "Words": low("mods: SetColors; becomesTypes: AddTypes, SetColors")},
	(*grammar.Tap)(nil):                   {"Object": low("action")},
	(*grammar.Untap)(nil):                 {"Object": low("action")},
	(*grammar.CreateToken)(nil):           {"Amount": low("tokenCount"), "PT": low("tokenDef"), "Words": low("tokenDef"), "Keywords": low("tokenDef")},
	(*grammar.Attach)(nil):                {"Object": low("action"), "To": low("action")},
	(*grammar.Cast)(nil):                  {"Object": low("castFrom"), "From": low("castFrom: InZone"), "WithoutPaying": low("action")},
	(*grammar.Play)(nil):                  {"Object": low("castFrom"), "From": low("castFrom: InZone"), "WithoutPaying": low("action")},
	(*grammar.AddMana)(nil):               {"Mana": low("action"), "Or": low("addMana: AddMana.Or"), "AnyColor": low("addMana: AnyColorMana"), "Per": low("action: AddMana.Per (for_each.go)"), "Chosen": low("addMana: AddMana.Chosen"), "Combination": low("manaCombination: AddMana.Combination"), "Colors": low("manaCombination: AddMana.Colors, every color"), "Among": low("manaCombination: AddMana.Colors, the symbols listed"), "Additional": spell("addMana: said of a trigger on a permanent tapped for mana, refused elsewhere")},
	(*grammar.Shuffle)(nil):               {"Whose": low("action"), "Object": low("shuffleInto")},
	(*grammar.Scry)(nil):                  {"Amount": ref("action: unknown effect")},
	(*grammar.Regenerate)(nil):            {"Object": low("action")},
	(*grammar.CantBeRegenerated)(nil):     {"Regenerated": mark()},
	(*grammar.CantAttackOrBlock)(nil):     {"Attack": low("mods: Restrict"), "Block": low("mods: Restrict"), "Alone": low("combatRule: CombatRule.NotAlone (group M1)"), "Unless": low("combatRule: CombatRule.AttackUnless (group M1)")},
	(*grammar.FlashbackCost)(nil):         {"ManaCost": mark()},
	(*grammar.GetTickets)(nil):            {"Tickets": low("stickerAction")},
	(*grammar.SorceryOnly)(nil):           {"Sorcery": mark()},
	(*grammar.YouRef)(nil):                {"You": mark()},
	(*grammar.TargetPlayerRef)(nil):       {"Opponent": low("playerRef: TargetSpec.Opponent")},
	(*grammar.EachPlayerRef)(nil):         {"Opponent": low("playerRef"), "Other": low("eachOtherPlayer: OtherPlayers")},
	(*grammar.ItsOwnerRef)(nil):           {"Owner": mark()},
	(*grammar.ItsControllerRef)(nil):      {"Controller": mark()},
	(*grammar.ThatPlayerRef)(nil):         {"Player": mark()},
	(*grammar.ThisRef)(nil):               {"This": mark()},
	(*grammar.ItRef)(nil):                 {"It": mark()},
	(*grammar.ThatRef)(nil):               {"Noun": low("objRef: \"that spell\" after a cast is the spell; the other nouns are \"it\""), "OrPlaneswalker": spell("objRef: \"that creature or planeswalker\" is \"it\"; thatOr refuses it after another noun")},
	(*grammar.TargetRef)(nil):             {"Another": low("target"), "UpTo": low("target"), "Selector": low("target"), "Any": low("target"), "Count": low("target: exactly N")},
	(*grammar.ExiledRef)(nil):             {"Plural": spell("\"the exiled card\" and \"cards\" are every card linked (607.2a)")},
	(*grammar.SacrificedRef)(nil):         {"Noun": low("objRef: Sacrificed or SacrificedLKI")},
	(*grammar.DiscardedRef)(nil):          {"Card": mark()},
	(*grammar.TriggeringRef)(nil):         {"Noun": spell("every noun is the triggering object")},
	(*grammar.AttachedRef)(nil):           {"Via": low("checkAttached"), "Noun": low("checkAttached")},
	(*grammar.EachRef)(nil):               {"Word": spell("\"each\" and \"all\" mean the same"), "Selector": low("objRef: Each.Filter")},
	(*grammar.IndefiniteRef)(nil):         {"Article": low("indefinite: \"another\" is refused"), "Selector": low("indefinite")},
	(*grammar.Selector)(nil):              {"Words": low("selectorIn"), "Constraints": low("selectorIn")},
	(*grammar.SelectorWord)(nil):          {"Or": low("selectorIn: alternatives"), "Text": low("selectorIn"), "Comma": low("selectorIn: alternatives; selectorList")},
	(*grammar.ControllerConstraint)(nil):  {"You": low("selectorIn"), "Not": low("selectorIn"), "Opponent": low("selectorIn")},
	(*grammar.OwnerConstraint)(nil):       {"You": mark()},
	(*grammar.CompareConstraint)(nil):     {"Stat": low("selectorIn: only mana value"), "N": low("selectorIn"), "Or": low("selectorIn")},
	(*grammar.StickerConstraint)(nil):     {"Kind": low("stickerConstraint")},
	(*grammar.KeywordConstraint)(nil):     {"Keyword": low("selectorIn: Filter.Keyword")},
	(*grammar.ZoneConstraint)(nil):        {"Prep": spell("\"in\" and \"from\" say where the object is"), "Zone": low("zoneRef")},
	(*grammar.ZoneRef)(nil):               {"Whose": low("zoneRef"), "Any": spell("\"a graveyard\" is any graveyard"), "Zone": low("zoneRef")},
	(*grammar.Possessive)(nil):            {"Your": low("where it is read"), "Their": low("where it is read"), "Owner": low("where it is read"), "Controller": low("where it is read")},
	(*grammar.Event)(nil):                 {"Subject": low("event"), "Verb": low("event"), "Counters": low("counterRemovedEvent: Trigger.Counter (group G1)")},
	(*grammar.EntersEvent)(nil):           {"Battlefield": spell("\"enters\" is \"enters the battlefield\""), "UnderYourControl": low("event: Filter.Controller")},
	(*grammar.LeavesEvent)(nil):           {"Battlefield": mark()},
	(*grammar.DiesEvent)(nil):             {"Dies": mark()},
	(*grammar.PutIntoGraveyardEvent)(nil): {"Whose": low("event: Filter.Owner"), "Anywhere": low("event: Trigger.Anywhere")},
	(*grammar.AttacksEvent)(nil):          {"Attacks": mark()},
	(*grammar.BlocksEvent)(nil):           {"Blocks": mark()},
	(*grammar.BecomesBlockedEvent)(nil):   {"Blocked": mark()},
	(*grammar.CastEvent)(nil):             {"Object": low("event: Filter")},
	(*grammar.Condition)(nil):             {"Subject": low("condition"), "Test": low("condition")},
	(*grammar.WasKicked)(nil):             {"Kicked": mark(), "With": low("condition: Kicked.Index")},
	(*grammar.Controls)(nil):              {"Object": low("condition"), "Selector": low("condition"), "More": low("condition: Filter.Alts")},
	(*grammar.IsOnBattlefield)(nil):       {"Battlefield": mark()},
	(*grammar.WouldBePut)(nil):            {"Whose": low("replacement: Owner"), "Anywhere": spell("a replacement watches every zone either way")},
	(*grammar.WouldDie)(nil):              {"Die": mark()},
	(*grammar.WouldDealDamage)(nil):       {"To": ref("replacement: not supported")},
	(*grammar.Step)(nil):                  {"Name": low("step")},
	// enters_with.go, additional_cost.go, ability_word.go, choose.go
	(*grammar.AdditionalCostItem)(nil): {"Costs": low("additionalCost: CardDef.AdditionalCost")},
	(*grammar.AbilityWordItem)(nil):    {"Word": low("abilityWord: Ability.Word")},
	(*grammar.EntersWith)(nil):         {"Counters": low("staticEntersWith: EntersWith.Counter, Amount"), "Keywords": low("staticEntersWith: EntersWith.Keywords"), "Tapped": low("staticEntersWith: EntersWith.Tapped"), "Unless": low("staticEntersWith: EntersWith.Unless")},
	(*grammar.CountersOn)(nil):         {"Amount": low("countersOn"), "Counter": low("countersOn: EntersWith.Counter"), "ForEach": low("countersOn: PerEach")},
	(*grammar.ForEachColor)(nil):       {"Spent": low("countersOn: ColorsSpent.Obj")},
	(*grammar.ConditionalClause)(nil):  {"Condition": low("conditional, staticEntersWith: If"), "Clause": low("conditional, staticEntersWith")},
	(*grammar.Choose)(nil):             {"Object": low("chooseObject, choosePlayer"), "More": low("chooseObject: ChooseTarget.More (group G4)")},
	// prevention.go (group B: damage and prevention)
	(*grammar.PreventThatClause)(nil): {"Next": low("preventThat: Prevent.Next; staticPrevention: refused"), "If": low("preventThat: Prevent.All"),
		"Combat": low("preventThat, staticPrevention: Combat"), "Source": low("preventThat: Prevent.By; staticPrevention: From"),
		"SourceCombat": low("preventThat, staticPrevention: Combat"), "To": low("preventThat: Prevent.To; staticPrevention: ToYou, To, Other"),
		"Duration": low("preventThat: Prevent.Duration; staticPrevention: refused")},
	(*grammar.PerPrevented)(nil):             {"Per": low("perPrevented: only 1"), "Prevented": mark()},
	(*grammar.ChoiceConstraint)(nil):         {"Choice": mark()},
	(*grammar.PlayerControlsConstraint)(nil): {"Player": mark(), "OrThat": low("eachControlledBy: PlayerOrController")},
	// granted.go, history.go (group C2: granted abilities and madness)
	(*grammar.HasAbility)(nil):          {"Quoted": low("quotedAbility: AddAbilities")},
	(*grammar.Quoted)(nil):              {"Text": low("quotedAbility: ParseQuotedAbility")},
	(*grammar.GainsAbilitiesOf)(nil):    {"Kind": low("gainsAbilitiesOf: only \"activated\""), "Object": low("gainsAbilitiesOf: GainAbilitiesOf.Of")},
	(*grammar.HistoryConstraint)(nil):   {"Verbs": low("historyConstraint: Filter.History")},
	(*grammar.OpponentsConstraint)(nil): {"Their": low("opponentsConstraint: \"their\" only in a target another player chooses")},
	(*grammar.WhenThisTurn)(nil):        {"Word": spell("\"when\" and \"whenever\" mean the same: the card watched is cast once"), "Event": low("whenThisTurn: only \"you cast it\""), "Clause": low("whenThisTurn: CreateCastTrigger.Effects"), "Rest": low("whenThisTurn: CreateCastTrigger.Effects")},
	// text_change.go (group A: text and qualities)
	(*grammar.ChangeText)(nil):          {"Object": low("textAction: ChangeText.What"), "Kind": low("textAction: ChangeText.Kind")},
	(*grammar.NewWordCantBe)(nil):       {"Kind": low("newWordCantBe: the kind of the text change before it, else refused"), "Word": low("newWordCantBe: ChangeText.Except")},
	(*grammar.OtherRef)(nil):            {"Other": mark(), "Selector": low("otherFilter")},
	(*grammar.IsTypes)(nil):             {"Words": low("addTypes: AddTypes"), "Other": spell("addTypes: the same types; \"creature types\" refuses a card type")},
	(*grammar.BecomesTypes)(nil):        {"Words": low("addTypes: AddTypes"), "Other": spell("addTypes: the same types; \"creature types\" refuses a card type")},
	(*grammar.Reveal)(nil):              {"Object": low("textAction: Reveal.What; shuffleInstead: this or it")},
	(*grammar.IsSacrificed)(nil):        {"Sacrificed": mark()},
	(*grammar.PrintedInConstraint)(nil): {"Expansion": low("printedIn: Filter.PrintedIn; an expansion the runtime does not know is refused")},
	// combat_rules.go (group M1: creatures, keywords and combat)
	(*grammar.AttacksIfAble)(nil):      {"Attack": mark(), "You": low("attackYou: AttackYou; combatRule refuses it")},
	(*grammar.CantBeBlocked)(nil):      {"Blocked": mark(), "Except": low("combatRule: CombatRule.BlockedOnlyBy"), "Keywords": low("cantBeBlocked: AddKeywords")},
	(*grammar.UnlessControls)(nil):     {"Article": spell("\"a\" and \"an\" mean the same"), "Selector": low("combatRule: CombatRule.AttackUnless")},
	(*grammar.AllMustBlock)(nil):       {"This": mark()},
	(*grammar.UncounterableItem)(nil):  {"Spell": mark()},
	(*grammar.BlockCreatureEvent)(nil): {"Verb": low("blockCreatureEvent: Trigger.Event, OrBlockedBy")},
	(*grammar.DamageEvent)(nil):        {"To": low("damageEvent: Trigger.ToPlayer")},
	(*grammar.PTCountClause)(nil):      {"This": mark(), "Selector": low("ptCountClause: PTCount.Filter"), "Life": low("ptCountClause: PTCount.Life")},
	(*grammar.PluralRef)(nil):          {"State": low("selectorIn: Match.Attacking/Blocking"), "Noun": low("objRef: Each.Filter"), "Constraints": low("selectorIn")},
	// event_verbs_m5.go (group M5: Magic 2010 abilities, triggers, planeswalkers and lands)
	(*grammar.GainLifeEvent)(nil):        {"Verb": spell("\"gain\" and \"gains\" agree with the subject")},
	(*grammar.BecomesTargetEvent)(nil):   {"Of": low("m5Event: Trigger.TargetOf")},
	(*grammar.TapsForManaEvent)(nil):     {"Object": low("m5Event: Trigger.Filter")},
	(*grammar.IsTappedForManaEvent)(nil): {"Tapped": mark()},
	(*grammar.ActivatedTimes)(nil):       {"Times": low("activatedTimes: ActivatedTimes.N")},
	(*grammar.ThoseRef)(nil):             {"Noun": spell("\"those creatures\" and \"those permanents\" both name what the clause before acted on")},
	(*grammar.TargetPlayerControls)(nil): {"Target": mark()},
	(*grammar.SkipUntap)(nil):            {"Verb": spell("\"don't\" and \"doesn't\" agree with the subject"), "Whose": low("skipUntap: SkipNextUntap.Player"), "Next": low("skipUntap: SkipNextUntap; without it mods: DoesntUntap (a static ability)")},
	// group M2 (lords, Auras, Equipment): control_object.go, deck_rule.go, step_of.go; PluralRef and ForEach are in count_test.go
	(*grammar.ControlObject)(nil):   {"Object": low("staticControl: StaticEffect.Affects, Filter")},
	(*grammar.PluralQualifier)(nil): {"Text": low("PluralRef.Selector: Filter")},
	(*grammar.DeckRuleItem)(nil):    {"Name": low("deckRule: CardDef.AnyNumberInDeck; refused unless it is the card's name")},
	(*grammar.StepOf)(nil):          {"Object": spell("card: the permanent this is attached to, whatever the noun"), "Player": low("card: Trigger.Whose = EnchantedPlayersStep (enchant_player.go)")},
	// enchant_player.go
	(*grammar.EnchantedPlayerRef)(nil):      {"Player": mark()},
	(*grammar.EnchantedPlayerControls)(nil): {"Player": mark()},
	// group N1 (last Magic 2010 cards): activation_ban.go
	(*grammar.CantBeActivatedClause)(nil): {"Its": low("cantBeActivated: StaticEffect.Affects from the clause before"), "Of": low("cantBeActivated: StaticEffect.Filter"), "Cant": mark(), "ExceptMana": low("cantBeActivated: CantBeActivated.ExceptMana")},
	// group N2 (copying spells): copy_spell.go
	(*grammar.CopySpell)(nil): {"Object": low("copySpell: CopySpell.What")},
	// group N2: divided_damage.go
	(*grammar.Divided)(nil):           {"Evenly": low("dealDivided: DealDivided.Evenly"), "Among": low("dealDivided: TargetSpec")},
	(*grammar.DividedTargets)(nil):    {"AnyNumber": low("dealDivided: any target"), "Counts": low("dealDivided: TargetSpec.Min, Max"), "Selector": low("dealDivided: TargetSpec.Filter")},
	(*grammar.CostPerTargetItem)(nil): {"Cost": low("costPerTarget: CardDef.CostPerTarget")},
	(*grammar.ChooseNewTargets)(nil):  {"Those": spell("chooseNewTargets: CopySpell.NewTargets, the copy's controller chooses; refused unless several players copy")},
	// group P2: if_you_do.go
	(*grammar.IfYouDoClause)(nil): {"Dont": low("ifYouDo: IfYouDid.Dont"), "Clause": low("ifYouDo: IfYouDid.Effects")},
	// group P1 (last Magic 2010 cards): compare_source.go
	(*grammar.OtherThanThis)(nil):           {"This": mark()},
	(*grammar.CantSacrifice)(nil):           {"Object": low("cantSacrifice: CouldntSacrifice.Filter")},
	(*grammar.SourceCompareConstraint)(nil): {"Stat": low("selectorIn: SourceCompare.Stat"), "Cmp": low("selectorIn: SourceCompare.Less"), "SourceStat": low("selectorIn: SourceCompare.SourceStat")},
	// group G4 (chosen types and random choices): random_choice.go
	(*grammar.AtRandomRef)(nil): {"Them": mark()},
	// becomes.go
	(*grammar.StillTypes)(nil): {"Word": spell("stillTypes: every prior type is kept whichever type it names (205.1b)")},
	(*grammar.Remains)(nil):    {"Battlefield": mark()},
	// as_enters.go
	(*grammar.AsEntersChoice)(nil): {"Kind": low("asEntersChoice: EntersWith.Choose")},
	(*grammar.IsChosen)(nil):       {"Kind": low("isChosen: IsChosenLandType; the chosen color is refused")},
	// group G2: card_name.go, copy_permanent.go, reveal_top.go
	(*grammar.ChooseName)(nil):      {"Name": mark()},
	(*grammar.NameConstraint)(nil):  {"Chosen": low("nameConstraint: Filter.ChosenName"), "ThatName": ref("nameConstraint: only in searchedFor, negated"), "Not": low("searchedFor: SearchedFor.NotNamed")},
	(*grammar.SearchedFor)(nil):     {"For": low("searchedFor: SearchedFor.Filter")},
	(*grammar.EnterAsCopy)(nil):     {"This": mark(), "Article": spell("enterAsCopy: \"any\" and \"a\" mean the same with \"on the battlefield\""), "Selector": low("enterAsCopy: EntersWith.AsCopy"), "Battlefield": spell("enterAsCopy: a copied object is on the battlefield")},
	(*grammar.PlayRevealedTop)(nil): {"Whose": ref("staticTopOfLibrary: only \"your\""), "Revealed": mark()},
	(*grammar.TopCardIs)(nil):       {"Whose": ref("topCardIs: only \"your\""), "Article": spell("topCardIs: \"is black\" and \"is a black card\""), "Selector": low("topCardIs: TopCardIs.Filter")},
	(*grammar.AsLongAsClause)(nil):  {"Top": low("asLongAs: StaticEffect.If"), "If": ref("asLongAs: only the top card of a library"), "Clause": low("asLongAs: the static effects")},
	(*grammar.ThisAndOtherRef)(nil): {"Other": low("static: AffectsSelf and AffectsFilter")},
	// group G1 (combat and damage): block_several.go
	(*grammar.CanBlockMore)(nil): {"Any": low("combatRule: CombatRule.BlockAny"), "Additional": low("combatRule: CombatRule.BlockExtra")},
	// group G1: counters_removed.go
	(*grammar.CounterRemovedEvent)(nil): {"Counter": low("counterRemovedEvent: Trigger.Counter"), "Object": spell("counterRemovedEvent: only \"this\", else refused")},
	(*grammar.RemoveCounters)(nil):      {"Amount": low("action: RemoveCounters.Amount"), "Counter": low("action: RemoveCounters.Kind"), "From": low("action: RemoveCounters.What")},
	// group G1: damage_from.go
	(*grammar.DealsDamageEqual)(nil): {"Equal": low("dealsDamageEqual: only \"its power\", else refused"), "To": low("dealsDamageEqual: DamageFromEach.To"), "Divided": low("dealsDamageEqual: DamageDividedBy")},
	(*grammar.DividedAmong)(nil):     {"Chooser": spell("dealsDamageEqual: only \"its controller\", else refused"), "Among": low("dealsDamageEqual: DamageDividedBy.Among")},
	(*grammar.ThoseTypedRef)(nil):    {"Noun": low("thoseTyped: TappedThisWay.Filter")},
	// group G1: redirect.go
	(*grammar.RedirectClause)(nil): {"Amount": low("redirect: Redirect.Amount"), "Source": low("redirect: Redirect.By"), "To": low("redirect: Redirect.ToPlayers"), "AndOr": low("redirect: Redirect.ToEach"), "Duration": low("redirect: Redirect.Duration"), "Instead": low("redirect: Redirect.Instead")},
	// group G3 (libraries): reveal_until.go
	(*grammar.RevealUntil)(nil):       {"Whose": low("revealUntil: refused unless the subject's own library"), "Who": low("revealUntil: refused unless it agrees with the subject"), "For": low("revealUntil: RevealUntil.Filter")},
	(*grammar.ThisWayConstraint)(nil): {"Verb": low("revealedThisWay, forEachClause, thisWay, dealtThisWay: revealed, exiled, tapped or dealt damage")},
	// regenerate.go
	(*grammar.TheCreatureRef)(nil): {"Creature": mark()},
}

func init() {
	// group G2: "Then that player shuffles." (a sentence that begins with "then")
	astUses[(*grammar.Sentence)(nil)]["Then"] = spell("sentenceClauses: \"then\" at the start of a sentence means what the sentence break means (608.2c)")
}

// astSample is a pair of cards that differ in one field: base checks, and
// variant must compile differently (lowered), the same (spelling) or not
// at all (refused), as the field's kind says or, where a field is lowered
// for some values and a spelling for others, as kind says. A card given
// without a "card" header gets the header sampleHeader.
type astSample struct{ field, base, variant, kind string }

const sampleHeader = "cost {X}{B}\n  type Artifact\n"

// spellSampleHeader is the header of a sample made of a spell ability: a
// spell ability is an instant's or a sorcery's (113.3a).
const spellSampleHeader = "cost {X}{B}\n  type Sorcery\n"

var astSamples = []astSample{
	// group G4: becomes.go
	{"Becomes.PT", "when this enters, target Forest becomes a 4/5 green Treefolk creature for as long as this remains on the battlefield. it's still a land.", "when this enters, target Forest becomes a 2/2 green Treefolk creature for as long as this remains on the battlefield. it's still a land.", ""},
	{"Becomes.Article", "when this enters, target Forest becomes a 4/5 green Treefolk creature until end of turn. it's still a land.", "when this enters, target Forest becomes green until end of turn.", ""},
	{"Becomes.Words", "when this enters, target Forest becomes a 4/5 green Treefolk creature until end of turn. it's still a land.", "when this enters, target Forest becomes a 4/5 red Elemental creature until end of turn. it's still a land.", ""},
	{"Becomes.Article", "spell: target creature becomes green until end of turn.", "spell: target creature becomes a green until end of turn.", "refused"},
	{"Duration.AsLongAs", "when this enters, target Forest becomes a 4/5 green Treefolk creature until end of turn. it's still a land.", "when this enters, target Forest becomes a 4/5 green Treefolk creature for as long as this remains on the battlefield. it's still a land.", ""},
	{"StillTypes.Word", "when this enters, target Forest becomes a 4/5 green Treefolk creature until end of turn. it's still a land.", "when this enters, target Forest becomes a 4/5 green Treefolk creature until end of turn. it's still an artifact.", spelling},
	// group G4: as_enters.go
	{"AsEntersChoice.Kind", "card \"A\" { type Enchantment — Aura\n enchant land\n static: as this enters, choose a basic land type.\n static: enchanted land is the chosen type. }", "card \"A\" { type Enchantment — Aura\n enchant land\n static: as this enters, choose a creature type.\n static: enchanted land is the chosen type. }", "refused"},
	{"AsEntersChoice.Kind", "card \"A\" { type Enchantment\n static: as this enters, choose a color. }", "card \"A\" { type Enchantment\n static: as this enters, choose a creature type. }", ""},
	{"IsChosen.Kind", "card \"A\" { type Enchantment — Aura\n enchant land\n static: as this enters, choose a basic land type.\n static: enchanted land is the chosen type. }", "card \"A\" { type Enchantment — Aura\n enchant land\n static: as this enters, choose a basic land type.\n static: enchanted land is the chosen color. }", "refused"},
	// group G4: random_choice.go
	{"Choose.More", "at the beginning of your upkeep, choose target nonland permanent you control. destroy it.", "at the beginning of your upkeep, choose target nonland permanent you control and up to two target nonland permanents you don't control. destroy it.", ""},
	// combat_rules.go (group M1)
	{"PTCountClause.Selector", "card \"A\" { type Creature\n pt */*\n static: this's power and toughness are each equal to the number of Islands you control. }", "card \"A\" { type Creature\n pt */*\n static: this's power and toughness are each equal to the number of Swamps you control. }", ""},
	{"AttacksIfAble.You", "static: this attacks each combat if able.", "static: this attacks you this turn if able.", "refused"},
	{"Discard.Random", "spell: target player discards a card.", "spell: target player discards a card at random.", ""},
	{"DamageEvent.To", "whenever this deals damage to a player, draw a card.", "whenever this deals damage to an opponent, draw a card.", ""},
	{"DamageEvent.To", "whenever this deals damage to a player, draw a card.", "whenever this deals damage to a creature, draw a card.", "refused"},
	{"BlockCreatureEvent.Verb", "whenever this blocks a creature, draw a card.", "whenever this becomes blocked by a creature, draw a card.", ""},
	{"BlockCreatureEvent.Verb", "whenever this blocks a creature, draw a card.", "whenever this blocks or becomes blocked by a creature, draw a card.", ""},
	{"SelectorWord.Comma", "spell: destroy target artifact enchantment or land.", "spell: destroy target artifact, enchantment, or land.", ""},
	{"PluralQualifier.Text", "spell: attacking creatures get +2/+0 until end of turn.", "spell: blocking creatures get +2/+0 until end of turn.", ""},
	{"PluralRef.Qualifiers", "spell: attacking creatures get +2/+0 until end of turn.", "spell: creatures get +2/+0 until end of turn.", ""},
	{"PluralRef.Constraints", "static: creatures get +1/+1.", "static: creatures you control get +1/+1.", ""},
	{"Keyword.AndFrom", "protection from blue", "protection from blue and from black", ""},
	{"Keyword.AndFrom", "static: this has protection from blue.", "static: this has protection from blue and from black.", "refused"},
	{"CantBeBlocked.Except", "static: this can't be blocked.", "static: this can't be blocked except by black creatures.", ""},
	{"CantBeBlocked.Except", "static: this can't be blocked except by black creatures.", "static: this can't be blocked except by white creatures.", ""},
	{"CantAttackOrBlock.Alone", "static: this can't attack or block.", "static: this can't attack or block alone.", ""},
	{"CantAttackOrBlock.Alone", "spell: target creature can't attack or block.", "spell: target creature can't attack or block alone.", "refused"},
	{"CantAttackOrBlock.Unless", "static: this can't attack.", "static: this can't attack unless defending player controls an Island.", ""},
	{"UnlessControls.Selector", "static: this can't attack unless defending player controls an Island.", "static: this can't attack unless defending player controls a Swamp.", ""},
	{"UnlessControls.Article", "static: this can't attack unless defending player controls an Island.", "static: this can't attack unless defending player controls a Island.", ""},
	// castlimit.go, combatdamage.go, colorchoice.go, replacement durations (group D1)
	{"CastLimit.Amount", "static: each player can't cast more than one spell each turn.", "static: each player can't cast more than two spells each turn.", ""},
	{"CastLimit.Spells", "static: each player can't cast more than one spell each turn.", "static: each player can't cast more than one noncreature spell each turn.", ""},
	{"CastLimit.Spells", "static: each player can't cast more than one spell each turn.", "static: each player can't cast more than one creature each turn.", "refused"},
	{"CombatDamageEvent.To", "whenever this deals combat damage to a player, draw a card.", "whenever this deals combat damage to an opponent, draw a card.", "refused"},
	{"Keyword.Choice", "spell: target creature gains protection from red until end of turn.", "spell: target creature gains protection from the color of your choice until end of turn.", ""},
	{"Keyword.Choice", "static: this has protection from red.", "static: this has protection from the color of your choice.", "refused"},
	{"ReplacementClause.Duration", "spell: if target creature would be put into a graveyard, exile it instead.", "spell: if target creature would be put into a graveyard this turn, exile it instead.", ""},
	{"ReplacementClause.Duration", "static: if this would die, exile it instead.", "static: if this would die this turn, exile it instead.", "refused"},
	{"Card.Name", `card "A" { type Artifact }`, `card "B" { type Artifact }`, ""},
	{"Card.Items", "card \"A\" { type Artifact\n }", "card \"A\" { type Artifact\n flying }", ""},
	{"CostItem.Cost", `card "A" { cost {1} type Artifact }`, `card "A" { cost {2} type Artifact }`, ""},
	{"TypeItem.Types", "card \"A\" { type Artifact\n }", "card \"A\" { type Enchantment\n }", ""},
	{"TypeItem.Subtypes", "card \"A\" { type Artifact — Thing\n }", "card \"A\" { type Artifact — Other\n }", ""},
	{"PTItem.PT", "card \"A\" { type Creature\n pt 1/1 }", "card \"A\" { type Creature\n pt 2/1 }", ""},
	{"LoyaltyItem.Loyalty", "card \"A\" { type Planeswalker\n loyalty 3 }", "card \"A\" { type Planeswalker\n loyalty 4 }", ""},
	{"ColorItem.Colors", "color blue", "color red", ""},
	{"Word.Text", "color blue", "color green", ""},
	{"OracleItem.Text", `oracle "a"`, `oracle "b"`, ""},
	{"EnchantItem.Qualifiers", "card \"A\" { type Enchantment — Aura\n enchant creature }", "card \"A\" { type Enchantment — Aura\n enchant tapped creature }", ""},
	{"EnchantItem.Words", "card \"A\" { type Enchantment — Aura\n enchant creature }", "card \"A\" { type Enchantment — Aura\n enchant artifact }", ""},
	{"EnchantItem.Words", "card \"A\" { type Enchantment — Aura\n enchant creature }", "card \"A\" { type Enchantment — Aura\n enchant player }", ""},
	{"EnchantItem.Words", "card \"A\" { type Enchantment — Aura\n enchant player }", "card \"A\" { type Enchantment — Aura\n enchant opponent }", ""},
	{"EnchantItem.Words", "card \"A\" { type Enchantment — Aura\n enchant player }", "card \"A\" { type Enchantment — Aura\n enchant creature or player }", "refused"},
	{"EnchantItem.Constraints", "card \"A\" { type Enchantment — Aura\n enchant creature }", "card \"A\" { type Enchantment — Aura\n enchant creature you control }", ""},
	{"EnchantItem.Constraints", "card \"A\" { type Enchantment — Aura\n enchant creature you control }", "card \"A\" { type Enchantment — Aura\n enchant creature an opponent controls }", ""},
	{"EnchantItem.Constraints", "card \"A\" { type Enchantment — Aura\n enchant creature }", "card \"A\" { type Enchantment — Aura\n enchant creature with flying }", "refused"},
	{"EnchantItem.Card", "card \"A\" { type Enchantment — Aura\n enchant creature }", "card \"A\" { type Enchantment — Aura\n enchant creature card in a graveyard }", "refused"},
	{"KeywordItem.Keywords", "flying", "flying, trample", ""},
	{"Keyword.Name", "flying", "trample", ""},
	{"Keyword.Cost", "kicker {1}", "kicker {2}", ""},
	{"Keyword.N", "flying", "flying 2", ""},
	{"Keyword.From", "protection from red", "protection from blue", ""},
	{"ManaCost.Symbols", "{1}: draw a card.", "{2}: draw a card.", ""},
	{"SpellAbility.Effects", "spell: draw a card.", "spell: discard a card.", ""},
	{"StaticAbility.Effects", "static: this has flying.", "static: this has trample.", ""},
	{"TriggeredAbility.Word", "when this dies, draw a card.", "whenever this dies, draw a card.", ""},
	{"TriggeredAbility.Event", "when this dies, draw a card.", "when this attacks, draw a card.", ""},
	{"TriggeredAbility.Condition", "when this dies, draw a card.", "when this dies, if you control an artifact, draw a card.", ""},
	{"TriggeredAbility.Effects", "when this dies, draw a card.", "when this dies, discard a card.", ""},
	{"StepTriggeredAbility.Your", "at the beginning of each upkeep, draw a card.", "at the beginning of your upkeep, draw a card.", ""},
	{"StepTriggeredAbility.EachOpponent", "at the beginning of each upkeep, draw a card.", "at the beginning of each opponent's upkeep, draw a card.", ""},
	{"StepTriggeredAbility.Each", "at the beginning of your upkeep, draw a card.", "at the beginning of each upkeep, draw a card.", ""},
	{"StepTriggeredAbility.The", "at the beginning of your end step, draw a card.", "at the beginning of the end step, draw a card.", ""},
	{"StepTriggeredAbility.Next", "at the beginning of the end step, draw a card.", "at the beginning of the next end step, draw a card.", ""},
	{"StepTriggeredAbility.Step", "at the beginning of your upkeep, draw a card.", "at the beginning of your end step, draw a card.", ""},
	{"StepTriggeredAbility.Condition", "at the beginning of your upkeep, draw a card.", "at the beginning of your upkeep, if you control an artifact, draw a card.", ""},
	{"StepTriggeredAbility.Effects", "at the beginning of your upkeep, draw a card.", "at the beginning of your upkeep, discard a card.", ""},
	{"LoyaltyAbility.Cost", "+1: draw a card.", "-1: draw a card.", ""},
	{"LoyaltyAbility.Effects", "+1: draw a card.", "+1: discard a card.", ""},
	{"ActivatedAbility.Costs", "{1}: draw a card.", "{1}, {T}: draw a card.", ""},
	{"ActivatedAbility.Effects", "{1}: draw a card.", "{1}: discard a card.", ""},
	{"SacrificeCost.Object", "sacrifice a creature: draw a card.", "sacrifice an artifact: draw a card.", ""},
	{"DiscardCost.Object", "discard a card: draw a card.", "discard a creature card in your hand: draw a card.", ""},
	{"ExileCost.Object", "{1}: draw a card.", "exile a creature card in your graveyard: draw a card.", ""},
	{"ExileCost.From", "{1}: draw a card.", "exile this from your graveyard: draw a card.", ""},
	{"PayLifeCost.Amount", "pay 1 life: draw a card.", "pay 2 life: draw a card.", ""},
	{"TapCost.Object", "{1}: draw a card.", "tap an untapped creature you control: draw a card.", ""},
	{"UntapCost.Object", "{1}: draw a card.", "untap this: draw a card.", ""},
	{"RemoveCountersCost.Amount", "{1}: draw a card.", "remove a +1/+1 counter from this: draw a card.", ""},
	{"RemoveCountersCost.Counter", "{1}: draw a card.", "remove a +1/+1 counter from this: draw a card.", ""},
	{"RemoveCountersCost.From", "{1}: draw a card.", "remove a +1/+1 counter from this: draw a card.", ""},
	{"Effects.Sentences", "spell: draw a card.", "spell: draw a card. discard a card.", ""},
	{"Sentence.Modes", "spell: draw a card.", "spell: choose one — • draw a card. • discard a card.", ""},
	{"Sentence.Clause", "spell: draw a card.", "spell: mill a card.", ""},
	{"Sentence.Rest", "spell: draw a card.", "spell: draw a card and discard a card.", ""},
	{"Joined.Join", "spell: draw a card, then discard a card.", "spell: draw a card and discard a card.", ""},
	{"Joined.Clause", "spell: draw a card and discard a card.", "spell: draw a card and mill a card.", ""},
	{"Modes.Count", "spell: choose one — • draw a card. • discard a card.", "spell: choose two — • draw a card. • discard a card.", ""},
	{"Modes.Modes", "spell: choose one — • draw a card. • discard a card.", "spell: choose one — • draw a card. • discard a card. • mill a card.", ""},
	{"ReplacementClause.Subject", "spell: cast target instant card in your graveyard. if that spell would be put into a graveyard, exile it instead.", "spell: cast target instant card in your graveyard. if it would be put into a graveyard, exile it instead.", ""},
	{"ReplacementClause.Event", "spell: cast target instant card in your graveyard. if that spell would be put into a graveyard, exile it instead.", "spell: cast target instant card in your graveyard. if that spell would die, exile it instead.", ""},
	{"ReplacementClause.Instead", "spell: cast target instant card in your graveyard. if that spell would be put into a graveyard, exile it instead.", "spell: cast target instant card in your graveyard. if that spell would be put into a graveyard, return it to its owner's hand instead.", ""},
	{"ReplacementClause.Instead", "static: if this would die, exile it instead.", "static: if this would die, return it to the battlefield instead.", ""},
	{"ReplacementClause.Instead", "spell: this deals 2 damage to target creature. if that creature would die this turn, exile it instead.", "spell: this deals 2 damage to target creature. if that creature would die this turn, return it to the battlefield instead.", "refused"},
	{"DelayedClause.At", "spell: exile target creature. at the beginning of the next end step, return it to the battlefield.", "spell: exile target creature. at the beginning of the next upkeep, return it to the battlefield.", ""},
	{"DelayedClause.Clause", "spell: exile target creature. at the beginning of the next end step, return it to the battlefield.", "spell: exile target creature. at the beginning of the next end step, return it to its owner's hand.", ""},
	{"DelayedClause.Rest", "spell: exile target creature. at the beginning of the next end step, return it to the battlefield.", "spell: exile target creature. at the beginning of the next end step, return it to the battlefield and tap it.", ""},
	{"PreventClause.All", "spell: prevent 1 damage that would be dealt to you.", "spell: prevent all damage that would be dealt to you.", ""},
	{"PreventClause.Amount", "spell: prevent 1 damage that would be dealt to you.", "spell: prevent 2 damage that would be dealt to you.", ""},
	{"PreventClause.Combat", "spell: prevent all damage that would be dealt to you.", "spell: prevent all combat damage that would be dealt to you.", ""},
	{"PreventClause.To", "spell: prevent all damage that would be dealt to you.", "spell: prevent all damage that would be dealt to target creature.", ""},
	{"PreventClause.By", "spell: prevent all damage that would be dealt to you.", "spell: prevent all damage that would be dealt by target creature.", ""},
	{"PreventClause.Duration", "spell: prevent all damage that would be dealt to you.", "spell: prevent all damage that would be dealt to you until end of turn.", ""},
	{"DuringClause.Your", "static: this has flying.", "static: during each of your turns, you may cast a creature spell from your graveyard.", ""},
	{"DuringClause.Clause", "static: during each of your turns, you may cast a creature spell from your graveyard.", "static: during each of your turns, you may cast an artifact spell from your graveyard.", ""},
	{"ActionClause.Subject", "spell: draw a card.", "spell: target player draws a card.", ""},
	{"ActionClause.May", "spell: you draw a card.", "spell: you may draw a card.", ""},
	{"ActionClause.Predicate", "spell: draw a card.", "spell: discard a card.", ""},
	{"ActionClause.Trail", "spell: target creature gets +1/+1.", "spell: target creature gets +1/+1 until end of turn.", ""},
	{"ActionClause.Trail", "spell: destroy target creature.", "spell: destroy target creature until end of turn.", ""},
	{"ActionClause.Delayed", "spell: exile target creature. return it to the battlefield.", "spell: exile target creature. return it to the battlefield at the beginning of the next end step.", ""},
	{"DelayedClause.Your", "spell: exile target creature. at the beginning of the next upkeep, return it to the battlefield.", "spell: exile target creature. at the beginning of your next upkeep, return it to the battlefield.", ""},
	{"DelayedSuffix.Your", "spell: exile target creature. return it to the battlefield at the beginning of the next upkeep.", "spell: exile target creature. return it to the battlefield at the beginning of your next upkeep.", ""},
	{"DelayedSuffix.Step", "spell: exile target creature. return it to the battlefield at the beginning of the next end step.", "spell: exile target creature. return it to the battlefield at the beginning of the next upkeep.", ""},
	{"Duration.EndOfTurn", "spell: target creature gets +1/+1 until your next turn.", "spell: target creature gets +1/+1 until end of turn.", ""},
	{"Duration.ThisLeaves", "spell: exile target creature.", "spell: exile target creature until this leaves the battlefield.", ""},
	{"Duration.ThisLeaves", "spell: target creature gets +1/+1.", "spell: target creature gets +1/+1 until this leaves the battlefield.", ""},
	{"Duration.YourNextTurn", "spell: target creature gets +1/+1 until end of turn.", "spell: target creature gets +1/+1 until your next turn.", ""},
	{"Duration.ThisTurn", "spell: target creature gets +1/+1 until end of turn.", "spell: target creature gets +1/+1 this turn.", ""},
	{"Duration.ThisTurn", "spell: you may cast target creature card in a graveyard until end of turn.", "spell: you may cast target creature card in a graveyard this turn.", ""},
	{"Duration.AsLongAs", "spell: target creature gets +1/+1.", "spell: target creature gets +1/+1 for as long as you control an artifact.", ""},
	{"Amount.Number", "spell: draw a card.", "spell: draw 2 cards.", ""},
	{"Amount.X", "spell: draw 1 card.", "spell: draw X cards.", ""},
	{"Amount.X", "card \"A\" { type Instant\n spell: draw 1 card. }", "card \"A\" { type Instant\n spell: draw X cards. }", ""},
	{"Amount.ThatMuch", "spell: you gain 1 life. draw 1 card.", "spell: you gain 1 life. draw that much cards.", ""},
	{"Amount.ThatMuch", "spell: destroy target creature. draw 1 card.", "spell: destroy target creature. draw that much cards.", ""},
	{"Amount.Its", "whenever a creature dies, you gain 1 life.", "whenever a creature dies, you gain its power life.", ""},
	{"Amount.Of", "spell: you gain 1 life.", "spell: you gain target creature's power life.", ""},
	{"Amount.Stat", "whenever a creature dies, you gain its power life.", "whenever a creature dies, you gain its toughness life.", ""},
	{"DealDamage.Amount", "spell: this deals 1 damage to any target.", "spell: this deals 2 damage to any target.", ""},
	{"DealDamage.To", "spell: this deals 1 damage to any target.", "spell: this deals 1 damage to target creature.", ""},
	{"DealDamage.Amount2", "spell: this deals 1 damage to any target.", "spell: this deals 1 damage to any target and 1 damage to target player.", ""},
	{"DealDamage.To2", "spell: this deals 1 damage to any target and 1 damage to target player.", "spell: this deals 1 damage to any target and 1 damage to you.", ""},
	{"Destroy.Object", "spell: destroy target creature.", "spell: destroy target artifact.", ""},
	{"Exile.Object", "spell: exile target creature.", "spell: exile target artifact.", ""},
	{"Return.Object", "spell: return target creature to its owner's hand.", "spell: return target artifact to its owner's hand.", ""},
	{"Return.Battlefield", "spell: return target creature card in your graveyard to your hand.", "spell: return target creature card in your graveyard to the battlefield.", ""},
	{"Return.Under", "spell: return target creature card in a graveyard to the battlefield under its owner's control.", "spell: return target creature card in a graveyard to the battlefield under your control.", ""},
	{"Return.Under", "spell: return target creature card in a graveyard to the battlefield.", "spell: return target creature card in a graveyard to the battlefield under your control.", spelling},
	{"Return.Under", "spell: return target creature card in a graveyard to the battlefield.", "spell: return target creature card in a graveyard to the battlefield under its controller's control.", ""},
	{"Return.Tapped", "spell: return target creature card in a graveyard to the battlefield.", "spell: return target creature card in a graveyard to the battlefield tapped.", ""},
	{"Return.Hand", "spell: return target creature card in your graveyard to the battlefield.", "spell: return target creature card in your graveyard to its owner's hand.", ""},
	{"Put.Object", "spell: put target creature into its owner's graveyard.", "spell: put target artifact into its owner's graveyard.", ""},
	{"Put.Into", "spell: put target creature into its owner's graveyard.", "spell: put target creature into your graveyard.", ""},
	{"Put.Zone", "spell: put target creature into its owner's graveyard.", "spell: put target creature into its owner's hand.", ""},
	{"Put.Top", "spell: put target creature into its owner's graveyard.", "spell: put target creature on top of its owner's library.", ""},
	{"Put.Top", "spell: put target creature into its owner's library.", "spell: put target creature on top of its owner's library.", spelling},
	{"Put.Bottom", "spell: put target creature on top of its owner's library.", "spell: put target creature on the bottom of its owner's library.", ""},
	{"Put.Of", "spell: put target creature on top of its owner's library.", "spell: put target creature on top of your library.", ""},
	{"PutCounters.Amount", "spell: put a +1/+1 counter on target creature.", "spell: put two +1/+1 counters on target creature.", ""},
	{"PutCounters.Counter", "spell: put a +1/+1 counter on target creature.", "spell: put a -1/-1 counter on target creature.", ""},
	{"PutCounters.On", "spell: put a +1/+1 counter on target creature.", "spell: put a +1/+1 counter on this.", ""},
	{"PutSticker.Kind", "spell: put a name sticker on target creature.", "spell: put an art sticker on target creature.", ""},
	{"PutSticker.Object", "spell: put a name sticker on target creature.", "spell: put a name sticker on this.", ""},
	{"Counter.Object", "spell: counter target spell.", "spell: counter target creature spell.", ""},
	{"Draw.Amount", "spell: draw a card.", "spell: draw 2 cards.", ""},
	{"Discard.Amount", "spell: discard a card.", "spell: discard 2 cards.", ""},
	{"Mill.Amount", "spell: mill a card.", "spell: mill 2 cards.", ""},
	{"Sacrifice.Object", "spell: sacrifice a creature.", "spell: sacrifice an artifact.", ""},
	{"GainLife.Amount", "spell: you gain 1 life.", "spell: you gain 2 life.", ""},
	{"LoseLife.Amount", "spell: you lose 1 life.", "spell: you lose 2 life.", ""},
	{"GainControl.Object", "spell: gain control of target creature.", "spell: gain control of target artifact.", ""},
	{"GetsPT.Mod", "spell: target creature gets +1/+1.", "spell: target creature gets +2/+1.", ""},
	{"GetsPT.Keywords", "spell: target creature gets +1/+1.", "spell: target creature gets +1/+1 and gains flying.", ""},
	{"HasKeywords.Keywords", "spell: target creature gains flying.", "spell: target creature gains trample.", ""},
	{"LosesKeywords.Keywords", "spell: target creature loses flying.", "spell: target creature loses trample.", ""},
	{"LosesKeywords.Keywords", "spell: target creature loses flying.", "spell: target creature loses protection from blue.", ""},
	{"Becomes.Article", "spell: target creature becomes blue.", "spell: target creature becomes a blue.", ""},
	{"Becomes.PT", "spell: target creature becomes blue.", "spell: target creature becomes 3/3 blue.", ""},
	{"Becomes.Words", "spell: target creature becomes blue.", "spell: target creature becomes red.", ""},
	{"Tap.Object", "spell: tap target creature.", "spell: tap target artifact.", ""},
	{"Untap.Object", "spell: untap target creature.", "spell: untap target artifact.", ""},
	{"CreateToken.Amount", "spell: create a 1/1 white Soldier creature token.", "spell: create two 1/1 white Soldier creature tokens.", ""},
	{"CreateToken.PT", "spell: create a 1/1 white Soldier creature token.", "spell: create a 2/1 white Soldier creature token.", ""},
	{"CreateToken.Words", "spell: create a 1/1 white Soldier creature token.", "spell: create a 1/1 red Soldier creature token.", ""},
	{"CreateToken.Keywords", "spell: create a 1/1 white Soldier creature token.", "spell: create a 1/1 white Soldier creature token with flying.", ""},
	{"Attach.Object", "spell: attach this to target creature.", "spell: attach target artifact to target creature.", ""},
	{"Attach.To", "spell: attach this to target creature.", "spell: attach this to target artifact.", ""},
	{"Cast.Object", "spell: cast target instant card in your graveyard.", "spell: cast target sorcery card in your graveyard.", ""},
	{"Cast.From", "spell: exile target card in a graveyard. cast it.", "spell: exile target card in a graveyard. cast it from exile.", ""},
	{"Cast.WithoutPaying", "spell: cast target instant card in your graveyard.", "spell: cast target instant card in your graveyard without paying its mana cost.", ""},
	{"Play.Object", "spell: play target land card in your graveyard.", "spell: play target creature card in your graveyard.", ""},
	{"Play.From", "spell: exile target card in a graveyard. play it.", "spell: exile target card in a graveyard. play it from your graveyard.", ""},
	{"Play.WithoutPaying", "spell: play target card in your graveyard.", "spell: play target card in your graveyard without paying its mana cost.", ""},
	{"AddMana.Mana", "{T}: add {G}.", "{T}: add {R}.", ""},
	{"Shuffle.Whose", "spell: shuffle your library.", "spell: put target creature into its owner's library. shuffle its owner's library.", ""},
	{"Scry.Amount", "spell: draw a card.", "spell: scry 1.", ""},
	{"Regenerate.Object", "spell: draw a card.", "spell: regenerate target creature.", ""},
	{"CantAttackOrBlock.Attack", "spell: target creature can't block.", "spell: target creature can't attack.", ""},
	{"CantAttackOrBlock.Block", "spell: target creature can't attack.", "spell: target creature can't attack or block.", ""},
	{"GetTickets.Tickets", "spell: you get {TK}.", "spell: you get {TK}{TK}.", ""},
	{"TargetPlayerRef.Opponent", "spell: target player draws a card.", "spell: target opponent draws a card.", ""},
	{"EachPlayerRef.Opponent", "spell: each player draws a card.", "spell: each opponent draws a card.", ""},
	{"ThatRef.Noun", "spell: cast target instant card in your graveyard. counter that card.", "spell: cast target instant card in your graveyard. counter that spell.", ""},
	{"ThatRef.Noun", "spell: tap target creature. untap that card.", "spell: tap target creature. untap that creature.", spelling},
	{"ThatRef.OrPlaneswalker", "spell: this deals 3 damage to target creature or planeswalker. tap that creature.", "spell: this deals 3 damage to target creature or planeswalker. tap that creature or planeswalker.", ""},
	{"ThatRef.OrPlaneswalker", "spell: tap target creature. untap that card.", "spell: tap target creature. untap that card or planeswalker.", "refused"},
	// regenerate.go
	{"ThisWayConstraint.Verb", "spell: this deals 2 damage to any target. a creature dealt damage this way can't be regenerated this turn.", "spell: this deals 2 damage to any target. a creature tapped this way can't be regenerated this turn.", "refused"},
	{"ActionClause.Trail", "spell: destroy target creature. it can't be regenerated.", "spell: destroy target creature. it can't be regenerated this turn.", ""},
	{"ActionClause.Trail", "spell: target creature can't be regenerated this turn.", "spell: target creature can't be regenerated until end of turn.", spelling},
	{"ActionClause.Subject", "spell: this deals 2 damage to any target. if it's a creature, it can't be regenerated this turn.", "spell: this deals 2 damage to any target. a creature dealt damage this way can't be regenerated this turn.", ""},
	{"IsA.Selector", "spell: this deals 2 damage to any target. if it's a creature, it can't be regenerated this turn.", "spell: this deals 2 damage to any target. if it's a planeswalker, it can't be regenerated this turn.", ""},
	{"ReplacementClause.Subject", "spell: this deals 2 damage to any target. if it would die this turn, exile it instead.", "spell: this deals 2 damage to any target. if the creature would die this turn, exile it instead.", ""},
	{"ReplacementClause.Event", "spell: this deals 2 damage to target creature. if that creature would be put into a graveyard this turn, exile it instead.", "spell: this deals 2 damage to target creature. if that creature would die this turn, exile it instead.", lowered},
	{"TargetRef.Another", "spell: destroy target creature.", "spell: destroy another target creature.", ""},
	{"TargetRef.UpTo", "spell: destroy target creature.", "spell: destroy up to 2 target creature.", ""},
	{"TargetRef.Selector", "spell: destroy target creature.", "spell: destroy target artifact.", ""},
	{"TargetRef.Any", "spell: this deals 1 damage to target creature or player.", "spell: this deals 1 damage to any target.", ""},
	{"ExiledRef.Plural", "spell: exile target creature.\n when this leaves the battlefield, return the exiled card to the battlefield.", "spell: exile target creature.\n when this leaves the battlefield, return the exiled cards to the battlefield.", ""},
	{"SacrificedRef.Noun", "sacrifice a creature: return the sacrificed card to its owner's hand.", "sacrifice a creature: return the sacrificed creature to its owner's hand.", ""},
	// enters_with.go, additional_cost.go, ability_word.go, choose.go
	{"Return.More", "spell: return target creature card in your graveyard to your hand.", "spell: return target creature card in your graveyard and target artifact card in your graveyard to your hand.", ""},
	{"Return.With", "spell: return target creature card in your graveyard to the battlefield.", "spell: return target creature card in your graveyard to the battlefield with a +1/+1 counter on it.", ""},
	{"Draw.Equal", "spell: draw 1 card.", "spell: draw cards equal to target creature's power.", ""},
	{"GainLife.Equal", "spell: you gain 1 life.", "spell: you gain life equal to target creature's power.", ""},
	{"LoseLife.Equal", "spell: you lose 1 life.", "spell: you lose life equal to target creature's power.", ""},
	{"AdditionalCostItem.Costs", "as an additional cost to cast this spell, sacrifice a creature.", "as an additional cost to cast this spell, sacrifice an artifact.", ""},
	{"AdditionalCostItem.Costs", "as an additional cost to cast this spell, sacrifice a creature.", "as an additional cost to cast this spell, sacrifice this.", "refused"},
	{"AdditionalCostItem.Costs", "as an additional cost to cast this spell, sacrifice a creature.", "as an additional cost to cast this spell, {1}.", "refused"},
	{"AbilityWordItem.Word", "converge — static: this has flying.", "landfall — static: this has flying.", ""},
	{"AbilityWordItem.Word", "static: this has flying.", "converge — flying", "refused"},
	{"EntersWith.Counters", "static: this enters with a +1/+1 counter on it.", "static: this enters with two +1/+1 counters on it.", ""},
	{"EntersWith.Keywords", "static: this enters with a +1/+1 counter on it.", "static: this enters with a +1/+1 counter on it and with flying.", ""},
	{"CountersOn.Amount", "static: this enters with a +1/+1 counter on it.", "static: this enters with X +1/+1 counters on it.", ""},
	{"CountersOn.Counter", "static: this enters with a +1/+1 counter on it.", "static: this enters with a -1/-1 counter on it.", ""},
	{"CountersOn.ForEach", "static: this enters with a +1/+1 counter on it.", "static: this enters with a +1/+1 counter on it for each color of mana spent to cast it.", ""},
	{"ForEachColor.Spent", "spell: return target creature card in your graveyard to the battlefield with a +1/+1 counter on it for each color of mana spent to cast it.", "spell: return target creature card in your graveyard to the battlefield with a +1/+1 counter on it for each color of mana spent to cast this.", ""},
	{"ConditionalClause.Condition", "kicker {1}\n static: if this was kicked, it enters with a +1/+1 counter on it.", "kicker {1}\n static: if this was kicked with its {1} kicker, it enters with a +1/+1 counter on it.", ""},
	{"ConditionalClause.Condition", "kicker {1}\n spell: if this was kicked, draw a card.", "kicker {1}\n spell: if you control an artifact, draw a card.", ""},
	{"ConditionalClause.Clause", "kicker {1}\n spell: if this was kicked, draw a card.", "kicker {1}\n spell: if this was kicked, discard a card.", ""},
	{"ConditionalClause.Clause", "kicker {1}\n static: if this was kicked, it enters with a +1/+1 counter on it.", "kicker {1}\n static: if this was kicked, it enters with flying.", ""},
	{"Choose.Object", "spell: choose target creature card in your graveyard. return that card to your hand.", "spell: choose target artifact card in your graveyard. return that card to your hand.", ""},
	{"Choose.Object", "spell: choose target creature card in your graveyard. return that card to your hand.", "spell: choose a creature card in your graveyard. return that card to your hand.", "refused"},
	{"TriggeringRef.Noun", "whenever a creature dies, exile the triggering card.", "whenever a creature dies, exile the triggering creature.", ""},
	{"AttachedRef.Via", "card \"A\" { type Enchantment — Aura\n enchant creature\n static: enchanted creature has flying. }", "card \"A\" { type Enchantment — Aura\n enchant creature\n static: equipped creature has flying. }", ""},
	{"AttachedRef.Noun", "card \"A\" { type Enchantment — Aura\n enchant creature\n static: enchanted creature has flying. }", "card \"A\" { type Enchantment — Aura\n enchant creature\n static: enchanted land has flying. }", ""},
	{"AttachedRef.Noun", "card \"A\" { type Enchantment — Aura\n enchant creature\n static: enchanted creature has flying. }", "card \"A\" { type Enchantment — Aura\n enchant creature\n static: enchanted permanent has flying. }", spelling},
	{"AttachedRef.Noun", "card \"A\" { type Enchantment — Aura\n enchant Forest\n static: enchanted Forest has flying. }", "card \"A\" { type Enchantment — Aura\n enchant Forest\n static: enchanted land has flying. }", spelling},
	{"AttachedRef.Noun", "card \"A\" { type Enchantment — Aura\n enchant creature\n static: enchanted creature has flying. }", "card \"A\" { type Enchantment — Aura\n enchant creature\n static: enchanted thing has flying. }", "refused"},
	{"EachRef.Word", "spell: destroy each creature.", "spell: destroy all creatures.", ""},
	{"EachRef.Selector", "spell: destroy each creature.", "spell: destroy each artifact.", ""},
	{"IndefiniteRef.Article", "whenever a creature dies, draw a card.", "whenever another creature dies, draw a card.", ""},
	{"IndefiniteRef.Selector", "whenever a creature dies, draw a card.", "whenever an artifact dies, draw a card.", ""},
	{"Selector.Words", "spell: destroy target creature.", "spell: destroy target green creature.", ""},
	{"Selector.Constraints", "spell: destroy target creature.", "spell: destroy target creature you control.", ""},
	{"SelectorWord.Or", "spell: destroy target artifact enchantment.", "spell: destroy target artifact or enchantment.", ""},
	{"SelectorWord.Text", "spell: destroy target creature.", "spell: destroy target tapped creature.", ""},
	{"SelectorWord.Text", "spell: destroy target creature.", "spell: destroy target nontoken creature.", ""},
	{"SelectorWord.Text", "spell: return target creature card in your graveyard to your hand.", "spell: return target permanent card in your graveyard to your hand.", ""},
	{"ControllerConstraint.You", "spell: destroy target creature an opponent controls.", "spell: destroy target creature you control.", ""},
	{"ControllerConstraint.Not", "spell: destroy target creature you control.", "spell: destroy target creature you don't control.", ""},
	{"ControllerConstraint.Opponent", "spell: destroy target creature you control.", "spell: destroy target creature an opponent controls.", ""},
	{"CompareConstraint.Stat", "spell: destroy target creature with mana value 2.", "spell: destroy target creature with power 2.", ""},
	{"CompareConstraint.N", "spell: destroy target creature with mana value 2.", "spell: destroy target creature with mana value 3.", ""},
	{"CompareConstraint.Or", "spell: destroy target creature with mana value 2.", "spell: destroy target creature with mana value 2 or less.", ""},
	{"StickerConstraint.Kind", "spell: destroy target creature with a name sticker on it.", "spell: destroy target creature with an art sticker on it.", ""},
	{"KeywordConstraint.Keyword", "spell: destroy target creature with flying.", "spell: destroy target creature with trample.", ""},
	{"KeywordConstraint.Keyword", "spell: destroy target creature with flying.", "spell: destroy target creature with protection from red.", ""},
	{"ZoneConstraint.Prep", "spell: exile target card in a graveyard.", "spell: exile target card from a graveyard.", ""},
	{"ZoneConstraint.Zone", "spell: return target card in a graveyard to its owner's hand.", "spell: return target card in exile to its owner's hand.", ""},
	{"ZoneRef.Whose", "spell: exile target card in a graveyard.", "spell: exile target card in your graveyard.", ""},
	{"ZoneRef.Whose", "spell: exile target card in a graveyard.", "spell: exile target card in their graveyard.", ""},
	{"ZoneRef.Any", "spell: exile target card in a graveyard.", "spell: exile target card in graveyard.", ""},
	{"ZoneRef.Zone", "spell: exile target card in a graveyard.", "spell: exile target card in a library.", ""},
	{"Possessive.Your", "spell: put target creature into its owner's library. shuffle its owner's library.", "spell: put target creature into its owner's library. shuffle your library.", ""},
	{"Possessive.Their", "spell: each player shuffles their library.", "spell: each player shuffles its owner's library.", ""},
	{"Possessive.Owner", "spell: put target creature into its owner's library. shuffle its controller's library.", "spell: put target creature into its owner's library. shuffle its owner's library.", ""},
	{"Possessive.Controller", "spell: put target creature into its owner's library. shuffle its owner's library.", "spell: put target creature into its owner's library. shuffle its controller's library.", ""},
	{"Event.Subject", "when this dies, draw a card.", "whenever a creature dies, draw a card.", ""},
	{"Event.Verb", "when this dies, draw a card.", "when this attacks, draw a card.", ""},
	{"EntersEvent.Battlefield", "when this enters, draw a card.", "when this enters the battlefield, draw a card.", ""},
	{"EntersEvent.UnderYourControl", "whenever a creature enters the battlefield, draw a card.", "whenever a creature enters the battlefield under your control, draw a card.", ""},
	{"EntersEvent.UnderYourControl", "when this enters the battlefield, draw a card.", "when this enters the battlefield under your control, draw a card.", ""},
	{"PutIntoGraveyardEvent.Whose", "whenever a creature is put into a graveyard from the battlefield, draw a card.", "whenever a creature is put into your graveyard from the battlefield, draw a card.", ""},
	{"PutIntoGraveyardEvent.Anywhere", "when this is put into a graveyard from the battlefield, draw a card.", "when this is put into a graveyard from anywhere, draw a card.", ""},
	{"CastEvent.Object", "whenever you cast a creature spell, draw a card.", "whenever you cast an artifact spell, draw a card.", ""},
	{"CastEvent.Object", "whenever you cast a creature spell, draw a card.", "whenever you cast this, draw a card.", ""},
	{"Condition.Subject", "when this dies, if you control an artifact, draw a card.", "when this dies, if target player controls an artifact, draw a card.", ""},
	{"Condition.Test", "when this dies, if you control an artifact, draw a card.", "when this dies, if this is on the battlefield, draw a card.", ""},
	{"WasKicked.With", "kicker {1}\n when this enters, if it was kicked, draw a card.", "kicker {1}\n when this enters, if it was kicked with its {1} kicker, draw a card.", ""},
	{"Controls.Object", "when this dies, if you control an artifact, draw a card.", "when this dies, if you control a creature, draw a card.", ""},
	{"Controls.Selector", "when this dies, if you control artifact, draw a card.", "when this dies, if you control creature, draw a card.", ""},
	{"WouldBePut.Whose", "spell: cast target instant card in your graveyard. if that spell would be put into a graveyard, exile it instead.", "spell: cast target instant card in your graveyard. if that spell would be put into your graveyard, exile it instead.", ""},
	{"WouldBePut.Whose", "static: if a card would be put into a graveyard, exile it instead.", "static: if a card would be put into your graveyard, exile it instead.", ""},
	{"WouldBePut.Anywhere", "static: if a card would be put into a graveyard, exile it instead.", "static: if a card would be put into a graveyard from anywhere, exile it instead.", ""},
	{"WouldDealDamage.To", "static: if this would die, exile it instead.", "static: if a source would deal damage to you, exile it instead.", ""},
	{"Step.Name", "at the beginning of your upkeep, draw a card.", "at the beginning of your end step, draw a card.", ""},
	// prevention.go (group B: damage and prevention)
	{"PreventThatClause.Next", "spell: if a red source of your choice would deal damage to you this turn, prevent that damage.", "spell: the next time a red source of your choice would deal damage to you this turn, prevent that damage.", ""},
	{"PreventThatClause.Next", "static: if a source would deal damage to you, prevent that damage.", "static: the next time a source would deal damage to you, prevent that damage.", ""},
	{"PreventThatClause.If", "spell: the next time target creature would deal damage to you, prevent that damage.", "spell: if target creature would deal damage to you, prevent that damage.", ""},
	{"PreventThatClause.Combat", "spell: if damage would be dealt to you, prevent that damage.", "spell: if combat damage would be dealt to you, prevent that damage.", ""},
	{"PreventThatClause.Combat", "static: if damage would be dealt to you, prevent that damage.", "static: if combat damage would be dealt to you, prevent that damage.", ""},
	{"PreventThatClause.Source", "spell: if damage would be dealt to you, prevent that damage.", "spell: if target creature would deal damage to you, prevent that damage.", ""},
	{"PreventThatClause.Source", "static: if damage would be dealt to you, prevent that damage.", "static: if a red source would deal damage to you, prevent that damage.", ""},
	{"PreventThatClause.Source", "static: if damage would be dealt to you, prevent that damage.", "static: if target creature would deal damage to you, prevent that damage.", ""},
	{"PreventThatClause.SourceCombat", "spell: if target creature would deal damage to you, prevent that damage.", "spell: if target creature would deal combat damage to you, prevent that damage.", ""},
	{"PreventThatClause.To", "spell: if target creature would deal damage to you, prevent that damage.", "spell: if target creature would deal damage, prevent that damage.", ""},
	{"PreventThatClause.To", "static: if damage would be dealt to you, prevent that damage.", "static: if damage would be dealt to another creature you control, prevent that damage.", ""},
	{"PreventThatClause.To", "static: if damage would be dealt to you, prevent that damage.", "static: if damage would be dealt to target creature, prevent that damage.", ""},
	{"PreventThatClause.Duration", "spell: if damage would be dealt to you, prevent that damage.", "spell: if damage would be dealt to you this turn, prevent that damage.", ""},
	{"PreventThatClause.Duration", "static: if damage would be dealt to you, prevent that damage.", "static: if damage would be dealt to you this turn, prevent that damage.", ""},
	{"PerPrevented.Per", "static: if damage would be dealt to you, prevent that damage. draw a card for each 1 damage prevented this way.", "static: if damage would be dealt to you, prevent that damage. draw a card for each 2 damage prevented this way.", ""},
	{"ActionClause.Per", "spell: prevent all damage that would be dealt to you this turn. you gain 1 life.", "spell: prevent all damage that would be dealt to you this turn. you gain 1 life for each 1 damage prevented this way.", ""},
	{"ActionClause.Per", "spell: draw a card.", "spell: draw a card for each 1 damage prevented this way.", ""},
	{"Amount.Prevented", "spell: prevent all damage that would be dealt to you this turn. you gain 1 life.", "spell: prevent all damage that would be dealt to you this turn. you gain life equal to the damage prevented this way.", ""},
	{"Amount.Prevented", "static: if damage would be dealt to you, prevent that damage. draw a card for each 1 damage prevented this way.", "static: if damage would be dealt to you, prevent that damage. draw the damage prevented this way cards.", ""},
	{"Amount.Prevented", "spell: you gain 1 life.", "spell: you gain life equal to the damage prevented this way.", ""},
	{"PlayerControlsConstraint.OrThat", "spell: this deals 1 damage to target player or planeswalker and each creature that player controls.", "spell: this deals 1 damage to target player or planeswalker and each creature that player or that planeswalker's controller controls.", ""},
	{"PlayerControlsConstraint.OrThat", "spell: this deals 1 damage to target player and each creature that player controls.", "spell: this deals 1 damage to target player and each creature that player or that planeswalker's controller controls.", ""},
	{"DealDamage.AlsoTo", "spell: this deals 1 damage to target creature.", "spell: this deals 1 damage to target creature and each player.", ""},
	{"Draw.Plus", "spell: discard your hand, then draw that many cards.", "spell: discard your hand, then draw that many cards plus one.", ""},
	{"Discard.Hand", "spell: discard a card.", "spell: discard your hand.", ""},
	{"Discard.Hand", "spell: discard a card.", "spell: discard all the cards in their hand.", ""},
	{"PreventClause.Source", "spell: prevent all damage that would be dealt to you.", "spell: prevent all damage target creature would deal.", ""},
	{"Shuffle.Object", "when this dies, shuffle its owner's library.", "when this dies, shuffle it into its owner's library.", ""},
	{"Shuffle.Object", "when this dies, shuffle your library.", "when this dies, shuffle it into your library.", ""},
	// granted.go, history.go (group C2: granted abilities and madness)
	{"HasAbility.Quoted", `static: this has "{1}: draw a card.".`, `static: this has "{2}: draw a card.".`, ""},
	{"HasAbility.Quoted", `static: this has "{1}: draw a card.".`, `static: this has "spell: draw a card.".`, "refused"},
	{"Quoted.Text", `static: this has "{1}: draw a card.".`, `static: this has "{1}: discard a card.".`, ""},
	{"Quoted.Text", `static: this has "at the beginning of your upkeep, draw a card.".`, `static: this has "at the beginning of your upkeep, sacrifice this.".`, ""},
	{"Quoted.Text", `static: this has "{1}: draw a card.".`, `static: this has "{1}: draw a card".`, "refused"},
	{"GainsAbilitiesOf.Kind", "{1}: this gains all activated abilities of target creature until end of turn.", "{1}: this gains all triggered abilities of target creature until end of turn.", ""},
	{"GainsAbilitiesOf.Object", "{1}: this gains all activated abilities of target creature until end of turn.", "{1}: this gains all activated abilities of target artifact until end of turn.", ""},
	{"HistoryConstraint.Verbs", "spell: return all cards in your graveyard that you discarded this turn to your hand.", "spell: return all cards in your graveyard that you cycled this turn to your hand.", ""},
	{"HistoryConstraint.Verbs", "spell: return all cards in your graveyard that you discarded this turn to your hand.", "spell: return all cards in your graveyard that you cycled or discarded this turn to your hand.", ""},
	{"OpponentsConstraint.Their", "when this dies, its controller chooses target creature one of their opponents controls. destroy that creature.", "when this dies, its controller chooses target creature one of your opponents controls. destroy that creature.", ""},
	{"OpponentsConstraint.Their", "spell: destroy target creature one of your opponents controls.", "spell: destroy target creature one of their opponents controls.", ""},
	{"WhenThisTurn.Word", "{1}: you may cast target creature card in a graveyard this turn. when you cast it this turn, draw a card.", "{1}: you may cast target creature card in a graveyard this turn. whenever you cast it this turn, draw a card.", ""},
	{"WhenThisTurn.Event", "{1}: you may cast target creature card in a graveyard this turn. when you cast it this turn, draw a card.", "{1}: you may cast target creature card in a graveyard this turn. when it dies this turn, draw a card.", ""},
	{"WhenThisTurn.Clause", "{1}: you may cast target creature card in a graveyard this turn. when you cast it this turn, draw a card.", "{1}: you may cast target creature card in a graveyard this turn. when you cast it this turn, discard a card.", ""},
	{"WhenThisTurn.Rest", "{1}: you may cast target creature card in a graveyard this turn. when you cast it this turn, draw a card.", "{1}: you may cast target creature card in a graveyard this turn. when you cast it this turn, draw a card and discard a card.", ""},
	{"Sentence.When", "{1}: you may cast target creature card in a graveyard this turn. draw a card.", "{1}: you may cast target creature card in a graveyard this turn. when you cast it this turn, draw a card.", ""},
	{"Sentence.When", "static: this has flying.", "static: when you cast it this turn, draw a card.", ""},
	{"Return.From", "when this dies, return this to the battlefield.", "when this dies, return this from its owner's graveyard to the battlefield.", ""},
	{"Return.AttachedTo", "card \"A\" { type Enchantment — Aura\n enchant creature\n when enchanted creature dies, return this to the battlefield. }", "card \"A\" { type Enchantment — Aura\n enchant creature\n when enchanted creature dies, return this to the battlefield attached to target creature. }", ""},
	{"LoyaltyAbility.MinusX", "-1: this deals 1 damage to any target.", "-X: this deals 1 damage to any target.", ""},
	// text_change.go (group A: text and qualities)
	{"ChangeText.Object", "spell: change the text of target spell or permanent by replacing all instances of one color word with another.", "spell: change the text of target creature by replacing all instances of one color word with another.", ""},
	{"ChangeText.Kind", "spell: change the text of target spell or permanent by replacing all instances of one color word with another.", "spell: change the text of target spell or permanent by replacing all instances of one creature type with another.", ""},
	{"NewWordCantBe.Kind", "spell: change the text of target permanent by replacing all instances of one creature type with another. the new creature type can't be Wall.", "spell: change the text of target permanent by replacing all instances of one creature type with another. the new color word can't be Wall.", "refused"},
	{"NewWordCantBe.Word", "spell: change the text of target permanent by replacing all instances of one creature type with another. the new creature type can't be Wall.", "spell: change the text of target permanent by replacing all instances of one creature type with another. the new creature type can't be Goblin.", ""},
	{"NewWordCantBe.Word", "spell: change the text of target permanent by replacing all instances of one creature type with another. the new creature type can't be Wall.", "spell: change the text of target permanent by replacing all instances of one creature type with another. the new creature type can't be Forest.", "refused"},
	{"OtherRef.Selector", "static: other Goblins get +1/+1.", "static: other Elves get +1/+1.", ""},
	{"IsTypes.Words", "static: each Human creature is a Warrior in addition to its other types.", "static: each Human creature is a Soldier in addition to its other types.", ""},
	{"IsTypes.Words", "static: each Human creature is a Warrior in addition to its other types.", "static: each Human creature is a Mountain in addition to its other types.", ""},
	{"IsTypes.Words", "static: each Human creature is a Warrior in addition to its other types.", "static: each Human creature is a Blue in addition to its other types.", "refused"},
	{"IsTypes.Other", "static: each Human creature is an artifact in addition to its other types.", "static: each Human creature is an artifact in addition to its other creature types.", "refused"},
	{"BecomesTypes.Words", "spell: target creature becomes a Human in addition to its other types until end of turn.", "spell: target creature becomes a Goblin in addition to its other types until end of turn.", ""},
	{"BecomesTypes.Other", "spell: target creature becomes a Human in addition to its other types until end of turn.", "spell: target creature becomes a Human in addition to its other creature types until end of turn.", ""},
	{"BecomesTypes.Other", "spell: target creature becomes an artifact in addition to its other types until end of turn.", "spell: target creature becomes an artifact in addition to its other creature types until end of turn.", "refused"},
	{"Reveal.Object", "spell: reveal this.", "spell: reveal target creature.", ""},
	{"Reveal.Object", "static: if this would be put into a graveyard from anywhere, reveal this and shuffle it into its owner's library instead.", "static: if this would be put into a graveyard from anywhere, reveal target creature and shuffle it into its owner's library instead.", "refused"},
	{"PrintedInConstraint.Expansion", "{1}, {T}: each nontoken permanent with a name originally printed in the Antiquities expansion is sacrificed by its controller.", "{1}, {T}: each nontoken permanent with a name originally printed in the Legends expansion is sacrificed by its controller.", "refused"},
	{"Selector.Constraints", "{1}, {T}: each nontoken permanent is sacrificed by its controller.", "{1}, {T}: each nontoken permanent with a name originally printed in the Antiquities expansion is sacrificed by its controller.", ""},
	{"LoyaltyAbility.MinusX", "card \"A\" { type Planeswalker\n -X: this deals X damage to any target. }", "card \"A\" { type Planeswalker\n -1: this deals X damage to any target. }", "refused"},
	// group M5: mana abilities with a choice, lands that enter tapped
	{"AddMana.Or", "{T}: add {B}.", "{T}: add {B} or {R}.", ""},
	{"AddMana.AnyColor", "{T}: add {G}.", "{T}: add one mana of any color.", ""},
	{"AddMana.Combination", "{T}: add two mana in any combination of colors.", "{T}: add three mana in any combination of colors.", ""},
	{"AddMana.Combination", "{T}: add {G}.", "{T}: add two mana in any combination of colors.", ""},
	{"AddMana.Combination", "{T}: add {G}.", "{T}: add 21 mana in any combination of colors.", "refused"},
	{"AddMana.Colors", "{T}: add two mana in any combination of {R} and/or {G}.", "{T}: add two mana in any combination of colors.", ""},
	{"AddMana.Among", "{T}: add two mana in any combination of {R} and/or {G}.", "{T}: add two mana in any combination of {W} and/or {G}.", ""},
	{"AddMana.Among", "{T}: add two mana in any combination of {R} and/or {G}.", "{T}: add two mana in any combination of {R} and/or {R}.", "refused"},
	{"AddMana.Chosen", "static: as this enters, choose a color.\n {T}: add {G}.", "static: as this enters, choose a color.\n {T}: add one mana of the chosen color.", ""},
	{"AddMana.Chosen", "{T}: add {G}.", "{T}: add one mana of the chosen color.", "refused"},
	{"AddMana.Additional", "whenever a player taps a land for mana, add {G}.", "whenever a player taps a land for mana, add an additional {G}.", ""},
	{"AddMana.Additional", "{T}: add {G}.", "{T}: add an additional {G}.", "refused"},
	{"Controls.More", "when this dies, if you control a Swamp, draw a card.", "when this dies, if you control a Swamp or a Mountain, draw a card.", ""},
	{"EntersWith.Tapped", "static: this enters with a +1/+1 counter on it.", "static: this enters tapped.", ""},
	{"EntersWith.Unless", "static: this enters tapped.", "static: this enters tapped unless you control a Swamp.", ""},
	{"SelectorWord.Comma", "{T}: exile target Skeleton or Zombie.", "{T}: exile target Skeleton, Vampire, or Zombie.", ""},
	{"GainLifeEvent.Verb", "whenever you gain life, draw a card.", "whenever you gains life, draw a card.", spelling},
	{"BecomesTargetEvent.Of", "when this becomes the target of a spell or ability, sacrifice it.", "when this becomes the target of a spell, sacrifice it.", ""},
	{"ActivatedTimes.Times", "{R}: this gets +1/+0 until end of turn. if this ability has been activated four or more times this turn, sacrifice this.", "{R}: this gets +1/+0 until end of turn. if this ability has been activated three or more times this turn, sacrifice this.", ""},
	{"TargetRef.Count", "spell: untap target land.", "spell: untap two target lands.", ""},
	{"PluralRef.Noun", "spell: creatures you control get +1/+1 until end of turn.", "spell: artifacts you control get +1/+1 until end of turn.", ""},
	{"PluralRef.Constraints", "spell: creatures you control get +1/+1 until end of turn.", "spell: creatures get +1/+1 until end of turn.", ""},
	{"ThoseRef.Noun", "spell: tap target creature. those creatures don't untap during your next untap step.", "spell: tap target creature. those permanents don't untap during your next untap step.", spelling},
	{"SkipUntap.Verb", "spell: tap target creature. those creatures don't untap during your next untap step.", "spell: tap target creature. those creatures doesn't untap during your next untap step.", spelling},
	{"SkipUntap.Whose", "spell: tap target creature. those creatures don't untap during your next untap step.", "spell: tap target creature. those creatures don't untap during its controller's next untap step.", ""},
	{"TapsForManaEvent.Object", "whenever a player taps a land for mana, this deals 1 damage to that player.", "whenever a player taps a creature for mana, this deals 1 damage to that player.", ""},
	// group M2: plural_ref.go, for_each.go, control_object.go, cant_be_blocked.go
	{"PreventClause.Noncombat", "enchant creature\n  static: prevent all damage that would be dealt to enchanted creature.", "enchant creature\n  static: prevent all noncombat damage that would be dealt to enchanted creature.", ""},
	{"DeckRuleItem.Name", "card \"A\" { type Creature\n pt 1/1 }", "card \"A\" { type Creature\n pt 1/1\n a deck can have any number of cards named A. }", ""},
	{"AddMana.Per", "{T}: add {G}.", "{T}: add {G} for each Elf you control.", ""},
	{"StepOf.Object", "enchant creature\n  at the beginning of the upkeep of enchanted creature's controller, you gain 1 life.", "enchant creature\n  at the beginning of the upkeep of enchanted permanent's controller, you gain 1 life.", spelling},
	{"StepTriggeredAbility.Of", "enchant creature\n  at the beginning of the upkeep, you gain 1 life.", "enchant creature\n  at the beginning of the upkeep of enchanted creature's controller, you gain 1 life.", ""},
	// enchant_player.go
	{"StepOf.Player", "enchant player\n  at the beginning of the upkeep, you gain 1 life.", "enchant player\n  at the beginning of the upkeep of enchanted player, you gain 1 life.", ""},
	{"StepOf.Player", "enchant creature\n  at the beginning of the upkeep of enchanted creature's controller, you gain 1 life.", "enchant creature\n  at the beginning of the upkeep of enchanted player, you gain 1 life.", "refused"},
	{"StepTriggeredAbility.Enchanted", "enchant player\n  at the beginning of your upkeep, you gain 1 life.", "enchant player\n  at the beginning of enchanted player's upkeep, you gain 1 life.", ""},
	{"StepTriggeredAbility.Enchanted", "enchant creature\n  at the beginning of your upkeep, you gain 1 life.", "enchant creature\n  at the beginning of enchanted player's upkeep, you gain 1 life.", "refused"},
	{"CantBeBlocked.Keywords", "static: this can't be blocked.", "static: this can't be blocked and has shroud.", ""},
	{"GetsPT.Loses", "static: this gets +1/+1.", "static: this gets +1/+1 and loses flying.", ""},
	{"ControlObject.Object", "static: you control each Goblin.", "static: you control each Elf.", ""},
	{"GetsPT.Per", "static: this gets +1/+1.", "static: this gets +1/+1 for each Plains you control.", ""},
	{"ForEach.Other", "static: this gets +1/+1 for each creature you control.", "static: this gets +1/+1 for each other creature you control.", ""},
	{"ForEach.Selector", "static: this gets +1/+1 for each creature you control.", "static: this gets +1/+1 for each artifact you control.", ""},
	{"ForEach.OnBattlefield", "static: this gets +1/+1 for each creature.", "static: this gets +1/+1 for each creature on the battlefield.", spelling},
	{"ForEach.Named", "static: this gets +1/+1 for each creature on the battlefield.", "static: this gets +1/+1 for each creature on the battlefield named Relentless Rats.", ""},
	{"ForEach.Shares", "static: each creature gets +1/+1 for each other creature.", "static: each creature gets +1/+1 for each other creature that shares at least one creature type with it.", ""},
	{"PluralRef.Qualifiers", "static: creatures you control have flying.", "static: white creatures you control have flying.", ""},
	{"PluralQualifier.Text", "static: white creatures you control have flying.", "static: black creatures you control have flying.", ""},
	{"PluralRef.Noun", "static: creatures you control have flying.", "static: artifacts you control have flying.", ""},
	{"PluralRef.Constraints", "static: creatures you control have flying.", "static: creatures have flying.", ""},
	// group N1: activation_ban.go
	{"CantBeActivatedClause.Its", "static: this can't attack or block, and its activated abilities can't be activated.", "static: this can't attack or block, and activated abilities of creatures can't be activated.", ""},
	{"CantBeActivatedClause.Of", "static: activated abilities of creatures can't be activated.", "static: activated abilities of artifacts can't be activated.", ""},
	{"CantBeActivatedClause.ExceptMana", "static: activated abilities of creatures can't be activated.", "static: activated abilities of creatures can't be activated unless they are mana abilities.", ""},
	// group N2: copy_spell.go
	{"CopySpell.Object", "spell: copy target instant spell.", "spell: copy target sorcery spell.", ""},
	{"ChooseNewTargets.Those", "whenever a player casts an instant spell, each other player copies that spell. each of those players may choose new targets for their copy.", "whenever a player casts an instant spell, each other player copies that spell. you may choose new targets for the copy.", refused},
	{"DealDamage.Divided", "spell: this deals 3 damage to any target.", "spell: this deals 3 damage divided as you choose among any number of targets.", ""},
	{"Divided.Evenly", "spell: this deals 3 damage divided as you choose among any number of targets.", "spell: this deals 3 damage divided evenly, rounded down, among any number of targets.", ""},
	{"Divided.Among", "spell: this deals 3 damage divided as you choose among any number of targets.", "spell: this deals 3 damage divided as you choose among one or two target creatures.", ""},
	{"DividedTargets.AnyNumber", "spell: this deals 3 damage divided as you choose among one, two, or three target creatures.", "spell: this deals 3 damage divided as you choose among any number of targets.", ""},
	{"DividedTargets.Counts", "spell: this deals 3 damage divided as you choose among one, two, or three target creatures.", "spell: this deals 3 damage divided as you choose among one or two target creatures.", ""},
	{"DividedTargets.Selector", "spell: this deals 3 damage divided as you choose among one, two, or three target creatures.", "spell: this deals 3 damage divided as you choose among one, two, or three target white and/or blue creatures.", ""},
	// group P1: compare_source.go
	{"CantSacrifice.Object", "at the beginning of your upkeep, sacrifice a creature other than this. if you can't sacrifice a creature, you lose 7 life.", "at the beginning of your upkeep, sacrifice a creature other than this. if you can't sacrifice a land, you lose 7 life.", ""},
	{"SourceCompareConstraint.Stat", "{T}: target creature you control with toughness less than this's power gains flying until end of turn.", "{T}: target creature you control with power less than this's power gains flying until end of turn.", ""},
	{"SourceCompareConstraint.Cmp", "{T}: target creature you control with toughness less than this's power gains flying until end of turn.", "{T}: target creature you control with toughness greater than this's power gains flying until end of turn.", ""},
	{"SourceCompareConstraint.SourceStat", "{T}: target creature you control with toughness less than this's power gains flying until end of turn.", "{T}: target creature you control with toughness less than this's toughness gains flying until end of turn.", ""},
	{"SelectorWord.Or", "spell: destroy target white creature.", "spell: destroy target white and/or blue creature.", ""},
	{"CostPerTargetItem.Cost", "card \"A\" { cost {X}{R}\n type Sorcery\n this spell costs {1} more to cast for each target beyond the first.\n spell: this deals X damage divided evenly, rounded down, among any number of targets. }", "card \"A\" { cost {X}{R}\n type Sorcery\n this spell costs {2} more to cast for each target beyond the first.\n spell: this deals X damage divided evenly, rounded down, among any number of targets. }", ""},
	{"EachPlayerRef.Other", "whenever a player casts an instant spell, each player copies that spell.", "whenever a player casts an instant spell, each other player copies that spell.", ""},
	// group P2: if_you_do.go, remove_counters_cost.go
	{"IfYouDoClause.Dont", "{1}: you may draw a card. if you don't, you gain 1 life.", "{1}: you may draw a card. if you do, you gain 1 life.", ""},
	{"IfYouDoClause.Clause", "{1}: you may draw a card. if you don't, you gain 1 life.", "{1}: you may draw a card. if you don't, you gain 2 life.", ""},
	{"IfYouDoClause.Dont", "{1}: you may draw a card. you gain 1 life.", "{1}: draw a card. if you don't, you gain 1 life.", refused},
	{"RemoveCountersCost.Counter", "{1}, remove a wish counter from this: draw a card.", "{1}, remove a +1/+1 counter from this: draw a card.", ""},
	{"RemoveCountersCost.Amount", "{1}, remove a wish counter from this: draw a card.", "{1}, remove two wish counters from this: draw a card.", ""},
	{"RemoveCountersCost.From", "{1}, remove a wish counter from this: draw a card.", "{1}, remove a wish counter from target creature: draw a card.", refused},
	// group P2: pt_count.go (your life total), token_ability.go
	{"PTCountClause.Life", "card \"A\" { type Creature\n pt */*\n static: this's power and toughness are each equal to the number of Islands you control. }", "card \"A\" { type Creature\n pt */*\n static: this's power and toughness are each equal to your life total. }", ""},
	{"HasAbility.Quoted", `spell: create a white Avatar creature token. it has "static: this's power and toughness are each equal to your life total.".`, `spell: create a white Avatar creature token.`, refused},
	{"HasAbility.Quoted", `spell: create a white Avatar creature token. it has "static: this's power and toughness are each equal to your life total.".`, `spell: create a white Avatar creature token. it has "static: this's power and toughness are each equal to the number of Islands you control.".`, ""},
	// group G2: card_name.go, copy_permanent.go, reveal_top.go
	{"NameConstraint.Chosen", "static: as this enters, choose a card name.\n static: activated abilities of sources can't be activated.", "static: as this enters, choose a card name.\n static: activated abilities of sources with the chosen name can't be activated.", ""},
	{"NameConstraint.Chosen", "static: activated abilities of sources can't be activated.", "static: activated abilities of sources with the chosen name can't be activated.", refused},
	{"NameConstraint.ThatName", "static: as this enters, choose a card name.\n static: activated abilities of sources with the chosen name can't be activated.", "static: as this enters, choose a card name.\n static: activated abilities of sources with that name can't be activated.", refused},
	{"NameConstraint.Not", "whenever this deals combat damage to a player, search that player's library for a card, then that player chooses a card name. if you searched for a creature card, you may put it onto the battlefield under your control.", "whenever this deals combat damage to a player, search that player's library for a card, then that player chooses a card name. if you searched for a creature card that doesn't have that name, you may put it onto the battlefield under your control.", ""},
	{"SearchedFor.For", "{T}: search your library for a card. if you searched for a creature card, you may put it onto the battlefield.", "{T}: search your library for a card. if you searched for a land card, you may put it onto the battlefield.", ""},
	{"EnterAsCopy.Selector", "static: you may have this enter as a copy of any creature on the battlefield.", "static: you may have this enter as a copy of any artifact on the battlefield.", ""},
	{"EnterAsCopy.Article", "static: you may have this enter as a copy of any creature on the battlefield.", "static: you may have this enter as a copy of a creature on the battlefield.", spelling},
	{"EnterAsCopy.Battlefield", "static: you may have this enter as a copy of any creature on the battlefield.", "static: you may have this enter as a copy of any creature.", spelling},
	{"PlayRevealedTop.Whose", "static: play with the top card of your library revealed.", "static: play with the top card of their library revealed.", refused},
	{"TopCardIs.Selector", "static: as long as the top card of your library is black, this gets +1/+1.", "static: as long as the top card of your library is red, this gets +1/+1.", ""},
	{"TopCardIs.Article", "static: as long as the top card of your library is black, this gets +1/+1.", "static: as long as the top card of your library is a black card, this gets +1/+1.", spelling},
	{"TopCardIs.Whose", "static: as long as the top card of your library is black, this gets +1/+1.", "static: as long as the top card of their library is black, this gets +1/+1.", refused},
	{"AsLongAsClause.Top", "static: this gets +1/+1.", "static: as long as the top card of your library is black, this gets +1/+1.", ""},
	{"AsLongAsClause.If", "static: as long as the top card of your library is black, this gets +1/+1.", "static: as long as you control a Swamp, this gets +1/+1.", refused},
	{"AsLongAsClause.Clause", "static: as long as the top card of your library is black, this gets +1/+1.", "static: as long as the top card of your library is black, this gets +2/+1.", ""},
	{"ThisAndOtherRef.Other", "static: other Vampire creatures you control get +1/+1.", "static: this and other Vampire creatures you control get +1/+1.", ""},
	{"Sentence.Then", "{T}: draw a card. shuffle your library.", "{T}: draw a card. then shuffle your library.", spelling},
	// group G1: block_several.go
	{"CanBlockMore.Any", "card \"A\" { type Creature\n pt 1/1\n static: this can block any number of creatures. }", "card \"A\" { type Creature\n pt 1/1\n static: this can block an additional creature each combat. }", ""},
	{"Event.Counters", "whenever a +1/+1 counter is removed from this, draw a card.", "whenever this dies, draw a card.", ""},
	{"CounterRemovedEvent.Counter", "whenever a +1/+1 counter is removed from this, draw a card.", "whenever a -1/-1 counter is removed from this, draw a card.", ""},
	{"CounterRemovedEvent.Object", "whenever a +1/+1 counter is removed from this, draw a card.", "whenever a +1/+1 counter is removed from target creature, draw a card.", refused},
	{"RemoveCounters.Amount", "{1}: remove a +1/+1 counter from target creature.", "{1}: remove two +1/+1 counters from target creature.", ""},
	{"RemoveCounters.Counter", "{1}: remove a +1/+1 counter from target creature.", "{1}: remove a -1/-1 counter from target creature.", ""},
	{"RemoveCounters.From", "{1}: remove a +1/+1 counter from target creature.", "{1}: remove a +1/+1 counter from this.", ""},
	{"RedirectClause.Amount", "spell: the next 2 damage that a source of your choice would deal to you this turn is dealt to any target instead.", "spell: the next 3 damage that a source of your choice would deal to you this turn is dealt to any target instead.", ""},
	{"RedirectClause.Source", "spell: the next 2 damage that a source of your choice would deal to you this turn is dealt to any target instead.", "spell: the next 2 damage that target creature would deal to you this turn is dealt to any target instead.", ""},
	{"RedirectClause.To", "spell: the next 2 damage that a source of your choice would deal to you this turn is dealt to any target instead.", "spell: the next 2 damage that a source of your choice would deal to target player this turn is dealt to any target instead.", ""},
	{"RedirectClause.AndOr", "spell: the next 2 damage that a source of your choice would deal to you this turn is dealt to any target instead.", "spell: the next 2 damage that a source of your choice would deal to you and/or permanents you control this turn is dealt to any target instead.", ""},
	{"RedirectClause.Duration", "spell: the next 2 damage that a source of your choice would deal to you this turn is dealt to any target instead.", "spell: the next 2 damage that a source of your choice would deal to you is dealt to any target instead.", ""},
	{"RedirectClause.Duration", "spell: the next 2 damage that a source of your choice would deal to you this turn is dealt to any target instead.", "spell: the next 2 damage that a source of your choice would deal to you until your next turn is dealt to any target instead.", refused},
	{"RedirectClause.Instead", "spell: the next 2 damage that a source of your choice would deal to you this turn is dealt to any target instead.", "spell: the next 2 damage that a source of your choice would deal to you this turn is dealt to target creature instead.", ""},
	{"DealsDamageEqual.To", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target creature. that creature deals damage equal to its power divided as its controller chooses among any number of those Wolves.", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target player. that creature deals damage equal to its power divided as its controller chooses among any number of those Wolves.", ""},
	{"DealsDamageEqual.Divided", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target creature. that creature deals damage equal to its power divided as its controller chooses among any number of those Wolves.", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target creature. that creature deals damage equal to its power to each Wolf tapped this way.", ""},
	{"DealsDamageEqual.Equal", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target creature. that creature deals damage equal to its power divided as its controller chooses among any number of those Wolves.", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its toughness to target creature. that creature deals damage equal to its power divided as its controller chooses among any number of those Wolves.", refused},
	{"DividedAmong.Chooser", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target creature. that creature deals damage equal to its power divided as its controller chooses among any number of those Wolves.", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target creature. that creature deals damage equal to its power divided as you choose among any number of those Wolves.", refused},
	{"DividedAmong.Among", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target creature. that creature deals damage equal to its power divided as its controller chooses among any number of those Wolves.", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target creature. that creature deals damage equal to its power divided as its controller chooses among any number of those Elves.", ""},
	{"ThoseTypedRef.Noun", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target creature. that creature deals damage equal to its power divided as its controller chooses among any number of those Wolves.", "{T}: tap all untapped Wolf creatures you control. each Wolf tapped this way deals damage equal to its power to target creature. that creature deals damage equal to its power divided as its controller chooses among any number of those Elves.", ""},
	{"CanBlockMore.Additional", "card \"A\" { type Creature\n pt 1/1\n static: this can block an additional creature each combat. }", "card \"A\" { type Creature\n pt 1/1\n static: this can block any number of creatures. }", ""},
	// group G3: reveal_until.go
	{"RevealUntil.For", "spell: target player reveals cards from the top of their library until they reveal a creature card. the player puts that card onto the battlefield.", "spell: target player reveals cards from the top of their library until they reveal a land card. the player puts that card onto the battlefield.", ""},
	{"RevealUntil.Whose", "spell: target player reveals cards from the top of their library until they reveal a creature card.", "spell: target player reveals cards from the top of your library until they reveal a creature card.", refused},
	{"RevealUntil.Who", "spell: target player reveals cards from the top of their library until they reveal a creature card.", "spell: target player reveals cards from the top of their library until you reveal a creature card.", refused},
	{"EachRef.Selector", "spell: target player reveals cards from the top of their library until they reveal a creature card. the player shuffles all cards revealed this way into their library.", "spell: target player reveals cards from the top of their library until they reveal a creature card. the player shuffles all other cards revealed this way into their library.", ""},
	{"Put.Onto", "spell: target player reveals cards from the top of their library until they reveal a creature card. the player puts that card onto the battlefield.", "spell: target player reveals cards from the top of their library until they reveal a creature card. the player puts that card into your hand.", refused},
}

// astTypeName is the name a node type has in the grammar's EBNF; the keys
// of astUses are nil pointers to the node types.
func astTypeName(t reflect.Type) string { return t.Elem().Name() }

// TestASTUsesCoverTheGrammar checks the table against the grammar: every
// node type a card can hold (from the EBNF, following unions) has a line,
// with exactly the fields of its Go type, and every field that is not a
// marker has a sample.
func TestASTUsesCoverTheGrammar(t *testing.T) {
	prods := map[string]string{}
	for _, line := range strings.Split(grammar.EBNF(), "\n") {
		if n, r, ok := strings.Cut(line, " = "); ok {
			prods[n] = strings.TrimSuffix(r, " .")
		}
	}
	types := map[string]reflect.Type{}
	for v := range astUses {
		types[astTypeName(reflect.TypeOf(v))] = reflect.TypeOf(v)
	}
	// The productions a card reaches.
	reached := map[string]bool{}
	var visit func(string)
	visit = func(n string) {
		if reached[n] {
			return
		}
		reached[n] = true
		for _, tok := range strings.FieldsFunc(prods[n], func(r rune) bool { return strings.ContainsRune(" ()|?*+!~", r) }) {
			if _, ok := prods[tok]; ok {
				visit(tok)
			}
		}
	}
	visit("Card")
	var names []string
	for n := range reached {
		names = append(names, n)
	}
	sort.Strings(names)
	for _, n := range names {
		if isUnion(prods[n]) {
			continue // an interface: its members are productions of their own
		}
		if _, ok := types[n]; !ok {
			t.Errorf("node type grammar.%s (%s) has no line in astUses: say what lowering does with each of its fields", n, prods[n])
		}
	}
	for n := range types {
		if !reached[n] {
			t.Errorf("astUses has a line for grammar.%s, which no card can hold", n)
		}
	}
	// Every field of every type, and only those.
	sampled := map[string]bool{}
	for _, s := range astSamples {
		sampled[s.field] = true
	}
	for v, uses := range astUses {
		rt := reflect.TypeOf(v).Elem()
		fields := map[string]bool{}
		for i := 0; i < rt.NumField(); i++ {
			f := rt.Field(i)
			if f.Name == "Pos" || f.Name == "EndPos" || !f.IsExported() {
				continue
			}
			fields[f.Name] = true
			u, ok := uses[f.Name]
			switch {
			case !ok:
				t.Errorf("field %s.%s has no line in astUses: say what lowering does with it", rt.Name(), f.Name)
			case u.kind != marker && !sampled[rt.Name()+"."+f.Name]:
				t.Errorf("field %s.%s (%s) has no sample in astSamples", rt.Name(), f.Name, u.kind)
			case u.kind == marker && f.Type.Kind() != reflect.Bool:
				t.Errorf("field %s.%s is a marker but not a bool", rt.Name(), f.Name)
			}
		}
		for name := range uses {
			if !fields[name] {
				t.Errorf("astUses lists %s.%s, which is not a field", rt.Name(), name)
			}
		}
	}
	for _, s := range astSamples {
		typ, field, _ := strings.Cut(s.field, ".")
		if types[typ] == nil || astUses[reflect.Zero(types[typ]).Interface()][field].kind == "" {
			t.Errorf("sample for %s, which astUses does not list", s.field)
		}
	}
}

// isUnion reports whether a production is a union of node types (an
// interface in package grammar): "A | B | C" of bare names.
func isUnion(rhs string) bool {
	for _, alt := range strings.Split(rhs, " | ") {
		if strings.ContainsAny(alt, " \"()<>?*+") {
			return false
		}
	}
	return strings.Contains(rhs, " | ")
}

// TestASTUsesAreTrue drives the table with its samples: for each, the two
// cards must differ in the field the sample names (in their syntax trees),
// the base must check, and the variant must compile to a different card
// or be refused (lowered), compile to the same card (spelling), or be
// refused (refused).
func TestASTUsesAreTrue(t *testing.T) {
	lib := stdlib(t)
	types := map[string]reflect.Type{}
	for v := range astUses {
		types[astTypeName(reflect.TypeOf(v))] = reflect.TypeOf(v)
	}
	for _, s := range astSamples {
		typ, field, _ := strings.Cut(s.field, ".")
		if types[typ] == nil {
			continue // reported by TestASTUsesCoverTheGrammar
		}
		use := astUses[reflect.Zero(types[typ]).Interface()][field]
		if s.kind != "" {
			use.kind = s.kind
		}
		t.Run(s.field, func(t *testing.T) {
			base, variant := sampleCard(s.base), sampleCard(s.variant)
			bf, err := grammar.Parse("base.mtgs", []byte(base))
			if err != nil {
				t.Fatalf("base does not parse:\n%s\n%v", base, err)
			}
			vf, err := grammar.Parse("variant.mtgs", []byte(variant))
			if err != nil {
				t.Fatalf("variant does not parse:\n%s\n%v", variant, err)
			}
			diffs := map[string]bool{}
			astDiff(reflect.ValueOf(bf), reflect.ValueOf(vf), "", diffs)
			if !diffs[s.field] {
				t.Fatalf("the two cards do not differ in %s; they differ in %v", s.field, sortedKeys(diffs))
			}
			bp, err := Compile(lib, Source{Name: "base.mtgs", Text: []byte(base)})
			if err != nil {
				t.Fatalf("base does not check:\n%s\n%v", base, err)
			}
			vp, verr := Compile(lib, Source{Name: "variant.mtgs", Text: []byte(variant)})
			var bd, vd string
			if verr == nil {
				bd, vd = dumpCards(bp), dumpCards(vp)
			}
			switch use.kind {
			case lowered:
				if verr == nil && bd == vd {
					t.Errorf("%s is %s, but changing it changed nothing:\n%s\ncompiles as\n%s", s.field, use.where, variant, vd)
				}
			case spelling:
				if verr != nil {
					t.Errorf("%s is a spelling, but the variant is refused: %v", s.field, verr)
				} else if bd != vd {
					t.Errorf("%s is a spelling (%s), but the cards differ:\nbase:\n%s\nvariant:\n%s", s.field, use.where, bd, vd)
				}
			case refused:
				if verr == nil {
					t.Errorf("%s is refused (%s), but the variant checks:\n%s", s.field, use.where, variant)
				}
			}
			if verr != nil {
				for _, e := range Errors(verr) {
					if p := errPos(e); p.Filename != "variant.mtgs" || p.Line < 1 {
						t.Errorf("unpositioned error: %v", e)
					}
				}
			}
		})
	}
}

// sampleCard makes a whole card of a sample: items alone get sampleHeader.
func sampleCard(s string) string {
	if strings.HasPrefix(s, "card ") {
		return s
	}
	header := sampleHeader
	for _, line := range strings.Split(s, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "spell:") {
			header = spellSampleHeader
		}
	}
	return "card \"Sample\" {\n  " + header + "  " + s + "\n}\n"
}

func sortedKeys(m map[string]bool) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	sort.Strings(ks)
	return ks
}

// astDiff records in diffs every "Type.Field" of grammar nodes in which a
// and b differ: a field whose values differ, and every field of a node
// that is in one and not the other (or of another type), and the fields
// that hold them.
func astDiff(a, b reflect.Value, owner string, diffs map[string]bool) bool {
	switch {
	case !a.IsValid() || !b.IsValid():
		if a.IsValid() {
			setFields(a, diffs)
		}
		if b.IsValid() {
			setFields(b, diffs)
		}
		return a.IsValid() != b.IsValid()
	case a.Kind() == reflect.Interface || a.Kind() == reflect.Pointer:
		if a.IsNil() || b.IsNil() || a.Elem().Type() != b.Elem().Type() {
			if a.IsNil() && b.IsNil() {
				return false
			}
			if !a.IsNil() {
				setFields(a.Elem(), diffs)
			}
			if !b.IsNil() {
				setFields(b.Elem(), diffs)
			}
			return true
		}
		return astDiff(a.Elem(), b.Elem(), owner, diffs)
	case a.Kind() == reflect.Slice:
		differ := a.Len() != b.Len()
		for i := 0; i < max(a.Len(), b.Len()); i++ {
			var x, y reflect.Value
			if i < a.Len() {
				x = a.Index(i)
			}
			if i < b.Len() {
				y = b.Index(i)
			}
			if astDiff(x, y, owner, diffs) {
				differ = true
			}
		}
		return differ
	case a.Kind() == reflect.Struct && a.Type().PkgPath() == "github.com/mtgs/mtgs/grammar":
		differ := false
		for i := 0; i < a.NumField(); i++ {
			f := a.Type().Field(i)
			if f.Name == "Pos" || f.Name == "EndPos" || !f.IsExported() {
				continue
			}
			if astDiff(a.Field(i), b.Field(i), a.Type().Name(), diffs) {
				diffs[a.Type().Name()+"."+f.Name] = true
				differ = true
			}
		}
		return differ
	}
	return fmt.Sprint(a.Interface()) != fmt.Sprint(b.Interface())
}

// setFields records every field of a node that is set, and of the nodes
// it holds.
func setFields(v reflect.Value, diffs map[string]bool) {
	switch v.Kind() {
	case reflect.Interface, reflect.Pointer:
		if !v.IsNil() {
			setFields(v.Elem(), diffs)
		}
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			setFields(v.Index(i), diffs)
		}
	case reflect.Struct:
		if v.Type().PkgPath() != "github.com/mtgs/mtgs/grammar" {
			return
		}
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			if f.Name == "Pos" || f.Name == "EndPos" || !f.IsExported() || v.Field(i).IsZero() {
				continue
			}
			diffs[v.Type().Name()+"."+f.Name] = true
			setFields(v.Field(i), diffs)
		}
	}
}

// dumpCards renders every card a program defines, deeply, by reflection:
// every field of every value the runtime will run, but not the texts kept
// for logs and prompts (fields named Text or ending in Text), which repeat
// the source and so differ whenever it does.
func dumpCards(p *Program) string {
	var b strings.Builder
	for _, n := range p.Library.Names() {
		if d, ok := p.Library.Card(n); ok && (n == "Sample" || n == "A" || n == "B") {
			deepDump(&b, reflect.ValueOf(d), 0)
			b.WriteString("\n")
		}
	}
	return b.String()
}

func deepDump(b *strings.Builder, v reflect.Value, depth int) {
	if depth > 40 {
		b.WriteString("…")
		return
	}
	switch v.Kind() {
	case reflect.Invalid:
		b.WriteString("nil")
	case reflect.Interface, reflect.Pointer:
		if v.IsNil() {
			b.WriteString("nil")
			return
		}
		if v.Kind() == reflect.Interface {
			b.WriteString(v.Elem().Type().String())
		}
		deepDump(b, v.Elem(), depth+1)
	case reflect.Slice, reflect.Array:
		b.WriteString("[")
		for i := 0; i < v.Len(); i++ {
			if i > 0 {
				b.WriteString(" ")
			}
			deepDump(b, v.Index(i), depth+1)
		}
		b.WriteString("]")
	case reflect.Map:
		keys := v.MapKeys()
		sort.Slice(keys, func(i, j int) bool { return fmt.Sprint(keys[i]) < fmt.Sprint(keys[j]) })
		b.WriteString("map[")
		for _, k := range keys {
			fmt.Fprintf(b, "%v:", k)
			deepDump(b, v.MapIndex(k), depth+1)
			b.WriteString(" ")
		}
		b.WriteString("]")
	case reflect.Struct:
		b.WriteString("{")
		for i := 0; i < v.NumField(); i++ {
			f := v.Type().Field(i)
			if f.Type.Kind() == reflect.String && strings.HasSuffix(f.Name, "Text") {
				continue
			}
			b.WriteString(f.Name + ":")
			deepDump(b, v.Field(i), depth+1)
			b.WriteString(" ")
		}
		b.WriteString("}")
	case reflect.Func:
		b.WriteString("func")
	default:
		fmt.Fprintf(b, "%v", v)
	}
}

// group N3 (last Magic 2010 cards): fields added to existing nodes.
func init() {
	astUses[(*grammar.ZoneRef)(nil)]["All"] = spell("\"all graveyards\" is every graveyard, as \"a graveyard\" is any")
	astUses[(*grammar.Possessive)(nil)]["Owners"] = low("Return: Return.UnderYourControl false, for several objects")
	astUses[(*grammar.SelectorWord)(nil)]["And"] = spell("\"artifact and enchantment cards\" is \"artifact or enchantment cards\"")
	astSamples = append(astSamples,
		astSample{"ZoneRef.All", "spell: exile all creature cards from a graveyard.", "spell: exile all creature cards from all graveyards.", spelling},
		astSample{"Possessive.Owners", "spell: return all artifact cards from all graveyards to the battlefield under their owners' control.", "spell: return all artifact cards from all graveyards to the battlefield under your control.", ""},
		astSample{"SelectorWord.And", "spell: return all artifact or enchantment cards from all graveyards to the battlefield.", "spell: return all artifact and enchantment cards from all graveyards to the battlefield.", spelling},
		astSample{"Put.Of", "spell: search your library for a card, then shuffle and put that card on top of your library.", "spell: search your library for a card, then shuffle and put that card on top.", spelling},
	)
}
