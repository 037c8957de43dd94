package runtime

import (
	"fmt"
	"strconv"
	"strings"
)

// This file renders the values cards are built from in canonical English.
// Every field that changes what the engine does appears in the rendering
// (TestRenderingsAreComplete enforces it), so that Explain shows what a
// card really does. Renderings that game logs use (modifications,
// keywords, mana costs, zones, steps) keep their String() as the log shows
// it and have a fuller explain() beside it.

// explainer is implemented by values whose String() is kept as the game
// log prints it and that have a fuller rendering for explanations.
type explainer interface{ explain() string }

// describe renders any value cards are built from: its explanation if it
// has one, else its String(). A nil value renders as "nothing".
func describe(v any) string {
	switch x := v.(type) {
	case nil:
		return "nothing"
	case explainer:
		return x.explain()
	case fmt.Stringer:
		return x.String()
	}
	return fmt.Sprint(v)
}

// objText and the like render a possibly nil reference.
func objText(o ObjExpr) string {
	if o == nil {
		return "nothing"
	}
	return o.String()
}

func playerText(p PlayerExpr) string {
	if p == nil {
		return "nobody"
	}
	return p.String()
}

func amountText(a Amount) string { return describe(a) }

// quantity renders an amount of things: "1 card", "3 cards", "X cards",
// "cards equal to the power of it".
func quantity(a Amount, one, many string) string {
	switch a := a.(type) {
	case Const:
		if a == 1 {
			return "1 " + one
		}
		return strconv.Itoa(int(a)) + " " + many
	case XValue:
		return "X " + many
	case nil:
		return "no " + many
	}
	return many + " equal to " + amountText(a)
}

// verb conjugates a verb for a player expression: "you draw", "each
// opponent draws".
func verb(who PlayerExpr, base, third string) string {
	if _, ok := who.(You); ok {
		return "you " + base
	}
	return playerText(who) + " " + third
}

// durationWords renders how long a continuous effect lasts (611.2).
func durationWords(d Duration) string {
	switch d {
	case Forever:
		return ""
	case UntilEndOfTurn:
		return " until end of turn"
	case UntilSourceLeaves:
		return " until this object leaves the battlefield"
	case UntilYourNextTurn:
		return " until your next turn"
	}
	return " for duration(" + strconv.Itoa(int(d)) + ")"
}

// zonePhrase names a zone as the destination or place of a card: "the
// battlefield", "its owner's graveyard".
func zonePhrase(z Zone) string {
	switch z {
	case ZoneNone:
		return "any zone"
	case Battlefield:
		return "the battlefield"
	case Stack:
		return "the stack"
	case Exile:
		return "exile"
	case Command:
		return "the command zone"
	case Anywhere:
		return "any zone"
	case Library, Hand, Graveyard:
		return "its owner's " + z.String()
	}
	return z.String()
}

// where says where an object in zone z is: "on the battlefield", "in a
// graveyard".
func where(z Zone) string {
	switch z {
	case ZoneNone, Battlefield:
		return "on the battlefield"
	case Stack:
		return "on the stack"
	case Exile:
		return "in exile"
	case Command:
		return "in the command zone"
	case Anywhere:
		return "in any zone"
	case Library, Hand, Graveyard:
		return "in a " + z.String()
	}
	return "in " + z.String()
}

func recipients(objs ObjExpr, players PlayerExpr) string {
	switch {
	case objs == nil && players == nil:
		return "nothing"
	case objs == nil:
		return players.String()
	case players == nil:
		return objs.String()
	case objs.String() == players.String():
		return objs.String()
	}
	// "target player or planeswalker and each creature that player …
	// controls": the target is named once, among the objects.
	if all, ok := objs.(AllOf); ok {
		for _, o := range all.Objs {
			if o != nil && objText(o) == players.String() {
				return objs.String()
			}
		}
	}
	return objs.String() + " and " + players.String()
}

func effectsText(es []Effect) string {
	var s []string
	for _, e := range es {
		s = append(s, describe(e))
	}
	return "[" + strings.Join(s, "; ") + "]"
}

// Effects.

func (e DealDamage) String() string {
	s := "deal " + quantity(e.Amount, "damage", "damage") + " to " + recipients(e.To, e.ToPlayers)
	if e.And != nil {
		s += " and, at the same time, " + strings.TrimPrefix(e.And.String(), "deal ")
	}
	return s
}

func (e Destroy) String() string {
	s := "destroy " + objText(e.What)
	if e.NoRegen {
		s += "; it can't be regenerated"
	}
	return s
}

