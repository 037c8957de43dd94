package runtime

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
	"unicode"
)

// damage is one event of damage about to be dealt (120.1).
type damage struct {
	source ObjRef // the object dealing it (a spell, a permanent, or one that has left)
	name   string // the source's name, for the log
	to     Target
	n      int
	combat bool
	// Redirections (redirect.go): how much of it each may take, when its
	// controller chose (planRedirects), and those that took it here
	// already (614.5).
	quota        map[*int]int
	redirectedBy []*int
	// shares is, for a prevention shield of an amount that applies to
	// this and other damage dealt at once (for a shield over a set, one
	// object's amount), how much of this damage it may prevent, as the
	// player chose (planShields, 615.7); for a shield of the next time,
	// 1 if this damage is part of the instance it prevents, 0 if not
	// (615.8).
	shares map[*Prevention]int
	// way, while a DealDamage of a resolution deals it, collects the
	// permanents it is dealt to, for "a creature dealt damage this way"
	// (DealtThisWay, regenerate.go); redirected pieces keep it.
	way *[]ObjRef
}

// Prevention is a prevention effect made by a resolving spell or ability
// (615): a shield that stops damage that would be dealt to a recipient, or
// by a source, or both. With All it prevents all such damage for as long
// as it lasts; with Next, all of the next instance of such damage (the
// damage one source deals at once, however much and to however many
// recipients), and it is then used up (615.8, 609.7a); otherwise it stops
// Amount in total and is then used up (615.7).
type Prevention struct {
	To *Target // the recipient it protects; nil: any
	// ToFilter, if set, protects every permanent that matches it (from
	// Controller's point of view) as the damage would be dealt: "creatures
	// you control" includes those that come under your control later.
	ToFilter *Filter
	From     ObjRef // the source it stops; zero: any
	// FromFilter, if set, is what the source must be as it would deal the
	// damage: the shield rechecks it then, and damage from a source that no
	// longer matches is not prevented and does not use the shield up
	// (609.7b: "a red source of your choice" that has stopped being red).
	FromFilter *Filter
	Combat     bool
	All        bool
	Next       bool
	Amount     int
	Duration   Duration
	// Then is what the effect does immediately after it prevents damage
	// (615.5), each time it does: "the damage prevented this way" is the
	// damage it prevented then, and "it" the permanent that damage would
	// have been dealt to. Source and Controller are the spell or ability
	// that made the effect, for Then.
	Then       []Effect
	Source     ObjRef
	Controller PlayerID
	Text       string
	usedUp     bool
	// Redirect, if set, makes this a redirection (redirect.go): the
	// damage is dealt to Redirect instead, up to budget, an amount its
	// shields share.
	Redirect *Target
	budget   *int
	// toSet and bySet, if set, are the recipients and the sources it
	// applies to, described ("each creature you control"): whatever
	// matches as the damage would be dealt (611.2c, rule_sets.go). Of an
	// amount or of the next time, each such object has its own, which
	// spent records the use of.
	toSet, bySet *objectSet
	spent        []setSpent
	// instanceDealt: of the next time, it has prevented damage that is
	// part of an instance dealt with other damage at once (planShields);
	// appendDealt uses it up when all of that damage has been dealt.
	instanceDealt bool
}

func (g *Game) preventionApplies(p *Prevention, d *damage) bool {
	if p.Redirect != nil && (*p.budget <= 0 || slices.Contains(d.redirectedBy, p.budget) || !g.redirectValid(p.Redirect)) {
		return false // redirect.go
	}
	if p.ToFilter != nil && (d.to.Obj.IsZero() || !g.Matches(p.ToFilter, d.to.Obj, p.Controller)) {
		return false
	}
	if p.To != nil && *p.To != d.to || !p.From.IsZero() && p.From != d.source || p.Combat && !d.combat {
		return false
	}
	if q, ok := d.shares[p]; ok && q <= 0 {
		return false // the player chose other damage for it (615.7)
	}
	if p.toSet != nil || p.bySet != nil {
		if !g.setPreventionApplies(p, d) { // rule_sets.go
			return false
		}
	}
	return p.FromFilter == nil || g.sourceMatches(p.FromFilter, d.source, p.Controller)
}

