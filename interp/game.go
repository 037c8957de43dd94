package interp

import (
	"fmt"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/mtgs/mtgs/autoplay"
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// MaxTurns is how many turns a game between decks may last before it is
// called a draw.
const MaxTurns = 60

// GameSpec is a compiled game declaration: decks played against each other
// by the seeded automatic player.
type GameSpec struct {
	Name  string
	Pos   lexer.Position
	Seats []Seat
	Seed  uint64
	// Life is each player's starting life total; 0 means 20 (103.4).
	Life int
	// Checked makes Play check the runtime's invariants whenever a player
	// holds priority (runtime.Game.CheckInvariants) and fail when a legal
	// land play is refused (autoplay.Player.Strict); a soak test sets it.
	// It doesn't change the game: a checked game's log is the same.
	Checked bool
}

// DefaultLife is the starting life total of a game (103.4).
const DefaultLife = 20

// Seat is a player of a game and the deck they play.
type Seat struct {
	Player string
	Deck   *Deck
}

// GameResult is how a game between decks ended.
type GameResult struct {
	Winner string // empty for a draw
	Turns  int
	Log    []string
}

func (r *GameResult) String() string {
	if r.Winner == "" {
		return fmt.Sprintf("draw after %d turns", r.Turns)
	}
	return fmt.Sprintf("%s wins on turn %d", r.Winner, r.Turns)
}

// game checks a game declaration: its decks must exist.
func (c *compiler) game(n *grammar.Game, decks map[string]*Deck) *GameSpec {
	gs := &GameSpec{Name: n.Name, Pos: n.Pos, Seed: uint64(n.Seed)}
	seen := map[string]bool{}
	if len(n.Players) > MaxPlayers {
		c.errs.add(n.Pos, "game %q has %d players: at most %d", n.Name, len(n.Players), MaxPlayers)
		return gs
	}
	cards := 0
	for _, s := range n.Players {
		// The log writes players by name (runtime.CheckPlayerName) and
		// tells them apart by it.
		if err := rt.CheckPlayerName(s.Player); err != nil {
			c.errs.add(s.Pos, "%v", err)
		}
		if seen[s.Player] {
			c.errs.add(s.Pos, "player %q is seated twice", s.Player)
		}
		seen[s.Player] = true
		d, ok := decks[s.Deck]
		if !ok {
			c.errs.add(s.Pos, "unknown deck %q", s.Deck)
			continue
		}
		if len(d.Cards) < 7 {
			c.errs.add(s.Pos, "deck %q has %d cards: a player draws 7 to start (103.5)", s.Deck, len(d.Cards))
		}
		gs.Seats = append(gs.Seats, Seat{Player: s.Player, Deck: d})
		cards += len(d.Cards)
	}
	if cards > MaxCards {
		c.errs.add(n.Pos, "game %q has more than %d cards in its decks", n.Name, MaxCards)
	}
	if len(n.Players) < 2 {
		c.errs.add(n.Pos, "a game needs at least two players")
	}
	return gs
}

// Play plays the game: libraries shuffled with the seed, each player's
// starting life total (103.4), seven cards each with London mulligans
// decided by the automatic player (103.5, runtime.DrawOpeningHands), the
// actions of the cards in the opening hands (103.6), the
// first player's first turn from its untap step (103.8), then the
// automatic player for everyone until someone wins or MaxTurns pass.
// The seed is the game's (runtime.Game.SetSeed: every shuffle, in set-up
// and in play) and the automatic player's (autoplay.New), on separate
// streams: the same seed gives the same game, byte for byte.
func (gs *GameSpec) Play(log func(string)) (*GameResult, error) {
	res, _, err := gs.PlayWith(log)
	return res, err
}

// PlayWith is Play, with each of hooks called on the new game before
// anything happens, as Start calls them (to turn on Record, say); it
// returns the game played too.
func (gs *GameSpec) PlayWith(log func(string), hooks ...func(*rt.Game)) (*GameResult, *rt.Game, error) {
	ap := autoplay.New(gs.Seed)
	if gs.Checked {
		ap.Strict = true
		// Checked again only once the game has changed: every change of
		// state is logged.
		checked := -1
		ap.Check = func(g *rt.Game) error {
			if len(g.Log()) == checked {
				return nil
			}
			checked = len(g.Log())
			return g.CheckInvariants()
		}
	}
	// Mulligans and the opening-hand actions (103.6) are the automatic
	// player's to choose; then the first turn begins (103.8).
	g, err := gs.Start(ap, append([]func(*rt.Game){func(g *rt.Game) { g.OnLog = log }}, hooks...)...)
	if err != nil {
		return nil, nil, err
	}
	res, err := ap.Play(g, MaxTurns)
	out := &GameResult{Turns: res.Turns, Log: g.Log()}
	if res.Winner != rt.NoPlayer {
		out.Winner = g.PlayerName(res.Winner)
	}
	return out, g, err
}

// Start sets the game up and begins it, as Play does, with d answering
// every decision of the set-up (mulligans, opening-hand actions): each
// seat's library of its deck shuffled with the seed, each player's
// starting life total (103.4), seven cards each (103.5), the first turn
// begun (103.8). Before anything happens, each of hooks is called with
// the new game, so a host may set OnLog, OnEvent or LogOff first. The
// game returned waits for its first action; d stays its Decider.
func (gs *GameSpec) Start(d rt.Decider, hooks ...func(*rt.Game)) (*rt.Game, error) {
	g := rt.NewGame(gs.seatNames()...)
	if err := gs.setUp(g, d, hooks...); err != nil {
		return nil, err
	}
	return g, nil
}

// setUp sets up and begins the game on g, new or reset for it with the
// seats' players, as Start describes.
func (gs *GameSpec) setUp(g *rt.Game, d rt.Decider, hooks ...func(*rt.Game)) error {
	g.SetSeed(gs.Seed)
	for _, h := range hooks {
		h(g)
	}
	life := gs.Life
	if life <= 0 {
		life = DefaultLife
	}
	for i, s := range gs.Seats {
		g.Players[i].Life, g.Players[i].StartingLife = life, life
		g.AddCards(s.Deck.Cards, rt.PlayerID(i), rt.Library)
		g.Shuffle(rt.PlayerID(i), g.Rand)
	}
	g.Decider = d
	if _, err := g.DrawOpeningHands(0); err != nil {
		return err
	}
	return g.BeginGame(0)
}

// seatNames returns the players' names, in seat order.
func (gs *GameSpec) seatNames() []string {
	names := make([]string, len(gs.Seats))
	for i, s := range gs.Seats {
		names[i] = s.Player
	}
	return names
}
