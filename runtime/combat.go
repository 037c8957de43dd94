package runtime

import (
	"fmt"
	"slices"
	"strings"
)

// clearCombat ends the combat state: no attackers, no blockers. The
// maps of the combat that ended are emptied and kept for the next
// (declareAttacks): nothing else holds them. A combat without attackers
// had none (declareAttacks), and one without blocks an empty map of
// blockers, which needs no emptying.
func (g *Game) clearCombat() {
	if m := g.combat.defending; m != nil {
		if len(m) > 0 {
			clear(m)
		}
		g.space.spareCombat.defending = m
	}
	if m := g.combat.blockers; m != nil {
		if len(m) > 0 {
			clear(m)
		}
		g.space.spareCombat.blockers = m
	}
	g.combat = combatState{}
}

type combatState struct {
	attackers []ObjRef
	// defender is the defending player who declares blockers next: in a
	// two-player game the one player attacked (506.2).
	defender  PlayerID
	defending map[ObjRef]PlayerID // attacker → the player it attacks, or the controller of the planeswalker it attacks
	// attacked maps an attacker that attacks a planeswalker to it (506.2,
	// 508.1b); nil when every attacker attacks a player
	// (attack_planeswalker.go).
	attacked map[ObjRef]ObjRef
	// defenders are the defending players in turn order when there are
	// several (506.2), and blockedBy those of them who have declared
	// blockers (509.1); both nil when there is one.
	defenders []PlayerID
	blockedBy map[PlayerID]bool
	blockers  map[ObjRef][]ObjRef // attacker → its blockers, in order
	declared  bool
	blocked   bool
	// Combat damage steps: with first strike there are two (510.4).
	firstStrikeStep bool            // the first of two steps has happened
	damageDone      bool            // the last combat damage step has happened
	dealtFirst      map[ObjRef]bool // creatures that dealt damage in the first step
	// listRefs, in spareCombat only, is the array the attack listing
	// cuts its lists of creatures from (attackActionInto), kept from one
	// listing to the next; each writes it anew.
	listRefs []ObjRef
}

// has reports whether r is an attacking or blocking creature.
func (c *combatState) has(r ObjRef) bool {
	if slices.Contains(c.attackers, r) {
		return true
	}
	for _, bs := range c.blockers {
		if slices.Contains(bs, r) {
			return true
		}
	}
	return false
}

func (c *combatState) remove(r ObjRef) {
	if len(c.attackers) == 0 && len(c.blockers) == 0 {
		return // no combat, or none declared yet
	}
	if i := slices.Index(c.attackers, r); i >= 0 {
		c.attackers = slices.Delete(c.attackers, i, i+1)
		// 506.4: a removed attacker stays "blocked" for its blockers' sake;
		// its blocker list is kept for damage bookkeeping only.
	}
	for a, bs := range c.blockers {
		if i := slices.Index(bs, r); i >= 0 {
			c.blockers[a] = slices.Delete(bs, i, i+1)
		}
	}
}

// Attacking lists the attacking creatures.
func (g *Game) Attacking() []ObjRef { return g.combat.attackers }

// DeclareAttackers declares attackers for the active player, all attacking
// defender (508.1). It is refused if any attacker is illegal, if a creature
// is named twice, or if the defender is not an opponent still in the game.
func (g *Game) DeclareAttackers(p PlayerID, attackers []ObjRef, defender PlayerID) error {
	g.ready()
	if g.journalling() {
		return g.declareAttackersJournalled(p, attackers, defender)
	}
	return g.declareAttackersOf(p, attackers, defender)
}

// declareAttackersJournalled is DeclareAttackers recorded in the journal
// (journal.go), apart so that an unrecorded declaration defers nothing.
func (g *Game) declareAttackersJournalled(p PlayerID, attackers []ObjRef, defender PlayerID) (err error) {
	end := g.journalCall(JournalAction{Call: CallDeclareAttackers, Player: p, Attackers: slices.Clone(attackers), Defender: ptr(defender)})
	defer func() { end.end(g, &err) }()
	return g.declareAttackersOf(p, attackers, defender)
}

// declareAttackersOf is DeclareAttackers' declaration: each of attackers
// attacking defender.
func (g *Game) declareAttackersOf(p PlayerID, attackers []ObjRef, defender PlayerID) error {
	if len(attackers) == 0 {
		return g.declareAttacks(p, nil, defender)
	}
	var room [8]Attack // a declaration's attacks, when they are few
	attacks := room[:0]
	for _, a := range attackers {
		attacks = append(attacks, Attack{Creature: a, Defender: defender})
	}
	return g.declareAttacks(p, attacks, defender)
}

