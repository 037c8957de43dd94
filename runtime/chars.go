package runtime

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Chars are an object's characteristics after continuous effects (613),
// together with its controller.
type Chars struct {
	Name       string
	ManaCost   ManaCost
	Colors     ColorSet
	Supertypes []string
	Types      []string
	Subtypes   []string
	Power      int
	Toughness  int
	HasPT      bool
	Loyalty    int
	Keywords   []Keyword
	Abilities  []*Ability
	Controller PlayerID
	CantAttack bool // restrictions from effects (508.1c)
	CantBlock  bool // (509.1b)
	// DoesntUntap: "doesn't untap during its controller's untap step"
	// (502.3; doesnt_untap.go).
	DoesntUntap bool
	// Banned: which activated abilities can't be activated (602.5;
	// activation_ban.go).
	Banned ActivationBan
}

// Is reports whether the object has the card type (or supertype or
// subtype) t, case-insensitively.
func (c *Chars) Is(t string) bool {
	if t == "" {
		return typeIn(c.Types, t) || typeIn(c.Supertypes, t) || typeIn(c.Subtypes, t)
	}
	// typeIn over the three lists in one call. Two words can be equal,
	// case aside, only if their first bytes are: ASCII letters that differ
	// at most in case (0x20), or a byte of a longer letter (strings.EqualFold
	// folds some to ASCII ones, the Kelvin sign to k).
	b := t[0] | 0x20
	for _, x := range c.Types {
		if len(x) > 0 && (x[0]|0x20 == b || x[0]|b >= utf8.RuneSelf) && (x == t || strings.EqualFold(x, t)) {
			return true
		}
	}
	for _, x := range c.Supertypes {
		if len(x) > 0 && (x[0]|0x20 == b || x[0]|b >= utf8.RuneSelf) && (x == t || strings.EqualFold(x, t)) {
			return true
		}
	}
	for _, x := range c.Subtypes {
		if len(x) > 0 && (x[0]|0x20 == b || x[0]|b >= utf8.RuneSelf) && (x == t || strings.EqualFold(x, t)) {
			return true
		}
	}
	return false
}

// typeIn reports whether list holds t, case aside (strings.EqualFold).
// Most words differ in their first letter, which is checked first.
func typeIn(list []string, t string) bool {
	for _, x := range list {
		if x == t {
			return true
		}
		if x == "" || t == "" {
			continue
		}
		if a, b := x[0], t[0]; a < utf8.RuneSelf && b < utf8.RuneSelf && lowerASCII(a) != lowerASCII(b) {
			continue // two ASCII letters that fold to different ones
		}
		if strings.EqualFold(x, t) {
			return true
		}
	}
	return false
}

