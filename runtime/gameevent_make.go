package runtime

import (
	"fmt"
	"strings"
)

// Making game events (gameevent.go). Each place that reports a state
// change builds its event from typed arguments: players, objects (with
// who may see them at that moment), numbers and words. The builders are
// called only when someone listens (logging), so a game with LogOff and no
// listener builds nothing.

// argFrag is an internal argument type: a piece of template (Text) with
// its own arguments (sub), spliced into the event's template by emit.
const argFrag ArgType = 255

// Roles of event arguments.
const (
	roleAmount    = "amount"
	roleLife      = "life"
	rolePlayer    = "player"
	roleObject    = "object"
	roleSource    = "source"
	roleRecipient = "recipient"
	roleTarget    = "target"
	roleSpell     = "spell"
	roleHost      = "host"
	roleAttacker  = "attacker"
	roleReason    = "reason"
	roleCounter   = "counter"
	roleText      = "text"
	roleZone      = "zone"
	roleTurn      = "turn"
	roleStep      = "step"
	roleVerb      = "verb"
	roleMana      = "mana"
	roleCost      = "cost"
	roleWinner    = "winner"
	roleX         = "x"
	roleDuration  = "duration" // the player whose next turn ends an effect
)

// emit records an event of kind k whose line is tmpl, with args in place
// of its "%s" (an argFrag argument splices its own template and args).
func (g *Game) emit(k GameEventKind, tmpl string, args ...EventArg) {
	if !g.logging() {
		return
	}
	e := GameEvent{Kind: k, Template: tmpl}
	frag := false
	for _, a := range args {
		if a.Type == argFrag {
			frag = true
			break
		}
	}
	if !frag {
		e.Args = g.keepArgs(args)
	} else {
		var b strings.Builder
		work := splice(&b, tmpl, args, g.space.slabs.argsWork[:0])
		e.Args = g.keepArgs(work)
		clear(work)
		g.space.slabs.argsWork = work[:0]
		e.Template = b.String()
	}
	g.record(&e)
}

// argArray is how many arguments the arrays events' arguments are cut
// from hold.
const argArray = 64

// keepArgs returns a copy of args for an event to keep, cut from an array
// of the game's (slabs.args) so that an event's arguments cost no
// allocation of their own. The copy is clipped: appending to it copies
// it, and no part of the array is handed out twice.
func (g *Game) keepArgs(args []EventArg) []EventArg {
	if len(args) == 0 {
		return nil
	}
	a := &g.space.slabs.args
	if cap(*a)-len(*a) < len(args) {
		*a = make([]EventArg, 0, max(argArray, len(args)))
	}
	at := len(*a)
	*a = append(*a, args...)
	return (*a)[at:len(*a):len(*a)]
}

// splice writes tmpl to b with each argFrag argument's template in place
// of its "%s", and returns out with the plain arguments in order.
func splice(b *strings.Builder, tmpl string, args []EventArg, out []EventArg) []EventArg {
	next := 0
	for i := 0; i < len(tmpl); i++ {
		c := tmpl[i]
		if c != '%' || i+1 >= len(tmpl) {
			b.WriteByte(c)
			continue
		}
		if tmpl[i+1] == 's' && next < len(args) {
			a := args[next]
			next++
			i++
			if a.Type == argFrag {
				out = splice(b, a.Text, a.sub(), out)
				continue
			}
			b.WriteString("%s")
			out = append(out, a)
			continue
		}
		b.WriteByte(c)
		b.WriteByte(tmpl[i+1])
		i++
	}
	return out
}

// record numbers e and keeps it as the log (unless LogOff), then hands it
// to the listeners. Its line is rendered now only for OnLog; otherwise
// it waits until the log is read (Game.Log, loglines.go).
func (g *Game) record(e *GameEvent) {
	if !g.LogOff {
		g.events = append(g.events, *e)
		e = &g.events[len(g.events)-1]
	}
	g.announce(e)
}

