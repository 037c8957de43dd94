package runtime

import (
	"fmt"
	"strings"
)

// Step is a step (or a main phase) of the turn (500.1).
type Step uint8

// The steps of a turn, in order.
const (
	Untap Step = iota
	Upkeep
	DrawStep
	Main1
	BeginCombat
	DeclareAttackers
	DeclareBlockers
	CombatDamage
	EndCombat
	Main2
	End
	Cleanup
)

var stepNames = [...]string{"untap step", "upkeep", "draw step", "precombat main phase", "beginning of combat", "declare attackers step", "declare blockers step", "combat damage step", "end of combat", "postcombat main phase", "end step", "cleanup step"}

func (s Step) String() string { return stepNames[s] }

// ParseStep reads a step name ("end step") or a short name ("end").
func ParseStep(s string) (Step, bool) {
	short := [...]string{"untap", "upkeep", "draw", "main1", "combat", "attackers", "blockers", "damage", "endcombat", "main2", "end", "cleanup"}
	for i := range stepNames {
		if s == stepNames[i] || s == short[i] {
			return Step(i), true
		}
	}
	return 0, false
}

// SetTurn puts the game at the start of a turn's step with priority to the
// active player, as when a scenario sets up a game. The turn number is
// bounded to 1..MaxNumber; an active player or a step that doesn't exist
// changes nothing.
func (g *Game) SetTurn(turn int, active PlayerID, step Step) {
	g.ready()
	if !g.validPlayer(active) || int(step) >= len(stepNames) {
		return
	}
	turn = min(max(turn, 1), MaxNumber)
	g.Turn, g.Active, g.Step, g.Priority, g.passes, g.cleanupPriority = turn, active, step, active, 0, false
	// Each player's most recent turn, counting back in turn order.
	n := len(g.Players)
	for i := 0; i < n; i++ {
		p := g.Players[(int(active)+n-i)%n]
		p.TurnBegan = turn - i
	}
	g.changed()
}

// HasPriority reports whether p may act now (117.1): the game is not over,
// p is a player who has not lost, and p holds priority. No player
// receives priority in the untap step (502.4), nor in a cleanup step
// unless state-based actions were performed or abilities triggered in it
// (514.3, 514.3a), nor in a declare attackers or declare blockers step
// before the declaration that begins it is made (508.1, 509.1,
// declarationDue).
func (g *Game) HasPriority(p PlayerID) bool {
	g.ready()
	return g.hasPriority(p)
}

// hasPriority is HasPriority for the runtime's own code, in which the
// workspace is made (ready).
func (g *Game) hasPriority(p PlayerID) bool {
	if g.priorityPlainlyHeld(p) {
		return true
	}
	if g.over || g.Priority != p || !g.inGame(p) {
		return false
	}
	return g.priorityInStep()
}

// priorityPlainlyHeld reports whether p holds priority in a step where
// nothing more is checked (priorityAsHeld): HasPriority's common case,
// small enough to be inlined where a listing or a probe asks it. Asked
// often, HasPriority is written out as "g.priorityPlainlyHeld(p) ||
// g.Priority == p && g.hasPriority(p)": a player who does not hold
// priority does not have it, and the call is made only for a holder in
// the untap, cleanup, declare attackers or declare blockers step.
func (g *Game) priorityPlainlyHeld(p PlayerID) bool {
	return g.priorityHeldActing(p) && !g.over && g.inGame(p)
}

// priorityHeldActing is priorityPlainlyHeld for a player who may act
// (mayAct: the game goes on and p is in it), as a listing knows p to be.
func (g *Game) priorityHeldActing(p PlayerID) bool {
	return g.Priority == p && priorityAsHeld>>(g.Step&63)&1 != 0 // one bit test: every step is below 64
}

// priorityAsHeld holds the steps in which the player who holds priority
// has it with nothing more to check (HasPriority): all but the untap,
// cleanup, declare attackers and declare blockers steps. A listing,
// asked at every priority, tests it in line.
const priorityAsHeld = 1<<Upkeep | 1<<DrawStep | 1<<Main1 | 1<<BeginCombat | 1<<CombatDamage | 1<<EndCombat | 1<<Main2 | 1<<End

// priorityRefusal is the refusal of an action that needs priority p
// does not hold: rule is the rule of the action (117.1, or 605.3a for a
// mana ability). Before attackers are declared, the active player holds
// only the declaration (508.1); before blockers are declared, no player
// holds priority and the defending player is to declare them (509.1).
func (g *Game) priorityRefusal(p PlayerID, rule string) error {
	if g.attackersDue() && g.Priority == p && g.inGame(p) {
		return refuse("508.1", "attackers are declared before any player receives priority: %s declares them, or passes to declare none", g.PlayerName(p))
	}
	if d, due := g.DeclaringBlockers(); due && g.inGame(p) {
		return refuse("509.1", "blockers are declared before any player receives priority: %s is to declare them", g.PlayerName(d))
	}
	return refuse(rule, "%s does not have priority", g.PlayerName(p))
}

// declarationDue reports whether the declaration of attackers or of
// blockers that begins the step is yet to be made, so that no player has
// priority (508.1, 509.1). Outside those two steps it reads only the step.
func (g *Game) declarationDue() bool {
	_, due := g.DeclarationDue()
	return due
}

