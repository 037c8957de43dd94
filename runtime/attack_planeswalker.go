package runtime

import "slices"

// Attacks at planeswalkers and at several players (506.2, 508.1b): each
// attacking creature attacks a player or a planeswalker an opponent
// controls. The player it attacks, or the planeswalker's controller, is
// its defending player (combatState.defending): the one who may block it
// (509.1a). Combat damage to a planeswalker removes that many loyalty
// counters (120.3c, prevent.go); a creature whose planeswalker has left
// the battlefield, stopped being a planeswalker or changed controller
// keeps attacking but deals no combat damage unless it is blocked (506.4c).
// When creatures attack several players, each of them declares blockers
// for the creatures attacking them or their planeswalkers, in turn order
// from the active player (509.1, DeclaringBlockers).

// DeclareAttacks declares attacks for the active player (508.1): each
// creature attacks the player or the planeswalker of its Attack (506.2;
// with Planeswalker set, Defender is ignored and becomes the
// planeswalker's controller). Attacks may go to different players and
// planeswalkers. An empty declaration declares no attackers, where the
// rules allow that (508.1d). An illegal declaration is refused and
// changes nothing.
func (g *Game) DeclareAttacks(p PlayerID, attacks []Attack) (err error) {
	g.ready()
	if g.journalling() {
		end := g.journalCall(JournalAction{Call: CallDeclareAttacks, Player: p, Attacks: slices.Clone(attacks)})
		defer func() { end.end(g, &err) }() // journal.go
	}
	return g.takeAttacks(p, attacks)
}

// attackTargets checks what each attack attacks (508.1b) and fills in the
// defending player of an attack at a planeswalker, in a copy of attacks
// (which is otherwise returned as it is). uniform reports that
// every creature attacks the same player and no planeswalker is attacked:
// the declaration DeclareAttackers makes, checked against defender when
// attacks is empty.
func (g *Game) attackTargets(p PlayerID, attacks []Attack, defender PlayerID) ([]Attack, bool, error) {
	badPlayer := func(d PlayerID) bool { return d == p || !g.validPlayer(d) || g.Players[d].Lost }
	if len(attacks) == 0 {
		if badPlayer(defender) {
			return nil, false, refuse("508.1b", "%s can't be attacked by %s", g.PlayerName(defender), g.PlayerName(p))
		}
		return nil, true, nil
	}
	if slices.ContainsFunc(attacks, func(at Attack) bool { return !at.Planeswalker.IsZero() }) {
		attacks = slices.Clone(attacks) // the defenders filled in are its own, not the caller's
	}
	uniform := true
	for i := range attacks {
		at := &attacks[i]
		if !at.Planeswalker.IsZero() {
			uniform = false
			o := g.Object(at.Planeswalker)
			if o == nil || o.Zone != Battlefield {
				return nil, false, refuse("508.1b", "%s is not a planeswalker on the battlefield", g.describeRef(at.Planeswalker))
			}
			c := g.Chars(o)
			if !c.Is("Planeswalker") {
				return nil, false, refuse("508.1b", "%s is not a planeswalker on the battlefield", g.describeRef(at.Planeswalker))
			}
			at.Defender = c.Controller
			if badPlayer(at.Defender) {
				return nil, false, refuse("508.1b", "%s can't be attacked by %s: it is not a planeswalker an opponent controls", g.Describe(at.Planeswalker), g.PlayerName(p))
			}
			continue
		}
		if badPlayer(at.Defender) {
			return nil, false, refuse("508.1b", "%s can't be attacked by %s", g.PlayerName(at.Defender), g.PlayerName(p))
		}
		if at.Defender != attacks[0].Defender {
			uniform = false
		}
	}
	return attacks, uniform, nil
}

// describeRef describes a reference that may name no object.
func (g *Game) describeRef(r ObjRef) string {
	if g.Card(r.Card) == nil {
		return "that object"
	}
	return g.Describe(r)
}

