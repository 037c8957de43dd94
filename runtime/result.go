package runtime

import "strings"

// GameResult is how a game ended, or that it goes on (104).
type GameResult struct {
	// Over: the game has ended (104.1).
	Over bool
	// Winner is the player who won (104.2a: every opponent has left the
	// game), NoPlayer if the game is a draw or goes on.
	Winner PlayerID
	// Draw: the game ended with no winner (104.4).
	Draw bool
	// Rule is the rule that ended the game: "104.2a" for a win, "104.4a"
	// when every player lost at once, "104.4b" for a loop of mandatory
	// actions, or the rule a draw effect names; empty while the game goes
	// on.
	Rule string
	// Reason is how the game ended in words (EndReason).
	Reason string
	// Losses are the players who have lost, in the order they lost, each
	// with the rule that made them lose (104.3).
	Losses []Loss
}

// Loss is a player losing the game (104.3): the rule, as "704.5a" for a
// life total of 0 or less (104.3b, 704.5a) or "704.5b" for drawing from
// an empty library (104.3c, 704.5b), the reason in words and the turn.
type Loss struct {
	Player PlayerID
	Rule   string
	Reason string
	Turn   int
}

// Result reports how the game ended: its winner, or a draw, with the rule
// and the reason, and every player's loss (104.2–104.4). While the game
// goes on, Over is false and Losses lists the players who have left it
// (800.4a).
func (g *Game) Result() GameResult {
	g.ready()
	r := GameResult{Over: g.over, Winner: NoPlayer, Reason: g.endReason, Losses: append([]Loss(nil), g.losses...)}
	if !g.over {
		return r
	}
	for _, p := range g.Players {
		if !p.Lost {
			if r.Winner != NoPlayer {
				r.Winner = NoPlayer // more than one player left: a draw (104.4)
				break
			}
			r.Winner = p.ID
		}
	}
	if g.livePlayers() != 1 || strings.HasPrefix(g.endReason, "a draw") {
		r.Winner = NoPlayer
	}
	switch {
	case r.Winner != NoPlayer:
		r.Rule = "104.2a"
	default:
		r.Draw = true
		r.Rule = ruleOf(strings.TrimSuffix(strings.TrimPrefix(g.endReason, "a draw ("), ")"))
		if r.Rule == "" {
			r.Rule = "104.4"
		}
	}
	return r
}

// ruleOf returns the rule a reason begins with: "704.5a" of "704.5a: life
// total 0 or less", or "" when it names none.
func ruleOf(why string) string {
	rule, _, ok := strings.Cut(why, ":")
	if !ok || rule == "" || rule[0] < '0' || rule[0] > '9' || strings.ContainsAny(rule, " ") {
		return ""
	}
	return rule
}
