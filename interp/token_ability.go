package interp

import (
	"github.com/alecthomas/participle/v2/lexer"
	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// A token is created with the abilities the effect creating it gives it
// (111.4): "create a white Avatar creature token. It has \"This
// creature's power and toughness are each equal to your life total.\""
// The quoted ability is part of the token's definition, not an effect
// granting it, so a characteristic-defining ability in the quotes defines
// the token's power and toughness (604.3, layer 7a), and a creature token
// may then be written without them ("*/*").

// tokenAbility lowers "it has \"…\"" right after the clause creating a
// token: the quoted ability becomes one of the token's. It reports false
// when the clause is not of that form.
func (c *compiler) tokenAbility(cl grammar.Clause, prev *[]rt.Effect) bool {
	ac, ok := cl.(*grammar.ActionClause)
	if !ok || ac.Dur() != nil || ac.May || len(*prev) == 0 {
		return false
	}
	ha, ok := ac.Predicate.(*grammar.HasAbility)
	if !ok {
		return false
	}
	if _, ok := ac.Subject.(*grammar.ItRef); !ok {
		return false
	}
	ct, ok := (*prev)[len(*prev)-1].(rt.CreateToken)
	if !ok || c.cardCtx == nil || c.cardCtx.def == nil {
		return false
	}
	card := c.cardCtx.def
	c.cardCtx.def = ct.Def // the quoted ability's "this" is the token
	mods := c.quotedAbility(ha)
	c.cardCtx.def = card
	for _, m := range mods {
		if add, ok := m.(rt.AddAbilities); ok {
			ct.Def.Abilities = append(ct.Def.Abilities, add.Abilities...)
		}
	}
	if ct.Def.PTCount != nil {
		ct.Def.HasPT = true // "*/*": the ability defines them (604.3)
		delete(c.starTokens, ct.Def)
	}
	return true
}

// checkStarTokens reports creature tokens created without power and
// toughness and without an ability defining them.
func (c *compiler) checkStarTokens() {
	for _, pos := range c.starTokens {
		c.errs.add(pos, "a creature token needs power and toughness, e.g. \"1/1\", or an ability in quotes that defines them")
	}
	clear(c.starTokens)
}

// starToken records a creature token written without power and toughness;
// an ability in quotes after it may define them (tokenAbility).
func (c *compiler) starToken(d *rt.CardDef, pos lexer.Position) {
	if c.starTokens == nil {
		c.starTokens = map[*rt.CardDef]lexer.Position{}
	}
	c.starTokens[d] = pos
}
