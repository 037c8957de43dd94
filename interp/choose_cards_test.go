package interp

import "github.com/mtgs/mtgs/grammar"

// The AST-coverage lines and samples of the constructs of choose_cards.go
// (group G3: libraries).
func init() {
	astUses[(*grammar.ChooseCards)(nil)] = map[string]astUse{
		"UpTo":     low("chooseCards: ChooseCards.Max"),
		"FaceUp":   spell("chooseCards: every exiled card is face up (406.3; nothing exiles face down yet); refused without \"exiled\""),
		"Exiled":   low("chooseCards: the cards are in exile"),
		"Selector": low("chooseCards: ChooseCards.Filter"),
	}
	astUses[(*grammar.ChosenRef)(nil)] = map[string]astUse{"Plural": spell("chosenRef: \"the chosen card\" and \"the chosen cards\" name what was chosen")}
	astUses[(*grammar.EachRef)(nil)]["The"] = spell("\"all the cards …\" is \"all cards …\"; refused after \"each\"")
	const mirror = "{T}: choose up to seven face-up exiled cards you own. exile all the cards from your library, then put the chosen cards on top of your library."
	astSamples = append(astSamples,
		astSample{"ChooseCards.UpTo", mirror, "{T}: choose up to six face-up exiled cards you own. exile all the cards from your library, then put the chosen cards on top of your library.", ""},
		astSample{"ChooseCards.FaceUp", mirror, "{T}: choose up to seven exiled cards you own. exile all the cards from your library, then put the chosen cards on top of your library.", spelling},
		astSample{"ChooseCards.FaceUp", "{T}: choose up to seven cards in your graveyard. exile all the cards from your library, then put the chosen cards on top of your library.", "{T}: choose up to seven face-up cards in your graveyard. exile all the cards from your library, then put the chosen cards on top of your library.", refused},
		astSample{"ChooseCards.Exiled", mirror, "{T}: choose up to seven cards in your graveyard. exile all the cards from your library, then put the chosen cards on top of your library.", ""},
		astSample{"ChooseCards.Selector", mirror, "{T}: choose up to seven face-up exiled creature cards you own. exile all the cards from your library, then put the chosen cards on top of your library.", ""},
		astSample{"ChosenRef.Plural", mirror, "{T}: choose up to seven face-up exiled cards you own. exile all the cards from your library, then put the chosen card on top of your library.", spelling},
		astSample{"EachRef.The", mirror, "{T}: choose up to seven face-up exiled cards you own. exile all cards from your library, then put the chosen cards on top of your library.", spelling},
		astSample{"EachRef.The", "spell: exile all cards from your graveyard.", "spell: exile each the card from your graveyard.", refused},
	)
}
