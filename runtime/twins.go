package runtime

import (
	"cmp"
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
	// The counts and numbers that must all be zero are tested as one.
	return o.Zone == Hand && o.Card.Owner == p && !o.Card.Token && !o.Card.SpellCopy && !o.Tapped && !o.Deathtouched &&
		o.Damage|o.Counters.Len()|len(o.Stickers)|len(o.Chosen)|int(o.attachedPlayer)|int(o.AttachedTo.Card) == 0 &&
		o.activations == nil && o.Spell == nil && o.CopyOf == nil
}

// sameHandFacts reports whether two twin candidates of one definition
// also agree in the fields a card in hand may still carry.
func sameHandFacts(q, o *Object) bool {
	return q.Controller == o.Controller && q.controlledBy == o.controlledBy &&
		q.ControlSince == o.ControlSince && q.EnteredTurn == o.EnteredTurn && q.LoyaltyTurn == o.LoyaltyTurn
}

// A listing marks each candidate cands[i] of p's, in lb.twins[i], with
// the index of the earlier candidate it can't be told from — both twin
// candidates of the same definition with the same hand facts, and
// nothing the game holds naming either (handNamed, found once a walk,
// when such a pair is first seen) — or else with a mark of the first of
// its definition (twinFirst, or once the first is compared with a later
// card, twinFirstHeld if it is a twin candidate and twinFirstAlone if
// not: it is checked once) or twinApart (neither). Definitions are
// compared first, through a set of 64 bits each standing for some
// definitions (defBitAt): a card whose bit no first has set is a first,
// with no look at the cards before it, and one whose bit is set is
// compared with the first that set it, or, if that is of another
// definition, with each first before it. A hand of different cards
// costs little more than a test a card. A land is
// looked at only when a land may be played (landTime): otherwise a land
// that copies nothing has no play to list, neither a land play nor a
// cast (appendCastActions: a land is played, not cast, 305.9), and is
// marked so (twinLandOnly). During a resolution (a Decider listing what
// it may do), what the resolution holds may name a card: no card stands
// in for another. The marks are made by the listing's first walk of the
// candidates (appendByCard), as it lists their actions.
const (
	twinApart      = -1
	twinLandOnly   = -2
	twinFirst      = -3 // the marks of a first are twinFirst and below
	twinFirstHeld  = -4
	twinFirstAlone = -5
)

// handNamed appends to out each reference the game holds to an object of
// p's hand (heldRefs). The stack, which most often holds something, is
// walked as heldRefs walks it, each reference tested in line rather than
// through a closure. It is not inlined, so that its closure leaves
// appendByCard's loop in registers.
//
//go:noinline
func (g *Game) handNamed(out []ObjRef, p PlayerID) []ObjRef {
	at := len(out)
	if g.holdsOffStack() {
		g.heldOffStack(func(r ObjRef) {
			if g.inHandOf(r, p) {
				out = append(out, r)
			}
		})
	}
	for _, it := range g.stack {
		if g.inHandOf(it.Spell, p) {
			out = append(out, it.Spell)
		}
		if g.inHandOf(it.Source, p) {
			out = append(out, it.Source)
		}
		for _, r := range it.It {
			if g.inHandOf(r, p) {
				out = append(out, r)
			}
		}
		for _, ts := range it.Targets {
			for i := range ts {
				if r := ts[i].Obj; g.inHandOf(r, p) {
					out = append(out, r)
				}
			}
		}
	}
	if g.verifyCaches != nil {
		g.verifyHandNamed(out[at:], p)
	}
	return out
}

// verifyHandNamed checks, under VerifyCaches, the references handNamed
// found for p's hand against those heldRefs calls its function with: the
// stack's walk, written out in handNamed, must find what heldRefs finds.
// Both are compared in order of reference, since the revealed cards are
// walked in a map's order.
func (g *Game) verifyHandNamed(found []ObjRef, p PlayerID) {
	var want []ObjRef
	g.heldRefs(func(r ObjRef) {
		if g.inHandOf(r, p) {
			want = append(want, r)
		}
	})
	byRef := func(a, b ObjRef) int {
		if a.Card != b.Card {
			return cmp.Compare(a.Card, b.Card)
		}
		return cmp.Compare(a.Inc, b.Inc)
	}
	found = slices.Clone(found)
	slices.SortFunc(found, byRef)
	slices.SortFunc(want, byRef)
	if !slices.Equal(found, want) {
		g.verifyCaches("the references held to "+g.PlayerName(p)+"'s hand", fmt.Sprint(want), fmt.Sprint(found))
	}
}

