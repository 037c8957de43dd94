// Package autoplay is a seeded automatic player for mtgs games. It answers
// every decision at random and chooses its actions among those the
// runtime lists as legal (runtime.Game.LegalActions); the targets and
// modes it then picks at random may still be refused, which changes
// nothing. The same seed replays the same game.
//
// It plays legally, not well: it is for running decks against each other,
// for soak-testing the runtime, and as an example of driving a Game.
package autoplay

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/mtgs/mtgs/internal/pcgdraw"
	rt "github.com/mtgs/mtgs/runtime"
)

// Player plays every seat of a game.
type Player struct {
	pcg pcgdraw.PCG // the player's stream (rand.PCG's), reseeded by Reset
	rng *rand.Rand  // over pcg: draw.go draws its numbers from pcg directly
	// Check, if set, is called whenever a player holds priority and the
	// automatic player is about to act; an error it returns stops the
	// game and is returned by Play. Soak tests check the runtime's
	// invariants with it (runtime.Game.CheckInvariants).
	Check func(g *rt.Game) error
	// Strict makes Play fail when the runtime refuses or leaves out of
	// LegalActions an action the rules say is legal: playing a land from
	// hand in its owner's main phase with an empty stack and no land
	// played yet this turn (305.1, 305.2).
	Strict bool
	err    error
	order  []int // walkHand's buffer for the order of the hand
	// lands and casts hold the indices of the listed land plays and
	// casts, for walkHand; elsewhere says whether a cast from elsewhere
	// than a hand was listed, activate which kinds of activation were
	// (sortActions).
	lands, casts []int
	elsewhere    bool
	activate     uint8         // activations and manaActivations, each if one is listed
	foundIn      []int         // castsOf's buffer
	held         []heldBack    // each seat's count of the cards in hand that draw whether to hold back, by seat
	opps         []rt.PlayerID // attack's buffer for the opponents
	chosen       []rt.ObjRef   // attack's buffer for the attackers chosen
	attacks      []rt.Attack   // attack's buffer for the declaration
	cands        []bottomCand  // bottom's buffer for the cards it weighs
}

// What sortActions notes of the activations listed, each a bit of
// Player.activate: some that are not of mana abilities, which
// tryAbilities may take, and some of mana abilities, of which it takes
// none.
const (
	activations uint8 = 1 << iota
	manaActivations
)

// perm is newPerm(n) in p's buffer, valid until the next call.
func (p *Player) perm(n int) []int {
	p.order = p.permInto(p.order, n)
	return p.order
}

// New returns a player whose choices follow seed: they come from the
// seed's player stream, runtime.NewRand(seed, runtime.StreamPlayer), which
// is separate from the game's own randomness (runtime.Game.SetSeed), so
// a game seeded with the same number replays exactly.
func New(seed uint64) *Player {
	p := &Player{}
	p.pcg.Seed(seed, rt.StreamPlayer) // what rt.NewRand(seed, rt.StreamPlayer) draws
	p.rng = rand.New(&p.pcg)
	return p
}

// Reset makes p choose as New(seed) would, for the next game, without
// allocating: its source is reseeded in place and its buffers kept. The
// host's settings, Check and Strict, are kept; an error of the last game
// is forgotten.
func (p *Player) Reset(seed uint64) {
	p.pcg.Seed(seed, rt.StreamPlayer)
	p.err = nil
}

// IntN returns a random number in [0, n) from the player's stream.
func (p *Player) IntN(n int) int { return p.intN(n) }

// TakesDefault implements runtime.DefaultTaker: Decide answers every
// payment and every choice of the mana spent with its Default, so the
// runtime takes those itself.
func (p *Player) TakesDefault(k rt.DecisionKind) bool {
	return k == rt.ChoosePayment || k == rt.ChooseSpend
}

// Decide implements runtime.Decider with random legal answers.
func (p *Player) Decide(g *rt.Game, d *rt.Decision) ([]int, error) { return p.DecideIn(g, d, nil) }

