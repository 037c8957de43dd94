package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// deckRule lowers "a deck can have any number of cards named NAME." (100.2a),
// which must name the card itself. The four-copy limit it lifts is checked
// only in constructed play (Deck.CheckConstructed, decklist.go: `mtgs run
// --constructed`), never for every deck.
func (c *compiler) deckRule(def *rt.CardDef, it *grammar.DeckRuleItem) {
	if name := strings.Join(it.Name, " "); !strings.EqualFold(name, def.Name) {
		c.errs.add(it.Pos, "a deck rule names the card it is on: %q, not %q", def.Name, name)
		return
	}
	def.AnyNumberInDeck = true
}
