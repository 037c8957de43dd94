package runtime

import (
	"errors"
	"fmt"
	"slices"
	"strings"
)

// ActionKind says what an Action does.
type ActionKind uint8

// Kinds of actions a player takes (117.1, 305.1, 508.1, 509.1, 605.3a).
const (
	// ActPass passes priority (117.3d).
	ActPass ActionKind = iota
	// ActPlayLand plays the land Object (305.1).
	ActPlayLand
	// ActCast casts the card Object as a spell (601.2).
	ActCast
	// ActActivate activates the Ability-th activated ability of Object
	// (602.2); Mana says it is a mana ability, which resolves at once
	// (605.3).
	ActActivate
	// ActTapForMana taps the permanent Object for mana: the mana ability
	// of a basic land type (305.6) or a {T}-only mana ability (605),
	// as Game.TapForMana does.
	ActTapForMana
	// ActDeclareAttackers declares attackers (508.1).
	ActDeclareAttackers
	// ActDeclareBlockers declares blockers (509.1).
	ActDeclareBlockers
)

var actionKindNames = [...]string{"pass", "play land", "cast", "activate", "tap for mana", "declare attackers", "declare blockers"}

func (k ActionKind) String() string {
	if int(k) < len(actionKindNames) {
		return actionKindNames[k]
	}
	return fmt.Sprintf("action %d", int(k))
}

// Action is something a player may do: LegalActions lists them and Take
// performs one. A client may hand a listed action back unchanged, except
// for a declaration, which it completes with its choice (Attacks, Blocks),
// and a spell with X, whose X it may set up to MaxX.
//
// Take does what Kind says to Object, reading Flashback, Kicked and X for
// a cast, Ability for an activation, Attacks and Blocks for a declaration.
// The other fields say what that is, and Take refuses an action they
// misdescribe, changing nothing (take_check.go):
//
//   - Player is the player the action is for: Take refuses it for anyone
//     else. NoPlayer leaves it unsaid; 0 is the first player, not unsaid.
//   - Name (the card's name), From (the zone its object is in) and Text
//     (the activated ability's text) must be right when set; "" and
//     ZoneNone leave them unsaid.
//   - Mana and HasX, when true, must be right: Mana says the action is a
//     mana ability (605.1a), HasX that the spell has an X to announce
//     (601.2b); false leaves them unsaid, as Take does the same either
//     way.
//   - A field the action's kind doesn't read is left at its zero value: a
//     pass names no object, a land play no kicker, a cast no ability.
//   - An Object that has changed zones since the action was made names no
//     object now (400.7): the action is refused.
//
// MaxX, AttackOptions and BlockOptions are what a listing offers; Take
// doesn't read them.
type Action struct {
	Kind ActionKind
	// Player is the player the action is for; NoPlayer leaves it to Take.
	Player PlayerID
	// Object is the land played, the card cast, the source of the ability
	// activated or the permanent tapped for mana; Name its card's name and
	// From the zone it is in.
	Object ObjRef
	Name   string
	From   Zone
	// Flashback casts the card from its owner's graveyard for its
	// flashback cost (702.34a).
	Flashback bool
	// Kicked lists the kicker costs paid (702.33): indices into the card's
	// kicker keywords, in order. Empty: none. Each choice is its own
	// action, as each changes what the spell costs.
	Kicked []int
	// X is the value announced for X (107.3, 601.2b). HasX says the cost
	// has an X, and MaxX, in a listed action, is the largest X the player
	// can pay for now.
	X, MaxX int
	HasX    bool
	// Ability is the index of the activated ability among the object's
	// activated abilities (the index Game.Activate takes), Text its text.
	Ability int
	Text    string
	// Mana marks a mana ability (605): it doesn't use the stack.
	Mana bool
	// AttackOptions, in a listed declaration of attackers, are the
	// creatures that may attack and the players each may attack: each
	// creature and player appears in at least one legal declaration.
	// Attacks is the declaration a client takes: an empty one declares
	// no attackers.
	AttackOptions []AttackOption
	Attacks       []Attack
	// BlockOptions, in a listed declaration of blockers, are the
	// creatures that may block and the attackers each may block: each pair
	// appears in at least one legal declaration. A creature blocks one of
	// its attackers, or up to Game.BlockLimit of them when an ability lets
	// it block several (509.1a). Blocks is the declaration a client takes,
	// one entry per blocking creature; an empty one declares no blockers.
	BlockOptions []Block
	Blocks       []Block
}

// AttackOption is a creature that may attack and the players and
// planeswalkers it may attack (508.1a–b).
type AttackOption struct {
	Creature  ObjRef
	Defenders []PlayerID
	// Planeswalkers are the planeswalkers opponents control that it may
	// attack (attack_planeswalker.go).
	Planeswalkers []ObjRef
	// Must: the creature is required to attack if able (508.1d).
	Must bool
}

// Attack is one creature attacking one player or planeswalker (508.1,
// 506.2): Defender is the player, or with Planeswalker set the
// planeswalker's controller (the runtime fills it in).
type Attack struct {
	Creature     ObjRef
	Defender     PlayerID
	Planeswalker ObjRef
}

// String describes an action for a person: "cast Shock #12.2 from hand".
func (a Action) String() string {
	var b strings.Builder
	b.WriteString(a.Kind.String())
	if !a.Object.IsZero() {
		fmt.Fprintf(&b, " %s %s", a.Name, a.Object)
	}
	switch a.Kind {
	case ActPlayLand, ActCast:
		if a.From != Hand {
			fmt.Fprintf(&b, " from %s", a.From)
		}
	case ActActivate:
		fmt.Fprintf(&b, ": %s", a.Text)
	}
	if a.Flashback {
		b.WriteString(" with flashback")
	}
	if len(a.Kicked) > 0 {
		fmt.Fprintf(&b, " kicked %v", a.Kicked)
	}
	if a.HasX {
		fmt.Fprintf(&b, " X=%d (at most %d)", a.X, a.MaxX)
	}
	for _, o := range a.AttackOptions {
		fmt.Fprintf(&b, " %s→%v", o.Creature, o.Defenders)
		if len(o.Planeswalkers) > 0 {
			fmt.Fprintf(&b, "+%v", o.Planeswalkers)
		}
	}
	for _, o := range a.BlockOptions {
		fmt.Fprintf(&b, " %s→%v", o.Blocker, o.Attackers)
	}
	return b.String()
}

// errProbeLegal is what an action returns, while LegalActions probes it,
// at the point where it would begin to change the game: everything it
// checks has passed. It is returned as it is, never wrapped, so a probe
// compares it with ==: errors.Is costs a probe refused for any other
// reason hundreds of instructions, in the runtime's lookups of which
// interfaces the refusal's type implements.
var errProbeLegal = errors.New("legal")

// errProbeRefused is what an action returns, while LegalActions probes
// it, in place of a refusal it refuses often there (a creature that
// can't attack, tried as an attacker): the probe reads no message, so
// none is made.
var errProbeRefused = errors.New("refused")

// errProbeUnpayable is what a spell returns, while LegalActions probes
// it, when its cost can't be paid whatever is chosen: a refusal no one
// reads, so its message isn't written for each spell.
var errProbeUnpayable = &RuleError{Rule: "601.2h", Msg: "the cost can't be paid"}

// errProbeTiming is the same for a spell that can't be cast at this time
// (117.1a; checkTiming).
var errProbeTiming = &RuleError{Rule: "117.1a", Msg: "it can't be cast at this time"}

// errProbeTapped, errProbeSick and errProbeCantPay are the refusals of an
// ability probed while its source is tapped (602.5b), while it is a
// creature with summoning sickness (302.6), or while its mana cost can't
// be paid (602.2b): most permanents' abilities are refused so at most
// listings, and no one reads the message.
var (
	errProbeTapped  = &RuleError{Rule: "602.5b", Msg: "the source is already tapped"}
	errProbeSick    = &RuleError{Rule: "302.6", Msg: "the source has summoning sickness"}
	errProbeCantPay = &RuleError{Rule: "602.2b", Msg: "the cost can't be paid"}
)

// probeBudget bounds how many ways of answering an action's decisions
// LegalActions tries before taking the action to be refused.
const probeBudget = 256

// maxAnswers bounds how many answers to one decision LegalActions tries.
const maxAnswers = 24