// sourceMatches reports whether a source of damage matches f as it is now,
// or as it last existed if it has left its zone (609.7b, 608.2h).
func (g *Game) sourceMatches(f *Filter, src ObjRef, you PlayerID) bool {
	if g.Object(src) != nil {
		return g.Matches(f, src, you)
	}
	s, ok := g.lastKnown(src)
	if !ok {
		return false
	}
	c := s.Chars()
	return g.matchChars(f, s.Object, &c, you, ObjRef{})
}

// DamagePrevention is the prevention effect of a static ability (615,
// 611.3): while its source is on the battlefield, it prevents all damage
// that would be dealt to the source's controller (ToYou) or to a permanent
// that matches To (from that controller's point of view; with Other, not
// the source itself), by a source matching From if From is set. Then
// happens immediately after each time it prevents damage (615.5).
type DamagePrevention struct {
	// ToAttached: damage to the permanent the source is attached to
	// ("equipped creature", static_prevent.go).
	ToAttached bool
	// Noncombat: only damage that isn't combat damage (static_prevent.go).
	Noncombat bool
	ToYou     bool
	ToSelf    bool // damage to this permanent ("if damage would be dealt to this")
	To        *Filter
	Other     bool
	From      *Filter
	Combat    bool
	// Amount, if not 0, is how much of each such damage event is
	// prevented ("prevent 1 of that damage"); 0 prevents all of it.
	Amount int
	Then   []Effect
	Text   string
}

// staticPreventionKey identifies a static ability's prevention effect of
// one source, so that it applies once to a damage event (616.1f).
type staticPreventionKey struct {
	src ObjRef
	dp  *DamagePrevention
}

// preventing is one prevention effect that applies to a damage event.
type preventing struct {
	key        any // *Prevention or staticPreventionKey
	text       string
	shield     *Prevention // nil for a static ability's effect
	then       []Effect
	source     ObjRef
	controller PlayerID
	amount     int // of a static ability's effect: at most this much (0: all)
}

// afterPrevention is what a prevention effect does after it prevented
// damage (615.5), waiting until the damage event is over.
type afterPrevention struct {
	effects    []Effect
	source     ObjRef
	controller PlayerID
	prevented  int
	recipient  ObjRef // the permanent the damage would have been dealt to
}

// preventionsFor lists the prevention effects that apply to damage d.
func (g *Game) preventionsFor(d *damage) []preventing {
	var out []preventing
	for _, p := range g.preventions {
		if g.preventionApplies(p, d) {
			out = append(out, preventing{key: p, text: p.Text, shield: p, then: p.Then, source: p.Source, controller: p.Controller})
		}
	}
	// The permanents with a static ability that prevents damage are
	// counted as they enter and leave (kindCounts, skPrevent): with none,
	// none is looked for, but under VerifyCaches.
	if g.statics == 0 || g.kindCounts[skPreventAt] == 0 && g.verifyCaches == nil {
		return out
	}
	walked := false
	for _, sc := range g.battlefieldCards() {
		src := sc.Obj
		for _, a := range sc.Obj.Def().Abilities {
			if a.Kind != StaticAbility {
				continue
			}
			for _, se := range a.Statics {
				if dp := se.Prevent; dp != nil {
					walked = true
					if g.staticPreventionApplies(src, dp, d) {
						out = append(out, preventing{key: staticPreventionKey{src.Ref, dp}, text: src.Name() + ": " + dp.Text, then: dp.Then,
							source: src.Ref, controller: g.Chars(src).Controller, amount: dp.Amount})
					}
				}
			}
		}
	}
	if walked && g.kindCounts[skPreventAt] == 0 {
		g.verifyCaches("whether a permanent's static ability prevents damage", "false", "true")
	}
	return out
}

// skPreventAt is skPrevent's place in kindCounts.
const skPreventAt = 7

func (g *Game) staticPreventionApplies(src *Object, dp *DamagePrevention, d *damage) bool {
	you := g.Chars(src).Controller
	if dp.Combat && !d.combat || dp.From != nil && !g.sourceMatches(dp.From, d.source, you) {
		return false
	}
	if dp.Noncombat || dp.ToAttached {
		return g.attachedPreventionApplies(src, dp, d) // static_prevent.go
	}
	if d.to.Obj.IsZero() {
		return dp.ToYou && d.to.Player == you
	}
	if dp.ToSelf && d.to.Obj == src.Ref {
		return true
	}
	return dp.To != nil && !(dp.Other && d.to.Obj == src.Ref) && g.Matches(dp.To, d.to.Obj, you)
}

// protectionKey identifies protection's prevention of damage (702.16e)
// among the prevention effects that apply to a damage event.
type protectionKey struct{}