// declareAttacks declares attacks for the active player (508.1): each
// creature attacks the player or planeswalker of its Attack. defender is
// the player an empty declaration is checked against (508.1d).
func (g *Game) declareAttacks(p PlayerID, attacks []Attack, defender PlayerID) error {
	if !g.mayAct(p) { // actorError's test in line
		if err := g.actorError(p); err != nil {
			return err
		}
	}
	if g.Step != DeclareAttackers || g.combat.declared || len(g.stack) > 0 {
		return refuse("508.1", "attackers are declared as the declare attackers step begins")
	}
	if p != g.Active {
		return refuse("508.1", "only the active player declares attackers")
	}
	if len(attacks) == 0 && g.noneDeclarable(p, defender) {
		if g.verifyCaches == nil {
			return g.declaredNone(p, defender)
		}
		_, _, err := g.attackTargets(p, nil, defender)
		if err == nil {
			err = g.requirementRefusal(p, nil, defender)
		}
		if err != nil {
			g.verifyCaches("a declaration of no attackers by "+g.PlayerName(p)+" at "+g.PlayerName(defender)+", legal by what was kept", "legal", err.Error())
		}
	}
	attacks, uniform, err := g.attackTargets(p, attacks, defender) // attack_planeswalker.go
	if err != nil {
		return err
	}
	attackers := make([]ObjRef, len(attacks))
	for i, at := range attacks {
		attackers[i] = at.Creature
	}
	for i, a := range attackers {
		if slices.Contains(attackers[:i], a) {
			return refuse("508.1a", "%s is declared as an attacker twice", g.Describe(a))
		}
		o := g.Object(a)
		if o == nil || o.Zone != Battlefield {
			return refuse("508.1a", "that creature is not on the battlefield")
		}
		// Read only: nothing changes while the declaration is checked.
		c, tb := g.charsBits(o)
		var rule, why string // why: of the creature ([1]) and the player ([2])
		switch {
		case tb&tbCreature == 0 || c.Controller != p:
			rule, why = "508.1a", "%[1]s is not a creature %[2]s controls"
		case o.Tapped:
			rule, why = "508.1a", "%[1]s is tapped"
		default:
			// Sick's test made with the controller just checked (302.6)
			switch {
			case g.sickUnder(o, p) && !c.Has("haste"):
				rule, why = "302.6", "%[1]s has not been under %[2]s's control since the turn began"
			case c.Has("defender"):
				rule, why = "702.3b", "%[1]s has defender"
			case g.cantAttack(o, c): // rule_sets.go
				rule, why = "508.1c", "%[1]s can't attack"
			}
		}
		if rule != "" {
			if g.legalProbe {
				return errProbeRefused // LegalActions tries each creature: no message is made
			}
			return refuse(rule, why, g.Describe(a), g.PlayerName(p))
		}
		if err := g.attackRefusal(a, c, attackers, attacks[i].Defender); err != nil { // combat_rules.go
			return err
		}
	}
	if uniform {
		if len(attacks) > 0 {
			defender = attacks[0].Defender
		}
		if err := g.requirementRefusal(p, attackers, defender); err != nil {
			return err
		}
	} else if err := g.splitRequirementRefusal(p, attacks); err != nil { // attack_planeswalker.go
		return err
	}
	if g.legalProbe {
		return errProbeLegal // LegalActions is asking (legal.go)
	}
	// The maps of the last combat, emptied (clearCombat). A declaration
	// of no attackers takes none: only an attacker is written in them,
	// and a blocker only of an attacker (declareBlocks), so that nothing
	// writes to them until the combat ends; reading a nil map finds
	// nothing, as reading an empty one does.
	var defending map[ObjRef]PlayerID
	var blockers map[ObjRef][]ObjRef
	if len(attacks) > 0 {
		sc := &g.space.spareCombat
		defending, blockers = sc.defending, sc.blockers
		sc.defending, sc.blockers = nil, nil
		if defending == nil {
			defending = map[ObjRef]PlayerID{}
		}
		if blockers == nil {
			blockers = map[ObjRef][]ObjRef{}
		}
	}
	g.combat = combatState{declared: true, defender: defender, defending: defending, blockers: blockers}
	if len(attacks) > 0 {
		// Room for every attacker appended below, made once (none
		// declared leaves the list nil).
		g.combat.attackers = make([]ObjRef, 0, len(attacks))
	}
	g.turnChanged()
	for _, at := range attacks {
		a := at.Creature
		o := g.Object(a)
		if !g.chars(o).Has("vigilance") { // read only
			g.setTapped(o, true) // 508.1f
		}
		g.combat.attackers = append(g.combat.attackers, a)
		g.combat.defending[a] = at.Defender
		if !at.Planeswalker.IsZero() {
			if g.combat.attacked == nil {
				g.combat.attacked = map[ObjRef]ObjRef{}
			}
			g.combat.attacked[a] = at.Planeswalker
		}
		g.turnChanged()
		if g.logging() {
			if at.Planeswalker.IsZero() {
				g.emit(EvAttack, "%s attacks %s", g.evObj(roleObject, a), g.evPlayer(rolePlayer, at.Defender))
			} else {
				g.emit(EvAttack, "%s attacks %s, a planeswalker %s controls", g.evObj(roleObject, a), g.evObj(roleRecipient, at.Planeswalker), g.evPlayer(rolePlayer, at.Defender))
			}
		}
		g.detectEvent(Event{Kind: EventAttacks, New: a, Player: p})
	}
	if len(attacks) > 0 {
		g.setDefenders(attacks) // attack_planeswalker.go: none has nothing to set
	}
	g.Priority, g.passes = g.Active, 0
	return g.beforePriority()
}