// LegalActions lists what player p may do now, in a fixed order: lands to
// play, spells to cast, abilities to activate, mana to make, declarations,
// and passing. It lists an action exactly when the runtime would accept
// it, where an action whose targets, modes or costs are chosen while it is
// taken counts as accepted when some choice of them is legal: there exist
// targets, modes, sacrifices and discards, and a payment with the mana the
// player has and can make, for which the runtime accepts it. A client that
// chooses through its Decider may still make a choice that is refused.
//
// Each way of casting a card is its own action: from its owner's hand or
// from wherever an effect lets the player cast it, with flashback from the
// graveyard (702.34a), and with each set of kicker costs (702.33). A
// spell with X is listed with X = 0 and the largest payable X in MaxX.
// Madness, rebound and "you may cast" effects that cast while they
// resolve are decisions of those effects, not actions.
//
// A declaration of attackers is listed for the active player in the
// declare attackers step until it is made, and of blockers for the
// defending player in the declare blockers step, with their options.
// Asking costs no work (Work) and changes nothing.
//
// It runs each action's own checks up to where the action would change
// the game, answering its decisions in every way in turn: at most
// maxAnswers answers to one decision and probeBudget ways in all, a bound
// no card of the library comes near (an action with more ways, none of
// the first ones legal, would be left out).
func (g *Game) LegalActions(p PlayerID) []Action {
	g.ready()
	return g.AppendLegalActions(nil, p)
}

// AppendLegalActions appends the actions LegalActions lists to dst and
// returns the extended slice, so that a caller asking again and again
// (an automatic player, a search) can reuse one buffer.
func (g *Game) AppendLegalActions(dst []Action, p PlayerID) []Action {
	return g.AppendLegalActionsWith(dst, p, ListOptions{})
}

// ListOptions says which of the legal actions AppendLegalActionsWith
// lists. The zero value lists them all, as AppendLegalActions does.
type ListOptions struct {
	// NoManaTaps leaves out tapping a permanent for mana (ActTapForMana).
	// A player may activate a mana ability whenever they have priority
	// (605.3a), but a client that lets the game activate mana abilities
	// as it pays a cost (601.2g–h, 602.2b) never takes one: it is spared
	// an action for each untapped mana source.
	NoManaTaps bool
}

// AppendLegalActionsWith is AppendLegalActions listing what opts asks
// for: the same actions in the same order, less those it leaves out.
func (g *Game) AppendLegalActionsWith(dst []Action, p PlayerID, opts ListOptions) []Action {
	g.ready()
	if g.verifyCaches != nil {
		g.checkView(p) // a view of the plays given last (LegalPlaysView) is as it was given
	}
	if !g.mayAct(p) && g.actorError(p) != nil || g.legalProbe { // actorError refuses none mayAct allows: asked in line first
		return dst
	}
	defer g.endListing(g.beginListing())
	// PlayLand refuses every card alike unless p holds priority in a main
	// phase of p's turn with an empty stack and a land play left (117.1,
	// 305.1, 305.2): then nothing is probed.
	// p may act (mayAct, above), and nothing the listing does changes that:
	// HasPriority's common case and passesFreely are asked without it.
	priority := g.priorityHeldActing(p) || g.hasPriority(p) // HasPriority, its common case in line
	landTime := g.landTime(p, priority)
	out := g.appendPlays(dst, p, priority, landTime, opts.NoManaTaps) // listing_kept.go
	if g.attackDue(p) {
		if a, ok := g.attackAction(p); ok {
			out = append(out, a)
		}
	}
	if g.blockDue(p) {
		if a, ok := g.blockAction(p); ok {
			out = append(out, a)
		}
	}
	if g.passesActing(p) || g.passCheck(p) == nil { // passError, its common case inlined: Pass's own checks; a pass changes nothing else it could refuse over
		var a *Action
		out, a = newAction(out)
		a.Kind, a.Player = ActPass, p
	}
	return out
}

// findPlays appends to out the lands p may play, the spells p may cast,
// the abilities p may activate and, if taps, the mana p may make now by
// tapping its sources, each probed (appendPlays keeps them); landTime
// says whether a land may be played now, but for the card.
func (g *Game) findPlays(out []Action, p PlayerID, landTime, taps bool) []Action {
	cands := g.candidateCards(p)
	// A card of p's hand that can't be told from one already probed has
	// its land play and casts (twins.go).
	lb := &g.space.listBuf
	if landTime {
		out = g.appendByCard(out, p, cands, true, true, false)
	}
	lb.landEnd = len(out)
	out = g.appendByCard(out, p, cands, false, landTime, landTime) // marked by the walk of the lands, if any
	lb.handEnd, lb.offHand = len(out), len(cands) != len(g.ZoneCards(Hand, p))
	// Most listings of a game without activated abilities find none,
	// told without the call (noActivationObjects).
	var objs []*Object
	if !g.noActivationObjects() {
		objs = g.activationObjects(p)
		if g.verifyCaches != nil && len(objs) > 0 && g.activationCountsNone() {
			g.verifyCaches("objects of "+g.PlayerName(p)+" with abilities to activate, by the counts", "none", objsText(objs))
		}
	}
	for _, o := range objs {
		// The abilities' slice is never written to: probing may compute
		// o's characteristics again in place, not change the list read.
		c := g.chars(o)
		abs := c.Abilities
		i := 0
		for _, ab := range abs {
			if ab.Kind != ActivatedAbility {
				continue
			}
			idx := i
			i++
			if len(ab.Targets) > 0 && !g.tapRefused(o, c, ab) {
				lb.others, lb.needs.wide = true, true // its probe reads a list of targets (readsOwnOnly; listing_kept.go)
			}
			if g.activateProbe(p, o, idx) { // probe_kept.go
				var a *Action
				out, a = newAction(out)
				a.Kind, a.Player, a.Object, a.Name, a.From, a.Ability, a.Text, a.Mana = ActActivate, p, o.Ref, o.Name(), o.Zone, idx, ab.Text, ab.IsMana
			}
		}
	}
	if taps && g.hasPriority(p) && g.cantActivateError(p) == nil { // TapForMana's checks (605.3a, 101.2)
		srcs := g.manaSources(p)
		out = slices.Grow(out, len(srcs)+2) // the sources, a declaration and a pass
		for _, s := range srcs {
			// A battlefield of lands lists one for each.
			var a *Action
			out, a = newAction(out)
			a.Kind, a.Player, a.Object, a.Name, a.From, a.Mana = ActTapForMana, p, s.obj.Ref, s.obj.Name(), Battlefield, true
		}
	}
	return out
}

// tapRefused reports whether the activation of ab, an ability of o, a
// permanent whose characteristics are c, is refused for its {T} cost
// whatever it targets: o is tapped, or a creature with summoning
// sickness and no haste (activateSteps' checks, which come before the
// targets; those before them only refuse). It reads o alone, and when
// its controller's turn began (sickUnder counts that read), so the plays
// of o's controller that would read a list of targets for it read
// their own permanents alone (findPlays).
func (g *Game) tapRefused(o *Object, c *Chars, ab *Ability) bool {
	if !ab.Cost.Tap || o.Zone != Battlefield {
		return false
	}
	return o.Tapped || g.typeBitsOf(o, c)&tbCreature != 0 && g.sickUnder(o, c.Controller) && !c.Has("haste")
}

// newAction appends a zero Action to out and returns the longer slice and
// the new action, for the caller to write field by field: an Action is
// large, and a literal appended or assigned into the slice is made
// whole on the stack and copied in.
func newAction(out []Action) ([]Action, *Action) {
	if len(out) < cap(out) {
		out = out[:len(out)+1]
		a := &out[len(out)-1]
		*a = Action{}
		return out, a
	}
	out = append(out, Action{})
	return out, &out[len(out)-1]
}

// listing puts the game in the state LegalActions asks in — probing,
// costing no work, its Decider kept aside — and returns what puts it back.
func (g *Game) listing() func() {
	s := g.beginListing()
	return func() { g.endListing(s) }
}

// listingSaved is what a listing puts back as it ends (beginListing).
type listingSaved struct {
	probing bool
	decider Decider
	work    int64
}

// beginListing is listing without a closure, for a deferred endListing
// (a deferred call of a method with its arguments is open-coded: a
// listing is made at every priority).
func (g *Game) beginListing() listingSaved {
	s := listingSaved{g.probing, g.Decider, g.work}
	g.probing = true
	g.setLegalProbe(true)
	return s
}

// endListing puts back what beginListing saved.
func (g *Game) endListing(s listingSaved) {
	g.setLegalProbe(false)
	g.probing, g.Decider, g.work = s.probing, s.decider, s.work
}

// Declaration returns the declaration of attackers or of blockers that
// player p is to make now, as LegalActions lists it (with its options),
// without listing p's other actions; false when none is due.
func (g *Game) Declaration(p PlayerID) (a Action, ok bool) {
	g.ready()
	ok = g.declarationInto(p, &a) // made in the answer: an Action is large to copy
	return a, ok
}