// splitRequirementRefusal checks the attack requirements (508.1d) of a
// declaration that attacks a planeswalker or several players: a creature
// an effect requires to attack a player attacks that player if able
// (attacking the player's planeswalker doesn't obey it), and a creature
// that attacks each combat if able attacks.
func (g *Game) splitRequirementRefusal(p PlayerID, attacks []Attack) error {
	attacking := func(o ObjRef) bool {
		return slices.ContainsFunc(attacks, func(at Attack) bool { return at.Creature == o })
	}
	for _, bc := range g.battlefieldCards() { // read only: nothing moves meanwhile
		o := bc.Obj
		c := g.Chars(o)
		if c.Controller != p {
			continue
		}
		for _, who := range g.demandsOn(o.Ref) {
			if who == p || !g.validPlayer(who) || g.Players[who].Lost {
				continue
			}
			obeyed := slices.ContainsFunc(attacks, func(at Attack) bool {
				return at.Creature == o.Ref && at.Planeswalker.IsZero() && at.Defender == who
			})
			if !obeyed && g.ableToAttack(o, &c, p, who) {
				return refuse("508.1d", "%s attacks %s this turn if able", g.Describe(o.Ref), g.PlayerName(who))
			}
		}
		if attacking(o.Ref) || !hasCombatRule(&c, func(r *CombatRule) bool { return r.MustAttack }) {
			continue
		}
		var room oppRoom
		for _, d := range g.AppendOpponents(room[:0], p) {
			if g.ableToAttack(o, &c, p, d) {
				return refuse("508.1d", "%s must attack if able", g.Describe(o.Ref))
			}
		}
	}
	return nil
}

// setDefenders records the defending players of a declaration: with more
// than one, each declares blockers (509.1), the first in turn order from
// the active player first.
func (g *Game) setDefenders(attacks []Attack) {
	var ds []PlayerID
	for _, at := range attacks {
		if !slices.Contains(ds, at.Defender) {
			ds = append(ds, at.Defender)
		}
	}
	if len(ds) == 1 {
		g.combat.defender = ds[0]
	}
	if len(ds) < 2 {
		return
	}
	var order []PlayerID
	for i := 1; i <= len(g.Players); i++ {
		q := PlayerID((int(g.Active) + i) % len(g.Players))
		if slices.Contains(ds, q) {
			order = append(order, q)
		}
	}
	g.combat.defenders, g.combat.blockedBy, g.combat.defender = order, map[PlayerID]bool{}, order[0]
}

// waitsToBlock reports whether p is a defending player of several who
// has not declared blockers yet.
func (g *Game) waitsToBlock(p PlayerID) bool {
	return slices.Contains(g.combat.defenders, p) && !g.combat.blockedBy[p]
}

// blocksDeclared notes that defending player p has declared blockers and
// reports whether every defending player has.
func (g *Game) blocksDeclared(p PlayerID) bool {
	if len(g.combat.defenders) == 0 {
		return true
	}
	g.combat.blockedBy[p] = true
	return !slices.ContainsFunc(g.combat.defenders, func(d PlayerID) bool { return !g.combat.blockedBy[d] })
}

// nextDefender makes the first defending player in turn order who has not
// declared blockers combat.defender, once a declaration's triggers have
// been detected with the declaring player as combat.defender.
func (g *Game) nextDefender() {
	for _, d := range g.combat.defenders {
		if !g.combat.blockedBy[d] {
			g.combat.defender = d
			return
		}
	}
}

// leaveBlocking ends the wait for the declaration of blockers of a
// defending player p who leaves the game before making it (800.4a): it
// counts as made, with no blockers, so that the next defending player
// declares, or with none left priority begins once abilities waiting for
// the declaration are put on the stack.
func (g *Game) leaveBlocking(p PlayerID) {
	c := &g.combat
	if !c.declared || c.blocked {
		return
	}
	switch {
	case len(c.defenders) == 0:
		if c.defender == p {
			c.blocked = true
			g.turnChanged()
		}
	case g.waitsToBlock(p):
		c.blocked = g.blocksDeclared(p)
		g.nextDefender()
		g.turnChanged()
	}
}

// DeclaringBlockers returns the defending player who declares blockers
// next, while a declaration of blockers waits in the declare blockers
// step (509.1): the defending player, or with several the first in turn
// order who has not declared yet.
func (g *Game) DeclaringBlockers() (PlayerID, bool) {
	if g.Step != DeclareBlockers || !g.blockersDue() {
		return NoPlayer, false
	}
	return g.combat.defender, true
}

// blockersDue is DeclaringBlockers' test in the declare blockers step:
// attackers were declared and are not blocked yet, and the stack is
// empty or blocks were declared before what is on it.
func (g *Game) blockersDue() bool {
	c := &g.combat
	return c.declared && !c.blocked && len(c.attackers) > 0 && (len(g.stack) == 0 || len(c.blockedBy) > 0)
}

// AttackedPlaneswalker returns the planeswalker an attacking creature was
// declared to attack, if it attacks one (506.2); Defending returns its
// controller.
func (g *Game) AttackedPlaneswalker(attacker ObjRef) (ObjRef, bool) {
	pw, ok := g.combat.attacked[attacker]
	return pw, ok
}

