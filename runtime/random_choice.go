package runtime

// AtRandom is one of the objects Of names, picked at random by the game
// as the effect happens ("destroy one of them at random"): only the
// objects Of still finds take part — for targets, those still legal
// (608.2b) — so a lone legal target is the one picked. The pick uses the
// game's seeded random source (randomIndexes, shared with random
// discards) and is logged with the objects it was made among.
type AtRandom struct{ Of ObjExpr }

// Objects implements ObjExpr.
func (a AtRandom) Objects(r *Resolution) []ObjRef {
	objs := a.Of.Objects(r)
	if len(objs) == 0 {
		return nil
	}
	g := r.Game
	pick := objs[0]
	if len(objs) > 1 {
		pick = objs[g.randomIndexes(len(objs), 1)[0]]
	}
	if g.logging() {
		g.emit(EvChoose, "%s is chosen at random among %s", g.evObj(roleObject, pick), g.evObjs(roleObject, objs))
	}
	return []ObjRef{pick}
}

func (a AtRandom) String() string {
	if _, it := a.Of.(It); it {
		return "one of them (what the instruction before named, still legal) chosen at random"
	}
	return "one of " + objText(a.Of) + " chosen at random"
}
