package interp

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/mtgs/mtgs/grammar"
	"github.com/mtgs/mtgs/internal/textdiff"
	rt "github.com/mtgs/mtgs/runtime"
)

// scenarioCompiler checks one scenario and compiles its statements.
type scenarioCompiler struct {
	*compiler
	sc     *Scenario
	labels map[string]bool
	// the cards the set-up makes so far, counted before they are made
	setupCards int
	// the index in the set-up of the first card with each label and
	// lower-cased name
	firstByLabel, firstByName map[string]int
	names                     map[string]int // cards in the setup by name
	players                   map[string]int
	turnSetup                 *grammar.TurnSetup // the set-up's "turn" line, once read
	// the creature types of the known cards, lower-cased, as written;
	// made when an answer first needs it
	creatureTypes map[string]string
	// played: a statement other than a choice has been compiled, so the
	// game can no longer be started (game_rules.go)
	played bool
}

func (c *compiler) scenario(n *grammar.Scenario) *Scenario {
	sc := &Scenario{Name: n.Name, Pos: n.Pos, setup: setup{turn: 1, step: rt.Main1, life: map[int]int{}, mana: map[int]rt.ManaCost{}}}
	sc.setup.cardNames = c.lib.Names() // the names a player may choose (201.3, runtime/card_name.go)
	s := &scenarioCompiler{compiler: c, sc: sc, labels: map[string]bool{}, names: map[string]int{}, players: map[string]int{},
		firstByLabel: map[string]int{}, firstByName: map[string]int{}}
	acting := false
	var turn *grammar.TurnSetup
	for i := 0; i < len(n.Stmts); i++ {
		st := n.Stmts[i]
		if su, ok := st.(grammar.Setup); ok {
			if acting {
				c.errs.add(st.Position(), "set-up must come before the first action or expectation")
			}
			if t, ok := su.(*grammar.TurnSetup); ok {
				turn, s.turnSetup = t, t
			}
			s.setupStmt(su)
			continue
		}
		acting = true
		if b, ok := st.(*grammar.BlockAction); ok {
			// Consecutive block statements are one declaration (509.1).
			group := []*grammar.BlockAction{b}
			for i+1 < len(n.Stmts) {
				next, ok := n.Stmts[i+1].(*grammar.BlockAction)
				if !ok {
					break
				}
				group = append(group, next)
				i++
			}
			sc.steps = append(sc.steps, step{pos: st.Position(), run: s.blocks(group)})
			continue
		}
		if a, ok := st.(*grammar.AttackAction); ok {
			// Consecutive attack statements are one declaration (508.1):
			// creatures attacking different players or planeswalkers.
			group := []*grammar.AttackAction{a}
			for i+1 < len(n.Stmts) {
				next, ok := n.Stmts[i+1].(*grammar.AttackAction)
				if !ok {
					break
				}
				group = append(group, next)
				i++
			}
			sc.steps = append(sc.steps, step{pos: st.Position(), run: s.attacks(group)})
			continue
		}
		if f := s.stmt(st); f != nil {
			sc.steps = append(sc.steps, step{pos: st.Position(), run: f})
		}
	}
	if len(sc.setup.players) < 2 {
		c.errs.add(n.Pos, "scenario %q needs two players: expected \"players Alice, Bob\"", n.Name)
		return nil
	}
	if turn != nil {
		s.inRange(turn.Pos, "the turn number", turn.Turn, 1, rt.MaxNumber)
		sc.setup.turn = turn.Turn
		sc.setup.active = s.player(turn.Pos, turn.Player)
		sc.setup.step = s.scenarioStep(turn.Step)
	}
	for _, cd := range sc.setup.cards {
		if cd.attachTo != "" {
			s.checkRef(cd.pos, cd.attachTo)
			s.checkPlayerAttachment(cd)
		}
	}
	return sc
}

func (s *scenarioCompiler) player(pos lexer.Position, name string) int {
	p, ok := s.players[name]
	if !ok {
		s.errs.add(pos, "unknown player %q: the players are %s", name, strings.Join(s.sc.setup.players, ", "))
	}
	return p
}

func (s *scenarioCompiler) scenarioStep(st *grammar.ScenarioStep) rt.Step {
	v, ok := rt.ParseStep(string(st.Name))
	if !ok {
		s.errs.add(st.Pos, "unknown step %q", st.Name)
	}
	return v
}

