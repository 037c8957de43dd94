package runtime

import (
	"fmt"
	"slices"
	"strings"
)

// CombatRule is a static ability of a creature that restricts or requires
// how it attacks or blocks, or how it can be blocked (506.5, 508.1c–d,
// 509.1b–c). It applies while the creature is on the battlefield; a
// StaticEffect carries it.
type CombatRule struct {
	// MustAttack: "this attacks each combat if able" (508.1d).
	MustAttack bool
	// Unblockable: "this can't be blocked" (509.1b).
	Unblockable bool
	// BlockedOnlyBy: "this can't be blocked except by black creatures"
	// (509.1b); a blocker must match it.
	BlockedOnlyBy *Filter
	// NotAlone: "this can't attack or block alone" (506.5): it can attack
	// only if another creature attacks too, block only if another creature
	// blocks too.
	NotAloneAttack, NotAloneBlock bool
	// AttackUnless: "this can't attack unless defending player controls an
	// Island" (508.1c): the defending player must control a permanent
	// matching it.
	AttackUnless *Filter
	// MustBeBlocked: "all creatures able to block this do so" (509.1c).
	MustBeBlocked bool
	// BlockAny: "this can block any number of creatures"; BlockExtra:
	// "this can block an additional creature" (509.1a, block_several.go).
	BlockAny   bool
	BlockExtra int
}

// combatRules returns the combat rules of a creature's abilities.
func combatRules(c *Chars) []*CombatRule {
	var out []*CombatRule
	for _, a := range c.Abilities {
		if a.Kind != StaticAbility {
			continue
		}
		for i := range a.Statics {
			if r := a.Statics[i].Combat; r != nil {
				out = append(out, r)
			}
		}
	}
	return out
}

// hasCombatRule reports whether one of the combat rules of c (those
// combatRules lists) is as f asks, without making their list.
func hasCombatRule(c *Chars, f func(*CombatRule) bool) bool {
	for _, a := range c.Abilities {
		if a.Kind != StaticAbility {
			continue
		}
		for i := range a.Statics {
			if r := a.Statics[i].Combat; r != nil && f(r) {
				return true
			}
		}
	}
	return false
}

// charsOf returns the characteristics of the object r names, for reading
// only (chars), or nil when it names none: CharsOf without the copy, for
// the checks of a declaration, which change nothing while they read.
func (g *Game) charsOf(r ObjRef) *Chars {
	if o := g.Object(r); o != nil {
		return g.chars(o)
	}
	return nil
}

// controlsMatching reports whether player p controls a permanent matching f.
func (g *Game) controlsMatching(p PlayerID, f *Filter) bool {
	for _, oCard := range g.battlefieldCards() {
		o := oCard.Obj
		if c := g.Chars(o); c.Controller == p && g.Matches(f, o.Ref, p) {
			return true
		}
	}
	return false
}

// attackRefusal checks the restrictions of this file on one attacker;
// attackers is the whole declaration.
func (g *Game) attackRefusal(a ObjRef, c *Chars, attackers []ObjRef, defender PlayerID) error {
	for _, r := range combatRules(c) {
		switch {
		case r.NotAloneAttack && len(attackers) < 2:
			return refuse("506.5", "%s can't attack alone", g.Describe(a))
		case r.AttackUnless != nil && !g.controlsMatching(defender, r.AttackUnless):
			return refuse("508.1c", "%s can't attack unless %s controls %s", g.Describe(a), g.PlayerName(defender), r.AttackUnless.String())
		}
	}
	return nil
}

// ableToAttack reports whether creature o could be declared as an attacker
// against defender, leaving aside restrictions that depend on the other
// attackers (506.5).
func (g *Game) ableToAttack(o *Object, c *Chars, p, defender PlayerID) bool {
	return g.typeBitsOf(o, c)&tbCreature != 0 && c.Controller == p && g.creatureAbleToAttack(o, c, p, defender)
}

// creatureAbleToAttack is ableToAttack for o, a creature p controls (one
// of creatures' list), without asking again.
func (g *Game) creatureAbleToAttack(o *Object, c *Chars, p, defender PlayerID) bool {
	if o.Tapped {
		return false
	}
	// Sick's test made with the controller just read (302.6), counted as
	// Sick counts it; then haste and defender in one walk of the keywords.
	sick := false
	if o.Zone == Battlefield {
		sick = g.sickUnder(o, p)
	}
	haste := false
	for i := range c.Keywords {
		switch c.Keywords[i].Name {
		case "defender":
			return false // 702.3b
		case "haste":
			haste = true
		}
	}
	if sick && !haste || g.cantAttack(o, c) {
		return false
	}
	for _, r := range combatRules(c) {
		if r.AttackUnless != nil && !g.controlsMatching(defender, r.AttackUnless) {
			return false
		}
	}
	return true
}