// declarationInto is Declaration made in *a, which must be zero.
func (g *Game) declarationInto(p PlayerID, a *Action) bool {
	if g.actorError(p) != nil || g.legalProbe {
		return false
	}
	if g.attackDue(p) {
		// A listing's frame is for the probes of p's creatures: with no
		// creature, declaring none is found without one (attacksInto).
		var room oppRoom
		opps := g.AppendOpponents(room[:0], p)
		reads := g.turnReads
		creatures := g.creatures(p)
		if len(creatures) > 0 {
			defer g.endListing(g.beginListing())
		}
		return g.attacksInto(p, a, opps, creatures, reads)
	}
	defer g.endListing(g.beginListing())
	var ok bool
	*a, ok = g.blockAction(p)
	return ok
}

// Take performs an action for player p, as listed by LegalActions (or
// built by a client): targets, modes and the other choices made while it
// is taken are asked through the Decider. A refused action returns a
// *RuleError and changes nothing; so is an action whose fields disagree
// with what it would do (see Action): one listed for another player, for
// an object that has since changed zones, or edited.
func (g *Game) Take(p PlayerID, a Action) error {
	return g.TakeListed(p, &a)
}

// TakeListed is Take(p, *a) with the action read in place, where a
// listing holds it (LegalPlaysView), rather than copied: a is neither
// changed nor kept.
func (g *Game) TakeListed(p PlayerID, a *Action) error {
	g.ready()
	if g.journalling() {
		return g.takeJournalled(p, a)
	}
	return g.takeOwn(p, a)
}

// takeJournalled is Take recorded in the journal (journal.go): kept apart
// so that an action no journal records carries no deferred call.
func (g *Game) takeJournalled(p PlayerID, a *Action) (err error) {
	end := g.journalCall(journalTake(p, *a))
	defer func() { end.end(g, &err) }() // journal.go
	return g.takeOwn(p, a)
}

// takeOwn is Take once the journal has its entry; it changes nothing of
// a.
//
// An action taken from the plays lent (listedNow) is not checked again
// for what the listing checked, but under VerifyCaches.
func (g *Game) takeOwn(p PlayerID, a *Action) error {
	listed := g.listedNow(p, a) // take_check.go
	if !listed || g.verifyCaches != nil {
		if err := g.takeError(p, a); err != nil { // take_check.go
			if listed {
				g.verifyListed(p, a, err)
			}
			return err
		}
	}
	switch a.Kind {
	case ActPass:
		return g.Pass(p)
	case ActPlayLand:
		// One taken from the plays lent, from p's hand, while p holds
		// priority: the listing's checks are not made again (cast.go).
		if listed && !g.journalling() {
			if o := g.Object(a.Object); o != nil && o.Zone == Hand && o.Card.Owner == p &&
				(g.priorityHeldActing(p) || g.Priority == p && g.hasPriority(p)) && (g.verifyCaches == nil || g.landListedAgrees(p, a)) {
				return g.playLandNow(p, o, nil) // cast.go
			}
		}
		return g.PlayLand(p, a.Object)
	case ActCast:
		return g.castTaken(p, a, listed)
	case ActActivate:
		return g.Activate(p, a.Object, a.Ability, nil)
	case ActTapForMana:
		return g.TapForMana(p, a.Object)
	case ActDeclareAttackers:
		return g.takeAttacks(p, a.Attacks)
	case ActDeclareBlockers:
		blocks := make([]Block, 0, len(a.Blocks))
		for _, b := range a.Blocks {
			if len(b.Attackers) > 0 {
				blocks = append(blocks, b)
			}
		}
		return g.DeclareBlocks(p, blocks)
	}
	return refuse("117.1", "there is no action of kind %d", int(a.Kind))
}

// castTaken casts the spell of a, an action of kind ActCast that takeOwn
// has checked, for p: the request is made here and given to Cast's
// checks (castChecked) without a copy. A game the journal records casts
// through Cast, as before. A cast taken from the plays lent (listed:
// listedNow) while p holds priority was found by the listing's probe
// (castProbeRun) in this state but for the priority, which moves on
// only with a pass: p may act, the request names nothing Cast refuses
// outright, and the card's timing allows it, which are not checked
// again but under VerifyCaches. Such a cast that plainListed finds plain
// is made by castPlain, which needs no request.
func (g *Game) castTaken(p PlayerID, a *Action, listed bool) error {
	trusted := listed && !g.journalling() && (g.priorityHeldActing(p) || g.Priority == p && g.hasPriority(p)) // HasPriority, as castChecked asks it
	if trusted {
		if g.verifyCaches != nil {
			req := CastRequest{Player: p, Card: a.Object, Flashback: a.Flashback, Kicked: a.Kicked, X: a.X}
			if err := g.castRequestError(&req); err != nil { // cast.go
				g.verifyListed(p, a, err)
				return err
			}
		}
		if o := g.plainListed(p, a); o != nil {
			if done, err := g.castPlain(p, a, o); done { // cast.go
				return err
			}
		}
	}
	kicked := a.Kicked
	if kicked == nil {
		kicked = []int{}
	}
	req := CastRequest{Player: p, Card: a.Object, Flashback: a.Flashback, Kicked: kicked, X: a.X}
	if g.journalling() {
		req.Kicked = slices.Clone(kicked)
		_, err := g.Cast(req)
		return err
	}
	// The listing's kicker list is read, never written nor kept: a
	// request's Kicked is written only when nil (castSteps), and the
	// spell keeps a copy of it.
	if trusted {
		_, err := g.castOwn(&req, false, true) // the timing checked only under VerifyCaches
		return err
	}
	_, err := g.castChecked(&req)
	return err
}

// takeAttacks declares attackers: each creature attacks the player or
// planeswalker of its Attack (506.2); an empty declaration attacks the
// first opponent it may.
func (g *Game) takeAttacks(p PlayerID, attacks []Attack) error {
	if len(attacks) > 0 {
		return g.declareAttacks(p, attacks, attacks[0].Defender)
	}
	var room oppRoom
	opps := g.AppendOpponents(room[:0], p)
	if len(opps) == 0 {
		return refuse("508.1b", "%s has no opponent to attack", g.PlayerName(p))
	}
	defender := opps[0]
	// With one opponent, the declaration is against it whatever a probe
	// says; with no creature, declaring none is legal against anyone
	// (attackAction).
	if !g.legalProbe && len(opps) > 1 && len(g.creatures(p)) > 0 {
		for _, d := range opps {
			if g.probeDirect(func() error { return g.DeclareAttackers(p, nil, d) }) {
				defender = d
				break
			}
		}
	}
	// DeclareAttackers' declaration: Take and DeclareAttacks have begun
	// the journal's entry, in which DeclareAttackers would record nothing
	// more.
	return g.declareAttacks(p, nil, defender)
}

// candidateCards lists the cards p might play or cast: p's hand, and
// the cards elsewhere that an effect or a keyword could let p play or
// cast from where they are. With none elsewhere it is p's hand itself,
// read in place: a listing's probes stop before anything moves
// (errProbeLegal), so the hand stays as it is while the list is walked.
func (g *Game) candidateCards(p PlayerID) []*Card {
	hand := g.ZoneCards(Hand, p)
	if g.offField == 0 && len(g.effects)|len(g.allowances)|len(g.playPermits) == 0 && g.verifyCaches == nil &&
		(g.statics == 0 || !g.stickersPlaced && g.kindCounts[skPermitAt]|g.kindCounts[skGrantAt] == 0) {
		// The test below in line, as castPermitZones and flashbackAbout
		// answer it: no static ability, or none that permits or grants
		// and no stickers, so no permission; no effect and no card with
		// an ability off the battlefield, so no flashback.
		return hand
	}
	// Elsewhere a card is a candidate only by a permission or an
	// allowance, or by flashback: with none about, no zone is looked at.
	permitZones := g.castPermitZones(p)
	permits := permitZones != 0 || len(g.allowances) > 0 || len(g.playPermits) > 0
	if !permits && !g.flashbackAbout() {
		return hand
	}
	// Zones but the hand read (listing_kept.go): with flashback alone
	// about, which cards are in the player's graveyard; with a
	// permission, what it allows, which may read the turn.
	if permits {
		g.space.listBuf.unkeyed = true
	} else {
		g.space.listBuf.reads.zones = true
	}
	if permits || g.offField > 0 || g.stickersPlaced || g.effectOnOffField(p) {
		out := g.appendCandidatesOffHand(append(g.space.listBuf.cands[:0], hand...), p, permitZones)
		g.space.listBuf.cands = out[:0]
		return out
	}
	if g.verifyCaches != nil {
		// Flashback alone could make one, and no card of the game
		// prints it (noteOffField): an effect would have to give it to
		// a card of p's graveyard, which has its base characteristics
		// unless an effect names it or it has stickers (inert).
		if found := g.appendCandidatesOffHand(nil, p, 0); len(found) > 0 {
			objs := make([]*Object, len(found))
			for i, c := range found {
				objs[i] = c.Obj
			}
			g.verifyCaches("cards of "+g.PlayerName(p)+" off the hand to cast", "none", objsText(objs))
		}
	}
	return hand
}

