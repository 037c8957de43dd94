package runtime

import (
	"fmt"
	"iter"
	"math/bits"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/mtgs/mtgs/internal/pcgdraw"
)

// Player is one player of a game.
type Player struct {
	ID   PlayerID
	Name string
	Life int
	Pool ManaPool
	// Lost says the player has lost and left the game (104.3, 800.4a).
	// The game sets it, recording the loss (Game.Result's Losses): a host ends a
	// player's game through the game (Concede), never by setting it.
	Lost        bool
	LandsPlayed int // lands played this turn (305.2)
	TurnBegan   int // the number of this player's most recent turn (302.6)
	// Sheets are the sticker sheets the player plays with (123.2c) and
	// Tickets their ticket counters ({TK}, 107.17).
	Sheets    []*StickerSheet
	Tickets   int
	drewEmpty bool
	// shapeVer counts the narrow changes of characteristics (version.go)
	// on objects the player controls that may change more of them than
	// their power and toughness (reachShape): the plays kept for the
	// player hold through the others while nothing reads power or
	// toughness (listing_kept.go). It fills the room drewEmpty leaves
	// before fieldVer; a kept count equal to it after 2^32 more changes
	// would take longer than any game.
	shapeVer uint32
	// fieldVer counts the changes of which permanents the player
	// controls that leave charsVersion alone (version.go): what the game
	// keeps about those permanents alone is kept while it holds.
	fieldVer uint64
	// tapVer counts the tappings and untappings of permanents the player
	// controls (setTapped): the plays kept for the player read no other
	// permanent's tapped state but through what counts its reads
	// (listing_kept.go).
	tapVer uint64
	// untapVer counts the untappings alone of permanents the player
	// controls (setTapped): a probe's answer that no tapping can make
	// legal is kept while it holds (probe_kept.go).
	untapVer uint64
	// handMoves counts the cards put into the player's hand and taken
	// from it, and stamped is the number that tells this Player from
	// every other, given at its first HandStamp (0 till then, and in a
	// clone): together they are the hand's stamp.
	handMoves, stamped uint64
	// StartingLife is the life total the player began the game with
	// (103.4), which some effects refer to.
	StartingLife int
	// Mulligans is how many mulligans the player took (103.5).
	Mulligans int
}

// Card is a physical card or token. Its identity lasts the whole game; the
// object it currently is changes with every zone change (400.7).
type Card struct {
	ID    CardID
	inc   uint32 // the incarnation of its current object (ObjRef.Inc)
	gen   uint32 // the generation of the game that may write it and its object in place (cow.go)
	Owner PlayerID
	Def   *CardDef
	Token bool
	// SpellCopy: a copy of a spell (707.10, copy_spell.go), which ceases
	// to exist outside the stack (704.5e).
	SpellCopy bool
	// offWorks and offTriggers are what noteOffField reads of its
	// definition (readOffField), read as the card is made and kept with
	// the card's struct, as printed is, while it holds the same
	// definition (newCard). Here the struct has room for them.
	// offTriggers also holds openingBit, which is no zone, when the
	// definition may act from an opening hand (opening.go).
	offWorks bool
	// additional says its definition has an additional cost to cast it
	// (CardDef.AdditionalCost, noAdditionalCost), read as offWorks is;
	// here the struct has room for it.
	additional  bool
	offTriggers zoneSet
	Obj         *Object // the current object; nil once a token or copy has ceased to exist
	// base are the base characteristics its objects share while nothing
	// modifies them (chars_cache.go), once asked.
	base *charsCache
	// printed is what the runtime asks of its definition on every move,
	// read once (printedFacts).
	printed printedFacts
	// left is the last known information the game keeps of the objects
	// the card was (608.2h), the last to leave first, each linked to the
	// one before (Snapshot.prev): most cards have none, or one
	// (Game.prune).
	left *Snapshot
}

// printedFacts are what the runtime asks of a card's definition on
// every move or cast: the type bits of its type line, whether it has
// triggered or static abilities, and its spell ability. A definition never
// changes, so a card reads them once.
type printedFacts struct {
	read     bool
	triggers bool
	plain    bool // plainDef
	types    typeBit
	// statics says whether it has static abilities (hasStatics), and
	// whether they are idle: none does anything while it is on the
	// battlefield (idleStatics). One byte, so that a card's struct stays
	// within 88 bytes.
	statics staticsFact
	// staticKinds are what its static abilities do, of the kinds a look
	// across the battlefield asks about (staticKindsOf); skReshape: one
	// has a modification that reshapes the layer system's sources
	// (reshapingStatics).
	staticKinds staticKind
	// layers are the layers of its static abilities' modifications
	// (printedLayers).
	layers uint16
	// spell is its spell ability (spellAbility): made once for a card
	// whose definition has none of its own (an Aura's "enchant"), so
	// that every cast and probe of the card reads one ability, and its
	// targets' spec is the same one (targets_cache.go).
	spell *Ability
}

// plainDef reports whether a permanent of d's card as printed, with no
// sticker and no copy effect, counts in none of the counts a permanent
// entering or leaving the battlefield keeps (placePermanent, unplace): d,
// whose type bits are tb, has no triggered or static ability and no
// loyalty, no activated ability (activePerms), and is not a planeswalker.
func plainDef(d *CardDef, tb typeBit, triggers bool, statics staticsFact) bool {
	return !triggers && statics == noStatics && !d.HasLoyalty && tb&tbPlaneswalker == 0 && !defActivates(d)
}

// staticsFact is what printedFacts notes of a card's static abilities.
type staticsFact uint8

const (
	noStatics   staticsFact = iota // it has none
	someStatics                    // it has some, not all idle
	idleOnly                       // it has some, all idle (idleStatics implies hasStatics)
	hostOnly                       // it has some, not all idle, and each modifies at most its host or itself (hostStatics)
)

// staticsOf returns the staticsFact of d.
func staticsOf(d *CardDef) staticsFact {
	switch {
	case !hasStatics(d):
		return noStatics
	case idleStatics(d):
		return idleOnly
	case hostStatics(d):
		return hostOnly
	}
	return someStatics
}

// printedFacts returns the facts of c's definition, read once (small
// enough to be inlined where a move asks them).
func (c *Card) printedFacts() *printedFacts {
	if !c.printed.read {
		c.readPrinted()
	}
	return &c.printed
}

// readPrinted reads the facts of c's definition (printedFacts).
func (c *Card) readPrinted() {
	b := baseDefChars(c.Def)
	tb, triggers, statics := b.typeBits(), defHasTriggers(c.Def), staticsOf(c.Def)
	c.printed = printedFacts{read: true, types: tb, triggers: triggers, plain: plainDef(c.Def, tb, triggers, statics), statics: statics, staticKinds: staticKindsOf(c.Def), layers: printedLayers(c.Def), spell: spellAbility(c.Def)}
}

// staticKind is a set of the kinds of static ability a card has, of
// those that looks across the battlefield ask about, so that a look
// passes over the permanents that have none of its kind.
type staticKind uint8

// The kinds of static ability printedFacts notes.
const (
	skCastLimit staticKind = 1 << iota // limits the spells players may cast (castlimit.go)
	skPermit                           // lets a player cast spells from a zone (601.3a)
	skReplace                          // replaces where an object moves (614.1a; move.go)
	skOutcome                          // a player can't lose or can't win the game (cant_lose.go)
	skBan                              // abilities of some sources can't be activated (activation_ban.go)
	skReshape                          // reshapes the layer system's sources (reshapingStatics; fieldReshapes)
	skGrant                            // grants abilities other than keywords (AddAbilities; grantsAbilities)
	skPrevent                          // prevents damage (615; preventionsFor)

	staticKindsLen = iota // how many kinds there are
)

