package interp

import (
	"bytes"
	"slices"
	"strings"
	"unicode"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

var supertypes = map[string]string{"basic": "Basic", "legendary": "Legendary", "snow": "Snow", "world": "World"}

var cardTypes = map[string]string{
	"artifact": "Artifact", "battle": "Battle", "creature": "Creature", "enchantment": "Enchantment",
	"instant": "Instant", "kindred": "Kindred", "land": "Land", "planeswalker": "Planeswalker", "sorcery": "Sorcery",
}

// card checks a card definition and adds it to the library.
func (c *compiler) card(n *grammar.Card) {
	def := &rt.CardDef{Name: n.Name}
	c.cardCtx = &cardCtx{def: def}
	defer func() { c.cardCtx = nil }()
	key := strings.ToLower(n.Name) // the library's key for the name
	if c.defined[key] {
		c.errs.add(n.Pos, "card %q is defined twice", n.Name)
	}
	var word *grammar.AbilityWordItem // an ability word waiting for its ability (ability_word.go)
	var starPT *grammar.PTItem        // "pt */*" (pt_count.go)
	var zones abilityZones            // where abilities work, checked against the types (ability_zones.go)
	for _, it := range n.Items {
		before := len(def.Abilities)
		switch it := it.(type) {
		case *grammar.AdditionalCostItem:
			c.additionalCost(def, it) // additional_cost.go
		case *grammar.XManaItem:
			c.xMana(def, it) // xmana.go
		case *grammar.CostPerTargetItem:
			c.costPerTarget(def, it) // cost_per_target.go
		case *grammar.CostItem:
			def.ManaCost = c.manaCost(it.Cost)
		case *grammar.TypeItem:
			for _, w := range it.Types {
				lw := strings.ToLower(w.Text)
				if s, ok := supertypes[lw]; ok {
					def.Supertypes = append(def.Supertypes, s)
				} else if t, ok := cardTypes[lw]; ok {
					def.Types = append(def.Types, t)
				} else {
					c.errs.add(w.Pos, "unknown card type %q: expected a supertype or card type before the dash", w.Text)
				}
			}
			for _, w := range it.Subtypes {
				def.Subtypes = append(def.Subtypes, strings.ToUpper(w.Text[:1])+w.Text[1:])
			}
		case *grammar.PTItem:
			p, t, numeric := c.pt(it.Pos, it.PT)
			if it.PT == "*/*" {
				starPT, numeric = it, true // defined by an ability (pt_count.go)
			}
			if !numeric {
				c.errs.add(it.Pos, "power and toughness %q: only numbers are supported yet", it.PT)
			}
			def.Power, def.Toughness, def.HasPT = p, t, true
		case *grammar.LoyaltyItem:
			c.gameNumber(it.Pos, "loyalty", it.Loyalty)
			def.Loyalty, def.HasLoyalty = it.Loyalty, true
		case *grammar.ColorItem:
			def.HasIndicator = true
			for _, w := range it.Colors {
				col, ok := rt.ParseColor(w.Text)
				if !ok {
					c.errs.add(w.Pos, "unknown color %q", w.Text)
				}
				def.ColorIndicator = def.ColorIndicator.With(col)
			}
		case *grammar.OracleItem:
			def.Oracle = it.Text
		case *grammar.DeckRuleItem:
			c.deckRule(def, it) // deck_rule.go
		case *grammar.EnchantItem:
			if kw, ok := c.enchantPlayers(it); ok {
				def.Keywords = append(def.Keywords, kw) // "enchant player" (enchant_player.go)
				break
			}
			var words []*grammar.SelectorWord
			var text []string
			for _, w := range it.Qualifiers { // "enchant tapped creature"
				words = append(words, &grammar.SelectorWord{Pos: w.Pos, Text: w.Text})
			}
			for i, w := range it.Words {
				words = append(words, &grammar.SelectorWord{Pos: w.Pos, Or: i > 0, Text: w.Text})
				text = append(text, w.Text)
			}
			constraints := c.enchantConstraints(it)
			f, _ := c.selector(&grammar.Selector{Pos: it.Pos, Words: words, Constraints: constraints}, false)
			from := strings.Join(text, " or ")
			if len(it.Qualifiers) > 0 {
				from = wordsText(words[:len(it.Qualifiers)]) + " " + from
			}
			for _, k := range constraints {
				from += " " + controllerText(k.(*grammar.ControllerConstraint))
			}
			def.Keywords = append(def.Keywords, rt.Keyword{Name: "enchant", Filter: &f, From: from})
		case *grammar.KeywordItem:
			for _, k := range it.Keywords {
				one := *k
				one.AndFrom = nil // lowered here
				if len(k.AndFrom) > 0 && string(k.Name) != "protection" {
					c.errs.add(k.AndFrom[0].Pos, "\"%s from … and from …\": only protection takes several qualities (702.16g)", k.Name)
				}
				if kw, ok := c.keyword(&one); ok {
					if kw.Name == "equip" {
						zones.equip = append(zones.equip, k.Pos)
					}
					def.Keywords = append(def.Keywords, kw)
					def.Abilities = append(def.Abilities, rt.KeywordAbilities(kw)...)
					// "protection from A and from B" is two protection
					// abilities (702.16g).
					for _, w := range k.AndFrom {
						def.Keywords = append(def.Keywords, rt.Keyword{Name: kw.Name, From: c.protectionQuality(w)})
					}
				}
			}
		case *grammar.SpellAbility:
			a := c.ability(def, rt.SpellAbility, it.Effects, nil)
			def.Abilities = append(def.Abilities, a)
			zones.spell = append(zones.spell, it.Pos)
		case *grammar.StaticAbility:
			def.Abilities = append(def.Abilities, c.static(it))
			zones.field = append(zones.field, it.Pos)
		case *grammar.UncounterableItem:
			def.Abilities = append(def.Abilities, uncounterable()) // combat_rules.go
		case *grammar.OpeningHandAbility:
			def.Abilities = append(def.Abilities, c.openingHand(it)) // game_rules.go
		case *grammar.TriggeredAbility:
			trig := c.event(def, it.Event)
			if cond := it.Condition; cond != nil && !trig.Self {
				if _, kicked := cond.Test.(*grammar.WasKicked); kicked {
					if _, isIt := cond.Subject.(*grammar.ItRef); isIt {
						c.errs.add(cond.Subject.Position(), "\"if it was kicked\" reads this object's spell (400.7d): the trigger must watch this (\"when this enters …\")")
					}
				}
			}
			c.trigger = trig // what "that player", "that much" mean (eventContext)
			adds := c.manaAdds
			a := c.ability(def, rt.TriggeredAbility, it.Effects, it.Condition)
			c.trigger = nil
			a.Trigger = trig
			c.triggeredMana(a, c.manaAdds > adds, it.Effects) // mana_trigger.go
			a.FunctionsIn = c.functionsIn(a, it.Effects.Pos)  // activate_from.go
			def.Abilities = append(def.Abilities, a)
			if a.FunctionsIn == rt.ZoneNone && !trig.Self {
				zones.field = append(zones.field, it.Pos)
			}
		case *grammar.StepTriggeredAbility:
			st := c.step(it.Step)
			trig := &rt.Trigger{Event: rt.EventStepBegins, Step: st, Whose: rt.YourStep}
			switch {
			case it.Next:
				c.errs.add(it.Pos, "\"at the beginning of the next …\" is a delayed trigger: write it inside an ability's effects")
			case it.The && it.Of != nil && it.Of.Player:
				c.enchantedPlayer(it.Of.Pos)         // "the upkeep of enchanted player" (enchant_player.go)
				trig.Whose = rt.EnchantedPlayersStep // "that player": whose step it is (eventPlayer, library.go)
			case it.The && it.Of != nil:
				c.attachedRef(it.Of.Object)              // "the upkeep of enchanted creature's controller" (step_of.go)
				trig.Whose = rt.EnchantedControllersStep // "that player": whose step it is (eventPlayer, library.go)
			case it.Of != nil:
				c.errs.add(it.Of.Pos, "write \"the STEP of enchanted creature's controller\" or \"the STEP of enchanted player\"")
			case it.Enchanted:
				c.enchantedPlayer(it.Pos)            // "enchanted player's upkeep" (enchant_player.go)
				trig.Whose = rt.EnchantedPlayersStep // "that player": whose step it is
			case it.Each, it.The:
				trig.Whose = rt.EachStep // "the end step": every end step, whoever's turn (513.1)
			case it.EachOpponent:
				trig.Whose = rt.OpponentsStep
			case !it.Your:
				c.errs.add(it.Step.Pos, "say whose %s: \"your %s\", \"each %s\" (every player's), \"each opponent's %s\" or \"the %s\" (every one)", it.Step.Name, it.Step.Name, it.Step.Name, it.Step.Name, it.Step.Name)
			}
			if cond := it.Condition; cond != nil {
				if _, isIt := cond.Subject.(*grammar.ItRef); isIt {
					c.errs.add(cond.Subject.Position(), "\"it\" refers to nothing: a step trigger has no triggering object")
				}
			}
			c.trigger = trig
			a := c.ability(def, rt.TriggeredAbility, it.Effects, it.Condition)
			c.trigger = nil
			a.Trigger = trig
			a.FunctionsIn = c.functionsIn(a, it.Effects.Pos) // activate_from.go
			def.Abilities = append(def.Abilities, a)
			if a.FunctionsIn == rt.ZoneNone {
				zones.field = append(zones.field, it.Pos)
			}
		case *grammar.ActivatedAbility:
			a := c.ability(def, rt.ActivatedAbility, it.Effects, nil)
			a.Cost = c.costs(it.Costs)
			a.IsMana = isManaAbility(a)
			a.FunctionsIn = c.functionsIn(a, it.Effects.Pos) // activate_from.go
			if a.Cost.SacrificeSelf || a.Cost.Sacrifice != nil {
				c.cardCtx.sacrifices = true
			}
			if a.Cost.Discard > 0 {
				c.cardCtx.discards = true
			}
			def.Abilities = append(def.Abilities, a)
			if a.FunctionsIn == rt.ZoneNone {
				zones.field = append(zones.field, it.Pos)
			}
		case *grammar.LoyaltyAbility:
			xRefs := len(c.cardCtx.xRefs)
			a := c.ability(def, rt.ActivatedAbility, it.Effects, nil)
			c.inRange(it.Pos, "a loyalty cost", it.Cost, -rt.MaxNumber, rt.MaxNumber)
			a.Cost = rt.Cost{Loyalty: it.Cost, HasLoyalty: true, LoyaltyX: it.MinusX}
			if it.MinusX {
				c.cardCtx.xRefs = c.cardCtx.xRefs[:xRefs] // X is chosen as this ability is activated (107.3)
			}
			def.Abilities = append(def.Abilities, a)
			zones.field = append(zones.field, it.Pos)
		}
		word = c.abilityWord(def, word, it, before)
	}
	if word != nil {
		c.abilityWordAlone(word)
	}
	c.checkStarPT(n, def, starPT) // pt_count.go
	if len(def.Types) == 0 {
		c.errs.add(n.Pos, "card %q has no type line: expected \"type …\"", n.Name)
	}
	if def.HasPT != (hasType(def, "Creature")) && !hasType(def, "Vehicle") {
		if def.HasPT {
			c.errs.add(n.Pos, "card %q has power and toughness but is not a creature", n.Name)
		} else {
			c.errs.add(n.Pos, "creature card %q needs power and toughness: expected \"pt N/N\"", n.Name)
		}
	}
	c.checkAbilityZones(def, &zones) // ability_zones.go
	c.checkChosenName(n.Name)        // card_name.go
	for _, pos := range c.cardCtx.exiledRefs {
		if !c.cardCtx.exiles {
			c.errs.add(pos, "\"the exiled card\" refers to nothing: no ability of %s exiles a card (607.2a)", n.Name)
		}
	}
	for _, r := range c.cardCtx.sacRefs {
		if !c.cardCtx.sacrifices {
			c.errs.add(r.Pos, "\"the sacrificed %s\" refers to nothing: no cost of %s sacrifices anything", strings.ToLower(r.Noun), n.Name)
		}
	}
	for _, a := range c.cardCtx.attached {
		c.checkAttached(def, a)
	}
	c.checkEnchantedPlayers(def) // enchant_player.go
	for _, pos := range c.cardCtx.xRefs {
		if def.ManaCost.X == 0 {
			c.errs.add(pos, "X is not defined: the mana cost of %s has no {X} to choose it (107.3)", n.Name)
		}
	}
	for _, pos := range c.cardCtx.costlessFlashback {
		c.errs.add(pos, "a granted flashback needs its cost: add \"the flashback cost is equal to its mana cost.\"")
	}
	for _, pos := range c.cardCtx.discardRefs {
		if !c.cardCtx.discards {
			c.errs.add(pos, "\"the discarded card\" refers to nothing: no cost of %s discards a card", n.Name)
		}
	}
	c.defined[key] = true
	c.lib.byName[key] = def
	c.noteHash(key, n.Pos, n.EndPos) // cardhash.go
}

// enchantConstraints returns the constraints of an enchant keyword the
// runtime applies: who controls the object ("enchant creature you
// control"). The enchant filter limits what the Aura can target as it is
// cast (303.4a), what it can be put onto the battlefield attached to
// (303.4f) and what it can stay attached to (303.4c, 704.5m), all read
// relative to the Aura's controller. Other constraints are refused.
func (c *compiler) enchantConstraints(it *grammar.EnchantItem) []grammar.Constraint {
	if it.Card != nil {
		c.errs.add(it.Card.Pos, "\"enchant … card\": an Aura that enchants a card in a zone other than the battlefield is not supported yet: an Aura here enchants a permanent (303.4a)")
		return nil
	}
	var out []grammar.Constraint
	for _, k := range it.Constraints {
		if _, ok := k.(*grammar.ControllerConstraint); ok && len(out) == 0 {
			out = append(out, k)
			continue
		}
		c.errs.add(k.Position(), "enchant …: %q is not supported yet; an enchant ability may say who controls the object, as in \"enchant creature you control\"", c.phrase(k.Position(), it.EndPos))
	}
	return out
}

// controllerText is a controller constraint as written.
func controllerText(k *grammar.ControllerConstraint) string {
	switch {
	case k.Opponent:
		return "an opponent controls"
	case k.Not:
		return "you don't control"
	}
	return "you control"
}

// attachedRef notes a use of "enchanted …" or "equipped …", which the end
// of the card checks against what the card can be attached to.
func (c *compiler) attachedRef(a *grammar.AttachedRef) {
	if c.cardCtx != nil {
		c.cardCtx.attached = append(c.cardCtx.attached, a)
	}
}

// checkAttached checks "enchanted NOUN" and "equipped NOUN". NOUN names
// what the Aura or Equipment is attached to by a type it has:
// "permanent", a permanent card type ("creature", "land") or a subtype a
// description may name ("Forest", "Wall"), as Oracle text names an Aura's
// object by what its enchant ability allows ("Enchant Forest … enchanted
// Forest"). The runtime applies the effect to whatever the card is
// attached to, so the noun must not narrow that: every object the enchant
// ability allows must have the type (an Equipment is attached only to a
// creature, 301.5c).
func (c *compiler) checkAttached(def *rt.CardDef, a *grammar.AttachedRef) {
	noun := a.Noun
	if strings.EqualFold(noun, "player") {
		c.errs.add(a.Pos, "\"%s player\" is a player, and an object is expected here", strings.ToLower(a.Via))
		return
	}
	want, ok := attachedType(noun)
	if !ok {
		c.errs.add(a.Pos, "\"%s %s\": expected \"permanent\", a permanent type (artifact, battle, creature, enchantment, land, planeswalker) or one subtype, such as \"Forest\" or \"Wall\", for what this is attached to", strings.ToLower(a.Via), noun)
		return
	}
	if want != "" && cardTypes[strings.ToLower(noun)] == want {
		noun = strings.ToLower(noun) // a card type is written in lower case in a sentence
	}
	if strings.EqualFold(a.Via, "equipped") {
		switch {
		case !hasType(def, "Equipment"):
			c.errs.add(a.Pos, "\"equipped %s\" refers to nothing: %s is not an Equipment", noun, def.Name)
		case want != "Creature":
			c.errs.add(a.Pos, "\"equipped %s\": an Equipment is attached only to a creature (301.5c); write \"equipped creature\"", noun)
		}
		return
	}
	var enchant *rt.Keyword
	for i, k := range def.Keywords {
		if k.Name == "enchant" {
			enchant = &def.Keywords[i]
		}
	}
	if enchant != nil && enchant.Players {
		c.errs.add(a.Pos, "\"enchanted %s\" refers to nothing: %s enchants a player (enchant %s); write \"enchanted player\"", noun, def.Name, enchant.From)
		return
	}
	if enchant == nil || enchant.Filter == nil {
		c.errs.add(a.Pos, "\"enchanted %s\" refers to nothing: %s has no enchant ability", noun, def.Name)
		return
	}
	if want == "" {
		return // "enchanted permanent": an Aura enchants only a permanent here
	}
	for _, m := range enchant.Filter.Alts {
		if !alwaysHasType(m, want) {
			c.errs.add(a.Pos, "\"enchanted %s\": %s can enchant what is not a %s (enchant %s), and the runtime would apply this to it anyway; write \"enchanted permanent\" or \"enchant %s\"", noun, def.Name, noun, enchant.From, noun)
			return
		}
	}
}

// attachedType returns the type the noun of "enchanted NOUN" or
// "equipped NOUN" names, as printed ("Creature", "Forest", "Wall"), or ""
// for "permanent": a permanent card type, a land type or a creature type,
// in the singular, the words a description knows (selector.go). ok is
// false for any other word.
func attachedType(noun string) (t string, ok bool) {
	w := strings.ToLower(noun)
	switch w {
	case "permanent":
		return "", true
	case "artifact", "battle", "creature", "enchantment", "land", "planeswalker":
		return cardTypes[w], true
	}
	if t, ok := rt.LandType(noun); ok {
		return t, true
	}
	if t, ok := creatureType(noun); ok && strings.EqualFold(t, noun) {
		return t, true
	}
	return "", false
}

// alwaysHasType reports whether every object m matches has type t (a card
// type or a subtype): m asks for it, or t is "Land" and m asks for a land
// type, which only a land has (205.3d: "enchant Forest" enchants only
// lands). A creature type doesn't make a creature: a kindred card has
// creature types too (205.3m).
func alwaysHasType(m rt.Match, t string) bool {
	return slices.Contains(m.Types, t) || t == "Land" && slices.ContainsFunc(m.Types, isLandType)
}

// isLandType reports whether t is a land type, which only a land has
// (205.3d): "enchant Forest" enchants only lands.
func isLandType(t string) bool {
	_, ok := rt.LandType(t)
	return ok
}

func hasType(d *rt.CardDef, t string) bool {
	for _, x := range append(append([]string{}, d.Types...), d.Subtypes...) {
		if x == t {
			return true
		}
	}
	return false
}

func (c *compiler) manaCost(m *grammar.ManaCost) rt.ManaCost {
	return c.manaCostOf(m, "the mana cost")
}

// manaCostOf lowers a run of mana symbols; what names it in messages.
func (c *compiler) manaCostOf(m *grammar.ManaCost, what string) rt.ManaCost {
	if m == nil {
		return rt.ManaCost{}
	}
	if !c.manaSymbolsOK(m.Pos, what, m.Symbols) {
		return rt.ManaCost{Present: true}
	}
	mc, err := rt.ParseManaCost(m.Symbols)
	if err != nil {
		c.errs.add(m.Pos, "%v", err)
	}
	return mc
}

func (c *compiler) keyword(k *grammar.Keyword) (rt.Keyword, bool) {
	return c.keywordIn(k, false)
}

// keywordIn lowers a keyword; granted says an effect grants it, which lets
// flashback's cost be given by a following "the flashback cost is equal to
// its mana cost".
func (c *compiler) keywordIn(k *grammar.Keyword, granted bool) (rt.Keyword, bool) {
	name := string(k.Name)
	info, ok := rt.Keywords[name]
	if !ok {
		c.errs.add(k.Pos, "unknown keyword %q%s", k.Name, suggestKeyword(name))
		return rt.Keyword{}, false
	}
	kw := rt.Keyword{Name: name}
	switch {
	case info.NeedCost && k.Cost == nil && granted && name == "flashback" && c.cardCtx != nil:
		c.cardCtx.costlessFlashback = append(c.cardCtx.costlessFlashback, k.Pos)
	case info.NeedCost && k.Cost == nil:
		c.errs.add(k.Pos, "%s needs a cost: expected \"%s {…}\"", name, name)
		return kw, false
	case info.NeedCost:
		kw.Cost = c.manaCost(k.Cost)
	case k.Choice:
		// "protection from the color of your choice" (colorchoice.go)
		switch {
		case name != "protection":
			c.errs.add(k.Pos, "%s from the color of your choice: only protection takes a chosen color", name)
		case !granted:
			c.errs.add(k.Pos, "protection from the color of your choice: the color is chosen as an effect grants it, so only an effect can grant it")
		}
		kw.From = rt.ChosenColor
	case info.NeedArg && k.From == nil:
		c.errs.add(k.Pos, "%s needs a quality: expected \"%s from …\"", name, name)
		return kw, false
	case info.NeedArg:
		kw.From = c.protectionQuality(k.From) // text_change.go
		if len(k.AndFrom) > 0 {
			c.errs.add(k.AndFrom[0].Pos, "\"%s from … and from …\" is supported only for protection on a card's keyword line", name)
		}
	case info.NeedNumber:
		return c.numberKeyword(k, kw, granted) // stickers.go
	case k.Cost != nil || k.N != nil || k.From != nil:
		c.errs.add(k.Pos, "%s takes no parameter", name)
	}
	if granted && (len(rt.KeywordAbilities(kw)) > 0 || name == "madness" || name == "enchant") {
		// Equip and cycling stand for activated abilities (702.6a,
		// 702.29a) the runtime adds where the keyword is printed, and it
		// reads madness and enchant off the card: granted, they would
		// show and do nothing.
		c.errs.add(k.Pos, "granting %s is not supported yet: the runtime reads it only where it is printed", name)
		return kw, false
	}
	return kw, true // only the keywords that need a number take one (afflict N)
}

func (c *compiler) step(s *grammar.Step) rt.Step {
	st, ok := rt.ParseStep(string(s.Name))
	if !ok {
		c.errs.add(s.Pos, "unknown step %q", s.Name)
	}
	return st
}

func (c *compiler) costs(cs []grammar.Cost) rt.Cost {
	var cost rt.Cost
	var syms []string
	for _, x := range cs {
		switch x := x.(type) {
		case *grammar.ManaCost:
			for _, s := range x.Symbols {
				switch strings.ToUpper(s) {
				case "T":
					cost.Tap = true
				case "Q":
					c.errs.add(x.Pos, "the untap symbol {Q} is not supported yet")
				case "X":
					c.errs.add(x.Pos, "{X} in an activation cost is not supported yet: the runtime chooses X only as a spell is cast")
				default:
					syms = append(syms, s)
				}
			}
		case *grammar.SacrificeCost:
			switch o := x.Object.(type) {
			case *grammar.ThisRef:
				cost.SacrificeSelf = true
			case *grammar.IndefiniteRef:
				f := c.indefinite(o)
				cost.Sacrifice, cost.SacrificeText = &f, c.text(o.Pos, o.Selector.EndPos)
			default:
				c.errs.add(x.Pos, "expected \"sacrifice this\" or \"sacrifice a …\" as a cost")
			}
		case *grammar.DiscardCost:
			if o, ok := x.Object.(*grammar.IndefiniteRef); ok && len(o.Selector.Words) == 1 && strings.EqualFold(o.Selector.Words[0].Text, "card") {
				cost.Discard = 1
			} else {
				c.errs.add(x.Pos, "only \"discard a card\" is supported as a cost yet")
			}
		case *grammar.PayLifeCost:
			if x.Amount.Number == nil {
				c.errs.add(x.Pos, "pay life needs a number")
			} else if c.gameNumber(x.Amount.Pos, "an amount of life", int(*x.Amount.Number)) {
				cost.PayLife = int(*x.Amount.Number)
			}
		case *grammar.RemoveCountersCost:
			c.removeCountersCost(&cost, x) // remove_counters_cost.go
		default:
			c.errs.add(x.Position(), "this cost is not supported yet")
		}
	}
	if len(syms) > 0 && c.manaSymbolsOK(cs[0].Position(), "the mana cost", syms) {
		mc, err := rt.ParseManaCost(syms)
		if err != nil {
			c.errs.add(cs[0].Position(), "%v", err)
		}
		cost.Mana = mc
	}
	return cost
}

// isManaAbility reports whether an activated ability is a mana ability
// (605.1a): it has no target, and it could add mana as it resolves —
// whatever else it does ("{T}: add {G}. you lose 1 life."). It resolves
// at once, without the stack (605.3b).
func isManaAbility(a *rt.Ability) bool {
	if len(a.Targets) > 0 {
		return false
	}
	for _, e := range a.Effects {
		if _, ok := e.(rt.AddMana); ok {
			return true
		}
	}
	return false
}

// static lowers a static ability: continuous effects on what it names.
func (c *compiler) static(s *grammar.StaticAbility) *rt.Ability {
	a := &rt.Ability{Kind: rt.StaticAbility, Text: c.text(s.Effects.Pos, s.Effects.EndPos)}
	for _, sen := range s.Effects.Sentences {
		if sen.When != nil {
			c.errs.add(sen.When.Pos, "a delayed trigger is made by a spell or ability as it resolves (603.7a), not by a static ability")
		}
		cls := sentenceClauses(sen)
		for i, cl := range cls {
			if c.staticEntersAs(a, cl) {
				continue // "as this enters, choose a card name", "you may have this enter as a copy of …" (card_name.go, copy_permanent.go)
			}
			if c.staticTopOfLibrary(a, cl) {
				continue // "play with the top card of your library revealed", "as long as …" (reveal_top.go)
			}
			if c.cantBeActivated(a, cl, cls[:i]) {
				continue // "its activated abilities can't be activated" (activation_ban.go)
			}
			if c.permission(a, cl) || c.permissionGrant(a, cl) {
				continue // a permission to cast spells (stickers.go)
			}
			if c.castLimit(a, cl) {
				continue // a limit on casting spells (castlimit.go)
			}
			if c.combatRule(a, cl) {
				continue // "this can't be blocked", … (combat_rules.go)
			}
			if c.ptCountClause(a, cl) {
				continue // "this's power and toughness are each equal to …" (pt_count.go)
			}
			if c.noMaxHandSize(a, cl) || c.staticHandsRevealed(a, cl) {
				continue // "you have no maximum hand size", "your opponents play with their hands revealed" (library.go)
			}
			if c.cardCtx != nil && c.staticEntersWith(c.cardCtx.def, a, cl) {
				continue // "this enters with …" (enters_with.go)
			}
			if rc, ok := cl.(*grammar.ReplacementClause); ok {
				if rc.ThisWay {
					c.errs.add(rc.Pos, "\"this way\" replaces part of an instruction of a resolving spell or ability (614.15): a static ability has none")
					continue
				}
				if c.lossReplacement(a, rc) {
					continue // "if you would lose the game, instead …" (game_rules.go)
				}
				if zr := c.staticReplacement(rc); zr != nil {
					a.Statics = append(a.Statics, rt.StaticEffect{Replace: zr})
				}
				continue
			}
			if pc, ok := cl.(*grammar.PreventClause); ok {
				if dp := c.staticPreventAll(pc); dp != nil { // static_prevent.go
					a.Statics = append(a.Statics, rt.StaticEffect{Prevent: dp})
				}
				continue
			}
			if pc, ok := cl.(*grammar.PreventThatClause); ok {
				if dp := c.staticPrevention(pc); dp != nil { // prevention.go
					a.Statics = append(a.Statics, rt.StaticEffect{Prevent: dp})
				}
				continue
			}
			if ac, ok := cl.(*grammar.ActionClause); ok {
				pluralSubject(ac) // count.go
				if c.gameOutcome(a, ac) {
					continue // "you can't lose the game" (cant_lose.go)
				}
			}
			if ac, ok := cl.(*grammar.ActionClause); ok && c.staticFollowUp(a, ac) {
				continue // what the prevention effect does next (615.5, prevention.go)
			}
			ac, ok := cl.(*grammar.ActionClause)
			if !ok {
				c.errs.add(cl.Position(), "only continuous, replacement and prevention effects are supported in static abilities yet")
				continue
			}
			switch {
			case ac.May:
				c.errs.add(ac.Pos, "\"may\" in a static ability is not supported yet")
			case ac.Dur() != nil:
				c.errs.add(ac.Dur().Pos, "a static ability lasts as long as its source is on the battlefield (611.3b): it takes no duration")
			case ac.Delayed != nil:
				c.errs.add(ac.Delayed.Pos, "a static ability can't create a delayed trigger")
			}
			if co, ok := ac.Predicate.(*grammar.ControlObject); ok {
				if se, ok := c.staticControl(ac, co); ok { // control_static.go
					a.Statics = append(a.Statics, se)
				}
				continue
			}
			var se rt.StaticEffect
			alsoSelf := false // "this and other Vampire creatures you control"
			switch subj := ac.Subject.(type) {
			case *grammar.AttachedRef:
				c.attachedRef(subj)
				se.Affects = rt.AffectsEnchanted
			case *grammar.ThisRef:
				se.Affects = rt.AffectsSelf
			case *grammar.EachRef:
				se.Affects, se.Filter = rt.AffectsFilter, c.sourcedSelector(subj.Selector) // "enchanted player controls" (enchant_player.go)
			case *grammar.PluralRef:
				se.Affects, se.Filter = rt.AffectsFilter, c.sourcedPluralFilter(subj) // count.go, enchant_player.go
			case *grammar.OtherRef:
				se.Affects, se.Filter = rt.AffectsFilter, c.otherFilter(subj) // "other Goblins" (text_change.go)
			case *grammar.ThisAndOtherRef:
				se.Affects, se.Filter = rt.AffectsFilter, c.otherFilter(subj.Other) // and this (reveal_top.go)
				alsoSelf = true
			case *grammar.EnchantedPlayerRef:
				c.errs.add(subj.Pos, "a static ability whose subject is enchanted player is not supported yet; it may be about what that player controls: \"creatures enchanted player controls get -1/-1\"")
				continue
			default:
				c.errs.add(ac.Pos, "a static ability needs a subject such as \"enchanted creature\", \"this\", \"each creature you control\" or \"other Goblins\"")
				continue
			}
			mods, ok := c.mods(ac.Predicate)
			if !ok {
				c.errs.add(ac.Predicate.Position(), "unknown effect for a static ability: expected gets, has or becomes")
				continue
			}
			if choosesColor(mods) {
				c.errs.add(ac.Predicate.Position(), "a static ability can't choose a color as it applies (\"the color of your choice\" is chosen as an effect resolves)")
			}
			se.Mods = mods
			if alsoSelf {
				a.Statics = append(a.Statics, rt.StaticEffect{Affects: rt.AffectsSelf, Mods: mods})
			}
			a.Statics = append(a.Statics, se)
		}
	}
	return a
}

// mods lowers the predicates that make continuous effects.
func (c *compiler) mods(p grammar.Predicate) ([]rt.Modification, bool) {
	switch p := p.(type) {
	case *grammar.IsTypes:
		return c.addTypes(p.Words, string(p.Other)), true // text_change.go
	case *grammar.BecomesTypes:
		return c.addTypes(p.Words, string(p.Other)), true
	case *grammar.GetsPT:
		pw, tg, numeric := c.mod(p.Pos, p.Mod)
		if !numeric {
			c.errs.add(p.Pos, "power/toughness change %q: only numbers are supported yet", p.Mod)
		}
		mods := []rt.Modification{rt.ModifyPT{Power: pw, Toughness: tg}}
		if p.Per != nil {
			mods[0] = rt.ModifyPTPer{Power: pw, Toughness: tg, Count: c.staticCount(p.Per)} // for_each.go
		}
		var kws []rt.Keyword
		for _, k := range p.Keywords {
			if kw, ok := c.keywordIn(k, true); ok { // granted, as with "has"
				kws = append(kws, kw)
			}
		}
		if len(kws) > 0 {
			mods = append(mods, rt.AddKeywords{Keywords: kws})
		}
		if len(p.Loses) > 0 {
			lost, _ := c.mods(&grammar.LosesKeywords{Pos: p.Pos, Keywords: p.Loses}) // "and loses flying"
			mods = append(mods, lost...)
		}
		return mods, true
	case *grammar.CantBeBlocked:
		return c.cantBeBlocked(p), true // cant_be_blocked.go
	case *grammar.SkipUntap:
		if p.Next {
			c.errs.add(p.Pos, "\"doesn't untap during its controller's next untap step\" is an effect of a spell or ability, not a static ability")
		} else if !p.Whose.Controller {
			c.errs.add(p.Whose.Pos, "a static ability keeps a permanent tapped during its controller's untap step: write \"its controller's\"")
		}
		return []rt.Modification{rt.DoesntUntap{}}, true // 502.3
	case *grammar.HasKeywords:
		var kws []rt.Keyword
		for _, k := range p.Keywords {
			if kw, ok := c.keywordIn(k, true); ok {
				kws = append(kws, kw)
			}
		}
		return []rt.Modification{rt.AddKeywords{Keywords: kws}}, true
	case *grammar.LosesKeywords:
		var names []string
		for _, k := range c.keywords(p.Keywords) {
			if k.Cost.Present || k.From != "" {
				c.errs.add(p.Pos, "\"loses %s\": losing one instance of a keyword with a cost or quality is not supported yet", k)
			}
			names = append(names, k.Name)
		}
		return []rt.Modification{rt.RemoveKeywords{Names: names}}, true
	case *grammar.CantAttackOrBlock:
		return []rt.Modification{rt.Restrict{Attack: p.Attack, Block: p.Block}}, true
	case *grammar.HasAbility:
		return c.quotedAbility(p), true // granted.go
	case *grammar.IsChosen:
		return c.isChosen(p), true // as_enters.go
	case *grammar.Becomes:
		var cols rt.ColorSet
		for _, w := range p.Words {
			col, ok := rt.ParseColor(w.Text)
			if !ok {
				c.errs.add(w.Pos, "\"becomes %s\": only colors are supported yet", w.Text)
				continue
			}
			cols = cols.With(col)
		}
		if p.PT != "" {
			c.errs.add(p.Pos, "\"becomes\" with power and toughness is not supported yet")
		} else if p.Article {
			c.errs.add(p.Pos, "\"becomes a …\" names a type, which is not supported yet; a color is written \"becomes blue\"")
		}
		return []rt.Modification{rt.SetColors{Colors: cols}}, true
	}
	return nil, false
}

func (c *compiler) keywords(ks []*grammar.Keyword) []rt.Keyword {
	var out []rt.Keyword
	for _, k := range ks {
		if kw, ok := c.keyword(k); ok {
			out = append(out, kw)
		}
	}
	return out
}

func sentenceClauses(s *grammar.Sentence) []grammar.Clause {
	if s.Clause == nil {
		return nil
	}
	return append([]grammar.Clause{s.Clause}, joinedClauses(s.Rest)...)
}

// joinedClauses returns the clauses of joined parts of a sentence. The
// joining words (",", ", then", "then", "and") all mean "and then" (608.2c:
// the instructions are followed in order).
func joinedClauses(js []*grammar.Joined) []grammar.Clause {
	var cls []grammar.Clause
	for _, j := range js {
		cls = append(cls, j.Clause)
	}
	return cls
}

// text returns the source text between two positions, its runs of white
// space made single spaces, for logs. It allocates only the result.
func (c *compiler) text(from, to lexer.Position) string {
	src := c.sources[from.Filename]
	if src == nil || from.Offset < 0 || to.Offset > len(src) || from.Offset >= to.Offset || to.Filename != from.Filename {
		return ""
	}
	span := bytes.TrimSpace(src[from.Offset:to.Offset])
	var b strings.Builder
	b.Grow(len(span))
	space := false
	for _, r := range string(span) { // no copy: the conversion is only ranged over
		if unicode.IsSpace(r) {
			space = true
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// suggestKeyword returns ` (did you mean "X"?)` for a misspelt keyword.
func suggestKeyword(name string) string {
	best, bestD := "", 3
	for k := range rt.Keywords {
		if d := editDistance(k, name, bestD+1); d < bestD || d == bestD && k < best {
			best, bestD = k, d
		}
	}
	if best == "" {
		return ""
	}
	return " (did you mean \"" + best + "\"?)"
}

// staticReplacement lowers the replacement effect of a static ability
// (614.1a): "if this would die, exile it instead", "if a card would be put
// into a graveyard from anywhere, exile it instead".
func (c *compiler) staticReplacement(rc *grammar.ReplacementClause) *rt.ZoneReplacement {
	zr := &rt.ZoneReplacement{Text: c.phrase(rc.Pos, rc.EndPos) + ", " + c.clausePhrase(rc.Instead) + " instead"}
	reveal, shuffles := c.shuffleInstead(rc) // "reveal this and shuffle it into its owner's library" (text_change.go)
	if !c.insteadForm(rc, shuffles) {        // game_rules.go
		return nil
	}
	if shuffles {
		zr.Text = c.text(rc.Pos, rc.EndPos)
	}
	if rc.Duration != nil {
		c.errs.add(rc.Duration.Pos, "a static ability's replacement effect lasts as long as its source: it takes no duration")
	}
	switch s := rc.Subject.(type) {
	case *grammar.ThisRef:
		zr.Self = true
	case *grammar.IndefiniteRef:
		f := c.indefiniteIn(s, rt.Anywhere)
		zr.Filter = &f
	default:
		c.errs.add(rc.Subject.Position(), "expected \"this\" or \"a …\" as what the replacement watches")
		return nil
	}
	switch ev := rc.Event.(type) {
	case *grammar.WouldDie:
		zr.From, zr.To = rt.Battlefield, rt.Graveyard // 700.4
		if zr.Filter != nil {
			for i := range zr.Filter.Alts {
				zr.Filter.Alts[i].Types = append(zr.Filter.Alts[i].Types, "Creature")
			}
		}
	case *grammar.WouldBePut:
		zr.To = rt.Graveyard
		if w := ev.Whose; w != nil {
			switch {
			case w.Your:
				zr.Owner = rt.RelYou
			case w.Opponent:
				zr.Owner = rt.RelOpponent // "an opponent's graveyard": a card an opponent owns (400.3)
			case w.Owner:
			default:
				c.errs.add(w.Pos, "would be put into %s graveyard: write \"a\", \"your\", \"an opponent's\" or \"its owner's\" graveyard", possessiveText(w))
			}
		}
	default:
		c.errs.add(rc.Event.Position(), "only \"would die\" and \"would be put into a graveyard\" replacements are supported yet")
		return nil
	}
	if shuffles {
		zr.Instead, zr.Reveal, zr.Shuffle = rt.Library, reveal, true
		return zr
	}
	zr.Instead = c.insteadZone(rc.Instead, false)
	if zr.Instead == rt.ZoneNone {
		c.errs.add(rc.Instead.Position(), "expected \"exile it instead\" or \"return it to its owner's hand instead\"")
		return nil
	}
	return zr
}