// DeclarationDue returns the player who is to make the declaration of
// attackers or blockers that begins the step, while it is yet to be made
// and no player has priority (508.1, 509.1): the active player in the
// declare attackers step, the defending player who declares next in the
// declare blockers step (DeclaringBlockers).
func (g *Game) DeclarationDue() (PlayerID, bool) {
	switch g.Step {
	case DeclareAttackers:
		if g.attackersDue() {
			return g.Active, true
		}
	case DeclareBlockers:
		return g.DeclaringBlockers()
	}
	return NoPlayer, false
}

// attackersDue reports whether the declaration of attackers that begins
// the declare attackers step is yet to be made: no player has priority
// until it is (508.1). The active player may only make it, or pass,
// which stands for declaring no attackers.
func (g *Game) attackersDue() bool {
	return g.Step == DeclareAttackers && !g.combat.declared && len(g.stack) == 0
}

// actorError refuses any action by p once the game is over (104.1), by a
// player who is not in the game (102.1), or by one who has lost and so has
// left it (104.3, 800.4a).
func (g *Game) actorError(p PlayerID) error {
	if g.mayAct(p) {
		return nil
	}
	switch {
	case g.over:
		return refuse("104.1", "the game is over")
	case !g.validPlayer(p):
		return refuse("102.1", "there is no player %d in this game", p)
	case g.Players[p].Lost:
		return refuse("800.4a", "%s has lost the game and left it", g.Players[p].Name)
	case g.deciding > 0 && !g.legalProbe:
		// A Decider acting on the game it is answering for: the action
		// or resolution that asks is half done, and no player can act
		// until it is answered (117.1; while a spell is cast, 601.2).
		return refuse("117.1", "a decision is being asked: no action can be taken until it is answered")
	}
	return nil
}

// mayAct reports whether actorError has nothing to refuse p, in the
// fewest tests: the game goes on, p is a player in it, and no decision
// is being asked (or LegalActions is probing).
func (g *Game) mayAct(p PlayerID) bool {
	return !g.over && g.validPlayer(p) && !g.Players[p].Lost && (g.deciding == 0 || g.legalProbe)
}

// Pass passes priority for p (117.3d). When every player has passed in
// succession, the top of the stack resolves, or with an empty stack the
// game moves to the next step (117.4, 500.2). While a declaration of
// attackers or blockers is due, a pass stands for an empty one
// (declareNone), and then for the active player's pass of the priority
// that follows it.
func (g *Game) Pass(p PlayerID) error {
	g.ready()
	// A pass the journal records begins its entry first, and passes
	// within it: a call the journal records already (depth above 0)
	// would record nothing more (journalCall), so it passes at once.
	if g.journalling() && g.journal.depth == 0 {
		return g.passJournalled(p)
	}
	// The common case, tested first: nothing rare is going on (unusual:
	// no probe asks, the caches are not checked, the game goes on, no
	// decision is being asked and no player has left the game), no
	// abilities wait for a declaration, and p may act and holds priority
	// in a step where no declaration can be due (passesFreely) or where
	// it has been made (declarationMade). The pass then only passes.
	// mayAct in fewer tests: with no loss recorded no player has lost
	// (livePlayers), so with unusual 0 p may act if p is a player.
	if p == g.Priority && g.unusual == 0 && len(g.pending) == 0 &&
		uint(p) < uint(len(g.Players)) && (passesFreeStep(g.Step) || g.declarationMade()) {
		g.passes++
		if g.passToNextSeat(p) {
			return nil
		}
		if len(g.stack) == 0 { // allPassed, its commonest case in line: advance resets passes
			return g.advance()
		}
		return g.allPassed()
	}
	return g.passChecked(p)
}

// passChecked is Pass (not journalled) but for its common case, checked
// and passed in general.
func (g *Game) passChecked(p PlayerID) error {
	if !g.passesFreely(p) { // passError, its common case inlined
		if err := g.passCheck(p); err != nil {
			return err
		}
	}
	if g.legalProbe {
		return errProbeLegal // LegalActions is asking (legal.go)
	}
	if len(g.pending) > 0 {
		if done, err := g.declareNone(p); done || err != nil {
			return err // the abilities that waited for it are on the stack: priority begins again
		}
	} else if (g.Step == DeclareAttackers || g.Step == DeclareBlockers) && g.declarationDue() {
		// The pass stands for declaring no attackers (508.1) or no
		// blockers (509.1), after which the active player receives
		// priority (508.2, 509.2): with nothing triggered, this pass is
		// that player's.
		if _, err := g.declareNone(p); err != nil || g.over || g.Priority != p || len(g.stack) > 0 {
			return err
		}
	}
	g.passes++
	if len(g.losses) == 0 && g.verifyCaches == nil {
		if g.passToNextSeat(p) {
			return nil
		}
	} else if g.passes < g.countLive() {
		g.Priority = g.nextPlayer(p)
		return nil
	}
	return g.allPassed()
}

// passToNextSeat gives priority to the seat after p's when not every
// seat has passed in succession, reporting whether it did: livePlayers
// and nextPlayer for a game no player has left, where every seat is in
// the game.
func (g *Game) passToNextSeat(p PlayerID) bool {
	n := len(g.Players)
	if g.passes >= n {
		return false
	}
	if next := int(p) + 1; next < n {
		g.Priority = PlayerID(next)
	} else {
		g.Priority = 0
	}
	return true
}

