package runtime

import (
	"slices"
	"strings"
)

// Libraries, hands and graveyards: triggers on drawing and discarding,
// "that player" of a trigger, milling half a library and discarding at
// random.

// CauseTrigger makes a zone-change trigger watch the cards a player moves
// for a reason of their own: "whenever an opponent draws a card" (a card
// put into its owner's hand by a draw, 121.2), "whenever an opponent
// discards a card" (701.9). Each card drawn or discarded is one event.
// Whose says whose cards: YourStep for yours, OpponentsStep for an
// opponent's, EachStep for any player's.
type CauseTrigger struct {
	Cause Cause // CauseDraw or CauseDiscard
	Whose Whose
}

func (t *CauseTrigger) matches(g *Game, ctrl PlayerID, e *Event) bool {
	if e.Cause != t.Cause {
		return false
	}
	c := g.Card(e.New.Card)
	if c == nil {
		return false
	}
	switch t.Whose {
	case YourStep:
		return c.Owner == ctrl
	case OpponentsStep:
		return c.Owner != ctrl
	}
	return true
}

func (t *CauseTrigger) String() string {
	who := "a player"
	switch t.Whose {
	case YourStep:
		who = "you"
	case OpponentsStep:
		who = "an opponent"
	}
	verb := map[bool]string{true: "draws", false: "discards"}[t.Cause == CauseDraw]
	if t.Whose == YourStep {
		verb = verb[:len(verb)-1]
	}
	return "whenever " + who + " " + verb + " a card (once for each card)"
}

// EventPlayer, "that player" of a triggered ability, is in event_triggers.go.

// halfLibrary is the number of cards in half of p's library, rounded down
// or up (107.1a).
func (g *Game) halfLibrary(p PlayerID, up bool) int {
	n := len(g.zones.get(zkey(Library, p)))
	if up {
		return (n + 1) / 2
	}
	return n / 2
}

// randomCards chooses k of cards at random with the game's random source
// (701.9b: a card discarded at random is chosen by no player).
func (g *Game) randomCards(cards []ObjRef, k int) []ObjRef {
	pool := append([]ObjRef(nil), cards...)
	k = min(k, len(pool))
	for i := 0; i < k; i++ { // a partial Fisher–Yates shuffle
		j := i + g.Rand.IntN(len(pool)-i)
		pool[i], pool[j] = pool[j], pool[i]
	}
	return pool[:k]
}

// Search is "search your library for a … card" (701.23): the ability's
// controller looks through their library and chooses a card that matches
// Filter, which is "it" afterwards. Quality says the description states a
// quality (a card type, a supertype, a color): the searcher may then find
// nothing even if such a card is there (701.23b); searching for "a card"
// finds one if the library holds any.
type Search struct {
	Filter  Filter
	Quality bool
	Text    string
	// Whose is the player whose library is searched ("search that
	// player's library"); nil for the searcher's own. The searcher looks
	// at every card of it (401.2 lets them; 701.23).
	Whose PlayerExpr
}