// appendCandidatesOffHand appends to out the cards outside p's hand that
// p might play or cast (candidateCards); permitZones are the zones
// castPermitZones found.
func (g *Game) appendCandidatesOffHand(out []*Card, p PlayerID, permitZones zoneSet) []*Card {
	for _, z := range []Zone{Library, Hand, Graveyard, Exile, Command} {
		// A card there is a candidate only by a permission or an
		// allowance, or by flashback from p's graveyard: with none of
		// them about, the zone's cards aren't looked at one by one.
		perZone := permitZones.has(z) || len(g.allowances) > 0 || g.playPermitIn(p, z)
		if !perZone && (z != Graveyard || !g.flashbackAbout()) {
			continue
		}
		for _, owner := range zoneOwners(g, z) {
			if z == Hand && owner == p || !perZone && owner != p {
				continue
			}
			for _, c := range g.ZoneCards(z, owner) {
				o := c.Obj
				if perZone && (permitZones.has(z) || g.allowanceFor(o.Ref, p) != nil || g.playPermitFor(o, p, false) != nil || g.playPermitFor(o, p, true) != nil) ||
					z == Graveyard && c.Owner == p && hasKeyword(g.chars(o), "flashback") { // read in place
					out = append(out, c)
				}
			}
		}
	}
	return out
}

// listBuf holds the lists of candidate objects one LegalActions call
// makes, for the next call to reuse: a listing never runs inside another
// (legalProbe), so each list is read by one call at a time.
type listBuf struct {
	cands []*Card // the candidates when some are off the hand (candidateCards)
	acts  []*Object
	twins []int    // for each candidate, the earlier one it can't be told from, or a negative number (appendByCard)
	spans [][2]int // where each probed candidate's actions are in the list (twins.go)
	named []ObjRef // the hand cards something names (twins.go)
	// namedFound says that named holds them for the walk being made
	// (handRefNamed).
	namedFound bool
	// firstAt holds, for each definition bit a walk has set, the
	// candidate that set it (appendByCard); read only for a bit set.
	firstAt [64]int32
	refs    []ObjRef // the candidates' references, in order (appendByCard)
	// unkeyed says that the plays being found read what their key
	// doesn't cover, reads which parts of the key they read
	// (listing_kept.go).
	unkeyed bool
	reads   listingReads
	// others says that the plays being found probed a spell or an
	// ability that may read other players' permanents (listing_kept.go).
	others bool
	// needs says what of other players' permanents the plays being
	// found read, when others (listing_kept.go).
	needs targetNeeds
	// specs are the last few target specs whose filters' type bits
	// specNeed holds (specNeeds); specNext is the one replaced next.
	specs    [4]*TargetSpec
	specNeed [4]typeNeeds
	specNext int
	// landEnd and handEnd are where the last findPlays' land plays and
	// its casts end in its list, and offHand says that it looked at
	// cards outside the hand (listing_kept.go).
	landEnd, handEnd int
	offHand          bool
	added            []Action // the plays of a card put into the hand (addHandCard)
}

// flashbackAbout reports whether a card in a graveyard may have flashback:
// a card of the game has it or an ability off the battlefield (noteOffField),
// or an effect could grant it. A static ability can't: static abilities
// apply to the battlefield and the stack, and a card elsewhere has its
// base characteristics unless an effect names it (inert, chars.go).
// Under VerifyCaches a "no" is checked against every graveyard.
func (g *Game) flashbackAbout() bool {
	if g.offField > 0 || len(g.effects) > 0 {
		return true
	}
	if g.verifyCaches != nil {
		for _, p := range g.Players {
			for _, c := range g.ZoneCards(Graveyard, p.ID) {
				if hasKeyword(g.chars(c.Obj), "flashback") {
					g.verifyCaches("whether a graveyard card may have flashback", "none may", g.Describe(c.Obj.Ref)+" has it")
				}
			}
		}
	}
	return false
}

// zoneOwners lists the owners whose zones z names: each player for a
// zone each player has, else NoPlayer.
func zoneOwners(g *Game, z Zone) []PlayerID {
	if !z.Owned() {
		return []PlayerID{NoPlayer}
	}
	owners := make([]PlayerID, len(g.Players))
	for i, pl := range g.Players {
		owners[i] = pl.ID
	}
	return owners
}

// playPermitIn reports whether an effect lets p play some cards from
// zone z (player_rules.go): playPermitFor finds none there otherwise.
func (g *Game) playPermitIn(p PlayerID, z Zone) bool {
	for i := range g.playPermits {
		if pp := &g.playPermits[i]; pp.player == p && pp.zone == z {
			return true
		}
	}
	return false
}

// hasKeyword reports whether c has a keyword named name.
func hasKeyword(c *Chars, name string) bool {
	for _, k := range c.Keywords {
		if k.Name == name {
			return true
		}
	}
	return false
}

// zoneSet is a set of zones, one bit each.
type zoneSet uint32

func (s zoneSet) has(z Zone) bool     { return s&(1<<z) != 0 }
func (s zoneSet) with(z Zone) zoneSet { return s | 1<<z }

// castPermitZones are the zones from which a static ability of a
// permanent p controls may let p cast spells (601.3a, permission.go).
// They read the permanents' static abilities and controllers, which are
// characteristics: they are kept for each player while current (keptFor).
func (g *Game) castPermitZones(p PlayerID) zoneSet {
	if g.statics == 0 || len(g.effects) == 0 && !g.stickersPlaced && g.kindCounts[skPermitAt] == 0 && g.kindCounts[skGrantAt] == 0 && g.verifyCaches == nil {
		// No permanent may have a permission (staticKindAbout, which
		// findPermitZones asks first, and grantsAbilities): none is
		// looked for.
		return 0
	}
	return keptFor(g, &g.permitZones, p, &permitZonesFinding)
}

// skPermitAt is skPermit's place in kindCounts.
const skPermitAt = 1

// permitZonesFinding is castPermitZones' kind of kept finding.
var permitZonesFinding = keptFinding[zoneSet]{
	what: "zones a permission lets cast from, for",
	find: func(g *Game, p PlayerID, _ zoneSet) zoneSet { return g.findPermitZones(p) },
	same: func(a, b zoneSet) bool { return a == b },
	text: func(z zoneSet) string { return itoa(int(z)) },
	room: func(zoneSet) zoneSet { return 0 },
}

// findPermitZones computes castPermitZones.
func (g *Game) findPermitZones(p PlayerID) zoneSet {
	var zs zoneSet
	about, granted := g.staticKindAbout(skPermit)
	if !about {
		return zs
	}
	for _, sc := range g.battlefieldCards() {
		abs := g.abilitiesWithStatic(sc.Obj, skPermit, granted) // none printed on most, and nothing could give them one
		if len(abs) == 0 || g.chars(sc.Obj).Controller != p {
			continue
		}
		for _, a := range abs {
			for i := range a.Statics {
				if perm := a.Statics[i].Permit; perm != nil {
					zs = zs.with(perm.From)
				}
			}
		}
	}
	return zs
}

// noActivationObjects reports that activationObjects would find none,
// told from counts alone (activationCountsNone). Under VerifyCaches it
// reports false, so that the walks run, and findPlays compares.
func (g *Game) noActivationObjects() bool {
	return g.activationCountsNone() && g.verifyCaches == nil
}

// activationCountsNone reports that no card of the game has an activated
// ability printed or one that works off the battlefield (activePerms,
// offField), no sticker is placed, and no effect or static ability may
// grant one (activators, grantsAbilities' first test): then no object
// has an ability to activate. A change to what activationObjects or
// activators read must be made here too.
func (g *Game) activationCountsNone() bool {
	return g.activePerms == 0 && g.offField == 0 && len(g.effects) == 0 && !g.stickersPlaced && g.kindCounts[skGrantAt] == 0
}