func (e ExileObjects) String() string {
	s := "exile " + objText(e.What)
	if e.UntilSourceLeaves {
		s += " until this object leaves the battlefield (610.3)"
	}
	return s + `; the exiled cards are linked to this object as "exiled" (607.2a)`
}

func (e Return) String() string {
	s := "return " + objText(e.What) + " to " + zonePhrase(e.To)
	if e.Tapped {
		s += " tapped"
	}
	if e.By != nil {
		s += " under the control of " + e.By.String() + ", who puts it there (110.2a; of several players, each puts the cards they own)"
	} else if e.UnderYourControl {
		s += " under your control"
	} else if e.To == Battlefield {
		s += " under its owner's control"
	}
	if e.With != nil {
		s += " " + e.With.String() // enters_with.go
	}
	if e.AttachTo != nil {
		s += " attached to " + e.AttachTo.String() + " if it is an Aura that can enchant it (303.4f; else it stays, 303.4g)"
	}
	return s
}

func (e Counter) String() string { return "counter " + objText(e.What) }

func (e Modify) String() string {
	s := objText(e.What) + " " + modsExplained(e.Mods) + durationWords(e.Duration)
	if _, ok := e.What.(describedSet); ok && hasRuleMod(e.Mods) {
		s += " (a restriction applies to whichever objects match as it is checked, 611.2c)" // rule_sets.go
	}
	return s
}

func (e GainControl) String() string {
	if e.To != nil {
		return verb(e.To, "gain", "gains") + " control of " + objText(e.What) + durationWords(e.Duration)
	}
	return "gain control of " + objText(e.What) + durationWords(e.Duration)
}

func (e GainLife) String() string {
	if e.Lose {
		return verb(e.Who, "lose", "loses") + " " + quantity(e.Amount, "life", "life")
	}
	return verb(e.Who, "gain", "gains") + " " + quantity(e.Amount, "life", "life")
}

func (e Draw) String() string {
	return verb(e.Who, "draw", "draws") + " " + quantity(e.Amount, "card", "cards")
}

func (e May) String() string { return "you may " + effectsText(e.Effects) }

func (e CastCard) String() string {
	s := "cast " + objText(e.What)
	if e.WithoutPaying {
		s += " without paying its mana cost"
	}
	return s + " (ignoring timing, 608.2g; the spell is \"that spell\", 400.7h)"
}

func (e ReplaceZone) String() string {
	s := "if " + objText(e.What) + " would be put into " + zonePhrase(e.To)
	if e.Owner == RelYou {
		s = "if " + objText(e.What) + " would be put into your " + e.To.String()
	}
	switch {
	case e.From == Battlefield && e.To == Graveyard && e.Owner == RelAny:
		s = "if " + objText(e.What) + " would die (be put into a graveyard from the battlefield, 700.4)"
	case e.From != ZoneNone:
		s += " from " + zonePhrase(e.From)
	}
	if e.Duration == UntilEndOfTurn {
		return s + " this turn, put it into " + zonePhrase(e.Instead) + " instead (614.1a; until end of turn, or until it changes zones)"
	}
	return s + ", put it into " + zonePhrase(e.Instead) + " instead (614.1a; until it changes zones)"
}

func (e CreateDelayed) String() string {
	return delayedHead(e) + " (a delayed trigger, 603.7, acting on what \"it\" is now): " + effectsText(e.Effects)
}

// delayedHead says when a delayed trigger triggers.
func delayedHead(e CreateDelayed) string {
	if e.Yours {
		return "at the beginning of your next " + stepText(e.Step)
	}
	return "at the beginning of the next " + stepText(e.Step)
}

func (e AddMana) String() string {
	s := "add " + manaAdded(e.Mana)
	switch {
	case e.Chosen:
		s = "add one mana of the color this chose as it entered"
	case e.Combination > 0:
		s = "add " + e.combinationText()
	}
	if e.Who != nil {
		s = e.Who.String() + " adds" + strings.TrimPrefix(s, "add")
	}
	for _, m := range e.Or {
		s += " or " + manaAdded(m)
	}
	switch {
	case len(e.Or) > 0 && e.Who != nil:
		s += " (the player who adds it chooses as it resolves, 106.5)"
	case len(e.Or) > 0:
		s += " (its controller chooses as it resolves, 106.5)"
	case e.Combination > 0 && e.Who != nil:
		s += " (the player who adds it chooses each mana's color as it resolves, 106.5)"
	case e.Combination > 0:
		s += " (its controller chooses each mana's color as it resolves, 106.5)"
	}
	if e.Per != nil {
		s += " for " + e.Per.String() + ", counted as it resolves"
	}
	return s
}

func (e TapUntap) String() string {
	if e.Untap {
		return "untap " + objText(e.What)
	}
	return "tap " + objText(e.What)
}