// staticKindsOf returns the kinds of static ability d has.
func staticKindsOf(d *CardDef) staticKind {
	var k staticKind
	for se := range staticEffects(d) {
		if se.CastLimit != nil {
			k |= skCastLimit
		}
		if se.Permit != nil {
			k |= skPermit
		}
		if se.Replace != nil {
			k |= skReplace
		}
		if se.Outcome != nil {
			k |= skOutcome
		}
		if se.Prevent != nil {
			k |= skPrevent
		}
		for _, m := range se.Mods {
			if _, ok := m.(CantBeActivated); ok {
				k |= skBan
			}
			if reshapesSources(m) {
				k |= skReshape
			}
			if _, ok := m.(AddAbilities); ok {
				k |= skGrant
			}
		}
	}
	return k
}

// staticEffects yields what d's static abilities do, in order: each
// ability's static effects.
func staticEffects(d *CardDef) iter.Seq[*StaticEffect] {
	return func(yield func(*StaticEffect) bool) {
		for _, a := range d.Abilities {
			if a.Kind != StaticAbility {
				continue
			}
			for i := range a.Statics {
				if !yield(&a.Statics[i]) {
					return
				}
			}
		}
	}
}

// objStaticKinds returns the kinds of static ability o's card has, as
// printed or as a copy effect made it (layer 1).
func objStaticKinds(o *Object) staticKind {
	if c := o.Card; o.CopyOf == nil && c.printed.read {
		return c.printed.staticKinds // small enough to be inlined where a look asks
	}
	return staticKindsOf(o.Def())
}

// mayHaveStaticKind reports whether permanent o may have a static
// ability of kind as its characteristics now say (staticAbilities): its
// card prints one (or a copy effect's values do), or something could
// have given it one — a sticker, an effect on it, or, when granted says
// so, an effect or ability granting abilities (grantsAbilities).
func (g *Game) mayHaveStaticKind(o *Object, kind staticKind, granted bool) bool {
	return granted || objStaticKinds(o)&kind != 0 || g.mayBeGiven(o)
}

// countStaticKinds adds n to the count of each kind in kinds
// (kindCounts): a permanent with them entered the battlefield (1), left
// it or stopped being a copy with them (-1).
func (g *Game) countStaticKinds(kinds staticKind, n int) {
	for i := range g.kindCounts {
		if kinds&(1<<i) != 0 {
			g.kindCounts[i] += n
		}
	}
}

// staticKindAbout reports whether a permanent on the battlefield may have
// a static ability of kind, as its characteristics now say: one whose
// card prints one or whose copy effect's values do (kindCounts), or
// anything that could give one — a sticker, an effect or ability
// granting abilities, an effect on a permanent that may change what
// abilities it has (reshapesSources). An effect that only changes its
// power, toughness, colors, types, keywords or combat rules (Giant
// Growth, Overrun) gives it no static ability of any kind a look asks
// about. granted is grantsAbilities, when it was asked, for the look
// across the battlefield that follows (abilitiesWithStatic).
func (g *Game) staticKindAbout(kind staticKind) (about, granted bool) {
	if g.noStaticsAbout() {
		return false, false
	}
	if g.kindCounts[bits.TrailingZeros8(uint8(kind))] > 0 || g.stickersPlaced {
		return true, g.grantsAbilities()
	}
	if g.grantsAbilities() {
		return true, true
	}
	for _, e := range g.effects {
		if !slices.ContainsFunc(e.Mods, reshapesSources) {
			continue
		}
		if o := g.Object(e.Object); o != nil && o.Zone == Battlefield {
			return true, false
		}
	}
	return false, false
}

// noStaticsAbout reports whether no permanent can have a static ability:
// none prints one (or has one from a copy effect), and no effect or
// sticker is about to give one.
func (g *Game) noStaticsAbout() bool {
	return g.statics == 0 && len(g.effects) == 0 && !g.stickersPlaced
}

// abilitiesWithStatic returns permanent o's abilities, as its
// characteristics now say — granted ones included, lost ones not
// (613.1f) — when it may have a static ability of kind
// (mayHaveStaticKind); nil when it surely has none. granted is
// grantsAbilities, asked once by the caller's look across the
// battlefield.
func (g *Game) abilitiesWithStatic(o *Object, kind staticKind, granted bool) []*Ability {
	if !g.mayHaveStaticKind(o, kind, granted) {
		return nil
	}
	return g.chars(o).Abilities
}

// objHasStatics reports whether o's card, as printed or as a copy effect
// made it (layer 1), has a static ability.
func objHasStatics(o *Object) bool {
	if c := o.Card; o.CopyOf == nil && c.printed.read {
		return c.printed.statics != noStatics // small enough to be inlined on a move
	}
	return hasStatics(o.Def())
}

// baseDefChars are the type line of a definition as Chars, for typeBits.
func baseDefChars(d *CardDef) Chars {
	return Chars{Supertypes: d.Supertypes, Types: d.Types, Subtypes: d.Subtypes}
}

// defTypeBits returns the type bits of o's card as printed, or as a copy
// effect made it (layer 1): its base characteristics' type line.
// Its common case, a card that is no copy with its printed facts read,
// is small enough to be inlined at every caller.
func defTypeBits(o *Object) typeBit {
	if o.CopyOf == nil && o.Card.printed.read {
		return o.Card.printed.types
	}
	return defTypeBitsSlow(o)
}

// defTypeBitsSlow is defTypeBits for a copy, or a card whose printed
// facts are not read yet.
//
//go:noinline
func defTypeBitsSlow(o *Object) typeBit {
	if o.CopyOf != nil {
		c := baseDefChars(o.CopyOf)
		return c.typeBits()
	}
	return o.Card.printedFacts().types
}

// Object is one incarnation of a card in one zone (109, 400.7). Once it
// has left its zone it is never changed: it is its own last known
// information (Snapshot) until the game prunes that, after which the
// game may reuse its memory for a new object. A host holds ObjRefs, and
// an *Object only while it reads it.
type Object struct {
	Ref          ObjRef
	Card         *Card
	Zone         Zone
	Tapped       bool
	Deathtouched bool // dealt damage by a source with deathtouch (704.5h)
	// attachedPlayer is the player an Aura with enchant player is
	// attached to (303.4b, 702.5d), plus one, so that 0, the value of an
	// object just made, is none: AttachedPlayer reads it.
	attachedPlayer seat
	controlledBy   seat // its controller when control was last checked, effects included
	Controller     PlayerID
	Damage         int
	Counters       Counters // the object's own: no two objects share its storage (counters.go)
	AttachedTo     ObjRef
	ControlSince   int // the turn it came under its controller's control (302.6)
	// EnteredTurn is the turn it entered the battlefield, 0 if it did not
	// enter during the game (a permanent a game was set up with).
	EnteredTurn int
	LoyaltyTurn int              // the turn a loyalty ability of it was last activated (606.3)
	activations *activationCount // abilities that count their activations (activated_times.go)
	Timestamp   int
	Spell       *SpellInfo // the spell it is, or was (400.7d)
	// Stickers are the stickers on it (123), kept as it moves between
	// public zones (400.7m).
	Stickers []PlacedSticker
	// Chosen are the values chosen as it entered (614.12; chosen.go).
	Chosen []ChosenValue
	// CopyOf, if set, holds the copiable values a copy effect gave the
	// object as it entered (707.2, 613.2: layer 1; copy_permanent.go).
	CopyOf *CardDef

	chars *charsCache // its characteristics at one version of the game, once asked (chars_cache.go)
}

// Name is the printed name of the object's card.
func (o *Object) Name() string { return o.Card.Def.Name }

// AttachedPlayer returns the player o, an Aura that enchants a player
// ("enchant player", 303.4b, 702.5d), is attached to, or NoPlayer. An
// object is attached to an object (AttachedTo), to a player, or to
// nothing.
func (o *Object) AttachedPlayer() PlayerID { return PlayerID(o.attachedPlayer) - 1 }

// SetAttachedPlayer attaches o to player p, or to no player for NoPlayer,
// as setting AttachedTo attaches it to an object: for setting up a game.
// State-based actions put an Aura attached to a player it can't enchant
// into its owner's graveyard (704.5m).
func (o *Object) SetAttachedPlayer(p PlayerID) { o.attachedPlayer = seat(max(p, NoPlayer) + 1) }