// announce numbers event e, which is the last of the log unless LogOff,
// and hands it to the listeners (record).
func (g *Game) announce(e *GameEvent) {
	g.eventSeq++
	e.Seq = g.eventSeq
	if g.OnLog != nil {
		var s string
		if g.LogOff {
			s = g.lines.text(e)
		} else {
			// The events before this one first (OnLog may have been
			// set after them), so that the lines stay in the events'
			// order; then this one's.
			last := len(g.events) - 1
			g.lines.catchUp(g.events[:last])
			n := len(g.lines.lines)
			g.lines.catchUp(g.events)
			if len(g.lines.lines) > n {
				s = g.lines.lines[n]
			}
		}
		if s != "" {
			g.OnLog(s)
		}
	}
	if g.OnEvent != nil {
		g.OnEvent(*e)
	}
}

// frag makes a piece of template with its own arguments.
func frag(tmpl string, args ...EventArg) EventArg {
	return EventArg{Type: argFrag, Text: tmpl, frag: args}
}

func (a EventArg) sub() []EventArg { return a.frag }

// evText is words in the line.
func evText(role, s string) EventArg { return EventArg{Role: role, Type: ArgText, Text: s} }

// evNum is a number in the line.
func evNum(role string, n int) EventArg { return EventArg{Role: role, Type: ArgNumber, Num: n} }

// evPlayer is player p, written by name.
func (g *Game) evPlayer(role string, p PlayerID) EventArg {
	return EventArg{Role: role, Type: ArgPlayer, Player: p, Text: g.PlayerName(p)}
}

// evObj is object r, written as Describe writes it, with who may see it.
func (g *Game) evObj(role string, r ObjRef) EventArg {
	a := EventArg{Role: role, Type: ArgObject, Ref: r, Seen: g.seen(r)}
	if c := g.Card(r.Card); c != nil {
		a.Text = c.Def.Name
	}
	return a
}

// evObjSeenBy is object r that player p has seen as well (a card they
// looked at or chose from a hidden zone).
func (g *Game) evObjSeenBy(role string, r ObjRef, p PlayerID) EventArg {
	a := g.evObj(role, r)
	a.Seen |= seenByPlayer(p)
	return a
}

// evCard is object r written by name only.
func (g *Game) evCard(role string, r ObjRef, name string) EventArg {
	return EventArg{Role: role, Type: ArgCard, Ref: r, Text: name, Seen: g.seen(r)}
}

// evRevealed is object r as it is revealed: all may see it, and its moves
// out of its hidden zone are public too (noteRevealed).
func (g *Game) evRevealed(role string, r ObjRef) EventArg {
	a := g.evObj(role, r)
	a.Seen = SeenAll
	g.noteRevealed(r)
	return a
}

// evRevealedCard is evRevealed written by name only.
func (g *Game) evRevealedCard(role string, r ObjRef, name string) EventArg {
	g.noteRevealed(r)
	return EventArg{Role: role, Type: ArgCard, Ref: r, Text: name, Seen: SeenAll}
}

// evObjs writes the objects as objList does: "none", or names and
// references separated by commas.
func (g *Game) evObjs(role string, rs []ObjRef) EventArg {
	if len(rs) == 0 {
		return evText(role, "none")
	}
	return g.evList(role, rs, g.evObj)
}

func (g *Game) evList(role string, rs []ObjRef, one func(string, ObjRef) EventArg) EventArg {
	if len(rs) == 0 {
		return evText(role, "none")
	}
	var b strings.Builder
	args := make([]EventArg, len(rs))
	for i, r := range rs {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("%s")
		args[i] = one(role, r)
	}
	return frag(b.String(), args...)
}