// DecideIn implements runtime.AnswerBorrower: it is Decide, building a
// choice of options (a random permutation's first ones) in buf's array
// when it has room.
func (p *Player) DecideIn(g *rt.Game, d *rt.Decision, buf []int) ([]int, error) {
	n := len(d.Options)
	switch d.Kind {
	case rt.ChooseYesNo:
		if p.intN(4) == 0 {
			return []int{1}, nil
		}
		return []int{0}, nil
	case rt.ChooseOrder:
		return p.newPerm(n), nil
	case rt.ChooseDamage:
		return d.Default, nil // lethal damage in order, the rest trampling over
	case rt.ChoosePayment:
		return d.Default, nil // the automatic payment: keeps flexible sources untapped
	case rt.ChooseSpend:
		return d.Default, nil // colorless mana first
	case rt.ChooseDivide:
		// 601.2d: 1 damage to each target, the rest to random ones.
		idx := make([]int, 0, d.Max)
		for i := 0; i < n && i < d.Max; i++ {
			idx = append(idx, i)
		}
		for len(idx) < d.Max && n > 0 {
			idx = append(idx, p.intN(n))
		}
		return idx, nil
	case rt.ChooseCardName:
		if len(d.Default) > 0 { // a name that matters to an opponent's permanent (runtime/card_name.go)
			return d.Default, nil
		}
	case rt.ChooseMulligan:
		return []int{keepOrMulligan(g, d.Player)}, nil
	case rt.ChooseBottom:
		return p.bottom(g, d), nil
	case rt.ChooseAttackers, rt.ChooseBlockers:
		return p.declaration(d), nil
	}
	k := min(d.Max, n)
	if k > d.Min {
		k = d.Min + p.intN(k-d.Min+1)
	}
	if k < d.Min {
		return nil, fmt.Errorf("autoplay: %q needs %d choices, only %d offered", d.Prompt, d.Min, n)
	}
	if cap(buf) < n {
		buf = make([]int, 0, n)
	}
	return p.permInto(buf, n)[:k], nil
}

// MaxActionsPerTurn is how many actions one turn may take before the game
// is taken to be caught in a loop of mandatory actions and drawn (104.4b).
const MaxActionsPerTurn = 20000

// Result says how a game ended.
type Result struct {
	Winner  rt.PlayerID // NoPlayer for a draw
	Turns   int
	Actions int
	Reason  string // how the game ended (runtime.Game.EndReason); empty if it was stopped by the turn limit
}

// Play plays g until it ends or maxTurns turns have been played. The game
// must already be set up (libraries, hands, turn); g.Decider is set to p.
func (p *Player) Play(g *rt.Game, maxTurns int) (Result, error) {
	g.Decider = p
	res := Result{Winner: rt.NoPlayer}
	var err error
	if res.Actions, err = p.run(g, maxTurns); err != nil {
		return res, err
	}
	res.Turns = g.Turn
	res.Reason = g.EndReason()
	if !g.Over() {
		res.Turns = g.Turn - 1 // stopped by the limit as this turn began
	}
	live := 0
	for _, pl := range g.Players {
		if !pl.Lost {
			live++
			res.Winner = pl.ID
		}
	}
	if live != 1 {
		res.Winner = rt.NoPlayer
	}
	return res, nil
}

// run is Play's loop: it takes actions until the game ends or turn
// maxTurns is over, and returns how many it took. The turn is compared
// with maxTurns only as it begins: a turn's actions are playTurn's.
func (p *Player) run(g *rt.Game, maxTurns int) (int, error) {
	actions := 0
	for !g.Over() && g.Turn <= maxTurns {
		n, err := p.playTurn(g)
		actions += n
		if err != nil {
			return actions, err
		}
	}
	return actions, nil
}