// allPassed is Pass once every player in the game has passed in
// succession: the top of the stack resolves, or with an empty stack the
// game moves to the next step (117.4, 500.2).
func (g *Game) allPassed() error {
	g.passes = 0
	if len(g.stack) > 0 {
		if err := g.resolveTop(); err != nil {
			return err
		}
		g.Priority = g.Active
		return g.beforePriority()
	}
	return g.advance()
}

// passJournalled is Pass recorded in the journal (journal.go): kept apart
// so that a pass no journal records carries no deferred call. Within its
// entry, Pass passes.
func (g *Game) passJournalled(p PlayerID) (err error) {
	end := g.journalCall(JournalAction{Call: CallPass, Player: p})
	defer func() { end.end(g, &err) }() // journal.go
	return g.Pass(p)
}

// passError returns why p may not pass priority now, or nil: p must be
// in the game and hold priority (117.3d), and a declaration of attackers
// or blockers due must be one the requirements allow (combat_rules.go).
// It reads the game and changes nothing, asks no decision, and is what
// LegalActions checks for a pass.
func (g *Game) passError(p PlayerID) error {
	if g.passesFreely(p) {
		return nil
	}
	return g.passCheck(p)
}

// passesFreely reports whether p may pass with nothing more to check: p
// holds priority, as at most asks, and no declaration of attackers or
// blockers can be due (passRefusal), the stack holding something or the
// step being neither of the two. Small enough to be inlined in Pass and
// in a listing, which ask it at almost every priority.
func (g *Game) passesFreely(p PlayerID) bool {
	return g.mayAct(p) && g.passesActing(p)
}

// passFreeSteps holds the steps in which a pass of the player who holds
// priority is never a declaration (passesActing): all but the declare
// attackers and declare blockers steps. Pass tests it in one bit test.
const passFreeSteps = 1<<Untap | 1<<Upkeep | 1<<DrawStep | 1<<Main1 | 1<<BeginCombat | 1<<CombatDamage | 1<<EndCombat | 1<<Main2 | 1<<End | 1<<Cleanup

// passesFreeStep reports whether step is one of passFreeSteps: every
// step is below 64.
func passesFreeStep(step Step) bool { return passFreeSteps>>(step&63)&1 != 0 }

// declarationMade reports, in the declare attackers or declare blockers
// step, that its declaration has been made: attackers declared (508.1),
// or every defending player's blockers (509.1). A pass then is never a
// declaration: passRefusal has nothing to refuse, no declaration is due
// (DeclarationDue) and declareNone is not asked, so Pass passes as in the
// other steps.
func (g *Game) declarationMade() bool {
	return g.Step == DeclareAttackers && g.combat.declared || g.Step == DeclareBlockers && g.combat.blocked
}

// passesActing is passesFreely for a player who may act (mayAct), as a
// listing knows p to be.
func (g *Game) passesActing(p PlayerID) bool {
	return p == g.Priority && (len(g.stack) > 0 || g.Step != DeclareAttackers && g.Step != DeclareBlockers)
}

// passCheck is passError once passesFreely has not found the pass free.
func (g *Game) passCheck(p PlayerID) error {
	if p == g.Priority && g.mayAct(p) {
		return g.passRefusal(p) // the player who holds priority, in a declaration step
	}
	if err := g.actorError(p); err != nil {
		return err
	}
	if g.Priority != p {
		return refuse("117.1", "%s does not have priority", g.PlayerName(p))
	}
	return g.passRefusal(p)
}

// PassAll has every player pass in succession, starting with the player who
// has priority: the top of the stack resolves, or the game moves on a step.
func (g *Game) PassAll() (err error) {
	g.ready()
	if g.journalling() {
		end := g.journalCall(JournalAction{Call: CallPassAll, Player: g.Priority})
		defer func() { end.end(g, &err) }() // journal.go
	}
	for {
		if err := g.Pass(g.Priority); err != nil {
			return err
		}
		if g.passes == 0 || g.over {
			return nil
		}
	}
}

// inGame reports whether p is a player of the game who has not left it
// (800.4a).
func (g *Game) inGame(p PlayerID) bool { return g.validPlayer(p) && !g.Players[p].Lost }

// hasLeft reports whether p is a player of the game who has left it
// (800.4a): nothing can come under their control any more (800.4b).
func (g *Game) hasLeft(p PlayerID) bool { return g.validPlayer(p) && g.Players[p].Lost }

// livePlayers counts the players still in the game. Until a player has
// lost, every player is: each loss is recorded as the player leaves
// (lose), so with none recorded no player is counted out. Under
// VerifyCaches they are counted all the same, and the two compared.
func (g *Game) livePlayers() int {
	if len(g.losses) == 0 && g.verifyCaches == nil {
		return len(g.Players)
	}
	return g.countLive()
}

// countLive is livePlayers, counted.
func (g *Game) countLive() int {
	n := 0
	for _, p := range g.Players {
		if !p.Lost {
			n++
		}
	}
	if len(g.losses) == 0 && n != len(g.Players) && g.verifyCaches != nil {
		g.verifyCaches("the players in the game, none having lost", itoa(len(g.Players)), itoa(n))
	}
	return n
}

// nextPlayer is the player after p in turn order who is still in the
// game (p if none is): the next seat while no player has lost
// (livePlayers).
func (g *Game) nextPlayer(p PlayerID) PlayerID {
	if len(g.losses) == 0 && g.verifyCaches == nil && g.validPlayer(p) {
		return PlayerID((int(p) + 1) % len(g.Players))
	}
	for i := 1; i <= len(g.Players); i++ {
		q := PlayerID((int(p) + i) % len(g.Players))
		if !g.Players[q].Lost {
			return q
		}
	}
	return p
}

