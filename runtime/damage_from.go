package runtime

import "fmt"

// Damage dealt by objects other than the source of the ability (120.1):
// "each Wolf tapped this way deals damage equal to its power to target
// creature" — each object is the source of its own damage, dealt at the
// same time — and "that creature deals damage equal to its power divided
// as its controller chooses among any number of those Wolves" — a
// division made as the effect happens, by the controller of the object
// dealing the damage (Master of the Wild Hunt). "Tapped this way" are the
// permanents an earlier effect of the resolution tapped (TapUntap
// records them).

// TappedThisWay is the permanents an earlier effect of this resolution
// tapped that match Filter and are still on the battlefield.
type TappedThisWay struct{ Filter Filter }

// Objects implements ObjExpr.
func (e TappedThisWay) Objects(r *Resolution) []ObjRef {
	var out []ObjRef
	for _, o := range r.tapped {
		if obj := r.Game.permanent(o); obj != nil && r.Game.Matches(&e.Filter, o, r.Controller) {
			out = append(out, o)
		}
	}
	return out
}

func (e TappedThisWay) String() string {
	return "each " + e.Filter.String() + " an earlier effect of this ability tapped (still on the battlefield)"
}

// DamageFromEach has each object From names that is on the battlefield
// deal damage equal to its power to each recipient; all of it is dealt at
// once.
type DamageFromEach struct {
	From      ObjExpr
	To        ObjExpr
	ToPlayers PlayerExpr
}

// Apply implements Effect.
func (e DamageFromEach) Apply(r *Resolution) error {
	g := r.Game
	var to []Target
	var hit []ObjRef
	if e.To != nil {
		for _, o := range e.To.Objects(r) {
			if g.permanent(o) != nil {
				to = append(to, Target{Obj: o, Player: NoPlayer})
				hit = append(hit, o)
			}
		}
	}
	if e.ToPlayers != nil {
		for _, p := range e.ToPlayers.Players(r) {
			to = append(to, Target{Player: p})
		}
	}
	var ds []damage
	for _, s := range e.From.Objects(r) {
		obj := g.permanent(s)
		if obj == nil {
			continue
		}
		c := g.Chars(obj)
		for _, t := range to {
			ds = append(ds, damage{source: s, name: c.Name, to: t, n: c.Power})
		}
	}
	dealt := 0
	for _, n := range g.dealAll(ds) {
		dealt = addNumber(dealt, n)
	}
	r.SetIt(hit) // "that creature": the object dealt damage
	r.setAmount(dealt)
	return g.finishDamage()
}

func (e DamageFromEach) String() string {
	return objText(e.From) + " each deal damage equal to their own power to " + recipients(e.To, e.ToPlayers) + ", all at once (each is the source of its damage)"
}

// DamageDividedBy has the object From names deal damage equal to its
// power divided as its controller chooses, as the effect happens, among
// any number of the objects Among names that are on the battlefield.
type DamageDividedBy struct {
	From  ObjExpr
	Among ObjExpr
}

// Apply implements Effect.
func (e DamageDividedBy) Apply(r *Resolution) error {
	g := r.Game
	var src *Object
	for _, s := range e.From.Objects(r) {
		if src = g.permanent(s); src != nil {
			break
		}
	}
	if src == nil {
		return nil
	}
	c := g.Chars(src)
	var among []ObjRef
	for _, o := range e.Among.Objects(r) {
		if g.permanent(o) != nil {
			among = append(among, o)
		}
	}
	if c.Power <= 0 || len(among) == 0 {
		return nil
	}
	split := make([]int, len(among))
	split[0] = c.Power // the default: all of it to the first
	if c.Power <= MaxDividedDamage {
		d := &Decision{Kind: ChooseDamage, Player: c.Controller, Min: c.Power, Max: c.Power,
			Prompt: fmt.Sprintf("divide %d damage from %s among any number of them (one choice per point)", c.Power, g.Describe(src.Ref))}
		for _, o := range among {
			d.Options = append(d.Options, Option{Label: g.Describe(o), Target: Target{Obj: o, Player: NoPlayer}})
		}
		for range c.Power {
			d.Default = append(d.Default, 0)
		}
		idx, err := g.decide(d)
		if err != nil {
			return err
		}
		clear(split)
		for _, i := range idx {
			split[i]++
		}
	}
	var ds []damage
	for i, o := range among {
		if split[i] > 0 {
			ds = append(ds, damage{source: src.Ref, name: c.Name, to: Target{Obj: o, Player: NoPlayer}, n: split[i]})
		}
	}
	dealt := 0
	for _, n := range g.dealAll(ds) {
		dealt = addNumber(dealt, n)
	}
	r.setAmount(dealt)
	return g.finishDamage()
}

func (e DamageDividedBy) String() string {
	return objText(e.From) + " deals damage equal to its power divided as its controller chooses, as this happens, among any number of " + objText(e.Among)
}