func (s *scenarioCompiler) setupStmt(st grammar.Setup) {
	su := &s.sc.setup
	if s.stickerSetupStmt(st) {
		return
	}
	switch st := st.(type) {
	case *grammar.PlayersSetup:
		if su.players != nil {
			// A second list would renumber the seats the first named.
			s.errs.add(st.Pos, "the players are listed once: a scenario has one players line")
			return
		}
		players := st.Players
		if len(players) > MaxPlayers {
			s.errs.add(st.Pos, "a scenario has at most %d players, got %d", MaxPlayers, len(players))
			players = players[:MaxPlayers]
		}
		su.players = make([]string, 0, len(players))
		for i, p := range players {
			// The log writes players by name (runtime.CheckPlayerName),
			// and set-up and actions name them.
			if err := rt.CheckPlayerName(p.Name); err != nil {
				s.errs.add(p.Pos, "%v", err)
			}
			if _, dup := s.players[p.Name]; dup {
				s.errs.add(p.Pos, "player %q is listed twice", p.Name)
			} else {
				s.players[p.Name] = i
			}
			su.players = append(su.players, p.Name)
		}
	case *grammar.TurnSetup:
		// Read after all players are known.
	case *grammar.LifeSetup:
		s.gameNumber(st.Pos, "a life total", st.Life)
		su.life[s.player(st.Pos, st.Player)] = st.Life
	case *grammar.ManaSetup:
		su.mana[s.player(st.Pos, st.Player)] = s.manaCostOf(st.Mana, "the mana")
	case *grammar.ZoneSetup:
		owner := s.player(st.Pos, st.Player)
		zone, _ := rt.ParseZone(st.Zone)
		for _, spec := range st.Cards {
			n := 1
			if spec.Count != nil {
				n = *spec.Count
			}
			// Counts are checked before any card is made.
			if n < 1 || n > MaxCopies {
				s.errs.add(spec.Pos, "a set-up entry holds 1 to %d copies, got %d", MaxCopies, n)
				continue
			}
			if s.setupCards += n; s.setupCards > MaxCards {
				if s.setupCards-n <= MaxCards {
					s.errs.add(spec.Pos, "the set-up has more than %d cards", MaxCards)
				}
				continue
			}
			def, token := s.setupDef(spec)
			if def == nil {
				continue
			}
			if token && zone != rt.Battlefield {
				s.errs.add(spec.Pos, "a token can only be set up on the battlefield: anywhere else it would cease to exist (704.5d)")
			}
			if spec.Label != "" {
				if n != 1 {
					s.errs.add(spec.Pos, "a label names one card, but this line makes %d", n)
				}
				if s.labels[spec.Label] {
					s.errs.add(spec.Pos, "label %q is bound twice", spec.Label)
				}
				s.labels[spec.Label] = true
			}
			if zone != rt.Battlefield && (spec.Tapped || spec.Sick || spec.Entered || spec.AttachedTo != nil) {
				s.errs.add(spec.Pos, "only permanents on the battlefield can be tapped, summoning sick, entered this turn or attached")
			}
			counters := map[string]int{}
			for _, cs := range spec.Counters {
				if s.gameNumber(cs.Pos, "a number of counters", cs.Count) {
					counters[cs.Counter] += cs.Count
					if n := counters[cs.Counter]; n > rt.MaxNumber {
						s.gameNumber(cs.Pos, "a number of counters", n)
						counters[cs.Counter] = rt.MaxNumber
					}
				}
			}
			// One entry for all n copies: the set-up's memory grows with
			// its entries, not with the cards they make.
			cd := setupCard{pos: spec.Pos, def: def, count: n, owner: owner, zone: zone, label: spec.Label, tapped: spec.Tapped, sick: spec.Sick,
				entered: spec.Entered, token: token, counters: counters}
			if spec.AttachedTo != nil {
				cd.attachTo = refName(spec.AttachedTo)
			}
			if _, ok := s.firstByLabel[cd.label]; !ok && cd.label != "" {
				s.firstByLabel[cd.label] = len(su.cards)
			}
			if _, ok := s.firstByName[strings.ToLower(def.Name)]; !ok {
				s.firstByName[strings.ToLower(def.Name)] = len(su.cards)
			}
			su.cards = append(su.cards, cd)
			s.names[strings.ToLower(def.Name)] += n
		}
	}
}

// setupDef returns the definition of a set-up entry's card and whether it
// is a token: a card of the library, a token copy of one ("NAME" token),
// or a token described like a token-making effect's ("1/1 white Soldier
// creature token"), named by its subtypes and "Token" (111.4).
func (s *scenarioCompiler) setupDef(spec *grammar.CardSpec) (*rt.CardDef, bool) {
	if t := spec.Token; t != nil {
		d := s.tokenDef(&grammar.CreateToken{Pos: t.Pos, PT: t.PT, Words: t.Words, Keywords: t.Keywords})
		s.checkStarTokens() // no ability can define a set-up token's power and toughness
		return d, true
	}
	def, ok := s.lib.Card(spec.Name)
	if !ok {
		s.errs.add(spec.Pos, "unknown card %q%s", spec.Name, s.suggest(spec.Name))
		return nil, false
	}
	return def, spec.NamedToken
}

func refName(r *grammar.CardRef) string {
	if r.Label != "" {
		return r.Label
	}
	return r.Name
}