func (e PlayCard) String() string {
	s := "play " + objText(e.What)
	if e.WithoutPaying {
		s += " without paying its mana cost"
	}
	return s + " (a land uses a land play, 305.2; 400.7i)"
}

func (e PutCounters) String() string {
	return "put " + quantity(e.Amount, e.Kind+" counter", e.Kind+" counters") + " on " + objText(e.What)
}

func (e PutInZone) String() string {
	what := objText(e.What)
	switch {
	case e.To == Library && e.Bottom:
		return "put " + what + " on the bottom of its owner's library"
	case e.To == Library:
		return "put " + what + " on top of its owner's library"
	case e.Bottom:
		return "put " + what + " into " + zonePhrase(e.To) + " at the bottom"
	}
	return "put " + what + " into " + zonePhrase(e.To)
}

func (e Mill) String() string {
	if e.Half {
		return verb(e.Who, "mill", "mills") + " half " + possessive(e.Who) + " library, rounded " + map[bool]string{true: "up", false: "down"}[e.Up] + " (107.1a)"
	}
	return verb(e.Who, "mill", "mills") + " " + quantity(e.Amount, "card", "cards")
}

func (e Shuffle) String() string {
	if _, ok := e.Who.(You); ok {
		return "you shuffle your library"
	}
	return playerText(e.Who) + " shuffles their library"
}

func (e Sacrifice) String() string {
	of := " of their choice that they control: "
	if _, ok := e.Who.(You); ok {
		of = " of your choice that you control: "
	}
	s := verb(e.Who, "sacrifice", "sacrifices") + " " + quantity(e.Amount, "permanent", "permanents") + of + e.Filter.String()
	if e.Remember {
		s += " (remembered as the sacrificed one)"
	}
	return s
}

func (e SacrificeObjects) String() string {
	return "sacrifice " + objText(e.What) + " (if you control it)"
}

func (e Discard) String() string {
	of := " of their choice"
	if _, ok := e.Who.(You); ok {
		of = " of your choice"
	}
	if e.Hand {
		return verb(e.Who, "discard", "discards") + " all the cards in " + possessive(e.Who) + " hand" // prevent.go
	}
	if e.Random {
		of = " at random (701.9b)"
	}
	return verb(e.Who, "discard", "discards") + " " + quantity(e.Amount, "card", "cards") + of
}

func (e CreateToken) String() string {
	return "create " + quantity(e.Amount, "token", "tokens") + " under your control: " + tokenText(e.Def)
}

// tokenText renders a token's definition on one line.
func tokenText(d *CardDef) string {
	if d == nil {
		return "nothing"
	}
	lines := explainLines(d)
	for i := range lines {
		lines[i] = strings.TrimSpace(lines[i])
	}
	return "[" + strings.Join(lines, "; ") + "]"
}

func (e Attach) String() string { return "attach " + objText(e.What) + " to " + objText(e.To) }

func (e Prevent) String() string {
	s := "prevent "
	switch {
	case e.Next:
		s = "the next time"
	case e.All:
		s += "all"
	default:
		s += "the next " + amountText(e.Amount)
	}
	if e.Combat {
		s += " combat"
	}
	if e.Next {
		s += " damage would be dealt"
	} else {
		s += " damage that would be dealt"
	}
	if e.To != nil || e.ToPlayers != nil {
		s += " to " + recipients(e.To, e.ToPlayers)
	}
	if e.ToEach != nil {
		if e.To != nil || e.ToPlayers != nil {
			s += " and"
		}
		s += " to each " + e.ToEach.String() + " (whichever it is as the damage would be dealt)" // prevent.go
	}
	switch e.Duration {
	case Forever:
	case UntilEndOfTurn:
		s += " this turn"
	default:
		s += durationWords(e.Duration)
	}
	if e.By != nil {
		s += " by " + e.By.String()
	}
	_, toSet := e.To.(describedSet)
	if _, bySet := e.By.(describedSet); toSet || bySet {
		s += " (whichever objects match as the damage would be dealt, 611.2c)" // rule_sets.go
	}
	if e.Next {
		s += ", prevent all of that damage, all that one source would deal at once; the effect is then used up (615.8, 609.7a)"
	}
	return s + " (615)" + thenText(e.Then) // prevent.go
}

func (e ModeEffects) String() string {
	return "mode " + strconv.Itoa(e.Mode) + ": " + effectsText(e.Effects)
}

func (e MadnessCast) String() string {
	return "you may cast it by paying " + e.Cost.explain() + "; if you don't, put it into its owner's graveyard (702.35a, 400.7k)"
}

// Objects.