// prevent applies the prevention effects that apply to damage d (615),
// each at most once (616.1f). Protection from the source is one of them
// (702.16e): it prevents all of the damage. When several apply, the
// player being dealt the damage, or the controller of the permanent,
// chooses which applies first (616.1); protection is listed first, so
// that unanswered it applies before a shield that it would leave unused.
// It leaves in d.n the damage left to deal; what the effects do after
// preventing damage waits in g.afterPrevention (615.5).
func (g *Game) prevent(d *damage) {
	var prot *Object // the permanent, if it has protection from the source
	if !d.to.Obj.IsZero() {
		if o := g.Object(d.to.Obj); o != nil && g.protects(o, d.source) {
			prot = o
		}
	}
	// No shield and no permanent counted with a static ability that
	// prevents damage (preventionsFor): nothing but protection applies.
	if len(g.preventions) == 0 && (g.statics == 0 || g.kindCounts[skPreventAt] == 0 && g.verifyCaches == nil) {
		if prot != nil {
			g.protectionPrevents(d, prot)
		}
		return
	}
	applied := map[any]bool{}
	usedUp := false
	for d.n > 0 {
		var apply []preventing
		if prot != nil && !applied[protectionKey{}] {
			apply = append(apply, preventing{key: protectionKey{}})
		}
		for _, p := range g.preventionsFor(d) {
			if !applied[p.key] {
				apply = append(apply, p)
			}
		}
		if len(apply) == 0 {
			break
		}
		p := apply[0]
		if len(apply) > 1 {
			dec := &Decision{Kind: ChooseReplacement, Player: g.dealtTo(d), Prompt: "choose which prevention effect applies first", Min: 1, Max: 1}
			for _, a := range apply {
				label := a.text
				if a.key == (protectionKey{}) {
					label = g.protectionText(prot, d.source)
				}
				dec.Options = append(dec.Options, LabelOption(label))
			}
			if idx, err := g.decide(dec); err != nil {
				g.damageFailed(err) // the first applies: see damageFailed
			} else {
				p = apply[idx[0]]
			}
		}
		applied[p.key] = true
		if p.key == (protectionKey{}) {
			g.protectionPrevents(d, prot)
			break
		}
		if s := p.shield; s != nil && s.Redirect != nil {
			d.n -= g.redirect(s, d) // redirect.go
			usedUp = usedUp || s.usedUp
			continue
		}
		stop := d.n
		if p.shield == nil && p.amount > 0 {
			stop = min(p.amount, d.n) // "prevent 1 of that damage"
		}
		if s := p.shield; s != nil && !s.All && (s.toSet != nil || s.bySet != nil) {
			// Each object of the set has its own (rule_sets.go): the
			// effect is not used up.
			if s.Next {
				if s.setLeft(d) > 0 {
					s.spend(d, 1) // all of this event: that object's next time is used (615.8); the rest of its instance still applies (planShields)
				}
			} else {
				stop = s.planned(d, min(s.setLeft(d), d.n)) // planShields (615.7)
				s.spend(d, stop)
			}
			g.changed()
		} else if s != nil && !s.All {
			switch _, instance := d.shares[s]; {
			case !s.Next:
				stop = s.planned(d, min(s.Amount, d.n)) // planShields (615.7)
				s.Amount -= stop
				s.usedUp = s.Amount == 0 // used up at 0 (615.7)
			case instance:
				// Part of an instance dealt with other damage at once:
				// used up once all of it is dealt (appendDealt, 615.8).
				s.instanceDealt = true
			default:
				s.usedUp = true // "the next time" is used up by the instance it applied to (615.8)
			}
			usedUp = usedUp || s.usedUp
		}
		d.n -= stop
		if g.logging() {
			g.emit(EvPrevent, "%s damage from %s is prevented (%s)", evNum(roleAmount, stop), g.evCard(roleSource, d.source, d.name), evText(roleText, p.text))
		}
		if len(p.then) > 0 {
			g.afterPrevention = append(g.afterPrevention, afterPrevention{effects: p.then, source: p.source, controller: p.controller, prevented: stop, recipient: d.to.Obj})
		}
	}
	if usedUp {
		g.dropUsedUp()
	}
}

// dropUsedUp forgets the prevention shields that are used up.
func (g *Game) dropUsedUp() {
	kept := g.preventions[:0]
	for _, p := range g.preventions {
		if !p.usedUp {
			kept = append(kept, p)
		}
	}
	clear(g.preventions[len(kept):])
	g.preventions = kept
	g.changed()
}

