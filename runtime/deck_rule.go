package runtime

import "slices"

// MaxDeckCopies is how many cards with the same English name a deck may
// hold, basic lands excepted (100.2a), unless the card says otherwise
// (CardDef.AnyNumberInDeck: "A deck can have any number of cards named …").
const MaxDeckCopies = 4

// DeckLimit returns how many copies of d a deck may hold, and false when
// there is no limit: a basic land card (100.2a), or a card that says a deck
// can have any number of cards named like it.
func DeckLimit(d *CardDef) (int, bool) {
	if d.AnyNumberInDeck || slices.Contains(d.Supertypes, "Basic") && slices.Contains(d.Types, "Land") {
		return 0, false
	}
	return MaxDeckCopies, true
}