// Apply implements Effect.
func (e Search) Apply(r *Resolution) error {
	g := r.Game
	p := r.Controller
	lib := p
	if e.Whose != nil {
		lib = NoPlayer
		if ps := e.Whose.Players(r); len(ps) > 0 {
			lib = ps[0]
		}
	}
	if !g.validPlayer(p) || !g.validPlayer(lib) {
		r.SetIt(nil)
		return nil
	}
	whose := "their"
	if lib != p {
		whose = g.PlayerName(lib) + "'s"
	}
	d := &Decision{Kind: ChooseObjects, Player: p, Prompt: "search " + whose + " library for " + e.Text}
	for _, c := range g.zones.get(zkey(Library, lib)) {
		if g.Matches(&e.Filter, c.Obj.Ref, p) {
			d.Options = append(d.Options, Option{Label: g.Describe(c.Obj.Ref), Target: Target{Obj: c.Obj.Ref, Player: NoPlayer}})
		}
	}
	d.Max = min(1, len(d.Options))
	if !e.Quality {
		d.Min = d.Max
	}
	var found []ObjRef
	if d.Max > 0 {
		idx, err := g.decide(d)
		if err != nil {
			return err
		}
		for _, i := range idx {
			found = append(found, d.Options[i].Target.Obj)
		}
	}
	if len(found) == 0 {
		if g.logging() {
			g.emit(EvSearch, "%s searches %s library for %s and finds nothing (701.23b)", g.evPlayer(rolePlayer, p), evText("whose", whose), evText(roleText, e.Text))
		}
	} else {
		if g.logging() {
			g.emit(EvSearch, "%s searches %s library for %s and finds a card (701.23)", g.evPlayer(rolePlayer, p), evText("whose", whose), evText(roleText, e.Text))
		}
	}
	r.SetIt(found)
	return nil
}

func (e Search) String() string {
	whose := "your library"
	if e.Whose != nil {
		whose = "the library of " + playerText(e.Whose) + " (you see every card of it, 401.2)"
	}
	s := "search " + whose + " for " + e.Filter.String()
	if e.Quality {
		s += " (a search for a stated quality may come up empty, 701.23b)"
	}
	return s + "; what you find is \"it\""
}

const noMaxHandSizeText = "this object's controller has no maximum hand size (402.2): they don't discard in their cleanup step (514.1)"

// noMaxHandSize reports whether a static ability of a permanent p
// controls gives p no maximum hand size (402.2). It is asked once a
// cleanup step, only when p has more cards than the maximum.
func (g *Game) noMaxHandSize(p PlayerID) bool {
	if g.statics == 0 {
		return false
	}
	return g.controlsStatic(p, nil, func(se *StaticEffect) bool { return se.NoMaxHandSize })
}

// controlsStatic reports whether p controls a permanent with a static
// ability one of whose effects has(se), reading the permanents' current
// abilities. printed, if not nil, is a cheap test of a permanent's
// printed abilities that skips those it fails without computing their
// characteristics.
func (g *Game) controlsStatic(p PlayerID, printed func(*CardDef) bool, has func(*StaticEffect) bool) bool {
	for _, sc := range g.battlefieldCards() {
		if printed != nil && !printed(sc.Obj.Def()) {
			continue
		}
		c := g.Chars(sc.Obj)
		if c.Controller != p {
			continue
		}
		for _, a := range c.Abilities {
			if a.Kind != StaticAbility {
				continue
			}
			for i := range a.Statics {
				if has(&a.Statics[i]) {
					return true
				}
			}
		}
	}
	return false
}

// SourceTapped holds if the ability's source is a permanent that is tapped
// (or, with Untapped, untapped): "if this is untapped" (603.4: checked as
// the ability triggers and again as it resolves).
type SourceTapped struct{ Untapped bool }

// Holds implements Condition.
func (s SourceTapped) Holds(r *Resolution) bool {
	o := r.Game.Object(r.Source)
	return o != nil && o.Zone == Battlefield && o.Tapped != s.Untapped
}

func (s SourceTapped) String() string {
	if s.Untapped {
		return "this object is an untapped permanent"
	}
	return "this object is a tapped permanent"
}

// PutChosen is "put a SELECTOR card from ZONE onto the battlefield": as
// the effect happens, the ability's controller chooses one such card, if
// there is one, and puts it onto the battlefield under their control
// (110.2a). The card is "it" afterwards.
type PutChosen struct {
	From   Filter
	Tapped bool
	Text   string
}

