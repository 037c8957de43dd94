package runtime

import "unsafe"

// Take performs what an Action's Kind says on its Object; the action's
// other fields describe what that is (whose action it is, the card's
// name, the zone it is in, the ability's text, whether it is a mana
// ability or has X). takeError checks that they agree with what Take
// would do, so that an action listed for another player, one whose
// object has changed zones since it was listed, or one a host edited is
// refused rather than taken as something else. The checks are a few
// comparisons: Take runs them for every action an automatic player
// takes.

// rule is the rule that says what an action of kind k is and who
// takes it, cited when the action's fields disagree with it.
func (k ActionKind) rule() string {
	switch k {
	case ActPass:
		return "117.3d"
	case ActPlayLand:
		return "305.1"
	case ActCast:
		return "601.2a"
	case ActActivate:
		return "602.2a"
	case ActTapForMana:
		return "605.3a"
	case ActDeclareAttackers:
		return "508.1"
	case ActDeclareBlockers:
		return "509.1"
	}
	return "117.1"
}

// takesObject reports whether an action of kind k acts on its Object.
func (k ActionKind) takesObject() bool {
	const takes = 1<<ActPlayLand | 1<<ActCast | 1<<ActActivate | 1<<ActTapForMana
	return uint(k) < 64 && takes&(uint64(1)<<uint(k)) != 0
}

// unreadField names the first field of a that is set although an action
// of its kind doesn't read it ("" if none): a pass with an object, a land
// play with kicker costs, a cast with attackers. The options a listing
// offers (AttackOptions, BlockOptions, MaxX) are not asked for, and not
// looked at.
func (a *Action) unreadField() string {
	// The fields in their order, those of one kind of action checked
	// together.
	k := a.Kind
	if !k.takesObject() {
		switch {
		case !a.Object.IsZero():
			return "object"
		case a.Name != "":
			return "card name"
		case a.From != ZoneNone:
			return "zone"
		}
	}
	if k != ActCast {
		switch {
		case a.Flashback:
			return "flashback"
		case len(a.Kicked) > 0:
			return "kicker"
		case a.X != 0 || a.HasX:
			return "X"
		}
	}
	if k != ActActivate {
		switch {
		case a.Ability != 0:
			return "ability index"
		case a.Text != "":
			return "ability text"
		case k != ActTapForMana && a.Mana:
			return "mana ability"
		}
	}
	switch {
	case k != ActDeclareAttackers && len(a.Attacks) > 0:
		return "attackers"
	case k != ActDeclareBlockers && len(a.Blocks) > 0:
		return "blockers"
	}
	return ""
}

// takeError is the refusal of an action whose descriptive fields disagree
// with what Take would do for player p, nil when they agree (see Action
// for what each field must say). An object that doesn't exist is left to
// the action to refuse, but for one that has changed zones since the
// action was made (400.7).
func (g *Game) takeError(p PlayerID, a *Action) error {
	if a.Player != p && a.Player != NoPlayer {
		return refuse(a.Kind.rule(), "the action is %s's, not %s's", g.PlayerName(a.Player), g.PlayerName(p))
	}
	// First, in line, whether a sets none of the fields unreadField looks
	// at but those its kind reads, so that unreadField has nothing to
	// name: true of the land plays, most casts and the declarations.
	plain := !a.Flashback && len(a.Kicked) == 0 && a.X == 0 && !a.HasX &&
		a.Ability == 0 && a.Text == "" && !a.Mana &&
		(len(a.Attacks) == 0 || a.Kind == ActDeclareAttackers) &&
		(len(a.Blocks) == 0 || a.Kind == ActDeclareBlockers) &&
		(a.Kind.takesObject() || a.Object.IsZero() && a.Name == "" && a.From == ZoneNone)
	if !plain {
		if f := a.unreadField(); f != "" {
			return refuse(a.Kind.rule(), "%s takes no %s", a.Kind, f)
		}
	}
	if !a.Kind.takesObject() {
		return nil
	}
	o := g.Object(a.Object)
	if o == nil {
		if c := g.Card(a.Object.Card); c != nil && (c.Obj == nil || a.Object.Inc < c.Obj.Ref.Inc) {
			return refuse("400.7", "%s is no longer there: its card has changed zones since, and is a new object", a.Object)
		}
		return nil // the action refuses it
	}
	switch {
	case a.Name != "" && a.Name != o.Name():
		return refuse(a.Kind.rule(), "%s is %s, not %q", a.Object, o.Name(), a.Name)
	case a.From != ZoneNone && a.From != o.Zone:
		return refuse(a.Kind.rule(), "%s is not in %s", g.Describe(a.Object), a.From)
	}
	switch a.Kind {
	case ActCast:
		// HasX false leaves it unsaid: X is then the value announced, 0
		// unless set, and the cast refuses an X the cost has none for.
		if a.HasX && !g.hasX(o, a.Flashback) {
			return refuse("601.2b", "%s is cast with no X to announce", g.Describe(a.Object))
		}
	case ActActivate:
		// The ability Activate would read: a missing one is the action's
		// to refuse (602.1).
		ab := nthActivated(g.chars(o).Abilities, a.Ability)
		switch {
		case ab == nil:
		case a.Text != "" && a.Text != ab.Text:
			return refuse(a.Kind.rule(), "ability %d of %s is %q, not %q", a.Ability+1, g.Describe(a.Object), ab.Text, a.Text)
		case a.Mana && !ab.IsMana: // Mana false leaves it unsaid
			return refuse("605.1a", "ability %d of %s is not a mana ability", a.Ability+1, g.Describe(a.Object))
		}
	}
	return nil
}

