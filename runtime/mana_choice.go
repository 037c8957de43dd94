package runtime

// Mana abilities that add one of several kinds of mana (106.5): "{T}: Add
// {B} or {R}" (the Magic 2010 dual lands), "{T}: Add one mana of any
// color" (Birds of Paradise). The controller chooses as the ability
// resolves; a payment plan treats each choice as one way of tapping the
// source (mana_sources.go).

// AnyColorMana is what "add one mana of any color" adds: one of the five
// colors.
func AnyColorMana() AddMana {
	e := AddMana{Mana: MustManaCost("{W}")}
	for _, s := range []string{"{U}", "{B}", "{R}", "{G}"} {
		e.Or = append(e.Or, MustManaCost(s))
	}
	return e
}

// choices lists every kind of mana the effect can add, Mana first.
func (e AddMana) choices() []ManaCost {
	return append([]ManaCost{e.Mana}, e.Or...)
}

// appendOptions appends to out the pools the choices add, in their order.
func (e AddMana) appendOptions(out []ManaPool) []ManaPool {
	out = append(out, choicePool(e.Mana))
	for _, m := range e.Or {
		out = append(out, choicePool(m))
	}
	return out
}

// choicePool is the mana a choice adds.
func choicePool(m ManaCost) ManaPool {
	var p ManaPool
	for col, n := range m.Colored {
		p.add(Color(col), amountNumber(n))
	}
	p.add(Colorless, amountNumber(m.Generic))
	return p
}

// singleColor reports the color of a cost that is one colored mana.
func singleColor(m ManaCost) (Color, bool) {
	if m.Generic != 0 || m.X != 0 {
		return 0, false
	}
	found, col := 0, Color(0)
	for c, n := range m.Colored {
		if n != 0 {
			found += n
			col = Color(c)
		}
	}
	return col, found == 1 && col != Colorless
}

// choose asks player who, who adds the mana, which of the choices to
// add: a color when each choice is one colored mana (a ChooseColor
// decision), else a mode.
func (e AddMana) choose(r *Resolution, who PlayerID) ManaCost {
	cs := e.choices()
	var set ColorSet
	colors := true
	for _, m := range cs {
		c, ok := singleColor(m)
		colors = colors && ok
		set = set.With(c)
	}
	d := &Decision{Player: who, Prompt: "choose the mana to add (" + e.String() + ")", Min: 1, Max: 1}
	if colors {
		d.Kind, d.Options = ChooseColor, ColorOptions(set)
	} else {
		d.Kind = ChooseMode
		for _, m := range cs {
			d.Options = append(d.Options, LabelOption(manaAdded(m)))
		}
	}
	idx, err := r.Game.decide(d)
	if err != nil || len(idx) != 1 || idx[0] < 0 || idx[0] >= len(d.Options) {
		return cs[0]
	}
	if !colors {
		return cs[idx[0]]
	}
	for _, m := range cs {
		if c, _ := singleColor(m); c.String() == d.Options[idx[0]].Label {
			return m
		}
	}
	return cs[0]
}