// advance moves to the next step and does what happens as it begins.
func (g *Game) advance() error {
	g.passes = 0 // a new step begins with no passes in a row (Pass comes here without resetting them)
	g.spend(1)
	if g.over {
		return nil
	}
	// 500.5: mana empties between steps; in a game of two players, each
	// pool written without a loop.
	if ps := g.Players; len(ps) == 2 {
		ps[0].Pool = ManaPool{} // one statement each: written in place, with no temporary
		ps[1].Pool = ManaPool{}
	} else {
		for _, p := range ps {
			p.Pool = ManaPool{}
		}
	}
	next := g.Step + 1
	if g.Step == DeclareAttackers && len(g.combat.attackers) == 0 {
		next = EndCombat // 508.8
	}
	if g.Step == CombatDamage && !g.combat.damageDone {
		next = CombatDamage // 510.4: the second combat damage step
	}
	if next == DrawStep && g.Turn == 1 && len(g.Players) == 2 {
		next = Main1 // 103.8a: the starting player of a two-player game skips it: it does not begin
	}
	if g.Step == Cleanup && g.cleanupPriority {
		next = Cleanup // 514.3a: players had priority, so another cleanup step begins
	} else if g.Step == Cleanup {
		g.Turn = addNumber(g.Turn, 1) // saturates at MaxNumber
		base := g.Active              // whose turn the usual order goes on from
		if g.inExtraTurn {
			base = g.resumeAfter
		}
		if len(g.extraTurns) == 0 && !g.inExtraTurn {
			g.Active = g.nextPlayer(g.Active) // nextActive with no extra turn taken or to take
		} else {
			g.Active = g.nextActive() // extra_turn.go
		}
		// With no loss recorded no player has left the game (livePlayers),
		// so there is no leaver to pass over.
		if !g.inExtraTurn && (len(g.losses) > 0 || g.verifyCaches != nil) {
			g.passOverLeavers(base, g.Active)
		}
		g.Players[g.Active].TurnBegan = g.Turn
		next = Untap
		for _, p := range g.Players {
			p.LandsPlayed = 0
		}
	}
	g.Step = next
	g.turnChanged() // the turn, the step, the active player, lands played
	g.Priority = g.Active
	if g.logging() {
		g.emit(EvStep, "--- turn %s (%s), %s ---", evNum(roleTurn, g.Turn), g.evPlayer(rolePlayer, g.Active), evText(roleStep, g.Step.String()))
	}
	if plainStep(g.Step) {
		// beginStep for a step with no turn-based action, in line: its
		// triggers, then priority.
		if g.stepsQuiet() {
			g.spend(1) // stepTriggers, its common case inlined
		} else {
			g.stepTriggers()
		}
		// beforePriority, in line: the same tests in the same order (a
		// change to one must be made in both).
		if g.beforeRare || g.verifyCaches != nil {
			return g.settleBeforePriority(false)
		}
		g.spend(len(g.battlefieldCards())*g.charsCost() + len(g.strayTokens) + len(g.Players)) // sbaWork
		if !g.beforeRare && len(g.pending) == 0 && (g.fieldKnownClear() && g.livesClear() || g.enteredClear() || g.emptyFieldClear()) {
			g.prune()
			return nil
		}
		return g.settleBeforePriority(true)
	}
	return g.beginStep()
}

// plainSteps holds the steps whose beginning has no turn-based action
// (beginStep does nothing for them but look for triggers and give
// priority): the upkeep, the first main phase, the beginning of combat,
// the end of combat step (511.3 happens as it ends) and the end step.
const plainSteps = 1<<Upkeep | 1<<Main1 | 1<<BeginCombat | 1<<EndCombat | 1<<End

// plainStep reports whether step is one of plainSteps: every step is
// below 64.
func plainStep(step Step) bool { return plainSteps>>(step&63)&1 != 0 }

