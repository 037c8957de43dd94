package runtime

import (
	"fmt"
	"slices"
)

// Redirection of damage (614.9): "the next 2 damage that a source of your
// choice would deal to you and/or permanents you control this turn is
// dealt to any target instead" (Harm's Way). It is a replacement effect,
// kept with the prevention shields (a Prevention with Redirect set), so
// that it is ordered with them (616.1), follows its source's spell to the
// permanent (400.7c), ends with the turn and is offered as a source of
// damage to choose (609.7a). Its shields share one amount, whatever
// recipient the damage would be dealt to; redirected damage is still
// dealt by its source (deathtouch, lifelink), to the new recipient, and
// the same redirection does not apply to it again (614.5). When the
// source would deal damage to several of its recipients at once and the
// amount does not cover it all, its controller chooses which damage is
// redirected (planRedirects).

// Redirect is the effect that makes such a redirection. Its amount is
// shared by the player recipients (ToPlayers) and the permanents
// matching ToEach as the damage would be dealt.
type Redirect struct {
	ToPlayers PlayerExpr
	ToEach    *Filter
	By        ObjExpr // the source (a Chosen source, 609.7a)
	Amount    Amount
	Duration  Duration
	// Instead is the new recipient: an object or a player (a target).
	Instead        ObjExpr
	InsteadPlayers PlayerExpr
	Text           string
}

// Apply implements Effect.
func (e Redirect) Apply(r *Resolution) error {
	g := r.Game
	amount := amountNumber(e.Amount.Value(r))
	var to *Target
	if e.Instead != nil {
		if os := e.Instead.Objects(r); len(os) > 0 {
			to = &Target{Obj: os[0], Player: NoPlayer}
		}
	}
	if to == nil && e.InsteadPlayers != nil {
		if ps := e.InsteadPlayers.Players(r); len(ps) > 0 {
			to = &Target{Player: ps[0]}
		}
	}
	sources := []ObjRef{{}}
	var recheck *Filter
	if e.By != nil {
		sources = e.By.Objects(r)
		if c, ok := e.By.(Chosen); ok {
			recheck = &c.Filter
		}
	}
	if to == nil || amount <= 0 || len(sources) == 0 {
		return nil
	}
	budget := new(int)
	*budget = amount
	add := func(p *Prevention) {
		p.FromFilter, p.Amount, p.Duration, p.Redirect, p.budget = recheck, amount, e.Duration, to, budget
		p.Source, p.Controller, p.Text = r.Source, r.Controller, e.Text
		g.preventions = append(g.preventions, p)
		g.changed()
	}
	for _, from := range sources {
		if e.ToPlayers != nil {
			for _, pl := range e.ToPlayers.Players(r) {
				add(&Prevention{To: &Target{Player: pl}, From: from})
			}
		}
		if e.ToEach != nil {
			f := *e.ToEach
			add(&Prevention{ToFilter: &f, From: from})
		}
	}
	if g.logging() {
		g.emit(EvPrevent, "%s: %s", g.evCard(roleSource, r.Source, g.Card(r.Source.Card).Def.Name), evText(roleText, e.Text))
	}
	return nil
}

func (e Redirect) String() string {
	s := "the next " + amountText(e.Amount) + " damage that " + objText(e.By) + " would deal to "
	var to []string
	if e.ToPlayers != nil {
		to = append(to, e.ToPlayers.String())
	}
	if e.ToEach != nil {
		to = append(to, "each "+e.ToEach.String()+" (whichever it is as the damage would be dealt)")
	}
	if len(to) == 0 {
		to = append(to, "nothing")
	}
	s += to[0]
	for _, t := range to[1:] {
		s += " and/or " + t
	}
	switch e.Duration {
	case Forever:
	case UntilEndOfTurn:
		s += " this turn"
	default:
		s += durationWords(e.Duration)
	}
	return s + " is dealt to " + recipients(e.Instead, e.InsteadPlayers) + " instead, one amount shared by all of them; the source still deals it (614.9)"
}

// redirectValid reports whether the new recipient of a redirection can be
// dealt damage now: a creature, planeswalker or battle on the battlefield,
// or a player in the game. If not, the redirection doesn't apply.
func (g *Game) redirectValid(t *Target) bool {
	if t.Obj.IsZero() {
		return g.validPlayer(t.Player) && !g.Players[t.Player].Lost
	}
	o := g.Object(t.Obj)
	if o == nil || o.Zone != Battlefield {
		return false
	}
	c := g.Chars(o)
	return c.Is("Creature") || c.Is("Planeswalker") || c.Is("Battle")
}

