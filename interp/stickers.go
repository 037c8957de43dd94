package interp

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// This file checks and lowers stickers (123) and static permissions to
// cast spells from a zone (601.3a): sticker sheet declarations, "put a
// sticker on …", "you get {TK}", "with a name sticker on it",
// "stickered", "you own", "during each of your turns, you may cast …",
// "activate only as a sorcery", and the scenario statements for sheets,
// tickets, sticker choices and names.

// Sheet returns the sticker sheet of the library with the given name.
func (l *Library) Sheet(name string) (*rt.StickerSheet, bool) {
	s, ok := l.sheets[strings.ToLower(name)]
	return s, ok
}

// SheetNames lists the library's sticker sheets in alphabetical order.
func (l *Library) SheetNames() []string {
	var ns []string
	for _, s := range l.sheets {
		ns = append(ns, s.Name)
	}
	sort.Strings(ns)
	return ns
}

func (l *Library) addSheet(s *rt.StickerSheet) {
	if l.sheets == nil {
		l.sheets = map[string]*rt.StickerSheet{}
	}
	l.sheets[strings.ToLower(s.Name)] = s
}

// sheet checks a sticker sheet declaration and adds the sheet to the
// library.
func (c *compiler) sheet(n *grammar.Sheet) {
	key := strings.ToLower(n.Name)
	if c.definedSheets == nil {
		c.definedSheets = map[string]bool{}
	}
	if c.definedSheets[key] {
		c.errs.add(n.Pos, "sticker sheet %q is defined twice", n.Name)
	}
	c.definedSheets[key] = true
	sh := &rt.StickerSheet{Name: n.Name}
	for _, it := range n.Items {
		tickets := c.tickets(it.Tickets, "a ticket cost")
		kind := strings.ToLower(it.Kind)
		switch {
		case (kind == "name" || kind == "art") && len(it.Words) == 0,
			kind == "ability" && len(it.Keywords) == 0,
			kind == "pt" && it.PT == "":
			c.errs.add(it.Pos, "%s", map[string]string{
				"name":    `a name sticker line lists its words: name "Hot Dog", "Minotaur"`,
				"art":     `an art sticker line lists what the art shows: art "Balloon"`,
				"ability": `an ability sticker lists the keywords it grants: ability {TK}{TK}: flying`,
				"pt":      `a power/toughness sticker gives two numbers: pt {TK}{TK} 1/4`,
			}[kind])
			continue
		}
		switch kind {
		case "name", "art":
			k := rt.NameSticker
			if kind == "art" {
				k = rt.ArtSticker
			}
			for _, w := range it.Words {
				words := strings.Join(strings.Fields(w), " ")
				if words == "" {
					c.errs.add(it.Pos, "a %s needs at least one word (123.6a)", k)
					continue
				}
				sh.Stickers = append(sh.Stickers, &rt.Sticker{Kind: k, Words: words, Tickets: tickets})
			}
		case "ability":
			st := &rt.Sticker{Kind: rt.AbilitySticker, Tickets: tickets}
			var texts []string
			for _, k := range it.Keywords {
				kw, ok := c.keyword(k)
				if !ok {
					continue
				}
				switch kw.Name {
				case "flash", "kicker", "madness":
					// Casting reads these from the printed card.
					c.errs.add(k.Pos, "an ability sticker with %s is not supported yet: the runtime reads %s from the printed card as it is cast", kw.Name, kw.Name)
					continue
				}
				st.Keywords = append(st.Keywords, kw)
				texts = append(texts, kw.String())
			}
			st.Text = strings.Join(texts, ", ")
			sh.Stickers = append(sh.Stickers, st)
		case "pt":
			p, t, numeric := c.pt(it.Pos, it.PT)
			if !numeric {
				c.errs.add(it.Pos, "a power/toughness sticker has numbers, got %q (123.8)", it.PT)
			}
			sh.Stickers = append(sh.Stickers, &rt.Sticker{Kind: rt.PTSticker, Power: p, Toughness: t, Tickets: tickets})
		}
	}
	if len(n.Items) == 0 {
		c.errs.add(n.Pos, "sticker sheet %q has no stickers", n.Name)
	}
	c.lib.addSheet(sh)
}

// tickets reads a run of {TK} symbols: their number. what names it for
// messages.
func (c *compiler) tickets(m *grammar.ManaCost, what string) int {
	if m == nil {
		return 0
	}
	for _, s := range m.Symbols {
		if !strings.EqualFold(s, "TK") {
			c.errs.add(m.Pos, "%s is written in ticket symbols, {TK}, got {%s} (107.17)", what, s)
			return 0
		}
	}
	return len(m.Symbols)
}

