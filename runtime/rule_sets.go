package runtime

import (
	"fmt"
	"slices"
	"strings"
)

// Effects of resolved spells and abilities that change the rules of the
// game for a described set of objects rather than their characteristics
// (611.2c): "creatures without flying can't block this turn", "creatures
// you control can't be blocked this turn", "prevent all damage that would
// be dealt to each creature you control this turn". Such an effect
// applies to whatever matches its description at each moment while it
// lasts — a creature that enters later, one that starts or stops matching
// — whereas an effect that modifies characteristics or control ("get
// +1/+1", "gain flying", "becomes") applies only to the objects it found
// as it began (ContinuousEffect). An effect on objects named one by one (a
// target, "it", "those creatures") stays on those objects, and a new
// object one of them becomes is not one of them (400.7).
//
// The description is kept with what reading it needs (objectSet): the
// effect's controller ("you control"), its source ("other") and the
// players an earlier part of the ability named ("each creature target
// player controls"), fixed as it resolves. A restriction on attacking or
// blocking (setRule) is consulted where attacks and blocks are checked
// (cantAttack, cantBlock, cantBeBlocked); a prevention effect over a set
// (Prevention's toSet and bySet) as damage would be dealt (prevent.go).

// objectSet is a description of objects read from the point of view of
// the spell or ability that made an effect.
type objectSet struct {
	filter Filter
	// byPlayers: the objects' controller must be one of players ("each
	// creature that player controls"); players is fixed as the effect
	// began.
	byPlayers bool
	players   []PlayerID
	you       PlayerID // "you" of the description: the effect's controller
	source    ObjRef   // what "other" leaves out: the effect's source
	text      string
}

// describedSet is an object expression that describes objects rather
// than naming them: a rule-changing effect over it keeps the description
// (611.2c).
type describedSet interface {
	ObjExpr
	describe(r *Resolution) *objectSet
}

// describe keeps the description with the resolving ability's controller
// and source.
func (e Each) describe(r *Resolution) *objectSet {
	return &objectSet{filter: e.Filter, you: r.Controller, source: r.Source, text: e.String()}
}

// describe keeps the description with the players it names as they are
// now.
func (e EachControlledBy) describe(r *Resolution) *objectSet {
	ps := e.Players.Players(r)
	names := make([]string, len(ps))
	for i, p := range ps {
		names[i] = r.Game.PlayerName(p)
	}
	return &objectSet{filter: e.Filter, byPlayers: true, players: ps, you: r.Controller,
		text: "each " + e.Filter.String() + " controlled by " + strings.Join(names, " or ")}
}

// inSet reports whether object o, with characteristics c, matches set s
// now.
func (g *Game) inSet(s *objectSet, o *Object, c *Chars) bool {
	if s.byPlayers && (o.Zone != Battlefield || !slices.Contains(s.players, c.Controller)) {
		return false
	}
	return g.matchChars(&s.filter, o, c, s.you, s.source)
}

// inSetAsKnown is inSet for object r as it is now or, if it has left its
// zone, as it last existed (608.2h): the source of damage.
func (g *Game) inSetAsKnown(s *objectSet, r ObjRef) bool {
	snap, ok := g.lastKnown(r)
	if !ok {
		return false
	}
	c := snap.Chars()
	return g.inSet(s, snap.Object, &c)
}

// setRule is a restriction on attacking or blocking over a described set
// of objects (508.1c, 509.1b), made by a resolving spell or ability.
type setRule struct {
	set                    *objectSet
	attack, block, blocked bool // can't attack, can't block, can't be blocked
	duration               Duration
	controller             PlayerID // for "until your next turn"
	source                 ObjRef
}

// isRuleMod reports whether m changes what its object may do rather than
// its characteristics (611.2c): a restriction on attacking or blocking.
func isRuleMod(m Modification) bool {
	switch m.(type) {
	case Restrict, Unblockable:
		return true
	}
	return false
}

// addSetRule makes the restrictions among mods apply to set for
// duration, and returns the other modifications.
func (g *Game) addSetRule(r *Resolution, set *objectSet, mods []Modification, d Duration) []Modification {
	if !hasRuleMod(mods) {
		return mods
	}
	sr := &setRule{set: set, duration: d, controller: r.Controller, source: r.Source}
	var rules, rest []Modification
	for _, m := range mods {
		switch m := m.(type) {
		case Restrict:
			sr.attack, sr.block = sr.attack || m.Attack, sr.block || m.Block
			rules = append(rules, m)
		case Unblockable:
			sr.blocked = true
			rules = append(rules, m)
		default:
			rest = append(rest, m)
		}
	}
	g.setRules = append(g.setRules, sr)
	g.changed()
	if g.logging() {
		dur := modsText(nil, d)
		if d == UntilYourNextTurn {
			dur = " until " + g.PlayerName(r.Controller) + "'s next turn"
		}
		g.emit(EvNote, "%s %s%s (611.2c: whatever matches at each moment; %s)", evText(roleText, set.text), evText(roleText, modsText(rules, Forever)),
			evText(roleDuration, dur), g.evObj(roleSource, r.Source))
	}
	return rest
}

