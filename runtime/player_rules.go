package runtime

import (
	"fmt"
	"slices"
	"strings"
)

// Effects that change the rules of the game for players rather than the
// characteristics of objects (611.2c: they apply to whatever comes along
// while they last): what a player can't do and whether their hand is
// revealed (PlayerRules), and what a player may play from a zone other
// than their hand (PlayFrom). A "can't" beats any "may" (101.2), so a
// player who can't cast spells can't cast them however they are allowed,
// and one who can't activate abilities can't activate mana abilities
// either, for those are activated abilities too (605.1a).

// PlayerRules is the effect "PLAYER can't cast spells [or activate
// abilities] [and plays with their hand revealed] DURATION": each player
// Who names when it resolves plays by these rules until the duration ends.
type PlayerRules struct {
	Who          PlayerExpr
	CantCast     bool
	CantActivate bool // every activated ability, mana abilities included (605.1a)
	HandRevealed bool
	Duration     Duration // UntilEndOfTurn or UntilYourNextTurn
}

// playerRule is one player's rules from one PlayerRules effect.
type playerRule struct {
	player       PlayerID
	cantCast     bool
	cantActivate bool
	handRevealed bool
	duration     Duration
	controller   PlayerID // the controller of the effect, for "until your next turn"
	source       ObjRef
}

// Apply implements Effect.
func (e PlayerRules) Apply(r *Resolution) error {
	g := r.Game
	for _, p := range e.Who.Players(r) {
		if !g.validPlayer(p) {
			continue
		}
		g.playerRules = append(g.playerRules, playerRule{player: p, cantCast: e.CantCast, cantActivate: e.CantActivate,
			handRevealed: e.HandRevealed, duration: e.Duration, controller: r.Controller, source: r.Source})
		g.changed()
		if s := e.rulesText(); s != "" {
			if g.logging() {
				g.emit(EvNote, "%s %s%s (%s)", g.evPlayer(rolePlayer, p), evText(roleText, s), evText("duration", durationWords(e.Duration)), g.evObj(roleSource, r.Source))
			}
		}
		if e.HandRevealed {
			g.logHand(p)
		}
	}
	return nil
}

// rulesText lists the rules in the third person: "can't cast spells or
// activate abilities and plays with their hand revealed".
func (e PlayerRules) rulesText() string {
	var parts []string
	switch {
	case e.CantCast && e.CantActivate:
		parts = append(parts, "can't cast spells or activate abilities")
	case e.CantCast:
		parts = append(parts, "can't cast spells")
	case e.CantActivate:
		parts = append(parts, "can't activate abilities")
	}
	if e.HandRevealed {
		parts = append(parts, "plays with their hand revealed")
	}
	return strings.Join(parts, " and ")
}

func (e PlayerRules) String() string {
	s := e.rulesText()
	if s == "" {
		s = "plays by no new rules"
	}
	s = playerText(e.Who) + " " + s + durationWords(e.Duration)
	if e.CantActivate {
		s += " (mana abilities too, 605.1a)"
	}
	if e.CantCast || e.CantActivate {
		s += " (101.2: even when an effect allows it)"
	}
	return s
}

// logHand writes the cards of p's hand to the log, as they are revealed.
func (g *Game) logHand(p PlayerID) {
	if g.logging() {
		var hand []ObjRef
		for _, c := range g.ZoneCards(Hand, p) {
			hand = append(hand, c.Obj.Ref)
		}
		list := evText(roleObject, "no cards")
		if len(hand) > 0 {
			list = g.evRevealedList(hand)
		}
		g.emit(EvReveal, "%s's hand is revealed: %s", g.evPlayer(rolePlayer, p), list)
	}
}

// CantCast reports whether an effect says p can't cast spells now (101.2).
func (g *Game) CantCast(p PlayerID) bool {
	return slices.ContainsFunc(g.playerRules, func(r playerRule) bool { return r.player == p && r.cantCast })
}

// CantActivate reports whether an effect says p can't activate abilities
// now, mana abilities included (605.1a).
func (g *Game) CantActivate(p PlayerID) bool {
	return slices.ContainsFunc(g.playerRules, func(r playerRule) bool { return r.player == p && r.cantActivate })
}

