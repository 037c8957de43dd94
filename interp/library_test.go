package interp

import "github.com/mtgs/mtgs/grammar"

// The AST-coverage lines and samples of the constructs of library.go
// (group M3: libraries, hands and graveyards).
func init() {
	uses := map[any]map[string]astUse{
		(*grammar.DrawsEvent)(nil):      {"Draws": mark()},
		(*grammar.DiscardsEvent)(nil):   {"Discards": mark()},
		(*grammar.HalfLibrary)(nil):     {"Whose": low("halfMill: refused unless it is the subject's own library"), "Up": low("halfMill: Mill.Up")},
		(*grammar.NoMaxHandSize)(nil):   {"No": mark()},
		(*grammar.LookAtTop)(nil):       {"Amount": low("lookAtTop: LookAtTop.Amount"), "Whose": low("lookAtTop: refused unless \"your\"")},
		(*grammar.PutBack)(nil):         {"Back": mark()},
		(*grammar.OpponentsRef)(nil):    {"Opponents": mark()},
		(*grammar.RevealTop)(nil):       {"Whose": low("revealTop: refused unless \"your\"")},
		(*grammar.IsA)(nil):             {"Selector": low("isA: ItIs.Filter")},
		(*grammar.OtherwiseClause)(nil): {"Clause": low("otherwise: Otherwise.Effects")},
		(*grammar.RevealHand)(nil):      {"Whose": low("revealHand: refused unless the subject's own hand")},
		(*grammar.ChooseFrom)(nil):      {"Words": low("chooseFrom: ChooseFromHand.Filter")},
		(*grammar.DiscardObject)(nil):   {"Object": low("discardObject: DiscardObjects.What")},
		(*grammar.SourceIsTapped)(nil):  {"Untapped": low("isTapped: SourceTapped.Untapped")},
		(*grammar.Search)(nil):          {"Whose": low("search: refused unless \"your\""), "For": low("search: Search.Filter")},
	}
	for k, v := range uses {
		astUses[k] = v
	}
	add := func(typ any, field string, u astUse) {
		if _, ok := astUses[typ][field]; !ok {
			astUses[typ][field] = u
		}
	}
	add((*grammar.Discard)(nil), "Random", low("action: Discard.Random"))
	add((*grammar.Mill)(nil), "Half", low("halfMill: Mill.Half"))
	add((*grammar.Draw)(nil), "Additional", spell("\"an additional card\" is a card drawn"))
	if astUses[(*grammar.OntoBattlefield)(nil)] == nil {
		astUses[(*grammar.OntoBattlefield)(nil)] = map[string]astUse{}
	}
	add((*grammar.OntoBattlefield)(nil), "Tapped", low("putOntoBattlefield: Return.Tapped, PutChosen.Tapped"))

	astSamples = append(astSamples,
		astSample{"Discard.Random", "spell: target player discards 2 cards.", "spell: target player discards 2 cards at random.", ""},
		astSample{"Mill.Half", "spell: target player mills 2 cards.", "spell: target player mills half their library, rounded down.", ""},
		astSample{"HalfLibrary.Up", "spell: target player mills half their library, rounded down.", "spell: target player mills half their library, rounded up.", ""},
		astSample{"HalfLibrary.Whose", "spell: target player mills half their library, rounded down.", "spell: target player mills half your library, rounded down.", refused},
		astSample{"Put.Onto", "spell: put target creature into its owner's graveyard.", "spell: put target creature onto the battlefield.", ""},
		astSample{"OntoBattlefield.Tapped", "spell: put target creature onto the battlefield.", "spell: put target creature onto the battlefield tapped.", ""},
		astSample{"Search.For", "spell: search your library for a land card, put it into your hand, then shuffle.", "spell: search your library for a basic land card, put it into your hand, then shuffle.", ""},
		astSample{"Search.Whose", "spell: search your library for a card, put it into your hand.", "spell: search their library for a card, put it into your hand.", refused},
		astSample{"Draw.Additional", "at the beginning of each player's draw step, that player draws a card.", "at the beginning of each player's draw step, that player draws an additional card.", spelling},
		astSample{"SourceIsTapped.Untapped", "at the beginning of your upkeep, if this is tapped, draw a card.", "at the beginning of your upkeep, if this is untapped, draw a card.", ""},
		astSample{"Put.Object", "{T}: put a creature card from your hand onto the battlefield.", "{T}: put a land card from your hand onto the battlefield.", ""},
		astSample{"Put.Object", "{T}: put a creature card from your hand onto the battlefield.", "{T}: put a creature card onto the battlefield.", refused},
		astSample{"LookAtTop.Amount", "spell: look at the top three cards of your library, then put them back in any order.", "spell: look at the top four cards of your library, then put them back in any order.", ""},
		astSample{"LookAtTop.Whose", "spell: look at the top three cards of your library, then put them back in any order.", "spell: look at the top three cards of their library, then put them back in any order.", refused},
		astSample{"RevealHand.Whose", "spell: target opponent reveals their hand. you choose a nonland card from it. that player discards that card.", "spell: target opponent reveals your hand. you choose a nonland card from it. that player discards that card.", refused},
		astSample{"ChooseFrom.Words", "spell: target opponent reveals their hand. you choose a nonland card from it. that player discards that card.", "spell: target opponent reveals their hand. you choose a noncreature, nonland card from it. that player discards that card.", ""},
		astSample{"DiscardObject.Object", "spell: target opponent reveals their hand. you choose a nonland card from it. that player discards that card.", "spell: target opponent reveals their hand. you choose a nonland card from it. that player discards this.", ""},
		astSample{"RevealTop.Whose", "spell: reveal the top card of your library. if it's a creature card, put it into your hand.", "spell: reveal the top card of their library. if it's a creature card, put it into your hand.", refused},
		astSample{"IsA.Selector", "spell: reveal the top card of your library. if it's a creature card, put it into your hand.", "spell: reveal the top card of your library. if it's a land card, put it into your hand.", ""},
		astSample{"OtherwiseClause.Clause", "spell: reveal the top card of your library. if it's a land card, put it into your hand. otherwise, draw a card.", "spell: reveal the top card of your library. if it's a land card, put it into your hand. otherwise, you gain 1 life.", ""},
		astSample{"Shuffle.Whose", "spell: draw a card, then shuffle.", "spell: draw a card, then shuffle your library.", spelling},
	)
}