func (g *Game) beginStep() error {
	switch g.Step {
	case Untap:
		// Abilities that trigger at the beginning of the untap step wait
		// for the upkeep, where they go on the stack before the active
		// player gets priority (503.1a).
		if g.stepsQuiet() {
			g.spend(1) // stepTriggers, its common case inlined
		} else {
			g.stepTriggers()
		}
		g.endUntilNextTurn(g.Active) // 611.2b

		// An untapped permanent is left as it is, its characteristics
		// unread, when no effect keeps a permanent from untapping
		// (skipUntaps, which logs even an untapped one): untapping it
		// would change nothing. Under VerifyCaches each is read as before.
		skipsNone := len(g.skipUntaps) == 0 && g.verifyCaches == nil
		// With no continuous effect and no static ability about, nothing
		// modifies a permanent without stickers (unmodified, counters
		// aside, which change neither): its controller is its object's
		// own and nothing says it doesn't untap (DoesntUntap is a
		// modification), so its characteristics are not read. Under
		// VerifyChars they are, as before.
		plain := len(g.effects) == 0 && g.statics == 0 && g.verifyChars == nil && g.fresh == 0
		for _, bc := range g.battlefieldCards() { // untapping moves nothing: no copy
			o := bc.Obj
			if !o.Tapped && skipsNone {
				continue
			}
			if plain && len(g.skipUntaps) == 0 && len(o.Stickers) == 0 {
				if o.Controller == g.Active {
					g.setTapped(o, false) // 502.3
					g.turnChanged()
				}
				continue
			}
			if c := g.chars(o); c.Controller == g.Active { // read before it untaps
				if len(g.skipUntaps) > 0 && g.skipsUntap(o) { // skip_untap.go
					if g.logging() {
						g.emit(EvUntap, "%s doesn't untap (502.3)", g.evObj(roleObject, o.Ref))
					}
					continue
				}
				if c.DoesntUntap { // doesnt_untap.go
					continue
				}
				g.setTapped(o, false) // 502.3
				g.turnChanged()
			}
		}
		return g.advance() // 502.4: no priority in the untap step
	case DrawStep:
		g.Draw(g.Active) // 504.1; in a game of more than two players, on turn 1 too (103.8c)
	case DeclareAttackers:
		g.clearCombat()
		g.turnChanged()
		return g.awaitDeclaration(g.Active)
	case DeclareBlockers:
		if d, due := g.DeclaringBlockers(); due {
			return g.awaitDeclaration(d)
		}
	case CombatDamage:
		if err := g.dealCombatDamage(); err != nil {
			return err
		}
	case EndCombat:
		// 511.3 happens as the step ends; combat is cleared on leaving.
	case Main2:
		g.clearCombat()
		g.turnChanged()
	case Cleanup:
		g.cleanupPriority = false
		if err := g.cleanup(); err != nil {
			return err
		}
		// 514.3a: once its turn-based actions are done, the game checks
		// state-based actions and waiting triggered abilities, those of
		// "at the beginning of the (next) cleanup step" included. If
		// there are any, the active player gets priority; otherwise no
		// player does (514.3) and the turn ends.
		if g.stepsQuiet() {
			g.spend(1) // stepTriggers, its common case inlined
		} else {
			g.stepTriggers()
		}
		g.refreshStaticControl() // control_static.go, as before every check
		if !g.stateBasedActions() && len(g.pending) == 0 {
			return g.advance()
		}
		g.cleanupPriority = true
		return g.beforePriority()
	}
	if g.stepsQuiet() {
		g.spend(1) // stepTriggers, its common case inlined
	} else {
		g.stepTriggers()
	}
	return g.beforePriority()
}

// awaitDeclaration begins a declare attackers or declare blockers step:
// the declaration is a turn-based action taken as the step begins, before
// any player receives priority (508.1, 509.1), so the abilities that
// trigger at the beginning of the step wait with state-based actions for
// the declaration (117.5) and go on the stack with those it triggers
// (declareAttacks and DeclareBlocks end with beforePriority; a pass
// standing for an empty declaration makes it, declareNone). When the
// declaring player, or the active player who holds priority meanwhile,
// has left the game, nothing is declared and priority begins at once.
func (g *Game) awaitDeclaration(declarer PlayerID) error {
	if g.stepsQuiet() {
		g.spend(1) // stepTriggers, its common case inlined
	} else {
		g.stepTriggers()
	}
	if !g.inGame(declarer) || !g.inGame(g.Priority) {
		return g.beforePriority()
	}
	return nil
}

// declareNone makes the declaration a pass stands for while one is due:
// no attackers, or no blockers for each defending player yet to declare.
// Pass asks whenever a declaration is due, and while abilities wait to
// go on the stack. It reports whether it
// declared. passRefusal has found that the requirements allow it.
func (g *Game) declareNone(p PlayerID) (bool, error) {
	if len(g.stack) > 0 {
		return false, nil
	}
	if g.Step == DeclareAttackers && !g.combat.declared && p == g.Active {
		var room oppRoom
		opps := g.AppendOpponents(room[:0], p)
		d := NoPlayer
		if len(opps) > 0 {
			d = opps[0]
		}
		return true, g.declareAttacks(p, nil, d)
	}
	declared := false
	for i := 0; i < len(g.Players); i++ {
		d, due := g.DeclaringBlockers()
		if !due {
			break
		}
		declared = true
		if err := g.DeclareBlocks(d, nil); err != nil {
			return true, err
		}
	}
	return declared, nil
}

// endUntilNextTurn ends the effects that last until p's next turn
// (611.2b): continuous effects, permissions to cast and effects on
// players.
func (g *Game) endUntilNextTurn(p PlayerID) {
	if g.endsQuiet() {
		return
	}
	g.endEffects(func(e *ContinuousEffect) bool { return e.Duration == UntilYourNextTurn && e.Controller == p })
	g.endAllowances(func(a *castAllowance) bool { return a.duration == UntilYourNextTurn && a.player == p })
	g.endPlayerEffects(func(d Duration, ctrl PlayerID) bool { return d == UntilYourNextTurn && ctrl == p })
}

// endsQuiet reports, where effects end with a step (endUntilNextTurn,
// cleanup), that none is about to end and endEffects, endAllowances and
// endPlayerEffects would do nothing: no continuous effect and no static
// ability (endEffects), no permission to cast (endAllowances) and no
// effect on players (endPlayerEffects), and the host has written no state
// directly (Touch). Under VerifyCaches each is asked all the same.
func (g *Game) endsQuiet() bool {
	return len(g.effects) == 0 && g.statics == 0 && !g.controlTouched && len(g.allowances) == 0 &&
		len(g.setRules) == 0 && len(g.playerRules) == 0 && len(g.playPermits) == 0 && g.verifyCaches == nil
}