// HandRevealed reports whether p plays with their hand revealed now.
func (g *Game) HandRevealed(p PlayerID) bool {
	g.ready()
	return slices.ContainsFunc(g.playerRules, func(r playerRule) bool { return r.player == p && r.handRevealed }) ||
		g.staticHandRevealed(p) // library.go
}

// cantCastError refuses a cast by p that an effect forbids (101.2).
func (g *Game) cantCastError(p PlayerID) error {
	for _, r := range g.playerRules {
		if r.player == p && r.cantCast {
			return refuse("101.2", "%s can't cast spells (%s)", g.PlayerName(p), g.Describe(r.source))
		}
	}
	return nil
}

// cantActivateError refuses an activation by p that an effect forbids
// (101.2); mana abilities are activated abilities (605.1a).
func (g *Game) cantActivateError(p PlayerID) error {
	for _, r := range g.playerRules {
		if r.player == p && r.cantActivate {
			return refuse("101.2", "%s can't activate abilities, mana abilities included (605.1a; %s)", g.PlayerName(p), g.Describe(r.source))
		}
	}
	return nil
}

// PlayFrom is the effect "you may play lands and cast spells from ZONE
// DURATION": until the duration ends, the ability's controller may play
// lands (Lands) and cast spells (Spells) from that zone of each player
// Whose names when it resolves (nil: any player's), with the usual timing
// and paying the costs (305.1, 601.3a). It changes the rules rather than
// the cards, so it covers cards that come into the zone later (611.2c).
// The cards keep their owner: a spell cast this way is controlled by its
// caster and a land played this way enters under its player's control and
// uses their land play for the turn (305.2).
type PlayFrom struct {
	Zone     Zone
	Whose    PlayerExpr
	Lands    bool
	Spells   bool
	Duration Duration // UntilEndOfTurn or UntilYourNextTurn
}

// playPermit is one player's permission from one PlayFrom effect.
type playPermit struct {
	player   PlayerID
	zone     Zone
	owners   []PlayerID // whose zone; nil: any player's
	lands    bool
	spells   bool
	duration Duration
	source   ObjRef
}

// Apply implements Effect.
func (e PlayFrom) Apply(r *Resolution) error {
	g := r.Game
	if !g.validPlayer(r.Controller) {
		return nil
	}
	pp := playPermit{player: r.Controller, zone: e.Zone, lands: e.Lands, spells: e.Spells, duration: e.Duration, source: r.Source}
	where := zonePhrase(e.Zone)
	if e.Whose != nil {
		pp.owners = []PlayerID{}
		var names []string
		for _, p := range e.Whose.Players(r) {
			if g.validPlayer(p) && !slices.Contains(pp.owners, p) {
				pp.owners = append(pp.owners, p)
				names = append(names, zoneLabel(g, e.Zone, p))
			}
		}
		if len(pp.owners) == 0 {
			return nil
		}
		where = strings.Join(names, " and ")
	}
	g.playPermits = append(g.playPermits, pp)
	g.changed()
	if g.logging() {
		g.emit(EvNote, "%s may %s from %s%s", g.evPlayer(rolePlayer, r.Controller), evText(roleText, e.what()), evText(roleZone, where), evText("duration", durationWords(e.Duration)))
	}
	return nil
}

// what says what may be played: "play lands and cast spells".
func (e PlayFrom) what() string {
	switch {
	case e.Lands && e.Spells:
		return "play lands and cast spells"
	case e.Lands:
		return "play lands"
	case e.Spells:
		return "cast spells"
	}
	return "play nothing"
}

func (e PlayFrom) String() string {
	whose := "any player's " + e.Zone.String()
	if e.Whose != nil {
		whose = "the " + e.Zone.String() + " of " + playerText(e.Whose)
	}
	if !e.Zone.Owned() {
		whose = zonePhrase(e.Zone)
	}
	return "you may " + e.what() + " from " + whose + durationWords(e.Duration) +
		", with the usual timing and costs (305.1, 601.3a); the cards keep their owner, a spell cast this way is yours to control, a land played this way uses your land play (305.2)"
}

// playPermitFor finds a PlayFrom permission that lets p play o (a land,
// if land) or cast it (a spell) from where it is now, or nil.
func (g *Game) playPermitFor(o *Object, p PlayerID, land bool) *playPermit {
	for i := range g.playPermits {
		pp := &g.playPermits[i]
		switch {
		case pp.player != p || pp.zone != o.Zone:
		case land && !pp.lands, !land && !pp.spells:
		case pp.owners != nil && !slices.Contains(pp.owners, o.Card.Owner):
		default:
			return pp
		}
	}
	return nil
}

