package runtime

// handMove is Move for the moves a player's own actions make most: a
// card leaving its owner's hand for the stack as it is cast (cause
// CauseCast) or for the battlefield as it is played as a land
// (CausePlayLand), under ctrl's control; and a spell that has resolved
// leaving the stack for its owner's graveyard (CauseResolve, 608.2n) or,
// a permanent spell, for the battlefield under ctrl's control (608.3),
// with what carries over from a spell to its permanent (carrySpell). It
// makes the changes moveOne makes for that one move and in its order —
// the last known information kept, the batch counted, the card taken out
// of its zone and placed, the same work spent and the same versions
// noted — without the request and the prepared move moveOne settles in
// general. A move whose general steps could do more goes through Move: a
// card in another zone (the hand is hidden: no stickers to carry, no
// combat to leave, no permanent counts to take back; a spell on the
// stack with stickers carries them), a token, a replacement effect that
// may apply (noReplacements), a keyword an effect granted to cast it
// with (400.7g), a permanent card that is an Aura or an instant or
// sorcery put onto the battlefield, a controller who is no player.
// TestHandMoveIsMove compares the two.
func (g *Game) handMove(o *Object, to Zone, ctrl PlayerID, cause Cause, castWith string) Moved {
	o = g.own(o) // it leaves: its card and it are written
	c := o.Card
	from := o.Zone
	if from != Hand && (from != Stack || to != Graveyard && to != Battlefield || o.Stickers != nil) || c.Token || castWith != "" || !g.validPlayer(ctrl) ||
		to == Battlefield && defTypeBits(o)&(tbInstant|tbSorcery|tbAura) != 0 || // not a permanent card, or an Aura
		// noReplacements, for a cause that is never a discard: with no
		// replacement effect of a resolved spell or ability, no
		// self-replacement effect, no static ability and no continuous
		// effect about (none on o), o's card without static abilities
		// and, a spell leaving the stack, unmodified with no keyword at
		// all (no rebound), none can apply, without its call. Under
		// VerifyCaches noReplacements is asked, and checks its answer.
		!(len(g.replacements) == 0 && len(g.selfReplacements) == 0 && g.noStaticsAbout() && !objHasStatics(o) &&
			(from != Stack || len(o.Def().Keywords) == 0 && g.unmodified(o)) && g.verifyCaches == nil || g.noReplacements(o, to, cause)) {
		return g.Move(MoveRequest{Obj: o.Ref, To: to, Controller: ControlledBy(ctrl), Cause: cause, CastWith: castWith})
	}
	// startAlone, in line.
	s := g.space.slabs.snapshots.fresh()
	if s == nil {
		s = g.space.slabs.snapshots.new()
	}
	s.Object = o
	if !g.unmodified(o) {
		s.chars = g.leavingChars(o)
	}
	g.batches++
	g.spend(1)
	g.keepSnapshot(s)
	g.batchStart = g.timestamp
	n := g.shift(c, to, ctrl) // becomeNew: unplace and place
	if to == Battlefield {
		n.ControlSince = g.Turn
		if n.ControlSince == 0 {
			n.ControlSince = 1
		}
	}
	var carried carriedRules
	if from == Stack && to == Battlefield {
		carried = g.carrySpell(o, n) // becomeNew: a permanent spell resolved
	}
	if o.Ref == g.following {
		carried |= carried400_7k // the card discarded with madness, followed (madness.go)
	}
	if to != Battlefield {
		g.offFieldChanged() // movedChanged, for a move that neither leaves nor enters the battlefield
	} else {
		g.movedChanged(o, n, carried&carriedEffects != 0) // a card from a hand or a spell moved here has no stickers
	}
	if from == Stack {
		// Resolved, it was taken off the stack already (becomeNew).
		if it := g.itemForSpell(o.Ref); it != nil {
			g.removeItem(it)
		}
	}
	var entered []string
	if to == Battlefield && (objHasStatics(n) || !g.unmodified(n) || g.verifyCaches != nil) {
		// becomeMoved, 614.1c: the move asks for nothing to enter with,
		// and a permanent whose characteristics are its card's, with no
		// static ability, enters with nothing (enterWith).
		entered = g.enterWith(o.Ref, nil, n)
	}
	s.Became, s.Cause, s.Batch = n.Ref, cause, g.batches // becomeMoved
	m := Moved{Old: o.Ref, New: n.Ref, From: from, To: to}
	// quietMove, in line: the cause is not a discard, and o, from a hand
	// or the stack, did not leave the battlefield.
	if len(entered) == 0 && !g.logging() && g.verifyCaches == nil && g.quietGame() && cause != CauseDiscard &&
		(to == Battlefield || !to.Public() || !hasTriggers(n)) && !g.grantsAbilities() {
		// Nothing reads its event (endBatch): none is made.
		g.spend(1) // what detectTriggers spends for an event it finds no source for
		return m
	}
	pr := prepared{o: o, req: MoveRequest{Obj: o.Ref, To: to, Controller: ControlledBy(ctrl), Cause: cause}, old: s}
	events := [1]*Event{g.zoneChange(&pr, n, carried)}
	g.endBatch(events[:], entered)
	return m
}

// startAlone begins a batch of one move, of o, for the moves made
// without the general request (handMove, drawTop): prepare's last known
// information and startBatch's count, work and first timestamp. It
// returns o's last known information, whose Became, Cause and Batch the
// move sets once it is made. o's card is the game's own (cow.go): the
// callers made it so.
func (g *Game) startAlone(o *Object) *Snapshot {
	s := g.space.slabs.snapshots.fresh() // prepare's step 3
	if s == nil {
		s = g.space.slabs.snapshots.new()
	}
	s.Object = o
	if !g.unmodified(o) {
		s.chars = g.leavingChars(o)
	}
	g.batches++ // startBatch
	g.spend(1)
	g.keepSnapshot(s)
	g.batchStart = g.timestamp
	return s
}