// stickerAction lowers the clauses about stickers and tickets. handled is
// false for any other clause.
func (c *compiler) stickerAction(ctx *abilityCtx, cl *grammar.ActionClause) (e rt.Effect, handled bool) {
	switch p := cl.Predicate.(type) {
	case *grammar.PutSticker:
		e := rt.PutSticker{Kind: stickerKind(p.Kind)}
		if ir, ok := p.Object.(*grammar.IndefiniteRef); ok {
			e.Choose = c.indefinite(ir)
			e.ChooseText = c.text(ir.Pos, ir.Selector.EndPos)
		} else {
			e.What = c.objRef(ctx, p.Object)
		}
		return e, true
	case *grammar.GetTickets:
		n := c.tickets(p.Tickets, "what a player gets")
		return rt.GetTickets{Who: c.subjectPlayer(ctx, cl.Subject), Amount: rt.Const(n)}, true
	}
	return nil, false
}

func stickerKind(word string) rt.StickerKind {
	switch strings.ToLower(word) {
	case "name":
		return rt.NameSticker
	case "ability":
		return rt.AbilitySticker
	case "art":
		return rt.ArtSticker
	}
	return rt.AnySticker
}

// sorceryOnly lowers "activate only as a sorcery" (602.5d), which restricts
// the activated ability it is part of. It reports whether cl is that
// restriction.
func (c *compiler) sorceryOnly(ctx *abilityCtx, cl *grammar.ActionClause) bool {
	if _, ok := cl.Predicate.(*grammar.SorceryOnly); !ok {
		return false
	}
	if ctx.ab.Kind != rt.ActivatedAbility || ctx.ab.Cost.HasLoyalty {
		c.errs.add(cl.Pos, "\"activate only as a sorcery\" restricts an activated ability, and this is not one")
	} else if cl.Subject != nil || cl.May || cl.Dur() != nil || cl.Delayed != nil {
		c.errs.add(cl.Pos, "expected just \"activate only as a sorcery.\"")
	}
	ctx.ab.SorcerySpeed = true
	return true
}

// stickerConstraint lowers "with a name sticker on it" and "you own". It
// reports whether k is one of them.
func (c *compiler) stickerConstraint(k grammar.Constraint, f *rt.Filter, owner *rt.Rel) bool {
	switch k := k.(type) {
	case *grammar.StickerConstraint:
		f.Stickers = rt.StickerFilterFor(stickerKind(k.Kind))
	case *grammar.OwnerConstraint:
		*owner = rt.RelYou
	default:
		return false
	}
	return true
}

// stickerWord lowers the selector word "stickered" (123.4). It reports
// whether word is it.
func stickerWord(word string, f *rt.Filter) bool {
	if word != "stickered" {
		return false
	}
	f.Stickers = rt.WithAnySticker
	return true
}

// permission lowers a clause of a static ability that lets its controller
// cast spells from a zone (601.3a): "during each of your turns, you may
// cast a Zombie creature spell from your graveyard". It reports whether
// cl is one; the permission is added to a.
func (c *compiler) permission(a *rt.Ability, cl grammar.Clause) bool {
	dc, ok := cl.(*grammar.DuringClause)
	if !ok {
		if ac, ok := cl.(*grammar.ActionClause); ok {
			if _, isCast := ac.Predicate.(*grammar.Cast); isCast {
				c.errs.add(ac.Pos, "a static permission to cast spells says when: \"during each of your turns, you may cast a … spell from …\"")
				return true
			}
		}
		return false
	}
	ac := dc.Clause
	cast, isCast := ac.Predicate.(*grammar.Cast)
	if _, you := ac.Subject.(*grammar.YouRef); !isCast || !you || !ac.May {
		c.errs.add(ac.Pos, "expected \"you may cast a … spell from …\" after \"during each of your turns,\"")
		return true
	}
	if ac.Dur() != nil || ac.Delayed != nil || cast.WithoutPaying {
		c.errs.add(ac.Pos, "a permission to cast from a zone takes no duration, delay or \"without paying its mana cost\" yet")
	}
	ir, ok := cast.Object.(*grammar.IndefiniteRef)
	if !ok || strings.EqualFold(ir.Article, "another") {
		c.errs.add(cast.Object.Position(), "expected the spells it allows, such as \"a Zombie creature spell from your graveyard\"")
		return true
	}
	perm := &rt.CastPermission{YourTurns: dc.Your, Once: true, Text: c.phrase(dc.Pos, dc.EndPos)}
	var zone *grammar.ZoneRef
	for _, k := range ir.Selector.Constraints {
		if zc, ok := k.(*grammar.ZoneConstraint); ok {
			zone = zc.Zone
		}
	}
	if cast.From != nil {
		zone = cast.From
	}
	if zone == nil {
		c.errs.add(ir.Pos, "say where the spells are cast from: \"… from your graveyard\"")
		return true
	}
	from, _ := rt.ParseZone(zone.Zone)
	if from != rt.Graveyard && from != rt.Exile {
		c.errs.add(zone.Pos, "a static permission to cast spells from the %s is not supported: say \"from your graveyard\" or \"from exile\"", zone.Zone)
		return true
	}
	perm.From = from
	hasSpell := false
	for _, w := range ir.Selector.Words {
		if n := noun(w.Text); n == "spell" || n == "card" {
			hasSpell = true
		}
	}
	if !hasSpell {
		c.errs.add(ir.Selector.Pos, "say what is cast: \"a … spell\"")
		return true
	}
	perm.Filter = c.indefiniteIn(ir, from)
	if zone.Whose != nil && zone.Whose.Your {
		perm.Filter.Owner = rt.RelYou
	}
	a.Statics = append(a.Statics, rt.StaticEffect{Permit: perm})
	return true
}

