package runtime

// Losing the game as an event that a replacement effect can replace
// (104.3, 614.1a): "if you would lose the game, instead …". A player loses
// the game through the state-based actions (704.5a: 0 or less life;
// 704.5b: a draw from an empty library). Before such a loss happens, the
// static abilities of the permanents the player controls that replace it
// are found; if there are several, the player chooses one (616.1), and it
// replaces the whole loss, whatever its reasons: the player doesn't lose,
// and a draw from an empty library no longer counts against them until
// they try to draw from it again. The instructions of the replacement are
// done by the player, with the permanent as "this", once the state-based
// actions performed with the replaced loss have happened. If a state-based
// action moves that permanent at the same time (it was dealt lethal damage
// too), its controller chooses whether it goes where the state-based
// action puts it or where the replacement's instructions put it (as an
// official ruling for such a case says); either way the rest of the
// instructions happen.

// LossReplacement is the effect of a static ability "if you would lose
// the game, instead EFFECTS": the ability's controller doesn't lose; the
// effects happen instead, done by that player with the ability's source as
// "this".
type LossReplacement struct {
	Effects []Effect
	Text    string
}

func (l LossReplacement) String() string {
	return "if you would lose the game (704.5a, 704.5b), instead: " + effectsText(l.Effects) +
		" (614.1a; one such effect replaces the whole loss, chosen by you if several could, 616.1)"
}

// lossReplacer is a loss replacement of a permanent.
type lossReplacer struct {
	src *Object
	lr  *LossReplacement
}

// lossReplacers lists the loss replacements of the permanents p controls.
func (g *Game) lossReplacers(p PlayerID) []lossReplacer {
	var out []lossReplacer
	if g.statics == 0 {
		return nil
	}
	for _, c := range g.battlefieldCards() {
		o := c.Obj
		// A permanent whose definition has no loss replacement is passed
		// over before its controller is read.
		if !replacesLoss(o.Def()) || g.Chars(o).Controller != p {
			continue
		}
		for _, a := range c.Obj.Def().Abilities {
			if a.Kind != StaticAbility {
				continue
			}
			for _, se := range a.Statics {
				if se.LoseGame != nil {
					out = append(out, lossReplacer{o, se.LoseGame})
				}
			}
		}
	}
	return out
}

// replacesLoss reports whether def has a static ability that replaces
// losing the game (lossReplacers).
func replacesLoss(def *CardDef) bool {
	for _, a := range def.Abilities {
		if a.Kind != StaticAbility {
			continue
		}
		for _, se := range a.Statics {
			if se.LoseGame != nil {
				return true
			}
		}
	}
	return false
}

// replaceLosses applies loss replacements to the players who would lose
// the game (with the reasons why) as state-based actions that also make
// the moves reqs. It returns the players who still lose, with their
// reasons, and what the replacements do, to be done once the moves have
// been made. It may change where a move of reqs goes (see the top of the
// file).
func (g *Game) replaceLosses(losers []*Player, why []string, reqs []MoveRequest) ([]*Player, []string, []func()) {
	// The players who still lose are kept in place, in order, at the
	// front of losers and why (n of them).
	n := 0
	var after []func()
	for i, p := range losers {
		reps := g.lossReplacers(p.ID)
		if len(reps) == 0 {
			losers[n], why[n] = p, why[i]
			n++
			continue
		}
		rep := reps[0]
		if len(reps) > 1 {
			// The permanents are the options: their effects may read the same.
			d := &Decision{Kind: ChooseObjects, Player: p.ID, Prompt: "choose the permanent whose replacement effect replaces losing the game (616.1)", Min: 1, Max: 1}
			for _, x := range reps {
				d.Options = append(d.Options, Option{Label: g.Describe(x.src.Ref) + ": " + x.lr.Text, Target: Target{Obj: x.src.Ref, Player: NoPlayer}})
			}
			if idx, err := g.decide(d); err == nil && len(idx) == 1 && idx[0] >= 0 && idx[0] < len(reps) {
				rep = reps[idx[0]]
			}
		}
		if g.logging() {
			g.emit(EvNote, "%s would lose the game (%s)", g.evPlayer(rolePlayer, p.ID), evText(roleReason, why[i]))
		}
		if g.logging() {
			g.emit(EvReplace, "  replacement: %s: %s", g.evCard(roleSource, rep.src.Ref, rep.src.Name()), evText(roleText, rep.lr.Text))
		}
		p.drewEmpty = false // 704.5b no longer applies until they draw from an empty library again
		for j := range reqs {
			if reqs[j].Obj != rep.src.Ref {
				continue
			}
			if to := g.chooseLossMove(p.ID, rep, reqs[j].To); to != reqs[j].To {
				// Moved by the replacement's instruction, in the same event.
				reqs[j].To, reqs[j].Cause, reqs[j].Source = to, CauseEffect, rep.src.Ref
			}
		}
		src, ctrl, effs := rep.src.Ref, p.ID, rep.lr.Effects
		after = append(after, func() {
			r := &Resolution{Game: g, Source: src, Controller: ctrl}
			for _, e := range effs {
				if err := e.Apply(r); err != nil {
					if g.logging() {
						g.emit(EvNote, "%s: %s", g.evObj(roleSource, src), evText(roleReason, sprint(err)))
					}
					return
				}
			}
		})
	}
	return losers[:n], why[:n], after
}

// chooseLossMove asks the controller of a loss replacement's source,
// which a state-based action is putting into zone to at the same time,
// whether it goes there or where the replacement's instructions put it.
// It returns the zone it goes to.
func (g *Game) chooseLossMove(p PlayerID, rep lossReplacer, to Zone) Zone {
	instead, ok := movesThis(rep.lr.Effects)
	if !ok || instead == to {
		return to
	}
	d := &Decision{Kind: ChooseReplacement, Player: p, Min: 1, Max: 1,
		Prompt: rep.src.Name() + " is put into " + zonePhrase(to) + " by a state-based action as its replacement effect puts it into " + zonePhrase(instead) + ": choose where it goes",
		Options: []Option{
			LabelOption(rep.src.Name() + " goes to " + zonePhrase(instead) + ", as its replacement effect says"),
			LabelOption(rep.src.Name() + " goes to " + zonePhrase(to) + ", as the state-based action says"),
		}}
	if idx, err := g.decide(d); err == nil && len(idx) == 1 && idx[0] == 1 {
		return to
	}
	return instead
}

// movesThis reports where effects move "this", if they do.
func movesThis(effs []Effect) (Zone, bool) {
	for _, e := range effs {
		switch e := e.(type) {
		case ExileObjects:
			if _, ok := e.What.(This); ok {
				return Exile, true
			}
		case PutInZone:
			if _, ok := e.What.(This); ok {
				return e.To, true
			}
		}
	}
	return ZoneNone, false
}
