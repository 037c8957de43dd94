package runtime

// Render samples of reveal_until.go.
func init() {
	creature := Filter{Alts: []Match{{Zone: Library, Types: []string{"Creature"}}}}
	renderSamples = append(renderSamples,
		[]any{RevealUntil{Who: You{}, Filter: creature}, RevealUntil{Who: TargetRef{}}},
		[]any{Revealer{}},
		[]any{RevealedThisWay{}, RevealedThisWay{Filter: &creature}, RevealedThisWay{Other: true}},
	)
	// Return and ShuffleInto rows gain samples that use their new fields.
	for i, row := range renderSamples {
		switch row[0].(type) {
		case Return:
			renderSamples[i] = append(row, Return{What: It{}, To: Battlefield, By: Revealer{}})
		case ShuffleInto:
			renderSamples[i] = append(row, ShuffleInto{What: It{}, Who: Revealer{}})
		}
	}
	renderExempt["RevealUntil.Text"] = "the description's words, for the log; the filter is rendered"
}