// playTurn takes actions in the turn under way until it ends or the game
// does, and returns how many it took: the game is drawn at the first
// action past MaxActionsPerTurn, which is counted. Only the turn and
// the player are kept across an action, so the loop holds little; a
// priority with nothing listed is taken in the loop itself.
func (p *Player) playTurn(g *rt.Game) (int, error) {
	if p.err != nil {
		return p.erred(g)
	}
	turn := g.Turn
	// One comparison a priority for the limit, Check and Strict: past
	// lim, which is 0 while either is set, the action count is compared
	// with the limit, Check is asked and act takes the action.
	lim := MaxActionsPerTurn
	if p.Check != nil || p.Strict {
		lim = 0
	}
	for n := 1; ; n++ {
		// act, with its path for a priority whose listing holds nothing
		// (most priorities) in line, so that such a priority makes no
		// call of the player's own: actOn's draws for the hand and the
		// pass, copied (a change to them must be made here and in actOn)
		var err error
		if n > lim {
			if n > MaxActionsPerTurn {
				g.EndInDraw(fmt.Sprintf("104.4b: %d actions in one turn; a loop of mandatory actions", MaxActionsPerTurn))
				return n, nil
			}
			if p.Check != nil && g.HasPriority(g.Priority) {
				if err := p.Check(g); err != nil {
					return n, err
				}
			}
			err = p.act(g)
		} else if me := g.Priority; g.Step-rt.DeclareAttackers <= rt.DeclareBlockers-rt.DeclareAttackers && me == g.Active && !combatDeclared(g) {
			err = p.act(g) // a declaration may wait (declare)
		} else if acts := g.LegalPlaysView(me, rt.ListOptions{NoManaTaps: true}); len(acts) != 0 {
			err = p.actOn(g, me, acts)
		} else {
			st := g.Players[me].HandStamp()
			var h heldBack
			if uint(me) < uint(len(p.held)) && p.held[me].stamp == st {
				h = p.held[me]
			} else {
				h = p.holdsAt(me, st, g.ZoneCards(rt.Hand, me))
			}
			if h.n > 0 || h.size > 2 || pcgdraw.Is32bit && h.size > 0 {
				if pcgdraw.Is32bit || !p.pcg.TrySkipShuffleThen(h.size, h.n) {
					p.skipHeld(me)
				}
			} else if h.size == 2 {
				p.pcg.Uint64()
			}
			err = g.Pass(me)
		}
		if err != nil { // p.err among them: actOn returns it (erred)
			return n, err
		}
		if g.Over() || g.Turn != turn {
			return n, nil
		}
	}
}

// combatDeclared reports, in a declare step, whether its declaration
// has been made: attackers in the declare attackers step, blockers in
// the declare blockers step. Until it has, a declaration may wait for the
// active player (declare); once it has, a priority there is any other.
func combatDeclared(g *rt.Game) bool {
	attackers, blockers := g.CombatDeclared()
	if g.Step == rt.DeclareAttackers {
		return attackers
	}
	return blockers
}

// erred is playTurn for a p that holds the error of a Strict check
// from before (Reset forgets it): one action, and then that error. The
// loop does not look at p.err: actOn, the only path that sets it,
// returns it.
//
//go:noinline
func (p *Player) erred(g *rt.Game) (int, error) {
	if p.Check != nil && g.HasPriority(g.Priority) {
		if err := p.Check(g); err != nil {
			return 1, err
		}
	}
	if err := p.act(g); err != nil {
		return 1, err
	}
	return 1, p.err
}

// Step takes one action for Actor(g): the declaration a declare step
// waits for, or an action of the player with priority, or a pass. Play is
// Step until the game ends; a test replays a seeded game to any point
// with it. If g has no Decider, p becomes it; a host that plays some
// seats itself leaves its own Decider, which passes the decisions of the
// other seats to p (see Actor).
func (p *Player) Step(g *rt.Game) error {
	if g.Decider == nil {
		g.Decider = p
	}
	if err := p.act(g); err != nil {
		return err
	}
	return p.err
}

// Actor returns the player who acts next: the defending player while the
// declaration of blockers waits (509.1), otherwise the player with
// priority. A host that plays one seat itself and lets p play the others
// calls p.Step when Actor is not its seat and answers its own seat's
// decisions, passing the rest to p.Decide.
func Actor(g *rt.Game) rt.PlayerID {
	if def, ok := g.DeclaringBlockers(); ok && g.Priority == g.Active {
		return def
	}
	return g.Priority
}