// SpellInfo records the choices made and costs paid as a spell was cast.
// A permanent keeps its spell's SpellInfo (400.7d).
type SpellInfo struct {
	Caster        PlayerID
	CastFrom      Zone
	Kicked        []int // indices into the card's kicker keywords
	X             int
	WithoutPaying bool
	Flashback     bool
	ManaSpent     ManaPool
}

// Snapshot is last known information (608.2h): an object and its
// characteristics as they last existed in a zone.
//
// An object that has left its zone is never changed again (400.7: the
// card became a new object), so the snapshot holds the object itself
// rather than a copy. Its characteristics as it left are kept only when
// something could have modified them (Game.unmodified): otherwise they
// were its base characteristics, which read nothing but the object and
// its card's definition, and Chars computes them again when asked.
type Snapshot struct {
	Object *Object
	// chars are the object's characteristics as it left, nil when they
	// were its base characteristics (baseChars).
	chars *Chars
	// How the object left: the object it became, why, and in which batch
	// of simultaneous moves (for 400.7f).
	Became ObjRef
	Cause  Cause
	Batch  int
	// prev is the snapshot kept on the same card before this one, nil for
	// its first (Card.left).
	prev *Snapshot
}

// Chars returns the object's characteristics as it last existed. Their
// slices are clipped: a caller that appends to one copies it.
func (s *Snapshot) Chars() Chars {
	if s.chars != nil {
		return *s.chars
	}
	return clipped(baseChars(s.Object))
}

// zoneKey names one zone of the game: a player's library, hand or
// graveyard, or a shared zone (owner NoPlayer). It is the zone's index
// in the game's zone table.
type zoneKey uint32

// zoneKinds is how many kinds of zone there are, ZoneNone included.
const zoneKinds = uint32(Command) + 1

// zkey is the key of zone z of owner (NoPlayer for a shared zone): the
// shared zones first, then each player's, so that looking a zone up is
// indexing an array.
func zkey(z Zone, owner PlayerID) zoneKey { return zoneKey(uint32(owner+1)*zoneKinds + uint32(z)) }

// zone and owner are what the key was made of.
func (k zoneKey) zone() Zone      { return Zone(uint32(k) % zoneKinds) }
func (k zoneKey) owner() PlayerID { return PlayerID(uint32(k)/zoneKinds) - 1 }

// zoneTable holds the cards of every zone, indexed by zone key, each
// zone's bottom (or first) card first.
type zoneTable [][]*Card

// get returns the cards in zone k: none if no card has been there.
func (t zoneTable) get(k zoneKey) []*Card {
	if int(k) < len(t) {
		return t[k]
	}
	return nil
}

// set makes cs the cards in zone k.
func (t *zoneTable) set(k zoneKey, cs []*Card) {
	if int(k) >= len(*t) {
		*t = append(*t, make(zoneTable, int(k)+1-len(*t))...)
	}
	(*t)[k] = cs
}