// noneDeclarable reports, for declareAttacks once the step and the
// player are checked, whether declaring no attackers against defender is
// legal by what the game kept at this version, so that declaredNone may
// make it without the general checks: defender is a player in the game
// and not p (attackTargets' test of an empty declaration), no effect
// demands an attack (attackDemands) and the creatures that must attack
// defender, as kept at this version for p (mustAttackNow), are none,
// found reading nothing of the turn, so that no requirement is left
// unobeyed (requirementRefusal). In a probe the general checks run;
// under VerifyCaches they run as well, and must agree.
func (g *Game) noneDeclarable(p, defender PlayerID) bool {
	k := &g.space.mustKept
	return k.set && k.ver == g.version && k.p == p && k.d == defender && k.turnFree && len(k.must) == 0 &&
		len(g.attackDemands) == 0 && g.fresh == 0 && !g.legalProbe &&
		defender != p && g.validPlayer(defender) && !g.Players[defender].Lost
}

// declaredNone makes p's declaration of no attackers against defender,
// checked (declareAttacks): the combat's state with no attacker, as the
// general path below writes it for an empty declaration.
func (g *Game) declaredNone(p, defender PlayerID) error {
	g.combat = combatState{declared: true, defender: defender}
	g.turnChanged()
	g.Priority, g.passes = g.Active, 0
	return g.beforePriority()
}

// DeclareBlockers declares blocks for defending player p: each blocker
// blocks the attacker it maps to (509.1). It is DeclareBlocks with one
// attacker for each blocker.
func (g *Game) DeclareBlockers(p PlayerID, blocks map[ObjRef]ObjRef) error {
	list := make([]Block, 0, len(blocks))
	for b, a := range blocks {
		list = append(list, Block{Blocker: b, Attackers: []ObjRef{a}})
	}
	slices.SortFunc(list, func(x, y Block) int { return int(x.Blocker.Card) - int(y.Blocker.Card) })
	return g.DeclareBlocks(p, list)
}

// DeclareBlocks declares blocks for defending player p: each blocker
// blocks the attackers of its Block (509.1). Only the defending player
// declares, once per combat. Illegal blocks are refused; a creature
// blocks more than one attacker only if an ability lets it (509.1a,
// block_several.go).
func (g *Game) DeclareBlocks(p PlayerID, list []Block) error {
	g.ready()
	if g.journalling() {
		return g.declareBlocksJournalled(p, list)
	}
	return g.declareBlocks(p, list)
}

// declareBlocksJournalled is DeclareBlocks recorded in the journal
// (journal.go), apart so that an unrecorded declaration defers nothing.
func (g *Game) declareBlocksJournalled(p PlayerID, list []Block) (err error) {
	end := g.journalCall(JournalAction{Call: CallDeclareBlocks, Player: p, Blocks: cloneBlocks(list)})
	defer func() { end.end(g, &err) }()
	return g.declareBlocks(p, list)
}

// blockCount is how many blockers a declaration of blocks names for one
// attacker.
type blockCount struct {
	attacker ObjRef
	n        int
}