// checkRef checks that a card reference names exactly one card of the set-up.
func (s *scenarioCompiler) checkRef(pos lexer.Position, ref string) {
	if s.labels[ref] {
		return
	}
	switch n := s.names[strings.ToLower(ref)]; {
	case n == 1:
	case n > 1:
		s.errs.add(pos, "%q is ambiguous: the set-up has %d cards of that name; bind one with \"as LABEL\"", ref, n)
	default:
		if s.tokens[strings.ToLower(ref)] {
			return // a token some card can create: found by name when it exists
		}
		if _, ok := s.lib.Card(ref); ok {
			s.errs.add(pos, "card %q is not in this scenario's set-up", ref)
		} else if _, isPlayer := s.players[ref]; !isPlayer {
			s.errs.add(pos, "%q is neither a label, a card of the set-up nor a player", ref)
		}
	}
}

func (s *scenarioCompiler) cardRef(r *grammar.CardRef) string {
	name := refName(r)
	s.checkRef(r.Pos, name)
	return name
}

func (s *scenarioCompiler) actor(pos lexer.Position, name string) int {
	if name == "" {
		return -1
	}
	return s.player(pos, name)
}

// stmt compiles an action or expectation.
func (s *scenarioCompiler) stmt(st grammar.Stmt) func(*run) error {
	defer s.notePlayed(st) // game_rules.go
	switch st := st.(type) {
	case *grammar.Expect:
		return s.expect(st.Check)
	case grammar.Action:
		return s.action(st)
	}
	s.errs.add(st.Position(), "unexpected statement")
	return nil
}

func (s *scenarioCompiler) targets(t *grammar.Targets) []string {
	if t == nil {
		return nil
	}
	var out []string
	for _, r := range t.Refs {
		if _, isPlayer := s.players[refName(r)]; isPlayer && !s.labels[refName(r)] {
			out = append(out, refName(r))
			continue
		}
		out = append(out, s.cardRef(r))
	}
	return out
}

func (s *scenarioCompiler) action(a grammar.Action) func(*run) error {
	switch a := a.(type) {
	case *grammar.CastAction:
		actor := s.actor(a.Pos, a.Actor)
		card := s.cardRef(a.Card)
		targets := s.targets(a.Targets)
		// Without a "kicked" clause the kicker costs are the "choose"
		// lines' to answer (nil), as modes and targets are.
		var kicked []int
		if def, ok := s.cardDef(card); ok && a.Kicked != nil {
			kicked = []int{}
			for _, k := range a.Kicked {
				want := s.manaCost(k).String()
				idx, i := -1, 0
				for _, kw := range def.Keywords {
					if kw.Name == "kicker" {
						if kw.Cost.String() == want {
							idx = i
						}
						i++
					}
				}
				if idx < 0 {
					s.errs.add(k.Pos, "%s has no %s kicker", def.Name, want)
				}
				kicked = append(kicked, idx)
			}
		}
		x := 0
		if a.X != nil && s.gameNumber(a.Pos, "X", *a.X) {
			x = *a.X
		}
		modes := a.Mode // nil: the caster is asked (601.2b)
		for _, m := range modes {
			s.inRange(a.Pos, "a mode number", m, 1, rt.MaxNumber)
		}
		return func(r *run) error {
			p, o, err := r.actorAndObj(actor, card)
			if err != nil {
				return err
			}
			var ts []rt.Target
			if targets != nil {
				if ts, err = r.targetList(targets); err != nil {
					return err
				}
			}
			// Kicker is a decision of the caster's (601.2b): the
			// "kicked" clause answers it, and a cast that never asks
			// it has not been kicked as the line says.
			r.kicks = kicked
			_, err = r.g.Cast(rt.CastRequest{Player: p, Card: o.Ref, TargetList: ts, X: x, Modes: modes, Flashback: a.Flashback})
			unused := r.kicks != nil
			r.kicks = nil
			if err == nil && unused {
				return r.answerFailed(a.Kicked[0].Pos, "expected the cast to ask which kicker costs to pay, as its \"kicked\" clause answers, got no such choice")
			}
			return err
		}
	case *grammar.ActivateAction:
		actor := s.actor(a.Pos, a.Actor)
		card := s.cardRef(a.Card)
		targets := s.targets(a.Targets)
		idx := 0
		if a.Ability != nil && s.inRange(a.Pos, "an ability number", *a.Ability, 1, rt.MaxNumber) {
			idx = *a.Ability - 1
		}
		return func(r *run) error {
			p, o, err := r.actorAndObj(actor, card)
			if err != nil {
				return err
			}
			var ts [][]rt.Target
			if targets != nil {
				group, err := r.targetList(targets)
				if err != nil {
					return err
				}
				ts = [][]rt.Target{group}
			}
			return r.g.Activate(p, o.Ref, idx, ts)
		}
	case *grammar.PlayAction:
		actor := s.actor(a.Pos, a.Actor)
		card := s.cardRef(a.Card)
		return func(r *run) error {
			p, o, err := r.actorAndObj(actor, card)
			if err != nil {
				return err
			}
			return r.g.PlayLand(p, o.Ref)
		}
	case *grammar.TapForManaAction:
		actor := s.actor(a.Pos, a.Actor)
		card := s.cardRef(a.Card)
		return func(r *run) error {
			p := rt.PlayerID(actor)
			if actor < 0 {
				p = r.g.Priority
			}
			o, err := r.obj(card)
			if err != nil {
				return err
			}
			return r.g.TapForMana(p, o.Ref)
		}
	case *grammar.PassAction:
		return func(r *run) error { return r.g.PassAll() }
	case *grammar.ResolveAction:
		return func(r *run) error {
			if len(r.g.Stack()) == 0 {
				return failf("expected something on the stack to resolve, got an empty stack")
			}
			for i := 0; i < 100 && len(r.g.Stack()) > 0; i++ {
				if err := r.g.PassAll(); err != nil {
					return err
				}
				if !a.All {
					break
				}
			}
			return nil
		}
	case *grammar.GotoAction:
		target := s.scenarioStep(a.Step)
		switch target {
		case rt.Untap:
			s.errs.add(a.Step.Pos, "no player receives priority in the untap step (502.4), so a scenario can't stop there")
		case rt.Cleanup:
			s.errs.add(a.Step.Pos, "players receive priority in the cleanup step only when something happens in it (514.3a), so goto can't stop there: pass from the end step, then expect step cleanup")
		}
		next := a.NextTurn
		return func(r *run) error {
			start := r.g.Turn
			for i := 0; i < 200; i++ {
				if len(r.g.Stack()) > 0 {
					return &stop{fmt.Sprintf("goto %s stopped at the %s: the stack is not empty (%s)", target, r.g.Step, stackNames(r.g))}
				}
				if err := r.g.PassAll(); err != nil {
					return err
				}
				if r.g.Step == target && (!next || r.g.Turn > start) {
					return nil
				}
				if r.g.Over() {
					return &stop{"the game ended before " + target.String()}
				}
			}
			return &stop{"goto " + target.String() + " never got there"}
		}
	case *grammar.AttackAction:
		return s.attacks([]*grammar.AttackAction{a})
	case *grammar.BlockAction:
		return s.blocks([]*grammar.BlockAction{a})
	case *grammar.DeclareNoneAction:
		return s.declareNone(a)
	case *grammar.StickerChoice:
		return s.stickerChoice(a)
	case *grammar.StartGameAction:
		return s.startGame(a) // game_rules.go
	case *grammar.ChooseAction:
		actor := s.actor(a.Pos, a.Actor)
		var answers []answer
		for _, an := range a.Answers {
			answers = append(answers, s.answer(an, actor, a.Actor))
		}
		return func(r *run) error {
			r.answers = append(r.answers, answers...)
			return nil
		}
	}
	s.errs.add(a.Position(), "unsupported action")
	return nil
}

