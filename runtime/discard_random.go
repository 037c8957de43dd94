package runtime

// randomDiscards picks n cards of p's hand at random (701.9b), with the
// game's random source, so that a seeded game replays the same discards.
func (g *Game) randomDiscards(p PlayerID, n int) []ObjRef {
	hand := g.zones[zoneKey{Hand, p}]
	idx := make([]int, len(hand))
	for i := range idx {
		idx[i] = i
	}
	out := make([]ObjRef, 0, n)
	for i := 0; i < n && i < len(idx); i++ {
		j := i + g.Rand.IntN(len(idx)-i)
		idx[i], idx[j] = idx[j], idx[i]
		out = append(out, hand[idx[i]].Obj.Ref)
	}
	return out
}
