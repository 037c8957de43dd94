package runtime

// Activate activates the index-th activated ability of a permanent p
// controls (602.2). Nil targets are chosen through the Decider. Mana
// abilities resolve at once (605.3).
func (g *Game) Activate(p PlayerID, src ObjRef, index int, targets [][]Target) error {
	o := g.Object(src)
	if o == nil || o.Zone != Battlefield {
		return refuse("602.2", "that permanent is not on the battlefield")
	}
	c := g.Chars(o)
	var abs []*Ability
	for _, a := range c.Abilities {
		if a.Kind == ActivatedAbility {
			abs = append(abs, a)
		}
	}
	if index < 0 || index >= len(abs) {
		return refuse("602.1", "%s has no activated ability %d", c.Name, index+1)
	}
	a := abs[index]
	switch {
	case c.Controller != p:
		return refuse("602.2", "%s is controlled by %s", c.Name, g.PlayerName(c.Controller))
	case !g.HasPriority(p) && !a.IsMana:
		return refuse("117.1", "%s does not have priority", g.PlayerName(p))
	case a.Cost.Tap && o.Tapped:
		return refuse("602.5b", "%s is already tapped", c.Name)
	case a.Cost.Tap && c.Is("Creature") && g.Sick(o) && !c.Has("haste"):
		return refuse("302.6", "%s has summoning sickness", c.Name)
	case a.Cost.HasLoyalty && (g.Active != p || (g.Step != Main1 && g.Step != Main2) || len(g.stack) > 0):
		return refuse("606.3", "loyalty abilities are activated at sorcery speed")
	case a.Cost.HasLoyalty && o.LoyaltyTurn == g.Turn:
		return refuse("606.3", "a loyalty ability of %s has already been activated this turn", c.Name)
	case a.Cost.HasLoyalty && o.Counters["loyalty"]+a.Cost.Loyalty < 0:
		return refuse("606.6", "%s has too few loyalty counters", c.Name)
	}
	ts, err := g.chooseTargets(a.Targets, p, src, targets, c.Name)
	if err != nil {
		return err
	}
	plan, ok := g.planPayment(p, a.Cost.Mana, 0)
	if !ok {
		return refuse("602.2b", "%s can't pay %s", g.PlayerName(p), a.Cost.Mana)
	}
	g.pay(p, plan, a.Cost.Mana, 0)
	if a.Cost.Tap {
		o.Tapped = true
	}
	if a.Cost.HasLoyalty {
		if o.Counters == nil {
			o.Counters = map[string]int{}
		}
		o.Counters["loyalty"] += a.Cost.Loyalty
		o.LoyaltyTurn = g.Turn
	}
	item := &StackItem{ID: g.newItemID(), Kind: ItemActivated, Ability: a, Source: src, Controller: p, Targets: ts, Text: a.Text}
	if a.Cost.SacrificeSelf {
		item.Cost.sacrificed = g.MoveAll([]MoveRequest{{Obj: src, To: Graveyard, Cause: CauseSacrifice}})
	}
	if a.Cost.PayLife > 0 {
		g.Players[p].Life -= a.Cost.PayLife
	}
	if a.IsMana {
		r := g.frameForItem(item)
		for _, e := range a.Effects {
			if err := e.Apply(r); err != nil {
				return err
			}
		}
		g.Logf("%s activates %s: %s", g.PlayerName(p), g.Describe(src), a.Text)
		return nil
	}
	g.stack = append(g.stack, item)
	g.Logf("%s activates %s%s: %s", g.PlayerName(p), g.Describe(src), g.targetText(ts), a.Text)
	g.Priority, g.passes = p, 0
	return g.beforePriority()
}