// Game is the state of one game. It holds no package-level state, so any
// number of games may run side by side.
type Game struct {
	skipUntaps []skipUntap // permanents that don't untap in a player's next untap step (skip_untap.go)
	Players    []*Player
	Turn       int
	Active     PlayerID
	Step       Step
	over       bool // the game has ended
	probing    bool // an invariant check is running: it costs no work (invariants.go)
	// legalProbe: LegalActions is checking an action; the action returns
	// errProbeLegal where it would begin to change the game (legal.go).
	legalProbe     bool
	tablesShared   bool // the card table and the zones' arrays are shared with a clone: copied before a change (cow.go)
	beforeRare     bool // a condition beforePriority rarely meets may hold (rareBeforePriority, turn.go)
	stickersPlaced bool // a sticker has been put on an object, or may have been (Touch; version.go)
	// cleanupPriority is set while players hold priority in a cleanup
	// step, which 514.3a gives them when state-based actions were
	// performed or abilities triggered in it; another cleanup step
	// follows it.
	cleanupPriority bool
	Priority        PlayerID
	Decider         Decider
	// Rand is the game's randomness: it shuffles libraries. NewGame seeds
	// it with seed 0; SetSeed gives a game its own seed (see StreamGame),
	// and a host may set any source of its own.
	Rand interface{ IntN(int) int }
	// workCap bounds the work the game may do (see Work): the limit the
	// host set (SetWorkLimit), MaxWork if none. A game that goes past it
	// ends in a draw (104.4b). It is kept as the one number spend
	// compares with, so that the test inlined at each spend is one
	// comparison.
	workCap int64
	// OnLog, if set, receives each log line as its event happens (the
	// line is rendered then, rather than when Log is read).
	OnLog func(string)
	// OnEvent, if set, receives each game event as it happens (GameEvent).
	OnEvent  func(GameEvent)
	events   []GameEvent     // the events so far, unless LogOff: the log (Events, Log)
	eventSeq int             // the Seq of the last event
	revealed map[ObjRef]bool // objects revealed in a hidden zone, known to all while they stay (gameevent_make.go)
	// CardNames are the card names the host knows (its card library):
	// with the names of the cards in the game, the names a player may
	// choose (201.3, card_name.go).
	CardNames []string

	cards        []*Card
	revealedTops []ObjRef // the top card of each library the log last showed revealed (reveal_top.go)
	revealTops   int      // permanents on the battlefield whose static abilities reveal the top of a library (reveal_top.go)
	// sourceStatics counts the permanents on the battlefield with a static
	// ability that may change what a player's mana sources read
	// (noteSourceStatic).
	sourceStatics int
	batchStart    int // the timestamp before the objects of the current batch of moves were made (copy_permanent.go)
	// tapCost is the source of an ability with {T} in its cost while the
	// ability is activated: it isn't a mana source for that cost (activate.go).
	tapCost       *Object
	unusual       int                                  // the rare states a listing keeps nothing in, counted (unusualNow, kept.go)
	version       uint64                               // counts the changes that may change characteristics (version.go)
	charsVersion  uint64                               // counts the changes other than of the turn's state (version.go)
	layerVersion  uint64                               // charsVersion but for effects on one object alone, for remembered characteristics (version.go)
	charsOff      uint64                               // 0 while remembered characteristics may be read, else charsOffAll (setCharsOff)
	tapVersion    uint64                               // counts the tappings and untappings of permanents (version.go)
	fieldVersion  uint64                               // counts the changes of which permanents there are and of their damage (version.go)
	fieldLog      fieldLog                             // the last changes fieldVersion counted (version.go)
	openingActs   bool                                 // a card of the game prints a static ability or a characteristic-defining P/T (openingBit, opening.go)
	turnReads     uint64                               // counts the layer system's reads of the turn's state (version.go)
	probeReads    uint64                               // counts a probed action's other reads of the turn's state (probe_kept.go)
	sickReads     uint64                               // counts reads of summoning sickness (Sick; probe_kept.go)
	verifyChars   func(o *Object, cached, fresh Chars) // VerifyChars
	fresh         int                                  // CharsFresh is computing: the cache is not used
	zoneMoves     uint64                               // counts the cards put into zones and taken from them (place, unplace)
	prunes        uint64                               // how many times pruneNow ran: objects it gave back may be made again (kept.go)
	activeCache   []playerKept[[]*Object]              // each player's permanents with activated abilities, while current (activators.go)
	creatureCache []playerKept[[]*Object]              // each player's creatures, while current (creatures.go)
	permitZones   []playerKept[zoneSet]                // each player's zones cast permissions allow, while current (legal.go)
	deciderKept   deciderKinds                         // what Decider is, for the value seen (decision_loan.go)
	lkiKept       []keptLKI                            // last known information as kept, while VerifyCaches is on (lki_check.go)
	space         *workspace                           // the work buffers and the answers kept while current, made on first use (ready, workspace.go)
	store         *cloneStore                          // the storage a clone's state was copied into, for CloneInto (clone.go); nil until a CloneInto into the game
	printedRead   int                                  // the cards at the start of the card table whose printed facts are read (readPrinted): all but those after it (Clone)
	offField      int                                  // cards and copies with definitions usable off the battlefield (noteOffField, cycling.go)
	offTriggers   zoneSet                              // the zones but the battlefield where triggered abilities of the game's cards function (countOffField, cycling.go)
	gen           uint32                               // the generation of the cards and objects the game writes in place (cow.go)
	lines         logLines                             // where the log's lines are written (loglines.go)
	verifyCaches  func(what, cached, fresh string)     // VerifyCaches
	qualities     []qualityRead                        // the protection qualities read so far (protection.go)
	zones         zoneTable
	stack         []*StackItem
	effects       []*ContinuousEffect
	replacements  []*Replacement
	// selfReplacements are the self-replacement effects of the
	// instructions happening now (SelfReplace, 614.15): none outside a
	// resolution, so a clone or a reset game starts without them.
	selfReplacements []*selfReplacing
	preventions      []*Prevention
	redirected       []damage // damage redirections took, waiting to be dealt (redirect.go)
	combatRedir      []damage // combat damage redirections dealt to players (redirect.go)
	shields          []ObjRef // regeneration shields (regenerate.go, 701.19a)
	noRegen          []ObjRef // permanents that can't be regenerated this turn (regenerate.go, 701.19c)
	delayed          []*DelayedTrigger
	pending          []*pendingTrigger
	untilLeaves      []untilLeaves
	links            map[linkKey][]ObjRef
	lkiLen           int               // snapshots of last known information kept, on their cards (Card.left)
	follow           map[ObjRef]ObjRef // 400.7k: a madness card put into the graveyard, from its exiled object
	following        ObjRef            // the exiled madness card whose move is in progress, which follow will map (madness.go)
	passes           int
	timestamp        int
	nextItem         int
	combat           combatState
	resolving        int // depth of resolutions in progress
	deciding         int // depth of Decider calls in progress (decide): no action is taken meanwhile (actorError)
	// statics counts the permanents on the battlefield with static
	// abilities, and idleStatics those of them whose static abilities are
	// all idle (objIdle: they modify nothing while on the battlefield, as
	// a land that enters tapped): with every one idle and no sticker
	// placed, no static ability reaches any object (unmodified). Each is
	// 32 bits, so that the two take the room of one word: Game is at the
	// most a two-player clone's allocation holds (gameRoom).
	statics, idleStatics int32
	// kindCounts counts, for each kind of static ability a look across
	// the battlefield asks about (staticKind, by bit), the permanents
	// whose card or copy effect's values have one (staticKindAbout).
	kindCounts [staticKindsLen]int
	// walkers counts the permanents whose card or copy effect's values
	// make a planeswalker (baseWalker): what makes one without them is a
	// type-changing effect (opponentPlaneswalkers).
	walkers int
	// triggerPerms counts the permanents on the battlefield that may have
	// triggered abilities of their own: their card's or a copy's, or a
	// sticker's (mayTrigger, trigger.go).
	triggerPerms int
	// activePerms counts the permanents on the battlefield whose card or
	// copy effect's values have an activated ability (mayActivate,
	// activators.go).
	activePerms int
	// controlStatics counts permanents on the battlefield with a static
	// control-changing ability; controlDirty says one came or went
	// (control_static.go).
	controlStatics int
	batches        int             // batches of simultaneous moves so far
	work           int64           // work done so far (see Work)
	pruneAt        int             // the size of lki and follow at which prune next runs
	strayTokens    []*Card         // tokens put into a zone other than the battlefield, for 704.5d
	endReason      string          // how the game ended (EndReason)
	losses         []Loss          // the players who lost, in order (Result)
	allowances     []castAllowance // objects effects let players cast (maycast.go)

	// permitsUsed records the cast permissions used, for those that allow
	// one spell during each of your turns (see permission.go).
	permitsUsed []permitUse
	// history remembers the cards discarded and cycled this turn
	// (history.go); castWatches are delayed triggers waiting for a spell
	// to be cast (castwatch.go).
	history     turnHistory
	castWatches []*castWatch
	// afterPrevention is what prevention effects do after preventing
	// damage, waiting for the damage event to end (615.5, prevent.go).
	afterPrevention []afterPrevention
	// lifelinked is the life sources with lifelink make their controllers
	// gain by the damage event in progress (702.15b, prevent.go).
	lifelinked []lifelinkGain
	// damageErr is the first error a Decider returned while a damage
	// event was being dealt, which finishDamage returns once the event is
	// over (prevent.go); nil between calls.
	damageErr error
	// casts records the spells cast this turn, for limits on casting
	// (castlimit.go).
	casts []castRecord
	// playerRules and playPermits are effects on players: what they can't
	// do, whose hand is revealed, what they may play from other zones
	// (player_rules.go).
	playerRules []playerRule
	// setRules are restrictions on attacking and blocking over described
	// sets of objects, read as attacks and blocks are checked (611.2c,
	// rule_sets.go).
	setRules    []*setRule
	extraTurns  []PlayerID // extra turns to take, the last created first (extra_turn.go)
	resumeAfter PlayerID
	playPermits []playPermit

	// targetFrame is the ability whose targets are being chosen or
	// checked, for TargetSpec.ControlledBy (target_player.go).
	targetFrame *Resolution
	// attackDemands are effects' attack requirements: "target creature
	// attacks you this turn if able" (508.1d; combat_rules.go).
	attackDemands []attackDemand

	// journal records the game's inputs while Record is on (journal.go).
	journal *journal

	controlTouched bool // the host wrote state directly (Touch) since control was last noted: a controller may differ from the one noted (endEffects)
	controlApart   bool // a permanent may be noted as controlled by another than its object's own controller (refreshControl)
	sourceBound    bool // an effect lasting until its source leaves has begun (as_long_as.go)
	// deathtouchMarks: some permanent was dealt damage by a source with
	// deathtouch since state-based actions were last checked (704.5h),
	// which the check forgets (stateBasedActions).
	deathtouchMarks bool
	controlDirty    bool // a permanent with a static control-changing ability came or went (controlStatics)
	inExtraTurn     bool // the turn is an extra turn; resumeAfter's turn came before it
	// The bools above are kept together, as those after Step are, so that
	// the Game packs into fewer bytes (a Clone allocates one).

	// LogOff says no one reads the log: no event is kept and Log stays
	// empty, and unless OnLog or OnEvent listens no event is even made
	// (logging costs nothing when no one listens). The game is played
	// exactly as with a log.
	LogOff bool
	// ptRead: a filter or a value has read a power or toughness
	// (SourceCompare, PowerOf; narrowOthers).
	ptRead bool

	// ownRand is the game's own random source, which Rand points to
	// unless the host set another (SetSeed, Clone): held in the game, so
	// that a clone makes no allocation for it.
	ownRand seededRand
	// playerRoom is the array of Players in a clone of a game of two
	// players or fewer: a clone makes no allocation for it (clone.go).
	playerRoom [2]*Player
}

// NewGame returns an empty game with the named players at 20 life
// (103.4), the first player active in their first precombat main phase.
// A game seats at most 32,767 players (an object keeps a player in two
// bytes); more is a mistake of the caller's, and NewGame panics, as a
// slice index out of range does. Hosts that read players from input
// refuse far fewer first (interp.MaxPlayers).
func NewGame(names ...string) *Game {
	g := &Game{
		links:   map[linkKey][]ObjRef{},
		follow:  map[ObjRef]ObjRef{},
		Turn:    1,
		Step:    Main1,
		workCap: MaxWork,
	}
	g.SetSeed(0)
	if len(names) > maxPlayers {
		panic("runtime: a game has at most 32767 players")
	}
	for i, n := range names {
		g.Players = append(g.Players, &Player{ID: PlayerID(i), Name: n, Life: 20, StartingLife: 20})
	}
	if len(names) > 0 {
		g.SetTurn(1, 0, Main1)
	}
	return g
}

// Logf appends a line to the game log (an EvNote event; the runtime's
// own lines are typed events, gameevent_make.go).
func (g *Game) Logf(format string, args ...any) {
	g.ready()
	if !g.logging() {
		return
	}
	g.note(EvNote, fmt.Sprintf(format, args...))
}