// Apply implements Effect.
func (e PutChosen) Apply(r *Resolution) error {
	g := r.Game
	r.SetIt(nil)
	if !g.validPlayer(r.Controller) {
		return nil
	}
	d := &Decision{Kind: ChooseObjects, Player: r.Controller, Prompt: "choose a card to put onto the battlefield: " + e.Text}
	for _, o := range g.candidates(&e.From) {
		if g.Matches(&e.From, o.Ref, r.Controller) {
			d.Options = append(d.Options, Option{Label: g.Describe(o.Ref), Target: Target{Obj: o.Ref, Player: NoPlayer}})
		}
	}
	if len(d.Options) == 0 {
		if g.logging() {
			g.emit(EvNote, "%s has no card to put onto the battlefield (%s)", g.evPlayer(rolePlayer, r.Controller), evText(roleText, e.Text))
		}
		return nil
	}
	d.Min, d.Max = 1, 1
	idx, err := g.decide(d)
	if err != nil {
		return err
	}
	return Return{What: constRefs{d.Options[idx[0]].Target.Obj}, To: Battlefield, Tapped: e.Tapped, UnderYourControl: true}.Apply(r)
}

func (e PutChosen) String() string {
	s := "choose a " + e.From.String() + " and put it onto the battlefield"
	if e.Tapped {
		s += " tapped"
	}
	return s + " under your control"
}

// LookAtTop is "look at the top N cards of your library": the ability's
// controller looks at them (the log says so without naming them: the
// library stays hidden from the others); they are "it" afterwards.
type LookAtTop struct{ Amount Amount }

// Apply implements Effect.
func (e LookAtTop) Apply(r *Resolution) error {
	g := r.Game
	p := r.Controller
	if !g.validPlayer(p) {
		r.SetIt(nil)
		return nil
	}
	lib := g.zones.get(zkey(Library, p))
	n := min(amountNumber(e.Amount.Value(r)), len(lib))
	var top []ObjRef
	for i := 0; i < n; i++ {
		top = append(top, lib[len(lib)-1-i].Obj.Ref) // the top card first
	}
	if g.logging() {
		g.emit(EvNote, "%s looks at the top %s card(s) of their library", g.evPlayer(rolePlayer, p), evNum(roleAmount, n))
	}
	r.SetIt(top)
	return nil
}

func (e LookAtTop) String() string {
	return "look at the top " + quantity(e.Amount, "card", "cards") + " of your library; they are \"it\""
}

// ArrangeTop is "put them back in any order" after LookAtTop: the
// ability's controller chooses the order of the cards looked at that are
// still on top of their library; the first chosen goes on top.
type ArrangeTop struct{}

// Apply implements Effect.
func (e ArrangeTop) Apply(r *Resolution) error {
	g := r.Game
	p := r.Controller
	if !g.validPlayer(p) {
		return nil
	}
	lib := g.zones.get(zkey(Library, p))
	looked := r.it
	n := 0 // how many of the top cards are still the cards looked at, in order
	for n < len(looked) && n < len(lib) && lib[len(lib)-1-n].Obj.Ref == looked[n] {
		n++
	}
	if n < 2 {
		return nil
	}
	d := &Decision{Kind: ChooseOrder, Player: p, Prompt: "put the cards back on top of your library in any order (the first chosen goes on top)", Min: n, Max: n}
	for _, o := range looked[:n] {
		d.Options = append(d.Options, Option{Label: g.Describe(o), Target: Target{Obj: o, Player: NoPlayer}})
	}
	idx, err := g.decide(d)
	if err != nil {
		return err
	}
	if len(idx) != n {
		return nil
	}
	cards := make([]*Card, n)
	for i, k := range idx {
		cards[i] = g.Card(looked[k].Card)
	}
	lib = g.zoneToWrite(zkey(Library, p)) // the same cards, the game's own (cow.go)
	// The first chosen on top: at the end of the slice.
	for i, c := range cards {
		lib[len(lib)-1-i] = c
	}
	if g.logging() {
		g.emit(EvNote, "%s puts %s card(s) back on top of their library in an order of their choice", g.evPlayer(rolePlayer, p), evNum(roleAmount, n))
	}
	return nil
}

