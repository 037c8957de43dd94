package runtime

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"
)

// Dump renders the whole state of the game as text, hidden information
// included, in a fixed order: two games in the same state dump the same.
// It covers the players (life, mana pool, land plays, turn bookkeeping),
// every object in every zone with all its fields, the stack with targets
// and triggering events, continuous, replacement and prevention effects,
// waiting and delayed triggers, "until" effects, links, combat, last known
// information and the game's counters (timestamps, batches, work). Tests
// use it to check that a refused action changed nothing.
func (g *Game) Dump() string {
	g.ready()
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d active %s step %s priority %s passes %d over %v %s\n", g.Turn, g.PlayerName(g.Active), g.Step, g.PlayerName(g.Priority), g.passes, g.over, g.endReason)
	fmt.Fprintf(&b, "timestamp %d items %d batches %d work %d statics %d cards %d stray %d resolving %d\n", g.timestamp, g.nextItem, g.batches, g.work, g.statics, len(g.cards), len(g.strayTokens), g.resolving)
	var buf []byte
	for _, p := range g.Players {
		fmt.Fprintf(&b, "player %s life %d pool %s lands %d lost %v began %d drew-empty %v\n", p.Name, p.Life, p.Pool, p.LandsPlayed, p.Lost, p.TurnBegan, p.drewEmpty)
		if p.Tickets != 0 || len(p.Sheets) > 0 {
			fmt.Fprintf(&b, "  tickets %d sheets", p.Tickets)
			for _, sh := range p.Sheets {
				fmt.Fprintf(&b, " %q", sh.Name)
			}
			b.WriteByte('\n')
		}
		for _, z := range []Zone{Library, Hand, Graveyard} {
			buf = append(append(append(buf[:0], "  "...), z.String()...), ':')
			buf = append(appendCards(buf, g.zones.get(zkey(z, p.ID))), '\n')
			b.Write(buf)
		}
	}
	for _, z := range []Zone{Battlefield, Stack, Exile, Command} {
		buf = append(append(buf[:0], z.String()...), ':')
		buf = append(appendCards(buf, g.zones.get(zkey(z, NoPlayer))), '\n')
		b.Write(buf)
	}
	for _, it := range g.stack {
		fmt.Fprintf(&b, "item %d %s kind %d spell %s source %s controller %d modes %v it %v event %s cost %v/%v: %s%s\n",
			it.ID, g.ItemName(it), it.Kind, it.Spell, it.Source, it.Controller, it.Modes, it.It, dumpEvent(it.Event),
			it.Cost.sacrificed, it.Cost.discarded, it.Text, dumpTargets(it.Targets))
	}
	for _, e := range g.effects {
		fmt.Fprintf(&b, "effect on %s ts %d duration %d source %s controller %d static %v: %s\n", e.Object, e.Timestamp, e.Duration, e.Source, e.Controller, e.FromStatic, modsText(e.Mods, Forever))
	}
	for _, u := range g.permitsUsed {
		fmt.Fprintf(&b, "permission of %s used in turn %d: %s\n", u.src, u.turn, u.perm)
	}
	for _, c := range g.casts {
		fmt.Fprintf(&b, "%s cast %s in turn %d\n", g.PlayerName(c.player), c.spell.Ref, c.turn)
	}
	for _, d := range g.attackDemands { // combat_rules.go
		fmt.Fprintf(&b, "%s attacks %s in turn %d if able\n", d.obj, g.PlayerName(d.player), d.turn)
	}
	for _, u := range g.skipUntaps { // skip_untap.go
		fmt.Fprintf(&b, "%s doesn't untap in %s's next untap step\n", u.obj, g.PlayerName(u.player))
	}
	for _, a := range g.allowances {
		fmt.Fprintf(&b, "%s may cast %s duration %d source %s\n", g.PlayerName(a.player), a.obj, a.duration, a.source)
	}
	for _, r := range g.replacements {
		fmt.Fprintf(&b, "replacement %s from %s to %s instead %s: %s\n", r.Obj, r.From, r.To, r.Instead, r.Text)
	}
	for _, p := range g.preventions {
		to := "any"
		if p.To != nil {
			to = dumpTarget(*p.To)
		}
		fmt.Fprintf(&b, "prevention to %s from %s combat %v all %v amount %d duration %d: %s\n", to, p.From, p.Combat, p.All, p.Amount, p.Duration, p.Text)
		if p.toSet != nil || p.bySet != nil {
			fmt.Fprintf(&b, "  over sets to %s by %s spent %v\n", setText(p.toSet), setText(p.bySet), p.spent) // rule_sets.go
		}
	}
	for _, d := range g.delayed {
		fmt.Fprintf(&b, "delayed %s controller %d source %s it %v: %s\n", d.Step, d.Controller, d.Source, d.It, d.Text)
	}
	for _, p := range g.pending {
		fmt.Fprintf(&b, "pending source %s controller %d it %v event %s: %s\n", p.source, p.controller, p.it, dumpEvent(p.event), p.text)
	}
	for _, u := range g.untilLeaves {
		fmt.Fprintf(&b, "until %s leaves: %s\n", u.source, u.obj)
	}
	b.WriteString(g.dumpPlayerEffects()) // player_rules.go
	var keys []string
	for k, v := range g.links {
		keys = append(keys, fmt.Sprintf("%s/%s=%v", k.source, k.key, v))
	}
	sort.Strings(keys)
	fmt.Fprintf(&b, "links %v\n", keys)
	keys = keys[:0]
	for k, v := range g.follow {
		keys = append(keys, fmt.Sprintf("%s->%s", k, v))
	}
	sort.Strings(keys)
	fmt.Fprintf(&b, "follow %v\n", keys)
	b.WriteString(g.dumpCombat())
	refs := make([]ObjRef, 0, g.lkiLen)
	for _, c := range g.cards {
		for s := c.left; s != nil; s = s.prev {
			refs = append(refs, s.Object.Ref)
		}
	}
	slices.SortFunc(refs, func(x, y ObjRef) int {
		if x.Card != y.Card {
			return int(x.Card) - int(y.Card)
		}
		return int(x.Inc) - int(y.Inc)
	})
	for _, r := range refs {
		s := g.knownSnapshot(r)
		c := s.Chars()
		fmt.Fprintf(&b, "lki %s became %s cause %s batch %d controller %d %d/%d:%s\n", r, s.Became, s.Cause, s.Batch, c.Controller, c.Power, c.Toughness, dumpObject(s.Object))
	}
	fmt.Fprintf(&b, "log %d\n", len(g.Log()))
	return b.String()
}