// kickerAnswer compiles the costs of a "kicked" answer (702.33), each
// the cost of a kicker keyword of some card of the set-up: only those
// cards can be cast, and a spell's kickers are its card's.
func (s *scenarioCompiler) kickerAnswer(costs []*grammar.ManaCost) []string {
	var out []string
	for _, k := range costs {
		want := s.manaCost(k).String()
		found := false
		for _, cd := range s.sc.setup.cards {
			for _, kw := range cd.def.Keywords {
				found = found || kw.Name == "kicker" && kw.Cost.String() == want
			}
		}
		if !found {
			s.errs.add(k.Pos, "no card of the set-up has a %s kicker to pay", want)
		}
		out = append(out, want)
	}
	return out
}

// answer compiles one answer of a "choose" line; actor is the player who
// must be making the decision it answers, or -1.
func (s *scenarioCompiler) answer(an *grammar.Answer, actor int, actorName string) answer {
	x := answer{pos: an.Pos, actor: actor, actorName: actorName, yes: an.Yes, no: an.No, player: an.Player}
	switch {
	case an.Mode != nil:
		if s.inRange(an.Pos, "a mode number", *an.Mode, 1, rt.MaxNumber) {
			x.mode = *an.Mode
		}
	case an.Player != "":
		s.player(an.Pos, an.Player)
	case an.CardName != nil:
		x.isName = true
		x.name = *an.CardName
		if def, ok := s.lib.Card(x.name); ok {
			x.name = def.Name
		} else if !s.tokens[strings.ToLower(x.name)] {
			s.errs.add(an.Pos, "unknown card name %q%s", x.name, s.suggest(x.name))
		}
	case an.Replacement != nil:
		x.replacement = *an.Replacement
		if strings.TrimSpace(x.replacement) == "" {
			s.errs.add(an.Pos, "expected words of a replacement effect's text after \"replacement\", got an empty string")
		}
	case an.AbilityOf != nil:
		x.abilityOf = s.cardRef(an.AbilityOf)
	case an.Kicked != nil:
		x.kicked = s.kickerAnswer(an.Kicked)
	case an.Number != nil:
		x.isNumber = true
		if s.gameNumber(an.Pos, "a chosen number", *an.Number) {
			x.number = *an.Number
		}
	case an.Card != nil:
		name := refName(an.Card)
		lower := strings.ToLower(name)
		_, isPlayer := s.players[name]
		switch {
		case an.Card.Name != "" && isPlayer && s.names[lower] == 0:
			x.player = name
		case an.Card.Name != "": // a quoted name: a card of the set-up
			x.ref = s.cardRef(an.Card)
		case s.labels[name] || s.names[lower] > 0 || s.tokens[lower]:
			x.ref = s.cardRef(an.Card)
		case isPlayer:
			x.player = name
		}
		// A bare word may also be a color or a creature type; the
		// decision it answers says which reading counts.
		if an.Card.Name == "" {
			if col, ok := rt.ParseColor(lower); ok && len(lower) > 1 {
				x.color = col.String()
			} else if lower == "colorless" {
				x.color = lower // colorless mana, for a payment or the mana spent (scenario.go)
			} else if t, ok := s.creatureType(lower); ok {
				x.creature = t
			}
			if t, ok := rt.BasicLandType(lower); ok {
				x.landType = t // a basic land type (chosen.go)
			}
		}
		if x.ref == "" && x.player == "" && x.color == "" && x.creature == "" && x.landType == "" {
			s.errs.add(an.Pos, "%q is neither a label, a card of the set-up, a player, a color, colorless nor a creature type of a known card", name)
		}
	}
	return x
}