func (e ArrangeTop) String() string {
	return "put the cards looked at back on top of your library in any order"
}

// RevealHand is "PLAYER reveals their hand" (701.16a): the log shows the
// cards.
type RevealHand struct{ Who PlayerExpr }

// Apply implements Effect.
func (e RevealHand) Apply(r *Resolution) error {
	g := r.Game
	for _, p := range e.Who.Players(r) {
		if !g.validPlayer(p) {
			continue
		}
		if g.logging() {
			var hand []ObjRef
			for _, c := range g.zones.get(zkey(Hand, p)) {
				hand = append(hand, c.Obj.Ref)
			}
			g.emit(EvReveal, "%s reveals their hand: %s (701.16a)", g.evPlayer(rolePlayer, p), g.evRevealedList(hand))
		}
	}
	return nil
}

func (e RevealHand) String() string { return playerText(e.Who) + " reveals their hand (701.16a)" }

// ChooseFromHand is "you choose a … card from it" after a hand was
// revealed: the ability's controller chooses one card of Whose's hand that
// matches Filter, if there is one; it is "it" and "that card" afterwards.
type ChooseFromHand struct {
	Whose  PlayerExpr
	Filter Filter
	Text   string
}

// Apply implements Effect.
func (e ChooseFromHand) Apply(r *Resolution) error {
	g := r.Game
	r.SetIt(nil)
	if !g.validPlayer(r.Controller) {
		return nil
	}
	d := &Decision{Kind: ChooseObjects, Player: r.Controller, Prompt: "choose a " + e.Text + " from the revealed hand"}
	for _, p := range e.Whose.Players(r) {
		if !g.validPlayer(p) {
			continue
		}
		for _, c := range g.zones.get(zkey(Hand, p)) {
			if g.Matches(&e.Filter, c.Obj.Ref, r.Controller) {
				d.Options = append(d.Options, Option{Label: g.Describe(c.Obj.Ref), Target: Target{Obj: c.Obj.Ref, Player: NoPlayer}})
			}
		}
	}
	if len(d.Options) == 0 {
		if g.logging() {
			g.emit(EvChoose, "%s finds no %s to choose", g.evPlayer(rolePlayer, r.Controller), evText(roleText, e.Text))
		}
		return nil
	}
	d.Min, d.Max = 1, 1
	idx, err := g.decide(d)
	if err != nil {
		return err
	}
	chosen := d.Options[idx[0]].Target.Obj
	if g.logging() {
		g.emit(EvChoose, "%s chooses %s", g.evPlayer(rolePlayer, r.Controller), g.evObjSeenBy(roleObject, chosen, r.Controller))
	}
	r.SetIt([]ObjRef{chosen})
	return nil
}

func (e ChooseFromHand) String() string {
	return "you choose a " + e.Filter.String() + " from the hand of " + playerText(e.Whose) + "; it is \"it\""
}

// DiscardObjects is "PLAYER discards that card": each object What names
// that is in a hand is discarded (701.9a) into its owner's graveyard.
type DiscardObjects struct{ What ObjExpr }

// Apply implements Effect.
func (e DiscardObjects) Apply(r *Resolution) error {
	var reqs []MoveRequest
	for _, o := range e.What.Objects(r) {
		if obj := r.Game.Object(o); obj != nil && obj.Zone == Hand {
			reqs = append(reqs, MoveRequest{Obj: o, To: Graveyard, Cause: CauseDiscard, Source: r.Source})
		}
	}
	r.setAmount(movedCount(r.move(reqs)))
	return nil
}

func (e DiscardObjects) String() string {
	return "its owner discards " + objText(e.What) + " (if it is in a hand, 701.9a)"
}

func revealHandsText(who Rel) string {
	subject := map[Rel]string{RelAny: "each player plays", RelYou: "this object's controller plays", RelOpponent: "each opponent of this object's controller plays"}[who]
	return subject + " with their hand revealed (the cards in it are public)"
}