// evTarget writes t as DescribeTarget does.
func (g *Game) evTarget(role string, t Target) EventArg {
	if t.Item != 0 {
		it := g.stackItem(t.Item)
		if it == nil {
			return evText(role, "an ability no longer on the stack")
		}
		switch it.Kind {
		case ItemSpell:
			return g.evObj(role, it.Spell)
		case ItemActivated:
			return frag("activated ability of %s", g.evObj(role, it.Source))
		case ItemTriggered:
			return frag("triggered ability of %s", g.evObj(role, it.Source))
		}
		return frag("ability of %s", g.evObj(role, it.Source))
	}
	if t.Obj.IsZero() {
		return g.evPlayer(role, t.Player)
	}
	return g.evObj(role, t.Obj)
}

// evTargets writes the targets as targetText does: " targeting A, B", or
// nothing.
func (g *Game) evTargets(ts [][]Target) EventArg {
	var b strings.Builder
	var args []EventArg
	for _, group := range ts {
		for _, t := range group {
			if len(args) == 0 {
				b.WriteString(" targeting ")
			} else {
				b.WriteString(", ")
			}
			b.WriteString("%s")
			args = append(args, g.evTarget(roleTarget, t))
		}
	}
	return frag(b.String(), args...)
}

// evDivision writes a division of damage as divisionText does.
func (g *Game) evDivision(targets [][]Target, ab *Ability, div []int) EventArg {
	if len(div) == 0 {
		return frag("")
	}
	var b strings.Builder
	var args []EventArg
	b.WriteString(", dividing the damage ")
	for i, t := range targets[ab.Divide.Group] {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString("%s to %s")
		args = append(args, evNum(roleAmount, div[i]), g.evTarget(roleTarget, t))
	}
	b.WriteString(" (601.2d)")
	return frag(b.String(), args...)
}

// evZone writes zone z of owner as zoneLabel does.
func (g *Game) evZone(z Zone, owner PlayerID) EventArg {
	return evText(roleZone, zoneLabel(g, z, owner))
}

// escapeTemplate makes s a template with no arguments.
func escapeTemplate(s string) string {
	if strings.IndexByte(s, '%') < 0 {
		return s
	}
	return strings.ReplaceAll(s, "%", "%%")
}

// note records a line with no typed arguments.
func (g *Game) note(k GameEventKind, line string) {
	if !g.logging() {
		return
	}
	g.record(&GameEvent{Kind: k, Template: escapeTemplate(line)})
}

// seen says who may see object r now: everyone in a public zone (400.2),
// its owner in their hand, no one in a library, unless revealed.
func (g *Game) seen(r ObjRef) Seen {
	c := g.Card(r.Card)
	if c == nil {
		return SeenAll
	}
	var z Zone
	if c.Obj != nil && c.Obj.Ref == r {
		z = c.Obj.Zone
	} else if s := g.knownSnapshot(r); s != nil {
		z = s.Object.Zone
	} else {
		return SeenAll
	}
	return g.seenIn(r, z, c.Owner)
}

// seenIn says who may see object r in zone z of owner.
func (g *Game) seenIn(r ObjRef, z Zone, owner PlayerID) Seen {
	if z != Hand && z != Library {
		return SeenAll
	}
	return g.seenHidden(r, z, owner)
}

// seenHidden is seenIn for a hand or a library.
func (g *Game) seenHidden(r ObjRef, z Zone, owner PlayerID) Seen {
	if g.revealed[r] {
		return SeenAll
	}
	if z == Hand {
		if g.HandRevealed(owner) {
			return SeenAll
		}
		return seenByPlayer(owner)
	}
	if g.revealTops > 0 && int(owner) < len(g.revealedTops) && g.revealedTops[owner] == r {
		return SeenAll
	}
	return 0
}

// noteRevealed remembers that object r was revealed: all know it while it
// stays the same object in its hidden zone (until a shuffle hides it).
func (g *Game) noteRevealed(r ObjRef) {
	if g.revealed == nil {
		g.revealed = map[ObjRef]bool{}
	}
	g.revealed[r] = true
}