// setRestricts reports whether a restriction over a described set
// applies to o, with characteristics c, now: which says what it forbids.
func (g *Game) setRestricts(o *Object, c *Chars, which func(*setRule) bool) bool {
	for _, r := range g.setRules {
		if which(r) && g.inSet(r.set, o, c) {
			return true
		}
	}
	return false
}

// cantAttack reports whether creature o, with characteristics c, can't
// attack (508.1c): an effect on it, or on a set it is in now.
func (g *Game) cantAttack(o *Object, c *Chars) bool {
	return c.CantAttack || len(g.setRules) > 0 && g.setRestricts(o, c, func(r *setRule) bool { return r.attack })
}

// cantBlock reports whether creature o, with characteristics c, can't
// block (509.1b).
func (g *Game) cantBlock(o *Object, c *Chars) bool {
	return c.CantBlock || len(g.setRules) > 0 && g.setRestricts(o, c, func(r *setRule) bool { return r.block })
}

// setUnblockable is the combat rule a restriction "can't be blocked"
// over a set gives the creatures in it.
var setUnblockable = &CombatRule{Unblockable: true}

// cantBeBlocked reports whether a restriction "can't be blocked" over a
// set applies to attacker o, with characteristics c, now (509.1b). One on
// o alone is a combat rule of its characteristics (Unblockable).
func (g *Game) cantBeBlocked(o *Object, c *Chars) bool {
	return len(g.setRules) > 0 && g.setRestricts(o, c, func(r *setRule) bool { return r.blocked })
}

// endSetRules ends the restrictions over sets whose duration ends.
func (g *Game) endSetRules(ends func(*setRule) bool) bool {
	n := len(g.setRules)
	if n == 0 {
		return false
	}
	g.setRules = slices.DeleteFunc(g.setRules, ends)
	if len(g.setRules) < n {
		g.changed()
		return true
	}
	return false
}

// dumpSetRules renders the restrictions over sets for Dump.
func (g *Game) dumpSetRules(b *strings.Builder) {
	for _, r := range g.setRules {
		fmt.Fprintf(b, "set rule for %s: attack %v block %v blocked %v duration %d controller %d source %s\n",
			setText(r.set), r.attack, r.block, r.blocked, r.duration, r.controller, r.source)
	}
}

// setSpent is how much of a prevention effect over a set one object has
// used (615.7): the recipient, or the source, the set is of.
type setSpent struct {
	to, from ObjRef
	n        int
}

// setKey is the pair of objects a prevention effect over a set keeps its
// use by, for damage d; for one that isn't over a set it is the zero pair
// for all damage, whose use is its own Amount (planShields groups damage
// by it, 615.7).
func (p *Prevention) setKey(d *damage) (to, from ObjRef) {
	if p.toSet != nil {
		to = d.to.Obj
	}
	if p.bySet != nil {
		from = d.source
	}
	return to, from
}

// setLeft returns how much a prevention effect over a set of an amount,
// or of the next time, has left for damage d: each object of the set has
// its own (611.2c). Of a shield of an amount not over a set, which spends
// nothing here, it is the Amount it has left.
func (p *Prevention) setLeft(d *damage) int {
	to, from := p.setKey(d)
	full := p.Amount
	if p.Next {
		full = 1
	}
	for _, s := range p.spent {
		if s.to == to && s.from == from {
			return full - s.n
		}
	}
	return full
}

// spend records n of such an effect used by damage d.
func (p *Prevention) spend(d *damage, n int) {
	to, from := p.setKey(d)
	for i := range p.spent {
		if s := &p.spent[i]; s.to == to && s.from == from {
			s.n += n
			return
		}
	}
	p.spent = append(p.spent, setSpent{to: to, from: from, n: n})
}

// setText renders a set for Dump; nil is none.
func setText(s *objectSet) string {
	if s == nil {
		return "-"
	}
	return fmt.Sprintf("%s (you %d, source %s, players %v)", s.filter.String(), s.you, s.source, s.players)
}

// setPreventionApplies reports whether a prevention effect over a set
// applies to damage d: its recipient is in toSet as the damage would be
// dealt, its source in bySet as it is then or last existed, and, of an
// amount or of the next time, that object has some of it left — or, of
// the next time, d is part of the instance that object's next time is
// preventing, dealt at once (planShields, 615.8).
func (g *Game) setPreventionApplies(p *Prevention, d *damage) bool {
	if s := p.toSet; s != nil {
		o := g.Object(d.to.Obj)
		if d.to.Obj.IsZero() || o == nil || !g.inSet(s, o, g.chars(o)) {
			return false
		}
	}
	if p.bySet != nil && !g.inSetAsKnown(p.bySet, d.source) {
		return false
	}
	if p.All || p.setLeft(d) > 0 {
		return true
	}
	_, instance := d.shares[p] // 0 was refused by preventionApplies
	return p.Next && instance
}

// hasRuleMod reports whether ms has a restriction isRuleMod accepts.
func hasRuleMod(ms []Modification) bool { return slices.ContainsFunc(ms, isRuleMod) }
