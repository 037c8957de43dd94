package runtime

// Render samples of search_all.go.
func init() {
	card := Filter{Alts: []Match{{Zone: Graveyard}}}
	renderSamples = append(renderSamples,
		[]any{InZoneOf{Filter: card, Zone: Graveyard, Players: TargetRef{}}, InZoneOf{Zone: Library, Players: You{}}},
		[]any{ForEachObject{What: It{}, Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}}},
		[]any{SearchAll{Whose: You{}, Filter: Filter{Alts: []Match{{Zone: Library}}}, SameNameAs: It{}}, SearchAll{Whose: TargetRef{}}},
	)
	// The Filter row gains a sample that uses Except.
	for i, row := range renderSamples {
		if _, ok := row[0].(Filter); ok {
			renderSamples[i] = append(row, Filter{Except: &Filter{Alts: []Match{{Types: []string{"Land"}}}}})
		}
	}
	renderExempt["SearchAll.Text"] = "the description's words, for the prompt and the log; the filter is rendered"
}