// MustAttack lists the creatures player p controls that are required to
// attack this combat and are able to (508.1d).
func (g *Game) MustAttack(p, defender PlayerID) []ObjRef {
	g.ready()
	var out []ObjRef
	for _, o := range g.creatures(p) { // only p's creatures attack (508.1a)
		c := g.chars(o) // read only; nothing changes meanwhile
		if !hasCombatRule(c, func(r *CombatRule) bool { return r.MustAttack }) && !slices.Contains(g.demandsOn(o.Ref), defender) {
			continue
		}
		if g.creatureAbleToAttack(o, c, p, defender) {
			out = append(out, o.Ref)
		}
	}
	return out
}

// mustAttackKept is what MustAttack found for player p and defender d
// at one version of the game (mustAttackNow); turnFree says that finding
// it read nothing of the turn's state beyond the characteristics.
type mustAttackKept struct {
	set      bool
	ver      uint64
	p, d     PlayerID
	turnFree bool
	must     []ObjRef
}

// mustAttackNow is MustAttack for requirementRefusal, which reads the list
// and keeps nothing of it: kept while the game's version stays as it was,
// as it does while the attack listing probes one declaration after
// another and until the declaration listed is taken. Under VerifyCaches
// a kept list is found afresh and a difference reported.
func (g *Game) mustAttackNow(p, d PlayerID) []ObjRef {
	k := &g.space.mustKept
	if k.set && k.ver == g.version && k.p == p && k.d == d && g.fresh == 0 {
		if !k.turnFree {
			g.turnReads++ // whoever reads the list reads what it read
		}
		if g.verifyCaches != nil {
			reads := g.turnReads
			if fresh := g.MustAttack(p, d); !slices.Equal(fresh, k.must) {
				g.verifyCaches("the creatures of "+g.PlayerName(p)+" that must attack", fmt.Sprint(k.must), fmt.Sprint(fresh))
			}
			g.turnReads = reads // checking reads nothing for the caller
		}
		return k.must
	}
	reads := g.turnReads
	must := g.MustAttack(p, d)
	if g.fresh == 0 {
		*k = mustAttackKept{set: true, ver: g.version, p: p, d: d, turnFree: g.turnReads == reads, must: must}
	}
	return must
}

// requirementRefusal checks the attack requirements (508.1d): the
// declaration must obey as many as possible without breaking a restriction.
// A creature that must attack and can attack is declared; the one case
// where obeying it would break a restriction is a creature that can't
// attack alone and would be the only attacker.
func (g *Game) requirementRefusal(p PlayerID, attackers []ObjRef, defender PlayerID) error {
	// A creature that must attack a player other than the one attacked
	// leaves its requirement unobeyed if it could have attacked them: all
	// attackers attack one player here. Without a demand (attackDemands)
	// no permanent is looked at.
	if len(g.attackDemands) > 0 {
		for _, oCard := range g.battlefieldCards() {
			o := oCard.Obj
			for _, who := range g.demandsOn(o.Ref) {
				if c := g.Chars(o); who != defender && c.Controller == p && g.inGame(who) && who != p && g.ableToAttack(o, &c, p, who) {
					return refuse("508.1d", "%s attacks %s this turn if able", g.Describe(o.Ref), g.PlayerName(who))
				}
			}
		}
	}
	must := g.mustAttackNow(p, defender)
	for _, a := range must {
		if slices.Contains(attackers, a) {
			continue
		}
		if len(attackers) == 0 && len(must) == 1 {
			if c := g.charsOf(a); c != nil && hasCombatRule(c, func(r *CombatRule) bool { return r.NotAloneAttack }) {
				continue
			}
		}
		return refuse("508.1d", "%s must attack if able", g.Describe(a))
	}
	return nil
}

// blockRestriction returns the combat rule of this file's, of attacker ao
// with characteristics ac, that forbids blocker b (bc) to block it; nil
// if none does. A restriction "can't be blocked" over a set ao is in now
// is one (rule_sets.go).
func (g *Game) blockRestriction(b ObjRef, ao *Object, ac, bc *Chars) *CombatRule {
	if g.cantBeBlocked(ao, ac) {
		return setUnblockable
	}
	for _, r := range combatRules(ac) {
		if r.Unblockable || r.BlockedOnlyBy != nil && !g.Matches(r.BlockedOnlyBy, b, bc.Controller) {
			return r
		}
	}
	return nil
}