// endPlayerEffects ends the player rules and play permissions for which
// ends holds.
func (g *Game) endPlayerEffects(ends func(d Duration, controller PlayerID) bool) {
	if len(g.setRules) == 0 && len(g.playerRules) == 0 && len(g.playPermits) == 0 {
		return // none about, as at most ends of turns: nothing can end
	}
	g.endSetRules(func(r *setRule) bool { return ends(r.duration, r.controller) }) // rule_sets.go
	rules, permits := len(g.playerRules), len(g.playPermits)
	g.playerRules = slices.DeleteFunc(g.playerRules, func(r playerRule) bool { return ends(r.duration, r.controller) })
	g.playPermits = slices.DeleteFunc(g.playPermits, func(pp playPermit) bool { return ends(pp.duration, pp.player) })
	if len(g.playerRules) < rules || len(g.playPermits) < permits {
		g.changed()
	}
}

// SetLife makes each player's life total become an amount (119.5): they
// gain or lose the difference.
type SetLife struct {
	Who    PlayerExpr
	Amount Amount
}

// Apply implements Effect.
func (e SetLife) Apply(r *Resolution) error {
	g := r.Game
	for _, p := range e.Who.Players(r) {
		if !g.validPlayer(p) {
			continue
		}
		n := min(amountNumber(e.Amount.Value(r)), MaxNumber)
		pl := g.Players[p]
		switch d := n - pl.Life; {
		case d > 0:
			pl.Life = n
			g.lifeChanged()
			if g.logging() {
				g.emit(EvLife, "%s's life total becomes %s: %s gains %s life (119.5)", g.evPlayer(rolePlayer, pl.ID), evNum(roleLife, n), g.evPlayer(rolePlayer, pl.ID), evNum(roleAmount, d))
			}
		case d < 0:
			pl.Life = n
			g.lifeChanged()
			if g.logging() {
				g.emit(EvLife, "%s's life total becomes %s: %s loses %s life (119.5)", g.evPlayer(rolePlayer, pl.ID), evNum(roleLife, n), g.evPlayer(rolePlayer, pl.ID), evNum(roleAmount, -d))
			}
		default:
			if g.logging() {
				g.emit(EvLife, "%s's life total stays %s", g.evPlayer(rolePlayer, pl.ID), evNum(roleLife, n))
			}
		}
	}
	return nil
}

func (e SetLife) String() string {
	return "the life total of " + playerText(e.Who) + " becomes " + amountText(e.Amount) + " (119.5: gaining or losing the difference)"
}

// StartingLife is a player's starting life total (103.4): the first of
// the players Who names.
type StartingLife struct{ Who PlayerExpr }

// Value implements Amount.
func (s StartingLife) Value(r *Resolution) int {
	for _, p := range s.Who.Players(r) {
		if r.Game.validPlayer(p) {
			return r.Game.Players[p].StartingLife
		}
	}
	return 0
}

func (s StartingLife) String() string {
	return "the starting life total of " + playerText(s.Who) + " (103.4)"
}

// dumpPlayerEffects renders the players' starting life totals, rules and
// play permissions for Game.Dump.
func (g *Game) dumpPlayerEffects() string {
	var b strings.Builder
	for _, p := range g.Players {
		fmt.Fprintf(&b, "player %s starting life %d\n", p.Name, p.StartingLife)
	}
	for _, r := range g.playerRules {
		fmt.Fprintf(&b, "rules for %s: can't cast %v, can't activate %v, hand revealed %v, duration %d, controller %d, source %s\n",
			g.PlayerName(r.player), r.cantCast, r.cantActivate, r.handRevealed, r.duration, r.controller, r.source)
	}
	g.dumpSetRules(&b) // rule_sets.go
	for _, pp := range g.playPermits {
		fmt.Fprintf(&b, "%s may play from %s of %v: lands %v, spells %v, duration %d, source %s\n",
			g.PlayerName(pp.player), pp.zone, pp.owners, pp.lands, pp.spells, pp.duration, pp.source)
	}
	return b.String()
}