// act takes one action for the player with priority, or passes. It
// chooses among the actions the runtime lists as legal (LegalActions).
func (p *Player) act(g *rt.Game) error {
	me := g.Priority
	// the declare steps, where a declaration may wait, in one test
	if g.Step-rt.DeclareAttackers <= rt.DeclareBlockers-rt.DeclareAttackers {
		if ok, err := p.declare(g, me); ok {
			return err
		}
	}
	// The plays are read in place, not copied: only the land plays, casts
	// and activations are looked at, and passing is Pass's. acts is read
	// only, and only until the action taken changes the game.
	acts := g.LegalPlaysView(me, rt.ListOptions{NoManaTaps: true}) // it never taps for mana: costs are paid as they are
	return p.actOn(g, me, acts)
}

// declare makes the declaration that waits for me in a declare step, if
// one does, and reports whether it did: act's path in those steps, kept
// out of it.
//
//go:noinline
func (p *Player) declare(g *rt.Game, me rt.PlayerID) (bool, error) {
	attackersDone, _ := g.CombatDeclared()
	if g.Step == rt.DeclareAttackers && !attackersDone && me == g.Active && len(g.Stack()) == 0 {
		return true, p.attack(g, me)
	}
	if def, ok := g.DeclaringBlockers(); ok && me == g.Active {
		return true, p.block(g, def)
	}
	return false, nil
}

// actOn is act once the declarations are made, given acts, the plays
// listed for me: a land or a spell from hand if one is allowed, else an
// ability sometimes, else a pass. playTurn's loop takes a priority with
// nothing listed itself, but under Check or Strict.
//
//go:noinline
func (p *Player) actOn(g *rt.Game, me rt.PlayerID, acts []rt.Action) error {
	p.sortActions(acts)
	// A land or a spell from hand if one is allowed: the hand is walked
	// in random order (walkHand). With nothing to play or cast the walk
	// would only draw — the hand's order and, for each nonland card,
	// whether to hold it back — so those draws are made without it, that
	// a seed plays the same game however its listings are found. The
	// hand's size and the count of those cards are kept while the hand
	// holds the same cards (heldBack): the hand itself is not looked at.
	// playTurn's loop makes the same draws in line.
	if len(p.lands) > 0 || len(p.casts) > 0 || p.Strict {
		hand := g.ZoneCards(rt.Hand, me)
		if len(hand) > 0 && p.walkHand(g, me, acts, hand) || p.elsewhere && p.tryElsewhere(g, me, acts) {
			return p.err // set by walkHand if a Strict check failed
		}
	} else {
		st := g.Players[me].HandStamp()
		var h heldBack
		if uint(me) < uint(len(p.held)) && p.held[me].stamp == st {
			h = p.held[me]
		} else {
			h = p.holdsAt(me, st, g.ZoneCards(rt.Hand, me))
		}
		// A hand of one or two cards with none to hold back draws
		// nothing, or once for the order of its two places (bounded by
		// 2, a power of two: one number, never redrawn), made here:
		// cheaper than a call. An empty hand draws nothing.
		if h.n > 0 || h.size > 2 || pcgdraw.Is32bit && h.size > 0 {
			// the draws in line but where one might be redrawn: then
			// skipHeld makes them one at a time (h is p.held[me])
			if pcgdraw.Is32bit || !p.pcg.TrySkipShuffleThen(h.size, h.n) {
				p.skipHeld(me)
			}
		} else if h.size == 2 {
			p.pcg.Uint64()
		}
	}
	if p.activate&activations != 0 {
		if p.tryAbilities(g, me, acts) {
			return nil
		}
	} else if p.activate != 0 {
		// The draws tryAbilities makes where acts lists no activation it
		// could take, none but mana abilities' (tryAbilities takes only
		// the others): for each object with an activation listed,
		// whether to try it, and for a try which of its activated
		// abilities, none of which is then taken. The object is looked
		// up only for a try.
		var last rt.ObjRef
		for k := range acts {
			a := &acts[k]
			if a.Kind != rt.ActActivate || a.Object == last {
				continue
			}
			r := a.Object
			last = r
			if listedBefore(acts[:k], r) || p.of3(p.pcg.Uint64()) != 0 {
				continue
			}
			if n := activated(g, r); n > 0 {
				p.of(p.pcg.Uint64(), n)
			}
		}
	}
	return g.Pass(me)
}