// endInstances uses up the shields of the next time that prevented damage
// dealt at once with other damage of the same instance (planShields,
// 615.8), now that all of it has been dealt.
func (g *Game) endInstances() {
	used := false
	for _, p := range g.preventions {
		if p.instanceDealt {
			p.instanceDealt = false
			p.usedUp, used = true, true
		}
	}
	if used {
		g.dropUsedUp()
	}
}

// planShields asks, for each prevention shield of an amount that would
// apply to more than one of ds, damage dealt at once, and can't prevent
// all of it, which of that damage it prevents (615.7), and, for each shield
// of the next time that would apply to damage from more than one source,
// which source's damage it prevents (615.8). A shield over a described set
// gives each object of the set its own amount, or its own next time
// (rule_sets.go): each object's is asked about apart, for the damage dealt
// to that recipient, or by that source, alone. It reports whether a shield
// of the next time applies to more than one of ds: appendDealt then uses
// it up after dealing them all (endInstances).
func (g *Game) planShields(ds []damage) (instances bool) {
	for _, s := range g.preventions {
		if s.Redirect != nil || s.All || !s.Next && s.Amount <= 0 {
			continue
		}
		var idx []int
		for i := range ds {
			if ds[i].n > 0 && g.preventionApplies(s, &ds[i]) {
				idx = append(idx, i)
			}
		}
		// One amount, the shield's own, covers all of it unless the shield
		// is over a set: then the damage is split by the object whose
		// amount it uses (setKey is the same for all of a shield on one
		// player or permanent).
		for len(idx) > 1 {
			to, from := s.setKey(&ds[idx[0]])
			var one, rest []int
			for _, i := range idx {
				if t, f := s.setKey(&ds[i]); t == to && f == from {
					one = append(one, i)
				} else {
					rest = append(rest, i)
				}
			}
			instances = g.planShield(s, ds, one) || instances
			idx = rest
		}
	}
	return instances
}

// planShield asks which of ds[idx], damage dealt at once that one amount
// of shield s applies to, the amount prevents, if there are two or more
// and it can't prevent them all (615.7): the player the damage would be
// dealt to, or the controller of the permanents, chooses (the shield's
// controller if the damage would be dealt to more than one player's).
// The answer names a damage once for each point the amount prevents of
// it, up to the amount; points it leaves unnamed go first to the damage
// named, then to the damage in order. Unanswered, the amount prevents the
// damage in order. The answer is kept in each damage's shares, which
// prevent reads.
//
// A shield of the next time prevents one instance of damage: all the
// damage one source would deal at once, however much and to however many
// of its recipients (615.8). Its units are the sources, not the points:
// of damage from one source it prevents all, unasked; of damage from two
// or more (a shield on a recipient, not on a source), the player chooses
// which source's damage, the same way with one choice, and unanswered it
// prevents the first source's. It reports whether s is such a shield over
// two or more of ds[idx].
func (g *Game) planShield(s *Prevention, ds []damage, idx []int) (instance bool) {
	if len(idx) < 2 {
		return false
	}
	amount := s.setLeft(&ds[idx[0]]) // the shield's amount, or the object's (rule_sets.go); of the next time, 1
	if amount <= 0 || amount > MaxDividedDamage {
		return false
	}
	total := 0
	chooser := g.dealtTo(&ds[idx[0]])
	oneRecipient := true
	for j, i := range idx {
		if !s.Next {
			total = addNumber(total, ds[i].n)
		} else if !slices.ContainsFunc(idx[:j], func(k int) bool { return ds[k].source == ds[i].source }) {
			total++ // one instance for each source (615.8)
		}
		if g.dealtTo(&ds[i]) != chooser {
			chooser = s.Controller
		}
		oneRecipient = oneRecipient && ds[i].to == ds[idx[0]].to
	}
	if total <= amount {
		if s.Next {
			g.shareInstance(s, ds, idx, ds[idx[0]].source) // one source: all of it (615.8)
		}
		return s.Next
	}
	d := &Decision{Kind: ChooseDamage, Player: chooser, Min: 1, Max: amount,
		Prompt: fmt.Sprintf("choose which %d damage is prevented (%s; one choice per point, 615.7)", amount, s.Text)}
	if s.Next {
		d.Prompt = fmt.Sprintf("choose which source's damage is prevented (%s; the next time: all the damage that source would deal at once, 615.8)", s.Text)
	}
	left := amount
	for _, i := range idx {
		// The options name the sources when the damage would all be
		// dealt to one recipient, otherwise the recipients.
		t := ds[i].to
		if oneRecipient {
			t = Target{Obj: ds[i].source, Player: NoPlayer}
		}
		d.Options = append(d.Options, Option{Label: fmt.Sprintf("%d damage from %s to %s", ds[i].n, ds[i].name, g.targetName(ds[i].to)), Target: t})
		for range min(left, ds[i].n) {
			d.Default = append(d.Default, len(d.Options)-1)
		}
		left -= min(left, ds[i].n)
	}
	picks, err := g.decide(d)
	if err != nil {
		g.damageFailed(err) // the default: see damageFailed
		picks = d.Default
	}
	if s.Next {
		g.shareInstance(s, ds, idx, ds[idx[picks[0]]].source)
		return true
	}
	counts := make([]int, len(idx))
	var named []int // the options named, in the order first named
	for _, p := range picks {
		if counts[p] == 0 {
			named = append(named, p)
		}
		counts[p]++
	}
	left = amount - len(picks)
	for j, i := range idx {
		if counts[j] > ds[i].n { // more than that damage: the default
			clear(counts)
			named = named[:0]
			left = amount
			break
		}
	}
	give := func(j int) { // the points left, to option j as far as its damage goes
		k := min(left, ds[idx[j]].n-counts[j])
		counts[j] += k
		left -= k
	}
	for _, j := range named {
		give(j)
	}
	for j := range idx {
		give(j)
	}
	for j, i := range idx {
		ds[i].share(s, counts[j])
	}
	return false
}