// logging reports whether someone reads the log (LogOff). A caller that
// builds costly arguments for Logf asks it first.
func (g *Game) logging() bool { return !g.LogOff || g.OnLog != nil || g.OnEvent != nil }

func (g *Game) logLine(s string) { g.note(EvNote, s) }

// Events returns the game's events so far (none when LogOff is set).
func (g *Game) Events() []GameEvent { return g.events }

// validPlayer reports whether p is a seat of the game (lost or not).
func (g *Game) validPlayer(p PlayerID) bool { return p >= 0 && int(p) < len(g.Players) }

// PlayerName returns the name of player p.
func (g *Game) PlayerName(p PlayerID) string {
	g.ready()
	if p < 0 || int(p) >= len(g.Players) {
		return "nobody"
	}
	return g.Players[p].Name
}

// CheckPlayerName says why name can't be a player's: the log writes
// players by name, so a name must not be blank, hold a control character
// or a line separator (a newline would start a forged line of the log), or
// be "nobody", which the log writes for no player.
func CheckPlayerName(name string) error {
	if strings.TrimSpace(name) == "" {
		return fmt.Errorf("player name %q is blank", name)
	}
	if !utf8.ValidString(name) {
		return fmt.Errorf("player name %q is not UTF-8 text", name)
	}
	for _, r := range name {
		if unicode.IsControl(r) || unicode.In(r, unicode.Zl, unicode.Zp) {
			return fmt.Errorf("player name %q holds the control character %U", name, r)
		}
	}
	if strings.EqualFold(strings.TrimSpace(name), "nobody") {
		return fmt.Errorf("player name %q is what the log writes for no player", name)
	}
	return nil
}

// PlayerByName finds a player by name.
func (g *Game) PlayerByName(name string) (PlayerID, bool) {
	g.ready()
	for _, p := range g.Players {
		if p.Name == name {
			return p.ID, true
		}
	}
	return NoPlayer, false
}

// Opponents returns the opponents of p in turn order.
func (g *Game) Opponents(p PlayerID) []PlayerID {
	return g.AppendOpponents(nil, p)
}

// AppendOpponents appends p's opponents still in the game to dst, as
// Opponents lists them; with room in dst (an array of the caller's) it
// allocates nothing.
func (g *Game) AppendOpponents(dst []PlayerID, p PlayerID) []PlayerID {
	g.ready()
	for _, q := range g.Players {
		if q.ID != p && !q.Lost {
			dst = append(dst, q.ID)
		}
	}
	return dst
}

// oppRoom is room for the opponents of a player in most games, for
// AppendOpponents into an array on the caller's stack.
type oppRoom [7]PlayerID

func (g *Game) nextTimestamp() int { g.timestamp++; return g.timestamp }

func (g *Game) key(z Zone, owner PlayerID) zoneKey {
	if z.Owned() {
		return zkey(z, owner)
	}
	return zkey(z, NoPlayer)
}

// Card returns the card with the given id, or nil.
func (g *Game) Card(id CardID) *Card {
	if id <= 0 || int(id) > len(g.cards) {
		return nil
	}
	return g.cards[id-1]
}

// Object resolves a reference: the object it names, or nil if the
// reference is stale (the card has changed zones since) or names nothing.
func (g *Game) Object(r ObjRef) *Object {
	c := g.Card(r.Card)
	if c == nil || c.Obj == nil || c.Obj.Ref != r {
		return nil
	}
	return c.Obj
}

// controlAndAbilities are the controller and abilities of the object as
// it last existed: those of Chars, without computing the rest.
func (s *Snapshot) controlAndAbilities() (PlayerID, []*Ability) {
	if s.chars != nil {
		return s.chars.Controller, s.chars.Abilities
	}
	return s.Object.Controller, s.Object.Def().Abilities
}

// name is the object's name as it last existed.
func (s *Snapshot) name() string {
	if s.chars != nil {
		return s.chars.Name
	}
	return s.Object.Def().Name
}

// copySnapshot returns a snapshot of o, which is still in its zone, that
// keeps o as it is now whatever happens to it next: a copy of the object
// and of its characteristics.
func (g *Game) copySnapshot(o *Object) *Snapshot {
	k := &struct {
		s Snapshot
		o Object
		c Chars
	}{o: *o, c: g.Chars(o)}
	k.s.Object, k.s.chars = &k.o, &k.c
	return &k.s
}

// knownSnapshot returns the last known information kept of object r,
// which has left its zone, or nil.
func (g *Game) knownSnapshot(r ObjRef) *Snapshot {
	c := g.Card(r.Card)
	if c == nil {
		return nil
	}
	var found *Snapshot
	for s := c.left; s != nil; s = s.prev {
		if s.Object.Ref == r {
			found = s // the first kept with r, as the list runs from the last
		}
	}
	return found
}

// newObject gives card c its next object (400.7) in zone z, with no
// controller and the next timestamp: the object place makes for a card
// that enters a zone other than the battlefield or the stack, made in
// line of place by handBackQuiet (AddCards and drawQuiet write it out:
// they make an object for every card of a game's libraries and hands).
func (g *Game) newObject(c *Card, z Zone) *Object {
	o := g.space.slabs.objects.fresh()
	if o == nil {
		o = g.space.slabs.objects.new()
	}
	g.bindObject(c, o, z)
	return o
}

// bindObject makes o, zeroed, card c's next object (400.7) in zone z,
// with no controller and the next timestamp: newObject's work once it has
// the object, small enough to be inlined where a batch takes its objects
// from the slab itself (AddCards, drawQuiet).
func (g *Game) bindObject(c *Card, o *Object, z Zone) {
	bindObjectAt(c, o, z, c.inc+1, g.nextTimestamp())
}

// bindObjectAt is bindObject with the incarnation and the timestamp
// given: a batch of new cards (bindDeckCards) passes their first
// incarnation and the next timestamp of one it keeps in a local.
func bindObjectAt(c *Card, o *Object, z Zone, inc uint32, ts int) {
	c.inc = inc
	o.Ref, o.Card, o.Zone, o.Controller, o.Timestamp = ObjRef{c.ID, inc}, c, z, NoPlayer, ts
	o.controlledBy = seat(NoPlayer)
	c.Obj = o
}

// leftSnapshot takes a snapshot from the slab for o, which is leaving its
// zone unmodified, and keeps it (keepSnapshot): the moves made without
// the general request (handBackQuiet; drawQuiet writes it out).
func (g *Game) leftSnapshot(o *Object) *Snapshot {
	s := g.space.slabs.snapshots.fresh()
	if s == nil {
		s = g.space.slabs.snapshots.new()
	}
	s.Object = o
	g.keepSnapshot(s)
	return s
}

// keepSnapshot keeps s, the last known information of an object that has
// just left its zone, with the object's card, which the mover made the
// game's own (cow.go) as the object left.
func (g *Game) keepSnapshot(s *Snapshot) {
	c := s.Object.Card
	g.lkiLen++
	s.prev, c.left = c.left, s
}

// LastKnown returns the last known information of an object that has left
// its zone, or the current object's information if it has not.
//
// For an object still in its zone the snapshot is the object as it is
// now: the caller reads it before it changes the game. Last known
// information is good until the game prunes it (Game.prune, as a player
// is about to receive priority), when the snapshot and the object it
// holds may be reused for others: a host that keeps an ObjRef asks
// again rather than keeping the snapshot.
func (g *Game) LastKnown(r ObjRef) (*Snapshot, bool) {
	g.ready()
	if o := g.Object(r); o != nil {
		return &Snapshot{Object: o, chars: g.chars(o)}, true
	}
	s := g.knownSnapshot(r)
	return s, s != nil
}

// lastKnown is LastKnown for the runtime's own reads, which keep nothing
// they are given: the snapshot of an object still in its zone is a value
// rather than one made on the heap.
func (g *Game) lastKnown(r ObjRef) (Snapshot, bool) {
	if o := g.Object(r); o != nil {
		return Snapshot{Object: o, chars: g.chars(o)}, true
	}
	if s := g.knownSnapshot(r); s != nil {
		return *s, true
	}
	return Snapshot{}, false
}

