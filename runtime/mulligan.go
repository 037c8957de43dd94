package runtime

import (
	"fmt"
	"slices"
	"strconv"
)

// OpeningHandSize is the number of cards a player draws to begin the game
// (103.5).
const OpeningHandSize = 7

// MaxMulligans bounds how many mulligans a player may take: a player who
// has taken this many keeps their next hand (they would have nothing
// left to keep). In a game of more than two players the first mulligan is
// free and doesn't count (103.5c): one more may be taken.
const MaxMulligans = OpeningHandSize

// DrawOpeningHands has each player draw an opening hand of seven cards and
// then take London mulligans (103.5): starting with the starting player
// and going in turn order, each player who has not kept decides whether to
// keep their hand (ChooseMulligan); those who take a mulligan shuffle
// their hand into their library and draw seven new cards, and the players
// decide again, until everyone has kept. A player who keeps after taking
// mulligans puts that many cards from their hand on the bottom of their
// library in the order they choose (ChooseBottom). In a game of more than
// two players the first mulligan is free: it doesn't count toward the
// cards put on the bottom (103.5c). The libraries must be shuffled
// already (103.3). It returns the mulligans each player took.
func (g *Game) DrawOpeningHands(starting PlayerID) ([]int, error) {
	g.ready()
	if !g.validPlayer(starting) {
		return nil, refuse("103.1", "there is no player %d to start the game", starting)
	}
	n := len(g.Players)
	taken := make([]int, n)
	kept := make([]bool, n)
	for i := range g.Players {
		g.drawCards(PlayerID(i), OpeningHandSize)
	}
	limit := MaxMulligans
	if n > 2 {
		limit++ // 103.5c: the free first mulligan doesn't count toward how many a player may take
	}
	for {
		var again []PlayerID
		for i := 0; i < n; i++ {
			p := PlayerID((int(starting) + i) % n)
			if kept[p] || g.Players[p].Lost {
				continue
			}
			keep := taken[p] >= limit
			if !keep {
				d, lent := g.newDecision(nil, 2, 1) // decision_loan.go
				d.Kind, d.Player, d.Min, d.Max = ChooseMulligan, p, 1, 1
				d.Prompt = mulliganPrompts.of(len(g.ZoneCards(Hand, p)))
				d.Options = append(d.Options, LabelOption("keep"), LabelOption("mulligan"))
				d.Default = append(d.Default, 0)
				idx, err := g.decide(d)
				keep = err == nil && idx[0] == 0
				g.giveBack(d, lent)
				if err != nil {
					return taken, err
				}
			}
			if keep {
				kept[p] = true
				continue
			}
			again = append(again, p)
		}
		if len(again) == 0 {
			break
		}
		for _, p := range again {
			if g.Players[p].Lost {
				continue // conceded meanwhile: they have left the game (800.4a)
			}
			taken[p]++
			g.Players[p].Mulligans++
			if g.logging() {
				g.emit(EvMulligan, "%s takes a mulligan (103.5)", g.evPlayer(rolePlayer, p))
			}
			if !g.handBackQuiet(p) {
				g.handBack(p)
			}
			g.Shuffle(p, g.Rand)
			g.drawCards(p, OpeningHandSize)
		}
	}
	for i := 0; i < n; i++ {
		p := PlayerID((int(starting) + i) % n)
		if g.Players[p].Lost {
			continue
		}
		bottom := taken[p]
		if n > 2 && bottom > 0 {
			bottom-- // 103.5c: the first mulligan is free
		}
		if err := g.putOnBottom(p, bottom); err != nil {
			return taken, err
		}
	}
	return taken, nil
}

// handBack puts p's hand into p's library for a mulligan, before the
// shuffle (103.5): one batch of moves, of the hand's cards in its order,
// made in the game's lists for it: nothing else draws opening hands
// meanwhile.
func (g *Game) handBack(p PlayerID) {
	hand := g.ZoneCards(Hand, p)
	reqs := g.space.mulliganWork.reqs[:0]
	for _, c := range hand {
		reqs = append(reqs, MoveRequest{Obj: c.Obj.Ref, To: Library, Cause: CauseEffect})
	}
	moved := slices.Grow(g.space.mulliganWork.moved[:0], len(reqs))[:len(reqs)]
	g.moveAll(reqs, moved)
	clear(reqs)
	clear(moved)
	g.space.mulliganWork.reqs, g.space.mulliganWork.moved = reqs[:0], moved[:0]
}

