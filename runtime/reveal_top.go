package runtime

import "strings"

// The top card of a library (Vampire Nocturnus): "play with the top card
// of your library revealed" and "as long as the top card of your library
// is black, …".
//
// A library is a hidden zone (400.2); a static ability that has a player
// play with the top card of their library revealed makes that one card
// public for as long as the ability applies: whatever card is on top at
// each moment, all players may see it. TopRevealed answers that, and the
// log shows each card so revealed as players receive priority. The
// condition of a static ability is checked whenever the layer system asks
// whether the ability applies (StaticEffect.If), so it follows the library
// as it changes.

const revealTopText = "this object's controller plays with the top card of their library revealed (it is public, 400.2)"

// TopRevealed reports whether a static ability of a permanent has p play
// with the top card of their library revealed.
func (g *Game) TopRevealed(p PlayerID) bool {
	g.ready()
	if g.revealTops == 0 {
		return false
	}
	// Permanents printed without it cost nothing to pass over.
	return g.controlsStatic(p, revealsTop, func(se *StaticEffect) bool { return se.RevealTop })
}

// topOfLibrary returns the top card of p's library, or nil.
func (g *Game) topOfLibrary(p PlayerID) *Object {
	lib := g.zones.get(zkey(Library, p))
	if len(lib) == 0 {
		return nil
	}
	return lib[len(lib)-1].Obj
}

// logRevealedTops writes to the log each top card of a library that has
// become revealed since the log last showed it.
func (g *Game) logRevealedTops() {
	if g.revealTops == 0 {
		g.revealedTops = nil // none is revealed: a card revealed again later is logged again
		return
	}
	if g.revealedTops == nil {
		g.revealedTops = make([]ObjRef, len(g.Players))
	}
	for p := range g.Players {
		id := PlayerID(p)
		var now ObjRef
		if g.TopRevealed(id) {
			if o := g.topOfLibrary(id); o != nil {
				now = o.Ref
			}
		}
		if now != g.revealedTops[p] && !now.IsZero() {
			if g.logging() {
				g.emit(EvReveal, "the top card of %s's library is revealed: %s (400.2)", g.evPlayer(rolePlayer, id), g.evRevealed(roleObject, now))
			}
		}
		g.revealedTops[p] = now
	}
}

// TopCardIs is the condition "the top card of PLAYER's library is
// QUALITY": the card on top of the library of the ability's controller
// matches Filter. An empty library has no top card, so it fails.
type TopCardIs struct {
	Filter Filter
}

// Holds implements Condition.
func (t TopCardIs) Holds(r *Resolution) bool {
	g := r.Game
	if !g.validPlayer(r.Controller) {
		return false
	}
	o := g.topOfLibrary(r.Controller)
	return o != nil && g.Matches(&t.Filter, o.Ref, r.Controller)
}

func (t TopCardIs) String() string {
	return "the top card of your library is a " + strings.TrimSuffix(t.Filter.String(), " in a library")
}

// revealsTop reports whether d has a static ability that reveals the top
// card of its controller's library.
func revealsTop(d *CardDef) bool {
	for _, a := range d.Abilities {
		if a.Kind != StaticAbility {
			continue
		}
		for i := range a.Statics {
			if a.Statics[i].RevealTop {
				return true
			}
		}
	}
	return false
}

// noteRevealTop counts a permanent whose static abilities reveal the top
// of a library entering (n = 1) or leaving (n = -1) the battlefield, so
// that games without one pay nothing.
func (g *Game) noteRevealTop(d *CardDef, n int) {
	if revealsTop(d) {
		g.revealTops += n
		g.beforeRare = true
	}
}