// creatureType looks a word up among the creature types of the known
// cards (the library's cards, the cards the files define and the tokens
// of the set-up) and returns it as those cards write it.
func (s *scenarioCompiler) creatureType(lower string) (string, bool) {
	if s.creatureTypes == nil {
		s.creatureTypes = map[string]string{}
		add := func(d *rt.CardDef) {
			if hasType(d, "Creature") || hasType(d, "Kindred") {
				for _, st := range d.Subtypes {
					s.creatureTypes[strings.ToLower(st)] = st
				}
			}
		}
		for _, n := range s.lib.Names() {
			d, _ := s.lib.Card(n)
			add(d)
		}
		for _, sc := range s.sc.setup.cards {
			add(sc.def)
		}
	}
	t, ok := s.creatureTypes[lower]
	return t, ok
}

// blocks compiles consecutive block statements into one declaration of
// blockers: all blocks are declared at once (509.1).
func (s *scenarioCompiler) blocks(bs []*grammar.BlockAction) func(*run) error {
	actor := s.actor(bs[0].Pos, bs[0].Actor)
	type block struct {
		attacker string
		blockers []string
	}
	var list []block
	for _, b := range bs {
		if b.Actor != bs[0].Actor {
			s.errs.add(b.Pos, "blocks declared together must have the same actor")
		}
		bl := block{attacker: s.cardRef(b.Attacker)}
		for _, ref := range b.Blockers {
			bl.blockers = append(bl.blockers, s.cardRef(ref))
		}
		list = append(list, bl)
	}
	return func(r *run) error {
		if err := r.advanceTo(rt.DeclareBlockers); err != nil {
			return err
		}
		p := rt.PlayerID(actor)
		if d, ok := r.g.DeclaringBlockers(); actor < 0 && ok {
			p = d // the defending player who declares next (509.1)
		} else if actor < 0 {
			p = r.g.Opponents(r.g.Active)[0]
		}
		// A blocker named on several lines blocks each of those
		// attackers (509.1a: a creature that can block more than one).
		var blocks []rt.Block
		for _, bl := range list {
			ao, err := r.obj(bl.attacker)
			if err != nil {
				return err
			}
			for _, b := range bl.blockers {
				bo, err := r.obj(b)
				if err != nil {
					return err
				}
				i := slices.IndexFunc(blocks, func(x rt.Block) bool { return x.Blocker == bo.Ref })
				if i < 0 {
					blocks = append(blocks, rt.Block{Blocker: bo.Ref})
					i = len(blocks) - 1
				}
				blocks[i].Attackers = append(blocks[i].Attackers, ao.Ref)
			}
		}
		return r.g.DeclareBlocks(p, blocks)
	}
}

