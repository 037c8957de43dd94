package runtime

// Chosen is one object that the ability's controller chooses as the effect
// happens, among those matching Filter: "a creature of your choice". It is
// not a target (115.10): it is chosen on resolution and ignores hexproof
// and protection.
//
// With Source, the description says "source" (109.2c: a source matching
// it, in any zone), and the choice is a source of damage: a permanent, a
// spell on the stack, an object that an object on the stack, a prevention
// or replacement effect waiting to apply or a delayed triggered ability
// waiting to trigger refers to (even one that has left the zone it was
// in), or an object in the command zone (609.7a). The source need not be
// able to deal damage.
type Chosen struct {
	Filter Filter
	Source bool
	Text   string // the description as written: "a red source of your choice"
}

// Objects implements ObjExpr: it asks the controller to choose, and
// returns the object chosen (none if nothing matches).
func (c Chosen) Objects(r *Resolution) []ObjRef {
	g := r.Game
	var options []ObjRef
	if c.Source {
		options = g.sourceChoices()
	} else {
		for _, o := range g.candidates(&c.Filter) {
			options = append(options, o.Ref)
		}
	}
	d := &Decision{Kind: ChooseObjects, Player: r.Controller, Prompt: "choose " + c.Text, Min: 1, Max: 1}
	for _, o := range options {
		if g.sourceMatches(&c.Filter, o, r.Controller) {
			d.Options = append(d.Options, Option{Label: g.Describe(o), Target: Target{Obj: o, Player: NoPlayer}})
		}
	}
	if len(d.Options) == 0 {
		if g.logging() {
			g.emit(EvChoose, "%s can't choose %s: there is none", g.evPlayer(rolePlayer, r.Controller), evText(roleText, c.Text))
		}
		return nil
	}
	idx, err := g.decide(d)
	if err != nil || len(idx) != 1 {
		return nil
	}
	chosen := d.Options[idx[0]].Target.Obj
	if g.logging() {
		g.emit(EvChoose, "%s chooses %s as %s", g.evPlayer(rolePlayer, r.Controller), g.evObjSeenBy(roleObject, chosen, r.Controller), evText(roleText, c.Text))
	}
	return []ObjRef{chosen}
}

// sourceChoices lists the objects a player may choose as a source of
// damage (609.7a), each once: permanents, spells, objects in the command
// zone, and the objects referred to by stack items, prevention and
// replacement effects and delayed triggered abilities.
func (g *Game) sourceChoices() []ObjRef {
	var out []ObjRef
	seen := map[ObjRef]bool{}
	add := func(rs ...ObjRef) {
		for _, r := range rs {
			if r.IsZero() || seen[r] {
				continue
			}
			if _, ok := g.lastKnown(r); !ok {
				continue
			}
			seen[r] = true
			out = append(out, r)
		}
	}
	for _, z := range []Zone{Battlefield, Stack, Command} {
		for _, c := range g.zones.get(zkey(z, NoPlayer)) {
			add(c.Obj.Ref)
		}
	}
	for _, it := range g.stack {
		add(it.Source, it.Spell)
		for _, ts := range it.Targets {
			for _, t := range ts {
				add(t.Obj)
			}
		}
		add(it.It...)
	}
	for _, p := range g.preventions {
		add(p.From)
	}
	for _, rp := range g.replacements {
		add(rp.Obj)
	}
	for _, d := range g.delayed {
		add(d.Source)
		add(d.It...)
	}
	return out
}

// String renders the choice: what may be chosen, and when.
func (c Chosen) String() string {
	if c.Source {
		f := c.Filter.String()
		return "a source of damage you choose as this happens (609.7a), which must be " + article(f) + " " + f +
			" then and still be one as it would deal the damage (609.7b)"
	}
	return "the " + c.Filter.String() + " you choose as this happens"
}
