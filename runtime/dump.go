package runtime

import (
	"fmt"
	"sort"
	"strings"
)

// Dump renders the whole visible and hidden state of the game as text, in
// a fixed order: two games in the same state dump the same. Tests use it to
// check that a refused action changed nothing.
func (g *Game) Dump() string {
	var b strings.Builder
	fmt.Fprintf(&b, "turn %d active %s step %s priority %s passes %d over %v\n", g.Turn, g.PlayerName(g.Active), g.Step, g.PlayerName(g.Priority), g.passes, g.over)
	for _, p := range g.Players {
		fmt.Fprintf(&b, "player %s life %d pool %s lands %d lost %v\n", p.Name, p.Life, p.Pool, p.LandsPlayed, p.Lost)
		for _, z := range []Zone{Library, Hand, Graveyard} {
			fmt.Fprintf(&b, "  %s:%s\n", z, g.dumpCards(g.zones[zoneKey{z, p.ID}]))
		}
	}
	for _, z := range []Zone{Battlefield, Stack, Exile, Command} {
		fmt.Fprintf(&b, "%s:%s\n", z, g.dumpCards(g.zones[zoneKey{z, NoPlayer}]))
	}
	for _, it := range g.stack {
		fmt.Fprintf(&b, "item %d %s%s\n", it.ID, g.ItemName(it), g.targetText(it.Targets))
	}
	fmt.Fprintf(&b, "effects %d replacements %d preventions %d delayed %d pending %d until %d\n", len(g.effects), len(g.replacements), len(g.preventions), len(g.delayed), len(g.pending), len(g.untilLeaves))
	var keys []string
	for k, v := range g.links {
		keys = append(keys, fmt.Sprintf("%s/%s=%v", k.source, k.key, v))
	}
	sort.Strings(keys)
	fmt.Fprintf(&b, "links %v\nlog %d\n", keys, len(g.Log))
	return b.String()
}

func (g *Game) dumpCards(cs []*Card) string {
	var b strings.Builder
	for _, c := range cs {
		o := c.Obj
		fmt.Fprintf(&b, " %s%s", c.Def.Name, o.Ref)
		if o.Tapped {
			b.WriteString(" tapped")
		}
		if o.LoyaltyTurn > 0 {
			fmt.Fprintf(&b, " loyalty-used=%d", o.LoyaltyTurn)
		}
		if o.Damage > 0 {
			fmt.Fprintf(&b, " damage=%d", o.Damage)
		}
		if !o.AttachedTo.IsZero() {
			fmt.Fprintf(&b, " on=%s", o.AttachedTo)
		}
		keys := make([]string, 0, len(o.Counters))
		for k, n := range o.Counters {
			keys = append(keys, fmt.Sprintf("%s:%d", k, n))
		}
		sort.Strings(keys)
		if len(keys) > 0 {
			fmt.Fprintf(&b, " counters=%v", keys)
		}
		b.WriteString(";")
	}
	return b.String()
}
