package runtime

import (
	"slices"
	"sync/atomic"
)

// Copy-on-write state. A card and its current object are written in
// place only by the game whose generation the card carries (Card.gen: an
// object is its card's, and a card's copy has copies of its object, so
// an object's card says whose it is); Clone gives the game cloned and the clone each a new
// generation, so that after it neither writes the cards and objects they
// share. Before a write, the runtime takes ownership (own, ownCard):
// a card or object of another generation is copied once, with its card
// or current object, into the game's card table and zone.

// gens hands out generations: every game cloned, and every clone, gets a
// new one, so no two games that share a card share a generation.
var gens atomic.Uint32

// own returns the game's own copy of o, the current object of its card,
// for writing: o itself while its generation is the game's, else a copy
// of it and its card that the game's table and zone now hold (ownCard).
// A caller that holds o writes and reads the object own returns.
func (g *Game) own(o *Object) *Object {
	if o.Card.gen == g.gen {
		return o
	}
	return g.ownObject(o)
}

// ownObject is own for an object shared with a clone.
func (g *Game) ownObject(o *Object) *Object {
	c := g.ownCard(o.Card)
	if c.Obj != nil && c.Obj.Ref == o.Ref {
		return c.Obj
	}
	return o // not the card's current object (last known information): never written
}

// ownCard returns the game's own copy of c, for writing (own).
func (g *Game) ownCard(c *Card) *Card {
	if c.gen == g.gen {
		return c
	}
	return g.ownShared(c)
}

// ownShared copies c, a card shared with a clone, and its current object
// into memory of the game's own, once: the game's table, the zone that
// holds the card and its stray tokens point at the copy from now on.
// What the game kept that holds objects (the lists of permanents kept
// past a version, the layer system's sources) is dropped, as a pruning
// and a change of state drop it.
func (g *Game) ownShared(c *Card) *Card {
	g.ownTables()
	cur := g.cards[c.ID-1]
	if cur.gen == g.gen {
		return cur // owned already: c was a stale pointer
	}
	n := new(Card)
	*n = *cur
	n.gen = g.gen
	n.base = nil
	n.left = cur.left // the snapshots are shared: a pruning relinks copies (pruneLeft)
	if o := cur.Obj; o != nil {
		no := new(Object)
		*no = *o
		no.Card, no.chars = n, nil
		if o.holdsStorage() {
			copyStorage(no, o, nil)
		}
		n.Obj = no
		g.replaceCard(g.key(o.Zone, n.Owner), cur, n)
	}
	for i, s := range g.strayTokens {
		if s == cur {
			g.strayTokens[i] = n
		}
	}
	g.cards[c.ID-1] = n
	g.prunes++ // kept lists of permanents hold the shared object (kept.go)
	g.changed()
	return n
}

// replaceCard puts n in the place of old in the zone k, or wherever old is.
func (g *Game) replaceCard(k zoneKey, old, n *Card) {
	if zs := g.zones.get(k); zs != nil {
		if i := slices.Index(zs, old); i >= 0 {
			zs[i] = n
			return
		}
	}
	for _, zs := range g.zones {
		if i := slices.Index(zs, old); i >= 0 {
			zs[i] = n
			return
		}
	}
}

// sharedChars returns the characteristics of o, an object shared with a
// clone, as chars computes them, without remembering them: what an
// object remembers is written only by the game that owns it.
func (g *Game) sharedChars(o *Object) *Chars {
	g.freshBegin()
	c := new(Chars)
	switch {
	case g.unmodified(o) || g.inert(o):
		*c = baseChars(o)
	default:
		g.applyEffectsIn(o, c)
	}
	g.freshEnd()
	return c
}

// Own returns the game's own copy of o, one of its current objects, for a
// host that writes o's exported fields directly (Tapped, Counters, …;
// then Touch): after a Clone the game and its clone share their objects
// until either writes one, and a write must go to the game's own copy.
// o itself is returned while it is the game's own; a host that holds o
// afterwards holds the object Own returned.
func (g *Game) Own(o *Object) *Object {
	g.ready()
	if o == nil {
		return nil
	}
	return g.own(o)
}

// zoneToWrite returns the cards of the zone k for the caller to change in
// place or to append to, with the game's own card table and zones
// (ownTables). A writer takes the zone from here before it reads it: a
// slice taken before the tables were copied is the clone's too. The
// test is ownTables', written out: calling ownTables puts zoneToWrite
// just over the inliner's budget, and the call in every zone writer cost
// 0.3% of a playout.
func (g *Game) zoneToWrite(k zoneKey) []*Card {
	if g.tablesShared {
		g.copyTables()
	}
	return g.zones.get(k)
}

// ownTables gives the game its own card table and zones if a Clone left
// them shared (tablesShared).
func (g *Game) ownTables() {
	if g.tablesShared {
		g.copyTables()
	}
}

// copyTables copies the card table and every zone's cards, which a Clone
// shares between the game cloned and the clone until either changes one,
// into the storage a CloneInto left the game (cloneStore) when it has
// room: every zone's cards in one array, each zone's part clipped so that
// an append to it copies it. The cards themselves stay shared (ownCard).
func (g *Game) copyTables() {
	g.tablesShared = false
	st := g.store
	if st == nil {
		st = &cloneStore{} // room for nothing, kept nowhere: a game CloneInto never copied into keeps no storage
	}
	g.cards = append(reuse(st.cardPtrs, len(g.cards))[:0], g.cards...)
	zones := reuse(st.zones, len(g.zones))
	all := reuse(st.zoneCards, len(g.cards))[:0]
	for k, z := range g.zones {
		if z == nil {
			zones[k] = nil
			continue
		}
		at := len(all)
		all = slices.Grow(all, len(z))[:at+len(z)] // a card is in one zone at most: all has room
		zones[k] = append(all[at:at:len(all)], z...)
	}
	g.zones = zones
	st.cardPtrs, st.zones, st.zoneCards = g.cards, zones, all
}
