package runtime

// Render samples of each_player.go.
func init() {
	renderSamples = append(renderSamples,
		[]any{OwnedBy{Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}, Players: EachPlayer{}}, OwnedBy{Players: You{}}},
		[]any{RevealCards{Who: EachPlayer{}, Amount: Const(3)}, RevealCards{Who: You{}, Counted: true}},
	)
}
