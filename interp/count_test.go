package interp

import (
	"github.com/mtgs/mtgs/grammar"
)

// The AST-coverage lines and samples of the constructs of count.go
// (group M4: instants, sorceries and game rules).
func init() {
	uses := map[any]map[string]astUse{
		(*grammar.PluralRef)(nil): {"Qualifiers": low("pluralFilter: the selector's words (colors, attacking, blocking …)"), "Noun": low("pluralFilter: the selector's noun"), "Constraints": low("pluralFilter: the selector's constraints")},
		(*grammar.NumberOf)(nil):  {"Selector": low("numberOf: CountOf")},
		(*grammar.ForEach)(nil):   {"Selector": low("forEach: PerEach.Count; staticCount: Count.Filter"), "Other": low("forEach, staticCount: Filter.Other"), "OnBattlefield": spell("a count of permanents is on the battlefield anyway"), "Named": low("staticCount: Count.Named; forEach refuses it"), "Shares": low("staticCount: Count.SharesTypeWith; forEach refuses it")},
		(*grammar.WhereX)(nil):    {"Amount": low("whereXAmount: the sentence's X")},
	}
	for k, v := range uses {
		astUses[k] = v
	}
	astUses[(*grammar.Sentence)(nil)]["Where"] = low("sentence: whereX")
	astUses[(*grammar.ActionClause)(nil)]["Each"] = low("forEach: PerEach")
	astUses[(*grammar.Amount)(nil)]["Count"] = low("amountIn: numberOf")
	astUses[(*grammar.DealDamage)(nil)]["Equal"] = low("damageAmount")
	astUses[(*grammar.ActionClause)(nil)]["Plural"] = low("pluralSubject: the clause's subject")

	astSamples = append(astSamples,
		astSample{"PluralRef.Noun", "spell: creatures you control get +1/+1 until end of turn.", "spell: artifacts you control get +1/+1 until end of turn.", ""},
		astSample{"PluralRef.Constraints", "spell: creatures you control get +1/+1 until end of turn.", "spell: creatures you don't control get +1/+1 until end of turn.", ""},
		astSample{"PluralRef.Noun", "static: creatures you control get +1/+1.", "static: lands you control get +1/+1.", ""},
		astSample{"NumberOf.Selector", "spell: you gain life equal to the number of lands you control.", "spell: you gain life equal to the number of Forests you control.", ""},
		astSample{"Amount.Count", "spell: you gain 1 life.", "spell: you gain life equal to the number of lands you control.", ""},
		astSample{"ForEach.Selector", "spell: you gain 1 life for each land you control.", "spell: you gain 1 life for each Swamp you control.", ""},
		astSample{"ActionClause.Each", "spell: you gain 1 life.", "spell: you gain 1 life for each land you control.", ""},
		astSample{"ActionClause.Each", "spell: you gain 1 life.", "spell: exile target creature for each land you control.", refused},
		astSample{"WhereX.Amount", "spell: you gain X life, where X is the number of lands you control.", "spell: you gain X life, where X is the number of creatures you control.", ""},
		astSample{"Sentence.Where", "spell: you gain X life.", "spell: you gain X life, where X is the number of lands you control.", ""},
		astSample{"DealDamage.Equal", "spell: this deals 1 damage to target creature.", "spell: this deals damage to target creature equal to the number of lands you control.", ""},
		astSample{"DealDamage.Equal", "spell: this deals 1 damage to target creature.", "spell: this deals 1 damage to target creature equal to the number of lands you control.", refused},
		astSample{"DealDamage.Amount", "spell: this deals 1 damage to target creature.", "spell: this deals damage to target creature.", refused},
		astSample{"ForEach.Other", "spell: you gain 1 life for each creature you control.", "spell: you gain 1 life for each other creature you control.", ""},
		astSample{"SkipUntap.Next", "static: this doesn't untap during its controller's untap step.", "static: this doesn't untap during its controller's next untap step.", refused},
		astSample{"ActionClause.Plural", "spell: each creature you control gets +1/+1 until end of turn.", "spell: creatures you control get +1/+1 until end of turn.", spelling},
	)
}

// The AST-coverage lines and samples of extra_turn.go (group M4).
func init() {
	astUses[(*grammar.TakeExtraTurn)(nil)] = map[string]astUse{"After": mark()}
	astSamples = append(astSamples,
		astSample{"ActionClause.Subject", "spell: target player takes an extra turn after this one.", "spell: you take an extra turn after this one.", ""},
	)
}