// declareNone compiles "declares no attackers" or "declares no
// blockers": the empty declaration of the player who is to declare, or of
// the actor, which the runtime refuses if that player is not the one to
// make it now (508.1, 509.1) or a requirement demands attackers or
// blockers (508.1d, 509.1c).
func (s *scenarioCompiler) declareNone(a *grammar.DeclareNoneAction) func(*run) error {
	actor := s.actor(a.Pos, a.Actor)
	advance := declareNoneAdvance(a)
	return func(r *run) error {
		if err := advance(r); err != nil {
			return err
		}
		p := rt.PlayerID(actor)
		if a.Attackers {
			if actor < 0 {
				p = r.g.Active
			}
			d := rt.NoPlayer
			if opps := r.g.Opponents(p); len(opps) > 0 {
				d = opps[0] // an empty declaration attacks no one: the player its requirements are checked against (508.1d)
			}
			return r.g.DeclareAttackers(p, nil, d)
		}
		if d, ok := r.g.DeclaringBlockers(); actor < 0 && ok {
			p = d // the defending player who declares next (509.1)
		} else if opps := r.g.Opponents(r.g.Active); actor < 0 && len(opps) > 0 {
			p = opps[0]
		}
		return r.g.DeclareBlocks(p, nil)
	}
}

// declareNoneAdvance moves a scenario on to the step whose declaration
// "declares no attackers" or "declares no blockers" makes, as attack and
// block lines do: from before combat to the declare attackers step, and
// from it, once creatures attack, to the declare blockers step. Elsewhere
// it stays, and the runtime refuses the declaration citing the rule.
func declareNoneAdvance(a *grammar.DeclareNoneAction) func(*run) error {
	if a.Attackers {
		return func(r *run) error {
			if r.g.Step < rt.DeclareAttackers {
				return r.advanceTo(rt.DeclareAttackers)
			}
			return nil
		}
	}
	return func(r *run) error {
		if attackers, _ := r.g.CombatDeclared(); r.g.Step == rt.DeclareAttackers && attackers && len(r.g.Attacking()) > 0 {
			return r.advanceTo(rt.DeclareBlockers)
		}
		return nil
	}
}

// cardDef returns the definition of the card a reference names: the
// first card of the set-up with that label or name.
func (s *scenarioCompiler) cardDef(ref string) (*rt.CardDef, bool) {
	i, ok := s.firstByLabel[ref]
	if j, ok2 := s.firstByName[strings.ToLower(ref)]; ok2 && (!ok || j < i) {
		i, ok = j, true
	}
	if !ok {
		return nil, false
	}
	return s.sc.setup.cards[i].def, true
}

// actor returns the acting player, first passing priority to them if
// another player holds it (117.3d). It refuses if passing would resolve
// the top of the stack or end the step. While a declaration of attackers
// or blockers is due no player has priority, and a pass would stand for
// declaring none (508.1, 509.1): it passes nothing, and the runtime
// refuses what needs priority.
func (r *run) actor(p int) (rt.PlayerID, error) {
	if p < 0 {
		return r.g.Priority, nil
	}
	want := rt.PlayerID(p)
	if _, due := r.g.DeclarationDue(); due {
		return want, nil
	}
	for i := 0; i < len(r.g.Players) && r.g.Priority != want; i++ {
		if r.g.PassesInRow()+1 >= len(r.g.Players) {
			return 0, &stop{fmt.Sprintf("%s can't act: %s has priority, and passing it would let everyone pass", r.g.PlayerName(want), r.g.PlayerName(r.g.Priority))}
		}
		if err := r.g.Pass(r.g.Priority); err != nil {
			return 0, err
		}
	}
	return want, nil
}

// actorAndObj gives the actor priority and finds the object a card
// reference names.
func (r *run) actorAndObj(actor int, card string) (rt.PlayerID, *rt.Object, error) {
	p, err := r.actor(actor)
	if err != nil {
		return 0, nil, err
	}
	o, err := r.obj(card)
	return p, o, err
}

// advanceTo passes with an empty stack until the game reaches step st.
func (r *run) advanceTo(st rt.Step) error {
	for i := 0; i < 20 && r.g.Step < st; i++ {
		if len(r.g.Stack()) > 0 {
			return &stop{fmt.Sprintf("can't move on to the %s: the stack is not empty (%s)", st, stackNames(r.g))}
		}
		if err := r.g.PassAll(); err != nil {
			return err
		}
	}
	if r.g.Step != st {
		return &stop{fmt.Sprintf("expected to reach the %s, got the %s", st, r.g.Step)}
	}
	return nil
}

func (r *run) targetList(refs []string) ([]rt.Target, error) {
	var ts []rt.Target
	for _, ref := range refs {
		if p, ok := r.g.PlayerByName(ref); ok && r.labels[ref] == nil {
			ts = append(ts, rt.Target{Player: p})
			continue
		}
		o, err := r.obj(ref)
		if err != nil {
			return nil, err
		}
		ts = append(ts, rt.Target{Obj: o.Ref, Player: rt.NoPlayer})
	}
	return ts, nil
}

func stackNames(g *rt.Game) string {
	st := g.Stack()
	var names []string
	for i := len(st) - 1; i >= 0; i-- {
		names = append(names, g.ItemName(st[i]))
	}
	return strings.Join(names, ", ")
}