// activationObjects lists the objects whose activated abilities p might
// activate: the permanents p controls that have one (activators), and
// cards with abilities that function in the zone they are in (113.6,
// cycling).
//
// With nothing off the battlefield to add, the kept list itself is
// returned, not copied: only a listing asks for p's activators, and no
// listing is made while one probes (legalProbe), so the list stays as it
// is while the caller walks it.
func (g *Game) activationObjects(p PlayerID) []*Object {
	if g.offField == 0 && len(g.effects) == 0 {
		return g.activators(p) // nothing off the battlefield can be activated (noteOffField)
	}
	out := append(g.space.listBuf.acts[:0], g.activators(p)...)
	g.space.listBuf.acts = out[:0]
	g.space.listBuf.reads.zones = true // which cards are in zones but the battlefield (listing_kept.go)
	if g.offField == 0 && !g.effectOnOffField(p) {
		// No card of the game has such an ability printed (noteOffField),
		// and no effect names a card of p's off the battlefield, which
		// alone could give one (the walk below asks hasEffectOn): the
		// walk would find none. Under VerifyCaches it walks all the same.
		if g.verifyCaches != nil {
			if found := g.appendActivatorsOffField(nil, p); len(found) > 0 {
				g.verifyCaches("cards of "+g.PlayerName(p)+" off the battlefield with abilities to activate", "none", objsText(found))
			}
		}
		return out
	}
	out = g.appendActivatorsOffField(out, p)
	g.space.listBuf.acts = out[:0]
	return out
}

// effectOnOffField reports whether a continuous effect names an object of
// p's that is off the battlefield (hasEffectOn).
func (g *Game) effectOnOffField(p PlayerID) bool {
	for _, e := range g.effects {
		if o := g.Object(e.Object); o != nil && o.Zone != Battlefield && o.Card.Owner == p {
			return true
		}
	}
	return false
}

// appendActivatorsOffField appends to out the cards of p's off the
// battlefield with an activated ability that functions where they are
// (activationObjects).
func (g *Game) appendActivatorsOffField(out []*Object, p PlayerID) []*Object {
	for _, z := range []Zone{Hand, Graveyard, Library, Exile, Command} {
		owner := p
		if !z.Owned() {
			owner = NoPlayer
		}
		for _, c := range g.ZoneCards(z, owner) {
			// Its printed abilities, or those an effect on it gives it.
			if c.Owner == p && (activatesFrom(c.Obj.Def().Abilities, z) || g.hasEffectOn(c.Obj) && activatesFrom(g.Chars(c.Obj).Abilities, z)) {
				out = append(out, c.Obj)
			}
		}
	}
	return out
}

// appendLandPlay appends to out the play of o, if o is a land p may play
// now.
func (g *Game) appendLandPlay(out []Action, p PlayerID, o *Object) []Action {
	if defTypeBits(o)&tbLand == 0 {
		return out
	}
	// A land in its owner's hand is refused or not by what landTime says
	// alone (PlayLand); one elsewhere reads the permission that allows it
	// (listing_kept.go).
	g.space.listBuf.reads.land = true
	if o.Zone != Hand || o.Card.Owner != p {
		g.space.listBuf.unkeyed = true
	}
	if g.probe(func() error { return g.PlayLand(p, o.Ref) }) {
		var a *Action
		out, a = newAction(out)
		a.Kind, a.Player, a.Object, a.Name, a.From = ActPlayLand, p, o.Ref, o.Name(), o.Zone
	}
	return out
}

// appendCastActions appends the ways p may cast o now to out.
func (g *Game) appendCastActions(out []Action, p PlayerID, o *Object) []Action {
	// A land is played, not cast (305.9): its base type line, read
	// without computing its characteristics, says so. A hand holds many.
	if defTypeBits(o)&tbLand != 0 {
		g.space.listBuf.reads.land = true // whether it may be played instead (listing_kept.go)
		return out
	}
	// A card of p's hand whose cost p's pool and untapped sources can't
	// make is refused at its payment if not before, however it is cast
	// (freshUnpayable): nothing is probed, and its timing and targets,
	// which can't allow it, are not read.
	if o.Zone == Hand && o.Card.Owner == p && o.CopyOf == nil && g.cantPay(p, o) {
		return out
	}
	// A spell its timing doesn't allow now is refused whatever is chosen
	// (601.3; Cast checks checkTiming before anything it asks): nothing
	// is probed. Read in place: checking changes nothing. Under
	// VerifyCaches the cast is probed all the same and must be refused.
	if g.checkTiming(o, g.chars(o), p) != nil {
		if g.verifyCaches != nil && g.probe(func() error {
			_, err := g.Cast(CastRequest{Player: p, Card: o.Ref, Kicked: []int{}})
			return err
		}) {
			g.verifyCaches("casting "+g.Describe(o.Ref)+" now", "refused by its timing", "legal")
		}
		return out
	}
	kickers := baseKickers(o)
	if len(kickers) > 0 || o.Zone != Hand || o.CopyOf != nil || len(o.Card.printedFacts().spell.Targets) > 0 {
		// Its probe may read other players' permanents: a list of
		// targets (readsOwnOnly; listing_kept.go), and, for a card
		// kicked, cast from elsewhere or copying another, more.
		lb := &g.space.listBuf
		lb.others = true
		if len(kickers) > 0 || o.Zone != Hand || o.CopyOf != nil {
			lb.needs.wide = true
		} else {
			lb.needs.add(o.Card.printedFacts().spell)
		}
	}
	ways := []bool{false}
	if o.Zone == Graveyard && o.Card.Owner == p && hasKeyword(g.chars(o), "flashback") {
		ways = append(ways, true)
	} else if len(kickers) == 0 {
		// One way to cast it, unkicked: the loop below, in line.
		if !g.castProbe(p, o, false, []int{}, 0, 0) { // probe_kept.go
			return out
		}
		hasX, maxX := g.hasX(o, false), 0
		if hasX {
			maxX = largest(func(x int) bool { return g.castProbe(p, o, false, []int{}, 0, x) })
		}
		var a *Action
		out, a = newAction(out)
		a.Kind, a.Player, a.Object, a.Name, a.From, a.Kicked = ActCast, p, o.Ref, o.Name(), o.Zone, []int{}
		a.HasX, a.MaxX = hasX, maxX
		return out
	}
	for _, fb := range ways {
		for mask := 0; mask < 1<<len(kickers) && mask < 1<<6; mask++ {
			kicked := []int{}
			for i := range kickers {
				if mask&(1<<i) != 0 {
					kicked = append(kicked, i)
				}
			}
			try := func(x int) bool {
				return g.castProbe(p, o, fb, slices.Clone(kicked), mask, x) // probe_kept.go
			}
			if !try(0) {
				continue
			}
			hasX, maxX := g.hasX(o, fb), 0
			if hasX {
				maxX = largest(try)
			}
			var a *Action
			out, a = newAction(out)
			a.Kind, a.Player, a.Object, a.Name, a.From, a.Flashback, a.Kicked = ActCast, p, o.Ref, o.Name(), o.Zone, fb, kicked
			a.HasX, a.MaxX = hasX, maxX
		}
	}
	return out
}

// baseKickers returns the kicker costs of o's base characteristics
// (kickerCosts of baseOf), read from its definition in place: the base
// keywords are its definition's, copied as they are (setBaseChars; a
// copy effect's values are o.Def()).
func baseKickers(o *Object) []ManaCost {
	var ks []ManaCost
	kws := o.Def().Keywords
	for i := range kws {
		if k := &kws[i]; k.Name == "kicker" {
			ks = append(ks, k.Cost)
		}
	}
	return ks
}

// cantPay reports whether p's pool and untapped mana sources can't make
// the mana cost of o, a card of p's hand that copies nothing, as
// freshUnpayable finds it (cantMake): every way to cast it from there,
// kicked or not, with any X, is refused at its payment if not before.
// It asks as a probe holding priority asks (decide), whose question
// follows for a cost it doesn't refuse: its answer is kept for that
// question (paidNote), and sources of one mana each, some with a choice
// of colors, mostly tell it from their counts alone (cantMake).
// Under VerifyCaches the cast is probed and must be refused.
func (g *Game) cantPay(p PlayerID, o *Object) bool {
	if short, _ := g.manaShort(p, o, true); !short {
		return false
	}
	if g.verifyCaches != nil {
		g.verifyProbeAnswer(&probeAnswer{kind: probeCast, obj: o.Ref}, func() bool {
			return g.probe(func() error {
				_, err := g.Cast(CastRequest{Player: p, Card: o.Ref, Kicked: []int{}})
				return err
			})
		})
	}
	return true
}

// hasX reports whether casting o (with flashback or not) has a cost with X.
func (g *Game) hasX(o *Object, flashback bool) bool {
	if flashback {
		for _, k := range g.chars(o).Keywords { // read only
			if k.Name == "flashback" && k.Cost.Present {
				return k.Cost.X > 0
			}
		}
	}
	return o.Card.Def.ManaCost.X > 0
}