// handBackQuiet is handBack made without the general move's requests
// and events when nothing can see or change the moves (movesUnseen) and
// every card of the hand is one drawQuiet would draw (quietCard) and
// not the card whose move carries another's history (400.7k); it
// reports whether it made them, and makes nothing otherwise, nor when
// the hand is empty or the work may reach the game's limit. It leaves
// what moveAll leaves: one batch, the last known information of each
// card kept in the hand's order, each card's new object on top of the
// library in that order with the next timestamp, and for each card the
// work moveAll spends (the batch's one, unplace's one and one for each
// zoneScanUnit cards of the hand from it to the end, place's one, and
// the one detectTriggers spends for an event it finds no source for),
// three versions and two zone moves. TestHandBackQuietIsMoveAll
// compares the two.
func (g *Game) handBackQuiet(p PlayerID) bool {
	if !g.movesUnseen(p) {
		return false
	}
	hk := zkey(Hand, p)
	hand := g.zoneToWrite(hk)
	work, k := 0, len(hand)
	for i, c := range hand {
		if !g.quietCard(c, p, Hand) || c.Obj.Ref == g.following {
			return false
		}
		work += 4 + (k-i)/zoneScanUnit
	}
	if w := g.work + int64(work); k == 0 || w > g.workCap {
		return false
	}
	lk := zkey(Library, p)
	lib := g.zoneToWrite(lk)
	g.batches++
	g.batchStart = g.timestamp
	for _, c := range hand {
		s := g.leftSnapshot(c.Obj)
		n := g.newObject(c, Library)
		lib = append(lib, c)
		s.Became, s.Cause, s.Batch = n.Ref, CauseEffect, g.batches
	}
	clear(hand)
	g.quietBatchDone(p, hand[:0], lib, k, work)
	return true
}

// quietBatchDone ends a quiet batch (handBackQuiet, drawQuiet) of k cards
// moved between p's hand and library: it sets the two zones and adds, at
// once, what the batch's moves add card by card — two zone moves each, k
// cards into or out of the hand, three versions each — and the work
// they spent.
func (g *Game) quietBatchDone(p PlayerID, hand, lib []*Card, k, work int) {
	g.zones.set(zkey(Hand, p), hand)
	g.zones.set(zkey(Library, p), lib)
	g.zoneMoves += 2 * uint64(k)
	g.handMoved(p, uint64(k))
	g.work += int64(work)
	g.version += 3 * uint64(k)
}

// movesUnseen reports whether nothing in the game can see or change a
// move of an unmodified card of p's between p's library and hand (its
// cards are checked with quietCard): no log, no caches checked, no
// triggered ability that may exist, no continuous effect, no
// replacement effect, no static ability that could replace a move, no
// "until … leaves" effect, the game not over.
func (g *Game) movesUnseen(p PlayerID) bool {
	return g.triggerPerms == 0 && g.offTriggers == 0 && len(g.effects) == 0 && !g.logging() && g.verifyCaches == nil && g.validPlayer(p) &&
		!g.over && len(g.untilLeaves) == 0 && !g.sourceBound && len(g.replacements) == 0 && len(g.selfReplacements) == 0 &&
		(g.noStaticsAbout() || !g.staticReplacementsAbout()) && !g.grantsAbilities()
}

// quietCard reports whether card c, in zone z, moves between p's library
// and hand as movesUnseen's moves do: the game's own (cow.go), p's, not a
// token nor a copy of a spell, unmodified (no counters, stickers or
// characteristic-defining ability, with no effect about) and with none
// of its own abilities able to replace a move. drawQuiet asks the same
// in line.
func (g *Game) quietCard(c *Card, p PlayerID, z Zone) bool {
	o := c.Obj
	return c.gen == g.gen && !c.Token && !c.SpellCopy && c.Owner == p && o.Zone == z &&
		o.Counters.Len() == 0 && len(o.Stickers) == 0 && o.Def().PTCount == nil &&
		(!objHasStatics(o) || objStaticKinds(o)&skReplace == 0)
}