// shareInstance marks, of ds[idx], the damage from src as the instance
// shield s of the next time prevents, and the rest as damage it leaves
// (615.8).
func (g *Game) shareInstance(s *Prevention, ds []damage, idx []int, src ObjRef) {
	for _, i := range idx {
		n := 0
		if ds[i].source == src {
			n = 1
		}
		ds[i].share(s, n)
	}
}

// share records that shield s may prevent n of d (planShield).
func (d *damage) share(s *Prevention, n int) {
	if d.shares == nil {
		d.shares = map[*Prevention]int{}
	}
	d.shares[s] = n
}

// planned caps n, what shield s would prevent of damage d, at the share
// of d the player chose for it when d was dealt at once with other damage
// (planShields, 615.7).
func (s *Prevention) planned(d *damage, n int) int {
	if q, ok := d.shares[s]; ok {
		return min(n, q)
	}
	return n
}

// dealtTo is the player damage d would be dealt to, or the controller of
// the permanent it would be dealt to: who chooses among the prevention
// effects that apply to it (616.1, 615.7).
func (g *Game) dealtTo(d *damage) PlayerID {
	if !d.to.Obj.IsZero() {
		return g.controllerOf(d.to.Obj)
	}
	return d.to.Player
}

// protectionPrevents prevents all of damage d to o, which has protection
// from its source (702.16e).
func (g *Game) protectionPrevents(d *damage, o *Object) {
	if g.logging() {
		g.emit(EvPrevent, "%s damage from %s to %s is prevented (protection, 702.16e)", evNum(roleAmount, d.n), g.evCard(roleSource, d.source, d.name), g.evObj(roleRecipient, o.Ref))
	}
	d.n = 0
}

// protectionText names the protection of o from src that prevents its
// damage, as a choice among prevention effects: "Black Knight: protection
// from white (702.16e)".
func (g *Game) protectionText(o *Object, src ObjRef) string {
	c := g.Chars(o)
	sc, _ := g.sourceChars(src)
	for _, k := range c.Keywords {
		if k.Name != "protection" {
			continue
		}
		if q, ok := g.quality(k.From); ok && q.Matches(&sc) {
			return c.Name + ": protection from " + k.From + " (702.16e)"
		}
	}
	return c.Name + ": protection (702.16e)"
}

