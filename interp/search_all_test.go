package interp

import "github.com/mtgs/mtgs/grammar"

// The AST-coverage lines and samples of the constructs of search_all.go
// (group G3: libraries). Search.All is added here, after library_test.go
// has set Search's line.
func init() {
	astUses[(*grammar.ForEachClause)(nil)] = map[string]astUse{
		"Each":   low("forEachClause: refused unless \"card exiled this way\""),
		"Clause": low("forEachClause: ForEachObject.Effects"),
		"Rest":   low("forEachClause: ForEachObject.Effects"),
	}
	astUses[(*grammar.ForEachJoined)(nil)] = map[string]astUse{
		"Join":   spell("forEachClause: the clauses are done in order whatever joins them"),
		"Clause": low("forEachClause: ForEachObject.Effects"),
	}
	astUses[(*grammar.OtherThanKind)(nil)] = map[string]astUse{"Kind": low("otherThanKind: Filter.Except")}
	astUses[(*grammar.SameNameConstraint)(nil)] = map[string]astUse{"Object": spell("searchAll: SearchAll.SameNameAs is \"it\" whatever the noun; refused outside a search")}
	astUses[(*grammar.Search)(nil)]["All"] = low("searchAll: SearchAll")
	astUses[(*grammar.Possessive)(nil)]["Target"] = low("inTargetPlayersZone: a target player; refused elsewhere")
	const echoes = "spell: exile all cards from target player's graveyard other than basic land cards. for each card exiled this way, search that player's library for all cards with the same name as that card and exile them. then that player shuffles."
	astSamples = append(astSamples,
		astSample{"ForEachClause.Each", echoes, "spell: exile all cards from target player's graveyard other than basic land cards. for each creature card exiled this way, search that player's library for all cards with the same name as that card and exile them. then that player shuffles.", refused},
		astSample{"ForEachClause.Clause", echoes, "spell: exile all cards from target player's graveyard other than basic land cards. for each card exiled this way, search that player's library for all land cards with the same name as that card and exile them. then that player shuffles.", ""},
		astSample{"ForEachClause.Rest", echoes, "spell: exile all cards from target player's graveyard other than basic land cards. for each card exiled this way, search that player's library for all cards with the same name as that card. then that player shuffles.", ""},
		astSample{"OtherThanKind.Kind", echoes, "spell: exile all cards from target player's graveyard other than land cards. for each card exiled this way, search that player's library for all cards with the same name as that card and exile them. then that player shuffles.", ""},
		astSample{"SameNameConstraint.Object", echoes, "spell: exile all cards from target player's graveyard other than basic land cards. for each card exiled this way, search that player's library for all cards with the same name as that creature and exile them. then that player shuffles.", spelling},
		astSample{"ThisWayConstraint.Verb", echoes, "spell: exile all cards from target player's graveyard other than basic land cards. for each card revealed this way, search that player's library for all cards with the same name as that card and exile them. then that player shuffles.", refused},
		astSample{"ForEachJoined.Join", echoes, "spell: exile all cards from target player's graveyard other than basic land cards. for each card exiled this way, search that player's library for all cards with the same name as that card, then exile them. then that player shuffles.", spelling},
		astSample{"ForEachJoined.Clause", echoes, "spell: exile all cards from target player's graveyard other than basic land cards. for each card exiled this way, search that player's library for all cards with the same name as that card and put them into your hand. then that player shuffles.", ""},
		astSample{"Sentence.Then", "spell: draw a card. then you gain 1 life.", "spell: draw a card. you gain 1 life.", spelling},
		astSample{"Search.All", "spell: search your library for all land cards, put them into your hand, then shuffle.", "spell: search your library for a land card, put them into your hand, then shuffle.", ""},
		astSample{"Possessive.Target", "spell: exile all cards from target player's graveyard.", "spell: exile all cards from your graveyard.", ""},
	)
}
