package interp

import (
	"fmt"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// This file lowers the effects that change the rules of the game for
// players and for the game (grammar/game_rules.go): "choose target
// opponent" and "that player", what a player can't do and a revealed hand
// (PlayerRules),
// permissions to play from a zone (PlayFrom), a life total that becomes a
// number (SetLife), replacement effects on losing the game
// (LossReplacement) and abilities that work from the opening hand
// (103.6a).

// choosePlayer lowers "choose target opponent" (or "choose target
// player"): the target is chosen as the ability is put on the stack
// (601.2c, 603.3d), so the instruction does nothing more as it resolves;
// later clauses call it "that player". It reports whether cl is such a
// clause. Choosing a target object is lowered with the other predicates.
func (c *compiler) choosePlayer(ctx *abilityCtx, cl *grammar.ActionClause) bool {
	ch, ok := cl.Predicate.(*grammar.Choose)
	if !ok {
		return false
	}
	tp, ok := ch.Object.(*grammar.TargetPlayerRef)
	if !ok {
		return false
	}
	switch {
	case cl.Subject != nil:
		if _, you := cl.Subject.(*grammar.YouRef); !you {
			c.errs.add(cl.Subject.Position(), "%q: only you choose targets yet (the runtime has the ability's controller choose them)", c.phrase(cl.Pos, cl.EndPos))
		}
	}
	switch {
	case cl.May:
		c.errs.add(cl.Pos, "\"may choose target …\": a target is chosen as the ability is put on the stack (601.2c), not as it resolves")
	case cl.Dur() != nil:
		c.errs.add(cl.Dur().Pos, "choosing a target takes no duration")
	case cl.Delayed != nil:
		c.errs.add(cl.Delayed.Pos, "a target is chosen as the ability is put on the stack (601.2c): it can't wait for a later step")
	}
	c.playerRef(ctx, tp) // adds the target and makes it "that player"
	return true
}

// thatPlayer lowers "that player": the player an earlier clause of the
// ability named (a target player, a player subject), as the same
// expression.
func (c *compiler) thatPlayer(ctx *abilityCtx, r *grammar.ThatPlayerRef) rt.PlayerExpr {
	if ctx == nil || ctx.thatPlayer == nil {
		c.errs.add(r.Pos, "\"that player\" refers to nothing: no earlier part of this ability names a player")
		return rt.You{}
	}
	return ctx.thatPlayer
}

// namePlayer makes the player expression e of reference r what "that
// player" means in later clauses, unless r is "you" or "that player".
func namePlayer(ctx *abilityCtx, r grammar.PlayerRef, e rt.PlayerExpr) {
	switch r.(type) {
	case *grammar.YouRef, *grammar.ThatPlayerRef:
		return
	}
	if ctx != nil && e != nil {
		ctx.thatPlayer = e
	}
}

// lastingPermission reports whether an effect is a permission that lasts
// ("you may cast that card this turn", "you may play lands … this turn"):
// its "may" is the permission's, not a choice made as the ability resolves.
func lastingPermission(e rt.Effect) bool {
	switch e.(type) {
	case rt.AllowCast, rt.PlayFrom:
		return true
	}
	return false
}

// gameRulesAction lowers the predicates of grammar/game_rules.go in an
// action clause; the clause's duration is read here.
func (c *compiler) gameRulesAction(ctx *abilityCtx, cl *grammar.ActionClause) rt.Effect {
	switch p := cl.Predicate.(type) {
	case *grammar.PlayerRules:
		who := c.subjectPlayer(ctx, cl.Subject)
		e := rt.PlayerRules{Who: who, Duration: c.ruleDuration(cl, "a rule a player plays by")}
		for _, r := range p.Rules {
			e.HandRevealed = e.HandRevealed || r.Revealed
			for _, x := range r.Cant {
				e.CantCast = e.CantCast || x.Cast
				e.CantActivate = e.CantActivate || x.Activate
			}
		}
		if cl.May {
			c.errs.add(cl.Pos, "\"may\" makes no sense with what a player can't do")
		}
		return e
	case *grammar.PlayFrom:
		e := rt.PlayFrom{Lands: p.Lands, Spells: p.Spells, Duration: c.ruleDuration(cl, "a permission to play from a zone")}
		e.Zone, e.Whose = c.playZone(ctx, p.From)
		if !cl.May {
			c.errs.add(cl.Predicate.Position(), "a permission to play from a zone is written \"you may %s\"", c.phrase(cl.Predicate.Position(), cl.EndPos))
		}
		return e
	case *grammar.LifeTotalBecomes:
		if cl.Dur() != nil {
			c.errs.add(cl.Dur().Pos, "a life total that becomes a number stays so: \"becomes\" takes no duration")
		}
		if cl.May {
			c.errs.add(cl.Pos, "\"may\" with a life total that becomes a number is not supported yet")
		}
		e := rt.SetLife{Who: c.possessivePlayer(ctx, p.Whose)}
		if p.Starting != nil {
			e.Amount = rt.StartingLife{Who: c.possessivePlayer(ctx, p.Starting)}
		} else {
			e.Amount = c.amountIn(ctx, p.Amount, "a life total")
		}
		return e
	}
	return nil
}

// ruleDuration reads the duration of an effect that changes the rules for
// players: "this turn" (or "until end of turn") or "until your next turn";
// such an effect needs one.
func (c *compiler) ruleDuration(cl *grammar.ActionClause, what string) rt.Duration {
	d := cl.Dur()
	switch {
	case d == nil:
		c.errs.add(cl.Predicate.Position(), "%s needs a duration: \"this turn\" or \"until your next turn\"", what)
	case d.EndOfTurn, d.ThisTurn:
		return rt.UntilEndOfTurn
	case d.YourNextTurn:
		return rt.UntilYourNextTurn
	default:
		c.errs.add(d.Pos, "%s lasts \"this turn\" or \"until your next turn\" yet", what)
	}
	return rt.UntilEndOfTurn
}

// playZone lowers the zone a permission lets a player play from: a hand
// or graveyard, of "your", "that player's", "an opponent's" or "a" (any
// player's).
func (c *compiler) playZone(ctx *abilityCtx, z *grammar.ZoneRef) (rt.Zone, rt.PlayerExpr) {
	zone, ok := rt.ParseZone(z.Zone)
	if !ok || zone != rt.Hand && zone != rt.Graveyard {
		c.errs.add(z.Pos, "playing from %s is not supported yet: only from a hand or a graveyard", z.Zone)
		return rt.Hand, rt.You{}
	}
	if z.Whose == nil {
		if !z.Any {
			c.errs.add(z.Pos, "say whose %s: \"your %s\", \"that player's %s\", \"an opponent's %s\" or \"a %s\"", z.Zone, z.Zone, z.Zone, z.Zone, z.Zone)
		}
		return zone, nil // any player's
	}
	return zone, c.possessivePlayer(ctx, z.Whose)
}

// possessivePlayer lowers a possessive that names a player: "your", "that
// player's", "an opponent's" (each opponent). "their", "its owner's" and
// "its controller's" are refused here.
func (c *compiler) possessivePlayer(ctx *abilityCtx, w *grammar.Possessive) rt.PlayerExpr {
	switch {
	case w.Your:
		return rt.You{}
	case w.ThatPlayer:
		return c.thatPlayer(ctx, &grammar.ThatPlayerRef{Pos: w.Pos, Player: true})
	case w.Opponent:
		return rt.EachOpponent{}
	}
	c.errs.add(w.Pos, "%s: write \"your\", \"that player's\" or \"an opponent's\" here", possessiveText(w))
	return rt.You{}
}

// insteadForm checks where a replacement says "instead": once, before or
// after its instructions. Instructions joined to the first are lowered
// only where rest says so; elsewhere they are refused.
func (c *compiler) insteadForm(rc *grammar.ReplacementClause, rest bool) bool {
	switch {
	case rc.LeadInstead && rc.CloseInstead:
		c.errs.add(rc.Pos, "\"instead\" is said twice: write it once, before or after the instructions")
		return false
	case !rc.LeadInstead && !rc.CloseInstead:
		c.errs.add(rc.Instead.Position(), "a replacement effect says \"instead\" (614.1a): \"…, exile it instead\" or \"…, instead exile it\"")
		return false
	case len(rc.Rest) > 0 && !rest:
		c.errs.add(rc.Rest[0].Pos, "only one instruction is supported in this replacement effect yet")
		return false
	}
	return true
}

// lossReplacement lowers "if you would lose the game, instead …" in a
// static ability (104.3, 614.1a): the instructions, done by the ability's
// controller with this permanent as "this". It reports whether rc is such
// a replacement.
func (c *compiler) lossReplacement(a *rt.Ability, rc *grammar.ReplacementClause) bool {
	if _, ok := rc.Event.(*grammar.WouldLoseGame); !ok {
		return false
	}
	if _, you := rc.Subject.(*grammar.YouRef); !you {
		c.errs.add(rc.Subject.Position(), "only \"if you would lose the game\" is supported: the ability's controller")
		return true
	}
	if !c.insteadForm(rc, true) {
		return true
	}
	ab := &rt.Ability{Kind: rt.StaticAbility}
	ctx := &abilityCtx{def: &rt.CardDef{}, ab: ab, card: c.cardCtx}
	var effs []rt.Effect
	for i, cl := range append([]grammar.Clause{rc.Instead}, joinedClauses(rc.Rest)...) {
		if i > 0 {
			ctx.itBound = true
		}
		if e := c.clause(ctx, cl, &effs); e != nil {
			effs = append(effs, e)
		}
	}
	if len(ab.Targets) > 0 {
		c.errs.add(rc.Instead.Position(), "a replacement effect of a static ability can't target (115.1: only spells and abilities on the stack do)")
	}
	text := c.text(rc.Pos, rc.EndPos)
	a.Statics = append(a.Statics, rt.StaticEffect{LoseGame: &rt.LossReplacement{Effects: effs, Text: text}})
	return true
}

// openingHand lowers "if this is in your opening hand, you may begin the
// game with it on the battlefield" (103.6a).
func (c *compiler) openingHand(n *grammar.OpeningHandAbility) *rt.Ability {
	return &rt.Ability{Kind: rt.StaticAbility, Text: "if this is in your opening hand, you may begin the game with it on the battlefield",
		Statics: []rt.StaticEffect{{BeginOnBattlefield: n.Battlefield}}}
}

// notePlayed notes a statement after which the game can't be started:
// anything but an answer to a choice.
func (s *scenarioCompiler) notePlayed(st grammar.Stmt) {
	switch st.(type) {
	case *grammar.ChooseAction, *grammar.StickerChoice:
	default:
		s.played = true
	}
}

// startGame compiles "start game": the set-up's hands are the players'
// opening hands and its libraries their libraries; the game begins with
// the opening-hand actions (103.6) and the first turn of the set-up's
// active player (103.8). Nothing else can be in play before a game
// begins, so the set-up may put cards only in hands and libraries and no
// mana in pools, and "start game" comes before any other statement but
// the answers to choices (those of the opening-hand actions). A "life" line sets a player's starting life total (103.4)
// as well as their life.
func (s *scenarioCompiler) startGame(a *grammar.StartGameAction) func(*run) error {
	if s.played {
		s.errs.add(a.Pos, "\"start game\" begins the game: it must come right after the set-up and the choices for its opening hands, before any other action or expectation")
	}
	for _, cd := range s.sc.setup.cards {
		if cd.zone != rt.Hand && cd.zone != rt.Library {
			where := "in " + cd.zone.String()
			if cd.zone == rt.Battlefield {
				where = "on the battlefield"
			}
			s.errs.add(cd.pos, "a game that \"start game\" begins has cards only in hands and libraries (103.3, 103.5), not %s", where)
		}
	}
	if len(s.sc.setup.mana) > 0 {
		s.errs.add(a.Pos, "a game that \"start game\" begins has no mana in any pool")
	}
	if t := s.turnSetup; t != nil && t.Turn != 1 {
		s.errs.add(a.Pos, "\"start game\" begins turn 1 (103.8): the set-up is at turn %d; leave out its \"turn\" line or make it turn 1", t.Turn)
	}
	return func(r *run) error {
		if r.g.Turn != 1 {
			return &stop{fmt.Sprintf("start game begins turn 1: the set-up is at turn %d", r.g.Turn)}
		}
		for p, life := range r.sc.setup.life {
			r.g.Players[p].StartingLife = life // 103.4
		}
		return r.g.BeginGame(r.g.Active)
	}
}