// finishDamage ends a damage event: the controllers of the sources with
// lifelink that dealt damage in it gain that life (702.15b), and then
// prevention effects do what they do after preventing damage (615.5).
func (g *Game) finishDamage() error {
	if len(g.lifelinked) > 0 {
		g.gainLifelink()
	}
	if err := g.damageErr; err != nil {
		// A Decider failed while the damage was dealt: the event is
		// over, and what would follow it fails as a resolution does when
		// a decision can't be answered.
		g.damageErr = nil
		g.afterPrevention = nil
		return err
	}
	for len(g.afterPrevention) > 0 {
		a := g.afterPrevention[0]
		g.afterPrevention = g.afterPrevention[1:]
		r := &Resolution{Game: g, Source: a.source, Controller: a.controller, prevented: a.prevented}
		if !a.recipient.IsZero() {
			r.it, r.itKnown = []ObjRef{a.recipient}, []ObjRef{a.recipient}
		}
		for _, e := range a.effects {
			if err := e.Apply(r); err != nil {
				g.afterPrevention = nil
				return err
			}
		}
	}
	return nil
}

// damageFailed keeps err, a Decider's error (or a refused answer) for a
// decision asked while damage is being dealt: which prevention effect
// applies first (616.1), which damage a shield prevents (615.7, 615.8) or
// a redirection takes. Damage dealt at once is one event (dealAll), part
// of which may already be dealt when such a decision is asked, and
// dealing it has no way to stop halfway: the decision is taken as
// unanswered (its first option, its default) so that the event ends as it
// would without a choice, and finishDamage, which every caller runs once
// the event is over, returns the first such error. The effect or the
// combat damage step dealing the damage fails with it, and the call the
// host made (Pass, Take, …) returns it, as it returns the error of any
// other decision asked while a spell or ability resolves.
func (g *Game) damageFailed(err error) {
	if g.damageErr == nil {
		g.damageErr = err
	}
}

// deal deals damage after prevention effects (615): to a planeswalker it
// removes loyalty counters (120.3c), to a creature or another permanent it
// is marked (120.3e), both to a planeswalker that is a creature, and to a
// player it is lost life (120.3a). It returns the damage dealt. What prevention effects do after preventing damage waits for
// finishDamage, which the caller runs when the damage event is over.
// It reads d in place and leaves in d.n the damage that reached its
// recipient once prevention effects applied.
func (g *Game) deal(d *damage) int {
	n := g.dealOne(d)
	if len(g.redirected) > 0 {
		g.dealRedirected() // redirect.go
	}
	return n
}

// dealOne deals one damage event; deal is it with the damage that
// redirections took from it.
func (g *Game) dealOne(d *damage) int {
	d.n = amountNumber(d.n)
	if d.n <= 0 {
		return 0
	}
	// prevent, asked only when something could apply: a player has no
	// protection, and with no shield and no static ability counted that
	// prevents damage nothing else does (prevent's own first test).
	if !d.to.Obj.IsZero() || len(g.preventions) > 0 || g.statics > 0 && (g.kindCounts[skPreventAt] > 0 || g.verifyCaches != nil) {
		g.prevent(d)
		if d.n <= 0 {
			return 0
		}
	}
	deathtouch, lifelink, srcCtrl := g.damageSourceFacts(d.source)
	if d.to.Obj.IsZero() {
		if !g.validPlayer(d.to.Player) {
			return 0
		}
		pl := g.Players[d.to.Player]
		pl.Life = subNumber(pl.Life, d.n)
		g.lifeChanged()
		if g.logging() {
			g.emitDamage(d.combat, "%s deals %s damage to %s (life %s)", g.evCard(roleSource, d.source, d.name), evNum(roleAmount, d.n), g.evPlayer(roleRecipient, d.to.Player), evNum(roleLife, pl.Life))
		}
		// damageTrigger, asked only when a permanent may watch damage:
		// with no permanent counted as having triggered abilities and
		// nothing granting abilities, permanentWatches finds none.
		if g.triggerPerms > 0 || len(g.effects) > 0 || g.kindCounts[skGrantAt] > 0 || g.verifyCaches != nil {
			g.damageTrigger(d.source, d.to.Player) // damage_trigger.go
		}
	} else {
		o := g.Object(d.to.Obj)
		if o == nil || o.Zone != Battlefield {
			return 0
		}
		// A permanent that is both a planeswalker and a creature loses
		// loyalty and has the damage marked (120.3c, 120.3e).
		c := g.chars(o) // read before the counters are removed
		walker, creature := c.Is("Planeswalker"), c.Is("Creature")
		if walker {
			g.removeCounters(o, "loyalty", d.n) // 120.3c (counters_removed.go)
		}
		if !walker || creature {
			o = g.own(o)
			o.Damage = addNumber(o.Damage, d.n)
			if deathtouch {
				o.Deathtouched = true // 704.5h
				g.deathtouchMarks, g.beforeRare = true, true
			}
			g.damageChanged(o) // damage changes no characteristics (version.go)
		}
		if d.way != nil {
			*d.way = append(*d.way, o.Ref)
		}
		if g.logging() {
			g.emitDamage(d.combat, "%s deals %s damage to %s", g.evCard(roleSource, d.source, d.name), evNum(roleAmount, d.n), g.evObj(roleRecipient, o.Ref))
		}
	}
	if lifelink && g.validPlayer(srcCtrl) { // 702.15b
		g.lifelinkDealt(d.source, srcCtrl, d.n)
	}
	return d.n
}