// passOverLeavers ends, as the turn passes in the usual order from
// player from to player to, the effects lasting until the next turn of
// each player seated between them who has left the game: they last until
// that turn would have begun (800.4m).
func (g *Game) passOverLeavers(from, to PlayerID) {
	n := len(g.Players)
	for i := 1; i < n; i++ {
		q := PlayerID((int(from) + i) % n)
		if q == to {
			return
		}
		if g.Players[q].Lost {
			g.endUntilNextTurn(q)
		}
	}
}

// stepsQuiet reports, in line where a step begins, what stepTriggers
// first asks: no delayed trigger waits and no permanent or card may have
// a triggered ability (noTriggers), so that nothing triggers and one unit
// of work is counted.
func (g *Game) stepsQuiet() bool {
	return len(g.delayed) == 0 && g.noTriggers() && g.verifyCaches == nil
}

// stepTriggers fires "at the beginning of" triggers and delayed triggers
// for the step that just began (603.7, 503.1, 513.1).
func (g *Game) stepTriggers() {
	// No delayed trigger waits, and nothing watches a step's beginning
	// (quietKept, which answers quietAlways' case with one unit of work:
	// as in most steps of most games): detectTriggers would look and
	// find nothing, and the work it counts is counted here.
	if len(g.delayed) == 0 {
		if work, ok := g.quietKept(EventStepBegins); ok {
			g.spend(work)
			return
		}
	}
	g.stepTriggersLook()
}

// stepTriggersLook is stepTriggers past its common case: the step's
// beginning asked in full (noTriggers, quietEvent) and, unless it is
// quiet, detected; a check of the caches detects all the same and
// compares.
func (g *Game) stepTriggersLook() {
	quiet, work := false, 0
	if len(g.delayed) == 0 {
		quiet, work = g.noTriggers(), 1
		if !quiet {
			quiet, work = g.quietEvent(EventStepBegins)
		}
	}
	if quiet && g.verifyCaches == nil {
		g.spend(work)
		return
	}
	waiting := len(g.pending)
	e := g.space.slabs.events.new()
	*e = Event{Kind: EventStepBegins, Step: g.Step, Player: g.Active}
	g.detectTriggers(e, nil, false)
	keep := g.delayed[:0]
	for _, d := range g.delayed {
		if d.Step == g.Step && (d.Player == NoPlayer || d.Player == g.Active) {
			a := &Ability{Kind: TriggeredAbility, Effects: d.Effects, Text: d.Text}
			g.pending = append(g.pending, &pendingTrigger{ability: a, source: d.Source, controller: d.Controller, event: e, it: nonNil(d.It), text: d.Text, cost: d.cost})
		} else {
			keep = append(keep, d)
		}
	}
	g.delayed = keep
	if quiet && len(g.pending) != waiting {
		g.verifyCaches("abilities triggered as a step begins", "none", itoa(len(g.pending)-waiting))
	}
}

func nonNil(rs []ObjRef) []ObjRef {
	if rs == nil {
		return []ObjRef{}
	}
	return rs
}

// cleanup does the turn-based actions of the cleanup step (514.2): damage
// is removed and "until end of turn" effects end.
func (g *Game) cleanup() error {
	// 514.1: the active player discards down to the maximum hand size.
	hand := g.zones.get(zkey(Hand, g.Active))
	if excess := len(hand) - MaxHandSize; excess > 0 && !g.noMaxHandSize(g.Active) { // library.go
		cards, err := g.chooseDiscards(g.Active, excess, fmt.Sprintf("discard %d cards down to %d (514.1)", excess, MaxHandSize))
		if err != nil {
			return err
		}
		var reqs []MoveRequest
		for _, c := range cards {
			reqs = append(reqs, MoveRequest{Obj: c, To: Graveyard, Cause: CauseDiscard})
		}
		g.MoveAll(reqs)
	}
	for _, c := range g.battlefieldCards() {
		if o := c.Obj; o.Damage != 0 || o.Deathtouched {
			o = g.own(o)
			o.Damage, o.Deathtouched = 0, false // 514.2
		}
	}
	g.turnChanged()
	// "Until end of turn" effects end (514.2); so, for good, do effects on
	// objects that no longer exist (400.7).
	if !g.endsQuiet() {
		g.endEffects(func(e *ContinuousEffect) bool { return e.Duration == UntilEndOfTurn || g.Object(e.Object) == nil })
		g.endAllowances(func(a *castAllowance) bool { return a.duration == UntilEndOfTurn })
		g.endPlayerEffects(func(d Duration, _ PlayerID) bool { return d == UntilEndOfTurn })
	}
	if len(g.preventions) > 0 {
		g.endPreventions()
	}
	g.endShields()
	if len(g.replacements) > 0 {
		g.endReplacements()
	}
	return nil
}

// endPreventions ends, in the cleanup step, the prevention effects that
// last until end of turn and those whose objects no longer exist.
func (g *Game) endPreventions() {
	kept := g.preventions[:0]
	for _, p := range g.preventions {
		if p.Duration != UntilEndOfTurn && !g.gone(p.From) && (p.To == nil || !g.gone(p.To.Obj)) {
			kept = append(kept, p)
		}
	}
	if len(kept) < len(g.preventions) {
		clear(g.preventions[len(kept):])
		g.preventions = kept
		g.changed()
	}
}

