package runtime

// ChosenColor is the quality of a keyword an effect grants "from the color
// of your choice" ("gains protection from the color of your choice"): the
// color is chosen as the effect is applied (WithChosenColor).
const ChosenColor = "the color of your choice"

// WithChosenColor is a continuous effect whose keywords name "the color of
// your choice": as it is applied, the ability's controller chooses a color
// (a ChooseColor decision; for Emerge Unscathed, as the spell resolves,
// when it is too late for anyone to respond), and Modify applies with that
// color in the keywords' place. If the spell or ability doesn't resolve,
// no color is chosen.
type WithChosenColor struct{ Modify Modify }

// Apply implements Effect.
func (e WithChosenColor) Apply(r *Resolution) error {
	g := r.Game
	if !g.validPlayer(r.Controller) {
		return nil
	}
	d := &Decision{Kind: ChooseColor, Player: r.Controller, Prompt: "choose a color (" + e.Modify.String() + ")", Options: ColorOptions(AllColors), Min: 1, Max: 1}
	idx, err := g.decide(d)
	if err != nil {
		return err
	}
	color := d.Options[idx[0]].Label
	if g.logging() {
		g.emit(EvChoose, "%s chooses %s", g.evPlayer(rolePlayer, r.Controller), evText("color", color))
	}
	m := e.Modify
	m.Mods = make([]Modification, len(e.Modify.Mods))
	for i, mod := range e.Modify.Mods {
		if ak, ok := mod.(AddKeywords); ok {
			kws := make([]Keyword, len(ak.Keywords))
			for j, k := range ak.Keywords {
				if k.From == ChosenColor {
					k.From = color
				}
				kws[j] = k
			}
			mod = AddKeywords{Keywords: kws}
		}
		m.Mods[i] = mod
	}
	return m.Apply(r)
}

func (e WithChosenColor) String() string {
	return "choose a color as this is applied, then: " + e.Modify.String()
}
