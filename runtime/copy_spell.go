package runtime

import "slices"

// Copying a spell (707.10) is defined here, once, for every effect that
// copies one ("copy target instant or sorcery spell", "each other player
// copies that spell").
//
//   - 707.10: to copy a spell is to put a copy of it onto the stack. The
//     copy is not cast: "whenever a player casts" abilities don't trigger,
//     and its SpellInfo records no caster and no zone it was cast from, so
//     rebound (702.88a, "if this spell was cast from your hand") never
//     applies to it. The player who puts it onto the stack controls and
//     owns it.
//   - 707.2, 707.10: the copy has the copiable values of the spell (its
//     card's printed characteristics; text-changing effects are not
//     copied) and every decision made for it as it was cast: modes,
//     targets, the value of X, kicker and the additional costs paid.
//   - 707.10c: "you may choose new targets for the copy": its controller
//     may leave any number of targets unchanged, even illegal ones; a new
//     target must be legal. They decide before the copy is on the stack
//     with those targets.
//   - 704.5e: a copy of a spell in any zone other than the stack ceases
//     to exist, as a state-based action; it joins the tokens that state-
//     based actions look for (strayTokens), so only games that copy a
//     spell pay for it.

// CopySpell puts, for each spell What names that is still on the stack,
// a copy onto the stack for each player Who names (the ability's
// controller when Who is nil). The copies are "it" afterwards.
type CopySpell struct {
	What ObjExpr
	Who  PlayerExpr
	// NewTargets: each copy's controller may choose new targets for it
	// (707.10c).
	NewTargets bool
}

// Apply implements Effect.
func (e CopySpell) Apply(r *Resolution) error {
	g := r.Game
	players := []PlayerID{r.Controller}
	if e.Who != nil {
		players = e.Who.Players(r)
	}
	var made []ObjRef
	for _, o := range e.What.Objects(r) {
		orig := g.itemForSpell(o)
		if orig == nil {
			continue // no longer a spell on the stack
		}
		for _, p := range players {
			if g.over || !g.validPlayer(p) {
				continue
			}
			ref, err := g.copySpell(orig, p, e.NewTargets)
			if err != nil {
				return err
			}
			made = append(made, ref)
		}
	}
	r.SetIt(made)
	return nil
}

// copySpell puts a copy of the spell item orig onto the stack under p's
// control (707.10).
func (g *Game) copySpell(orig *StackItem, p PlayerID, newTargets bool) (ObjRef, error) {
	src := g.Object(orig.Spell)
	c := g.newCard(Card{Owner: p, Def: src.Def(), SpellCopy: true})
	o := g.place(c, Stack, p, false)
	info := SpellInfo{Caster: NoPlayer, CastFrom: ZoneNone}
	if s := src.Spell; s != nil {
		info.Kicked, info.X = slices.Clone(s.Kicked), s.X
	}
	o.Spell = &info
	ab := spellAbility(c.Def)
	targets := make([][]Target, len(orig.Targets))
	for i, group := range orig.Targets {
		targets[i] = slices.Clone(group)
	}
	if newTargets && hasTargets(targets) {
		var err error
		if targets, err = g.chooseNewTargets(ab, targets, p, o.Ref); err != nil {
			g.unplace(c) // never put onto the stack
			c.Obj = nil
			g.changed()
			return ObjRef{}, err
		}
	}
	item := g.newItem(StackItem{ID: g.newItemID(), Kind: ItemSpell, Spell: o.Ref, Ability: ab, Source: o.Ref, Controller: p,
		Targets: targets, Text: orig.Text, Modes: slices.Clone(orig.Modes), Cost: orig.Cost, Choosers: slices.Clone(orig.Choosers), Division: slices.Clone(orig.Division)})
	g.stack = append(g.stack, item)
	g.changed()
	if g.logging() {
		g.emit(EvCast, "%s copies %s%s", g.evPlayer(rolePlayer, p), g.evObj(roleSpell, orig.Spell), g.evTargets(targets))
	}
	g.becameTargets(item) // event_triggers.go
	return o.Ref, nil
}

// chooseNewTargets lets p choose new targets for a copy (707.10c): first
// whether to change any, then for each group of targets the targets it
// will have, among the legal targets and the ones it has now.
func (g *Game) chooseNewTargets(ab *Ability, targets [][]Target, p PlayerID, copy ObjRef) ([][]Target, error) {
	name := g.Describe(copy)
	d := &Decision{Kind: ChooseYesNo, Player: p, Prompt: "you may choose new targets for " + name, Min: 1, Max: 1,
		Options: []Option{LabelOption("yes"), LabelOption("no")}}
	idx, err := g.decide(d)
	if err != nil || idx[0] != 0 {
		return targets, err
	}
	for i, group := range targets {
		if len(group) == 0 || i >= len(ab.Targets) {
			continue
		}
		spec := &ab.Targets[i]
		opts := slices.Clone(group) // unchanged targets may stay, even illegal ones
		for _, t := range g.LegalTargets(spec, p, copy) {
			if !slices.Contains(opts, t) {
				opts = append(opts, t)
			}
		}
		d := &Decision{Kind: ChooseTargets, Player: p, Prompt: name + ": choose new targets for " + spec.Text, Min: len(group), Max: len(group)}
		for k, t := range opts {
			d.Options = append(d.Options, Option{Label: g.DescribeTarget(t), Target: t})
			if k < len(group) {
				d.Default = append(d.Default, k)
			}
		}
		idx, err := g.decide(d)
		if err != nil {
			return nil, err
		}
		picked := make([]Target, 0, len(idx))
		for _, k := range idx {
			picked = append(picked, opts[k])
		}
		targets[i] = picked
	}
	return targets, nil
}

// strayed reports whether c is a token outside the battlefield (704.5d)
// or a copy of a spell outside the stack (704.5e).
func strayed(c *Card) bool {
	if c.Obj == nil {
		return false
	}
	return c.Token && c.Obj.Zone != Battlefield || c.SpellCopy && c.Obj.Zone != Stack
}

func (e CopySpell) String() string {
	s := "put a copy of " + objText(e.What) + " onto the stack under your control, not cast (707.10)"
	if e.Who != nil {
		s = playerText(e.Who) + " each put a copy of " + objText(e.What) + " onto the stack under their control, not cast (707.10)"
	}
	if e.NewTargets {
		s += "; its controller may choose new targets for it (707.10c)"
	}
	return s
}