// restrictionRefusal is the refusal of a block of attacker a that its
// combat rule r (blockRestriction's) forbids.
func (g *Game) restrictionRefusal(a ObjRef, r *CombatRule) error {
	if r.Unblockable {
		return refuse("509.1b", "%s can't be blocked", g.Describe(a))
	}
	return refuse("509.1b", "%s can't be blocked except by %s", g.Describe(a), r.BlockedOnlyBy.String())
}

// blockAloneRefusal checks "can't block alone" (506.5) over the whole
// declaration, whose blockers are blockers.
func (g *Game) blockAloneRefusal(blockers []ObjRef) error {
	if len(blockers) != 1 {
		return nil
	}
	b := blockers[0]
	if c := g.charsOf(b); c != nil && hasCombatRule(c, func(r *CombatRule) bool { return r.NotAloneBlock }) {
		return refuse("506.5", "%s can't block alone", g.Describe(b))
	}
	return nil
}

// canBlock reports whether creature b, controlled by defending player p,
// could legally block attacker a by itself.
func (g *Game) canBlock(b, a ObjRef, p PlayerID) bool {
	bo, ao := g.Object(b), g.Object(a)
	if bo == nil || ao == nil || bo.Zone != Battlefield {
		return false
	}
	ban, _ := g.singleBlockBan(bo, ao, g.chars(bo), g.chars(ao), p) // read only; nothing changes meanwhile
	return ban == banNone
}

// requiredBlocks returns, for each creature of defending player p that
// can block an attacker that all creatures able to block must block
// (509.1c), those attackers.
func (g *Game) requiredBlocks(p PlayerID) map[ObjRef][]ObjRef {
	var musts []ObjRef
	for _, a := range g.combat.attackers {
		if c := g.charsOf(a); c != nil && g.combat.defending[a] == p && hasCombatRule(c, func(r *CombatRule) bool { return r.MustBeBlocked }) {
			musts = append(musts, a)
		}
	}
	if len(musts) == 0 {
		return nil
	}
	req := map[ObjRef][]ObjRef{}
	for _, o := range g.creatures(p) { // only p's creatures can block (canBlock)
		for _, a := range musts {
			if g.canBlock(o.Ref, a, p) {
				req[o.Ref] = append(req[o.Ref], a)
			}
		}
	}
	return req
}

// blockRequirementRefusal checks that each creature able to block an
// attacker that must be blocked by all creatures able to does block one
// such attacker (509.1c): each creature obeys at most one such
// requirement, so the most are obeyed when every such creature obeys one.
//
// When some of those attackers have menace, fewer may be obeyable
// (block_requirements.go): the blocks must then obey as many as can be.
func (g *Game) blockRequirementRefusal(p PlayerID, blocks map[ObjRef][]ObjRef) error {
	req := g.requiredBlocks(p)
	if len(req) == 0 {
		return nil
	}
	keys := reqKeys(req)
	if _, most, all, ok := g.menacePlan(req, keys); ok && most < all {
		if n := obeyedRequirements(req, blocks); n < most {
			return refuse("509.1c", "these blocks obey %d of the blocking requirements and %d can be obeyed", n, most)
		}
		return nil
	}
	for _, b := range keys {
		if len(blocks) == 0 && len(keys) == 1 {
			if c := g.charsOf(b); c != nil && hasCombatRule(c, func(r *CombatRule) bool { return r.NotAloneBlock }) {
				continue // it can't block alone (506.5): a restriction wins over a requirement (509.1c)
			}
		}
		if err := g.obeysBlockRequirements(b, req[b], blocks[b]); err != nil { // block_several.go
			return err
		}
	}
	return nil
}

// RequiredBlocks proposes blocks that obey the blocking requirements of
// the attackers (509.1c): each creature of the defending player p able to
// block such an attacker blocks the first one it can, or, when attackers
// with menace keep some from obeying (block_requirements.go), the
// creatures of a declaration obeying the most block one each. An
// automatic player declares them when its own choice is refused.
func (g *Game) RequiredBlocks(p PlayerID) map[ObjRef]ObjRef {
	g.ready()
	out := map[ObjRef]ObjRef{}
	req := g.requiredBlocks(p)
	if len(req) == 0 {
		return out
	}
	if plan, most, all, ok := g.menacePlan(req, reqKeys(req)); ok && most < all {
		for b, as := range plan {
			out[b] = as[0]
		}
		return out
	}
	for b, as := range req {
		out[b] = as[0]
	}
	return out
}