func (This) String() string            { return "this object" }
func (t TargetRef) String() string     { return "target " + strconv.Itoa(t.Index+1) }
func (It) String() string              { return "it" }
func (CastSpell) String() string       { return "that spell" }
func (l Linked) String() string        { return "the cards linked to this object as " + strconv.Quote(l.Key) }
func (Sacrificed) String() string      { return "the sacrificed card" }
func (SacrificedLKI) String() string   { return "the sacrificed permanent as it last existed" }
func (Discarded) String() string       { return "the discarded card" }
func (Enchanted) String() string       { return "the permanent this is attached to" }
func (e Each) String() string          { return "each " + e.Filter.String() }
func (Triggering) String() string      { return "the triggering object" }
func (You) String() string             { return "you" }
func (o OwnerOf) String() string       { return "the owner of " + objText(o.Obj) }
func (c ControllerOf) String() string  { return "the controller of " + objText(c.Obj) }
func (EachOpponent) String() string    { return "each opponent" }
func (EachPlayer) String() string      { return "each player" }
func (EnchantedPlayer) String() string { return "the player this is attached to" }

// Amounts.

func (c Const) String() string { return strconv.Itoa(int(c)) }
func (XValue) String() string  { return "X" }
func (p PowerOf) String() string {
	if p.Toughness {
		return "the toughness of " + objText(p.Obj)
	}
	return "the power of " + objText(p.Obj)
}

// Conditions.

func (k Kicked) String() string {
	if k.Index < 0 {
		return "this was kicked"
	}
	return "this was kicked with kicker " + strconv.Itoa(k.Index+1)
}
func (y YouControl) String() string  { return "you control " + y.Filter.String() }
func (OnBattlefield) String() string { return "this object is still on the battlefield" }

// Modifications: String() is what the game log prints; explain() adds
// the verb and the layer.

func layerName(l Layer) string {
	switch {
	case l >= 10 && l <= 60 && l%10 == 0:
		return strconv.Itoa(int(l) / 10)
	case l >= 71 && l <= 74:
		return "7" + string(rune('a'+l-71))
	}
	return "layer(" + strconv.Itoa(int(l)) + ")"
}

func modExplained(m Modification) string {
	if m == nil {
		return "nothing"
	}
	switch m.(type) {
	case Restrict, Unblockable, CantBeActivated, DoesntUntap:
		// Not a characteristic: the rule changes for the object, and the
		// runtime carries the change with its abilities (layer 6).
		return describe(m) + " (a rule for the object, not a characteristic; applied with layer 6)"
	}
	return describe(m) + " (layer " + layerName(m.Layer()) + ")"
}

func modsExplained(ms []Modification) string {
	if len(ms) == 0 {
		return "changes nothing"
	}
	var s []string
	for _, m := range ms {
		s = append(s, modExplained(m))
	}
	return strings.Join(s, " and ")
}

func (m ModifyPT) explain() string { return "gets " + m.String() }
func (m AddKeywords) explain() string {
	var s []string
	for _, k := range m.Keywords {
		s = append(s, k.explain())
	}
	return "gains " + strings.Join(s, ", ")
}

func (m AddAbilities) explain() string {
	var s []string
	for _, a := range m.Abilities {
		x := &explanation{}
		x.ability(0, a)
		for i := range x.lines {
			x.lines[i] = strings.TrimSpace(x.lines[i])
		}
		s = append(s, "["+strings.Join(x.lines, "; ")+"]")
	}
	return "gains " + strings.Join(s, " and ") + " (in it, \"this object\" is the object that has it, its source, and \"you\" is that object's controller, 113.7)"
}

// explain renders the effect with the conjugation of its player and the
// full amount.
func (e GetTickets) explain() string {
	return verb(e.Who, "get", "gets") + " " + quantity(e.Amount, "{TK}", "{TK}")
}

// explain renders where the sticker goes: the objects What names, or else
// one the controller chooses as the effect happens (Choose).
func (e PutSticker) explain() string {
	kind := e.Kind.String()
	article := "a "
	if strings.HasPrefix(kind, "a") {
		article = "an "
	}
	on := objText(e.What)
	if e.What == nil {
		on = "a " + e.Choose.String() + ", chosen as it happens"
	}
	return "put " + article + kind + " of yours on " + on + " (paying its ticket cost; only on an object you own, 123.3)"
}

// Keywords, mana.

