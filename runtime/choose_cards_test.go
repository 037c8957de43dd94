package runtime

// Render samples of choose_cards.go.
func init() {
	renderSamples = append(renderSamples,
		[]any{ChooseCards{Filter: Filter{Alts: []Match{{Zone: Exile}}, Owner: RelYou}, Max: 7}, ChooseCards{Max: 1}},
		[]any{ChosenCards{}},
	)
	renderExempt["ChooseCards.Text"] = "the description's words, for the prompt; the filter is rendered"
}
