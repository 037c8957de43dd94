// Package autoplay is a seeded automatic player for mtgs games. It answers
// every decision at random and takes actions by trying them: the runtime
// refuses illegal actions without changing anything, so a refused attempt
// costs nothing. The same seed replays the same game.
//
// It plays legally, not well: it is for running decks against each other,
// for soak-testing the runtime, and as an example of driving a Game.
package autoplay

import (
	"errors"
	"fmt"
	"math/rand/v2"

	rt "github.com/mtgs/mtgs/runtime"
)

// Player plays every seat of a game.
type Player struct {
	rng *rand.Rand
	// Check, if set, is called whenever a player holds priority and the
	// automatic player is about to act; an error it returns stops the
	// game and is returned by Play. Soak tests check the runtime's
	// invariants with it (runtime.Game.CheckInvariants).
	Check func(g *rt.Game) error
	// Strict makes Play fail when the runtime refuses an action the rules
	// say is legal: playing a land from hand in its owner's main phase
	// with an empty stack and no land played yet this turn (305.1, 305.2).
	Strict bool
	err    error
}

// New returns a player whose choices follow seed: they come from the
// seed's player stream, runtime.NewRand(seed, runtime.StreamPlayer), which
// is separate from the game's own randomness (runtime.Game.SetSeed), so
// a game seeded with the same number replays exactly.
func New(seed uint64) *Player {
	return &Player{rng: rt.NewRand(seed, rt.StreamPlayer)}
}

// IntN returns a random number in [0, n) from the player's stream.
func (p *Player) IntN(n int) int { return p.rng.IntN(n) }