func (k Keyword) explain() string {
	s := k.Name
	if k.Cost != (ManaCost{}) {
		s += " " + k.Cost.explain()
	}
	if k.Filter != nil {
		s += " " + k.Filter.String()
	}
	if k.Players {
		s += " player (it targets and is attached to a player, 702.5d)"
	}
	if k.Opponent {
		s += " (only an opponent of its controller)"
	}
	if k.From != "" && !(k.Name == "enchant" && (k.Filter != nil || k.Players)) {
		s += " from " + k.From // enchant's From only names its filter
	}
	if k.N != 0 {
		s += " " + strconv.Itoa(k.N)
	}
	if k.Name == "flashback" && !k.Cost.Present {
		s += " (its cost is the card's mana cost)"
	}
	return s
}

// manaSymbols renders the symbols of a cost from its amounts in canonical
// order: {X}, generic, then WUBRG and {C}. Long runs are counted.
func manaSymbols(m ManaCost) string {
	var b strings.Builder
	run := func(sym string, n int) {
		if n > 8 {
			fmt.Fprintf(&b, "{%s}×%d", sym, n)
			return
		}
		for i := 0; i < n; i++ {
			b.WriteString("{" + sym + "}")
		}
	}
	run("X", m.X)
	if m.Generic != 0 {
		b.WriteString("{" + strconv.Itoa(m.Generic) + "}")
	}
	for c := range m.Colored {
		run(colorLetters[c:c+1], m.Colored[c])
	}
	if b.Len() == 0 {
		return "{0}"
	}
	return b.String()
}

func (m ManaCost) explain() string {
	if !m.Present {
		if m == (ManaCost{}) {
			return "no mana cost"
		}
		return manaSymbols(m) + " (but marked as no mana cost)"
	}
	return manaSymbols(m)
}

// manaAdded renders the mana an AddMana effect adds: its generic amount
// is colorless mana.
func manaAdded(m ManaCost) string {
	add := m
	add.Colored[Colorless] = satAdd(add.Colored[Colorless], add.Generic)
	add.Generic, add.X, add.Present = 0, 0, true
	return manaSymbols(add)
}

// Filters and targets.

// String renders one alternative of a filter: "nonland permanent",
// "red instant card in a graveyard", "creature spell".
func (m Match) String() string {
	if p := m.place(); p != "" {
		return m.kind() + " " + p
	}
	return m.kind()
}

// kind renders what the alternative is, without where it is.
func (m Match) kind() string {
	var w []string
	for _, a := range []struct {
		on   bool
		word string
	}{{m.Tapped, "tapped"}, {m.Untapped, "untapped"}, {m.Attacking, "attacking"}, {m.Blocking, "blocking"}, {m.Token, "token"}, {m.NonToken, "nontoken"}} {
		if a.on {
			w = append(w, a.word)
		}
	}
	if m.Colors != 0 {
		w = append(w, m.Colors.join(" or "))
	}
	for c := White; c <= Green; c++ {
		if m.NotColors.Has(c) {
			w = append(w, "non"+c.String())
		}
	}
	for _, t := range m.NotTypes {
		w = append(w, "non"+typeWord(t))
	}
	for _, t := range m.Types {
		w = append(w, typeWord(t))
	}
	onBattlefield := m.Zone == ZoneNone || m.Zone == Battlefield
	if m.Permanent && (m.Spell || !onBattlefield) {
		w = append(w, "permanent") // a permanent card or spell (110.4a)
	}
	switch {
	case m.Spell:
		w = append(w, "spell")
	case onBattlefield:
		if len(m.Types) == 0 {
			w = append(w, "permanent")
		}
	case m.Zone == Anywhere && !m.NonToken:
		w = append(w, "object") // a source (109.2c), which may be a token
	default:
		w = append(w, "card")
	}
	return strings.Join(w, " ")
}

// typeWord writes a type as a description in a sentence does: a card type
// in lower case ("creature"), a subtype as printed ("Goblin", 205.3).
func typeWord(t string) string {
	switch t {
	case "Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred", "Land", "Planeswalker", "Sorcery", "Tribal":
		return strings.ToLower(t)
	}
	return t
}

// place says where the alternative's objects are, when that is not
// implied: a permanent is on the battlefield and a spell on the stack.
func (m Match) place() string {
	switch z := m.Zone; {
	case m.Spell && z == Stack, !m.Spell && (z == ZoneNone || z == Battlefield):
		return ""
	}
	return where(m.Zone) // a spell elsewhere never matches
}

