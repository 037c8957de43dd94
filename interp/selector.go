package interp

import (
	"reflect"
	"slices"
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// selector lowers a selector ("nonland permanent", "instant or sorcery card
// with mana value 3 or less from your graveyard") into a filter. players
// reports whether players match too ("creature or player"). It reports a
// description that nothing could ever satisfy.
func (c *compiler) selector(s *grammar.Selector, allowPlayers bool) (rt.Filter, bool) {
	return c.selectorIn(s, allowPlayers, rt.ZoneNone)
}

// selectorIn is selector with a default zone for "card" when the selector
// names none; rt.Anywhere lets a replacement effect watch every zone.
func (c *compiler) selectorIn(s *grammar.Selector, allowPlayers bool, cardZone rt.Zone) (rt.Filter, bool) {
	var f rt.Filter
	players := false
	// Split the words into alternatives at "or".
	var groups [][]*grammar.SelectorWord
	c.selectorList(s) // selector_list.go
	for _, w := range s.Words {
		if w.Or || w.Comma || w.And || len(groups) == 0 {
			groups = append(groups, nil)
		}
		groups[len(groups)-1] = append(groups[len(groups)-1], w)
	}
	zone, owner := cardZone, rt.RelAny
	for _, k := range s.Constraints {
		switch k := k.(type) {
		case *grammar.ControllerConstraint:
			if k.You && !k.Not {
				f.Controller = rt.RelYou
			} else {
				f.Controller = rt.RelOpponent
			}
		case *grammar.CompareConstraint:
			if k.Stat != "mana value" {
				c.errs.add(k.Pos, "comparing %s is not supported yet", k.Stat)
			} else {
				c.gameNumber(k.Pos, "a mana value", k.N)
			}
			switch k.Or {
			case "less", "fewer":
				f.MaxMV, f.HasMaxMV = k.N, true
			case "greater", "more":
				f.MinMV, f.HasMinMV = k.N, true
			default:
				f.MaxMV, f.HasMaxMV, f.MinMV, f.HasMinMV = k.N, true, k.N, true
			}
		case *grammar.KeywordConstraint:
			if kw, ok := c.keyword(k.Keyword); ok {
				f.Keyword = kw.Name
				if kw.Cost.Present || kw.From != "" {
					c.errs.add(k.Pos, "\"with %s\": a keyword with a cost or quality is not supported in a description yet", kw)
				}
			}
		case *grammar.WithoutConstraint:
			if kw, ok := c.keyword(k.Keyword); ok {
				f.Without = kw.Name // "without flying"
				if kw.Cost.Present || kw.From != "" {
					c.errs.add(k.Pos, "\"without %s\": a keyword with a cost or quality is not supported in a description yet", kw)
				}
			}
		case *grammar.StickerConstraint, *grammar.OwnerConstraint:
			c.stickerConstraint(k, &f, &owner) // stickers.go
		case *grammar.OpponentsConstraint:
			c.opponentsConstraint(k, &f) // granted.go
		case *grammar.HistoryConstraint:
			c.historyConstraint(k, &f) // granted.go
		case *grammar.PrintedInConstraint:
			c.printedIn(k, &f) // text_change.go
		case *grammar.OtherThanKind:
			c.otherThanKind(k, &f) // search_all.go: "other than basic land cards"
		case *grammar.OtherThanThis:
			f.Other = true // sacrifice_effect.go: "other than this"
		case *grammar.NameConstraint:
			c.nameConstraint(k, &f) // card_name.go
		case *grammar.SourceCompareConstraint:
			f.SourceCompare = &rt.SourceCompare{Stat: k.Stat, Less: k.Cmp == "less", SourceStat: k.SourceStat} // compare_source.go
		case *grammar.ZoneConstraint:
			// "in" and "from" say the same: where the object is.
			zone, owner = c.zoneRef(k.Zone)
		case *grammar.ChoiceConstraint:
			c.errs.add(k.Pos, "\"of your choice\" is said of \"a … of your choice\" in an effect: an object chosen as the effect happens")
		case *grammar.PlayerControlsConstraint:
			c.errs.add(k.Pos, "\"that player controls\" is supported only in \"each … that player controls\" in an effect")
		case *grammar.TargetPlayerControls:
			c.errs.add(k.Pos, "\"target player controls\" is supported only in \"all … target player controls\" in an effect")
		case *grammar.EnchantedPlayerControls:
			c.enchantedPlayerControls(k, &f) // enchant_player.go
		default:
			c.errs.add(k.Position(), "this constraint of a description is not supported yet")
		}
	}
	f.Owner = owner
	if f.ControllerEnchanted && f.Controller != rt.RelAny {
		c.errs.add(s.Pos, "a description says once who controls the object: \"enchanted player controls\" and \"you control\" or \"an opponent controls\" together")
	}
	// The noun of the last alternative that has one is shared: "instant or
	// sorcery card" is an instant card or a sorcery card.
	shared := ""
	sharedBare := false // the shared noun stands alone in its alternative: "creature or spell"
	for _, g := range groups {
		for _, w := range g {
			if n := noun(w.Text); n != "" {
				shared, sharedBare = n, len(g) == 1
			}
		}
	}
	for _, g := range groups {
		m := rt.Match{}
		n := ""
		permanentWord := false // "permanent" before another noun: "permanent card" (110.4a)
		for _, w := range g {
			word := strings.ToLower(w.Text)
			if x := noun(word); x != "" {
				if n == "permanent" {
					permanentWord = true
				}
				n = x
				if t, ok := cardTypes[singular(word)]; ok {
					m.Types = append(m.Types, t)
				}
				continue
			}
			if q, ok := stateWords[word]; ok {
				q(&m)
				continue
			}
			neg := strings.HasPrefix(word, "non")
			base := singular(strings.TrimPrefix(word, "non"))
			if col, ok := rt.ParseColor(base); ok && len(base) > 1 {
				if neg {
					m.NotColors = m.NotColors.With(col)
				} else {
					m.Colors = m.Colors.With(col)
				}
				continue
			}
			if t, ok := cardTypes[base]; ok {
				if neg {
					m.NotTypes = append(m.NotTypes, t)
				} else {
					m.Types = append(m.Types, t)
				}
				continue
			}
			if t, ok := supertypes[base]; ok && !neg { // "basic land card" (205.4, library.go)
				m.Types = append(m.Types, t)
				continue
			}
			if stickerWord(word, &f) { // "stickered" (stickers.go)
				continue
			}
			if t, ok := landType(strings.TrimPrefix(word, "non")); ok { // "an Island", "Swamps" (landtypes.go)
				if neg {
					m.NotTypes = append(m.NotTypes, t)
				} else {
					m.Types = append(m.Types, t)
				}
				continue
			}
			if t, ok := creatureType(strings.TrimPrefix(word, "non")); ok { // "Zombie", "Elves" (subtypes.go)
				if neg {
					m.NotTypes = append(m.NotTypes, t)
				} else {
					m.Types = append(m.Types, t)
				}
				continue
			}
			c.errs.add(w.Pos, "unknown word %q in a description of objects: expected a color, a card type, tapped, untapped, attacking, blocking, token, nontoken, or permanent, spell, card, player", w.Text)
		}
		if _, typeNoun := cardTypes[n]; typeNoun && !sharedBare && (shared == "card" || shared == "spell" || shared == "permanent") {
			// "artifact or enchantment card", "artifact and enchantment
			// cards": a card type before the shared noun is a quality of it.
			// Not when the noun is an alternative of its own: "creature or
			// spell" is a creature or a spell.
			n = shared
		}
		if n == "" {
			n = shared
			// "green or white creature": the shared noun's type applies to
			// every alternative.
			if t, ok := cardTypes[n]; ok {
				m.Types = append(m.Types, t)
			}
		}
		if n == "" {
			n = "permanent"
		}
		switch n {
		case "player", "opponent":
			if !allowPlayers {
				c.errs.add(g[0].Pos, "players can't be chosen here")
			}
			players = true
			continue
		case "source":
			m.Zone = rt.Anywhere // 109.2c: a source matching the description, in any zone
		case "spell":
			m.Zone, m.Spell = rt.Stack, true
			m.Permanent = permanentWord
			if slices.Contains(m.Types, "Land") {
				c.errs.add(g[0].Pos, "no object could ever match %q: a land is never a spell (305.9)", wordsText(g))
			}
		case "card":
			m.Zone = zone
			m.Permanent = permanentWord
			if zone == rt.ZoneNone {
				c.errs.add(g[0].Pos, "say where the card is, e.g. \"card in your graveyard\"")
			}
			if zone == rt.Anywhere {
				m.NonToken = true // a token is not a card (108.2b), wherever it is
			}
		case "permanent", "creature", "artifact", "enchantment", "land", "planeswalker", "battle":
			m.Zone = rt.Battlefield
			if zone != rt.ZoneNone && zone != rt.Battlefield {
				c.errs.add(g[0].Pos, "a permanent is on the battlefield: say \"card\" for an object in another zone")
			}
			for _, t := range []string{"Instant", "Sorcery"} {
				if slices.Contains(m.Types, t) {
					c.errs.add(g[0].Pos, "no object could ever match %q: an %s is never a permanent (110.4a)", wordsText(g), strings.ToLower(t))
				}
			}
		}
		for _, t := range m.Types {
			if slices.Contains(m.NotTypes, t) {
				c.errs.add(g[0].Pos, "no object could ever match %q: it must be and not be %s", wordsText(g), strings.ToLower(t))
			}
		}
		if m.Colors&m.NotColors != 0 {
			c.errs.add(g[0].Pos, "no object could ever match %q: it must be and not be %s", wordsText(g), (m.Colors & m.NotColors).String())
		}
		if m.Permanent && slices.ContainsFunc(m.Types, func(t string) bool { return t == "Instant" || t == "Sorcery" }) {
			c.errs.add(g[0].Pos, "no object could ever match %q: an instant or sorcery is never a permanent card (110.4a)", wordsText(g))
		}
		switch {
		case (m.Tapped || m.Untapped || m.Attacking || m.Blocking || m.Token) && m.Zone != rt.Battlefield:
			c.errs.add(g[0].Pos, "no object could ever match %q: only a permanent is tapped, untapped, attacking, blocking or a token", wordsText(g))
		case m.Tapped && m.Untapped, m.Token && m.NonToken, m.Attacking && m.Blocking:
			c.errs.add(g[0].Pos, "no object could ever match %q: its words contradict each other", wordsText(g))
		}
		f.Alts = append(f.Alts, m)
	}
	return f, players
}

// stateWords are the selector words about a permanent's state, and what
// each requires.
var stateWords = map[string]func(*rt.Match){
	"tapped":    func(m *rt.Match) { m.Tapped = true },
	"untapped":  func(m *rt.Match) { m.Untapped = true },
	"attacking": func(m *rt.Match) { m.Attacking = true },
	"blocking":  func(m *rt.Match) { m.Blocking = true },
	"token":     func(m *rt.Match) { m.Token = true },
	"tokens":    func(m *rt.Match) { m.Token = true },
	"nontoken":  func(m *rt.Match) { m.NonToken = true },
}

// noun returns the noun a selector word names, or "" for a qualifier.
func noun(w string) string {
	switch s := singular(strings.ToLower(w)); s {
	case "permanent", "spell", "card", "player", "opponent", "creature", "artifact", "enchantment", "land", "planeswalker", "battle", "source":
		return s
	}
	return ""
}

func singular(w string) string {
	if strings.HasSuffix(w, "ies") {
		return strings.TrimSuffix(w, "ies") + "y"
	}
	if strings.HasSuffix(w, "s") && w != "sorceries" {
		return strings.TrimSuffix(w, "s")
	}
	return w
}

func wordsText(g []*grammar.SelectorWord) string {
	var s []string
	for _, w := range g {
		s = append(s, w.Text)
	}
	return strings.Join(s, " ")
}

// event lowers a trigger event.
func (c *compiler) event(def *rt.CardDef, e *grammar.Event) *rt.Trigger {
	if e.Counters != nil {
		return c.counterRemovedEvent(e.Counters) // counters_removed.go
	}
	switch e.Verb.(type) {
	case *grammar.DrawsEvent, *grammar.DiscardsEvent:
		return c.causeEvent(e) // library.go
	case *grammar.CastEvent:
		if t := c.othersCast(e); t != nil {
			return t // "an opponent casts a spell" (library.go)
		}
	}
	t := &rt.Trigger{Event: rt.EventZoneChange}
	if _, cast := e.Verb.(*grammar.CastEvent); cast || isPlayerEvent(e.Verb) {
		// A player casts, gains life or taps for mana: the subject is
		// "you" (the default caster), "a player" or "an opponent".
		_, you := e.Subject.(*grammar.YouRef)
		s, indefinite := e.Subject.(*grammar.IndefiniteRef)
		if ep, ok := e.Subject.(*grammar.EnchantedPlayerRef); ok {
			c.enchantedPlayer(ep.Pos) // "whenever enchanted player casts a spell" (enchant_player.go)
			t.Caster = rt.EnchantedCaster
		} else if !you && !(indefinite && c.casterEvent(t, s)) { // castby.go
			c.errs.add(e.Subject.Position(), "only a player %s: expected \"you\", \"a player\", \"an opponent\" or \"enchanted player\" as what the trigger watches", playerVerbText(e.Verb))
		}
	} else {
		switch s := e.Subject.(type) {
		case *grammar.ThisRef:
			t.Self = true
		case *grammar.AttachedRef:
			t.Enchanted = true
		case *grammar.IndefiniteRef:
			if strings.EqualFold(s.Article, "another") {
				// "whenever another creature enters": not this object (Soul Warden)
				f, _ := c.selector(s.Selector, false)
				f.Other = true
				t.Filter = &f
				break
			}
			f := c.indefinite(s)
			t.Filter = &f
		case *grammar.YouRef:
			c.errs.add(e.Subject.Position(), "\"you\" is what a trigger watches only when a player casts, gains life or taps for mana")
		default:
			c.errs.add(e.Subject.Position(), "expected \"this\", \"enchanted creature\" or \"a …\" as what the trigger watches")
		}
	}
	if a, ok := e.Subject.(*grammar.AttachedRef); ok {
		c.attachedRef(a)
		switch e.Verb.(type) {
		case *grammar.LeavesEvent, *grammar.DiesEvent, *grammar.PutIntoGraveyardEvent:
		case *grammar.BecomesTargetEvent, *grammar.IsTappedForManaEvent: // event_triggers.go
		default:
			c.errs.add(e.Verb.Position(), "a trigger on what this is attached to is supported only when it leaves the battlefield, dies, is put into a graveyard, becomes the target of a spell or ability or is tapped for mana")
		}
	}
	switch v := e.Verb.(type) {
	case *grammar.EntersEvent:
		t.To = rt.Battlefield
		if v.UnderYourControl {
			if t.Filter != nil {
				t.Filter.Controller = rt.RelYou
			} else {
				c.errs.add(v.Pos, "\"enters under your control\" is supported only for \"a …\"")
			}
		}
	case *grammar.LeavesEvent:
		t.From = rt.Battlefield
	case *grammar.DiesEvent:
		t.From, t.To = rt.Battlefield, rt.Graveyard
		if t.Filter != nil {
			for i := range t.Filter.Alts {
				t.Filter.Alts[i].Zone = rt.Battlefield
			}
		}
	case *grammar.PutIntoGraveyardEvent:
		t.To = rt.Graveyard
		if w := v.Whose; w != nil {
			switch {
			case w.Owner:
				// the only graveyard a card can go to (400.3)
			case w.Your && t.Filter != nil:
				t.Filter.Owner = rt.RelYou // "a card is put into your graveyard": a card you own (400.3)
			default:
				c.errs.add(w.Pos, "is put into %s graveyard: write \"a graveyard\", or \"your graveyard\" after \"a …\"", possessiveText(w))
			}
		}
		if v.Anywhere {
			t.Anywhere = true
		} else {
			t.From = rt.Battlefield
		}
	case *grammar.AttacksEvent:
		t.Event = rt.EventAttacks
	case *grammar.BlocksEvent:
		t.Event = rt.EventBlocks
	case *grammar.BecomesBlockedEvent:
		t.Event = rt.EventBecomesBlocked
	case *grammar.DamageEvent:
		c.damageEvent(t, v) // damage_event.go
	case *grammar.BlockCreatureEvent:
		c.blockCreatureEvent(e, t, v) // block_events.go
	case *grammar.CombatDamageEvent:
		c.combatDamageEvent(t, v) // combatdamage.go
	case *grammar.CastEvent:
		t.Event = rt.EventCast
		if ir, ok := v.Object.(*grammar.IndefiniteRef); ok {
			f := c.indefinite(ir)
			for i := range f.Alts {
				f.Alts[i].Zone, f.Alts[i].Spell = rt.Stack, true
			}
			t.Filter = &f
		} else {
			c.errs.add(v.Object.Position(), "expected \"you cast a …\": which spells the trigger watches")
		}
	case *grammar.GainLifeEvent, *grammar.BecomesTargetEvent, *grammar.TapsForManaEvent, *grammar.IsTappedForManaEvent:
		c.m5Event(t, e) // event_verbs_m5.go
	default:
		c.errs.add(v.Position(), "this trigger event is not supported by the runtime yet")
	}
	return t
}

// condition lowers an intervening "if" (603.4).
func (c *compiler) condition(ctx *abilityCtx, cond *grammar.Condition) rt.Condition {
	switch t := cond.Test.(type) {
	case *grammar.WasKicked:
		switch cond.Subject.(type) {
		case *grammar.ItRef, *grammar.ThisRef:
		default:
			c.errs.add(cond.Subject.Position(), "only \"it\" or \"this\" can have been kicked")
		}
		if t.With == nil {
			return rt.Kicked{Index: -1}
		}
		want := c.manaCost(t.With).String()
		i := 0
		for _, k := range ctx.def.Keywords {
			if k.Name == "kicker" {
				if k.Cost.String() == want {
					return rt.Kicked{Index: i}
				}
				i++
			}
		}
		c.errs.add(t.With.Pos, "%s has no %s kicker", ctx.def.Name, want)
		return rt.Kicked{Index: -1}
	case *grammar.Controls:
		if _, you := cond.Subject.(*grammar.YouRef); !you {
			c.errs.add(cond.Subject.Position(), "only \"you control …\" is supported as a condition yet")
		}
		if t.Selector != nil {
			f, _ := c.selector(t.Selector, false)
			return rt.YouControl{Filter: f}
		}
		if ir, ok := t.Object.(*grammar.IndefiniteRef); ok {
			f := c.indefinite(ir)
			for _, m := range t.More { // "a Swamp or a Mountain": either will do
				g := c.indefinite(m)
				if !sameShared(f, g) {
					c.errs.add(m.Pos, "`you control a … or a …`: the alternatives can differ only in their kind yet")
				}
				f.Alts = append(f.Alts, g.Alts...)
			}
			return rt.YouControl{Filter: f}
		}
		if len(t.More) > 0 {
			c.errs.add(t.More[0].Pos, "`or a …` follows only `you control a …`")
		}
	case *grammar.CantSacrifice:
		return c.cantSacrifice(ctx, cond, t) // sacrifice_effect.go
	case *grammar.ActivatedTimes:
		return c.activatedTimes(ctx, cond, t) // activated_times.go
	case *grammar.IsOnBattlefield:
		if _, this := cond.Subject.(*grammar.ThisRef); !this {
			c.errs.add(cond.Subject.Position(), "only \"this is on the battlefield\" is supported as a condition yet")
		}
		return rt.OnBattlefield{}
	case *grammar.SourceIsTapped:
		return c.isTapped(cond, t) // library.go
	case *grammar.IsA:
		return c.isA(ctx, cond, t) // library.go
	case *grammar.SearchedFor:
		return c.searchedFor(ctx, cond, t) // card_name.go
	}
	c.errs.add(cond.Pos, "this condition is not supported by the runtime yet")
	return nil
}

// indefinite lowers "a SELECTOR" or "an SELECTOR" where one matching object
// is chosen or watched for. "another SELECTOR" (not this object) is
// refused: the runtime's filters can't exclude the source yet.
func (c *compiler) indefinite(ir *grammar.IndefiniteRef) rt.Filter {
	return c.indefiniteIn(ir, rt.ZoneNone)
}

// indefiniteIn is indefinite with a default zone for "card" (see
// selectorIn).
func (c *compiler) indefiniteIn(ir *grammar.IndefiniteRef, cardZone rt.Zone) rt.Filter {
	if strings.EqualFold(ir.Article, "another") {
		c.errs.add(ir.Pos, "%q: \"another\" (other than this object) is not supported here yet", c.text(ir.Pos, ir.Selector.EndPos))
	}
	f, _ := c.selectorIn(ir.Selector, false, cardZone)
	return f
}

// sameShared reports whether two filters have the same shared constraints
// (all but their alternatives), so that their alternatives can be merged.
func sameShared(a, b rt.Filter) bool {
	a.Alts, b.Alts = nil, nil
	return reflect.DeepEqual(a, b)
}

// playerVerbText names what a player does in a trigger event whose
// subject is a player.
func playerVerbText(v grammar.EventVerb) string {
	switch v.(type) {
	case *grammar.CastEvent:
		return "casts spells"
	case *grammar.GainLifeEvent:
		return "gains life"
	}
	return "taps permanents for mana"
}
