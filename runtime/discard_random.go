package runtime

// randomDiscards picks n cards of p's hand at random (701.9b), with the
// game's random source, so that a seeded game replays the same discards.
func (g *Game) randomDiscards(p PlayerID, n int) []ObjRef {
	hand := g.zones.get(zkey(Hand, p))
	out := make([]ObjRef, 0, n)
	for _, i := range g.randomIndexes(len(hand), n) {
		out = append(out, hand[i].Obj.Ref)
	}
	return out
}

// randomIndexes picks n of the indexes 0 … size-1 at random, in the order
// picked, with the game's random source (Game.Rand): every random choice
// of the game (a random discard, "one of them at random") draws from the
// same seeded source, so a seed replays a game.
func (g *Game) randomIndexes(size, n int) []int {
	idx := make([]int, size)
	for i := range idx {
		idx[i] = i
	}
	out := make([]int, 0, min(n, size))
	for i := 0; i < n && i < len(idx); i++ {
		j := i + g.Rand.IntN(len(idx)-i)
		idx[i], idx[j] = idx[j], idx[i]
		out = append(out, idx[i])
	}
	return out
}