// damageSourceFacts is what dealing damage reads of its source's
// characteristics, as it is now or as it last existed (sourceChars),
// read once before the damage is dealt: whether it has deathtouch and
// lifelink, and its controller.
func (g *Game) damageSourceFacts(src ObjRef) (deathtouch, lifelink bool, ctrl PlayerID) {
	var c *Chars
	if o := g.Object(src); o != nil {
		// What sourceChars copies: for an object nothing modifies, its
		// base characteristics (chars): its definition's keywords (or a
		// copy effect's, layer 1) and its object's controller
		// (setBaseChars), read where they are written.
		if g.unmodified(o) {
			ks := o.Def().Keywords
			for i := range ks {
				switch ks[i].Name {
				case "deathtouch":
					deathtouch = true
				case "lifelink":
					lifelink = true
				}
			}
			return deathtouch, lifelink, o.Controller
		}
		c = g.chars(o)
	} else {
		sc, _ := g.sourceChars(src)
		c = &sc
	}
	return c.Has("deathtouch"), c.Has("lifelink"), c.Controller
}

// lifelinkGain is the life a source with lifelink makes its controller
// gain by the damage it deals in one damage event.
type lifelinkGain struct {
	source ObjRef
	player PlayerID
	n      int
}

// lifelinkDealt notes that source, which has lifelink, dealt n damage in
// the damage event in progress: its controller gains that life when the
// event's damage has all been dealt (finishDamage).
func (g *Game) lifelinkDealt(source ObjRef, p PlayerID, n int) {
	for i := range g.lifelinked {
		if l := &g.lifelinked[i]; l.source == source && l.player == p {
			l.n = addNumber(l.n, n)
			return
		}
	}
	g.lifelinked = append(g.lifelinked, lifelinkGain{source: source, player: p, n: n})
}

// gainLifelink makes the controllers of the sources with lifelink that
// dealt damage in the damage event just dealt gain that much life
// (702.15b): one life-gain event for each source, however many recipients
// it dealt damage to at once (the rulings of Ajani's Pridemate and Cleric
// of Life's Bond), while two sources make two.
func (g *Game) gainLifelink() {
	for _, l := range g.lifelinked {
		pl := g.Players[l.player]
		pl.Life = addNumber(pl.Life, l.n)
		g.lifeChanged()
		if g.logging() {
			g.emit(EvLife, "%s gains %s life from lifelink (life %s)", g.evPlayer(rolePlayer, l.player), evNum(roleAmount, l.n), evNum(roleLife, pl.Life))
		}
		g.lifeGained(l.player, l.n) // event_triggers.go
	}
	g.lifelinked = g.lifelinked[:0]
}

// Prevent creates prevention effects (615) for damage that would be dealt
// to each recipient, by each source, or both. Recipients and sources named
// one by one (a target, "it") are fixed as it resolves; described ones
// ("each creature you control", "each creature") are whatever matches the
// description as the damage would be dealt, for a prevention effect
// modifies no characteristics (611.2c, rule_sets.go). All, Next or Amount
// says how much; of a described set, each object has its own Next or
// Amount. A source chosen as it resolves (Chosen) must still match its
// description when it would deal the damage (609.7b). Then is done
// immediately after each time the effect prevents damage (615.5).
type Prevent struct {
	To        ObjExpr    // recipients that are objects (nil: not restricted)
	ToPlayers PlayerExpr // recipients that are players
	// ToEach protects, besides, every permanent that matches it when the
	// damage would be dealt ("to you and creatures you control").
	ToEach   *Filter
	By       ObjExpr // sources (nil: any)
	All      bool
	Next     bool
	Amount   Amount
	Combat   bool
	Duration Duration
	Then     []Effect
	Text     string
}

