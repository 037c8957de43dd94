package interp

import (
	"strings"

	"github.com/alecthomas/participle/v2/lexer"
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// Auras that enchant players (303.4, 702.5d; runtime/enchant_player.go):
// "enchant player" and "enchant opponent", and "enchanted player", the
// player such an Aura is attached to. "enchanted player" is a player
// wherever the language takes one in an effect ("enchanted player loses
// 1 life"); it names whose step a step trigger watches ("at the beginning
// of enchanted player's upkeep", "at the beginning of the upkeep of
// enchanted player") and who casts a spell, gains life or taps a
// permanent for mana in a trigger ("whenever enchanted player casts a
// spell"); "enchanted player controls" narrows a static ability's subject
// ("creatures enchanted player controls get -1/-1") and an effect's
// "each …", "all …" or plural subject. The runtime reads it from the
// source of the ability, so the card must be an Aura that enchants a
// player, and an ability in quotes, whose source is the object that has
// it, can't say it.

// enchantPlayers lowers the enchant ability of an Aura that enchants a
// player, "enchant player" or "enchant opponent", reporting false if the
// enchant item names something else. A player is its only noun: it
// takes no qualifier, no other noun and no constraint.
func (c *compiler) enchantPlayers(it *grammar.EnchantItem) (rt.Keyword, bool) {
	player := -1
	for i, w := range it.Words {
		if s := strings.ToLower(w.Text); s == "player" || s == "opponent" {
			player = i
		}
	}
	if player < 0 {
		return rt.Keyword{}, false
	}
	w := it.Words[player]
	switch {
	case len(it.Words) > 1:
		other := it.Words[0]
		if player == 0 {
			other = it.Words[1]
		}
		c.errs.add(other.Pos, "an Aura enchants a player or objects, not both (702.5d): write \"enchant %s\" alone", strings.ToLower(w.Text))
	case len(it.Qualifiers) > 0:
		c.errs.add(it.Qualifiers[0].Pos, "\"enchant … %s\": a player takes no qualifier; write \"enchant player\" or \"enchant opponent\"", strings.ToLower(w.Text))
	case it.Card != nil:
		c.errs.add(it.Card.Pos, "\"enchant %s card\": write \"enchant player\" or \"enchant opponent\"", strings.ToLower(w.Text))
	case len(it.Constraints) > 0:
		c.errs.add(it.Constraints[0].Position(), "\"enchant %s\" takes no constraint; write \"enchant player\" or \"enchant opponent\"", strings.ToLower(w.Text))
	}
	opp := strings.EqualFold(w.Text, "opponent")
	return rt.Keyword{Name: "enchant", Players: true, Opponent: opp, From: strings.ToLower(w.Text)}, true
}

// enchantedPlayer notes a use of "enchanted player" at pos, which the end
// of the card checks against its enchant ability (checkEnchantedPlayers).
// In an ability in quotes it is refused at once.
func (c *compiler) enchantedPlayer(pos lexer.Position) {
	if c.quoted > 0 {
		c.errs.add(pos, "\"enchanted player\" in an ability in quotes: the ability's source would be the object that has it, which is attached to no player")
		return
	}
	if c.cardCtx == nil {
		c.errs.add(pos, "\"enchanted player\" refers to nothing: only a card's ability can name the player it is attached to")
		return
	}
	c.cardCtx.enchantedPlayers = append(c.cardCtx.enchantedPlayers, pos)
}

// checkEnchantedPlayers checks the uses of "enchanted player" of card
// def: it must be an Aura that enchants a player.
func (c *compiler) checkEnchantedPlayers(def *rt.CardDef) {
	if c.cardCtx == nil || len(c.cardCtx.enchantedPlayers) == 0 {
		return
	}
	var enchant *rt.Keyword
	for i, k := range def.Keywords {
		if k.Name == "enchant" {
			enchant = &def.Keywords[i]
		}
	}
	for _, pos := range c.cardCtx.enchantedPlayers {
		switch {
		case enchant == nil:
			c.errs.add(pos, "\"enchanted player\" refers to nothing: %s has no enchant ability", def.Name)
		case !enchant.Players:
			c.errs.add(pos, "\"enchanted player\" refers to nothing: %s enchants an object (enchant %s), not a player; write \"enchant player\"", def.Name, enchant.From)
		}
	}
}

// checkPlayerAttachment checks a set-up entry "attached to PLAYER": only
// an Aura that enchants players can be attached to a player (702.5d).
func (s *scenarioCompiler) checkPlayerAttachment(cd setupCard) {
	if _, isPlayer := s.players[cd.attachTo]; !isPlayer || s.labels[cd.attachTo] || s.names[strings.ToLower(cd.attachTo)] > 0 {
		return
	}
	for _, k := range cd.def.Keywords {
		if k.Name == "enchant" && k.Players {
			return
		}
	}
	s.errs.add(cd.pos, "%s is attached to the player %s, but only an Aura that enchants players can be (702.5d)", cd.def.Name, cd.attachTo)
}

// sourcedSelector lowers a selector whose filter the runtime matches
// knowing the source of its ability (runtime.MatchesFrom): there,
// "enchanted player controls" may narrow it (Filter.ControllerEnchanted).
func (c *compiler) sourcedSelector(s *grammar.Selector) rt.Filter {
	prev := c.sourced
	c.sourced = true
	defer func() { c.sourced = prev }()
	f, _ := c.selector(s, false)
	return f
}

// sourcedPluralFilter is pluralFilter for a plural subject whose filter
// the runtime matches knowing its source (sourcedSelector).
func (c *compiler) sourcedPluralFilter(r *grammar.PluralRef) rt.Filter {
	return c.sourcedSelector(r.Selector())
}

// enchantedPlayerControls lowers "enchanted player controls" in a
// selector into f, where the runtime knows the filter's source.
func (c *compiler) enchantedPlayerControls(k *grammar.EnchantedPlayerControls, f *rt.Filter) {
	if !c.sourced {
		c.errs.add(k.Pos, "\"enchanted player controls\" is supported only in a static ability's subject (\"creatures enchanted player controls get -1/-1\") and in an effect's \"each …\", \"all …\" or plural subject")
		return
	}
	f.ControllerEnchanted = true
	c.enchantedPlayer(k.Pos)
}