// drawTop is Draw (a draw in the game and an opening hand's) made
// without the general move's request: the move of the top card of p's
// library to p's hand, which no replacement effect changes
// (noReplacements), made with moveOne's steps for that one move and in
// their order: the last known information kept, the batch counted, the
// card taken off the top of the library and placed in the hand, the work
// spent, the versions noted, and the event made, logged and handled as
// moveOne makes it when something may read it (a log, a trigger, the
// caches checked). A token on top, which a move leaves where it is
// (111.8), a card another player owns, and a move that a replacement
// effect may change go through Move; drawing from an empty library is
// remembered for 704.5b. TestDrawTopIsDraw compares it with a draw made
// through Move.
func (g *Game) drawTop(p PlayerID) {
	if !g.validPlayer(p) {
		return
	}
	k := zkey(Library, p)
	lib := g.zoneToWrite(k)
	if len(lib) == 0 {
		// For 704.5b: beforePriority then settles in general
		// (rareBeforePriority), so that its common case need not read it.
		g.Players[p].drewEmpty, g.beforeRare = true, true
		return
	}
	last := len(lib) - 1
	c := g.ownCard(lib[last]) // it leaves: it and its object are written
	o := c.Obj
	if c.Token || c.Owner != p || !g.noReplacements(o, Hand, CauseDraw) {
		g.Move(MoveRequest{Obj: o.Ref, To: Hand, Cause: CauseDraw})
		return
	}
	s := g.startAlone(o)
	g.spend(1 + len(lib)/zoneScanUnit) // unplace, which finds the card at the library's end
	lib[last] = nil
	g.zones.set(k, lib[:last])
	g.zoneMoves++
	g.zoneChanged(o)
	n := g.place(c, Hand, p, false) // becomeNew
	g.movedChanged(o, n, false)
	s.Became, s.Cause, s.Batch = n.Ref, CauseDraw, g.batches // becomeMoved
	if !g.logging() && g.verifyCaches == nil && g.quietMove(CauseDraw, s, Hand, n) {
		g.spend(1) // what detectTriggers spends for an event it finds no source for
		return
	}
	var carried carriedRules
	if o.Ref == g.following {
		carried = carried400_7k
	}
	pr := prepared{o: o, req: MoveRequest{Obj: o.Ref, To: Hand, Cause: CauseDraw}, old: s}
	events := [1]*Event{g.zoneChange(&pr, n, carried)}
	g.endBatch(events[:], nil)
}

// drawCards makes p draw n cards, one at a time, as n calls of drawTop
// would: the cards nothing can see drawn go in one batch (drawQuiet),
// any other through drawTop.
func (g *Game) drawCards(p PlayerID, n int) {
	for n > 0 {
		n -= g.drawQuiet(p, n)
		if n > 0 {
			g.drawTop(p)
			n--
		}
	}
}

// drawQuiet draws up to n cards from the top of p's library into p's hand,
// each as drawTop draws a card no replacement effect changes and whose
// move nothing sees (quietMove), and returns how many it drew: none when
// the game may see or change a draw (a log, the caches checked, a
// triggered ability that may exist, a continuous effect, a replacement
// effect, a static ability that could replace a move, an "until …
// leaves" effect, the game over) or when the work it spends may reach
// the game's limit; it stops before a card that is a token, another
// player's, a copy of a spell, one whose characteristics something may
// modify or one whose own abilities may replace a move. Nothing reads the
// game between its cards, so the zones, work, versions and move counts
// of all the cards are written once at the end: each card adds what
// drawTop's steps add (three versions, two zone moves, work of four and
// one for each zoneScanUnit cards of the library looked past), and its
// last known information, batch, objects and timestamps are made card by
// card in drawTop's order. TestDrawTopIsDraw compares it with Move.
func (g *Game) drawQuiet(p PlayerID, n int) int {
	if !g.movesUnseen(p) {
		return 0
	}
	lk := zkey(Library, p)
	lib := g.zoneToWrite(lk)
	if w := g.work + int64(n*(4+len(lib)/zoneScanUnit)); len(lib) == 0 || w > g.workCap {
		return 0
	}
	hk := zkey(Hand, p)
	hand := g.zoneToWrite(hk)
	work, d := 0, 0
	for ; d < n && len(lib) > 0; d++ {
		last := len(lib) - 1
		c := lib[last]
		o := c.Obj
		if c.gen != g.gen || c.Token || c.SpellCopy || c.Owner != p || o.Zone != Library ||
			o.Counters.Len() != 0 || len(o.Stickers) != 0 || o.Def().PTCount != nil || // quietCard, in line
			objHasStatics(o) && objStaticKinds(o)&skReplace != 0 {
			break
		}
		s := g.space.slabs.snapshots.fresh() // startAlone, and leftSnapshot in line
		if s == nil {
			s = g.space.slabs.snapshots.new()
		}
		s.Object = o
		g.batches++
		g.lkiLen++
		s.prev, c.left = c.left, s
		g.batchStart = g.timestamp
		work += 4 + len(lib)/zoneScanUnit
		lib[last] = nil
		lib = lib[:last]
		no := g.space.slabs.objects.fresh() // place, and newObject in line (AddCards says why)
		if no == nil {
			no = g.space.slabs.objects.new()
		}
		g.bindObject(c, no, Hand)
		hand = append(hand, c)
		s.Became, s.Cause, s.Batch = no.Ref, CauseDraw, g.batches
	}
	if d > 0 {
		g.quietBatchDone(p, hand, lib, d, work)
	}
	return d
}