// forgetRevealed: p's library was shuffled, so no one knows where its
// revealed cards are.
func (g *Game) forgetRevealed(p PlayerID) {
	for r := range g.revealed {
		if c := g.Card(r.Card); c == nil || c.Obj == nil || c.Obj.Ref != r || (c.Obj.Zone == Library && c.Owner == p) {
			delete(g.revealed, r)
		}
	}
}

// recordMove records the event of zone change e (logMove): its ZoneMove
// holds all its line needs, and who could see the object on each side.
func (g *Game) recordMove(e *Event) {
	owner := e.Old.Object.Card.Owner
	m := g.space.slabs.moves.new() // zeroed: its fields are set one by one
	m.Name, m.Owner, m.OwnerName = e.Old.name(), owner, g.PlayerName(owner)
	m.Old, m.New, m.From, m.To, m.Cause = e.OldRef, e.New, e.From, e.To, e.Cause.String()
	if e.From.hidden() || e.To.hidden() {
		g.seeMove(m, e, owner)
	} else {
		m.OldSeen, m.NewSeen = SeenAll, SeenAll // from one public zone to another
	}
	if g.revealed != nil {
		delete(g.revealed, e.OldRef)
	}
	if e.carried != 0 {
		m.Carried = e.carried.rules()
	}
	if g.LogOff {
		var scratch GameEvent // for the listeners alone
		scratch.Kind, scratch.Move = EvZoneChange, m
		g.announce(&scratch)
		return
	}
	// The slot at the end of the log, filled in field by field: the
	// whole value is never copied.
	g.events = append(g.events, GameEvent{})
	ev := &g.events[len(g.events)-1]
	ev.Kind, ev.Move = EvZoneChange, m
	g.announce(ev)
}

// seeMove sets who could see the object of zone change e, recorded in m,
// on each side, when one of its zones is a hand or a library.
func (g *Game) seeMove(m *ZoneMove, e *Event, owner PlayerID) {
	m.OldSeen = g.seenIn(e.OldRef, e.From, owner)
	m.NewSeen = g.seenIn(e.New, e.To, owner)
	if m.OldSeen == SeenAll && !e.To.Public() {
		// A card all saw go into a hidden zone stays known there (until
		// a shuffle).
		g.noteRevealed(e.New)
		m.NewSeen = SeenAll
	}
	if m.NewSeen == SeenAll && !e.From.Public() && e.From != ZoneNone {
		// The card is public now: where it came from is no secret.
		m.OldSeen |= m.NewSeen
	}
}

// evRevealedList writes revealed objects as a list, each public now.
func (g *Game) evRevealedList(rs []ObjRef) EventArg {
	if len(rs) == 0 {
		return evText(roleObject, "none")
	}
	return g.evList(roleObject, rs, g.evRevealed)
}

// evTargetName writes t as targetName does: a player or an object.
func (g *Game) evTargetName(role string, t Target) EventArg {
	if t.Obj.IsZero() {
		return g.evPlayer(role, t.Player)
	}
	return g.evObj(role, t.Obj)
}

// evItemName writes a stack item as ItemName does: the source's name,
// and " ability" for an ability.
func (g *Game) evItemName(it *StackItem) EventArg {
	a := g.evCard(roleObject, it.Source, g.Card(it.Source.Card).Def.Name)
	if it.Kind == ItemSpell {
		return a
	}
	return frag("%s ability", a)
}

// emitDamage records damage dealt (EvDamage), combat damage or not.
func (g *Game) emitDamage(combat bool, tmpl string, args ...EventArg) {
	if !g.logging() {
		return
	}
	g.record(&GameEvent{Kind: EvDamage, Template: tmpl, Args: g.keepArgs(args), Combat: combat})
}

// sprint writes v as %v does.
func sprint(v any) string { return fmt.Sprint(v) }