// heldBack is a seat's hand size and count of the cards in its hand that
// each draw whether to be held back (holds), kept while the hand's stamp
// holds: the two read only which cards the hand holds, their definitions
// and whether each has an object, and none of these changes while no
// card enters or leaves the hand.
type heldBack struct {
	stamp rt.HandStamp
	size  int
	n     int
}

// holdsAt counts holds(hand) for me's hand at stamp st and keeps it with
// the hand's size: the rare path, kept out of playTurn and actOn.
//
//go:noinline
func (p *Player) holdsAt(me rt.PlayerID, st rt.HandStamp, hand []*rt.Card) heldBack {
	if uint(me) >= uint(len(p.held)) {
		p.held = append(p.held, make([]heldBack, int(me)+1-len(p.held))...)
	}
	h := heldBack{st, len(hand), holds(hand)}
	p.held[me] = h
	return h
}

// skipHeld draws what skipPerm draws for me's hand as p.held[me] keeps
// it: the path where a draw might be redrawn, kept out of playTurn and
// actOn.
//
//go:noinline
func (p *Player) skipHeld(me rt.PlayerID) {
	h := p.held[me]
	p.skipPerm(h.size, h.n)
}

// holds counts the nonland cards with an object in hand: those for
// which walkHand draws whether to hold them back.
func holds(hand []*rt.Card) int {
	n := 0
	for _, c := range hand {
		// hasType in line for a card of one type, as most are; a
		// land draws nothing, with an object or without
		if ts := c.Def.Types; len(ts) == 1 {
			if ts[0] != "Land" && c.Obj != nil {
				n++
			}
		} else if !hasType(ts, "Land") && c.Obj != nil {
			n++
		}
	}
	return n
}

// castsOf returns the indices in acts of the casts of r (among p.casts),
// in p's buffer: valid until the next call.
func (p *Player) castsOf(acts []rt.Action, r rt.ObjRef) []int {
	out := p.foundIn[:0]
	for _, i := range p.casts {
		if acts[i].Object == r {
			out = append(out, i)
		}
	}
	p.foundIn = out
	return out
}

// landPlayOf returns the index in acts of the first play of land r
// (among p.lands), or -1.
func (p *Player) landPlayOf(acts []rt.Action, r rt.ObjRef) int {
	for _, i := range p.lands {
		if acts[i].Object == r {
			return i
		}
	}
	return -1
}

// take takes a listed action, reporting whether the runtime accepted it.
// It may still refuse one: the targets and modes the player picks at
// random need not be among those that make it legal.
func (p *Player) take(g *rt.Game, me rt.PlayerID, a *rt.Action) bool {
	return g.TakeListed(me, a) == nil
}

// sortActions notes what kinds of plays acts lists, in one pass: the
// land plays and the casts by index (lands, casts: each card of the hand
// looks among these rather than among every listed action, and a
// battlefield of lands lists a mana ability for each), whether a card may
// be cast from elsewhere than a hand and whether an ability may be
// activated.
func (p *Player) sortActions(acts []rt.Action) {
	p.lands, p.casts, p.elsewhere, p.activate = p.lands[:0], p.casts[:0], false, 0
	for i := range acts {
		switch a := &acts[i]; a.Kind {
		case rt.ActPlayLand:
			p.lands = append(p.lands, i)
		case rt.ActCast:
			p.casts = append(p.casts, i)
			p.elsewhere = p.elsewhere || a.From != rt.Hand
		case rt.ActActivate:
			if a.Mana {
				p.activate |= manaActivations
			} else {
				p.activate |= activations
			}
		}
	}
}