// ZoneCards lists the cards in a zone, bottom (or first) to top (or last).
// For owned zones (library, hand, graveyard) owner selects the player.
// The slice is the game's, read in place: it is valid until the next
// call that changes the game, and the caller must not change it (after a
// Clone the game and its clone share it until either changes the zone).
func (g *Game) ZoneCards(z Zone, owner PlayerID) []*Card {
	return g.zones.get(g.key(z, owner))
}

// Battlefield lists the permanents on the battlefield in timestamp order.
func (g *Game) Battlefield() []*Object {
	cs := g.zones.get(zkey(Battlefield, NoPlayer))
	os := make([]*Object, len(cs))
	for i, c := range cs {
		os[i] = c.Obj
	}
	return os
}

// battlefieldCards lists the cards on the battlefield without copying.
func (g *Game) battlefieldCards() []*Card { return g.zones.get(zkey(Battlefield, NoPlayer)) }

// AddCard creates a card owned by owner directly in zone z, as when a game
// is set up. On the battlefield it is controlled by its owner and is not
// summoning sick. It returns nil, adding nothing, for a missing definition,
// an owner who is not in the game or a zone that doesn't exist.
func (g *Game) AddCard(def *CardDef, owner PlayerID, z Zone) *Card {
	g.ready()
	if def == nil || !g.validPlayer(owner) || z == ZoneNone || z > Command {
		return nil
	}
	if z != Battlefield && z != Stack {
		g.AddCards([]*CardDef{def}, owner, z)
		return g.cards[len(g.cards)-1]
	}
	c := g.makeCard(owner, def, false, false)
	g.place(c, z, owner, false).EnteredTurn = 0 // set up, not entered
	g.changed()
	return c
}

// AddCards adds a card of each definition of defs, in order, owned by
// owner directly in zone z, as AddCard adds each (the same cards, IDs,
// objects, timestamps, work and versions), nothing for a nil definition.
// A host setting up a deck makes one call rather than one a card: off
// the battlefield and the stack the cards are made in one loop, into a
// zone grown once. It adds nothing for an owner who is not in the game or
// a zone that doesn't exist; the cards are ZoneCards(z, owner)'s last.
func (g *Game) AddCards(defs []*CardDef, owner PlayerID, z Zone) {
	g.ready()
	if !g.validPlayer(owner) || z == ZoneNone || z > Command {
		return
	}
	if n := g.work + int64(len(defs)); z == Battlefield || z == Stack || n > g.workCap {
		// each card placed on its own, as AddCard places it: a permanent
		// or a spell (place's part for them), or work that may reach the
		// game's limit (spend) before the last card
		for _, def := range defs {
			if def != nil {
				c := g.makeCard(owner, def, false, false)
				g.place(c, z, owner, false).EnteredTurn = 0 // set up, not entered
				g.changed()
			}
		}
		return
	}
	// place's steps for cards of no token put off the battlefield and
	// the stack, each followed by AddCard's change of version: nothing
	// reads the game between them, so the counts are added once.
	k := g.key(z, owner)
	start := len(g.cards)
	g.addDeckCards(defs, owner)
	added := len(g.cards) - start
	zs := g.bindDeckCards(slices.Grow(g.zoneToWrite(k), added), g.cards[start:], z)
	g.zones.set(k, zs)
	g.zoneMoves += uint64(added)
	if z == Hand {
		g.handMoved(owner, uint64(added))
	}
	g.work += int64(added)         // place's spend, under the limit (above)
	g.version += 2 * uint64(added) // place's zoneChanged and AddCard's changed
	g.charsVersion += uint64(added)
	g.layerVersion += uint64(added)
}

// addDeckCards is AddCards' first loop: a card for each definition of
// defs, owned by owner, put in the card table as makeCard puts it, its
// object made next (bindDeckCards). A struct kept for the same
// definition is written in line, and the counts of cards usable off the
// battlefield (countOffField) are added once.
func (g *Game) addDeckCards(defs []*CardDef, owner PlayerID) {
	cards, gen := g.cards, g.gen
	offField, offTriggers := 0, zoneSet(0)
	for _, def := range defs {
		if def == nil {
			continue
		}
		i := len(cards)
		var c *Card
		if i < cap(cards) {
			c = cards[:i+1][i]
		}
		if c != nil && c.Def == def && c.gen == gen { // makeCard's struct of the same definition, the game's own (cow.go), in line
			cards = cards[:i+1]
			c.ID, c.Owner, c.Token, c.SpellCopy = CardID(i+1), owner, false, false // its incarnation is set as its object is bound
			if c.left != nil {
				c.left = nil
			}
			if c.offWorks {
				offField++
			}
			offTriggers |= c.offTriggers
			continue
		}
		g.cards = cards
		g.makeCard(owner, def, false, false)
		cards = g.cards
	}
	g.cards = cards
	g.offField += offField
	g.offTriggers |= offTriggers &^ openingBit
	if offTriggers&openingBit != 0 {
		g.openingActs = true
	}
}

// bindDeckCards is AddCards' second loop: the object of each card of
// cards, new cards in their first incarnation, in zone z with no
// controller and the next timestamp, as bindObject makes it, taken from
// the slab in runs (freshRun), each zeroed here as it is written; the
// cards are appended to zs, which has room for them.
func (g *Game) bindDeckCards(zs, cards []*Card, z Zone) []*Card {
	objs, ts := &g.space.slabs.objects, g.timestamp
	all := cards
	for len(cards) > 0 {
		run := objs.freshRun(len(cards))
		if run == nil { // a value given back: handed out first, by new
			ts++
			bindObjectAt(cards[0], objs.new(), z, 1, ts)
			cards = cards[1:]
			continue
		}
		batch := cards[:len(run)]
		for i, c := range batch {
			o := &run[i]
			*o = Object{} // zeroed as fresh zeroes it
			ts++
			bindObjectAt(c, o, z, 1, ts)
		}
		cards = cards[len(run):]
	}
	g.timestamp = ts
	return append(zs, all...) // in their order, as they were bound: one copy
}

// newCard adds a card of c's owner and definition, a token or a copy of
// a spell as c says, to the game under the next card ID (makeCard); c's
// other fields are not read.
func (g *Game) newCard(c Card) *Card { return g.makeCard(c.Owner, c.Def, c.Token, c.SpellCopy) }

// makeCard adds a card to the game under the next card ID. A game reset
// for the next (Reset) keeps its old cards' structs past the end of its
// table and fills them again first; one that held a card of the same
// definition keeps the facts it read of it (printedFacts, readOffField),
// which a definition never changes: a simulator's next game, with the
// same decks, reads none again, and only the fields that belong to the
// card rather than to its definition are written. A struct keeps its
// base characteristics too (Card.base, from a slab Reset leaves alone):
// cardBase reads them again only for another definition. Every field of
// Card is either written here or kept for the same definition
// (TestMakeCardWritesEveryField).
func (g *Game) makeCard(owner PlayerID, def *CardDef, token, spellCopy bool) *Card {
	i := len(g.cards)
	var n *Card
	if i < cap(g.cards) {
		n = g.cards[:i+1][i]
		if n != nil && n.gen != g.gen {
			n = nil // shared with a clone (cow.go): never written again
		}
	}
	switch {
	case n != nil && n.Def == def:
		n.inc, n.Obj, n.left = 0, nil, nil
	case n == nil:
		n = &Card{Def: def}
		n.offWorks, n.offTriggers = readOffField(def) // noteOffField (cycling.go)
		n.offTriggers |= openingFact(def)
		n.additional = !noAdditionalCost(&def.AdditionalCost)
	default:
		*n = Card{Def: def, base: n.base}
		n.offWorks, n.offTriggers = readOffField(def)
		n.offTriggers |= openingFact(def)
		n.additional = !noAdditionalCost(&def.AdditionalCost)
	}
	n.ID, n.Owner, n.Token, n.SpellCopy, n.gen = CardID(i+1), owner, token, spellCopy, g.gen
	g.cards = append(g.cards, n)
	g.countOffField(n.offWorks, n.offTriggers&^openingBit)
	if n.offTriggers&openingBit != 0 {
		g.openingActs = true
	}
	return n
}

