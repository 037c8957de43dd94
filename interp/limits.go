package interp

import (
	"strconv"
	"strings"

	"github.com/alecthomas/participle/v2/lexer"

	rt "github.com/mtgs/mtgs/runtime"
)

// Bounds on the counts a file may ask for. Every number a file gives the
// game (X, life, counters, damage, mana, turn numbers, power and
// toughness) is at most runtime.MaxNumber; counts of things that each cost
// memory — cards, tokens, players — have much smaller bounds, checked
// before anything is made per card.
const (
	// MaxCopies is the largest number of copies of a card on one deck
	// line or one set-up entry.
	MaxCopies = 1000
	// MaxCards is the largest number of cards in a deck, in a scenario's
	// set-up (all players and zones together) or in the decks of a game,
	// and the largest number of tokens an effect may create at once.
	MaxCards = 10_000
	// MaxPlayers is the largest number of players in a scenario or a game.
	MaxPlayers = 100
)

// inRange reports whether lo <= n <= hi, and if not adds the error
// "WHAT must be between LO and HI, got N" at pos.
func (c *compiler) inRange(pos lexer.Position, what string, n, lo, hi int) bool {
	if n < lo || n > hi {
		c.errs.add(pos, "%s must be between %d and %d, got %d", what, lo, hi, n)
		return false
	}
	return true
}

// gameNumber is inRange for a number the game counts with: 0..MaxNumber.
func (c *compiler) gameNumber(pos lexer.Position, what string, n int) bool {
	return c.inRange(pos, what, n, 0, rt.MaxNumber)
}

// manaSymbolsOK checks the numbers of a run of mana symbols before the
// runtime adds them up: each generic amount, and the total, at most
// MaxNumber. what names the run in the message ("the mana cost").
func (c *compiler) manaSymbolsOK(pos lexer.Position, what string, syms []string) bool {
	total := 0
	for _, s := range syms {
		n := 1
		if isDigits(s) {
			v, err := strconv.Atoi(s)
			if err != nil || v > rt.MaxNumber {
				c.errs.add(pos, "generic mana must be between 0 and %d, got %s", rt.MaxNumber, shorten(s))
				return false
			}
			n = v
		}
		if total += n; total > rt.MaxNumber {
			c.errs.add(pos, "%s %s adds up to more than %d", what, symbolsText(syms), rt.MaxNumber)
			return false
		}
	}
	return true
}

func symbolsText(syms []string) string {
	var b strings.Builder
	for _, s := range syms {
		b.WriteString("{" + s + "}")
	}
	return shorten(b.String())
}

// shorten cuts a long piece of source text for a message.
func shorten(s string) string {
	if len(s) <= 60 {
		return s
	}
	return strings.ToValidUTF8(s[:50], "") + "…"
}

// pt reads a power/toughness such as "2/3" written at pos, reporting a
// number out of 0..MaxNumber. numeric is false if a part is not a number
// ("*", "X"), which the caller reports in its own words.
func (c *compiler) pt(pos lexer.Position, s string) (p, t int, numeric bool) {
	ps, ts, _ := strings.Cut(s, "/")
	p = c.ptPart(pos, "power", ps, false)
	t = c.ptPart(pos, "toughness", ts, false)
	return p, t, isDigits(ps) && isDigits(ts)
}

// mod reads a change of power and toughness such as "+3/-1" written at
// pos, reporting a number out of -MaxNumber..MaxNumber. numeric is false
// if a part is not a number ("+X").
func (c *compiler) mod(pos lexer.Position, s string) (p, t int, numeric bool) {
	ps, ts, _ := strings.Cut(s, "/")
	p = c.ptPart(pos, "power", ps, true)
	t = c.ptPart(pos, "toughness", ts, true)
	return p, t, isDigits(strings.TrimLeft(ps, "+-")) && isDigits(strings.TrimLeft(ts, "+-"))
}

// ptPart reads one part of a power/toughness, or of a change to it
// (signed: "+3", "-1"), reporting it if it is out of range. A part that is
// not a number reads as 0.
func (c *compiler) ptPart(pos lexer.Position, what string, s string, signed bool) int {
	lo := 0
	if signed {
		what, lo = "a change of "+what, -rt.MaxNumber
	}
	if !isDigits(strings.TrimLeft(s, "+-")) {
		return 0
	}
	n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
	if err != nil {
		c.errs.add(pos, "%s must be between %d and %d, got %s", what, lo, rt.MaxNumber, shorten(s))
		return 0
	}
	if !c.inRange(pos, what, n, lo, rt.MaxNumber) {
		return 0
	}
	return n
}

func isDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}