// ambiguous reports whether t names more than one thing: an object and a
// stack item, or either with a player. Player is read only when Obj and
// Item are both zero; with one of them set it is NoPlayer, or left at 0,
// its zero value.
func (t *Target) ambiguous() bool {
	switch {
	case !t.Obj.IsZero() && t.Item != 0:
		return true
	case !t.Obj.IsZero() || t.Item != 0:
		return t.Player != NoPlayer && t.Player != 0
	}
	return false
}

// targetsError refuses targets given to Cast or Activate of which one
// names more than one thing (601.2c: each target is one object or one
// player).
func targetsError(groups [][]Target, list []Target) error {
	for _, ts := range groups {
		if err := targetListError(ts); err != nil {
			return err
		}
	}
	return targetListError(list)
}

// targetListError is targetsError for one list of targets.
func targetListError(ts []Target) error {
	for i := range ts {
		if t := &ts[i]; t.ambiguous() {
			return refuse("601.2c", "a target names one object, stack item or player: %s", targetFields(t))
		}
	}
	return nil
}

// targetFields writes every field of a target, for the refusal of an
// ambiguous one.
func targetFields(t *Target) string {
	return "object " + t.Obj.String() + ", player " + itoa(int(t.Player)) + ", stack item " + itoa(t.Item)
}

// lend is LegalPlaysView's answer view for p, noted as lent at this
// version when it is p's kept plays read in place (listingKept.lent). A
// view found elsewhere (a listing that keeps nothing) or empty leaves
// the note as it was: the kept plays are as they were.
//
//go:noinline
func (g *Game) lend(p PlayerID, view []Action) []Action {
	if len(view) > 0 && uint(p) < uint(len(g.space.listKept)) {
		if k := &g.space.listKept[p]; len(k.acts) > 0 && &view[0] == &k.acts[0] {
			k.lent = g.version
		}
	}
	return view
}

// listedNow reports whether a is one of p's plays as a listing finds
// them now but for whose priority it is, read where the last view of
// them (LegalPlaysView) lent it, so that the checks the listing made
// need not be made again: the action's fields (takeError), and for a
// cast taken while p holds priority the checks of its request and its
// timing (castTaken).
//
// The kept plays were lent at this version (listingKept.lent): since,
// only a listing for p has written them, at this version, so each is a
// play the listing found in the game's state as it is, but for what the
// version does not count (version.go): whose priority it is (a pass
// moves it on without a change the version counts: castTaken asks it),
// and the rare states (unusual: the game over, a player's loss, a
// decision asked, a probe), of which none may hold but the caches
// checked. A host that copied the action, or took it after the game
// changed, is told apart by its address or by the version, and given the
// full checks; one that changed the view, which its contract forbids, is
// found under VerifyCaches, where the checks are made all the same and
// must agree. The address is tested as Go's pointers allow a *Action into
// the plays to be made: to an element.
func (g *Game) listedNow(p PlayerID, a *Action) bool {
	if uint(p) >= uint(len(g.space.listKept)) {
		return false
	}
	k := &g.space.listKept[p]
	off := uintptr(unsafe.Pointer(a)) - uintptr(unsafe.Pointer(unsafe.SliceData(k.acts)))
	return off < uintptr(len(k.acts))*unsafe.Sizeof(Action{}) && k.lent == g.version &&
		(g.unusual == 0 || g.unusual == 1 && g.verifyCaches != nil)
}

// verifyListed reports under VerifyCaches a refusal err, made by the
// full checks, of an action that listedNow found listed.
func (g *Game) verifyListed(p PlayerID, a *Action, err error) {
	g.verifyCaches("the checks of "+g.PlayerName(p)+"'s action taken from the plays lent ("+a.Kind.String()+")", "none refuse it", err.Error())
}