// redirect applies redirection shield s to damage d: it takes as much of
// the damage as the shared amount (and, for damage dealt at once with
// other damage, its controller's choice) allows, queues it for the new
// recipient, and returns how much it took.
func (g *Game) redirect(s *Prevention, d *damage) int {
	k := min(*s.budget, d.n)
	if q, ok := d.quota[s.budget]; ok {
		k = min(k, q)
	}
	if k <= 0 {
		return 0
	}
	*s.budget -= k
	if *s.budget == 0 {
		for _, p := range g.preventions {
			if p.budget == s.budget {
				p.usedUp = true
			}
		}
	}
	if g.logging() {
		g.emit(EvPrevent, "%s damage from %s to %s is dealt to %s instead (%s)", evNum(roleAmount, k), g.evCard(roleSource, d.source, d.name), g.evTargetName(roleRecipient, d.to), g.evTargetName("redirect", *s.Redirect), evText(roleText, s.Text))
	}
	piece := damage{source: d.source, name: d.name, to: *s.Redirect, n: k, combat: d.combat, redirectedBy: append(slices.Clone(d.redirectedBy), s.budget), way: d.way}
	g.redirected = append(g.redirected, piece)
	return k
}

// targetName names a player or an object.
func (g *Game) targetName(t Target) string {
	if t.Obj.IsZero() {
		return g.PlayerName(t.Player)
	}
	return g.Describe(t.Obj)
}

// dealRedirected deals the damage redirections took, each to its new
// recipient, as part of the same damage event.
func (g *Game) dealRedirected() {
	for len(g.redirected) > 0 {
		piece := g.redirected[0]
		g.redirected = g.redirected[1:]
		if n := g.dealOne(&piece); n > 0 && piece.combat && piece.to.Obj.IsZero() {
			piece.n = n
			g.combatRedir = append(g.combatRedir, piece)
		}
	}
}

// takeRedirectedCombat returns, and forgets, the combat damage
// redirections dealt to players, for "deals combat damage to a player"
// triggers (510.3a, combatdamage.go): combat damage redirected is still
// combat damage.
func (g *Game) takeRedirectedCombat() []damage {
	out := g.combatRedir
	g.combatRedir = nil
	return out
}

// dealAll deals damage events that happen at once (a spell dealing damage
// to several recipients, combat damage), returning the damage each dealt.
// When a redirection applies to several of them and its amount does not
// cover them all, its controller first chooses which damage it takes.
func (g *Game) dealAll(ds []damage) []int {
	return g.appendDealt(make([]int, 0, len(ds)), ds)
}

// appendDealt deals ds as dealAll does and appends to out the damage each
// dealt. When a shield of an amount applies to several of them and can't
// prevent them all, the player first chooses which it prevents; when a
// shield of the next time applies to several, it prevents one source's,
// all of it, and is used up once they are all dealt (planShields, 615.7,
// 615.8).
func (g *Game) appendDealt(out []int, ds []damage) []int {
	instances := false
	if len(ds) > 1 && len(g.preventions) > 0 {
		if g.hasRedirects() {
			g.planRedirects(ds)
		}
		instances = g.planShields(ds) // prevent.go (615.7, 615.8)
	}
	for i := range ds {
		out = append(out, g.deal(&ds[i]))
	}
	if instances {
		g.endInstances() // prevent.go
	}
	return out
}

func (g *Game) hasRedirects() bool {
	return slices.ContainsFunc(g.preventions, func(p *Prevention) bool { return p.Redirect != nil })
}

// planRedirects asks, for each redirection that applies to more than one
// of ds and can't take all of that damage, which points of it the
// redirection takes (one answer per point).
func (g *Game) planRedirects(ds []damage) {
	var seen []*int
	for _, s := range g.preventions {
		if s.Redirect == nil || slices.Contains(seen, s.budget) {
			continue
		}
		seen = append(seen, s.budget)
		var idx []int
		total := 0
		for i := range ds {
			for _, p := range g.preventions {
				if p.budget == s.budget && g.preventionApplies(p, &ds[i]) {
					idx = append(idx, i)
					total = addNumber(total, ds[i].n)
					break
				}
			}
		}
		if len(idx) < 2 || total <= *s.budget || *s.budget > MaxDividedDamage {
			continue
		}
		d := &Decision{Kind: ChooseDamage, Player: s.Controller, Min: *s.budget, Max: *s.budget,
			Prompt: fmt.Sprintf("choose which %d damage is dealt to %s instead (%s; one choice per point)", *s.budget, g.targetName(*s.Redirect), s.Text)}
		left := *s.budget
		for _, i := range idx {
			d.Options = append(d.Options, Option{Label: fmt.Sprintf("%d damage to %s", ds[i].n, g.targetName(ds[i].to)), Target: ds[i].to})
			for k := 0; k < min(left, ds[i].n); k++ {
				d.Default = append(d.Default, len(d.Options)-1)
			}
			left -= min(left, ds[i].n)
		}
		picks, err := g.decide(d)
		if err != nil {
			g.damageFailed(err) // the default: see damageFailed (prevent.go)
		}
		counts := make([]int, len(idx))
		if err == nil {
			for _, p := range picks {
				if p >= 0 && p < len(idx) {
					counts[p]++
				}
			}
		}
		for j, i := range idx {
			if err != nil || counts[j] > ds[i].n {
				counts = nil
				break
			}
		}
		if counts == nil { // an answer that takes more than some damage: the default
			counts = make([]int, len(idx))
			for _, p := range d.Default {
				counts[p]++
			}
		}
		for j, i := range idx {
			if ds[i].quota == nil {
				ds[i].quota = map[*int]int{}
			}
			ds[i].quota[s.budget] = counts[j]
		}
	}
}