// String renders a filter: its alternatives joined by "or", then what
// they all must be.
func (f Filter) String() string {
	var alts []string
	outside, samePlace := false, true
	for _, m := range f.Alts {
		alts = append(alts, m.kind())
		samePlace = samePlace && m.place() == f.Alts[0].place()
		if m.Zone != ZoneNone && m.Zone != Battlefield && m.Zone != Stack {
			outside = true
		}
	}
	if !samePlace {
		for i, m := range f.Alts {
			alts[i] = m.String()
		}
	}
	s := strings.Join(alts, " or ")
	if len(alts) == 0 {
		s = "object"
	} else if p := f.Alts[0].place(); samePlace && p != "" {
		s += " " + p // "instant or sorcery card in a graveyard"
	}
	if f.Other {
		s = "other " + s // not the object whose ability this is
	}
	if f.PrintedIn != "" {
		s += " with a name originally printed in the " + f.PrintedIn + " expansion"
	}
	switch f.Controller {
	case RelAny:
	case RelYou:
		s += " you control"
	case RelOpponent:
		s += " an opponent controls"
	default:
		s += " controlled by rel(" + strconv.Itoa(int(f.Controller)) + ")"
	}
	if f.ControllerEnchanted {
		s += " controlled by the player this is attached to"
	}
	if f.Controller != RelAny && outside {
		s += " (owns, outside the battlefield and the stack)"
	}
	switch f.Owner {
	case RelAny:
	case RelYou:
		s += " you own"
	case RelOpponent:
		s += " an opponent owns"
	default:
		s += " owned by rel(" + strconv.Itoa(int(f.Owner)) + ")"
	}
	switch {
	case f.HasMinMV && f.HasMaxMV && f.MinMV == f.MaxMV:
		s += " with mana value " + strconv.Itoa(f.MinMV)
	case f.HasMinMV && f.HasMaxMV:
		s += " with mana value " + strconv.Itoa(f.MinMV) + " to " + strconv.Itoa(f.MaxMV)
	case f.HasMaxMV:
		s += " with mana value " + strconv.Itoa(f.MaxMV) + " or less"
	case f.HasMinMV:
		s += " with mana value " + strconv.Itoa(f.MinMV) + " or more"
	}
	if f.Without != "" {
		s += " without " + f.Without
	}
	if f.Keyword != "" {
		s += " with " + f.Keyword
	}
	if f.Stickers != NoStickerFilter {
		s += " " + f.Stickers.String()
	}
	if f.History.Any() {
		s += " " + f.History.String() + " (608.2i)"
	}
	if f.SourceCompare != nil {
		s += " " + f.SourceCompare.String()
	}
	if f.ChosenName {
		s += " with the name chosen as this object entered" // card_name.go
	}
	if f.Except != nil {
		s += " other than a " + f.Except.String() // search_all.go
	}
	return s
}

// String renders a target: how many, of what, and in which mode.
func (t TargetSpec) String() string {
	var s string
	switch {
	case t.Min == 1 && t.Max == 1:
		s = "target"
	case t.Min == 0 && t.Max >= MaxNumber:
		s = "any number of targets" // divide.go
	case t.Min == 0:
		s = "up to " + strconv.Itoa(t.Max) + " targets"
	case t.Min == t.Max:
		s = strconv.Itoa(t.Max) + " targets"
	default:
		s = strconv.Itoa(t.Min) + " to " + strconv.Itoa(t.Max) + " targets"
	}
	if t.Another {
		s = "another " + s
	}
	var what []string
	if t.Objects {
		what = append(what, t.Filter.String())
	}
	if t.Players && t.Opponent {
		what = append(what, "opponent")
	} else if t.Players {
		what = append(what, "player")
	}
	if a := abilityTargetText(&t); a != "" {
		what = append(what, a) // abilitytarget.go
	}
	if len(what) == 0 {
		what = append(what, "nothing (no choice is legal)")
	}
	s += " " + strings.Join(what, " or ")
	if t.Mode > 0 {
		s += " (mode " + strconv.Itoa(t.Mode) + ")"
	}
	switch {
	case t.IfKicked && t.Kicker < 0:
		s += " (chosen only if the spell is kicked, 601.2c)"
	case t.IfKicked:
		s += " (chosen only if the spell is kicked with kicker " + strconv.Itoa(t.Kicker+1) + ", 601.2c)"
	}
	if t.ControlledBy != nil {
		s += ", controlled by " + t.ControlledBy.String() // target_player.go
	}
	if t.ChosenBy != nil {
		s += ", chosen by " + t.ChosenBy.String() + " as the ability is put on the stack (603.3d; \"you\" and \"an opponent\" in the description are that player and an opponent of theirs)"
	}
	return s
}