// putOnBottom has p choose k cards of their hand and put them on the
// bottom of their library in the order chosen (103.5).
func (g *Game) putOnBottom(p PlayerID, k int) error {
	hand := g.ZoneCards(Hand, p)
	if k <= 0 || len(hand) == 0 {
		return nil
	}
	k = min(k, len(hand))
	d, lent := g.newDecision(nil, len(hand), k) // decision_loan.go
	defer g.giveBack(d, lent)
	d.Kind, d.Player, d.Min, d.Max = ChooseBottom, p, k, k
	d.Prompt = bottomPrompts.of(k)
	labels := g.readsLabels(ChooseBottom) // a Decider that reads none is given none (LabelReader)
	for _, c := range hand {
		o := Option{Target: Target{Obj: c.Obj.Ref, Player: NoPlayer}}
		if labels {
			o.Label = g.Describe(c.Obj.Ref)
		}
		d.Options = append(d.Options, o)
	}
	for i := 0; i < k; i++ {
		d.Default = append(d.Default, i)
	}
	idx, err := g.decide(d)
	if err != nil {
		return err
	}
	for _, i := range idx {
		if g.logging() {
			g.emit(EvMulligan, "%s puts a card on the bottom of their library (103.5)", g.evPlayer(rolePlayer, p))
		}
		g.Move(MoveRequest{Obj: d.Options[i].Target.Obj, To: Library, Bottom: true, Cause: CauseEffect})
	}
	return nil
}

// countPrompts is a prompt for each count of cards up to
// OpeningHandSize, made once by text; text makes one past them.
type countPrompts struct {
	made [OpeningHandSize + 1]string
	text func(n int) string
}

// makeCountPrompts makes the prompts text gives for counts up to
// OpeningHandSize.
func makeCountPrompts(text func(n int) string) *countPrompts {
	ps := &countPrompts{text: text}
	for n := range ps.made {
		ps.made[n] = text(n)
	}
	return ps
}

// of returns the prompt for n cards.
func (ps *countPrompts) of(n int) string {
	if n >= 0 && n < len(ps.made) {
		return ps.made[n]
	}
	return ps.text(n)
}

// bottomPrompts are the prompts of the choice of k cards of a hand to
// put on the bottom of the library (putOnBottom).
var bottomPrompts = makeCountPrompts(func(k int) string {
	return fmt.Sprintf("choose %d cards of your hand to put on the bottom of your library, in order (103.5)", k)
})

// mulliganPrompts are the prompts of the mulligan decision for a hand of
// n cards.
var mulliganPrompts = makeCountPrompts(func(n int) string {
	return "keep this hand of " + strconv.Itoa(n) + " cards, or take a mulligan (103.5)?"
})

// mulliganWork is the lists a mulligan puts a hand back with
// (DrawOpeningHands), kept for the next.
type mulliganWork struct {
	reqs  []MoveRequest
	moved []Moved
}