// endReplacements ends, in the cleanup step, the replacement effects that
// last until end of turn, and those that follow an object that no longer
// exists (400.7).
func (g *Game) endReplacements() {
	live := g.replacements[:0]
	for _, r := range g.replacements {
		if !g.gone(r.Obj) && r.Duration != UntilEndOfTurn {
			live = append(live, r)
		}
	}
	if len(live) < len(g.replacements) {
		clear(g.replacements[len(live):])
		g.replacements = live
		g.changed()
	}
}

// gone reports whether r names an object that no longer exists; the zero
// reference names no particular object and is never gone.
func (g *Game) gone(r ObjRef) bool { return !r.IsZero() && g.Object(r) == nil }

// endEffects removes the continuous effects that end now, and notes the
// changes of control that follow (refreshControl). With no continuous
// effect and no static ability about, none ending, nothing sets a
// controller (layer 2): every permanent and spell is under its default
// controller's control, as the refresh that followed the last effect's
// end or the last static ability's leaving noted (controlAsDefault),
// unless the host has since written state directly (Touch).
func (g *Game) endEffects(ends func(*ContinuousEffect) bool) {
	if len(g.effects) == 0 && g.statics == 0 && !g.controlTouched {
		if g.verifyCaches != nil {
			g.controlAsDefault()
		}
		return
	}
	keep := g.effects[:0]
	// The objects the ending effects are on, when each is narrow and
	// there are few (effectsChanged).
	var few [8]ObjRef
	n, narrow, reach := 0, true, narrowReach(0)
	for _, e := range g.effects {
		if !ends(e) {
			keep = append(keep, e)
		} else if narrow = narrow && n < len(few) && effectNarrow(e); narrow {
			few[n], n = e.Object, n+1
			reach |= reachOf(e)
		}
	}
	if len(keep) == len(g.effects) && g.controlSettled() {
		// None ends: what layer 2 gives each permanent and spell is what
		// it gave when control was last noted (controlSettled). The
		// refresh would change nothing.
		if g.verifyCaches != nil {
			g.controlAsNoted()
		}
		return
	}
	if len(keep) < len(g.effects) {
		clear(g.effects[len(keep):])
		g.effects = keep
		g.narrowChanged(narrow, reach, few[:n])
	}
	g.refreshControl()
	g.controlTouched = false
}

// controlSettled reports whether layer 2 gives each permanent and spell
// the controller noted for it when control was last noted, unless an
// effect began or ended since: no static ability changes control
// (controlStatics, none came or went), so only effects setting a
// controller do, each on objects fixed as it began (611.2c), and each
// effect beginning (Modify) or ending (endEffects) notes control again;
// and the host has written no state directly (Touch).
func (g *Game) controlSettled() bool {
	return g.controlStatics == 0 && !g.controlDirty && !g.controlTouched
}

// controlAsNoted reports under VerifyCaches a permanent or a spell whose
// noted controller is not the one layer 2 gives it now, where endEffects
// ended no effect, or Modify began only effects that set no controller,
// and left out the refresh that would have noted it (controlSettled).
func (g *Game) controlAsNoted() {
	byEffect := g.controlModified()
	for _, c := range g.battlefieldCards() {
		o := c.Obj
		ctrl := o.Controller
		if byEffect {
			ctrl = g.Chars(o).Controller
		}
		if ctrl != PlayerID(o.controlledBy) {
			g.verifyCaches("the controller of "+g.Describe(o.Ref)+" with control settled", g.PlayerName(PlayerID(o.controlledBy)), g.PlayerName(ctrl))
		}
	}
	for _, it := range g.stack {
		o := g.Object(it.Spell)
		if it.Kind != ItemSpell || o == nil || o.Zone != Stack {
			continue
		}
		ctrl := o.Controller
		if len(g.effects) > 0 || g.statics > 0 {
			ctrl = g.Chars(o).Controller
		}
		if ctrl != it.Controller {
			g.verifyCaches("the controller of "+g.Describe(o.Ref)+" with control settled", g.PlayerName(it.Controller), g.PlayerName(ctrl))
		}
	}
}

// controlAsDefault reports under VerifyCaches a permanent or a spell
// whose noted controller is not its default one while nothing sets
// another (endEffects): one refreshControl would change.
func (g *Game) controlAsDefault() {
	for _, c := range g.battlefieldCards() {
		if o := c.Obj; o.Controller != PlayerID(o.controlledBy) {
			g.verifyCaches("the controller of "+g.Describe(o.Ref)+" with no effect about", g.PlayerName(PlayerID(o.controlledBy)), g.PlayerName(o.Controller))
		}
	}
	for _, it := range g.stack {
		if o := g.Object(it.Spell); it.Kind == ItemSpell && o != nil && o.Zone == Stack && o.Controller != it.Controller {
			g.verifyCaches("the controller of "+g.Describe(o.Ref)+" with no effect about", g.PlayerName(it.Controller), g.PlayerName(o.Controller))
		}
	}
}

// MaxHandSize is the maximum hand size (402.2).
const MaxHandSize = 7

