package runtime

// Abilities on the stack as targets: "counter target activated or
// triggered ability" (115.1, 701.6a). A target spec that allows them
// (TargetSpec.ActivatedAbilities, TriggeredAbilities) offers the activated
// and triggered abilities on the stack, each named by the ID of its stack
// item (Target.Item). Mana abilities never go on the stack (605.3b), so
// they can never be chosen. An ability that has left the stack — it has
// resolved or been countered — is an illegal target (608.2b).

// stackItem returns the item on the stack with the given ID, or nil.
func (g *Game) stackItem(id int) *StackItem {
	for i := len(g.stack) - 1; i >= 0; i-- {
		if g.stack[i].ID == id {
			return g.stack[i]
		}
	}
	return nil
}

// legalAbilityTarget reports whether the stack item t names is an ability
// that spec allows.
func (g *Game) legalAbilityTarget(spec *TargetSpec, t Target) bool {
	it := g.stackItem(t.Item)
	if it == nil {
		return false
	}
	switch it.Kind {
	case ItemActivated:
		return spec.ActivatedAbilities
	case ItemTriggered:
		return spec.TriggeredAbilities
	}
	return false
}

// abilityTargets lists the abilities on the stack that spec allows, top
// first.
func (g *Game) abilityTargets(spec *TargetSpec) []Target {
	if !spec.ActivatedAbilities && !spec.TriggeredAbilities {
		return nil
	}
	var ts []Target
	for i := len(g.stack) - 1; i >= 0; i-- {
		t := Target{Player: NoPlayer, Item: g.stack[i].ID}
		if g.legalAbilityTarget(spec, t) {
			ts = append(ts, t)
		}
	}
	return ts
}

// describeItem names a stack item for logs and prompts: "triggered
// ability of Goblin Dark-Dwellers #1.3".
func (g *Game) describeItem(id int) string {
	it := g.stackItem(id)
	if it == nil {
		return "an ability no longer on the stack"
	}
	kind := "ability"
	switch it.Kind {
	case ItemSpell:
		return g.Describe(it.Spell)
	case ItemActivated:
		kind = "activated ability"
	case ItemTriggered:
		kind = "triggered ability"
	}
	return kind + " of " + g.Describe(it.Source)
}

// ItemSource returns the source of the ability a target names (a stack
// item), and whether it names one on the stack now. Scenarios use it to
// find "the ability of" a card.
func (g *Game) ItemSource(t Target) (ObjRef, bool) {
	if it := g.stackItem(t.Item); t.Item != 0 && it != nil && it.Kind != ItemSpell {
		return it.Source, true
	}
	return ObjRef{}, false
}

// items returns the abilities on the stack among the legal targets of
// target group i: the ones an effect such as "counter target activated
// ability" acts on.
func (t TargetRef) items(r *Resolution) []*StackItem {
	var out []*StackItem
	for _, x := range r.TargetGroup(t.Index) {
		if it := r.Game.stackItem(x.Item); x.Item != 0 && it != nil {
			out = append(out, it)
		}
	}
	return out
}

// counterAbilities counters the abilities on the stack that e's target
// names: each is removed from the stack and does nothing (701.6a). The
// card of a countered delayed trigger (rebound's, for one) stays where it
// is.
func (e Counter) counterAbilities(r *Resolution) {
	t, ok := e.What.(TargetRef)
	if !ok {
		return
	}
	for _, it := range t.items(r) {
		var name EventArg
		if r.Game.logging() {
			name = r.Game.evTarget(roleObject, Target{Item: it.ID})
		}
		r.Game.removeItem(it)
		r.Game.emit(EvCountered, "%s is countered (701.6a)", name)
	}
}

// abilityTargetText renders the abilities a target spec allows.
func abilityTargetText(t *TargetSpec) string {
	var s string
	switch {
	case t.ActivatedAbilities && t.TriggeredAbilities:
		s = "activated or triggered ability"
	case t.ActivatedAbilities:
		s = "activated ability"
	case t.TriggeredAbilities:
		s = "triggered ability"
	default:
		return ""
	}
	return s + " on the stack (never a mana ability, 605.3b)"
}