// expect compiles an expectation.
func (s *scenarioCompiler) expect(e grammar.Expectation) func(*run) error {
	switch e := e.(type) {
	case *grammar.ExpectStackEmpty:
		return func(r *run) error {
			if len(r.g.Stack()) > 0 {
				return failf("expected an empty stack, got %s", stackNames(r.g))
			}
			return nil
		}
	case *grammar.ExpectStack:
		want := strings.Join(e.Items, ", ")
		return func(r *run) error {
			if got := stackNames(r.g); got != want {
				if got == "" {
					got = "an empty stack"
				}
				return failf("expected stack %s, got %s", want, got)
			}
			return nil
		}
	case *grammar.ExpectLog:
		texts := append([]string{e.Text}, e.Then...)
		return func(r *run) error {
			// Each text in a line after the line of the text before it.
			at, n := -1, 0
			for _, text := range texts {
				i := slices.IndexFunc(r.g.Log()[at+1:], func(l string) bool { return strings.Contains(l, text) })
				if i < 0 {
					break
				}
				at += 1 + i
				n++
			}
			switch {
			case n == len(texts) && e.No && len(texts) == 1:
				return failf("expected no log line containing %q, got one", e.Text)
			case n == len(texts) && e.No:
				return failf("expected no log lines containing %s in that order, got them", quoteList(texts))
			case n == len(texts) || e.No:
				return nil
			case n == 0:
				return failf("expected a log line containing %q, got none", e.Text)
			}
			return failf("expected a log line containing %q after the line %q, got none after it", texts[n], r.g.Log()[at])
		}
	case *grammar.ExpectRefused:
		act := s.action(e.Action)
		if act == nil {
			return nil
		}
		prep := s.prepare(e.Action)
		return func(r *run) error {
			if err := prep(r); err != nil {
				return err
			}
			before := r.g.Dump()
			err := act(r)
			var re *rt.RuleError
			if !errors.As(err, &re) {
				if err == nil {
					return &stop{fmt.Sprintf("expected the action to be refused citing %s, got it done", e.Rule)}
				}
				return failf("expected a refusal citing %s, got %v", e.Rule, err)
			}
			if re.Rule != e.Rule && !strings.HasPrefix(re.Rule, e.Rule) {
				return failf("expected a refusal citing %s, got %v", e.Rule, re)
			}
			if after := r.g.Dump(); after != before {
				return &stop{"expected the refused action to leave the game unchanged, got a changed state:\n" + textdiff.Lines(before, after, "  ", 0)}
			}
			return nil
		}
	case *grammar.ExpectStep:
		want := s.scenarioStep(e.Step)
		return func(r *run) error {
			if r.g.Step != want {
				return failf("expected the %s, got the %s", want, r.g.Step)
			}
			return nil
		}
	case *grammar.ExpectTurn:
		s.inRange(e.Pos, "the turn number", e.Turn, 1, rt.MaxNumber)
		p := s.player(e.Pos, e.Player)
		return func(r *run) error {
			if r.g.Turn != e.Turn || int(r.g.Active) != p {
				return failf("expected turn %d (%s), got turn %d (%s)", e.Turn, e.Player, r.g.Turn, r.g.PlayerName(r.g.Active))
			}
			return nil
		}
	case *grammar.ExpectCountIn:
		s.gameNumber(e.Pos, "a number of cards", e.Count)
		p := s.player(e.Pos, e.Player)
		zone, _ := rt.ParseZone(e.Zone)
		if _, ok := s.lib.Card(e.Name); !ok && !s.tokens[strings.ToLower(e.Name)] {
			s.errs.add(e.Pos, "unknown card %q%s", e.Name, s.suggest(e.Name))
		}
		return func(r *run) error {
			n := 0
			for _, c := range zoneCards(r.g, zone, rt.PlayerID(p)) {
				if strings.EqualFold(c.Def.Name, e.Name) {
					n++
				}
			}
			if n != e.Count {
				return failf("expected %d %q in %s's %s, got %d", e.Count, e.Name, e.Player, zone, n)
			}
			return nil
		}
	case *grammar.ExpectZoneCount:
		s.gameNumber(e.Pos, "a number of cards", e.Count)
		p := s.player(e.Pos, e.Player)
		zone, _ := rt.ParseZone(e.Zone)
		return func(r *run) error {
			if n := len(zoneCards(r.g, zone, rt.PlayerID(p))); n != e.Count {
				return failf("expected %s's %s to have %d cards, got %d", e.Player, zone, e.Count, n)
			}
			return nil
		}
	case *grammar.ExpectTickets:
		return s.expectTickets(e)
	case *grammar.ExpectHandRevealed:
		return s.expectHandRevealed(e) // library.go
	case *grammar.ExpectLife:
		s.gameNumber(e.Pos, "a life total", e.Life)
		p := s.player(e.Pos, e.Player)
		return func(r *run) error {
			if got := r.g.Players[p].Life; got != e.Life {
				return failf("expected %s at %d life, got %d", e.Player, e.Life, got)
			}
			return nil
		}
	case *grammar.ExpectMana:
		p := s.player(e.Pos, e.Player)
		var want rt.ManaPool
		if e.Mana != nil {
			m := s.manaCostOf(e.Mana, "the mana")
			for c, n := range m.Colored {
				want[c] += n
			}
			want[rt.Colorless] += m.Generic // as the set-up's mana: {2} is two colorless mana
		}
		return func(r *run) error {
			if got := r.g.Players[p].Pool; got != want {
				return failf("expected %s's mana pool to hold %v, got %v", e.Player, want, got)
			}
			return nil
		}
	case *grammar.ExpectCard:
		return s.cardCheck(s.cardRef(e.Card), e.Check)
	}
	s.errs.add(e.Position(), "unsupported expectation")
	return nil
}

