package interp

import "github.com/mtgs/mtgs/grammar"

// The AST-coverage lines and samples of the constructs of each_player.go
// (group G3: libraries).
func init() {
	astUses[(*grammar.DoesTheSame)(nil)] = map[string]astUse{"For": low("doesTheSame: RevealedThisWay.Filter of the repeated clause")}
	astUses[(*grammar.NotPutOntoConstraint)(nil)] = map[string]astUse{"Not": mark()}
	astUses[(*grammar.TheyOwnConstraint)(nil)] = map[string]astUse{"They": mark()}
	astUses[(*grammar.RevealUntil)(nil)]["Amount"] = low("revealCards: RevealCards.Amount, Counted; refused with \"until\"")
	const warp = "spell: each player shuffles all permanents they own into their library, then reveals that many cards from the top of their library. each player puts all artifact, creature, and land cards revealed this way onto the battlefield, then does the same for enchantment cards, then puts all cards revealed this way that weren't put onto the battlefield on the bottom of their library."
	astSamples = append(astSamples,
		astSample{"DoesTheSame.For", warp, "spell: each player shuffles all permanents they own into their library, then reveals that many cards from the top of their library. each player puts all artifact, creature, and land cards revealed this way onto the battlefield, then does the same for enchantment and planeswalker cards, then puts all cards revealed this way that weren't put onto the battlefield on the bottom of their library.", ""},
		astSample{"RevealUntil.Amount", warp, "spell: each player shuffles all permanents they own into their library, then reveals three cards from the top of their library. each player puts all artifact, creature, and land cards revealed this way onto the battlefield, then does the same for enchantment cards, then puts all cards revealed this way that weren't put onto the battlefield on the bottom of their library.", ""},
		astSample{"RevealUntil.Amount", "spell: target player reveals cards from the top of their library until they reveal a creature card.", "spell: target player reveals two cards from the top of their library until they reveal a creature card.", refused},
		astSample{"SelectorWord.Comma", "spell: destroy target artifact, creature, or land.", "spell: destroy target artifact or land.", ""},
	)
}
