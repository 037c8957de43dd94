package runtime

import (
	"fmt"
	"slices"
)

// Cards in a hand the game can't tell apart.
//
// A hand has no order (402.3): two cards of one definition in their
// owner's hand, neither changed by anything (no counters, stickers,
// chosen values, copy effect or spell history) and neither named by
// anything the game holds (an effect applying to it, a permission, a
// trigger's "it", a link, a target), differ only in their identities. The
// rules never ask which of the two a card is before it is played or cast,
// so what a player may do with one, the player may do with the other: a
// listing of legal actions (AppendLegalActions) probes the first card's
// land play and casts and lists the same for each card it can't be told
// from, rather than probing every copy of a card in hand again.
//
// The argument rests on what playing or casting a card reads of the card
// itself before it moves: its definition and characteristics (the same,
// unless an effect names one of them: heldRefs), its zone and owner, and
// for a card played or cast from anywhere but its owner's hand the
// permissions that name it (never read here: only hand cards are twins).
// While the game verifies its caches (VerifyCaches), every twin is probed
// as well and the two lists compared.

// twinCandidate reports whether o is a card of p's hand that another card
// could stand in for: in its owner's hand, a card (not a token or a copy
// of a spell), with nothing of its own state changed.
func twinCandidate(o *Object, p PlayerID) bool {
	return o.Zone == Hand && o.Card.Owner == p && !o.Card.Token && !o.Card.SpellCopy &&
		!o.Tapped && o.Damage == 0 && !o.Deathtouched && o.Counters.Len() == 0 &&
		o.AttachedTo.IsZero() && o.attachedPlayer == 0 && o.activations == nil && o.Spell == nil &&
		len(o.Stickers) == 0 && len(o.Chosen) == 0 && o.CopyOf == nil
}

// sameHandFacts reports whether two twin candidates of one definition
// also agree in the fields a card in hand may still carry.
func sameHandFacts(q, o *Object) bool {
	return q.Controller == o.Controller && q.controlledBy == o.controlledBy &&
		q.ControlSince == o.ControlSince && q.EnteredTurn == o.EnteredTurn && q.LoyaltyTurn == o.LoyaltyTurn
}

// twinsOf sets twins[i], for each candidate cands[i] of p's, to the index
// of the earlier candidate it can't be told from — both twin candidates
// of the same definition with the same hand facts, and nothing the game
// holds naming either (handNamed, found only once such a pair is seen) —
// or else to -1 (the first of its definition) or -2 (neither). It returns
// twins, with an entry for each candidate, and named, the array handNamed
// used. Definitions are compared first, so a hand of different cards
// costs one comparison per pair. A land is looked at only when a land
// may be played (landTime): otherwise a land that copies nothing has no
// play to list, neither a land play nor a cast (appendCastActions: a land
// is played, not cast, 305.9), and is noted so (twinLandOnly).
func (g *Game) twinsOf(twins []int, cands []*Card, p PlayerID, landTime bool, named []ObjRef) ([]int, []ObjRef) {
	twins = twins[:0]
	if g.resolving > 0 || g.targetFrame != nil {
		// During a resolution (a Decider listing what it may do), what
		// the resolution holds may name a card: no card stands in for
		// another.
		for range cands {
			twins = append(twins, -2)
		}
		return twins, named
	}
	found := false
	twins = slices.Grow(twins, len(cands))[:len(cands)] // each set below
	for i, c := range cands {
		o := c.Obj
		def := o.Card.Def
		if !landTime && o.CopyOf == nil && o.Card.printedFacts().types&tbLand != 0 { // defTypeBits, in line
			twins[i] = twinLandOnly
			continue
		}
		first := -1
		for j, t := range twins[:i] {
			if t == -1 && cands[j].Def == def {
				first = j
				break
			}
		}
		if first < 0 {
			twins[i] = -1
			continue
		}
		twin := -2
		if q := cands[first].Obj; twinCandidate(o, p) && twinCandidate(q, p) && sameHandFacts(q, o) {
			if !found {
				named, found = named[:0], true
				if len(g.stack) > 0 || g.holdsOffStack() { // else the game holds no reference (heldRefs)
					named = g.handNamed(named, p)
				}
			}
			if !containsRef(named, q.Ref) && !containsRef(named, o.Ref) {
				twin = first
			}
		}
		twins[i] = twin
	}
	return twins, named
}

// twinLandOnly is twinsOf's mark of a land when no land may be played:
// it has nothing to list (appendByCard).
const twinLandOnly = -3

// handNamed appends to out each reference the game holds to an object of
// p's hand (heldRefs). It is not inlined, so that its closure leaves
// twinsOf's loop in registers.
//
//go:noinline
func (g *Game) handNamed(out []ObjRef, p PlayerID) []ObjRef {
	g.heldRefs(func(r ObjRef) {
		if o := g.Object(r); o != nil && o.Zone == Hand && o.Card.Owner == p {
			out = append(out, r)
		}
	})
	return out
}