// declareBlocks is DeclareBlocks' declaration.
func (g *Game) declareBlocks(p PlayerID, list []Block) error {
	if err := g.actorError(p); err != nil {
		return err
	}
	if g.Step != DeclareBlockers || g.combat.blocked || len(g.stack) > 0 && len(g.combat.blockedBy) == 0 {
		return refuse("509.1", "blockers are declared as the declare blockers step begins")
	}
	if !g.combat.declared || p != g.combat.defender {
		if g.waitsToBlock(p) { // attack_planeswalker.go
			return refuse("509.1", "%s declares blockers before %s", g.PlayerName(g.combat.defender), g.PlayerName(p))
		}
		return refuse("509.1", "%s is not the defending player", g.PlayerName(p))
	}
	blocks := map[ObjRef][]ObjRef{}
	var keys []ObjRef
	var countRoom [8]blockCount // the blockers of each attacker named, in the order first named
	count := countRoom[:0]
	for _, bl := range list {
		b := bl.Blocker
		if _, dup := blocks[b]; dup {
			return refuse("509.1a", "%s is declared as a blocker twice", g.Describe(b))
		}
		if len(bl.Attackers) == 0 {
			// A creature not blocking is left out of the declaration.
			return refuse("509.1a", "%s is declared as a blocker of no attacking creature: a blocking creature blocks one", g.Describe(b))
		}
		bo := g.Object(b)
		if bo == nil || bo.Zone != Battlefield {
			return refuse("509.1a", "that block names a creature that is not in combat")
		}
		bc := g.chars(bo) // read only: nothing changes until the blocks are declared
		for i, a := range bl.Attackers {
			ao := g.Object(a)
			if ao == nil || !slices.Contains(g.combat.attackers, a) {
				return refuse("509.1a", "that block names a creature that is not in combat")
			}
			if slices.Contains(bl.Attackers[:i], a) {
				return refuse("509.1a", "%s blocks %s twice", g.Describe(b), g.Describe(a))
			}
			if err := g.singleBlockRefusal(bo, ao, bc, g.chars(ao), p); err != nil {
				return err
			}
			if i := slices.IndexFunc(count, func(c blockCount) bool { return c.attacker == a }); i >= 0 {
				count[i].n++
			} else {
				count = append(count, blockCount{attacker: a, n: 1})
			}
		}
		if n := blockLimit(bc); len(bl.Attackers) > n { // block_several.go
			return refuse("509.1a", "%s can block only %d creature(s)", g.Describe(b), n)
		}
		blocks[b] = bl.Attackers
		keys = append(keys, b)
	}
	if err := g.blockAloneRefusal(keys); err != nil { // combat_rules.go
		return err
	}
	if err := g.blockRequirementRefusal(p, blocks); err != nil {
		return err
	}
	for _, an := range count {
		if a, n := an.attacker, an.n; g.hasMenace(a) && n < 2 {
			if g.legalProbe {
				return errProbeRefused
			}
			return refuse("702.111b", "%s has menace and can't be blocked except by two or more creatures", g.Describe(a))
		}
	}
	if g.legalProbe {
		return errProbeLegal // LegalActions is asking (legal.go)
	}
	g.combat.blocked = g.blocksDeclared(p) // attack_planeswalker.go
	g.turnChanged()
	slices.SortFunc(keys, func(x, y ObjRef) int { return int(x.Card) - int(y.Card) })
	for _, b := range keys {
		for _, a := range blocks[b] {
			g.combat.blockers[a] = append(g.combat.blockers[a], b)
			g.turnChanged()
			if g.logging() {
				g.emit(EvBlock, "%s blocks %s", g.evObj(roleObject, b), g.evObj(roleAttacker, a))
			}
		}
		g.detectEvent(Event{Kind: EventBlocks, New: b, Player: p})
	}
	for _, a := range g.combat.attackers {
		if len(g.combat.blockers[a]) > 0 && g.combat.defending[a] == p { // p's attackers: another defending player declares for theirs
			g.detectEvent(Event{Kind: EventBecomesBlocked, New: a, Player: g.Active}) // 509.1h
		}
	}
	g.blockPairTriggers(keys, blocks) // block_triggers.go
	g.nextDefender()                  // attack_planeswalker.go
	g.Priority, g.passes = g.Active, 0
	if !g.combat.blocked {
		// The declaration of blockers is one turn-based action (509.1):
		// the next defending player declares before anyone receives
		// priority, so the abilities that triggered wait for the last
		// declaration (117.5).
		return nil
	}
	return g.beforePriority()
}

// singleBlockRefusal checks whether blocker bo may block attacker ao on
// its own (509.1a–b): the restrictions that don't depend on other blocks.
func (g *Game) singleBlockRefusal(bo, ao *Object, bc, ac *Chars, p PlayerID) error {
	b, a := bo.Ref, ao.Ref
	ban, rule := g.singleBlockBan(bo, ao, bc, ac, p)
	if ban != banNone && g.legalProbe {
		return errProbeRefused // LegalActions tries each block: no message is made
	}
	switch ban {
	case banNotBlocking:
		return refuse("509.1a", "%s can't block %s", g.Describe(b), g.Describe(a))
	case banTapped:
		return refuse("509.1a", "%s is tapped", g.Describe(b))
	case banCantBlock:
		return refuse("509.1b", "%s can't block", g.Describe(b))
	case banProtection:
		return refuse("702.16f", "%s has protection from %s and can't be blocked by it", g.Describe(a), g.Describe(b))
	case banLandwalk:
		return refuse("702.14c", "%s has %s and %s controls a %s", g.Describe(a), g.landwalkBlocks(ac, p), g.PlayerName(p), landwalks[g.landwalkBlocks(ac, p)])
	case banFlying:
		return refuse("702.9b", "%s has flying and %s has neither flying nor reach", g.Describe(a), g.Describe(b))
	case banRestriction:
		return g.restrictionRefusal(a, rule) // combat_rules.go
	}
	return nil
}