// place makes a new object for c in zone z.
func (g *Game) place(c *Card, z Zone, controller PlayerID, bottom bool) *Object {
	c = g.ownCard(c)
	c.inc++
	o := g.space.slabs.objects.fresh() // zeroed: its fields are set one by one, not copied in whole
	if o == nil {
		o = g.space.slabs.objects.new()
	}
	o.Ref, o.Card, o.Zone, o.Controller, o.Timestamp = ObjRef{c.ID, c.inc}, c, z, NoPlayer, g.nextTimestamp()
	if z == Battlefield || z == Stack {
		o.Controller = controller
	}
	o.controlledBy = seat(o.Controller)
	c.Obj = o
	g.zoneMoves++
	if z == Hand {
		g.handMoved(c.Owner, 1)
	}
	g.spend(1)
	if c.Token && z != Battlefield || c.SpellCopy && z != Stack {
		g.strayTokens = append(g.strayTokens, c)
	}
	if z == Battlefield {
		g.placePermanent(c, o)
	}
	k := g.key(z, c.Owner)
	if bottom && z == Library {
		g.zones.set(k, slices.Insert(g.zoneToWrite(k), 0, c))
	} else {
		g.zones.set(k, append(g.zoneToWrite(k), c))
	}
	g.zoneChanged(o) // a new object, in a zone that has one more card (version.go)
	return o
}

// placePermanent is place's part for a permanent: o, c's new object on
// the battlefield, entered this turn, with its starting loyalty (306.5b),
// counted among the permanents that may trigger, the planeswalkers and
// those with static abilities. Cards put anywhere else (a library as a
// game is set up, a hand as a card is drawn) pay for none of it.
func (g *Game) placePermanent(c *Card, o *Object) {
	o.EnteredTurn = max(g.Turn, 1)
	if c.printedFacts().plain {
		return // o, new, has no sticker and no copy effect: its card's facts are its own
	}
	if c.Def.HasLoyalty {
		o.Counters.Set("loyalty", c.Def.Loyalty) // 306.5b
	}
	if mayTrigger(o) {
		g.triggerPerms++ // trigger.go
	}
	if c.printedFacts().types&tbPlaneswalker != 0 {
		g.walkers++ // attack_planeswalker.go
	}
	if defActivates(c.Def) {
		g.activePerms++ // activators.go
	}
	if f := c.printedFacts().statics; f != noStatics {
		g.statics++
		if f == idleOnly {
			g.idleStatics++
		}
		g.noteControlStatic(c.Def, 1) // control_static.go
		g.noteRevealTop(c.Def, 1)     // reveal_top.go
		g.noteSourceStatic(c.Def, 1)  // version.go
		g.countStaticKinds(c.printed.staticKinds, 1)
	}
}

// plainPermanent reports whether o, a permanent, counts in none of
// placePermanent's counts: its card is plain (plainDef) and neither a
// sticker nor a copy effect gives it more.
func plainPermanent(o *Object) bool {
	return o.Card.printed.plain && o.CopyOf == nil && len(o.Stickers) == 0 // plain is false unread
}

// zoneScanUnit is how many cards of a zone looked past make one unit of
// work (Game.Work): a comparison of pointers, not the examination of an
// object a unit stands for. Taking a card from a zone of thousands —
// a board wipe over five thousand tokens — is a few milliseconds, not a
// loop of mandatory actions (104.4b).
const zoneScanUnit = 64

// unplace takes c's object out of its zone, looking for it from the
// zone's end.
func (g *Game) unplace(c *Card) {
	o := c.Obj
	if o.Zone == Battlefield && !plainPermanent(o) { // placePermanent's counts
		if mayTrigger(o) {
			g.triggerPerms-- // trigger.go
		}
		if baseWalker(o) {
			g.walkers-- // attack_planeswalker.go
		}
		if mayActivate(o) {
			g.activePerms-- // activators.go
		}
		if d := o.Def(); objHasStatics(o) {
			g.statics--
			if objIdle(o) {
				g.idleStatics--
			}
			g.noteControlStatic(d, -1) // control_static.go
			g.noteRevealTop(d, -1)     // reveal_top.go
			g.noteSourceStatic(d, -1)  // version.go
			g.countStaticKinds(objStaticKinds(o), -1)
		}
	}
	k := g.key(o.Zone, c.Owner)
	zs := g.zoneToWrite(k)
	g.spend(1 + len(zs)/zoneScanUnit)
	// From the end: the top of a library, a graveyard or the stack, and
	// the permanent that entered last, are the cards that leave most.
	for i := len(zs) - 1; i >= 0; i-- {
		if zs[i] == c {
			last := len(zs) - 1
			if i < last {
				if last-i > 8 {
					copy(zs[i:], zs[i+1:])
				} else {
					for ; i < last; i++ { // the few cards after it, in line rather than through copy
						zs[i] = zs[i+1]
					}
				}
			}
			zs[last] = nil // the zone's array keeps no card it no longer holds
			g.zones.set(k, zs[:last])
			g.zoneMoves++
			if o.Zone == Hand {
				g.handMoved(c.Owner, 1)
			}
			g.zoneChanged(o)
			return
		}
	}
}

// shift is unplace and then place (not at a library's bottom) for c, a
// card of the game's own (cow.go) whose object is in a hand or on the
// stack, moving to zone z under controller: one call for the moves
// handMove makes, with unplace's steps for an object off the battlefield
// and place's in their order. It is their copy, kept for the moves a
// player's own actions make (shared pieces of the two, called from all
// three, cost 0.4% of a Mirror game): a change to unplace or place must
// be made here too.
func (g *Game) shift(c *Card, z Zone, controller PlayerID) *Object {
	old := c.Obj
	k := g.key(old.Zone, c.Owner)
	zs := g.zoneToWrite(k)
	g.spend(1 + len(zs)/zoneScanUnit)
	for i := len(zs) - 1; i >= 0; i-- {
		if zs[i] == c {
			last := len(zs) - 1
			if i < last {
				if last-i > 8 {
					copy(zs[i:], zs[i+1:])
				} else {
					for ; i < last; i++ {
						zs[i] = zs[i+1]
					}
				}
			}
			zs[last] = nil
			g.zones.set(k, zs[:last])
			g.zoneMoves++
			if old.Zone == Hand {
				g.handMoved(c.Owner, 1)
			}
			g.version++ // zoneChanged, off the battlefield
			break
		}
	}
	c.inc++
	o := g.space.slabs.objects.fresh()
	if o == nil {
		o = g.space.slabs.objects.new()
	}
	o.Ref, o.Card, o.Zone, o.Controller, o.Timestamp = ObjRef{c.ID, c.inc}, c, z, NoPlayer, g.nextTimestamp()
	if z == Battlefield || z == Stack {
		o.Controller = controller
	}
	o.controlledBy = seat(o.Controller)
	c.Obj = o
	g.zoneMoves++
	if z == Hand {
		g.handMoved(c.Owner, 1)
	}
	g.spend(1)
	if c.Token && z != Battlefield || c.SpellCopy && z != Stack {
		g.strayTokens = append(g.strayTokens, c)
	}
	if z == Battlefield {
		g.placePermanent(c, o)
	}
	k = g.key(z, c.Owner)
	g.zones.set(k, append(g.zoneToWrite(k), c))
	g.zoneChanged(o)
	return o
}

// Over reports whether the game has ended.
func (g *Game) Over() bool { return g.over }

// Sick reports whether a creature is summoning sick: its controller has not
// controlled it continuously since their most recent turn began (302.6).
func (g *Game) Sick(o *Object) bool {
	g.ready()
	if o == nil || o.Zone != Battlefield {
		return false
	}
	// An object that came under its controller's control during or after
	// the turn in which that player's most recent turn began is sick.
	return g.sickUnder(o, g.chars(o).Controller) // read only
}