// tryElsewhere casts a card from somewhere other than its owner's hand —
// with flashback from the graveyard, or as an effect allows — sometimes.
func (p *Player) tryElsewhere(g *rt.Game, me rt.PlayerID, acts []rt.Action) bool {
	for k := range acts { // by index: an Action is large to copy
		if a := &acts[k]; a.Kind == rt.ActCast && a.From != rt.Hand && p.intN(2) == 0 && p.take(g, me, a) {
			return true
		}
	}
	return false
}

// tryAbilities activates a non-mana activated ability, sometimes. Each
// object with activated abilities gets at most one try per priority, in
// the order the listing first names them.
func (p *Player) tryAbilities(g *rt.Game, me rt.PlayerID, acts []rt.Action) bool {
	var last rt.ObjRef    // the object of the last activation looked at
	for k := range acts { // by index: an Action is large to copy
		a := &acts[k]
		if a.Kind != rt.ActActivate || a.Object == last {
			continue
		}
		r := a.Object
		last = r
		if listedBefore(acts[:k], r) {
			continue
		}
		// The listing lists an activation of r's object o from its
		// abilities (g.Abilities) as the game is now (a refused take
		// changes nothing), so o is in the game and has at least one
		// activated ability: the draw of whether to try o comes first,
		// and o is looked up and its abilities counted only for a try.
		if p.of3(p.pcg.Uint64()) != 0 {
			continue
		}
		n := activated(g, r)
		if n == 0 {
			continue
		}
		// The ways listed to activate o's ability i, tried in order: none
		// comes before k, the first activation of o listed.
		i := p.of(p.pcg.Uint64(), n)
		for j := k; j < len(acts); j++ {
			if a := &acts[j]; a.Kind == rt.ActActivate && a.Object == r && a.Ability == i && !a.Mana && p.take(g, me, a) {
				return true
			}
		}
	}
	return false
}

// activated counts the activated abilities of r's object, 0 if r names
// none.
func activated(g *rt.Game, r rt.ObjRef) int {
	o := g.Object(r)
	if o == nil {
		return 0
	}
	n := 0
	for _, ab := range g.Abilities(o) {
		if ab.Kind == rt.ActivatedAbility {
			n++
		}
	}
	return n
}

// listedBefore reports whether acts lists an activation of r.
func listedBefore(acts []rt.Action, r rt.ObjRef) bool {
	for i := range acts {
		if a := &acts[i]; a.Kind == rt.ActActivate && a.Object == r {
			return true
		}
	}
	return false
}

// walkHand plays a land or casts a spell from hand, reporting whether it
// did something: the hand is walked in random order, and each listed way
// of casting a spell (kicked or not) is chosen at random. It is act's
// walk when something may be played or cast, kept apart, with what it
// needs of the stack, so that the priorities with nothing to play pay for
// none of it.
func (p *Player) walkHand(g *rt.Game, me rt.PlayerID, acts []rt.Action, hand []*rt.Card) bool {
	for _, i := range p.perm(len(hand)) {
		c := hand[i]
		if c.Obj == nil {
			continue
		}
		r := c.Obj.Ref
		if hasType(c.Def.Types, "Land") {
			if k := p.landPlayOf(acts, r); k >= 0 {
				if err := g.TakeListed(me, &acts[k]); err == nil {
					return true
				} else if p.Strict && p.err == nil {
					p.err = fmt.Errorf("autoplay: turn %d: playing %s was listed as legal but refused: %v", g.Turn, c.Def.Name, err)
					return true
				}
				continue
			}
			if p.Strict && p.err == nil && g.Active == me && (g.Step == rt.Main1 || g.Step == rt.Main2) && len(g.Stack()) == 0 && g.Players[me].LandsPlayed == 0 && !g.Over() {
				p.err = fmt.Errorf("autoplay: turn %d: playing %s is legal (305.1, 305.2) but not listed", g.Turn, c.Def.Name)
				return true
			}
			continue
		}
		if p.of3(p.pcg.Uint64()) == 0 && !hasType(c.Def.Types, "Instant") {
			continue // hold some spells back, so games differ
		}
		casts := p.castsOf(acts, r)
		if len(casts) == 0 {
			continue
		}
		if p.take(g, me, &acts[casts[p.of(p.pcg.Uint64(), len(casts))]]) {
			return true
		}
	}
	return false
}