func lowerASCII(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// Has reports whether the object has the keyword ability name.
func (c *Chars) Has(name string) bool {
	for i := range c.Keywords { // by index: a Keyword is large to copy
		if c.Keywords[i].Name == name {
			return true
		}
	}
	return false
}

// Permanent reports whether an object with these types can be a
// permanent (110.4).
func (c *Chars) Permanent() bool {
	return !c.Is("Instant") && !c.Is("Sorcery")
}

func baseChars(o *Object) Chars {
	var c Chars
	setBaseChars(&c, o)
	return c
}

// setBaseChars writes o's base characteristics (baseChars) into *c, in
// place: what remembers them writes them where they are kept, without a
// copy of the whole.
func setBaseChars(c *Chars, o *Object) {
	d := o.Def() // layer 1: a copy effect's copiable values (copy_permanent.go)
	// Field by field, every field of Chars (TestSetBaseCharsWritesAll):
	// a composite value would be built aside and copied whole.
	c.Name, c.ManaCost = d.Name, d.ManaCost
	if d.HasIndicator {
		c.Colors = d.ColorIndicator
	} else {
		c.Colors = d.ManaCost.Colors()
	}
	c.Supertypes, c.Types, c.Subtypes = d.Supertypes, d.Types, d.Subtypes
	c.Power, c.Toughness, c.HasPT = clampNumber(d.Power), clampNumber(d.Toughness), d.HasPT
	if o.Zone == Battlefield && d.HasLoyalty {
		c.Loyalty = clampNumber(o.Counters.Get("loyalty")) // 306.5b
	} else {
		c.Loyalty = clampNumber(d.Loyalty)
	}
	c.Keywords, c.Abilities = d.Keywords, d.Abilities
	c.Controller = o.Controller
	c.CantAttack, c.CantBlock, c.DoesntUntap, c.Banned = false, false, false, ActivationBan{}
}

// Layer orders continuous effects (613.1).
type Layer uint8

// The layers and sublayers of 613.1 and 613.4.
const (
	LayerCopy     Layer = 10 // 1
	LayerControl  Layer = 20 // 2
	LayerText     Layer = 30 // 3
	LayerType     Layer = 40 // 4
	LayerColor    Layer = 50 // 5
	LayerAbility  Layer = 60 // 6
	LayerPTDefine Layer = 71 // 7a
	LayerPTSet    Layer = 72 // 7b
	LayerPTModify Layer = 73 // 7c
	LayerPTSwitch Layer = 74 // 7d
)

// Modification is one change a continuous effect makes to characteristics.
type Modification interface {
	Layer() Layer
	Apply(c *Chars)
	String() string
}

// SetColors makes the object exactly these colors (layer 5, 105.3).
type SetColors struct{ Colors ColorSet }

// Layer implements Modification.
func (SetColors) Layer() Layer { return LayerColor }

// Apply implements Modification.
func (m SetColors) Apply(c *Chars) { c.Colors = m.Colors }
func (m SetColors) String() string { return "becomes " + m.Colors.String() }

// ModifyPT adds to power and toughness (layer 7c).
type ModifyPT struct{ Power, Toughness int }

// Layer implements Modification.
func (ModifyPT) Layer() Layer { return LayerPTModify }

// Apply implements Modification.
func (m ModifyPT) Apply(c *Chars) {
	c.Power, c.Toughness = addNumber(c.Power, m.Power), addNumber(c.Toughness, m.Toughness)
}
func (m ModifyPT) String() string { return signed(m.Power) + "/" + signed(m.Toughness) }

// AddKeywords grants keyword abilities (layer 6).
type AddKeywords struct{ Keywords []Keyword }

// Layer implements Modification.
func (AddKeywords) Layer() Layer { return LayerAbility }

// Apply implements Modification.
func (m AddKeywords) Apply(c *Chars) {
	c.Keywords = append(slices.Clip(c.Keywords), m.Keywords...)
}
func (m AddKeywords) String() string {
	var s []string
	for _, k := range m.Keywords {
		s = append(s, k.String())
	}
	return "gains " + strings.Join(s, ", ")
}

// RemoveKeywords removes keyword abilities (layer 6).
type RemoveKeywords struct{ Names []string }

// Layer implements Modification.
func (RemoveKeywords) Layer() Layer { return LayerAbility }

// Apply implements Modification.
func (m RemoveKeywords) Apply(c *Chars) {
	var kept []Keyword
	for _, k := range c.Keywords {
		if !slices.Contains(m.Names, k.Name) {
			kept = append(kept, k)
		}
	}
	c.Keywords = kept
}
func (m RemoveKeywords) String() string { return "loses " + strings.Join(m.Names, ", ") }

// Restrict forbids attacking or blocking (508.1c, 509.1b). It is applied
// with the ability-changing effects of layer 6.
type Restrict struct{ Attack, Block bool }

// Layer implements Modification.
func (Restrict) Layer() Layer { return LayerAbility }

// Apply implements Modification.
func (m Restrict) Apply(c *Chars) {
	c.CantAttack = c.CantAttack || m.Attack
	c.CantBlock = c.CantBlock || m.Block
}
func (m Restrict) String() string {
	switch {
	case m.Attack && m.Block:
		return "can't attack or block"
	case m.Attack:
		return "can't attack"
	}
	return "can't block"
}

// SetController changes the controller (layer 2).
type SetController struct{ Player PlayerID }

// Layer implements Modification.
func (SetController) Layer() Layer { return LayerControl }

// Apply implements Modification.
func (m SetController) Apply(c *Chars) { c.Controller = m.Player }

// String names the player by number (the first player is 1), having no
// game to name them by: the log writes the player's name (Game.evMods).
func (m SetController) String() string { return "is controlled by player " + itoa(int(m.Player)+1) }

func signed(n int) string {
	if n >= 0 {
		return "+" + itoa(n)
	}
	return itoa(n)
}

// Duration says how long a continuous effect from a resolving spell or
// ability lasts (611.2).
type Duration uint8

// Durations.
const (
	Forever Duration = iota
	UntilEndOfTurn
	UntilSourceLeaves
	UntilYourNextTurn // until the effect's controller's next turn begins
)

// ContinuousEffect is a continuous effect created by a resolving spell or
// ability (611.2). The set of objects it affects is fixed when it begins
// (611.2c); here that is one object.
type ContinuousEffect struct {
	Object    ObjRef
	Mods      []Modification
	Timestamp int
	Duration  Duration
	Source    ObjRef
	// Controller is the controller of the spell or ability that made the
	// effect, for "until your next turn".
	Controller PlayerID
	// FromStatic marks what a cast permission granted the spell it let be
	// cast: it comes from a static ability, yet lasts as that ability says
	// and follows the spell to the battlefield (611.3d, 400.7b).
	FromStatic bool
}

// Affects says which objects a static ability's effect applies to.
type Affects uint8

// What a static effect can apply to.
const (
	AffectsEnchanted Affects = iota // the object the source is attached to
	AffectsSelf
	AffectsFilter
)

// StaticEffect is the effect of a static ability (611.3): it applies to
// whatever matches at each moment while the source is on the battlefield.
type StaticEffect struct {
	Affects Affects
	Filter  Filter
	Mods    []Modification
	Replace *ZoneReplacement // a replacement effect instead of modifications
	Permit  *CastPermission  // a permission to cast spells instead (601.3a)
	// Prevent, if set, prevents damage instead (615; prevent.go).
	Prevent *DamagePrevention
	// Enters is a replacement effect on how this object enters the
	// battlefield instead (614.1c; enters_with.go).
	Enters *EntersWith
	// CastLimit, if set, limits casting spells instead (101.2; castlimit.go).
	CastLimit *CastLimit
	// NoMaxHandSize: its controller has no maximum hand size (402.2,
	// library.go).
	NoMaxHandSize bool
	// RevealHands: the players Reveal names relative to its controller
	// play with their hands revealed ("your opponents play with their
	// hands revealed", library.go).
	RevealHands bool
	Reveal      Rel
	// LoseGame is a replacement effect for its controller losing the game
	// instead (104.3, 614.1a; lose.go).
	LoseGame *LossReplacement
	// Outcome, if set, says players can't lose or can't win the game
	// instead (cant_lose.go).
	Outcome *GameOutcome
	// BeginOnBattlefield: instead of applying on the battlefield, the
	// ability lets its card's owner begin the game with it on the
	// battlefield if it is in their opening hand (103.6a; opening.go).
	BeginOnBattlefield bool
	// Combat restricts or requires how this creature attacks, blocks or
	// is blocked instead (506.5, 508.1c–d, 509.1b–c; combat_rules.go).
	Combat *CombatRule
	// Uncounterable: "this spell can't be countered" (a static ability
	// that functions on the stack, 113.6; effects.go's Counter).
	Uncounterable bool
	// PTCount shows the card's characteristic-defining ability (its
	// CardDef.PTCount, which the layer system applies; pt_count.go).
	PTCount *PTCount
	// If, if set, is a condition its modifications apply under ("as long
	// as the top card of your library is black, …"; reveal_top.go).
	If Condition
	// RevealTop: its controller plays with the top card of their library
	// revealed (reveal_top.go).
	RevealTop bool
}

// ZoneReplacement is the replacement effect of a static ability (614.1a):
// an object that would be put into To (from From; ZoneNone: anywhere) goes
// to Instead. It applies to the source itself (Self) or to objects that
// match Filter and whose owner stands in relation Owner to the source's
// controller.
type ZoneReplacement struct {
	Self    bool
	Filter  *Filter
	Owner   Rel
	From    Zone
	To      Zone
	Instead Zone
	Text    string
	// Reveal and Shuffle: the object is revealed (701.16a) first, and its
	// owner's library is shuffled once it is there (701.24a): "reveal this
	// and shuffle it into its owner's library instead" (reveal.go).
	Reveal  bool
	Shuffle bool
}

type layered struct {
	mod Modification
	ts  int
}

// Chars computes the characteristics of o, applying continuous effects
// in layer and timestamp order (613). A nil object (what Object returns
// for a stale reference) has none: the zero Chars.
func (g *Game) Chars(o *Object) Chars {
	g.ready()
	if o == nil {
		return Chars{}
	}
	return *g.chars(o)
}

// Abilities returns Chars(o).Abilities without copying the rest of the
// characteristics: the same list, which the caller reads and never
// changes, and reads before it changes the game. A nil object has none.
func (g *Game) Abilities(o *Object) []*Ability {
	g.ready()
	if o == nil {
		return nil
	}
	return g.chars(o).Abilities
}

// chars is Chars without the copy: it points at the characteristics o
// remembers (chars_cache.go), which the caller reads and never changes,
// and reads before it changes the game (a change may compute them anew
// in place).
func (g *Game) chars(o *Object) *Chars {
	// Characteristics remembered at this layerVersion that read nothing
	// of the turn are current whatever else changed since (version.go):
	// cachedChars without the call, asked first, as most of the objects
	// that remember any are permanents something could modify. An object
	// found unmodified at this layerVersion has its card's shared base
	// characteristics (cardStamp).
	if cc := o.chars; cc != nil && cc.of == o && cc.freeVer == g.stampVer() {
		if cc.card {
			cb := o.Card.base
			cb.c.Controller = o.Controller // as cardBase writes it
			return &cb.c
		}
		return &cc.c
	}
	c0 := o.Card
	if c0.gen != g.gen {
		return g.sharedChars(o) // shared with a clone: remembered by neither (cow.go)
	}
	// Nothing modifies most objects most of the time: their
	// characteristics are their card's, shared by every object it becomes.
	base := g.unmodified(o)
	// cardBase's common case, in line: its card remembers its base
	// characteristics for its definition, no copy effect's, and no
	// loyalty counters are read. Only while remembered characteristics
	// may be read (charsOff: not under VerifyChars, which checks them in
	// cardBase, nor while computing afresh).
	if cb := c0.base; base && g.charsOff == 0 && cb != nil && cb.def == c0.Def && o.CopyOf == nil &&
		(o.Zone != Battlefield || !c0.Def.HasLoyalty) {
		cb.c.Controller = o.Controller
		g.cardStamp(o)
		return &cb.c
	}
	if g.verifyChars != nil {
		g.verifyCardStamp(o)
	}
	if base {
		if c := g.cardBase(o); c != nil {
			g.cardStamp(o)
			return c
		}
	}
	if c := g.cachedChars(o); c != nil {
		return c
	}
	// An object only the layer system's presence turns down (inert) has
	// its base characteristics. Deciding that it is inert may read the
	// turn's state (a filter, a condition), as computing would: if it
	// read none, they are its card's shared ones, stamped as unmodified's
	// are (cardStamp: what could make it modified or reach it moves
	// layerVersion, an effect on it alone drops the stamp, dropChars),
	// and its last known information, should it leave, copies them then
	// (leavingChars, move.go); else it keeps them as its own, for this
	// version alone. An object that remembers its own base
	// characteristics already makes them current.
	reads := g.turnReads
	base = base || g.inert(o)
	if base {
		turnFree := g.turnReads == reads
		if c := g.stillBase(o, turnFree); c != nil {
			return c
		}
		if turnFree && o.Zone != Battlefield {
			if c := g.cardBase(o); c != nil {
				g.cardStamp(o)
				return c
			}
		}
		return g.rememberBase(o, turnFree)
	}
	if g.fresh > 0 {
		return g.remember(o, g.applyEffects(o), false, g.turnReads == reads)
	}
	return g.rememberEffects(o, reads)
}

// unmodified reports whether nothing can modify o's characteristics: no
// continuous effect, no static ability that could reach it, no counters,
// stickers or characteristic-defining ability. A static ability reaches
// no object while every permanent that has one has only idle ones
// (idleStatics: a land that enters tapped modifies nothing), unless a
// sticker, which may give a permanent another, has been placed.
func (g *Game) unmodified(o *Object) bool {
	return len(g.effects) == 0 && (o.Zone != Battlefield && o.Zone != Stack || g.statics == 0 || g.statics == g.idleStatics && !g.stickersPlaced) &&
		o.Counters.Len() == 0 && len(o.Stickers) == 0 && o.Def().PTCount == nil
}

// unmodifiedBare is unmodified with no static ability on the battlefield
// at all, idle or not, for o on the battlefield or the stack: CharsFresh's
// test, so that the layer system, not the count of idle static abilities
// (idleStatics), finds that those reach nothing when a remembered answer
// is checked.
func (g *Game) unmodifiedBare(o *Object) bool {
	return g.unmodified(o) && (o.Zone != Battlefield && o.Zone != Stack || g.statics == 0)
}

// inert reports, for an object unmodified turns down, whether the layer
// system would still apply nothing to it (613): no continuous effect
// names it, it has no stickers, no +1/+1 or -1/-1 counters and no
// characteristic-defining ability, and no static ability of the
// battlefield applies to it (staticsReach). Its characteristics are then
// its base ones, as unmodified's are: an effect on another object, a
// static ability that only replaces or permits (a land that enters
// tapped, a spell that can't be countered), an Aura on another creature
// or a lord of other creatures does not make every object compute them.
func (g *Game) inert(o *Object) bool {
	if o.Def().PTCount != nil || o.Counters.Len() != 0 && o.Counters.pt() != 0 || g.modified(o) {
		return false
	}
	return g.statics == 0 || o.Zone != Battlefield && o.Zone != Stack || !g.staticsReach(o)
}

// applyEffects and the layer system are in layers.go.

// CharsOf computes the characteristics of the object r names; ok is false
// if the reference is stale.
func (g *Game) CharsOf(r ObjRef) (Chars, bool) {
	g.ready()
	o := g.Object(r)
	if o == nil {
		return Chars{}, false
	}
	return g.Chars(o), true
}

func itoa(n int) string { return strconv.Itoa(n) }
