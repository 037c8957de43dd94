package runtime

// Render samples of library.go.
func init() {
	renderSamples = append(renderSamples,
		[]any{EventPlayer{}},
		[]any{RevealTop{}}, []any{ItIs{Filter: Filter{Alts: []Match{{Zone: Anywhere, Types: []string{"Creature"}}}}}},
		[]any{Otherwise{Effects: []Effect{Draw{Who: You{}, Amount: Const(1)}}}},
		[]any{RevealHand{Who: TargetRef{}}}, []any{DiscardObjects{What: It{}}},
		[]any{ChooseFromHand{Whose: TargetRef{}, Filter: Filter{Alts: []Match{{Zone: Hand, NotTypes: []string{"Land"}}}}}},
		[]any{LookAtTop{Amount: Const(3)}}, []any{ArrangeTop{}},
		[]any{PutChosen{From: Filter{Alts: []Match{{Zone: Hand, Types: []string{"Creature"}}}}}, PutChosen{Tapped: true}},
		[]any{SourceTapped{}, SourceTapped{Untapped: true}},
		[]any{Search{Filter: Filter{Alts: []Match{{Zone: Library, Types: []string{"Land"}}}}}, Search{Quality: true}},
		[]any{CauseTrigger{Cause: CauseDraw, Whose: OpponentsStep}, CauseTrigger{Cause: CauseDiscard, Whose: YourStep}},
	)
	// Mill and Trigger rows gain samples that use their new fields, so
	// that every field is judged on all the samples of its type.
	for i, row := range renderSamples {
		switch row[0].(type) {
		case Mill:
			renderSamples[i] = append(row, Mill{Who: TargetRef{}, Half: true})
		case StaticEffect:
			renderSamples[i] = append(row, StaticEffect{RevealHands: true}, StaticEffect{RevealHands: true, Reveal: RelOpponent})
		case Trigger:
			renderSamples[i] = append(row, Trigger{Cause: &CauseTrigger{Cause: CauseDraw, Whose: OpponentsStep}})
		}
	}
	renderExempt["PutChosen.Text"] = "the description's words, for the prompt and the log; the filter is rendered"
	renderExempt["ChooseFromHand.Text"] = "the description's words, for the prompt and the log; the filter is rendered"
	renderExempt["Search.Text"] = "the description's words, for the prompt and the log; the filter is rendered"
}