// Apply implements Effect.
func (e Prevent) Apply(r *Resolution) error {
	g := r.Game
	amount := 0
	if !e.All && !e.Next {
		if amount = amountNumber(e.Amount.Value(r)); amount <= 0 {
			return nil
		}
	}
	r.SetIt(nil)
	var toSet, bySet *objectSet // rule_sets.go
	if ds, ok := e.To.(describedSet); ok {
		toSet = ds.describe(r)
	}
	if ds, ok := e.By.(describedSet); ok {
		bySet = ds.describe(r)
	}
	var recipients []*Target
	if e.To != nil && toSet == nil {
		for _, o := range e.To.Objects(r) {
			recipients = append(recipients, &Target{Obj: o, Player: NoPlayer})
		}
	}
	if e.ToPlayers != nil {
		for _, p := range e.ToPlayers.Players(r) {
			recipients = append(recipients, &Target{Player: p})
		}
	}
	if e.To == nil && e.ToPlayers == nil && e.ToEach == nil {
		recipients = []*Target{nil}
	}
	sources := []ObjRef{{}}
	var recheck *Filter
	if e.By != nil && bySet == nil {
		sources = e.By.Objects(r)
		if c, ok := e.By.(Chosen); ok {
			recheck = &c.Filter
		}
	}
	shield := func(to *Target, toFilter *Filter, toSet *objectSet, from ObjRef) {
		g.preventions = append(g.preventions, &Prevention{To: to, ToFilter: toFilter, toSet: toSet, From: from, FromFilter: recheck, bySet: bySet,
			Combat: e.Combat, All: e.All, Next: e.Next, Amount: amount, Duration: e.Duration, Then: e.Then, Source: r.Source, Controller: r.Controller, Text: e.Text})
		g.changed()
	}
	for _, to := range recipients {
		for _, from := range sources {
			shield(to, nil, nil, from)
		}
	}
	if e.ToEach != nil {
		for _, from := range sources {
			f := *e.ToEach
			shield(nil, &f, nil, from)
		}
		recipients = append(recipients, nil)
	}
	if toSet != nil {
		for _, from := range sources {
			shield(nil, nil, toSet, from)
		}
		recipients = append(recipients, nil)
	}
	if len(recipients) > 0 && len(sources) > 0 {
		if g.logging() {
			g.emit(EvPrevent, "%s: %s", g.evCard(roleSource, r.Source, g.Card(r.Source.Card).Def.Name), evText(roleText, e.Text))
		}
	}
	return nil
}

// Prevented is the damage the prevention effect this belongs to has just
// prevented: "the damage prevented this way" (615.5).
type Prevented struct{}

// Value implements Amount.
func (Prevented) Value(r *Resolution) int { return r.prevented }

// thenText renders what a prevention effect does after preventing damage
// (615.5), or nothing.
func thenText(then []Effect) string {
	if len(then) == 0 {
		return ""
	}
	text := effectsText(then)
	it := ""
	for _, w := range strings.FieldsFunc(text, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if w == "it" {
			it = " (\"it\": the permanent the damage would have been dealt to)"
			break
		}
	}
	return "; each time it prevents damage, immediately after" + it + ": " + text + " (615.5)"
}

// String renders a static ability's prevention effect.
func (p DamagePrevention) String() string {
	s := "prevent all"
	if p.Amount > 0 {
		s = "prevent " + strconv.Itoa(p.Amount) + " of each event of"
	}
	if p.Noncombat {
		s += " noncombat"
	}
	if p.Combat {
		s += " combat"
	}
	s += " damage that would be dealt to "
	var to []string
	if p.ToAttached {
		to = append(to, "the permanent this is attached to")
	}
	if p.ToYou {
		to = append(to, "you")
	}
	if p.ToSelf {
		to = append(to, "this object")
	}
	if p.To != nil {
		t := "each " + p.To.String()
		if p.Other {
			t = "each other " + p.To.String() + " (not this object)"
		}
		to = append(to, t)
	}
	if len(to) == 0 {
		to = append(to, "nothing")
	}
	s += strings.Join(to, " and ")
	if p.From != nil {
		s += " by a " + p.From.String()
	}
	return s + " while this object is on the battlefield (615)" + thenText(p.Then)
}

func (Prevented) String() string { return "the damage prevented this way" }

// possessive renders whose a player expression's things are: "your",
// "their".
func possessive(p PlayerExpr) string {
	if _, ok := p.(You); ok {
		return "your"
	}
	return "their"
}
