package runtime

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Limits on casting spells: a static ability that says "each player can't
// cast more than one spell each turn" (Rule of Law). A "can't" wins over
// any "may" (101.2), so the limit applies however the spell is cast —
// from a hand, with a permission, or by an effect during a resolution,
// such as rebound's (702.88a; a rebound ruling: "Other restrictions are
// not [ignored] (such as the one from Rule of Law)"). Casts are counted
// for each player over the current turn (castRecord); a cast that would
// go over a limit is refused before anything changes.

// CastLimit is the restriction a static ability puts on casting (101.2):
// each player Who stands for (relative to the ability's controller) can't
// cast more than Max spells that match Filter each turn. Filter describes
// spells ("spell", "noncreature spell"); the spells a player has already
// cast this turn are counted as they were when cast.
type CastLimit struct {
	Who    Rel
	Filter Filter
	Max    int
}

func (l *CastLimit) String() string {
	who := "each player"
	switch l.Who {
	case RelYou:
		who = "you"
	case RelOpponent:
		who = "each opponent"
	case RelAny:
	default:
		who = "players in rel(" + strconv.Itoa(int(l.Who)) + ")"
	}
	n := strconv.Itoa(l.Max) + " " + l.Filter.String()
	if l.Max != 1 {
		n += "s"
	}
	return who + " can't cast more than " + n + " each turn (101.2: even when an effect lets them)"
}

// castRecord is one spell cast in the current turn: who cast it, and the
// spell as it was when cast.
type castRecord struct {
	player PlayerID
	turn   int
	spell  Object // a copy: the spell changes as it resolves
	chars  Chars  // its characteristics as cast, unless base says
	// base says nothing modified the spell as it was cast (unmodified):
	// its characteristics were its base ones, which read only the copy
	// kept in spell (baseChars), so chars was not written (castChars).
	base bool
}

// castChars returns the characteristics of the spell r records as it was
// cast: its base ones, worked out again from the copy of the spell, when
// nothing modified it then.
func castChars(r *castRecord) *Chars {
	if r.base {
		r.chars, r.base = baseChars(&r.spell), false
	}
	return &r.chars
}

// recordCast remembers that p cast the spell s this turn, forgetting the
// casts of earlier turns.
func (g *Game) recordCast(p PlayerID, s *Object) {
	// The records of this turn are kept, the others dropped. The records
	// are all of one turn, the turn of the last cast (each is written
	// with the turn, and a cast in a later turn drops them all here), so
	// the first tells of all: of this turn, all are kept, else none.
	keep := len(g.casts)
	if g.verifyCaches != nil {
		for i := range g.casts {
			if g.casts[i].turn != g.casts[0].turn {
				g.verifyCaches("the turn of a kept cast record", fmt.Sprint(g.casts[0].turn), fmt.Sprint(g.casts[i].turn))
			}
		}
	}
	if keep > 0 && g.casts[0].turn != g.Turn {
		keep = 0
	}
	// The new record written in its place, field by field: no copy of
	// the whole record is made first. The records of earlier turns past
	// it are left in the array, as Reset leaves them, until written over.
	g.casts = slices.Grow(g.casts[:keep], 1)[:keep+1]
	r := &g.casts[keep]
	r.player, r.turn = p, g.Turn
	r.spell = *s
	r.spell.Counters = s.Counters.clone() // the copy's own (Object.Counters)
	// A spell nothing modifies has its base characteristics (chars), read
	// from the copy only when a cast limit asks (castChars): most games
	// have none. While the game checks itself they are read now and
	// compared.
	switch r.base = g.unmodified(s); {
	case !r.base:
		c := g.chars(s)
		if cc := s.chars; cc != nil && cc.of == s && cc.card && cc.freeVer == g.stampVer() && s.CopyOf == nil {
			// chars found it inert and stamped it with its card's base
			// characteristics (cardStamp): those the copy makes again
			// (castChars), which need no copy now. While the game
			// checks itself they are made again and compared.
			r.base = true
			if g.verifyCaches != nil {
				if b := baseChars(&r.spell); !charsEqual(*c, b) {
					g.verifyCaches("the characteristics of "+c.Name+" as cast, stamped as its card's", fmt.Sprint(*c), fmt.Sprint(b))
				}
			}
			break
		}
		r.chars = *c
	case g.verifyChars != nil || g.verifyCaches != nil:
		c, b := *g.chars(s), baseChars(&r.spell)
		switch {
		case charsEqual(c, b):
		case g.verifyChars != nil:
			g.verifyChars(s, c, b)
		default:
			g.verifyCaches("the characteristics of "+c.Name+" as cast", fmt.Sprint(c), fmt.Sprint(b))
		}
	}
	g.turnChanged() // this turn's casts are the turn's state: no characteristic reads them
}

// SpellsCastThisTurn returns how many spells p has cast this turn (since
// the game, or a scenario, began).
func (g *Game) SpellsCastThisTurn(p PlayerID) int {
	n := 0
	for _, c := range g.casts {
		if c.player == p && c.turn == g.Turn {
			n++
		}
	}
	return n
}