// blockBan is why a creature can't block an attacker by itself, found
// without describing it (singleBlockBan), so that asking whether it can
// costs no message.
type blockBan uint8

const (
	banNone        blockBan = iota
	banNotBlocking          // not a creature of the defending player's, or the attacker attacks someone else (509.1a)
	banTapped               // 509.1a
	banCantBlock            // 509.1b
	banProtection           // 702.16f
	banLandwalk             // 702.14c
	banFlying               // 702.9b
	banRestriction          // a combat rule of the attacker's (509.1b, combat_rules.go)
)

// attackKeys are which of the keywords singleBlockBan asks about an
// attacker has, found in one walk of its keywords (attackKeywords).
type attackKeys uint8

const (
	akFlying     attackKeys = 1 << iota // flying (702.9b)
	akProtection                        // protection from something (702.16)
	akWalk                              // a name ending in "walk": every landwalk's does (702.14)
	// akRestricted: blockRestriction may forbid a block of it: a combat
	// rule "can't be blocked" or "can't be blocked except by", or a
	// restriction over a set that may hold it.
	akRestricted
)

// attackFacts returns attackKeywords of an attacker's characteristics
// c, with akRestricted when blockRestriction may find a restriction:
// while no rule over a set is about, only c's combat rules can make one.
func (g *Game) attackFacts(c *Chars) attackKeys {
	k := attackKeywords(c)
	if len(g.setRules) > 0 || hasCombatRule(c, func(r *CombatRule) bool { return r.Unblockable || r.BlockedOnlyBy != nil }) {
		k |= akRestricted
	}
	return k
}

// attackKeywords returns the attackKeys of an attacker's
// characteristics c. akWalk is set for any name ending in "walk", more
// than the landwalks, for landwalkBlocks to look at.
func attackKeywords(c *Chars) attackKeys {
	var k attackKeys
	for i := range c.Keywords {
		switch n := c.Keywords[i].Name; n {
		case "flying":
			k |= akFlying
		case "protection":
			k |= akProtection
		default:
			if strings.HasSuffix(n, "walk") {
				k |= akWalk
			}
		}
	}
	return k
}

// singleBlockBan is singleBlockRefusal's reason, with the attacker's
// combat rule for banRestriction.
func (g *Game) singleBlockBan(bo, ao *Object, bc, ac *Chars, p PlayerID) (blockBan, *CombatRule) {
	if g.typeBitsOf(bo, bc)&tbCreature == 0 || bc.Controller != p || g.combat.defending[ao.Ref] != p {
		return banNotBlocking, nil
	}
	return g.blockBan(bo, ao, bc, ac, p, g.attackFacts(ac))
}

// blockBan is singleBlockBan for a creature bo of p's blocking ao,
// which attacks p, whose attackFacts are ak.
func (g *Game) blockBan(bo, ao *Object, bc, ac *Chars, p PlayerID, ak attackKeys) (blockBan, *CombatRule) {
	switch {
	case bo.Tapped:
		return banTapped, nil
	case g.cantBlock(bo, bc): // rule_sets.go
		return banCantBlock, nil
	case ak&akProtection != 0 && g.protectedFrom(ac, bc):
		return banProtection, nil
	case ak&akWalk != 0 && g.landwalkBlocks(ac, p) != "": // landwalk.go
		return banLandwalk, nil
	case ak&akFlying != 0 && !bc.Has("flying") && !bc.Has("reach"):
		return banFlying, nil
	}
	if ak&akRestricted != 0 {
		if r := g.blockRestriction(bo.Ref, ao, ac, bc); r != nil { // combat_rules.go
			return banRestriction, r
		}
	}
	return banNone, nil
}

