package runtime

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