// castLimitError refuses p's casting o if a static ability of a permanent
// on the battlefield limits how many such spells p may cast each turn and
// p has reached the limit.
func (g *Game) castLimitError(o *Object, p PlayerID) error {
	// The kept answer that none does, reading nothing of the turn, is
	// taken in line while current (mayLimitCasts, keptStamp.current): made
	// at this version, or at these characteristics and this battlefield.
	if g.noStaticsAbout() {
		return nil // no permanent can have one (mayLimitCasts), read at once
	}
	if len(g.effects) == 0 && !g.stickersPlaced && g.kindCounts[skCastLimitAt] == 0 && g.kindCounts[skGrantAt] == 0 && g.verifyCaches == nil {
		// No permanent prints a limit or has one from a copy effect
		// (kindCounts), and nothing could give one: no effect, no
		// sticker, no static ability granting abilities. This is
		// staticKindAbout's answer that none is about, which reads
		// nothing of the turn: mayLimitCasts would find none.
		return nil
	}
	if k := &g.space.castLimits; k.set && !k.any && k.turnFree && g.fresh == 0 && g.verifyCaches == nil {
		if k.ver == g.version {
			return nil
		}
		if k.charsVer == g.charsVersion && k.own == 0 && k.fieldVer == g.fieldVersion {
			k.ver = g.version
			return nil
		}
	}
	if !g.mayLimitCasts() {
		return nil
	}
	about, granted := g.staticKindAbout(skCastLimit)
	if !about {
		return nil
	}
	var c Chars // o's characteristics, once a limit asks (read says so)
	read := false
	for _, sc := range g.battlefieldCards() {
		src := sc.Obj
		// Most permanents have nothing to look through; the others'
		// abilities as they are now: granted or lost (613.1f).
		for _, a := range g.abilitiesWithStatic(src, skCastLimit, granted) {
			if a.Kind != StaticAbility {
				continue
			}
			for i := range a.Statics {
				l := a.Statics[i].CastLimit
				if l == nil || !relHolds(l.Who, p, g.Chars(src).Controller) {
					continue
				}
				g.probeReads++ // the spells cast this turn (probe_kept.go)
				// The card would be the spell: its zone is not the stack yet.
				f := l.Filter
				f.Alts = append([]Match(nil), f.Alts...)
				for j := range f.Alts {
					f.Alts[j].Zone, f.Alts[j].Spell = o.Zone, false
				}
				if !read {
					c, read = g.Chars(o), true
				}
				if !g.matchChars(&f, o, &c, p, ObjRef{}) {
					continue
				}
				n := 0
				for k := range g.casts {
					r := &g.casts[k]
					if r.player == p && r.turn == g.Turn && g.matchChars(&l.Filter, &r.spell, castChars(r), p, ObjRef{}) {
						n++
					}
				}
				if n >= l.Max {
					return refuse("101.2", "%s can't cast %s: %s says %s, and %s has cast %d this turn",
						g.PlayerName(p), c.Name, g.Describe(src.Ref), strings.TrimSuffix(l.String(), " (101.2: even when an effect lets them)"), g.PlayerName(p), n)
				}
			}
		}
	}
	return nil
}

// skCastLimitAt is skCastLimit's place in kindCounts.
const skCastLimitAt = 0

// castLimitsKept is mayLimitCasts' answer while current (keptStamp): it
// reads which permanents there are and their abilities, as their
// characteristics say (a characteristic that reads the turn's state
// counts its read).
type castLimitsKept struct {
	keptStamp
	any bool
}

// mayLimitCasts reports whether a permanent on the battlefield has a
// static ability that limits casting (CastLimit), whoever it limits: when
// none does, no cast is refused for a limit (castLimitError). The answer
// is kept while the battlefield and the characteristics hold; under
// VerifyCaches a kept one is found again and compared.
func (g *Game) mayLimitCasts() bool {
	if g.noStaticsAbout() {
		return false
	}
	k := &g.space.castLimits
	if g.fresh == 0 && k.current(g, false) {
		if !k.turnFree {
			g.turnReads++ // as reading the characteristics again would count
		}
		if g.verifyCaches != nil {
			if fresh := g.findCastLimits(); fresh != k.any {
				g.verifyCaches("whether a permanent limits casts", strconv.FormatBool(k.any), strconv.FormatBool(fresh))
			}
		}
		return k.any
	}
	reads := g.turnReads
	found := g.findCastLimits()
	if g.fresh == 0 {
		*k = castLimitsKept{keptStamp: g.stamp(g.turnReads == reads), any: found}
	}
	return found
}

// findCastLimits computes mayLimitCasts: the permanents' abilities as
// castLimitError reads them.
func (g *Game) findCastLimits() bool {
	about, granted := g.staticKindAbout(skCastLimit)
	if !about {
		return false
	}
	for _, sc := range g.battlefieldCards() {
		for _, a := range g.abilitiesWithStatic(sc.Obj, skCastLimit, granted) {
			if a.Kind != StaticAbility {
				continue
			}
			for i := range a.Statics {
				if a.Statics[i].CastLimit != nil {
					return true
				}
			}
		}
	}
	return false
}