// quoteList renders texts as "A" then "B".
func quoteList(texts []string) string {
	q := make([]string, len(texts))
	for i, t := range texts {
		q[i] = strconv.Quote(t)
	}
	return strings.Join(q, " then ")
}

// prepare returns what must happen before an action can be tried: giving
// the actor priority, or moving on to the combat step it belongs to. An
// expected refusal is checked against the state after this.
func (s *scenarioCompiler) prepare(a grammar.Action) func(*run) error {
	actor := ""
	switch a := a.(type) {
	case *grammar.CastAction:
		actor = a.Actor
	case *grammar.ActivateAction:
		actor = a.Actor
	case *grammar.PlayAction:
		actor = a.Actor
	case *grammar.AttackAction:
		return func(r *run) error { return r.advanceTo(rt.DeclareAttackers) }
	case *grammar.BlockAction:
		return func(r *run) error { return r.advanceTo(rt.DeclareBlockers) }
	case *grammar.DeclareNoneAction:
		return declareNoneAdvance(a)
	}
	p := s.actor(a.Position(), actor)
	return func(r *run) error {
		_, err := r.actor(p)
		return err
	}
}

// zoneCards lists the cards in player p's zone: their own library, hand or
// graveyard; the permanents they control; the spells they control; the
// cards they own in exile or the command zone.
func zoneCards(g *rt.Game, z rt.Zone, p rt.PlayerID) []*rt.Card {
	if z.Owned() {
		return g.ZoneCards(z, p)
	}
	var out []*rt.Card
	for _, c := range g.ZoneCards(z, p) {
		if z == rt.Battlefield || z == rt.Stack {
			if c.Obj.Controller == p {
				out = append(out, c)
			}
		} else if c.Owner == p {
			out = append(out, c)
		}
	}
	return out
}

// attacks compiles consecutive attack statements into one declaration of
// attackers (508.1). Each statement's creatures attack its defender: a
// player, a planeswalker named by its label (506.2), or when none is
// given the first opponent of the attacking player.
func (s *scenarioCompiler) attacks(as []*grammar.AttackAction) func(*run) error {
	actor := s.actor(as[0].Pos, as[0].Actor)
	type line struct {
		attackers []string
		player    int    // -1: the first opponent, or a planeswalker
		walker    string // a planeswalker's label
	}
	var lines []line
	for _, a := range as {
		if a.Actor != as[0].Actor {
			s.errs.add(a.Pos, "attacks declared together must have the same actor")
		}
		l := line{player: -1}
		for _, ref := range a.Attackers {
			l.attackers = append(l.attackers, s.cardRef(ref))
		}
		if _, isPlayer := s.players[a.Defender]; a.Defender != "" && !isPlayer && s.labels[a.Defender] {
			l.walker = a.Defender
		} else if a.Defender != "" {
			l.player = s.player(a.Pos, a.Defender)
		}
		lines = append(lines, l)
	}
	return func(r *run) error {
		if err := r.advanceTo(rt.DeclareAttackers); err != nil {
			return err
		}
		p := rt.PlayerID(actor)
		if actor < 0 {
			p = r.g.Active
		}
		var attacks []rt.Attack
		for _, l := range lines {
			d := rt.PlayerID(l.player)
			if l.player < 0 {
				d = r.g.Opponents(p)[0]
			}
			var pw rt.ObjRef
			if l.walker != "" {
				o, err := r.obj(l.walker)
				if err != nil {
					return err
				}
				pw = o.Ref
			}
			cards, err := r.cardsOf(l.attackers)
			if err != nil {
				return err
			}
			for _, c := range cards {
				attacks = append(attacks, rt.Attack{Creature: c.Obj.Ref, Defender: d, Planeswalker: pw})
			}
		}
		if len(lines) == 1 && lines[0].walker == "" {
			refs := make([]rt.ObjRef, len(attacks))
			for i, at := range attacks {
				refs[i] = at.Creature
			}
			d := rt.PlayerID(lines[0].player)
			if d < 0 {
				d = r.g.Opponents(p)[0]
			}
			return r.g.DeclareAttackers(p, refs, d) // all at one player
		}
		return r.g.DeclareAttacks(p, attacks)
	}
}