// largest finds the largest n in 0..MaxNumber for which ok holds, ok(0)
// holding and ok being monotone (more X never costs less).
func largest(ok func(int) bool) int {
	lo, hi := 0, 1
	for hi <= MaxNumber && ok(hi) {
		lo, hi = hi, hi*2
	}
	hi = min(hi, MaxNumber+1)
	for hi-lo > 1 {
		mid := lo + (hi-lo)/2
		if ok(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}

// attackDue reports whether p is to declare attackers now: the active
// player in the declare attackers step, before declaring, with an empty
// stack (508.1). Checked before attackAction, whose answer is large to
// return when there is none.
func (g *Game) attackDue(p PlayerID) bool {
	return g.attackersDue() && p == g.Active
}

// attackAction is the declaration of attackers p may make now, if any.
func (g *Game) attackAction(p PlayerID) (Action, bool) {
	var a Action
	ok := g.attackActionInto(p, &a)
	return a, ok
}

// attackActionInto is attackAction made in *a, which must be zero: it
// reports whether p has a declaration of attackers to make now.
func (g *Game) attackActionInto(p PlayerID, a *Action) bool {
	if !g.attackDue(p) {
		return false
	}
	var room oppRoom
	opps := g.AppendOpponents(room[:0], p)
	reads := g.turnReads
	return g.attacksInto(p, a, opps, g.creatures(p), reads)
}

// attacksInto is attackActionInto once the declaration is due: opps are
// p's opponents, creatures the creatures p controls, and reads the
// count of the turn's reads (turnReads) before they were found.
func (g *Game) attacksInto(p PlayerID, a *Action, opps []PlayerID, creatures []*Object, reads uint64) bool {
	a.Kind, a.Player = ActDeclareAttackers, p
	any := false
	if len(creatures) == 0 {
		// Only creatures p controls attack (508.1a), and nothing can
		// require an attack of none (508.1d): declaring none is all p
		// may do, against any opponent. No creature must attack the
		// first: MustAttack's answer, kept for the declaration taken
		// next at this version, as below.
		if len(opps) > 0 && g.turnReads == reads && g.fresh == 0 {
			g.space.mustKept = mustAttackKept{set: true, ver: g.version, p: p, d: opps[0], turnFree: true}
		}
		return len(opps) > 0
	}
	// One set of attackers is probed at a time (attackProbe): each is
	// built in set, which a probe keeps nothing of.
	var setRoom [8]ObjRef
	set := setRoom[:0]
	// What each defender's attackers must be and may be: probing changes
	// nothing, so they are the same for every creature below. Both lists
	// of every defender are cut from refs, each clipped: one array for
	// all, room enough for every creature in each. For each defender i,
	// musts[i] and ables[i] are those lists, mustLegal[i] says that
	// declaring those that must attack it alone is legal, and loners[i]
	// that one of those able to attack it can't attack alone (506.5): in
	// arrays on the stack but in a game of many players.
	var mustRoom, ableRoom [len(oppRoom{})][]ObjRef
	var mustRoomLegal, lonersRoom [len(oppRoom{})]bool
	musts, ables, mustLegal, loners := mustRoom[:], ableRoom[:], mustRoomLegal[:], lonersRoom[:]
	if len(opps) > len(mustRoom) {
		musts, ables, mustLegal, loners = make([][]ObjRef, len(opps)), make([][]ObjRef, len(opps)), make([]bool, len(opps)), make([]bool, len(opps))
	}
	musts, ables = musts[:len(opps)], ables[:len(opps)]
	// The array of the last listing, written anew: nothing reads its lists.
	refs := slices.Grow(g.space.spareCombat.listRefs[:0], 2*len(creatures)*len(opps))
	for i, d := range opps {
		var must, able []ObjRef
		reads := g.turnReads
		must, able, refs, loners[i] = g.attackersFor(p, d, creatures, refs)
		if g.turnReads == reads && g.fresh == 0 {
			// MustAttack's answer, kept as mustAttackNow keeps it for the
			// declaration taken next at this version: finding it reads
			// less than attackersFor did, which read nothing of the turn.
			// The list is copied (none when empty, as it mostly is): refs
			// is written again by the next listing.
			k := &g.space.mustKept
			k.set, k.ver, k.p, k.d, k.turnFree = true, g.version, p, d, true
			if len(must) > 0 || k.must != nil {
				k.must = append([]ObjRef(nil), must...)
			}
		}
		musts[i], ables[i] = must, able
		set = append(set[:0], must...)
		if len(must) == 0 && len(g.attackDemands) == 0 {
			// Declaring no attackers is legal when no creature must
			// attack d and no effect demands an attack (508.1d): the
			// step and the defender are as a declaration asks
			// (attackDue, AppendOpponents).
			mustLegal[i], any = true, true
			if g.verifyCaches != nil && !g.attackLegal(p, set, d) {
				g.verifyCaches("a declaration of no attackers by "+g.PlayerName(p)+" at "+g.PlayerName(d), "legal", "refused")
			}
			continue
		}
		if g.attackLegal(p, set, d) {
			mustLegal[i], any = true, true
		}
	}
	g.space.spareCombat.listRefs = refs[:0] // its array, for the next listing
	pws := g.opponentPlaneswalkers(p)       // attack_planeswalker.go
	// Every creature's defenders share one array, each creature's part
	// clipped, made with the first defender found; the options, made
	// with the first, are as many as the creatures at most.
	var defenders []PlayerID
	// p's creatures: the probes below change nothing, so the list stays
	// as it is while it is read (creatures).
	for _, o := range creatures {
		opt := AttackOption{Creature: o.Ref}
		at := len(defenders)
		for i, d := range opps {
			must := musts[i]
			if slices.Contains(must, o.Ref) {
				opt.Must = true
			}
			// attacksWith's common cases in line: one unable to attack d
			// by itself, or able and joining those that must attack d
			// (joinsMustLegally, asked only if some able creature can't
			// attack alone).
			able := slices.Contains(ables[i], o.Ref)
			var attacks bool
			switch {
			case g.verifyCaches != nil:
				attacks = g.attacksWith(p, o, d, able, mustLegal[i], must, ables[i], set[:0])
			case !able:
			case mustLegal[i] && (len(must) > 0 || !loners[i] || g.joinsMustLegally(o, must)):
				attacks = true
			default:
				attacks = g.attacksWith(p, o, d, able, mustLegal[i], must, ables[i], set[:0])
			}
			if attacks {
				if defenders == nil {
					defenders = make([]PlayerID, 0, len(creatures)*len(opps))
				}
				defenders = append(defenders, d)
			}
		}
		if len(defenders) > at {
			opt.Defenders = defenders[at:len(defenders):len(defenders)]
		}
		if len(pws) > 0 {
			opt.Planeswalkers = g.planeswalkerOptions(p, o.Ref, pws, opps, musts, ables)
		}
		if len(opt.Defenders) > 0 || len(opt.Planeswalkers) > 0 {
			if a.AttackOptions == nil {
				a.AttackOptions = make([]AttackOption, 0, len(creatures))
			}
			a.AttackOptions = append(a.AttackOptions, opt)
			any = true
		}
	}
	return any
}

// attacksWith reports whether creature o attacks defender d in some
// legal declaration of p's: with must, the creatures that must attack d,
// or with every creature able to (able), each probed with o added
// (attackProbe, building the set in room). One that is not able to
// attack d by itself (isAble false; ableToAttack: a creature of the
// player's, untapped, under its control since the turn began or with
// haste, without defender, not forbidden to attack, with what it needs
// of d) fails the checks declareAttacks makes of each attacker, whatever
// the others are (508.1a, 508.1c): it is refused without a probe. One
// able that may join must, whose declaration alone is legal (mustLegal,
// joinsMustLegally), attacks without one. Under VerifyCaches both are
// probed all the same, and a difference reported.
func (g *Game) attacksWith(p PlayerID, o *Object, d PlayerID, isAble, mustLegal bool, must, able, room []ObjRef) bool {
	if !isAble {
		if g.verifyCaches != nil && (g.attackProbe(p, must, o.Ref, d, room) || g.attackProbe(p, able, o.Ref, d, room)) {
			g.verifyCaches("an attack by "+g.Describe(o.Ref)+", unable to attack "+g.PlayerName(d), "refused", "legal")
		}
		return false
	}
	if mustLegal && g.joinsMustLegally(o, must) {
		if g.verifyCaches != nil && !g.attackProbe(p, must, o.Ref, d, room) {
			g.verifyCaches("an attack by "+g.Describe(o.Ref)+" with those that must attack "+g.PlayerName(d), "legal", "refused")
		}
		return true
	}
	return g.attackProbe(p, must, o.Ref, d, room) || g.attackProbe(p, able, o.Ref, d, room)
}

// attackProbe reports whether p may declare the creatures of rs and r
// (r added unless rs holds it) attacking d, built in room's array.
func (g *Game) attackProbe(p PlayerID, rs []ObjRef, r ObjRef, d PlayerID, room []ObjRef) bool {
	return g.attackLegal(p, appendWithRef(room[:0], rs, r), d)
}

// attackLegal reports whether p may declare set attacking d, as a probe
// finds it.
func (g *Game) attackLegal(p PlayerID, set []ObjRef, d PlayerID) bool {
	return g.probeDirect(func() error { return g.DeclareAttackers(p, set, d) })
}

// joinsMustLegally reports whether creature o, able to attack a defender
// (ableToAttack), may attack it together with must, the creatures that
// must attack it, whose declaration alone is legal: o then passes every
// check declareAttacks makes of an attacker, the requirements (508.1d)
// are obeyed as they were, and the others' restrictions see one more
// attacker, which none of them forbids. Only a creature that can't
// attack alone (506.5) and would be the one attacker is left to the
// probe.
func (g *Game) joinsMustLegally(o *Object, must []ObjRef) bool {
	if len(must) > 0 {
		return true
	}
	return !hasCombatRule(g.chars(o), func(r *CombatRule) bool { return r.NotAloneAttack }) // read only
}

// attackersFor appends to refs the creatures of p's able to attack
// defender d (ableAttackers) and then those of them that must attack d
// (MustAttack), in one walk of creatures, the creatures p controls; it
// returns the two lists, each clipped, and refs, and whether one of the
// able creatures can't attack alone (joinsMustLegally).
func (g *Game) attackersFor(p, d PlayerID, creatures []*Object, refs []ObjRef) (must, able, out []ObjRef, loners bool) {
	start := len(refs)
	var musts uint64              // bit i: the i-th able creature must attack
	for _, q := range creatures { // only p's creatures are able (ableToAttack)
		if c := g.chars(q); g.creatureAbleToAttack(q, c, p, d) { // read only; nothing changes meanwhile
			var mustRule bool
			hasCombatRule(c, func(r *CombatRule) bool {
				mustRule, loners = mustRule || r.MustAttack, loners || r.NotAloneAttack
				return false // every rule looked at
			})
			if n := len(refs) - start; n < 64 && (mustRule || slices.Contains(g.demandsOn(q.Ref), d)) {
				musts |= 1 << n
			}
			refs = append(refs, q.Ref)
		}
	}
	able = refs[start:len(refs):len(refs)]
	if len(able) > 64 {
		return g.MustAttack(p, d), able, refs, loners
	}
	start = len(refs)
	for i, r := range able {
		if musts&(1<<i) != 0 {
			refs = append(refs, r)
		}
	}
	return refs[start:len(refs):len(refs)], able, refs, loners
}

// ableAttackers lists the permanents able to attack defender d in an
// attack of p's (508.1a).
func (g *Game) ableAttackers(p, d PlayerID) []ObjRef {
	var able []ObjRef
	for _, q := range g.creatures(p) { // only p's creatures are able (ableToAttack)
		if c := g.chars(q); g.creatureAbleToAttack(q, c, p, d) { // read only; nothing changes meanwhile
			able = append(able, q.Ref)
		}
	}
	return able
}

// withRef returns rs with r added if it is not there.
func withRef(rs []ObjRef, r ObjRef) []ObjRef {
	return appendWithRef(nil, rs, r)
}

// appendWithRef appends to out the references of rs and r, unless rs
// holds it already.
func appendWithRef(out, rs []ObjRef, r ObjRef) []ObjRef {
	out = append(out, rs...)
	if slices.Contains(rs, r) {
		return out
	}
	return append(out, r)
}

// blockDue reports whether p is the defending player who is to declare
// blockers now (509.1; DeclaringBlockers).
func (g *Game) blockDue(p PlayerID) bool {
	d, ok := g.DeclaringBlockers()
	return ok && d == p
}

// blockAction is the declaration of blockers p may make now, if any.
func (g *Game) blockAction(p PlayerID) (Action, bool) {
	if !g.blockDue(p) {
		return Action{}, false
	}
	bp := blockProbe{g: g, p: p}
	a := Action{Kind: ActDeclareBlockers, Player: p}
	// The attackers p's creatures may block, those attacking p, each
	// looked up and read once (the probes below change nothing): whether
	// it has menace, and whether one must be blocked by all able to
	// (509.1c), without which no block is required (requiredBlocks).
	var room [8]blockTarget
	targets := room[:0]
	mustBlocked := false
	for _, at := range g.combat.attackers {
		ao := g.Object(at)
		if ao == nil || g.combat.defending[at] != p {
			continue // none can block it (canBlock)
		}
		ac := g.chars(ao) // read only
		targets = append(targets, blockTarget{ao, ac.Has("menace"), g.attackFacts(ac)})
		mustBlocked = mustBlocked || hasCombatRule(ac, func(r *CombatRule) bool { return r.MustBeBlocked })
	}
	var req map[ObjRef]ObjRef // none unless an attacker requires blocks (RequiredBlocks)
	if mustBlocked && len(g.requiredBlocks(p)) > 0 {
		req = g.RequiredBlocks(p)
	}
	// With no blocking requirement (509.1c) the declaration's checks that
	// look at more than one block at a time are "can't block alone" and
	// menace (506.5, 702.111b): declaring no blockers is legal, and so is
	// one creature blocking an attacker it can block by itself, unless
	// either of those forbids it (blocksOnlyWithOthers, hasMenace). Under
	// VerifyCaches each is probed all the same.
	free := len(req) == 0
	var any bool
	if free {
		any = true
		if g.verifyCaches != nil && !bp.legal() {
			g.verifyCaches("a declaration of no blockers by "+g.PlayerName(p), "legal", "refused")
		}
	} else {
		any = bp.legal() || bp.with(req).legal()
	}
	// p's creatures, the only ones that can block (canBlock): the probes
	// below change nothing, so the list stays as it is while it is read.
	blockers := g.creatures(p)
	// Every blocker's attackers are cut from one array, each clipped,
	// made with the first; the options are as many as the blockers at
	// most.
	var atks []ObjRef
	for _, bo := range blockers {
		b := bo.Ref
		opt := Block{Blocker: b}
		at0 := len(atks)
		alone := free && !g.blocksOnlyWithOthers(bo)
		for i := range targets {
			// canBlock's test, with the objects at hand: bo is a
			// creature p controls on the battlefield (creatures), and
			// ao attacks p (above).
			ao := targets[i].obj
			if ban, _ := g.blockBan(bo, ao, g.chars(bo), g.chars(ao), p, targets[i].facts); ban != banNone { // read only
				continue
			}
			at := ao.Ref
			if atks == nil {
				atks = make([]ObjRef, 0, len(blockers)*len(g.combat.attackers))
			}
			if alone && !targets[i].menace {
				if g.verifyCaches != nil && !bp.reset().set(b, at).legal() {
					g.verifyCaches("a block of "+g.Describe(at)+" by "+g.Describe(b)+" alone", "legal", "refused")
				}
				atks = append(atks, at)
				continue
			}
			// Some sets of blocks containing b blocking at, tried in
			// turn until one is legal: alone, with the required blocks,
			// with every other creature that can blocking at too
			// (menace, 702.111b), so with the required blocks, or with
			// every other creature blocking something (506.5). Each set
			// is made only when the one before it is refused.
			if bp.reset().set(b, at).legal() || bp.reset().with(req).set(b, at).legal() ||
				bp.reset().set(b, at).gang(blockers, b, at, false).legal() ||
				bp.reset().with(req).set(b, at).gang(blockers, b, at, false).legal() ||
				bp.reset().set(b, at).gang(blockers, b, at, true).legal() {
				atks = append(atks, at)
			}
		}
		if len(atks) > at0 {
			opt.Attackers = atks[at0:len(atks):len(atks)]
			if a.BlockOptions == nil {
				a.BlockOptions = make([]Block, 0, len(blockers))
			}
			a.BlockOptions = append(a.BlockOptions, opt)
			any = true
		}
	}
	return a, any
}

// blockTarget is an attacker blockAction lists blocks of: its object,
// whether it has menace (702.111b; hasMenace), and its attackFacts.
type blockTarget struct {
	obj    *Object
	menace bool
	facts  attackKeys
}

// blocksOnlyWithOthers reports whether creature o can't block alone
// (506.5): a combat rule of its characteristics says so.
func (g *Game) blocksOnlyWithOthers(o *Object) bool {
	return hasCombatRule(g.chars(o), func(r *CombatRule) bool { return r.NotAloneBlock }) // read only
}

// hasMenace reports whether attacker a has menace (702.111b), as
// DeclareBlocks asks.
func (g *Game) hasMenace(a ObjRef) bool {
	c := g.charsOf(a)
	return c != nil && c.Has("menace")
}

// blockProbe is one set of blocks blockAction probes: each blocker
// blocking one attacker, a later block of a blocker taking the place of
// its earlier one, as a map from blockers to attackers holds them.
type blockProbe struct {
	g     *Game
	p     PlayerID
	pairs []blockPair
	list  []Block
	atk   []ObjRef // the attackers of list's blocks, one each
}

type blockPair struct{ blocker, attacker ObjRef }

// reset empties the set.
func (bp *blockProbe) reset() *blockProbe {
	bp.pairs = bp.pairs[:0]
	return bp
}

// set makes b block a.
func (bp *blockProbe) set(b, a ObjRef) *blockProbe {
	for i := range bp.pairs {
		if bp.pairs[i].blocker == b {
			bp.pairs[i].attacker = a
			return bp
		}
	}
	bp.pairs = append(bp.pairs, blockPair{b, a})
	return bp
}

// with adds the blocks of m, each blocker blocking the attacker it maps
// to.
func (bp *blockProbe) with(m map[ObjRef]ObjRef) *blockProbe {
	for b, a := range m {
		bp.set(b, a)
	}
	return bp
}

// gang makes every creature of blockers but b that can block at block
// it too, and, if others, every one that can't block at block the first
// other attacker it can.
func (bp *blockProbe) gang(blockers []*Object, b, at ObjRef, others bool) *blockProbe {
	g := bp.g
	for _, qo := range blockers {
		q := qo.Ref
		if q == b {
			continue
		}
		if g.canBlock(q, at, bp.p) {
			bp.set(q, at)
			continue
		}
		if !others {
			continue
		}
		for _, other := range g.combat.attackers {
			if g.canBlock(q, other, bp.p) {
				bp.set(q, other)
				break
			}
		}
	}
	return bp
}

// legal reports whether declaring the set's blocks would be legal now,
// declared as DeclareBlockers declares a map of them: in the order of
// their blockers' cards.
func (bp *blockProbe) legal() bool {
	slices.SortFunc(bp.pairs, func(x, y blockPair) int { return int(x.blocker.Card) - int(y.blocker.Card) })
	bp.list, bp.atk = bp.list[:0], slices.Grow(bp.atk[:0], len(bp.pairs)) // room for all: the blocks' lists point into it
	for _, pr := range bp.pairs {
		bp.atk = append(bp.atk, pr.attacker)
		n := len(bp.atk)
		bp.list = append(bp.list, Block{Blocker: pr.blocker, Attackers: bp.atk[n-1 : n : n]})
	}
	return bp.g.probeDirect(func() error { return bp.g.DeclareBlocks(bp.p, bp.list) })
}

// probeDirect runs an action that asks no decisions under the probe and
// reports whether it passed every check.
func (g *Game) probeDirect(run func() error) bool {
	was := g.legalProbe
	g.setLegalProbe(true)
	defer func() { g.setLegalProbe(was) }()
	return run() == errProbeLegal
}

// probe runs an action under the probe, answering its decisions in every
// way in turn (depth first, at most probeBudget runs), and reports
// whether some way of answering them passes every check. Most probes take
// one run: the first answers pass, or no decision was asked.
func (g *Game) probe(run func() error) bool {
	s := g.space.searcher // one per game, for the probes of one LegalActions (a probe within a probe makes its own)
	if s == nil || s.busy {
		s = &searchDecider{}
		if g.space.searcher == nil {
			g.space.searcher = s
		}
	}
	s.busy = true
	defer func() { s.busy = false }()
	poison := g.verifyCaches != nil
	s.store.resetProbe(poison) // the last probe's answers are no one's now
	// Field by field: the store stays where it is, rather than being
	// copied onto itself (its lists hold pointers, so a copy of the whole
	// searcher costs write barriers on every run).
	s.prefix, s.given, s.asked = nil, s.given[:0], s.asked[:0]
	g.Decider = s
	if run() == errProbeLegal {
		return true
	}
	if len(s.given) == 0 {
		return false // no decision asked: no other way to answer
	}
	return g.probeAlternatives(s, run, poison)
}

// probeAlternatives runs the action of a probe whose first run failed
// again, with the other answers to the decisions it asked, depth first,
// until one passes every check (probe).
func (g *Game) probeAlternatives(s *searchDecider, run func() error, poison bool) bool {
	stack := s.alternatives(nil, 0)
	for runs := 1; len(stack) > 0 && runs < probeBudget; runs++ {
		prefix := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		s.prefix, s.given, s.asked, s.busy = prefix, s.given[:0], s.asked[:0], true
		s.store.resetRun(poison) // the last run's decisions are read: its alternatives are listed
		g.Decider = s
		if run() == errProbeLegal {
			return true
		}
		stack = s.alternatives(stack, len(prefix))
	}
	return false
}

// alternatives appends to stack, for each decision the last run asked
// past its prefix of from answers, the deepest last, the prefixes that
// answer it otherwise: listed only now that they are needed.
func (s *searchDecider) alternatives(stack [][][]int, from int) [][][]int {
	for depth := from; depth < len(s.given); depth++ {
		for _, alt := range candidateAnswers(s.asked[depth])[1:] {
			next := make([][]int, depth+1)
			copy(next, s.given[:depth])
			next[depth] = alt
			stack = append(stack, next)
		}
	}
	return stack
}

// searchDecider answers the decisions of one probing run: the answers of
// its prefix, then the first answer to each decision, keeping the
// decisions asked so that the other answers can be tried.
type searchDecider struct {
	prefix [][]int
	given  [][]int
	asked  []*Decision // the decision at each depth past the prefix; nil within it
	busy   bool        // a probe is using it
	// store lends the runs it answers their decisions and scratch lists
	// (probe_store.go).
	store probeStore
}

func (s *searchDecider) Decide(g *Game, d *Decision) ([]int, error) {
	i := len(s.given)
	var ans []int
	if i < len(s.prefix) {
		ans = s.prefix[i]
		s.asked = append(s.asked, nil)
	} else {
		var ok bool
		if ans, ok = firstAnswer(&s.store, d); !ok {
			return nil, &DecisionError{Msg: "no answer to \"" + d.Prompt + "\""}
		}
		s.asked = append(s.asked, d)
	}
	s.given = append(s.given, ans)
	return ans, nil
}

// firstAnswer is candidateAnswers(d)[0], without listing the others: most
// probes succeed with it. Its lists come from st (nil: the heap).
func firstAnswer(st *probeStore, d *Decision) ([]int, bool) {
	n := len(d.Options)
	switch d.Kind {
	case ChooseOrder:
		id := st.ints(n)
		for i := range id {
			id[i] = i
		}
		return id, true
	case ChooseDamage, ChooseDivide, ChooseSpend:
		if d.Default != nil {
			return d.Default, true
		}
		ans, _ := FirstOptions(nil, d)
		return ans, true
	}
	if d.Default != nil {
		return d.Default, true
	}
	if d.Min > min(d.Max, n) {
		return nil, false
	}
	comb := st.ints(d.Min)
	for i := range comb {
		comb[i] = i
	}
	return comb, true
}

// candidateAnswers lists the answers to a decision that probing tries:
// an order or a division of damage doesn't change what is legal, so
// one of them; for the rest the default, then every choice of the fewest
// options allowed, then of more, at most maxAnswers in all.
func candidateAnswers(d *Decision) [][]int {
	n := len(d.Options)
	switch d.Kind {
	case ChooseOrder, ChooseDamage, ChooseDivide, ChooseSpend:
		first, _ := firstAnswer(nil, d)
		return [][]int{first}
	}
	var out [][]int
	if d.Default != nil {
		out = append(out, d.Default)
	}
	for k := d.Min; k <= min(d.Max, n) && len(out) < maxAnswers; k++ {
		comb := make([]int, k)
		for i := range comb {
			comb[i] = i
		}
		for len(out) < maxAnswers {
			if d.Default == nil || !slices.Equal(comb, d.Default) {
				out = append(out, slices.Clone(comb))
			}
			// next combination of k out of n
			i := k - 1
			for i >= 0 && comb[i] == n-k+i {
				i--
			}
			if i < 0 {
				break
			}
			comb[i]++
			for j := i + 1; j < k; j++ {
				comb[j] = comb[j-1] + 1
			}
		}
	}
	return out
}
