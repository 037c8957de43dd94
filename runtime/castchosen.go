package runtime

// CastChosen is "cast a SELECTOR spell from ZONE": as the effect is
// applied, the ability's controller chooses one card in that zone that
// would be such a spell (a land never is, 305.9) and casts it during the
// resolution, ignoring timing (608.2g), optionally without paying its mana
// cost (118.9). Nothing is targeted: the card is chosen as the ability
// resolves. The spell it becomes is "that spell" for the rest of the
// ability (400.7h). The card is cast from where it is, so an effect that
// cares where a spell was cast from sees that zone (rebound works for a
// spell cast from its caster's hand this way, a rebound ruling).
//
// From describes the cards that may be chosen, in their zone (Owner RelYou
// for "your hand").
type CastChosen struct {
	From          Filter
	WithoutPaying bool
}

// Apply implements Effect.
func (e CastChosen) Apply(r *Resolution) error {
	g := r.Game
	if !g.validPlayer(r.Controller) {
		return nil
	}
	d := &Decision{Kind: ChooseObjects, Player: r.Controller, Prompt: "choose a card to cast: " + e.From.String()}
	for _, o := range g.candidates(&e.From) {
		if c := g.Chars(o); !c.Is("Land") && g.Matches(&e.From, o.Ref, r.Controller) {
			d.Options = append(d.Options, Option{Label: g.Describe(o.Ref), Target: Target{Obj: o.Ref, Player: NoPlayer}})
		}
	}
	if len(d.Options) == 0 {
		if g.logging() {
			g.emit(EvNote, "%s has no card to cast (%s)", g.evPlayer(rolePlayer, r.Controller), evText(roleZone, e.From.String()))
		}
		return nil
	}
	d.Min, d.Max = 1, 1
	idx, err := g.decide(d)
	if err != nil {
		return err
	}
	return CastCard{What: constRefs{d.Options[idx[0]].Target.Obj}, WithoutPaying: e.WithoutPaying}.Apply(r)
}

func (e CastChosen) String() string {
	return "choose a nonland " + e.From.String() + " and cast it" + withoutPayingText(e.WithoutPaying) +
		" (as this resolves, ignoring timing, 608.2g; the spell is \"that spell\", 400.7h)"
}
