package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// xMana lowers "spend only COLOR mana on X." (runtime/xmana.go).
func (c *compiler) xMana(def *rt.CardDef, it *grammar.XManaItem) {
	col, ok := rt.ParseColor(strings.ToLower(it.Color))
	if !ok || len(it.Color) < 2 {
		c.errs.add(it.Pos, "%q is not a color: \"spend only black mana on X\"", it.Color)
		return
	}
	if def.HasXMana {
		c.errs.add(it.Pos, "the mana spent on X is restricted twice")
	}
	def.XMana, def.HasXMana = col, true
	if c.cardCtx != nil {
		c.cardCtx.xRefs = append(c.cardCtx.xRefs, it.Pos) // the mana cost must have {X} (107.3)
	}
}