// dealCombatDamage does the combat damage step's turn-based action
// (510.1–2). If an attacking or blocking creature has first strike or
// double strike, this first step has only those creatures deal damage and a
// second combat damage step follows for the rest and for double strikers
// (510.4, 702.4b, 702.7b). A blocked attacker assigns lethal damage to its
// blockers in order — 1 is lethal from a source with deathtouch
// (702.2c, 702.19c) — and with trample the rest to the player (702.19b).
func (g *Game) dealCombatDamage() error {
	c := &g.combat
	first := false
	if !c.firstStrikeStep {
		firstStriker := func(r ObjRef) bool {
			ch := g.charsOf(r)
			return ch != nil && (ch.Has("first strike") || ch.Has("double strike"))
		}
		for _, a := range c.attackers {
			if first = firstStriker(a) || slices.ContainsFunc(c.blockers[a], firstStriker); first {
				break
			}
		}
	}
	// The damage the step deals, and then the part of it dealt to
	// players, in the game's lists for them (no step deals combat damage
	// while another does).
	hits, lent := g.space.combatHits.take(2 * len(c.attackers))
	if lent {
		defer func() { g.space.combatHits.keep(hits); g.space.combatHits.give() }()
	}
	hit := func(src *Object, name string, to Target, n int) {
		hits = append(hits, damage{source: src.Ref, name: name, to: to, n: n, combat: true})
	}
	// The creatures that deal damage in a first combat damage step, kept
	// for the second (510.4); blockers blocking several attackers: their
	// division (510.1d), each made once something goes in it; what
	// attackers assign blockers in this step (702.19b), in the game's
	// list for it.
	var dealt map[ObjRef]bool
	var shares map[ObjRef][]int
	var step stepAssignment
	assigned, lentAssigned := g.space.combatAssigned.take(len(c.attackers))
	if lentAssigned {
		defer func() { g.space.combatAssigned.keep(step.assigned); g.space.combatAssigned.give() }()
	}
	step = stepAssignment{first: first, assigned: assigned}
	// Characteristics are read in place (chars): nothing changes until
	// the damage is dealt (dealAll), and what is read of them once a
	// decision was asked (blockerDamage, divideDamage) is taken before.
	for k, a := range c.attackers {
		ao := g.Object(a)
		if ao == nil {
			continue
		}
		blockers, wasBlocked := c.blockers[a]
		var live []*Object
		for _, b := range blockers {
			if bo := g.Object(b); bo != nil {
				live = append(live, bo)
				bc := g.chars(bo)
				if g.dealsInStep(first, b, bc) {
					if first {
						dealt = setRef(dealt, b)
					}
					name := bc.Name
					n, err := g.blockerDamage(bo, bc, a, &shares) // block_several.go
					if err != nil {
						return err
					}
					if n > 0 {
						hit(bo, name, Target{Obj: a, Player: NoPlayer}, n)
					}
				}
			}
		}
		ac := g.chars(ao)
		if !g.dealsInStep(first, a, ac) {
			continue
		}
		if first {
			dealt = setRef(dealt, a)
		}
		power := ac.Power
		player, present := g.attackedTarget(a) // attack_planeswalker.go
		if !wasBlocked {
			if present {
				hit(ao, ac.Name, player, power)
			}
			continue // 506.4c: the planeswalker it attacked is gone; 800.4a: the player left the game
		}
		if len(live) == 0 {
			if ac.Has("trample") && present { // 702.19e
				hit(ao, ac.Name, player, power)
			}
			continue
		}
		step.after = c.attackers[k+1:]
		name, deathtouch := ac.Name, ac.Has("deathtouch")
		split, err := g.divideDamage(ao, ac, live, player, power, ac.Has("trample") && present, &step)
		if err != nil {
			return err
		}
		for i, n := range split {
			if n == 0 {
				continue
			}
			if i < len(live) {
				step.assigned = append(step.assigned, assignedDamage{live[i].Ref, n})
				if deathtouch {
					step.noteDeadly(live[i].Ref)
				}
				hit(ao, name, Target{Obj: live[i].Ref, Player: NoPlayer}, n)
			} else {
				hit(ao, name, player, n)
			}
		}
	}
	if err := g.settle(&step); err != nil {
		return err
	}
	toPlayers, lentTo := g.space.combatToPlayers.take(len(hits)) // the damage dealt to players, for triggers (combatdamage.go)
	if lentTo {
		defer func() { g.space.combatToPlayers.keep(toPlayers); g.space.combatToPlayers.give() }()
	}
	amounts := g.dealAll(hits) // at once (510.2); redirections may choose among them (redirect.go)
	for i, n := range amounts {
		if h := hits[i]; n > 0 && h.to.Obj.IsZero() {
			h.n = n
			toPlayers = append(toPlayers, h)
		}
	}
	// Combat damage redirected to a player is still combat damage (redirect.go).
	toPlayers = append(toPlayers, g.takeRedirectedCombat()...)
	if err := g.finishDamage(); err != nil { // what prevention effects do next (615.5)
		return err
	}
	g.combatDamageTriggers(toPlayers)
	if first {
		c.firstStrikeStep, c.dealtFirst = true, dealt
	} else {
		c.damageDone = true
	}
	return nil
}