func isRefusal(err error) bool {
	var re *rt.RuleError
	return errors.As(err, &re)
}

func hasType(ts []string, t string) bool {
	for _, x := range ts {
		if x == t {
			return true
		}
	}
	return false
}

// attack declares a random set of the creatures that can attack.
func (p *Player) attack(g *rt.Game, me rt.PlayerID) error {
	p.opps = g.AppendOpponents(p.opps[:0], me)
	opp := p.opps
	decl, ok := g.Declaration(me) // read in place: an Action is large to copy
	if len(opp) == 0 || !ok || decl.Kind != rt.ActDeclareAttackers {
		return g.Pass(me)
	}
	chosen := p.chosen[:0] // the player's buffers: the runtime keeps neither list
	for _, o := range decl.AttackOptions {
		if p.of3(p.pcg.Uint64()) > 0 {
			chosen = append(chosen, o.Creature)
		}
	}
	p.chosen = chosen
	defender := opp[p.of(p.pcg.Uint64(), len(opp))]
	attacks := p.attacks[:0]
	for _, o := range decl.AttackOptions {
		if !slices.Contains(chosen, o.Creature) {
			continue
		}
		// A creature that may attack a planeswalker does so half the time
		// (506.2); the stream is drawn from only when there is one, so
		// games without planeswalkers replay as they did.
		if len(o.Planeswalkers) > 0 && p.intN(2) == 0 {
			attacks = append(attacks, rt.Attack{Creature: o.Creature, Planeswalker: o.Planeswalkers[p.intN(len(o.Planeswalkers))]})
		} else if slices.Contains(o.Defenders, defender) {
			attacks = append(attacks, rt.Attack{Creature: o.Creature, Defender: defender})
		}
	}
	if p.attacks = attacks; len(attacks) > 0 { // none is nil, as it was
		decl.Attacks = attacks
	}
	if err := g.TakeListed(me, &decl); err != nil {
		if !isRefusal(err) {
			return err
		}
		// The creatures that must attack (508.1d), else none.
		decl.Attacks = nil
		for _, c := range g.MustAttack(me, opp[0]) {
			decl.Attacks = append(decl.Attacks, rt.Attack{Creature: c, Defender: opp[0]})
		}
		if err := g.TakeListed(me, &decl); !isRefusal(err) {
			return err
		}
		decl.Attacks = nil
		return g.TakeListed(me, &decl)
	}
	return nil
}

// block has defending player def block some attackers at random.
func (p *Player) block(g *rt.Game, def rt.PlayerID) error {
	decl, ok := g.Declaration(def)
	if !ok || decl.Kind != rt.ActDeclareBlockers {
		return g.Pass(g.Priority)
	}
	for _, o := range decl.BlockOptions {
		if p.intN(2) == 0 {
			first := p.intN(len(o.Attackers))
			bl := rt.Block{Blocker: o.Blocker, Attackers: []rt.ObjRef{o.Attackers[first]}}
			// A creature that can block several attackers (509.1a)
			// sometimes blocks some more.
			if limit := g.BlockLimit(o.Blocker); limit > 1 && len(o.Attackers) > 1 && p.intN(2) == 0 {
				for i, at := range o.Attackers {
					if i != first && len(bl.Attackers) < limit && p.intN(2) == 0 {
						bl.Attackers = append(bl.Attackers, at)
					}
				}
			}
			decl.Blocks = append(decl.Blocks, bl)
		}
	}
	if err := g.TakeListed(def, &decl); err != nil {
		if !isRefusal(err) {
			return err
		}
		// The blocks the attackers require (509.1c), else none.
		decl.Blocks = nil
		for b, a := range g.RequiredBlocks(def) {
			decl.Blocks = append(decl.Blocks, rt.Block{Blocker: b, Attackers: []rt.ObjRef{a}})
		}
		if err := g.TakeListed(def, &decl); !isRefusal(err) {
			return err
		}
		decl.Blocks = nil
		return g.TakeListed(def, &decl)
	}
	return nil
}