func (r *CombatRule) String() string {
	var parts []string
	if r.MustAttack {
		parts = append(parts, "this creature attacks each combat if able (508.1d)")
	}
	if r.Unblockable {
		parts = append(parts, "this creature can't be blocked (509.1b)")
	}
	if r.BlockedOnlyBy != nil {
		parts = append(parts, "this creature can't be blocked except by "+r.BlockedOnlyBy.String()+" (509.1b)")
	}
	if r.NotAloneAttack {
		parts = append(parts, "this creature can't attack unless another creature attacks too (506.5)")
	}
	if r.NotAloneBlock {
		parts = append(parts, "this creature can't block unless another creature blocks too (506.5)")
	}
	if r.AttackUnless != nil {
		parts = append(parts, "this creature can't attack unless the defending player controls "+r.AttackUnless.String()+" (508.1c)")
	}
	if r.MustBeBlocked {
		parts = append(parts, "each creature able to block this creature blocks it (509.1c)")
	}
	if r.BlockAny {
		parts = append(parts, "this creature can block any number of creatures (509.1a)")
	}
	if r.BlockExtra > 0 {
		extra := "an additional creature"
		if r.BlockExtra > 1 {
			extra = fmt.Sprintf("%d additional creatures", r.BlockExtra)
		}
		parts = append(parts, "this creature can block "+extra+" (509.1a)")
	}
	return strings.Join(parts, "; ")
}

// passRefusal refuses a pass that would leave combat requirements
// unobeyed: the active player passing in the declare attackers step
// without declaring declares no attackers (508.1d), and passing in the
// declare blockers step before blockers are declared has each defending
// player yet to declare them declare none (509.1c).
func (g *Game) passRefusal(p PlayerID) error {
	if len(g.stack) > 0 {
		return nil
	}
	switch {
	case g.Step == DeclareAttackers && !g.combat.declared && p == g.Active:
		var room oppRoom
		for _, d := range g.AppendOpponents(room[:0], p) {
			if err := g.requirementRefusal(p, nil, d); err != nil {
				return err
			}
		}
	case g.Step == DeclareBlockers && g.combat.declared && !g.combat.blocked && len(g.combat.attackers) > 0:
		// Blockers are declared as the step begins (509.1), before any
		// player passes priority in it.
		if len(g.combat.defenders) == 0 {
			return g.blockRequirementRefusal(g.combat.defender, nil)
		}
		for _, d := range g.combat.defenders {
			if g.waitsToBlock(d) && g.inGame(d) {
				if err := g.blockRequirementRefusal(d, nil); err != nil {
					return err
				}
			}
		}
	}
	return nil
}

// attackDemand is an effect's requirement that a creature attack a player
// during a turn (508.1d).
type attackDemand struct {
	obj    ObjRef
	player PlayerID
	turn   int
}

// AttackYou is the effect "OBJECT attacks you this turn if able": a
// requirement that each object attack the ability's controller during
// this turn (508.1d). It follows the object (400.7): a new object is not
// required to attack.
type AttackYou struct{ What ObjExpr }

// Apply implements Effect.
func (e AttackYou) Apply(r *Resolution) error {
	g := r.Game
	for _, o := range e.What.Objects(r) {
		if obj := g.Object(o); obj != nil && obj.Zone == Battlefield {
			// Requirements of past turns are over (514.2).
			g.attackDemands = slices.DeleteFunc(g.attackDemands, func(d attackDemand) bool { return d.turn != g.Turn })
			g.attackDemands = append(g.attackDemands, attackDemand{obj: o, player: r.Controller, turn: g.Turn})
			if g.logging() {
				g.emit(EvNote, "%s attacks %s this turn if able", g.evObj(roleObject, o), g.evPlayer(rolePlayer, r.Controller))
			}
		}
	}
	return nil
}

func (e AttackYou) String() string {
	return objText(e.What) + " attacks you this turn if able (508.1d)"
}

// demandsOn returns the players creature o must attack this turn by
// effects' requirements.
func (g *Game) demandsOn(o ObjRef) []PlayerID {
	var out []PlayerID
	for _, d := range g.attackDemands {
		if d.obj == o && d.turn == g.Turn {
			out = append(out, d.player)
		}
	}
	return out
}