// permissionGrant lowers "that spell gains haste" after a permission in the
// same static ability: what a spell cast with the permission gains, which
// the permanent it becomes keeps (611.3d, 400.7b). It reports whether cl
// is such a grant.
func (c *compiler) permissionGrant(a *rt.Ability, cl grammar.Clause) bool {
	ac, ok := cl.(*grammar.ActionClause)
	if !ok {
		return false
	}
	that, ok := ac.Subject.(*grammar.ThatRef)
	if !ok || that.Noun != "spell" {
		return false
	}
	var perm *rt.CastPermission
	if n := len(a.Statics); n > 0 {
		perm = a.Statics[n-1].Permit
	}
	if perm == nil {
		c.errs.add(ac.Pos, "\"that spell\" in a static ability refers to a spell cast with a permission just before it")
		return true
	}
	switch ac.Predicate.(type) {
	case *grammar.HasKeywords, *grammar.GetsPT:
	default:
		c.errs.add(ac.Predicate.Position(), "a spell cast with a permission can gain keywords or get +N/+N, nothing else yet")
		return true
	}
	c.refuseForEach(ac.Predicate) // for_each.go
	mods, _ := c.mods(ac.Predicate)
	for _, m := range mods {
		if ak, ok := m.(rt.AddKeywords); ok {
			for _, k := range ak.Keywords {
				if len(rt.KeywordAbilities(k)) > 0 {
					c.errs.add(ac.Predicate.Position(), "granting %s is not supported yet", k.Name)
				}
			}
		}
	}
	perm.Grant = append(perm.Grant, mods...)
	switch d := ac.Dur(); {
	case d == nil:
		perm.GrantDuration = rt.Forever // 611.3d: until the end of the game
	case d.EndOfTurn:
		perm.GrantDuration = rt.UntilEndOfTurn
	default:
		c.errs.add(d.Pos, "a grant to a spell cast with a permission lasts until end of turn or, unsaid, for the rest of the game")
	}
	if ac.May || ac.Delayed != nil {
		c.errs.add(ac.Pos, "expected \"that spell gains …\"")
	}
	return true
}

// stickerSetup is what a scenario's set-up says about stickers: each
// player's sheets (123.2c) and tickets.
type stickerSetup struct {
	sheets  map[int][]*rt.StickerSheet
	tickets map[int]int
}

func (s stickerSetup) apply(r *run) {
	for p, shs := range s.sheets {
		if err := r.g.GiveStickerSheets(rt.PlayerID(p), shs...); err != nil {
			panic("interp: sticker sheets checked at compile time are refused: " + err.Error())
		}
	}
	for p, n := range s.tickets {
		r.g.Players[p].Tickets = n
	}
}

// stickerSetupStmt compiles the set-up statements for sticker sheets and
// tickets. It reports whether st is one.
func (s *scenarioCompiler) stickerSetupStmt(st grammar.Setup) bool {
	su := &s.sc.setup.stickers
	switch st := st.(type) {
	case *grammar.StickerSheetsSetup:
		p := s.player(st.Pos, st.Player)
		if su.sheets == nil {
			su.sheets = map[int][]*rt.StickerSheet{}
		}
		for _, name := range st.Sheets {
			sh, ok := s.lib.Sheet(name)
			if !ok {
				s.errs.add(st.Pos, "unknown sticker sheet %q%s", name, suggestFrom(name, s.lib.SheetNames()))
				continue
			}
			for _, have := range su.sheets[p] {
				if have == sh {
					s.errs.add(st.Pos, "%s already has the sticker sheet %q: each sheet is unique (123.2a)", st.Player, sh.Name)
				}
			}
			su.sheets[p] = append(su.sheets[p], sh)
		}
	case *grammar.TicketsSetup:
		p := s.player(st.Pos, st.Player)
		s.gameNumber(st.Pos, "a number of tickets", st.Tickets)
		if su.tickets == nil {
			su.tickets = map[int]int{}
		}
		su.tickets[p] = st.Tickets
	default:
		return false
	}
	return true
}

