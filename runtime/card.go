package runtime

import (
	"slices"
	"strings"
)

// CardDef is what is printed on a card: its characteristics and abilities.
// A CardDef is immutable once a game has started and may be shared by many
// games.
type CardDef struct {
	Name           string
	ManaCost       ManaCost
	ColorIndicator ColorSet // 202.2e; meaningful when HasIndicator
	HasIndicator   bool
	Supertypes     []string // "Basic", "Legendary", …
	Types          []string // "Creature", "Instant", …
	Subtypes       []string // "Bear", "Aura", "Forest", …
	Power          int
	Toughness      int
	HasPT          bool
	Loyalty        int
	HasLoyalty     bool
	Oracle         string
	Keywords       []Keyword
	Abilities      []*Ability
	// AdditionalCost is what the caster pays on top of the mana cost
	// ("as an additional cost to cast this spell, sacrifice a creature",
	// 601.2b; additional_cost.go): a sacrifice, discards or life.
	AdditionalCost Cost
	// PTCount is a characteristic-defining ability setting power and
	// toughness ("*/*", 604.3; pt_count.go).
	PTCount *PTCount
	// XMana, when HasXMana, is the only color of mana that can be spent
	// on X ("spend only black mana on X"; xmana.go).
	XMana    Color
	HasXMana bool
	// AnyNumberInDeck: "A deck can have any number of cards named …":
	// the deck construction limit of four copies doesn't apply to it
	// (100.2a; deck_rule.go).
	AnyNumberInDeck bool
	// CostPerTarget: "this spell costs {1} more to cast for each target
	// beyond the first" (601.2f; cost_per_target.go).
	CostPerTarget ManaCost
}

// TypeLine renders the type line, e.g. "Creature — Bear".
func (d *CardDef) TypeLine() string {
	s := strings.Join(append(append([]string{}, d.Supertypes...), d.Types...), " ")
	if len(d.Subtypes) > 0 {
		s += " — " + strings.Join(d.Subtypes, " ")
	}
	return s
}

// Keyword is a keyword ability instance (702), with its parameter if any:
// the cost of kicker or flashback, the quality of enchant or protection.
type Keyword struct {
	Name   string   // lower case: "flying", "kicker", "enchant", …
	Cost   ManaCost // kicker, flashback, madness, equip
	Filter *Filter  // enchant: the objects an Aura can enchant
	// Players: an Aura with this enchant ability enchants a player
	// ("enchant player"; Filter is nil): it targets a player as it is
	// cast and is attached to one, never to a permanent (702.5d).
	// Opponent: only an opponent of its controller ("enchant opponent").
	Players  bool
	Opponent bool
	From     string // protection from …; what an enchant ability allows, as written
	N        int    // the number of afflict N
}

func (k Keyword) String() string {
	switch {
	case k.Cost.Present:
		return k.Name + " " + k.Cost.String()
	case k.Name == "enchant":
		return "enchant " + k.From
	case k.From != "":
		return k.Name + " from " + k.From
	case k.N != 0:
		return k.Name + " " + itoa(k.N)
	}
	return k.Name
}

// KeywordInfo describes how the runtime implements a keyword.
type KeywordInfo struct {
	Rule     string // where the rules define it
	NeedCost bool   // takes a mana cost
	NeedArg  bool   // takes a quality (enchant, protection)
	// NeedNumber: takes a number (afflict N). Such a keyword stands for a
	// triggered ability (KeywordAbilities), which an effect can't grant yet.
	NeedNumber bool
}

// Keywords lists the keyword abilities the runtime implements.
var Keywords = map[string]KeywordInfo{
	"flying":         {Rule: "702.9"},
	"trample":        {Rule: "702.19"},
	"haste":          {Rule: "702.10"},
	"flash":          {Rule: "702.8"},
	"defender":       {Rule: "702.3"},
	"vigilance":      {Rule: "702.20"},
	"reach":          {Rule: "702.17"},
	"menace":         {Rule: "702.111"},
	"enchant":        {Rule: "702.5", NeedArg: true},
	"kicker":         {Rule: "702.33", NeedCost: true},
	"flashback":      {Rule: "702.34", NeedCost: true},
	"protection":     {Rule: "702.16", NeedArg: true},
	"deathtouch":     {Rule: "702.2"},
	"double strike":  {Rule: "702.4"},
	"first strike":   {Rule: "702.7"},
	"hexproof":       {Rule: "702.11"},
	"shroud":         {Rule: "702.18"},
	"indestructible": {Rule: "702.12"},
	"lifelink":       {Rule: "702.15"},
	"equip":          {Rule: "702.6", NeedCost: true},
	"madness":        {Rule: "702.35", NeedCost: true},
	"afflict":        {Rule: "702.130", NeedNumber: true},
	"rebound":        {Rule: "702.88"}, // rebound.go
	"cycling":        {Rule: "702.29", NeedCost: true},
}

