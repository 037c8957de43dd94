package runtime

// Render samples of warp_world.go.
func init() {
	renderSamples = append(renderSamples,
		[]any{OwnedBy{Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}}, Players: EachPlayer{}}, OwnedBy{Players: You{}}},
		[]any{RevealCards{Who: EachPlayer{}, Amount: Const(3)}, RevealCards{Who: You{}, Counted: true}},
	)
}