// suggestFrom returns ` (did you mean "X"?)` for a misspelt name among
// names.
func suggestFrom(name string, names []string) string {
	best, bestD := "", 4
	for _, n := range names {
		if d := editDistance(strings.ToLower(n), strings.ToLower(name), bestD); d < bestD {
			best, bestD = n, d
		}
	}
	if best == "" {
		return ""
	}
	return " (did you mean \"" + best + "\"?)"
}

// stickerChoice compiles "choose sticker "WORDS" [after N words]": answers
// for the next choice of a sticker and of where a name sticker's words go.
func (s *scenarioCompiler) stickerChoice(a *grammar.StickerChoice) func(*run) error {
	actor := -1
	if a.Actor != "" {
		actor = s.player(a.Pos, a.Actor)
	}
	answers := []answer{{pos: a.Pos, actor: actor, actorName: a.Actor, sticker: a.Sticker, isSticker: true}}
	if a.After != nil {
		s.inRange(a.Pos, "a number of words", *a.After, 0, rt.MaxNumber)
		answers = append(answers, answer{pos: a.Pos, actor: actor, actorName: a.Actor, position: *a.After, isPosition: true})
	}
	return func(r *run) error {
		r.answers = append(r.answers, answers...)
		return nil
	}
}

// matchStickerOption returns the option of a sticker or name-position
// decision that answer a names, or -1; handled is false for other
// decisions.
func matchStickerOption(d *rt.Decision, a answer) (i int, handled bool) {
	switch d.Kind {
	case rt.ChooseSticker:
		if !a.isSticker {
			return -1, true
		}
		want := strings.ToLower(strconv.Quote(a.sticker))
		for i, o := range d.Options {
			if strings.HasSuffix(strings.ToLower(o.Label), " "+want) {
				return i, true
			}
		}
		return -1, true
	case rt.ChooseNamePosition:
		if !a.isPosition || a.position < 0 || a.position >= len(d.Options) {
			return -1, true
		}
		return a.position, true
	}
	return -1, false
}

// stickerAnswerText renders a sticker answer; ok is false for others.
func stickerAnswerText(a answer) (string, bool) {
	switch {
	case a.isSticker:
		return "sticker " + strconv.Quote(a.sticker), true
	case a.isPosition:
		return fmt.Sprintf("after %d word(s)", a.position), true
	}
	return "", false
}

// expectTickets compiles "expect PLAYER tickets N".
func (s *scenarioCompiler) expectTickets(e *grammar.ExpectTickets) func(*run) error {
	s.gameNumber(e.Pos, "a number of tickets", e.Tickets)
	p := s.player(e.Pos, e.Player)
	return func(r *run) error {
		if got := r.g.Players[p].Tickets; got != e.Tickets {
			return failf("expected %s to have %d {TK}, got %d", e.Player, e.Tickets, got)
		}
		return nil
	}
}

// isNamed checks an object's name, name stickers included (123.6).
func isNamed(ref string, ch *grammar.IsNamed) func(r *run, o *rt.Object, c rt.Chars) error {
	return func(r *run, o *rt.Object, c rt.Chars) error {
		if c.Name != ch.Name {
			return failf("expected %s to be named %q, got %q", ref, ch.Name, c.Name)
		}
		return nil
	}
}

// numberKeyword lowers a keyword that takes a number (afflict N, 702.130).
// Such a keyword stands for a triggered ability, which the runtime adds
// where the keyword is printed (a card, a token, an ability sticker) but
// not where an effect grants it.
func (c *compiler) numberKeyword(k *grammar.Keyword, kw rt.Keyword, granted bool) (rt.Keyword, bool) {
	switch {
	case k.N == nil:
		c.errs.add(k.Pos, "%s needs a number: expected \"%s N\"", kw.Name, kw.Name)
		return kw, false
	case k.Cost != nil || k.From != nil:
		c.errs.add(k.Pos, "%s takes a number, nothing else", kw.Name)
		return kw, false
	case granted:
		c.errs.add(k.Pos, "granting %s is not supported yet: the runtime adds its triggered ability only where it is printed", kw.Name)
		return kw, false
	}
	if !c.inRange(k.Pos, "the number of "+kw.Name, *k.N, 1, rt.MaxNumber) {
		return kw, false
	}
	kw.N = *k.N
	return kw, true
}