// attackedTarget is what attacker a deals combat damage to if unblocked:
// the player it attacks, or the planeswalker, and whether that is still
// there — a planeswalker that left the battlefield, stopped being a
// planeswalker or changed controller is removed from combat (506.4) and
// the creature deals it no damage (506.4c).
func (g *Game) attackedTarget(a ObjRef) (Target, bool) {
	pw, ok := g.combat.attacked[a]
	if !ok {
		// A player who has left the game (800.4a) is there to be dealt
		// no damage (510.1a).
		d := g.combat.defending[a]
		return Target{Player: d}, g.inGame(d)
	}
	t := Target{Obj: pw, Player: NoPlayer}
	o := g.Object(pw)
	if o == nil || o.Zone != Battlefield {
		return t, false
	}
	c := g.Chars(o)
	return t, c.Is("Planeswalker") && c.Controller == g.combat.defending[a]
}

// opponentPlaneswalkers lists the planeswalkers p's opponents control.
// A permanent's card types are its card's or its copy effect's values
// (layer 1) changed by type-changing effects (layer 4) and text-changing
// ones (layer 3, a type line being text): with no permanent a
// planeswalker by its values (walkers) and no modification in those
// layers about (typesChangeable), there is none, and the battlefield is
// walked only under VerifyCaches.
func (g *Game) opponentPlaneswalkers(p PlayerID) []*Object {
	if g.walkers == 0 && !g.typesChangeable() {
		if g.verifyCaches != nil {
			if found := g.opponentPlaneswalkersWalk(p); len(found) > 0 {
				g.verifyCaches("the planeswalkers the opponents of "+g.PlayerName(p)+" control", "none", objsText(found))
			}
		}
		return nil
	}
	return g.opponentPlaneswalkersWalk(p)
}

// baseWalker reports whether o's card, as printed or as a copy effect
// made it, is a planeswalker (counted in walkers while o is on the
// battlefield).
func baseWalker(o *Object) bool {
	if o.CopyOf == nil {
		return o.Card.printedFacts().types&tbPlaneswalker != 0
	}
	b := baseDefChars(o.CopyOf)
	return b.typeBits()&tbPlaneswalker != 0
}

// typeLayers are the layers whose modifications may change an object's
// card types from its base ones.
var typeLayers = layerBit(LayerCopy) | layerBit(LayerText) | layerBit(LayerType)

// typesChangeable reports whether a modification in typeLayers may apply
// to a permanent now: a continuous effect's, a static ability's of the
// battlefield's stable sources (findSources; when they are not stable,
// anything may), or a sticker's.
func (g *Game) typesChangeable() bool {
	if g.stickersPlaced {
		return true
	}
	for _, e := range g.effects {
		if modLayers(e.Mods)&typeLayers != 0 {
			return true
		}
	}
	ls := g.sourcesNow()
	return !ls.stable || ls.any&typeLayers != 0
}

// opponentPlaneswalkersWalk is opponentPlaneswalkers, each permanent
// looked at.
func (g *Game) opponentPlaneswalkersWalk(p PlayerID) []*Object {
	var out []*Object
	for _, bc := range g.battlefieldCards() { // read only: nothing moves meanwhile
		o := bc.Obj
		if c := g.chars(o); g.typeBitsOf(o, c)&tbPlaneswalker != 0 && c.Controller != p && g.inGame(c.Controller) {
			out = append(out, o)
		}
	}
	return out
}

// planeswalkerOptions lists the planeswalkers among pws, those p's
// opponents control, that creature o may attack in some legal
// declaration: with the creatures that must attack, or with every
// creature able to attack that planeswalker's controller, attacking the
// controller. musts and ables are those creatures for each defender in
// opps, as attackAction found them; probing changes nothing, so they hold
// for every creature it asks about.
func (g *Game) planeswalkerOptions(p PlayerID, o ObjRef, pws []*Object, opps []PlayerID, musts, ables [][]ObjRef) []ObjRef {
	var out []ObjRef
	for _, pw := range pws {
		d := g.Chars(pw).Controller
		var must, able []ObjRef
		if i := slices.Index(opps, d); i >= 0 {
			must, able = musts[i], ables[i]
		} else {
			must, able = g.MustAttack(p, d), g.ableAttackers(p, d)
		}
		for _, set := range [][]ObjRef{withRef(must, o), withRef(able, o)} {
			attacks := make([]Attack, len(set))
			for i, c := range set {
				attacks[i] = Attack{Creature: c, Defender: d}
				if c == o {
					attacks[i].Planeswalker = pw.Ref
				}
			}
			if g.probeDirect(func() error { return g.declareAttacks(p, attacks, d) }) {
				out = append(out, pw.Ref)
				break
			}
		}
	}
	return out
}
