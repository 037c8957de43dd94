package interp

import (
	"strings"

	"github.com/mtgs/mtgs/grammar"
	rt "github.com/mtgs/mtgs/runtime"
)

// This file lowers an object that becomes a creature for a while and
// keeps its types (Awakener Druid: "target Forest becomes a 4/5 green
// Treefolk creature for as long as Awakener Druid remains on the
// battlefield. It's still a land."): "becomes a P/T COLOR SUBTYPE TYPE"
// (layers 4, 5 and 7b), "it's still a …" (205.1b) and the duration "for
// as long as this remains on the battlefield" (611.2b).

// becomesTypes lowers "OBJECT becomes a [P/T] [colors] [subtypes] types":
// the types are added, with its prior types kept, which "it's still a …"
// after it must say (205.1b; stillTypes); colors are set (layer 5) and
// power and toughness set (layer 7b).
func (c *compiler) becomesTypes(ctx *abilityCtx, b *grammar.Becomes, what rt.ObjExpr, dur rt.Duration) rt.Effect {
	var types rt.AddTypes
	var colors rt.ColorSet
	for _, w := range b.Words {
		lw := strings.ToLower(w.Text)
		if col, ok := rt.ParseColor(lw); ok && len(lw) > 1 {
			colors = colors.With(col)
		} else if t, ok := cardTypes[lw]; ok {
			types.Types = append(types.Types, t)
		} else if t, ok := rt.CreatureType(w.Text); ok {
			types.Subtypes = append(types.Subtypes, t)
		} else if t, ok := rt.LandType(w.Text); ok {
			types.Subtypes = append(types.Subtypes, t)
		} else {
			c.errs.add(w.Pos, "%q is not a color, a card type or a subtype (105.1, 205.2, 205.3)", w.Text)
		}
	}
	if len(types.Types) == 0 {
		c.errs.add(b.Pos, "\"becomes a …\" names a card type (\"becomes a 4/5 green Treefolk creature\"); a color alone is written \"becomes blue\"")
	}
	var mods []rt.Modification
	mods = append(mods, types)
	if colors != 0 {
		mods = append(mods, rt.SetColors{Colors: colors})
	}
	if b.PT != "" {
		pw, tg, numeric := c.mod(b.Pos, b.PT)
		if !numeric || strings.HasPrefix(b.PT, "+") || strings.HasPrefix(b.PT, "-") {
			c.errs.add(b.Pos, "\"becomes a %s …\": power and toughness are set to numbers (613.4b)", b.PT)
		}
		mods = append(mods, rt.SetPT{Power: pw, Toughness: tg})
	} else if !b.Article {
		c.errs.add(b.Pos, "\"becomes\" with types needs \"a\" or \"an\"")
	}
	pos := b.Pos
	ctx.becomesAt = &pos
	return rt.Modify{What: what, Mods: mods, Duration: dur}
}

// stillTypes lowers "it's still a land" after "becomes a … creature": the
// object keeps all its prior card types, subtypes and supertypes (205.1b),
// which is how becomesTypes adds its types.
func (c *compiler) stillTypes(ctx *abilityCtx, cl *grammar.ActionClause, st *grammar.StillTypes, prev *[]rt.Effect) {
	if _, it := cl.Subject.(*grammar.ItRef); !it {
		c.errs.add(cl.Pos, "write \"it's still a %s\": it is what became a creature before it", st.Word)
	}
	if _, ok := cardTypes[strings.ToLower(st.Word)]; !ok {
		c.errs.add(st.Pos, "%q is not a card type (205.2)", st.Word)
	}
	if ctx.becomesAt == nil || len(*prev) == 0 {
		c.errs.add(st.Pos, "\"it's still a %s\" follows \"… becomes a … creature\" (205.1b)", st.Word)
		return
	}
	if _, ok := (*prev)[len(*prev)-1].(rt.Modify); !ok {
		c.errs.add(st.Pos, "\"it's still a %s\" follows \"… becomes a … creature\" right away (205.1b)", st.Word)
	}
	ctx.becomesAt = nil
}

// checkBecomes refuses a "becomes a … creature" no "it's still a …"
// followed: such an effect replaces the object's card types (205.1a),
// which the runtime does not do yet.
func (c *compiler) checkBecomes(ctx *abilityCtx) {
	if ctx.becomesAt != nil {
		c.errs.add(*ctx.becomesAt, "\"becomes a …\" without \"it's still a …\" after it replaces the object's card types and subtypes (205.1a), which is not supported yet")
	}
}

// forAsLongAs lowers the duration "for as long as this remains on the
// battlefield" (611.2b): the effect lasts until its source leaves the
// battlefield and does nothing if it already has.
func (c *compiler) forAsLongAs(d *grammar.Duration) bool {
	cond := d.AsLongAs
	_, this := cond.Subject.(*grammar.ThisRef)
	_, remains := cond.Test.(*grammar.Remains)
	if !this || !remains {
		c.errs.add(d.Pos, "\"for as long as …\": only \"for as long as this remains on the battlefield\" is supported yet")
		return false
	}
	return true
}

// keepsAsLongAs reports whether a predicate makes a continuous effect that
// can last for as long as its source remains on the battlefield.
func keepsAsLongAs(p grammar.Predicate) bool {
	switch p.(type) {
	case *grammar.GetsPT, *grammar.HasKeywords, *grammar.Becomes, *grammar.LosesKeywords, *grammar.CantAttackOrBlock,
		*grammar.HasAbility, *grammar.BecomesTypes, *grammar.CantBeBlocked, *grammar.GainControl:
		return true
	}
	return false
}