func (g *Game) dumpCombat() string {
	c := &g.combat
	var bl []string
	for a, bs := range c.blockers {
		bl = append(bl, fmt.Sprintf("%s<-%v", a, bs))
	}
	sort.Strings(bl)
	var def, first []string
	for a, p := range c.defending {
		def = append(def, fmt.Sprintf("%s->%d", a, p))
	}
	sort.Strings(def)
	for a, ok := range c.dealtFirst {
		first = append(first, fmt.Sprintf("%s:%v", a, ok))
	}
	sort.Strings(first)
	s := fmt.Sprintf("combat declared %v blocked %v defender %d attackers %v defending %v blockers %v first-strike %v done %v dealt-first %v\n",
		c.declared, c.blocked, c.defender, c.attackers, def, bl, c.firstStrikeStep, c.damageDone, first)
	if len(c.attacked) > 0 || len(c.defenders) > 0 {
		var pws []string
		for a, pw := range c.attacked {
			pws = append(pws, fmt.Sprintf("%s->%s", a, pw))
		}
		sort.Strings(pws)
		s += fmt.Sprintf("combat planeswalkers %v defenders %v blocked-by %v\n", pws, c.defenders, c.blockedBy)
	}
	return s
}

func dumpEvent(e *Event) string {
	if e == nil {
		return "none"
	}
	return fmt.Sprintf("{kind %d old %s new %s %s->%s cause %s source %s step %d player %d batch %d}", e.Kind, e.OldRef, e.New, e.From, e.To, e.Cause, e.Source, e.Step, e.Player, e.Batch)
}