// KeywordAbilities returns the abilities a keyword stands for, for the
// keywords that are shorthand for an activated ability: equip [cost] is
// "[cost]: Attach this to target creature you control. Activate only as a
// sorcery." (702.6a).
func KeywordAbilities(k Keyword) []*Ability {
	switch k.Name {
	case "equip":
		return []*Ability{{
			Kind:         ActivatedAbility,
			Text:         "equip " + k.Cost.String(),
			Cost:         Cost{Mana: k.Cost},
			SorcerySpeed: true,
			Targets: []TargetSpec{{Text: "target creature you control", Objects: true, Min: 1, Max: 1,
				Filter: Filter{Alts: []Match{{Types: []string{"Creature"}}}, Controller: RelYou}}},
			Effects: []Effect{Attach{What: This{}, To: TargetRef{Index: 0}}},
		}}
	case "cycling":
		// 702.29a: "[Cost], Discard this card: Draw a card", an activated
		// ability that functions only while the card is in a hand.
		return []*Ability{{
			Kind:        ActivatedAbility,
			Text:        "cycling " + k.Cost.String(),
			Keyword:     "cycling",
			FunctionsIn: Hand,
			Cost:        Cost{Mana: k.Cost, DiscardSelf: true},
			Effects:     []Effect{Draw{Who: You{}, Amount: Const(1)}},
		}}
	case "afflict":
		// 702.130a: "Whenever this creature becomes blocked, defending
		// player loses N life."
		return []*Ability{{
			Kind:    TriggeredAbility,
			Text:    "afflict " + itoa(k.N),
			Trigger: &Trigger{Event: EventBecomesBlocked, Self: true},
			Effects: []Effect{GainLife{Who: DefendingPlayer{}, Amount: Const(k.N), Lose: true}},
		}}
	}
	return nil
}

// AbilityKind says what kind of ability an Ability is (113.3).
type AbilityKind uint8

// The kinds of abilities.
const (
	SpellAbility AbilityKind = iota
	ActivatedAbility
	TriggeredAbility
	StaticAbility
)

// Ability is one ability of a card: a spell ability, an activated, triggered
// or static ability.
type Ability struct {
	Kind   AbilityKind
	Text   string // for logs and the stack display
	Cost   Cost   // activated abilities
	IsMana bool   // a mana ability (605): resolves at once
	// CountsActivations: a condition of the ability asks how often it has
	// been activated this turn (activated_times.go)
	CountsActivations bool
	// SorcerySpeed: "activate only as a sorcery" (602.5d).
	SorcerySpeed bool
	Trigger      *Trigger       // triggered abilities
	If           Condition      // intervening "if" (603.4)
	Targets      []TargetSpec   // targets, in the order they are chosen
	Effects      []Effect       // what the ability does when it resolves
	Statics      []StaticEffect // static abilities
	// Modes is the number of modes of a modal spell or ability (700.2),
	// ModeCount how many are chosen. Targets and effects of a mode carry
	// its number (TargetSpec.Mode, ModeEffects).
	Modes     int
	ModeCount int
	// Word is the ability word the ability is labelled with ("converge",
	// 207.2c); it has no rules meaning.
	Word string
	// FunctionsIn is the zone in which the ability functions when that
	// is not the battlefield (113.6): an activated ability can be
	// activated, and a triggered ability triggers, only while its object
	// is there — the hand for cycling (702.29a), the graveyard for "return
	// this from your graveyard …" (113.6k). ZoneNone means the battlefield.
	FunctionsIn Zone
	// Keyword names the keyword ability this ability stands for
	// ("cycling"), if any.
	Keyword string
	// Divide: damage divided as its controller chooses among a group of
	// targets, chosen as it is put on the stack (601.2d; divide.go).
	Divide *Divide
}

// Cost is the cost of an activated ability (602.1).
type Cost struct {
	Mana          ManaCost
	Tap           bool // {T}
	SacrificeSelf bool
	Sacrifice     *Filter // sacrifice a permanent matching this ("sacrifice a creature")
	SacrificeText string
	Discard       int // discard this many cards
	Loyalty       int // loyalty abilities (606); meaningful when HasLoyalty
	HasLoyalty    bool
	PayLife       int
	DiscardSelf   bool // discard this card (cycling, 702.29a)
	// LoyaltyX: the loyalty cost is −X, X chosen as the ability is
	// activated (107.3, 606.4); Loyalty is then 0.
	LoyaltyX bool
	// RemoveCounters: counters removed from the source (remove_counters_cost.go).
	RemoveCounters *RemoveCountersCost
}