// staticHandRevealed reports whether a static ability of a permanent makes
// p play with their hand revealed.
func (g *Game) staticHandRevealed(p PlayerID) bool {
	if g.statics == 0 {
		return false
	}
	for _, sc := range g.battlefieldCards() {
		c := g.Chars(sc.Obj)
		for _, a := range c.Abilities {
			if a.Kind != StaticAbility {
				continue
			}
			for i := range a.Statics {
				if s := a.Statics[i]; s.RevealHands && relHolds(s.Reveal, p, c.Controller) {
					return true
				}
			}
		}
	}
	return false
}

// RevealTop is "reveal the top card of your library" (701.16a): the card
// stays where it is and is "it" afterwards.
type RevealTop struct{}

// Apply implements Effect.
func (RevealTop) Apply(r *Resolution) error {
	g := r.Game
	p := r.Controller
	if !g.validPlayer(p) {
		r.SetIt(nil)
		return nil
	}
	lib := g.zones.get(zkey(Library, p))
	if len(lib) == 0 {
		if g.logging() {
			g.emit(EvReveal, "%s has no card in their library to reveal", g.evPlayer(rolePlayer, p))
		}
		r.SetIt(nil)
		return nil
	}
	top := lib[len(lib)-1].Obj.Ref
	if g.logging() {
		g.emit(EvReveal, "%s reveals %s from the top of their library (701.16a)", g.evPlayer(rolePlayer, p), g.evRevealed(roleObject, top))
	}
	r.SetIt([]ObjRef{top})
	return nil
}

func (RevealTop) String() string {
	return "reveal the top card of your library (701.16a); it is \"it\""
}

// ItIs holds if an object "it" names matches Filter, in whatever zone it
// is: "if it's a creature card".
type ItIs struct{ Filter Filter }

// Holds implements Condition.
func (c ItIs) Holds(r *Resolution) bool {
	for _, o := range r.it {
		if r.Game.Object(o) != nil && r.Game.Matches(&c.Filter, o, r.Controller) {
			return true
		}
	}
	return false
}

func (c ItIs) String() string { return "it is a " + c.Filter.String() }

// Otherwise does its effects if the condition of the Conditional just
// before it did not hold ("otherwise, …").
type Otherwise struct{ Effects []Effect }

// Apply implements Effect.
func (e Otherwise) Apply(r *Resolution) error {
	if !r.otherwise {
		return nil
	}
	r.otherwise = false
	for _, x := range e.Effects {
		if err := x.Apply(r); err != nil {
			return err
		}
	}
	return nil
}

func (e Otherwise) String() string {
	var s []string
	for _, x := range e.Effects {
		s = append(s, describe(x))
	}
	return "otherwise (if the condition before did not hold): " + strings.Join(s, "; ")
}

// reposition puts o, a card in a library, on the bottom of that library
// (or on top). It stays the same object: it does not change zones.
func (g *Game) reposition(o *Object, bottom bool) {
	k := zkey(Library, o.Controller)
	if c := g.Card(o.Ref.Card); c != nil {
		k = zkey(Library, c.Owner)
	}
	lib := g.zoneToWrite(k)
	i := slices.IndexFunc(lib, func(c *Card) bool { return c.Obj == o })
	if i < 0 {
		return
	}
	c := lib[i]
	lib = slices.Delete(lib, i, i+1)
	if bottom {
		lib = slices.Insert(lib, 0, c)
	} else {
		lib = append(lib, c)
	}
	g.zones.set(k, lib)
	g.changed()
	where := map[bool]string{true: "bottom", false: "top"}[bottom]
	if g.logging() {
		g.emit(EvNote, "a card is put on the %s of %s's library", evText("where", where), g.evPlayer(rolePlayer, k.owner()))
	}
}
