package runtime

import (
	"fmt"
	"strings"
)

// CheckInvariants checks what must hold whenever a player holds priority
// and returns an error describing every violation, or nil. It changes
// nothing and costs the game no work, so a game checked at every action
// plays exactly as one that is not. Soak tests call it.
//
//   - Every card is in exactly one zone, the zone its current object says,
//     under its owner's key for an owned zone (400.1); a card with no
//     object (a token that ceased to exist, 704.5d) is in none.
//   - No state-based action is pending (704.3, 117.5).
//   - No permanent is attached to a stale or absent object (303.4c,
//     301.5c: such an Aura or Equipment would have been dealt with as a
//     state-based action), and every creature in combat is a current
//     object on the battlefield (506.4: a permanent that leaves is removed
//     from combat).
//   - The permanents that may have triggered abilities are counted right
//     (trigger.go), and so are the zones where triggered abilities of
//     cards function off the battlefield (countOffField).
func (g *Game) CheckInvariants() error {
	g.ready()
	if g.over {
		return nil
	}
	defer g.lookOnly()()
	var bad []string
	if off := g.charsOff; (off == 0) != (g.fresh == 0 && g.verifyChars == nil) || off != 0 && off != charsOffAll {
		bad = append(bad, fmt.Sprintf("charsOff is %d with fresh %d and VerifyChars %v", off, g.fresh, g.verifyChars != nil))
	}
	where := map[*Card]int{}
	for i, cs := range g.zones {
		k := zoneKey(i)
		for _, c := range cs {
			where[c]++
			switch {
			case c.Obj == nil:
				bad = append(bad, fmt.Sprintf("card %d (%s) has no object but is in %v", c.ID, c.Def.Name, k.zone()))
			case c.Obj.Zone != k.zone():
				bad = append(bad, fmt.Sprintf("%s is listed in %v but its object is in %v", g.Describe(c.Obj.Ref), k.zone(), c.Obj.Zone))
			case g.key(k.zone(), c.Owner) != k:
				bad = append(bad, fmt.Sprintf("%s is in another player's %v", g.Describe(c.Obj.Ref), k.zone()))
			}
		}
	}
	for _, c := range g.cards {
		n := where[c]
		switch {
		case c.Obj != nil && n != 1:
			bad = append(bad, fmt.Sprintf("%s is in %d zones", g.Describe(c.Obj.Ref), n))
		case c.Obj == nil && n != 0:
			bad = append(bad, fmt.Sprintf("card %d (%s) ceased to exist but is in %d zones", c.ID, c.Def.Name, n))
		}
	}
	if lost := len(g.Players) - g.countLive(); lost != len(g.losses) {
		bad = append(bad, fmt.Sprintf("%d players have lost the game, %d losses are recorded", lost, len(g.losses)))
	}
	for _, s := range g.PendingStateBasedActions() {
		bad = append(bad, "state-based action pending: "+s)
	}
	for _, bc := range g.battlefieldCards() { // read only: nothing moves meanwhile
		o := bc.Obj
		if o.attachedPlayer != 0 && (!o.AttachedTo.IsZero() || !g.validPlayer(o.AttachedPlayer())) {
			bad = append(bad, fmt.Sprintf("%s is attached to player %d and to %v", g.Describe(o.Ref), o.AttachedPlayer(), o.AttachedTo))
		}
		if o.AttachedTo.IsZero() {
			continue
		}
		if h := g.Object(o.AttachedTo); h == nil || h.Zone != Battlefield {
			bad = append(bad, fmt.Sprintf("%s is attached to %v, which is not on the battlefield", g.Describe(o.Ref), o.AttachedTo))
		}
	}
	if n := g.countTriggerPerms(); n != g.triggerPerms {
		bad = append(bad, fmt.Sprintf("%d permanents may have triggered abilities, but %d are counted", n, g.triggerPerms))
	}
	var kinds [staticKindsLen]int
	for _, bc := range g.battlefieldCards() {
		k := objStaticKinds(bc.Obj)
		for i := range kinds {
			if k&(1<<i) != 0 {
				kinds[i]++
			}
		}
	}
	walkers := 0
	for _, bc := range g.battlefieldCards() {
		if baseWalker(bc.Obj) {
			walkers++
		}
	}
	if walkers != g.walkers {
		bad = append(bad, fmt.Sprintf("%d permanents are planeswalkers by their card or copy, but %d are counted", walkers, g.walkers))
	}
	if n := g.countActivePerms(); n != g.activePerms {
		bad = append(bad, fmt.Sprintf("%d permanents have activated abilities by their card or copy, but %d are counted", n, g.activePerms))
	}
	reaching := 0
	for _, bc := range g.battlefieldCards() {
		if objHasStatics(bc.Obj) && sourceStatics(bc.Obj.Def()) {
			reaching++
		}
	}
	if reaching != g.sourceStatics {
		bad = append(bad, fmt.Sprintf("%d permanents have static abilities that may change mana sources, but %d are counted", reaching, g.sourceStatics))
	}
	statics, idle := int32(0), int32(0)
	for _, bc := range g.battlefieldCards() {
		if objHasStatics(bc.Obj) {
			statics++
			if objIdle(bc.Obj) {
				idle++
			}
		}
	}
	if statics != g.statics || idle != g.idleStatics {
		bad = append(bad, fmt.Sprintf("%d permanents have static abilities, %d of them only idle ones, but %d and %d are counted", statics, idle, g.statics, g.idleStatics))
	}
	if kinds != g.kindCounts {
		bad = append(bad, fmt.Sprintf("permanents with static abilities by kind: %v, but %v are counted", kinds, g.kindCounts))
	}
	for _, c := range g.cards {
		zs := offTriggerZones(c.Def)
		if c.Obj != nil && c.Obj.CopyOf != nil {
			zs |= offTriggerZones(c.Obj.CopyOf)
		}
		if zs&^g.offTriggers != 0 {
			bad = append(bad, fmt.Sprintf("card %d (%s) has triggered abilities that function off the battlefield, in zones not noted", c.ID, c.Def.Name))
		}
	}
	inCombat := append([]ObjRef{}, g.combat.attackers...)
	for _, bs := range g.combat.blockers {
		inCombat = append(inCombat, bs...)
	}
	for _, r := range inCombat {
		if o := g.Object(r); o == nil || o.Zone != Battlefield {
			bad = append(bad, fmt.Sprintf("%v is in combat but is not a permanent", r))
		}
	}
	if len(bad) == 0 {
		return nil
	}
	return fmt.Errorf("broken invariants on turn %d (%v):\n  %s", g.Turn, g.Step, strings.Join(bad, "\n  "))
}