func dumpTarget(t Target) string {
	if t.Item != 0 {
		return fmt.Sprintf("stack item %d", t.Item)
	}
	if t.Obj.IsZero() {
		return fmt.Sprintf("player %d", t.Player)
	}
	return t.Obj.String()
}

func dumpTargets(ts [][]Target) string {
	var groups []string
	for _, group := range ts {
		var parts []string
		for _, t := range group {
			parts = append(parts, dumpTarget(t))
		}
		groups = append(groups, "["+strings.Join(parts, " ")+"]")
	}
	if len(groups) == 0 {
		return ""
	}
	return " targets " + strings.Join(groups, " ")
}

func appendCards(b []byte, cs []*Card) []byte {
	for _, c := range cs {
		b = append(b, ' ')
		b = append(b, c.Def.Name...)
		if c.Token {
			b = append(b, " token"...)
		}
		if c.SpellCopy {
			b = append(b, " copy"...)
		}
		b = appendObject(b, c.Obj)
		b = append(b, ';')
	}
	return b
}

// dumpObject renders every field of an object.
func dumpObject(o *Object) string { return string(appendObject(nil, o)) }

func appendObject(b []byte, o *Object) []byte {
	num := func(label string, n int) {
		b = append(b, label...)
		b = strconv.AppendInt(b, int64(n), 10)
	}
	b = o.Ref.appendTo(b)
	num(" ctrl=", int(o.Controller))
	num("/", int(o.controlledBy))
	num(" ts=", o.Timestamp)
	if o.Tapped {
		b = append(b, " tapped"...)
	}
	if o.ControlSince != 0 {
		num(" since=", o.ControlSince)
	}
	if o.EnteredTurn != 0 {
		num(" entered=", o.EnteredTurn)
	}
	if o.LoyaltyTurn > 0 {
		num(" loyalty-used=", o.LoyaltyTurn)
	}
	if o.Damage != 0 {
		num(" damage=", o.Damage)
	}
	if o.Deathtouched {
		b = append(b, " deathtouched"...)
	}
	if !o.AttachedTo.IsZero() {
		b = append(b, " on="...)
		b = o.AttachedTo.appendTo(b)
	}
	if o.attachedPlayer != 0 {
		num(" on-player=", int(o.AttachedPlayer()))
	}
	if o.Counters.Len() > 0 {
		b = append(b, " counters="...)
		for k, n := range o.Counters.All() { // by kind
			b = append(b, k...)
			num(":", n)
			b = append(b, ',')
		}
	}
	for _, ps := range o.Stickers {
		b = fmt.Appendf(b, " sticker{player %d sheet %d #%d ts %d after %d %s}", ps.Ref.Player, ps.Ref.Sheet, ps.Ref.Index, ps.Timestamp, ps.After, ps.Sticker)
	}
	if o.CopyOf != nil {
		b = append(b, " copy-of="...) // copy_permanent.go
		b = strconv.AppendQuote(b, o.CopyOf.Name)
	}
	for _, c := range o.Chosen {
		b = fmt.Appendf(b, " chosen{%s %q}", c.Kind, c.Value) // chosen.go
	}
	if s := o.Spell; s != nil {
		b = fmt.Appendf(b, " spell{caster %d from %s kicked %v x %d free %v flashback %v spent %s}", s.Caster, s.CastFrom, s.Kicked, s.X, s.WithoutPaying, s.Flashback, s.ManaSpent)
	}
	return b
}