// TargetSpec describes one target of a spell or ability (115).
type TargetSpec struct {
	Text     string // "target creature an opponent controls"
	Objects  bool   // objects matching Filter may be chosen
	Filter   Filter
	Players  bool // players may be chosen
	Opponent bool // only opponents of the controller
	Another  bool // not the source object itself, nor a target of an earlier group (chooseTargets)
	// ActivatedAbilities and TriggeredAbilities: activated or triggered
	// abilities on the stack may be chosen (115.1; abilitytarget.go).
	ActivatedAbilities bool
	TriggeredAbilities bool
	Min                int // "up to N" has Min 0
	Max                int
	Mode               int // the mode (1-based) this target belongs to; 0 if not modal
	// IfKicked: the target is chosen only if the spell is kicked — with
	// its Kicker-th kicker, or any when Kicker is negative (601.2c, a
	// target in "if this was kicked, …").
	IfKicked bool
	Kicker   int
	// ChosenBy, if set, is the player who chooses this target as the
	// triggered ability is put on the stack, rather than its controller
	// ("its controller chooses target creature one of their opponents
	// controls"); the filter's "you" is then that player (chooser.go).
	ChosenBy PlayerExpr
	// ControlledBy, if set, is the player who must control the target,
	// read from the ability's frame: "target … that player controls"
	// (target_player.go).
	ControlledBy PlayerExpr
}

// Target is one chosen target: an object, a player, or an ability on the
// stack (Item, the ID of its stack item; abilitytarget.go). It names one
// of them: the object when Obj is set, the stack item when Item is,
// otherwise the player. Player is NoPlayer beside an object or a stack
// item, or left at 0, its zero value; Cast and Activate refuse a target
// that names more than one thing (601.2c).
type Target struct {
	Obj    ObjRef
	Player PlayerID
	Item   int
}

// IsPlayer reports whether t names a player: it names no object and no
// stack item, and its Player is a seat, not NoPlayer (as it is in an
// Option that names nothing, LabelOption).
func (t Target) IsPlayer() bool {
	return t.Obj.IsZero() && t.Item == 0 && t.Player >= 0
}

// Rel relates a player to the controller of an ability.
type Rel uint8

// Relations used by filters.
const (
	RelAny Rel = iota
	RelYou
	RelOpponent
)

// Match is one alternative of a Filter: every listed condition holds.
type Match struct {
	Zone      Zone     // where the object must be; ZoneNone means the battlefield
	Types     []string // all of these card types
	NotTypes  []string // none of these
	Colors    ColorSet // at least one of these colors, if non-zero
	NotColors ColorSet // none of these colors
	Spell     bool     // a spell (an object on the stack, not an ability)
	// Permanent: a permanent card or spell, one with a permanent type
	// (110.4a: artifact, battle, creature, enchantment, land, planeswalker).
	Permanent bool
	Tapped    bool // a tapped permanent
	Untapped  bool // an untapped permanent
	Attacking bool // an attacking creature (506.3)
	Blocking  bool // a blocking creature (506.3)
	Token     bool // a token (111.1)
	NonToken  bool // not a token
}

// Filter selects objects: any of the Alts, and all the shared constraints.
type Filter struct {
	Alts       []Match
	Controller Rel // for permanents and spells
	// ControllerEnchanted: controlled by the player the source of the
	// filter's ability is attached to ("creatures enchanted player
	// controls"; enchant_player.go). A match that doesn't know the
	// source (Matches rather than MatchesFrom) finds nothing.
	ControllerEnchanted bool
	Owner               Rel // for cards in hidden or owned zones
	MaxMV               int // mana value at most MaxMV, when HasMaxMV
	HasMaxMV            bool
	MinMV               int
	HasMinMV            bool
	Keyword             string // "with flying"
	Without             string // "without flying" (a keyword the object lacks)
	// Stickers asks for stickers on the object: "stickered", "with a name
	// sticker on it" (123.4).
	Stickers StickerFilter
	// Other excludes the object whose ability the filter belongs to:
	// "other Goblins", "each other creature".
	Other bool
	// History asks what the filter's "you" did with the object earlier
	// this turn: "that you cycled or discarded this turn" (history.go).
	History HistoryFilter
	// PrintedIn asks for a name originally printed in an expansion:
	// "with a name originally printed in the Antiquities expansion"
	// (printings.go).
	PrintedIn string
	// SourceCompare compares a number with the source's (compare_source.go).
	SourceCompare *SourceCompare
	// ChosenName: "with the chosen name", the name the source chose as
	// it entered (card_name.go).
	ChosenName bool
	// Except leaves out the objects it matches: "other than basic land
	// cards" (search_all.go).
	Except *Filter
}

// Zones lists the zones the filter's objects can be in.
func (f *Filter) Zones() []Zone { return f.appendZones(nil) }

// appendZones appends the zones Zones lists to zs.
func (f *Filter) appendZones(zs []Zone) []Zone {
	for i := range f.Alts {
		z := f.Alts[i].zone()
		if !slices.Contains(zs, z) {
			zs = append(zs, z)
		}
	}
	return zs
}