// sickUnder is Sick for o, a permanent, whose controller is ctrl as its
// characteristics say: for a caller that has them already.
func (g *Game) sickUnder(o *Object, ctrl PlayerID) bool {
	g.sickReads++ // when ctrl's turn began is read (probe_kept.go)
	return o.ControlSince > 0 && o.ControlSince >= g.Players[ctrl].TurnBegan
}

// refreshControl notes permanents and spells whose controller has changed
// through continuous effects (layer 2): a permanent came under its new
// controller's control now, for summoning sickness (302.6); a spell's new
// controller is the one who follows its instructions as it resolves
// (608.2, refreshSpellControl). One whose control goes to a player who has
// left the game is exiled at once instead (800.4c, not a state-based
// action): a control-changing effect ended, no other gives it to a player
// still in the game (a later effect would win in layer 2, and those giving
// control to a player who left ended as they left, 800.4a), and its
// default controller (110.2, 110.2b) is gone.
//
// A permanent's noted controller starts as its object's own (place) and
// only controlChanged notes another, which it says in controlApart; the
// host may write an object's controller directly only with Touch
// (controlTouched). So when nothing sets a controller now and no
// permanent is noted apart, each is noted as controlled by its own
// controller, the walk would change nothing, and it is left out. A walk
// finds again whether any permanent is apart; under VerifyCaches the walk
// is made all the same, and a change it makes where it was left out is
// reported.
func (g *Game) refreshControl() {
	byEffect := g.controlModified()
	var orphans []MoveRequest
	if skip := !byEffect && !g.controlApart && !g.controlTouched; !skip || g.verifyCaches != nil {
		apart := false
		for _, c := range g.battlefieldCards() {
			o := c.Obj
			ctrl := o.Controller // its controller when nothing sets it (baseChars)
			if byEffect {
				ctrl = g.Chars(o).Controller
			}
			if ctrl != PlayerID(o.controlledBy) {
				if skip {
					g.verifyCaches("the controller of "+g.Describe(o.Ref)+" with none set apart", g.PlayerName(PlayerID(o.controlledBy)), g.PlayerName(ctrl))
				}
				orphans = g.controlChanged(o, ctrl, orphans)
			}
			apart = apart || PlayerID(o.controlledBy) != o.Controller
		}
		g.controlApart = apart
	}
	if len(g.stack) > 0 {
		orphans = g.refreshSpellControl(orphans)
	}
	if len(orphans) > 0 {
		g.exileOrphans(orphans)
	}
}

// refreshSpellControl gives each spell on the stack the controller layer 2
// gives it now ("gain control of target spell"), as the stack item's
// Controller, which resolution reads (608.2): the spell goes back to the
// player who put it on the stack, its default controller, when the effect
// ends. A spell whose controller would be a player who has left the game
// is appended to orphans, to be exiled (800.4c). The permanent a spell
// becomes enters under that default controller, and the effects that gave
// the spell another controller go on giving them the permanent (110.2b,
// 400.7a; resolveTop). The stack holds a few items, and without
// continuous effects no spell's controller has changed since it was put
// there, unless one just ended: each is a comparison.
func (g *Game) refreshSpellControl(orphans []MoveRequest) []MoveRequest {
	for _, it := range g.stack {
		if it.Kind != ItemSpell {
			continue
		}
		o := g.Object(it.Spell)
		if o == nil || o.Zone != Stack {
			continue
		}
		ctrl := o.Controller // the player who put it on the stack
		if len(g.effects) > 0 || g.statics > 0 {
			ctrl = g.Chars(o).Controller
		}
		if ctrl == it.Controller {
			continue
		}
		if g.hasLeft(ctrl) {
			orphans = append(orphans, MoveRequest{Obj: o.Ref, To: Exile, Cause: CauseLeftGame})
			continue
		}
		o = g.own(o)
		it.Controller, o.controlledBy = ctrl, seat(ctrl)
		g.changed()
		if g.logging() {
			g.emit(EvControl, "%s now controls %s", g.evPlayer(rolePlayer, ctrl), g.evObj(roleObject, o.Ref))
		}
	}
	return orphans
}

// controlChanged notes that o's controller is now ctrl (refreshControl),
// or, if ctrl has left the game, appends to orphans the move that exiles
// o (800.4c).
func (g *Game) controlChanged(o *Object, ctrl PlayerID, orphans []MoveRequest) []MoveRequest {
	if g.hasLeft(ctrl) {
		return append(orphans, MoveRequest{Obj: o.Ref, To: Exile, Cause: CauseLeftGame})
	}
	o = g.own(o)
	o.controlledBy = seat(ctrl)
	g.controlApart = g.controlApart || ctrl != o.Controller
	o.ControlSince = max(g.Turn, 1)
	g.changed()
	if g.logging() {
		g.emit(EvControl, "%s now controls %s", g.evPlayer(rolePlayer, ctrl), g.evObj(roleObject, o.Ref))
	}
	if g.combat.has(o.Ref) {
		g.combat.remove(o.Ref) // 506.4: a permanent whose controller changes is removed from combat
		if g.logging() {
			g.emit(EvNote, "%s is removed from combat (506.4)", g.evObj(roleObject, o.Ref))
		}
	}
	return orphans
}

// exileOrphans exiles the permanents and spells of moves, whose control
// would go to a player who has left the game (800.4c).
func (g *Game) exileOrphans(moves []MoveRequest) {
	if g.logging() {
		for _, m := range moves {
			o := g.Object(m.Obj)
			g.emit(EvNote, "%s would be controlled by %s, who has left the game: it is exiled (800.4c)", g.evObj(roleObject, m.Obj), g.evPlayer(rolePlayer, g.Chars(o).Controller))
		}
	}
	g.MoveAll(moves)
}

// controlModified reports whether a continuous effect or a static
// ability of the battlefield may set some permanent's controller (layer
// 2, 613.1b): otherwise each permanent is controlled by its object's own
// controller, as its base characteristics say. The layer system's static
// sources answer for both: a permanent an effect names is a source that
// may apply in every layer (findSources), an ability it was granted
// included. With no effect and no static ability about, nothing is
// looked at (unmodified).
func (g *Game) controlModified() bool {
	if len(g.effects) == 0 && g.statics == 0 {
		return false
	}
	return g.sourcesNow().any&layerBit(LayerControl) != 0
}

// Shuffle randomizes the order of p's library (701.24) using rng, so that
// a seeded source replays the same game; nil means the game's own Rand.
// Shuffling is not a zone change: the cards keep their objects.
func (g *Game) Shuffle(p PlayerID, rng interface{ IntN(int) int }) {
	if rng == nil {
		rng = g.Rand
	}
	lib := g.zoneToWrite(zkey(Library, p))
	if len(g.revealed) > 0 {
		g.forgetRevealed(p) // gameevent_make.go
	}
	if r, ok := rng.(*seededRand); ok && !pcgdraw.Is32bit {
		pcgdraw.Shuffle(&r.pcg, lib) // the game's own source, drawn from directly: the same draws
	} else {
		for i := len(lib) - 1; i > 0; i-- {
			j := rng.IntN(i + 1)
			lib[i], lib[j] = lib[j], lib[i]
		}
	}
	g.offFieldChanged() // a library's order (version.go)
}

func hasStatics(d *CardDef) bool {
	for _, a := range d.Abilities {
		if a.Kind == StaticAbility {
			return true
		}
	}
	return false
}

// Newest returns the most recently created card with the given name that
// still exists, or nil. Scenarios use it to find tokens.
func (g *Game) Newest(name string) *Card {
	g.ready()
	return g.NewestWhere(name, nil)
}

// NewestWhere is Newest among the cards for which ok (if not nil) holds.
func (g *Game) NewestWhere(name string, ok func(*Card) bool) *Card {
	g.ready()
	for i := len(g.cards) - 1; i >= 0; i-- {
		if c := g.cards[i]; c.Obj != nil && c.Def.Name == name && (ok == nil || ok(c)) {
			return c
		}
	}
	return nil
}
