package runtime

import "slices"

// creaturesCache is, for one player, the creatures they control, in the
// battlefield's order: what declaring attackers and blockers, and
// listing the declarations, walk the battlefield for again and again.
//
// Which permanents are creatures and who controls them are
// characteristics: the list is kept past its version as keptStamp says.
type creaturesCache struct {
	keptStamp
	objs []*Object
}

// creatures returns the creatures p controls, in the battlefield's order,
// remembered while current (creaturesCache). The caller reads the list
// and doesn't keep it.
func (g *Game) creatures(p PlayerID) []*Object {
	if g.fresh > 0 || !g.validPlayer(p) {
		return g.findCreatures(p, nil)
	}
	if n := len(g.Players); len(g.creatureCache) < n {
		g.creatureCache = append(g.creatureCache, make([]creaturesCache, n-len(g.creatureCache))...)
	}
	cc := &g.creatureCache[p]
	if cc.current(g, false) {
		if g.verifyCaches != nil {
			if fresh := g.findCreatures(p, nil); !slices.Equal(fresh, cc.objs) {
				g.verifyCaches("creatures of "+g.PlayerName(p), objsText(cc.objs), objsText(fresh))
			}
		}
		return cc.objs
	}
	reads := g.turnReads
	objs := g.findCreatures(p, cc.objs[:0])
	*cc = creaturesCache{keptStamp: g.stamp(g.turnReads == reads), objs: objs}
	return objs
}

// findCreatures appends to out the creatures p controls, in the
// battlefield's order.
func (g *Game) findCreatures(p PlayerID, out []*Object) []*Object {
	for _, c := range g.battlefieldCards() {
		if ch := g.chars(c.Obj); ch.Controller == p && g.typeBitsOf(c.Obj, ch)&tbCreature != 0 {
			out = append(out, c.Obj)
		}
	}
	return out
}