// Decide implements runtime.Decider with random legal answers.
func (p *Player) Decide(g *rt.Game, d *rt.Decision) ([]int, error) {
	n := len(d.Options)
	switch d.Kind {
	case rt.ChooseYesNo:
		if p.rng.IntN(4) == 0 {
			return []int{1}, nil
		}
		return []int{0}, nil
	case rt.ChooseOrder:
		return p.rng.Perm(n), nil
	case rt.ChooseDamage:
		return d.Default, nil // lethal damage in order, the rest trampling over
	case rt.ChooseDivide:
		// 601.2d: 1 damage to each target, the rest to random ones.
		idx := make([]int, 0, d.Max)
		for i := 0; i < n && i < d.Max; i++ {
			idx = append(idx, i)
		}
		for len(idx) < d.Max && n > 0 {
			idx = append(idx, p.rng.IntN(n))
		}
		return idx, nil
	case rt.ChooseCardName:
		if len(d.Default) > 0 { // a name that matters to an opponent's permanent (runtime/card_name.go)
			return d.Default, nil
		}
	case rt.ChooseMulligan:
		return []int{keepOrMulligan(g, d.Player)}, nil
	case rt.ChooseBottom:
		return bottom(g, d), nil
	}
	k := min(d.Max, n)
	if k > d.Min {
		k = d.Min + p.rng.IntN(k-d.Min+1)
	}
	if k < d.Min {
		return nil, fmt.Errorf("autoplay: %q needs %d choices, only %d offered", d.Prompt, d.Min, n)
	}
	return p.rng.Perm(n)[:k], nil
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
	turn, inTurn := g.Turn, 0
	for !g.Over() && g.Turn <= maxTurns {
		res.Actions++
		if g.Turn != turn {
			turn, inTurn = g.Turn, 0
		}
		if inTurn++; inTurn > MaxActionsPerTurn {
			g.EndInDraw(fmt.Sprintf("104.4b: %d actions in one turn; a loop of mandatory actions", MaxActionsPerTurn))
			break
		}
		if p.Check != nil && g.HasPriority(g.Priority) {
			if err := p.Check(g); err != nil {
				return res, err
			}
		}
		if err := p.act(g); err != nil {
			return res, err
		}
		if p.err != nil {
			return res, p.err
		}
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

// act takes one action for the player with priority, or passes.
func (p *Player) act(g *rt.Game) error {
	me := g.Priority
	attackersDone, blockersDone := g.CombatDeclared()
	switch {
	case g.Step == rt.DeclareAttackers && !attackersDone && me == g.Active && len(g.Stack()) == 0:
		return p.attack(g, me)
	case g.Step == rt.DeclareBlockers && !blockersDone && me == g.Active && len(g.Stack()) == 0:
		return p.block(g)
	}
	if p.tryCards(g, me) || p.tryFlashback(g, me) || p.tryAbilities(g, me) {
		return nil
	}
	return g.Pass(me)
}

// tryFlashback casts a card with flashback from the graveyard, sometimes.
func (p *Player) tryFlashback(g *rt.Game, me rt.PlayerID) bool {
	for _, c := range g.ZoneCards(rt.Graveyard, me) {
		for _, k := range c.Def.Keywords {
			if k.Name == "flashback" && p.rng.IntN(2) == 0 {
				if _, err := g.Cast(rt.CastRequest{Player: me, Card: c.Obj.Ref, Flashback: true, Kicked: []int{}}); err == nil {
					return true
				}
			}
		}
	}
	return false
}

// tryAbilities activates a non-mana activated ability of a permanent,
// sometimes. Each permanent gets at most one try per priority.
func (p *Player) tryAbilities(g *rt.Game, me rt.PlayerID) bool {
	for _, o := range g.Battlefield() {
		c := g.Chars(o)
		if c.Controller != me {
			continue
		}
		var activated []*rt.Ability
		for _, a := range c.Abilities {
			if a.Kind == rt.ActivatedAbility {
				activated = append(activated, a)
			}
		}
		if len(activated) == 0 || p.rng.IntN(3) != 0 {
			continue
		}
		if i := p.rng.IntN(len(activated)); !activated[i].IsMana && g.Activate(me, o.Ref, i, nil) == nil {
			return true
		}
	}
	return false
}

// tryCards plays a land or casts a spell from hand if one is allowed,
// reporting whether it did something. Spells are tried in random order,
// kicked at random.
func (p *Player) tryCards(g *rt.Game, me rt.PlayerID) bool {
	hand := g.ZoneCards(rt.Hand, me)
	if len(hand) == 0 {
		return false
	}
	for _, i := range p.rng.Perm(len(hand)) {
		c := hand[i]
		if c.Obj == nil {
			continue
		}
		if hasType(c.Def.Types, "Land") {
			legal := g.Active == me && (g.Step == rt.Main1 || g.Step == rt.Main2) && len(g.Stack()) == 0 && g.Players[me].LandsPlayed == 0
			err := g.PlayLand(me, c.Obj.Ref)
			if err == nil {
				return true
			}
			if p.Strict && legal && p.err == nil {
				p.err = fmt.Errorf("autoplay: turn %d: playing %s was refused although it is legal (305.1, 305.2): %v", g.Turn, c.Def.Name, err)
				return true
			}
			continue
		}
		if p.rng.IntN(3) == 0 && !hasType(c.Def.Types, "Instant") {
			continue // hold some spells back, so games differ
		}
		// Kicker is chosen through Decide; if the kicked spell can't be
		// paid for, try again without.
		req := rt.CastRequest{Player: me, Card: c.Obj.Ref}
		if _, err := g.Cast(req); err == nil {
			return true
		} else if !isRefusal(err) {
			return false
		}
		req.Kicked = []int{}
		if _, err := g.Cast(req); err == nil {
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
	var can []rt.ObjRef
	for _, o := range g.Battlefield() {
		c := g.Chars(o)
		if c.Controller == me && c.Is("Creature") && !o.Tapped && (!g.Sick(o) || c.Has("haste")) && !c.Has("defender") && p.rng.IntN(3) > 0 {
			can = append(can, o.Ref)
		}
	}
	opp := g.Opponents(me)
	if len(opp) == 0 {
		return g.Pass(me)
	}
	if err := g.DeclareAttackers(me, can, opp[p.rng.IntN(len(opp))]); err != nil {
		if isRefusal(err) {
			// The creatures that must attack (508.1d), else none.
			if err := g.DeclareAttackers(me, g.MustAttack(me, opp[0]), opp[0]); !isRefusal(err) {
				return err
			}
			return g.DeclareAttackers(me, nil, opp[0])
		}
		return err
	}
	return nil
}

// block has the defending player block some attackers at random.
func (p *Player) block(g *rt.Game) error {
	attackers := g.Attacking()
	if len(attackers) == 0 {
		return g.Pass(g.Priority)
	}
	def, _ := g.Defending(attackers[0])
	var blocks []rt.Block
	for _, o := range g.Battlefield() {
		c := g.Chars(o)
		if c.Controller == def && c.Is("Creature") && !o.Tapped && p.rng.IntN(2) == 0 {
			first := p.rng.IntN(len(attackers))
			bl := rt.Block{Blocker: o.Ref, Attackers: []rt.ObjRef{attackers[first]}}
			// A creature that can block several attackers (509.1a)
			// sometimes blocks some more.
			if limit := g.BlockLimit(o.Ref); limit > 1 && len(attackers) > 1 && p.rng.IntN(2) == 0 {
				for i := range attackers {
					if i != first && len(bl.Attackers) < limit && p.rng.IntN(2) == 0 {
						bl.Attackers = append(bl.Attackers, attackers[i])
					}
				}
			}
			blocks = append(blocks, bl)
		}
	}
	if err := g.DeclareBlocks(def, blocks); err != nil {
		if isRefusal(err) {
			// The blocks the attackers require (509.1c), else none.
			if err := g.DeclareBlockers(def, g.RequiredBlocks(def)); !isRefusal(err) {
				return err
			}
			return g.DeclareBlockers(def, nil)
		}
		return err
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

// bottom chooses the cards to put on the bottom after mulligans: lands
// while more than half of what stays would be lands, else the spells
// with the greatest mana value.
func bottom(g *rt.Game, d *rt.Decision) []int {
	type cand struct {
		i    int
		land bool
		mv   int
	}
	var cs []cand
	lands := 0
	for i, o := range d.Options {
		obj := g.Object(o.Target.Obj)
		if obj == nil {
			continue
		}
		c := cand{i: i, land: hasType(obj.Card.Def.Types, "Land"), mv: obj.Card.Def.ManaCost.ManaValue()}
		if c.land {
			lands++
		}
		cs = append(cs, c)
	}
	var out []int
	used := make([]bool, len(cs))
	keep := len(cs) - d.Min
	for len(out) < d.Min {
		wantLand := lands*2 > keep
		best := -1
		for j, c := range cs {
			switch {
			case used[j]:
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
		used[best] = true
		if cs[best].land {
			lands--
		}
		out = append(out, cs[best].i)
	}
	return out
}
