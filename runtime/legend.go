package runtime

// The legend rule (704.5j): if a player controls two or more legendary
// permanents with the same name, that player chooses one of them, and the
// rest are put into their owners' graveyards.

type legendary struct {
	ref  ObjRef
	name string
	ctrl PlayerID
}

// legendRule returns the moves the legend rule makes among the legendary
// permanents found by stateBasedActions (only those are looked at, so a
// game without legends pays nothing for it).
// Those already leaving by another state-based action are left out.
func (g *Game) legendRule(all []legendary, leaving []MoveRequest) []MoveRequest {
	var ls []legendary
outer:
	for _, l := range all {
		for _, r := range leaving {
			if r.Obj == l.ref {
				continue outer
			}
		}
		ls = append(ls, l)
	}
	var reqs []MoveRequest
	done := make([]bool, len(ls))
	for i := range ls {
		if done[i] {
			continue
		}
		group := []int{i}
		for j := i + 1; j < len(ls); j++ {
			if !done[j] && ls[j].ctrl == ls[i].ctrl && ls[j].name == ls[i].name && ls[i].name != "" {
				group = append(group, j)
			}
		}
		for _, j := range group {
			done[j] = true
		}
		if len(group) < 2 {
			continue
		}
		d := &Decision{Kind: ChooseObjects, Player: ls[i].ctrl, Min: 1, Max: 1,
			Prompt: "choose the legendary permanent named " + ls[i].name + " to keep (704.5j)"}
		for _, j := range group {
			d.Options = append(d.Options, Option{Label: g.Describe(ls[j].ref), Target: Target{Obj: ls[j].ref, Player: NoPlayer}})
		}
		keep := 0
		if idx, err := g.decide(d); err == nil && len(idx) == 1 && idx[0] >= 0 && idx[0] < len(group) {
			keep = idx[0]
		}
		for k, j := range group {
			if k == keep {
				continue
			}
			if g.logging() {
				g.emit(EvNote, "%s is put into its owner's graveyard by the legend rule (704.5j)", g.evObj(roleObject, ls[j].ref))
			}
			reqs = append(reqs, MoveRequest{Obj: ls[j].ref, To: Graveyard, Cause: CauseStateBased})
		}
	}
	return reqs
}

// legendRulePending returns the name of a group of legendary permanents
// the legend rule would act on (two or more with the same name and
// controller, not already leaving), or "".
func legendRulePending(all []legendary, leaving []MoveRequest) string {
	for i, a := range all {
		if a.name == "" || leavingObj(a.ref, leaving) {
			continue
		}
		for _, b := range all[i+1:] {
			if b.name == a.name && b.ctrl == a.ctrl && !leavingObj(b.ref, leaving) {
				return a.name
			}
		}
	}
	return ""
}

func leavingObj(r ObjRef, leaving []MoveRequest) bool {
	for _, l := range leaving {
		if l.Obj == r {
			return true
		}
	}
	return false
}
