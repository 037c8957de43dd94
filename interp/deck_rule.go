package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// deckRule lowers "a deck can have any number of cards named NAME." (100.2a),
// which must name the card itself.
func (c *compiler) deckRule(def *rt.CardDef, it *grammar.DeckRuleItem) {
	if name := strings.Join(it.Name, " "); !strings.EqualFold(name, def.Name) {
		c.errs.add(it.Pos, "a deck rule names the card it is on: %q, not %q", def.Name, name)
		return
	}
	def.AnyNumberInDeck = true
}

// deckLimits refuses a deck with more copies of a card than 100.2a allows:
// four, except basic lands and cards that say any number is allowed.
func (c *compiler) deckLimits(d *grammar.Deck, dk *Deck) {
	counts := map[*rt.CardDef]int{}
	for _, def := range dk.Cards {
		counts[def]++
	}
	reported := map[*rt.CardDef]bool{}
	for _, e := range d.Entries {
		def, ok := c.lib.Card(e.Card)
		if !ok || reported[def] {
			continue
		}
		if limit, ok := rt.DeckLimit(def); ok && counts[def] > limit {
			reported[def] = true
			c.errs.add(e.Pos, "deck %q has %d copies of %q: at most %d (100.2a; basic lands and cards that say so excepted)", d.Name, counts[def], def.Name, limit)
		}
	}
}