// inHandOf reports whether r names an object of p's hand (Object).
func (g *Game) inHandOf(r ObjRef, p PlayerID) bool {
	c := g.Card(r.Card)
	if c == nil {
		return false
	}
	o := c.Obj
	return o != nil && o.Ref == r && o.Zone == Hand && o.Card.Owner == p
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
// told from an earlier one (its mark, above) gets that card's actions
// again as its own (appendTwinActions; under VerifyCaches they are
// found as well and compared, verifyTwinActions), and a land marked twinLandOnly
// gets none, as its listing would find none. Unless marked (a walk of
// the same candidates made them), it marks each candidate as it walks,
// landTime saying whether a land may be played. Where the actions of
// each candidate probed are is noted in lb.spans, and the candidates'
// references in lb.refs.
func (g *Game) appendByCard(out []Action, p PlayerID, cands []*Card, lands, landTime, marked bool) []Action {
	lb := &g.space.listBuf
	n := len(cands)
	if cap(lb.spans) < n || cap(lb.refs) < n || cap(lb.twins) < n {
		lb.growCands(n) // the marks made by a walk of these candidates are kept
	}
	spans, refs, twins := lb.spans[:n], lb.refs[:n], lb.twins[:n] // spans set for each candidate probed
	apart := g.resolving > 0 || g.targetFrame != nil
	lb.namedFound = false
	var seen uint64 // the bits of the definitions of the firsts marked (defBitAt), the first to set each at lb.firstAt
	for i, c := range cands {
		o := c.Obj
		refs[i] = o.Ref
		var t int
		switch {
		case marked:
			t = twins[i]
		case !landTime && o.CopyOf == nil && o.Card.printedFacts().types&tbLand != 0: // defTypeBits, in line
			twins[i] = twinLandOnly
			lb.reads.land = true // as its listing notes (appendLandPlay, appendCastActions)
			if g.verifyCaches != nil {
				g.verifyLandOnly(p, o, lands)
			}
			continue
		case apart:
			t = twinApart
			twins[i] = t
		default:
			// A candidate whose definition's bit no earlier first has set
			// has no earlier candidate of its definition to stand in for
			// it: it is a first, known without a look at those before.
			// Else the candidate that set it is looked at first.
			def := o.Card.Def
			if b := defBitAt(def); seen&(1<<b) == 0 {
				seen |= 1 << b
				lb.firstAt[b] = int32(i)
				t = twinFirst
			} else if j := int(lb.firstAt[b]); cands[j].Def == def {
				t = g.twinAt(p, cands[j].Obj, o, twins, j)
			} else {
				t = g.twinOf(p, cands, twins[:i], o)
			}
			twins[i] = t
		}
		if t >= 0 {
			at := len(out)
			out = appendTwinActions(out, spans[t], o)
			if g.verifyCaches != nil {
				g.verifyTwinActions(p, cands[t].Obj, o, lands, out[at:])
			}
			continue
		}
		from := len(out)
		if lands { // appendCardActions, in line
			out = g.appendLandPlay(out, p, o)
		} else {
			out = g.appendCastActions(out, p, o)
		}
		spans[i] = [2]int{from, len(out)} // read for a twin of a first alone
	}
	lb.refs = refs
	return out
}

// defBitAt returns the place of the bit of a set of 64 that stands for
// def: the same for every card of a definition, shared by some
// definitions (the lengths of the name and rules text added: two
// definitions whose names alone are of a length share a bit less often).
func defBitAt(def *CardDef) uint { return uint(len(def.Name)+len(def.Oracle)) & 63 }

// growCands makes lb's lists of marks, spans and references hold at
// least n candidates, keeping the marks (appendByCard).
func (lb *listBuf) growCands(n int) {
	lb.spans = slices.Grow(lb.spans[:0], n)
	lb.refs = slices.Grow(lb.refs[:0], n)
	if m := cap(lb.twins); m < n {
		lb.twins = slices.Grow(lb.twins[:m], n-m)[:0]
	}
}

// twinOf returns the mark of o, a candidate after those twins marks
// (appendByCard): the index of the earlier candidate it can't be told
// from, or a negative mark (twinAt, with the first of its definition
// among them, if any).
func (g *Game) twinOf(p PlayerID, cands []*Card, twins []int, o *Object) int {
	def := o.Card.Def
	for j, u := range twins {
		if u <= twinFirst && cands[j].Def == def {
			return g.twinAt(p, cands[j].Obj, o, twins, j)
		}
	}
	return twinFirst
}

// twinAt returns the mark of o, a candidate of the same definition as
// q, the first of it, marked at twins[j] (appendByCard): j if o can't be
// told from q, else twinApart. q is marked as held or alone once it is
// compared.
func (g *Game) twinAt(p PlayerID, q, o *Object, twins []int, j int) int {
	u := twins[j]
	if u == twinFirst {
		u = twinFirstAlone
		if twinCandidate(q, p) {
			u = twinFirstHeld
		}
		twins[j] = u
	}
	if u != twinFirstHeld || !twinCandidate(o, p) || !sameHandFacts(q, o) {
		return twinApart
	}
	// handRefNamed's answer once the walk has found nothing named, in
	// line.
	if lb := &g.space.listBuf; lb.namedFound && len(lb.named) == 0 || !g.handRefNamed(p, q.Ref, o.Ref) {
		return j
	}
	return twinApart
}

// handRefNamed reports whether the game holds a reference to q or o,
// cards of p's hand (heldRefs): with nothing on the stack and nothing
// held off it, it holds none. The references are found once a walk
// (appendByCard), when first asked.
func (g *Game) handRefNamed(p PlayerID, q, o ObjRef) bool {
	lb := &g.space.listBuf
	if !lb.namedFound {
		lb.named, lb.namedFound = lb.named[:0], true
		if len(g.stack) > 0 || g.holdsOffStack() { // else the game holds no reference (heldRefs)
			lb.named = g.handNamed(lb.named, p)
		}
	}
	return containsRef(lb.named, q) || containsRef(lb.named, o)
}

// verifyLandOnly reports under VerifyCaches any action found for o, a
// land of p's when none may be played (appendByCard), lands as there.
//
//go:noinline
func (g *Game) verifyLandOnly(p PlayerID, o *Object, lands bool) {
	if acts := g.appendCardActions(nil, p, o, lands); len(acts) > 0 {
		g.verifyCaches("actions on "+g.Describe(o.Ref)+", a land when none may be played", "none", fmt.Sprintf("%+v", acts))
	}
}

// appendCardActions appends to out o's land play (lands) or its casts.
func (g *Game) appendCardActions(out []Action, p PlayerID, o *Object, lands bool) []Action {
	if lands {
		return g.appendLandPlay(out, p, o)
	}
	return g.appendCastActions(out, p, o)
}

// appendTwinActions appends to out the actions listed in span, as
// actions on o, a card that can't be told from the one they were listed
// for (appendByCard).
func appendTwinActions(out []Action, span [2]int, o *Object) []Action {
	for i := span[0]; i < span[1]; i++ {
		// Copied once, in place: an Action is large.
		if len(out) < cap(out) {
			out = out[:len(out)+1]
		} else {
			out = append(out, Action{})
		}
		a := &out[len(out)-1]
		*a = out[i]
		a.Object = o.Ref
		if len(a.Kicked) > 0 {
			a.Kicked = append([]int(nil), a.Kicked...)
		}
	}
	return out
}

// verifyTwinActions finds the actions of o, a card of p's that can't be
// told from q, as appendByCard would (lands as there), and reports under
// VerifyCaches a difference from listed, those listed for it as q's.
func (g *Game) verifyTwinActions(p PlayerID, q, o *Object, lands bool, listed []Action) {
	fresh := g.appendCardActions(nil, p, o, lands)
	if a, b := fmt.Sprintf("%+v", listed), fmt.Sprintf("%+v", fresh); a != b {
		g.verifyCaches("actions on "+g.Describe(o.Ref)+", listed as those on "+g.Describe(q.Ref), a, b)
	}
}