// heldRefs calls f with every reference to an object the game holds in
// its state: a continuous effect's object and source, a replacement
// effect's object, a permission to cast an object, a watch for an
// object's casting, a trigger's or a stack item's "it", source and
// targets, an exile that ends when something leaves, a link, a madness
// card's path (400.7k) and a reveal. The game's record of what happened
// (its log and journal) and what it derives from its state (its caches)
// are not counted: they change no rule's answer. A map is ranged over
// only when it holds something (a range over an empty map still costs a
// random start). TestTwinFieldsClassified keeps the list whole. The
// stack, which most often holds something, is walked on its own;
// the rest is looked at only when something there is held.
func (g *Game) heldRefs(f func(ObjRef)) {
	if g.holdsOffStack() {
		g.heldOffStack(f)
	}
	for _, it := range g.stack {
		f(it.Spell)
		f(it.Source)
		eachRef(it.It, f)
		for _, ts := range it.Targets {
			for _, t := range ts {
				f(t.Obj)
			}
		}
	}
}

// holdsOffStack reports whether anything but the stack may hold a
// reference heldRefs finds: otherwise heldOffStack finds none.
func (g *Game) holdsOffStack() bool {
	return len(g.revealed)|len(g.effects)|len(g.replacements)|len(g.setRules)|len(g.allowances)|len(g.castWatches)|
		len(g.delayed)|len(g.pending)|len(g.untilLeaves)|len(g.links)|len(g.follow) != 0
}

// heldOffStack calls f with every reference heldRefs finds but those of
// the stack.
func (g *Game) heldOffStack(f func(ObjRef)) {
	if len(g.revealed) > 0 {
		for r := range g.revealed {
			f(r)
		}
	}
	for _, e := range g.effects {
		f(e.Object)
		f(e.Source)
	}
	for _, r := range g.replacements {
		f(r.Obj)
	}
	for _, r := range g.setRules {
		f(r.source)
		f(r.set.source)
	}
	for i := range g.allowances {
		f(g.allowances[i].obj)
		f(g.allowances[i].source)
	}
	for _, w := range g.castWatches {
		f(w.source)
		eachRef(w.objs, f)
	}
	for _, d := range g.delayed {
		f(d.Source)
		eachRef(d.It, f)
	}
	for _, pt := range g.pending {
		f(pt.source)
		eachRef(pt.it, f)
	}
	for _, u := range g.untilLeaves {
		f(u.source)
		f(u.obj)
	}
	if len(g.links) > 0 {
		for k, v := range g.links {
			f(k.source)
			eachRef(v, f)
		}
	}
	if len(g.follow) > 0 {
		for k, v := range g.follow {
			f(k)
			f(v)
		}
	}
}

// eachRef calls f with each of refs.
func eachRef(refs []ObjRef, f func(ObjRef)) {
	for _, r := range refs {
		f(r)
	}
}

// appendByCard appends to out, for each candidate, its land plays (lands)
// or its casts (appendCardActions), except that a card that can't be
// told from an earlier one (twins, from twinsOf) gets that card's
// actions again as its own (appendTwinActions), and a land marked
// twinLandOnly gets none, as its listing would find none. spans is room
// for where each candidate's actions are.
func (g *Game) appendByCard(out []Action, p PlayerID, cands []*Card, twins []int, spans [][2]int, lands bool) ([]Action, [][2]int) {
	spans = slices.Grow(spans[:0], len(cands))[:len(cands)] // each set below
	for i, c := range cands {
		o, from := c.Obj, len(out)
		switch t := twins[i]; {
		case t == twinLandOnly:
			g.space.listBuf.reads.land = true // as its listing notes (appendLandPlay, appendCastActions)
			if g.verifyCaches != nil {
				if acts := g.appendCardActions(nil, p, o, lands); len(acts) > 0 {
					g.verifyCaches("actions on "+g.Describe(o.Ref)+", a land when none may be played", "none", fmt.Sprintf("%+v", acts))
				}
			}
		case t >= 0:
			out = g.appendTwinActions(out, p, cands[t].Obj, spans[t], o, lands)
		case lands: // appendCardActions, in line
			out = g.appendLandPlay(out, p, o)
		default:
			out = g.appendCastActions(out, p, o)
		}
		spans[i] = [2]int{from, len(out)}
	}
	return out, spans
}

// appendCardActions appends to out o's land play (lands) or its casts.
func (g *Game) appendCardActions(out []Action, p PlayerID, o *Object, lands bool) []Action {
	if lands {
		return g.appendLandPlay(out, p, o)
	}
	return g.appendCastActions(out, p, o)
}

// appendTwinActions appends to out the actions listed for q (those in
// span), as actions on o, a card that can't be told from it (twinsOf).
// While the game verifies its caches, o's actions are found as well
// (appendCardActions, lands as for appendByCard), and compared.
func (g *Game) appendTwinActions(out []Action, p PlayerID, q *Object, span [2]int, o *Object, lands bool) []Action {
	at := len(out)
	for i := span[0]; i < span[1]; i++ {
		a := out[i]
		a.Object = o.Ref
		if len(a.Kicked) > 0 {
			a.Kicked = append([]int(nil), a.Kicked...)
		}
		out = append(out, a)
	}
	if g.verifyCaches != nil {
		fresh := g.appendCardActions(nil, p, o, lands)
		if listed, probed := fmt.Sprintf("%+v", out[at:]), fmt.Sprintf("%+v", fresh); listed != probed {
			g.verifyCaches("actions on "+g.Describe(o.Ref)+", listed as those on "+g.Describe(q.Ref), listed, probed)
		}
	}
	return out
}
