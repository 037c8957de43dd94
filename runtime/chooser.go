package runtime

// Targets chosen by a player other than the ability's controller: "its
// controller chooses target creature one of their opponents controls". The
// ability's controller still controls the ability (and is who hexproof
// asks about, 702.11b), but the other player chooses the target as the
// triggered ability is put on the stack (603.3d), and the target's
// description is relative to them ("their opponents"), when it is chosen
// and when it is checked again on resolution (608.2b).

// chooseTriggerTargets chooses the targets of a triggered ability being
// put on the stack (603.3d). It returns them with, if another player chose
// any, who chose each group (StackItem.Choosers).
func (g *Game) chooseTriggerTargets(p *pendingTrigger, modes []int, what string) ([][]Target, []PlayerID, error) {
	specs := p.ability.Targets
	defer g.withTargetFrame(specs, func() *Resolution { return g.frameFor(p) })() // target_player.go
	other := false
	for i := range specs {
		other = other || specs[i].ChosenBy != nil
	}
	if !other {
		ts, err := g.chooseTargets(specs, p.controller, p.source, nil, what, modes, g.kickedOf(p.source))
		return ts, nil, err
	}
	out := make([][]Target, len(specs))
	choosers := make([]PlayerID, len(specs))
	for i := range specs {
		spec := &specs[i]
		choosers[i] = p.controller
		if spec.ChosenBy == nil {
			ts, err := g.chooseTargets(specs[i:i+1], p.controller, p.source, nil, what, modes, g.kickedOf(p.source))
			if err != nil {
				return nil, nil, err
			}
			out[i] = ts[0]
			continue
		}
		if !spec.chosenFor(modes, g.kickedOf(p.source)) {
			continue // 700.2, 601.2c: targets of modes not chosen, or of a kicker not paid, are not chosen
		}
		chooser := g.targetChooser(spec, p)
		choosers[i] = chooser
		picked, err := g.chooseTargetsAs(spec, p.controller, chooser, p.source, what)
		if err != nil {
			return nil, nil, err
		}
		out[i] = picked
	}
	return out, choosers, nil
}

// targetChooser is the player who chooses spec's target for the pending
// triggered ability p: the first player spec.ChosenBy names, or the
// ability's controller if it names none who is in the game.
func (g *Game) targetChooser(spec *TargetSpec, p *pendingTrigger) PlayerID {
	for _, who := range spec.ChosenBy.Players(g.frameFor(p)) {
		if g.inGame(who) {
			return who
		}
	}
	return p.controller
}

// chooseTargetsAs has player chooser choose the targets of spec for an
// ability controlled by you whose source is src.
func (g *Game) chooseTargetsAs(spec *TargetSpec, you, chooser PlayerID, src ObjRef, what string) ([]Target, error) {
	var legal []Target
	for _, t := range g.LegalTargets(spec, chooser, src) {
		if g.legalTargetFor(spec, t, you, chooser, src) {
			legal = append(legal, t)
		}
	}
	if len(legal) < spec.Min {
		return nil, refuse("601.2c", "no legal target for %q for %s to choose", spec.Text, g.PlayerName(chooser))
	}
	d := &Decision{Kind: ChooseTargets, Player: chooser, Prompt: what + ": " + g.PlayerName(chooser) + " chooses " + spec.Text, Min: spec.Min, Max: spec.Max}
	d.Options = g.appendTargetOptions(make([]Option, 0, len(legal)), legal)
	idx, err := g.decide(d)
	if err != nil {
		return nil, err
	}
	var picked []Target
	for _, k := range idx {
		picked = append(picked, legal[k])
	}
	if len(picked) < spec.Min || len(picked) > spec.Max {
		return nil, refuse("601.2c", "%q needs %s, got %d", spec.Text, countText(spec.Min, spec.Max), len(picked))
	}
	return picked, nil
}

// chooser returns the player who chose target group i of the resolving
// ability: its controller unless another player did (608.2b checks the
// target again from that player's point of view).
func (r *Resolution) chooser(i int) PlayerID {
	if r.Item != nil && i < len(r.Item.Choosers) && r.Game.validPlayer(r.Item.Choosers[i]) {
		return r.Item.Choosers[i]
	}
	return r.Controller
}