// beforePriority does what happens each time a player would receive
// priority: state-based actions, repeated until none apply, then waiting
// triggered abilities go on the stack, and again (117.5). Its common case
// is asked in line: none of the conditions rareBeforePriority lists may
// hold (beforeRare, which each writer of one sets), the caches are not
// verified, no state-based action applies (knownNone, read as
// fieldKnownClear and livesClear, or enteredClear after permanents
// entered) and no trigger waits, so that what is left
// is the check's work and prune. advance writes this function out in
// line for the plain steps: a change here must be made there too.
func (g *Game) beforePriority() error {
	if g.beforeRare || g.verifyCaches != nil {
		return g.settleBeforePriority(false)
	}
	g.spend(len(g.battlefieldCards())*g.charsCost() + len(g.strayTokens) + len(g.Players)) // sbaWork
	if !g.beforeRare && len(g.pending) == 0 && (g.fieldKnownClear() && g.livesClear() || g.enteredClear() || g.emptyFieldClear()) {
		g.prune()
		return nil
	}
	return g.settleBeforePriority(true)
}

// emptyFieldClear is knownNone on an empty battlefield with no token
// noted outside it, as at a game's first priority, where no finding of
// the permanents is kept yet: no permanent calls for a state-based
// action (704.5f–n), and no player in the game has 0 or less life
// (beforePriority asks it with beforeRare false: none drew from an empty
// library). The finding is noted as findOnBattlefield notes one that
// looked at no permanent, so that permanents entering next are looked
// at alone (enteredClear).
func (g *Game) emptyFieldClear() bool {
	if !g.emptyFieldNone() {
		return false
	}
	m := &g.space.sbaClear
	m.set, m.ifGone, m.charsVer, m.fieldVer, m.narrow, m.nNarrow = true, false, g.charsVersion, g.fieldVersion, [4]ObjRef{}, 0
	return true
}

// emptyFieldNone is emptyFieldClear's test: the battlefield is empty, no
// token is noted outside it, characteristics are not computed anew nor
// the game only looked at, and the life totals are above 0. Under
// VerifyCaches, where beforePriority asks settleBeforePriority, the
// state-based actions are found all the same when it holds, and any
// reported.
func (g *Game) emptyFieldNone() bool {
	return len(g.battlefieldCards()) == 0 && len(g.strayTokens) == 0 && g.fresh == 0 && !g.probing && g.livesClear()
}

// settleBeforePriority is beforePriority in general; spent says that the
// first round's static control (none to refresh) and work are done.
func (g *Game) settleBeforePriority(spent bool) error {
	if g.verifyCaches != nil && !g.beforeRare {
		g.verifyQuietBefore()
	}
	for i := 0; i < 1000 && (spent || !g.over); i++ {
		if !spent {
			g.refreshStaticControl() // control_static.go
			// stateBasedActions, its common case in line (sbaSpent, sbaBeyond).
			g.spend(len(g.battlefieldCards())*g.charsCost() + len(g.strayTokens) + len(g.Players)) // sbaWork
		}
		spent = false
		if !g.over && (!g.knownNone() || g.deathtouchMarks) && g.sbaBeyond() {
			continue
		}
		if len(g.pending) == 0 {
			if len(g.losses) > 0 && g.validPlayer(g.Priority) && g.Players[g.Priority].Lost {
				g.Priority = g.nextPlayer(g.Priority) // 800.4a
			}
			// Each of these does nothing most of the time: it is asked
			// only when it may do something (lki_check.go, reveal_top.go;
			// prune asks itself, inlined).
			if g.verifyCaches != nil || g.lkiKept != nil {
				g.verifyLKI()
				if g.verifyCaches != nil {
					g.verifyHands() // hand_stamp.go
				}
			}
			g.prune()
			if g.revealTops != 0 || g.revealedTops != nil {
				g.logRevealedTops()
			}
			g.beforeRare = g.rareBeforePriority()
			return nil
		}
		if err := g.putTriggersOnStack(); err != nil {
			return err
		}
	}
	g.beforeRare = g.rareBeforePriority()
	if g.over {
		return nil
	}
	return fmt.Errorf("state-based actions and triggers did not settle")
}

// verifyQuietBefore reports under VerifyCaches, where beforePriority
// has found none of the rare conditions (beforeRare), one that holds,
// and on an empty battlefield (emptyFieldNone) a state-based action that
// applies.
func (g *Game) verifyQuietBefore() {
	if g.rareBeforePriority() {
		g.verifyCaches("the rare conditions before priority", "none", "some")
	}
	if g.emptyFieldNone() {
		if found := g.PendingStateBasedActions(); len(found) > 0 {
			g.verifyCaches("the state-based actions with the battlefield empty (emptyFieldClear)", "none", strings.Join(found, "; "))
		}
	}
}

// rareBeforePriority reports whether a condition beforePriority rarely
// meets holds: the game is over, a static control-changing ability is on
// the battlefield or just came or went, a deathtouch mark waits, a player
// lost, last known information is kept for VerifyCaches, a top card
// is revealed or was logged so, or a player in the game drew from an
// empty library (drawTop). Each writer of one sets beforeRare, which
// settleBeforePriority puts back to this once it has settled.
func (g *Game) rareBeforePriority() bool {
	return g.over || g.controlStatics > 0 || g.controlDirty || g.deathtouchMarks || len(g.losses) > 0 ||
		g.lkiKept != nil || g.revealTops != 0 || g.revealedTops != nil || g.drewEmptyLive()
}

// drewEmptyLive reports whether a player in the game has drawn from an
// empty library since state-based actions were last checked (704.5b).
func (g *Game) drewEmptyLive() bool {
	for _, p := range g.Players {
		if p.drewEmpty && !p.Lost {
			return true
		}
	}
	return false
}

// PassesInRow is how many players have passed in succession since the last
// action, resolution or step change.
func (g *Game) PassesInRow() int { return g.passes }
