package runtime

import "strings"

// ChooseTarget is an instruction that only names its target ("choose target
// creature card in your graveyard"): the target was chosen as the spell or
// ability was put on the stack (601.2c), and the instructions after it
// refer to it ("that card"). It makes "it" the target's objects, if the
// target is still legal. More are further targets chosen with it
// ("choose target nonland permanent you control and up to two target
// nonland permanents you don't control"): "it" is then all of them that
// are still legal ("them").
type ChooseTarget struct {
	Target TargetRef
	More   []TargetRef
}

// Apply implements Effect.
func (e ChooseTarget) Apply(r *Resolution) error {
	if len(e.More) == 0 {
		r.SetIt(e.Target.Objects(r))
		return nil
	}
	all := AllOf{Objs: []ObjExpr{e.Target}}
	for _, t := range e.More {
		all.Objs = append(all.Objs, t)
	}
	r.SetIt(all.Objects(r))
	return nil
}

func (e ChooseTarget) String() string {
	if len(e.More) > 0 {
		s := "choose " + objText(e.Target)
		for _, t := range e.More {
			s += " and " + objText(t)
		}
		return s + " (they are \"them\" from now on)"
	}
	return "choose " + objText(e.Target) + " (it is \"that card\" from now on)"
}

// AllOf is the objects of several references, which an effect acts on at
// once ("return that card and the sacrificed card to the battlefield").
type AllOf struct{ Objs []ObjExpr }

// Objects implements ObjExpr.
func (a AllOf) Objects(r *Resolution) []ObjRef {
	var out []ObjRef
	for _, e := range a.Objs {
		for _, o := range e.Objects(r) {
			if !containsRef(out, o) {
				out = append(out, o)
			}
		}
	}
	return out
}

func (a AllOf) String() string {
	var parts []string
	for _, e := range a.Objs {
		parts = append(parts, objText(e))
	}
	if len(parts) == 0 {
		return "nothing"
	}
	return strings.Join(parts, " and ")
}

func containsRef(rs []ObjRef, r ObjRef) bool {
	for _, x := range rs {
		if x == r {
			return true
		}
	}
	return false
}