// String renders a cost (602.1, 118): "{2}, {T}, sacrifice a creature".
func (c Cost) String() string {
	var s []string
	if c.Mana != (ManaCost{}) {
		s = append(s, c.Mana.explain())
	}
	if c.Tap {
		s = append(s, "{T}")
	}
	if c.SacrificeSelf {
		s = append(s, "sacrifice this object")
	}
	if c.Sacrifice != nil {
		s = append(s, "sacrifice "+filterSubject(c.Sacrifice))
	}
	if c.Discard != 0 {
		s = append(s, "discard "+quantity(Const(c.Discard), "card", "cards")+" of your choice")
	}
	if c.PayLife != 0 {
		s = append(s, "pay "+strconv.Itoa(c.PayLife)+" life")
	}
	if c.DiscardSelf {
		s = append(s, "discard this card")
	}
	if c.RemoveCounters != nil {
		s = append(s, c.RemoveCounters.String()) // remove_counters_cost.go
	}
	if c.HasLoyalty {
		l := strconv.Itoa(c.Loyalty)
		if c.Loyalty > 0 {
			l = "+" + l
		}
		if c.LoyaltyX {
			l = "-X, X chosen as it is activated (107.3),"
		}
		s = append(s, l+" loyalty (606)")
	}
	if len(s) == 0 {
		return "no cost"
	}
	return strings.Join(s, ", ")
}

// Triggers.

var eventVerbs = map[EventKind]string{EventAttacks: "attacks", EventBlocks: "blocks", EventBecomesBlocked: "becomes blocked",
	EventCombatDamage: "deals combat damage to a player (510.2)"}

// String renders a trigger condition (603.1).
func (t Trigger) String() string {
	switch t.Event {
	case EventZoneChange:
		if t.Cause != nil {
			return t.Cause.String() // library.go
		}
		subject := "any object"
		switch {
		case t.Self:
			subject = "this object"
		case t.Enchanted:
			subject = "the permanent this is attached to"
		case t.Filter != nil:
			subject = filterSubject(t.Filter)
		}
		s := "when " + subject + " " + zoneChange(t.From, t.To)
		if t.Anywhere {
			s += " (from anywhere: not a leaves-the-battlefield ability, 603.6c)"
		}
		if t.LooksBack() {
			s += " (looks back in time, 603.10a)"
		}
		return s
	case EventStepBegins:
		switch t.Whose {
		case YourStep:
			return "at the beginning of your " + stepText(t.Step)
		case EachStep:
			return "at the beginning of each " + stepText(t.Step)
		case OpponentsStep:
			return "at the beginning of each opponent's " + stepText(t.Step)
		case EnchantedControllersStep:
			return "at the beginning of the " + stepText(t.Step) + " of the controller of the permanent this is attached to"
		case EnchantedPlayersStep:
			return "at the beginning of the " + stepText(t.Step) + " of the player this is attached to"
		}
		return "at the beginning of whose(" + strconv.Itoa(int(t.Whose)) + ") " + stepText(t.Step)
	case EventCast:
		if t.Filter != nil {
			return "when " + t.casterText() + " " + filterSubject(t.Filter)
		}
		return "when " + t.casterText() + " a spell"
	case EventAttacks, EventBlocks, EventBecomesBlocked, EventCombatDamage:
		v := eventVerbs[t.Event]
		switch {
		case t.Filter != nil:
			return "when " + filterSubject(t.Filter) + " " + v
		case t.Self:
			return "when this object " + v
		}
		return "never (no object " + v + " to watch)"
	case EventBlocksCreature, EventBlockedByCreature:
		return blockPairTrigger(t) // block_triggers.go
	case EventDamage:
		to := "a player"
		switch t.ToPlayer {
		case RelOpponent:
			to = "an opponent"
		case RelYou:
			to = "you"
		}
		return "whenever this object deals damage to " + to + " (120.3; \"that player\" is that player)"
	case EventGainLife, EventBecomesTarget, EventTapForMana:
		return t.eventTriggerText() // event_triggers.go
	case EventCounterRemoved:
		return counterRemovedTrigger(t) // counters_removed.go
	}
	return "when event(" + strconv.Itoa(int(t.Event)) + ") happens"
}

// zoneChange renders the zones of a zone-change trigger: "enters the
// battlefield", "leaves the battlefield", "is put into a graveyard from the
// battlefield".
func zoneChange(from, to Zone) string {
	switch {
	case to == Battlefield && from == ZoneNone:
		return "enters the battlefield"
	case to == Battlefield:
		return "enters the battlefield from " + zoneName(from)
	case to == ZoneNone && from == ZoneNone:
		return "changes zones"
	case to == ZoneNone:
		return "leaves " + zoneName(from)
	case from == ZoneNone:
		return "is put into " + zoneName(to) + " from any zone"
	}
	return "is put into " + zoneName(to) + " from " + zoneName(from)
}

