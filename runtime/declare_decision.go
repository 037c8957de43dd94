package runtime

import "slices"

// Declarations as decisions. A declaration of attackers or blockers is an
// action a player takes (LegalActions lists it, Take performs it); Declare
// lets the player's Decider make it instead, so that a host driving a
// seat only through its Decider can play combat too (508.1, 509.1).
//
// The decision's options are pairs: for attackers, a creature and a player
// or planeswalker it may attack (ChooseAttackers); for blockers, a
// creature and an attacker it may block (ChooseBlockers). The answer names
// the pairs declared: a creature attacks at most once, and blocks as many
// attackers as it may (509.1a, Game.BlockLimit). The declaration is then
// taken as Take takes it, so an illegal one is refused with its rule and
// changes nothing.

// Declare asks p's Decider for the declaration the current step waits
// from p — attackers in the declare attackers step (508.1), blockers in
// the declare blockers step (509.1) — and takes it. It is refused when no
// declaration waits from p.
func (g *Game) Declare(p PlayerID) (err error) {
	g.ready()
	if g.journalling() {
		end := g.journalCall(JournalAction{Call: CallDeclare, Player: p})
		defer func() { end.end(g, &err) }() // journal.go
	}
	if err := g.actorError(p); err != nil {
		return err
	}
	if a, ok := g.attackAction(p); ok {
		return g.declareAttacksByDecision(p, a)
	}
	if a, ok := g.blockAction(p); ok {
		return g.declareBlocksByDecision(p, a)
	}
	return refuse("508.1", "%s has no declaration to make now", g.PlayerName(p))
}

func (g *Game) declareAttacksByDecision(p PlayerID, a Action) error {
	d := &Decision{Kind: ChooseAttackers, Player: p, Prompt: "declare attackers", Default: []int{}}
	var attacks []Attack // the attack each option declares
	for _, o := range a.AttackOptions {
		if o.Must && len(o.Defenders) > 0 {
			// A creature that must attack does so in the default answer,
			// attacking the first player it may (508.1d).
			d.Default = append(d.Default, len(attacks))
		}
		for _, def := range o.Defenders {
			d.Options = append(d.Options, Option{Label: g.Describe(o.Creature) + " attacks " + g.PlayerName(def), Target: Target{Obj: o.Creature, Player: NoPlayer}})
			attacks = append(attacks, Attack{Creature: o.Creature, Defender: def})
		}
		for _, pw := range o.Planeswalkers {
			d.Options = append(d.Options, Option{Label: g.Describe(o.Creature) + " attacks " + g.Describe(pw), Target: Target{Obj: o.Creature, Player: NoPlayer}})
			attacks = append(attacks, Attack{Creature: o.Creature, Planeswalker: pw})
		}
	}
	d.Max = len(d.Options)
	idx, err := g.decide(d)
	if err != nil {
		return err
	}
	var chosen []Attack
	for _, i := range idx {
		at := attacks[i]
		if slices.ContainsFunc(chosen, func(c Attack) bool { return c.Creature == at.Creature }) {
			return refuse("508.1a", "%s is declared as an attacker twice", g.Describe(at.Creature))
		}
		chosen = append(chosen, at)
	}
	a.Attacks = chosen
	return g.Take(p, a)
}

func (g *Game) declareBlocksByDecision(p PlayerID, a Action) error {
	d := &Decision{Kind: ChooseBlockers, Player: p, Prompt: "declare blockers", Default: []int{}}
	var pairs []Block // one blocker and one attacker each
	for _, o := range a.BlockOptions {
		for _, at := range o.Attackers {
			d.Options = append(d.Options, Option{Label: g.Describe(o.Blocker) + " blocks " + g.Describe(at), Target: Target{Obj: o.Blocker, Player: NoPlayer}})
			pairs = append(pairs, Block{Blocker: o.Blocker, Attackers: []ObjRef{at}})
		}
	}
	d.Max = len(d.Options)
	idx, err := g.decide(d)
	if err != nil {
		return err
	}
	var blocks []Block
	for _, i := range idx {
		pr := pairs[i]
		j := slices.IndexFunc(blocks, func(b Block) bool { return b.Blocker == pr.Blocker })
		if j < 0 {
			blocks = append(blocks, Block{Blocker: pr.Blocker, Attackers: slices.Clone(pr.Attackers)})
			continue
		}
		blocks[j].Attackers = append(blocks[j].Attackers, pr.Attackers...)
	}
	a.Blocks = blocks
	return g.Take(p, a)
}