// The AST-coverage lines and samples of cant_lose.go (group M4).
func init() {
	astUses[(*grammar.CantLoseOrWin)(nil)] = map[string]astUse{"What": low("gameOutcome: CantLose, CantWin")}
	astSamples = append(astSamples,
		astSample{"CantLoseOrWin.What", "static: you can't lose the game.", "static: you can't win the game.", ""},
		astSample{"CantLoseOrWin.What", "static: you can't lose the game.", "spell: you can't lose the game.", refused},
	)
}

// The AST-coverage lines and samples of without.go (group M4).
func init() {
	astUses[(*grammar.WithoutConstraint)(nil)] = map[string]astUse{"Keyword": low("selectorIn: Filter.Without")}
	astSamples = append(astSamples,
		astSample{"WithoutConstraint.Keyword", "spell: this deals 1 damage to each creature without flying.", "spell: this deals 1 damage to each creature without reach.", ""},
		astSample{"WithoutConstraint.Keyword", "spell: this deals 1 damage to each creature without flying.", "spell: this deals 1 damage to each creature without kicker {1}.", refused},
	)
}

// Prevention (group M4): "to you and creatures you control", "prevent 1 of that damage".
func init() {
	astUses[(*grammar.PreventClause)(nil)]["AlsoTo"] = low("preventAlsoTo: Prevent.ToEach")
	astUses[(*grammar.PreventThatClause)(nil)]["Amount"] = low("staticPrevention: DamagePrevention.Amount")
	astSamples = append(astSamples,
		astSample{"PreventClause.AlsoTo", "spell: prevent all damage that would be dealt to you this turn.", "spell: prevent all damage that would be dealt to you and creatures you control this turn.", ""},
		astSample{"PreventClause.AlsoTo", "spell: prevent 2 damage that would be dealt to you this turn.", "spell: prevent 2 damage that would be dealt to you and creatures you control this turn.", refused},
		astSample{"PreventThatClause.Amount", "static: if a source would deal damage to you, prevent that damage.", "static: if a source would deal damage to you, prevent 1 of that damage.", ""},
		astSample{"PreventThatClause.Amount", "spell: the next time a red source of your choice would deal damage to you this turn, prevent that damage.", "spell: the next time a red source of your choice would deal damage to you this turn, prevent 1 of that damage.", refused},
	)
}

// onto.go (group M4): "put … onto the battlefield", "is a black Zombie in
// addition to its other colors and types" in an effect.
func init() {
	if astUses[(*grammar.OntoBattlefield)(nil)] == nil {
		astUses[(*grammar.OntoBattlefield)(nil)] = map[string]astUse{}
	}
	astUses[(*grammar.OntoBattlefield)(nil)]["Under"] = low("putOntoBattlefield: Return.UnderYourControl")
	astUses[(*grammar.Put)(nil)]["Onto"] = low("putOntoBattlefield")
	if astUses[(*grammar.IsTypes)(nil)] == nil {
		astUses[(*grammar.IsTypes)(nil)] = map[string]astUse{}
	}
	astUses[(*grammar.IsTypes)(nil)]["Words"] = low("addTypes: AddTypes, AddColors")
	astUses[(*grammar.IsTypes)(nil)]["Other"] = low("addTypes: creature types only, or colors too")
	astSamples = append(astSamples,
		astSample{"Put.Onto", "spell: put target creature card in a graveyard into your hand.", "spell: put target creature card in a graveyard onto the battlefield.", ""},
		astSample{"OntoBattlefield.Under", "spell: put target creature card in a graveyard onto the battlefield under your control.", "spell: put target creature card in a graveyard onto the battlefield under its owner's control.", ""},
		astSample{"IsTypes.Other", "spell: put target creature card in a graveyard onto the battlefield. that creature is a Zombie in addition to its other types.", "spell: put target creature card in a graveyard onto the battlefield. that creature is a black Zombie in addition to its other colors and types.", ""},
		astSample{"IsTypes.Words", "spell: put target creature card in a graveyard onto the battlefield. that creature is a Zombie in addition to its other types.", "spell: put target creature card in a graveyard onto the battlefield. that creature is a black Zombie in addition to its other types.", refused},
	)
}

// xmana.go (group M4): "spend only black mana on X."
func init() {
	astUses[(*grammar.XManaItem)(nil)] = map[string]astUse{"Color": low("xMana: CardDef.XMana")}
	astSamples = append(astSamples,
		astSample{"XManaItem.Color", "spend only black mana on X.\n spell: this deals X damage to any target.", "spend only red mana on X.\n spell: this deals X damage to any target.", ""},
		astSample{"XManaItem.Color", "spend only black mana on X.\n spell: this deals X damage to any target.", "spend only tasty mana on X.\n spell: this deals X damage to any target.", refused},
	)
}