// divideDamage asks the attacking player how a blocked attacker divides its
// combat damage among its blockers — and, with trample, the player it
// attacks (510.1c, 702.19b). The answer names a recipient per point of
// damage. With trample, the player (or planeswalker) may get damage only
// once every blocker has been assigned lethal damage; 1 is lethal from a
// source with deathtouch (702.2c). The decision's Lethal says what the
// answer itself must assign each blocker (Decision.Check); what it counts
// on the attackers dividing after it to assign is checked once they all
// have (settle). The result has one amount per blocker, then the
// player's.
//
// A division of more than MaxDividedDamage points is not asked for, since
// the answer names every point: the default division is used.
//
// A blocker blocking several attackers divides its damage among them the
// same way, without trample (510.1d, block_several.go): then blockers are
// the attackers it blocks.
func (g *Game) divideDamage(ao *Object, ac *Chars, blockers []*Object, player Target, power int, trample bool, step *stepAssignment) ([]int, error) {
	var lethalRoom [8]int
	lethal := lethalRoom[:0]
	if len(blockers) > len(lethalRoom) {
		lethal = make([]int, 0, len(blockers))
	}
	lethal = lethal[:len(blockers)]
	for i, bo := range blockers {
		bc := g.chars(bo) // read only
		// Lethal damage counts the damage marked on it and that the
		// attackers before this one assign it in the same step (702.19b).
		lethal[i] = max(subNumber(subNumber(bc.Toughness, bo.Damage), step.to(bo.Ref)), 0)
		if ac.Has("deathtouch") && lethal[i] > 0 {
			lethal[i] = 1
		}
		if step.deadlyTo(bo.Ref) {
			lethal[i] = 0 // another attacker with deathtouch assigned it damage (702.2c)
		}
	}
	// The default: lethal damage to each blocker in order, the rest to the
	// player with trample, otherwise to the last blocker.
	split := make([]int, len(blockers)+1)
	if power <= 0 {
		return split, nil
	}
	left := power
	for i := range blockers {
		n := min(lethal[i], left)
		if i == len(blockers)-1 && !trample {
			n = left
		}
		split[i] = n
		left -= n
	}
	split[len(blockers)] = left
	if len(blockers) == 1 && !trample {
		return split, nil // 510.1c: all of it to the one blocker
	}
	if power > MaxDividedDamage {
		if g.logging() {
			g.emit(EvNote, "%s divides %s combat damage in the default way (more than %s points)", g.evPlayer(rolePlayer, ac.Controller), evNum(roleAmount, power), evNum("limit", MaxDividedDamage))
		}
		return split, nil
	}
	def := make([]int, 0, power)
	for i, n := range split {
		for k := 0; k < n; k++ {
			def = append(def, i)
		}
	}
	clear(split)
	d := &Decision{Kind: ChooseDamage, Player: ac.Controller, Min: power, Max: power, Default: def,
		Prompt: fmt.Sprintf("divide %d combat damage from %s (one choice per point)", power, g.Describe(ao.Ref))}
	for _, bo := range blockers {
		d.Options = append(d.Options, Option{Label: g.Describe(bo.Ref), Target: Target{Obj: bo.Ref, Player: NoPlayer}})
	}
	if trample {
		label := g.PlayerName(player.Player)
		if !player.Obj.IsZero() {
			label = g.Describe(player.Obj) // a planeswalker it attacks (702.19b)
		}
		d.Options = append(d.Options, Option{Label: label, Target: player})
		// What this answer must assign each blocker to trample over: its
		// lethal damage, less what the attackers after this one could
		// assign it.
		d.Lethal = make([]int, len(blockers))
		for i, bo := range blockers {
			d.Lethal[i] = max(lethal[i]-g.laterMost(step, bo.Ref), 0)
		}
	}
	idx, err := g.decide(d) // Decision.Check: Lethal first (702.19b)
	if err != nil {
		return nil, err
	}
	for _, i := range idx {
		split[i]++
	}
	if trample && split[len(blockers)] > 0 {
		for i, bo := range blockers {
			if split[i] < lethal[i] {
				// The attackers after this one may assign the rest:
				// checked once every attacker has divided its damage
				// (settle).
				step.checks = append(step.checks, lethalCheck{blocker: bo, prompt: d.Prompt})
			}
		}
	}
	return split, nil
}

