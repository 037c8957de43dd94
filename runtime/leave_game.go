package runtime

import (
	"slices"
	"strings"
)

// leaveGame makes player p, who has just lost or conceded a game that
// goes on without them, leave it (800.4a), at once and not as a
// state-based action:
//
//  1. every object p owns leaves the game: it is in no zone any more and
//     references to it are stale, as of a token that ceased to exist;
//     its last known information stays; a permanent among them has left
//     the battlefield, so the effects lasting as long as it remained
//     there end and the cards exiled until it left return (sourcesLeft,
//     once p's control effects and abilities have ended); a spell among
//     them leaves the stack, whoever controlled it, and so does a copy of
//     a spell p put on the stack, which p owns (707.10);
//  2. effects that give p control of objects end: those of spells and
//     abilities, and the static abilities of what p still controls
//     (ControlledByYou gives no control to a player who has left, 800.4b);
//     what they gave p goes back to the player the other effects, or its
//     default controller, give it (refreshControl), a spell included; if
//     that player has left the game too, it is exiled (800.4c);
//  3. abilities p controls on the stack cease to exist (those waiting to
//     be put there, and any that trigger later, are not put there:
//     putTriggersOnStack, 800.4d). The other objects on the stack that no
//     card represents are copies of spells, and p controls none now: one
//     p put there left with p in step 1, and one another player put there
//     went back to them in step 2;
//  4. whatever p still controls (owned by another player) is exiled: a
//     permanent put onto the battlefield under p's control, and a spell p
//     cast from another player's zone;
//  5. a declaration of blockers p was yet to make counts as made, with
//     none (leaveBlocking).
//
// Steps 1, 3 and 4 are logged with the rule, for each object on the stack
// or exiled; step 2 as any change of control is. Priority passing on from
// p is lose's business.
func (g *Game) leaveGame(p PlayerID) {
	var gone [3]int       // the cards, tokens and copies of spells among them
	var left []ObjRef     // the permanents among them
	var offStack []ObjRef // the spells among them
	for _, c := range g.cards {
		o := c.Obj
		if c.Owner != p || o == nil {
			continue
		}
		c = g.ownCard(c) // it and its object are written
		o = c.Obj
		s := &Snapshot{Object: o, chars: g.leavingChars(o), Cause: CauseLeftGame, Batch: g.batches}
		g.keepSnapshot(s)
		g.keepLKI(s) // lki_check.go
		if o.Zone == Battlefield {
			g.combat.remove(o.Ref) // 506.4
			left = append(left, o.Ref)
		}
		if it := g.itemForSpell(o.Ref); it != nil {
			g.removeItem(it)
			offStack = append(offStack, o.Ref)
		}
		g.unplace(c)
		c.Obj = nil
		switch {
		case c.Token:
			gone[1]++
		case c.SpellCopy:
			gone[2]++
		default:
			gone[0]++
		}
	}
	g.changed()
	if g.logging() {
		g.emit(EvNote, "%s leaves the game, and the %s they own with them (800.4a)", g.evPlayer(rolePlayer, p), evOwned(gone))
		for _, r := range offStack {
			g.emit(EvNote, "%s leaves the stack and the game with its owner (800.4a)", g.evObj(roleObject, r))
		}
	}
	g.endEffects(func(e *ContinuousEffect) bool {
		return slices.ContainsFunc(e.Mods, func(m Modification) bool { sc, ok := m.(SetController); return ok && sc.Player == p })
	})
	for _, it := range slices.Clone(g.stack) {
		if it.Kind != ItemSpell && it.Controller == p {
			g.removeItem(it)
			if g.logging() {
				g.emit(EvNote, "%s ceases to exist: %s, who controlled it, has left the game (800.4a)", g.evItemName(it), g.evPlayer(rolePlayer, p))
			}
		}
	}
	g.changed()
	if len(left) > 0 {
		g.sourcesLeft(left) // trigger.go
	}
	var exile []MoveRequest
	for _, c := range g.cards {
		if o := c.Obj; o != nil && (o.Zone == Battlefield || o.Zone == Stack) && g.Chars(o).Controller == p {
			exile = append(exile, MoveRequest{Obj: o.Ref, To: Exile, Cause: CauseLeftGame})
		}
	}
	if len(exile) > 0 {
		if g.logging() {
			for _, m := range exile {
				g.emit(EvNote, "%s is still controlled by %s, who has left the game: it is exiled (800.4a)", g.evObj(roleObject, m.Obj), g.evPlayer(rolePlayer, p))
			}
		}
		g.MoveAll(exile)
	}
	g.leaveBlocking(p) // attack_planeswalker.go
}

// evOwned writes what a player took with them as they left the game:
// their cards (111.1: tokens and copies of spells aren't cards), and their
// tokens and copies of spells if any (111.1, 707.10) — "9 cards and 2
// tokens", "1 card, 1 token and 1 copy of a spell", "0 cards". Each
// number is an argument of the event (roles "amount" for the cards,
// "tokens" and "copies").
func evOwned(n [3]int) EventArg {
	type kind struct{ one, many, role string }
	kinds := [3]kind{{"card", "cards", roleAmount}, {"token", "tokens", "tokens"}, {"copy of a spell", "copies of spells", "copies"}}
	var parts []string
	var args []EventArg
	for i, k := range kinds {
		if i > 0 && n[i] == 0 {
			continue
		}
		w := k.many
		if n[i] == 1 {
			w = k.one
		}
		parts = append(parts, "%s "+w)
		args = append(args, evNum(k.role, n[i]))
	}
	s := parts[0]
	if len(parts) > 1 {
		s = strings.Join(parts[:len(parts)-1], ", ") + " and " + parts[len(parts)-1]
	}
	return frag(s, args...)
}