// keepOrMulligan keeps a hand of seven with two to five lands (103.5),
// and any hand once the player is down to four cards or fewer: 0 keeps,
// 1 takes a mulligan.
func keepOrMulligan(g *rt.Game, p rt.PlayerID) int {
	hand := g.ZoneCards(rt.Hand, p)
	lands := 0
	for _, c := range hand {
		if hasType(c.Def.Types, "Land") {
			lands++
		}
	}
	if (lands >= 2 && lands <= 5) || g.Players[p].Mulligans >= 3 {
		return 0
	}
	return 1
}

// bottomCand is a card bottom may put on the bottom: its option's index,
// whether it is a land, its mana value, and whether it is chosen.
type bottomCand struct {
	i    int
	mv   int
	land bool
	used bool
}

// bottom chooses the cards to put on the bottom after mulligans: lands
// while more than half of what stays would be lands, else the spells
// with the greatest mana value. The cards are weighed in p's buffer; the
// answer is a new slice, the caller's to keep.
func (p *Player) bottom(g *rt.Game, d *rt.Decision) []int {
	cs := p.cands[:0]
	lands := 0
	for i, o := range d.Options {
		obj := g.Object(o.Target.Obj)
		if obj == nil {
			continue
		}
		c := bottomCand{i: i, land: hasType(obj.Card.Def.Types, "Land"), mv: obj.Card.Def.ManaCost.ManaValue()}
		if c.land {
			lands++
		}
		cs = append(cs, c)
	}
	p.cands = cs
	var out []int
	if d.Min > 0 && len(cs) > 0 { // else no card is chosen: the answer stays nil
		out = make([]int, 0, d.Min)
	}
	keep := len(cs) - d.Min
	for len(out) < d.Min {
		wantLand := lands*2 > keep
		best := -1
		for j := range cs {
			c := &cs[j]
			switch {
			case c.used:
			case best < 0:
				best = j
			case (c.land == wantLand) != (cs[best].land == wantLand):
				if c.land == wantLand {
					best = j
				}
			case c.mv > cs[best].mv:
				best = j
			}
		}
		if best < 0 {
			break
		}
		cs[best].used = true
		if cs[best].land {
			lands--
		}
		out = append(out, cs[best].i)
	}
	return out
}

// declaration answers a declaration asked as a decision (Game.Declare):
// each creature, in random order, is declared with one of its options at
// random half of the time — creatures that must attack always.
func (p *Player) declaration(d *rt.Decision) []int {
	byCreature := map[rt.ObjRef][]int{}
	var order []rt.ObjRef
	for i, o := range d.Options {
		c := o.Target.Obj
		if _, ok := byCreature[c]; !ok {
			order = append(order, c)
		}
		byCreature[c] = append(byCreature[c], i)
	}
	must := map[rt.ObjRef]bool{}
	for _, i := range d.Default {
		must[d.Options[i].Target.Obj] = true
	}
	var idx []int
	for _, k := range p.newPerm(len(order)) {
		c := order[k]
		if must[c] || p.intN(2) == 0 {
			opts := byCreature[c]
			idx = append(idx, opts[p.intN(len(opts))])
		}
	}
	return idx
}

// BorrowsDecisions implements runtime.DecisionBorrower: Decide reads a
// decision only while it answers it, so the game may lend it the storage
// of its decisions.
func (p *Player) BorrowsDecisions() bool { return true }

// ReadsLabels implements runtime.LabelReader: Decide answers from how many
// options a decision has and what they stand for, never from their
// labels.
func (p *Player) ReadsLabels(rt.DecisionKind) bool { return false }