// laterMost is the most combat damage the attackers dividing theirs after
// the one dividing now could assign blocker b in the step: the power of
// those blocked by it that deal combat damage in the step, or
// MaxDividedDamage when one of them has deathtouch, any damage from which
// is lethal (702.2c). None with no step.
func (g *Game) laterMost(s *stepAssignment, b ObjRef) int {
	if s == nil {
		return 0
	}
	n := 0
	for _, x := range s.after {
		if !slices.Contains(g.combat.blockers[x], b) {
			continue
		}
		xc, ok := g.CharsOf(x)
		if !ok || xc.Power <= 0 || !g.dealsInStep(s.first, x, &xc) {
			continue
		}
		if xc.Has("deathtouch") {
			return MaxDividedDamage
		}
		n = addNumber(n, xc.Power)
	}
	return n
}

// dealsInStep reports whether creature r, of characteristics ch, deals
// combat damage in this combat damage step: in a first one (first) only
// creatures with first strike or double strike do; in the second, those
// that didn't deal damage in the first and those with double strike
// (510.4, 702.4b, 702.7b).
func (g *Game) dealsInStep(first bool, r ObjRef, ch *Chars) bool {
	switch {
	case first:
		return ch.Has("first strike") || ch.Has("double strike")
	case g.combat.firstStrikeStep:
		return !g.combat.dealtFirst[r] || ch.Has("double strike")
	}
	return true
}

// setRef returns m with r set, m made if it is nil.
func setRef(m map[ObjRef]bool, r ObjRef) map[ObjRef]bool {
	if m == nil {
		m = map[ObjRef]bool{}
	}
	m[r] = true
	return m
}

// stepAssignment is the combat damage the attackers assign blockers in
// one combat damage step, as each divides its own: lethal damage to a
// blocker counts what the others assign it (702.19b).
type stepAssignment struct {
	assigned []assignedDamage // in the order assigned
	checks   []lethalCheck    // trampling divisions that count on later attackers
	// after are the attackers that divide their damage after the one
	// dividing now (laterMost); first says the step is a first combat
	// damage step (dealsInStep).
	after []ObjRef
	first bool
	// deadly: the blockers a source with deathtouch has assigned damage
	// to in this step, which is lethal damage whatever its amount
	// (702.2c). Made once one does.
	deadly map[ObjRef]bool
}

// assignedDamage is damage an attacker assigned a blocker in a step.
type assignedDamage struct {
	blocker ObjRef
	n       int
}

// noteDeadly notes that a source with deathtouch assigned blocker b damage.
func (s *stepAssignment) noteDeadly(b ObjRef) {
	if s.deadly == nil {
		s.deadly = map[ObjRef]bool{}
	}
	s.deadly[b] = true
}

// lethalCheck is a blocker a trampling attacker assigned less than lethal
// damage on its own while assigning damage to the player.
type lethalCheck struct {
	blocker *Object
	prompt  string
}

// deadlyTo reports whether a source with deathtouch has assigned blocker b
// damage in the step (702.2c).
func (s *stepAssignment) deadlyTo(b ObjRef) bool {
	return s != nil && s.deadly[b]
}

// to is the damage assigned blocker b so far; none with no step.
func (s *stepAssignment) to(b ObjRef) int {
	if s == nil {
		return 0
	}
	n := 0
	for _, a := range s.assigned {
		if a.blocker == b {
			n += a.n
		}
	}
	return n
}

// settle checks, once every attacker has divided its damage, that each
// blocker a trampling attacker relied on the others for is assigned
// lethal damage in all (702.19b).
func (g *Game) settle(s *stepAssignment) error {
	for _, c := range s.checks {
		bc := g.Chars(c.blocker)
		if !s.deadly[c.blocker.Ref] && subNumber(bc.Toughness, c.blocker.Damage) > s.to(c.blocker.Ref) {
			return &DecisionError{Msg: fmt.Sprintf("answer to %q: damage can go to the player or planeswalker attacked only once every blocker is assigned lethal damage, counting what the other attackers assign it", c.prompt), Rule: "702.19b"}
		}
	}
	return nil
}

// MaxDividedDamage is the most combat damage whose division among
// blockers is asked for point by point (510.1c); a larger amount is divided
// in the default way: lethal damage to each blocker in order, the rest to
// the player with trample, otherwise to the last blocker.
const MaxDividedDamage = 10_000

// CombatDeclared reports whether attackers, and blockers, have been
// declared in this combat.
func (g *Game) CombatDeclared() (attackers, blockers bool) {
	return g.combat.declared, g.combat.blocked
}

// Defending returns the player an attacking creature attacks.
func (g *Game) Defending(attacker ObjRef) (PlayerID, bool) {
	p, ok := g.combat.defending[attacker]
	return p, ok
}