// zoneName names a kind of zone: "the battlefield", "a graveyard".
func zoneName(z Zone) string {
	switch z {
	case Library, Hand, Graveyard:
		return "a " + z.String()
	}
	return zonePhrase(z)
}

// Static abilities.

// String renders a static ability's effect (611.3): what it affects and
// how, or the replacement effect it makes.
func (s StaticEffect) String() string {
	var parts []string
	if len(s.Mods) > 0 || s.Enters == nil && s.Replace == nil && s.Permit == nil && s.CastLimit == nil && s.LoseGame == nil && !s.BeginOnBattlefield && s.Prevent == nil && s.Combat == nil && !s.Uncounterable && s.PTCount == nil && !s.NoMaxHandSize && !s.RevealHands && s.Outcome == nil && !s.RevealTop {
		var who string
		switch s.Affects {
		case AffectsEnchanted:
			who = "the permanent this is attached to"
		case AffectsSelf:
			who = "this object"
		case AffectsFilter:
			who = "each " + s.Filter.String()
		default:
			who = "affects(" + strconv.Itoa(int(s.Affects)) + ")"
		}
		while := " while this object is on the battlefield"
		if s.If != nil {
			while += " and " + describe(s.If) // reveal_top.go
		}
		parts = append(parts, who+" "+modsExplained(s.Mods)+while)
	}
	if s.Replace != nil {
		parts = append(parts, s.Replace.String())
	}
	if s.Permit != nil {
		parts = append(parts, describe(s.Permit))
	}
	if s.Enters != nil {
		// enters_with.go: applied as the object enters (614.12), reading what it was
		parts = append(parts, "this object enters the battlefield "+s.Enters.String()+", reading the object it was before it entered")
	}
	if s.CastLimit != nil {
		parts = append(parts, describe(s.CastLimit)) // castlimit.go
	}
	if s.Combat != nil {
		parts = append(parts, s.Combat.String()) // combat_rules.go
	}
	if s.PTCount != nil {
		parts = append(parts, s.PTCount.String())
	}
	if s.Uncounterable {
		parts = append(parts, "this spell can't be countered (an ability that works on the stack, 113.6)")
	}
	if s.Outcome != nil {
		parts = append(parts, s.Outcome.String()) // cant_lose.go
	}
	if s.LoseGame != nil {
		parts = append(parts, s.LoseGame.String()) // lose.go
	}
	if s.BeginOnBattlefield {
		parts = append(parts, openingHandText) // opening.go
	}
	if s.Prevent != nil {
		parts = append(parts, s.Prevent.String()) // prevent.go
	}
	if s.NoMaxHandSize {
		parts = append(parts, noMaxHandSizeText) // library.go
	}
	if s.RevealHands {
		parts = append(parts, revealHandsText(s.Reveal)) // library.go
	}
	if s.RevealTop {
		parts = append(parts, revealTopText) // reveal_top.go
	}
	return strings.Join(parts, "; ")
}

// String renders a static replacement effect (614.1a).
func (z ZoneReplacement) String() string {
	subject := "an object"
	switch {
	case z.Self:
		subject = "this object"
	case z.Filter != nil:
		subject = filterSubject(z.Filter)
	}
	switch z.Owner {
	case RelAny:
	case RelYou:
		subject += " you own"
	case RelOpponent:
		subject += " an opponent owns"
	default:
		subject += " owned by rel(" + strconv.Itoa(int(z.Owner)) + ")"
	}
	s := "if " + subject + " would be put into " + zonePhrase(z.To)
	if z.From == ZoneNone {
		s += " from anywhere"
	} else {
		s += " from " + zonePhrase(z.From)
	}
	instead := "it is put into " + zonePhrase(z.Instead)
	if z.Shuffle {
		instead = "it is shuffled into " + zonePhrase(z.Instead) // reveal.go
	}
	if z.Reveal {
		instead = "it is revealed and " + strings.TrimPrefix(instead, "it is ")
	}
	return s + ", " + instead + " instead (614.1a)"
}

// stepText names a step; a value out of range is shown as a number rather
// than failing.
func stepText(s Step) string {
	if int(s) < len(stepNames) {
		return stepNames[s]
	}
	return "step(" + strconv.Itoa(int(s)) + ")"
}

func (m Restrict) explain() string {
	if !m.Attack && !m.Block {
		return "is not restricted"
	}
	return m.String()
}

// filterSubject renders the objects a filter matches as the subject of a
// sentence: "a creature you control", or "another creature you control
// (not this object)" for an "other" filter (Filter.Other).
func filterSubject(f *Filter) string {
	if f.Other {
		return "another " + strings.TrimPrefix(f.String(), "other ") + " (not this object)"
	}
	return "a " + f.String()
}
